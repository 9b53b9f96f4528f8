//! Quadruples: the values listed stand among the cells, each at least as often as listed.

use super::masks::Candidates;

/// A quadruple's cells and the values they must hold.
pub(super) struct Quadruple {
    cells: Vec<usize>,
    /// Each value listed (a bit from 0) with how many times it is listed.
    needs: Vec<(usize, usize)>,
}

impl Quadruple {
    /// The quadruple of `values` (from 1) over `cells`.
    pub(super) fn new(cells: &[usize], values: &[u8]) -> Quadruple {
        let mut needs: Vec<(usize, usize)> = Vec::new();
        for bit in values.iter().map(|&value| usize::from(value) - 1) {
            match needs.iter_mut().find(|(listed, _)| *listed == bit) {
                Some((_, count)) => *count += 1,
                None => needs.push((bit, 1)),
            }
        }
        Quadruple {
            cells: cells.to_vec(),
            needs,
        }
    }

    /// A value that no more cells can hold than it needs is placed in each of them; values
    /// needed in every cell leave the cells nothing else. `Some(changed)`, or `None` when the
    /// cells cannot hold what is needed.
    pub(super) fn propagate(&self, position: &mut impl Candidates) -> Option<bool> {
        let needed: usize = self.needs.iter().map(|&(_, count)| count).sum();
        if needed > self.cells.len() {
            return position.keep(self.cells[0], 0);
        }
        let mut changed = false;
        for &(bit, count) in &self.needs {
            let value = 1 << bit;
            let holders: Vec<usize> = (self.cells.iter().copied())
                .filter(|&cell| position.values(cell) & value != 0)
                .collect();
            if holders.len() < count {
                return position.keep(self.cells[0], 0);
            }
            if holders.len() == count {
                for cell in holders {
                    changed |= position.keep(cell, value)?;
                }
            }
        }
        if needed == self.cells.len() {
            let listed = self.needs.iter().fold(0, |mask, &(bit, _)| mask | 1 << bit);
            for &cell in &self.cells {
                changed |= position.keep(cell, listed)?;
            }
        }
        Some(changed)
    }
}
