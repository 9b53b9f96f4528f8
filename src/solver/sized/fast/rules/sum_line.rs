//! Sum lines over candidate words: each cell keeps the values some splitting of the line into
//! segments of its sum puts there (the walk is the rule's own, `variant::sum_line_support`).

use super::masks::Candidates;
use crate::variant::sum_line_support;

/// A sum line's cells, sum, and whether it is a loop.
pub(super) struct SumLine {
    cells: Vec<usize>,
    sum: u32,
    looped: bool,
}

impl SumLine {
    /// The sum line of `cells` whose segments add up to `sum`, a loop when `looped`.
    pub(super) fn new(cells: &[usize], sum: u32, looped: bool) -> SumLine {
        SumLine {
            cells: cells.to_vec(),
            sum,
            looped,
        }
    }

    /// Each cell keeps the values of some splitting. `Some(changed)`, or `None` when there is
    /// none.
    pub(super) fn propagate(&self, position: &mut impl Candidates) -> Option<bool> {
        let masks: Vec<u32> = self.cells.iter().map(|&c| position.values(c)).collect();
        let Some(support) = sum_line_support(&masks, self.sum, self.looped) else {
            return position.keep(self.cells[0], 0);
        };
        let mut changed = false;
        for (&cell, kept) in self.cells.iter().zip(support) {
            changed |= position.keep(cell, kept)?;
        }
        Some(changed)
    }
}
