//! Random solutions: an empty grid filled by a search that tries candidates in drawn orders,
//! restarted when it runs into a long dead end; and the tables of one variant layout prepared
//! once for the many questions generation asks about it.

use std::sync::Arc;

use super::tables::{Tables, tables};
use super::weights::Weights;
use super::{FIRST_BUDGET, OutOfBudget, Position, avoids_with, with_restarts};
use crate::problem::Problem;
use crate::shape::Shape;
use crate::sized::SizedGrid;
use crate::variant::Variant;

/// A random solution of the empty grid of `shape`: the search branches on the cell with the
/// fewest candidates and tries them in the order `draw` shuffles them into (`draw(n)` is a
/// number below `n`).
///
/// Randomised backtracking is heavy-tailed: most fills of a 25×25 meet a handful of dead ends,
/// but now and then an early choice leaves a contradiction that only shows deep down, and the
/// search below it takes hours. So a fill gives up after a budget of dead ends and starts over
/// with fresh draws, the budget doubling at each restart so that some attempt always finishes.
pub fn random_solution(shape: Shape, draw: &mut dyn FnMut(usize) -> usize) -> SizedGrid {
    let tables = tables(shape);
    let empty = Position::new(tables, &Problem::new(SizedGrid::empty(shape)))
        .expect("an empty grid is open");
    with_restarts(|mut dead_ends| {
        let filled = fill_randomly(tables, empty.clone(), draw, &mut dead_ends)?;
        Ok(filled.expect("an empty grid has solutions"))
    })
}

/// The first solution met when `position`'s candidates are tried in random orders, `None` if
/// there is none, or [`OutOfBudget`] after `dead_ends` more contradictions.
fn fill_randomly(
    tables: &Tables,
    position: Position,
    draw: &mut dyn FnMut(usize) -> usize,
    dead_ends: &mut u64,
) -> Result<Option<SizedGrid>, OutOfBudget> {
    let Some((cell, _)) = position.choose(tables, &Weights::new(tables)) else {
        return Ok(Some(position.grid(tables.shape)));
    };
    let word = position.cells[cell];
    let mut bits: Vec<u32> = (0..32)
        .map(|bit| 1 << bit)
        .filter(|&bit| word & bit != 0)
        .collect();
    // Fisher–Yates, with the caller's draws.
    for last in (1..bits.len()).rev() {
        bits.swap(last, draw(last + 1));
    }
    for bit in bits {
        let mut child = position.clone();
        if child.place(tables, cell, bit) && child.propagate(tables) {
            if let Some(grid) = fill_randomly(tables, child, draw, dead_ends)? {
                return Ok(Some(grid));
            }
        } else {
            *dead_ends = dead_ends.checked_sub(1).ok_or(OutOfBudget)?;
        }
    }
    Ok(None)
}

// Questions about puzzles of one layout, with the layout's tables built once: generation asks
// hundreds about each layout it draws, and building a variant's tables costs more than most
// questions.

/// The tables of one variant layout, for many questions about puzzles under it.
pub struct Prepared {
    tables: Tables,
    variant: Arc<Variant>,
    shape: Shape,
}

/// How many times a random fill of a layout doubles its budget of dead ends before it gives
/// the layout up: a drawn jigsaw layout may have no solution at all, and another is drawn.
const DOUBLINGS: u32 = 2;

impl Prepared {
    /// The tables of grids of `shape` under `variant`.
    pub fn new(shape: Shape, variant: Arc<Variant>) -> Prepared {
        Prepared {
            tables: Tables::new(shape, Some(&variant)),
            variant,
            shape,
        }
    }

    /// The problem of `givens` (holes 0) under the layout.
    pub fn problem(&self, givens: SizedGrid) -> Problem {
        Problem::new(givens).with_variant(Arc::clone(&self.variant))
    }

    /// A random solution of the empty grid under the layout, the candidates tried in the order
    /// `draw` shuffles them into, as for a classic grid; `None` when none turns up within a
    /// budget of dead ends that doubles a few times (the layout may have none).
    pub fn random_solution(&self, draw: &mut dyn FnMut(usize) -> usize) -> Option<SizedGrid> {
        let empty = Position::new(&self.tables, &self.problem(SizedGrid::empty(self.shape)))?;
        (0..=DOUBLINGS).find_map(|doubling| {
            let mut dead_ends = FIRST_BUDGET << doubling;
            // Out of budget, the next attempt has twice the budget.
            fill_randomly(&self.tables, empty.clone(), draw, &mut dead_ends).ok()
        })?
    }

    /// Whether the puzzle of `givens` under the layout, one of whose solutions is `solution`,
    /// has another that keeps `solution`'s value out of `cell`, as [`crate::solver::other_avoids`]
    /// asks.
    pub fn avoids(&self, givens: &SizedGrid, solution: &SizedGrid, cell: usize) -> bool {
        avoids_with(&self.tables, &self.problem(givens.clone()), solution, cell)
    }
}
