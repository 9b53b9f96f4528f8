//! What a variant form reads into: the givens, the allowed values and the variant.

use crate::sized::SizedGrid;
use crate::variant::Variant;

/// A variant puzzle read from one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantPuzzle {
    /// The givens, 0 for a hole, in the puzzle's shape.
    pub grid: SizedGrid,
    /// Each cell's allowed values (bit `v - 1` for the value `v`), when the form restricts
    /// some cell to fewer than every value (f-puzzles' given pencil marks, ISS's givens of
    /// several values); `None` otherwise.
    pub allowed: Option<Vec<u32>>,
    /// The rules and the irregular regions.
    pub variant: Variant,
}
