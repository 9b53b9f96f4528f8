//! What each event gets: a puzzle is solved, counted, rated, explained or hinted as the options
//! ask; a malformed puzzle and an input fault pass on to be reported.

use super::events::{Event, Origin};
use super::stream::InputFault;
use super::{Mode, Options};
use crate::format::{Answer, Computed, Count, OutputFormat};
use crate::logic;
use crate::parse::{ParseError, Puzzle};
use crate::solver::{count_solutions, solve};

/// What is printed and reported for one event. Most outcomes are answers, so the variants'
/// sizes differ for nothing: boxing the answer would cost an allocation a puzzle.
#[derive(Debug)]
#[allow(clippy::large_enum_variant)]
pub enum Outcome {
    /// A well-formed puzzle and what was computed for it.
    Answered { answer: Answer, origin: Origin },
    /// A malformed puzzle.
    Malformed { error: ParseError, origin: Origin },
    /// An input, or the rest of one, that the stream passed over.
    InputFault(InputFault),
}

/// Answers one event as `options` ask.
pub fn answer(event: Event, options: &Options) -> Outcome {
    match event {
        Event::Parsed {
            origin,
            result: Ok(puzzle),
        } => Outcome::Answered {
            answer: answer_puzzle(puzzle, options),
            origin,
        },
        Event::Parsed {
            origin,
            result: Err(error),
        } => Outcome::Malformed { error, origin },
        Event::InputFault(fault) => Outcome::InputFault(fault),
    }
}

/// Computes what the mode asks for a puzzle.
fn answer_puzzle(puzzle: Puzzle, options: &Options) -> Answer {
    let grid = &puzzle.grid;
    let computed = match options.mode {
        Mode::Solve => Computed::Solution(solve(grid, options.algorithm)),
        Mode::Count { limit } => {
            let found = count_solutions(grid, limit, options.algorithm);
            // JSON also gives the solution of a puzzle that has one.
            let wants_solution = found > 0 && options.format == OutputFormat::Json;
            Computed::Count {
                count: Count { found, limit },
                solution: wants_solution
                    .then(|| solve(grid, options.algorithm))
                    .flatten(),
            }
        }
        Mode::Rate => Computed::Rating(logic::rate(grid)),
        Mode::Explain => Computed::Explanation(logic::explain(grid)),
        Mode::Hint => Computed::Hint(logic::hint(grid)),
    };
    Answer { puzzle, computed }
}
