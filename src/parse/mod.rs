//! The input grammar: a byte stream becomes puzzles, each with its form and first line, or a
//! [`ParseError`] naming the line where the fault was found.
//!
//! The grammar is the one the README states under "Input" and "Sizes and shapes": symbols `1`–`9`,
//! then `A`–`Z` in larger puzzles, are givens (or another convention of
//! [`Symbols`](crate::symbols::Symbols)); `.`, `0` and `?` are holes; space, tab, `|`, `+`, `-` and
//! `,` are separators; a line whose first non-blank character is `#` is a comment; a line of
//! exactly 81 cells (N² for another size N) is a LINE puzzle; shorter lines add up to a GRID
//! puzzle, whose first line tells its size. Any other character, or a symbol past the puzzle's
//! size, is a fault that still takes a cell's place, so that the framing of the puzzles that follow
//! is unchanged.
//!
//! Reading is a byte-level state machine over a [`BufRead`], in two layers: `line` says what
//! each byte of a line is (reading it both one symbol a cell and as numbers), and `framing`
//! files finished lines into puzzles and gives each its size. It never holds more than the line
//! in progress (at most 625 cells of it) and the grid in progress (at most 625 cells), so a
//! stream of any length, or a single line of a gigabyte, passes through in constant memory.

mod cells;
mod error;
mod framing;
mod holes;
mod line;
mod marks;
mod puzzle;
pub mod variant;

use std::io::{self, BufRead};

pub use self::error::{BadCharacter, CutShortBy, ParseError};
use self::framing::Framer;
use self::line::LineScanner;
pub use self::puzzle::{Notation, Puzzle, PuzzleForm, Reading};
use crate::shape::Shape;

/// An iterator over the puzzles of a stream, in order: each item is a well-formed [`Puzzle`] or
/// the [`ParseError`] of a malformed one. After a [`ParseError::Read`] it ends.
///
/// ```
/// use resol::parse::{PuzzleForm, Puzzles};
///
/// let text = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n";
/// let puzzles: Vec<_> = Puzzles::new(text.as_bytes()).collect::<Result<_, _>>().unwrap();
/// assert_eq!(puzzles.len(), 1);
/// assert_eq!(puzzles[0].form, PuzzleForm::Line);
/// ```
pub struct Puzzles<R> {
    reader: R,
    line: LineScanner,
    framer: Framer,
    finished: bool,
}

impl<R: BufRead> Puzzles<R> {
    /// Reads puzzles from `reader`, in the standard symbols, inferring each puzzle's size.
    pub fn new(reader: R) -> Self {
        Puzzles::with_reading(reader, Reading::default())
    }

    /// Reads puzzles from `reader` as `reading` says.
    pub fn with_reading(reader: R, reading: Reading) -> Self {
        Puzzles {
            reader,
            line: LineScanner::new(reading.symbols, reading.shape.map(Shape::cells)),
            framer: Framer::new(reading),
            finished: false,
        }
    }

    /// The reader, as far as the parser has consumed it.
    pub fn reader(&self) -> &R {
        &self.reader
    }

    /// Reads until a result is ready or the input ends.
    fn fill(&mut self) {
        while !self.framer.has_result() && !self.finished {
            let chunk = match self.reader.fill_buf() {
                Ok(chunk) => chunk,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(error) => {
                    self.finished = true;
                    self.framer.fail(ParseError::Read(error));
                    return;
                }
            };
            if chunk.is_empty() {
                self.finish();
                return;
            }
            let used = read_chunk(&mut self.line, &mut self.framer, chunk);
            self.reader.consume(used);
        }
    }

    /// The input ended: close the last line and the grid in progress.
    fn finish(&mut self) {
        self.finished = true;
        if self.line.has_begun() {
            end_line(&mut self.line, &mut self.framer);
        }
        self.framer.finish();
    }
}

/// Reads the start of `chunk` and returns the bytes used: up to the byte that completes a
/// result, so that the results wait one at a time and the rest waits in the reader's buffer,
/// or up to where the rest of the line starts to be ignored, so that what is skipped never
/// depends on buffering.
fn read_chunk(line: &mut LineScanner, framer: &mut Framer, chunk: &[u8]) -> usize {
    // The rest of a comment or of an over-long line is skipped up to its line feed without
    // looking at each byte: a gigabyte line costs a few memchr calls. The line feed itself
    // goes through the state machine below, which ends the line.
    if line.ignores_rest() {
        let skipped = line_feed(chunk).unwrap_or(chunk.len());
        if skipped > 0 {
            line.skip_to_line_end();
            return skipped;
        }
    }
    if let Some(used) = line.whole_line(chunk) {
        end_line(line, framer);
        return used;
    }
    let mut used = 0;
    for &byte in chunk {
        used += 1;
        if line.byte(byte) {
            end_line(line, framer);
        }
        if framer.has_result() || line.ignores_rest() {
            break;
        }
    }
    used
}

/// Ends the line in progress and files its cells, if it holds any.
fn end_line(line: &mut LineScanner, framer: &mut Framer) {
    if let Some(finished) = line.end() {
        framer.file(&finished);
    }
    line.next_line();
}

/// The index of the first line feed of `bytes`, if any. `contains` is a memchr, so chunks
/// without one (the body of a huge line) are passed over at memory speed.
fn line_feed(bytes: &[u8]) -> Option<usize> {
    if bytes.contains(&b'\n') {
        bytes.iter().position(|&byte| byte == b'\n')
    } else {
        None
    }
}

impl<R: BufRead> Iterator for Puzzles<R> {
    type Item = Result<Puzzle, ParseError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.fill();
        self.framer.next_result()
    }
}

#[cfg(test)]
mod tests;
