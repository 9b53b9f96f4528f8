//! `resol` solves Sudoku puzzles read from text streams.
//!
//! Modules, from the bottom up: [`bitset`] (digit masks), [`grid`] (the 81-cell value type) and
//! [`named`] (values chosen by name) depend on nothing; a private `board` (the lesson's grid
//! with its row, column and box markers) serves the classic engine and the generator; [`solver`] finds answers; [`logic`]
//! solves, rates and explains as people do; [`generate`] makes new puzzles with them; [`parse`]
//! turns text into puzzles; [`format`](mod@format) turns answers into text; [`tools`] checks answers and
//! rearranges puzzles (canonical forms, shuffles, minimal forms); [`batch`] is the
//! only place that joins them. `docs/ARCHITECTURE.md` draws the whole map.
//!
//! ```
//! use resol::{Algorithm, Problem, SizedGrid, solve};
//!
//! let puzzle: SizedGrid =
//!     ".....23.7.....645.1..93........618...48...56...642........75..8.291.....4.56....."
//!         .parse()
//!         .unwrap();
//! let solution = solve(&Problem::new(puzzle.clone()), Algorithm::Fast).unwrap();
//! assert!(solution.solves(&puzzle));
//! assert_eq!(&solution.to_string()[..9], "964852317");
//! ```
pub mod batch;
pub mod bitset;
mod board;
mod canonical;
pub mod draw;
pub mod format;
pub mod generate;
pub mod grid;
mod houses;
pub mod logic;
pub mod marks;
pub mod named;
pub mod parse;
pub mod picture;
pub mod play;
pub mod problem;
pub mod shape;
pub mod sized;
pub mod solver;
pub mod symbols;
pub mod tools;
pub mod variant;
mod words;

pub use bitset::DigitSet;
pub use grid::Grid;
pub use marks::PencilMarks;
pub use named::Named;
pub use problem::Problem;
pub use shape::Shape;
pub use sized::SizedGrid;
pub use solver::{Algorithm, count, solve};
pub use symbols::Symbols;
