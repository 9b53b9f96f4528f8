//! Clues outside a row or a column, over its cells from the clue's side: X-sums and
//! skyscrapers.

use super::masks::{Candidates, bits, bounds};
use super::sum_sets::Groups;
use super::totals::{SUM_LIMIT, Sums};

/// An X-sum: the first X cells add up to the clue, X the first cell's value.
pub(super) struct XSum {
    cells: Vec<usize>,
    sum: u32,
    /// For each value `x` of the first cell (index `x - 1`), the cells after it among the
    /// first `x`, as groups of peers (all of them: a row or a column).
    rests: Vec<Groups>,
}

impl XSum {
    /// The X-sum of `cells`, from the clue's side, adding up to `sum`.
    pub(super) fn new(cells: &[usize], sum: u32, peers: &dyn Fn(usize, usize) -> bool) -> XSum {
        let rests = (1..=cells.len())
            .map(|x| Groups::new(&cells[1..x], peers))
            .collect();
        XSum {
            cells: cells.to_vec(),
            sum,
            rests,
        }
    }

    /// The first cell keeps the values `x` whose next `x - 1` cells can make up the rest of
    /// the sum; once it has one value, those cells keep the values that make it up.
    pub(super) fn propagate(&self, position: &mut impl Candidates) -> Option<bool> {
        let first = self.cells[0];
        let mut keep = 0;
        for bit in bits(position.values(first)) {
            let x = bit as u32 + 1;
            if (x as usize) <= self.cells.len() && x <= self.sum && self.reaches(position, x) {
                keep |= 1 << bit;
            }
        }
        let mut changed = position.keep(first, keep)?;
        if keep.count_ones() == 1 {
            let x = keep.trailing_zeros() as usize + 1;
            let rest = self.sum - x as u32;
            changed |= match rest < SUM_LIMIT {
                true => self.rests[x - 1].keep(position, Sums::single(rest))?,
                false => false,
            };
        }
        Some(changed)
    }

    /// Whether the cells after the first, up to the `x`-th, can add up to the sum less `x`.
    fn reaches(&self, position: &impl Candidates, x: u32) -> bool {
        let rest = self.sum - x;
        if rest < SUM_LIMIT {
            return !self.rests[x as usize - 1]
                .totals(position)
                .and(Sums::single(rest))
                .is_empty();
        }
        // Past the sets' reach, the bounds of the cells say it.
        let cells = &self.cells[1..x as usize];
        let (low, high) = cells.iter().fold((0, 0), |(low, high), &cell| {
            let (l, h) = bounds(position.values(cell));
            (low + l, high + h)
        });
        (low..=high).contains(&rest)
    }
}

/// A skyscraper clue: the cells greater than every cell before them, from the clue's side, are
/// as many as the clue.
pub(super) struct Skyscraper {
    cells: Vec<usize>,
    count: u32,
    n: usize,
}

/// The states of the walk along a skyscraper's cells: for each highest value so far (0 to
/// N), the counts of cells seen so far, a bit each.
type States = Vec<u32>;

impl Skyscraper {
    /// The skyscraper clue `count` over `cells`, from the clue's side, on a grid of size `n`.
    pub(super) fn new(cells: &[usize], count: u32, n: usize) -> Skyscraper {
        Skyscraper {
            cells: cells.to_vec(),
            count,
            n,
        }
    }

    /// Each cell keeps the values with which some walk from the clue's side, through values
    /// the cells may hold, sees exactly the clue's count.
    pub(super) fn propagate(&self, position: &mut impl Candidates) -> Option<bool> {
        let (n, len) = (self.n, self.cells.len());
        if self.count as usize > len || self.count == 0 {
            return position.keep(self.cells[0], 0);
        }
        // Forward: the states reached before each cell.
        let mut reached: Vec<States> = Vec::with_capacity(len + 1);
        let mut start = vec![0; n + 1];
        start[0] = 1;
        reached.push(start);
        for &cell in &self.cells {
            let last = reached.last().expect("begun with one");
            let mut next = vec![0; n + 1];
            for bit in bits(position.values(cell)) {
                for (highest, &counts) in last.iter().enumerate() {
                    let (to, seen) = step(highest, bit + 1, counts);
                    next[to] |= seen;
                }
            }
            reached.push(next);
        }
        // Backward: the states from which the cells left end at the count; a value of a cell
        // stays when it leads from a state reached to one of them.
        let mut ending = vec![1u32 << self.count; n + 1];
        let mut changed = false;
        for (i, &cell) in self.cells.iter().enumerate().rev() {
            let (mut keep, mut before) = (0, vec![0; n + 1]);
            for bit in bits(position.values(cell)) {
                for highest in 0..=n {
                    let (to, seen) = step(highest, bit + 1, reached[i][highest]);
                    if seen & ending[to] != 0 {
                        keep |= 1 << bit;
                    }
                    // The counts before the cell from which this value leads to an ending.
                    before[highest] |= match to == highest {
                        true => ending[to],
                        false => ending[to] >> 1,
                    };
                }
            }
            changed |= position.keep(cell, keep)?;
            ending = before;
        }
        Some(changed)
    }
}

/// One step of the walk: from the highest value `highest` with the counts `counts`, a cell
/// holding `value` leads to the new highest value and the counts, one more when it is seen.
fn step(highest: usize, value: usize, counts: u32) -> (usize, u32) {
    match value > highest {
        true => (value, counts << 1),
        false => (highest, counts),
    }
}
