//! Filing a variant puzzle, read from one line by its form's decoder, among the classic ones.

use std::sync::Arc;

use super::Framer;
use crate::parse::error::{CutShortBy, ParseError};
use crate::parse::puzzle::{Notation, Puzzle, PuzzleForm, VariantRules};
use crate::parse::variant::{FormError, VariantPuzzle};

impl Framer {
    /// Files a variant puzzle read from line `number` (or why it could not be read): a puzzle
    /// of its own, which cuts short the grid in progress, as a whole classic line does.
    pub fn file_variant(&mut self, number: u64, read: Result<VariantPuzzle, FormError>) {
        self.row_of_values = None;
        self.cut_grid_short(CutShortBy::VariantLine, number);
        let forced = self.reading.shape;
        let result = read
            .map_err(|error| ParseError::Variant {
                line: number,
                error,
            })
            .and_then(|read| match forced {
                Some(forced) if forced != read.grid.shape() => Err(ParseError::ForcedShape {
                    line: number,
                    shape: read.grid.shape(),
                    forced,
                }),
                _ => Ok(read),
            })
            .map(|read| Puzzle {
                grid: read.grid,
                form: PuzzleForm::Line,
                notation: Notation::Symbols,
                hole: b'.',
                line: number,
                marks: None,
                variant: Some(Arc::new(VariantRules {
                    variant: Arc::new(read.variant),
                    allowed: read.allowed,
                })),
                picture: None,
            });
        self.emit(result);
    }
}
