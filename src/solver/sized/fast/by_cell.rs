//! Lists kept per cell, flattened: one vector, and where each cell's list starts.

/// `lists` (one a cell) as one vector and the start of each cell's list in it, with the end
/// after the last: cell `c`'s list is at `starts[c]..starts[c + 1]`.
pub(super) fn flatten<T: Clone>(lists: &[Vec<T>]) -> (Vec<T>, Vec<u32>) {
    let starts = std::iter::once(0)
        .chain(lists.iter().scan(0, |end, list| {
            *end += list.len() as u32;
            Some(*end)
        }))
        .collect();
    (lists.concat(), starts)
}
