//! A finished line and the readings of its cells: one symbol a cell, or numbers.

use crate::grid::CELLS;
use crate::parse::cells::{Cells, Fault, FaultKind};
use crate::parse::holes::TrailingField;
use crate::parse::marks::{MarksRow, Mask};
use crate::shape::MAX_CELLS;

/// A finished line that holds cells, to be filed into a puzzle: its cells read one symbol a
/// cell, and read as numbers when that reading applies.
pub(in crate::parse) struct FinishedLine<'a> {
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
pub(in crate::parse) enum LineMarks<'a> {
    /// It is no candidate line.
    None,
    /// A 729-line: a whole candidate grid, and its first cell without a candidate.
    Line(&'a [Mask; CELLS], Option<Fault>),
    /// Nine cells of candidate digits: a row of a PM grid if it stands in one, or begins one.
    Row(&'a MarksRow),
}

/// A line's cells in the reading chosen for it.
pub(in crate::parse) struct LineReading<'a> {
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
    /// Whether the last cell is the hole of an empty last field, written with no character.
    trailing_hole: bool,
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
                trailing_hole: extra > 0,
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
                trailing_hole: extra > 0,
            },
        }
    }
}

impl LineReading<'_> {
    /// The character the line's first hole was written with, if it has one and was read a
    /// symbol a cell; `.` for an empty comma-separated field.
    pub fn hole(&self) -> Option<u8> {
        let characters = self.characters?;
        let index = self.values.iter().position(|&value| value == 0)?;
        let empty_last_field = self.trailing_hole && index + 1 == self.values.len();
        Some(if empty_last_field {
            b'.'
        } else {
            characters[index]
        })
    }

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
