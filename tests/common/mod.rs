//! What the tests of classic 9×9 puzzles share: the library's solver asked about a [`Grid`],
//! answering with a [`Grid`].

use resol::{Algorithm, Grid, Problem};

/// The answer for a 9×9 `puzzle`: its smallest solution, if any.
pub fn solve(puzzle: &Grid, algorithm: Algorithm) -> Option<Grid> {
    resol::solve(&Problem::from(*puzzle), algorithm)
        .map(|solution| solution.as_nine().expect("a 9×9 solution"))
}

/// The number of solutions of a 9×9 `puzzle`, counting no further than `limit`.
pub fn count_solutions(puzzle: &Grid, limit: u64, algorithm: Algorithm) -> u64 {
    resol::count(&Problem::from(*puzzle), limit, algorithm)
}
