//! Solving: the engines behind one small API (first solution, solution count up to a limit).

mod classic;
mod fast;

use crate::grid::Grid;
use crate::named::Named;

/// The search engine to run. Every engine gives the same answers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Algorithm {
    /// Band bitboards with constraint propagation: the default.
    #[default]
    Fast,
    /// The seed lesson's cell-by-cell backtracking: the readable reference.
    Classic,
}

impl Named for Algorithm {
    const NAMED: &'static [(&'static str, Algorithm)] =
        &[("fast", Algorithm::Fast), ("classic", Algorithm::Classic)];
}

/// The answer `resol` prints for `puzzle`: its lexicographically smallest solution (the 81
/// digits read row-major), or `None` when it has none (including givens that already conflict).
pub fn solve(puzzle: &Grid, algorithm: Algorithm) -> Option<Grid> {
    match algorithm {
        Algorithm::Fast => fast::solve(puzzle),
        Algorithm::Classic => classic::solve(puzzle),
    }
}

/// The number of solutions of `puzzle`, exact below `limit`; a result equal to `limit` means
/// "`limit` or more". A `limit` of 2 asks whether the puzzle is unique.
pub fn count_solutions(puzzle: &Grid, limit: u64, algorithm: Algorithm) -> u64 {
    match algorithm {
        Algorithm::Fast => fast::count(puzzle, limit),
        Algorithm::Classic => classic::count(puzzle, limit),
    }
}
