//! The rating a search near a set of puzzles aims at.

use std::ops::RangeInclusive;
use std::sync::OnceLock;

use crate::generate::explainer::ExplainerRating;
use crate::generate::improve::Rater;
use crate::grid::Grid;

/// The rating of a search near a set of puzzles: Sudoku Explainer's ER, or 0 for every puzzle
/// when no rating is asked for. The ratings of the set's puzzles, where every search starts,
/// are kept once found, for all searches of the run.
#[derive(Debug)]
pub(crate) struct NearRating {
    pub(super) explainer: bool,
    pub(super) ratings: Vec<OnceLock<f64>>,
}

impl Rater for NearRating {
    fn rate(&self, puzzle: &Grid) -> f64 {
        if self.explainer {
            ExplainerRating.rate(puzzle)
        } else {
            0.0
        }
    }

    fn bounds(&self, puzzle: &Grid, solution: &Grid) -> RangeInclusive<f64> {
        if self.explainer {
            ExplainerRating.bounds(puzzle, solution)
        } else {
            0.0..=0.0
        }
    }
}
