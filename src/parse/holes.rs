//! Holes written in other ways than `.`, `0` and `?`: `-`, `_` and `*` in a compact line of a
//! whole puzzle's symbols (`53--7----6--195----…`, as puzzle sites and the Sudoku Explainer
//! family write them), and the empty fields of a comma-separated row (`5,3,,,7,,,,`, as a
//! spreadsheet saves one). Each is tracked while the line is read and applied once it ends.

use super::cells::Fault;
use crate::shape::MAX_CELLS;

/// The line read as one compact run of symbols, where `-`, `_` and `*` are holes: no blank or
/// other separator between its first symbol and its last. Only a run whose length is a whole
/// puzzle is read this way; anywhere else `-` is a separator and `_` and `*` are faults.
#[derive(Clone, Copy)]
pub(super) struct CompactRun {
    /// Symbols and hole marks in the run so far.
    length: usize,
    /// Column of the run's first character.
    start: u64,
    /// Some `-`, `_` or `*` is in the run.
    marks: bool,
    /// Something other than `-` is in the run: a line of `-` alone is a separator line.
    not_only_dashes: bool,
    /// The first hole mark of the run, with which its holes are written.
    first_mark: u8,
    /// A blank came after the run: anything but blanks after it breaks it (an annotation may
    /// follow a whole puzzle, and is not read).
    ended: bool,
    /// Something other than a symbol or a hole mark came inside the run.
    broken: bool,
    /// The run's first character fault that is not a hole mark.
    fault: Option<Fault>,
}

impl CompactRun {
    pub const START: CompactRun = CompactRun {
        length: 0,
        start: 0,
        marks: false,
        not_only_dashes: false,
        first_mark: b'-',
        ended: false,
        broken: false,
        fault: None,
    };

    /// A symbol of the line (a fault included) at `column`.
    #[inline]
    pub fn symbol(&mut self, column: u64) {
        self.extend(column);
        self.not_only_dashes = true;
    }

    /// A `-` at `column`.
    pub fn dash(&mut self, column: u64) {
        self.hole_mark(column, b'-');
    }

    /// A `_` or `*` at `column`.
    pub fn mark(&mut self, column: u64, byte: u8) {
        self.hole_mark(column, byte);
        self.not_only_dashes = true;
    }

    /// The hole mark `byte` at `column`.
    fn hole_mark(&mut self, column: u64, byte: u8) {
        self.extend(column);
        if !self.marks {
            self.first_mark = byte;
        }
        self.marks = true;
    }

    #[inline]
    fn extend(&mut self, column: u64) {
        if self.length == 0 {
            self.start = column;
        }
        self.broken |= self.ended;
        self.length += 1;
    }

    /// A blank: after the run's first character, it ends the run.
    #[inline]
    pub fn blank(&mut self) {
        self.ended |= self.length > 0;
    }

    /// A separator other than `-`, or a character that is neither a symbol nor a blank.
    pub fn interrupt(&mut self) {
        self.broken = true;
    }

    /// A character fault that is not a hole mark: the first stays the run's fault.
    pub fn fault(&mut self, fault: Fault) {
        self.fault.get_or_insert(fault);
    }

    /// Whether the line is a compact run with hole marks whose length `whole` accepts.
    pub fn applies(&self, whole: impl Fn(usize) -> bool) -> bool {
        !self.broken && self.marks && self.not_only_dashes && whole(self.length)
    }

    /// Rewrites the `len` cells of a line in `slots`, which are the run's symbols but not its
    /// `-` marks, as the run's cells: each symbol moves to its place in the run, and every mark
    /// is a hole. Returns the run's length and its first fault: the `_` and `*` marks were
    /// faults of the cells, holes here.
    pub fn apply(&self, slots: &mut Slots, len: usize) -> (usize, Option<Fault>) {
        slots.hole_character = self.first_mark;
        let mut place = self.length;
        // Backwards, as a symbol's place in the run is never before its index in the cells.
        for index in (0..len.min(MAX_CELLS)).rev() {
            let at = (u64::from(slots.columns[index]) - self.start) as usize;
            while place > at + 1 {
                place -= 1;
                slots.hole(place, self.start + place as u64);
            }
            place -= 1;
            slots.shift(index, place);
        }
        while place > 0 {
            place -= 1;
            slots.hole(place, self.start + place as u64);
        }
        (self.length, self.fault)
    }
}

/// The cells of one reading of a line, to be rewritten in place: their values, their columns,
/// and, for the one-symbol-a-cell reading, the characters as written.
pub(super) struct Slots<'a> {
    pub values: &'a mut [u8],
    pub columns: &'a mut [u32],
    pub characters: Option<&'a mut [u8]>,
    /// The character of the holes placed: a compact run's first mark, else `.` (an empty
    /// field is written with none).
    pub hole_character: u8,
}

impl Slots<'_> {
    /// Moves the cell at `from` up to `to`.
    fn shift(&mut self, from: usize, to: usize) {
        self.values[to] = self.values[from];
        self.columns[to] = self.columns[from];
        if let Some(characters) = &mut self.characters {
            characters[to] = characters[from];
        }
    }

    /// Makes cell `place` a hole written at `column`.
    fn hole(&mut self, place: usize, column: u64) {
        self.values[place] = 0;
        self.columns[place] = column as u32;
        if let Some(characters) = &mut self.characters {
            characters[place] = self.hole_character;
        }
    }
}

/// The fields of a comma-separated line: an empty one (nothing but blanks between two commas,
/// before the first or after the last) is a hole. Lines with other separators (`|`, `+`, `-`)
/// take no empty fields: their commas are only separators.
#[derive(Clone)]
pub(super) struct EmptyFields {
    /// The field in progress holds a cell.
    filled: bool,
    commas: usize,
    /// Where each empty field stands: the index its hole takes among the cells, and the
    /// column of the comma after it.
    empty: Vec<(usize, u32)>,
    /// A separator other than a comma or a blank is on the line.
    other_separator: bool,
}

/// The empty last field of a comma-separated line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum TrailingField {
    /// The line ends with a filled field, or is not comma-separated.
    None,
    /// The last field is empty and others are too: a hole, as a spreadsheet writes it.
    Hole,
    /// Only the last field is empty: a hole (`1,2,3,4,5,6,7,8,`), or a trailing comma after a
    /// complete row (`5,3,0,0,7,0,0,0,0,`); where the line stands decides.
    Either,
}

impl EmptyFields {
    pub const START: EmptyFields = EmptyFields {
        filled: false,
        commas: 0,
        empty: Vec::new(),
        other_separator: false,
    };

    /// A cell in the field in progress.
    #[inline]
    pub fn cell(&mut self) {
        self.filled = true;
    }

    /// A comma at `column`, after `cells` cells of the line.
    pub fn comma(&mut self, cells: usize, column: u64) {
        if !self.filled && self.empty.len() < MAX_CELLS {
            self.empty.push((cells + self.empty.len(), column as u32));
        }
        self.filled = false;
        self.commas += 1;
    }

    /// A separator other than a comma.
    pub fn other_separator(&mut self) {
        self.other_separator = true;
    }

    fn applies(&self) -> bool {
        self.commas > 0 && !self.other_separator
    }

    /// What the line's last field is, once it has ended.
    pub fn trailing(&self) -> TrailingField {
        if !self.applies() || self.filled {
            TrailingField::None
        } else if self.empty.is_empty() {
            TrailingField::Either
        } else {
            TrailingField::Hole
        }
    }

    /// Places the holes of the empty fields among the first `len` cells of `slots`. The last
    /// field's hole, if it is empty, is written just past the end, not counted. Returns the
    /// new count of cells; past [`MAX_CELLS`] only the count is kept, as for any over-long
    /// line.
    pub fn apply(&self, slots: &mut Slots, len: usize, end_column: u64) -> usize {
        if !self.applies() {
            return len;
        }
        let total = len + self.empty.len();
        // Backwards, as each cell moves up by the holes before it. Past MAX_CELLS, cells are
        // only counted, as on any over-long line.
        let mut holes = self.empty.iter().rev().peekable();
        let mut source = len;
        for place in (0..total).rev() {
            let hole = holes.next_if(|&&(index, _)| index == place);
            if hole.is_none() {
                source -= 1;
            }
            match hole {
                _ if place >= MAX_CELLS => {}
                Some(&(_, column)) => slots.hole(place, u64::from(column)),
                None => slots.shift(source, place),
            }
        }
        if total < MAX_CELLS && self.trailing() != TrailingField::None {
            slots.hole(total, end_column);
        }
        total
    }

    /// Starts a new line.
    pub fn clear(&mut self) {
        self.filled = false;
        self.commas = 0;
        self.empty.clear();
        self.other_separator = false;
    }
}
