//! Sets of totals: every total some cells can add up to, a bit each in one 128-bit word, so
//! that adding a value to every total is one shift (`sum_sets.rs` narrows sums with them).

use super::masks::bits;

/// The largest total a set holds, exclusive: a bit each, in one 128-bit word, so that adding
/// a value to every total is one shift. Sums on 9×9 grids (up to 81 on a line, circles of two
/// digits) fit; larger ones are narrowed by bounds instead.
pub(super) const SUM_LIMIT: u32 = 128;

/// A set of totals from 0 to [`SUM_LIMIT`] − 1, a bit each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Sums(u128);

impl Sums {
    /// No total.
    pub(super) const EMPTY: Sums = Sums(0);

    /// Every total.
    pub(super) const ALL: Sums = Sums(u128::MAX);

    /// The set holding `total` alone (nothing when it is past the limit).
    pub(super) fn single(total: u32) -> Sums {
        let mut sums = Sums::EMPTY;
        sums.insert(total);
        sums
    }

    /// Adds `total` (nothing when it is past the limit).
    pub(super) fn insert(&mut self, total: u32) {
        if total < SUM_LIMIT {
            self.0 |= 1 << total;
        }
    }

    #[cfg(test)]
    fn contains(&self, total: u32) -> bool {
        total < SUM_LIMIT && self.0 >> total & 1 != 0
    }

    /// The one total the set holds, if it holds one alone.
    pub(super) fn only(self) -> Option<u32> {
        (self.0.count_ones() == 1).then(|| self.0.trailing_zeros())
    }

    pub(super) fn is_empty(&self) -> bool {
        self.0 == 0
    }

    pub(super) fn and(self, other: Sums) -> Sums {
        Sums(self.0 & other.0)
    }

    /// The totals, smallest first.
    pub(super) fn iter(self) -> impl Iterator<Item = u32> {
        let mut word = self.0;
        std::iter::from_fn(move || {
            (word != 0).then(|| {
                let bit = word.trailing_zeros();
                word &= word - 1;
                bit
            })
        })
    }

    pub(super) fn or(self, other: Sums) -> Sums {
        Sums(self.0 | other.0)
    }

    /// Every total raised by `by`; those past the limit are dropped (totals only grow, so a
    /// total past it never comes back within it).
    pub(super) fn shifted(self, by: u32) -> Sums {
        Sums(self.0.checked_shl(by).unwrap_or(0))
    }

    /// The totals of a sum of this set and a value of `values` (bit `v - 1` for `v`).
    pub(super) fn plus(self, values: u32) -> Sums {
        bits(values).fold(Sums::EMPTY, |sums, bit| {
            sums.or(self.shifted(bit as u32 + 1))
        })
    }

    /// The totals of a sum of this set and one of `other`: the larger set shifted by each
    /// total of the smaller (the sum is the same either way, the shifts are fewer).
    pub(super) fn plus_sums(self, other: Sums) -> Sums {
        let (fewer, more) = if self.0.count_ones() <= other.0.count_ones() {
            (self, other)
        } else {
            (other, self)
        };
        fewer
            .iter()
            .fold(Sums::EMPTY, |sums, total| sums.or(more.shifted(total)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sums_shift_across_words() {
        let sums = Sums::single(63).shifted(1);
        assert!(sums.contains(64) && !sums.contains(63));
        assert!(Sums::single(10).shifted(120).is_empty());
        let pair = Sums::single(0).plus(0b101);
        assert!(pair.contains(1) && pair.contains(3) && !pair.contains(2));
        let both = pair.plus_sums(pair);
        assert!(both.contains(2) && both.contains(4) && both.contains(6) && !both.contains(5));
    }
}
