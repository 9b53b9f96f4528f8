//! The event sequence: what the input stream yields, in the order it is to be reported — a
//! puzzle or a malformed puzzle with its origin, or an input that could not be read.

use std::sync::Arc;
use std::sync::atomic::AtomicU64;

use super::stream::{Failure, Input, Place, Stream};
use crate::parse::{ParseError, Puzzle, Puzzles};

/// Where a result comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Origin {
    /// The input and line where its fault was found, or where its puzzle begins; none for a
    /// stream without any puzzle.
    pub place: Option<Place>,
    /// Bytes read from all inputs by the time it was read.
    pub bytes_read: u64,
}

/// One step of the input stream.
#[derive(Debug)]
pub enum Event {
    /// A puzzle or a malformed puzzle.
    Parsed {
        origin: Origin,
        result: Result<Puzzle, ParseError>,
    },
    /// An input that could not be opened or read.
    Unreadable(Failure),
}

/// The events of the inputs, read one after another as one stream of puzzles: a grid may go on
/// from one input into the next, and line numbers count the lines of the whole stream.
pub struct Events {
    puzzles: Puzzles<Stream>,
    /// How many of the stream's failures are reported already.
    failures_reported: usize,
    /// A result held back while the inputs that failed before it are reported.
    held: Option<Result<Puzzle, ParseError>>,
}

impl Events {
    /// The events of `inputs`, counting the bytes read in `bytes`.
    pub fn new(inputs: Vec<Input>, bytes: Arc<AtomicU64>) -> Self {
        Events {
            puzzles: Puzzles::new(Stream::new(inputs, bytes)),
            failures_reported: 0,
            held: None,
        }
    }

    fn stream(&self) -> &Stream {
        self.puzzles.reader()
    }

    /// The next failure not yet reported, if any.
    fn next_failure(&mut self) -> Option<Failure> {
        let failure = self
            .stream()
            .failures()
            .get(self.failures_reported)?
            .clone();
        self.failures_reported += 1;
        Some(failure)
    }

    /// The origin of a result just read.
    fn origin(&self, result: &Result<Puzzle, ParseError>) -> Origin {
        let line = match result {
            Ok(puzzle) => Some(puzzle.line),
            Err(error) => error.line(),
        };
        let stream = self.stream();
        Origin {
            place: line.and_then(|line| stream.locate(line)),
            bytes_read: stream.bytes_read(),
        }
    }
}

impl Iterator for Events {
    type Item = Event;

    fn next(&mut self) -> Option<Event> {
        loop {
            if let Some(failure) = self.next_failure() {
                return Some(Event::Unreadable(failure));
            }
            let Some(result) = self.held.take().or_else(|| self.puzzles.next()) else {
                // The last inputs may have failed after the last result.
                let failure = self.next_failure()?;
                return Some(Event::Unreadable(failure));
            };
            if self.stream().failures().len() > self.failures_reported {
                // An input failed while this result was read: its message comes first.
                self.held = Some(result);
                continue;
            }
            if matches!(result, Err(ParseError::NoPuzzle)) && self.failures_reported > 0 {
                // The inputs that could not be read are reported already.
                return None;
            }
            let origin = self.origin(&result);
            return Some(Event::Parsed { origin, result });
        }
    }
}
