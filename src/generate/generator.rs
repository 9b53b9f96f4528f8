//! The generator: puzzle `i` of a seed, a random minimal puzzle with a symmetry, improved
//! towards a difficulty target when one is asked for.

use crate::generate::generated::Generated;
use crate::generate::improve::{self, Rated, Rater, Target, TargetMissed};
use crate::generate::seed::PuzzleRng;
use crate::generate::symmetry::Symmetry;
use crate::generate::{minimise, random_grid};

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
    pub(in crate::generate) fn candidate(
        &self,
        rng: &mut PuzzleRng,
    ) -> (Generated, Vec<Vec<usize>>) {
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
