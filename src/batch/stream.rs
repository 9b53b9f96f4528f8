//! The input stream: the inputs read one after another as one buffered reader, with what the
//! rest of the pipeline asks of it (where a line came from, which inputs failed, how many bytes
//! were read). An input that starts with a picture's signature is not text: it is read whole
//! and set aside for [`crate::picture`] to read.

use std::collections::VecDeque;
use std::io::{self, BufRead, Read};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use super::input::{BINARY_WINDOW, Input, InputFault, InputFaultKind, Place, open};
use super::opened::{MAX_PICTURE_BYTES, Opened, Picture, opened};
use crate::picture::PictureError;

/// Where an input begins in the stream.
#[derive(Clone, Copy, Debug)]
struct InputStart {
    /// The number, in the whole stream, of the input's first line.
    first_line: u64,
    /// The input's index.
    input: usize,
}

/// How much of the rest of a binary input is read to count its lines.
const COUNTED_REST: u64 = 1 << 30;

/// Size of the stream's read buffer.
const READ_BUFFER: usize = 1 << 16;

/// The input being read.
struct Current {
    index: usize,
    reader: Box<dyn Read + Send>,
    /// Bytes read from it so far.
    offset: u64,
}

/// The inputs as one buffered reader, opened one after another. An input whose last line has no
/// line feed gets one, so that line never runs into the next input's first line. An input that
/// cannot be opened or read, or the rest of a binary one, is set aside as an [`InputFault`],
/// and the stream goes on with the next input.
///
/// Within the first [`BINARY_WINDOW`] bytes of an input, the stream hands out whole lines only,
/// holding back a line until its line feed arrives: when a NUL byte shows the input is binary,
/// no part of the NUL's line has reached the parser, and the lines before it are read as usual.
pub struct Stream {
    inputs: Vec<Input>,
    next_input: usize,
    /// The input being read, its index, and how many bytes were read from it.
    current: Option<Current>,
    buffer: Box<[u8]>,
    /// `buffer[start..end]` is handed out and not consumed yet; `buffer[end..filled]` is held
    /// back (a line begun within the binary window).
    start: usize,
    end: usize,
    filled: usize,
    /// Whether the region handed out comes from an input (an owed line feed does not).
    handing_input: bool,
    /// Whether the bytes handed out from the current input so far end a line (true before the
    /// first).
    ends_line: bool,
    /// Line feeds owed: one to an input that ended without one, and one for each line of the
    /// rest of a binary input skipped, so that the lines after it keep their numbers.
    owed_line_feeds: u64,
    /// Line feeds handed out so far, owed ones included.
    lines: u64,
    /// Every input opened, in order.
    starts: Vec<InputStart>,
    /// Every input set aside, in order.
    faults: Vec<InputFault>,
    /// The pictures read and not taken yet, in order.
    pictures: VecDeque<Picture>,
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
            filled: 0,
            handing_input: false,
            ends_line: true,
            owed_line_feeds: 0,
            lines: 0,
            starts: Vec::new(),
            faults: Vec::new(),
            pictures: VecDeque::new(),
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

    /// The inputs set aside so far, in order; the list only grows.
    pub fn faults(&self) -> &[InputFault] {
        &self.faults
    }

    /// The first picture read and not taken yet, if any.
    pub fn next_picture(&self) -> Option<&Picture> {
        self.pictures.front()
    }

    /// Takes the first picture read and not taken yet.
    pub fn take_picture(&mut self) -> Option<Picture> {
        self.pictures.pop_front()
    }

    /// Bytes consumed from all inputs so far.
    pub fn bytes_read(&self) -> u64 {
        self.bytes.load(Ordering::Relaxed)
    }

    /// Hands out the next bytes of the stream, once the last ones are consumed: a line feed
    /// owed to the input that just ended, the next bytes of the current input, or, after its
    /// end, the first of the next input. Returns `false` once the last input has ended.
    fn refill(&mut self) -> bool {
        if self.owed_line_feeds > 0 {
            let served = self.owed_line_feeds.min(self.buffer.len() as u64);
            self.owed_line_feeds -= served;
            let served = served as usize;
            self.buffer[..served].fill(b'\n');
            self.filled = served;
            self.hand_out(served, false);
            return true;
        }
        // A line held back stays, at the front, for the next read to complete.
        self.buffer.copy_within(self.end..self.filled, 0);
        self.filled -= self.end;
        (self.start, self.end) = (0, 0);
        let Some(current) = &mut self.current else {
            return self.open_next();
        };
        let index = current.index;
        match current.reader.read(&mut self.buffer[self.filled..]) {
            Ok(0) => self.end_input(),
            Ok(read) => {
                let within = BINARY_WINDOW.saturating_sub(current.offset);
                current.offset += read as u64;
                let past_window = current.offset >= BINARY_WINDOW;
                let read_at = self.filled;
                self.filled += read;
                let window = read_at..read_at + read.min(within as usize);
                match self.buffer[window.clone()]
                    .iter()
                    .position(|&byte| byte == 0)
                {
                    Some(nul) => self.skip_binary(index, window.start + nul),
                    None if past_window => self.hand_out(self.filled, true),
                    None => self.hand_out(self.whole_lines(self.filled), true),
                }
            }
            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
            Err(error) => {
                self.set_aside(index, InputFaultKind::Unreadable(Arc::new(error)));
                self.end_input();
            }
        }
        true
    }

    /// The length of the whole lines at the start of `buffer[..len]`.
    fn whole_lines(&self, len: usize) -> usize {
        self.buffer[..len]
            .iter()
            .rposition(|&byte| byte == b'\n')
            .map_or(0, |last| last + 1)
    }

    /// Hands out `buffer[..len]`, holding back the rest; `from_input` when the bytes were read
    /// from the current input.
    fn hand_out(&mut self, len: usize, from_input: bool) {
        let handed = &self.buffer[..len];
        // `contains` is a memchr, so the body of a huge line costs next to nothing.
        if handed.contains(&b'\n') {
            self.lines += line_feeds(handed);
        }
        if from_input && len > 0 {
            self.ends_line = handed[len - 1] == b'\n';
        }
        (self.start, self.end) = (0, len);
        self.handing_input = from_input;
    }

    /// The current input holds a NUL byte at `buffer[nul]`, within its binary window: the lines
    /// before the NUL's are handed out, and the rest of the input is set aside. When another
    /// input follows, the rest is read to count its lines, which the stream then owes as empty
    /// lines: line numbers count every line of the stream, skipped ones too.
    fn skip_binary(&mut self, input: usize, nul: usize) {
        let kept = self.whole_lines(nul);
        let skipped_lines = if self.next_input < self.inputs.len() {
            self.lines_left(kept)
        } else {
            0
        };
        self.hand_out(kept, true);
        self.filled = kept;
        // The NUL's line is the one after the last line handed out.
        let line = self.lines + 1;
        let first_line = self.starts.last().map_or(1, |start| start.first_line);
        let line_in_input = line - first_line + 1;
        self.set_aside(
            input,
            InputFaultKind::Binary {
                line,
                line_in_input,
            },
        );
        self.close_current();
        self.owed_line_feeds = skipped_lines;
    }

    /// The lines of the current input from `buffer[from..filled]` to its end, the last one
    /// counted even without a line feed. Reading stops after [`COUNTED_REST`] bytes (an
    /// endless device would never end), and then the lines read so far are the count.
    fn lines_left(&mut self, from: usize) -> u64 {
        let mut lines = line_feeds(&self.buffer[from..self.filled]);
        let mut last = self.buffer[self.filled - 1];
        let Some(current) = &mut self.current else {
            return lines;
        };
        let mut chunk = vec![0; READ_BUFFER];
        let mut read_so_far = 0;
        while read_so_far < COUNTED_REST {
            match current.reader.read(&mut chunk) {
                Ok(0) => break,
                Ok(read) => {
                    lines += line_feeds(&chunk[..read]);
                    last = chunk[read - 1];
                    read_so_far += read as u64;
                }
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(_) => break,
            }
        }
        lines + u64::from(last != b'\n')
    }

    /// The current input has no more bytes: what was held back is handed out, and the input
    /// is left.
    fn end_input(&mut self) {
        self.hand_out(self.filled, true);
        self.close_current();
    }

    /// Leaves the current input.
    fn close_current(&mut self) {
        self.current = None;
        self.owed_line_feeds = u64::from(!self.ends_line);
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
        match open(input).and_then(opened) {
            Ok(Opened::Picture(bytes)) => {
                self.bytes.fetch_add(bytes.len() as u64, Ordering::Relaxed);
                self.pictures.push_back(Picture {
                    input: index,
                    line: self.lines + 1,
                    bytes,
                });
            }
            Ok(Opened::TooLarge) => self.set_aside(
                index,
                InputFaultKind::Picture(PictureError::Undecodable(format!(
                    "larger than {} MiB",
                    MAX_PICTURE_BYTES >> 20
                ))),
            ),
            Ok(Opened::Text(reader)) => {
                self.starts.push(InputStart {
                    first_line: self.lines + 1,
                    input: index,
                });
                self.current = Some(Current {
                    index,
                    reader,
                    offset: 0,
                });
            }
            Err(error) => self.set_aside(index, InputFaultKind::Unreadable(Arc::new(error))),
        }
        true
    }

    /// Keeps input `input`'s fault for the events to report.
    fn set_aside(&mut self, input: usize, kind: InputFaultKind) {
        self.faults.push(InputFault { input, kind });
    }
}

/// How many line feeds `bytes` holds.
fn line_feeds(bytes: &[u8]) -> u64 {
    bytes.iter().filter(|&&byte| byte == b'\n').count() as u64
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
        if self.handing_input {
            self.bytes.fetch_add(amount as u64, Ordering::Relaxed);
        }
    }
}
