//! What the lines whose cells compare their values demand of the cells filled so far.

use super::broken::Fault;

/// A thermometer: every filled cell leaves room for the cells before and after it, and two
/// filled cells differ by at least their distance along it.
pub(super) fn thermometer(values: &[u8], cells: &[usize], n: u32) -> Option<Fault> {
    let len = cells.len();
    for (i, &a) in cells.iter().enumerate() {
        let x = u32::from(values[a]);
        if x == 0 {
            continue;
        }
        if x < i as u32 + 1 || x + (len - 1 - i) as u32 > n {
            return Some(Fault::cells(&[a]));
        }
        for (j, &b) in cells.iter().enumerate().skip(i + 1) {
            let y = u32::from(values[b]);
            if y != 0 && y < x + (j - i) as u32 {
                return Some(Fault::cells(&[a, b]));
            }
        }
    }
    None
}

/// A between line: once both ends are filled, every filled inner cell lies strictly between.
pub(super) fn between(values: &[u8], cells: &[usize]) -> Option<Fault> {
    let (&first, &last) = (cells.first()?, cells.last()?);
    let (x, y) = (values[first], values[last]);
    if x == 0 || y == 0 {
        return None;
    }
    let (low, high) = (x.min(y), x.max(y));
    let inner = &cells[1..cells.len() - 1];
    inner.iter().find_map(|&cell| {
        let value = values[cell];
        (value != 0 && (value <= low || value >= high)).then(|| Fault::cells(&[cell, first, last]))
    })
}
