//! The grid in progress: how it is framed, and what its lines gave so far.

use crate::grid::CELLS;
use crate::parse::cells::{Cells, Fault};
use crate::parse::marks::Mask;
use crate::shape::Shape;

/// How the grid in progress is framed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum GridKind {
    /// A 9×9 grid: lines of any lengths add up to 81 cells.
    Nine,
    /// An N×N grid (N not 9) of N rows of N cells.
    Rows(Shape),
    /// A grid of the forced shape: lines of any lengths add up to N² cells.
    Forced(Shape),
    /// A 9×9 candidate grid (PM grid): nine rows of nine cells of candidates.
    Marks,
}

impl GridKind {
    pub(super) fn shape(self) -> Shape {
        match self {
            GridKind::Nine | GridKind::Marks => Shape::NINE,
            GridKind::Rows(shape) | GridKind::Forced(shape) => shape,
        }
    }
}

/// The grid in progress.
pub(super) struct GridInProgress {
    pub(super) cells: Cells,
    pub(super) kind: GridKind,
    /// Its first and last lines, and how many lines it has.
    pub(super) start: u64,
    pub(super) end: u64,
    pub(super) rows: usize,
    /// Whether some line was written in the number form.
    pub(super) numbers: bool,
    /// The character of its first hole, as written (see [`crate::parse::Puzzle::hole`]).
    pub(super) hole: Option<u8>,
    /// The first line's fault were the grid 9×9, for a grid begun as N×N that turns out 9×9.
    pub(super) fault_if_nine: Option<Fault>,
    /// The candidates of its rows, while every row is nine cells of candidate digits: those
    /// of a candidate grid, or of a 9×9 grid whose rows so far may begin one.
    pub(super) marks: Option<Box<[Mask; CELLS]>>,
}

impl GridInProgress {
    /// A grid of `kind` begun on line `start`, with no cells yet.
    pub(super) fn new(kind: GridKind, start: u64) -> GridInProgress {
        GridInProgress {
            cells: Cells::EMPTY,
            kind,
            start,
            end: start,
            rows: 0,
            numbers: false,
            hole: None,
            fault_if_nine: None,
            marks: None,
        }
    }
}
