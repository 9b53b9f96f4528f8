//! The picture forms (`--format svg`): each result drawn as a titled panel, and the panels of
//! a run gathered into its one document, written when the run ends. Only the document itself
//! is kept: the SVG's text grows a row of panels at a time.

use std::io::{self, Write};
use std::sync::Arc;

use super::answer::{Answer, Computed, OutputFormat};
use crate::draw::board::{Board, Ink};
use crate::draw::book::BookLayout;
use crate::draw::panel::Panel;
use crate::draw::scene::Color;
use crate::draw::sheet::{Sheet, SheetLayout};
use crate::draw::svg;
use crate::generate::SizedGenerated;
use crate::logic::{LogicError, Rating};
use crate::marks::CandidateGrid;
use crate::parse::Puzzle;
use crate::sized::SizedGrid;
use crate::symbols::Symbols;
use crate::variant::Variant;
use crate::words::NO_SOLUTION;

use super::answer::NOT_UNIQUE;

/// How the pictures of a run are laid out: the sheet of SVG and PNG, the book of PDF.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Drawing {
    /// The sheet's rows and scale.
    pub sheet: SheetLayout,
    /// The book's paper and puzzles a page.
    pub book: BookLayout,
}

/// The document of a run being made.
#[derive(Debug)]
enum Document {
    /// An SVG picture: its rows written as they fill.
    Svg { sheet: Sheet, body: String },
}

/// Where the panels of a run go, in the picture form asked for.
#[derive(Debug)]
pub struct Pictures {
    document: Document,
    /// Puzzles made so far by `--generate`, given up ones included: the number in a title.
    made: u64,
}

impl Pictures {
    /// The document of `format` laid out as `drawing`, digits in `symbols`; `None` for a
    /// text form.
    pub fn new(format: OutputFormat, drawing: Drawing, symbols: Symbols) -> Option<Pictures> {
        let document = match format {
            OutputFormat::Svg => Document::Svg {
                sheet: Sheet::new(drawing.sheet, symbols),
                body: String::new(),
            },
            _ => return None,
        };
        Some(Pictures { document, made: 0 })
    }

    /// Draws the result of a well-formed puzzle.
    pub fn answer(&mut self, answer: &Answer) {
        if let Some(panel) = panel(answer) {
            self.add(panel);
        }
    }

    /// Draws a puzzle made by `--generate`, titled with its number and, when it was rated,
    /// its level and rating.
    pub fn generated(&mut self, generated: &SizedGenerated, rating: Option<&Rating>) {
        self.made += 1;
        let title = match rating {
            Some(rating) => format!(
                "puzzle {} · {} · ER {}",
                self.made,
                rating.level(),
                rating.er
            ),
            None => format!("puzzle {}", self.made),
        };
        let board = Board::puzzle(&generated.puzzle, generated.variant.clone());
        self.add(Panel::new(title, board));
    }

    /// Counts a puzzle `--generate` gave up on, so that the next one keeps its number.
    pub fn given_up(&mut self) {
        self.made += 1;
    }

    /// Adds a panel to the document.
    fn add(&mut self, panel: Panel) {
        match &mut self.document {
            Document::Svg { sheet, body } => {
                if let Some(row) = sheet.add(panel) {
                    svg::write_items(&row, body);
                }
            }
        }
    }

    /// Ends the document and writes it to `out`.
    pub fn finish(mut self, out: &mut impl Write) -> io::Result<()> {
        match &mut self.document {
            Document::Svg { sheet, body } => {
                let (row, width, height) = sheet.finish();
                svg::write_items(&row, body);
                let document = svg::document(width, height, Some(Color::WHITE), body);
                out.write_all(document.as_bytes())
            }
        }
    }
}

/// The panel of a result, titled with the puzzle's line: the puzzle and what was found
/// (solution or candidates, in blue), or what the mode prints of it; `None` for a result that
/// is not a grid, which the command line keeps from the picture forms.
fn panel(answer: &Answer) -> Option<Panel> {
    let puzzle = &answer.puzzle;
    let line = format!("line {}", puzzle.line);
    let variant = variant(puzzle);
    let as_read = || as_read(puzzle);
    let panel = match &answer.computed {
        Computed::Solution(Some(solution)) => {
            Panel::new(line, Board::answer(&puzzle.grid, solution, variant))
        }
        Computed::TrueCandidates(Some(candidates)) => {
            let board = Board::candidates(&puzzle.grid, candidates, Ink::Found, variant);
            Panel::new(line, board)
        }
        Computed::Solution(None)
        | Computed::TrueCandidates(None)
        | Computed::Minimised(Err(LogicError::NoSolution | LogicError::LostDigit { .. })) => {
            Panel::new(format!("{line} · {NO_SOLUTION}"), as_read())
        }
        Computed::Minimised(Err(LogicError::NotUnique)) => {
            Panel::new(format!("{line} · {NOT_UNIQUE}"), as_read())
        }
        Computed::AsRead | Computed::Dedup(_) => Panel::new(line, as_read()),
        Computed::Minimised(Ok(grid)) | Computed::Shuffled(grid) => {
            Panel::new(line, Board::puzzle(grid, variant))
        }
        Computed::Canonical(form) => {
            Panel::new(line, Board::puzzle(&SizedGrid::from(form.grid), None))
        }
        Computed::Count { .. }
        | Computed::Rating(_)
        | Computed::Explanation(_)
        | Computed::Hint { .. }
        | Computed::Marks(_)
        | Computed::Checked(_) => return None,
    };
    Some(panel)
}

/// A puzzle as read: its givens, or a candidate grid's candidates.
fn as_read(puzzle: &Puzzle) -> Board {
    let variant = variant(puzzle);
    match &puzzle.marks {
        Some(marks) => Board::candidates(
            &puzzle.grid,
            &CandidateGrid::from(&**marks),
            Ink::Given,
            variant,
        ),
        None => Board::puzzle(&puzzle.grid, variant),
    }
}

/// A variant puzzle's rules and regions.
fn variant(puzzle: &Puzzle) -> Option<Arc<Variant>> {
    puzzle
        .variant
        .as_ref()
        .map(|rules| Arc::clone(&rules.variant))
}
