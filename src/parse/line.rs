//! One line of input, byte by byte: which bytes are cells, separators or faults, and what the
//! line holds once it ends: its cells, or nothing for a blank line, a comment, or a border line
//! of a boxed board. An annotation after a whole puzzle's cells in a row is passed over.
//!
//! A line is read two ways at once: one cell per symbol (`53..7....`, `1 . G 4`), and as
//! numbers separated by blanks or commas (`12 . 3 16`), which only sizes above 9 need. The
//! framing chooses between them once the line has ended.

use super::cells::{Cells, Fault, FaultKind};
use super::error::BadCharacter;
use super::holes::{CompactRun, EmptyFields, Slots, TrailingField};
use super::line_feed;
use super::marks::{MARKS_LINE, MarksLine, MarksRow, Mask};
use crate::grid::CELLS;
use crate::shape::{MAX_CELLS, MAX_SIZE, SIZES};
use crate::symbols::{Symbol, Symbols};

/// The byte-order mark, ignored at the very start of the input.
const BYTE_ORDER_MARK: char = '\u{FEFF}';

/// The class of an ASCII byte in the grammar.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ByteClass {
    /// A value from 1 (its puzzle's size decides whether it is too large) or a hole (0).
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

/// The class of `byte` in the grammar, with cells written in `symbols`.
const fn class_of(symbols: Symbols, byte: u8) -> ByteClass {
    match byte {
        b' ' | b'\t' => return ByteClass::Blank,
        b'#' => return ByteClass::Hash,
        b'\r' => return ByteClass::CarriageReturn,
        b'\n' => return ByteClass::LineFeed,
        _ => {}
    }
    match symbols.read(byte) {
        Some(Symbol::Hole) => ByteClass::Cell(0),
        Some(Symbol::Value(value)) => ByteClass::Cell(value),
        None => match byte {
            b'|' | b'+' | b'-' | b',' => ByteClass::Separator,
            b'=' | b'*' | b':' | b'\'' => ByteClass::Drawing,
            _ => ByteClass::Other,
        },
    }
}

/// Class of every byte in one convention, so the per-byte loop is a table look-up and one
/// match.
const fn class_table(symbols: Symbols) -> [ByteClass; 256] {
    let mut table = [ByteClass::Other; 256];
    let mut byte = 0;
    while byte < 256 {
        table[byte] = class_of(symbols, byte as u8);
        byte += 1;
    }
    table
}

/// The byte classes of each convention of symbols.
static BYTE_CLASSES: [[ByteClass; 256]; 3] = [
    class_table(Symbols::Standard),
    class_table(Symbols::Letters),
    class_table(Symbols::Hex),
];

/// The byte classes of `symbols`.
fn byte_classes(symbols: Symbols) -> &'static [ByteClass; 256] {
    match symbols {
        Symbols::Standard => &BYTE_CLASSES[0],
        Symbols::Letters => &BYTE_CLASSES[1],
        Symbols::Hex => &BYTE_CLASSES[2],
    }
}

/// Whether a count of cells is a whole puzzle of some size (16, 36, …, 81, …, 625).
const WHOLE_PUZZLE: [bool; MAX_CELLS + 1] = {
    let mut table = [false; MAX_CELLS + 1];
    let mut size = 0;
    while size < SIZES.len() {
        table[SIZES[size] * SIZES[size]] = true;
        size += 1;
    }
    table
};

/// The length of the line end of a line whose cells fill `chunk[..cells]`: a line feed, a
/// carriage return and a line feed, or a blank and an annotation up to the line feed. `None`
/// when something else follows the cells, or the line end is not in `chunk`.
fn line_end(chunk: &[u8], cells: usize) -> Option<usize> {
    match chunk.get(cells..cells + 2)? {
        [b'\n', _] => Some(1),
        b"\r\n" => Some(2),
        [b' ' | b'\t', _] => Some(line_feed(&chunk[cells + 1..])? + 2),
        _ => None,
    }
}

/// Whether `count` cells in a row make a whole puzzle: of the forced size's cells if one is
/// forced, else of any size.
fn is_whole(forced_cells: Option<usize>, count: usize) -> bool {
    match forced_cells {
        Some(cells) => count == cells,
        None => WHOLE_PUZZLE.get(count).copied().unwrap_or(false),
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

/// How a line begins: a word of three letters or more (`Grid`, `Puzzle`, `Solution`) makes it
/// text, unless it is a row of symbols after all.
#[derive(Clone, Copy)]
struct Opening {
    /// Letters in a row from the first character that is not a blank.
    letters: u8,
    /// The opening is over: a character other than a letter came, or the word is long enough.
    done: bool,
    /// The line begins with a word.
    word: bool,
}

impl Opening {
    const START: Opening = Opening {
        letters: 0,
        done: false,
        word: false,
    };

    /// Takes the next byte of the line into account.
    fn byte(&mut self, byte: u8) {
        if byte.is_ascii_alphabetic() {
            self.letters += 1;
            self.word = self.letters >= 3;
            self.done = self.word;
        } else {
            self.done = self.letters > 0 || !matches!(byte, b' ' | b'\t');
        }
    }
}

/// A UTF-8 sequence begun but not yet complete.
#[derive(Clone, Copy, Default)]
struct PendingUtf8 {
    bytes: [u8; 4],
    len: usize,
    needed: usize,
}

/// The line read as numbers separated by blanks or separators (`12 . 3 16`, `01,02`): each
/// token of one or two digits is a value (`0` and `00` holes), a lone `.` or `?` a hole.
/// Anything else on the line (a letter, a longer number, a `1.`) rules the reading out.
struct NumberReading {
    values: Cells,
    /// Column of each value's first character.
    columns: [u32; MAX_CELLS],
    /// The token in progress: its value, its digits, whether it is a hole, its column.
    value: u8,
    digits: u8,
    hole: bool,
    start: u32,
    /// Every token so far is a number or a hole.
    possible: bool,
    /// Some token has two digits: without one, the line reads the same one symbol a cell.
    two_digits: bool,
    /// The line's comma-separated fields, whose empty ones are holes.
    fields: EmptyFields,
}

impl NumberReading {
    const START: NumberReading = NumberReading {
        values: Cells::EMPTY,
        columns: [0; MAX_CELLS],
        value: 0,
        digits: 0,
        hole: false,
        start: 0,
        possible: true,
        two_digits: false,
        fields: EmptyFields::START,
    };

    /// Takes the next byte of the line, at `column` (from 1).
    #[inline]
    fn byte(&mut self, byte: u8, column: u64) {
        match byte {
            b'0'..=b'9' if !self.hole && self.digits < 2 => {
                if self.digits == 0 {
                    self.start = column as u32;
                }
                self.value = 10 * self.value + (byte - b'0');
                self.digits += 1;
            }
            b'.' | b'?' if !self.hole && self.digits == 0 => {
                self.hole = true;
                self.start = column as u32;
            }
            b' ' | b'\t' | b'\r' | b'\n' => self.end_token(),
            b',' => {
                self.end_token();
                self.fields.comma(self.values.len, column);
            }
            b'|' | b'+' | b'-' => {
                self.end_token();
                self.fields.other_separator();
            }
            _ => self.possible = false,
        }
    }

    /// Ends the token in progress, if any.
    fn end_token(&mut self) {
        if self.digits == 0 && !self.hole {
            return;
        }
        if usize::from(self.value) > MAX_SIZE {
            self.possible = false;
        }
        if self.values.len < MAX_CELLS {
            self.columns[self.values.len] = self.start;
        }
        self.values.push(self.value);
        self.fields.cell();
        self.two_digits |= self.digits == 2;
        (self.value, self.digits, self.hole) = (0, 0, false);
    }

    /// Whether the line reads as numbers and needs to: a value above 9 or a two-digit token.
    fn applies(&self) -> bool {
        self.possible && self.two_digits && !self.values.is_empty()
    }

    /// Ends the line at `end_column`: the token in progress, and the holes of empty fields.
    fn end(&mut self, end_column: u64) {
        self.end_token();
        let mut slots = Slots {
            values: &mut self.values.values,
            columns: &mut self.columns,
            characters: None,
        };
        self.values.len = self.fields.apply(&mut slots, self.values.len, end_column);
    }

    fn clear(&mut self) {
        self.values.clear();
        (self.value, self.digits, self.hole) = (0, 0, false);
        self.possible = true;
        self.two_digits = false;
        self.fields.clear();
    }
}

/// A finished line that holds cells, to be filed into a puzzle: its cells read one symbol a
/// cell, and read as numbers when that reading applies.
pub(super) struct FinishedLine<'a> {
    /// The line's number, from 1.
    pub number: u64,
    /// One cell per symbol, with the first character fault.
    pub cells: &'a Cells,
    /// The characters of those cells, as written, and their columns.
    pub characters: &'a [u8; MAX_CELLS],
    pub columns: &'a [u32; MAX_CELLS],
    /// The cells read as numbers, and their columns, when the line can be so read.
    pub numbers: Option<(&'a Cells, &'a [u32; MAX_CELLS])>,
    /// Something other than a cell stands between two of its cells (blanks, separators).
    pub spaced: bool,
    /// Whether the line ends with an empty field of a comma-separated row.
    pub trailing: TrailingField,
    /// The line read as candidates, when it can be.
    pub marks: LineMarks<'a>,
}

/// A finished line read as candidates.
pub(super) enum LineMarks<'a> {
    /// It is no candidate line.
    None,
    /// A 729-line: a whole candidate grid, and its first cell without a candidate.
    Line(&'a [Mask; CELLS], Option<Fault>),
    /// Nine cells of candidate digits: a row of a PM grid if it stands in one, or begins one.
    Row(&'a MarksRow),
}

/// A line's cells in the reading chosen for it.
pub(super) struct LineReading<'a> {
    pub number: u64,
    pub values: &'a [u8],
    /// Cells on the line; above [`MAX_CELLS`], only counted.
    pub count: usize,
    columns: &'a [u32],
    /// The characters as written; `None` in the number form.
    characters: Option<&'a [u8]>,
    /// The first character fault.
    fault: Option<Fault>,
    /// Whether the cells were read as numbers.
    pub numbers: bool,
    pub spaced: bool,
}

impl FinishedLine<'_> {
    /// The line read as numbers when `numbers` (and that reading exists), else a symbol a cell;
    /// with the hole of an empty last field when `trailing_hole`.
    pub fn reading(&self, numbers: bool, trailing_hole: bool) -> LineReading<'_> {
        let extra = usize::from(trailing_hole && self.trailing != TrailingField::None);
        let held = |count: usize| (count + extra).min(MAX_CELLS);
        match self.numbers {
            Some((values, columns)) if numbers => LineReading {
                number: self.number,
                values: &values.values[..held(values.len)],
                count: values.len + extra,
                columns,
                characters: None,
                fault: None,
                numbers: true,
                spaced: true,
            },
            _ => LineReading {
                number: self.number,
                values: &self.cells.values[..held(self.cells.len)],
                count: self.cells.len + extra,
                columns: self.columns,
                characters: Some(self.characters),
                fault: self.cells.fault,
                numbers: false,
                spaced: self.spaced,
            },
        }
    }
}

impl LineReading<'_> {
    /// The first fault of the line in a puzzle of size `size`: a character outside the
    /// grammar, or a symbol above the size, whichever comes first.
    pub fn fault(&self, size: usize) -> Option<Fault> {
        self.fault_in_first(size, MAX_CELLS)
    }

    /// [`LineReading::fault`] among the first `cells` cells only.
    pub fn fault_in_first(&self, size: usize, cells: usize) -> Option<Fault> {
        let within = &self.values[..self.values.len().min(cells)];
        let past = within.iter().position(|&value| usize::from(value) > size);
        let past = past.map(|index| Fault {
            line: self.number,
            column: u64::from(self.columns[index]),
            kind: FaultKind::PastSize {
                symbol: self.characters.map_or(self.values[index], |c| c[index]),
                number: self.characters.is_none(),
                size,
            },
        });
        let last_column = within
            .len()
            .checked_sub(1)
            .map_or(0, |last| self.columns[last]);
        let fault = self
            .fault
            .filter(|fault| fault.column <= u64::from(last_column));
        Fault::first_of(fault, past)
    }

    /// Whether some value is above `size`.
    pub fn exceeds(&self, size: usize) -> bool {
        self.values.iter().any(|&value| usize::from(value) > size)
    }
}

/// Whether `c` is a blank beyond ASCII: a no-break space (which word processors and web pages
/// put between cells), or another space of fixed width.
fn is_wide_blank(c: char) -> bool {
    matches!(
        c,
        '\u{A0}' | '\u{2000}'..='\u{200A}' | '\u{202F}' | '\u{205F}' | '\u{3000}'
    )
}

/// Whether `c` draws a board's lines (`─│┌┬┐├┼┤└┴┘`, `═║╔`…): a separator, like `-` and `|`.
fn is_box_drawing(c: char) -> bool {
    matches!(c, '\u{2500}'..='\u{257F}')
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

    /// Whether the line in progress has begun (anything but nothing at all was read on it).
    pub fn has_begun(&self) -> bool {
        self.column > 0 || self.utf8.needed > 0 || self.kind != LineKind::Blank
    }

    /// The fast path for the commonest input: when `chunk` starts a line with exactly 81 cell
    /// characters (`1`-`9` and holes) and its line end, or a blank and an annotation up to its
    /// line feed, reads that line at once, as the byte-by-byte path would, and returns the
    /// bytes used; [`LineScanner::end`] is then due. A 729-line of candidates is read at once
    /// too. Anything else (or a line not wholly in `chunk`) is `None` and goes through
    /// [`LineScanner::byte`].
    pub fn whole_line(&mut self, chunk: &[u8]) -> Option<usize> {
        let at_line_start = !self.has_begun() && !self.carriage_return;
        if !at_line_start || self.forced_cells.is_some_and(|cells| cells != CELLS) {
            return None;
        }
        if chunk.len() > MARKS_LINE && matches!(chunk[CELLS], b'0'..=b'9' | b'.') {
            return self.whole_marks_line(chunk);
        }
        let ending = line_end(chunk, CELLS)?;
        // Symbols above 9 are a fault in an 81-cell line; the state machine reports them.
        let mut values = [0; CELLS];
        for (value, &byte) in values.iter_mut().zip(&chunk[..CELLS]) {
            match self.classes[byte as usize] {
                ByteClass::Cell(cell) if cell <= 9 => *value = cell,
                _ => return None,
            }
        }
        self.cells.values[..CELLS].copy_from_slice(&values);
        self.cells.len = CELLS;
        // The cells stand in a row: the columns of the first and last say so.
        (self.columns[0], self.columns[CELLS - 1]) = (1, CELLS as u32);
        self.column = CELLS as u64;
        self.kind = LineKind::Content;
        self.numbers.possible = false;
        Some(CELLS + ending)
    }

    /// [`LineScanner::whole_line`] for a 729-line: each digit at its place in its cell, or a
    /// hole.
    fn whole_marks_line(&mut self, chunk: &[u8]) -> Option<usize> {
        let ending = line_end(chunk, MARKS_LINE)?;
        let mut masks = [0; CELLS];
        for (mask, characters) in masks.iter_mut().zip(chunk[..MARKS_LINE].chunks_exact(9)) {
            for (place, &byte) in characters.iter().enumerate() {
                match byte {
                    b'.' | b'0' => {}
                    _ if usize::from(byte) == usize::from(b'1') + place => *mask |= 1 << place,
                    _ => return None,
                }
            }
        }
        self.marks_line.set(masks);
        // Only counted: the candidates are what the line holds.
        self.cells.len = MARKS_LINE;
        (self.columns[0], self.columns[MAX_CELLS - 1]) = (1, MAX_CELLS as u32);
        self.column = MARKS_LINE as u64;
        self.kind = LineKind::Content;
        self.numbers.possible = false;
        self.marks_row.possible = false;
        Some(MARKS_LINE + ending)
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
            } else if self.marks_row.is_row() {
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
            b'-' => self.run.mark(self.column + 1),
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
        self.run.mark(self.column + 1);
        self.fault_cell(BadCharacter::Unexpected(char::from(byte)));
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
        let fault = self.fault_cell(character);
        self.run.fault(fault);
    }

    /// A cell that is a fault, unless the line turns out a compact run and it a hole mark.
    fn fault_cell(&mut self, character: BadCharacter) -> Fault {
        self.numbers.possible = false;
        self.marks_line.possible = false;
        self.cell(0, b'.');
        let fault = Fault {
            line: self.number,
            column: self.column,
            kind: FaultKind::Character(character),
        };
        self.cells.fault.get_or_insert(fault);
        fault
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
            Some(c) if is_wide_blank(c) => {
                self.numbers.end_token();
                self.blank();
            }
            Some(c) if is_box_drawing(c) => {
                self.numbers.end_token();
                self.separator(b'|');
            }
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
