//! What a result holds: the output format asked for, and each puzzle's answer by mode.

use std::fmt;

use crate::grid::Grid;
use crate::logic::{Explanation, LogicError, Rating, Step};
use crate::marks::{CandidateGrid, PencilMarks};
use crate::named::Named;
use crate::parse::Puzzle;
use crate::sized::SizedGrid;
use crate::tools::{Canonical, Fault};

/// The line printed in place of a rating, an explanation or a hint when a puzzle has several
/// solutions: logic techniques assume exactly one.
pub const NOT_UNIQUE: &str = "no unique solution";

/// The output format asked for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum OutputFormat {
    /// Each puzzle's answer in the form the puzzle was written in.
    #[default]
    Auto,
    /// N lines of N symbols separated by spaces (9 lines of 9 digits).
    Grid,
    /// One line of N² symbols (81 digits).
    Line,
    /// The grid with ` | ` between boxes and a dashed line between bands.
    Pretty,
    /// One JSON object per puzzle per line.
    Json,
    /// Each cell's candidates (9×9): HoDoKu's PM grid.
    Candidates,
    /// Each cell's candidates (9×9): the 729-character line.
    CandidatesLine,
    /// An f-puzzles link: the puzzle with its answer filled in, its true candidates as pencil
    /// marks, or a puzzle made.
    Fpuzzles,
    /// One SVG picture of every puzzle and its answer, in rows.
    Svg,
    /// The same picture as a PNG image.
    Png,
    /// A PDF book: a few puzzles a page, their answers on the last pages.
    Pdf,
}

impl OutputFormat {
    /// Whether the format writes candidates.
    pub fn writes_candidates(self) -> bool {
        matches!(
            self,
            OutputFormat::Candidates | OutputFormat::CandidatesLine
        )
    }

    /// Whether the format draws pictures: one document a run.
    pub fn draws(self) -> bool {
        matches!(
            self,
            OutputFormat::Svg | OutputFormat::Png | OutputFormat::Pdf
        )
    }

    /// Whether the format writes binary data, which is never written to a terminal.
    pub fn is_binary(self) -> bool {
        matches!(self, OutputFormat::Png | OutputFormat::Pdf)
    }
}

impl Named for OutputFormat {
    const NAMED: &'static [(&'static str, OutputFormat)] = &[
        ("auto", OutputFormat::Auto),
        ("grid", OutputFormat::Grid),
        ("line", OutputFormat::Line),
        ("pretty", OutputFormat::Pretty),
        ("json", OutputFormat::Json),
        ("candidates", OutputFormat::Candidates),
        ("candidates-line", OutputFormat::CandidatesLine),
        ("fpuzzles", OutputFormat::Fpuzzles),
        ("svg", OutputFormat::Svg),
        ("png", OutputFormat::Png),
        ("pdf", OutputFormat::Pdf),
    ];
}

/// A solution count, exact below its limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Count {
    /// Solutions found, at most `limit`.
    pub found: u64,
    /// The count stopped here.
    pub limit: u64,
}

impl Count {
    /// Whether the count stopped at its limit, so the puzzle may have more solutions.
    pub fn reached_limit(&self) -> bool {
        self.found >= self.limit
    }
}

/// `3`, or `2+` when the limit of 2 was reached.
impl fmt::Display for Count {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plus = if self.reached_limit() { "+" } else { "" };
        write!(f, "{}{plus}", self.found)
    }
}

/// What was computed for one puzzle, by mode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Computed {
    /// Its lexicographically smallest solution, if any.
    Solution(Option<SizedGrid>),
    /// Its solution count, and (for JSON) its smallest solution when it has one.
    Count {
        count: Count,
        solution: Option<SizedGrid>,
    },
    /// Its rating on Sudoku Explainer's scale.
    Rating(Result<Rating, LogicError>),
    /// Its logic solve, step by step.
    Explanation(Result<Explanation, LogicError>),
    /// The next step of a game in progress: none when the grid is full or no technique
    /// applies; with it, when candidates are written, the candidates after the step.
    Hint {
        hint: Result<Option<Step>, LogicError>,
        after: Option<Box<PencilMarks>>,
    },
    /// The candidates a solver writes before the first step (`--format candidates`, no mode).
    Marks(Box<PencilMarks>),
    /// Each cell's values that stand there in some solution (`--true-candidates`); `None`
    /// when the puzzle has no solution.
    TrueCandidates(Option<CandidateGrid>),
    /// Whether the answer given for it is a valid completion, or its first fault.
    Checked(Result<(), Fault>),
    /// Its minlex form and automorphisms.
    Canonical(Canonical),
    /// Its minlex form, by which `--dedup` tells whether it came before; the puzzle itself is
    /// printed.
    Dedup(Grid),
    /// A minimal puzzle with its one solution.
    Minimised(Result<SizedGrid, LogicError>),
    /// A random equivalent puzzle.
    Shuffled(SizedGrid),
    /// Nothing: the puzzle itself is printed as read, in the chosen form.
    AsRead,
    /// The puzzle printed as read, with its smallest solution (if any) for the answer pages
    /// of a book (`--print --format pdf`).
    AsReadAnswered(Option<SizedGrid>),
}

/// How a puzzle turned out, for the counts of a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Solved (with exactly one solution, when that is known).
    Unique,
    /// Solved, with several solutions (when that is known).
    Several,
    /// Solved; how many solutions it has was not asked.
    Solved,
    /// No solution.
    None,
    /// Not solved: the mode looks at the puzzle only.
    Unsolved,
}

/// Everything known about one well-formed puzzle once it is answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The puzzle as read.
    pub puzzle: Puzzle,
    /// What was computed for it.
    pub computed: Computed,
}

impl Answer {
    /// What standard error should say besides the result, if anything: that a rating was cut
    /// short by its time budget, or which cell of a candidate grid lost its solution digit,
    /// when a hint or an explanation was asked.
    pub fn note(&self) -> Option<String> {
        let whence = self.puzzle.whence();
        let error = match &self.computed {
            Computed::Rating(Ok(rating)) if self.cut_short() => {
                let er = rating.er;
                return Some(format!(
                    "{whence}: rating cut short by its time limit: ER {er} or more"
                ));
            }
            Computed::Hint {
                hint: Err(error), ..
            } => error,
            Computed::Explanation(Err(error)) => error,
            _ => return None,
        };
        matches!(error, LogicError::LostDigit { .. }).then(|| format!("{whence}: {error}"))
    }

    /// Whether the answer is a rating cut short by its time budget, its ER a lower bound.
    pub fn cut_short(&self) -> bool {
        matches!(&self.computed, Computed::Rating(Ok(rating)) if rating.at_least.er)
    }

    /// How the puzzle turned out.
    pub fn verdict(&self) -> Verdict {
        let logic = |error: Option<&LogicError>| match error {
            None => Verdict::Unique,
            Some(LogicError::NoSolution | LogicError::LostDigit { .. }) => Verdict::None,
            Some(LogicError::NotUnique) => Verdict::Several,
        };
        match &self.computed {
            Computed::Solution(None) => Verdict::None,
            Computed::Solution(Some(_)) => Verdict::Solved,
            Computed::Count { count, .. } => match count.found {
                0 => Verdict::None,
                1 if !count.reached_limit() => Verdict::Unique,
                1 => Verdict::Solved,
                _ => Verdict::Several,
            },
            Computed::Rating(result) => logic(result.as_ref().err()),
            Computed::Explanation(result) => logic(result.as_ref().err()),
            Computed::Hint { hint, .. } => logic(hint.as_ref().err()),
            Computed::Minimised(result) => logic(result.as_ref().err()),
            Computed::Checked(_)
            | Computed::Marks(_)
            | Computed::Canonical(_)
            | Computed::Dedup(_)
            | Computed::Shuffled(_)
            | Computed::AsRead
            | Computed::AsReadAnswered(_) => Verdict::Unsolved,
            Computed::TrueCandidates(None) => Verdict::None,
            Computed::TrueCandidates(Some(grid)) if grid.is_solved() => Verdict::Unique,
            Computed::TrueCandidates(Some(_)) => Verdict::Several,
        }
    }
}
