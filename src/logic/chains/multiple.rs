//! Forcing chains from several assumptions at once (SE's `getMultipleChainsHintList`): for each
//! cell and digit, what follows from the digit being there and from it not being there.
//!
//! - contradiction: an assumption leads to a potential both on and off, so it is false;
//! - double forcing: the digit there and not there lead to the same potential;
//! - cell forcing: each digit of a cell leads to the same potential;
//! - region forcing: each place of a digit in a house leads to the same potential.
//!
//! Nishio runs only contradictions, with links within one digit; multiple (static) runs only
//! cell and region forcing from cells and houses with three or more choices; dynamic runs all.

use std::cell::RefCell;

use crate::bitset::DigitSet;

use super::super::candidates::Candidates;
use super::super::houses::{CELL_HOUSES, HOUSE_SETS, name};
use super::super::names::cell_name;
use super::super::step::Proof;
use super::family::Chaining;
use super::hint::{ChainHint, Collector, Nested, Rank};
use super::nested::{fingerprint, removed};
use super::potential::{Cause, Potential};
use super::propagation::{Propagator, Reduce, Rules};
use super::run::{NestedRef, Run, Walker};

/// Sort keys SE gives each kind of hint: ties in difficulty and length go to the lowest.
const DOUBLE: u8 = 1;
const CELL: u8 = 5;
const REGION: u8 = 6;
const CONTRADICTION: u8 = 7;

/// What a search over one grid takes and gives back, so that searches over thousands of grids
/// (a rating's steps, nested chains) reuse them instead of allocating them each time: runs no
/// longer needed, whose buffers serve again, and the table of each assumption's run, empty
/// between searches. What they keep is what the largest search so far held at once, so memory
/// stays within the peak it reached anyway.
#[derive(Default)]
pub struct SearchBuffers {
    spare: Vec<Run>,
    on_runs: Vec<Option<Run>>,
}

thread_local! {
    /// The buffers of the searches that no other search is under (see [`with_buffers`]).
    static BUFFERS: RefCell<SearchBuffers> = RefCell::default();
}

/// Calls `search` with the thread's search buffers, which it may hold as long as it runs: a
/// search started under it (nested chains, which a run asks for through [`Reduce`]) has buffers
/// of its own.
pub fn with_buffers<R>(search: impl FnOnce(&mut SearchBuffers) -> R) -> R {
    let mut buffers = BUFFERS.take();
    let result = search(&mut buffers);
    BUFFERS.set(buffers);
    result
}

/// Every hint of the multiple-chain family `chaining` on `grid` that `collector` wants;
/// `reducer` (reducing grids from `grid`) serves nesting levels from 1. The search takes its
/// buffers from `buffers` and gives them back.
pub fn multiple_chains(
    grid: &Candidates,
    chaining: Chaining,
    collector: &mut impl Collector,
    reducer: Option<&mut dyn Reduce>,
    buffers: &mut SearchBuffers,
) {
    let mut on_runs = std::mem::take(&mut buffers.on_runs);
    on_runs.resize_with(81 * 9, || None);
    let rules = Rules {
        dynamic: chaining.dynamic,
        nishio: chaining.nishio,
        level: chaining.level,
    };
    let mut search = Search {
        hints: Hints {
            grid,
            chaining,
            walker: Walker::new(),
            collector,
        },
        // The cast lets the reducer's borrow shorten to the buffers' (a `dyn` behind `&mut`
        // shortens only by a coercion).
        propagator: Propagator::new(grid, rules, reducer.map(|r| r as _), &mut buffers.spare),
        on_runs,
    };
    for cell in grid.empty_cells().iter() {
        let count = grid.digits(cell).len();
        if count > 2 || (count > 1 && chaining.dynamic) {
            search.cell(cell);
        }
    }
    for slot in &mut search.on_runs {
        if let Some(run) = slot.take() {
            search.propagator.recycle(run);
        }
    }
    buffers.on_runs = search.on_runs;
}

/// The search over one grid: the runs from each "digit in cell" assumption are kept, since
/// region forcing asks for them again (SE derives them anew each time, with the same result).
struct Search<'a, 'b, 'r, C: Collector> {
    hints: Hints<'a, 'b, C>,
    propagator: Propagator<'a, 'r>,
    on_runs: Vec<Option<Run>>,
}

impl<C: Collector> Search<'_, '_, '_, C> {
    /// Derives the run from "`digit` in `cell`" if it is not derived yet.
    fn derive_on(&mut self, cell: usize, digit: u8) {
        let slot = &mut self.on_runs[cell * 9 + usize::from(digit - 1)];
        if slot.is_none() {
            *slot = Some(self.propagator.run(Potential::new(cell, digit, true)));
        }
    }

    fn cell(&mut self, cell: usize) {
        let digits = self.hints.grid.digits(cell);
        for digit in digits.iter() {
            self.binary(cell, digit, digits.len());
            if !self.hints.chaining.nishio {
                self.regions(cell, digit);
            }
        }
        let worth = digits.len() == 2 || (self.hints.chaining.multiple && digits.len() > 2);
        if self.hints.chaining.nishio || !worth {
            return;
        }
        let runs = gathered(digits.iter().map(|d| on_run(&self.on_runs, cell, d)));
        let why = || format!("every digit of {} leads to it", cell_name(cell));
        self.hints.reductions(
            runs.as_slice(),
            CELL,
            Some(Cause::NakedSingle),
            why,
            (cell, digits),
        );
    }

    /// SE's `doBinaryChaining`: the digit in the cell, then not in it.
    fn binary(&mut self, cell: usize, digit: u8, count: u32) {
        let on = Potential::new(cell, digit, true);
        self.derive_on(cell, digit);
        let chaining = self.hints.chaining;
        // Static multiple chains use neither contradictions nor the "off" side.
        if !(chaining.dynamic || chaining.nishio) {
            return;
        }
        let on_run = on_run(&self.on_runs, cell, digit);
        let origin = (cell, DigitSet::single(digit));
        if let Some((x, y)) = on_run.contradiction() {
            self.hints.absurd(on_run, on, x, y);
        }
        let off_run = self.propagator.run(on.conjugate());
        if let Some((x, y)) = off_run.contradiction() {
            self.hints.absurd(&off_run, on.conjugate(), x, y);
        }
        if count >= 3 && !chaining.nishio && chaining.dynamic {
            for id in on_run.on().chain(on_run.off()) {
                let target = on_run.potential(id);
                if let Some(other) = off_run.find(target) {
                    let why = || {
                        let (on, off) = (on.notation(), on.conjugate().notation());
                        format!("{on} and {off} both lead to it")
                    };
                    let branches = [(on_run, id), (&off_run, other)];
                    self.hints
                        .offer(target, &branches, DOUBLE, None, why, origin);
                }
            }
        }
        self.propagator.recycle(off_run);
    }

    /// SE's `doRegionChainings`: when `cell` is the first place of `digit` in a house where
    /// the digit has two places (or more, for multiple chains), every place is tried.
    fn regions(&mut self, cell: usize, digit: u8) {
        for &house in &CELL_HOUSES[cell] {
            let places = self.hints.grid.cells_of(digit) & HOUSE_SETS[usize::from(house)];
            let count = places.len();
            let worth = count == 2 || (self.hints.chaining.multiple && count > 2);
            if !worth || places.first() != Some(cell) {
                continue;
            }
            for place in places.iter() {
                self.derive_on(place, digit);
            }
            let runs = gathered(
                places
                    .iter()
                    .map(|place| on_run(&self.on_runs, place, digit)),
            );
            let why = || {
                let house = name(usize::from(house));
                format!("every place of {digit} in {house} leads to it")
            };
            let origin = (cell, DigitSet::single(digit));
            let assumption = Some(Cause::Hidden(house));
            self.hints
                .reductions(runs.as_slice(), REGION, assumption, why, origin);
        }
    }
}

/// The run from "`digit` in `cell`", once derived.
fn on_run(runs: &[Option<Run>], cell: usize, digit: u8) -> &Run {
    runs[cell * 9 + usize::from(digit - 1)]
        .as_ref()
        .expect("derived first")
}

/// At most nine runs, one per digit of a cell or place of a digit in a house, kept on the
/// stack: nested chains ask for them on every cell and house of thousands of grids.
struct Runs<'r> {
    runs: [&'r Run; 9],
    len: usize,
}

impl<'r> Runs<'r> {
    fn as_slice(&self) -> &[&'r Run] {
        &self.runs[..self.len]
    }
}

/// The runs of `runs` (one to nine), in order.
fn gathered<'r>(mut runs: impl Iterator<Item = &'r Run>) -> Runs<'r> {
    let first = runs.next().expect("at least one assumption");
    let mut gathered = Runs {
        runs: [first; 9],
        len: 1,
    };
    for run in runs {
        gathered.runs[gathered.len] = run;
        gathered.len += 1;
    }
    gathered
}

/// The hints found, ranked as they come.
struct Hints<'a, 'b, C: Collector> {
    grid: &'a Candidates,
    chaining: Chaining,
    walker: Walker,
    collector: &'b mut C,
}

impl<C: Collector> Hints<'_, '_, C> {
    /// A contradiction from `assumption`: it is false.
    fn absurd(&mut self, run: &Run, assumption: Potential, on: u32, off: u32) {
        let both = run.potential(on);
        let why = || {
            format!(
                "{} leads to {} and {} at once",
                assumption.notation(),
                both.notation(),
                both.conjugate().notation()
            )
        };
        let origin = (assumption.cell(), DigitSet::single(assumption.digit()));
        let branches = [(run, on), (run, off)];
        self.offer(
            assumption.conjugate(),
            &branches,
            CONTRADICTION,
            None,
            why,
            origin,
        );
    }

    /// The potentials that follow from each of `runs` (assumptions covering every case), in
    /// the order the first run found them: cell or region forcing.
    fn reductions(
        &mut self,
        runs: &[&Run],
        sort_key: u8,
        assumption: Option<Cause>,
        why: impl Fn() -> String,
        origin: (usize, DigitSet),
    ) {
        let (first, rest) = runs.split_first().expect("at least one assumption");
        for id in first.on().chain(first.off()) {
            let target = first.potential(id);
            if rest.iter().all(|run| run.holds(target)) {
                let branches: Vec<(&Run, u32)> = runs
                    .iter()
                    .map(|&run| (run, run.find(target).expect("held")))
                    .collect();
                self.offer(target, &branches, sort_key, assumption, &why, origin);
            }
        }
    }

    /// Offers the hint proving `target`, reached in each of `branches` (a run and its node),
    /// if it removes anything. `assumption` is the rule the assumptions stand for (cell or
    /// region forcing), for the rule parents of the hint as a nested chain.
    fn offer(
        &mut self,
        target: Potential,
        branches: &[(&Run, u32)],
        sort_key: u8,
        assumption: Option<Cause>,
        why: impl FnOnce() -> String,
        (cell, digits): (usize, DigitSet),
    ) {
        let (target_cell, target_digit) = (target.cell(), target.digit());
        let eliminations: Vec<(usize, u8)> = if target.is_on() {
            let others = self.grid.digits(target_cell) & !DigitSet::single(target_digit);
            others.iter().map(|d| (target_cell, d)).collect()
        } else {
            vec![(target_cell, target_digit)]
        };
        if eliminations.is_empty() {
            return;
        }
        let complexity = self.complexity(branches);
        let rank = Rank::new(self.chaining.base_tenths(), complexity, sort_key);
        let technique = self.chaining.name(sort_key);
        let grid = self.grid;
        let hint = || ChainHint {
            technique,
            scope: format!(" (length {complexity})"),
            placement: target.is_on().then_some((target_cell, target_digit)),
            eliminations: eliminations.clone(),
            cells: vec![cell],
            digits,
            reason: format!("{}: {}", target.notation(), why()),
            proof: proof_of(grid, branches),
        };
        let walker = &mut self.walker;
        let nested = |source: &Candidates| {
            let mut parents = Vec::new();
            let mut chains = Vec::new();
            for &(run, id) in branches {
                run.rule_parents(id, assumption, (source, grid), walker, &mut parents);
                chains.push(run.chain(id, walker));
            }
            Nested {
                removed: removed(&eliminations),
                parents,
                identity: fingerprint(chains.iter().map(Vec::as_slice)),
            }
        };
        self.collector.take(rank, hint, nested);
    }

    /// SE's complexity of a hint: the summed ancestor counts of its branches, plus the
    /// complexity of each distinct nested chain they rest on.
    fn complexity(&mut self, branches: &[(&Run, u32)]) -> u32 {
        let mut nested: Vec<NestedRef> = Vec::new();
        let flat: u32 = branches
            .iter()
            .map(|&(run, id)| run.ancestors(id, &mut self.walker, &mut nested))
            .sum();
        flat + nested.iter().map(|chain| chain.complexity).sum::<u32>()
    }
}

/// The proof of a hint reached in each of `branches` (runs started from `grid`): one chain
/// per branch, the nested chains they rest on gathered once.
fn proof_of(grid: &Candidates, branches: &[(&Run, u32)]) -> Proof {
    let mut nested = Vec::new();
    let chains = branches
        .iter()
        .map(|&(run, id)| run.inferences(id, grid, &mut nested))
        .collect();
    Proof { chains, nested }
}
