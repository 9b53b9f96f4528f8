//! Holes filled back in by singles when the solution is known: which kinds of single a puzzle
//! needs, from hidden singles in boxes alone up to naked singles. The uniqueness shortcuts ask
//! it of the cells just emptied, the rating bounds of the whole puzzle.
//!
//! Filling by singles is monotone: a single stays a single (or is filled) as other cells fill,
//! so the order of filling never matters, and a puzzle that one kind of single fills is filled
//! by it whatever order a solver takes them in.

use crate::bitset::{CellSet, DigitSet};
use crate::grid::{CELLS, Grid};
use crate::houses::{CELL_HOUSES, HOUSE_SETS};

/// The singles a fill may use, each kind allowing those before it too.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Singles {
    /// The last empty cell of a house, and a digit with one place left in its box.
    Box,
    /// Also a digit with one place left in its row or column.
    Hidden,
    /// Also a cell with one digit left (a naked single).
    Naked,
}

impl Singles {
    /// Every kind, from the fewest singles to the most.
    pub const ALL: [Singles; 3] = [Singles::Box, Singles::Hidden, Singles::Naked];
}

/// The given cells of a puzzle and the digits each house holds, kept in step as cells fill.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Filling {
    /// The given (or filled) cells.
    pub givens: CellSet,
    /// The digits given in each house.
    pub present: [DigitSet; 27],
}

impl Filling {
    /// The givens of `puzzle`.
    pub fn new(puzzle: &Grid) -> Filling {
        let mut filling = Filling {
            givens: CellSet::NONE,
            present: [DigitSet::NONE; 27],
        };
        for cell in (0..CELLS).filter(|&cell| puzzle.get(cell) != 0) {
            filling.give(cell, puzzle.get(cell));
        }
        filling
    }

    /// Makes `cell` a given holding `digit`.
    pub fn give(&mut self, cell: usize, digit: u8) {
        self.givens.insert(cell);
        for house in CELL_HOUSES[cell] {
            self.present[usize::from(house)].insert(digit);
        }
    }

    /// Makes `cell`, which held `digit`, a hole.
    pub fn take(&mut self, cell: usize, digit: u8) {
        self.givens.remove(cell);
        for house in CELL_HOUSES[cell] {
            self.present[usize::from(house)].remove(digit);
        }
    }

    /// Fills the `holes` that `singles` reach with `solution`'s digits, each a single once the
    /// ones before are filled; whether they all filled.
    pub fn fill(&mut self, solution: &Grid, holes: &[usize], singles: Singles) -> bool {
        let mut open = holes.iter().filter(|&&c| !self.givens.contains(c)).count();
        while open > 0 {
            let before = open;
            for &cell in holes {
                if !self.givens.contains(cell) && self.is_single(cell, solution, singles) {
                    self.give(cell, solution.get(cell));
                    open -= 1;
                }
            }
            if open == before {
                return false;
            }
        }
        true
    }

    /// Whether the hole `cell` must hold `solution`'s digit by a single of `singles`.
    fn is_single(&self, cell: usize, solution: &Grid, singles: Singles) -> bool {
        let digit = solution.get(cell);
        // The houses' holes other than `cell` itself.
        let others = |house: u8| {
            HOUSE_SETS[usize::from(house)].minus(self.givens.union(CellSet::single(cell)))
        };
        let last_empty = |house: u8| others(house).is_empty();
        let only_place = |house: u8| {
            others(house)
                .iter()
                .all(|other| !self.allowed(other).contains(digit))
        };
        // Houses are listed box first.
        let houses = CELL_HOUSES[cell];
        match singles {
            Singles::Box => only_place(houses[0]) || houses.iter().any(|&h| last_empty(h)),
            Singles::Hidden => houses.iter().any(|&h| only_place(h)),
            Singles::Naked => {
                self.allowed(cell).len() == 1 || houses.iter().any(|&h| only_place(h))
            }
        }
    }

    /// The digits that no given in `cell`'s row, column or box holds.
    fn allowed(&self, cell: usize) -> DigitSet {
        let [boxed, row, column] = CELL_HOUSES[cell].map(|house| self.present[usize::from(house)]);
        !(boxed | row | column)
    }
}

/// The fewest kind of singles that fills every hole of `puzzle`, whose only solution is
/// `solution`; `None` when even naked singles stop short.
pub fn needed(puzzle: &Grid, solution: &Grid) -> Option<Singles> {
    let holes: Vec<usize> = (0..CELLS).filter(|&cell| puzzle.get(cell) == 0).collect();
    let mut filling = Filling::new(puzzle);
    // Each kind goes on from where the one before stopped: what it filled, a later kind would
    // have filled too (the fill is monotone).
    Singles::ALL
        .into_iter()
        .find(|&singles| filling.fill(solution, &holes, singles))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(text: &str) -> Grid {
        text.parse().unwrap()
    }

    #[test]
    fn a_grid_missing_one_digit_in_each_box_fills_by_box_singles() {
        let solution = grid(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        );
        let mut puzzle = solution;
        for (index, house) in HOUSE_SETS[..9].iter().enumerate() {
            puzzle.set(house.iter().nth(index).unwrap(), 0);
        }
        assert_eq!(needed(&puzzle, &solution), Some(Singles::Box));
        assert_eq!(needed(&solution, &solution), Some(Singles::Box));
    }

    #[test]
    fn filling_and_emptying_keep_the_givens_and_houses_in_step() {
        let puzzle = grid(
            "....4...2..28...5..3....74..5.18....9.8......6...72...3..7.6..84..2...35...5.....",
        );
        let mut filling = Filling::new(&puzzle);
        filling.take(4, 4);
        filling.give(0, 7);
        let mut changed = puzzle;
        changed.set(4, 0);
        changed.set(0, 7);
        assert_eq!(filling, Filling::new(&changed));
    }
}
