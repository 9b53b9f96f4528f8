//! What one propagation run derived: every potential it reached, in order, with the
//! potentials it rests on, the rule of its link and, for removals a nested technique made,
//! that technique; SE's measures over it (ancestor counts, chains, rule parents); and the
//! chain to a potential, link by link, for a reader.

use super::super::candidates::Candidates;
use super::super::proof::{Chain, Inference, Rule};
use super::super::step::{NestedChain, Rebuild};
use super::family::Technique;
use super::links::removed_behind;
use super::potential::{Cause, POTENTIALS, Potential, PotentialSet};

const NONE: u32 = u32::MAX;

/// A nested chain a removal came from: its fingerprint, complexity and family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NestedRef {
    /// Fingerprint of its chains (the same chain met twice counts once).
    pub identity: u64,
    /// Its complexity.
    pub complexity: u32,
    /// The family that found it, to find it again.
    pub family: Technique,
}

/// The nested technique that removed a candidate: its name, its chain if a chaining family
/// found it, and how many nodes the run held when the technique looked at the grid (the grid
/// it saw is the start less the run's removals before them).
#[derive(Clone, Copy, Debug)]
pub struct Origin {
    /// The technique's name.
    pub technique: &'static str,
    /// The nested chain, for chaining families.
    pub chain: Option<NestedRef>,
    /// The run's node count when the technique looked.
    pub since: u32,
}

/// A derived potential, why it follows, the nested technique that removed it (an index into
/// the run's origins, or `NONE`), and the potentials it follows from. Kept small: runs hold
/// hundreds of nodes and searches keep hundreds of runs.
#[derive(Clone, Copy)]
struct Node {
    potential: Potential,
    cause: Option<Cause>,
    origin: u32,
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
    origins: Vec<Origin>,
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
            origins: Vec::new(),
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
        self.origins.clear();
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
    /// `parents`, or removed by the nested technique `origin`.
    pub fn add(
        &mut self,
        potential: Potential,
        cause: Option<Cause>,
        origin: Option<Origin>,
        parents: &[u32],
    ) -> u32 {
        let origin = origin.map_or(NONE, |origin| {
            self.origins.push(origin);
            (self.origins.len() - 1) as u32
        });
        self.nodes.push(Node {
            potential,
            cause,
            origin,
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
                    walker.next.extend_from_slice(self.parents_of(&node));
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
            let chain = self.origins.get(node.origin as usize).and_then(|o| o.chain);
            if let Some(chain) = chain
                && !nested.iter().any(|known| known.identity == chain.identity)
            {
                nested.push(chain);
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

    /// The chain to node `id`, link by link, for a reader: every potential it rests on comes
    /// after the ones it follows from, the first of them just before it where it can be, so
    /// that the chain reads straight on. The nested chains met join `nested` once each, to be
    /// found again from the grid they saw: `source`, where the run started, less the run's
    /// removals before them.
    pub fn inferences(&self, id: u32, source: &Candidates, nested: &mut Vec<NestedChain>) -> Chain {
        let order = self.reading_order(id);
        let mut position = vec![NONE; self.nodes.len()];
        let mut inferences = Vec::with_capacity(order.len());
        for (index, &node_id) in order.iter().enumerate() {
            position[node_id as usize] = index as u32;
            let node = self.nodes[node_id as usize];
            let premises = self
                .parents_of(&node)
                .iter()
                .map(|&parent| position[parent as usize] as usize)
                .collect();
            inferences.push(Inference {
                statement: node.potential.statement(),
                rule: self.rule(&node, source, nested),
                premises,
            });
        }
        Chain { inferences }
    }

    /// The nodes node `id` rests on, itself last, each after its parents: depth first, the
    /// first parent visited last so that it comes right before its child.
    fn reading_order(&self, id: u32) -> Vec<u32> {
        let mut order = Vec::new();
        let mut done = vec![false; self.nodes.len()];
        let mut stack = vec![(id, false)];
        while let Some((node_id, parents_done)) = stack.pop() {
            if done[node_id as usize] {
                continue;
            }
            if parents_done {
                done[node_id as usize] = true;
                order.push(node_id);
                continue;
            }
            stack.push((node_id, true));
            let parents = self.parents_of(&self.nodes[node_id as usize]);
            stack.extend(
                parents
                    .iter()
                    .filter(|&&p| !done[p as usize])
                    .map(|&p| (p, false)),
            );
        }
        order
    }

    fn parents_of(&self, node: &Node) -> &[u32] {
        let start = node.parents_start as usize;
        &self.parents[start..start + node.parents_len as usize]
    }

    /// The rule `node` follows by; a nested chain joins `nested` if it is new.
    fn rule(&self, node: &Node, source: &Candidates, nested: &mut Vec<NestedChain>) -> Rule {
        let Some(cause) = node.cause else {
            return Rule::Assumption;
        };
        if let Some(rule) = cause.rule() {
            return rule;
        }
        // A removal a nested technique made: its name, or the nested chain it is.
        let origin = self.origins[node.origin as usize];
        let Some(chain) = origin.chain else {
            return Rule::Technique(origin.technique);
        };
        let known = nested
            .iter()
            .position(|n| n.identity() == Some(chain.identity));
        Rule::Nested(known.unwrap_or_else(|| {
            let grid = self.grid_before(source, origin.since);
            nested.push(NestedChain::pending(Rebuild {
                grid,
                technique: chain.family,
                identity: chain.identity,
            }));
            nested.len() - 1
        }))
    }

    /// `source` less the removals the run made before node `since`.
    fn grid_before(&self, source: &Candidates, since: u32) -> Candidates {
        let mut grid = source.clone();
        for &id in self.off.iter().filter(|&&id| id < since) {
            let p = self.nodes[id as usize].potential;
            grid.eliminate(p.cell(), p.digit());
        }
        grid
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
