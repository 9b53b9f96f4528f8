//! Sudoku Explainer's rating as a generation target: the rater, its cheap bounds from the
//! singles a puzzle needs, and how hard to search for each range of ratings.
//!
//! # Bounds from singles
//!
//! SE takes the easiest step available, and singles rate 1.0 (the last empty cell of a house),
//! 1.2 (a hidden single in a box), 1.5 (in a row or column) and 2.3 (naked). As filling by
//! singles is monotone (`singles.rs`), a puzzle that box singles fill rates at most 1.2, and
//! one they do not fill needs some harder step: more than 1.2. Likewise hidden singles decide
//! 1.5 exactly. A puzzle that naked singles fill always has a single at hand, and SE's steps
//! before the naked single rate at most 2.3, so it rates at most 2.3. These bounds cost a few
//! microseconds, against a millisecond or more for a rating, and let a target drop unrated the
//! half of the candidates that singles fill when it asks for more than 2.3, and nearly all of
//! them when it asks for 1.2 or less.

use std::ops::RangeInclusive;

use crate::generate::improve::{Rater, Target};
use crate::generate::singles::{Singles, needed};
use crate::grid::Grid;
use crate::logic::{self, Difficulty};

/// Sudoku Explainer's ER (see [`crate::logic::rate`]), with bounds from singles.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ExplainerRating;

/// Candidates a target by plain rejection draws per puzzle before giving that puzzle up: easy
/// puzzles, the rarest of the common bands, are about one candidate in fifty, and a candidate
/// that singles rule out costs about a tenth of a millisecond, so a band that no puzzle has
/// (ER 1.1) is given up in about ten seconds.
const CANDIDATES: u32 = 100_000;

/// Candidates a target with improvement rounds draws per puzzle before giving that puzzle up.
/// Without symmetry each costs up to 41 ratings of hard puzzles, and ER 9.0 was reached well
/// within this budget; with rot90 the bounds drop most neighbours unrated, candidates are cheap,
/// and ER 9.0 needs hundreds (300 missed half the seeds tried, `benches/RESULTS.md`). A band
/// the search does not reach (ER 9.5 and up, asked with a symmetry: without one it is climbed
/// to instead) is given up in seconds.
const IMPROVED_CANDIDATES: u32 = 1_000;

/// Neighbours tried from each candidate towards a target harder than the common puzzles.
const IMPROVEMENT_ROUNDS: u32 = 40;

/// Orbits of givens a neighbour empties: towards ER 9.0, three found rot90's puzzles twice as
/// fast as two, and did as well as two to four without symmetry or with rot180.
const EMPTIED_ORBITS: usize = 3;

/// The ER (tenths) up to which plain rejection is enough: most minimal puzzles rate this or
/// less, and the bounds from singles drop most of the others unrated.
const COMMON_RATINGS: u16 = 45;

impl Rater for ExplainerRating {
    /// The ER; NaN for a puzzle without exactly one solution.
    fn rate(&self, puzzle: &Grid) -> f64 {
        logic::rate(puzzle).map_or(f64::NAN, |rating| tenths(rating.er.tenths()))
    }

    fn bounds(&self, puzzle: &Grid, solution: &Grid) -> RangeInclusive<f64> {
        // Ratings are whole tenths: "more than 1.2" is "at least 1.3".
        match needed(puzzle, solution) {
            Some(Singles::Box) => 0.0..=1.2,
            Some(Singles::Hidden) => 1.3..=1.5,
            Some(Singles::Naked) => 1.6..=2.3,
            None => 1.6..=tenths(Difficulty::UNSOLVED.tenths()),
        }
    }
}

/// How far a range of ERs (tenths, ends included) is within the generator's reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// Generated puzzles with such ratings are found.
    Reached,
    /// Such ratings exist, but the improvement search does not reach them: without symmetry
    /// they are climbed to from random puzzles by their backtracking score (`near/`), with
    /// one each puzzle is given up.
    Climbed,
    /// No generated puzzle can have such a rating.
    Impossible,
}

/// The ERs a generated puzzle can have, in tenths. From 1.2: no technique rates 1.1, and a
/// puzzle that full houses alone solve (1.0) has at most 25 holes, since each house fills at
/// most one cell that way, so 56 givens or more, far above the 40 of the largest minimal
/// puzzle known. Up to 11.9, the highest ER SE gives a known puzzle (nested forcing chains).
pub const POSSIBLE: RangeInclusive<u16> = 12..=119;

/// The ER (tenths) from which the improvement search finds no puzzle: nested forcing chains
/// (9.5 and up) are beyond it, and are climbed to instead.
pub const CLIMBED: u16 = 95;

/// Whether the generator reaches the ERs `low..=high` (tenths).
pub fn reach(low: u16, high: u16) -> Reach {
    if high < *POSSIBLE.start() || low > *POSSIBLE.end() || low > high {
        Reach::Impossible
    } else if low >= CLIMBED {
        Reach::Climbed
    } else {
        Reach::Reached
    }
}

fn tenths(tenths: u16) -> f64 {
    f64::from(tenths) / 10.0
}

impl Target<ExplainerRating> {
    /// The target of the ERs in `range` (tenths, ends included): plain rejection for the
    /// ratings most minimal puzzles have, improvement rounds from candidates for the harder.
    pub fn explainer(range: RangeInclusive<u16>) -> Target<ExplainerRating> {
        let (low, high) = range.into_inner();
        let (candidates, rounds) = if low > COMMON_RATINGS {
            (IMPROVED_CANDIDATES, IMPROVEMENT_ROUNDS)
        } else {
            (CANDIDATES, 0)
        };
        Target {
            candidates,
            rounds,
            emptied_orbits: EMPTIED_ORBITS,
            ..Target::new(ExplainerRating, tenths(low)..=tenths(high))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use super::{Reach, reach};
    use crate::generate::{Generator, Symmetry};

    #[test]
    fn the_bounds_from_singles_hold_the_rating() {
        let generator = Generator::new(31, Symmetry::None);
        let mut seen = [0; 4];
        for index in 0..300 {
            let generated = generator.generate(index);
            let bounds = ExplainerRating.bounds(&generated.puzzle, &generated.solution);
            let rating = ExplainerRating.rate(&generated.puzzle);
            assert!(bounds.contains(&rating), "{}: {rating}", generated.puzzle);
            let kind = needed(&generated.puzzle, &generated.solution);
            seen[kind.map_or(3, |kind| kind as usize)] += 1;
        }
        // Each kind of bound was put to the test (about 2, 20, 25 and 50 per cent).
        assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
    }

    #[test]
    fn ranges_without_a_possible_rating_are_impossible_and_nested_chains_unreached() {
        assert_eq!(reach(10, 10), Reach::Impossible);
        assert_eq!(reach(0, 11), Reach::Impossible);
        assert_eq!(reach(120, 200), Reach::Impossible);
        assert_eq!(reach(0, 12), Reach::Reached);
        assert_eq!(reach(90, 200), Reach::Reached);
        assert_eq!(reach(95, 200), Reach::Climbed);
        assert_eq!(reach(100, 119), Reach::Climbed);
    }
}
