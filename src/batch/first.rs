//! The puzzle of a game: the first puzzle of the inputs, read as every mode reads them, or one
//! made as `--generate` makes them, with the rules of `--variant` added. What comes before the
//! first puzzle (malformed puzzles, unreadable inputs) is reported as a run reports it.

use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use super::answer::{Outcome, with_global_rules};
use super::events::{Event, Events};
use super::generation::{Generation, generate};
use super::options::Options;
use super::report::Reporter;
use super::stream::Input;
use super::summary::Summary;
use crate::format::{Drawing, OutputFormat};
use crate::parse::{Puzzle, Puzzles};

/// The first well-formed puzzle of `inputs`, with the rules `options.variant` adds, and the
/// summary of what was read; `None` when there is none. Every message about what came before
/// it goes to `messages`; nothing after it is read.
pub fn first_puzzle<E: Write>(
    inputs: &[Input],
    options: &Options,
    messages: E,
) -> io::Result<(Option<Puzzle>, Summary)> {
    let bytes = Arc::new(AtomicU64::new(0));
    let events = Events::new(inputs.to_vec(), options.reading, Arc::clone(&bytes), None);
    let mut reporter = Reporter::new(inputs, options, io::sink(), messages, &|_| {});
    for event in events {
        let outcome = match event {
            Event::Parsed {
                origin,
                result: Ok(puzzle),
                ..
            } => match with_global_rules(puzzle, &options.variant) {
                Ok(puzzle) => return Ok((Some(puzzle), reporter.summary())),
                Err(refusal) => Outcome::Refused { refusal, origin },
            },
            Event::Parsed {
                origin,
                result: Err(error),
                ..
            } => Outcome::Malformed { error, origin },
            Event::InputFault(fault) => Outcome::InputFault(fault),
            Event::LeftOver(fault) => Outcome::LeftOver(fault),
        };
        reporter.report(outcome)?;
    }
    reporter.finish(bytes.load(Ordering::Relaxed))?;
    Ok((None, reporter.summary()))
}

/// One puzzle made as `generation` asks (its count aside), read back as `options` read, with
/// the rules of the generation; `None` when it was given up (said on `messages`).
pub fn generated_puzzle<E: Write>(
    generation: &Generation,
    options: &Options,
    messages: E,
) -> io::Result<Option<Puzzle>> {
    let one = Generation {
        count: 1,
        ..generation.clone()
    };
    let mut text = Vec::new();
    generate(
        &one,
        options.jobs,
        (OutputFormat::Auto, Drawing::default()),
        &mut text,
        messages,
        &|_| {},
    )?;
    let read = Puzzles::with_reading(text.as_slice(), options.reading).next();
    Ok(read
        .and_then(Result::ok)
        .and_then(|puzzle| with_global_rules(puzzle, &generation.rules).ok()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::Symmetry;
    use crate::shape::Shape;
    use crate::symbols::Symbols;
    use crate::variant::GlobalRule;

    fn written(name: &str, text: &str) -> Input {
        let dir = std::env::temp_dir();
        let path = dir.join(format!("resol-first-{}-{name}", std::process::id()));
        std::fs::write(&path, text).unwrap();
        Input::File(path)
    }

    #[test]
    fn the_first_puzzle_comes_after_the_faults_before_it_are_reported() {
        let line =
            ".....23.7.....645.1..93........618...48...56...642........75..8.291.....4.56.....";
        let bad = line.replacen('.', "x", 1);
        let input = written("faults", &format!("{bad}\n{line}\n{bad}\n"));
        let mut messages = Vec::new();
        let (puzzle, summary) = first_puzzle(
            std::slice::from_ref(&input),
            &Options::default(),
            &mut messages,
        )
        .unwrap();
        assert_eq!(puzzle.unwrap().line, 2);
        assert_eq!(summary.malformed, 1);
        let messages = String::from_utf8(messages).unwrap();
        assert!(
            messages.starts_with("resol: line 1: unexpected character 'x'"),
            "{messages}"
        );
        if let Input::File(path) = input {
            std::fs::remove_file(path).unwrap();
        }
    }

    #[test]
    fn a_stream_without_a_puzzle_gives_none_and_says_so() {
        let input = written("none", "# nothing here\n");
        let mut messages = Vec::new();
        let (puzzle, summary) = first_puzzle(
            std::slice::from_ref(&input),
            &Options::default(),
            &mut messages,
        )
        .unwrap();
        assert!(puzzle.is_none());
        assert!(summary.no_puzzle);
        if let Input::File(path) = input {
            std::fs::remove_file(path).unwrap();
        }
    }

    #[test]
    fn a_puzzle_made_keeps_the_rules_it_was_made_with() {
        let generation = Generation {
            count: 5,
            seed: 7,
            symmetry: Symmetry::None,
            ratings: None,
            shape: Shape::NINE,
            symbols: Symbols::Standard,
            near: None,
            rules: vec![GlobalRule::X],
            jigsaw: false,
        };
        let puzzle = generated_puzzle(&generation, &Options::default(), Vec::new())
            .unwrap()
            .expect("a puzzle");
        let rules = puzzle.variant.as_ref().expect("a variant").variant.names();
        assert_eq!(rules, vec!["diagonal"]);
        assert_eq!(
            crate::count(&puzzle.problem(), 2, crate::Algorithm::Fast),
            1
        );
    }
}
