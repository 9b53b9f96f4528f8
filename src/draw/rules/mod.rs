//! A variant's rules drawn as SudokuPad and f-puzzles draw them, each rule one group whose class
//! is its f-puzzles key (`class.rs`), one file per family of rules:
//!
//! - `cage.rs`: killer cages, a dashed outline inset from the cage's boundary and the sum.
//! - `lines.rs`: thermometers, and the coloured lines (whispers, renban, palindromes, between
//!   lines, region sums, entropic, modular, nabner, zipper and sum lines, equal sums).
//! - `arrow.rs`: arrows and double arrows.
//! - `markers.rs`: kropki dots, X and V on edges, quadruples on corners.
//! - `cells.rs`: shaded cells (extra regions, windows, clones, indexers), diagonals, odd and
//!   even cells, minimum and maximum cells.
//! - `outside.rs`: clues outside the grid (sandwiches, X-sums, skyscrapers, numbered rooms,
//!   little killers), which [`margins`] leaves room for.
//! - `legend.rs`: the rules of the whole grid that no cell shows, named under the grid.
//!
//! `pen.rs` sizes strokes and labels in cells on the grid's frame; `drawn.rs` is what each
//! family gives back for a rule.

mod arrow;
mod cage;
mod cells;
mod class;
mod drawn;
mod legend;
mod lines;
mod markers;
mod outside;
mod pen;

use self::drawn::Drawn;
use self::lines::colors;
use self::outside::Style;
use self::pen::Pen;
use super::frame::Frame;
use super::scene::{Item, Point};
use crate::variant::{Clue, Pairwise, Rule, Sums, Variant};

/// A variant's rules drawn, in two layers: what the grid lines are painted over (shaded
/// cells), and what is painted over them and under the digits (lines, cages, markers, outside
/// clues, the legend).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RuleDrawing {
    /// Painted before the grid lines.
    pub below_grid: Vec<Item>,
    /// Painted after the grid lines, before the digits.
    pub above_grid: Vec<Item>,
}

/// The room a variant's drawing takes outside the grid on each side, in cells: about a cell
/// where there are outside clues, and the legend's lines at the bottom.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Margins {
    /// Above the grid.
    pub top: f32,
    /// Right of the grid.
    pub right: f32,
    /// Below the grid.
    pub bottom: f32,
    /// Left of the grid.
    pub left: f32,
}

/// Every rule of `variant` drawn on the grid `frame`: each one group named by its class, a
/// rule of the whole grid a name in the legend (each name once).
pub fn draw_rules(variant: &Variant, frame: Frame) -> RuleDrawing {
    let pen = Pen { frame };
    let (mut drawing, named) = sorted(variant, &pen);
    let top = frame.size as f32 + outside_sides(variant, frame.size).bottom + legend::GAP;
    drawing.above_grid.extend(legend::draw(&named, top, &pen));
    drawing
}

/// The room outside a grid of size `size` that `variant`'s drawing takes, in cells.
pub fn margins(variant: &Variant, size: usize) -> Margins {
    let mut margins = outside_sides(variant, size);
    let frame = Frame {
        origin: Point::new(0.0, 0.0),
        cell: 1.0,
        size,
    };
    let (_, named) = sorted(variant, &Pen { frame });
    let lines = legend::lay_out(&named, size as f32).lines.len();
    if lines > 0 {
        margins.bottom += legend::GAP + legend::LINE * lines as f32;
    }
    margins
}

/// The rules of `variant` drawn with `pen`, each one group in its layer, and the names the
/// legend gives (each once, in the order first met).
fn sorted(variant: &Variant, pen: &Pen) -> (RuleDrawing, Vec<legend::Entry>) {
    let mut drawing = RuleDrawing::default();
    let mut named: Vec<legend::Entry> = Vec::new();
    for rule in &variant.rules {
        let class = class::class(rule, pen.frame.size);
        let group = |items| Item::Group {
            class: class.clone(),
            items,
        };
        match drawn(rule, pen) {
            Drawn::Below(items) => drawing.below_grid.push(group(items)),
            Drawn::Above(items) => drawing.above_grid.push(group(items)),
            Drawn::Legend(name) => {
                let entry = (class.clone(), name);
                if !named.contains(&entry) {
                    named.push(entry);
                }
            }
        }
    }
    (drawing, named)
}

/// A cell of room on each side of a grid of size `n` where `variant` has an outside clue.
fn outside_sides(variant: &Variant, n: usize) -> Margins {
    let mut margins = Margins::default();
    for rule in &variant.rules {
        let (cells, diagonal) = match rule {
            Rule::Sandwich { cells, .. }
            | Rule::Outside { cells, .. }
            | Rule::Pairwise(Pairwise::NumberedRoom { cells, .. }) => (cells, false),
            Rule::LittleKiller { cells, .. } => (cells, true),
            _ => continue,
        };
        let Some(((row, column), _)) = outside::place(cells, n, diagonal) else {
            continue;
        };
        let n = n as i32;
        let sides = [
            (row < 0, &mut margins.top),
            (row >= n, &mut margins.bottom),
            (column < 0, &mut margins.left),
            (column >= n, &mut margins.right),
        ];
        for (outside, margin) in sides {
            if outside {
                *margin = 1.0;
            }
        }
    }
    margins
}

/// How `rule` is drawn with `pen`.
fn drawn(rule: &Rule, pen: &Pen) -> Drawn {
    match rule {
        Rule::Distinct { group, cells } => cells::distinct(*group, cells, pen),
        Rule::AntiKnight | Rule::AntiKing | Rule::Negative { .. } => {
            Drawn::Legend(rule.name().into())
        }
        Rule::Pair(pair) => markers::pair(pair, pen),
        Rule::Odd(cells) => cells::odd(cells, pen),
        Rule::Even(cells) => cells::even(cells, pen),
        Rule::Minimum(cells) => cells::extreme(cells, false, pen),
        Rule::Maximum(cells) => cells::extreme(cells, true, pen),
        Rule::Cage { cells, sums } => cage::cage(cells, sums, pen),
        Rule::Arrow { circle, shaft } => arrow::arrow(circle, shaft, pen),
        Rule::LittleKiller { cells, sum } => outside::little_killer(cells, *sum, pen),
        Rule::Sandwich { cells, sum } => outside::number(cells, *sum, Style::Plain, pen),
        Rule::Outside { clue, cells, value } => {
            let style = match clue {
                Clue::XSum => Style::Framed,
                Clue::Skyscraper => Style::Bold,
            };
            outside::number(cells, *value, style, pen)
        }
        Rule::Thermometer(cells) => lines::thermometer(cells, false, pen),
        Rule::Renban(cells) => lines::line(cells, colors::RENBAN, pen),
        Rule::Whispers { cells, .. } => lines::line(cells, colors::WHISPERS, pen),
        Rule::Palindrome(cells) => lines::line(cells, colors::PALINDROME, pen),
        Rule::Between(cells) => lines::between(cells, pen),
        Rule::RegionSum(cells) => lines::line(cells, colors::REGION_SUM, pen),
        Rule::Pairwise(pairwise) => drawn_pairwise(pairwise, pen),
        Rule::EqualSums { kind, parts } => match kind {
            Sums::DoubleArrow => match parts.as_slice() {
                [ends, between] if ends.len() == 2 => {
                    let line = [&ends[..1], between, &ends[1..]].concat();
                    arrow::double_arrow(&line, pen)
                }
                _ => lines::segments(parts, pen),
            },
            Sums::Zipper => lines::zipper(parts, pen),
            Sums::Segments => lines::segments(parts, pen),
        },
        Rule::SumLine { cells, sum, looped } => lines::sum_line(cells, *sum, *looped, pen),
        Rule::Quadruple { cells, values } => markers::quadruple(cells, values, pen),
    }
}

/// How a rule that binds cells two by two is drawn with `pen`.
fn drawn_pairwise(rule: &Pairwise, pen: &Pen) -> Drawn {
    match rule {
        Pairwise::Clone { cells, clones } => cells::clone(cells, clones, pen),
        Pairwise::Nabner(cells) => lines::line(cells, colors::NABNER, pen),
        Pairwise::Entropic(cells) => lines::line(cells, colors::ENTROPIC, pen),
        Pairwise::Modular { cells, .. } => lines::line(cells, colors::MODULAR, pen),
        Pairwise::SlowThermometer(cells) => lines::thermometer(cells, true, pen),
        Pairwise::Indexer { kind, cells } => cells::indexer(*kind, cells, pen),
        Pairwise::NumberedRoom { cells, clue } => {
            outside::number(cells, u32::from(*clue), Style::Plain, pen)
        }
        Pairwise::Taxicab { distance } => Drawn::Legend(format!("taxicab {distance}")),
        Pairwise::Knightmare | Pairwise::DiagonalNonconsecutive | Pairwise::SelfTaxicab => {
            Drawn::Legend(rule.name().into())
        }
    }
}

#[cfg(test)]
mod tests;
