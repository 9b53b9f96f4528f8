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
mod improve;
pub(crate) mod minimise;
mod near;
mod random_grid;
pub(crate) mod seed;
mod shortcut;
mod singles;
pub(crate) mod sized;
mod symmetry;

pub use explainer::{CLIMBED, ExplainerRating, POSSIBLE, Reach, reach};
pub use improve::{Rated, Rater, Target, TargetMissed};
pub(crate) use near::Printed;
pub use near::{Near, NearSearch, NearTarget, Unusable};
pub use sized::{SizedGenerated, SizedGenerator};
pub use symmetry::Symmetry;

use crate::grid::Grid;
use seed::PuzzleRng;

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

/// A random minimal puzzle without symmetry, drawn from `rng`.
pub(crate) fn random_minimal(rng: &mut PuzzleRng) -> Generated {
    // The seed names a generator's streams; a candidate draws from `rng` alone.
    Generator::new(0, Symmetry::None).candidate(rng).0
}

/// Makes puzzles from a seed: puzzle `i` is the same whenever it is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Generator {
    seed: u64,
    symmetry: Symmetry,
}

impl Generator {
    /// A generator of puzzles with `symmetry` from `seed`.
    pub fn new(seed: u64, symmetry: Symmetry) -> Generator {
        Generator { seed, symmetry }
    }

    /// Puzzle `index`: a random minimal puzzle with the generator's symmetry.
    pub fn generate(&self, index: u64) -> Generated {
        self.candidate(&mut PuzzleRng::new(self.seed, index)).0
    }

    /// Puzzle `index` with a rating in `target`'s range: candidates are drawn one after another,
    /// each improved for the target's rounds, and the first in range is kept. The answer depends
    /// only on the seed, `index`, the symmetry and the target (its rater must be deterministic).
    pub fn generate_targeted<R: Rater>(
        &self,
        index: u64,
        target: &Target<R>,
    ) -> Result<Rated, TargetMissed> {
        let mut rng = PuzzleRng::new(self.seed, index);
        // Without rounds only a candidate in range is any use, and only it need be rated.
        let reach = if target.rounds == 0 {
            0.0
        } else {
            f64::INFINITY
        };
        for _ in 0..target.candidates {
            let (generated, orbits) = self.candidate(&mut rng);
            let Some(rating) = target.rate_within(&generated, reach) else {
                continue;
            };
            let rated = improve::improve(Rated { generated, rating }, target, &orbits, &mut rng);
            if target.distance(rated.rating) == 0.0 {
                return Ok(rated);
            }
        }
        Err(TargetMissed {
            low: *target.range.start(),
            high: *target.range.end(),
            candidates: target.candidates,
        })
    }

    /// A random minimal puzzle drawn from `rng`, with the orbits of its symmetry.
    fn candidate(&self, rng: &mut PuzzleRng) -> (Generated, Vec<Vec<usize>>) {
        let symmetry = self.symmetry.resolve(rng);
        let orbits = symmetry.orbits();
        let solution = random_grid::random_solution(rng);
        let mut puzzle = solution;
        minimise::minimise(&mut puzzle, &solution, &orbits, rng);
        let generated = Generated {
            puzzle,
            solution,
            symmetry,
        };
        (generated, orbits)
    }
}
