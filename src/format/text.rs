//! The text forms of results: a grid in its layouts, and the lines of a rating, a hint and an
//! explanation, in the notation the README states (`r2c7=5`, `r1c4<>7`, `box 3`).

use crate::grid::Grid;
use crate::logic::{Explanation, Step};

/// The text layouts of a grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// 81 characters on one line.
    Line,
    /// 9 lines of 9 characters separated by spaces.
    Grid,
    /// The grid with ` | ` between boxes and a dashed line between bands.
    Pretty,
}

/// The character of each cell value: `.` for a hole, else the digit.
const CELL_CHARACTER: [u8; 10] = *b".123456789";

/// Puts the bytes of `grid` in `layout`, newline-terminated, in `text`; holes are dots.
pub fn render(grid: &Grid, layout: Layout, text: &mut Vec<u8>) {
    text.clear();
    if layout == Layout::Line {
        // The commonest form, and the one a batch of millions uses: no layout to decide.
        text.extend(
            grid.cells()
                .iter()
                .map(|&value| CELL_CHARACTER[usize::from(value)]),
        );
        text.push(b'\n');
        return;
    }
    let pretty = layout == Layout::Pretty;
    for (cell, &value) in grid.cells().iter().enumerate() {
        let column = cell % 9;
        if column > 0 {
            text.extend_from_slice(if pretty && column % 3 == 0 {
                b" | "
            } else {
                b" "
            });
        }
        text.push(CELL_CHARACTER[usize::from(value)]);
        if column == 8 {
            text.push(b'\n');
            if pretty && (cell == 26 || cell == 53) {
                text.extend_from_slice(b"- - - - - - - - - - -\n");
            }
        }
    }
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

/// An explanation's lines before its solution: the numbered steps, and a last line when the
/// techniques stop short of the solution.
pub fn explanation_steps(explanation: &Explanation) -> String {
    let mut text = String::new();
    for (number, step) in explanation.steps.iter().enumerate() {
        text += &numbered_step(number + 1, step);
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
