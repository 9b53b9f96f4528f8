//! Rules drawn as lines through cell centres, under the digits: thermometers (a bulb and a
//! thick grey line), and the coloured, half-transparent lines of whispers, renban, palindromes,
//! between lines (a circle at each end), region sums, entropic, modular and nabner lines,
//! zippers, sum lines and equal sums.

use super::drawn::Drawn;
use super::pen::{DARK_GREY, GREY, Pen};
use crate::draw::scene::{Color, Item, Paint, Point};

/// A slow thermometer's grey, darker than a thermometer's.
const SLOW_GREY: Color = Color::rgb(0xA8, 0xA8, 0xA8);
/// How opaque a coloured line is: the grid lines show through, as on SudokuPad.
const LINE_ALPHA: u8 = 0xC0;
/// The width of a coloured line, in cells.
const LINE_WIDTH: f32 = 0.25;

/// The colours of the lines, f-puzzles' where it has them.
pub mod colors {
    use crate::draw::scene::Color;

    /// German whispers: green.
    pub const WHISPERS: Color = Color::rgb(0x67, 0xF0, 0x67);
    /// Renban: magenta.
    pub const RENBAN: Color = Color::rgb(0xF0, 0x67, 0xF0);
    /// Palindromes: grey.
    pub const PALINDROME: Color = Color::rgb(0xC0, 0xC0, 0xC0);
    /// Between lines: grey.
    pub const BETWEEN: Color = Color::rgb(0xC0, 0xC0, 0xC0);
    /// Region sum lines: blue.
    pub const REGION_SUM: Color = Color::rgb(0x2E, 0xCB, 0xFF);
    /// Entropic lines: orange.
    pub const ENTROPIC: Color = Color::rgb(0xFF, 0xA5, 0x4F);
    /// Modular lines: teal.
    pub const MODULAR: Color = Color::rgb(0x4F, 0xC8, 0xB0);
    /// Nabner lines: yellow.
    pub const NABNER: Color = Color::rgb(0xE6, 0xD2, 0x3C);
    /// Zipper lines: violet.
    pub const ZIPPER: Color = Color::rgb(0xB0, 0x80, 0xFF);
    /// Sum lines: brown.
    pub const SUM_LINE: Color = Color::rgb(0xC8, 0x8C, 0x50);
    /// Equal sums, one colour a segment in turn.
    pub const SEGMENTS: [Color; 2] = [Color::rgb(0x50, 0x9C, 0xE6), Color::rgb(0xE6, 0x6E, 0x50)];
}

/// A thermometer along `cells` from its bulb; a slow one in a darker grey.
pub fn thermometer(cells: &[usize], slow: bool, pen: &Pen) -> Drawn {
    let color = if slow { SLOW_GREY } else { GREY };
    let mut items = Vec::new();
    if let Some(&bulb) = cells.first() {
        items.push(pen.disc(pen.center(bulb), 0.85, Paint::fill(color)));
    }
    if cells.len() > 1 {
        items.push(pen.line(pen.centers(cells), color, 0.4));
    }
    Drawn::Above(items)
}

/// A coloured line along `cells`.
pub fn line(cells: &[usize], color: Color, pen: &Pen) -> Drawn {
    Drawn::Above(vec![colored(pen.centers(cells), color, pen)])
}

/// A between line: a grey line with an open circle on each end.
pub fn between(cells: &[usize], pen: &Pen) -> Drawn {
    let mut items = vec![colored(pen.centers(cells), colors::BETWEEN, pen)];
    let rim = pen.stroke(DARK_GREY, 0.04);
    for end in [cells.first(), cells.last()].into_iter().flatten() {
        items.push(pen.disc(pen.center(*end), 0.7, Paint::both(Color::WHITE, rim)));
    }
    Drawn::Above(items)
}

/// A zipper line from its parts: each pair of cells equally far from its middle, then the
/// middle cell alone when it has one.
pub fn zipper(parts: &[Vec<usize>], pen: &Pen) -> Drawn {
    let (pairs, middle) = match parts.split_last() {
        Some((last, pairs)) if last.len() == 1 => (pairs, last.as_slice()),
        _ => (parts, &[][..]),
    };
    let firsts = pairs.iter().filter_map(|pair| pair.first());
    let seconds = pairs.iter().rev().filter_map(|pair| pair.get(1));
    let cells: Vec<usize> = firsts.chain(middle).chain(seconds).copied().collect();
    line(&cells, colors::ZIPPER, pen)
}

/// Equal sums: each segment a line, in turn of two colours, so that where one ends shows.
pub fn segments(parts: &[Vec<usize>], pen: &Pen) -> Drawn {
    let lines = parts.iter().zip(colors::SEGMENTS.iter().cycle());
    let items = lines.map(|(part, &color)| colored(pen.centers(part), color, pen));
    Drawn::Above(items.collect())
}

/// A sum line along `cells` (closed when `looped`), its segments' sum written small by its
/// first cell, as a cage's is.
pub fn sum_line(cells: &[usize], sum: u32, looped: bool, pen: &Pen) -> Drawn {
    let mut points = pen.centers(cells);
    if looped && let Some(&first) = points.first() {
        points.push(first);
    }
    let mut items = vec![colored(points, colors::SUM_LINE, pen)];
    if let Some(&first) = cells.first() {
        items.extend(pen.corner_label(&sum.to_string(), first));
    }
    Drawn::Above(items)
}

/// A half-transparent line of `color` through `points`; a dot for a line of one cell, which a
/// zero-length stroke would not draw in every renderer.
fn colored(points: Vec<Point>, color: Color, pen: &Pen) -> Item {
    let color = color.with_alpha(LINE_ALPHA);
    match points[..] {
        [point] => pen.disc(point, LINE_WIDTH, Paint::fill(color)),
        _ => pen.line(points, color, LINE_WIDTH),
    }
}
