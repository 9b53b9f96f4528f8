//! Chains inside chains (SE's nesting levels 2 to 5): a whole chaining family runs on the grid
//! an enclosing dynamic chain has reduced, and each of its hints that rests on the enclosing
//! chain's removals becomes new removals of that chain.
//!
//! A nested hint keeps what the enclosing chain needs: its rank (its complexity counts in the
//! enclosing chain's), what it removes, the removals of the enclosing chain it rests on (its
//! rule parents: for every "on" potential of its chains, the candidates whose removal made it
//! single, present at the start of the enclosing run and gone since), and a fingerprint of its
//! chains, since the same nested chain met twice counts once.

use std::hash::{DefaultHasher, Hash, Hasher};

use super::super::candidates::Candidates;
use super::super::step::Step;
use super::hint::{ChainHint, Collector, Nested, Rank, step};
use super::potential::Potential;

/// A nested hint with its rank.
#[derive(Clone, Debug)]
pub struct NestedHint {
    /// Its rank; its complexity joins the enclosing chain's.
    pub rank: Rank,
    /// What the enclosing chain takes from it.
    pub nested: Nested,
}

/// Every hint of a family, for a chain that nests it; `source` is the grid the enclosing run
/// started from.
pub struct Gathered<'a> {
    source: &'a Candidates,
    hints: Vec<NestedHint>,
}

impl<'a> Gathered<'a> {
    /// An empty collection for an enclosing run started from `source`.
    pub fn new(source: &'a Candidates) -> Gathered<'a> {
        Gathered {
            source,
            hints: Vec::new(),
        }
    }

    /// The hints as SE hands them over: sorted by rank (ties in the order found), a hint
    /// removing exactly what an earlier one removes dropped.
    pub fn into_sorted(mut self) -> Vec<NestedHint> {
        self.hints.sort_by(|a, b| a.rank.order(&b.rank));
        let mut kept: Vec<NestedHint> = Vec::with_capacity(self.hints.len());
        for hint in self.hints {
            if !kept.iter().any(|k| k.nested.removed == hint.nested.removed) {
                kept.push(hint);
            }
        }
        kept
    }
}

impl Collector for Gathered<'_> {
    fn wants(&self, _rank: &Rank) -> bool {
        true
    }

    fn take(
        &mut self,
        rank: Rank,
        _hint: impl FnOnce() -> ChainHint,
        nested: impl FnOnce(&Candidates) -> Nested,
    ) {
        let nested = nested(self.source);
        self.hints.push(NestedHint { rank, nested });
    }
}

/// The hint of a family whose chains have a given fingerprint, found again on the grid it was
/// found on, for an explanation.
pub struct Find<'a> {
    grid: &'a Candidates,
    identity: u64,
    found: Option<(Rank, ChainHint)>,
}

impl<'a> Find<'a> {
    /// Looks on `grid` for the hint whose chains have fingerprint `identity`.
    pub fn new(grid: &'a Candidates, identity: u64) -> Find<'a> {
        Find {
            grid,
            identity,
            found: None,
        }
    }

    /// The hint found, as a step.
    pub fn into_step(self) -> Option<Step> {
        self.found.map(|(rank, hint)| step(rank, hint))
    }
}

impl Collector for Find<'_> {
    fn wants(&self, _rank: &Rank) -> bool {
        self.found.is_none()
    }

    fn take(
        &mut self,
        rank: Rank,
        hint: impl FnOnce() -> ChainHint,
        nested: impl FnOnce(&Candidates) -> Nested,
    ) {
        if self.found.is_none() && nested(self.grid).identity == self.identity {
            self.found = Some((rank, hint()));
        }
    }
}

/// A fingerprint of chains given as lists of potentials.
pub fn fingerprint<'p>(chains: impl IntoIterator<Item = &'p [Potential]>) -> u64 {
    let mut hasher = DefaultHasher::new();
    for chain in chains {
        chain.hash(&mut hasher);
    }
    hasher.finish()
}

/// The removals of `eliminations`, row-major, as "off" potentials.
pub fn removed(eliminations: &[(usize, u8)]) -> Vec<Potential> {
    let mut removed: Vec<Potential> = eliminations
        .iter()
        .map(|&(cell, digit)| Potential::new(cell, digit, false))
        .collect();
    removed.sort_unstable();
    removed
}
