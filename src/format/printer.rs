//! The [`Printer`]: every result of a run written in order, in the output format asked for,
//! with the one layout rule that spans results (an empty line between two multi-line blocks).

use std::io::{self, Write};

use super::answer::{Answer, Computed, NOT_UNIQUE, OutputFormat};
use super::chains::ChainNotation;
use super::json::Record;
use super::link;
use super::pictures::{Drawing, Pictures};
use super::text::{self, CellStyle, Layout, render};
use crate::generate::SizedGenerated;
use crate::logic::{Explanation, LogicError, Rating};
use crate::marks::{CandidateGrid, PencilMarks};
use crate::parse::{Notation, ParseError, Puzzle, PuzzleForm};
use crate::sized::SizedGrid;
use crate::symbols::Symbols;
use crate::tools::Fault;
use crate::variant::Marks;
use crate::words::NO_SOLUTION;

/// Writes results to `out` in the chosen [`OutputFormat`].
pub struct Printer<W> {
    out: W,
    format: OutputFormat,
    symbols: Symbols,
    /// How the chains of chaining steps are written, when asked for; without it, in SE's
    /// words, except under a hint's candidate grid, which keeps its one step line.
    chains: Option<ChainNotation>,
    /// Whether the previous result was a multi-line block.
    after_block: bool,
    /// The text of the result being written, kept to save an allocation per result.
    text: Vec<u8>,
    /// The document of a picture form, written by [`Printer::finish`].
    pictures: Option<Pictures>,
}

impl<W: Write> Printer<W> {
    /// A printer writing to `out`, cells in `symbols`.
    pub fn new(out: W, format: OutputFormat, symbols: Symbols) -> Self {
        Printer {
            out,
            format,
            symbols,
            chains: None,
            after_block: false,
            text: Vec::with_capacity(256),
            pictures: Pictures::new(format, Drawing::default(), symbols),
        }
    }

    /// The printer drawing a picture form as `drawing` lays it out.
    pub fn with_drawing(self, drawing: Drawing) -> Self {
        Printer {
            pictures: Pictures::new(self.format, drawing, self.symbols),
            ..self
        }
    }

    /// The printer writing the chains of chaining steps in `notation`, when asked for.
    pub fn with_chains(self, notation: Option<ChainNotation>) -> Self {
        Printer {
            chains: notation,
            ..self
        }
    }

    /// Writes the answer of a well-formed puzzle.
    pub fn answer(&mut self, answer: &Answer) -> io::Result<()> {
        if let Some(pictures) = &mut self.pictures {
            pictures.answer(answer);
            return Ok(());
        }
        if self.format == OutputFormat::Json {
            return self.json(&Record::answer(answer));
        }
        if self.format == OutputFormat::Fpuzzles {
            return self.line(&link::answer_link(answer));
        }
        let layout = self.layout(answer.puzzle.form);
        let notation = answer.puzzle.notation;
        match &answer.computed {
            Computed::Solution(solution) => {
                self.grid_or_none(solution.as_ref(), layout, self.style(notation))
            }
            Computed::Count { count, .. } => self.line(&count.to_string()),
            Computed::Rating(rating) => {
                let rating = match rating {
                    Ok(rating) => rating.to_string(),
                    Err(error) => refusal(*error).to_string(),
                };
                self.rating(&answer.puzzle.grid, &rating)
            }
            Computed::Explanation(explanation) => self.explanation(explanation, layout),
            Computed::Hint { hint, after } => {
                let under_grid = after.is_some() && self.format.writes_candidates();
                let step = match hint {
                    // The step line `--explain` prints first, number and all; over a
                    // candidate grid its chains only when a notation is asked for.
                    Ok(Some(step)) if under_grid && self.chains.is_none() => {
                        text::numbered_step(1, step)
                    }
                    Ok(Some(step)) => text::shown_step(1, step, self.chains.unwrap_or_default()),
                    Ok(None) => text::no_step(answer.puzzle.grid.is_full()).to_string(),
                    Err(error) => return self.line(refusal(*error)),
                };
                match after {
                    Some(marks) if self.format.writes_candidates() => {
                        self.marks(Some(&step), marks)
                    }
                    _ => self.lines(&step),
                }
            }
            Computed::Marks(marks) => self.marks(None, marks),
            Computed::TrueCandidates(grid) => {
                let rules = answer.puzzle.variant.as_ref();
                let boxes = rules.is_none_or(|rules| rules.variant.regions.is_none());
                self.true_candidates(grid.as_ref(), boxes)
            }
            Computed::Checked(checked) => self.checked(checked),
            // The minlex form is a line unless another form is asked for.
            Computed::Canonical(form) => {
                let layout = self.layout(PuzzleForm::Line);
                let grid = SizedGrid::from(form.grid);
                self.grid_or_none(Some(&grid), layout, self.style(Notation::Symbols))
            }
            // As written: the holes too.
            Computed::Dedup(_) => {
                let style = CellStyle {
                    hole: answer.puzzle.hole,
                    ..self.style(notation)
                };
                self.grid_or_none(Some(&answer.puzzle.grid), layout, style)
            }
            Computed::AsRead | Computed::AsReadAnswered(_) => {
                self.grid_or_none(Some(&answer.puzzle.grid), layout, self.style(notation))
            }
            Computed::Minimised(Ok(grid)) | Computed::Shuffled(grid) => {
                self.grid_or_none(Some(grid), layout, self.style(notation))
            }
            Computed::Minimised(Err(LogicError::NoSolution)) => {
                self.grid_or_none(None, layout, self.style(notation))
            }
            Computed::Minimised(Err(error)) => self.line(refusal(*error)),
        }
    }

    /// Writes the answers `--check` found left over after the last puzzle, as one fault.
    pub fn left_over(&mut self, fault: &Fault) -> io::Result<()> {
        let checked = Err(fault.clone());
        match self.format {
            OutputFormat::Json => self.json(&Record::checked(None, &checked)),
            _ => self.checked(&checked),
        }
    }

    /// Writes the line of a check: `ok`, or `wrong: ` and the fault.
    fn checked(&mut self, checked: &Result<(), Fault>) -> io::Result<()> {
        match checked {
            Ok(()) => self.line("ok"),
            Err(fault) => self.line(&format!("wrong: {fault}")),
        }
    }

    /// Writes the result of a malformed puzzle: a JSON record, or nothing in the text forms
    /// (the error itself goes to standard error).
    pub fn malformed(&mut self, error: &ParseError) -> io::Result<()> {
        if self.format == OutputFormat::Json {
            self.json(&Record::malformed(error))?;
        }
        Ok(())
    }

    /// Writes the result of a puzzle `--generate` gave up on: a JSON record, or nothing in the
    /// text forms (`why` goes to standard error).
    pub fn given_up(&mut self, why: &str) -> io::Result<()> {
        if let Some(pictures) = &mut self.pictures {
            pictures.given_up();
        }
        if self.format == OutputFormat::Json {
            self.json(&Record::given_up(why))?;
        }
        Ok(())
    }

    /// Writes the result of a puzzle the mode is not defined for: a JSON record, or nothing in
    /// the text forms (`why` goes to standard error).
    pub fn refused(&mut self, puzzle: &Puzzle, why: &str) -> io::Result<()> {
        if self.format == OutputFormat::Json {
            self.json(&Record::refused(puzzle, why))?;
        }
        Ok(())
    }

    /// Writes a generated puzzle, holes as dots: one line by default, the lesson's spaced
    /// grid with `--format grid`, or a JSON record with its solution and rating.
    pub fn generated(
        &mut self,
        generated: &SizedGenerated,
        rating: Option<&Rating>,
    ) -> io::Result<()> {
        if let Some(pictures) = &mut self.pictures {
            pictures.generated(generated, rating);
            return Ok(());
        }
        match self.format {
            OutputFormat::Json => self.json(&Record::generated(generated, rating)),
            OutputFormat::Fpuzzles => {
                let variant = generated.variant.as_deref();
                self.line(&link::link(&generated.puzzle, variant, Marks::None))
            }
            _ => {
                let layout = self.layout(PuzzleForm::Line);
                if let (Layout::Line, Some(regions)) = (layout, generated.regions()) {
                    // The jigsaw line form: the givens, then the regions.
                    self.start(false)?;
                    return writeln!(self.out, "{}{regions}", generated.puzzle);
                }
                self.grid_or_none(
                    Some(&generated.puzzle),
                    layout,
                    self.style(Notation::Symbols),
                )
            }
        }
    }

    /// Flushes the underlying writer.
    pub fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }

    /// Ends the output: writes the document of a picture form (once), then flushes.
    pub fn finish(&mut self) -> io::Result<()> {
        if let Some(pictures) = self.pictures.take() {
            pictures.finish(&mut self.out)?;
        }
        self.out.flush()
    }

    /// The layout of a grid answering a puzzle written in `form`.
    fn layout(&self, form: PuzzleForm) -> Layout {
        match (self.format, form) {
            (OutputFormat::Auto, PuzzleForm::Line) | (OutputFormat::Line, _) => Layout::Line,
            (OutputFormat::Auto, PuzzleForm::Grid) | (OutputFormat::Grid, _) => Layout::Grid,
            _ => Layout::Pretty,
        }
    }

    /// Writes `grid` in `layout` and `notation`, or [`NO_SOLUTION`] in its place.
    fn grid_or_none(
        &mut self,
        grid: Option<&SizedGrid>,
        layout: Layout,
        style: CellStyle,
    ) -> io::Result<()> {
        self.start(layout != Layout::Line)?;
        match grid {
            None => writeln!(self.out, "{NO_SOLUTION}"),
            Some(grid) => {
                render(grid, layout, style, &mut self.text);
                self.out.write_all(&self.text)
            }
        }
    }

    /// How cells of a puzzle written in `notation` are written.
    fn style(&self, notation: Notation) -> CellStyle {
        CellStyle {
            symbols: self.symbols,
            notation,
            hole: b'.',
        }
    }

    /// Writes an explanation, a block: its numbered steps, then the solution in `layout`.
    fn explanation(
        &mut self,
        explanation: &Result<Explanation, LogicError>,
        layout: Layout,
    ) -> io::Result<()> {
        self.start(true)?;
        match explanation {
            Ok(explanation) => {
                let notation = self.chains.unwrap_or_default();
                let steps = text::explanation_steps(explanation, notation);
                self.out.write_all(steps.as_bytes())?;
                let solution = SizedGrid::from(explanation.solution);
                render(
                    &solution,
                    layout,
                    self.style(Notation::Symbols),
                    &mut self.text,
                );
                self.out.write_all(&self.text)
            }
            Err(error) => writeln!(self.out, "{}", refusal(*error)),
        }
    }

    /// Writes candidates in the chosen candidate form, after `comment` as a `#` line: a
    /// block for the PM grid, a line for the 729-line (two with the comment).
    fn marks(&mut self, comment: Option<&str>, marks: &PencilMarks) -> io::Result<()> {
        let grid = self.format == OutputFormat::Candidates;
        self.start(grid || comment.is_some())?;
        for line in comment.iter().flat_map(|comment| comment.lines()) {
            writeln!(self.out, "# {line}")?;
        }
        match grid {
            true => {
                let text = text::pm_grid(&CandidateGrid::from(marks), Symbols::Standard, true);
                self.out.write_all(text.as_bytes())
            }
            false => writeln!(self.out, "{}", marks.to_line()),
        }
    }

    /// Writes a puzzle's true candidates: the PM grid, or the N³-character line with
    /// `--format candidates-line`; `Sense solució` in their place when it has none. Without
    /// `boxes` (irregular regions), the PM grid draws only its frame.
    fn true_candidates(&mut self, grid: Option<&CandidateGrid>, boxes: bool) -> io::Result<()> {
        let as_line = self.format == OutputFormat::CandidatesLine;
        self.start(!as_line)?;
        match grid {
            None => writeln!(self.out, "{NO_SOLUTION}"),
            Some(grid) if as_line => writeln!(self.out, "{}", grid.to_line(self.symbols)),
            Some(grid) => {
                let text = text::pm_grid(grid, self.symbols, boxes);
                self.out.write_all(text.as_bytes())
            }
        }
    }

    /// Writes a rating (or what stands for one): alone on its line, or with `--format line`
    /// after the puzzle and two blanks, as published lists write it and as `resol` reads it
    /// back (`…3..85  7.2/1.2/1.2`).
    fn rating(&mut self, puzzle: &SizedGrid, rating: &str) -> io::Result<()> {
        if self.format != OutputFormat::Line {
            return self.line(rating);
        }
        self.start(false)?;
        render(
            puzzle,
            Layout::Line,
            self.style(Notation::Symbols),
            &mut self.text,
        );
        self.text.pop();
        self.out.write_all(&self.text)?;
        writeln!(self.out, "  {rating}")
    }

    /// Writes a one-line result.
    fn line(&mut self, line: &str) -> io::Result<()> {
        self.start(false)?;
        writeln!(self.out, "{line}")
    }

    /// Writes one line, or several as a block.
    fn lines(&mut self, text: &str) -> io::Result<()> {
        self.start(text.contains('\n'))?;
        writeln!(self.out, "{text}")
    }

    /// Starts a result, a block or a line: a block after a block is set off by an empty line.
    fn start(&mut self, block: bool) -> io::Result<()> {
        if block && self.after_block {
            self.out.write_all(b"\n")?;
        }
        self.after_block = block;
        Ok(())
    }

    fn json(&mut self, record: &Record) -> io::Result<()> {
        serde_json::to_writer(&mut self.out, record)?;
        self.out.write_all(b"\n")
    }
}

/// The line that stands for a rating, an explanation or a hint logic cannot give.
fn refusal(error: LogicError) -> &'static str {
    match error {
        LogicError::NoSolution | LogicError::LostDigit { .. } => NO_SOLUTION,
        LogicError::NotUnique => NOT_UNIQUE,
    }
}
