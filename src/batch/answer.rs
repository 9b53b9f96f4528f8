//! What each event gets: a puzzle is solved, counted, rated, explained, hinted, checked or
//! rearranged as the options ask; a malformed puzzle, an input fault and the answers left over
//! by `--check` pass on to be reported.

use std::sync::Arc;

use super::events::{Event, Origin};
use super::input::InputFault;
use super::options::{Mode, Options};
use crate::format::{Answer, Computed, Count, OutputFormat};
use crate::logic;
use crate::marks::CandidateGrid;
use crate::marks::PencilMarks;
use crate::parse::{ParseError, Puzzle, VariantRules};
use crate::problem::Problem;
use crate::solver::{count, solve, true_candidates};
use crate::tools::{self, Fault, Order, Response};
use crate::variant::{GlobalRule, GlobalRuleError, Marks, Unwritable, Variant, fpuzzles_document};

/// What is printed and reported for one event. Most outcomes are answers, so the variants'
/// sizes differ for nothing: boxing the answer would cost an allocation a puzzle.
#[derive(Debug)]
#[allow(clippy::large_enum_variant)]
pub enum Outcome {
    /// A well-formed puzzle and what was computed for it.
    Answered { answer: Answer, origin: Origin },
    /// A malformed puzzle.
    Malformed { error: ParseError, origin: Origin },
    /// A well-formed puzzle the mode is not defined for (rating a 16×16).
    Refused { refusal: Refusal, origin: Origin },
    /// An input, or the rest of one, that the stream passed over.
    InputFault(InputFault),
    /// With `--check`, the answers left after the last puzzle.
    LeftOver(Fault),
}

/// A well-formed puzzle a mode is not defined for, and why.
#[derive(Debug)]
pub struct Refusal {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// Why it is refused.
    pub why: Why,
}

/// Why a mode refuses a puzzle.
#[derive(Debug)]
pub enum Why {
    /// What is defined for 9×9 puzzles only (`rating is`), and the puzzle is another size.
    NineOnly(&'static str),
    /// What is defined for classic puzzles only, and the puzzle is a variant.
    ClassicOnly(&'static str),
    /// A rule `--variant` adds does not fit the puzzle.
    Rule(GlobalRuleError),
    /// The puzzle cannot be written as an f-puzzles link: a rule without an f-puzzles key.
    Unwritable(Unwritable),
    /// The puzzle is past the sizes of f-puzzles (4 to 16).
    PastFpuzzles,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (whence, size) = (self.puzzle.whence(), self.puzzle.grid.shape().size());
        match &self.why {
            Why::NineOnly(what) => write!(
                f,
                "{whence}: {what} defined for 9×9 puzzles, and this one is {size}×{size}"
            ),
            Why::ClassicOnly(what) => {
                write!(f, "{whence}: {what} defined for classic 9×9 puzzles")
            }
            Why::Rule(error) => write!(f, "{whence}: {error}"),
            Why::Unwritable(error) => write!(f, "{whence}: {error}"),
            Why::PastFpuzzles => write!(
                f,
                "{whence}: f-puzzles holds grids of 4×4 to 16×16, and this one is {size}×{size}"
            ),
        }
    }
}

/// Answers one event as `options` ask.
pub fn answer(event: Event, options: &Options) -> Outcome {
    let ruled = match ruled(event, &options.variant) {
        Read::Ruled(ruled) => ruled,
        Read::Unanswered(outcome) => return outcome,
    };
    let Ruled {
        puzzle,
        origin,
        index,
        response,
    } = ruled;
    match answer_puzzle(puzzle, Extra { index, response }, options) {
        Ok(answer) => Outcome::Answered { answer, origin },
        Err(refusal) => Outcome::Refused { refusal, origin },
    }
}

/// A well-formed puzzle of the stream with the rules of the run added, and what came with it.
pub(super) struct Ruled {
    /// The puzzle, with the rules of `--variant`.
    pub puzzle: Puzzle,
    /// Where it was read.
    pub origin: Origin,
    /// Its place in the stream, from 0, malformed puzzles counted.
    pub index: u64,
    /// With `--check`, its answer, or the fault that stands for it.
    pub response: Option<Result<Response, Fault>>,
}

/// What an event of the stream gives before it is answered.
pub(super) enum Read {
    /// A well-formed puzzle, the run's rules added.
    Ruled(Ruled),
    /// The outcome that stands for an event without a puzzle to answer.
    Unanswered(Outcome),
}

/// The puzzle of `event` with `rules` added; the outcome that stands for the event when it
/// holds no well-formed puzzle, or when the rules do not fit the puzzle.
pub(super) fn ruled(event: Event, rules: &[GlobalRule]) -> Read {
    match event {
        Event::Parsed {
            origin,
            result: Ok(puzzle),
            index,
            response,
        } => match with_global_rules(puzzle, rules) {
            Ok(puzzle) => Read::Ruled(Ruled {
                puzzle,
                origin,
                index,
                response,
            }),
            Err(refusal) => Read::Unanswered(Outcome::Refused { refusal, origin }),
        },
        Event::Parsed {
            origin,
            result: Err(error),
            ..
        } => Read::Unanswered(Outcome::Malformed { error, origin }),
        Event::InputFault(fault) => Read::Unanswered(Outcome::InputFault(fault)),
        Event::LeftOver(fault) => Read::Unanswered(Outcome::LeftOver(fault)),
    }
}

/// What some modes need besides the puzzle.
struct Extra {
    /// The puzzle's place in the stream, which seeds its random stream.
    index: u64,
    /// With `--check`, its answer.
    response: Option<Result<Response, Fault>>,
}

/// Computes what the mode asks for a puzzle, or refuses a mode defined for 9×9 puzzles only
/// (Sudoku Explainer's scale, the 9×9 puzzle tools) on a puzzle of another size.
fn answer_puzzle(puzzle: Puzzle, extra: Extra, options: &Options) -> Result<Answer, Refusal> {
    if puzzle.variant.is_some()
        && let Some(what) = classic_only(&options.mode, options.format)
    {
        return Err(Refusal {
            puzzle,
            why: Why::ClassicOnly(what),
        });
    }
    if options.format == OutputFormat::Fpuzzles
        && let Some(why) = unwritable(&puzzle)
    {
        return Err(Refusal { puzzle, why });
    }
    let grid = &puzzle.grid;
    let logic_grid = || grid.as_nine();
    let algorithm = options.algorithm;
    let solution = || solve(&puzzle.problem(), algorithm);
    let computed = match options.mode {
        // Solving or printing in a candidate form writes the candidates.
        Mode::Solve | Mode::Print if options.format.writes_candidates() => {
            match start_marks(&puzzle) {
                Some(marks) => Computed::Marks(Box::new(marks)),
                None => return Err(refuse(puzzle, "pencil marks are")),
            }
        }
        Mode::Solve => Computed::Solution(solution()),
        Mode::Count { limit } => {
            let found = count(&puzzle.problem(), limit, algorithm);
            // JSON also gives the solution of a puzzle that has one.
            let wants_solution = found > 0 && options.format == OutputFormat::Json;
            Computed::Count {
                count: Count { found, limit },
                solution: wants_solution.then(solution).flatten(),
            }
        }
        Mode::Rate { limit } => match (&puzzle.marks, logic_grid()) {
            (Some(marks), _) => Computed::Rating(logic::rate_marks_within(marks, limit)),
            (None, Some(grid)) => Computed::Rating(logic::rate_within(&grid, limit)),
            (None, None) => return Err(refuse(puzzle, "rating is")),
        },
        Mode::Explain => match (&puzzle.marks, logic_grid()) {
            (Some(marks), _) => Computed::Explanation(logic::explain_marks(marks)),
            (None, Some(grid)) => Computed::Explanation(logic::explain(&grid)),
            (None, None) => return Err(refuse(puzzle, "explaining is")),
        },
        Mode::Hint => {
            let Some(grid) = logic_grid() else {
                return Err(refuse(puzzle, "hinting is"));
            };
            let hint = match &puzzle.marks {
                Some(marks) => logic::hint_marks(marks),
                None => logic::hint(&grid),
            };
            // The candidates after the step, for the forms that write them, and for JSON when
            // the puzzle is a candidate grid; built only then.
            let json_marks = options.format == OutputFormat::Json && puzzle.marks.is_some();
            let after = match &hint {
                Ok(step) if options.format.writes_candidates() || json_marks => {
                    let start = start_marks(&puzzle).expect("a 9×9 puzzle has candidates");
                    let after = step.as_ref().map(|step| logic::after_step(&start, step));
                    Some(Box::new(after.unwrap_or(start)))
                }
                _ => None,
            };
            Computed::Hint { hint, after }
        }
        Mode::Check { .. } => {
            // A candidate grid's answer is checked against its givens, as it always was.
            let checked = match puzzle.marks {
                Some(_) => Problem::new(grid.clone()),
                None => puzzle.problem(),
            };
            let response = extra.response.unwrap_or(Err(Fault::NoAnswer));
            let checked =
                response.and_then(|response| tools::check(&checked, &response, options.algorithm));
            Computed::Checked(checked)
        }
        Mode::Canonical => match logic_grid() {
            Some(grid) => Computed::Canonical(tools::canonical(&grid)),
            None => return Err(refuse(puzzle, "the canonical form is")),
        },
        Mode::Dedup => match logic_grid() {
            Some(grid) => Computed::Dedup(tools::canonical(&grid).grid),
            None => return Err(refuse(puzzle, "the canonical form is")),
        },
        Mode::Minimise { seed } => {
            let order = seed.map_or(Order::Cells, |seed| Order::Random {
                seed,
                index: extra.index,
            });
            Computed::Minimised(tools::minimise(grid, order))
        }
        Mode::Shuffle { seed } => Computed::Shuffled(tools::shuffle(grid, seed, extra.index)),
        // A book prints the answers on its last pages.
        Mode::Print if options.format == OutputFormat::Pdf => Computed::AsReadAnswered(solution()),
        Mode::Print => Computed::AsRead,
        Mode::TrueCandidates => {
            let shape = grid.shape();
            let candidates = true_candidates(&puzzle.problem(), algorithm);
            Computed::TrueCandidates(candidates.map(|cells| CandidateGrid::new(shape, cells)))
        }
    };
    Ok(Answer { puzzle, computed })
}

/// The candidates written for a puzzle: a candidate grid's own, as read (so that the two
/// candidate forms convert into each other without loss), or those a 9×9 puzzle's givens
/// leave; `None` for another size.
fn start_marks(puzzle: &Puzzle) -> Option<PencilMarks> {
    match &puzzle.marks {
        Some(marks) => Some((**marks).clone()),
        None => puzzle
            .grid
            .as_nine()
            .map(|grid| PencilMarks::of_givens(&grid)),
    }
}

fn refuse(puzzle: Puzzle, what: &'static str) -> Refusal {
    Refusal {
        puzzle,
        why: Why::NineOnly(what),
    }
}

/// What `mode` (printing in `format`) does that is defined for classic puzzles only, if
/// anything: everything but solving, counting, checking, true candidates and drawing.
fn classic_only(mode: &Mode, format: OutputFormat) -> Option<&'static str> {
    match mode {
        Mode::Solve | Mode::Print if format.writes_candidates() => Some("pencil marks are"),
        // A picture shows a variant puzzle's rules.
        Mode::Print if format.draws() => None,
        Mode::Solve | Mode::Count { .. } | Mode::Check { .. } | Mode::TrueCandidates => None,
        Mode::Rate { .. } => Some("rating is"),
        Mode::Explain => Some("explaining is"),
        Mode::Hint => Some("hinting is"),
        Mode::Canonical | Mode::Dedup => Some("the canonical form is"),
        Mode::Minimise { .. } => Some("minimising is"),
        Mode::Shuffle { .. } => Some("shuffling is"),
        Mode::Print => Some("printing is"),
    }
}

/// Why `puzzle` cannot be written as an f-puzzles link, if it cannot.
fn unwritable(puzzle: &Puzzle) -> Option<Why> {
    if puzzle.grid.shape().size() > 16 {
        return Some(Why::PastFpuzzles);
    }
    let classic = Variant::default();
    let variant = puzzle
        .variant
        .as_ref()
        .map_or(&classic, |rules| &rules.variant);
    fpuzzles_document(&puzzle.grid, variant, Marks::None)
        .err()
        .map(Why::Unwritable)
}

/// `puzzle` with the rules of the whole grid `--variant` adds, if any: a variant puzzle from
/// then on. A rule that does not fit the puzzle (windoku's windows on oblong boxes) refuses it.
pub(super) fn with_global_rules(
    mut puzzle: Puzzle,
    rules: &[GlobalRule],
) -> Result<Puzzle, Refusal> {
    if rules.is_empty() {
        return Ok(puzzle);
    }
    let (mut variant, allowed) = match &puzzle.variant {
        Some(read) => ((*read.variant).clone(), read.allowed.clone()),
        None => (Variant::default(), None),
    };
    let irregular = variant.regions.is_some();
    for rule in rules {
        match rule.rules(puzzle.grid.shape(), irregular) {
            Ok(added) => variant.rules.extend(added),
            Err(error) => {
                return Err(Refusal {
                    puzzle,
                    why: Why::Rule(error),
                });
            }
        }
    }
    puzzle.variant = Some(Arc::new(VariantRules {
        variant: Arc::new(variant),
        allowed,
    }));
    Ok(puzzle)
}
