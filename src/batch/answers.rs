//! The answers of `--check`: a file read with the puzzle grammar, where a `Sense solució` line
//! is also an answer, paired with the puzzles in order.
//!
//! The grammar has no word for "no solution", and the parser is shared by every mode, so the
//! line is recognised here, before the parser sees it: [`NoSolutionLines`] hands the parser a
//! LINE of holes of the shape the answer is read in (81 unless a shape is forced) in its place
//! (one line for one, so line numbers and the framing of the answers around it do not change)
//! and remembers the line; an answer read from a remembered line is [`Response::NoSolution`].

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;

use super::utf16::Utf16Decoder;
use crate::format::NO_SOLUTION;
use crate::grid::CELLS;
use crate::parse::Reading;
use crate::parse::{ParseError, Puzzles};
use crate::shape::Shape;
use crate::tools::{Fault, Response};

/// The answers of a `--check` run, one after another.
pub struct Answers<R = BufReader<Utf16Decoder<File>>> {
    puzzles: Puzzles<NoSolutionLines<R>>,
    /// The shape the answers are read in, when one is forced (`--size`, `--box`).
    shape: Option<Shape>,
}

impl Answers {
    /// The answers of the file at `path`.
    pub fn open(path: &Path, reading: Reading) -> io::Result<Answers> {
        let file = Utf16Decoder::new(File::open(path)?);
        Ok(Answers::new(BufReader::new(file), reading))
    }
}

impl<R: BufRead> Answers<R> {
    /// The answers read from `reader`.
    fn new(reader: R, reading: Reading) -> Self {
        let holes = holes(reading.shape);
        Answers {
            puzzles: Puzzles::with_reading(NoSolutionLines::new(reader, holes), reading),
            shape: reading.shape,
        }
    }

    /// The next answer to a puzzle of `shape` (when it was read), or the fault that stands for
    /// it: none left, or a malformed one. The answer to a puzzle of a prime size, a variant,
    /// is read in its shape: no size is inferred from a line of 49 cells.
    pub fn next_response(&mut self, shape: Option<Shape>) -> Result<Response, Fault> {
        let prime = shape.filter(|shape| !shape.has_boxes());
        if prime.is_some() {
            self.read_in(prime);
        }
        let answer = self.next_answer();
        if prime.is_some() {
            self.read_in(self.shape);
        }
        match answer {
            None => Err(Fault::NoAnswer),
            Some(Ok(response)) => Ok(response),
            Some(Err(error)) => Err(Fault::Malformed(error.to_string())),
        }
    }

    /// Reads the answers from here on in `shape`, or inferring each one's size with `None`.
    fn read_in(&mut self, shape: Option<Shape>) {
        self.puzzles.force_shape(shape);
        self.puzzles.reader().set_holes(holes(shape));
    }

    /// Reads the answers left, if any, into the one fault that reports them.
    pub fn left_over(mut self) -> Option<Fault> {
        let line = self.next_line()?;
        let count = 1 + std::iter::from_fn(|| self.next_line()).count() as u64;
        Some(Fault::LeftOver { count, line })
    }

    /// The line of the next answer (none for one that names no line), if there is one.
    fn next_line(&mut self) -> Option<Option<u64>> {
        match self.puzzles.next()? {
            Ok(puzzle) => Some(Some(puzzle.line)),
            Err(ParseError::NoPuzzle | ParseError::Read(_)) => None,
            Err(error) => Some(error.line()),
        }
    }

    /// The next answer as read, if any: an answers file without any is not a fault of its
    /// own, each puzzle just has no answer.
    fn next_answer(&mut self) -> Option<Result<Response, ParseError>> {
        match self.puzzles.next()? {
            Err(ParseError::NoPuzzle) => None,
            Err(error) => Some(Err(error)),
            Ok(puzzle) if self.puzzles.reader().says_no_solution(puzzle.line) => {
                Some(Ok(Response::NoSolution))
            }
            Ok(puzzle) => Some(Ok(Response::Grid(puzzle.grid))),
        }
    }
}

/// The holes of a `Sense solució` line read in `shape`: 81 when each answer's size is inferred.
fn holes(shape: Option<Shape>) -> usize {
    shape.map_or(CELLS, Shape::cells)
}

/// A reader that passes lines on, but a `Sense solució` line (blanks around it allowed) as a
/// LINE of holes, remembering its number.
pub struct NoSolutionLines<R> {
    inner: R,
    /// The line being handed out, and how much of it is handed out already.
    line: Vec<u8>,
    position: usize,
    /// Lines read so far.
    lines: u64,
    /// Whether the next byte read begins a line (a long line is read in pieces).
    at_start: bool,
    /// The `Sense solució` lines not yet claimed by an answer, in order (in a cell, as the
    /// parser lends its reader out only to be read).
    marked: RefCell<VecDeque<u64>>,
    /// The holes of the line handed out for a `Sense solució` line: 81, or the cells of the
    /// shape the next answer is read in.
    holes: Cell<usize>,
}

impl<R: BufRead> NoSolutionLines<R> {
    /// Passes the lines of `inner` on, a `Sense solució` line as `holes` holes.
    fn new(inner: R, holes: usize) -> Self {
        NoSolutionLines {
            inner,
            line: Vec::new(),
            position: 0,
            lines: 0,
            at_start: true,
            marked: RefCell::new(VecDeque::new()),
            holes: Cell::new(holes),
        }
    }

    /// Hands out a `Sense solució` line as `holes` holes from the next line on.
    fn set_holes(&self, holes: usize) {
        self.holes.set(holes);
    }

    /// Whether the answer that begins on `line` is a `Sense solució` line. Answers are asked
    /// about in order, so lines before it are forgotten.
    fn says_no_solution(&self, line: u64) -> bool {
        let mut marked = self.marked.borrow_mut();
        while marked.front().is_some_and(|&marked| marked < line) {
            marked.pop_front();
        }
        marked.front() == Some(&line)
    }

    /// Reads the next line into the buffer, replacing a `Sense solució` line. Lines are read
    /// whole, so a line of any length passes in pieces of at most 64 KiB.
    fn refill(&mut self) -> io::Result<()> {
        self.line.clear();
        self.position = 0;
        let read = (&mut self.inner)
            .take(1 << 16)
            .read_until(b'\n', &mut self.line)?;
        let ends_line = self.line.ends_with(b"\n");
        let whole_line = self.at_start && read > 0 && (ends_line || read < 1 << 16);
        self.at_start = ends_line;
        self.lines += u64::from(ends_line);
        let text = self.line.trim_ascii();
        // A byte-order mark may start the file.
        let text = text.strip_prefix("\u{feff}".as_bytes()).unwrap_or(text);
        if whole_line && text == NO_SOLUTION.as_bytes() {
            // The last line of a file may end without a line feed.
            let line = self.lines + u64::from(!ends_line);
            self.marked.get_mut().push_back(line);
            self.line.clear();
            self.line.resize(self.holes.get(), b'.');
            self.line.push(b'\n');
        }
        Ok(())
    }
}

impl<R: BufRead> Read for NoSolutionLines<R> {
    fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
        let available = self.fill_buf()?;
        let count = available.len().min(buffer.len());
        buffer[..count].copy_from_slice(&available[..count]);
        self.consume(count);
        Ok(count)
    }
}

impl<R: BufRead> BufRead for NoSolutionLines<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if self.position == self.line.len() {
            self.refill()?;
        }
        Ok(&self.line[self.position..])
    }

    fn consume(&mut self, amount: usize) {
        self.position += amount;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The answers `text` gives, in order, as the check reads them, up to the first missing.
    fn responses(text: &str) -> Vec<Result<Response, Fault>> {
        let mut answers = Answers::new(text.as_bytes(), Reading::default());
        std::iter::from_fn(|| Some(answers.next_response(None)))
            .take_while(|response| response != &Err(Fault::NoAnswer))
            .collect()
    }

    const LINE: &str =
        "123456789456789123789123456214365897365897214897214365531642978642978531978531642";

    #[test]
    fn a_sense_solucio_line_is_an_answer_in_any_line_ending_and_keeps_the_line_numbers() {
        let text =
            format!("\u{feff}Sense solució\r\n{LINE}\n  Sense solució \n{LINE}x\nSense solució");
        let found = responses(&text);
        let grid = Response::Grid(LINE.parse().unwrap());
        assert_eq!(found[0], Ok(Response::NoSolution));
        assert_eq!(found[1], Ok(grid));
        assert_eq!(found[2], Ok(Response::NoSolution));
        assert!(
            matches!(&found[3], Err(Fault::Malformed(m)) if m.starts_with("line 4:")),
            "{found:?}"
        );
        assert_eq!(found[4], Ok(Response::NoSolution));
        assert_eq!(found.len(), 5);
    }

    #[test]
    fn a_sense_solucio_line_is_an_answer_under_a_forced_shape() {
        let four = Shape::for_size(4).unwrap();
        let reading = Reading {
            shape: Some(four),
            ..Reading::default()
        };
        let mut answers = Answers::new("Sense solució\n1234341221434321\n".as_bytes(), reading);
        assert_eq!(answers.next_response(Some(four)), Ok(Response::NoSolution));
        assert!(matches!(
            answers.next_response(Some(four)),
            Ok(Response::Grid(_))
        ));
    }

    #[test]
    fn the_answer_to_a_puzzle_of_a_prime_size_is_read_in_its_shape() {
        let seven = Shape::for_variant(7).unwrap();
        let septa = "4532167726154363754211427356375621456147322143675";
        let text = format!("{septa}\nSense solució\n{LINE}\n{septa}\n");
        let mut answers = Answers::new(text.as_bytes(), Reading::default());
        let Ok(Response::Grid(grid)) = answers.next_response(Some(seven)) else {
            panic!("a 7×7 answer");
        };
        assert_eq!(grid.shape(), seven);
        assert_eq!(answers.next_response(Some(seven)), Ok(Response::NoSolution));
        // Between them, sizes are inferred again; alone, 49 cells make no grid.
        assert_eq!(
            answers.next_response(None),
            Ok(Response::Grid(LINE.parse().unwrap()))
        );
        assert!(matches!(
            answers.next_response(None),
            Err(Fault::Malformed(_))
        ));
    }

    #[test]
    fn a_sense_solucio_line_cuts_a_grid_short_and_only_a_whole_line_counts() {
        let text = format!("1 2 3\nSense solució\nx Sense solució\n{LINE}\n");
        let found = responses(&text);
        assert!(matches!(&found[0], Err(Fault::Malformed(m)) if m.contains("incomplete grid")));
        assert_eq!(found[1], Ok(Response::NoSolution));
        assert!(matches!(&found[2], Err(Fault::Malformed(m)) if m.starts_with("line 3:")));
        assert_eq!(found.len(), 4);
    }
}
