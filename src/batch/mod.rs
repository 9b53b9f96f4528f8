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
//! [`first_puzzle`] and [`generated_puzzle`] give a game its puzzle (`first`).
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
mod first;
mod generation;
mod input;
mod near;
mod opened;
mod options;
mod pace;
mod pipeline;
mod report;
mod stream;
mod summary;
mod utf16;

use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use self::answer::answer;
use self::answers::Answers;
use self::events::Events;
pub use self::first::{first_puzzle, generated_puzzle};
pub use self::generation::{Generation, Ratings, generate};
pub use self::input::Input;
pub use self::near::{NearError, NearPuzzles, read_near};
pub use self::options::{Mode, Options};
use self::pipeline::{Sharing, map_in_order};
use self::report::Reporter;
pub use self::summary::{Progress, Summary};

/// What a person who runs `resol` without a FILE at a terminal is told, lest it seem to hang.
pub const KEYBOARD: &str =
    "reading puzzles from the keyboard; type or paste them, then Ctrl-D to end";

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
