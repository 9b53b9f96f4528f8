//! Sum lines: the line splits into consecutive segments that each add up to the line's sum; a
//! loop's segments may run on past its last cell into its first.
//!
//! Both engines read the same walk along the line: the state after a cell is the sum of the
//! segment begun so far (0 after a segment closes), a bit each in a word, so that every way of
//! splitting the line is followed at once.

/// The largest sum a sum line may have: its partial sums are bits of a `u128`.
pub const SUM_LINE_LIMIT: u32 = 127;

/// For each cell of a sum line (a loop when `looped`) whose cells may hold the values of
/// `masks` (bit `v - 1` for `v`), the values that stand there in some splitting of the line
/// into segments of `sum`; `None` when there is no splitting.
pub fn sum_line_support(masks: &[u32], sum: u32, looped: bool) -> Option<Vec<u32>> {
    // A loop may begin in the middle of a segment: its walk starts and ends on the same
    // partial sum, whichever.
    let starts = if looped { 0..sum } else { 0..1 };
    let mut support = vec![0; masks.len()];
    let mut found = false;
    for start in starts {
        if let Some(kept) = from_start(masks, sum, start) {
            found = true;
            support
                .iter_mut()
                .zip(kept)
                .for_each(|(all, kept)| *all |= kept);
        }
    }
    found.then_some(support)
}

/// The bits of `mask`, lowest first, as value indices from 0.
fn bits(mask: u32) -> impl Iterator<Item = usize> {
    (0..32).filter(move |bit| mask >> bit & 1 != 0)
}

/// [`sum_line_support`] for the walks that start and end on the partial sum `start`.
fn from_start(masks: &[u32], sum: u32, start: u32) -> Option<Vec<u32>> {
    let mut reached = Vec::with_capacity(masks.len() + 1);
    reached.push(1u128 << start);
    for &mask in masks {
        let last = *reached.last().expect("begun with one");
        let next = bits(mask).fold(0, |next, bit| next | forward(last, bit as u32 + 1, sum));
        reached.push(next);
    }
    let mut ending = 1u128 << start;
    if reached[masks.len()] & ending == 0 {
        return None;
    }
    let mut support = vec![0; masks.len()];
    for (i, &mask) in masks.iter().enumerate().rev() {
        let mut before = 0;
        for bit in bits(mask) {
            let leads = backward(ending, bit as u32 + 1, sum);
            if reached[i] & leads != 0 {
                support[i] |= 1 << bit;
            }
            before |= leads;
        }
        ending = before;
    }
    Some(support)
}

/// The partial sums after a cell holding `value`, from the partial sums `states`: each grows
/// by `value`, a segment reaching `sum` closes (back to 0), one passing it is no splitting.
fn forward(states: u128, value: u32, sum: u32) -> u128 {
    let grown = states << value;
    let open = grown & ((1u128 << sum) - 1);
    let closes = grown >> sum & 1;
    open | closes
}

/// The partial sums before a cell holding `value` from which it leads to one of `states`.
fn backward(states: u128, value: u32, sum: u32) -> u128 {
    if value > sum {
        return 0;
    }
    let open = (states >> value) & ((1u128 << (sum - value)) - 1);
    let closing = if states & 1 != 0 {
        1u128 << (sum - value)
    } else {
        0
    };
    // A partial sum of 0 grown to `value` stays open, and is in `open` when `value < sum`.
    open | closing
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
