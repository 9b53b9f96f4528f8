//! The batch driver: the only place that joins reading, solving and printing.
//!
//! The pipeline, in the order data flows through it, one file each:
//! - `stream`: the inputs, read one after another as one buffered stream;
//! - `events`: the stream parsed into events (a puzzle, a malformed puzzle, an unreadable
//!   input), each with its origin;
//! - `answer`: each event answered as the options ask (solved, counted);
//! - `pipeline`: for large streams, batches answered on worker threads and put back in order;
//! - `report`: each outcome printed, its message written, and the counts kept.
//!
//! [`generate`] runs the other way round: no input, new puzzles made by index on the same
//! pipeline, printed in index order.
//!
//! Small inputs are answered on the calling thread. [`run_with_progress`] also reports how far
//! the run has got (puzzles answered, bytes read) to a caller's hook, every [`PROGRESS_EVERY`]
//! puzzles and once at the end; drawing it is the caller's business.

mod answer;
mod events;
mod generation;
mod pipeline;
mod report;
mod stream;

use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use self::answer::answer;
use self::events::Events;
pub use self::generation::{Generation, generate};
use self::pipeline::{Sharing, map_in_order};
use self::report::Reporter;
pub use self::report::{PROGRESS_EVERY, Progress, Summary};
pub use self::stream::Input;
use crate::format::OutputFormat;
use crate::parse::Reading;
use crate::solver::Algorithm;

/// What is computed for each puzzle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
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
    Rate,
    /// The logic solve, step by step.
    Explain,
    /// The next logic step of a game in progress.
    Hint,
}

impl Mode {
    /// Puzzles per batch of the pipeline: with solving at microseconds a puzzle, 256 make
    /// channel traffic negligible and a batch of hard puzzles still takes milliseconds only; a
    /// logic step takes milliseconds, and up to seconds on the hardest puzzles, so its batches
    /// are small enough to keep every worker busy to the end.
    fn batch(self) -> usize {
        match self {
            Mode::Solve | Mode::Count { .. } => 256,
            Mode::Rate | Mode::Explain | Mode::Hint => 4,
        }
    }

    /// Whether the mode tells how many solutions a puzzle has, one or more.
    fn knows_uniqueness(self) -> bool {
        match self {
            Mode::Solve => false,
            Mode::Count { limit } => limit > 1,
            Mode::Rate | Mode::Explain | Mode::Hint => true,
        }
    }
}

/// What to compute and how to print it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
        }
    }
}

/// Answers every puzzle of `inputs` in order, printing results to `out` and messages (prefixed
/// `resol:`) to `messages`. Returns the summary, or the error of a failed write to `out` (a
/// closed pipe is not an error: it ends the run quietly, with the summary of what was done).
pub fn run<W: Write, E: Write>(
    inputs: &[Input],
    options: &Options,
    out: W,
    messages: E,
) -> io::Result<Summary> {
    run_with_progress(inputs, options, out, messages, &|_| {})
}

/// [`run`], calling `progress` on the calling thread every [`PROGRESS_EVERY`] puzzles answered
/// and once when the run ends. The hook sees only counts; what is printed does not depend on it.
pub fn run_with_progress<W: Write, E: Write>(
    inputs: &[Input],
    options: &Options,
    out: W,
    messages: E,
    progress: &dyn Fn(Progress),
) -> io::Result<Summary> {
    let started = Instant::now();
    let bytes = Arc::new(AtomicU64::new(0));
    let events = Events::new(inputs.to_vec(), options.reading, Arc::clone(&bytes));
    let mut reporter = Reporter::new(inputs, options, out, messages, progress);
    // A person typing puzzles wants each answer at once, not once a batch is full.
    let jobs = if options.interactive { 1 } else { options.jobs };
    let sharing = Sharing {
        jobs,
        batch: options.mode.batch(),
    };
    let work = |event| answer(event, options);
    let result = map_in_order(events, sharing, &work, |outcome| reporter.report(outcome));
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
