//! The chains behind a chaining step, link by link, as a reader checks them: each statement of
//! a chain follows from earlier ones by one rule (one digit per cell, each digit once per house,
//! or a technique applied to the grid the chain has reduced so far). The chains of a step and
//! the chains nested in them make its [`Proof`](super::step::Proof).

use super::names::{cell_name, house_name};

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
    /// [`Proof::nested`](super::step::Proof::nested).
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
