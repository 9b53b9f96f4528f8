//! A puzzle as it is drawn: what each cell shows (a given, a digit found, candidates), and the
//! shapes of its grid (thin cell lines, thick box or region borders, the outer border) and of
//! its digits, placed in a [`Frame`].
//!
//! Weights follow printed puzzles: cell lines a fortieth of a cell, box and region borders
//! three times that, the outer border four times; digits six tenths of a cell, givens black
//! and digits found blue; candidates small, each at its place on a keypad of ⌈√N⌉ columns.

use std::sync::Arc;

use super::frame::Frame;
use super::glyphs;
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

/// `text` of `size` centred on `center` (the middle of a digit's height there, its baseline
/// half that height below), in `ink`.
fn centred(center: Point, text: String, size: f32, ink: Ink) -> Item {
    let color = match ink {
        Ink::Given => INK,
        Ink::Found => FOUND,
    };
    let text = Text {
        at: Point::new(center.x, center.y + glyphs::cap_height(size) / 2.0),
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
mod tests;
