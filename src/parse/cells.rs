//! The cells of a line or a grid in progress, with the first character fault among them.

use super::error::{BadCharacter, ParseError};
use crate::grid::CELLS;

/// A character fault with its position, remembered until its puzzle is complete.
#[derive(Clone, Copy, Debug)]
pub(super) struct Fault {
    pub line: u64,
    pub column: u64,
    pub character: BadCharacter,
}

impl Fault {
    pub fn into_error(self) -> ParseError {
        ParseError::BadCharacter {
            line: self.line,
            column: self.column,
            character: self.character,
        }
    }
}

/// Cells collected so far, up to 81, with the first character fault among them.
#[derive(Clone, Copy)]
pub(super) struct Cells {
    pub values: [u8; CELLS],
    /// Cells seen; may pass 81 (then only the count grows), saturating far above it.
    pub len: usize,
    pub fault: Option<Fault>,
}

impl Cells {
    pub const EMPTY: Cells = Cells {
        values: [0; CELLS],
        len: 0,
        fault: None,
    };

    #[inline]
    pub fn push(&mut self, value: u8) {
        if self.len < CELLS {
            self.values[self.len] = value;
        }
        self.len = self.len.saturating_add(1);
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Adds the cells of `line`, which fit, keeping the first fault.
    pub fn extend(&mut self, line: &Cells) {
        let at = self.len;
        self.values[at..at + line.len].copy_from_slice(&line.values[..line.len]);
        self.len += line.len;
        self.fault = self.fault.or(line.fault);
    }
}
