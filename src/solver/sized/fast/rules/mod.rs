//! A variant's rules as propagators over candidate words, run with the house rules to a
//! fixpoint (see the parent module): what peers and houses cannot say.
//!
//! - **Fixed values** (`odd`, `even`) narrow their cells once, before the search.
//! - **Pairs** (`pairs.rs`): every rule between two cells (kropki dots, X and V, the negative
//!   rules between neighbours, whispers, palindromes, minimum and maximum cells, the order along
//!   a thermometer) becomes one table of allowed value pairs per pair of cells, the tables of
//!   several rules on the same pair merged into one: a value stays in a cell only if some value
//!   of the other cell goes with it.
//! - **Sums** (`sums.rs`): a killer cage keeps the values of the combinations of distinct
//!   values that reach its sum and fit its cells' candidates, precomputed per cage; arrows,
//!   little killers and region sum lines are linear equations whose bounds narrow each cell.
//! - **Lines** (`lines.rs`): renban (a window of consecutive values), between lines (inner cells
//!   between the ends), sandwiches (where the 1 and the N can stand).
//!
//! Each propagator returns `Some(changed)`, or `None` on a contradiction, as the house rules do.

mod lines;
mod masks;
mod pairs;
mod sums;

pub(in super::super) use self::masks::Candidates;

use self::lines::{Between, Renban, Sandwich};
use self::pairs::PairTables;
use self::sums::{Cage, Linear};
use crate::shape::Shape;
use crate::variant::{Rule, Variant};

/// The propagators of one variant puzzle (none for a classic one).
#[derive(Default)]
pub(in super::super) struct Rules {
    /// Cells that keep to some values from the start, with those values.
    fixed: Vec<(u16, u32)>,
    pairs: PairTables,
    cages: Vec<Cage>,
    linear: Vec<Linear>,
    renbans: Vec<Renban>,
    betweens: Vec<Between>,
    sandwiches: Vec<Sandwich>,
}

impl Rules {
    /// The propagators of `variant`'s rules on a grid of `shape`, whose cells `a` and `b` hold
    /// different values when `peers(a, b)`.
    pub(in super::super) fn new(
        shape: Shape,
        variant: &Variant,
        peers: &dyn Fn(usize, usize) -> bool,
    ) -> Rules {
        let n = shape.size();
        let mut rules = Rules {
            pairs: PairTables::new(n, variant, peers),
            ..Rules::default()
        };
        let odd: u32 = (0..n).step_by(2).map(|bit| 1 << bit).sum();
        let regions = variant.region_of(shape);
        for rule in &variant.rules {
            match rule {
                Rule::Odd(cells) => rules.fix(cells, odd),
                Rule::Even(cells) => rules.fix(cells, !odd),
                Rule::Cage { cells, sums } if !sums.is_empty() => {
                    rules.cages.push(Cage::new(n, cells, sums));
                }
                Rule::Arrow { circle, shaft } => rules.linear.push(Linear::arrow(circle, shaft)),
                Rule::LittleKiller { cells, sum } => {
                    rules.linear.push(Linear::sum(cells, *sum));
                }
                Rule::RegionSum(cells) => rules.linear.extend(Linear::region_sums(cells, &regions)),
                Rule::Renban(cells) => rules.renbans.push(Renban::new(cells)),
                Rule::Between(cells) => rules.betweens.extend(Between::new(cells)),
                Rule::Sandwich { cells, sum } => {
                    rules.sandwiches.push(Sandwich::new(n, cells, *sum))
                }
                // Groups are peers and houses, pairs are in the pair tables.
                _ => {}
            }
        }
        rules
    }

    /// Narrows `cells` to `values` from the start.
    fn fix(&mut self, cells: &[usize], values: u32) {
        self.fixed
            .extend(cells.iter().map(|&cell| (cell as u16, values)));
    }

    /// The cells that keep to some values from the start, with those values.
    pub(in super::super) fn fixed(&self) -> &[(u16, u32)] {
        &self.fixed
    }

    /// One pass of every propagator. `Some(changed)`, or `None` on a contradiction.
    pub(in super::super) fn propagate(&self, position: &mut impl Candidates) -> Option<bool> {
        let mut changed = self.pairs.propagate(position)?;
        for cage in &self.cages {
            changed |= cage.propagate(position)?;
        }
        for linear in &self.linear {
            changed |= linear.propagate(position)?;
        }
        for renban in &self.renbans {
            changed |= renban.propagate(position)?;
        }
        for between in &self.betweens {
            changed |= between.propagate(position)?;
        }
        for sandwich in &self.sandwiches {
            changed |= sandwich.propagate(position)?;
        }
        Some(changed)
    }
}
