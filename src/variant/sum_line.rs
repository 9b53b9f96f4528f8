//! Sum lines: the line splits into consecutive segments that each add up to the line's sum; a
//! loop's segments may run on past its last cell into its first.
//!
//! Both engines read the same walk along the line: the state after a cell is the sum of the
//! segment begun so far (0 after a segment closes), a bit each in a word, so that every way of
//! splitting the line is followed at once.

use std::ops::{BitAnd, BitOr, BitOrAssign, Not, Shl, Shr, Sub};

/// The largest sum a sum line may have: its partial sums are bits of a `u128`.
pub const SUM_LINE_LIMIT: u32 = 127;

/// A word of partial sums, a bit each: `u64` for sums up to 63 (the walk's shifts are cheaper
/// there), `u128` up to [`SUM_LINE_LIMIT`]. Only bits `0..=sum` ever count, so the bits a shift
/// pushes out of the word never matter.
pub trait PartialSums:
    Copy
    + Default
    + PartialEq
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitOrAssign
    + Not<Output = Self>
    + Sub<Output = Self>
{
    /// The word with bit 0 alone.
    const ONE: Self;
}

impl PartialSums for u64 {
    const ONE: u64 = 1;
}

impl PartialSums for u128 {
    const ONE: u128 = 1;
}

/// For each cell of a sum line (a loop when `looped`) whose cells may hold the values of
/// `masks` (bit `v - 1` for `v`), the values that stand there in some splitting of the line
/// into segments of `sum`; `None` when there is no splitting.
pub fn sum_line_support(masks: &[u32], sum: u32, looped: bool) -> Option<Vec<u32>> {
    let mut reached = vec![0u128; masks.len() + 1];
    let mut support = vec![0; masks.len()];
    sum_line_support_in(masks, sum, looped, &mut reached, &mut support).then_some(support)
}

/// [`sum_line_support`] without allocating: the values kept go to `support` (as long as
/// `masks`), and `reached` (one longer) is the walk's room, in words that hold bit `sum`.
/// `false` when there is no splitting.
pub fn sum_line_support_in<W: PartialSums>(
    masks: &[u32],
    sum: u32,
    looped: bool,
    reached: &mut [W],
    support: &mut [u32],
) -> bool {
    support.fill(0);
    // A loop may begin in the middle of a segment: its walk starts and ends on the same
    // partial sum, whichever. A line starts on 0.
    let starts = if looped { 0..sum } else { 0..1 };
    let mut found = false;
    for start in starts {
        found |= from_start(masks, sum, start, reached, support);
    }
    found
}

/// One walk that starts and ends on the partial sum `start`: adds the values it keeps to
/// `support`; `false` when it ends nowhere.
fn from_start<W: PartialSums>(
    masks: &[u32],
    sum: u32,
    start: u32,
    reached: &mut [W],
    support: &mut [u32],
) -> bool {
    let open = (W::ONE << sum) - W::ONE;
    reached[0] = W::ONE << start;
    for (i, &mask) in masks.iter().enumerate() {
        // Every value shifts the partial sums at once; the sums that reach `sum` exactly close
        // a segment (back to 0), the ones past it are no splitting.
        let mut grown = W::default();
        let mut values = mask;
        while values != 0 {
            grown |= reached[i] << (values.trailing_zeros() + 1);
            values &= values - 1;
        }
        reached[i + 1] = grown & open | grown >> sum & W::ONE;
    }
    let mut ending = W::ONE << start;
    if reached[masks.len()] & ending == W::default() {
        return false;
    }
    for (i, &mask) in masks.iter().enumerate().rev() {
        // The partial sums after the cell that end the walk well, with a closed segment (0
        // after it) read as `sum` reached: value `v` leads from partial sum `s` there when
        // bit `s + v` is set, so the sums it leads from are the targets shifted down by `v`.
        // Targets hold no bit past `sum`, so no mask is needed, and a value past `sum` leads
        // from nothing.
        let targets = ending & !W::ONE | (ending & W::ONE) << sum;
        let mut before = W::default();
        let mut values = mask;
        while values != 0 {
            let bit = values.trailing_zeros();
            values &= values - 1;
            let leads = targets >> (bit + 1);
            support[i] |= u32::from(reached[i] & leads != W::default()) << bit;
            before |= leads;
        }
        ending = before & reached[i];
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    fn only(v: u32) -> u32 {
        1 << (v - 1)
    }

    #[test]
    fn a_line_splits_into_segments_of_its_sum() {
        let all = 0b1_1111_1111;
        // 3 then 7 closes a segment, the last two add up to 10; or all four add up to 10,
        // the second holding 1 to 5.
        let support = sum_line_support(&[only(3), all, all, all], 10, false).unwrap();
        assert_eq!(support[1], only(7) | 0b1_1111);
        assert!(sum_line_support(&[only(3), only(3)], 10, false).is_none());
        assert!(sum_line_support(&[only(4), only(6), only(1), only(9)], 10, false).is_some());
    }

    #[test]
    fn a_loop_may_wrap_its_first_segment() {
        // 9, 4 | 6 ... wraps: 4 + 6 = 10 and the last cell 1 with the first 9 makes 10.
        let cells = [only(9), only(4), only(6), only(1)];
        assert!(sum_line_support(&cells, 10, false).is_none());
        assert!(sum_line_support(&cells, 10, true).is_some());
    }
}
