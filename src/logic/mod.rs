//! Logic solving as people do it, rated on Sudoku Explainer's scale: at each point the easiest
//! deduction SE would make is taken, applied and recorded, never guessing.
//!
//! [`rate`] gives a puzzle's SE rating (ER/EP/ED), [`explain`] the steps of the solve, [`hint`]
//! the next step of a game in progress. Techniques and their values are SE 1.2.1's (as gsf's
//! `serate` rates): singles, intersections, subsets, fish, wings, uniqueness patterns, aligned
//! exclusion and chains. The module does no I/O.
//!
//! ```
//! use resol::Grid;
//! use resol::logic::{Level, explain, rate};
//!
//! let puzzle: Grid =
//!     "................12..3.45.........4....6..3....1.7....8...18......4...5...7.2....."
//!         .parse()
//!         .unwrap();
//! let rating = rate(&puzzle).unwrap();
//! assert_eq!(format!("{}/{}/{}", rating.er, rating.ep, rating.ed), "3.0/1.2/1.2");
//! assert_eq!((rating.technique, rating.level()), (Some("Naked Pair"), Level::Fiendish));
//! let explanation = explain(&puzzle).unwrap();
//! assert_eq!(
//!     explanation.steps[0].to_string(),
//!     "Hidden Single in box 8: the only place left for 5 in box 8, so r9c5=5"
//! );
//! ```

mod aligned;
mod bug;
mod candidates;
mod chains;
mod combinations;
mod difficulty;
mod engine;
mod fish;
mod houses;
mod intersections;
mod singles;
mod step;
mod subsets;
mod unique_loops;
mod wings;

use thiserror::Error;

use crate::grid::Grid;
use crate::solver::{Algorithm, count_solutions, solve};

pub use difficulty::{Difficulty, Level};
pub use step::{Step, cell_name, house_name};

use candidates::Candidates;

/// Why a grid cannot be solved by logic.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum LogicError {
    /// The grid has no solution (its givens may already repeat a digit).
    #[error("no solution")]
    NoSolution,
    /// The grid has several solutions; logic techniques assume exactly one.
    #[error("no unique solution")]
    NotUnique,
}

/// A puzzle's rating on SE's scale.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rating {
    /// The hardest step on the path to the solution (20.0 when the techniques cannot finish).
    pub er: Difficulty,
    /// The hardest step up to the first placement.
    pub ep: Difficulty,
    /// The first step's difficulty.
    pub ed: Difficulty,
    /// The hardest step's technique, as SE names it; `None` for a filled grid or when the
    /// techniques cannot finish.
    pub technique: Option<&'static str>,
}

impl Rating {
    /// The named level of the puzzle, from its ER.
    pub fn level(&self) -> Level {
        self.er.level()
    }
}

/// A puzzle's logic solve: its steps in order, its rating and its solution.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation {
    /// The steps, in the order taken.
    pub steps: Vec<Step>,
    /// The puzzle's rating.
    pub rating: Rating,
    /// Whether the steps reach the solution (false when the techniques got stuck).
    pub complete: bool,
    /// The puzzle's unique solution.
    pub solution: Grid,
}

/// The SE rating of `puzzle`. A filled valid grid rates 0.0/0.0/0.0.
pub fn rate(puzzle: &Grid) -> Result<Rating, LogicError> {
    unique_solution(puzzle)?;
    let solve = engine::solve(Candidates::new(puzzle), false);
    Ok(rating(&solve))
}

/// The steps that solve `puzzle`, its rating and its solution.
pub fn explain(puzzle: &Grid) -> Result<Explanation, LogicError> {
    let solution = unique_solution(puzzle)?;
    let solve = engine::solve(Candidates::new(puzzle), true);
    debug_assert!(solve.stuck || solve.grid.to_grid() == solution);
    Ok(Explanation {
        rating: rating(&solve),
        complete: !solve.stuck,
        steps: solve.steps,
        solution,
    })
}

/// The step `explain` would give first on `grid` (a puzzle or a game in progress); `None`
/// when the grid is full or the techniques find no step.
pub fn hint(grid: &Grid) -> Result<Option<Step>, LogicError> {
    unique_solution(grid)?;
    Ok(engine::next_step(&Candidates::new(grid)))
}

/// The solution of `grid`, or why logic cannot start on it.
fn unique_solution(grid: &Grid) -> Result<Grid, LogicError> {
    if !grid.is_consistent() {
        return Err(LogicError::NoSolution);
    }
    match count_solutions(grid, 2, Algorithm::Fast) {
        0 => Err(LogicError::NoSolution),
        1 => solve(grid, Algorithm::Fast).ok_or(LogicError::NoSolution),
        _ => Err(LogicError::NotUnique),
    }
}

fn rating(solve: &engine::Solve) -> Rating {
    Rating {
        er: solve.er,
        ep: solve.ep,
        ed: solve.ed,
        technique: solve.hardest,
    }
}
