//! Logic solving as people do it, rated on Sudoku Explainer's scale: at each point the
//! deduction SE would make is taken, applied and recorded, never guessing.
//!
//! [`rate`] gives a puzzle's SE rating (ER/EP/ED), [`explain`] the steps of the solve, [`hint`]
//! the next step of a game in progress. The module does no I/O.
//!
//! The techniques, their values and the order they are tried in are those of SE 1.2.1 as gsf's
//! `serate` rates (the first technique in this order that finds a step is taken, even when a
//! later one would be easier):
//!
//! | technique | difficulty |
//! |---|---|
//! | hidden single (last cell of a house 1.0, box 1.2, row or column 1.5) | 1.0–1.5 |
//! | direct pointing, direct claiming, direct hidden pair | 1.7, 1.9, 2.0 |
//! | naked single, direct hidden triplet | 2.3, 2.5 |
//! | pointing, claiming | 2.6, 2.8 |
//! | naked pair, X-Wing, hidden pair, naked triplet, Swordfish, hidden triplet | 3.0–4.0 |
//! | XY-Wing, XYZ-Wing | 4.2, 4.4 |
//! | unique rectangles and loops, types 1–4 | 4.5–5.0 and up |
//! | naked quad, Jellyfish, hidden quad | 5.0, 5.2, 5.4 |
//! | BUG types 1–4 | 5.6–5.7 and up |
//! | aligned pair exclusion | 6.2 |
//! | cycles and forcing chains (X, Y, XY) | 6.5–7.0 and up |
//! | aligned triplet exclusion | 7.5 |
//! | Nishio, multiple (cell, region), dynamic forcing chains | 7.5, 8.0, 8.5 and up |
//! | dynamic forcing chains (+), nested forcing chains (levels 2–5) | 9.0, 9.5–11.0 and up |
//!
//! Chains add SE's length penalty: 0.1 each time the number of potentials in the chains, less
//! two, passes 4, 6, 8, 12, 16, 24, 32, … A puzzle the techniques cannot finish rates 20.0.
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
//! assert_eq!(rating.to_string(), "3.0/1.2/1.2");
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
pub(crate) mod houses;
mod intersections;
mod singles;
mod step;
mod subsets;
mod unique_loops;
mod wings;

use std::fmt;

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

/// `ER/EP/ED`, as SE's rater prints a rating: `7.1/1.2/1.2`.
impl fmt::Display for Rating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}/{}", self.er, self.ep, self.ed)
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
