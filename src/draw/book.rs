//! A book: the pages of a PDF, a few puzzles a page under a header line, and, when the
//! puzzles' answers are kept (`--print`, `--generate`), the answers on the last pages, smaller
//! and more a page, as puzzle books print them. A page is handed on as soon as it is full;
//! only the answers wait for the end, as panels.

use super::board::{INK, group};
use super::panel::Panel;
use super::scene::{Anchor, Color, Item, Paint, Picture, Point, Shape, Text, Weight};
use crate::named::Named;
use crate::symbols::Symbols;

/// The white space around a page's content, in points (half an inch).
const PAGE_MARGIN: f32 = 36.0;
/// The header's font size, in points.
const HEADER_SIZE: f32 = 10.0;
/// The band the header takes above the puzzles, in points.
const HEADER_BAND: f32 = 28.0;
/// The space between two puzzles of a page, in points.
const GAP: f32 = 18.0;
/// The band of a puzzle's title on a page of puzzles, in points (its font is 0.45 of it).
const PUZZLE_TITLE: f32 = 24.0;
/// The band of a puzzle's title on a page of answers, in points.
const ANSWER_TITLE: f32 = 16.0;

/// A paper size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Paper {
    /// ISO A4, 210 × 297 mm.
    #[default]
    A4,
    /// US letter, 8.5 × 11 in.
    Letter,
    /// ISO A5, 148 × 210 mm.
    A5,
}

impl Named for Paper {
    const NAMED: &'static [(&'static str, Paper)] = &[
        ("a4", Paper::A4),
        ("letter", Paper::Letter),
        ("a5", Paper::A5),
    ];
}

impl Paper {
    /// Its width and height, in points (72 an inch), upright.
    pub const fn size(self) -> (f32, f32) {
        match self {
            Paper::A4 => (595.28, 841.89),
            Paper::Letter => (612.0, 792.0),
            Paper::A5 => (419.53, 595.28),
        }
    }
}

/// The puzzles a page can hold: 1, 2, 4 or 6.
pub const PER_PAGE: [usize; 4] = [1, 2, 4, 6];

/// How a book is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookLayout {
    /// Its paper.
    pub paper: Paper,
    /// Puzzles a page: one of [`PER_PAGE`].
    pub per_page: usize,
}

impl Default for BookLayout {
    fn default() -> Self {
        BookLayout {
            paper: Paper::A4,
            per_page: 4,
        }
    }
}

/// Columns and rows of the places of a page holding `per_page` puzzles.
fn places(per_page: usize) -> (usize, usize) {
    match per_page {
        1 => (1, 1),
        2 => (1, 2),
        4 => (2, 2),
        _ => (2, 3),
    }
}

/// A book being made, its pages handed on as they fill.
#[derive(Debug)]
pub struct Book {
    layout: BookLayout,
    symbols: Symbols,
    /// The puzzles of the page being filled.
    page: Vec<Panel>,
    /// Puzzles added so far.
    puzzles: usize,
    /// Pages handed on so far.
    pages: usize,
    /// The answers kept for the last pages, with their puzzle's number.
    answers: Vec<(usize, Panel)>,
}

impl Book {
    /// An empty book laid out as `layout`, digits in `symbols`.
    pub fn new(layout: BookLayout, symbols: Symbols) -> Book {
        Book {
            layout,
            symbols,
            page: Vec::with_capacity(layout.per_page),
            puzzles: 0,
            pages: 0,
            answers: Vec::new(),
        }
    }

    /// Adds a puzzle, with its answer for the last pages if it has one to show there; a page
    /// it fills goes to `done`.
    pub fn add(&mut self, puzzle: Panel, answer: Option<Panel>, done: &mut impl FnMut(Picture)) {
        self.puzzles += 1;
        if let Some(answer) = answer {
            self.answers.push((self.puzzles, answer));
        }
        self.page.push(puzzle);
        if self.page.len() == self.layout.per_page {
            self.puzzle_page(done);
        }
    }

    /// Ends the book: its last page of puzzles, then its answers' pages, go to `done`. A book
    /// without puzzles is one page that says so, so that it is a document all the same.
    pub fn finish(&mut self, done: &mut impl FnMut(Picture)) {
        if !self.page.is_empty() || self.puzzles == 0 {
            self.puzzle_page(done);
        }
        let (columns, rows) = places(self.layout.per_page);
        let (columns, rows) = (columns + 1, rows + 1);
        let answers = std::mem::take(&mut self.answers);
        for chunk in answers.chunks(columns * rows) {
            let (first, last) = (chunk[0].0, chunk[chunk.len() - 1].0);
            let panels: Vec<&Panel> = chunk.iter().map(|(_, panel)| panel).collect();
            let header = format!("resol · answers {}", range(first, last));
            done(self.page_of(&header, &panels, (columns, rows), ANSWER_TITLE));
        }
    }

    /// Hands on the page of puzzles being filled.
    fn puzzle_page(&mut self, done: &mut impl FnMut(Picture)) {
        let page = std::mem::take(&mut self.page);
        let header = match page.len() {
            0 => "resol · no puzzles".to_string(),
            held => format!(
                "resol · puzzles {}",
                range(self.puzzles + 1 - held, self.puzzles)
            ),
        };
        let panels: Vec<&Panel> = page.iter().collect();
        let places = places(self.layout.per_page);
        done(self.page_of(&header, &panels, places, PUZZLE_TITLE));
    }

    /// The next page: `header` and the page's number at its top, `panels` in `columns` ×
    /// `rows` places, each as large as its place allows under its title's band `band` points
    /// high (the same on every page of a kind, whatever the size of the grid), centred in it.
    fn page_of(
        &mut self,
        header: &str,
        panels: &[&Panel],
        (columns, rows): (usize, usize),
        band: f32,
    ) -> Picture {
        self.pages += 1;
        let (width, height) = self.layout.paper.size();
        let top = PAGE_MARGIN + HEADER_BAND;
        let place_width = (width - 2.0 * PAGE_MARGIN - GAP * (columns - 1) as f32) / columns as f32;
        let place_height = (height - top - PAGE_MARGIN - GAP * (rows - 1) as f32) / rows as f32;
        let mut items = vec![self.header(header, width)];
        for (at, panel) in panels.iter().enumerate() {
            let (row, column) = (at / columns, at % columns);
            let cell =
                (place_width / panel.width()).min((place_height - band) / panel.grid_height());
            let (panel_width, panel_height) =
                (panel.width() * cell, band + panel.grid_height() * cell);
            let corner = Point::new(
                PAGE_MARGIN
                    + column as f32 * (place_width + GAP)
                    + (place_width - panel_width) / 2.0,
                top + row as f32 * (place_height + GAP) + (place_height - panel_height) / 2.0,
            );
            items.push(panel.items_under_band(corner, cell, band, self.symbols));
        }
        Picture {
            width,
            height,
            background: Some(Color::WHITE),
            items,
        }
    }

    /// The header line: `text` at the left, the page's number at the right.
    fn header(&self, text: &str, width: f32) -> Item {
        let baseline = PAGE_MARGIN + HEADER_SIZE;
        let line = |at: f32, text: String, anchor: Anchor| {
            let text = Text {
                at: Point::new(at, baseline),
                text,
                size: HEADER_SIZE,
                anchor,
                weight: Weight::Normal,
            };
            Item::Shape(Shape::Text(text), Paint::fill(INK))
        };
        group(
            "header",
            vec![
                line(PAGE_MARGIN, text.to_string(), Anchor::Start),
                line(width - PAGE_MARGIN, self.pages.to_string(), Anchor::End),
            ],
        )
    }
}

/// `3`, or `1–4`.
fn range(first: usize, last: usize) -> String {
    match first == last {
        true => first.to_string(),
        false => format!("{first}–{last}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::board::Board;
    use crate::shape::Shape as GridShape;
    use crate::sized::SizedGrid;

    fn panel(title: &str) -> Panel {
        Panel::new(
            title,
            Board::puzzle(&SizedGrid::empty(GridShape::NINE), None),
        )
    }

    fn header(page: &Picture) -> Vec<String> {
        let Item::Group { items, .. } = &page.items[0] else {
            panic!("the header first");
        };
        items
            .iter()
            .map(|item| match item {
                Item::Shape(Shape::Text(text), _) => text.text.clone(),
                _ => panic!("texts"),
            })
            .collect()
    }

    #[test]
    fn twelve_puzzles_four_a_page_make_three_pages_and_two_of_answers() {
        let layout = BookLayout {
            paper: Paper::A4,
            per_page: 4,
        };
        let mut book = Book::new(layout, Symbols::Standard);
        let mut pages = Vec::new();
        for index in 1..=12 {
            let title = format!("puzzle {index}");
            book.add(panel(&title), Some(panel(&title)), &mut |page| {
                pages.push(page)
            });
        }
        assert_eq!(pages.len(), 3);
        book.finish(&mut |page| pages.push(page));
        assert_eq!(pages.len(), 5);
        assert_eq!(header(&pages[0]), ["resol · puzzles 1–4", "1"]);
        assert_eq!(header(&pages[2]), ["resol · puzzles 9–12", "3"]);
        // Nine answers a page: three by three.
        assert_eq!(header(&pages[3]), ["resol · answers 1–9", "4"]);
        assert_eq!(header(&pages[4]), ["resol · answers 10–12", "5"]);
        assert_eq!(pages[4].items.len(), 1 + 3);
        assert_eq!((pages[0].width, pages[0].height), (595.28, 841.89));
    }

    #[test]
    fn puzzles_fill_their_places_within_the_margins() {
        let layout = BookLayout {
            paper: Paper::Letter,
            per_page: 1,
        };
        let mut book = Book::new(layout, Symbols::Standard);
        let mut pages = Vec::new();
        book.add(panel("line 1"), None, &mut |page| pages.push(page));
        book.finish(&mut |page| pages.push(page));
        assert_eq!(pages.len(), 1);
        // The 9×10-cell panel fills the page's width between the margins.
        let Item::Group { items, .. } = &pages[0].items[1] else {
            panic!("a panel");
        };
        let Item::Group { items: border, .. } = items.last().unwrap() else {
            panic!("its border");
        };
        let Item::Shape(Shape::Rect { corner, width, .. }, _) = &border[0] else {
            panic!("a rectangle");
        };
        assert!((corner.x - 36.0).abs() < 0.01 && (width - 540.0).abs() < 0.01);
    }

    #[test]
    fn titles_are_the_same_size_over_grids_of_every_size() {
        let mut book = Book::new(BookLayout::default(), Symbols::Standard);
        let mut pages = Vec::new();
        for size in [4, 16] {
            let grid = SizedGrid::empty(GridShape::for_size(size).unwrap());
            book.add(
                Panel::new("line 1", Board::puzzle(&grid, None)),
                None,
                &mut |_| {},
            );
        }
        book.finish(&mut |page| pages.push(page));
        let title_size = |panel: &Item| {
            let Item::Group { items, .. } = panel else {
                panic!("a panel");
            };
            let Item::Group { items: title, .. } = &items[0] else {
                panic!("its title");
            };
            match &title[0] {
                Item::Shape(Shape::Text(text), _) => text.size,
                _ => panic!("a text"),
            }
        };
        let sizes: Vec<f32> = pages[0].items[1..].iter().map(title_size).collect();
        assert_eq!(sizes, [0.45 * PUZZLE_TITLE, 0.45 * PUZZLE_TITLE]);
    }

    #[test]
    fn a_book_without_puzzles_is_one_page_saying_so() {
        let mut book = Book::new(BookLayout::default(), Symbols::Standard);
        let mut pages = Vec::new();
        book.finish(&mut |page| pages.push(page));
        assert_eq!(pages.len(), 1);
        assert_eq!(header(&pages[0]), ["resol · no puzzles", "1"]);
    }
}
