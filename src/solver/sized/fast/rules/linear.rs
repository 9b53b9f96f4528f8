//! Sums too large for sets of totals (`sum_sets.rs`), and sums with negative or larger
//! weights (outies less innies, an arrow's circle read as a number), as linear equations
//! narrowed by bounds.

use super::masks::{Candidates, bounds, range};

/// A linear equation over cells' values: the sum of `weight · value` over the terms is
/// `total`.
pub(super) struct Linear {
    terms: Vec<(usize, i64)>,
    total: i64,
}

impl Linear {
    /// The cells' values add up to `total`, each counted `weight` times.
    fn weighted(cells: &[usize], weight: i64, total: i64) -> Linear {
        Linear {
            terms: cells.iter().map(|&cell| (cell, weight)).collect(),
            total,
        }
    }

    /// The values of `cells` add up to `sum`.
    pub(super) fn sum(cells: &[usize], sum: u32) -> Linear {
        Linear::weighted(cells, 1, i64::from(sum))
    }

    /// The values of `plus` less those of `minus` add up to `total`.
    pub(super) fn difference(plus: &[usize], minus: &[usize], total: i64) -> Linear {
        let mut equation = Linear::weighted(plus, 1, total);
        equation.terms.extend(minus.iter().map(|&cell| (cell, -1)));
        equation
    }

    /// An arrow: the shaft's values add up to the number the circle's cells read.
    pub(super) fn arrow(circle: &[usize], shaft: &[usize]) -> Linear {
        let mut equation = Linear::weighted(shaft, 1, 0);
        let digits = circle.len() as u32;
        for (i, &cell) in circle.iter().enumerate() {
            equation
                .terms
                .push((cell, -10i64.pow(digits - 1 - i as u32)));
        }
        equation
    }

    /// Parts that add up to the same sum: one equation for each two that follow each other.
    pub(super) fn equal(parts: &[Vec<usize>]) -> Vec<Linear> {
        parts
            .windows(2)
            .map(|pair| Linear::difference(&pair[0], &pair[1], 0))
            .collect()
    }

    /// Each cell keeps the values that leave the total within reach of the others' bounds.
    pub(super) fn propagate(&self, position: &mut impl Candidates) -> Option<bool> {
        let reach = match Reach::of(position, self.terms.iter().copied()) {
            Ok(reach) => reach,
            Err(empty) => return position.keep(empty, 0),
        };
        let (low, high) = (reach.low, reach.high);
        if self.total < low || self.total > high {
            return position.keep(self.terms[0].0, 0);
        }
        // Nothing to narrow: the common case, so it is worth the check.
        if reach.leaves_room(self.total) {
            return Some(false);
        }
        let mut changed = false;
        for &(cell, weight) in &self.terms {
            let (l, h) = term(position, (cell, weight));
            // weight · value must lie within [total − (high − h), total − (low − l)].
            let (from, to) = (self.total - (high - h), self.total - (low - l));
            let (least, most) = if weight > 0 {
                (ceil_div(from, weight), floor_div(to, weight))
            } else {
                (ceil_div(to, weight), floor_div(from, weight))
            };
            changed |= position.keep(cell, range(least, most, 32))?;
        }
        Some(changed)
    }
}

/// What weighted terms can add up to, each cell taken alone within its bounds.
pub(super) struct Reach {
    /// The least and the greatest total.
    low: i64,
    high: i64,
    /// The widest span of one term.
    widest: i64,
}

impl Reach {
    /// The reach of `terms` (cells with weights); `Err` with a cell that has no value left.
    pub(super) fn of(
        position: &impl Candidates,
        terms: impl IntoIterator<Item = (usize, i64)>,
    ) -> Result<Reach, usize> {
        let mut reach = Reach {
            low: 0,
            high: 0,
            widest: 0,
        };
        for (cell, weight) in terms {
            if position.values(cell) == 0 {
                return Err(cell);
            }
            let (l, h) = term(position, (cell, weight));
            reach.low += l;
            reach.high += h;
            reach.widest = reach.widest.max(h - l);
        }
        Ok(reach)
    }

    /// Whether every value of every term reaches `total` with some values of the others
    /// within their bounds: the slack on both sides is as wide as the widest term, and bounds
    /// narrow nothing.
    pub(super) fn leaves_room(&self, total: i64) -> bool {
        total - self.low >= self.widest && self.high - total >= self.widest
    }
}

/// The least and greatest that `weight · value` can be for the values `cell` may hold.
fn term(position: &impl Candidates, (cell, weight): (usize, i64)) -> (i64, i64) {
    let (low, high) = bounds(position.values(cell));
    let (low, high) = (weight * i64::from(low), weight * i64::from(high));
    (low.min(high), low.max(high))
}

fn floor_div(a: i64, b: i64) -> i64 {
    a.div_euclid(b) - i64::from(b < 0 && a.rem_euclid(b) != 0)
}

fn ceil_div(a: i64, b: i64) -> i64 {
    -floor_div(-a, b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn division_rounds_the_right_way_for_every_sign() {
        assert_eq!((floor_div(7, 2), ceil_div(7, 2)), (3, 4));
        assert_eq!((floor_div(-7, 2), ceil_div(-7, 2)), (-4, -3));
        assert_eq!((floor_div(7, -2), ceil_div(7, -2)), (-4, -3));
        assert_eq!((floor_div(-7, -2), ceil_div(-7, -2)), (3, 4));
        assert_eq!((floor_div(6, -3), ceil_div(6, -3)), (-2, -2));
    }
}
