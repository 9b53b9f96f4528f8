//! Holes filled back in by singles when the solution is known: which kinds of single a puzzle
//! needs, from hidden singles in boxes alone up to naked singles. The uniqueness shortcuts ask
//! it of the cells just emptied, the rating bounds of the whole puzzle.
//!
//! Filling by singles is monotone: a single stays a single (or is filled) as other cells fill,
//! so the order of filling never matters, and a puzzle that one kind of single fills is filled
//! by it whatever order a solver takes them in.

use crate::bitset::DigitSet;
use crate::grid::{CELLS, Grid, box_of, column_of, row_of};

/// A set of cells: bit `c` stands for cell `c` (0–80).
pub type Cells = u128;

/// For each cell, its row, column and box as indices into [`HOUSES`].
pub const HOUSES_OF: [[usize; 3]; CELLS] = {
    let mut table = [[0; 3]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        table[cell] = [row_of(cell), 9 + column_of(cell), 18 + box_of(cell)];
        cell += 1;
    }
    table
};

/// The index in [`HOUSES_OF`] of a cell's box.
const BOX: usize = 2;

/// The cells of each house, ascending: rows 0–8, columns 9–17, boxes 18–26.
pub const HOUSES: [[usize; 9]; 27] = {
    let mut houses = [[0; 9]; 27];
    let mut filled = [0; 27];
    let mut cell = 0;
    while cell < CELLS {
        let mut i = 0;
        while i < 3 {
            let house = HOUSES_OF[cell][i];
            houses[house][filled[house]] = cell;
            filled[house] += 1;
            i += 1;
        }
        cell += 1;
    }
    houses
};

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
    pub givens: Cells,
    /// The digits given in each house.
    pub present: [DigitSet; 27],
}

impl Filling {
    /// The givens of `puzzle`.
    pub fn new(puzzle: &Grid) -> Filling {
        let mut filling = Filling {
            givens: 0,
            present: [DigitSet::NONE; 27],
        };
        for cell in (0..CELLS).filter(|&cell| puzzle.get(cell) != 0) {
            filling.give(cell, puzzle.get(cell));
        }
        filling
    }

    /// Makes `cell` a given holding `digit`.
    pub fn give(&mut self, cell: usize, digit: u8) {
        self.givens |= 1 << cell;
        for house in HOUSES_OF[cell] {
            self.present[house].insert(digit);
        }
    }

    /// Makes `cell`, which held `digit`, a hole.
    pub fn take(&mut self, cell: usize, digit: u8) {
        self.givens &= !(1 << cell);
        for house in HOUSES_OF[cell] {
            self.present[house].remove(digit);
        }
    }

    /// Fills the `holes` that `singles` reach with `solution`'s digits, each a single once the
    /// ones before are filled; whether they all filled.
    pub fn fill(&mut self, solution: &Grid, holes: &[usize], singles: Singles) -> bool {
        let mut open = holes.iter().filter(|&&c| self.givens >> c & 1 == 0).count();
        while open > 0 {
            let before = open;
            for &cell in holes {
                if self.givens >> cell & 1 == 0 && self.is_single(cell, solution, singles) {
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
        let houses = &HOUSES_OF[cell];
        let last_empty = |house: usize| {
            HOUSES[house]
                .iter()
                .all(|&other| other == cell || self.givens >> other & 1 != 0)
        };
        let only_place = |house: usize| {
            HOUSES[house].iter().all(|&other| {
                other == cell
                    || self.givens >> other & 1 != 0
                    || !self.allowed(other).contains(digit)
            })
        };
        match singles {
            Singles::Box => only_place(houses[BOX]) || houses.iter().any(|&h| last_empty(h)),
            Singles::Hidden => houses.iter().any(|&h| only_place(h)),
            Singles::Naked => {
                self.allowed(cell).len() == 1 || houses.iter().any(|&h| only_place(h))
            }
        }
    }

    /// The digits that no given in `cell`'s row, column or box holds.
    fn allowed(&self, cell: usize) -> DigitSet {
        let [row, column, boxed] = HOUSES_OF[cell].map(|house| self.present[house]);
        !(row | column | boxed)
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
    fn each_house_holds_nine_cells_that_name_it() {
        for (house, cells) in HOUSES.iter().enumerate() {
            assert!(cells.iter().all(|&cell| HOUSES_OF[cell].contains(&house)));
            assert!(cells.windows(2).all(|pair| pair[0] < pair[1]));
        }
    }

    #[test]
    fn a_grid_missing_one_digit_in_each_box_fills_by_box_singles() {
        let solution = grid(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        );
        let mut puzzle = solution;
        for house in 18..27 {
            puzzle.set(HOUSES[house][house % 9], 0);
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
