//! What each event gets: a puzzle is solved or counted as the options ask; a malformed puzzle
//! and an input fault pass on to be reported.

use super::Options;
use super::events::{Event, Origin};
use super::stream::InputFault;
use crate::format::{Answer, Count, OutputFormat};
use crate::parse::{ParseError, Puzzle};
use crate::solver::{count_solutions, solve};

/// What is printed and reported for one event.
#[derive(Debug)]
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

/// Solves or counts a puzzle. A count in JSON also carries the solution, when there is one.
fn answer_puzzle(puzzle: Puzzle, options: &Options) -> Answer {
    let count = options.count_limit.map(|limit| Count {
        found: count_solutions(&puzzle.grid, limit, options.algorithm),
        limit,
    });
    let wants_solution =
        count.is_none_or(|count| count.found > 0 && options.format == OutputFormat::Json);
    let solution = if wants_solution {
        solve(&puzzle.grid, options.algorithm)
    } else {
        None
    };
    Answer {
        puzzle,
        solution,
        count,
    }
}
