//! The event sequence: what the input stream yields, in the order it is to be reported — a
//! puzzle or a malformed puzzle with its origin, its index and (for `--check`) its answer, or
//! an input the stream passed over; with `--check`, the answers left over come last. A
//! picture's puzzles take its place among the text puzzles.

use std::collections::VecDeque;
use std::sync::Arc;
use std::sync::atomic::AtomicU64;

use super::answers::Answers;
use super::input::{Input, InputFault, InputFaultKind, Place};
use super::opened::Picture;
use super::stream::Stream;
use crate::parse::{ParseError, Puzzle, Puzzles, Reading};
use crate::picture::{self, Source};
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
    /// The inputs, to name a picture's puzzles.
    inputs: Vec<Input>,
    /// The events of the picture read last, not yet handed out.
    queued: VecDeque<Event>,
    /// Whether any picture was read.
    read_pictures: bool,
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
            puzzles: Puzzles::with_reading(Stream::new(inputs.clone(), bytes), reading),
            inputs,
            queued: VecDeque::new(),
            read_pictures: false,
            faults_reported: 0,
            held: None,
            read: 0,
            answers,
        }
    }

    /// The event of a result just read: its origin, its index and its answer.
    fn parsed(&mut self, result: Result<Puzzle, ParseError>) -> Event {
        let origin = self.origin(&result);
        self.parsed_at(origin, result)
    }

    /// The event of a result read at `origin`.
    fn parsed_at(&mut self, origin: Origin, result: Result<Puzzle, ParseError>) -> Event {
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

    /// Whether the stream's next picture comes before `result` (or the end of the stream).
    fn picture_first(&self, result: Option<&Result<Puzzle, ParseError>>) -> bool {
        let Some(picture) = self.stream().next_picture() else {
            return false;
        };
        let line = match result {
            Some(Ok(puzzle)) => Some(puzzle.line),
            Some(Err(error)) => error.line(),
            None => None,
        };
        line.is_none_or(|line| picture.line <= line)
    }

    /// Reads a picture, queueing its puzzles' events, or the fault that stands for it.
    fn read_picture(&mut self, picture: Picture) {
        self.read_pictures = true;
        let source = match &self.inputs[picture.input] {
            Input::Stdin => Source {
                name: "standard input".into(),
                file: "-".into(),
                line: picture.line,
            },
            Input::File(path) => Source {
                name: path.display().to_string(),
                file: path.display().to_string(),
                line: picture.line,
            },
        };
        match picture::read(&picture.bytes, &source) {
            Ok(puzzles) => {
                let origin = Origin {
                    place: None,
                    bytes_read: self.stream().bytes_read(),
                };
                for puzzle in puzzles {
                    let event = self.parsed_at(origin, Ok(puzzle));
                    self.queued.push_back(event);
                }
            }
            Err(error) => self.queued.push_back(Event::InputFault(InputFault {
                input: picture.input,
                kind: InputFaultKind::Picture(error),
            })),
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
            if let Some(event) = self.queued.pop_front() {
                return Some(event);
            }
            let result = self.held.take().or_else(|| self.puzzles.next());
            if self.picture_first(result.as_ref()) {
                // The picture came before this result: its puzzles go first.
                self.held = result;
                if let Some(picture) = self.puzzles.reader_mut().take_picture() {
                    self.read_picture(picture);
                }
                continue;
            }
            let Some(result) = result else {
                // The last inputs may have been set aside after the last result.
                let fault = self.next_fault().map(Event::InputFault);
                return fault.or_else(|| self.left_over());
            };
            if self.stream().faults().len() > self.faults_reported {
                // An input was set aside while this result was read: its message comes first.
                self.held = Some(result);
                continue;
            }
            if matches!(result, Err(ParseError::NoPuzzle))
                && (self.faults_reported > 0 || self.read_pictures)
            {
                // The inputs set aside are reported already, and a picture is no text: saying
                // there was no puzzle in what was left adds nothing.
                return self.left_over();
            }
            return Some(self.parsed(result));
        }
    }
}
