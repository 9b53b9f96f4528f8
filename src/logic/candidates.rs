//! The candidates grid: each cell's value or remaining candidates, kept twice over (a digit set
//! per cell and a cell set per digit) so that both "what may go here" and "where may this go"
//! are single lookups.

use std::hash::{Hash, Hasher};

use crate::bitset::{CellSet, DigitSet};
use crate::grid::{CELLS, Grid};
use crate::marks::PencilMarks;

use super::houses::{HOUSE_SETS, HOUSES, PEERS, positions};

/// A grid in the middle of logic solving: placed values and the candidates of empty cells.
///
/// Filled cells have no candidates. Candidates start as SE builds them: every digit not already
/// placed in the cell's box, row or column.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Candidates {
    values: [u8; CELLS],
    digits: [DigitSet; CELLS],
    cells: [CellSet; 9],
    empty: CellSet,
}

impl Candidates {
    /// The candidates of `grid`: its givens placed, every other cell holding the digits its
    /// peers do not.
    pub fn new(grid: &Grid) -> Candidates {
        let mut candidates = Candidates {
            values: [0; CELLS],
            digits: [DigitSet::ALL; CELLS],
            cells: [CellSet::ALL; 9],
            empty: CellSet::ALL,
        };
        for cell in 0..CELLS {
            let value = grid.get(cell);
            if value != 0 {
                candidates.place(cell, value);
            }
        }
        candidates
    }

    /// The candidates of a candidate grid: its values placed, every other cell holding its
    /// marks less the digits its peers' values rule out.
    pub fn from_marks(marks: &PencilMarks) -> Candidates {
        let mut candidates = Candidates::new(&marks.values());
        for cell in candidates.empty_cells().iter() {
            for digit in (candidates.digits(cell) & !marks.get(cell)).iter() {
                candidates.eliminate(cell, digit);
            }
        }
        candidates
    }

    /// The candidates of `cell` (none once it is filled).
    #[inline]
    pub fn digits(&self, cell: usize) -> DigitSet {
        self.digits[cell]
    }

    /// The cells where `digit` (1–9) is still a candidate.
    #[inline]
    pub fn cells_of(&self, digit: u8) -> CellSet {
        self.cells[usize::from(digit - 1)]
    }

    /// The empty cells.
    #[inline]
    pub fn empty_cells(&self) -> CellSet {
        self.empty
    }

    /// Whether every cell holds a value.
    #[inline]
    pub fn is_solved(&self) -> bool {
        self.empty.is_empty()
    }

    /// The positions (a 9-bit mask of house indexes) where `digit` may go in `house`.
    #[inline]
    pub fn positions(&self, house: usize, digit: u8) -> u16 {
        positions(house, self.cells_of(digit))
    }

    /// How many cells of `house` are empty.
    #[inline]
    pub fn empty_count(&self, house: usize) -> u32 {
        (self.empty & HOUSE_SETS[house]).len()
    }

    /// How many times `digit` is placed in the grid.
    pub fn placed_count(&self, digit: u8) -> u32 {
        self.values.iter().filter(|&&value| value == digit).count() as u32
    }

    /// Places `digit` in `cell`, clears the cell's candidates and removes `digit` from its
    /// peers, as SE does when a step sets a value.
    pub fn place(&mut self, cell: usize, digit: u8) {
        self.values[cell] = digit;
        for other in self.digits[cell].iter() {
            self.cells[usize::from(other - 1)].remove(cell);
        }
        self.digits[cell] = DigitSet::NONE;
        self.empty.remove(cell);
        let index = usize::from(digit - 1);
        for peer in (self.cells[index] & PEERS[cell]).iter() {
            self.digits[peer].remove(digit);
        }
        self.cells[index] = self.cells[index].minus(PEERS[cell]);
    }

    /// Removes the candidate `digit` from `cell` (nothing happens if it is not there).
    #[inline]
    pub fn eliminate(&mut self, cell: usize, digit: u8) {
        self.digits[cell].remove(digit);
        self.cells[usize::from(digit - 1)].remove(cell);
    }

    /// The grid as pencil marks: each value alone in its cell, each empty cell its candidates.
    pub fn marks(&self) -> PencilMarks {
        let mut cells = self.digits;
        for (cell, &value) in self.values.iter().enumerate() {
            if value != 0 {
                cells[cell] = DigitSet::single(value);
            }
        }
        PencilMarks::new(cells)
    }

    /// The placed values as a grid (0 for the empty cells).
    pub fn to_grid(&self) -> Grid {
        Grid::from_cells(self.values).expect("values are digits")
    }
}

/// The candidates removed from one grid to reach another, for searches that want only what
/// rests on a removal: nested chains try basic techniques on every grid their runs reduce and
/// keep only the hints that need some removal of the run, and most houses and digits lost
/// nothing, so the searches skip them.
pub struct Removed {
    /// The places of each digit removed.
    cells: [CellSet; 9],
    /// The digits that lost a place in each house.
    digits: [DigitSet; HOUSES],
}

impl Removed {
    /// Stands for every candidate removed: the searches look everywhere.
    pub const ANY: Removed = Removed {
        cells: [CellSet::ALL; 9],
        digits: [DigitSet::ALL; HOUSES],
    };

    /// The candidates of `before` gone from `after`, a grid reduced from it.
    pub fn between(before: &Candidates, after: &Candidates) -> Removed {
        let cells: [CellSet; 9] = std::array::from_fn(|d| {
            let digit = d as u8 + 1;
            before.cells_of(digit).minus(after.cells_of(digit))
        });
        let digits = std::array::from_fn(|house| {
            let lost = (0..9).filter(|&d| !(cells[d] & HOUSE_SETS[house]).is_empty());
            DigitSet::from_bits(lost.fold(0, |bits, d| bits | 1 << d))
        });
        Removed { cells, digits }
    }

    /// The places of `digit` removed.
    #[inline]
    pub fn of(&self, digit: u8) -> CellSet {
        self.cells[usize::from(digit - 1)]
    }

    /// The digits that lost a place in `house`.
    #[inline]
    pub fn digits_in(&self, house: usize) -> DigitSet {
        self.digits[house]
    }

    /// The cells that lost a candidate.
    pub fn cells(&self) -> CellSet {
        self.cells
            .iter()
            .fold(CellSet::NONE, |all, &cells| all | cells)
    }
}

/// Hashes the candidates of each cell only: the grids hashed together (those a chain reduces
/// from one grid) hold the same values, and the cell sets repeat the digit sets.
impl Hash for Candidates {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.digits.hash(state);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

    #[test]
    fn initial_candidates_are_the_digits_no_peer_holds() {
        let grid: Grid = PUZZLE.parse().unwrap();
        let candidates = Candidates::new(&grid);
        // r1c2 sees 4 and 3 in row 1, 8 and 7 in column 2.
        assert_eq!(
            candidates.digits(1).iter().collect::<Vec<_>>(),
            vec![1, 2, 5, 6, 9]
        );
        assert!(candidates.digits(0).is_empty());
        assert_eq!(candidates.to_grid(), grid);
        for digit in 1..=9 {
            for cell in 0..CELLS {
                assert_eq!(
                    candidates.digits(cell).contains(digit),
                    candidates.cells_of(digit).contains(cell)
                );
            }
        }
    }

    #[test]
    fn placing_a_digit_removes_it_from_the_peers_only() {
        let grid: Grid = PUZZLE.parse().unwrap();
        let mut candidates = Candidates::new(&grid);
        let has = |c: &Candidates, cell: usize| c.digits(cell).contains(9);
        assert!(has(&candidates, 1) && has(&candidates, 10) && has(&candidates, 58));
        candidates.place(1, 9);
        assert!(!has(&candidates, 10) && has(&candidates, 58));
        assert_eq!(candidates.positions(9, 9), 0);
        assert_eq!(candidates.empty_count(9), 6);
        assert_eq!(candidates.placed_count(9), 3);
        candidates.eliminate(58, 9);
        assert!(!candidates.cells_of(9).contains(58));
    }
}
