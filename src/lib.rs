//! `resol` solves Sudoku puzzles read from text streams.
//!
//! Modules, from the bottom up: [`bitset`] (digit masks) and [`grid`] (the 81-cell value type)
//! depend on nothing; [`solver`] finds answers; [`parse`] turns text into puzzles;
//! [`format`](mod@format) turns answers into text; [`batch`] is the only place that joins them.
pub mod batch;
pub mod bitset;
pub mod format;
pub mod grid;
pub mod logic;
pub mod parse;
pub mod solver;

pub use bitset::DigitSet;
pub use grid::Grid;
pub use solver::{Algorithm, count_solutions, solve};
