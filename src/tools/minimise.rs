//! `--minimise`: givens taken away from a puzzle with one solution until none can go without a
//! second solution, by the generator's one-pass minimiser.
//!
//! A given is taken away when the puzzle keeps its one solution without it, and kept
//! otherwise; one pass over the givens is enough for a minimal puzzle (the proof is in
//! [`crate::generate`]'s documentation). The order of the pass is the cells' order, or a random
//! order from the generator's stream of a seed and the puzzle's index.

use crate::generate::minimise::{minimise as minimise_randomly, minimise_in_order};
use crate::generate::seed::PuzzleRng;
use crate::generate::sized;
use crate::grid::Grid;
use crate::logic::LogicError;
use crate::problem::Problem;
use crate::sized::SizedGrid;
use crate::solver::{Algorithm, count, solve};

/// The order in which givens are tried.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// Row by row, left to right.
    Cells,
    /// A random order from the stream of puzzle `index` of the run seeded with `seed`.
    Random {
        /// The run's seed.
        seed: u64,
        /// The puzzle's index in the run, from 0.
        index: u64,
    },
}

/// `puzzle` with givens taken away, in `order`, until it is minimal; its one solution stays
/// the same. A puzzle without a solution, or with several, has no minimal form of this kind.
/// A 9×9 puzzle goes to the 9×9 generator's minimiser, with its shortcuts; other sizes to the
/// size-general one.
pub fn minimise(puzzle: &SizedGrid, order: Order) -> Result<SizedGrid, LogicError> {
    let solution = unique_solution(puzzle)?;
    let orbits = single_cells(puzzle);
    if let (Some(nine), Some(solution)) = (puzzle.as_nine(), solution.as_nine()) {
        return Ok(minimise_nine(nine, &solution, &orbits, order).into());
    }
    let mut minimal = puzzle.clone();
    match order {
        Order::Cells => {
            let order: Vec<&[usize]> = orbits.iter().map(Vec::as_slice).collect();
            sized::minimise_in_order(&mut minimal, &solution, &order);
        }
        Order::Random { seed, index } => {
            let mut rng = PuzzleRng::new(seed, index);
            sized::minimise(&mut minimal, &solution, &orbits, &mut rng);
        }
    }
    Ok(minimal)
}

/// [`minimise`] for a 9×9 puzzle.
fn minimise_nine(mut minimal: Grid, solution: &Grid, orbits: &[Vec<usize>], order: Order) -> Grid {
    match order {
        Order::Cells => {
            let order: Vec<&[usize]> = orbits.iter().map(Vec::as_slice).collect();
            minimise_in_order(&mut minimal, solution, &order);
        }
        Order::Random { seed, index } => {
            let mut rng = PuzzleRng::new(seed, index);
            minimise_randomly(&mut minimal, solution, orbits, &mut rng);
        }
    }
    minimal
}

/// The one solution of `puzzle`, or why it has none.
fn unique_solution(puzzle: &SizedGrid) -> Result<SizedGrid, LogicError> {
    let problem = Problem::new(puzzle.clone());
    match count(&problem, 2, Algorithm::Fast) {
        0 => Err(LogicError::NoSolution),
        1 => Ok(solve(&problem, Algorithm::Fast).expect("a solution was counted")),
        _ => Err(LogicError::NotUnique),
    }
}

/// The givens of a puzzle, each an orbit of its own (the minimisers take orbits away whole).
fn single_cells(puzzle: &SizedGrid) -> Vec<Vec<usize>> {
    (0..puzzle.shape().cells())
        .filter(|&cell| puzzle.get(cell) != 0)
        .map(|cell| vec![cell])
        .collect()
}
