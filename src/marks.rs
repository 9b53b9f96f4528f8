//! Pencil marks: a 9×9 grid in which each cell holds a value or the candidates a solver has
//! left it, as HoDoKu's PM grids and the 729-character lines write them.

use std::fmt;

use crate::bitset::DigitSet;
use crate::grid::{CELLS, Grid};
use crate::houses::PEERS;
use crate::shape::Shape;
use crate::symbols::Symbols;

/// The candidates of every cell of a 9×9 grid; a cell with one candidate is a value.
#[derive(Clone, PartialEq, Eq)]
pub struct PencilMarks {
    cells: [DigitSet; CELLS],
}

impl PencilMarks {
    /// The marks of `cells`, row-major.
    pub fn new(cells: [DigitSet; CELLS]) -> PencilMarks {
        PencilMarks { cells }
    }

    /// The marks a solver writes before the first step: each value of `grid` alone in its
    /// cell, and in each hole every digit that no value of its row, column or box rules out.
    /// (A hole left one candidate is then written as a value, as in any PM grid.)
    pub fn of_givens(grid: &Grid) -> PencilMarks {
        let mut cells = [DigitSet::ALL; CELLS];
        for (cell, marks) in cells.iter_mut().enumerate() {
            *marks = match grid.get(cell) {
                0 => PEERS[cell]
                    .iter()
                    .fold(DigitSet::ALL, |left, peer| match grid.get(peer) {
                        0 => left,
                        value => left & !DigitSet::single(value),
                    }),
                value => DigitSet::single(value),
            };
        }
        PencilMarks::new(cells)
    }

    /// The candidates of `cell`.
    pub fn get(&self, cell: usize) -> DigitSet {
        self.cells[cell]
    }

    /// The values: each cell with one candidate holds it, every other cell is a hole.
    pub fn values(&self) -> Grid {
        let mut grid = Grid::EMPTY;
        for (cell, marks) in self.cells.iter().enumerate() {
            if marks.len() == 1 {
                grid.set(cell, marks.first().expect("one candidate"));
            }
        }
        grid
    }

    /// Whether `solution` keeps to the marks: each cell's digit is one of its candidates.
    pub fn allow(&self, solution: &Grid) -> bool {
        (0..CELLS).all(|cell| self.cells[cell].contains(solution.get(cell)))
    }

    /// The 729-character line: for each cell, nine characters, the digit `d` at place `d`
    /// when it is a candidate and `.` when it is not.
    pub fn to_line(&self) -> String {
        CandidateGrid::from(self).to_line(Symbols::Standard)
    }
}

/// The candidates of every cell of a grid of any shape (bit `v - 1` for the value `v`): the
/// pencil marks of a grid that is not 9×9, or the true candidates of any puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CandidateGrid {
    shape: Shape,
    cells: Vec<u32>,
}

impl CandidateGrid {
    /// The candidates `cells` (row-major, one mask a cell) of a grid of `shape`.
    pub fn new(shape: Shape, cells: Vec<u32>) -> CandidateGrid {
        debug_assert_eq!(cells.len(), shape.cells());
        CandidateGrid { shape, cells }
    }

    /// The candidates of every cell, row-major (bit `v - 1` for the value `v`).
    pub fn cells(&self) -> &[u32] {
        &self.cells
    }

    /// The grid's shape.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The candidates of `cell`.
    pub fn get(&self, cell: usize) -> u32 {
        self.cells[cell]
    }

    /// Whether every cell has one candidate: a solved grid.
    pub fn is_solved(&self) -> bool {
        self.cells.iter().all(|mask| mask.count_ones() == 1)
    }

    /// The N³-character line: for each cell, N characters, the symbol of `v` at place `v` when
    /// it is a candidate and `.` when it is not (729 characters for a 9×9).
    pub fn to_line(&self, symbols: Symbols) -> String {
        let n = self.shape.size();
        let mut line = String::with_capacity(n * self.cells.len());
        for &mask in &self.cells {
            for value in 1..=n as u8 {
                let candidate = mask >> (value - 1) & 1 != 0;
                line.push(char::from(if candidate {
                    symbols.character(value)
                } else {
                    b'.'
                }));
            }
        }
        line
    }
}

impl From<&PencilMarks> for CandidateGrid {
    fn from(marks: &PencilMarks) -> CandidateGrid {
        let cells = marks
            .cells
            .iter()
            .map(|set| u32::from(set.bits()))
            .collect();
        CandidateGrid::new(Shape::NINE, cells)
    }
}

impl fmt::Debug for PencilMarks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_line())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SEED: &str =
        ".....23.7.....645.1..93........618...48...56...642........75..8.291.....4.56.....";

    fn seed() -> Grid {
        let mut grid = Grid::EMPTY;
        for (cell, c) in SEED.bytes().enumerate() {
            if c != b'.' {
                grid.set(cell, c - b'0');
            }
        }
        grid
    }

    #[test]
    fn the_givens_marks_keep_the_values_and_rule_out_what_they_see() {
        let marks = PencilMarks::of_givens(&seed());
        // The givens, and two holes the givens leave one candidate (r1c3 and r5c8).
        assert_eq!(marks.values().given_count(), seed().given_count() + 2);
        assert!(
            (0..CELLS)
                .all(|cell| seed().get(cell) == 0 || marks.values().get(cell) == seed().get(cell))
        );
        // r1c1 sees 2, 3, 7 in its row, 1 in its column and box, 4 in its column.
        assert_eq!(
            marks.get(0),
            !(DigitSet::single(1)
                | DigitSet::single(2)
                | DigitSet::single(3)
                | DigitSet::single(4)
                | DigitSet::single(7))
                & DigitSet::ALL
        );
        let line = marks.to_line();
        assert_eq!(line.len(), 729);
        assert_eq!(&line[45..54], ".2.......");
    }
}
