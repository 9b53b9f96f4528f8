//! Lines whose rule is neither a sum nor a pair table: renban, between lines, sandwiches.

use super::masks::{Candidates, bounds, range};

/// A renban line: distinct values (its cells are peers) that make a run of consecutive ones.
pub(super) struct Renban {
    cells: Vec<usize>,
}

impl Renban {
    pub(super) fn new(cells: &[usize]) -> Renban {
        Renban {
            cells: cells.to_vec(),
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
        let mut allowed = 0;
        for start in 0..32u32.saturating_sub(length) + 1 {
            let run = window << start;
            let fits =
                run & !union == 0 && self.cells.iter().all(|&c| position.values(c) & run != 0);
            if fits {
                allowed |= run;
            }
        }
        let mut changed = false;
        for &cell in &self.cells {
            changed |= position.keep(cell, allowed)?;
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
/// `sum`.
pub(super) struct Sandwich {
    cells: Vec<usize>,
    sum: u32,
    /// For each count of cells between the crusts, the least and greatest sum of that many
    /// distinct values from 2 to N − 1.
    reach: Vec<(u32, u32)>,
}

impl Sandwich {
    /// The sandwich of the line `cells` (N of them) with `sum`.
    pub(super) fn new(n: usize, cells: &[usize], sum: u32) -> Sandwich {
        let fillings: Vec<u32> = (2..n as u32).collect();
        let reach = (0..=fillings.len())
            .map(|count| {
                let least = fillings[..count].iter().sum();
                let most = fillings[fillings.len() - count..].iter().sum();
                (least, most)
            })
            .collect();
        Sandwich {
            cells: cells.to_vec(),
            sum,
            reach,
        }
    }

    /// The 1 and the N keep the places from which some placement of the other reaches the
    /// sum with the cells between them.
    pub(super) fn propagate(&self, position: &mut impl Candidates) -> Option<bool> {
        let n = self.cells.len();
        let (one, top) = (1u32, 1u32 << (n - 1));
        let places = |bit: u32| -> Vec<usize> {
            (0..n)
                .filter(|&i| position.values(self.cells[i]) & bit != 0)
                .collect()
        };
        let (can_one, can_top) = (places(one), places(top));
        let (mut ones, mut tops) = (0u64, 0u64);
        for &i in &can_one {
            for &j in can_top.iter().filter(|&&j| j != i) {
                if self.reaches(position, i.min(j), i.max(j)) {
                    ones |= 1 << i;
                    tops |= 1 << j;
                }
            }
        }
        let mut changed = false;
        for (i, &cell) in self.cells.iter().enumerate() {
            let mut strike = 0;
            if ones >> i & 1 == 0 {
                strike |= one;
            }
            if tops >> i & 1 == 0 {
                strike |= top;
            }
            changed |= position.keep(cell, !strike)?;
        }
        Some(changed)
    }

    /// Whether the cells strictly between places `from` and `to` can add up to the sum, as
    /// far as the count of cells and their candidates tell.
    fn reaches(&self, position: &impl Candidates, from: usize, to: usize) -> bool {
        let between = &self.cells[from + 1..to];
        let (mut least, mut most) = self.reach[between.len()];
        let crusts = 1 | 1 << (self.cells.len() - 1);
        let (mut low, mut high) = (0, 0);
        for &cell in between {
            let values = position.values(cell) & !crusts;
            if values == 0 {
                return false;
            }
            let (l, h) = bounds(values);
            low += l;
            high += h;
        }
        least = least.max(low);
        most = most.min(high);
        (least..=most).contains(&self.sum)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sandwich_knows_the_sums_each_filling_reaches() {
        let sandwich = Sandwich::new(9, &(0..9).collect::<Vec<_>>(), 0);
        assert_eq!(sandwich.reach[0], (0, 0));
        assert_eq!(sandwich.reach[1], (2, 8));
        assert_eq!(sandwich.reach[7], (35, 35));
    }
}
