//! Sum lines over candidate words: each cell keeps the values some splitting of the line into
//! segments of its sum puts there (the walk is the rule's own, `variant::sum_line_support_in`).

use std::sync::{Mutex, PoisonError};

use super::masks::Candidates;
use crate::variant::{PartialSums, sum_line_support_in};

/// A sum line's cells, sum, and whether it is a loop.
pub(super) struct SumLine {
    cells: Vec<usize>,
    sum: u32,
    looped: bool,
    /// The candidates the last walk left on the line: the walk keeps every value of its own
    /// output (each lies on a splitting whose values it keeps too), so a line found as the
    /// last walk left it needs no walk.
    left: Mutex<Vec<u32>>,
}

impl SumLine {
    /// The sum line of `cells` whose segments add up to `sum`, a loop when `looped`.
    pub(super) fn new(cells: &[usize], sum: u32, looped: bool) -> SumLine {
        SumLine {
            cells: cells.to_vec(),
            sum,
            looped,
            left: Mutex::new(Vec::new()),
        }
    }

    /// Each cell keeps the values of some splitting. `Some(changed)`, or `None` when there is
    /// none.
    pub(super) fn propagate(&self, position: &mut impl Candidates) -> Option<bool> {
        // The walk runs at every pass in which a cell of the line changed: lines of up to
        // `ROOM` cells walk in buffers on the stack, not allocated each time, and sums up to
        // 63 in 64-bit words.
        const ROOM: usize = 64;
        let len = self.cells.len();
        if len > ROOM {
            let (masks, support) = (&mut vec![0; len], &mut vec![0; len]);
            return self.walk(position, masks, &mut vec![0u128; len + 1], support);
        }
        let (mut masks, mut support) = ([0; ROOM], [0; ROOM]);
        let (masks, support) = (&mut masks[..len], &mut support[..len]);
        if self.sum < 64 {
            self.walk(position, masks, &mut [0u64; ROOM + 1], support)
        } else {
            self.walk(position, masks, &mut [0u128; ROOM + 1], support)
        }
    }

    /// [`SumLine::propagate`] in the buffers given, as long as the line (`reached` at least
    /// one longer).
    fn walk<W: PartialSums>(
        &self,
        position: &mut impl Candidates,
        masks: &mut [u32],
        reached: &mut [W],
        support: &mut [u32],
    ) -> Option<bool> {
        for (mask, &cell) in masks.iter_mut().zip(&self.cells) {
            *mask = position.values(cell);
        }
        let mut left = self.left.lock().unwrap_or_else(PoisonError::into_inner);
        if *left == masks {
            return Some(false);
        }
        if !sum_line_support_in(masks, self.sum, self.looped, reached, support) {
            return position.keep(self.cells[0], 0);
        }
        // A cell keeps its support, which lies within its candidates, and nothing else of the
        // line changes with it: the cells left are the support, and only those it narrows are
        // told.
        let mut changed = false;
        for ((&cell, &kept), &mask) in self.cells.iter().zip(support.iter()).zip(masks.iter()) {
            if kept != mask {
                changed |= position.keep(cell, kept)?;
            }
        }
        left.clear();
        left.extend_from_slice(support);
        Some(changed)
    }
}
