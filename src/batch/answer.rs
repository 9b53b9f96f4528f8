//! What each event gets: a puzzle is solved, counted, rated, explained, hinted, checked or
//! rearranged as the options ask; a malformed puzzle, an input fault and the answers left over
//! by `--check` pass on to be reported.

use super::events::{Event, Origin};
use super::stream::InputFault;
use super::{Mode, Options};
use crate::format::{Answer, Computed, Count, OutputFormat};
use crate::logic;
use crate::parse::{ParseError, Puzzle};
use crate::solver::{count_solutions, solve};
use crate::tools::{self, Fault, Order, Response};

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
    /// With `--check`, the answers left after the last puzzle.
    LeftOver(Fault),
}

/// Answers one event as `options` ask.
pub fn answer(event: Event, options: &Options) -> Outcome {
    match event {
        Event::Parsed {
            origin,
            result: Ok(puzzle),
            index,
            response,
        } => Outcome::Answered {
            answer: answer_puzzle(puzzle, Extra { index, response }, options),
            origin,
        },
        Event::Parsed {
            origin,
            result: Err(error),
            ..
        } => Outcome::Malformed { error, origin },
        Event::InputFault(fault) => Outcome::InputFault(fault),
        Event::LeftOver(fault) => Outcome::LeftOver(fault),
    }
}

/// What some modes need besides the puzzle.
struct Extra {
    /// The puzzle's place in the stream, which seeds its random stream.
    index: u64,
    /// With `--check`, its answer.
    response: Option<Result<Response, Fault>>,
}

/// Computes what the mode asks for a puzzle.
fn answer_puzzle(puzzle: Puzzle, extra: Extra, options: &Options) -> Answer {
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
        Mode::Check { .. } => {
            let response = extra.response.unwrap_or(Err(Fault::NoAnswer));
            let checked =
                response.and_then(|response| tools::check(grid, &response, options.algorithm));
            Computed::Checked(checked)
        }
        Mode::Canonical => Computed::Canonical(tools::canonical(grid)),
        Mode::Dedup => Computed::Dedup(tools::canonical(grid).grid),
        Mode::Minimise { seed } => {
            let order = seed.map_or(Order::Cells, |seed| Order::Random {
                seed,
                index: extra.index,
            });
            Computed::Minimised(tools::minimise(grid, order))
        }
        Mode::Shuffle { seed } => Computed::Shuffled(tools::shuffle(grid, seed, extra.index)),
    };
    Answer { puzzle, computed }
}
