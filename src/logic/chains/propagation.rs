//! SE's `doChaining`: from an assumption, derive every potential that must follow, until nothing
//! new follows or some potential would have to be both on and off (a contradiction).
//!
//! In a dynamic run each "off" potential, once its consequences are taken, is removed from a
//! working copy of the grid, so later links see the reduced grid; an "on" potential implied
//! because earlier removals left a single then also rests on those removals (its hidden
//! parents). The order of the work (an "on" potential first whenever one is pending, each list
//! first in, first out) decides which chain reaches each potential first, and so the lengths SE
//! rates: it is kept exactly.

use std::collections::VecDeque;
use std::rc::Rc;

use super::super::budget;
use super::super::candidates::Candidates;
use super::links::{LinkTable, Links, off_to_on, on_to_off, removed_behind};
use super::potential::{Cause, Potential};
use super::run::{NestedRef, Origin, Run};

/// How a run derives potentials.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// Whether removals change the grid the later links see.
    pub dynamic: bool,
    /// Whether links stay within one digit (Nishio): no links between a cell's digits.
    pub nishio: bool,
    /// Nesting level: from 1, basic techniques on the reduced grid add removals when the
    /// links have nothing left.
    pub level: u8,
}

/// The eliminations of one technique's hint on the reduced grid and the removals they rest on.
pub struct Reduction {
    /// The technique's name, as a proof names the rule of its removals (for a chaining
    /// family the nested chain itself is shown instead: the name is only a label).
    pub technique: &'static str,
    /// The candidates removed, row-major (SE takes them in hash order; this stands in).
    pub removed: Vec<Potential>,
    /// The earlier removals of the run the technique needed.
    pub parents: Vec<Potential>,
    /// The nested chain that made the removals, if a chaining family did.
    pub nested: Option<NestedRef>,
}

/// What nested techniques find on the grids runs reduce (SE's nested chains): from nesting
/// level 1, a run whose links have nothing left takes their removals on. The techniques, chains
/// among them, are known where the families are (see `advanced`); a run only asks.
pub trait Reduce {
    /// The hints of the first technique nested at `level` (1 to 5) that finds any on `work`,
    /// the grid a run has reduced; only hints resting on some removal of the run count.
    fn reductions(&mut self, work: &Candidates, level: u8) -> Rc<[Reduction]>;
}

/// Reusable buffers for runs on one grid.
pub struct Propagator<'a, 'r> {
    source: &'a Candidates,
    rules: Rules,
    work: Candidates,
    pending_on: VecDeque<u32>,
    pending_off: VecDeque<u32>,
    implied: Vec<(Potential, Cause)>,
    hidden: Vec<Potential>,
    parents: Vec<u32>,
    /// What nested techniques find on reduced grids, from nesting level 1.
    reducer: Option<&'r mut dyn Reduce>,
    /// Runs no longer needed, whose buffers serve again (kept by the caller from one search
    /// to the next: nested chains search on thousands of grids).
    spare: &'r mut Vec<Run>,
    /// The links of the grid, when runs do not change it.
    table: Option<LinkTable>,
}

impl<'a, 'r> Propagator<'a, 'r> {
    /// Runs on `grid` with `rules`; from nesting level 1, `reducer` (reducing grids from
    /// `grid`) gives what nested techniques find. New runs reuse the buffers of `spare`.
    pub fn new(
        grid: &'a Candidates,
        rules: Rules,
        reducer: Option<&'r mut dyn Reduce>,
        spare: &'r mut Vec<Run>,
    ) -> Propagator<'a, 'r> {
        debug_assert_eq!(rules.level > 0, reducer.is_some());
        Propagator {
            source: grid,
            rules,
            work: grid.clone(),
            pending_on: VecDeque::new(),
            pending_off: VecDeque::new(),
            implied: Vec::new(),
            hidden: Vec::new(),
            parents: Vec::new(),
            reducer,
            spare,
            table: (!rules.dynamic).then(|| LinkTable::new(grid, links(rules))),
        }
    }

    /// Gives back a run no longer needed, so that its buffers serve again.
    pub fn recycle(&mut self, run: Run) {
        self.spare.push(run);
    }

    /// Everything that follows from assuming `start`.
    pub fn run(&mut self, start: Potential) -> Run {
        let mut run = self.spare.pop().unwrap_or_else(Run::new);
        run.clear();
        if self.rules.dynamic {
            self.work.clone_from(self.source);
        }
        self.pending_on.clear();
        self.pending_off.clear();
        let root = run.add(start, None, None, &[]);
        run.keep(root);
        if budget::tick() {
            // Out of time: the run stops at its assumption, and the search it serves is
            // dropped (see `budget`).
            return run;
        }
        if start.is_on() {
            self.pending_on.push_back(root);
        } else {
            self.pending_off.push_back(root);
        }
        if let Some((on, off)) = self.derive(&mut run) {
            run.set_contradiction(on, off);
        }
        run
    }

    /// What `p` implies on the working grid, into `self.implied`.
    fn implied_by(&mut self, p: Potential) {
        if let Some(table) = &self.table {
            self.implied.clear();
            self.implied.extend_from_slice(table.implied(p));
        } else if p.is_on() {
            self.implied.clear();
            on_to_off(&self.work, p, links(self.rules).y, &mut self.implied);
        } else {
            self.implied.clear();
            off_to_on(&self.work, p, links(self.rules), &mut self.implied);
        }
    }

    fn derive(&mut self, run: &mut Run) -> Option<(u32, u32)> {
        loop {
            if let Some(id) = self.pending_on.pop_front() {
                let p = run.potential(id);
                self.implied_by(p);
                for k in 0..self.implied.len() {
                    let (q, cause) = self.implied[k];
                    if let Some(on) = run.find(q.conjugate()) {
                        let off = run.add(q, Some(cause), None, &[id]);
                        return Some((on, off));
                    }
                    if !run.holds(q) {
                        let child = run.add(q, Some(cause), None, &[id]);
                        run.keep(child);
                        self.pending_off.push_back(child);
                    }
                }
            } else if let Some(id) = self.pending_off.pop_front() {
                let p = run.potential(id);
                self.implied_by(p);
                let first_new = run.len();
                // Build every implied node (with its hidden parents) before removing `p`.
                for k in 0..self.implied.len() {
                    let (q, cause) = self.implied[k];
                    self.parents.clear();
                    self.parents.push(id);
                    if self.rules.dynamic {
                        removed_behind(self.source, &self.work, q, cause, &mut self.hidden);
                        for &gone in &self.hidden {
                            self.parents.extend(run.find(gone));
                        }
                    }
                    run.add(q, Some(cause), None, &self.parents);
                }
                if self.rules.dynamic {
                    self.work.eliminate(p.cell(), p.digit());
                }
                for child in first_new..run.len() {
                    let q = run.potential(child);
                    if let Some(off) = run.find(q.conjugate()) {
                        return Some((child, off));
                    }
                    if !run.holds(q) {
                        run.keep(child);
                        self.pending_on.push_back(child);
                    }
                }
            } else if !self.reduce(run) {
                return None;
            }
        }
    }

    /// At nesting level 1 and up, when the links have nothing left: adds the removals basic
    /// techniques find on the reduced grid as new "off" potentials. Returns whether any was new.
    fn reduce(&mut self, run: &mut Run) -> bool {
        let Some(reducer) = self.reducer.as_deref_mut() else {
            return false;
        };
        let found = reducer.reductions(&self.work, self.rules.level);
        let since = run.len();
        for reduction in found.iter() {
            self.parents.clear();
            self.parents
                .extend(reduction.parents.iter().filter_map(|&p| run.find(p)));
            let origin = Origin {
                technique: reduction.technique,
                chain: reduction.nested,
                since,
            };
            for &removed in &reduction.removed {
                if !run.holds(removed) {
                    let child =
                        run.add(removed, Some(Cause::Advanced), Some(origin), &self.parents);
                    run.keep(child);
                    self.pending_off.push_back(child);
                }
            }
        }
        !self.pending_off.is_empty()
    }
}

/// The links runs follow: within a cell unless Nishio, within a house always.
fn links(rules: Rules) -> Links {
    Links {
        y: !rules.nishio,
        x: true,
    }
}
