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
        hints: Hints {
            grid,
            chaining,
            seen: PotentialSet::new(),
            best,
        },
        propagator: Propagator::new(grid, rules),
        on_runs: (0..81 * 9).map(|_| None).collect(),
    };
    for cell in grid.empty_cells().iter() {
        let count = grid.digits(cell).len();
        if count > 2 || (count > 1 && chaining.dynamic) {
            search.cell(cell);
        }
    }
}

/// The search over one grid: the runs from each "digit in cell" assumption are kept, since
/// region forcing asks for them again (SE derives them anew each time, with the same result).
struct Search<'a, 'b> {
    hints: Hints<'a, 'b>,
    propagator: Propagator<'a>,
    on_runs: Vec<Option<Run>>,
}

impl Search<'_, '_> {
    /// The run from "`digit` in `cell`", derived once.
    fn on_run(&mut self, cell: usize, digit: u8) -> &Run {
        let slot = &mut self.on_runs[cell * 9 + usize::from(digit - 1)];
        slot.get_or_insert_with(|| self.propagator.run(Potential::new(cell, digit, true)))
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
        let runs: Vec<&Run> = digits
            .iter()
            .filter_map(|d| self.on_runs[cell * 9 + usize::from(d - 1)].as_ref())
            .collect();
        let (first, rest) = runs.split_first().expect("a cell with candidates");
        for target in first.on().chain(first.off()).map(|id| first.potential(id)) {
            if rest.iter().all(|run| run.holds(target)) {
                let complexity = self.hints.complexity(runs.iter().copied(), target);
                let why = || format!("every digit of {} leads to it", cell_name(cell));
                self.hints
                    .offer(target, complexity, CELL, why, cell, digits);
            }
        }
    }

    /// SE's `doBinaryChaining`: the digit in the cell, then not in it.
    fn binary(&mut self, cell: usize, digit: u8, count: u32) {
        let on = Potential::new(cell, digit, true);
        self.on_run(cell, digit);
        let chaining = self.hints.chaining;
        let on_run = self.on_runs[cell * 9 + usize::from(digit - 1)]
            .as_ref()
            .expect("derived");
        // Static multiple chains use neither contradictions nor the "off" side.
        if !(chaining.dynamic || chaining.nishio) {
            return;
        }
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
                    let seen = &mut self.hints.seen;
                    let complexity = on_run.ancestors(id, seen) + off_run.ancestors(other, seen);
                    let why = || {
                        let (on, off) = (on.notation(), on.conjugate().notation());
                        format!("{on} and {off} both lead to it")
                    };
                    let digits = DigitSet::single(digit);
                    self.hints
                        .offer(target, complexity, DOUBLE, why, cell, digits);
                }
            }
        }
        self.propagator.recycle(off_run);
    }

    /// SE's `doRegionChainings`: when `cell` is the first place of `digit` in a house where
    /// the digit has two places (or more, for multiple chains), every place is tried.
    fn regions(&mut self, cell: usize, digit: u8) {
        for &house in &CELL_HOUSES[cell] {
            let house = usize::from(house);
            let places = self.hints.grid.cells_of(digit) & HOUSE_SETS[house];
            let count = places.len();
            let worth = count == 2 || (self.hints.chaining.multiple && count > 2);
            if !worth || places.first() != Some(cell) {
                continue;
            }
            for place in places.iter() {
                self.on_run(place, digit);
            }
            let runs: Vec<&Run> = places
                .iter()
                .filter_map(|place| self.on_runs[place * 9 + usize::from(digit - 1)].as_ref())
                .collect();
            let (first, rest) = runs.split_first().expect("the cell is a place");
            for target in first.on().chain(first.off()).map(|id| first.potential(id)) {
                if rest.iter().all(|run| run.holds(target)) {
                    let complexity = self.hints.complexity(runs.iter().copied(), target);
                    let why = || format!("every place of {digit} in {} leads to it", name(house));
                    let digits = DigitSet::single(digit);
                    self.hints
                        .offer(target, complexity, REGION, why, cell, digits);
                }
            }
        }
    }
}

/// The hints found, ranked as they come.
struct Hints<'a, 'b> {
    grid: &'a Candidates,
    chaining: Chaining,
    seen: PotentialSet,
    best: &'b mut Best,
}

impl Hints<'_, '_> {
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
