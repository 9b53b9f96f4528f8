//! One line of input, byte by byte: which bytes are cells, separators or faults, and what the
//! line holds once it ends: its cells, or nothing for a blank line, a comment, or a border line
//! of a boxed board. An annotation after a whole puzzle's cells in a row is passed over.
//!
//! A line is read two ways at once: one cell per symbol (`53..7....`, `1 . G 4`), and as
//! numbers separated by blanks or commas (`12 . 3 16`), which only sizes above 9 need. The
//! framing chooses between them once the line has ended.

mod classes;
mod numbers;
mod reading;
mod scans;
mod utf8;
mod whole;

use self::classes::{ByteClass, byte_classes};
use self::numbers::NumberReading;
pub(super) use self::reading::{FinishedLine, LineMarks, LineReading};
use self::scans::{BorderScan, Opening};
use super::cells::{Cells, Fault, FaultKind};
use super::error::BadCharacter;
use super::holes::{CompactRun, EmptyFields, Slots, TrailingField};
use super::marks::{MarksLine, MarksRow};
use crate::shape::{MAX_CELLS, SIZES, is_square_of_size};
use crate::symbols::Symbols;

/// Whether `count` cells in a row make a whole puzzle: of the forced size's cells if one is
/// forced, else of any size.
fn is_whole(forced_cells: Option<usize>, count: usize) -> bool {
    match forced_cells {
        Some(cells) => count == cells,
        None => is_square_of_size(count),
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
    /// Past a whole puzzle's cells in a row and a blank: the rest is an annotation, ignored.
    Annotation,
}

/// A UTF-8 sequence begun but not yet complete.
#[derive(Clone, Copy, Default)]
struct PendingUtf8 {
    bytes: [u8; 4],
    len: usize,
    needed: usize,
}

/// The state of the line in progress.
pub(super) struct LineScanner {
    /// Number of the line in progress, from 1.
    number: u64,
    /// Characters seen on the line in progress.
    column: u64,
    kind: LineKind,
    cells: Cells,
    /// The character and column of each cell.
    characters: [u8; MAX_CELLS],
    columns: [u32; MAX_CELLS],
    /// The line read as numbers, when the symbols are the standard ones.
    numbers: NumberReading,
    utf8: PendingUtf8,
    /// A `\r` not yet known to end the line.
    carriage_return: bool,
    /// Something other than a cell came after the line's first cell: its cells are not in a
    /// row, so it takes no annotation.
    gap_after_cells: bool,
    border: BorderScan,
    /// The line read as a compact run where `-`, `_` and `*` are holes.
    run: CompactRun,
    /// The line's comma-separated fields, whose empty ones are holes.
    fields: EmptyFields,
    /// How the line begins: with a word, it may be text.
    opening: Opening,
    /// The line read as a 729-line of candidates.
    marks_line: MarksLine,
    /// The line read as a row of a PM grid.
    marks_row: MarksRow,
    classes: &'static [ByteClass; 256],
    /// Whether lines are also read as numbers (standard symbols only).
    reads_numbers: bool,
    /// A size forced on every puzzle, whose square alone is a whole puzzle on one line.
    forced_cells: Option<usize>,
}

impl LineScanner {
    /// A scanner for cells written in `symbols`; `forced_cells` is the cells of every puzzle
    /// when a size is forced.
    pub fn new(symbols: Symbols, forced_cells: Option<usize>) -> Self {
        LineScanner {
            number: 1,
            column: 0,
            kind: LineKind::Blank,
            cells: Cells::EMPTY,
            characters: [0; MAX_CELLS],
            columns: [0; MAX_CELLS],
            numbers: NumberReading::START,
            utf8: PendingUtf8::default(),
            carriage_return: false,
            gap_after_cells: false,
            border: BorderScan::START,
            run: CompactRun::START,
            fields: EmptyFields::START,
            opening: Opening::START,
            marks_line: MarksLine::START,
            marks_row: MarksRow::START,
            classes: byte_classes(symbols),
            reads_numbers: symbols == Symbols::Standard,
            forced_cells,
        }
    }

    /// Takes `forced_cells` as the cells of every puzzle from here on (see [`LineScanner::new`]).
    pub fn force_cells(&mut self, forced_cells: Option<usize>) {
        self.forced_cells = forced_cells;
    }

    /// The most cells a line may hold and still be read.
    fn cell_limit(&self) -> usize {
        self.forced_cells.unwrap_or(MAX_CELLS)
    }

    /// Whether `count` cells in a row make a whole puzzle, which may take an annotation.
    fn is_whole_puzzle(&self, count: usize) -> bool {
        is_whole(self.forced_cells, count)
    }

    /// Whether nothing more on this line can change the outcome: a comment, an annotation, or a
    /// line already past the most cells any puzzle has that cannot be a border line. Its rest
    /// may then be skipped up to the line feed, after [`LineScanner::skip_to_line_end`].
    pub fn ignores_rest(&self) -> bool {
        matches!(self.kind, LineKind::Comment | LineKind::Annotation)
            || (self.cells.len > self.cell_limit()
                && !self.border.possible
                && !self.marks_line.possible)
    }

    /// Forgets any half-read character before the rest of an ignored line is skipped.
    pub fn skip_to_line_end(&mut self) {
        self.carriage_return = false;
        self.utf8 = PendingUtf8::default();
    }

    /// The number of the line in progress, from 1.
    pub fn number(&self) -> u64 {
        self.number
    }

    /// Whether nothing of the line in progress has been read yet.
    pub fn at_line_start(&self) -> bool {
        !self.has_begun() && !self.carriage_return
    }

    /// Whether the line in progress has begun (anything but nothing at all was read on it).
    pub fn has_begun(&self) -> bool {
        self.column > 0 || self.utf8.needed > 0 || self.kind != LineKind::Blank
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
        if !self.opening.done {
            self.opening.byte(byte);
        }
        if self.utf8.needed > 0 {
            if byte & 0b1100_0000 == 0b1000_0000 {
                self.continue_utf8(byte);
                return false;
            }
            self.abandon_utf8();
        }
        // Bytes past ASCII are a fault or the byte-order mark, never part of a number.
        if self.numbers.possible && self.reads_numbers && byte.is_ascii() {
            self.numbers.byte(byte, self.column + 1);
        }
        if self.marks_row.possible && self.reads_numbers {
            self.marks_row.byte(byte, self.number, self.column + 1);
        }
        match self.classes[byte as usize] {
            ByteClass::Cell(value) => {
                self.run.symbol(self.column + 1);
                self.cell(value, byte);
            }
            ByteClass::Blank => self.blank(),
            ByteClass::Separator => self.separator(byte),
            ByteClass::Hash if self.kind == LineKind::Blank => self.kind = LineKind::Comment,
            ByteClass::CarriageReturn => self.carriage_return = true,
            ByteClass::LineFeed => return true,
            _ if matches!(byte, b'_' | b'*') => self.hole_mark(byte),
            ByteClass::Hash | ByteClass::Drawing | ByteClass::Other if byte.is_ascii() => {
                self.bad_character(BadCharacter::Unexpected(char::from(byte)));
            }
            ByteClass::Hash | ByteClass::Drawing | ByteClass::Other => self.start_utf8(byte),
        }
        false
    }

    /// Ends the line in progress. Returns the line if it holds cells (a blank line, a comment
    /// or a border line holds none); [`LineScanner::next_line`] is then due.
    pub fn end(&mut self) -> Option<FinishedLine<'_>> {
        self.carriage_return = false;
        if self.utf8.needed > 0 {
            self.abandon_utf8();
        }
        let end_column = self.column + 1;
        self.numbers.end(end_column);
        self.marks_row.end_cell();
        let trailing = self.place_other_holes(end_column);
        let holds_cells = self.kind != LineKind::Comment
            && !self.cells.is_empty()
            && !self.border.is_border()
            && !self.is_text();
        // A whole puzzle's cells in a row are that puzzle, never a row of candidates, as the
        // fast path for whole lines reads them.
        let whole_in_a_row = self.is_whole_puzzle(self.cells.len) && !self.gap_between_cells();
        holds_cells.then_some(FinishedLine {
            number: self.number,
            cells: &self.cells,
            characters: &self.characters,
            columns: &self.columns,
            numbers: self
                .numbers
                .applies()
                .then_some((&self.numbers.values, &self.numbers.columns)),
            spaced: self.gap_between_cells(),
            trailing,
            marks: if self.marks_line.is_complete() {
                LineMarks::Line(&self.marks_line.masks, self.marks_line.fault(self.number))
            } else if self.marks_row.is_row() && !whole_in_a_row {
                LineMarks::Row(&self.marks_row)
            } else {
                LineMarks::None
            },
        })
    }

    /// Places the holes written as `-`, `_` or `*` in a compact line, or as empty fields of a
    /// comma-separated one, among the line's cells; returns what its last field is.
    fn place_other_holes(&mut self, end_column: u64) -> TrailingField {
        let mut slots = Slots {
            values: &mut self.cells.values,
            columns: &mut self.columns,
            characters: Some(&mut self.characters),
            hole_character: b'.',
        };
        let forced = self.forced_cells;
        if self.run.applies(|count| is_whole(forced, count)) && !self.border.is_border() {
            (self.cells.len, self.cells.fault) = self.run.apply(&mut slots, self.cells.len);
            self.numbers.possible = false;
            return TrailingField::None;
        }
        self.cells.len = self.fields.apply(&mut slots, self.cells.len, end_column);
        self.fields.trailing()
    }

    /// Whether the line is text (`Grid 01`, `Puzzle 1 (Easy)`, `Solution:`): it begins with a
    /// word of three letters or more, and is not a row of a larger grid whose letters are its
    /// symbols (`ABCD.1..` in a 16×16 grid): a row whose length is a size, or a whole puzzle,
    /// with no fault and no symbol past that size.
    fn is_text(&self) -> bool {
        if !self.opening.word {
            return false;
        }
        let count = self.cells.len;
        let size = if SIZES.contains(&count) {
            count
        } else if self.is_whole_puzzle(count) {
            count.isqrt()
        } else {
            return true;
        };
        let values = &self.cells.values[..count];
        self.cells.fault.is_some() || values.iter().any(|&value| usize::from(value) > size)
    }

    /// Moves to the next line, once the line ended is filed.
    pub fn next_line(&mut self) {
        self.number += 1;
        self.column = 0;
        self.kind = LineKind::Blank;
        self.cells.clear();
        self.numbers.clear();
        self.gap_after_cells = false;
        self.border = BorderScan::START;
        self.run = CompactRun::START;
        self.fields.clear();
        self.opening = Opening::START;
        self.marks_line.clear();
        self.marks_row.clear();
    }

    /// Whether something other than a cell stands between two cells of the line. The flag
    /// `gap_after_cells` also counts a gap after the last cell, so the columns tell: cells in
    /// a row occupy the columns from the first cell's on.
    fn gap_between_cells(&self) -> bool {
        let count = self.cells.len.min(MAX_CELLS);
        count > 1 && self.columns[count - 1] - self.columns[0] != (count - 1) as u32
    }

    /// A blank: after a whole puzzle's cells in a row, the rest of the line is an annotation.
    #[inline]
    fn blank(&mut self) {
        let whole = |count| self.is_whole_puzzle(count);
        let marks_line = self.marks_line.is_complete();
        if (!self.gap_after_cells && whole(self.cells.len)) || self.run.applies(whole) || marks_line
        {
            self.kind = LineKind::Annotation;
        } else {
            self.gap();
            self.run.blank();
        }
    }

    /// A separator: `-` may be a hole of a compact line, `,` ends a field.
    #[inline]
    fn separator(&mut self, byte: u8) {
        match byte {
            b'-' => self.run.dash(self.column + 1),
            _ => self.run.interrupt(),
        }
        match byte {
            b',' => self.fields.comma(self.cells.len, self.column + 1),
            _ => self.fields.other_separator(),
        }
        self.gap();
        self.kind = LineKind::Content;
    }

    /// `_` or `*`: a hole of a compact line, a fault anywhere else.
    fn hole_mark(&mut self, byte: u8) {
        self.run.mark(self.column + 1, byte);
        // Should the line turn out a compact run, the cell is a hole written `byte`.
        self.fault_cell(BadCharacter::Unexpected(char::from(byte)), byte);
    }

    /// A blank or separator: after the first cell, the cells are no longer in a row.
    #[inline]
    fn gap(&mut self) {
        self.column += 1;
        self.marks_line.interrupt();
        self.gap_after_cells |= !self.cells.is_empty();
    }

    /// A cell, written `byte` (a hole, or a value any size may turn out too small for).
    #[inline]
    fn cell(&mut self, value: u8, byte: u8) {
        self.column += 1;
        self.kind = LineKind::Content;
        self.fields.cell();
        self.marks_line.cell(value);
        if self.cells.len < MAX_CELLS {
            self.characters[self.cells.len] = byte;
            self.columns[self.cells.len] = self.column as u32;
        }
        self.cells.push(value);
    }

    /// Records a character fault: it takes a cell's place so the puzzle keeps its framing.
    fn bad_character(&mut self, character: BadCharacter) {
        self.run.symbol(self.column + 1);
        let fault = self.fault_cell(character, b'.');
        self.run.fault(fault);
    }

    /// A cell that is a fault, unless the line turns out a compact run and it a hole mark,
    /// written `written`.
    fn fault_cell(&mut self, character: BadCharacter, written: u8) -> Fault {
        self.numbers.possible = false;
        self.marks_line.possible = false;
        self.cell(0, written);
        let fault = Fault {
            line: self.number,
            column: self.column,
            kind: FaultKind::Character(character),
        };
        self.cells.fault.get_or_insert(fault);
        fault
    }
}
