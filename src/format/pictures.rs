//! The picture forms (`--format svg`, `png`, `pdf`): each result drawn as a titled panel, and
//! the panels of a run gathered into its one document, written when the run ends. Only about
//! the document itself is kept: the SVG's text grows a row of panels at a time, the PDF a page
//! at a time (with the answers for its last pages kept as panels), and the PNG keeps the
//! shapes it will paint, which take less than its pixels.

use std::io::{self, Write};
use std::sync::Arc;

use super::answer::{Answer, Computed, NOT_UNIQUE, OutputFormat};
use crate::draw::board::{Board, Ink};
use crate::draw::book::{Book, BookLayout};
use crate::draw::panel::Panel;
use crate::draw::pdf::PdfBook;
use crate::draw::scene::{Color, Item, Picture};
use crate::draw::sheet::{Sheet, SheetLayout};
use crate::draw::{png, svg};
use crate::generate::SizedGenerated;
use crate::logic::{LogicError, Rating};
use crate::marks::CandidateGrid;
use crate::parse::Puzzle;
use crate::sized::SizedGrid;
use crate::symbols::Symbols;
use crate::variant::Variant;
use crate::words::NO_SOLUTION;

/// How the pictures of a run are laid out: the sheet of SVG and PNG, the book of PDF.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Drawing {
    /// The sheet's rows and scale.
    pub sheet: SheetLayout,
    /// The book's paper and puzzles a page.
    pub book: BookLayout,
}

/// The document of a run being made.
enum Document {
    /// An SVG picture: its rows written as they fill.
    Svg { sheet: Sheet, body: String },
    /// A PNG picture: its rows' shapes, painted at the end.
    Png { sheet: Sheet, items: Vec<Item> },
    /// A PDF book: its pages written as they fill.
    Pdf { book: Book, pdf: Box<PdfBook> },
}

/// Where the panels of a run go, in the picture form asked for.
pub struct Pictures {
    document: Document,
    /// Puzzles made so far by `--generate`, given up ones included: the number in a title.
    made: u64,
}

impl Pictures {
    /// The document of `format` laid out as `drawing`, digits in `symbols`; `None` for a
    /// text form.
    pub fn new(format: OutputFormat, drawing: Drawing, symbols: Symbols) -> Option<Pictures> {
        let sheet = || Sheet::new(drawing.sheet, symbols);
        let document = match format {
            OutputFormat::Svg => Document::Svg {
                sheet: sheet(),
                body: String::new(),
            },
            OutputFormat::Png => Document::Png {
                sheet: sheet(),
                items: Vec::new(),
            },
            OutputFormat::Pdf => Document::Pdf {
                book: Book::new(drawing.book, symbols),
                pdf: Box::new(PdfBook::new("Sudoku")),
            },
            _ => return None,
        };
        Some(Pictures { document, made: 0 })
    }

    /// Draws the result of a well-formed puzzle.
    pub fn answer(&mut self, answer: &Answer) {
        if let Some(panel) = panel(answer) {
            self.add(panel, answer_panel(answer));
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
        let variant = generated.variant.clone();
        let board = Board::puzzle(&generated.puzzle, variant.clone());
        let solved = Board::answer(&generated.puzzle, &generated.solution, variant);
        self.add(
            Panel::new(title.clone(), board),
            Some(Panel::new(title, solved)),
        );
    }

    /// Counts a puzzle `--generate` gave up on, so that the next one keeps its number.
    pub fn given_up(&mut self) {
        self.made += 1;
    }

    /// Adds a panel to the document, with the panel of its answer, which a book prints on
    /// its last pages.
    fn add(&mut self, panel: Panel, answer: Option<Panel>) {
        match &mut self.document {
            Document::Svg { sheet, body } => {
                if let Some(row) = sheet.add(panel) {
                    svg::write_items(&row, body);
                }
            }
            Document::Png { sheet, items } => {
                items.extend(sheet.add(panel).into_iter().flatten());
                // A picture past PNG's limit is refused when it ends: its shapes need not wait.
                if sheet.area_so_far() > png::MAX_PIXELS as f32 {
                    *items = Vec::new();
                }
            }
            Document::Pdf { book, pdf } => book.add(panel, answer, &mut |page| pdf.add_page(&page)),
        }
    }

    /// Ends the document and writes it to `out`. A picture too large for PNG is an error.
    pub fn finish(self, out: &mut impl Write) -> io::Result<()> {
        match self.document {
            Document::Svg {
                mut sheet,
                mut body,
            } => {
                let (row, width, height) = sheet.finish();
                svg::write_items(&row, &mut body);
                // The body is the document's bulk: written as it is, not copied.
                out.write_all(svg::head(width, height, Some(Color::WHITE)).as_bytes())?;
                out.write_all(body.as_bytes())?;
                out.write_all(svg::END.as_bytes())
            }
            Document::Png {
                mut sheet,
                mut items,
            } => {
                let (row, width, height) = sheet.finish();
                items.extend(row);
                let picture = Picture {
                    width,
                    height,
                    background: Some(Color::WHITE),
                    items,
                };
                out.write_all(&png::encode(&picture).map_err(io::Error::other)?)
            }
            Document::Pdf { mut book, mut pdf } => {
                book.finish(&mut |page| pdf.add_page(&page));
                out.write_all(&pdf.finish())
            }
        }
    }
}

/// The panel of a result, titled with where the puzzle comes from (its line, or its picture):
/// the puzzle and what was found (solution or candidates, in blue), or what the mode prints of
/// it; `None` for a result that is not a grid, which the command line keeps from the picture
/// forms.
fn panel(answer: &Answer) -> Option<Panel> {
    let puzzle = &answer.puzzle;
    let line = puzzle.whence();
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
        Computed::AsRead | Computed::AsReadAnswered(_) | Computed::Dedup(_) => {
            Panel::new(line, as_read())
        }
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

/// The panel of a puzzle's answer for a book's last pages, when the mode prints the puzzle
/// and the book its answer: its solution, or its givens and [`NO_SOLUTION`].
fn answer_panel(answer: &Answer) -> Option<Panel> {
    let Computed::AsReadAnswered(solution) = &answer.computed else {
        return None;
    };
    let puzzle = &answer.puzzle;
    let line = puzzle.whence();
    Some(match solution {
        Some(solution) => Panel::new(line, Board::answer(&puzzle.grid, solution, variant(puzzle))),
        None => Panel::new(format!("{line} · {NO_SOLUTION}"), as_read(puzzle)),
    })
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::board::Mark;
    use crate::format::Count;
    use crate::parse::{Notation, PuzzleForm};

    fn answered(computed: Computed) -> Answer {
        let puzzle = Puzzle {
            grid: "1.3.3..........1".parse().unwrap(),
            form: PuzzleForm::Line,
            notation: Notation::Symbols,
            hole: b'.',
            line: 7,
            marks: None,
            variant: None,
            picture: None,
        };
        Answer { puzzle, computed }
    }

    #[test]
    fn a_puzzle_printed_for_a_book_keeps_its_answer_for_the_last_pages() {
        let solution: SizedGrid = "1234341221434321".parse().unwrap();
        let answer = answered(Computed::AsReadAnswered(Some(solution)));
        let puzzle = panel(&answer).unwrap();
        assert_eq!(puzzle.title, "line 7");
        assert!(!puzzle.board.marks().contains(&Mark::Value(2, Ink::Found)));
        let solved = answer_panel(&answer).unwrap();
        assert_eq!(solved.title, "line 7");
        assert_eq!(solved.board.marks()[1], Mark::Value(2, Ink::Found));
        let unsolvable = answer_panel(&answered(Computed::AsReadAnswered(None))).unwrap();
        assert_eq!(unsolvable.title, "line 7 · Sense solució");
        assert!(answer_panel(&answered(Computed::AsRead)).is_none());
    }

    #[test]
    fn results_that_are_not_grids_are_not_drawn() {
        let count = Count { found: 2, limit: 2 };
        let counted = answered(Computed::Count {
            count,
            solution: None,
        });
        assert!(panel(&counted).is_none());
        let refused = answered(Computed::Minimised(Err(LogicError::NotUnique)));
        assert_eq!(
            panel(&refused).unwrap().title,
            "line 7 · no unique solution"
        );
    }

    #[test]
    fn a_document_is_written_once_the_run_ends() {
        let mut pictures =
            Pictures::new(OutputFormat::Pdf, Drawing::default(), Symbols::Standard).unwrap();
        let solution: SizedGrid = "1234341221434321".parse().unwrap();
        pictures.answer(&answered(Computed::AsReadAnswered(Some(solution))));
        let mut pdf = Vec::new();
        pictures.finish(&mut pdf).unwrap();
        assert!(pdf.starts_with(b"%PDF-"));
        assert!(Pictures::new(OutputFormat::Line, Drawing::default(), Symbols::Standard).is_none());
    }
}
