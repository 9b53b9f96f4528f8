//! One logic step: the technique, its difficulty, what it concludes and what it rests on, and
//! the sentence that explains it; for a chaining step, its proof: its chains (see `proof`) and
//! the chains nested in them, which are steps in turn. The three types contain one another, so
//! they live here together; the chains' own vocabulary does not need them.

use std::fmt;

use crate::bitset::DigitSet;

use super::candidates::Candidates;
use super::chains::family::Technique;
use super::difficulty::Difficulty;
use super::names::{elimination, placement};
use super::proof::Chain;

/// A deduction made by one technique on a grid of candidates.
///
/// Cells are numbered 0–80 row-major, houses 0–26 (boxes 1–9, then rows, then columns; see
/// [`house_name`](super::names::house_name)). Applying a step removes its eliminations, then
/// places its placements (each placement also removes its digit from the cell's peers, as every
/// solver does).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The technique's name as Sudoku Explainer gives it (`Hidden Single`, `XY-Wing`,
    /// `Dynamic Cell Forcing Chains`, …).
    pub technique: &'static str,
    /// The step's difficulty on SE's scale.
    pub difficulty: Difficulty,
    /// The values it places, as (cell, digit).
    pub placements: Vec<(usize, u8)>,
    /// The candidates it removes, as (cell, digit).
    pub eliminations: Vec<(usize, u8)>,
    /// The cells the deduction rests on (the pattern's cells, or where a chain starts).
    pub cells: Vec<usize>,
    /// The houses the deduction rests on.
    pub houses: Vec<usize>,
    /// The digits the deduction rests on.
    pub digits: DigitSet,
    /// Where the technique applies, written after its name: ` in box 3`, ` (length 6)`; may be
    /// empty.
    pub scope: String,
    /// Why the conclusions hold, in words; empty when the name and scope say it all.
    pub reason: String,
    /// For a chaining step, its chains link by link.
    pub proof: Option<Box<Proof>>,
}

impl Step {
    /// The step of a basic technique rated `tenths` that concludes nothing yet: no scope, no
    /// proof, the rest empty for the technique to fill in.
    pub fn basic(technique: &'static str, tenths: u16) -> Step {
        Step {
            technique,
            difficulty: Difficulty::from_tenths(tenths),
            placements: vec![],
            eliminations: vec![],
            cells: vec![],
            houses: vec![],
            digits: DigitSet::NONE,
            scope: String::new(),
            reason: String::new(),
            proof: None,
        }
    }

    /// Whether the step places at least one value.
    pub fn places(&self) -> bool {
        !self.placements.is_empty()
    }

    /// The technique and where it applies: `Hidden Single in box 3`.
    pub fn headline(&self) -> String {
        format!("{}{}", self.technique, self.scope)
    }

    /// What the step concludes: its placements, then its eliminations (`r2c7=5, r1c4<>7`).
    pub fn conclusions(&self) -> String {
        let placements = self.placements.iter().map(|&(c, d)| placement(c, d));
        let eliminations = self.eliminations.iter().map(|&(c, d)| elimination(c, d));
        let conclusions: Vec<String> = placements.chain(eliminations).collect();
        conclusions.join(", ")
    }

    /// The reason and the conclusions: `4 in box 1 is confined to row 2, so r2c5<>4, r2c8<>4`,
    /// or the conclusions alone when the headline says it all.
    pub fn body(&self) -> String {
        let conclusions = self.conclusions();
        if self.reason.is_empty() {
            conclusions
        } else {
            format!("{}, so {conclusions}", self.reason)
        }
    }
}

/// `Technique scope: reason, so conclusions`, e.g. `Hidden Single in box 3: r2c7=5` or
/// `Pointing: 4 in box 1 is confined to row 2, so r2c5<>4, r2c8<>4`.
impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.headline(), self.body())
    }
}

/// The chains of a chaining step, and the chains nested in them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proof {
    /// The step's chains: one for a chain or a cycle, one per assumption for forcing chains
    /// from several assumptions, two for a contradiction.
    pub chains: Vec<Chain>,
    /// The chains nested in them, each once.
    pub nested: Vec<NestedChain>,
}

/// A chain nested in another: the step it is, once worked out again for an explanation.
///
/// A search keeps only what identifies a nested chain (it meets thousands); the explanation
/// of the step it ends in runs the nested search again on the grid it saw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NestedChain(NestedState);

#[derive(Clone, Debug, PartialEq, Eq)]
enum NestedState {
    /// Where to find it again.
    Pending(Box<Rebuild>),
    /// Found again (none if the search did not meet it, which would be a fault).
    Found(Option<Box<Step>>),
}

/// What finds a nested chain again: the grid it was found on, the family that found it and its identity.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Rebuild {
    pub grid: Candidates,
    pub technique: Technique,
    pub identity: u64,
}

impl NestedChain {
    /// A nested chain to find again from `rebuild`.
    pub(super) fn pending(rebuild: Rebuild) -> NestedChain {
        NestedChain(NestedState::Pending(Box::new(rebuild)))
    }

    /// Its identity, for telling two apart.
    pub(super) fn identity(&self) -> Option<u64> {
        match &self.0 {
            NestedState::Pending(rebuild) => Some(rebuild.identity),
            NestedState::Found(_) => None,
        }
    }

    /// Finds the step again, with `find`, if it is still to be found.
    pub(super) fn find_with(&mut self, find: impl FnOnce(&Rebuild) -> Option<Step>) {
        if let NestedState::Pending(rebuild) = &self.0 {
            self.0 = NestedState::Found(find(rebuild).map(Box::new));
        }
    }

    /// The nested chain as a step with its own proof, once an explanation has found it again.
    pub fn step(&self) -> Option<&Step> {
        match &self.0 {
            NestedState::Found(step) => step.as_deref(),
            NestedState::Pending(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(reason: &str) -> Step {
        Step {
            proof: None,
            technique: "Pointing",
            difficulty: Difficulty::from_tenths(26),
            placements: vec![],
            eliminations: vec![(13, 4), (16, 4)],
            cells: vec![9, 10],
            houses: vec![0, 10],
            digits: DigitSet::single(4),
            scope: String::new(),
            reason: reason.to_string(),
        }
    }

    #[test]
    fn a_step_reads_technique_reason_and_conclusions() {
        let pointing = step("4 in box 1 is confined to row 2");
        assert_eq!(
            pointing.to_string(),
            "Pointing: 4 in box 1 is confined to row 2, so r2c5<>4, r2c8<>4"
        );
        assert!(!pointing.places());
        let single = Step {
            proof: None,
            technique: "Hidden Single",
            scope: " in box 3".to_string(),
            placements: vec![(15, 5)],
            eliminations: vec![],
            ..step("")
        };
        assert_eq!(single.to_string(), "Hidden Single in box 3: r2c7=5");
        assert!(single.places());
    }
}
