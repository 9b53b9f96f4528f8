//! The event sequence: what the input stream yields, in the order it is to be reported — a
//! puzzle or a malformed puzzle with its origin, its index and (for `--check`) its answer, or
//! an input the stream passed over; with `--check`, the answers left over come last.

use std::sync::Arc;
use std::sync::atomic::AtomicU64;

use super::answers::Answers;
use super::stream::{Input, InputFault, Place, Stream};
use crate::parse::{ParseError, Puzzle, Puzzles, Reading};
use crate::tools::{Fault, Response};

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
        /// Its place in the stream, from 0, malformed puzzles counted.
        index: u64,
        /// With `--check`, its answer, or the fault that stands for it.
        response: Option<Result<Response, Fault>>,
    },
    /// An input, or the rest of one, that the stream passed over.
    InputFault(InputFault),
    /// With `--check`, the answers left after the last puzzle ([`Fault::LeftOver`]).
    LeftOver(Fault),
}

/// The events of the inputs, read one after another as one stream of puzzles: a grid may go on
/// from one input into the next, and line numbers count the lines of the whole stream.
pub struct Events {
    puzzles: Puzzles<Stream>,
    /// How many of the stream's input faults are reported already.
    faults_reported: usize,
    /// A result held back while the input faults found before it are reported.
    held: Option<Result<Puzzle, ParseError>>,
    /// Puzzles read so far, malformed ones counted.
    read: u64,
    /// With `--check`, the answers, paired with the puzzles in order.
    answers: Option<Answers>,
}

impl Events {
    /// The events of `inputs`, read as `reading` says, counting the bytes read in `bytes`, each
    /// puzzle paired with the next of `answers` when there are answers.
    pub fn new(
        inputs: Vec<Input>,
        reading: Reading,
        bytes: Arc<AtomicU64>,
        answers: Option<Answers>,
    ) -> Self {
        Events {
            puzzles: Puzzles::with_reading(Stream::new(inputs, bytes), reading),
            faults_reported: 0,
            held: None,
            read: 0,
            answers,
        }
    }

    /// The event of a result just read: its origin, its index and its answer.
    fn parsed(&mut self, result: Result<Puzzle, ParseError>) -> Event {
        let origin = self.origin(&result);
        let index = self.read;
        let is_puzzle = !matches!(result, Err(ParseError::NoPuzzle));
        self.read += u64::from(is_puzzle);
        let shape = result.as_ref().ok().map(|puzzle| puzzle.grid.shape());
        let response = self
            .answers
            .as_mut()
            .filter(|_| is_puzzle)
            .map(|answers| answers.next_response(shape));
        Event::Parsed {
            origin,
            result,
            index,
            response,
        }
    }

    /// The last event: the answers left over, if any.
    fn left_over(&mut self) -> Option<Event> {
        self.answers.take()?.left_over().map(Event::LeftOver)
    }

    fn stream(&self) -> &Stream {
        self.puzzles.reader()
    }

    /// The next input fault not yet reported, if any.
    fn next_fault(&mut self) -> Option<InputFault> {
        let failure = self.stream().faults().get(self.faults_reported)?.clone();
        self.faults_reported += 1;
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
            if let Some(fault) = self.next_fault() {
                return Some(Event::InputFault(fault));
            }
            let Some(result) = self.held.take().or_else(|| self.puzzles.next()) else {
                // The last inputs may have been set aside after the last result.
                let fault = self.next_fault().map(Event::InputFault);
                return fault.or_else(|| self.left_over());
            };
            if self.stream().faults().len() > self.faults_reported {
                // An input was set aside while this result was read: its message comes first.
                self.held = Some(result);
                continue;
            }
            if matches!(result, Err(ParseError::NoPuzzle)) && self.faults_reported > 0 {
                // The inputs set aside are reported already: saying there was no puzzle in
                // what was left of them adds nothing.
                return self.left_over();
            }
            return Some(self.parsed(result));
        }
    }
}
