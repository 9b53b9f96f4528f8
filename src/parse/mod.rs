//! The input grammar: a byte stream becomes puzzles, each with its form and first line, or a
//! [`ParseError`] naming the line where the fault was found.
//!
//! The grammar is the one the README states under "Input" and "Sizes and shapes": symbols `1`–`9`,
//! then `A`–`Z` in larger puzzles, are givens (or another convention of
//! [`Symbols`]); `.`, `0` and `?` are holes; space, tab, `|`, `+`, `-` and
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
pub use self::puzzle::{
    CellChange, Notation, PictureReading, Puzzle, PuzzleForm, Reading, VariantRules,
};
use self::variant::Form;
use crate::shape::Shape;
use crate::symbols::Symbols;

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
    scan: Scan,
    finished: bool,
}

/// The state of reading: the line in progress, the grid in progress, and the line kept whole
/// while it may be a variant puzzle written on one line.
struct Scan {
    line: LineScanner,
    framer: Framer,
    /// The bytes of the line in progress, while it is kept whole: every line the fast path
    /// for whole classic lines does not take, but comments and empty lines. A line too long to
    /// be a variant puzzle is given back to the line scanner, as is one that is not one.
    kept: Option<Vec<u8>>,
    /// Whether killer and jigsaw lines, whose symbols are the standard ones, are told.
    standard: bool,
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
            scan: Scan {
                line: LineScanner::new(reading.symbols, reading.shape.map(Shape::cells)),
                framer: Framer::new(reading),
                kept: None,
                standard: reading.symbols == Symbols::Standard,
            },
            finished: false,
        }
    }

    /// Reads the puzzles from here on in `shape` (`None`: each one's size inferred from its
    /// lines again), as `--check` reads the answer to a puzzle of a prime size, whose lines no
    /// size is inferred from. Called between puzzles; results already read keep their shape.
    pub fn force_shape(&mut self, shape: Option<Shape>) {
        self.scan.line.force_cells(shape.map(Shape::cells));
        self.scan.framer.force_shape(shape);
    }

    /// The reader, as far as the parser has consumed it.
    pub fn reader(&self) -> &R {
        &self.reader
    }

    /// The reader, to take from it what it set aside (the pictures of a stream).
    pub fn reader_mut(&mut self) -> &mut R {
        &mut self.reader
    }

    /// Reads until a result is ready or the input ends.
    fn fill(&mut self) {
        while !self.scan.framer.has_result() && !self.finished {
            let chunk = match self.reader.fill_buf() {
                Ok(chunk) => chunk,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(error) => {
                    self.finished = true;
                    self.scan.framer.fail(ParseError::Read(error));
                    return;
                }
            };
            if chunk.is_empty() {
                self.finish();
                return;
            }
            let used = self.scan.chunk(chunk);
            self.reader.consume(used);
        }
    }

    /// The input ended: close the last line and the grid in progress.
    fn finish(&mut self) {
        self.finished = true;
        let scan = &mut self.scan;
        if let Some(kept) = scan.kept.take() {
            scan.file_kept(&kept);
        }
        if scan.line.has_begun() {
            end_line(&mut scan.line, &mut scan.framer);
        }
        scan.framer.finish();
    }
}

impl Scan {
    /// Reads the start of `chunk` and returns the bytes used (see [`read_chunk`]), keeping a
    /// line whole while it may be a variant puzzle.
    fn chunk(&mut self, chunk: &[u8]) -> usize {
        if self.kept.is_some() {
            return self.keep(chunk);
        }
        if self.line.at_line_start() && !self.line.ignores_rest() {
            if let Some(used) = self.line.whole_line(chunk) {
                end_line(&mut self.line, &mut self.framer);
                return used;
            }
            if !matches!(chunk.first(), None | Some(b'#' | b'\n' | b'\r')) {
                self.kept = Some(Vec::new());
                return self.keep(chunk);
            }
        }
        read_chunk(&mut self.line, &mut self.framer, chunk)
    }

    /// Keeps the start of `chunk`, up to its line feed, in the line kept whole, and files the
    /// line once it is whole; returns the bytes used. A line past the longest a variant puzzle
    /// may take is given back to the line scanner as read so far, and read on as usual.
    fn keep(&mut self, chunk: &[u8]) -> usize {
        let kept = self.kept.as_mut().expect("a line is kept");
        let end = line_feed(chunk).map(|at| at + 1);
        let take = end.unwrap_or(chunk.len());
        if kept.len() + take > variant::MAX_LINE {
            let kept = self.kept.take().expect("a line is kept");
            self.replay(&kept);
            return 0;
        }
        kept.extend_from_slice(&chunk[..take]);
        if end.is_some() {
            let kept = self.kept.take().expect("a line is kept");
            self.file_kept(&kept);
        }
        take
    }

    /// Files a line kept whole: a classic line when the fast path takes it (as it would have,
    /// had the reader's buffer held the line), else a variant puzzle when it is one, else its
    /// bytes go through the line scanner as any line's do.
    fn file_kept(&mut self, kept: &[u8]) {
        if self.line.whole_line(kept).is_some() {
            end_line(&mut self.line, &mut self.framer);
            return;
        }
        let form = std::str::from_utf8(kept).ok().and_then(|text| {
            let form = variant::recognise(text)?;
            let told = self.standard || !matches!(form, Form::KillerShort | Form::Jigsaw);
            told.then_some((text, form))
        });
        match form {
            Some((text, form)) => {
                self.framer
                    .file_variant(self.line.number(), variant::read(text, form));
                self.line.next_line();
            }
            None => self.replay(kept),
        }
    }

    /// Reads `bytes` as the line scanner reads any chunk.
    fn replay(&mut self, mut bytes: &[u8]) {
        while !bytes.is_empty() {
            let used = read_chunk(&mut self.line, &mut self.framer, bytes);
            bytes = &bytes[used..];
        }
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
            // The next line begins where a variant puzzle written on one line may be told.
            break;
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
        self.scan.framer.next_result()
    }
}

#[cfg(test)]
mod tests;
