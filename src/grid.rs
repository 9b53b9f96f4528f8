//! The 81-cell Sudoku grid: cell values, row/column/box index math, and givens consistency.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::bitset::DigitSet;

/// Number of cells in a grid.
pub const CELLS: usize = 81;

/// The row (0–8) of a cell index (0–80, row-major).
#[inline]
pub const fn row_of(cell: usize) -> usize {
    cell / 9
}

/// The column (0–8) of a cell index.
#[inline]
pub const fn column_of(cell: usize) -> usize {
    cell % 9
}

/// The box (0–8, numbered left to right, top to bottom) of a cell index.
#[inline]
pub const fn box_of(cell: usize) -> usize {
    BOX_OF[cell] as usize
}

/// Box of every cell, precomputed so the classic solver's inner loop avoids two divisions.
const BOX_OF: [u8; CELLS] = {
    let mut table = [0u8; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        table[cell] = (3 * (cell / 27) + (cell % 9) / 3) as u8;
        cell += 1;
    }
    table
};

/// A 9×9 Sudoku grid in row-major order: each cell is 0 (a hole) or a digit 1–9.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    cells: [u8; CELLS],
}

impl Grid {
    /// The grid with every cell a hole.
    pub const EMPTY: Grid = Grid { cells: [0; CELLS] };

    /// A grid from 81 row-major values, 0 for a hole; `None` if a value is above 9.
    pub fn from_cells(cells: [u8; CELLS]) -> Option<Grid> {
        cells.iter().all(|&v| v <= 9).then_some(Grid { cells })
    }

    /// The 81 row-major values, 0 for a hole.
    #[inline]
    pub fn cells(&self) -> &[u8; CELLS] {
        &self.cells
    }

    /// The value of `cell` (0–80): 0 for a hole, else its digit.
    #[inline]
    pub fn get(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    /// Sets `cell` (0–80) to `value` (0 for a hole, else 1–9).
    #[inline]
    pub fn set(&mut self, cell: usize, value: u8) {
        debug_assert!(value <= 9);
        self.cells[cell] = value;
    }

    /// How many cells hold a digit.
    pub fn given_count(&self) -> usize {
        self.cells.iter().filter(|&&v| v != 0).count()
    }

    /// Whether no digit repeats in any row, column or box (holes are ignored).
    pub fn is_consistent(&self) -> bool {
        let mut rows = [DigitSet::NONE; 9];
        let mut columns = [DigitSet::NONE; 9];
        let mut boxes = [DigitSet::NONE; 9];
        for (cell, &digit) in self.cells.iter().enumerate() {
            if digit == 0 {
                continue;
            }
            let units = [
                &mut rows[row_of(cell)],
                &mut columns[column_of(cell)],
                &mut boxes[box_of(cell)],
            ];
            for unit in units {
                if unit.contains(digit) {
                    return false;
                }
                unit.insert(digit);
            }
        }
        true
    }

    /// Whether this grid is a complete, valid solution that keeps every given of `puzzle`.
    pub fn solves(&self, puzzle: &Grid) -> bool {
        let keeps_givens = (0..CELLS).all(|c| puzzle.get(c) == 0 || puzzle.get(c) == self.get(c));
        keeps_givens && self.given_count() == CELLS && self.is_consistent()
    }
}

/// The 81 cells row-major on one line, `.` for a hole: the one-line puzzle form.
impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text: String = self
            .cells
            .iter()
            .map(|&v| if v == 0 { '.' } else { char::from(b'0' + v) })
            .collect();
        f.write_str(&text)
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Grid").field(&self.to_string()).finish()
    }
}

/// Why a text is not a one-line grid.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("a one-line grid is exactly 81 characters, each 1-9 or a hole ('.' or '0')")]
pub struct GridTextError;

/// Reads the strict one-line form: 81 characters, `1`–`9` for a given, `.` or `0` for a hole.
/// (Streams in every form the grammar allows are read by [`crate::parse::Puzzles`].)
impl FromStr for Grid {
    type Err = GridTextError;

    fn from_str(text: &str) -> Result<Grid, GridTextError> {
        let mut cells = [0u8; CELLS];
        let mut len = 0;
        for byte in text.bytes() {
            let value = match byte {
                b'1'..=b'9' => byte - b'0',
                b'.' | b'0' => 0,
                _ => return Err(GridTextError),
            };
            *cells.get_mut(len).ok_or(GridTextError)? = value;
            len += 1;
        }
        if len == CELLS {
            Ok(Grid { cells })
        } else {
            Err(GridTextError)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_one_line_form_reads_back_what_display_writes() {
        let text =
            ".....23.7.....645.1..93........618...48...56...642........75..8.291.....4.56.....";
        let grid: Grid = text.parse().unwrap();
        assert_eq!(grid.given_count(), 28);
        assert_eq!(grid.to_string(), text);
        assert_eq!(text.replace('.', "0").parse(), Ok(grid));
        assert_eq!(text[1..].parse::<Grid>(), Err(GridTextError));
        assert_eq!(format!("{text}.").parse::<Grid>(), Err(GridTextError));
        assert_eq!(text.replace('7', "x").parse::<Grid>(), Err(GridTextError));
    }

    #[test]
    fn index_math_matches_the_seed_region_formula() {
        for cell in 0..CELLS {
            let (i, j) = (row_of(cell), column_of(cell));
            assert_eq!(box_of(cell), 3 * (i / 3) + j / 3);
        }
    }

    #[test]
    fn repeated_digits_make_a_grid_inconsistent() {
        let mut grid = Grid::EMPTY;
        grid.set(0, 5);
        grid.set(80, 5);
        assert!(grid.is_consistent());
        grid.set(10, 5); // same box as cell 0
        assert!(!grid.is_consistent());
    }

    #[test]
    fn from_cells_rejects_values_above_nine() {
        let mut cells = [0u8; CELLS];
        cells[3] = 10;
        assert!(Grid::from_cells(cells).is_none());
    }
}
