//! The hints of one chain (SE's `CycleHint` and `ForcingChainHint`): what a cycle or a forcing
//! chain removes or places, its rank, its words, and its form as a nested chain.

use crate::bitset::{CellSet, DigitSet};

use super::super::candidates::Candidates;
use super::super::houses::PEERS;
use super::super::proof::{Chain, Inference, Rule};
use super::super::step::Proof;
use super::hint::{ChainHint, Collector, Nested, Rank};
use super::links::{Links, removed_behind};
use super::nested::{fingerprint, removed};
use super::potential::{Cause, Potential, PotentialSet};

/// A potential of a chain and the rule of the link that reached it (none for the start).
#[derive(Clone, Copy, Debug)]
pub struct Link {
    /// The potential.
    pub potential: Potential,
    /// Why it follows from the previous one.
    pub cause: Option<Cause>,
}

/// Base difficulty (tenths) and sort key of a cycle with these links.
pub fn cycle_kind(links: Links) -> (u16, u8) {
    match (links.y, links.x) {
        (true, true) => (70, 4),
        (true, false) => (65, 3),
        _ => (65, 2),
    }
}

/// Base difficulty (tenths) and sort key of a forcing chain with these links.
pub fn forcing_kind(links: Links) -> (u16, u8) {
    match (links.y, links.x) {
        (true, true) => (70, 4),
        (true, false) => (66, 3),
        _ => (66, 2),
    }
}

/// SE's cycle hint from `chain` (end first, back to the start it equals): a candidate that
/// sees the digit of an "on" potential and the same digit of an "off" potential of the cycle
/// goes.
pub fn cycle_found(
    grid: &Candidates,
    chain: &[Link],
    links: Links,
    collector: &mut impl Collector,
) {
    let body = &chain[..chain.len() - 1]; // the start closes the cycle: counted once
    let cells: CellSet = body.iter().map(|l| l.potential.cell()).collect();
    let mut forward = Vec::new();
    let mut backward = Vec::new();
    for link in body {
        let p = link.potential;
        let seen = (PEERS[p.cell()] & grid.cells_of(p.digit())).minus(cells);
        let list = if p.is_on() {
            &mut forward
        } else {
            &mut backward
        };
        list.extend(seen.iter().map(|c| (c, p.digit())));
    }
    let mut eliminations: Vec<(usize, u8)> = Vec::new();
    for item in forward {
        if backward.contains(&item) && !eliminations.contains(&item) {
            eliminations.push(item);
        }
    }
    if eliminations.is_empty() {
        return;
    }
    let (base, sort_key) = cycle_kind(links);
    let potentials: Vec<Potential> = chain.iter().map(|l| l.potential).collect();
    let complexity = distinct(&potentials);
    let hint = || {
        let technique = match (links.y, links.x) {
            (true, true) => "Bidirectional Cycle",
            (true, false) => "Bidirectional Y-Cycle",
            _ if cells.len() == 4 => "Generalized X-Wing",
            _ => "Bidirectional X-Cycle",
        };
        let digits = body.iter().fold(DigitSet::NONE, |s, l| {
            s | DigitSet::single(l.potential.digit())
        });
        ChainHint {
            technique,
            scope: format!(" (length {complexity})"),
            eliminations: eliminations.clone(),
            placement: None,
            cells: cells.iter().collect(),
            digits,
            reason: format!("the cycle {} alternates", written(&potentials)),
            proof: proof_of(chain),
        }
    };
    // Read backwards, a cycle's "off" potentials are "on" with the same rules: both count.
    let nested = |source: &Candidates| Nested {
        removed: removed(&eliminations),
        parents: rule_parents(source, grid, chain, |_| true),
        identity: fingerprint([&potentials[..potentials.len() - 1]]),
    };
    collector.take(Rank::new(base, complexity, sort_key), hint, nested);
}

/// SE's forcing chain hint from `chain` (end first): the start leads to its own negation, so
/// the negation holds.
pub fn forcing_found(
    grid: &Candidates,
    chain: &[Link],
    links: Links,
    collector: &mut impl Collector,
) {
    let target = chain[0].potential;
    let potentials: Vec<Potential> = chain.iter().map(|l| l.potential).collect();
    let complexity = distinct(&potentials);
    let (base, sort_key) = forcing_kind(links);
    let (cell, digit) = (target.cell(), target.digit());
    let (eliminations, placement) = if target.is_on() {
        let others = grid.digits(cell) & !DigitSet::single(digit);
        (
            others.iter().map(|d| (cell, d)).collect(),
            Some((cell, digit)),
        )
    } else {
        (vec![(cell, digit)], None)
    };
    let hint = || {
        let technique = match (links.y, links.x) {
            (true, true) => "Forcing Chain",
            (true, false) => "Forcing Y-Chain",
            _ if complexity == 6 => "Turbot Fish",
            _ => "Forcing X-Chain",
        };
        ChainHint {
            technique,
            scope: format!(" (length {complexity})"),
            eliminations: eliminations.clone(),
            placement,
            cells: vec![cell],
            digits: DigitSet::single(digit),
            reason: format!(
                "if {} then {}: {}",
                target.conjugate().notation(),
                target.notation(),
                written(&potentials)
            ),
            proof: proof_of(chain),
        }
    };
    let nested = |source: &Candidates| Nested {
        removed: removed(&eliminations),
        parents: rule_parents(source, grid, chain, |p| p.is_on()),
        identity: fingerprint([&potentials[..]]),
    };
    collector.take(Rank::new(base, complexity, sort_key), hint, nested);
}

/// SE's rule parents of a chain: for each of its potentials `counts` keeps that a link made
/// single, the candidates whose removal (present in `source`, gone from `grid`) made it so.
fn rule_parents(
    source: &Candidates,
    grid: &Candidates,
    chain: &[Link],
    counts: impl Fn(Potential) -> bool,
) -> Vec<Potential> {
    let mut parents: Vec<Potential> = Vec::new();
    let mut gone = Vec::new();
    for link in chain {
        if let Some(cause) = link.cause.filter(|_| counts(link.potential)) {
            removed_behind(source, grid, link.potential, cause, &mut gone);
            for &p in &gone {
                if !parents.contains(&p) {
                    parents.push(p);
                }
            }
        }
    }
    parents
}

/// The proof of a hint of one chain (end first): its links from the start, each resting on
/// the one before.
fn proof_of(chain: &[Link]) -> Proof {
    let inferences = chain
        .iter()
        .rev()
        .enumerate()
        .map(|(index, link)| {
            Inference {
                statement: link.potential.statement(),
                // Single chains follow cell and house links only.
                rule: link.cause.and_then(Cause::rule).unwrap_or(Rule::Assumption),
                premises: index.checked_sub(1).into_iter().collect(),
            }
        })
        .collect();
    Proof {
        chains: vec![Chain { inferences }],
        nested: vec![],
    }
}

/// How many distinct potentials a chain holds (SE's ancestor count).
pub fn distinct(chain: &[Potential]) -> u32 {
    let mut seen = PotentialSet::new();
    chain.iter().filter(|&&p| seen.insert(p)).count() as u32
}

/// A chain written from its start to its end: `r1c1=5 -> r1c4<>5 -> r3c4=5`.
fn written(chain: &[Potential]) -> String {
    let steps: Vec<String> = chain.iter().rev().map(|p| p.notation()).collect();
    steps.join(" -> ")
}
