//! Puzzle tools for judges and collectors: checking an answer, the minlex canonical form and
//! its automorphisms, random equivalent puzzles, and removing redundant givens.
//!
//! Two puzzles are **equivalent** when one becomes the other by the moves that keep a Sudoku a
//! Sudoku: rows permuted within their bands, bands permuted, the same for columns and stacks,
//! a transposition, and the digits relabelled ([`Transformation`]). Equivalent puzzles have
//! the same number of solutions and, up to the same moves, the same solutions.
//!
//! - `check.rs`: whether an answer is a valid completion of a puzzle, and its first fault;
//! - `transform.rs`: the moves, applied to a grid;
//! - the minlex form, by a pruned row-by-row search, is `crate::canonical`'s, re-exported here
//!   (the generator uses it too, and builds on nothing here);
//! - `shuffle.rs`: a random equivalent puzzle from a seed and the puzzle's index;
//! - `minimise.rs`: givens taken away until none can go, with the generator's minimiser.
//!
//! Everything here is 9×9. What depends on the size is kept in functions of its own (the
//! houses a checker visits, the cells a minimiser may take away), so that other sizes can be
//! added beside them; the minlex search and the moves are 9×9 by nature.

mod check;
mod minimise;
mod shuffle;
mod transform;

pub use crate::canonical::{Canonical, canonical};
pub use check::{Conflict, Fault, Response, check, conflict};
pub use minimise::{Order, minimise};
pub use shuffle::shuffle;
pub use transform::Transformation;

#[cfg(test)]
mod tests;
