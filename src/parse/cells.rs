//! The cells of a line or a grid in progress, with the first fault among them, and the faults
//! a cell can have once its puzzle's size is known.

use super::error::{BadCharacter, ParseError};
use crate::shape::MAX_CELLS;
use crate::symbols::Symbols;

/// A fault with its position, remembered until its puzzle is complete.
#[derive(Clone, Copy, Debug)]
pub(super) struct Fault {
    pub line: u64,
    pub column: u64,
    pub kind: FaultKind,
}

/// What is wrong at a fault's position.
#[derive(Clone, Copy, Debug)]
pub(super) enum FaultKind {
    /// A character outside the grammar.
    Character(BadCharacter),
    /// A symbol (or, in the number form, a number) above the puzzle's size.
    PastSize {
        /// The character as written, or the number.
        symbol: u8,
        /// Whether `symbol` is a number of the number form.
        number: bool,
        size: usize,
    },
    /// A cell of a candidate grid without any candidate.
    NoCandidate,
    /// A digit written twice in one cell of a candidate grid.
    RepeatedCandidate(u8),
    /// A row of a grid with the wrong number of cells.
    RowLength {
        cells: usize,
        size: usize,
        start: u64,
    },
}

impl Fault {
    /// The error reported for this fault; `symbols` names the symbols a size takes.
    pub fn into_error(self, symbols: Symbols) -> ParseError {
        let (line, column) = (self.line, self.column);
        match self.kind {
            FaultKind::Character(character) => ParseError::BadCharacter {
                line,
                column,
                character,
            },
            // A 9×9 puzzle keeps the message it always had.
            FaultKind::PastSize {
                symbol,
                number: false,
                size: 9,
            } => ParseError::BadCharacter {
                line,
                column,
                character: BadCharacter::Unexpected(char::from(symbol)),
            },
            FaultKind::PastSize {
                symbol,
                number,
                size,
            } => ParseError::PastSize {
                line,
                column,
                symbol: if number {
                    symbol.to_string()
                } else {
                    format!("'{}'", char::from(symbol))
                },
                size,
                takes: if number {
                    format!("1-{size}")
                } else {
                    symbols.describe(size)
                },
            },
            FaultKind::NoCandidate => ParseError::NoCandidate { line, column },
            FaultKind::RepeatedCandidate(digit) => ParseError::RepeatedCandidate {
                line,
                column,
                digit,
            },
            FaultKind::RowLength { cells, size, start } => ParseError::RowLength {
                line,
                cells,
                size,
                start,
            },
        }
    }

    /// The earlier of two faults of one line, by column.
    pub fn first_of(a: Option<Fault>, b: Option<Fault>) -> Option<Fault> {
        match (a, b) {
            (Some(a), Some(b)) => Some(if b.column < a.column { b } else { a }),
            (a, b) => a.or(b),
        }
    }
}

/// Cells collected so far, up to [`MAX_CELLS`], with the first fault among them.
#[derive(Clone, Copy)]
pub(super) struct Cells {
    pub values: [u8; MAX_CELLS],
    /// Cells seen; may pass [`MAX_CELLS`] (then only the count grows), saturating far above it.
    pub len: usize,
    pub fault: Option<Fault>,
}

impl Cells {
    pub const EMPTY: Cells = Cells {
        values: [0; MAX_CELLS],
        len: 0,
        fault: None,
    };

    #[inline]
    pub fn push(&mut self, value: u8) {
        if self.len < MAX_CELLS {
            self.values[self.len] = value;
        }
        self.len = self.len.saturating_add(1);
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Starts over, empty; the values are left as they are and overwritten as cells come.
    pub fn clear(&mut self) {
        self.len = 0;
        self.fault = None;
    }

    /// Adds `values`, which fit.
    pub fn extend(&mut self, values: &[u8]) {
        let at = self.len;
        self.values[at..at + values.len()].copy_from_slice(values);
        self.len += values.len();
    }
}
