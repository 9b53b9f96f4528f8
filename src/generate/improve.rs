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

use crate::generate::generated::Generated;
use crate::generate::minimise::{complete, copy_cells, minimise};
use crate::generate::seed::PuzzleRng;
use crate::grid::Grid;

/// Rates puzzles for a difficulty target; a higher rating is a harder puzzle. Any function from a
/// puzzle to a number is one, such as Sudoku Explainer's rating or a count of givens.
pub trait Rater {
    /// The rating of `puzzle`, which has exactly one solution. NaN means "no rating": never kept.
    fn rate(&self, puzzle: &Grid) -> f64;

    /// Bounds of the rating of `puzzle`, whose only solution is `solution`, found more cheaply
    /// than the rating itself: a puzzle that no rating within them could make kept is dropped
    /// unrated. By default, no bounds.
    fn bounds(&self, _puzzle: &Grid, _solution: &Grid) -> RangeInclusive<f64> {
        f64::NEG_INFINITY..=f64::INFINITY
    }
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
    /// A target by plain rejection: up to 1,000 candidates, no improvement rounds; for rounds
    /// set later, neighbours empty two orbits (with a count of givens as the rating, reaching 28
    /// givens or more without symmetry, two did better than one, three, five or eight).
    pub fn new(rater: R, range: RangeInclusive<f64>) -> Target<R> {
        Target {
            rater,
            range,
            candidates: 1_000,
            rounds: 0,
            emptied_orbits: 2,
        }
    }

    /// The rating of `generated` when it lies within `limit` of the range, `None` otherwise;
    /// a puzzle whose bounds already lie farther away is not rated.
    pub fn rate_within(&self, generated: &Generated, limit: f64) -> Option<f64> {
        let bounds = self.rater.bounds(&generated.puzzle, &generated.solution);
        if self.gap(&bounds) > limit {
            return None;
        }
        let rating = self.rater.rate(&generated.puzzle);
        (self.distance(rating) <= limit).then_some(rating)
    }

    /// How far the nearest rating within `bounds` lies from the range.
    fn gap(&self, bounds: &RangeInclusive<f64>) -> f64 {
        let (low, high) = (*self.range.start(), *self.range.end());
        (low - bounds.end()).max(bounds.start() - high).max(0.0)
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
        let distance = target.distance(best.rating);
        if distance == 0.0 {
            break;
        }
        let generated = neighbour(&best.generated, target.emptied_orbits, orbits, rng);
        if let Some(rating) = target.rate_within(&generated, distance) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::{Generator, Symmetry};
    use crate::solver::nine;

    fn givens(puzzle: &Grid) -> f64 {
        puzzle.given_count() as f64
    }

    #[test]
    fn the_distance_to_a_range_is_zero_inside_and_infinite_for_no_rating() {
        let target = Target::new(givens, 3.0..=5.0);
        assert_eq!(target.distance(4.0), 0.0);
        assert_eq!(target.distance(1.5), 1.5);
        assert_eq!(target.distance(6.0), 1.0);
        assert_eq!(target.distance(f64::NAN), f64::INFINITY);
    }

    #[test]
    fn a_neighbour_is_minimal_with_the_same_solution_and_symmetry() {
        for symmetry in [Symmetry::None, Symmetry::Rot90, Symmetry::Diagonal] {
            let mut rng = PuzzleRng::new(12, 0);
            let (mut current, orbits) = Generator::new(12, symmetry).candidate(&mut rng);
            for _ in 0..10 {
                let next = neighbour(&current, 3, &orbits, &mut rng);
                assert_eq!((next.solution, next.symmetry), (current.solution, symmetry));
                assert_eq!(nine::count(&next.puzzle, 2), 1);
                for orbit in orbits.iter().filter(|o| next.puzzle.get(o[0]) != 0) {
                    let mut fewer = next.puzzle;
                    copy_cells(&mut fewer, orbit, &Grid::EMPTY);
                    assert_eq!(nine::count(&fewer, 2), 2);
                }
                current = next;
            }
        }
    }

    #[test]
    fn improvement_never_moves_away_from_the_range() {
        for (index, range) in [(0, 30.0..=81.0), (1, 0.0..=19.0), (2, 26.0..=26.0)] {
            let target = Target {
                rounds: 20,
                ..Target::new(givens, range)
            };
            let mut rng = PuzzleRng::new(13, index);
            let (generated, orbits) = Generator::new(13, Symmetry::None).candidate(&mut rng);
            let start = Rated {
                generated,
                rating: givens(&generated.puzzle),
            };
            let improved = improve(start.clone(), &target, &orbits, &mut rng);
            assert_eq!(improved.rating, givens(&improved.generated.puzzle));
            assert!(target.distance(improved.rating) <= target.distance(start.rating));
        }
    }
}
