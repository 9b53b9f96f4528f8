//! Singles: a digit with one place left in a house (hidden single, and the last empty cell of a
//! house, which SE rates 1.0 and also calls a hidden single) and a cell with one candidate left
//! (naked single).

use crate::bitset::DigitSet;

use super::candidates::Candidates;
use super::difficulty::Difficulty;
use super::houses::{HOUSE_CELLS, Kind, kind, name, of_kind};
use super::step::Step;

/// House kinds in the order SE looks for hidden singles.
const ORDER: [Kind; 3] = [Kind::Box, Kind::Column, Kind::Row];

/// The first hidden single in SE's order: first the last empty cell of a house (boxes, columns,
/// rows), then a digit with one place left (boxes 1.2, then columns and rows 1.5).
pub fn hidden_single(grid: &Candidates) -> Option<Step> {
    [true, false].into_iter().find_map(|alone| {
        ORDER
            .iter()
            .flat_map(|&kind| of_kind(kind))
            .find_map(|house| single_in(grid, house, alone))
    })
}

/// A hidden single in `house`, if the house is (`alone`) or is not its last empty cell.
fn single_in(grid: &Candidates, house: usize, alone: bool) -> Option<Step> {
    if (grid.empty_count(house) == 1) != alone {
        return None;
    }
    (1..=9).find_map(|digit| {
        let positions = grid.positions(house, digit);
        (positions.count_ones() == 1).then(|| {
            let cell = usize::from(HOUSE_CELLS[house][positions.trailing_zeros() as usize]);
            hidden_single_step(house, cell, digit, alone)
        })
    })
}

fn hidden_single_step(house: usize, cell: usize, digit: u8, alone: bool) -> Step {
    let tenths = match (alone, kind(house)) {
        (true, _) => 10,
        (false, Kind::Box) => 12,
        (false, _) => 15,
    };
    let reason = if alone {
        format!("the last empty cell of {}", name(house))
    } else {
        format!("the only place left for {digit} in {}", name(house))
    };
    Step {
        proof: None,
        technique: "Hidden Single",
        difficulty: Difficulty::from_tenths(tenths),
        placements: vec![(cell, digit)],
        eliminations: vec![],
        cells: vec![cell],
        houses: vec![house],
        digits: DigitSet::single(digit),
        scope: format!(" in {}", name(house)),
        reason,
    }
}

/// The first cell, row-major, with a single candidate left (2.3).
pub fn naked_single(grid: &Candidates) -> Option<Step> {
    let cell = grid
        .empty_cells()
        .iter()
        .find(|&cell| grid.digits(cell).len() == 1)?;
    let digits = grid.digits(cell);
    let digit = digits.first()?;
    Some(Step {
        proof: None,
        technique: "Naked Single",
        difficulty: Difficulty::from_tenths(23),
        placements: vec![(cell, digit)],
        eliminations: vec![],
        cells: vec![cell],
        houses: vec![],
        digits,
        scope: String::new(),
        reason: format!("{digit} is the only candidate left in its cell"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;

    fn candidates(text: &str) -> Candidates {
        Candidates::new(&text.parse::<Grid>().unwrap())
    }

    #[test]
    fn the_last_empty_cell_of_a_house_is_rated_one() {
        let grid = candidates(
            "12345678.........................................................................",
        );
        let step = hidden_single(&grid).unwrap();
        assert_eq!(step.placements, vec![(8, 9)]);
        assert_eq!(step.difficulty.to_string(), "1.0");
        assert_eq!(
            step.to_string(),
            "Hidden Single in row 1: the last empty cell of row 1, so r1c9=9"
        );
    }

    /// A grid with the given (cell, digit) placements.
    fn with(givens: &[(usize, u8)]) -> Candidates {
        let mut cells = [0u8; 81];
        for &(cell, digit) in givens {
            cells[cell] = digit;
        }
        Candidates::new(&Grid::from_cells(cells).unwrap())
    }

    #[test]
    fn a_hidden_single_in_a_box_is_found_before_one_in_a_row() {
        // 1 in r2c5, r3c8, r5c2, r8c3: in box 1 it can only go in r1c1; row 1 would also do,
        // but boxes come first.
        let grid = with(&[(13, 1), (25, 1), (37, 1), (65, 1)]);
        let step = hidden_single(&grid).unwrap();
        assert_eq!(step.difficulty.to_string(), "1.2");
        assert_eq!(step.houses, vec![0]);
        assert_eq!(step.placements, vec![(0, 1)]);
        // Without the 1 in r3c8, box 1 has two places (r1c1, r3c1) and no house has one.
        let grid = with(&[(13, 1), (37, 1), (65, 1)]);
        assert!(hidden_single(&grid).is_none());
    }

    #[test]
    fn the_ninth_place_of_a_digit_is_found_in_its_box_first() {
        // 2 placed eight times (r1c1, r2c4, r3c7, r4c2, r5c5, r6c8, r7c3, r8c6): its last place,
        // r9c9, is a single in box 9, row 9 and column 9; boxes come first.
        let grid = with(&[
            (0, 2),
            (12, 2),
            (24, 2),
            (28, 2),
            (40, 2),
            (52, 2),
            (56, 2),
            (68, 2),
        ]);
        let step = hidden_single(&grid).unwrap();
        assert_eq!(step.placements, vec![(80, 2)]);
        assert_eq!((step.houses[0], step.difficulty.tenths()), (8, 12));
    }

    #[test]
    fn a_naked_single_is_the_first_cell_with_one_candidate() {
        let grid = candidates(
            ".2345678.........................................................................",
        );
        assert!(naked_single(&grid).is_none());
        let grid = candidates(
            ".23456789........................................................................",
        );
        let step = naked_single(&grid).unwrap();
        assert_eq!((step.placements[0], step.difficulty.tenths()), ((0, 1), 23));
    }
}
