//! The input grammar: a byte stream becomes puzzles, each with its form and first line, or a
//! [`ParseError`] naming the line where the fault was found.
//!
//! The reader is a byte-level state machine over a [`BufRead`]: it never holds more than the
//! line in progress (at most 81 cells of it) and the grid in progress (at most 81 cells), so a
//! stream of any length, or a single line of a gigabyte, passes through in constant memory.
//!
//! The grammar (SPEC.md): digits `1`–`9` are givens; `.`, `0` and `?` are holes; space, tab,
//! `|`, `+`, `-` and `,` are separators; a line whose first non-blank character is `#` is a
//! comment; a line of exactly 81 cells is a LINE puzzle; shorter lines add up to a GRID puzzle.
//! Any other character is a fault that still takes a cell's place, so that the framing of the
//! puzzles that follow is unchanged.

use std::collections::VecDeque;
use std::fmt;
use std::io::{self, BufRead};

use crate::grid::{CELLS, Grid};

/// How a puzzle was written, which is how its answer is printed by default.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// All 81 cells on one line.
    Line,
    /// Cells spread over several lines, usually 9 of 9.
    Grid,
}

/// A well-formed puzzle read from the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The givens, 0 for a hole.
    pub grid: Grid,
    /// The form it was written in.
    pub form: Form,
    /// The line (from 1) holding its first cell.
    pub line: u64,
}

/// A character that is neither a cell nor a separator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadCharacter {
    /// A character outside the grammar.
    Unexpected(char),
    /// A byte that does not start or continue a valid UTF-8 character.
    InvalidUtf8(u8),
}

impl fmt::Display for BadCharacter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            BadCharacter::Unexpected(c) if is_invisible(c) => {
                write!(f, "unexpected character U+{:04X}", u32::from(c))
            }
            BadCharacter::Unexpected(c) => write!(f, "unexpected character '{c}'"),
            BadCharacter::InvalidUtf8(byte) => write!(f, "invalid UTF-8 byte 0x{byte:02X}"),
        }
    }
}

/// Whether `c` would not show in a message: a control, a space, a byte-order mark or a
/// zero-width character. Such characters are named by their code point instead.
fn is_invisible(c: char) -> bool {
    c.is_control()
        || c.is_whitespace()
        || c == BYTE_ORDER_MARK
        || matches!(c, '\u{200B}'..='\u{200F}' | '\u{2060}')
}

/// What ended a grid before its 81st cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CutShortBy {
    /// The input ended.
    EndOfInput,
    /// A line of exactly 81 cells, read as a puzzle of its own: the line the error names.
    WholeLine,
}

impl fmt::Display for CutShortBy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CutShortBy::EndOfInput => write!(f, "the end of the input"),
            CutShortBy::WholeLine => write!(f, "the 81-cell puzzle on this line"),
        }
    }
}

/// Why a puzzle could not be read. Every variant but [`ParseError::Read`] is one malformed
/// puzzle; reading goes on after it.
#[derive(Debug, thiserror::Error)]
pub enum ParseError {
    /// A character outside the grammar; its puzzle was read to the end and dropped.
    #[error("line {line}: {character} in column {column}")]
    BadCharacter {
        /// Line of the character, from 1.
        line: u64,
        /// Column of the character, from 1, counted in characters.
        column: u64,
        /// The offending character or byte.
        character: BadCharacter,
    },
    /// A line holding more than 81 cells; it and any grid in progress were dropped.
    #[error("line {line}: more than 81 cells on one line")]
    LineTooLong {
        /// The long line.
        line: u64,
    },
    /// A line that would take the grid in progress past 81 cells; both were dropped.
    #[error("line {line}: too many cells: the grid begun on line {start} would hold {cells}")]
    GridOverflow {
        /// The line that overflowed the grid.
        line: u64,
        /// The grid's first line.
        start: u64,
        /// How many cells the grid would have held.
        cells: usize,
    },
    /// A grid that ended before its 81st cell.
    #[error(
        "line {line}: incomplete grid ({cells} of 81 cells, begun on line {start}), cut short by {by}"
    )]
    GridCutShort {
        /// Where the fault was found: the 81-cell line that cut the grid short, or the grid's
        /// last line when the input ended.
        line: u64,
        /// The grid's first line.
        start: u64,
        /// How many cells it held.
        cells: usize,
        /// What cut it short.
        by: CutShortBy,
    },
    /// The input held no puzzle at all.
    #[error("no puzzle in the input")]
    NoPuzzle,
    /// The input could not be read; nothing more is read from it.
    #[error("{0}")]
    Read(#[from] io::Error),
}

impl ParseError {
    /// The line the error names, if any.
    pub fn line(&self) -> Option<u64> {
        match *self {
            ParseError::BadCharacter { line, .. }
            | ParseError::LineTooLong { line }
            | ParseError::GridOverflow { line, .. }
            | ParseError::GridCutShort { line, .. } => Some(line),
            ParseError::NoPuzzle | ParseError::Read(_) => None,
        }
    }
}

/// A character fault with its position, remembered until its puzzle is complete.
#[derive(Clone, Copy, Debug)]
struct Fault {
    line: u64,
    column: u64,
    character: BadCharacter,
}

impl Fault {
    fn into_error(self) -> ParseError {
        ParseError::BadCharacter {
            line: self.line,
            column: self.column,
            character: self.character,
        }
    }
}

/// Cells collected so far, up to 81, with the first character fault among them.
#[derive(Clone, Copy)]
struct Cells {
    values: [u8; CELLS],
    /// Cells seen; may pass 81 (then only the count grows), saturating far above it.
    len: usize,
    fault: Option<Fault>,
}

impl Cells {
    const EMPTY: Cells = Cells {
        values: [0; CELLS],
        len: 0,
        fault: None,
    };

    #[inline]
    fn push(&mut self, value: u8) {
        if self.len < CELLS {
            self.values[self.len] = value;
        }
        self.len = self.len.saturating_add(1);
    }

    fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// What the line in progress has shown so far.
#[derive(Clone, Copy, PartialEq, Eq)]
enum LineKind {
    /// Only blanks so far.
    Blank,
    /// First non-blank character was `#`: the rest is ignored.
    Comment,
    /// Holds cells or separators.
    Content,
}

/// A UTF-8 sequence begun but not yet complete.
#[derive(Clone, Copy, Default)]
struct PendingUtf8 {
    bytes: [u8; 4],
    len: usize,
    needed: usize,
}

/// The class of an ASCII byte in the grammar.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ByteClass {
    /// A given 1–9 or a hole (value 0).
    Cell(u8),
    /// Space or tab: a separator that may precede a comment's `#`.
    Blank,
    /// `|`, `+`, `-` or `,`.
    Separator,
    Hash,
    CarriageReturn,
    LineFeed,
    /// Any other byte, including every non-ASCII one.
    Other,
}

/// Class of every byte, so the per-byte loop is a table look-up and one match.
const BYTE_CLASS: [ByteClass; 256] = {
    let mut table = [ByteClass::Other; 256];
    let mut digit = b'1';
    while digit <= b'9' {
        table[digit as usize] = ByteClass::Cell(digit - b'0');
        digit += 1;
    }
    table[b'.' as usize] = ByteClass::Cell(0);
    table[b'0' as usize] = ByteClass::Cell(0);
    table[b'?' as usize] = ByteClass::Cell(0);
    table[b' ' as usize] = ByteClass::Blank;
    table[b'\t' as usize] = ByteClass::Blank;
    table[b'|' as usize] = ByteClass::Separator;
    table[b'+' as usize] = ByteClass::Separator;
    table[b'-' as usize] = ByteClass::Separator;
    table[b',' as usize] = ByteClass::Separator;
    table[b'#' as usize] = ByteClass::Hash;
    table[b'\r' as usize] = ByteClass::CarriageReturn;
    table[b'\n' as usize] = ByteClass::LineFeed;
    table
};

/// The byte-order mark, ignored at the very start of the input.
const BYTE_ORDER_MARK: char = '\u{FEFF}';

/// An iterator over the puzzles of a stream, in order: each item is a well-formed [`Puzzle`] or
/// the [`ParseError`] of a malformed one. After a [`ParseError::Read`] it ends.
///
/// ```
/// use resol::parse::{Form, Puzzles};
///
/// let text = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n";
/// let puzzles: Vec<_> = Puzzles::new(text.as_bytes()).collect::<Result<_, _>>().unwrap();
/// assert_eq!(puzzles.len(), 1);
/// assert_eq!(puzzles[0].form, Form::Line);
/// ```
pub struct Puzzles<R> {
    reader: R,
    scanner: Scanner,
}

/// The state machine behind [`Puzzles`], fed one byte at a time.
struct Scanner {
    /// Number of the line in progress, from 1.
    line: u64,
    /// Characters seen on the line in progress.
    column: u64,
    kind: LineKind,
    line_cells: Cells,
    utf8: PendingUtf8,
    /// A `\r` not yet known to end the line.
    carriage_return: bool,
    /// The grid in progress and its first and last lines.
    grid: Cells,
    grid_start: u64,
    grid_end: u64,
    /// Results found but not yet returned (a line can finish two puzzles at once).
    ready: VecDeque<Result<Puzzle, ParseError>>,
    any_result: bool,
    finished: bool,
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

impl<R: BufRead> Puzzles<R> {
    /// Reads puzzles from `reader`.
    pub fn new(reader: R) -> Self {
        Puzzles {
            reader,
            scanner: Scanner::new(),
        }
    }

    /// The reader, as far as the parser has consumed it.
    pub fn reader(&self) -> &R {
        &self.reader
    }

    /// The reader, mutably; what the parser has not consumed yet must stay unconsumed.
    pub fn reader_mut(&mut self) -> &mut R {
        &mut self.reader
    }

    /// Reads until a result is ready or the input ends.
    fn fill(&mut self) {
        let scanner = &mut self.scanner;
        while scanner.ready.is_empty() && !scanner.finished {
            let chunk = match self.reader.fill_buf() {
                Ok(chunk) => chunk,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(error) => {
                    scanner.finished = true;
                    scanner.emit(Err(ParseError::Read(error)));
                    return;
                }
            };
            if chunk.is_empty() {
                scanner.finish();
                return;
            }
            // The rest of a comment or of an over-long line is skipped up to its line feed
            // without looking at each byte: a gigabyte line costs a few memchr calls.
            // The line feed itself goes through the state machine below, which ends the line.
            if scanner.ignores_rest_of_line() {
                let skipped = line_feed(chunk).unwrap_or(chunk.len());
                if skipped > 0 {
                    scanner.skip_to_line_end();
                    self.reader.consume(skipped);
                    continue;
                }
            }
            if let Some(used) = scanner.whole_line(chunk) {
                self.reader.consume(used);
                continue;
            }
            // Stop right after the byte that completes a result, so `ready` stays tiny and
            // the rest of the chunk waits in the reader's buffer; stop too where the rest of
            // the line starts to be ignored, so what is skipped never depends on buffering.
            let mut used = 0;
            for &byte in chunk {
                used += 1;
                scanner.byte(byte);
                if !scanner.ready.is_empty() || scanner.ignores_rest_of_line() {
                    break;
                }
            }
            self.reader.consume(used);
        }
    }
}

impl Scanner {
    fn new() -> Self {
        Scanner {
            line: 1,
            column: 0,
            kind: LineKind::Blank,
            line_cells: Cells::EMPTY,
            utf8: PendingUtf8::default(),
            carriage_return: false,
            grid: Cells::EMPTY,
            grid_start: 0,
            grid_end: 0,
            ready: VecDeque::with_capacity(2),
            any_result: false,
            finished: false,
        }
    }

    /// Whether nothing more on the current line can change the outcome: a comment, or a line
    /// already past 81 cells.
    fn ignores_rest_of_line(&self) -> bool {
        self.kind == LineKind::Comment || self.line_cells.len > CELLS
    }

    /// The fast path for the commonest input: when `chunk` starts a line with exactly 81 cell
    /// characters and its line end, files that line at once, as the byte-by-byte path would,
    /// and returns the bytes used. Anything else (or a line not wholly in `chunk`) is `None`
    /// and goes through the state machine.
    fn whole_line(&mut self, chunk: &[u8]) -> Option<usize> {
        let at_line_start = self.column == 0
            && self.kind == LineKind::Blank
            && !self.carriage_return
            && self.utf8.needed == 0;
        if !at_line_start {
            return None;
        }
        let ending = match chunk.get(CELLS..CELLS + 2) {
            Some([b'\n', _]) => 1,
            Some(b"\r\n") => 2,
            _ => return None,
        };
        let mut values = [0; CELLS];
        for (value, &byte) in values.iter_mut().zip(&chunk[..CELLS]) {
            let ByteClass::Cell(cell) = BYTE_CLASS[byte as usize] else {
                return None;
            };
            *value = cell;
        }
        self.line_cells = Cells {
            values,
            len: CELLS,
            fault: None,
        };
        self.column = CELLS as u64;
        self.kind = LineKind::Content;
        self.end_line();
        Some(CELLS + ending)
    }

    /// Forgets any half-read character before the rest of an ignored line is skipped.
    fn skip_to_line_end(&mut self) {
        self.carriage_return = false;
        self.utf8 = PendingUtf8::default();
    }

    /// Feeds one byte to the state machine.
    #[inline]
    fn byte(&mut self, byte: u8) {
        if self.carriage_return {
            self.carriage_return = false;
            if byte == b'\n' {
                self.end_line();
                return;
            }
            self.character(BadCharacter::Unexpected('\r'));
        }
        if self.kind == LineKind::Comment && byte != b'\n' {
            return;
        }
        if self.utf8.needed > 0 {
            if byte & 0b1100_0000 == 0b1000_0000 {
                self.continue_utf8(byte);
                return;
            }
            self.abandon_utf8();
        }
        match BYTE_CLASS[byte as usize] {
            ByteClass::Cell(value) => self.cell(value),
            ByteClass::Blank => self.column += 1,
            ByteClass::Separator => {
                self.column += 1;
                self.kind = LineKind::Content;
            }
            ByteClass::Hash if self.kind == LineKind::Blank => self.kind = LineKind::Comment,
            ByteClass::CarriageReturn => self.carriage_return = true,
            ByteClass::LineFeed => self.end_line(),
            ByteClass::Hash | ByteClass::Other if byte.is_ascii() => {
                self.character(BadCharacter::Unexpected(char::from(byte)));
            }
            ByteClass::Hash | ByteClass::Other => self.start_utf8(byte),
        }
    }

    #[inline]
    fn cell(&mut self, value: u8) {
        self.column += 1;
        self.kind = LineKind::Content;
        self.line_cells.push(value);
    }

    /// A character fault: it takes a cell's place so the puzzle keeps its framing.
    fn character(&mut self, character: BadCharacter) {
        self.cell(0);
        if self.line_cells.fault.is_none() {
            let fault = Fault {
                line: self.line,
                column: self.column,
                character,
            };
            self.line_cells.fault = Some(fault);
        }
    }

    fn start_utf8(&mut self, byte: u8) {
        let needed = match byte {
            0xC2..=0xDF => 1,
            0xE0..=0xEF => 2,
            0xF0..=0xF4 => 3,
            _ => return self.character(BadCharacter::InvalidUtf8(byte)),
        };
        self.utf8 = PendingUtf8 {
            bytes: [byte, 0, 0, 0],
            len: 1,
            needed,
        };
    }

    fn continue_utf8(&mut self, byte: u8) {
        let pending = &mut self.utf8;
        pending.bytes[pending.len] = byte;
        pending.len += 1;
        pending.needed -= 1;
        if pending.needed > 0 {
            return;
        }
        let bytes = pending.bytes;
        let len = pending.len;
        match std::str::from_utf8(&bytes[..len])
            .ok()
            .and_then(|s| s.chars().next())
        {
            Some(BYTE_ORDER_MARK)
                if self.line == 1 && self.column == 0 && self.kind == LineKind::Blank => {}
            Some(c) => self.character(BadCharacter::Unexpected(c)),
            None => self.character(BadCharacter::InvalidUtf8(bytes[0])),
        }
    }

    /// A sequence cut off before its end counts as one invalid character.
    fn abandon_utf8(&mut self) {
        let lead = self.utf8.bytes[0];
        self.utf8 = PendingUtf8::default();
        self.character(BadCharacter::InvalidUtf8(lead));
    }

    /// Ends the line in progress and files its cells.
    fn end_line(&mut self) {
        if self.utf8.needed > 0 {
            self.abandon_utf8();
        }
        if self.kind != LineKind::Comment && !self.line_cells.is_empty() {
            self.file_line();
        }
        self.line += 1;
        self.column = 0;
        self.kind = LineKind::Blank;
        self.line_cells = Cells::EMPTY;
    }

    /// Files the cells of a finished line: a whole puzzle, part of a grid, or a fault.
    fn file_line(&mut self) {
        let line = self.line_cells;
        if line.len > CELLS {
            let fault = self.take_grid().fault.or(line.fault);
            self.emit_fault(fault, ParseError::LineTooLong { line: self.line });
        } else if line.len == CELLS {
            self.cut_grid_short(CutShortBy::WholeLine);
            self.emit_puzzle(&line, Form::Line, self.line);
        } else if self.grid.len + line.len > CELLS {
            let start = self.grid_start;
            let cells = self.grid.len + line.len;
            let fault = self.take_grid().fault.or(line.fault);
            self.emit_fault(
                fault,
                ParseError::GridOverflow {
                    line: self.line,
                    start,
                    cells,
                },
            );
        } else {
            self.add_to_grid(&line);
        }
    }

    fn add_to_grid(&mut self, line: &Cells) {
        if self.grid.is_empty() {
            self.grid_start = self.line;
        }
        let at = self.grid.len;
        self.grid.values[at..at + line.len].copy_from_slice(&line.values[..line.len]);
        self.grid.len += line.len;
        self.grid.fault = self.grid.fault.or(line.fault);
        self.grid_end = self.line;
        if self.grid.len == CELLS {
            let grid = self.take_grid();
            self.emit_puzzle(&grid, Form::Grid, self.grid_start);
        }
    }

    /// Removes and returns the grid in progress.
    fn take_grid(&mut self) -> Cells {
        std::mem::replace(&mut self.grid, Cells::EMPTY)
    }

    /// Reports the grid in progress, if any, as cut short.
    fn cut_grid_short(&mut self, by: CutShortBy) {
        if self.grid.is_empty() {
            return;
        }
        let grid = self.take_grid();
        let line = match by {
            CutShortBy::WholeLine => self.line,
            CutShortBy::EndOfInput => self.grid_end,
        };
        let error = ParseError::GridCutShort {
            line,
            start: self.grid_start,
            cells: grid.len,
            by,
        };
        self.emit_fault(grid.fault, error);
    }

    fn emit_puzzle(&mut self, cells: &Cells, form: Form, line: u64) {
        let result = match cells.fault {
            Some(fault) => Err(fault.into_error()),
            None => Ok(Puzzle {
                grid: Grid::from_cells(cells.values).expect("cells are 0-9"),
                form,
                line,
            }),
        };
        self.emit(result);
    }

    /// Reports a dropped puzzle by its first character fault if it had one, else by `error`.
    fn emit_fault(&mut self, fault: Option<Fault>, error: ParseError) {
        self.emit(Err(fault.map_or(error, Fault::into_error)));
    }

    fn emit(&mut self, result: Result<Puzzle, ParseError>) {
        self.any_result = true;
        self.ready.push_back(result);
    }

    /// The input ended: close the last line and the grid in progress.
    fn finish(&mut self) {
        self.finished = true;
        self.carriage_return = false;
        if self.column > 0 || self.utf8.needed > 0 || self.kind != LineKind::Blank {
            self.end_line();
        }
        self.cut_grid_short(CutShortBy::EndOfInput);
        if !self.any_result {
            self.emit(Err(ParseError::NoPuzzle));
        }
    }
}

impl<R: BufRead> Iterator for Puzzles<R> {
    type Item = Result<Puzzle, ParseError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.fill();
        self.scanner.ready.pop_front()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LINE: &str =
        ".....23.7.....645.1..93........618...48...56...642........75..8.291.....4.56.....";

    fn read(text: &str) -> Vec<Result<Puzzle, String>> {
        Puzzles::new(text.as_bytes())
            .map(|r| r.map_err(|e| e.to_string()))
            .collect()
    }

    fn seed_grid() -> String {
        LINE.as_bytes()
            .chunks(9)
            .map(|row| {
                row.iter()
                    .map(|&b| char::from(b).to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect::<Vec<_>>()
            .join("\n")
            + "\n"
    }

    #[test]
    fn skipped_comment_and_over_long_line_tails_end_at_their_line_feed_whatever_the_buffer() {
        let text = format!(
            "# comment one\r\n#\n{LINE}\n{}x\u{e9}\r\n{LINE}\n# last",
            "1".repeat(200)
        );
        let expected = vec![
            Ok((3, Form::Line)),
            Err("line 4: more than 81 cells on one line".to_string()),
            Ok((5, Form::Line)),
        ];
        for capacity in [1, 2, 3, 7, 64, 8192] {
            let reader = std::io::BufReader::with_capacity(capacity, text.as_bytes());
            let results: Vec<_> = Puzzles::new(reader)
                .map(|r| r.map(|p| (p.line, p.form)).map_err(|e| e.to_string()))
                .collect();
            assert_eq!(results, expected, "buffer of {capacity} bytes");
        }
    }

    proptest::proptest! {
        /// The whole-line fast path needs the line and its end in one buffer; a one-byte buffer
        /// never has them, so it reads everything through the state machine.
        #[test]
        fn the_whole_line_fast_path_reads_as_the_state_machine_does(
            pieces in proptest::collection::vec(0..9usize, 0..40)
        ) {
            let text: String = pieces
                .iter()
                .map(|&piece| match piece {
                    0 => format!("{LINE}\n"),
                    1 => format!("{LINE}\r\n"),
                    2 => format!("{}\n", &LINE[..27]),
                    3 => format!("{}x\n", &LINE[..80]),
                    4 => format!("{LINE}1\n"),
                    5 => "# note\n".to_string(),
                    6 => "\n".to_string(),
                    7 => format!("{LINE}\r"),
                    _ => format!("\u{feff}{LINE}"),
                })
                .collect();
            let read_with = |capacity| -> Vec<Result<Puzzle, String>> {
                let reader = std::io::BufReader::with_capacity(capacity, text.as_bytes());
                Puzzles::new(reader).map(|r| r.map_err(|e| e.to_string())).collect()
            };
            proptest::prop_assert_eq!(read_with(8192), read_with(1));
        }
    }

    #[test]
    fn a_line_of_81_cells_is_a_line_puzzle() {
        let results = read(&format!("{LINE}\n"));
        let puzzle = results[0].as_ref().unwrap();
        assert_eq!(
            (puzzle.form, puzzle.line, puzzle.grid.given_count()),
            (Form::Line, 1, 28)
        );
    }

    #[test]
    fn nine_spaced_rows_are_a_grid_puzzle_equal_to_the_line() {
        let grid = read(&seed_grid()).remove(0).unwrap();
        let line = read(LINE).remove(0).unwrap();
        assert_eq!((grid.form, grid.grid), (Form::Grid, line.grid));
    }

    #[test]
    fn separators_comments_crlf_and_byte_order_mark_are_accepted() {
        let pretty = "\u{FEFF}# tutorial board\r\n7 8 ? | 4 ? ? | 1 2 ?\r\n6,?,?,?,7,5,?,?,9\r\n\
                      ? ? ? | 6 ? 1 | ? 7 8\r\n- - - - - - - - - - -\r\n\r\n\
                      0 0 7 0 4 0 2 6 0\r\n001050930\r\n9.4.6...5\r\n+-----+\r\n\
                      ?7?3???12\r\n12???74??\r\n?492?6??7";
        let results = read(pretty);
        assert_eq!(results.len(), 1, "{results:?}");
        let puzzle = results[0].as_ref().unwrap();
        assert_eq!((puzzle.form, puzzle.line), (Form::Grid, 2));
        assert_eq!(puzzle.grid.get(0), 7);
        assert_eq!(puzzle.grid.get(80), 7);
    }

    #[test]
    fn line_numbers_count_every_line() {
        let results = read(&format!("# c\n\n{LINE}\n\n{LINE}\n"));
        let lines: Vec<u64> = results.iter().map(|r| r.as_ref().unwrap().line).collect();
        assert_eq!(lines, vec![3, 5]);
    }

    #[test]
    fn a_bad_character_takes_a_cell_and_the_next_puzzle_survives() {
        let bad = LINE.replacen('.', "x", 1);
        let results = read(&format!("{bad}\n{LINE}\n"));
        assert_eq!(
            results[0],
            Err("line 1: unexpected character 'x' in column 1".into())
        );
        assert!(results[1].is_ok());
    }

    #[test]
    fn non_ascii_nul_and_invalid_utf8_are_one_cell_each() {
        let mut bytes = LINE.as_bytes()[..78].to_vec();
        bytes.extend_from_slice("é".as_bytes());
        bytes.push(0);
        bytes.push(0xFF);
        bytes.push(b'\n');
        let results: Vec<_> = Puzzles::new(&bytes[..])
            .map(|r| r.unwrap_err().to_string())
            .collect();
        assert_eq!(
            results,
            vec!["line 1: unexpected character 'é' in column 79"]
        );
        let results: Vec<_> = Puzzles::new(&b"\x00\n"[..])
            .map(|r| r.unwrap_err().to_string())
            .collect();
        assert_eq!(
            results,
            vec!["line 1: unexpected character U+0000 in column 1"]
        );
        let results: Vec<_> = Puzzles::new(&b"1\xFF"[..])
            .map(|r| r.unwrap_err().to_string())
            .collect();
        assert_eq!(results, vec!["line 1: invalid UTF-8 byte 0xFF in column 2"]);
    }

    #[test]
    fn invisible_characters_are_named_by_code_point() {
        // A byte-order mark after the very start, or a zero-width space, would print as nothing.
        let results: Vec<_> = Puzzles::new("1\n\u{FEFF}\n\u{200B}\n".as_bytes())
            .map(|r| r.unwrap_err().to_string())
            .collect();
        assert_eq!(
            results,
            vec!["line 2: unexpected character U+FEFF in column 1"]
        );
        let zero_width = BadCharacter::Unexpected('\u{200B}').to_string();
        assert_eq!(zero_width, "unexpected character U+200B");
    }

    #[test]
    fn a_line_of_more_than_81_cells_drops_the_grid_in_progress() {
        let results = read(&format!("123\n{LINE}1\n{LINE}\n"));
        assert_eq!(
            results[0],
            Err("line 2: more than 81 cells on one line".into())
        );
        assert!(results[1].is_ok());
        assert_eq!(results.len(), 2);
    }

    #[test]
    fn a_line_overflowing_a_grid_drops_it_and_reading_resumes() {
        let grid = seed_grid();
        let rows: Vec<&str> = grid.lines().collect();
        let text = format!(
            "{}\n{}\n{}\n{LINE}\n",
            rows[..8].join("\n"),
            "1 2 3 4 5 6 7 8 9 1",
            rows[0]
        );
        let results = read(&text);
        assert_eq!(
            results[0],
            Err("line 9: too many cells: the grid begun on line 1 would hold 82".into())
        );
        assert_eq!(results[1], Err("line 11: incomplete grid (9 of 81 cells, begun on line 10), cut short by the 81-cell puzzle on this line".into()));
        assert!(results[2].is_ok());
    }

    #[test]
    fn a_grid_cut_short_by_the_end_names_its_lines() {
        let results = read("1 2 3\n\n4 5 6\n");
        assert_eq!(
            results,
            vec![Err("line 3: incomplete grid (6 of 81 cells, begun on line 1), cut short by the end of the input".into())]
        );
    }

    #[test]
    fn an_input_without_puzzles_is_an_error() {
        assert_eq!(read(""), vec![Err("no puzzle in the input".into())]);
        assert_eq!(
            read("# only\n\n---+---\n"),
            vec![Err("no puzzle in the input".into())]
        );
    }

    #[test]
    fn a_huge_line_is_counted_not_held() {
        let text = "1".repeat(1 << 20);
        let results = read(&text);
        assert_eq!(
            results,
            vec![Err("line 1: more than 81 cells on one line".into())]
        );
    }

    #[test]
    fn a_lone_carriage_return_is_a_fault() {
        let results = read(&format!("{}\r{}\n", &LINE[..40], &LINE[40..]));
        assert_eq!(
            results,
            vec![Err(
                "line 1: unexpected character U+000D in column 41".into()
            )]
        );
    }
}
