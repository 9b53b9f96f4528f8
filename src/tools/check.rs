//! `--check`: whether an answer is a valid completion of a puzzle, and if not, its first fault.
//!
//! Any valid completion is accepted, whichever of several solutions it is: the answer must keep
//! every given, fill every hole, and repeat no value in a house. An answer that says there is
//! no solution is right exactly when the puzzle has none, and a wrong answer to a puzzle with no
//! solution is reported as that. The checks run over the cells and the houses of the puzzle's
//! shape, so every size is checked alike; cells are named `r3c4` and houses `row 3`,
//! `column 5`, `box 7` as `--explain` names them (an irregular region is `region 4`). A
//! variant puzzle's answer must also keep each cell's allowed values and every rule, the first
//! rule it breaks named as the variant's checker names it.

use std::fmt;

use crate::problem::Problem;
use crate::shape::Shape;
use crate::sized::SizedGrid;
use crate::solver::{Algorithm, solve};
use crate::variant::{Broken, Checker, Variant};
use crate::words::NO_SOLUTION;

/// What an answers file says about a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Response {
    /// A grid, holes allowed (a hole is a fault).
    Grid(SizedGrid),
    /// `Sense solució`: the puzzle has no solution.
    NoSolution,
}

/// The first thing wrong with an answer. Cells and houses are named as `--explain` names them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// A cell of the answer is a hole.
    Empty {
        /// The cell's name, `r3c4`.
        cell: String,
    },
    /// A cell of the answer holds another value than the puzzle's given there.
    ChangesGiven {
        /// The cell's name.
        cell: String,
        /// The puzzle's given.
        given: u8,
        /// The answer's value.
        written: u8,
    },
    /// A value stands twice or more in one house of the answer.
    Repeats(Conflict),
    /// A cell of the answer holds a value the puzzle does not allow there (a value outside a
    /// cell's given pencil marks).
    NotAllowed {
        /// The cell's name.
        cell: String,
        /// The answer's value.
        written: u8,
    },
    /// The answer breaks a rule of the variant.
    Breaks(Broken),
    /// The answer is a grid of another size than the puzzle.
    OtherSize {
        /// The answer's size N.
        answer: usize,
        /// The puzzle's.
        puzzle: usize,
    },
    /// The answer says `Sense solució`, but the puzzle has a solution.
    SaysNoSolution,
    /// The answer is a grid, but the puzzle has no solution.
    NoSolution,
    /// The answers ran out before this puzzle.
    NoAnswer,
    /// The answer could not be read: the parser's message.
    Malformed(String),
    /// Answers were left after the last puzzle.
    LeftOver {
        /// How many.
        count: u64,
        /// The line of the first, in the answers file.
        line: Option<u64>,
    },
}

/// A value standing twice or more in one house: the first fault of an answer that repeats
/// one, and why givens that conflict have no solution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Conflict {
    /// The value.
    pub digit: u8,
    /// The house's name, `row 3`.
    pub house: String,
    /// The names of the cells holding it there, in order.
    pub cells: Vec<String>,
}

/// `5 repeats in row 3: r3c2, r3c8`.
impl fmt::Display for Conflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Conflict {
            digit,
            house,
            cells,
        } = self;
        write!(f, "{digit} repeats in {house}: {}", cells.join(", "))
    }
}

/// The first value that repeats among the cells of `grid`, in the rows, then the columns,
/// then the boxes (or the irregular regions of `variant`): why givens that conflict have no
/// solution. None when no value repeats.
pub fn conflict(grid: &SizedGrid, variant: Option<&Variant>) -> Option<Conflict> {
    let shape = grid.shape();
    let regions = variant.is_some_and(|variant| variant.regions.is_some());
    let houses = match variant {
        Some(variant) => variant.houses(shape),
        None => shape.houses(),
    };
    houses.iter().enumerate().find_map(|(house, cells)| {
        let conflict = repeat(shape, grid.cells(), house, cells)?;
        Some(Conflict {
            house: house_name(shape, house, regions),
            ..conflict
        })
    })
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::Empty { cell } => write!(f, "{cell} is empty"),
            Fault::ChangesGiven {
                cell,
                given,
                written,
            } => write!(f, "{cell} changes the given {given} to {written}"),
            Fault::Repeats(Conflict {
                digit,
                house,
                cells,
            }) => write!(f, "{digit} repeats in {house} ({})", cells.join(", ")),
            Fault::NotAllowed { cell, written } => {
                write!(
                    f,
                    "{cell} holds {written}, which the puzzle does not allow there"
                )
            }
            Fault::Breaks(broken) => write!(f, "{broken}"),
            Fault::OtherSize { answer, puzzle } => write!(
                f,
                "the answer is a {answer}×{answer} grid, the puzzle {puzzle}×{puzzle}"
            ),
            Fault::SaysNoSolution => write!(
                f,
                "the puzzle has a solution, the answer says {NO_SOLUTION}"
            ),
            Fault::NoSolution => f.write_str("the puzzle has no solution"),
            Fault::NoAnswer => f.write_str("no answer for this puzzle"),
            Fault::Malformed(message) => write!(f, "malformed answer: {message}"),
            Fault::LeftOver { count, line } => {
                let answers = if *count == 1 { "answer" } else { "answers" };
                write!(f, "{count} {answers} left over after the last puzzle")?;
                match line {
                    Some(line) => write!(f, ", the first on line {line} of the answers"),
                    None => Ok(()),
                }
            }
        }
    }
}

/// Whether `response` is a right answer to `problem`: `Ok`, or its first fault. The puzzle is
/// solved (with `algorithm`) only when the answer says it has none or the answer is wrong.
pub fn check(problem: &Problem, response: &Response, algorithm: Algorithm) -> Result<(), Fault> {
    let puzzle = problem.givens();
    let solvable = || solve(problem, algorithm).is_some();
    match response {
        Response::NoSolution if solvable() => Err(Fault::SaysNoSolution),
        Response::NoSolution => Ok(()),
        Response::Grid(answer) if answer.shape().size() != puzzle.shape().size() => {
            Err(Fault::OtherSize {
                answer: answer.shape().size(),
                puzzle: puzzle.shape().size(),
            })
        }
        Response::Grid(answer) => match completion_fault(problem, answer) {
            None => Ok(()),
            Some(_) if !solvable() => Err(Fault::NoSolution),
            Some(fault) => Err(fault),
        },
    }
}

/// The first fault of `answer` as a completion of `problem`, of the same size: a hole or a
/// changed given in row-major order, else the first repeat in the rows, then the columns, then
/// the boxes (or regions); else the first cell holding a value it does not allow, and the
/// first rule of a variant broken.
fn completion_fault(problem: &Problem, answer: &SizedGrid) -> Option<Fault> {
    let shape = problem.shape();
    cell_fault(shape, problem.givens().cells(), answer.cells())
        .or_else(|| conflict(answer, problem.variant()).map(Fault::Repeats))
        .or_else(|| allowed_fault(problem, answer))
        .or_else(|| {
            let variant = problem.variant()?;
            let checker = Checker::new(variant, shape);
            checker.check(answer.cells()).err().map(Fault::Breaks)
        })
}

/// The first cell of `answer` holding a value `problem` does not allow there.
fn allowed_fault(problem: &Problem, answer: &SizedGrid) -> Option<Fault> {
    let (cell, &written) = answer
        .cells()
        .iter()
        .enumerate()
        .find(|&(cell, &value)| problem.allowed(cell) & 1 << (value - 1) == 0)?;
    Some(Fault::NotAllowed {
        cell: cell_name(problem.shape(), cell),
        written,
    })
}

/// The first hole of `answer`, or the first cell where it changes a given of `puzzle`.
fn cell_fault(shape: Shape, puzzle: &[u8], answer: &[u8]) -> Option<Fault> {
    let (cell, (&given, &written)) = puzzle
        .iter()
        .zip(answer)
        .enumerate()
        .find(|&(_, (&given, &written))| written == 0 || (given != 0 && given != written))?;
    let cell = cell_name(shape, cell);
    Some(if written == 0 {
        Fault::Empty { cell }
    } else {
        Fault::ChangesGiven {
            cell,
            given,
            written,
        }
    })
}

/// The first value that repeats among `cells`, house `house` of `shape`, with every cell
/// holding it from its first on.
fn repeat(shape: Shape, answer: &[u8], house: usize, cells: &[usize]) -> Option<Conflict> {
    let value_at = |cell: &usize| answer[*cell];
    let (position, digit) = cells.iter().map(value_at).enumerate().find(|&(k, value)| {
        value != 0 && cells[k + 1..].iter().any(|cell| value_at(cell) == value)
    })?;
    let holding = cells[position..]
        .iter()
        .filter(|cell| value_at(cell) == digit)
        .map(|&cell| cell_name(shape, cell))
        .collect();
    Some(Conflict {
        digit,
        house: house_name(shape, house, false),
        cells: holding,
    })
}

/// `r3c4`: row, then column, from 1.
fn cell_name(shape: Shape, cell: usize) -> String {
    format!("r{}c{}", shape.row_of(cell) + 1, shape.column_of(cell) + 1)
}

/// `row 3`, `column 5` or `box 7`, for house `house` of [`Shape::houses`] (rows, columns, then
/// boxes, each numbered from 1); `region 7` for the irregular regions that replace the boxes.
fn house_name(shape: Shape, house: usize, regions: bool) -> String {
    let n = shape.size();
    let third = if regions { "region" } else { "box" };
    let kind = ["row", "column", third][house / n];
    format!("{kind} {}", house % n + 1)
}
