//! What the clues outside a row or a column demand of the cells filled so far, the cells read
//! from the clue's side.

use super::broken::{Fault, filled_sum};

/// An X-sum: once the first cell is filled with `x`, the first `x` cells can still add up to
/// `sum` (each open one 1 to `n`).
pub(super) fn x_sum(values: &[u8], cells: &[usize], sum: u32, n: u32) -> Option<Fault> {
    let first = usize::from(values[*cells.first()?]);
    if first == 0 {
        return None;
    }
    let Some(prefix) = cells.get(..first) else {
        return Some(Fault::cells(&cells[..1]));
    };
    let (got, open) = filled_sum(values, prefix);
    (got + open > sum || got + open * n < sum).then_some(Fault::Sum { got, want: sum })
}

/// A skyscraper clue: along the filled cells from the clue's side, the cells seen so far
/// (each greater than every cell before it) are not more than `count`, and the cells left can
/// still make up the rest.
pub(super) fn skyscraper(values: &[u8], cells: &[usize], count: u32) -> Option<Fault> {
    let (mut seen, mut highest) = (0, 0);
    for (i, &cell) in cells.iter().enumerate() {
        let value = values[cell];
        if value == 0 {
            let left = (cells.len() - i) as u32;
            return (seen > count || seen + left < count).then(|| Fault::cells(&cells[..1]));
        }
        if value > highest {
            seen += 1;
            highest = value;
        }
    }
    (seen != count).then(|| Fault::cells(&cells[..1]))
}
