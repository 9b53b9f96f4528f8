//! The text forms of results: a grid in its layouts, and the lines of a rating, a hint and an
//! explanation, in the notation the README states (`r2c7=5`, `r1c4<>7`, `box 3`).

use std::io::Write;

use super::chains::{ChainNotation, chain_lines};
use crate::logic::{Explanation, Step};
use crate::marks::CandidateGrid;
use crate::parse::Notation;
use crate::sized::SizedGrid;
use crate::symbols::Symbols;

/// The text layouts of a grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// All the cells on one line.
    Line,
    /// N lines of N cells separated by spaces.
    Grid,
    /// The grid with ` | ` between boxes and a dashed line between bands.
    Pretty,
}

/// How cells are written: in a convention's symbols, or as numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellStyle {
    /// The symbols' convention.
    pub symbols: Symbols,
    /// Symbols, or numbers separated by spaces.
    pub notation: Notation,
    /// The character of a hole (`.` but where a puzzle is written back as it was).
    pub hole: u8,
}

impl CellStyle {
    /// The character written for `value`, 0 being a hole.
    fn character(self, value: u8) -> u8 {
        match value {
            0 => self.hole,
            _ => self.symbols.character(value),
        }
    }
}

/// Puts the bytes of `grid` in `layout` and `style`, newline-terminated, in `text`.
pub fn render(grid: &SizedGrid, layout: Layout, style: CellStyle, text: &mut Vec<u8>) {
    text.clear();
    if layout == Layout::Line && style.notation == Notation::Symbols {
        // The commonest form, and the one a batch of millions uses: no layout to decide.
        text.extend(grid.symbols(style.symbols));
        if style.hole != b'.' {
            // Symbols write holes `.` and nothing else so.
            for byte in text.iter_mut().filter(|byte| **byte == b'.') {
                *byte = style.hole;
            }
        }
        text.push(b'\n');
        return;
    }
    let shape = grid.shape();
    let size = shape.size();
    let numbers = style.notation == Notation::Numbers;
    // Numbers are right-aligned in columns as wide as the largest in a pretty board.
    let width = if numbers && layout == Layout::Pretty && size > 9 {
        2
    } else {
        1
    };
    let mut row_width = 0;
    for (cell, &value) in grid.cells().iter().enumerate() {
        let column = cell % size;
        if column > 0 {
            let box_edge = layout == Layout::Pretty && column.is_multiple_of(shape.box_columns());
            text.extend_from_slice(if box_edge { b" | " } else { b" " });
        }
        match (numbers, value) {
            (true, 1..) => write!(text, "{value:>width$}").expect("writing to memory"),
            _ => write!(text, "{:>width$}", char::from(style.character(value)))
                .expect("writing to memory"),
        }
        if column + 1 < size {
            continue;
        }
        if layout == Layout::Line && cell + 1 < grid.cells().len() {
            text.push(b' ');
            continue;
        }
        if row_width == 0 {
            row_width = text.len()
                - text
                    .iter()
                    .rposition(|&b| b == b'\n')
                    .map_or(0, |at| at + 1);
        }
        text.push(b'\n');
        let row = shape.row_of(cell);
        let band_edge =
            shape.has_boxes() && (row + 1).is_multiple_of(shape.box_rows()) && row + 1 < size;
        if layout == Layout::Pretty && band_edge {
            // `- - - …` as wide as a row: a dash on every other column.
            let dashes: String = (0..row_width)
                .map(|i| if i % 2 == 0 { '-' } else { ' ' })
                .collect();
            text.extend_from_slice(dashes.trim_end().as_bytes());
            text.push(b'\n');
        }
    }
}

/// `marks` as HoDoKu writes a PM grid: each cell its candidates in `symbols` (one symbol for
/// a value), columns as wide as their widest cell, boxes drawn with `|`, `.`, `:`, `+` and
/// `'` (a 9×9 as HoDoKu draws it; boxes of any shape alike). Without `boxes` (irregular
/// regions), only the frame is drawn.
pub fn pm_grid(marks: &CandidateGrid, symbols: Symbols, boxes: bool) -> String {
    let shape = marks.shape();
    let n = shape.size();
    let (box_rows, box_columns) = if boxes && shape.has_boxes() {
        (shape.box_rows(), shape.box_columns())
    } else {
        (n, n)
    };
    let width = |cell: usize| marks.get(cell).count_ones() as usize;
    let widths: Vec<usize> = (0..n)
        .map(|column| (0..n).map(|row| width(n * row + column)).max().unwrap_or(1))
        .collect();
    // A stack of columns takes "| ", its cells padded and spaced, and its closing bar.
    let border = |text: &mut String, corner: char, inner: char| {
        for (stack, columns) in widths.chunks(box_columns).enumerate() {
            text.push(if stack == 0 { corner } else { inner });
            let width: usize = columns.iter().sum();
            text.extend(std::iter::repeat_n('-', width + columns.len()));
        }
        text.push(corner);
        text.push('\n');
    };
    let mut text = String::with_capacity((n + 4) * (n * 4 + 8));
    border(&mut text, '.', '.');
    for row in 0..n {
        if row > 0 && row % box_rows == 0 {
            border(&mut text, ':', '+');
        }
        for (column, &column_width) in widths.iter().enumerate() {
            text.push_str(if column % box_columns == 0 { "| " } else { " " });
            let cell = n * row + column;
            let mut mask = marks.get(cell);
            while mask != 0 {
                let value = mask.trailing_zeros() as u8 + 1;
                text.push(char::from(symbols.character(value)));
                mask &= mask - 1;
            }
            text.extend(std::iter::repeat_n(' ', column_width - width(cell)));
        }
        text.push_str("|\n");
    }
    border(&mut text, '\'', '\'');
    text
}

/// A numbered step with its rating after its technique:
/// `1. Hidden Single in box 3 (1.2): r2c7=5`.
pub fn numbered_step(number: usize, step: &Step) -> String {
    format!(
        "{number}. {} ({}): {}",
        step.headline(),
        step.difficulty,
        step.body()
    )
}

/// A numbered step, and under it its chains, if any, in `notation`.
pub fn shown_step(number: usize, step: &Step, notation: ChainNotation) -> String {
    let mut text = numbered_step(number, step);
    for line in chain_lines(step, notation, "  ") {
        text.push('\n');
        text += &line;
    }
    text
}

/// An explanation's lines before its solution: the numbered steps with their chains in
/// `notation`, and a last line when the techniques stop short of the solution.
pub fn explanation_steps(explanation: &Explanation, notation: ChainNotation) -> String {
    let mut text = String::new();
    for (number, step) in explanation.steps.iter().enumerate() {
        text += &shown_step(number + 1, step, notation);
        text.push('\n');
    }
    if !explanation.complete {
        text += "No technique applies here: the rest of the solution is found by search.\n";
    }
    text
}

/// The line a hint gives when there is no step to take.
pub fn no_step(grid_full: bool) -> &'static str {
    if grid_full {
        "The grid is full: no step is left."
    } else {
        "No technique applies here."
    }
}
