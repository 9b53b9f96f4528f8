//! The line read as numbers separated by blanks or separators, which only sizes above 9 need.

use crate::parse::cells::Cells;
use crate::parse::holes::{EmptyFields, Slots};
use crate::shape::{MAX_CELLS, MAX_SIZE};

/// The line read as numbers separated by blanks or separators (`12 . 3 16`, `01,02`): each
/// token of one or two digits is a value (`0` and `00` holes), a lone `.` or `?` a hole.
/// Anything else on the line (a letter, a longer number, a `1.`) rules the reading out.
pub(super) struct NumberReading {
    pub(super) values: Cells,
    /// Column of each value's first character.
    pub(super) columns: [u32; MAX_CELLS],
    /// The token in progress: its value, its digits, whether it is a hole, its column.
    value: u8,
    digits: u8,
    hole: bool,
    start: u32,
    /// Every token so far is a number or a hole.
    pub(super) possible: bool,
    /// Some token has two digits: without one, the line reads the same one symbol a cell.
    two_digits: bool,
    /// The line's comma-separated fields, whose empty ones are holes.
    fields: EmptyFields,
}

impl NumberReading {
    pub(super) const START: NumberReading = NumberReading {
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
    pub(super) fn byte(&mut self, byte: u8, column: u64) {
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
    pub(super) fn end_token(&mut self) {
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
    pub(super) fn applies(&self) -> bool {
        self.possible && self.two_digits && !self.values.is_empty()
    }

    /// Ends the line at `end_column`: the token in progress, and the holes of empty fields.
    pub(super) fn end(&mut self, end_column: u64) {
        self.end_token();
        let mut slots = Slots {
            values: &mut self.values.values,
            columns: &mut self.columns,
            characters: None,
            hole_character: b'.',
        };
        self.values.len = self.fields.apply(&mut slots, self.values.len, end_column);
    }

    pub(super) fn clear(&mut self) {
        self.values.clear();
        (self.value, self.digits, self.hole) = (0, 0, false);
        self.possible = true;
        self.two_digits = false;
        self.fields.clear();
    }
}
