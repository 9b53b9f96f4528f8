//! The moves that turn a 9×9 puzzle into an equivalent one: a transposition, then rows and
//! columns permuted (within bands and stacks, and the bands and stacks themselves), then the
//! digits relabelled.

use crate::generate::seed::PuzzleRng;
use crate::grid::{CELLS, Grid};

/// One of the 2 × 6⁸ rearrangements of cells that keep a Sudoku a Sudoku, with a relabelling of
/// the digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Transformation {
    /// Whether the grid is transposed first.
    pub transpose: bool,
    /// Row `i` of the result is row `rows[i]` of the (transposed) grid.
    pub rows: [u8; 9],
    /// Column `j` of the result is column `columns[j]` of the (transposed) grid.
    pub columns: [u8; 9],
    /// Digit `d` becomes `digits[d]`; `digits[0]` is 0, a hole stays a hole.
    pub digits: [u8; 10],
}

impl Transformation {
    /// The transformation that changes nothing.
    pub const IDENTITY: Transformation = Transformation {
        transpose: false,
        rows: [0, 1, 2, 3, 4, 5, 6, 7, 8],
        columns: [0, 1, 2, 3, 4, 5, 6, 7, 8],
        digits: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    };

    /// A uniformly random transformation drawn from `rng`.
    pub(crate) fn random(rng: &mut PuzzleRng) -> Transformation {
        let mut digits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
        rng.shuffle(&mut digits[1..]);
        Transformation {
            transpose: rng.below(2) == 1,
            rows: random_lines(rng),
            columns: random_lines(rng),
            digits,
        }
    }

    /// The grid this transformation makes of `grid`.
    pub fn apply(&self, grid: &Grid) -> Grid {
        let mut cells = [0u8; CELLS];
        for (target, value) in cells.iter_mut().enumerate() {
            let row = usize::from(self.rows[target / 9]);
            let column = usize::from(self.columns[target % 9]);
            let source = if self.transpose {
                column * 9 + row
            } else {
                row * 9 + column
            };
            *value = self.digits[usize::from(grid.get(source))];
        }
        Grid::from_cells(cells).expect("digits map to digits")
    }
}

/// A random order of the 9 rows (or columns) that keeps bands (stacks) together: the bands in
/// a random order, and the rows of each in a random order.
fn random_lines(rng: &mut PuzzleRng) -> [u8; 9] {
    let mut bands = [0u8, 1, 2];
    rng.shuffle(&mut bands);
    let mut lines = [0u8; 9];
    for (slot, band) in bands.into_iter().enumerate() {
        let mut within = [0u8, 1, 2];
        rng.shuffle(&mut within);
        for (k, row) in within.into_iter().enumerate() {
            lines[slot * 3 + k] = band * 3 + row;
        }
    }
    lines
}
