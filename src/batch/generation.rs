//! Generation runs: new puzzles made by index on the worker threads, printed in index order,
//! each rated when the JSON record carries the rating (a difficulty target compares only ER,
//! and the other forms print none). Near given puzzles (`--near`), a puzzle equivalent to one
//! printed before sends its search on, in index order, so the output stays the same whatever
//! the number of threads.

use std::io::{self, Write};
use std::time::Instant;

use super::pipeline::{Sharing, Sink, map_in_order};
use super::summary::{Progress, Summary};
use crate::format::{Drawing, OutputFormat, Printer};
use crate::generate::{
    CLIMBED, Generator, Near, NearSearch, NearTarget, Printed, Rated, Reach, SizedGenerated,
    SizedGenerator, Symmetry, Target, TargetMissed, reach,
};
use crate::logic::{self, Difficulty, Rating};
use crate::shape::Shape;
use crate::symbols::Symbols;
use crate::variant::GlobalRule;

/// A difficulty target: the ERs a puzzle must have, and the option that asked for them as it
/// was written (`--rating 7.0..`, `--level hard`), which messages restate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ratings {
    /// The lowest ER, in tenths.
    pub low: u16,
    /// The highest ER, in tenths.
    pub high: u16,
    /// The option as written.
    pub asked: String,
}

/// What to generate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generation {
    /// How many puzzles.
    pub count: u64,
    /// The seed: the same seed and options give the same puzzles.
    pub seed: u64,
    /// The symmetry of the pattern of givens.
    pub symmetry: Symmetry,
    /// The ratings a puzzle must have, if any (9×9 only).
    pub ratings: Option<Ratings>,
    /// The shape of the puzzles.
    pub shape: Shape,
    /// The symbols they are written in.
    pub symbols: Symbols,
    /// The puzzles to search near (`--near`), if any: each puzzle made is one of their
    /// neighbours, 9×9 and without symmetry.
    pub near: Option<Near>,
    /// Rules of the whole grid every puzzle keeps (`--variant`): variant puzzles, unrated.
    pub rules: Vec<GlobalRule>,
    /// Whether each puzzle gets a random jigsaw layout (`--jigsaw`).
    pub jigsaw: bool,
}

/// What makes the puzzles: the 9×9 generator, which can aim at a rating, or the generator for
/// every other shape.
enum Maker<'a> {
    Nine(Generator),
    Sized(SizedGenerator),
    Near(&'a NearTarget<'a>),
}

/// Generated puzzles per batch of the pipeline when no difficulty is asked for (a fraction of a
/// millisecond each); with a target each puzzle may take seconds, and is a batch of its own.
const PUZZLES_PER_BATCH: usize = 64;

/// Makes the puzzles `generation` asks for and prints them to `out` in `format` (a picture
/// form laid out as `drawing`); messages (a puzzle whose target could not be met) go to
/// `messages`. Returns the summary, or the error of a failed write (a closed pipe ends the run
/// quietly).
pub fn generate<W: Write, E: Write>(
    generation: &Generation,
    jobs: usize,
    (format, drawing): (OutputFormat, Drawing),
    out: W,
    mut messages: E,
    progress: &dyn Fn(Progress),
) -> io::Result<Summary> {
    let started = Instant::now();
    let ratings = generation.ratings.as_ref();
    let climbed = ratings.filter(|r| reach(r.low, r.high) == Reach::Climbed);
    // Without a set to search near, such ratings are climbed to from random puzzles, as near
    // an empty set; a symmetry keeps them out of reach.
    let no_puzzles = Near::new();
    let near = generation.near.as_ref().or_else(|| {
        let climbs = climbed.is_some() && generation.symmetry == Symmetry::None;
        climbs.then_some(&no_puzzles)
    });
    let near_target = near.map(|near| near.target(ratings.map(|r| r.low..=r.high)));
    let maker = if let Some(target) = &near_target {
        Maker::Near(target)
    } else if generation.shape == Shape::NINE && generation.rules.is_empty() && !generation.jigsaw {
        Maker::Nine(Generator::new(generation.seed, generation.symmetry))
    } else {
        let sized = SizedGenerator::new(generation.seed, generation.shape, generation.symmetry)
            .expect("the command line checks that the symmetry fits the boxes");
        let is_variant = !generation.rules.is_empty() || generation.jigsaw;
        Maker::Sized(match is_variant {
            true => sized
                .with_layout(&generation.rules, generation.jigsaw)
                .expect("the command line checks that the rules fit"),
            false => sized,
        })
    };
    // A picture titles a puzzle made for a target with its rating.
    let rated = format == OutputFormat::Json || (format.draws() && ratings.is_some());
    if let Some(ratings) = climbed.filter(|_| near.is_none()) {
        let _ = writeln!(
            messages,
            "resol: warning: {} asks for nested forcing chains (ER {} and up), which the search \
             does not reach with a symmetry: each puzzle is given up after seconds",
            ratings.asked,
            Difficulty::from_tenths(CLIMBED)
        );
    }
    let finish = Finish { ratings, rated };
    let make = |index| make_puzzle(&maker, generation.seed, finish, index);
    let sharing = Sharing {
        jobs,
        batch: if ratings.is_some() {
            1
        } else {
            PUZZLES_PER_BATCH
        },
    };
    let mut sink = Made {
        printer: Printer::new(out, format, generation.symbols).with_drawing(drawing),
        messages,
        progress,
        finish,
        printed: Printed::default(),
        summary: Summary {
            seed: Some(generation.seed),
            ..Summary::default()
        },
    };
    let result = map_in_order(0..generation.count, sharing, &make, &mut sink);
    let flushed = sink.flush().and_then(|()| sink.printer.finish());
    let summary = Summary {
        elapsed: started.elapsed(),
        ..sink.summary
    };
    match result.and(flushed) {
        Err(error) if error.kind() != io::ErrorKind::BrokenPipe => Err(error),
        _ => Ok(summary),
    }
}

/// Where generated puzzles go: printed in index order, a missed target reported, the counts
/// kept, and the progress hook called at each flush.
struct Made<'a, W: Write, E: Write> {
    printer: Printer<W>,
    messages: E,
    progress: &'a dyn Fn(Progress),
    finish: Finish<'a>,
    /// Near given puzzles, the puzzles printed so far.
    printed: Printed,
    summary: Summary,
}

impl<'a, W: Write, E: Write> Sink<Outcome<'a>> for Made<'a, W, E> {
    fn report(&mut self, outcome: Outcome<'a>) -> io::Result<()> {
        let made = match outcome {
            Outcome::Made(made) => made,
            Outcome::Near {
                index,
                hit,
                mut search,
            } => {
                let hit = self.printed.first_new(hit, &mut search);
                self.finish.finish(index, hit)
            }
        };
        self.summary.puzzles += 1;
        match made {
            Ok((generated, rating)) => {
                self.summary.solved += 1;
                self.printer.generated(&generated, rating.as_ref())
            }
            Err((index, why)) => {
                self.summary.malformed += 1;
                let _ = writeln!(
                    self.messages,
                    "resol: puzzle {}: given up: {why}",
                    index + 1
                );
                self.printer.given_up(&why)
            }
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        (self.progress)(Progress {
            puzzles: self.summary.puzzles,
            bytes: 0,
        });
        self.printer.flush()
    }
}

/// A generated puzzle and its rating, or, for puzzle `index`, why it was given up.
type Generated = Result<(SizedGenerated, Option<Rating>), (u64, String)>;

/// What a worker hands the printer: the puzzle made or given up, or near given puzzles, the
/// first hit of puzzle `index`'s search with the search, to go on if that hit was printed
/// before.
enum Outcome<'a> {
    Made(Generated),
    Near {
        index: u64,
        hit: Result<Rated, TargetMissed>,
        search: Box<NearSearch<'a>>,
    },
}

/// Makes puzzle `index` of the run seeded with `seed`, aimed at and rated as `finish` says;
/// puzzles of other shapes than 9×9 are neither aimed nor rated.
fn make_puzzle<'a>(maker: &Maker<'a>, seed: u64, finish: Finish, index: u64) -> Outcome<'a> {
    let generator = match maker {
        Maker::Nine(generator) => generator,
        Maker::Sized(generator) => {
            let made = generator.try_generate(index).map_err(|why| (index, why));
            return Outcome::Made(made.map(|generated| (generated, None)));
        }
        &Maker::Near(target) => {
            let mut search = target.search(seed, index);
            let hit = search.next_hit();
            return Outcome::Near {
                index,
                hit,
                search: Box::new(search),
            };
        }
    };
    let hit = match finish.ratings {
        None => Ok(Rated {
            generated: generator.generate(index),
            rating: f64::NAN,
        }),
        Some(ratings) => {
            generator.generate_targeted(index, &Target::explainer(ratings.low..=ratings.high))
        }
    };
    Outcome::Made(finish.finish(index, hit))
}

/// How a 9×9 puzzle made is finished: the target it was aimed at, restated when it is missed,
/// and whether it is rated (ER/EP/ED) for the JSON record.
#[derive(Clone, Copy)]
struct Finish<'a> {
    ratings: Option<&'a Ratings>,
    rated: bool,
}

impl Finish<'_> {
    /// Puzzle `index`, rated when asked, or why it was given up.
    fn finish(self, index: u64, hit: Result<Rated, TargetMissed>) -> Generated {
        let generated = hit
            .map_err(|missed| (index, given_up(&missed, self.ratings)))?
            .generated;
        let rating = self
            .rated
            .then(|| logic::rate(&generated.puzzle).expect("a generated puzzle is unique"));
        Ok((generated.into(), rating))
    }
}

/// Why a puzzle was given up, the target restated as it was asked: `none of 1000 candidates
/// met --rating 9.5..`; without a target (near given puzzles), `none of 1000 candidates was
/// new`.
fn given_up(missed: &TargetMissed, ratings: Option<&Ratings>) -> String {
    match ratings {
        Some(ratings) => format!(
            "none of {} candidates met {}",
            missed.candidates, ratings.asked
        ),
        None => format!("none of {} candidates was new", missed.candidates),
    }
}

#[cfg(test)]
mod tests {
    use super::{Made, Summary};
    use crate::batch::pipeline::Sink;
    use crate::format::{OutputFormat, Printer};
    use crate::symbols::Symbols;

    #[test]
    fn a_puzzle_given_up_still_gets_a_json_record_and_a_message() {
        let (mut out, mut messages) = (Vec::new(), Vec::new());
        let mut made = Made {
            printer: Printer::new(&mut out, OutputFormat::Json, Symbols::Standard),
            messages: &mut messages,
            progress: &|_| {},
            finish: super::Finish {
                ratings: None,
                rated: false,
            },
            printed: super::Printed::default(),
            summary: Summary::default(),
        };
        let why = "none of 1000 candidates met --rating 9.5..".to_string();
        made.report(super::Outcome::Made(Err((2, why)))).unwrap();
        made.flush().unwrap();
        assert_eq!(made.summary.malformed, 1);
        drop(made);
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "{\"puzzle\":null,\"solution\":null,\"status\":\"given_up\",\
             \"reason\":\"none of 1000 candidates met --rating 9.5..\"}\n"
        );
        assert_eq!(
            String::from_utf8(messages).unwrap(),
            "resol: puzzle 3: given up: none of 1000 candidates met --rating 9.5..\n"
        );
    }
}
