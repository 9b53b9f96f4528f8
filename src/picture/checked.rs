//! A reading of a grid's cells, as the solver's check keeps it: the values, their
//! probabilities, whether the puzzle they make has one solution, and what the check changed or
//! found as likely.

use crate::parse::CellChange;
use crate::problem::Problem;
use crate::shape::Shape;
use crate::sized::SizedGrid;
use crate::solver::{Algorithm, count};

use super::model::CLASSES;

/// How many of the least sure cells may change.
pub const DOUBTFUL_CELLS: usize = 6;

/// Below this probability, a cell's reading is worth a warning.
pub const LOW_CONFIDENCE: f32 = 0.6;

/// A reading checked by the solver.
#[derive(Clone, Debug)]
pub struct Checked {
    /// The values kept, 0 for an empty cell.
    pub grid: SizedGrid,
    /// The probability of each cell's value kept.
    pub probabilities: Vec<f32>,
    /// How many solutions the puzzle of the values kept has, counted up to 2 (several).
    pub solutions: u64,
    /// The cells changed from their likeliest value.
    pub changed: Vec<CellChange>,
    /// Other digits of the least sure cells, nearly as likely as the likeliest reading, each of
    /// which would give a puzzle with one solution too (and so another answer).
    pub rivals: Vec<CellChange>,
}

impl Checked {
    /// Whether the values kept make a puzzle with exactly one solution.
    pub fn unique(&self) -> bool {
        self.solutions == 1
    }

    /// The probability of the least sure cell's value.
    pub fn confidence(&self) -> f32 {
        self.probabilities.iter().copied().fold(1.0, f32::min)
    }

    /// How many cells hold a digit.
    pub fn digits(&self) -> usize {
        self.grid.given_count()
    }

    /// The sum of the logarithms of the values' probabilities: how likely the whole reading is.
    pub fn likelihood(&self) -> f32 {
        self.probabilities.iter().map(|p| p.max(1e-9).ln()).sum()
    }

    /// The least sure cells and their probabilities, least sure first: those below
    /// [`LOW_CONFIDENCE`], or the least sure one.
    pub fn doubtful(&self) -> Vec<(usize, f32)> {
        let mut cells: Vec<(usize, f32)> = self.probabilities.iter().copied().enumerate().collect();
        cells.sort_by(|a, b| a.1.total_cmp(&b.1));
        let low = cells
            .iter()
            .take_while(|(_, p)| *p < LOW_CONFIDENCE)
            .count();
        cells.truncate(low.clamp(1, DOUBTFUL_CELLS));
        cells
    }
}

/// The reading `values` with its probabilities, and how many solutions it has (up to 2).
pub fn checked(
    shape: Shape,
    cells: &[[f32; CLASSES]],
    values: Vec<u8>,
    changed: Vec<CellChange>,
) -> Checked {
    let probabilities = cells
        .iter()
        .zip(&values)
        .map(|(p, &v)| p[v as usize])
        .collect();
    let grid = SizedGrid::new(shape, values).expect("values within the grid's size");
    let solutions = solutions(&grid);
    Checked {
        grid,
        probabilities,
        solutions,
        changed,
        rivals: Vec::new(),
    }
}

/// How many solutions the puzzle of `grid`'s values has, counted up to 2.
fn solutions(grid: &SizedGrid) -> u64 {
    if grid.is_consistent() {
        count(&Problem::new(grid.clone()), 2, Algorithm::Fast)
    } else {
        0
    }
}
