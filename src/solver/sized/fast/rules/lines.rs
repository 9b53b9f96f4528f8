//! Lines whose rule is neither a sum nor a pair table: renban, between lines, sandwiches.

use super::masks::{Candidates, bounds, range};
use super::required::Required;

/// A renban line: distinct values (its cells are peers) that make a run of consecutive ones.
pub(super) struct Renban {
    cells: Vec<usize>,
    /// What the values every fitting run holds demand.
    required: Required,
}

impl Renban {
    pub(super) fn new(
        cells: &[usize],
        cell_count: usize,
        peers: &dyn Fn(usize, usize) -> bool,
    ) -> Renban {
        Renban {
            cells: cells.to_vec(),
            required: Required::new(cells, cell_count, peers),
        }
    }

    /// Each cell keeps the values of the runs that every cell can take part in and that the
    /// cells' candidates cover.
    pub(super) fn propagate(&self, position: &mut impl Candidates) -> Option<bool> {
        let length = self.cells.len() as u32;
        let union = self.cells.iter().fold(0, |or, &c| or | position.values(c));
        let window = if length >= 32 {
            u32::MAX
        } else {
            (1 << length) - 1
        };
        let (mut allowed, mut required) = (0, u32::MAX);
        for start in 0..32u32.saturating_sub(length) + 1 {
            let run = window << start;
            let fits =
                run & !union == 0 && self.cells.iter().all(|&c| position.values(c) & run != 0);
            if fits {
                allowed |= run;
                required &= run;
            }
        }
        let mut changed = false;
        for &cell in &self.cells {
            changed |= position.keep(cell, allowed)?;
        }
        if allowed != 0 && self.cells.len() <= 32 {
            changed |= self.required.enforce(position, required)?;
        }
        Some(changed)
    }
}

/// A between line: the inner cells' values lie strictly between those of the two ends.
pub(super) struct Between {
    ends: [usize; 2],
    inner: Vec<usize>,
}

impl Between {
    /// The line of `cells`, if it has inner cells (a line of two cells binds nothing).
    pub(super) fn new(cells: &[usize]) -> Option<Between> {
        (cells.len() > 2).then(|| Between {
            ends: [cells[0], cells[cells.len() - 1]],
            inner: cells[1..cells.len() - 1].to_vec(),
        })
    }

    /// The inner cells keep the values between the least and the greatest the ends can
    /// hold; an end keeps the values below every inner cell's greatest, or above every inner
    /// cell's least.
    pub(super) fn propagate(&self, position: &mut impl Candidates) -> Option<bool> {
        let [a, b] = self.ends.map(|end| bounds_of(position, end));
        let (low, high) = (a?.0.min(b?.0), a?.1.max(b?.1));
        let mut changed = false;
        let inside = range(i64::from(low) + 1, i64::from(high) - 1, 32);
        for &cell in &self.inner {
            changed |= position.keep(cell, inside)?;
        }
        let (mut lowest_high, mut highest_low) = (u32::MAX, 0);
        for &cell in &self.inner {
            let (low, high) = bounds_of(position, cell)?;
            lowest_high = lowest_high.min(high);
            highest_low = highest_low.max(low);
        }
        let ends = range(1, i64::from(lowest_high) - 1, 32) | !range(1, i64::from(highest_low), 32);
        for end in self.ends {
            changed |= position.keep(end, ends)?;
        }
        Some(changed)
    }
}

/// The least and greatest value `cell` can hold; `None` (a contradiction) when none.
fn bounds_of(position: &mut impl Candidates, cell: usize) -> Option<(u32, u32)> {
    match position.values(cell) {
        0 => position.keep(cell, 0).map(|_| (0, 0)),
        values => Some(bounds(values)),
    }
}

/// A sandwich: in a row or a column, the values strictly between the 1 and the N add up to
/// `sum`. The line holds every value once, so a placement of its 1 and its N, and a set of
/// values between them that adds up to the sum, decide which values every cell can hold: the
/// set's between the crusts, the rest outside.
pub(super) struct Sandwich {
    cells: Vec<usize>,
    /// For each count of cells between the crusts, the sets of that many values from 2 to
    /// N − 1 (as masks) that add up to the sum.
    fillings: Vec<Vec<u32>>,
}

impl Sandwich {
    /// The sandwich of the line `cells` (N of them) with `sum`.
    pub(super) fn new(n: usize, cells: &[usize], sum: u32) -> Sandwich {
        let middle = Sandwich::middle(n);
        let mut fillings = vec![Vec::new(); n - 1];
        let mut set = middle;
        loop {
            let total: u32 = (0..n as u32)
                .filter(|bit| set >> bit & 1 != 0)
                .map(|bit| bit + 1)
                .sum();
            if total == sum {
                fillings[set.count_ones() as usize].push(set);
            }
            if set == 0 {
                break;
            }
            set = (set - 1) & middle;
        }
        Sandwich {
            cells: cells.to_vec(),
            fillings,
        }
    }

    /// The values from 2 to N − 1: neither crust.
    fn middle(n: usize) -> u32 {
        ((1 << n) - 1) & !1 & !(1 << (n - 1))
    }

    /// Each cell keeps the values some placement of the crusts and some filling give it.
    pub(super) fn propagate(&self, position: &mut impl Candidates) -> Option<bool> {
        let n = self.cells.len();
        let (one, top, middle) = (1u32, 1u32 << (n - 1), Sandwich::middle(n));
        let values: Vec<u32> = self.cells.iter().map(|&c| position.values(c)).collect();
        let mut allowed = vec![0u32; n];
        for i in (0..n).filter(|&i| values[i] & one != 0) {
            for j in (0..n).filter(|&j| j != i && values[j] & top != 0) {
                let (from, to) = (i.min(j), i.max(j));
                for &filling in &self.fillings[to - from - 1] {
                    let rest = middle & !filling;
                    let fits = (0..n).all(|k| {
                        let wanted = match k {
                            _ if k == i => one,
                            _ if k == j => top,
                            _ if k > from && k < to => filling,
                            _ => rest,
                        };
                        values[k] & wanted != 0
                    });
                    if fits {
                        allowed[i] |= one;
                        allowed[j] |= top;
                        for (k, mask) in allowed.iter_mut().enumerate() {
                            if k != i && k != j {
                                *mask |= if k > from && k < to { filling } else { rest };
                            }
                        }
                    }
                }
            }
        }
        let mut changed = false;
        for (&cell, &keep) in self.cells.iter().zip(&allowed) {
            changed |= position.keep(cell, keep)?;
        }
        Some(changed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sandwich_lists_the_fillings_of_its_sum() {
        let line: Vec<usize> = (0..9).collect();
        let empty = Sandwich::new(9, &line, 0);
        assert_eq!(empty.fillings[0], [0]);
        assert!(empty.fillings[1].is_empty());
        // 35 is 2 + … + 8, all seven values between the crusts.
        let full = Sandwich::new(9, &line, 35);
        assert_eq!(full.fillings[7], [0b0_1111_1110]);
        // 5 = 2 + 3 or 5 alone.
        let five = Sandwich::new(9, &line, 5);
        assert_eq!((five.fillings[1].len(), five.fillings[2].len()), (1, 1));
    }
}
