//! One line of input, byte by byte: which bytes are cells, separators or faults, and what the
//! line holds once it ends: its cells, or nothing for a blank line, a comment, or a border line
//! of a boxed board. An annotation after 81 cells in a row is passed over.

use super::cells::{Cells, Fault};
use super::error::BadCharacter;
use super::line_feed;
use crate::grid::CELLS;

/// The byte-order mark, ignored at the very start of the input.
const BYTE_ORDER_MARK: char = '\u{FEFF}';

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
    /// `=`, `*`, `:` or `'`: a fault, unless the line is a border line.
    Drawing,
    /// Any other byte, including every non-ASCII one.
    Other,
}

/// The class of `byte` in the grammar.
const fn class_of(byte: u8) -> ByteClass {
    match byte {
        b'1'..=b'9' => ByteClass::Cell(byte - b'0'),
        b'.' | b'0' | b'?' => ByteClass::Cell(0),
        b' ' | b'\t' => ByteClass::Blank,
        b'|' | b'+' | b'-' | b',' => ByteClass::Separator,
        b'#' => ByteClass::Hash,
        b'\r' => ByteClass::CarriageReturn,
        b'\n' => ByteClass::LineFeed,
        b'=' | b'*' | b':' | b'\'' => ByteClass::Drawing,
        _ => ByteClass::Other,
    }
}

/// Class of every byte, so the per-byte loop is a table look-up and one match.
const BYTE_CLASS: [ByteClass; 256] = {
    let mut table = [ByteClass::Other; 256];
    let mut byte = 0;
    while byte < 256 {
        table[byte] = class_of(byte as u8);
        byte += 1;
    }
    table
};

/// What the line in progress has shown so far.
#[derive(Clone, Copy, PartialEq, Eq)]
enum LineKind {
    /// Only blanks so far.
    Blank,
    /// First non-blank character was `#`: the rest is ignored.
    Comment,
    /// Holds cells or separators.
    Content,
    /// Past 81 cells in a row and a blank: the rest is an annotation, ignored.
    Annotation,
}

/// Whether the line in progress can still be a border line of a boxed board (HoDoKu's
/// `*-----------*`, Sudoku Explainer's `.-------.-------.-------.`): no character but `-`, `=`,
/// `+`, `|`, `*`, `.`, `:`, `'` and blanks, and somewhere a run of three `-` or `=`. Its dots
/// are drawing, not holes.
#[derive(Clone, Copy)]
struct BorderScan {
    /// Every character so far may belong to a border line.
    possible: bool,
    /// The `-` and `=` in a row just read, up to three.
    rule: u8,
    /// A run of three was seen.
    ruled: bool,
}

impl BorderScan {
    const START: BorderScan = BorderScan {
        possible: true,
        rule: 0,
        ruled: false,
    };

    /// Takes the next byte of the line into account.
    #[inline]
    fn byte(&mut self, byte: u8) {
        match byte {
            b'-' | b'=' => {
                self.rule = (self.rule + 1).min(3);
                self.ruled |= self.rule == 3;
            }
            b'+' | b'|' | b'*' | b'.' | b':' | b'\'' | b' ' | b'\t' | b'\r' | b'\n' => {
                self.rule = 0
            }
            _ => self.possible = false,
        }
    }

    /// Whether the whole line was a border line.
    fn is_border(&self) -> bool {
        self.possible && self.ruled
    }
}

/// A UTF-8 sequence begun but not yet complete.
#[derive(Clone, Copy, Default)]
struct PendingUtf8 {
    bytes: [u8; 4],
    len: usize,
    needed: usize,
}

/// A finished line that holds cells, to be filed into a puzzle.
pub(super) struct FinishedLine {
    /// The line's number, from 1.
    pub number: u64,
    pub cells: Cells,
}

/// The state of the line in progress.
pub(super) struct LineScanner {
    /// Number of the line in progress, from 1.
    number: u64,
    /// Characters seen on the line in progress.
    column: u64,
    kind: LineKind,
    cells: Cells,
    utf8: PendingUtf8,
    /// A `\r` not yet known to end the line.
    carriage_return: bool,
    /// Something other than a cell came after the line's first cell: its cells are not in a
    /// row, so it takes no annotation.
    gap_after_cells: bool,
    border: BorderScan,
}

impl LineScanner {
    pub fn new() -> Self {
        LineScanner {
            number: 1,
            column: 0,
            kind: LineKind::Blank,
            cells: Cells::EMPTY,
            utf8: PendingUtf8::default(),
            carriage_return: false,
            gap_after_cells: false,
            border: BorderScan::START,
        }
    }

    /// Whether nothing more on this line can change the outcome: a comment, an annotation, or a
    /// line already past 81 cells that cannot be a border line. Its rest may then be skipped up
    /// to the line feed, after [`LineScanner::skip_to_line_end`].
    pub fn ignores_rest(&self) -> bool {
        matches!(self.kind, LineKind::Comment | LineKind::Annotation)
            || (self.cells.len > CELLS && !self.border.possible)
    }

    /// Forgets any half-read character before the rest of an ignored line is skipped.
    pub fn skip_to_line_end(&mut self) {
        self.carriage_return = false;
        self.utf8 = PendingUtf8::default();
    }

    /// Whether the line in progress has begun (anything but nothing at all was read on it).
    pub fn has_begun(&self) -> bool {
        self.column > 0 || self.utf8.needed > 0 || self.kind != LineKind::Blank
    }

    /// The fast path for the commonest input: when `chunk` starts a line with exactly 81 cell
    /// characters and its line end, or a blank and an annotation up to its line feed, reads
    /// that line at once, as the byte-by-byte path would, and returns it with the bytes used.
    /// Anything else (or a line not wholly in `chunk`) is `None` and goes through
    /// [`LineScanner::byte`].
    pub fn whole_line(&mut self, chunk: &[u8]) -> Option<(usize, FinishedLine)> {
        let at_line_start = !self.has_begun() && !self.carriage_return;
        if !at_line_start {
            return None;
        }
        let ending = match chunk.get(CELLS..CELLS + 2)? {
            [b'\n', _] => 1,
            b"\r\n" => 2,
            [b' ' | b'\t', _] => line_feed(&chunk[CELLS + 1..])? + 2,
            _ => return None,
        };
        let mut values = [0; CELLS];
        for (value, &byte) in values.iter_mut().zip(&chunk[..CELLS]) {
            let ByteClass::Cell(cell) = BYTE_CLASS[byte as usize] else {
                return None;
            };
            *value = cell;
        }
        self.cells = Cells {
            values,
            len: CELLS,
            fault: None,
        };
        self.column = CELLS as u64;
        self.kind = LineKind::Content;
        let line = self.end().expect("the line holds 81 cells");
        Some((CELLS + ending, line))
    }

    /// Feeds one byte. Returns `true` when it ends the line: [`LineScanner::end`] is then due.
    #[inline]
    pub fn byte(&mut self, byte: u8) -> bool {
        if self.carriage_return {
            self.carriage_return = false;
            if byte == b'\n' {
                return true;
            }
            self.bad_character(BadCharacter::Unexpected('\r'));
        }
        if matches!(self.kind, LineKind::Comment | LineKind::Annotation) && byte != b'\n' {
            return false;
        }
        self.border.byte(byte);
        if self.utf8.needed > 0 {
            if byte & 0b1100_0000 == 0b1000_0000 {
                self.continue_utf8(byte);
                return false;
            }
            self.abandon_utf8();
        }
        match BYTE_CLASS[byte as usize] {
            ByteClass::Cell(value) => self.cell(value),
            ByteClass::Blank if self.cells.len == CELLS && !self.gap_after_cells => {
                self.kind = LineKind::Annotation;
            }
            ByteClass::Blank => self.gap(),
            ByteClass::Separator => {
                self.gap();
                self.kind = LineKind::Content;
            }
            ByteClass::Hash if self.kind == LineKind::Blank => self.kind = LineKind::Comment,
            ByteClass::CarriageReturn => self.carriage_return = true,
            ByteClass::LineFeed => return true,
            ByteClass::Hash | ByteClass::Drawing | ByteClass::Other if byte.is_ascii() => {
                self.bad_character(BadCharacter::Unexpected(char::from(byte)));
            }
            ByteClass::Hash | ByteClass::Drawing | ByteClass::Other => self.start_utf8(byte),
        }
        false
    }

    /// Ends the line in progress and moves to the next one. Returns the line if it holds cells
    /// (a blank line, a comment or a border line holds none).
    pub fn end(&mut self) -> Option<FinishedLine> {
        self.carriage_return = false;
        if self.utf8.needed > 0 {
            self.abandon_utf8();
        }
        let holds_cells =
            self.kind != LineKind::Comment && !self.cells.is_empty() && !self.border.is_border();
        let finished = holds_cells.then_some(FinishedLine {
            number: self.number,
            cells: self.cells,
        });
        self.number += 1;
        self.column = 0;
        self.kind = LineKind::Blank;
        self.cells = Cells::EMPTY;
        self.gap_after_cells = false;
        self.border = BorderScan::START;
        finished
    }

    /// A blank or separator: after the first cell, the cells are no longer in a row.
    #[inline]
    fn gap(&mut self) {
        self.column += 1;
        self.gap_after_cells |= !self.cells.is_empty();
    }

    #[inline]
    fn cell(&mut self, value: u8) {
        self.column += 1;
        self.kind = LineKind::Content;
        self.cells.push(value);
    }

    /// Records a character fault: it takes a cell's place so the puzzle keeps its framing.
    fn bad_character(&mut self, character: BadCharacter) {
        self.cell(0);
        if self.cells.fault.is_none() {
            self.cells.fault = Some(Fault {
                line: self.number,
                column: self.column,
                character,
            });
        }
    }

    fn start_utf8(&mut self, byte: u8) {
        let needed = match byte {
            0xC2..=0xDF => 1,
            0xE0..=0xEF => 2,
            0xF0..=0xF4 => 3,
            _ => return self.bad_character(BadCharacter::InvalidUtf8(byte)),
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
                if self.number == 1 && self.column == 0 && self.kind == LineKind::Blank => {}
            Some(c) => self.bad_character(BadCharacter::Unexpected(c)),
            None => self.bad_character(BadCharacter::InvalidUtf8(bytes[0])),
        }
    }

    /// A sequence cut off before its end counts as one invalid character.
    fn abandon_utf8(&mut self) {
        let lead = self.utf8.bytes[0];
        self.utf8 = PendingUtf8::default();
        self.bad_character(BadCharacter::InvalidUtf8(lead));
    }
}
