//! Difficulty targets: a rating of puzzles, the range a kept puzzle's rating must fall in, and
//! the local search that moves a candidate's rating towards that range.
//!
//! Most minimal puzzles are easy, so a hard target found by drawing candidates alone (plain
//! rejection) costs many candidates per puzzle kept. The improvement search instead takes a
//! candidate and makes neighbours of it: it empties a few random orbits of givens, adds orbits
//! from the same solution until that solution is again the only one, and minimises again. A
//! neighbour whose rating is at least as close to the range replaces the candidate (accepting
//! ties lets the search cross plateaus), until a rating falls in the range or the rounds run out.
//! The solution grid stays the same throughout, so each neighbour is unique with a known solution.

use std::ops::RangeInclusive;

use thiserror::Error;

use crate::generate::Generated;
use crate::generate::minimise::{complete, copy_cells, minimise};
use crate::generate::seed::PuzzleRng;
use crate::grid::Grid;

/// Rates puzzles for a difficulty target; a higher rating is a harder puzzle. Any function from a
/// puzzle to a number is one, such as Sudoku Explainer's rating or a count of givens.
pub trait Rater {
    /// The rating of `puzzle`, which has exactly one solution. NaN means "no rating": never kept.
    fn rate(&self, puzzle: &Grid) -> f64;
}

impl<F: Fn(&Grid) -> f64> Rater for F {
    fn rate(&self, puzzle: &Grid) -> f64 {
        self(puzzle)
    }
}

/// What generation aims at: the ratings to keep, and how hard to look for them.
#[derive(Clone, Debug)]
pub struct Target<R> {
    /// The rating.
    pub rater: R,
    /// The ratings a kept puzzle may have.
    pub range: RangeInclusive<f64>,
    /// Candidates drawn, each with its improvement rounds, before giving up.
    pub candidates: u32,
    /// Neighbours tried per candidate; 0 keeps or rejects each candidate as it is drawn.
    pub rounds: u32,
    /// Orbits of givens emptied to make a neighbour.
    pub emptied_orbits: usize,
}

impl<R: Rater> Target<R> {
    /// A target by plain rejection: up to 1,000 candidates, no improvement rounds.
    pub fn new(rater: R, range: RangeInclusive<f64>) -> Target<R> {
        Target {
            rater,
            range,
            candidates: 1_000,
            rounds: 0,
            emptied_orbits: 3,
        }
    }

    /// How far `rating` lies from the range: 0 inside it, infinite for NaN.
    pub fn distance(&self, rating: f64) -> f64 {
        let (low, high) = (*self.range.start(), *self.range.end());
        if rating < low {
            low - rating
        } else if rating > high {
            rating - high
        } else if self.range.contains(&rating) {
            0.0
        } else {
            f64::INFINITY
        }
    }
}

/// A generated puzzle with its rating.
#[derive(Clone, Debug, PartialEq)]
pub struct Rated {
    /// The puzzle, its solution and its symmetry.
    pub generated: Generated,
    /// What the target's rater gave it.
    pub rating: f64,
}

/// No candidate reached the target.
#[derive(Debug, Clone, PartialEq, Error)]
#[error("no puzzle rated {low} to {high} in {candidates} candidates")]
pub struct TargetMissed {
    /// The lower end of the range.
    pub low: f64,
    /// The upper end of the range.
    pub high: f64,
    /// How many candidates were drawn.
    pub candidates: u32,
}

/// Moves the rated `candidate` towards the target's range for up to `target.rounds`
/// neighbours; returns the closest puzzle found (the candidate itself if none came closer).
pub fn improve<R: Rater>(
    candidate: Rated,
    target: &Target<R>,
    orbits: &[Vec<usize>],
    rng: &mut PuzzleRng,
) -> Rated {
    let mut best = candidate;
    for _ in 0..target.rounds {
        if target.distance(best.rating) == 0.0 {
            break;
        }
        let generated = neighbour(&best.generated, target.emptied_orbits, orbits, rng);
        let rating = target.rater.rate(&generated.puzzle);
        if target.distance(rating) <= target.distance(best.rating) {
            best = Rated { generated, rating };
        }
    }
    best
}

/// A minimal puzzle near `current`: `emptied` random orbits of its givens are emptied, orbits
/// of its solution added back until unique, and the result minimised.
fn neighbour(
    current: &Generated,
    emptied: usize,
    orbits: &[Vec<usize>],
    rng: &mut PuzzleRng,
) -> Generated {
    let Generated {
        mut puzzle,
        solution,
        symmetry,
    } = *current;
    let mut given: Vec<&Vec<usize>> = orbits.iter().filter(|o| puzzle.get(o[0]) != 0).collect();
    rng.shuffle(&mut given);
    let freed: Vec<usize> = given
        .iter()
        .take(emptied)
        .flat_map(|o| o.iter().copied())
        .collect();
    copy_cells(&mut puzzle, &freed, &Grid::EMPTY);
    complete(&mut puzzle, &solution, &freed, orbits, rng);
    minimise(&mut puzzle, &solution, orbits, rng);
    Generated {
        puzzle,
        solution,
        symmetry,
    }
}
