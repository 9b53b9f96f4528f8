//! The legend under the grid: the rules of the whole grid that no cell shows (anti-knight,
//! anti-king, nonconsecutive, disjoint groups, …), named on centred lines, `·` between names,
//! each name in its own group.

use super::pen::{INK, Pen, text_width};
use crate::draw::scene::{Anchor, Item, Weight};

/// The font size of the legend, in cells.
const SIZE: f32 = 0.32;
/// The height of a line of the legend, in cells.
pub const LINE: f32 = 0.5;
/// The room between the grid (or its outside clues) and the legend, in cells.
pub const GAP: f32 = 0.15;
/// What stands between two names, centred in a gap of [`GAP_WIDTH`] (no spaces around it in
/// the text: SVG collapses them, PDF does not).
const SEPARATOR: &str = "·";
/// The width of the gap between two names, in ems.
const GAP_WIDTH: f32 = 1.2;

/// A rule named in the legend: the class of its group, and its name.
pub type Entry = (String, String);

/// The legend laid out: its font size, and its names on lines.
pub struct Layout<'a> {
    /// The font size, in cells: [`SIZE`], or less when a name would be wider than the grid.
    size: f32,
    /// The names on each line.
    pub lines: Vec<Vec<&'a Entry>>,
}

/// The entries laid out on lines no wider than `width` cells, in a font small enough for the
/// widest name to fit.
pub fn lay_out(entries: &[Entry], width: f32) -> Layout<'_> {
    let widest = entries.iter().map(|(_, name)| text_width(name));
    let size = widest.fold(SIZE, |size, wide| size.min(width / wide));
    let mut lines: Vec<Vec<&Entry>> = Vec::new();
    let mut used = 0.0;
    for entry in entries {
        let wide = text_width(&entry.1) * size;
        let more = GAP_WIDTH * size + wide;
        match lines.last_mut() {
            Some(line) if used + more <= width => {
                line.push(entry);
                used += more;
            }
            _ => {
                lines.push(vec![entry]);
                used = wide;
            }
        }
    }
    Layout { size, lines }
}

/// The legend's items, its first line's top `top` cells below the grid's top.
pub fn draw(entries: &[Entry], top: f32, pen: &Pen) -> Vec<Item> {
    let n = pen.frame.size as f32;
    let Layout { size, lines } = lay_out(entries, n);
    let gap = GAP_WIDTH * size;
    let mut items = Vec::new();
    for (k, line) in lines.into_iter().enumerate() {
        let row = top + LINE * (k as f32 + 0.5);
        let names = line.iter().map(|(_, name)| text_width(name) * size);
        let mut column = (n - names.sum::<f32>() - gap * (line.len() - 1) as f32) / 2.0;
        for (j, (class, name)) in line.into_iter().enumerate() {
            if j > 0 {
                let at = pen.at(row, column + gap / 2.0);
                items.push(pen.text(at, SEPARATOR, size, Anchor::Middle, Weight::Normal, INK));
                column += gap;
            }
            let at = pen.at(row, column);
            let text = pen.text(at, name, size, Anchor::Start, Weight::Normal, INK);
            items.push(Item::Group {
                class: class.clone(),
                items: vec![text],
            });
            column += text_width(name) * size;
        }
    }
    items
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_wrap_onto_a_new_line_when_the_grid_is_too_narrow() {
        let entry = |name: &str| (name.to_string(), name.to_string());
        let entries = [
            entry("anti-knight"),
            entry("anti-king"),
            entry("nonconsecutive"),
        ];
        assert_eq!(lay_out(&entries, 9.0).lines.len(), 1);
        assert_eq!(lay_out(&entries, 3.0).lines.len(), 3);
    }

    #[test]
    fn a_name_wider_than_the_grid_is_written_smaller() {
        let entries = [(
            "knightmare".to_string(),
            "diagonal nonconsecutive".to_string(),
        )];
        let layout = lay_out(&entries, 4.0);
        assert!(layout.size < SIZE);
        assert!(text_width(&entries[0].1) * layout.size <= 4.0);
        assert_eq!(lay_out(&entries, 9.0).size, SIZE);
    }
}
