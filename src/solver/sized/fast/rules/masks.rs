//! What the propagators read and narrow (a search position's candidates, behind a trait so
//! that the rules need not know the position), and the small functions over value masks they
//! share.

/// The candidates the propagators read and narrow: a search position's.
pub(in super::super::super) trait Candidates {
    /// The values `cell` may still hold (its value alone once placed).
    fn values(&self, cell: usize) -> u32;

    /// The cells whose candidates changed since this was last asked for `phase`, a bit each
    /// (every cell when changes are not told).
    fn take_changed(&mut self, phase: Phase) -> [u64; 10];

    /// Keeps only the values of `keep` in `cell`. `Some(changed)`, or `None` on a
    /// contradiction (the cell left without a value, or a placed value struck).
    fn keep(&mut self, cell: usize, keep: u32) -> Option<bool>;
}

/// When a propagator runs: before the house rules, as most do, or once the house rules are
/// quiet too, as the costly ones do (each change of a cell asked again would cost a whole
/// walk of theirs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in super::super::super) enum Phase {
    BeforeHouses,
    AfterHouses,
}

/// The bits of the values of `mask`, lowest first, as value indices from 0.
pub(in super::super) fn bits(mut mask: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let bit = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            bit
        })
    })
}

/// The lowest and highest value (from 1) of a non-empty mask.
pub(super) fn bounds(mask: u32) -> (u32, u32) {
    (mask.trailing_zeros() + 1, 32 - mask.leading_zeros())
}

/// The mask of the values from `low` to `high` (from 1), empty when `low > high`.
pub(super) fn range(low: i64, high: i64, n: usize) -> u32 {
    let (low, high) = (low.max(1), high.min(n as i64));
    if low > high {
        return 0;
    }
    let width = (high - low + 1) as u32;
    let ones = if width >= 32 {
        u32::MAX
    } else {
        (1 << width) - 1
    };
    ones << (low - 1)
}

/// Candidates of a few cells for the propagators' tests, told no changes (every cell counts
/// as changed).
#[cfg(test)]
pub(super) struct Cells(pub(super) Vec<u32>);

#[cfg(test)]
impl Candidates for Cells {
    fn values(&self, cell: usize) -> u32 {
        self.0[cell]
    }

    fn take_changed(&mut self, _: Phase) -> [u64; 10] {
        [u64::MAX; 10]
    }

    fn keep(&mut self, cell: usize, keep: u32) -> Option<bool> {
        let before = self.0[cell];
        self.0[cell] &= keep;
        (self.0[cell] != 0).then_some(self.0[cell] != before)
    }
}
