//! The input stream: the inputs read one after another as one buffered reader, with what the
//! rest of the pipeline asks of it (where a line came from, which inputs failed, how many bytes
//! were read).

use std::fs::File;
use std::io::{self, BufRead, Read};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// Where puzzles are read from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// Standard input.
    Stdin,
    /// A file, named in messages by its path.
    File(PathBuf),
}

/// A line of one input: the input's index among the inputs, and the line's number within it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    /// The input's index.
    pub input: usize,
    /// The line's number within that input, from 1.
    pub line: u64,
}

/// An input that could not be opened or read, set aside until it is reported.
#[derive(Clone, Debug)]
pub struct Failure {
    /// The input's index.
    pub input: usize,
    /// Why it failed.
    pub error: Arc<io::Error>,
}

/// Where an input begins in the stream.
#[derive(Clone, Copy, Debug)]
struct InputStart {
    /// The number, in the whole stream, of the input's first line.
    first_line: u64,
    /// The input's index.
    input: usize,
}

/// Size of the stream's read buffer.
const READ_BUFFER: usize = 1 << 16;

/// The inputs as one buffered reader, opened one after another. An input whose last line has no
/// line feed gets one, so that line never runs into the next input's first line. An input that
/// cannot be opened or read is set aside as a [`Failure`], and the stream goes on with the next.
pub struct Stream {
    inputs: Vec<Input>,
    next_input: usize,
    /// The input being read, and its index.
    current: Option<(usize, Box<dyn Read + Send>)>,
    buffer: Box<[u8]>,
    /// The bytes of `buffer` not consumed yet.
    start: usize,
    end: usize,
    /// Whether the bytes read from the current input so far end a line (true before the first).
    ends_line: bool,
    /// A line feed owed to an input that ended without one.
    owed_line_feed: bool,
    /// Line feeds read so far, owed ones included.
    lines: u64,
    /// Every input opened, in order.
    starts: Vec<InputStart>,
    /// Every input that failed, in order.
    failures: Vec<Failure>,
    /// Bytes consumed from all inputs so far, shared with whoever reports progress.
    bytes: Arc<AtomicU64>,
}

impl Stream {
    /// The stream of `inputs`, counting the bytes consumed in `bytes`.
    pub fn new(inputs: Vec<Input>, bytes: Arc<AtomicU64>) -> Self {
        Stream {
            inputs,
            next_input: 0,
            current: None,
            buffer: vec![0; READ_BUFFER].into_boxed_slice(),
            start: 0,
            end: 0,
            ends_line: true,
            owed_line_feed: false,
            lines: 0,
            starts: Vec::new(),
            failures: Vec::new(),
            bytes,
        }
    }

    /// The input a line of the stream comes from, and the line's number within it.
    pub fn locate(&self, line: u64) -> Option<Place> {
        let start = self
            .starts
            .iter()
            .rev()
            .find(|start| start.first_line <= line)?;
        Some(Place {
            input: start.input,
            line: line - start.first_line + 1,
        })
    }

    /// The inputs that failed so far, in order; the list only grows.
    pub fn failures(&self) -> &[Failure] {
        &self.failures
    }

    /// Bytes consumed from all inputs so far.
    pub fn bytes_read(&self) -> u64 {
        self.bytes.load(Ordering::Relaxed)
    }

    /// Fills the empty buffer with the next bytes of the stream, or moves on to the next input.
    /// Returns `false` once the last input has ended.
    fn refill(&mut self) -> bool {
        if self.owed_line_feed {
            self.owed_line_feed = false;
            self.lines += 1;
            self.buffer[0] = b'\n';
            (self.start, self.end) = (0, 1);
            return true;
        }
        let Some((input, reader)) = &mut self.current else {
            return self.open_next();
        };
        match reader.read(&mut self.buffer) {
            Ok(0) => self.close_current(),
            Ok(read) => {
                let chunk = &self.buffer[..read];
                // `contains` is a memchr, so the body of a huge line costs next to nothing.
                if chunk.contains(&b'\n') {
                    self.lines += chunk.iter().filter(|&&byte| byte == b'\n').count() as u64;
                }
                self.ends_line = chunk[read - 1] == b'\n';
                (self.start, self.end) = (0, read);
            }
            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
            Err(error) => {
                let input = *input;
                self.set_aside(input, error);
                self.close_current();
            }
        }
        true
    }

    /// Leaves the current input.
    fn close_current(&mut self) {
        self.current = None;
        self.owed_line_feed = !self.ends_line;
        self.ends_line = true;
    }

    /// Makes the next input current, or sets it aside if it cannot be opened. Returns `false`
    /// when there is none left.
    fn open_next(&mut self) -> bool {
        let Some(input) = self.inputs.get(self.next_input) else {
            return false;
        };
        let index = self.next_input;
        self.next_input += 1;
        match open(input) {
            Ok(reader) => {
                self.starts.push(InputStart {
                    first_line: self.lines + 1,
                    input: index,
                });
                self.current = Some((index, reader));
            }
            Err(error) => self.set_aside(index, error),
        }
        true
    }

    /// Keeps input `input`'s failure for the events to report.
    fn set_aside(&mut self, input: usize, error: io::Error) {
        self.failures.push(Failure {
            input,
            error: Arc::new(error),
        });
    }
}

fn open(input: &Input) -> io::Result<Box<dyn Read + Send>> {
    Ok(match input {
        Input::Stdin => Box::new(io::stdin()),
        Input::File(path) => Box::new(File::open(path)?),
    })
}

impl Read for Stream {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let available = self.fill_buf()?;
        let read = available.len().min(buf.len());
        buf[..read].copy_from_slice(&available[..read]);
        self.consume(read);
        Ok(read)
    }
}

impl BufRead for Stream {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        while self.start == self.end && self.refill() {}
        Ok(&self.buffer[self.start..self.end])
    }

    fn consume(&mut self, amount: usize) {
        self.start = (self.start + amount).min(self.end);
        // An owed line feed is served between two inputs, and was never read from either.
        if self.current.is_some() {
            self.bytes.fetch_add(amount as u64, Ordering::Relaxed);
        }
    }
}
