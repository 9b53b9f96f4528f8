//! Hints: on a classic 9×9 the logic engine's next step, named as Sudoku Explainer names it;
//! on any other grid the next cell the rules fix, found from the true candidates (which value
//! stands in a cell in every solution left), with what fixes it: the houses alone, one rule
//! with them, or the rules together.

use std::sync::Arc;

use crate::bitset::DigitSet;
use crate::grid::{CELLS, Grid};
use crate::logic::{self, LogicError};
use crate::marks::PencilMarks;
use crate::problem::Problem;
use crate::sized::SizedGrid;
use crate::solver::{Algorithm, solve_avoiding, true_candidates};
use crate::variant::{Rule, Variant, cell_name};

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

/// An empty cell the rules fix to one value (from the true candidates of the board's values),
/// and what fixes it: the houses alone, asked of the fixed cells their houses leave the fewest
/// values first; else one rule with the houses, asked of the fixed cells of each rule in turn;
/// else the rules together, for the first fixed cell.
fn fixed_cell(layout: &Layout, board: &Board) -> Result<Hint, String> {
    let values = SizedGrid::new(layout.shape, board.values.clone()).expect("the board's shape");
    let mut problem = Problem::new(values.clone());
    if let Some(variant) = &layout.variant {
        problem = problem.with_variant(variant.clone());
    }
    let candidates = true_candidates(&problem, Algorithm::Fast)
        .ok_or_else(|| why_none(LogicError::NoSolution))?;
    let mut fixed: Vec<usize> = (0..candidates.len())
        .filter(|&cell| board.values[cell] == 0 && candidates[cell].count_ones() == 1)
        .collect();
    fixed.sort_by_key(|&cell| board.open_values(layout, cell).count_ones());
    let value = |cell: usize| candidates[cell].trailing_zeros() as u8 + 1;
    let first = *fixed
        .first()
        .ok_or("No cell is fixed: the puzzle has several solutions from here.")?;
    let regions = layout.variant.as_ref().and_then(|v| v.regions.clone());
    // Whether `rules` with the houses leave `cell` no other value: no solution avoids it.
    let fix = |rules: &[Rule], cell: usize| {
        let variant = Variant {
            regions: regions.clone(),
            rules: rules.to_vec(),
        };
        let problem = Problem::new(values.clone()).with_variant(Arc::new(variant));
        solve_avoiding(&problem, cell, value(cell)).is_none()
    };
    let houses = match regions {
        Some(_) => "Rows, columns and regions fix",
        None => "Rows, columns and boxes fix",
    };
    if let Some(&cell) = fixed.iter().take(CELLS_ASKED).find(|&&cell| fix(&[], cell)) {
        return Ok(placing(layout, cell, value(cell), houses, Vec::new()));
    }
    let mut questions = QUESTIONS;
    let rules = layout.variant.iter().flat_map(|variant| &variant.rules);
    for rule in rules.filter(|_| layout.size() <= NAMED_UP_TO) {
        let cells = rule.cells();
        let asked: Vec<usize> = match cells.is_empty() {
            true => fixed.iter().copied().take(CELLS_ASKED).collect(),
            false => cells
                .iter()
                .copied()
                .filter(|c| fixed.contains(c))
                .collect(),
        };
        for cell in asked {
            if questions == 0 {
                break;
            }
            questions -= 1;
            if fix(std::slice::from_ref(rule), cell) {
                let place = match cells.first() {
                    Some(&at) => format!(" at {}", cell_name(layout.size(), at)),
                    None => " rule".to_string(),
                };
                let fixer = format!("The {}{place} fixes", rule.name());
                return Ok(placing(layout, cell, value(cell), &fixer, cells));
            }
        }
    }
    let together = "The rules together fix";
    Ok(placing(layout, first, value(first), together, Vec::new()))
}

/// How many fixed cells the houses alone are asked about, at most.
const CELLS_ASKED: usize = 8;

/// How many questions (is this cell fixed by this rule?) a hint asks at most, each a search.
const QUESTIONS: usize = 200;

/// The largest grid whose hints name the rule that fixes their cell: on larger grids each
/// search may take too long to wait for.
const NAMED_UP_TO: usize = 9;

/// The hint that `fixer` (`The killer cage at r1c1 fixes`), resting on `cells`, puts `value`
/// in `cell`.
fn placing(layout: &Layout, cell: usize, value: u8, fixer: &str, mut cells: Vec<usize>) -> Hint {
    let name = cell_name(layout.size(), cell);
    if !cells.contains(&cell) {
        cells.push(cell);
    }
    Hint {
        text: format!("{fixer} {name}"),
        conclusions: format!("{name}={}", layout.symbol(value)),
        cells,
        placements: vec![(cell, value)],
        eliminations: Vec::new(),
    }
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
