//! Generation runs: new puzzles made by index on the worker threads, printed in index order,
//! each rated when the JSON record carries the rating (a difficulty target compares only ER,
//! and the other forms print none).

use std::io::{self, Write};
use std::time::Instant;

use super::pipeline::{Sharing, map_in_order};
use super::report::{PROGRESS_EVERY, Progress, Summary};
use crate::format::{OutputFormat, Printer};
use crate::generate::{Generator, SizedGenerated, SizedGenerator, Symmetry, Target, TargetMissed};
use crate::logic::{self, Rating};
use crate::shape::Shape;
use crate::symbols::Symbols;

/// What to generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Generation {
    /// How many puzzles.
    pub count: u64,
    /// The seed: the same seed and options give the same puzzles.
    pub seed: u64,
    /// The symmetry of the pattern of givens.
    pub symmetry: Symmetry,
    /// The ratings (ER, in tenths, ends included) a puzzle must have, if any (9×9 only).
    pub ratings: Option<(u16, u16)>,
    /// The shape of the puzzles.
    pub shape: Shape,
    /// The symbols they are written in.
    pub symbols: Symbols,
}

/// What makes the puzzles: the 9×9 generator, which can aim at a rating, or the generator for
/// every other shape.
enum Maker {
    Nine(Generator),
    Sized(SizedGenerator),
}

/// Generated puzzles per batch of the pipeline when no difficulty is asked for (a fraction of a
/// millisecond each); with a target each puzzle may take seconds, and is a batch of its own.
const PUZZLES_PER_BATCH: usize = 64;

/// Makes the puzzles `generation` asks for and prints them to `out`; messages (a puzzle whose
/// target could not be met) go to `messages`. Returns the summary, or the error of a failed
/// write (a closed pipe ends the run quietly).
pub fn generate<W: Write, E: Write>(
    generation: &Generation,
    jobs: usize,
    format: OutputFormat,
    out: W,
    mut messages: E,
    progress: &dyn Fn(Progress),
) -> io::Result<Summary> {
    let started = Instant::now();
    let maker = if generation.shape == Shape::NINE {
        Maker::Nine(Generator::new(generation.seed, generation.symmetry))
    } else {
        let sized = SizedGenerator::new(generation.seed, generation.shape, generation.symmetry);
        Maker::Sized(sized.expect("the command line checks that the symmetry fits the boxes"))
    };
    let rated = format == OutputFormat::Json;
    let make = |index| make_puzzle(&maker, generation.ratings, index, rated);
    let sharing = Sharing {
        jobs,
        batch: if generation.ratings.is_some() {
            1
        } else {
            PUZZLES_PER_BATCH
        },
    };
    let mut printer = Printer::new(out, format, generation.symbols);
    let mut summary = Summary {
        seed: Some(generation.seed),
        ..Summary::default()
    };
    let result = map_in_order(0..generation.count, sharing, &make, |made| {
        summary.puzzles += 1;
        match made {
            Ok((generated, rating)) => {
                summary.solved += 1;
                printer.generated(&generated, rating.as_ref())?;
            }
            Err((index, missed)) => {
                summary.malformed += 1;
                let _ = writeln!(messages, "resol: puzzle {}: {missed}", index + 1);
            }
        }
        if summary.puzzles.is_multiple_of(PROGRESS_EVERY) {
            progress(Progress {
                puzzles: summary.puzzles,
                bytes: 0,
            });
        }
        Ok(())
    });
    let flushed = printer.flush();
    progress(Progress {
        puzzles: summary.puzzles,
        bytes: 0,
    });
    summary.elapsed = started.elapsed();
    match result.and(flushed) {
        Err(error) if error.kind() != io::ErrorKind::BrokenPipe => Err(error),
        _ => Ok(summary),
    }
}

/// A generated puzzle and its rating, or why the target was missed for puzzle `index`.
type Made = Result<(SizedGenerated, Option<Rating>), (u64, TargetMissed)>;

/// Makes puzzle `index`, aimed at `ratings` when given, and rated (ER/EP/ED) when `rated`;
/// puzzles of other shapes than 9×9 are neither aimed nor rated.
fn make_puzzle(maker: &Maker, ratings: Option<(u16, u16)>, index: u64, rated: bool) -> Made {
    let generator = match maker {
        Maker::Nine(generator) => generator,
        Maker::Sized(generator) => return Ok((generator.generate(index), None)),
    };
    let generated = match ratings {
        None => generator.generate(index),
        Some(ratings) => {
            generator
                .generate_targeted(index, &Target::explainer(ratings.0..=ratings.1))
                .map_err(|missed| (index, missed))?
                .generated
        }
    };
    let rating =
        rated.then(|| logic::rate(&generated.puzzle).expect("a generated puzzle is unique"));
    Ok((generated.into(), rating))
}
