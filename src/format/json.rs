//! `--format json`: one object per result, its fields named in the README's JSON table.

use std::borrow::Cow;

use serde::Serialize;

use super::answer::{Answer, Computed};
use super::step_record::{StepRecord, number};
use crate::generate::{SizedGenerated, Symmetry};
use crate::logic::{Explanation, LogicError, Rating};
use crate::named::Named;
use crate::parse::{ParseError, Puzzle};
use crate::shape::Shape;
use crate::sized::SizedGrid;
use crate::symbols::Symbols;
use crate::tools::{self, Conflict, Fault};

/// One JSON object. A field that does not apply to a result is left out; `Some(None)` writes
/// `null` (an absent solution, a malformed puzzle's line).
#[derive(Default, Serialize)]
pub struct Record {
    /// For a puzzle read from a picture, in place of its line: the picture and the grid.
    #[serde(skip_serializing_if = "Option::is_none")]
    picture: Option<PictureRecord>,
    #[serde(skip_serializing_if = "Option::is_none")]
    line: Option<Option<u64>>,
    /// For a puzzle read from a picture: the probability of its least sure cell's reading.
    #[serde(skip_serializing_if = "Option::is_none")]
    confidence: Option<f64>,
    /// For a puzzle read from a picture: the cells the solver's check changed.
    #[serde(skip_serializing_if = "Option::is_none")]
    changed: Option<Vec<ChangeRecord>>,
    /// The size and box shape, for puzzles that are not 9×9.
    #[serde(skip_serializing_if = "Option::is_none")]
    size: Option<usize>,
    #[serde(rename = "box", skip_serializing_if = "Option::is_none")]
    box_shape: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    puzzle: Option<Option<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    solution: Option<Option<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    status: Option<&'static str>,
    /// Why a puzzle has no solution (its givens conflict, or the search found none), or why
    /// an answer is wrong.
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<Cow<'static, str>>,
    /// A candidate grid's candidates, or the candidates after a hint, as the 729-line; a
    /// puzzle's true candidates as the N³-character line.
    #[serde(skip_serializing_if = "Option::is_none")]
    candidates: Option<String>,
    /// A variant puzzle's rules, by name.
    #[serde(skip_serializing_if = "Option::is_none")]
    rules: Option<Vec<&'static str>>,
    /// A generated jigsaw's regions, a symbol a cell (region k written as the value k).
    #[serde(skip_serializing_if = "Option::is_none")]
    regions: Option<String>,
    /// With `conflicting givens`: the value that repeats, its house and its cells.
    #[serde(skip_serializing_if = "Option::is_none")]
    conflict: Option<ConflictRecord>,
    #[serde(skip_serializing_if = "Option::is_none")]
    canonical: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    automorphisms: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    minimised: Option<Option<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    shuffled: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    solutions: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    limit_reached: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    givens: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    symmetry: Option<Symmetry>,
    #[serde(skip_serializing_if = "Option::is_none")]
    er: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    ep: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    ed: Option<f64>,
    /// Written only when true: a rating cut short by its time budget.
    #[serde(skip_serializing_if = "is_false")]
    er_at_least: bool,
    #[serde(skip_serializing_if = "is_false")]
    ep_at_least: bool,
    #[serde(skip_serializing_if = "is_false")]
    ed_at_least: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    technique: Option<Option<&'static str>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    level: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    complete: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    steps: Option<Vec<StepRecord>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

/// Where a puzzle read from a picture comes from: `{"file":"photo.jpg","grid":1}`.
#[derive(Serialize)]
struct PictureRecord {
    file: String,
    grid: usize,
}

/// A cell the solver's check changed: `{"cell":"r4c7","read":1,"likeliest":7,"p":0.31}`, a
/// value 0 standing for an empty cell.
#[derive(Serialize)]
struct ChangeRecord {
    cell: String,
    read: u8,
    likeliest: u8,
    p: f64,
}

/// Givens that conflict: `{"digit":5,"house":"row 1","cells":["r1c1","r1c5"]}`.
#[derive(Serialize)]
struct ConflictRecord {
    digit: u8,
    house: String,
    cells: Vec<String>,
}

impl ConflictRecord {
    fn new(conflict: Conflict) -> Self {
        ConflictRecord {
            digit: conflict.digit,
            house: conflict.house,
            cells: conflict.cells,
        }
    }
}

/// Whether a flag is false, so that it is left out of the record.
fn is_false(flag: &bool) -> bool {
    !flag
}

fn line(grid: &impl std::fmt::Display) -> Option<Option<String>> {
    Some(Some(grid.to_string()))
}

impl Record {
    /// The record of a well-formed puzzle's answer.
    pub fn answer(answer: &Answer) -> Self {
        let puzzle = &answer.puzzle;
        match &answer.computed {
            Computed::Solution(solution) => Record {
                solution: Some(solution.as_ref().map(SizedGrid::to_string)),
                ..Record::status(puzzle, solution.is_some())
            },
            Computed::Count { count, solution } => Record {
                solution: Some(solution.as_ref().map(SizedGrid::to_string)),
                solutions: Some(count.found),
                limit_reached: Some(count.reached_limit()),
                ..Record::status(puzzle, count.found > 0)
            },
            Computed::Rating(rating) => match rating {
                Ok(rating) => Record {
                    technique: Some(rating.technique),
                    ..Record::rating(rating, Record::status(puzzle, true))
                },
                Err(error) => Record::logic_error(puzzle, *error),
            },
            Computed::Explanation(explanation) => match explanation {
                Ok(explanation) => Record::explanation(puzzle, explanation),
                Err(error) => Record::logic_error(puzzle, *error),
            },
            Computed::Hint { hint, after } => match hint {
                Ok(step) => Record {
                    steps: Some(step.iter().map(StepRecord::new).collect()),
                    candidates: after.as_ref().map(|marks| marks.to_line()),
                    ..Record::status(puzzle, true)
                },
                Err(error) => Record::logic_error(puzzle, *error),
            },
            Computed::Marks(marks) => Record {
                candidates: Some(marks.to_line()),
                ..Record::puzzle(puzzle)
            },
            Computed::TrueCandidates(grid) => Record {
                candidates: grid.as_ref().map(|grid| grid.to_line(Symbols::Standard)),
                ..Record::status(puzzle, grid.is_some())
            },
            Computed::Checked(checked) => Record::checked(Some(puzzle), checked),
            Computed::Canonical(form) => Record {
                canonical: Some(form.grid.to_string()),
                automorphisms: Some(form.automorphisms),
                ..Record::puzzle(puzzle)
            },
            Computed::Dedup(form) => Record {
                canonical: Some(form.to_string()),
                ..Record::puzzle(puzzle)
            },
            Computed::Minimised(Ok(minimal)) => Record {
                minimised: Some(Some(minimal.to_string())),
                givens: Some(minimal.given_count()),
                ..Record::status(puzzle, true)
            },
            Computed::Minimised(Err(error)) => Record {
                minimised: Some(None),
                ..Record::logic_error(puzzle, *error)
            },
            Computed::Shuffled(shuffled) => Record {
                shuffled: Some(shuffled.to_string()),
                ..Record::puzzle(puzzle)
            },
            Computed::AsRead | Computed::AsReadAnswered(_) => Record::puzzle(puzzle),
        }
    }

    /// The record of a check: `ok`, or `wrong` and the fault as `reason`; the puzzle's line
    /// and givens when it is about one puzzle (not about answers left over).
    pub fn checked(puzzle: Option<&Puzzle>, checked: &Result<(), Fault>) -> Self {
        let record = puzzle.map_or_else(Record::default, Record::puzzle);
        match checked {
            Ok(()) => Record {
                status: Some("ok"),
                ..record
            },
            Err(fault) => Record {
                status: Some("wrong"),
                reason: Some(fault.to_string().into()),
                ..record
            },
        }
    }

    /// The record of a malformed puzzle.
    pub fn malformed(error: &ParseError) -> Self {
        Record {
            line: Some(error.line()),
            puzzle: Some(None),
            solution: Some(None),
            status: Some("malformed"),
            error: Some(error.to_string()),
            ..Record::default()
        }
    }

    /// The record of a puzzle `--generate` gave up on, and why.
    pub fn given_up(why: &str) -> Self {
        Record {
            puzzle: Some(None),
            solution: Some(None),
            status: Some("given_up"),
            reason: Some(why.to_string().into()),
            ..Record::default()
        }
    }

    /// The record of a puzzle the mode is not defined for, and why.
    pub fn refused(puzzle: &Puzzle, why: &str) -> Self {
        Record {
            status: Some("unsupported"),
            error: Some(why.to_string()),
            ..Record::status(puzzle, true)
        }
    }

    /// The record of a generated puzzle, with its rating when it was rated.
    pub fn generated(generated: &SizedGenerated, rating: Option<&Rating>) -> Self {
        let record = Record {
            puzzle: line(&generated.puzzle),
            solution: line(&generated.solution),
            givens: Some(generated.puzzle.given_count()),
            symmetry: Some(generated.symmetry),
            rules: generated.variant.as_ref().map(|variant| variant.names()),
            regions: generated.regions().map(|regions| regions.to_string()),
            ..Record::shape(generated.puzzle.shape())
        };
        match rating {
            Some(rating) => Record::rating(rating, record),
            None => record,
        }
    }

    /// The line and givens of a puzzle.
    fn puzzle(puzzle: &Puzzle) -> Self {
        let size = puzzle.grid.shape().size();
        let picture = puzzle.picture.as_deref();
        Record {
            line: picture.is_none().then_some(Some(puzzle.line)),
            picture: picture.map(|picture| PictureRecord {
                file: picture.file.clone(),
                grid: picture.grid,
            }),
            confidence: picture.map(|picture| rounded(picture.confidence)),
            changed: picture.map(|picture| {
                picture
                    .changed
                    .iter()
                    .map(|change| ChangeRecord {
                        cell: format!("r{}c{}", change.cell / size + 1, change.cell % size + 1),
                        read: change.value,
                        likeliest: change.likeliest,
                        p: rounded(change.probability),
                    })
                    .collect()
            }),
            puzzle: line(&puzzle.grid),
            candidates: puzzle.marks.as_ref().map(|marks| marks.to_line()),
            rules: puzzle.variant.as_ref().map(|rules| rules.variant.names()),
            ..Record::shape(puzzle.grid.shape())
        }
    }

    /// The line, puzzle and status of a puzzle that was answered (`solved`) or has none
    /// (`no_solution`, with its reason).
    fn status(puzzle: &Puzzle, solved: bool) -> Self {
        let conflict = if solved {
            None
        } else {
            tools::conflict(
                &puzzle.grid,
                puzzle.variant.as_ref().map(|rules| &*rules.variant),
            )
        };
        let reason = match (solved, &conflict) {
            (true, _) => None,
            (false, None) => Some("search found none"),
            (false, Some(_)) => Some("conflicting givens"),
        };
        Record {
            status: Some(if solved { "solved" } else { "no_solution" }),
            reason: reason.map(Cow::Borrowed),
            conflict: conflict.map(ConflictRecord::new),
            ..Record::puzzle(puzzle)
        }
    }

    /// The size and box fields of a shape: none for 9×9, whose records stay as they were, and
    /// no box for a prime size, which has none.
    fn shape(shape: Shape) -> Self {
        let other = shape != Shape::NINE;
        Record {
            size: other.then_some(shape.size()),
            box_shape: (other && shape.has_boxes()).then(|| shape.to_string()),
            ..Record::default()
        }
    }

    /// `record` with the fields of `rating`: ER, EP, ED and the level.
    fn rating(rating: &Rating, record: Record) -> Self {
        Record {
            er: Some(number(rating.er)),
            ep: Some(number(rating.ep)),
            ed: Some(number(rating.ed)),
            er_at_least: rating.at_least.er,
            ep_at_least: rating.at_least.ep,
            ed_at_least: rating.at_least.ed,
            level: Some(rating.level().name()),
            ..record
        }
    }

    fn explanation(puzzle: &Puzzle, explanation: &Explanation) -> Self {
        let record = Record {
            solution: Some(Some(explanation.solution.to_string())),
            complete: Some(explanation.complete),
            steps: Some(explanation.steps.iter().map(StepRecord::new).collect()),
            technique: Some(explanation.rating.technique),
            ..Record::status(puzzle, true)
        };
        Record::rating(&explanation.rating, record)
    }

    /// The record of a puzzle logic cannot start on: no solution, or several.
    fn logic_error(puzzle: &Puzzle, error: LogicError) -> Self {
        match error {
            LogicError::NoSolution => Record::status(puzzle, false),
            LogicError::NotUnique => Record {
                status: Some("not_unique"),
                ..Record::status(puzzle, true)
            },
            LogicError::LostDigit { .. } => Record {
                reason: Some(error.to_string().into()),
                ..Record::status(puzzle, false)
            },
        }
    }
}

/// A probability rounded to three decimals, as JSON shows it.
fn rounded(probability: f32) -> f64 {
    (f64::from(probability) * 1000.0).round() / 1000.0
}
