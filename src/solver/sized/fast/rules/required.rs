//! Values a group of distinct cells must hold (every combination of a cage that fits holds
//! them, every run of a renban): one left in a single cell is placed there, and a cell outside
//! the group that sees every cell that can hold it loses it, as a box's value seen by a whole
//! line leaves the rest of that line.

use super::masks::{Candidates, bits};

/// The cells a group of distinct cells must put some values in, and the cells outside it that
/// see two or more of them.
pub(super) struct Required {
    cells: Vec<usize>,
    /// Each cell outside the group that sees two of its cells or more, with those cells as
    /// bits (bit `i` for `cells[i]`).
    watchers: Vec<(usize, u32)>,
}

impl Required {
    /// The group of `cells` (at most 32), on a grid of `cell_count` cells whose cells `a` and
    /// `b` differ when `peers(a, b)`.
    pub(super) fn new(
        cells: &[usize],
        cell_count: usize,
        peers: &dyn Fn(usize, usize) -> bool,
    ) -> Required {
        let watchers = (0..cell_count)
            .filter(|cell| !cells.contains(cell))
            .filter_map(|other| {
                let seen = cells
                    .iter()
                    .enumerate()
                    .take(32)
                    .filter(|&(_, &cell)| peers(cell, other))
                    .fold(0u32, |mask, (i, _)| mask | 1 << i);
                (seen.count_ones() >= 2).then_some((other, seen))
            })
            .collect();
        Required {
            cells: cells.to_vec(),
            watchers,
        }
    }

    /// Places each value of `required` left in one cell of the group, and takes it from the
    /// cells outside that see all the cells that can hold it. `Some(changed)`, or `None` on a
    /// contradiction (a required value no cell can hold).
    pub(super) fn enforce(&self, position: &mut impl Candidates, required: u32) -> Option<bool> {
        let mut changed = false;
        for bit in bits(required) {
            let value = 1 << bit;
            let holders = self
                .cells
                .iter()
                .enumerate()
                .filter(|&(_, &cell)| position.values(cell) & value != 0)
                .fold(0u32, |mask, (i, _)| mask | 1 << i);
            match holders.count_ones() {
                0 => return position.keep(self.cells[0], 0),
                1 => {
                    let only = self.cells[holders.trailing_zeros() as usize];
                    changed |= position.keep(only, value)?;
                }
                _ => {
                    for &(other, seen) in &self.watchers {
                        if seen & holders == holders {
                            changed |= position.keep(other, !value)?;
                        }
                    }
                }
            }
        }
        Some(changed)
    }
}
