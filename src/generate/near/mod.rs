//! Puzzles near given ones: the {-n+m} neighbourhoods in which the Sudoku forum searches for
//! its hardest puzzles.
//!
//! A neighbour of a puzzle is made by changing a few of its givens and making it unique and
//! minimal again (`neighbour.rs`); the puzzles a search starts near are a [`Near`] set
//! (`set.rs`).
//!
//! # The search
//!
//! A search keeps a **pool** of the puzzles closest to the target's ratings found so far,
//! starting with the set's own: each try makes a neighbour of a pool puzzle drawn at random and
//! rates it. A neighbour in the range that is equivalent to no puzzle of the set is a hit; any
//! other neighbour within [`SLACK`] of the closest pool puzzle joins the pool, and the pool
//! keeps the [`POOL`] closest. So the search climbs from the hardest puzzles of the set through
//! the hardest of their neighbours, as the forum does by hand. (A single walk from neighbour to
//! neighbour, accepting only those as hard as the last, found no ER 9.5 near the README's
//! hardest puzzles in minutes: their own neighbours are nearly all easier, by 0.2 to 3.)
//!
//! # Climbing from random puzzles
//!
//! A search towards a rating near an **empty set** climbs from random minimal puzzles. Each
//! puzzle also has its **backtracking score** (`backtracking.rs`), which costs a thousandth
//! of a rating: among pool puzzles equally close to the range the highest scores rank first,
//! and a neighbour that scores less than [`SCORE_KEPT`] of its parent's score is passed over
//! unrated. Ratings are plateaus (most neighbours of an ER 9.3 puzzle rate 9.0 to 9.3), and
//! the score leads across them. The climb starts from the [`POOL`] random minimal puzzles
//! that score highest of [`STARTS`], and every [`CLIMB_TRIES`] neighbours starts over from new
//! ones: a climb either crosses from ER 9.4 to 9.5 within a few tens of thousands of
//! neighbours or stays on the plateau far longer. This is how the generator reaches ER 9.5
//! and up, which random minimal puzzles nearly never have (none in 300,000).
//!
//! Near a set the pool ranks by rating alone, as the forum does, but the score still filters
//! on the way up: a neighbour of a puzzle rated below the range that scores less than
//! [`NEAR_SCORE_KEPT`] of its parent's is passed over unrated. Near the README's hard puzzles
//! nineteen neighbours in twenty rated far below the pool and took three fifths of the time;
//! passing over those that lose a fifth of their parent's score or more leaves a quarter of
//! the rating time, and the search made about 2,000 neighbours a second instead of 250 (4,000
//! since the backtracking score got faster).
//!
//! On the way up the changes are larger too: from a parent rated below the range a neighbour
//! empties up to [`REMOVED_UPWARDS`] givens instead of [`REMOVED`]. Small changes are the
//! likeliest to make a harder puzzle, but the jumps to ER 9.5 and 10 near the README's hard
//! puzzles came from neighbours 5 to 11 cells away from their parent, which larger changes
//! reach more often.
//!
//! Everything a search does depends only on the set, the target and its random stream, so
//! puzzle `i` of a run is the same whatever the threads. [`Printed`] keeps a run from printing
//! two equivalent puzzles: a hit equivalent to one printed before sends its search on to the
//! next.

use std::collections::HashMap;
use std::ops::RangeInclusive;
use std::sync::OnceLock;

use crate::canonical::canonical;
use crate::generate::backtracking::backtracking_score;
use crate::generate::generated::Generated;
use crate::generate::generator::random_minimal;
use crate::generate::improve::{Rated, Rater, Target, TargetMissed};
use crate::generate::seed::PuzzleRng;
use crate::grid::Grid;

mod neighbour;
pub(crate) mod printed;
mod rating;
mod set;

use neighbour::neighbour;
use rating::NearRating;
pub use set::{Near, Unusable};

/// How much farther from the range than the closest pool puzzle a neighbour may be and still
/// join the pool, in ER.
const SLACK: f64 = 0.5;

/// The most givens a neighbour empties (the `n` of {-n+m}) in a climb, and near a set from a
/// parent in the range or above it, or when nothing is rated: small changes, which stay close
/// to their parent's rating.
const REMOVED: usize = 3;

/// The most givens a neighbour empties near a set from a parent rated below the range. Near
/// the README's hard puzzles (ER 9.4), ER 10.0 came within 600 s of one core for 6 seeds of 15
/// with up to seven, 6 of 13 with up to five, and none of 5 with up to three.
const REMOVED_UPWARDS: usize = 7;

/// The most puzzles a pool holds.
const POOL: usize = 64;

/// In a climb, a neighbour is rated only if its backtracking score is at least this share of
/// its parent's: those that score lower are seldom harder, and a rating costs a thousand scores.
const SCORE_KEPT: f64 = 0.5;

/// Near a set, a neighbour is rated only if its backtracking score is at least this share of
/// its parent's. Near the README's hard puzzles (ER 9.4) this passed over 93.5 % of the
/// neighbours and 77 % of the rating time, and kept 89 % of those harder than their parent;
/// ER 9.5 came in 35 to 222 s of one core for five seeds, against 142 and 150 s for two and
/// none within 300 s for three when every neighbour was rated.
const NEAR_SCORE_KEPT: f64 = 0.8;

/// Random minimal puzzles drawn to start a climb, of which the [`POOL`] that score highest
/// start it.
const STARTS: usize = 2_000;

/// Neighbours a climb tries before it starts over from new random puzzles: about 140 s of one
/// core when every neighbour kept by its score was rated, less since a puzzle is rated once.
const CLIMB_TRIES: u32 = 50_000;

/// Climbs a search without a set makes before giving its puzzle up: about one in three
/// arrives, so few puzzles are given up.
const CLIMBS: u32 = 8;

/// Neighbours a search tries for each puzzle towards a rating before giving it up: about
/// twenty minutes of one core near ER 9 puzzles (2,400,000 took 561 s and 628 s towards ER
/// 10.0 near the README's hard puzzles).
const TRIES_RATED: u32 = 4_800_000;

/// Neighbours a search tries for each puzzle without a rating before giving it up (they all
/// count but those equivalent to a puzzle of the set or printed before).
const TRIES: u32 = 1_000;

/// What a run near a set of puzzles aims at: the set, and the ratings to keep.
#[derive(Debug)]
pub struct NearTarget<'a> {
    near: &'a Near,
    target: Target<NearRating>,
}

impl NearTarget<'_> {
    /// The search for puzzle `index` of the run seeded with `seed`: its hits depend only on
    /// the set, the target, `seed` and `index`.
    pub fn search(&self, seed: u64, index: u64) -> NearSearch<'_> {
        let target = &self.target;
        let mut search = NearSearch {
            near: self.near,
            target,
            rng: PuzzleRng::new(seed, index),
            pool: Vec::with_capacity(POOL + 1),
            tried: 0,
            rated: HashMap::new(),
        };
        if search.climbing() {
            search.start_climb();
        }
        for (place, generated) in self.near.puzzles.iter().enumerate() {
            let rater = &target.rater;
            let rating = *rater.ratings[place].get_or_init(|| rater.rate(&generated.puzzle));
            let rated = Rated {
                generated: *generated,
                rating,
            };
            let score = search.score(&generated.puzzle);
            search.admit(rated, score);
        }
        search
    }
}

impl Near {
    /// The target of a search near the set: the ERs in `range` (tenths, ends included), or any
    /// puzzle, unrated, without a range.
    pub fn target(&self, range: Option<RangeInclusive<u16>>) -> NearTarget<'_> {
        let explainer = range.is_some();
        let (range, tries) = match range {
            Some(range) => {
                let (low, high) = range.into_inner();
                let tries = if self.is_empty() {
                    CLIMBS * CLIMB_TRIES
                } else {
                    TRIES_RATED
                };
                (f64::from(low) / 10.0..=f64::from(high) / 10.0, tries)
            }
            None => (0.0..=0.0, TRIES),
        };
        let rater = NearRating {
            explainer,
            ratings: self.puzzles.iter().map(|_| OnceLock::new()).collect(),
        };
        NearTarget {
            near: self,
            target: Target {
                candidates: tries,
                ..Target::new(rater, range)
            },
        }
    }
}

/// The search for one puzzle near a set: its pool and random stream (see the module doc).
#[derive(Clone, Debug)]
pub struct NearSearch<'a> {
    near: &'a Near,
    target: &'a Target<NearRating>,
    rng: PuzzleRng,
    /// The puzzles closest to the range so far, closest first.
    pool: Vec<Pooled>,
    /// Neighbours tried so far.
    tried: u32,
    /// The ratings of the puzzles offered to the pool so far in this climb.
    rated: HashMap<Grid, f64>,
}

/// How a search makes the neighbours of one parent and which of them it rates (see
/// [`NearSearch::step`]).
#[derive(Clone, Copy, Debug)]
struct Step {
    /// The most givens a neighbour empties (the `n` of {-n+m}).
    most_removed: usize,
    /// The share of its parent's backtracking score a neighbour needs to be rated.
    score_kept: f64,
}

impl Step {
    /// Whether a neighbour of backtracking score `score` is worth rating, its parent scoring
    /// `parent_score`.
    fn worth_rating(self, score: f64, parent_score: f64) -> bool {
        score >= parent_score * self.score_kept
    }
}

/// A puzzle of a search's pool: its rating, its backtracking score and its canonical form.
#[derive(Clone, Debug)]
struct Pooled {
    rated: Rated,
    score: f64,
    form: Grid,
}

impl NearSearch<'_> {
    /// The next hit: a puzzle in the target's range, minimal, with exactly one solution, and
    /// equivalent to no puzzle of the set; or the target missed when the tries of its budget
    /// are spent.
    pub fn next_hit(&mut self) -> Result<Rated, TargetMissed> {
        let target = self.target;
        while self.tried < target.candidates {
            if self.climbing() && self.tried > 0 && self.tried.is_multiple_of(CLIMB_TRIES) {
                self.start_climb();
            }
            self.tried += 1;
            let parent = &self.pool[self.rng.below(self.pool.len())];
            let (from, parent_score) = (parent.rated.generated, parent.score);
            let step = self.step(parent.rated.rating);
            let generated = neighbour(&from, step.most_removed, &mut self.rng);
            let score = self.score(&generated.puzzle);
            if !step.worth_rating(score, parent_score) {
                continue;
            }
            let limit = self.closest() + SLACK;
            let Some(rating) = self.rate_within(&generated, limit) else {
                continue;
            };
            let rated = Rated { generated, rating };
            let hit = target.distance(rating) == 0.0 && !self.near.is_known(&generated.puzzle);
            self.admit(rated.clone(), score);
            if hit {
                return Ok(rated);
            }
        }
        Err(TargetMissed {
            low: *target.range.start(),
            high: *target.range.end(),
            candidates: target.candidates,
        })
    }

    /// Whether the search climbs from random puzzles: it has no set to start near (and then
    /// always a rating to reach, see `batch::generation`).
    fn climbing(&self) -> bool {
        self.near.is_empty()
    }

    /// The backtracking score of `puzzle` when the search rates its neighbours, by which a
    /// neighbour is passed over unrated (and, in a climb, the pool ranks puzzles as close to
    /// the range); 0 for every puzzle when nothing is rated, so that nothing is passed over.
    fn score(&self, puzzle: &Grid) -> f64 {
        if self.target.rater.explainer {
            backtracking_score(puzzle)
        } else {
            0.0
        }
    }

    /// How the search steps from a parent rated `parent_rating` to its neighbours. A climb
    /// empties up to [`REMOVED`] givens and rates a neighbour that scores at least
    /// [`SCORE_KEPT`] of its parent's. Near a set, from a parent rated below the range, it empties
    /// up to [`REMOVED_UPWARDS`] and rates those that score at least [`NEAR_SCORE_KEPT`] of
    /// their parent's. Otherwise (a parent in or above the range, or no rating asked for) it
    /// empties up to [`REMOVED`] and rates every neighbour: the score measures how hard a
    /// puzzle is, and towards easier puzzles than the set's, the easier neighbours are the
    /// ones to rate.
    fn step(&self, parent_rating: f64) -> Step {
        if self.climbing() {
            Step {
                most_removed: REMOVED,
                score_kept: SCORE_KEPT,
            }
        } else if parent_rating < *self.target.range.start() {
            Step {
                most_removed: REMOVED_UPWARDS,
                score_kept: NEAR_SCORE_KEPT,
            }
        } else {
            Step {
                most_removed: REMOVED,
                score_kept: 0.0,
            }
        }
    }

    /// The rating of `generated` when it lies within `limit` of the range, `None` otherwise,
    /// as [`Target::rate_within`] gives it; but a puzzle offered to the pool before in this
    /// climb is not rated again. Such puzzles come back: a neighbour minimised again is now
    /// and then its parent or an earlier neighbour (3 % of tries near the README's hardest
    /// puzzles), and as they are the hard ones, rating them again took a fifth of the time
    /// there, and two fifths in climbs, whose neighbours as hard as their parent for
    /// backtracking (the parent itself among them) are the ones rated.
    fn rate_within(&self, generated: &Generated, limit: f64) -> Option<f64> {
        let target = self.target;
        match self.rated.get(&generated.puzzle) {
            Some(&rating) => (target.distance(rating) <= limit).then_some(rating),
            None => target.rate_within(generated, limit),
        }
    }

    /// How far the closest pool puzzle lies from the range.
    fn closest(&self) -> f64 {
        self.target.distance(self.pool[0].rated.rating)
    }

    /// Empties the pool and fills it again with the random minimal puzzles that score highest
    /// of [`STARTS`] drawn from the search's stream, rated: where a search without a set
    /// climbs from.
    fn start_climb(&mut self) {
        let rater = &self.target.rater;
        let mut starts: Vec<(f64, Generated)> = (0..STARTS)
            .map(|_| {
                let generated = random_minimal(&mut self.rng);
                (backtracking_score(&generated.puzzle), generated)
            })
            .collect();
        starts.sort_by(|a, b| b.0.total_cmp(&a.0));
        self.pool.clear();
        self.rated.clear();
        for (score, generated) in starts.into_iter().take(POOL) {
            let rating = rater.rate(&generated.puzzle);
            self.admit(Rated { generated, rating }, score);
        }
    }

    /// Puts `rated`, of backtracking score `score`, in the pool unless it holds an equivalent
    /// puzzle, and keeps the pool to the [`POOL`] closest within [`SLACK`] of the closest,
    /// in a climb the highest scores first among puzzles as close.
    fn admit(&mut self, rated: Rated, score: f64) {
        self.rated.insert(rated.generated.puzzle, rated.rating);
        let form = canonical(&rated.generated.puzzle).grid;
        if self.pool.iter().any(|other| other.form == form) {
            return;
        }
        let distance = self.target.distance(rated.rating);
        // Near a set the pool ranks by rating alone, a new puzzle after those as close.
        let ranked_by_score = self.climbing();
        let place = self.pool.partition_point(|other| {
            let other_distance = self.target.distance(other.rated.rating);
            other_distance < distance
                || (other_distance == distance && (!ranked_by_score || other.score >= score))
        });
        self.pool.insert(place, Pooled { rated, score, form });
        let limit = self.closest() + SLACK;
        self.pool
            .retain(|other| self.target.distance(other.rated.rating) <= limit);
        self.pool.truncate(POOL);
    }
}

#[cfg(test)]
mod tests;
