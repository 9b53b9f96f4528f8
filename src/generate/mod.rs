//! Puzzle generation: new minimal puzzles with exactly one solution, reproducible from a seed,
//! optionally with a symmetric pattern of givens and a difficulty target.
//!
//! # How a puzzle is made
//!
//! 1. **A random solution grid** `s` (`random_grid.rs`): a backtracking fill with the digits of
//!    each cell in random order, so that grids vary in every cell.
//! 2. **One pass of removals** (`minimise.rs`): starting from `s` itself, the orbits of the
//!    symmetry (single cells without one) are visited once, in random order; each is emptied, and
//!    put back if the puzzle then has a solution other than `s`.
//!
//! One pass is enough for a **minimal** puzzle, one where emptying any orbit of givens leaves
//! several solutions. Write `P_t` for the puzzle after `t` visits: `P_0 = s`, each `P_t` has `s`
//! as its only solution, and each holds a subset of the givens of the one before. Take an orbit
//! `O` of givens of the final puzzle `P`: it was visited at some step `t` and put back, so
//! `P_(t-1)` without `O` had a second solution `u`. `P` without `O` has a subset of the givens of
//! `P_(t-1)` without `O`, and fewer givens never remove a solution: `s` and `u` both solve it.
//!
//! With a [`Symmetry`] only the pattern of givens is symmetric, not the solution grid: givens
//! are emptied and put back by whole orbits, and the puzzle is minimal among puzzles made of
//! orbits.
//!
//! # Speed
//!
//! Whether a puzzle still has only `s` as solution is asked with `s` at hand. Most questions are
//! settled without search (`shortcut.rs`): the emptied cells fill back in by singles (yes), or
//! two digits of `s` can be swapped on a group of cells that no given guards (no). The rest go
//! to the fast engine, one search per emptied cell for a solution that avoids `s`'s digit there
//! (`minimise.rs`). With a symmetry, fewer and larger orbits make fewer questions, so puzzles
//! come faster. Profiled, the engine's searches take most of the time, the shortcuts and their
//! bookkeeping most of the rest; drawing the grids is a small part. `cargo bench --bench
//! generate` measures it; its dated figures are kept in `benches/RESULTS.md`.
//!
//! # Reproducibility
//!
//! Puzzle `i` of a [`Generator`] depends only on its seed, `i` and its options: it draws from its
//! own random stream (`seed.rs`), so the output does not change with the number of threads or
//! with which other puzzles are made.
//!
//! # Difficulty
//!
//! [`Generator::generate_targeted`] keeps the first candidate whose rating (any [`Rater`])
//! falls in the [`Target`]'s range, after moving each towards it by a local search
//! (`improve.rs`) when the target asks for rounds of it.
//!
//! # Near given puzzles
//!
//! [`Near`] holds puzzles to search near (`near/`): new puzzles made by changing a few of
//! their givens, kept by the same targets, from a pool of the hardest found so far.

mod backtracking;
mod explainer;
mod generated;
mod generator;
mod improve;
mod jigsaw;
pub(crate) mod minimise;
mod near;
mod random_grid;
pub(crate) mod seed;
mod shortcut;
mod singles;
pub(crate) mod sized;
mod symmetry;

pub use explainer::{CLIMBED, ExplainerRating, POSSIBLE, Reach, reach};
pub use generated::Generated;
pub use generator::Generator;
pub use improve::{Rated, Rater, Target, TargetMissed};
pub(crate) use near::printed::Printed;
pub use near::{Near, NearSearch, NearTarget, Unusable};
pub use sized::{SizedGenerated, SizedGenerator};
pub use symmetry::Symmetry;
