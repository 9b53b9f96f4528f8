//! Clues outside the grid: a sandwich's, an X-sum's, a skyscraper's or a numbered room's
//! number beside its row or column on the clue's side, and a little killer's sum by its
//! diagonal's first cell, with a small arrow along the diagonal.
//!
//! The clue stands in the place one step before the line's first cell, outside the grid: the
//! step is the line's own (from its first cell to its second) or, for a line of one cell (a
//! little killer in a corner), the first of the steps f-puzzles tries that leads in from
//! outside.

use super::drawn::Drawn;
use super::pen::{DARK_GREY, INK, Pen, text_width};
use crate::draw::scene::{Paint, Point, Weight};

/// A step along a row, a column or a diagonal: rows, columns.
type Step = (i32, i32);

/// The steps along a row or a column.
const ORTHOGONAL: [Step; 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
/// The steps along a diagonal, in f-puzzles' order (up left, up right, down left, down right).
const DIAGONAL: [Step; 4] = [(-1, -1), (-1, 1), (1, -1), (1, 1)];
/// The font size of a clue, in cells.
const CLUE: f32 = 0.45;

/// How an outside number is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// The number alone (sandwiches, numbered rooms).
    Plain,
    /// In bold (skyscrapers).
    Bold,
    /// In a thin grey frame (X-sums), told from a sandwich's number.
    Framed,
}

/// The place outside the grid where the clue of the line `cells` stands, and the line's step;
/// none for an empty line.
pub fn place(cells: &[usize], n: usize, diagonal: bool) -> Option<((i32, i32), Step)> {
    let &first = cells.first()?;
    let at = |cell: usize| ((cell / n) as i32, (cell % n) as i32);
    let start = at(first);
    let inside = |(r, c): (i32, i32)| (0..n as i32).contains(&r) && (0..n as i32).contains(&c);
    let step = match cells.get(1) {
        Some(&second) => {
            let next = at(second);
            ((next.0 - start.0).signum(), (next.1 - start.1).signum())
        }
        None => {
            let steps = if diagonal { DIAGONAL } else { ORTHOGONAL };
            let outside = |&(dr, dc): &Step| !inside((start.0 - dr, start.1 - dc));
            steps.into_iter().find(outside).unwrap_or(steps[0])
        }
    };
    Some(((start.0 - step.0, start.1 - step.1), step))
}

/// The number `value` outside the row or column `cells`, on the side it is read from.
pub fn number(cells: &[usize], value: u32, style: Style, pen: &Pen) -> Drawn {
    let Some(((row, column), _)) = place(cells, pen.frame.size, false) else {
        return Drawn::Above(Vec::new());
    };
    let at = pen.at(row as f32 + 0.5, column as f32 + 0.5);
    let text = value.to_string();
    let weight = match style {
        Style::Bold => Weight::Bold,
        Style::Plain | Style::Framed => Weight::Normal,
    };
    let mut items = Vec::new();
    if style == Style::Framed {
        let frame = Paint::stroke(pen.stroke(DARK_GREY, 0.025));
        let width = (text_width(&text) * CLUE + 0.14).max(0.62);
        items.push(pen.rect(at, (width, 0.62), 0.12, frame));
    }
    items.push(pen.label(at, &text, CLUE, weight, INK));
    Drawn::Above(items)
}

/// A little killer's `sum` by the first cell of its diagonal `cells`, and a small arrow
/// pointing along the diagonal from the corner of the clue's place nearest it.
pub fn little_killer(cells: &[usize], sum: u32, pen: &Pen) -> Drawn {
    let Some(((row, column), (dr, dc))) = place(cells, pen.frame.size, true) else {
        return Drawn::Above(Vec::new());
    };
    let (dr, dc) = (dr as f32, dc as f32);
    let middle = (row as f32 + 0.5, column as f32 + 0.5);
    let along = |t: f32| pen.at(middle.0 + dr * t, middle.1 + dc * t);
    let text = sum.to_string();
    let mut items = vec![pen.label(along(-0.08), &text, 0.38, Weight::Normal, INK)];
    let (from, tip) = (along(0.28), along(0.44));
    // The head: two strokes back from the tip, along the row and along the column.
    let back = pen.length(0.09);
    let head = vec![
        Point::new(tip.x - dc * back, tip.y),
        tip,
        Point::new(tip.x, tip.y - dr * back),
    ];
    items.push(pen.line(vec![from, tip], INK, 0.025));
    items.push(pen.line(head, INK, 0.025));
    Drawn::Above(items)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clue_stands_one_step_before_its_line() {
        let row: Vec<usize> = (9..18).collect();
        assert_eq!(place(&row, 9, false), Some(((1, -1), (0, 1))));
        let backwards: Vec<usize> = (9..18).rev().collect();
        assert_eq!(place(&backwards, 9, false), Some(((1, 9), (0, -1))));
        let column: Vec<usize> = (0..9).map(|r| r * 9 + 4).collect();
        assert_eq!(place(&column, 9, false), Some(((-1, 4), (1, 0))));
        // r1c2 down to r8c9, and the corner cell r1c9 alone.
        let diagonal: Vec<usize> = (0..8).map(|k| k * 9 + k + 1).collect();
        assert_eq!(place(&diagonal, 9, true), Some(((-1, 0), (1, 1))));
        assert_eq!(place(&[8], 9, true), Some(((1, 9), (-1, -1))));
    }
}
