//! Output forms: grid, line, pretty and JSON Lines writers over any [`Write`].
//!
//! One [`Printer`] writes every result of a run, in order, and owns the one layout rule that
//! spans results: two consecutive multi-line results (grid or pretty blocks, and the
//! `Sense solució` that stands in a block's place) are separated by one empty line.

use std::fmt;
use std::io::{self, Write};

use serde::Serialize;

use crate::grid::Grid;
use crate::named::Named;
use crate::parse::{ParseError, Puzzle, PuzzleForm};

/// The line printed in place of a solution when a puzzle has none.
pub const NO_SOLUTION: &str = "Sense solució";

/// The output format asked for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum OutputFormat {
    /// Each puzzle's answer in the form the puzzle was written in.
    #[default]
    Auto,
    /// 9 lines of 9 digits separated by spaces.
    Grid,
    /// One line of 81 digits.
    Line,
    /// The grid with ` | ` between boxes and a dashed line between bands.
    Pretty,
    /// One JSON object per puzzle per line.
    Json,
}

impl Named for OutputFormat {
    const NAMED: &'static [(&'static str, OutputFormat)] = &[
        ("auto", OutputFormat::Auto),
        ("grid", OutputFormat::Grid),
        ("line", OutputFormat::Line),
        ("pretty", OutputFormat::Pretty),
        ("json", OutputFormat::Json),
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

/// Everything known about one well-formed puzzle once it is solved or counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The puzzle as read.
    pub puzzle: Puzzle,
    /// Its lexicographically smallest solution, when it has one and it was asked for.
    pub solution: Option<Grid>,
    /// Its solution count, when counting was asked for.
    pub count: Option<Count>,
}

/// Writes results to `out` in the chosen [`OutputFormat`].
pub struct Printer<W> {
    out: W,
    format: OutputFormat,
    /// Whether the previous result was a multi-line block.
    after_block: bool,
    /// The text of the result being written, kept to save an allocation per result.
    text: Vec<u8>,
}

impl<W: Write> Printer<W> {
    /// A printer writing to `out`.
    pub fn new(out: W, format: OutputFormat) -> Self {
        Printer {
            out,
            format,
            after_block: false,
            text: Vec::with_capacity(256),
        }
    }

    /// Writes the result of a well-formed puzzle: its count if one was taken, else its
    /// solution or [`NO_SOLUTION`].
    pub fn answer(&mut self, answer: &Answer) -> io::Result<()> {
        if self.format == OutputFormat::Json {
            return self.json(&JsonRecord::answer(answer));
        }
        if let Some(count) = answer.count {
            return writeln!(self.out, "{count}");
        }
        let layout = match (self.format, answer.puzzle.form) {
            (OutputFormat::Auto, PuzzleForm::Line) | (OutputFormat::Line, _) => Layout::Line,
            (OutputFormat::Auto, PuzzleForm::Grid) | (OutputFormat::Grid, _) => Layout::Grid,
            _ => Layout::Pretty,
        };
        let block = layout != Layout::Line;
        if block && self.after_block {
            self.out.write_all(b"\n")?;
        }
        self.after_block = block;
        match answer.solution {
            None => writeln!(self.out, "{NO_SOLUTION}"),
            Some(solution) => {
                render(&solution, layout, &mut self.text);
                self.out.write_all(&self.text)
            }
        }
    }

    /// Writes the result of a malformed puzzle: a JSON record, or nothing in the text forms
    /// (the error itself goes to standard error).
    pub fn malformed(&mut self, error: &ParseError) -> io::Result<()> {
        if self.format == OutputFormat::Json {
            self.json(&JsonRecord::malformed(error))?;
        }
        Ok(())
    }

    /// Flushes the underlying writer.
    pub fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }

    fn json(&mut self, record: &JsonRecord) -> io::Result<()> {
        serde_json::to_writer(&mut self.out, record)?;
        self.out.write_all(b"\n")
    }
}

/// The text layouts of a solved grid.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Layout {
    Line,
    Grid,
    Pretty,
}

/// Puts the bytes of `grid` in `layout`, newline-terminated, in `text`.
fn render(grid: &Grid, layout: Layout, text: &mut Vec<u8>) {
    text.clear();
    if layout == Layout::Line {
        // The commonest form, and the one a batch of millions uses: no layout to decide.
        text.extend(grid.cells().iter().map(|&digit| b'0' + digit));
        text.push(b'\n');
        return;
    }
    let pretty = layout == Layout::Pretty;
    for (cell, &digit) in grid.cells().iter().enumerate() {
        let column = cell % 9;
        if column > 0 {
            text.extend_from_slice(if pretty && column % 3 == 0 {
                b" | "
            } else {
                b" "
            });
        }
        text.push(b'0' + digit);
        if column == 8 {
            text.push(b'\n');
            if pretty && (cell == 26 || cell == 53) {
                text.extend_from_slice(b"- - - - - - - - - - -\n");
            }
        }
    }
}

/// One line of `--format json`.
#[derive(Serialize)]
struct JsonRecord {
    line: Option<u64>,
    puzzle: Option<String>,
    solution: Option<String>,
    status: &'static str,
    /// Why a puzzle has no solution: its givens conflict, or the search found none.
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    solutions: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    limit_reached: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

impl JsonRecord {
    fn answer(answer: &Answer) -> Self {
        let solved = match answer.count {
            Some(count) => count.found > 0,
            None => answer.solution.is_some(),
        };
        let reason = match (solved, answer.puzzle.grid.is_consistent()) {
            (true, _) => None,
            (false, true) => Some("search found none"),
            (false, false) => Some("conflicting givens"),
        };
        JsonRecord {
            line: Some(answer.puzzle.line),
            puzzle: Some(answer.puzzle.grid.to_string()),
            solution: answer.solution.as_ref().map(Grid::to_string),
            status: if solved { "solved" } else { "no_solution" },
            reason,
            solutions: answer.count.map(|count| count.found),
            limit_reached: answer.count.map(|count| count.reached_limit()),
            error: None,
        }
    }

    fn malformed(error: &ParseError) -> Self {
        JsonRecord {
            line: error.line(),
            puzzle: None,
            solution: None,
            status: "malformed",
            reason: None,
            solutions: None,
            limit_reached: None,
            error: Some(error.to_string()),
        }
    }
}
