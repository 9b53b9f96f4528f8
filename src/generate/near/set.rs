//! The set of puzzles a search starts near: each checked to have one solution, kept with it
//! and with its canonical form, so that no hit is equivalent to one of them.

use std::collections::HashSet;

use thiserror::Error;

use crate::canonical::canonical;
use crate::generate::generated::Generated;
use crate::generate::symmetry::Symmetry;
use crate::grid::Grid;
use crate::solver::nine;

/// Why a puzzle cannot start a search near it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum Unusable {
    /// It has no solution.
    #[error("no solution")]
    NoSolution,
    /// It has two solutions or more.
    #[error("more than one solution")]
    Several,
}

/// The puzzles a search starts near, each with its solution, and their canonical forms; a
/// search near none climbs from random puzzles (see the module doc).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Near {
    pub(super) puzzles: Vec<Generated>,
    known: HashSet<Grid>,
}

impl Near {
    /// An empty set of puzzles.
    pub fn new() -> Near {
        Near::default()
    }

    /// Adds `puzzle`, which must have exactly one solution.
    pub fn add(&mut self, puzzle: &Grid) -> Result<(), Unusable> {
        match nine::count(puzzle, 2) {
            0 => return Err(Unusable::NoSolution),
            1 => {}
            _ => return Err(Unusable::Several),
        }
        let solution = nine::solve(puzzle).expect("a unique puzzle has a solution");
        self.puzzles.push(Generated {
            puzzle: *puzzle,
            solution,
            symmetry: Symmetry::None,
        });
        self.known.insert(canonical(puzzle).grid);
        Ok(())
    }

    /// How many puzzles were added.
    pub fn len(&self) -> usize {
        self.puzzles.len()
    }

    /// Whether no puzzle was added.
    pub fn is_empty(&self) -> bool {
        self.puzzles.is_empty()
    }

    /// Whether `puzzle` is equivalent to one of the set (the same canonical form).
    pub fn is_known(&self, puzzle: &Grid) -> bool {
        self.known.contains(&canonical(puzzle).grid)
    }
}
