//! A grid of any shape: N×N cell values with the [`Shape`] of its boxes. It carries puzzles and
//! answers of every size through the pipeline; a 9×9 one converts to the [`Grid`] the 9×9
//! kernel and the logic engine take.

use std::fmt;
use std::str::FromStr;

use crate::grid::{CELLS, Grid, GridTextError};
use crate::shape::Shape;
use crate::symbols::{Symbol, Symbols};

/// An N×N grid in row-major order: each cell is 0 (a hole) or a value from 1 to N.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct SizedGrid {
    shape: Shape,
    cells: Vec<u8>,
}

impl SizedGrid {
    /// The grid of `shape` with every cell a hole.
    pub fn empty(shape: Shape) -> SizedGrid {
        SizedGrid {
            shape,
            cells: vec![0; shape.cells()],
        }
    }

    /// A grid from its row-major values, 0 for a hole; `None` if there are not N² of them or a
    /// value is above N.
    pub fn new(shape: Shape, cells: Vec<u8>) -> Option<SizedGrid> {
        let fits =
            cells.len() == shape.cells() && cells.iter().all(|&v| usize::from(v) <= shape.size());
        fits.then_some(SizedGrid { shape, cells })
    }

    /// The shape.
    #[inline]
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The row-major values, 0 for a hole.
    #[inline]
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// The value of `cell`: 0 for a hole.
    #[inline]
    pub fn get(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    /// Sets `cell` to `value` (0 for a hole, else 1 to N).
    #[inline]
    pub fn set(&mut self, cell: usize, value: u8) {
        debug_assert!(usize::from(value) <= self.shape.size());
        self.cells[cell] = value;
    }

    /// How many cells hold a value.
    pub fn given_count(&self) -> usize {
        self.cells.iter().filter(|&&v| v != 0).count()
    }

    /// Whether every cell holds a value.
    pub fn is_full(&self) -> bool {
        self.cells.iter().all(|&v| v != 0)
    }

    /// Whether no value repeats in any house (holes are ignored).
    pub fn is_consistent(&self) -> bool {
        self.shape.houses().iter().all(|house| {
            let mut seen = 0u64;
            house.iter().all(|&cell| {
                let bit = 1u64 << self.cells[cell];
                let new = self.cells[cell] == 0 || seen & bit == 0;
                seen |= bit;
                new
            })
        })
    }

    /// Whether this grid is a complete, valid solution of the same shape that keeps every
    /// given of `puzzle`.
    pub fn solves(&self, puzzle: &SizedGrid) -> bool {
        let keeps_givens = self
            .cells
            .iter()
            .zip(&puzzle.cells)
            .all(|(&s, &p)| p == 0 || p == s);
        self.shape == puzzle.shape && keeps_givens && self.is_full() && self.is_consistent()
    }

    /// The 9×9 grid, when this one has the classic shape.
    pub fn as_nine(&self) -> Option<Grid> {
        if self.shape != Shape::NINE {
            return None;
        }
        let cells: [u8; CELLS] = self.cells[..].try_into().expect("81 cells");
        Grid::from_cells(cells)
    }

    /// The cells written in `symbols`, `.` for a hole, one after another.
    pub fn symbols(&self, symbols: Symbols) -> impl Iterator<Item = u8> + '_ {
        self.cells.iter().map(move |&v| symbols.character(v))
    }
}

impl From<Grid> for SizedGrid {
    fn from(grid: Grid) -> SizedGrid {
        SizedGrid {
            shape: Shape::NINE,
            cells: grid.cells().to_vec(),
        }
    }
}

/// The N² cells row-major on one line in the standard symbols (`1`–`9`, `A`–`Z`), `.` for a
/// hole: the one-line puzzle form.
impl fmt::Display for SizedGrid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text: String = self.symbols(Symbols::Standard).map(char::from).collect();
        f.write_str(&text)
    }
}

impl fmt::Debug for SizedGrid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SizedGrid({}, {self})", self.shape)
    }
}

/// Reads the strict one-line form of any size: N² characters in the standard symbols, `.` or
/// `0` for a hole; the shape is the default one of the size.
impl FromStr for SizedGrid {
    type Err = GridTextError;

    fn from_str(text: &str) -> Result<SizedGrid, GridTextError> {
        let shape = Shape::for_cells(text.len()).ok_or(GridTextError)?;
        let value = |byte: u8| match Symbols::Standard.read(byte) {
            Some(Symbol::Hole) => Some(0),
            Some(Symbol::Value(v)) => Some(v),
            None => None,
        };
        let cells = text.bytes().map(value).collect::<Option<Vec<u8>>>();
        cells
            .and_then(|cells| SizedGrid::new(shape, cells))
            .ok_or(GridTextError)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_one_line_form_reads_back_for_every_size() {
        let six = "1.3..6.........................4.2";
        assert!(six.parse::<SizedGrid>().is_err(), "34 cells is no size");
        let six = "1.3..6..............................";
        let grid: SizedGrid = six.parse().unwrap();
        assert_eq!(
            (grid.shape().to_string(), grid.given_count()),
            ("2x3".to_string(), 3)
        );
        assert_eq!(grid.to_string(), six);
        assert!(six.replace('6', "7").parse::<SizedGrid>().is_err());
        let sixteen = format!("G{}", ".".repeat(255));
        assert_eq!(sixteen.parse::<SizedGrid>().unwrap().get(0), 16);
    }

    #[test]
    fn a_nine_by_nine_grid_converts_both_ways() {
        let text =
            ".....23.7.....645.1..93........618...48...56...642........75..8.291.....4.56.....";
        let grid: Grid = text.parse().unwrap();
        let sized = SizedGrid::from(grid);
        assert_eq!(sized.as_nine(), Some(grid));
        assert_eq!(sized.to_string(), text);
        assert_eq!(text.parse::<SizedGrid>().unwrap(), sized);
    }

    #[test]
    fn consistency_and_solutions_are_checked_per_house() {
        let solution: SizedGrid = "1234341221434321".parse().unwrap();
        assert!(solution.is_consistent() && solution.is_full());
        let mut puzzle = solution.clone();
        puzzle.set(0, 0);
        puzzle.set(5, 0);
        assert!(solution.solves(&puzzle));
        puzzle.set(1, 1); // a second 1 in row 1
        assert!(!puzzle.is_consistent() && !solution.solves(&puzzle));
    }
}
