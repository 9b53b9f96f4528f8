//! The puzzle of a game: the first puzzle of the inputs, read as every mode reads them, or one
//! made as `--generate` makes them, with the rules of `--variant` added. What comes before the
//! first puzzle (malformed puzzles, unreadable inputs) is reported as a run reports it.

use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use super::answer::{Read, ruled, with_global_rules};
use super::events::Events;
use super::generation::{Generation, generate};
use super::input::Input;
use super::options::Options;
use super::report::Reporter;
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
        match ruled(event, &options.variant) {
            Read::Ruled(ruled) => return Ok((Some(ruled.puzzle), reporter.summary())),
            Read::Unanswered(outcome) => reporter.report(outcome)?,
        }
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

    /// The first puzzle of `text`, written to a file named after `name` and read back with
    /// the default options, the summary, and the messages written.
    fn first_of(name: &str, text: &str) -> (Option<Puzzle>, Summary, String) {
        let path = std::env::temp_dir().join(format!("resol-first-{}-{name}", std::process::id()));
        std::fs::write(&path, text).unwrap();
        let input = Input::File(path.clone());
        let mut messages = Vec::new();
        let (puzzle, summary) = first_puzzle(&[input], &Options::default(), &mut messages).unwrap();
        std::fs::remove_file(path).unwrap();
        (puzzle, summary, String::from_utf8(messages).unwrap())
    }

    #[test]
    fn the_first_puzzle_comes_after_the_faults_before_it_are_reported() {
        let line =
            ".....23.7.....645.1..93........618...48...56...642........75..8.291.....4.56.....";
        let bad = line.replacen('.', "x", 1);
        let (puzzle, summary, messages) = first_of("faults", &format!("{bad}\n{line}\n{bad}\n"));
        assert_eq!(puzzle.unwrap().line, 2);
        assert_eq!(summary.malformed, 1);
        assert!(
            messages.starts_with("resol: line 1: unexpected character 'x'"),
            "{messages}"
        );
    }

    #[test]
    fn a_stream_without_a_puzzle_gives_none_and_says_so() {
        let (puzzle, summary, _) = first_of("none", "# nothing here\n");
        assert!(puzzle.is_none());
        assert!(summary.no_puzzle);
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
