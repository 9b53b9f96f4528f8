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
mod budget;
mod bug;
mod candidates;
mod chains;
mod combinations;
mod difficulty;
mod engine;
mod fish;
mod houses;
mod intersections;
mod names;
mod proof;
mod rating;
mod singles;
mod step;
mod subsets;
mod unique_loops;
mod wings;

use std::time::Duration;

use thiserror::Error;

use crate::grid::{CELLS, Grid};
use crate::marks::PencilMarks;
use crate::problem::Problem;
use crate::solver::{self, Algorithm, nine};

pub use difficulty::{Difficulty, Level};
pub use names::{cell_name, house_name};
pub use proof::{Chain, Inference, Rule, Statement};
pub use rating::{AtLeast, Rating};
pub use step::{NestedChain, Proof, Step};

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
    /// A candidate grid whose marks left out the digit its values' one solution puts in a
    /// cell: the first such cell, row-major, and that digit. It has no solution.
    #[error("{} has lost its solution digit {digit}", cell_name(*cell))]
    LostDigit {
        /// The cell, 0 to 80.
        cell: usize,
        /// The digit its marks lost.
        digit: u8,
    },
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
    rate_within(puzzle, None)
}

/// [`rate`] within a time budget, when `limit` is given: a rating whose logic solve would take
/// longer stops near the limit with lower bounds, marked in [`Rating::at_least`]. The clock is
/// looked at only inside chain searches, where the time of slow ratings goes, every so many
/// chain runs, so the limit may be overshot by some milliseconds, tens at the deepest nesting.
/// A rating that finishes in time is exactly [`rate`]'s.
pub fn rate_within(puzzle: &Grid, limit: Option<Duration>) -> Result<Rating, LogicError> {
    Ok(rate_from(Start::givens(puzzle)?, limit))
}

/// The steps that solve `puzzle`, its rating and its solution.
pub fn explain(puzzle: &Grid) -> Result<Explanation, LogicError> {
    Ok(explain_from(Start::givens(puzzle)?))
}

/// The step `explain` would give first on `grid` (a puzzle or a game in progress); `None`
/// when the grid is full or the techniques find no step.
pub fn hint(grid: &Grid) -> Result<Option<Step>, LogicError> {
    Ok(engine::shown_step(&Start::givens(grid)?.candidates))
}

/// [`rate`] from a candidate grid: the techniques start from its candidates.
pub fn rate_marks(marks: &PencilMarks) -> Result<Rating, LogicError> {
    rate_marks_within(marks, None)
}

/// [`rate_within`] from a candidate grid.
pub fn rate_marks_within(
    marks: &PencilMarks,
    limit: Option<Duration>,
) -> Result<Rating, LogicError> {
    Ok(rate_from(Start::marks(marks)?, limit))
}

/// [`explain`] from a candidate grid.
pub fn explain_marks(marks: &PencilMarks) -> Result<Explanation, LogicError> {
    Ok(explain_from(Start::marks(marks)?))
}

/// [`hint`] from a candidate grid: the first step from its candidates.
pub fn hint_marks(marks: &PencilMarks) -> Result<Option<Step>, LogicError> {
    Ok(engine::shown_step(&Start::marks(marks)?.candidates))
}

/// The candidates of `marks` once `step` is taken: its eliminations made, its placements
/// placed (and taken from their peers).
pub fn after_step(marks: &PencilMarks, step: &Step) -> PencilMarks {
    let mut candidates = Candidates::from_marks(marks);
    engine::apply(&mut candidates, step);
    candidates.marks()
}

/// Where logic starts: the candidates, and the one solution they lead to.
struct Start {
    candidates: Candidates,
    solution: Grid,
}

impl Start {
    /// The start of a puzzle of givens.
    fn givens(grid: &Grid) -> Result<Start, LogicError> {
        Ok(Start {
            solution: unique_solution(grid)?,
            candidates: Candidates::new(grid),
        })
    }

    /// The start of a candidate grid. One whose marks lost a digit of its values' one
    /// solution says which.
    fn marks(marks: &PencilMarks) -> Result<Start, LogicError> {
        let values = marks.values();
        if !values.is_consistent() {
            return Err(LogicError::NoSolution);
        }
        match solver::count(&Problem::from(marks), 2, Algorithm::Fast) {
            0 => Err(lost_digit(marks).unwrap_or(LogicError::NoSolution)),
            1 => Ok(Start {
                solution: solver::solve(&Problem::from(marks), Algorithm::Fast)
                    .and_then(|solution| solution.as_nine())
                    .ok_or(LogicError::NoSolution)?,
                candidates: Candidates::from_marks(marks),
            }),
            _ => Err(LogicError::NotUnique),
        }
    }
}

/// The first cell whose marks lost the digit that the one solution of the grid's values puts
/// there, if its values have one solution.
fn lost_digit(marks: &PencilMarks) -> Option<LogicError> {
    let solution = unique_solution(&marks.values()).ok()?;
    (0..CELLS)
        .find(|&cell| !marks.get(cell).contains(solution.get(cell)))
        .map(|cell| LogicError::LostDigit {
            cell,
            digit: solution.get(cell),
        })
}

fn rate_from(start: Start, limit: Option<Duration>) -> Rating {
    let solve = || engine::solve(start.candidates, false);
    let solve = match limit {
        Some(limit) => budget::within(limit, solve),
        None => solve(),
    };
    rating(&solve)
}

fn explain_from(start: Start) -> Explanation {
    let solve = engine::solve(start.candidates, true);
    debug_assert!(solve.stuck || solve.grid.to_grid() == start.solution);
    Explanation {
        rating: rating(&solve),
        complete: !solve.stuck,
        steps: solve.steps,
        solution: start.solution,
    }
}

/// The solution of `grid`, or why logic cannot start on it.
fn unique_solution(grid: &Grid) -> Result<Grid, LogicError> {
    if !grid.is_consistent() {
        return Err(LogicError::NoSolution);
    }
    match nine::count(grid, 2) {
        0 => Err(LogicError::NoSolution),
        1 => nine::solve(grid).ok_or(LogicError::NoSolution),
        _ => Err(LogicError::NotUnique),
    }
}

fn rating(solve: &engine::Solve) -> Rating {
    Rating {
        er: solve.er,
        ep: solve.ep,
        ed: solve.ed,
        technique: solve.hardest,
        at_least: solve.at_least,
    }
}
