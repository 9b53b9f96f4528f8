//! What the generator makes: a minimal puzzle, its one solution and the symmetry of its givens.

use crate::generate::symmetry::Symmetry;
use crate::grid::Grid;

/// A generated puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The givens, holes as 0: exactly one solution, and minimal.
    pub puzzle: Grid,
    /// The puzzle's only solution.
    pub solution: Grid,
    /// The symmetry of the pattern of givens (never [`Symmetry::Any`]).
    pub symmetry: Symmetry,
}
