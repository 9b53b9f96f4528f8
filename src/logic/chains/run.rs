//! What one propagation run derived: every potential it reached, in order, with the
//! potentials it rests on, the rule of its link and, for removals a nested chain made, that
//! chain; and SE's measures over it (ancestor counts, chains, rule parents).

use super::super::candidates::Candidates;
use super::links::removed_behind;
use super::potential::{Cause, POTENTIALS, Potential, PotentialSet};

const NONE: u32 = u32::MAX;

/// A nested chain a removal came from: its fingerprint and complexity.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NestedRef {
    /// Fingerprint of its chains (the same chain met twice counts once).
    pub identity: u64,
    /// Its complexity.
    pub complexity: u32,
}

/// A derived potential, why it follows, the nested chain that removed it (an index into the
/// run's nested chains, or `NONE`), and the potentials it follows from. Kept small: runs hold
/// hundreds of nodes and searches keep hundreds of runs.
#[derive(Clone, Copy)]
struct Node {
    potential: Potential,
    cause: Option<Cause>,
    nested: u32,
    parents_start: u32,
    parents_len: u32,
}

/// What one run derived: the potentials in the order found, each with its parents.
pub struct Run {
    nodes: Vec<Node>,
    parents: Vec<u32>,
    index: Vec<u32>,
    on: Vec<u32>,
    off: Vec<u32>,
    nested: Vec<NestedRef>,
    contradiction: Option<(u32, u32)>,
}

/// Buffers for walking the potentials a node rests on.
pub struct Walker {
    seen: PotentialSet,
    level: Vec<u32>,
    next: Vec<u32>,
}

impl Walker {
    /// Fresh buffers.
    pub fn new() -> Walker {
        Walker {
            seen: PotentialSet::new(),
            level: Vec::new(),
            next: Vec::new(),
        }
    }
}

impl Run {
    /// An empty run.
    pub fn new() -> Run {
        Run {
            nodes: Vec::new(),
            parents: Vec::new(),
            index: vec![NONE; POTENTIALS],
            on: Vec::new(),
            off: Vec::new(),
            nested: Vec::new(),
            contradiction: None,
        }
    }

    /// Forgets everything derived, keeping the buffers.
    pub fn clear(&mut self) {
        for &id in self.on.iter().chain(&self.off) {
            self.index[self.nodes[id as usize].potential.index()] = NONE;
        }
        self.nodes.clear();
        self.parents.clear();
        self.on.clear();
        self.off.clear();
        self.nested.clear();
        self.contradiction = None;
    }

    /// The node of `potential` among those derived, if it was.
    #[inline]
    pub fn find(&self, potential: Potential) -> Option<u32> {
        let id = self.index[potential.index()];
        (id != NONE).then_some(id)
    }

    /// Whether `potential` was derived.
    #[inline]
    pub fn holds(&self, potential: Potential) -> bool {
        self.index[potential.index()] != NONE
    }

    /// The "on" potentials derived, in order.
    pub fn on(&self) -> impl Iterator<Item = u32> + '_ {
        self.on.iter().copied()
    }

    /// The "off" potentials derived, in order.
    pub fn off(&self) -> impl Iterator<Item = u32> + '_ {
        self.off.iter().copied()
    }

    /// The potential of node `id`.
    #[inline]
    pub fn potential(&self, id: u32) -> Potential {
        self.nodes[id as usize].potential
    }

    /// The two nodes, on and off, of the potential the run found both on and off, if any.
    pub fn contradiction(&self) -> Option<(u32, u32)> {
        self.contradiction
    }

    /// Records the contradiction found.
    pub fn set_contradiction(&mut self, on: u32, off: u32) {
        self.contradiction = Some((on, off));
    }

    /// How many nodes the run holds (the next node's id).
    pub fn len(&self) -> u32 {
        self.nodes.len() as u32
    }

    /// Adds a node for `potential`, derived by `cause` (none for the assumption) from
    /// `parents`, or removed by the nested chain `nested`.
    pub fn add(
        &mut self,
        potential: Potential,
        cause: Option<Cause>,
        nested: Option<NestedRef>,
        parents: &[u32],
    ) -> u32 {
        let nested = nested.map_or(NONE, |chain| {
            self.nested.push(chain);
            (self.nested.len() - 1) as u32
        });
        self.nodes.push(Node {
            potential,
            cause,
            nested,
            parents_start: self.parents.len() as u32,
            parents_len: parents.len() as u32,
        });
        self.parents.extend_from_slice(parents);
        (self.nodes.len() - 1) as u32
    }

    /// Records node `id` as derived.
    pub fn keep(&mut self, id: u32) {
        let potential = self.nodes[id as usize].potential;
        self.index[potential.index()] = id;
        if potential.is_on() {
            self.on.push(id);
        } else {
            self.off.push(id);
        }
    }

    /// Walks the potentials node `id` rests on, itself first, level by level as SE walks
    /// them (a potential met twice is expanded once), calling `visit` on each node.
    fn walk(&self, id: u32, walker: &mut Walker, mut visit: impl FnMut(&Node)) {
        walker.seen.clear();
        walker.level.clear();
        walker.level.push(id);
        while !walker.level.is_empty() {
            walker.next.clear();
            for k in 0..walker.level.len() {
                let node = self.nodes[walker.level[k] as usize];
                if walker.seen.insert(node.potential) {
                    visit(&node);
                    let start = node.parents_start as usize;
                    let parents = &self.parents[start..start + node.parents_len as usize];
                    walker.next.extend_from_slice(parents);
                }
            }
            std::mem::swap(&mut walker.level, &mut walker.next);
        }
    }

    /// SE's ancestor count of node `id` (the distinct potentials it rests on, itself
    /// included); the nested chains met are added to `nested` once each.
    pub fn ancestors(&self, id: u32, walker: &mut Walker, nested: &mut Vec<NestedRef>) -> u32 {
        let mut count = 0;
        self.walk(id, walker, |node| {
            count += 1;
            if node.nested != NONE {
                let chain = self.nested[node.nested as usize];
                if !nested.iter().any(|known| known.identity == chain.identity) {
                    nested.push(chain);
                }
            }
        });
        count
    }

    /// The potentials node `id` rests on, in SE's walking order (its chain, for fingerprints).
    pub fn chain(&self, id: u32, walker: &mut Walker) -> Vec<Potential> {
        let mut chain = Vec::new();
        self.walk(id, walker, |node| chain.push(node.potential));
        chain
    }

    /// SE's rule parents of the chain to node `id`: for each "on" potential a link made single
    /// (the assumption counting as made single by `assumption`), the candidates whose removal
    /// made it so, present in `source` and gone from `grid`. Added to `out` once each.
    pub fn rule_parents(
        &self,
        id: u32,
        assumption: Option<Cause>,
        (source, grid): (&Candidates, &Candidates),
        walker: &mut Walker,
        out: &mut Vec<Potential>,
    ) {
        let mut gone = Vec::new();
        let mut causes = Vec::new();
        self.walk(id, walker, |node| {
            if node.potential.is_on() {
                // Only the assumption has no cause.
                if let Some(cause) = node.cause.or(assumption).filter(|&c| c != Cause::Advanced) {
                    causes.push((node.potential, cause));
                }
            }
        });
        for (potential, cause) in causes {
            removed_behind(source, grid, potential, cause, &mut gone);
            for &p in &gone {
                if !out.contains(&p) {
                    out.push(p);
                }
            }
        }
    }
}
