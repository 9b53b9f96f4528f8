//! True candidates: the values each cell holds in at least one solution, as a setter checking
//! a puzzle for uniqueness wants to see them.

use super::{Algorithm, first_found};
use crate::problem::Problem;
use crate::sized::SizedGrid;

/// For each cell of `problem`, the values (bit `v - 1` for the value `v`) it holds in at least
/// one solution; `None` when it has no solution. A unique puzzle's true candidates are its
/// solution.
///
/// Each solution found marks its values; a value not yet marked in a cell is then asked for
/// directly (a solution with that value there), so that every question either finds a solution,
/// which usually marks many values at once, or proves the value false.
pub fn true_candidates(problem: &Problem, algorithm: Algorithm) -> Option<Vec<u32>> {
    let first = first_found(problem, algorithm)?;
    let mut marked = vec![0u32; problem.shape().cells()];
    mark(&mut marked, &first);
    for cell in 0..marked.len() {
        let mut open = problem.allowed(cell) & !marked[cell];
        while open != 0 {
            let bit = open & open.wrapping_neg();
            let asked = problem.clone().restricted(cell, bit);
            if let Some(solution) = first_found(&asked, algorithm) {
                mark(&mut marked, &solution);
            }
            open &= !bit & !marked[cell];
        }
    }
    Some(marked)
}

/// Marks the values of `solution` among the true candidates.
fn mark(marked: &mut [u32], solution: &SizedGrid) {
    for (cell, &value) in solution.cells().iter().enumerate() {
        marked[cell] |= 1 << (value - 1);
    }
}
