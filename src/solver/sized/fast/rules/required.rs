//! Values a group of distinct cells must hold (every combination of a cage that fits holds
//! them, every run of a renban): one left in a single cell is placed there, and a cell outside
//! the group that sees every cell that can hold it loses it, as a box's value seen by a whole
//! line leaves the rest of that line.

use super::masks::{Candidates, bits};

/// The cells a group of distinct cells must put some values in, and the cells outside it that
/// see two or more of them.
pub(super) struct Required {
    cells: Vec<usize>,
    /// Each cell outside the group that sees two of its cells or more.
    watchers: Vec<usize>,
    /// For each cell of the group, the watchers that see it: a bit each (bit `w` for
    /// `watchers[w]`), in `words` words a cell.
    seen_by: Vec<u64>,
    words: usize,
}

impl Required {
    /// The group of `cells` (at most 32), on a grid of `cell_count` cells whose cells `a` and
    /// `b` differ when `peers(a, b)`.
    pub(super) fn new(
        cells: &[usize],
        cell_count: usize,
        peers: &dyn Fn(usize, usize) -> bool,
    ) -> Required {
        let cells = &cells[..cells.len().min(32)];
        let watchers: Vec<usize> = (0..cell_count)
            .filter(|cell| !cells.contains(cell))
            .filter(|&other| cells.iter().filter(|&&cell| peers(cell, other)).count() >= 2)
            .collect();
        let words = watchers.len().div_ceil(64);
        let mut seen_by = vec![0; cells.len() * words];
        for (i, &cell) in cells.iter().enumerate() {
            for (w, &watcher) in watchers.iter().enumerate() {
                if peers(cell, watcher) {
                    seen_by[i * words + w / 64] |= 1 << (w % 64);
                }
            }
        }
        Required {
            cells: cells.to_vec(),
            watchers,
            seen_by,
            words,
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
                _ => changed |= self.strike_seeing(position, holders, value)?,
            }
        }
        Some(changed)
    }

    /// Takes `value` from the watchers that see every cell of `holders` (bit `i` for
    /// `cells[i]`): the watchers' bits of the holders, and-ed word by word, rather than every
    /// watcher tested against the holders (this runs at each pass of every cage).
    fn strike_seeing(
        &self,
        position: &mut impl Candidates,
        holders: u32,
        value: u32,
    ) -> Option<bool> {
        let mut changed = false;
        for word in 0..self.words {
            let mut seeing = bits(holders).fold(u64::MAX, |seeing, i| {
                seeing & self.seen_by[i * self.words + word]
            });
            while seeing != 0 {
                let watcher = self.watchers[word * 64 + seeing.trailing_zeros() as usize];
                seeing &= seeing - 1;
                changed |= position.keep(watcher, !value)?;
            }
        }
        Some(changed)
    }
}
