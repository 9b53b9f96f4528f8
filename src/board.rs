//! The seed lesson's board: a grid plus the "used" markers of every row, column and box, each a
//! [`DigitSet`] (the lesson's list of ten booleans), kept in step as digits are placed and
//! cleared. The classic engine searches on it; the generator fills random grids on it.

use crate::bitset::DigitSet;
use crate::grid::{CELLS, Grid, box_of, column_of, row_of};

/// A grid with its row, column and box markers kept in step.
pub struct Board {
    grid: Grid,
    rows: [DigitSet; 9],
    columns: [DigitSet; 9],
    boxes: [DigitSet; 9],
}

impl Board {
    /// The empty board.
    pub const EMPTY: Board = Board {
        grid: Grid::EMPTY,
        rows: [DigitSet::NONE; 9],
        columns: [DigitSet::NONE; 9],
        boxes: [DigitSet::NONE; 9],
    };

    /// The board of `puzzle`, or `None` when its givens already repeat a digit in a unit.
    pub fn new(puzzle: &Grid) -> Option<Board> {
        let mut board = Board::EMPTY;
        for cell in 0..CELLS {
            let digit = puzzle.get(cell);
            if digit != 0 {
                if !board.legal_digits(cell).contains(digit) {
                    return None;
                }
                board.place(cell, digit);
            }
        }
        Some(board)
    }

    /// The grid as filled so far.
    #[inline]
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The digits absent from the row, column and box of `cell`.
    #[inline]
    pub fn legal_digits(&self, cell: usize) -> DigitSet {
        !(self.rows[row_of(cell)] | self.columns[column_of(cell)] | self.boxes[box_of(cell)])
    }

    /// Puts `digit` in `cell` and marks it used in the cell's three units.
    #[inline]
    pub fn place(&mut self, cell: usize, digit: u8) {
        self.grid.set(cell, digit);
        self.rows[row_of(cell)].insert(digit);
        self.columns[column_of(cell)].insert(digit);
        self.boxes[box_of(cell)].insert(digit);
    }

    /// Undoes [`Board::place`] of `digit` in `cell`.
    #[inline]
    pub fn clear(&mut self, cell: usize, digit: u8) {
        self.grid.set(cell, 0);
        self.rows[row_of(cell)].remove(digit);
        self.columns[column_of(cell)].remove(digit);
        self.boxes[box_of(cell)].remove(digit);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn givens_that_repeat_a_digit_in_a_unit_have_no_board() {
        let mut puzzle = Grid::EMPTY;
        puzzle.set(0, 5);
        assert!(Board::new(&puzzle).is_some());
        puzzle.set(80, 5);
        assert!(Board::new(&puzzle).is_some());
        puzzle.set(10, 5);
        assert!(Board::new(&puzzle).is_none());
    }

    #[test]
    fn clearing_a_placed_digit_restores_the_board() {
        let mut board = Board::EMPTY;
        board.place(40, 7);
        assert!(!board.legal_digits(44).contains(7));
        board.clear(40, 7);
        assert_eq!(board.legal_digits(44), !DigitSet::NONE);
        assert_eq!(*board.grid(), Grid::EMPTY);
    }
}
