//! `--check`: whether an answer is a valid completion of a puzzle, and if not, its first fault.
//!
//! Any valid completion is accepted, whichever of several solutions it is: the answer must keep
//! every given, fill every hole, and repeat no digit in a house. An answer that says there is
//! no solution is right exactly when the puzzle has none, and a wrong answer to a puzzle with no
//! solution is reported as that. The checks are written over a slice of cells and a list of
//! houses; [`houses`] and the cell names are the 9×9 parts.

use std::fmt;

use crate::format::NO_SOLUTION;
use crate::grid::Grid;
use crate::logic::{cell_name, house_name};
use crate::solver::{Algorithm, solve};

/// What an answers file says about a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Response {
    /// A grid, holes allowed (a hole is a fault).
    Grid(Grid),
    /// `Sense solució`: the puzzle has no solution.
    NoSolution,
}

/// The first thing wrong with an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// A cell of the answer is a hole.
    Empty {
        /// The cell, 0–80.
        cell: usize,
    },
    /// The answer writes another digit over a given.
    ChangesGiven {
        /// The cell, 0–80.
        cell: usize,
        /// The puzzle's given.
        given: u8,
        /// The answer's digit.
        written: u8,
    },
    /// A digit appears twice or more in one house.
    Repeats {
        /// The digit.
        digit: u8,
        /// The house, numbered as [`house_name`] numbers them.
        house: usize,
        /// The cells that hold it, in the house's order.
        cells: Vec<usize>,
    },
    /// The answer says `Sense solució`, but the puzzle has a solution.
    SaysNoSolution,
    /// The puzzle has no solution, and the answer gives a grid.
    NoSolution,
    /// The answers ran out before this puzzle.
    NoAnswer,
    /// The answer is malformed; the parser's message.
    Malformed(String),
    /// Answers were left after the last puzzle (a fault of the answers as a whole).
    LeftOver {
        /// How many.
        count: u64,
        /// The line of the first in the answers, when it names one.
        line: Option<u64>,
    },
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::Empty { cell } => write!(f, "{} is empty", cell_name(*cell)),
            Fault::ChangesGiven {
                cell,
                given,
                written,
            } => write!(
                f,
                "{} changes the given {given} to {written}",
                cell_name(*cell)
            ),
            Fault::Repeats {
                digit,
                house,
                cells,
            } => {
                let names: Vec<String> = cells.iter().map(|&cell| cell_name(cell)).collect();
                let house = house_name(*house);
                write!(f, "{digit} repeats in {house} ({})", names.join(", "))
            }
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

/// Checks `response` against `puzzle`, solving the puzzle with `algorithm` only when the answer
/// says it has no solution or is not a valid completion.
pub fn check(puzzle: &Grid, response: &Response, algorithm: Algorithm) -> Result<(), Fault> {
    let solvable = || solve(puzzle, algorithm).is_some();
    match response {
        Response::NoSolution if solvable() => Err(Fault::SaysNoSolution),
        Response::NoSolution => Ok(()),
        Response::Grid(answer) => {
            match completion_fault(puzzle.cells(), answer.cells(), houses()) {
                None => Ok(()),
                Some(_) if !solvable() => Err(Fault::NoSolution),
                Some(fault) => Err(fault),
            }
        }
    }
}

/// The first fault of `answer` as a completion of `puzzle` (cells row-major, 0 a hole): the
/// first cell that is empty or changes a given, else the first house, in `houses`' order,
/// where a digit repeats.
fn completion_fault<'a>(
    puzzle: &[u8],
    answer: &[u8],
    houses: impl Iterator<Item = (usize, &'a [u8])>,
) -> Option<Fault> {
    cell_fault(puzzle, answer).or_else(|| {
        houses
            .into_iter()
            .find_map(|(house, cells)| repeat(answer, house, cells))
    })
}

/// The first cell of `answer` that is empty or writes over a given of `puzzle`.
fn cell_fault(puzzle: &[u8], answer: &[u8]) -> Option<Fault> {
    let (cell, (&given, &written)) = puzzle
        .iter()
        .zip(answer)
        .enumerate()
        .find(|&(_, (&given, &written))| written == 0 || (given != 0 && given != written))?;
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

/// The first digit, in the house's order, that `answer` repeats in the house of `cells`.
fn repeat(answer: &[u8], house: usize, cells: &[u8]) -> Option<Fault> {
    let digit_at = |cell: &u8| answer[usize::from(*cell)];
    let (position, digit) = cells.iter().map(digit_at).enumerate().find(|&(k, digit)| {
        digit != 0 && cells[k + 1..].iter().any(|cell| digit_at(cell) == digit)
    })?;
    let holding = cells[position..]
        .iter()
        .filter(|cell| digit_at(cell) == digit)
        .map(|&cell| usize::from(cell))
        .collect();
    Some(Fault::Repeats {
        digit,
        house,
        cells: holding,
    })
}

/// The 9×9 houses in the order a checker visits them, rows, then columns, then boxes, each with
/// its number for [`house_name`] and its cells.
fn houses() -> impl Iterator<Item = (usize, &'static [u8])> {
    use crate::logic::houses::{HOUSE_CELLS, Kind, of_kind};
    [Kind::Row, Kind::Column, Kind::Box]
        .into_iter()
        .flat_map(of_kind)
        .map(|house| (house, &HOUSE_CELLS[house][..]))
}
