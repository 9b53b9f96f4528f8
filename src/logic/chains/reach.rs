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

/// What Tarjan's algorithm keeps of one potential, together: a link's end is read in one
/// place (the visit reads these for every link of every grid nested chains reduce).
#[derive(Clone, Copy)]
struct Entry {
    /// Its component, `UNSEEN` until it is closed or when it is not on the grid.
    /// Components are numbered as they close, sinks first: links lead to lower numbers.
    component: u32,
    /// Its visiting order, `UNSEEN` before it is visited.
    order: u32,
    /// The lowest order it reaches among potentials still on the stack.
    low: u32,
}

const FRESH: Entry = Entry {
    component: UNSEEN,
    order: UNSEEN,
    low: 0,
};

/// What the links of one grid can reach, with the buffers to work it out again for another
/// grid (nested chains ask on thousands of grids).
pub struct Reach {
    /// Each potential's component and Tarjan's orders (by key).
    entries: Vec<Entry>,
    /// Each component's potentials, component after component.
    members: Vec<Potential>,
    /// Where each component's potentials start in `members`, and the end.
    starts: Vec<u32>,
    /// The components each component reaches, itself included: `words` words per component,
    /// a bit per component (far fewer than potentials, so the unions stay short).
    reached: Vec<u64>,
    words: usize,
    /// Tarjan's stack of potentials, and its explicit call stack of (potential, next link,
    /// end of its links) as positions in the table: chains of links run hundreds deep.
    stack: Vec<Potential>,
    frames: Vec<(Potential, u32, u32)>,
}

impl Default for Reach {
    fn default() -> Reach {
        Reach {
            entries: vec![FRESH; POTENTIALS],
            members: Vec::new(),
            starts: vec![0],
            reached: Vec::new(),
            words: 0,
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
            self.entries[p.index()] = FRESH;
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
                    if self.entries[p.index()].order != UNSEEN {
                        continue;
                    }
                    // The test of each link's cell is needed only within part of the grid.
                    if within == CellSet::ALL {
                        self.visit(p, table, |_| true, &mut next_order);
                    } else {
                        self.visit(p, table, |q| within.contains(q.cell()), &mut next_order);
                    }
                }
            }
        }
    }

    /// Tarjan's depth-first visit from `root`, along the links to potentials `inside`.
    fn visit(
        &mut self,
        root: Potential,
        table: LinkView,
        inside: impl Fn(Potential) -> bool,
        next_order: &mut u32,
    ) {
        self.open(root, table, next_order);
        while let Some(&mut (p, ref mut next, end)) = self.frames.last_mut() {
            if *next < end {
                let q = table.link(*next as usize).0;
                *next += 1;
                if !inside(q) {
                    continue;
                }
                let to = self.entries[q.index()];
                if to.order == UNSEEN {
                    self.open(q, table, next_order);
                } else if to.component == UNSEEN {
                    // Seen and in no component yet: still on Tarjan's stack.
                    let from = &mut self.entries[p.index()];
                    from.low = from.low.min(to.order);
                }
                continue;
            }
            self.frames.pop();
            let entry = self.entries[p.index()];
            if let Some(&(parent, ..)) = self.frames.last() {
                let parent = &mut self.entries[parent.index()];
                parent.low = parent.low.min(entry.low);
            }
            if entry.low == entry.order {
                self.close(p);
            }
        }
    }

    fn open(&mut self, p: Potential, table: LinkView, next_order: &mut u32) {
        let entry = &mut self.entries[p.index()];
        entry.order = *next_order;
        entry.low = *next_order;
        *next_order += 1;
        self.stack.push(p);
        let links = table.positions(p);
        self.frames.push((p, links.start as u32, links.end as u32));
    }

    /// Pops the component whose root is `root`.
    fn close(&mut self, root: Potential) {
        let id = (self.starts.len() - 1) as u32;
        let start = self
            .stack
            .iter()
            .rposition(|&p| p == root)
            .expect("the root is on the stack");
        // One by one: most components hold one potential, too few to copy as a block.
        for &p in &self.stack[start..] {
            self.entries[p.index()].component = id;
            self.members.push(p);
        }
        self.starts.push(self.members.len() as u32);
        self.stack.truncate(start);
    }

    /// Works out what the components found by [`Reach::components`] over the whole grid
    /// reach along the links of `table`, component after component: each one's links lead to
    /// components already done.
    pub fn close_over(&mut self, table: LinkView) {
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
                    let other = self.entries[q.index()].component as usize;
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
        let (from, to) = (
            self.entries[p.index()].component,
            self.entries[q.index()].component,
        );
        if from == UNSEEN || to == UNSEEN {
            return false;
        }
        let (from, to) = (from as usize, to as usize);
        self.reached[from * self.words + to / 64] >> (to % 64) & 1 != 0
    }

    /// Whether `p` and `q` lead to each other (are in one component).
    #[inline]
    pub fn together(&self, p: Potential, q: Potential) -> bool {
        let component = self.entries[p.index()].component;
        component != UNSEEN && component == self.entries[q.index()].component
    }

    /// Whether `p` can lead back to itself.
    pub fn cyclic(&self, p: Potential) -> bool {
        let component = self.entries[p.index()].component;
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
