//! A puzzle as it is drawn: what each cell shows (a given, a digit found, candidates), and the
//! shapes of its grid (thin cell lines, thick box or region borders, the outer border) and of
//! its digits, placed in a [`Frame`].
//!
//! Weights follow printed puzzles: cell lines a fortieth of a cell, box and region borders
//! three times that, the outer border four times; digits six tenths of a cell, givens black
//! and digits found blue; candidates small, each at its place on a keypad of ⌈√N⌉ columns.

use std::sync::Arc;

use super::frame::Frame;
use super::scene::{Anchor, Cap, Color, Item, Paint, Point, Shape as Drawn, Stroke, Text, Weight};
use crate::marks::CandidateGrid;
use crate::shape::Shape;
use crate::sized::SizedGrid;
use crate::symbols::Symbols;
use crate::variant::Variant;

/// The colour of givens, lines and titles.
pub const INK: Color = Color::BLACK;
/// The colour of what was found: digits of an answer, true candidates.
pub const FOUND: Color = Color::rgb(0x1f, 0x5f, 0xbf);

/// Cell lines are this fraction of a cell wide.
const THIN: f32 = 1.0 / 40.0;
/// Box and region borders are this many cell lines wide.
const THICK: f32 = 3.0;
/// The outer border is this many cell lines wide.
const OUTER: f32 = 4.0;
/// A digit's font size, in cells.
const DIGIT: f32 = 0.6;
/// A candidate's font size, in keypad places (a place is a cell over ⌈√N⌉).
const CANDIDATE: f32 = 0.8;
/// How far below a text's middle its baseline is, in ems: half the height of a digit in
/// DejaVu Sans and Verdana (0.73 em), so that digits stand centred in their cells.
const BASELINE: f32 = 0.36;

/// Who wrote what a cell shows: the puzzle, or the solver.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ink {
    /// The puzzle's own: givens, pencil marks read. Black.
    Given,
    /// Found by the solver: digits of an answer, true candidates. Blue.
    Found,
}

/// What one cell shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Nothing.
    Empty,
    /// A value from 1 to N.
    Value(u8, Ink),
    /// Candidates, bit `v - 1` for the value `v`, as small digits.
    Candidates(u32, Ink),
}

/// A puzzle to draw: its shape, its regions and rules, and what each cell shows.
#[derive(Clone, Debug, PartialEq)]
pub struct Board {
    shape: Shape,
    variant: Option<Arc<Variant>>,
    marks: Vec<Mark>,
}

impl Board {
    /// The puzzle `givens` under `variant` (none for a classic puzzle).
    pub fn puzzle(givens: &SizedGrid, variant: Option<Arc<Variant>>) -> Board {
        let marks = givens.cells().iter().map(|&value| given(value)).collect();
        Board::new(givens.shape(), variant, marks)
    }

    /// The puzzle `givens` answered by `solution`: the givens, and the other cells' values in
    /// the colour of what was found.
    pub fn answer(
        givens: &SizedGrid,
        solution: &SizedGrid,
        variant: Option<Arc<Variant>>,
    ) -> Board {
        let marks = givens
            .cells()
            .iter()
            .zip(solution.cells())
            .map(|(&given_value, &value)| match given_value {
                0 => Mark::Value(value, Ink::Found),
                _ => Mark::Value(given_value, Ink::Given),
            })
            .collect();
        Board::new(givens.shape(), variant, marks)
    }

    /// The puzzle `givens` with `candidates` in its other cells, in `ink`; a cell left with
    /// one candidate shows it as a value.
    pub fn candidates(
        givens: &SizedGrid,
        candidates: &CandidateGrid,
        ink: Ink,
        variant: Option<Arc<Variant>>,
    ) -> Board {
        let marks = givens
            .cells()
            .iter()
            .zip(candidates.cells())
            .map(
                |(&given_value, &mask)| match (given_value, mask.count_ones()) {
                    (0, 1) => Mark::Value(mask.trailing_zeros() as u8 + 1, ink),
                    (0, _) => Mark::Candidates(mask, ink),
                    _ => given(given_value),
                },
            )
            .collect();
        Board::new(givens.shape(), variant, marks)
    }

    fn new(shape: Shape, variant: Option<Arc<Variant>>, marks: Vec<Mark>) -> Board {
        debug_assert_eq!(marks.len(), shape.cells());
        Board {
            shape,
            variant,
            marks,
        }
    }

    /// The grid's shape.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// N, cells a side.
    pub fn size(&self) -> usize {
        self.shape.size()
    }

    /// The variant's rules and regions, for a variant puzzle.
    pub fn variant(&self) -> Option<&Variant> {
        self.variant.as_deref()
    }

    /// What each cell shows, row-major.
    pub fn marks(&self) -> &[Mark] {
        &self.marks
    }

    /// The grid's lines in `frame`: a group `grid` of cell lines, then the box borders (group
    /// `box`) or the irregular regions' borders (group `region`), then the outer border
    /// (group `border`).
    pub fn lines(&self, frame: Frame) -> Vec<Item> {
        let n = self.size();
        let thin = Stroke::solid(INK, frame.length(THIN));
        let thick = Stroke::solid(INK, frame.length(THIN * THICK));
        let mut items = vec![group("grid", straight_lines(frame, 1..n, 1..n, thin))];
        let regions = self
            .variant()
            .and_then(|variant| variant.regions.as_deref());
        match regions {
            Some(regions) => items.push(group("region", region_borders(frame, regions, thick))),
            None if self.shape.has_boxes() => {
                let (rows, columns) = (self.shape.box_rows(), self.shape.box_columns());
                let across = (rows..n).step_by(rows);
                let down = (columns..n).step_by(columns);
                items.push(group("box", straight_lines(frame, across, down, thick)));
            }
            None => {}
        }
        let outer = Stroke::solid(INK, frame.length(THIN * OUTER));
        let border = Drawn::Rect {
            corner: frame.at(0.0, 0.0),
            width: frame.length(n as f32),
            height: frame.length(n as f32),
            radius: 0.0,
        };
        items.push(group(
            "border",
            vec![Item::Shape(border, Paint::stroke(outer))],
        ));
        items
    }

    /// The cells' digits in `frame`, written in `symbols`: groups `given` and `found` of
    /// values, then `candidates` of small digits; an empty group is left out.
    pub fn digits(&self, frame: Frame, symbols: Symbols) -> Vec<Item> {
        let (mut givens, mut found, mut candidates) = (Vec::new(), Vec::new(), Vec::new());
        for (cell, &mark) in self.marks.iter().enumerate() {
            match mark {
                Mark::Empty => {}
                Mark::Value(value, ink) => {
                    let text = symbol(symbols, value);
                    let digit = centred(frame.center(cell), text, frame.length(DIGIT), ink);
                    match ink {
                        Ink::Given => givens.push(digit),
                        Ink::Found => found.push(digit),
                    }
                }
                Mark::Candidates(mask, ink) => {
                    candidates.extend(self.keypad(frame, cell, mask, ink, symbols));
                }
            }
        }
        [
            ("given", givens),
            ("found", found),
            ("candidates", candidates),
        ]
        .into_iter()
        .filter(|(_, items)| !items.is_empty())
        .map(|(class, items)| group(class, items))
        .collect()
    }

    /// The candidates `mask` of `cell` as small digits, value `v` at place `v - 1` of a
    /// keypad ⌈√N⌉ places wide (1 2 3 / 4 5 6 / 7 8 9 for a 9×9).
    fn keypad(
        &self,
        frame: Frame,
        cell: usize,
        mask: u32,
        ink: Ink,
        symbols: Symbols,
    ) -> Vec<Item> {
        let n = self.size();
        let wide = keypad_width(n);
        let place = 1.0 / wide as f32;
        let (row, column) = (
            self.shape.row_of(cell) as f32,
            self.shape.column_of(cell) as f32,
        );
        (1..=n as u8)
            .filter(|&value| mask >> (value - 1) & 1 != 0)
            .map(|value| {
                let at = usize::from(value - 1);
                let (down, across) = ((at / wide) as f32, (at % wide) as f32);
                let center = frame.at(row + (down + 0.5) * place, column + (across + 0.5) * place);
                let size = frame.length(place * CANDIDATE);
                centred(center, symbol(symbols, value), size, ink)
            })
            .collect()
    }
}

/// ⌈√N⌉: the places across a candidate keypad of a grid of size `n`.
pub fn keypad_width(n: usize) -> usize {
    (1..=n).find(|wide| wide * wide >= n).unwrap_or(1)
}

/// The mark of a given `value`, 0 for a hole.
fn given(value: u8) -> Mark {
    match value {
        0 => Mark::Empty,
        _ => Mark::Value(value, Ink::Given),
    }
}

/// The text of `value` in `symbols`: `7`, `G`.
fn symbol(symbols: Symbols, value: u8) -> String {
    char::from(symbols.character(value)).to_string()
}

/// A group of `items` named `class`.
pub fn group(class: &str, items: Vec<Item>) -> Item {
    Item::Group {
        class: class.to_string(),
        items,
    }
}

/// `text` of `size` centred on `center` (its middle, not its baseline, there), in `ink`.
fn centred(center: Point, text: String, size: f32, ink: Ink) -> Item {
    let color = match ink {
        Ink::Given => INK,
        Ink::Found => FOUND,
    };
    let text = Text {
        at: Point::new(center.x, center.y + BASELINE * size),
        text,
        size,
        anchor: Anchor::Middle,
        weight: Weight::Normal,
    };
    Item::Shape(Drawn::Text(text), Paint::fill(color))
}

/// Lines across the whole grid: horizontal ones below each row of `across`, vertical ones
/// right of each column of `down`.
fn straight_lines(
    frame: Frame,
    across: impl Iterator<Item = usize>,
    down: impl Iterator<Item = usize>,
    stroke: Stroke,
) -> Vec<Item> {
    let n = frame.size as f32;
    let horizontal = across.map(|row| (frame.at(row as f32, 0.0), frame.at(row as f32, n)));
    let vertical = down.map(|column| (frame.at(0.0, column as f32), frame.at(n, column as f32)));
    horizontal
        .chain(vertical)
        .map(|(from, to)| Item::Shape(Drawn::Line(from, to), Paint::stroke(stroke)))
        .collect()
}

/// The inner borders between cells of different regions, one line a cell side, squared at
/// their ends so that they meet without notches.
fn region_borders(frame: Frame, regions: &[u8], stroke: Stroke) -> Vec<Item> {
    let n = frame.size;
    let stroke = Stroke {
        cap: Cap::Square,
        ..stroke
    };
    let mut lines = Vec::new();
    for row in 0..n {
        for column in 0..n {
            let cell = row * n + column;
            let (r, c) = (row as f32, column as f32);
            if column + 1 < n && regions[cell] != regions[cell + 1] {
                lines.push((frame.at(r, c + 1.0), frame.at(r + 1.0, c + 1.0)));
            }
            if row + 1 < n && regions[cell] != regions[cell + n] {
                lines.push((frame.at(r + 1.0, c), frame.at(r + 1.0, c + 1.0)));
            }
        }
    }
    lines
        .into_iter()
        .map(|(from, to)| Item::Shape(Drawn::Line(from, to), Paint::stroke(stroke)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(size: usize) -> Frame {
        Frame {
            origin: Point::new(0.0, 0.0),
            cell: 40.0,
            size,
        }
    }

    fn texts(items: &[Item], class: &str) -> Vec<(Point, String, f32)> {
        let mut found = Vec::new();
        for item in items {
            if let Item::Group { class: name, items } = item
                && name == class
            {
                for item in items {
                    if let Item::Shape(Drawn::Text(text), _) = item {
                        found.push((text.at, text.text.clone(), text.size));
                    }
                }
            }
        }
        found
    }

    fn count_lines(items: &[Item], class: &str) -> usize {
        items
            .iter()
            .filter_map(|item| match item {
                Item::Group { class: name, items } if name == class => Some(items.len()),
                _ => None,
            })
            .sum()
    }

    #[test]
    fn the_keypad_is_as_wide_as_the_ceiling_of_the_square_root() {
        assert_eq!(keypad_width(4), 2);
        assert_eq!(keypad_width(6), 3);
        assert_eq!(keypad_width(7), 3);
        assert_eq!(keypad_width(9), 3);
        assert_eq!(keypad_width(10), 4);
        assert_eq!(keypad_width(16), 4);
        assert_eq!(keypad_width(25), 5);
    }

    #[test]
    fn givens_and_found_digits_stand_in_their_cells_in_two_colours() {
        let givens: SizedGrid = "1.3.3..........1".parse().unwrap();
        let solution: SizedGrid = "1234341221434321".parse().unwrap();
        let board = Board::answer(&givens, &solution, None);
        let items = board.digits(frame(4), Symbols::Standard);
        let given = texts(&items, "given");
        assert_eq!(given.len(), 4);
        let (at, text, size) = &given[1];
        assert_eq!((text.as_str(), *size), ("3", 24.0));
        // The third cell of the first row: its middle at 100, 20; the baseline below it.
        assert_eq!(at.x, 100.0);
        assert!(at.y > 20.0 && at.y < 40.0, "{at:?}");
        assert_eq!(texts(&items, "found").len(), 12);
    }

    #[test]
    fn boxes_of_two_by_three_get_thick_lines_between_bands_and_stacks() {
        let board = Board::puzzle(&SizedGrid::empty(Shape::new(2, 3).unwrap()), None);
        let lines = board.lines(frame(6));
        assert_eq!(count_lines(&lines, "grid"), 10);
        // Below rows 2 and 4, right of column 3.
        assert_eq!(count_lines(&lines, "box"), 3);
        assert_eq!(count_lines(&lines, "region"), 0);
    }

    #[test]
    fn irregular_regions_are_drawn_as_borders_between_cells_of_two_regions() {
        let shape = Shape::for_size(4).unwrap();
        let regions = vec![0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3];
        let variant = Variant {
            regions: Some(regions),
            rules: Vec::new(),
        };
        let board = Board::puzzle(&SizedGrid::empty(shape), Some(Arc::new(variant)));
        let lines = board.lines(frame(4));
        assert_eq!(count_lines(&lines, "box"), 0);
        assert_eq!(count_lines(&lines, "region"), 8);
    }

    #[test]
    fn candidates_stand_at_their_keypad_places_and_a_single_one_as_a_value() {
        let shape = Shape::for_size(4).unwrap();
        let givens = SizedGrid::empty(shape);
        let mut cells = vec![0b1111; 16];
        cells[1] = 0b0100;
        let grid = CandidateGrid::new(shape, cells);
        let board = Board::candidates(&givens, &grid, Ink::Found, None);
        let items = board.digits(frame(4), Symbols::Standard);
        assert_eq!(
            texts(&items, "found"),
            vec![(
                Point::new(60.0, 20.0 + BASELINE * 24.0),
                "3".to_string(),
                24.0
            )]
        );
        let small = texts(&items, "candidates");
        assert_eq!(small.len(), 15 * 4);
        // Value 4 of r1c1 at the keypad's bottom right: the middle at 30, 30.
        let (at, text, _) = &small[3];
        assert_eq!((at.x, text.as_str()), (30.0, "4"));
        assert!(at.y > 30.0 && at.y < 40.0);
    }

    #[test]
    fn values_past_nine_are_letters() {
        let shape = Shape::for_size(16).unwrap();
        let mut cells = vec![0; 256];
        cells[0] = 16;
        cells[1] = 10;
        let board = Board::puzzle(&SizedGrid::new(shape, cells).unwrap(), None);
        let items = board.digits(frame(16), Symbols::Standard);
        let given: Vec<String> = texts(&items, "given").into_iter().map(|t| t.1).collect();
        assert_eq!(given, ["G", "A"]);
    }
}
