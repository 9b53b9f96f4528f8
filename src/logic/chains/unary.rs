//! Chains from one assumption on a grid that does not change (SE's "Forcing Chains & Cycles",
//! 6.5 to 7.0 and up): bidirectional cycles, where an assumption comes back to itself around a
//! loop, and forcing chains, where it leads to its own negation.
//!
//! Searches run breadth first, level by level as SE runs them, so every potential keeps the
//! shortest chain to it. Since a hint's rank grows with the level it is found at, a search stops
//! at the first level that could no longer beat the best hint found so far: the hints it skips
//! would lose anyway.

use crate::bitset::CellSet;

use super::super::candidates::Candidates;
use super::super::step::Step;
use super::hint::{Best, Collector, Rank};
use super::links::{LinkTable, LinkView, Links};
use super::potential::{Cause, Potential, PotentialSet};
use super::reach::Reach;
use super::single::{Link, cycle_found, cycle_kind, forcing_found, forcing_kind};

/// The three link sets SE tries, in its order: X (bilocal only), Y (bivalue only), both.
const LINK_SETS: [Links; 3] = [
    Links { y: false, x: true },
    Links { y: true, x: false },
    Links { y: true, x: true },
];

/// The easiest cycle or forcing chain, as SE ranks them.
pub fn cycles_and_forcing_chains(grid: &Candidates) -> Option<Step> {
    let mut best = Best::default();
    gather(grid, &mut best, &mut Buffers::default());
    best.into_step()
}

/// The link tables and reach a gathering works out, kept from one grid to the next.
#[derive(Default)]
pub struct Buffers {
    all: LinkTable,
    /// The reach along both kinds of link, and along one.
    both: Reach,
    part: Reach,
}

/// Every cycle and forcing chain `collector` wants, in SE's order of discovery.
pub fn gather(grid: &Candidates, collector: &mut impl Collector, buffers: &mut Buffers) {
    let Buffers { all, both, part } = buffers;
    all.fill(grid, LINK_SETS[2]);
    // Nested chains gather on every grid they reduce, where few potentials lead anywhere
    // useful: the searches run only from those that can. What X links reach, both kinds
    // reach: on most grids no potential leads to its negation along both, and then X-cycles
    // are looked for within the components of both (a looser bound, but no Tarjan run).
    both.compute(grid, all.view(LINK_SETS[2]));
    let refutable = any_refuted(grid, both);
    for links in LINK_SETS {
        // The tables of X and Y links are parts of the table of both.
        let table = all.view(links);
        let reach: &Reach = if links == LINK_SETS[2] || (links.x && !refutable) {
            both
        } else if links.x {
            part.components(grid, table, CellSet::ALL);
            if refutable {
                part.close_over(table);
            }
            part
        } else {
            // A Y-cycle goes from an "off" potential to an "on" one only within a bivalue
            // cell, so all its potentials lie in bivalue cells.
            let bivalue = grid.empty_cells().iter();
            let bivalue = bivalue
                .filter(|&cell| grid.digits(cell).len() == 2)
                .collect();
            part.components(grid, table, bivalue);
            part
        };
        // Forcing chains follow bilocal links even without `links.x`, but run only with it:
        // one table serves both searches.
        let mut search = Search::new(grid, (table, reach), collector);
        for cell in grid.empty_cells().iter() {
            let digits = grid.digits(cell);
            // Y-cycles start only from bivalue cells.
            if digits.len() < 2 || (digits.len() > 2 && !links.x) {
                continue;
            }
            for digit in digits.iter() {
                let source = Potential::new(cell, digit, true);
                if reach.cyclic(source) {
                    search.cycles(source, links);
                }
                if links.x && refutable {
                    for source in [source, source.conjugate()] {
                        if reach.refutes(source) {
                            search.forcing_chains(source, links);
                        }
                    }
                }
            }
        }
    }
}

/// Whether some potential of `grid` leads to its negation, as `reach` tells.
fn any_refuted(grid: &Candidates, reach: &Reach) -> bool {
    grid.empty_cells().iter().any(|cell| {
        grid.digits(cell).iter().any(|digit| {
            let on = Potential::new(cell, digit, true);
            reach.refutes(on) || reach.refutes(on.conjugate())
        })
    })
}

/// A potential reached by the search, the one it was reached from and the link's rule.
#[derive(Clone, Copy)]
struct Node {
    potential: Potential,
    parent: u32,
    cause: Option<Cause>,
}

const ROOT: u32 = u32::MAX;

/// Buffers shared by all the searches on one grid with one set of links.
struct Search<'a, 'b, C: Collector> {
    grid: &'a Candidates,
    nodes: Vec<Node>,
    on: PotentialSet,
    off: PotentialSet,
    level: Vec<u32>,
    next: Vec<u32>,
    table: LinkView<'a>,
    /// What the links reach: a search leaves aside the potentials that cannot lead to what
    /// it looks for.
    reach: &'a Reach,
    collector: &'b mut C,
}

impl<'a, 'b, C: Collector> Search<'a, 'b, C> {
    fn new(
        grid: &'a Candidates,
        (table, reach): (LinkView<'a>, &'a Reach),
        collector: &'b mut C,
    ) -> Search<'a, 'b, C> {
        Search {
            reach,
            grid,
            nodes: Vec::new(),
            on: PotentialSet::new(),
            off: PotentialSet::new(),
            level: Vec::new(),
            next: Vec::new(),
            table,
            collector,
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
            cause: None,
        });
        self.level.push(0);
        if source.is_on() {
            self.on.insert(source);
        } else {
            self.off.insert(source);
        }
    }

    fn add(&mut self, (potential, cause): (Potential, Cause), parent: u32) -> u32 {
        self.nodes.push(Node {
            potential,
            parent,
            cause: Some(cause),
        });
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
        self.collector
            .wants(&Rank::new(base_tenths, complexity, sort_key))
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
            // A potential outside the source's component never leads back to it, nor does
            // anything it leads to: the cycles and the "on" potentials merged (the first way
            // to each wins) are those of the unpruned search.
            self.expand(|search, id, (q, _)| {
                search.reach.together(q, source) && !search.on_chain(id, q)
            });
            length += 1;
            // A cycle closed at this length holds `length` distinct potentials.
            if self.level.is_empty() || !self.worth_going(base, sort_key, length.max(4)) {
                return;
            }
            self.expand(|search, id, link| {
                if length >= 4 && link.0 == source {
                    let end = search.add(link, id);
                    cycle_found(
                        search.grid,
                        &search.chain(end),
                        links,
                        &mut *search.collector,
                    );
                }
                search.reach.together(link.0, source) && search.on.insert(link.0)
            });
        }
    }

    /// Replaces the current level with the next: every link out of a potential of the level is
    /// offered to `visit` with the node it leaves from; `visit` may record a chain ending there,
    /// and says whether the potential it reaches joins the next level. Links are read by index,
    /// as `visit` needs the whole search mutably.
    fn expand(&mut self, mut visit: impl FnMut(&mut Self, u32, (Potential, Cause)) -> bool) {
        self.next.clear();
        for index in 0..self.level.len() {
            let id = self.level[index];
            let p = self.nodes[id as usize].potential;
            for k in 0..self.table.implied(p).len() {
                let link = self.table.implied(p)[k];
                if visit(self, id, link) {
                    let child = self.add(link, id);
                    self.next.push(child);
                }
            }
        }
        std::mem::swap(&mut self.level, &mut self.next);
    }

    /// The links of the chain ending at node `id`, from the end back to the source.
    fn chain(&self, id: u32) -> Vec<Link> {
        let mut chain = Vec::new();
        let mut current = id;
        while current != ROOT {
            let node = self.nodes[current as usize];
            chain.push(Link {
                potential: node.potential,
                cause: node.cause,
            });
            current = node.parent;
        }
        chain
    }

    /// SE's `doForcingChains`: from `source` (on or off), the first chain to each potential;
    /// the one that reaches the source's negation proves the negation, and nothing after it
    /// counts.
    fn forcing_chains(&mut self, source: Potential, links: Links) {
        let (base, sort_key) = forcing_kind(links);
        self.start(source);
        let target = source.conjugate();
        let mut found = false;
        let mut level_number = 0u32;
        let mut on_level = source.is_on();
        while !self.level.is_empty() {
            // Targets found while expanding this level hold `level_number + 2` potentials.
            if !self.worth_going(base, sort_key, level_number + 2) {
                return;
            }
            self.expand(|search, id, link| {
                let q = link.0;
                if q == target && !found {
                    found = true;
                    let end = search.add(link, id);
                    forcing_found(
                        search.grid,
                        &search.chain(end),
                        links,
                        &mut *search.collector,
                    );
                }
                // A potential that does not lead to the target leads to nothing that does:
                // the first chain to the target is the unpruned search's.
                if !search.reach.leads(q, target) {
                    return false;
                }
                if on_level {
                    // SE also refuses a potential already on the chain, but every "off"
                    // potential of a chain is in the set already.
                    search.off.insert(q)
                } else {
                    search.on.insert(q)
                }
            });
            if found {
                return;
            }
            level_number += 1;
            // SE finishes all "on" potentials before the "off" ones; a level holds one kind,
            // except the source's, so alternate.
            on_level = !on_level;
        }
    }
}
