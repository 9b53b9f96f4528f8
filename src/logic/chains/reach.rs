//! Where the links of a fixed grid can lead, for all potentials at once: the strongly connected
//! components of the links (Tarjan's algorithm), and for each component the potentials it
//! reaches. A forcing chain from a potential exists only if the potential reaches its negation,
//! and a cycle through it only if its component holds more than it alone; searches from the
//! other potentials would find nothing, and are skipped.

use crate::bitset::CellSet;

use super::super::candidates::Candidates;
use super::links::LinkView;
use super::potential::{POTENTIALS, Potential};

const UNSEEN: u32 = u32::MAX;

/// What the links of one grid can reach, with the buffers to work it out again for another
/// grid (nested chains ask on thousands of grids).
pub struct Reach {
    /// The component of each potential (by key), `UNSEEN` for potentials not on the grid.
    /// Components are numbered as they close, sinks first: links lead to lower numbers.
    component: Vec<u32>,
    /// Each component's potentials, component after component.
    members: Vec<Potential>,
    /// Where each component's potentials start in `members`, and the end.
    starts: Vec<u32>,
    /// The components each component reaches, itself included: `words` words per component,
    /// a bit per component (far fewer than potentials, so the unions stay short).
    reached: Vec<u64>,
    words: usize,
    /// Tarjan's visiting order and lowest reachable order of each potential (by key).
    order: Vec<u32>,
    low: Vec<u32>,
    /// Tarjan's stack of potentials, and its explicit call stack of (potential, next link,
    /// end of its links) as positions in the table: chains of links run hundreds deep.
    stack: Vec<Potential>,
    frames: Vec<(Potential, usize, usize)>,
}

impl Default for Reach {
    fn default() -> Reach {
        Reach {
            component: vec![UNSEEN; POTENTIALS],
            members: Vec::new(),
            starts: vec![0],
            reached: Vec::new(),
            words: 0,
            order: vec![UNSEEN; POTENTIALS],
            low: vec![0; POTENTIALS],
            stack: Vec::new(),
            frames: Vec::new(),
        }
    }
}

impl Reach {
    /// Works out the reach of every potential of `grid` along the links of `table`.
    pub fn compute(&mut self, grid: &Candidates, table: LinkView) {
        self.components(grid, table, CellSet::ALL);
        self.close_over(table);
    }

    /// Works out the components of the potentials of `grid` in the cells `within` along the
    /// links of `table` between them, not what they reach: enough for [`Reach::cyclic`], not
    /// for [`Reach::refutes`].
    pub fn components(&mut self, grid: &Candidates, table: LinkView, within: CellSet) {
        // Only the potentials of the last grid were touched.
        for &p in &self.members {
            self.order[p.index()] = UNSEEN;
            self.component[p.index()] = UNSEEN;
        }
        self.members.clear();
        self.starts.clear();
        self.starts.push(0);
        self.reached.clear();
        self.words = 0;
        let mut next_order = 0;
        for cell in (grid.empty_cells() & within).iter() {
            for digit in grid.digits(cell).iter() {
                for on in [true, false] {
                    let p = Potential::new(cell, digit, on);
                    if self.order[p.index()] == UNSEEN {
                        self.visit(p, (table, within), &mut next_order);
                    }
                }
            }
        }
    }

    /// Tarjan's depth-first visit from `root`, along the links between cells `within`.
    fn visit(
        &mut self,
        root: Potential,
        (table, within): (LinkView, CellSet),
        next_order: &mut u32,
    ) {
        self.open(root, table, next_order);
        while let Some(&mut (p, ref mut next, end)) = self.frames.last_mut() {
            if *next < end {
                let q = table.link(*next).0;
                *next += 1;
                if !within.contains(q.cell()) {
                    continue;
                }
                if self.order[q.index()] == UNSEEN {
                    self.open(q, table, next_order);
                } else if self.component[q.index()] == UNSEEN {
                    // Seen and in no component yet: still on Tarjan's stack.
                    self.low[p.index()] = self.low[p.index()].min(self.order[q.index()]);
                }
                continue;
            }
            self.frames.pop();
            if let Some(&(parent, ..)) = self.frames.last() {
                self.low[parent.index()] = self.low[parent.index()].min(self.low[p.index()]);
            }
            if self.low[p.index()] == self.order[p.index()] {
                self.close(p);
            }
        }
    }

    fn open(&mut self, p: Potential, table: LinkView, next_order: &mut u32) {
        self.order[p.index()] = *next_order;
        self.low[p.index()] = *next_order;
        *next_order += 1;
        self.stack.push(p);
        let links = table.positions(p);
        self.frames.push((p, links.start, links.end));
    }

    /// Pops the component whose root is `root`.
    fn close(&mut self, root: Potential) {
        let id = (self.starts.len() - 1) as u32;
        let start = self
            .stack
            .iter()
            .rposition(|&p| p == root)
            .expect("the root is on the stack");
        for &p in &self.stack[start..] {
            self.component[p.index()] = id;
        }
        self.members.extend_from_slice(&self.stack[start..]);
        self.starts.push(self.members.len() as u32);
        self.stack.truncate(start);
    }

    /// Fills `reached`, component after component: each one's links lead to components
    /// already filled.
    fn close_over(&mut self, table: LinkView) {
        let count = self.starts.len() - 1;
        self.words = count.div_ceil(64);
        self.reached.resize(count * self.words, 0);
        for id in 0..count {
            let (done, rest) = self.reached.split_at_mut(id * self.words);
            let own = &mut rest[..self.words];
            own[id / 64] |= 1 << (id % 64);
            let members = &self.members[self.starts[id] as usize..self.starts[id + 1] as usize];
            for &p in members {
                for &(q, _) in table.implied(p) {
                    let other = self.component[q.index()] as usize;
                    if other != id {
                        let theirs = &done[other * self.words..(other + 1) * self.words];
                        for (word, &more) in own.iter_mut().zip(theirs) {
                            *word |= more;
                        }
                    }
                }
            }
        }
    }

    /// Whether `p` leads to its own negation; after [`Reach::compute`].
    pub fn refutes(&self, p: Potential) -> bool {
        debug_assert!(self.words > 0 || self.members.is_empty(), "components only");
        self.leads(p, p.conjugate())
    }

    /// Whether `p` leads to `q` (or is `q`); after [`Reach::compute`].
    #[inline]
    pub fn leads(&self, p: Potential, q: Potential) -> bool {
        let (from, to) = (self.component[p.index()], self.component[q.index()]);
        if from == UNSEEN || to == UNSEEN {
            return false;
        }
        let (from, to) = (from as usize, to as usize);
        self.reached[from * self.words + to / 64] >> (to % 64) & 1 != 0
    }

    /// Whether `p` and `q` lead to each other (are in one component).
    #[inline]
    pub fn together(&self, p: Potential, q: Potential) -> bool {
        let component = self.component[p.index()];
        component != UNSEEN && component == self.component[q.index()]
    }

    /// Whether `p` can lead back to itself.
    pub fn cyclic(&self, p: Potential) -> bool {
        let component = self.component[p.index()];
        component != UNSEEN && {
            let id = component as usize;
            self.starts[id + 1] - self.starts[id] > 1
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::links::{LinkTable, Links};
    use super::*;
    use crate::grid::Grid;
    use std::collections::HashSet;

    /// A search along the table's links: what `p` reaches in one link or more.
    fn reached_from(table: LinkView, p: Potential) -> HashSet<Potential> {
        let mut reached = HashSet::new();
        let mut queue = vec![p];
        while let Some(p) = queue.pop() {
            for &(q, _) in table.implied(p) {
                if reached.insert(q) {
                    queue.push(q);
                }
            }
        }
        reached
    }

    #[test]
    fn reach_agrees_with_a_search_from_every_potential() {
        let puzzle: Grid =
            ".....7.1.1.6.8.7.9.97..5.42.......21849........27..4....41....7.7...6....8....6.."
                .parse()
                .unwrap();
        let grid = Candidates::new(&puzzle);
        let (mut refuted, mut cyclic) = (0, 0);
        let (mut reach, mut components) = (Reach::default(), Reach::default());
        for links in [Links { y: false, x: true }, Links { y: true, x: true }] {
            let table = LinkTable::new(&grid, links);
            let table = table.view(links);
            reach.compute(&grid, table);
            components.components(&grid, table, CellSet::ALL);
            for cell in grid.empty_cells().iter() {
                for digit in grid.digits(cell).iter() {
                    for on in [true, false] {
                        let p = Potential::new(cell, digit, on);
                        let reached = reached_from(table, p);
                        assert_eq!(reach.refutes(p), reached.contains(&p.conjugate()));
                        assert_eq!(reach.cyclic(p), reached.contains(&p));
                        assert_eq!(components.cyclic(p), reach.cyclic(p));
                        refuted += usize::from(reach.refutes(p));
                        cyclic += usize::from(reach.cyclic(p));
                    }
                }
            }
        }
        assert!(refuted > 0 && cyclic > 0);
    }

    #[test]
    fn y_cycles_lie_in_bivalue_cells() {
        let puzzle: Grid =
            ".....7.1.1.6.8.7.9.97..5.42.......21849........27..4....41....7.7...6....8....6.."
                .parse()
                .unwrap();
        let grid = Candidates::new(&puzzle);
        let bivalue: CellSet = grid
            .empty_cells()
            .iter()
            .filter(|&cell| grid.digits(cell).len() == 2)
            .collect();
        let links = Links { y: true, x: false };
        let table = LinkTable::new(&grid, links);
        let table = table.view(links);
        let mut within = Reach::default();
        within.components(&grid, table, bivalue);
        let mut cyclic = 0;
        for cell in bivalue.iter() {
            for digit in grid.digits(cell).iter() {
                let p = Potential::new(cell, digit, true);
                assert_eq!(within.cyclic(p), reached_from(table, p).contains(&p));
                cyclic += usize::from(within.cyclic(p));
            }
        }
        assert!(cyclic > 0);
    }
}
