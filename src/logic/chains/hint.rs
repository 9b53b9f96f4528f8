//! A chaining hint as SE ranks it: its difficulty (the technique's base plus the length
//! penalty), its complexity (how many potentials its chains hold) and its kind's sort key; the
//! two forms a search offers it in (the step it becomes, and what a chain nesting it keeps),
//! the best one seen so far.

use std::cmp::Ordering;

use crate::bitset::DigitSet;

use super::super::candidates::Candidates;
use super::super::difficulty::Difficulty;
use super::super::step::{Proof, Step};
use super::potential::Potential;

/// The length penalty SE adds to a chain of `complexity` potentials, in tenths: one tenth each
/// time the length passes 4, 6, 8, 12, 16, 24, 32, … (alternately ×3/2 and ×4/3).
pub fn length_penalty(complexity: u32) -> u16 {
    let length = i64::from(complexity) - 2;
    let (mut added, mut ceiling, mut odd) = (0, 4i64, false);
    while length > ceiling {
        added += 1;
        ceiling = if odd {
            ceiling * 4 / 3
        } else {
            ceiling * 3 / 2
        };
        odd = !odd;
    }
    added
}

/// A hint's rank, compared as SE sorts chaining hints: difficulty, then complexity, then the
/// kind's sort key. The difficulty is kept as SE computes it in floating point (the base plus
/// 0.1 added once per penalty step), because SE's order depends on its rounding.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rank {
    difficulty: f64,
    complexity: u32,
    sort_key: u8,
}

impl Rank {
    /// The rank of a hint of base difficulty `base_tenths` whose chains hold `complexity`
    /// potentials.
    pub fn new(base_tenths: u16, complexity: u32, sort_key: u8) -> Rank {
        let mut added = 0.0f64;
        for _ in 0..length_penalty(complexity) {
            added += 0.1;
        }
        Rank {
            difficulty: f64::from(base_tenths) / 10.0 + added,
            complexity,
            sort_key,
        }
    }

    /// The difficulty as SE prints it, rounded to tenths.
    pub fn difficulty(&self) -> Difficulty {
        Difficulty::from_tenths(((self.difficulty + 0.05) * 10.0) as u16)
    }

    /// Whether `self` sorts strictly before `other`.
    pub fn before(&self, other: &Rank) -> bool {
        self.order(other) == Ordering::Less
    }

    /// SE's order of chaining hints.
    pub fn order(&self, other: &Rank) -> Ordering {
        self.difficulty
            .total_cmp(&other.difficulty)
            .then((self.complexity, self.sort_key).cmp(&(other.complexity, other.sort_key)))
    }

    /// How many potentials the hint's chains hold (nested chains included).
    pub fn complexity(&self) -> u32 {
        self.complexity
    }
}

/// What a chaining hint concludes and how it reads.
pub struct ChainHint {
    /// The technique's name.
    pub technique: &'static str,
    /// Where it applies, after the name.
    pub scope: String,
    /// The candidates removed.
    pub eliminations: Vec<(usize, u8)>,
    /// The value placed, if the hint proves one.
    pub placement: Option<(usize, u8)>,
    /// The cells the chains start from.
    pub cells: Vec<usize>,
    /// The digits the chains start from.
    pub digits: DigitSet,
    /// The chains in words.
    pub reason: String,
    /// The chains link by link.
    pub proof: Proof,
}

/// A hint of a nested family, as the enclosing chain uses it.
#[derive(Clone, Debug)]
pub struct Nested {
    /// The candidates it removes ("off" potentials), row-major.
    pub removed: Vec<Potential>,
    /// The removals of the enclosing run it rests on.
    pub parents: Vec<Potential>,
    /// A fingerprint of its chains (SE's `FullChain` equality).
    pub identity: u64,
}

/// Where a chain search puts the hints it finds.
pub trait Collector {
    /// Whether a hint of rank `rank` would be kept (searches stop early when not).
    fn wants(&self, rank: &Rank) -> bool;

    /// Takes a hint of rank `rank`: `hint` builds its step form, `nested` its form as a nested
    /// chain, given the grid the enclosing chain started from. Only what is kept is built.
    fn take(
        &mut self,
        rank: Rank,
        hint: impl FnOnce() -> ChainHint,
        nested: impl FnOnce(&Candidates) -> Nested,
    );
}

/// The first hint of the lowest rank offered so far, in the order offered (ties keep the
/// earlier one, as SE's stable sort does).
#[derive(Default)]
pub struct Best {
    rank: Option<Rank>,
    hint: Option<ChainHint>,
}

impl Collector for Best {
    #[inline]
    fn wants(&self, rank: &Rank) -> bool {
        self.rank.is_none_or(|best| rank.before(&best))
    }

    fn take(
        &mut self,
        rank: Rank,
        hint: impl FnOnce() -> ChainHint,
        _nested: impl FnOnce(&Candidates) -> Nested,
    ) {
        if self.wants(&rank) {
            self.rank = Some(rank);
            self.hint = Some(hint());
        }
    }
}

impl Best {
    /// The best hint as a step.
    pub fn into_step(self) -> Option<Step> {
        Some(step(self.rank?, self.hint?))
    }
}

/// The step a chaining hint of rank `rank` makes.
pub fn step(rank: Rank, hint: ChainHint) -> Step {
    let mut eliminations = hint.eliminations;
    eliminations.sort_unstable();
    Step {
        technique: hint.technique,
        difficulty: rank.difficulty(),
        placements: hint.placement.into_iter().collect(),
        eliminations,
        cells: hint.cells,
        houses: vec![],
        digits: hint.digits,
        scope: hint.scope,
        reason: hint.reason,
        proof: Some(Box::new(hint.proof)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_length_penalty_grows_at_4_6_8_12_16_24_potentials_past_two() {
        let penalties: Vec<u16> = [6, 7, 8, 9, 10, 11, 14, 15, 18, 19, 26, 27, 34, 35]
            .into_iter()
            .map(length_penalty)
            .collect();
        assert_eq!(penalties, vec![0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7]);
    }

    #[test]
    fn ranks_compare_by_difficulty_then_complexity_then_kind() {
        let short = Rank::new(66, 6, 2);
        let long = Rank::new(66, 10, 2);
        assert!(short.before(&long) && !long.before(&short));
        assert_eq!(long.difficulty().to_string(), "6.8");
        assert!(Rank::new(65, 6, 2).before(&Rank::new(65, 6, 4)));
        assert!(!Rank::new(65, 6, 2).before(&Rank::new(65, 6, 2)));
        assert!(Rank::new(70, 4, 4).before(&Rank::new(66, 30, 2)));
    }
}
