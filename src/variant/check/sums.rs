//! What the rules that count the values of several cells demand of the cells filled so far.

use super::broken::{Fault, filled_sum};

/// Parts that must add up to the same sum: once every part is filled, two with other sums;
/// before, parts whose reachable sums (each open cell 1 to `n`) no longer meet.
pub(super) fn equal_parts(values: &[u8], parts: &[Vec<usize>], n: u32) -> Option<Fault> {
    let sums: Vec<(u32, u32)> = parts.iter().map(|part| filled_sum(values, part)).collect();
    let mut full = sums.iter().filter(|(_, open)| *open == 0);
    if let Some(&(first, _)) = full.next()
        && let Some(&(got, _)) = full.find(|(sum, _)| *sum != first)
    {
        return Some(Fault::Sum { got, want: first });
    }
    let low = sums.iter().map(|&(sum, open)| sum + open).max()?;
    let high = sums.iter().map(|&(sum, open)| sum + open * n).min()?;
    (low > high).then(|| Fault::cells(&parts.concat()))
}

/// A quadruple: the values listed that the filled cells lack are more than the open cells.
pub(super) fn quadruple(values: &[u8], cells: &[usize], listed: &[u8]) -> Option<Fault> {
    let open = cells.iter().filter(|&&cell| values[cell] == 0).count();
    let mut distinct = listed.to_vec();
    distinct.sort_unstable();
    distinct.dedup();
    let lacking: usize = distinct
        .iter()
        .map(|&value| {
            let wanted = listed.iter().filter(|&&v| v == value).count();
            let held = cells.iter().filter(|&&cell| values[cell] == value).count();
            wanted.saturating_sub(held)
        })
        .sum();
    (lacking > open).then(|| Fault::cells(cells))
}
