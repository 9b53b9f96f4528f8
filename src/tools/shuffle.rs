//! `--shuffle`: a random puzzle equivalent to the one given, reproducible from a seed.

use super::Transformation;
use crate::generate::seed::PuzzleRng;
use crate::grid::Grid;

/// A random puzzle equivalent to `puzzle`: the transformation is drawn from the random stream of
/// puzzle `index` of the run seeded with `seed` (the generator's streams), so it depends on
/// nothing else: not on the other puzzles, their order or the number of threads.
pub fn shuffle(puzzle: &Grid, seed: u64, index: u64) -> Grid {
    Transformation::random(&mut PuzzleRng::new(seed, index)).apply(puzzle)
}
