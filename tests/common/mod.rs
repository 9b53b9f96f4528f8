//! What the test crates share: the library's solver asked about a 9×9 [`Grid`], answering with
//! a [`Grid`], and the number of cases of a property test. Each crate uses part of it.
#![allow(dead_code)]

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

/// Cases of a property test: `default`, or the number in the environment variable `variable`
/// (CI runs more in a release build).
pub fn cases(variable: &str, default: u32) -> u32 {
    std::env::var(variable)
        .ok()
        .and_then(|cases| cases.parse().ok())
        .unwrap_or(default)
}
