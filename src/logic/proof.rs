//! The chains behind a chaining step, link by link, as a reader checks them: each statement of
//! a chain follows from earlier ones by one rule (one digit per cell, each digit once per house,
//! or a technique applied to the grid the chain has reduced so far).

use super::candidates::Candidates;
use super::step::{Step, cell_name, house_name};

/// A statement about one candidate: `cell` holds `digit`, or does not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Statement {
    /// The cell, 0–80 row-major.
    pub cell: usize,
    /// The digit, 1–9.
    pub digit: u8,
    /// Whether the cell holds the digit (rather than not).
    pub holds: bool,
}

impl Statement {
    /// The statement in the step notation: `r1c2=5` or `r1c2<>5`.
    pub fn notation(&self) -> String {
        let relation = if self.holds { "=" } else { "<>" };
        format!("{}{relation}{}", cell_name(self.cell), self.digit)
    }
}

/// Why a statement of a chain follows from the statements it rests on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// The chain's assumption: it rests on nothing.
    Assumption,
    /// One digit per cell: a digit placed removes the cell's others, and the last digit left
    /// is placed.
    Cell,
    /// Each digit once per house (numbered as [`house_name`] numbers them):
    /// a digit placed leaves the house's other cells, and its last place left takes it.
    House(usize),
    /// A technique applied to the grid the chain has reduced: its name (`Pointing`, `X-Wing`).
    Technique(&'static str),
    /// A chain nested in this one, applied to the grid this one has reduced: its index in
    /// [`Proof::nested`].
    Nested(usize),
}

impl Rule {
    /// The rule's name: `assumption`, `cell`, a house (`row 3`), a technique's name
    /// (`Pointing`), or `nested chain 2`.
    pub fn name(&self) -> String {
        match *self {
            Rule::Assumption => "assumption".to_string(),
            Rule::Cell => "cell".to_string(),
            Rule::House(house) => house_name(house),
            Rule::Technique(name) => name.to_string(),
            Rule::Nested(index) => format!("nested chain {}", index + 1),
        }
    }
}

/// One statement of a chain, the rule it follows by and the statements it rests on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Inference {
    /// What follows.
    pub statement: Statement,
    /// Why.
    pub rule: Rule,
    /// The earlier inferences of the chain it rests on, by index; the first is the one it
    /// follows from directly, the others are removals the rule also needs.
    pub premises: Vec<usize>,
}

/// One chain: from its assumption (the first inference) to its conclusion (the last), each
/// inference after its premises.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chain {
    /// The inferences in order.
    pub inferences: Vec<Inference>,
}

impl Chain {
    /// The assumption the chain starts from.
    pub fn assumption(&self) -> Statement {
        self.inferences[0].statement
    }

    /// What the chain concludes.
    pub fn conclusion(&self) -> Statement {
        self.inferences[self.inferences.len() - 1].statement
    }

    /// Whether the chain comes back to its assumption (a cycle).
    pub fn is_cycle(&self) -> bool {
        self.inferences.len() > 1 && self.assumption() == self.conclusion()
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
    pub technique: super::chains::Technique,
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
