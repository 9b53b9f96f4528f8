//! Hints: on a classic 9×9 the logic engine's next step, named as Sudoku Explainer names it;
//! on any other grid the next cell the rules fix, found from the true candidates (which value
//! stands in a cell in every solution left), without naming the rule that fixes it.

use crate::bitset::DigitSet;
use crate::grid::{CELLS, Grid};
use crate::logic::{self, LogicError};
use crate::marks::PencilMarks;
use crate::problem::Problem;
use crate::sized::SizedGrid;
use crate::solver::{Algorithm, true_candidates};
use crate::variant::cell_name;

use super::board::Board;
use super::layout::Layout;

/// A hint: what the status line says, the cells to show, and what applying it does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The technique and where it applies (`Hidden Single in box 3 (1.2)`), or the cell the
    /// rules fix.
    pub text: String,
    /// What it concludes, in words (`r2c7=5, r1c4<>7`).
    pub conclusions: String,
    /// The cells the deduction rests on.
    pub cells: Vec<usize>,
    /// The values it places, as (cell, value).
    pub placements: Vec<(usize, u8)>,
    /// The marks it removes, as (cell, value).
    pub eliminations: Vec<(usize, u8)>,
}

/// The hint for `board`, or why there is none, in words.
pub fn hint(layout: &Layout, board: &Board) -> Result<Hint, String> {
    if board.is_full() {
        return Err("The grid is full: no step is left.".to_string());
    }
    if layout.is_classic_nine() {
        logic_hint(layout, board)
    } else {
        fixed_cell(layout, board)
    }
}

/// The logic engine's next step from the player's marks (a cell without marks takes every
/// value its houses leave), or from the values alone when the marks lost a cell's answer.
fn logic_hint(layout: &Layout, board: &Board) -> Result<Hint, String> {
    let mut grid = Grid::EMPTY;
    let mut cells = [DigitSet::NONE; CELLS];
    for (cell, candidates) in cells.iter_mut().enumerate() {
        let value = board.values[cell];
        grid.set(cell, value);
        let mask = match (value, board.marks[cell]) {
            (0, 0) => board.open_values(layout, cell),
            (0, marks) => marks & board.open_values(layout, cell),
            (value, _) => 1 << (value - 1),
        };
        *candidates = DigitSet::from_bits(mask as u16);
    }
    let step = match logic::hint_marks(&PencilMarks::new(cells)) {
        Err(LogicError::LostDigit { .. }) => logic::hint(&grid),
        found => found,
    };
    match step {
        Ok(Some(step)) => Ok(Hint {
            text: format!("{} ({})", step.headline(), step.difficulty),
            conclusions: step.conclusions(),
            cells: step.cells.clone(),
            placements: step.placements.clone(),
            eliminations: step.eliminations.clone(),
        }),
        Ok(None) => Err("No technique applies here.".to_string()),
        Err(error) => Err(why_none(error)),
    }
}

/// The empty cell the rules fix to one value that its houses leave the fewest values (the
/// first in reading order among equals), from the true candidates of the board's values.
fn fixed_cell(layout: &Layout, board: &Board) -> Result<Hint, String> {
    let values = SizedGrid::new(layout.shape, board.values.clone()).expect("the board's shape");
    let mut problem = Problem::new(values);
    if let Some(variant) = &layout.variant {
        problem = problem.with_variant(variant.clone());
    }
    let candidates = true_candidates(&problem, Algorithm::Fast)
        .ok_or_else(|| why_none(LogicError::NoSolution))?;
    let cell = (0..candidates.len())
        .filter(|&cell| board.values[cell] == 0 && candidates[cell].count_ones() == 1)
        .min_by_key(|&cell| board.open_values(layout, cell).count_ones())
        .ok_or("No cell is fixed: the puzzle has several solutions from here.")?;
    let value = candidates[cell].trailing_zeros() as u8 + 1;
    let name = cell_name(layout.size(), cell);
    let symbol = layout.symbol(value);
    Ok(Hint {
        text: format!("The rules fix {name}"),
        conclusions: format!("{name}={symbol}"),
        cells: vec![cell],
        placements: vec![(cell, value)],
        eliminations: Vec::new(),
    })
}

/// Why no hint is given.
fn why_none(error: LogicError) -> String {
    match error {
        LogicError::NotUnique => "The puzzle has several solutions: logic gives no hint.".into(),
        _ => "No solution from here: a value placed is wrong (c checks them).".into(),
    }
}

/// `board` with `hint` applied: its eliminations made (a cell without marks first takes every
/// value its houses leave), then its values placed.
pub fn apply(layout: &Layout, board: &mut Board, hint: &Hint) {
    for &(cell, value) in &hint.eliminations {
        if board.marks[cell] == 0 {
            board.marks[cell] = board.open_values(layout, cell);
        }
        board.marks[cell] &= !(1 << (value - 1));
    }
    for &(cell, value) in &hint.placements {
        board.place(layout, cell, value);
    }
}
