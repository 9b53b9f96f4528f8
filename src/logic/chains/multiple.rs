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

use crate::bitset::DigitSet;

use super::super::candidates::Candidates;
use super::super::houses::{CELL_HOUSES, HOUSE_SETS, name};
use super::super::step::cell_name;
use super::Chaining;
use super::hint::{Best, ChainHint, Rank};
use super::potential::{Potential, PotentialSet};
use super::propagation::{Propagator, Rules, Run};

/// Sort keys SE gives each kind of hint: ties in difficulty and length go to the lowest.
const DOUBLE: u8 = 1;
const CELL: u8 = 5;
const REGION: u8 = 6;
const CONTRADICTION: u8 = 7;

/// The best hint of the multiple-chain family `chaining` on `grid`.
pub fn multiple_chains(grid: &Candidates, chaining: Chaining, best: &mut Best) {
    let rules = Rules {
        dynamic: chaining.dynamic,
        nishio: chaining.nishio,
        level: chaining.level,
    };
    let mut search = Search {
        grid,
        chaining,
        propagator: Propagator::new(grid, rules),
        seen: PotentialSet::new(),
        best,
    };
    for cell in grid.empty_cells().iter() {
        let count = grid.digits(cell).len();
        if count > 2 || (count > 1 && chaining.dynamic) {
            search.cell(cell);
        }
    }
}

struct Search<'a, 'b> {
    grid: &'a Candidates,
    chaining: Chaining,
    propagator: Propagator<'a>,
    seen: PotentialSet,
    best: &'b mut Best,
}

impl Search<'_, '_> {
    fn cell(&mut self, cell: usize) {
        let digits = self.grid.digits(cell);
        let mut runs: Vec<Run> = Vec::with_capacity(digits.len() as usize);
        for digit in digits.iter() {
            let on = self.binary(cell, digit, digits.len());
            if !self.chaining.nishio {
                self.regions(cell, digit, &on);
            }
            runs.push(on);
        }
        let worth = digits.len() == 2 || (self.chaining.multiple && digits.len() > 2);
        if !self.chaining.nishio && worth {
            let (first, rest) = runs.split_first().expect("a cell with candidates");
            for target in first.on().chain(first.off()).map(|id| first.potential(id)) {
                if rest.iter().all(|run| run.holds(target)) {
                    let complexity = self.complexity(runs.iter(), target);
                    let why = || format!("every digit of {} leads to it", cell_name(cell));
                    self.offer(target, complexity, CELL, why, cell, digits);
                }
            }
        }
        for run in runs {
            self.propagator.recycle(run);
        }
    }

    /// SE's `doBinaryChaining`: the digit in the cell, then not in it. Returns the "on" run.
    fn binary(&mut self, cell: usize, digit: u8, count: u32) -> Run {
        let on = Potential::new(cell, digit, true);
        let on_run = self.propagator.run(on);
        let contradictions = self.chaining.dynamic || self.chaining.nishio;
        if contradictions {
            if let Some((x, y)) = on_run.contradiction() {
                self.absurd(&on_run, on, x, y);
            }
        }
        let off_run = self.propagator.run(on.conjugate());
        if contradictions {
            if let Some((x, y)) = off_run.contradiction() {
                self.absurd(&off_run, on.conjugate(), x, y);
            }
        }
        if count >= 3 && !self.chaining.nishio && self.chaining.dynamic {
            for id in on_run.on().chain(on_run.off()) {
                let target = on_run.potential(id);
                if let Some(other) = off_run.find(target) {
                    let complexity = on_run.ancestors(id, &mut self.seen)
                        + off_run.ancestors(other, &mut self.seen);
                    let why = || {
                        format!(
                            "{} and {} both lead to it",
                            on.notation(),
                            on.conjugate().notation()
                        )
                    };
                    self.offer(
                        target,
                        complexity,
                        DOUBLE,
                        why,
                        cell,
                        DigitSet::single(digit),
                    );
                }
            }
        }
        self.propagator.recycle(off_run);
        on_run
    }

    /// A contradiction from `assumption`: it is false.
    fn absurd(&mut self, run: &Run, assumption: Potential, on: u32, off: u32) {
        let complexity = run.ancestors(on, &mut self.seen) + run.ancestors(off, &mut self.seen);
        let both = run.potential(on);
        let why = || {
            format!(
                "{} leads to {} and {} at once",
                assumption.notation(),
                both.notation(),
                both.conjugate().notation()
            )
        };
        let (cell, digit) = (assumption.cell(), DigitSet::single(assumption.digit()));
        self.offer(
            assumption.conjugate(),
            complexity,
            CONTRADICTION,
            why,
            cell,
            digit,
        );
    }

    /// SE's `doRegionChainings`: when `cell` is the first place of `digit` in a house where
    /// the digit has two places (or more, for multiple chains), every place is tried.
    fn regions(&mut self, cell: usize, digit: u8, on_run: &Run) {
        for &house in &CELL_HOUSES[cell] {
            let house = usize::from(house);
            let places = self.grid.cells_of(digit) & HOUSE_SETS[house];
            let count = places.len();
            if !(count == 2 || (self.chaining.multiple && count > 2))
                || places.first() != Some(cell)
            {
                continue;
            }
            let others: Vec<Run> = places
                .iter()
                .skip(1)
                .map(|other| self.propagator.run(Potential::new(other, digit, true)))
                .collect();
            for target in on_run
                .on()
                .chain(on_run.off())
                .map(|id| on_run.potential(id))
            {
                if others.iter().all(|run| run.holds(target)) {
                    let complexity =
                        self.complexity(std::iter::once(on_run).chain(&others), target);
                    let why = || format!("every place of {digit} in {} leads to it", name(house));
                    self.offer(
                        target,
                        complexity,
                        REGION,
                        why,
                        cell,
                        DigitSet::single(digit),
                    );
                }
            }
            for run in others {
                self.propagator.recycle(run);
            }
        }
    }

    /// The summed lengths of the chains to `target` in each of `runs` (which all hold it).
    fn complexity<'r>(&mut self, runs: impl Iterator<Item = &'r Run>, target: Potential) -> u32 {
        runs.map(|run| {
            run.find(target)
                .map_or(0, |id| run.ancestors(id, &mut self.seen))
        })
        .sum()
    }

    /// Offers the hint proving `target`, if it removes anything.
    fn offer(
        &mut self,
        target: Potential,
        complexity: u32,
        sort_key: u8,
        why: impl FnOnce() -> String,
        cell: usize,
        digits: DigitSet,
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
        let rank = Rank::new(self.chaining.base_tenths(), complexity, sort_key);
        let technique = self.chaining.name(sort_key);
        self.best.offer(rank, || ChainHint {
            technique,
            scope: format!(" (length {complexity})"),
            placement: target.is_on().then_some((target_cell, target_digit)),
            eliminations,
            cells: vec![cell],
            digits,
            reason: format!("{}: {}", target.notation(), why()),
        });
    }
}
