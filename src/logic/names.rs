//! How steps and their chains name what they speak of: cells (`r2c7`), houses (`box 3`),
//! placements (`r2c7=5`), eliminations (`r1c4<>7`) and lists of cells and digits.

use crate::bitset::DigitSet;
use crate::grid::{column_of, row_of};

/// A cell's name: `r1c1` … `r9c9`.
pub fn cell_name(cell: usize) -> String {
    format!("r{}c{}", row_of(cell) + 1, column_of(cell) + 1)
}

/// A house's name: `box 3`, `row 5`, `column 9` (houses 0–8 are boxes, 9–17 rows, 18–26
/// columns).
pub fn house_name(house: usize) -> String {
    super::houses::name(house)
}

/// A placement: `r2c7=5`.
pub fn placement(cell: usize, digit: u8) -> String {
    format!("{}={digit}", cell_name(cell))
}

/// An elimination: `r1c4<>7`.
pub fn elimination(cell: usize, digit: u8) -> String {
    format!("{}<>{digit}", cell_name(cell))
}

/// Cells named and joined with commas: `r1c1,r1c5`.
pub fn cell_list(cells: impl IntoIterator<Item = usize>) -> String {
    let names: Vec<String> = cells.into_iter().map(cell_name).collect();
    names.join(",")
}

/// Digits joined with a separator: `1/5/9`.
pub fn digit_list(digits: DigitSet, separator: &str) -> String {
    let names: Vec<String> = digits.iter().map(|d| d.to_string()).collect();
    names.join(separator)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_and_houses_are_named_from_one() {
        assert_eq!(cell_name(0), "r1c1");
        assert_eq!(cell_name(80), "r9c9");
        assert_eq!(house_name(6), "box 7");
        assert_eq!(cell_list([0, 4]), "r1c1,r1c5");
        assert_eq!(
            digit_list(DigitSet::single(1) | DigitSet::single(9), "/"),
            "1/9"
        );
    }
}
