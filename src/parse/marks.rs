//! Candidate grids (pencil marks), 9×9 only, read two ways while a line is read: as a
//! 729-line (nine characters a cell, the digit `d` at the cell's `d`th place when it is a
//! candidate, `.` or `0` when not), and as a row of a PM grid (nine blank-separated cells, each
//! a list of candidate digits, one digit for a value).

use super::cells::{Fault, FaultKind};
use crate::grid::CELLS;

/// Characters of a 729-line: nine a cell.
pub(super) const MARKS_LINE: usize = 9 * CELLS;

/// Candidates of one cell: bit `d - 1` for the digit `d`.
pub(super) type Mask = u16;

/// The line read as a 729-line, character by character.
pub(super) struct MarksLine {
    /// Each cell's candidates so far.
    pub masks: [Mask; CELLS],
    /// Characters read so far, while every one fits.
    read: usize,
    /// Every character so far is a digit in its place, or a hole, with nothing between them.
    pub possible: bool,
}

impl MarksLine {
    pub const START: MarksLine = MarksLine {
        masks: [0; CELLS],
        read: 0,
        possible: true,
    };

    /// The next cell character of the line, `value` its digit or 0 for a hole.
    #[inline]
    pub fn cell(&mut self, value: u8) {
        if !self.possible {
            return;
        }
        let (cell, place) = (self.read / 9, self.read % 9);
        if self.read >= MARKS_LINE || (value != 0 && usize::from(value) != place + 1) {
            self.possible = false;
            return;
        }
        if value != 0 {
            self.masks[cell] |= 1 << place;
        }
        self.read += 1;
    }

    /// The whole line read at once, as these candidates.
    pub fn set(&mut self, masks: [Mask; CELLS]) {
        (self.masks, self.read, self.possible) = (masks, MARKS_LINE, true);
    }

    /// Something other than a cell character.
    pub fn interrupt(&mut self) {
        self.possible &= self.read == 0;
    }

    /// Whether the whole line was a 729-line.
    pub fn is_complete(&self) -> bool {
        self.possible && self.read == MARKS_LINE
    }

    /// The first cell without a candidate, as a fault on `line`.
    pub fn fault(&self, line: u64) -> Option<Fault> {
        let cell = self.masks.iter().position(|&mask| mask == 0)?;
        Some(Fault {
            line,
            column: 9 * cell as u64 + 1,
            kind: FaultKind::NoCandidate,
        })
    }

    pub fn clear(&mut self) {
        self.read = 0;
        self.masks = [0; CELLS];
        self.possible = true;
    }
}

/// The line read as a row of a PM grid: cells separated by blanks or `|`, each a list of
/// distinct digits 1 to 9.
pub(super) struct MarksRow {
    /// The candidates of each cell read, up to nine.
    pub masks: [Mask; 9],
    /// Cells read (may pass nine: the row is then of the wrong length).
    pub count: usize,
    /// The cell in progress, and whether it has begun.
    mask: Mask,
    begun: bool,
    /// Some cell has two or more candidates: the line is a PM row, not a row of givens.
    pub several: bool,
    /// Every cell so far is a list of digits.
    pub possible: bool,
    /// The first fault: a digit repeated in a cell, or a cell without a candidate.
    pub fault: Option<Fault>,
}

impl MarksRow {
    pub const START: MarksRow = MarksRow {
        masks: [0; 9],
        count: 0,
        mask: 0,
        begun: false,
        several: false,
        possible: true,
        fault: None,
    };

    /// The next byte of the line, at `column` on line `line`.
    pub fn byte(&mut self, byte: u8, line: u64, column: u64) {
        match byte {
            b'1'..=b'9' => {
                let bit = 1 << (byte - b'1');
                if self.mask & bit != 0 && self.fault.is_none() {
                    self.fault = Some(Fault {
                        line,
                        column,
                        kind: FaultKind::RepeatedCandidate(byte - b'0'),
                    });
                }
                self.mask |= bit;
                self.begun = true;
            }
            // A hole in a candidate grid is a cell without candidates.
            b'.' | b'0' if !self.begun => {
                self.fault.get_or_insert(Fault {
                    line,
                    column,
                    kind: FaultKind::NoCandidate,
                });
                self.begun = true;
            }
            b' ' | b'\t' | b'|' | b'\r' | b'\n' => self.end_cell(),
            _ => self.possible = false,
        }
    }

    /// Ends the cell in progress, if any.
    pub fn end_cell(&mut self) {
        if !self.begun {
            return;
        }
        if self.count < 9 {
            self.masks[self.count] = self.mask;
        }
        self.several |= self.mask.count_ones() > 1;
        self.count += 1;
        (self.mask, self.begun) = (0, false);
    }

    /// Whether the line reads as a row of candidate cells: nine of them, or any number when
    /// some cell has several candidates (a row of a candidate grid of the wrong length).
    pub fn is_row(&self) -> bool {
        self.possible && (self.count == 9 || (self.several && self.count > 0))
    }

    pub fn clear(&mut self) {
        *self = MarksRow::START;
    }
}
