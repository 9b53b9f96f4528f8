//! The batch driver: the only place that joins reading, solving and printing.
//!
//! The pipeline, in the order data flows through it, one file each:
//! - `stream`: the inputs, read one after another as one buffered stream;
//! - `events`: the stream parsed into events (a puzzle, a malformed puzzle, an unreadable
//!   input), each with its origin;
//! - `answer`: each event answered as the options ask (solved, counted, checked against the
//!   answers that `answers` reads, rearranged by [`crate::tools`]);
//! - `pipeline`: for large streams, batches answered on worker threads and put back in order;
//! - `report`: each outcome printed, its message written, and the counts kept;
//! - `summary`: what the run did (for the exit status and `--stats`) and how far it has got.
//!
//! [`generate`] runs the other way round: no input, new puzzles made by index on the same
//! pipeline, printed in index order; with `--near`, [`read_near`] first reads the puzzles to
//! search near (`near`).
//!
//! Every result is written as soon as it and all before it are done, give or take a fraction
//! of a second (see `pipeline`), so a run stopped by a signal keeps its finished results.
//! [`run_with_progress`] also reports how far the run has got (puzzles answered, bytes read) to
//! a caller's hook, each time the output is flushed and once at the end; drawing it is the
//! caller's business.

mod answer;
mod answers;
mod events;
mod generation;
mod near;
mod pipeline;
mod report;
mod stream;
mod summary;
mod utf16;

use std::io::{self, Write};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use self::answer::answer;
use self::answers::Answers;
use self::events::Events;
pub use self::generation::{Generation, Ratings, generate};
pub use self::near::{NearError, NearPuzzles, read_near};
use self::pipeline::{Sharing, map_in_order};
use self::report::Reporter;
pub use self::stream::Input;
pub use self::summary::{Progress, Summary};
use crate::format::OutputFormat;
use crate::format::chains::ChainNotation;
use crate::parse::Reading;
use crate::solver::Algorithm;

/// What a person who runs `resol` without a FILE at a terminal is told, lest it seem to hang.
pub const KEYBOARD: &str =
    "reading puzzles from the keyboard; type or paste them, then Ctrl-D to end";

/// What is computed for each puzzle.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    /// The lexicographically smallest solution.
    #[default]
    Solve,
    /// The number of solutions, counted no further than `limit`.
    Count {
        /// The count stops here.
        limit: u64,
    },
    /// The rating on Sudoku Explainer's scale.
    Rate {
        /// The time budget of each puzzle's rating: one that would take longer gets lower
        /// bounds, and a message.
        limit: Option<Duration>,
    },
    /// The logic solve, step by step.
    Explain,
    /// The next logic step of a game in progress.
    Hint,
    /// Whether the answers of a file, paired with the puzzles in order, are valid completions.
    Check {
        /// The answers file.
        answers: PathBuf,
    },
    /// The minlex form and the number of automorphisms.
    Canonical,
    /// The puzzle as written, unless an equivalent one came earlier in the stream.
    Dedup,
    /// A minimal puzzle with the same one solution: givens tried in the cells' order, or in a
    /// random order from `seed` and the puzzle's index.
    Minimise {
        /// The seed of a random order.
        seed: Option<u64>,
    },
    /// A random equivalent puzzle, drawn from `seed` and the puzzle's index.
    Shuffle {
        /// The run's seed.
        seed: u64,
    },
    /// The puzzle as read, printed in the chosen form without solving it.
    Print,
}

impl Mode {
    /// Puzzles per batch of the pipeline: with solving at microseconds a puzzle, 256 make
    /// channel traffic negligible and a batch of hard puzzles still takes milliseconds only; a
    /// logic step takes milliseconds, and up to seconds on the hardest puzzles, so its batches
    /// are small enough to keep every worker busy to the end. Minimising a puzzle takes about
    /// as long as generating one, a fraction of a millisecond.
    fn batch(&self) -> usize {
        match self {
            Mode::Solve | Mode::Count { .. } | Mode::Check { .. } => 256,
            Mode::Canonical | Mode::Dedup | Mode::Shuffle { .. } | Mode::Print => 256,
            Mode::Minimise { .. } => 16,
            Mode::Rate { .. } | Mode::Explain | Mode::Hint => 4,
        }
    }

    /// Whether the mode tells how many solutions a puzzle has, one or more.
    fn knows_uniqueness(&self) -> bool {
        match *self {
            Mode::Solve => false,
            Mode::Count { limit } => limit > 1,
            Mode::Rate { .. } | Mode::Explain | Mode::Hint | Mode::Minimise { .. } => true,
            Mode::Check { .. } | Mode::Canonical | Mode::Dedup | Mode::Shuffle { .. } => false,
            // Printing a puzzle as read tells nothing of its solutions.
            Mode::Print => false,
        }
    }

    /// Whether the mode solves each puzzle, so that a run counts the puzzles solved and those
    /// without a solution.
    fn solves(&self) -> bool {
        !matches!(
            self,
            Mode::Check { .. } | Mode::Canonical | Mode::Dedup | Mode::Shuffle { .. } | Mode::Print
        )
    }
}

/// What to compute and how to print it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// What each puzzle gets.
    pub mode: Mode,
    /// The engine that solves and counts.
    pub algorithm: Algorithm,
    /// The output format.
    pub format: OutputFormat,
    /// How puzzles are read: their symbols, and a shape forced on all of them.
    pub reading: Reading,
    /// Worker threads for large streams (at least 1).
    pub jobs: usize,
    /// Answer each puzzle as soon as it is read and flush it at once (for terminals).
    pub interactive: bool,
    /// How the chains of explained steps and hints are written, when asked for (see
    /// [`Printer::with_chains`](crate::format::Printer::with_chains)).
    pub chains: Option<ChainNotation>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            mode: Mode::default(),
            algorithm: Algorithm::default(),
            format: OutputFormat::default(),
            reading: Reading::default(),
            jobs: 1,
            interactive: false,
            chains: None,
        }
    }
}

/// Answers every puzzle of `inputs` in order, printing results to `out` and messages (prefixed
/// `resol:`) to `messages`. Returns the summary, or the error of a failed write to `out` (a
/// closed pipe is not an error: it ends the run quietly, with the summary of what was done).
/// With [`Mode::Check`], an answers file that cannot be opened is an error too.
pub fn run<W: Write, E: Write>(
    inputs: &[Input],
    options: &Options,
    out: W,
    messages: E,
) -> io::Result<Summary> {
    run_with_progress(inputs, options, out, messages, &|_| {})
}

/// [`run`], calling `progress` on the calling thread each time the output is flushed (a few
/// times a second, and while a slow result is awaited) and once when the run ends. The hook
/// sees only counts; what is printed does not depend on it.
pub fn run_with_progress<W: Write, E: Write>(
    inputs: &[Input],
    options: &Options,
    out: W,
    messages: E,
    progress: &dyn Fn(Progress),
) -> io::Result<Summary> {
    let started = Instant::now();
    let bytes = Arc::new(AtomicU64::new(0));
    let answers = match &options.mode {
        Mode::Check { answers } => Some(Answers::open(answers, options.reading)?),
        _ => None,
    };
    let events = Events::new(
        inputs.to_vec(),
        options.reading,
        Arc::clone(&bytes),
        answers,
    );
    let mut reporter = Reporter::new(inputs, options, out, messages, progress);
    // A person typing puzzles wants each answer at once, not once a batch is full.
    let sharing = if options.interactive {
        Sharing { jobs: 1, batch: 1 }
    } else {
        Sharing {
            jobs: options.jobs,
            batch: options.mode.batch(),
        }
    };
    let work = |event| answer(event, options);
    let result = map_in_order(events, sharing, &work, &mut reporter);
    // Every byte read, including what follows the last puzzle.
    let finished = reporter.finish(bytes.load(Ordering::Relaxed));
    let summary = Summary {
        elapsed: started.elapsed(),
        ..reporter.summary()
    };
    match result.and(finished) {
        Err(error) if error.kind() != io::ErrorKind::BrokenPipe => Err(error),
        _ => Ok(summary),
    }
}

#[cfg(test)]
mod tests;
