//! The houses as the techniques speak of them: which houses two cells share, where a set's
//! cells lie in a house, a house's name; and the tables of [`crate::houses`], re-exported for
//! them.

use crate::bitset::CellSet;

pub use crate::houses::{
    CELL_HOUSES, HOUSE_CELLS, HOUSE_SETS, HOUSES, Kind, PEER_ORDER, PEERS, index_in, kind, of_kind,
};

/// The houses (box, row, column order) that hold both `a` and `b`.
pub fn shared_houses(a: usize, b: usize) -> impl Iterator<Item = usize> {
    (0..3)
        .filter(move |&k| CELL_HOUSES[a][k] == CELL_HOUSES[b][k])
        .map(move |k| usize::from(CELL_HOUSES[a][k]))
}

/// The positions (house indexes, a 9-bit mask) of the cells of `set` that lie in `house`.
#[inline]
pub fn positions(house: usize, set: CellSet) -> u16 {
    // Nine bit tests without branches: the basic techniques nested chains try on every grid
    // they reduce ask for positions thousands of times per grid.
    let mut mask = 0u16;
    for (index, &cell) in HOUSE_CELLS[house].iter().enumerate() {
        mask |= u16::from(set.contains(usize::from(cell))) << index;
    }
    mask
}

/// The name of a house as people write it: `box 3`, `row 5`, `column 9`.
pub fn name(house: usize) -> String {
    let number = house % 9 + 1;
    match kind(house) {
        Kind::Box => format!("box {number}"),
        Kind::Row => format!("row {number}"),
        Kind::Column => format!("column {number}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn houses_are_numbered_boxes_then_rows_then_columns() {
        assert_eq!(HOUSE_CELLS[4], [30, 31, 32, 39, 40, 41, 48, 49, 50]);
        assert_eq!(HOUSE_CELLS[9 + 2][0], 18);
        assert_eq!(HOUSE_CELLS[18 + 2][8], 74);
        assert_eq!(name(2), "box 3");
        assert_eq!(name(13), "row 5");
        assert_eq!(name(26), "column 9");
    }
}
