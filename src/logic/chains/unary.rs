//! Chains from one assumption on a grid that does not change (SE's "Forcing Chains & Cycles",
//! 6.5 to 7.0 and up): bidirectional cycles, where an assumption comes back to itself around a
//! loop, and forcing chains, where it leads to its own negation.
//!
//! Searches run breadth first, level by level as SE runs them, so every potential keeps the
//! shortest chain to it. Since a hint's rank grows with the level it is found at, a search stops
//! at the first level that could no longer beat the best hint found so far: the hints it skips
//! would lose anyway.

use crate::bitset::{CellSet, DigitSet};

use super::super::candidates::Candidates;
use super::super::houses::PEERS;
use super::hint::{Best, ChainHint, Rank};
use super::links::{LinkTable, Links};
use super::potential::{Potential, PotentialSet};

/// The three link sets SE tries, in its order: X (bilocal only), Y (bivalue only), both.
const LINK_SETS: [Links; 3] = [
    Links { y: false, x: true },
    Links { y: true, x: false },
    Links { y: true, x: true },
];

/// The easiest cycle or forcing chain, as SE ranks them.
pub fn cycles_and_forcing_chains(grid: &Candidates) -> Option<super::super::step::Step> {
    let mut best = Best::default();
    for links in LINK_SETS {
        // Forcing chains follow bilocal links even without `links.x`, but run only with it:
        // one table serves both searches.
        let mut search = Search::new(grid, LinkTable::new(grid, links), &mut best);
        for cell in grid.empty_cells().iter() {
            let digits = grid.digits(cell);
            // Y-cycles start only from bivalue cells.
            if digits.len() < 2 || (digits.len() > 2 && !links.x) {
                continue;
            }
            for digit in digits.iter() {
                let source = Potential::new(cell, digit, true);
                search.cycles(source, links);
                if links.x {
                    search.forcing_chains(source, links);
                    search.forcing_chains(source.conjugate(), links);
                }
            }
        }
    }
    best.into_step()
}

/// A potential reached by the search and the one it was reached from.
#[derive(Clone, Copy)]
struct Node {
    potential: Potential,
    parent: u32,
}

const ROOT: u32 = u32::MAX;

/// Buffers shared by all the searches on one grid with one set of links.
struct Search<'a, 'b> {
    grid: &'a Candidates,
    nodes: Vec<Node>,
    on: PotentialSet,
    off: PotentialSet,
    level: Vec<u32>,
    next: Vec<u32>,
    table: LinkTable,
    best: &'b mut Best,
}

impl<'a, 'b> Search<'a, 'b> {
    fn new(grid: &'a Candidates, table: LinkTable, best: &'b mut Best) -> Search<'a, 'b> {
        Search {
            grid,
            nodes: Vec::new(),
            on: PotentialSet::new(),
            off: PotentialSet::new(),
            level: Vec::new(),
            next: Vec::new(),
            table,
            best,
        }
    }

    fn start(&mut self, source: Potential) {
        self.nodes.clear();
        self.on.clear();
        self.off.clear();
        self.level.clear();
        self.nodes.push(Node {
            potential: source,
            parent: ROOT,
        });
        self.level.push(0);
        if source.is_on() {
            self.on.insert(source);
        } else {
            self.off.insert(source);
        }
    }

    fn add(&mut self, potential: Potential, parent: u32) -> u32 {
        self.nodes.push(Node { potential, parent });
        (self.nodes.len() - 1) as u32
    }

    /// Whether `potential` is on the chain that leads to node `id` (SE's `isParent`).
    fn on_chain(&self, id: u32, potential: Potential) -> bool {
        let mut current = self.nodes[id as usize].parent;
        while current != ROOT {
            let node = self.nodes[current as usize];
            if node.potential == potential {
                return true;
            }
            current = node.parent;
        }
        false
    }

    /// Whether a hint of this kind found at a complexity of `complexity` could still beat the
    /// best one.
    fn worth_going(&self, base_tenths: u16, sort_key: u8, complexity: u32) -> bool {
        self.best
            .improves(&Rank::new(base_tenths, complexity, sort_key))
    }

    /// SE's `doCycles`: from "on" `source`, alternate levels of "off" and "on" potentials; an
    /// "on" potential equal to the source four or more levels down closes a cycle. "Off"
    /// potentials are not merged (one per way of reaching them), "on" ones are.
    fn cycles(&mut self, source: Potential, links: Links) {
        let (base, sort_key) = cycle_kind(links);
        self.start(source);
        let mut length = 0;
        while !self.level.is_empty() {
            length += 1;
            // "On" potentials of this level imply the next level's "off" ones.
            self.next.clear();
            for index in 0..self.level.len() {
                let id = self.level[index];
                let p = self.nodes[id as usize].potential;
                for k in 0..self.table.implied(p).len() {
                    let q = self.table.implied(p)[k].0;
                    if !self.on_chain(id, q) {
                        let child = self.add(q, id);
                        self.next.push(child);
                    }
                }
            }
            std::mem::swap(&mut self.level, &mut self.next);
            length += 1;
            // A cycle closed at this length holds `length` distinct potentials.
            if self.level.is_empty() || !self.worth_going(base, sort_key, length.max(4)) {
                return;
            }
            self.next.clear();
            for index in 0..self.level.len() {
                let id = self.level[index];
                let p = self.nodes[id as usize].potential;
                for k in 0..self.table.implied(p).len() {
                    let q = self.table.implied(p)[k].0;
                    if length >= 4 && q == source {
                        let end = self.add(q, id);
                        self.cycle_found(end, links);
                    }
                    if self.on.insert(q) {
                        let child = self.add(q, id);
                        self.next.push(child);
                    }
                }
            }
            std::mem::swap(&mut self.level, &mut self.next);
        }
    }

    /// The potentials of the chain ending at node `id`, from the end back to the source.
    fn chain(&self, id: u32) -> Vec<Potential> {
        let mut chain = Vec::new();
        let mut current = id;
        while current != ROOT {
            chain.push(self.nodes[current as usize].potential);
            current = self.nodes[current as usize].parent;
        }
        chain
    }

    /// SE's cycle hint: a candidate that sees the digit of an "on" link end and the same digit
    /// of an "off" link end of the cycle goes.
    fn cycle_found(&mut self, end: u32, links: Links) {
        let chain = self.chain(end);
        let body = &chain[..chain.len() - 1]; // the source closes the cycle: counted once
        let cells: CellSet = body.iter().map(|p| p.cell()).collect();
        let mut forward = Vec::new();
        let mut backward = Vec::new();
        for p in body {
            let seen = (PEERS[p.cell()] & self.grid.cells_of(p.digit())).minus(cells);
            let list = if p.is_on() {
                &mut forward
            } else {
                &mut backward
            };
            list.extend(seen.iter().map(|c| (c, p.digit())));
        }
        let eliminations: Vec<(usize, u8)> = dedup(forward)
            .into_iter()
            .filter(|e| backward.contains(e))
            .collect();
        if eliminations.is_empty() {
            return;
        }
        let (base, sort_key) = cycle_kind(links);
        let complexity = distinct(&chain);
        let rank = Rank::new(base, complexity, sort_key);
        self.best.offer(rank, || {
            let technique = match (links.y, links.x) {
                (true, true) => "Bidirectional Cycle",
                (true, false) => "Bidirectional Y-Cycle",
                _ if cells.len() == 4 => "Generalized X-Wing",
                _ => "Bidirectional X-Cycle",
            };
            ChainHint {
                technique,
                scope: format!(" (length {complexity})"),
                eliminations,
                placement: None,
                cells: cells.iter().collect(),
                digits: body
                    .iter()
                    .map(|p| p.digit())
                    .fold(DigitSet::NONE, |s, d| s | DigitSet::single(d)),
                reason: format!("the cycle {} alternates", written(&chain)),
            }
        });
    }

    /// SE's `doForcingChains`: from `source` (on or off), the first chain to each potential;
    /// one that reaches the source's negation proves the negation.
    fn forcing_chains(&mut self, source: Potential, links: Links) {
        let (base, sort_key) = forcing_kind(links);
        self.start(source);
        let mut targets = PotentialSet::new();
        let mut level_number = 0u32;
        let mut on_level = source.is_on();
        while !self.level.is_empty() {
            // Targets found while expanding this level hold `level_number + 2` potentials.
            if !self.worth_going(base, sort_key, level_number + 2) {
                return;
            }
            self.next.clear();
            for index in 0..self.level.len() {
                let id = self.level[index];
                let p = self.nodes[id as usize].potential;
                for k in 0..self.table.implied(p).len() {
                    let q = self.table.implied(p)[k].0;
                    if q.conjugate() == source && targets.insert(q) {
                        let end = self.add(q, id);
                        self.chain_found(end, links);
                    }
                    let fresh = if on_level {
                        !self.on_chain(id, q) && self.off.insert(q)
                    } else {
                        self.on.insert(q)
                    };
                    if fresh {
                        let child = self.add(q, id);
                        self.next.push(child);
                    }
                }
            }
            std::mem::swap(&mut self.level, &mut self.next);
            level_number += 1;
            // SE finishes all "on" potentials before the "off" ones; a level holds one kind,
            // except the source's, so alternate.
            on_level = !on_level;
        }
    }

    fn chain_found(&mut self, end: u32, links: Links) {
        let chain = self.chain(end);
        let target = chain[0];
        let complexity = distinct(&chain);
        let (base, sort_key) = forcing_kind(links);
        let rank = Rank::new(base, complexity, sort_key);
        let grid = self.grid;
        self.best.offer(rank, || {
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
            let technique = match (links.y, links.x) {
                (true, true) => "Forcing Chain",
                (true, false) => "Forcing Y-Chain",
                _ if complexity == 6 => "Turbot Fish",
                _ => "Forcing X-Chain",
            };
            ChainHint {
                technique,
                scope: format!(" (length {complexity})"),
                eliminations,
                placement,
                cells: vec![cell],
                digits: DigitSet::single(digit),
                reason: format!(
                    "if {} then {}: {}",
                    target.conjugate().notation(),
                    target.notation(),
                    written(&chain)
                ),
            }
        });
    }
}

/// Base difficulty (tenths) and sort key of a cycle with these links.
fn cycle_kind(links: Links) -> (u16, u8) {
    match (links.y, links.x) {
        (true, true) => (70, 4),
        (true, false) => (65, 3),
        _ => (65, 2),
    }
}

/// Base difficulty (tenths) and sort key of a forcing chain with these links.
fn forcing_kind(links: Links) -> (u16, u8) {
    match (links.y, links.x) {
        (true, true) => (70, 4),
        (true, false) => (66, 3),
        _ => (66, 2),
    }
}

/// How many distinct potentials a chain holds (SE's ancestor count).
fn distinct(chain: &[Potential]) -> u32 {
    let mut seen = PotentialSet::new();
    chain.iter().filter(|&&p| seen.insert(p)).count() as u32
}

/// A chain written from its source to its end: `r1c1=5 -> r1c4<>5 -> r3c4=5`.
fn written(chain: &[Potential]) -> String {
    let steps: Vec<String> = chain.iter().rev().map(|p| p.notation()).collect();
    steps.join(" -> ")
}

fn dedup(list: Vec<(usize, u8)>) -> Vec<(usize, u8)> {
    let mut result: Vec<(usize, u8)> = Vec::with_capacity(list.len());
    for item in list {
        if !result.contains(&item) {
            result.push(item);
        }
    }
    result
}
