//! The engine's tables built once and asked many questions about puzzles of one layout (a
//! shape under the regions and rules of a variant): generation asks hundreds about each
//! layout it draws, and building the tables of a variant costs more than most questions.

use std::sync::Arc;

use super::position::Position;
use super::tables::Tables;
use super::{FIRST_BUDGET, avoiding_with, fill_randomly};
use crate::problem::Problem;
use crate::shape::Shape;
use crate::sized::SizedGrid;
use crate::variant::Variant;

/// The tables of one variant layout, for many questions about puzzles under it.
pub struct Prepared {
    tables: Tables,
    variant: Arc<Variant>,
    shape: Shape,
}

/// How many times a random fill of a layout doubles its budget of dead ends before it gives
/// the layout up: a drawn jigsaw layout may have no solution at all.
const DOUBLINGS: u32 = 6;

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

    /// A solution of the puzzle of `givens` under the layout in which `cell` does not hold
    /// `value`, if any.
    pub fn solve_avoiding(&self, givens: &SizedGrid, cell: usize, value: u8) -> Option<SizedGrid> {
        avoiding_with(&self.tables, &self.problem(givens.clone()), cell, value)
    }
}
