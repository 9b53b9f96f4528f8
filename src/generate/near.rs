//! Puzzles near given ones: the {-n+m} neighbourhoods in which the Sudoku forum searches for
//! its hardest puzzles, as a [`Neighbourhood`] of the targeted search.
//!
//! A neighbour of a puzzle `p` (unique, solution `s`) is made in four moves:
//!
//! 1. **-n**: `n` of its givens, drawn at random (1 to the target's number of orbits emptied),
//!    are emptied; a minimal `p` then has several solutions.
//! 2. **+m**: `m` givens (1 to `n`) are added in random holes, each a random digit among those
//!    with which the puzzle still has a solution: `s`'s digit or another one, so the new
//!    puzzle may have another solution `u` than `s` (the first that the fast engine finds
//!    when `s` no longer solves it).
//! 3. **unique again**: givens of `u` are added where another solution differs from it, until
//!    `u` is the only solution (`minimise.rs`, [`complete`]).
//! 4. **minimal again**: the givens are taken away in random order while `u` stays the only
//!    solution ([`minimise`]).
//!
//! A search starts each candidate from a puzzle of the set drawn at random, and walks from
//! neighbour to neighbour towards the target's ratings (`improve.rs`), accepting a neighbour
//! rated at least as close to them: from a hard puzzle, only hard ones. (Starting from a
//! neighbour of the set's puzzle instead, usually far easier than it, reached no ER 9.5 in 90
//! seconds near the README's hardest puzzles.) Puzzles equivalent to one of the set may be
//! walked through but are never kept: their canonical form is among the set's. [`Printed`]
//! keeps a run from printing two equivalent puzzles: a hit equivalent to one printed before
//! sends its search on to the next.

use std::collections::{HashMap, HashSet};
use std::ops::RangeInclusive;
use std::sync::OnceLock;

use thiserror::Error;

use crate::board::Board;
use crate::generate::explainer::{EMPTIED_ORBITS, ExplainerRating};
use crate::generate::improve::{Neighbourhood, Rated, Rater, Search, Target, TargetMissed};
use crate::generate::minimise::{complete, minimise};
use crate::generate::seed::PuzzleRng;
use crate::generate::{Generated, Symmetry};
use crate::grid::{CELLS, Grid};
use crate::solver::{Algorithm, count_solutions, solve};
use crate::tools::canonical;

/// Why a puzzle cannot start a search near it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum Unusable {
    /// It has no solution.
    #[error("no solution")]
    NoSolution,
    /// It has two solutions or more.
    #[error("more than one solution")]
    Several,
}

/// The puzzles a search starts near, each with its solution, and their canonical forms.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Near {
    puzzles: Vec<Generated>,
    /// Each puzzle's place among `puzzles`.
    places: HashMap<Grid, usize>,
    known: HashSet<Grid>,
}

impl Near {
    /// An empty set of puzzles.
    pub fn new() -> Near {
        Near::default()
    }

    /// Adds `puzzle`, which must have exactly one solution.
    pub fn add(&mut self, puzzle: &Grid) -> Result<(), Unusable> {
        match count_solutions(puzzle, 2, Algorithm::Fast) {
            0 => return Err(Unusable::NoSolution),
            1 => {}
            _ => return Err(Unusable::Several),
        }
        let solution = solve(puzzle, Algorithm::Fast).expect("a unique puzzle has a solution");
        self.places.entry(*puzzle).or_insert(self.puzzles.len());
        self.puzzles.push(Generated {
            puzzle: *puzzle,
            solution,
            symmetry: Symmetry::None,
        });
        self.known.insert(canonical(puzzle).grid);
        Ok(())
    }

    /// How many puzzles were added.
    pub fn len(&self) -> usize {
        self.puzzles.len()
    }

    /// Whether no puzzle was added.
    pub fn is_empty(&self) -> bool {
        self.puzzles.is_empty()
    }

    /// Whether `puzzle` is equivalent to one of the set (the same canonical form).
    pub fn is_known(&self, puzzle: &Grid) -> bool {
        self.known.contains(&canonical(puzzle).grid)
    }

    /// The target of a search near the set: the ERs in `range` (tenths, ends included) as
    /// [`Target::explainer`] searches for them, or any puzzle, unrated, without a range.
    pub(crate) fn target(&self, range: Option<RangeInclusive<u16>>) -> Target<NearRating<'_>> {
        let rater = NearRating {
            near: self,
            explainer: range.is_some(),
            ratings: self.puzzles.iter().map(|_| OnceLock::new()).collect(),
        };
        match range {
            Some(range) => {
                let explainer = Target::explainer(range);
                Target {
                    rater,
                    range: explainer.range,
                    candidates: explainer.candidates,
                    rounds: explainer.rounds.max(NEAR_ROUNDS),
                    emptied_orbits: explainer.emptied_orbits,
                }
            }
            None => Target {
                rounds: 1,
                emptied_orbits: EMPTIED_ORBITS,
                ..Target::new(rater, 0.0..=0.0)
            },
        }
    }

    /// The search for puzzle `index` of the run seeded with `seed`.
    pub(crate) fn search<'a>(
        &'a self,
        target: &'a Target<NearRating<'a>>,
        seed: u64,
        index: u64,
    ) -> NearSearch<'a> {
        Search::new(self, target, PuzzleRng::new(seed, index))
    }
}

/// Neighbours a walk from a puzzle of the set tries before the search starts again from
/// another: the candidate is that puzzle, so the walk is all there is.
const NEAR_ROUNDS: u32 = 100;

/// A search near a set of puzzles.
pub(crate) type NearSearch<'a> = Search<'a, Near, NearRating<'a>>;

impl Neighbourhood for Near {
    /// A puzzle of the set drawn at random.
    fn candidate(&self, rng: &mut PuzzleRng) -> Generated {
        self.puzzles[rng.below(self.puzzles.len())]
    }

    /// A {-n+m} neighbour of `current`, `n` from 1 to `emptied` (see the module doc).
    fn neighbour(&self, current: &Generated, emptied: usize, rng: &mut PuzzleRng) -> Generated {
        let mut puzzle = current.puzzle;
        let mut givens: Vec<usize> = (0..CELLS).filter(|&cell| puzzle.get(cell) != 0).collect();
        rng.shuffle(&mut givens);
        let removed = 1 + rng.below(emptied.min(givens.len()));
        for &cell in &givens[..removed] {
            puzzle.set(cell, 0);
        }
        for _ in 0..1 + rng.below(removed) {
            add_given(&mut puzzle, rng);
        }
        let solution = if current.solution.solves(&puzzle) {
            current.solution
        } else {
            solve(&puzzle, Algorithm::Fast).expect("givens are added only while solvable")
        };
        let holes: Vec<usize> = (0..CELLS).filter(|&cell| puzzle.get(cell) == 0).collect();
        let orbits = Symmetry::None.orbits();
        complete(&mut puzzle, &solution, &holes, &orbits, rng);
        minimise(&mut puzzle, &solution, &orbits, rng);
        Generated {
            puzzle,
            solution,
            symmetry: Symmetry::None,
        }
    }

    /// Whether `generated` is equivalent to no puzzle of the set.
    fn is_new(&self, generated: &Generated) -> bool {
        !self.is_known(&generated.puzzle)
    }
}

/// Puts a random digit in a random hole of the solvable `puzzle`, one with which it still has
/// a solution.
fn add_given(puzzle: &mut Grid, rng: &mut PuzzleRng) {
    let holes: Vec<usize> = (0..CELLS).filter(|&cell| puzzle.get(cell) == 0).collect();
    if holes.is_empty() {
        return;
    }
    let cell = holes[rng.below(holes.len())];
    let board = Board::new(puzzle).expect("a solvable puzzle repeats no digit");
    let mut digits: Vec<u8> = board.legal_digits(cell).iter().collect();
    rng.shuffle(&mut digits);
    for digit in digits {
        puzzle.set(cell, digit);
        if solve(puzzle, Algorithm::Fast).is_some() {
            return;
        }
    }
    unreachable!("the digit of a solution in that cell keeps the puzzle solvable");
}

/// The rating of a search near a set of puzzles: Sudoku Explainer's ER, or 0 for every puzzle
/// when no rating is asked for. The ratings of the set's puzzles, where each walk starts, are
/// kept once found.
#[derive(Debug)]
pub(crate) struct NearRating<'a> {
    near: &'a Near,
    explainer: bool,
    ratings: Vec<OnceLock<f64>>,
}

impl<'a> NearRating<'a> {
    /// The puzzles searched near.
    pub(crate) fn near(&self) -> &'a Near {
        self.near
    }
}

impl Rater for NearRating<'_> {
    fn rate(&self, puzzle: &Grid) -> f64 {
        let rate = || {
            if self.explainer {
                ExplainerRating.rate(puzzle)
            } else {
                0.0
            }
        };
        match self.near.places.get(puzzle) {
            Some(&place) => *self.ratings[place].get_or_init(rate),
            None => rate(),
        }
    }

    fn bounds(&self, puzzle: &Grid, solution: &Grid) -> RangeInclusive<f64> {
        if self.explainer {
            ExplainerRating.bounds(puzzle, solution)
        } else {
            0.0..=0.0
        }
    }
}

/// The canonical forms of the puzzles printed so far in a run, so that no two are equivalent.
#[derive(Clone, Debug, Default)]
pub(crate) struct Printed(HashSet<Grid>);

impl Printed {
    /// The first of `hit` and the next hits of `search` that is not equivalent to a puzzle
    /// printed before, now recorded as printed; or the target missed.
    pub(crate) fn first_new(
        &mut self,
        mut hit: Result<Rated, TargetMissed>,
        search: &mut NearSearch<'_>,
    ) -> Result<Rated, TargetMissed> {
        loop {
            match hit {
                Ok(rated) if !self.0.insert(canonical(&rated.generated.puzzle).grid) => {
                    hit = search.next_hit();
                }
                other => return other,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::minimise::copy_cells;

    /// The first of the README's hard puzzles (ER 9.4).
    const HARD: &str =
        "5..2..3......8..9...2..4..66..1..9...1.....4...7..3..87..3..4...9..7..2...5..6..9";

    fn near_hard() -> Near {
        let mut near = Near::new();
        near.add(&HARD.parse().unwrap()).unwrap();
        near
    }

    fn is_unique(puzzle: &Grid) -> bool {
        count_solutions(puzzle, 2, Algorithm::Fast) == 1
    }

    #[test]
    fn a_neighbour_is_unique_minimal_and_not_the_puzzle_it_came_from() {
        let near = near_hard();
        let mut rng = PuzzleRng::new(1, 0);
        let mut changed = 0;
        for _ in 0..20 {
            let next = near.neighbour(&near.puzzles[0], EMPTIED_ORBITS, &mut rng);
            assert!(is_unique(&next.puzzle) && next.solution.solves(&next.puzzle));
            for cell in (0..CELLS).filter(|&cell| next.puzzle.get(cell) != 0) {
                let mut fewer = next.puzzle;
                copy_cells(&mut fewer, &[cell], &Grid::EMPTY);
                assert!(!is_unique(&fewer), "{}: a given is not needed", next.puzzle);
            }
            changed += usize::from(!near.is_known(&next.puzzle));
        }
        assert!(changed > 10, "only {changed} of 20 neighbours are new");
    }

    #[test]
    fn neighbours_reach_other_solutions_than_the_puzzles() {
        let near = near_hard();
        let mut rng = PuzzleRng::new(2, 0);
        let solution = near.puzzles[0].solution;
        let start = near.puzzles[0];
        assert!(
            (0..50).any(|_| near.neighbour(&start, EMPTIED_ORBITS, &mut rng).solution != solution)
        );
    }

    #[test]
    fn puzzles_without_exactly_one_solution_are_refused() {
        let mut near = Near::new();
        assert_eq!(near.add(&Grid::EMPTY), Err(Unusable::Several));
        let mut conflicting = Grid::EMPTY;
        conflicting.set(0, 5);
        conflicting.set(1, 5);
        assert_eq!(near.add(&conflicting), Err(Unusable::NoSolution));
        assert!(near.is_empty());
    }

    #[test]
    fn puzzles_equivalent_to_the_set_are_not_new() {
        let near = near_hard();
        let hard: Grid = HARD.parse().unwrap();
        let mut transposed = Grid::EMPTY;
        for cell in 0..CELLS {
            transposed.set(cell % 9 * 9 + cell / 9, hard.get(cell));
        }
        let generated = Generated {
            puzzle: transposed,
            ..near.puzzles[0]
        };
        assert!(!near.is_new(&generated));
    }

    #[test]
    fn a_hit_equivalent_to_one_printed_sends_the_search_on() {
        let near = near_hard();
        let target = near.target(None);
        let mut search = near.search(&target, 3, 0);
        let mut again = near.search(&target, 3, 0);
        let mut printed = Printed::default();
        let first = printed.first_new(search.next_hit(), &mut search).unwrap();
        let second = printed.first_new(again.next_hit(), &mut again).unwrap();
        assert_ne!(
            canonical(&first.generated.puzzle),
            canonical(&second.generated.puzzle)
        );
    }
}
