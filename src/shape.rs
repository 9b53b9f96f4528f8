//! The shape of a Sudoku: its size N and the R×C shape of its boxes (R·C = N), and its houses
//! (rows, columns, boxes) as lists of cells, so that code working on any shape never asks
//! which size it is. A prime size has no boxes: its puzzles are variants, whose irregular
//! regions replace them, or Latin squares.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// Every size a classic puzzle can have: the N from 4 to 25 that are not prime.
pub const SIZES: [usize; 15] = [4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24, 25];

/// The largest size, and the most cells a puzzle can have.
pub const MAX_SIZE: usize = 25;
/// The most cells a puzzle can have: 25 × 25.
pub const MAX_CELLS: usize = MAX_SIZE * MAX_SIZE;

/// Why a size or a box shape does not exist.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ShapeError {
    /// A size that is not in [`SIZES`].
    #[error(
        "there is no {0}x{0} Sudoku (sizes are 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24 and 25)"
    )]
    NoSize(usize),
    /// Boxes whose area is no size, or with a side of one cell.
    #[error(
        "boxes of {0}x{1} make no Sudoku (R·C must be a size from 4 to 25, R and C at least 2)"
    )]
    NoBox(usize, usize),
    /// Text that is not `RxC`.
    #[error("a box shape is written RxC, rows by columns (e.g. 2x3)")]
    Unreadable,
}

/// A puzzle's shape: N×N cells in boxes of R rows × C columns, R·C = N.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    box_rows: u8,
    box_columns: u8,
}

/// Whether a count of cells is N² for a size N (16, 36, …, 81, …, 625), by table: the parser
/// asks it of every line.
const SQUARES_OF_SIZES: [bool; MAX_CELLS + 1] = {
    let mut table = [false; MAX_CELLS + 1];
    let mut size = 0;
    while size < SIZES.len() {
        table[SIZES[size] * SIZES[size]] = true;
        size += 1;
    }
    table
};

/// Whether `cells` is the number of cells of some shape's puzzles: a size's square.
pub fn is_square_of_size(cells: usize) -> bool {
    SQUARES_OF_SIZES.get(cells).copied().unwrap_or(false)
}

impl Shape {
    /// The classic shape: 9×9 in boxes of 3×3.
    pub const NINE: Shape = Shape {
        box_rows: 3,
        box_columns: 3,
    };

    /// The shape with boxes of `box_rows` × `box_columns`.
    pub fn new(box_rows: usize, box_columns: usize) -> Result<Shape, ShapeError> {
        let area = box_rows * box_columns;
        if box_rows < 2 || box_columns < 2 || !SIZES.contains(&area) {
            return Err(ShapeError::NoBox(box_rows, box_columns));
        }
        Ok(Shape {
            box_rows: box_rows as u8,
            box_columns: box_columns as u8,
        })
    }

    /// The default shape of size `size`: the most square boxes with R ≤ C (6 → 2×3, 12 → 3×4).
    pub fn for_size(size: usize) -> Result<Shape, ShapeError> {
        if !SIZES.contains(&size) {
            return Err(ShapeError::NoSize(size));
        }
        let box_rows = (2..=size)
            .take_while(|rows| rows * rows <= size)
            .filter(|&rows| size.is_multiple_of(rows))
            .last()
            .expect("every size has a divisor from 2 to its square root");
        Shape::new(box_rows, size / box_rows)
    }

    /// The shape of a variant puzzle of size `size`: the default one for a size with boxes, and
    /// for a prime size from 5 to 23, a shape without boxes ([`Shape::has_boxes`]), whose
    /// puzzles have irregular regions or none (rows and columns alone, as Rangsk's solver and
    /// ISS read them).
    pub fn for_variant(size: usize) -> Result<Shape, ShapeError> {
        Shape::for_size(size).or_else(|error| match size {
            5..=MAX_SIZE if (2..size).all(|d| !size.is_multiple_of(d)) => Ok(Shape {
                box_rows: 1,
                box_columns: size as u8,
            }),
            _ => Err(error),
        })
    }

    /// Whether the shape has boxes: every shape but those of prime sizes, whose boxes, a row
    /// each, add nothing to the rows and are never drawn.
    pub const fn has_boxes(self) -> bool {
        self.box_rows > 1
    }

    /// The shape whose puzzles have `cells` cells, if any: a size's square.
    pub fn for_cells(cells: usize) -> Option<Shape> {
        SIZES
            .iter()
            .find(|&&size| size * size == cells)
            .map(|&size| Shape::for_size(size).expect("a listed size"))
    }

    /// N: cells per row, column and box, and the number of symbols.
    #[inline]
    pub const fn size(self) -> usize {
        self.box_rows as usize * self.box_columns as usize
    }

    /// N²: cells in the grid.
    #[inline]
    pub const fn cells(self) -> usize {
        self.size() * self.size()
    }

    /// R: rows of each box (1 for a shape without boxes, whose boxes are its rows).
    #[inline]
    pub const fn box_rows(self) -> usize {
        self.box_rows as usize
    }

    /// C: columns of each box.
    #[inline]
    pub const fn box_columns(self) -> usize {
        self.box_columns as usize
    }

    /// Whether boxes are square, so that turning the grid a quarter or mirroring it on a
    /// diagonal maps boxes onto boxes.
    pub const fn has_square_boxes(self) -> bool {
        self.box_rows == self.box_columns
    }

    /// The row (from 0) of a cell index (row-major, from 0).
    #[inline]
    pub const fn row_of(self, cell: usize) -> usize {
        cell / self.size()
    }

    /// The column (from 0) of a cell index.
    #[inline]
    pub const fn column_of(self, cell: usize) -> usize {
        cell % self.size()
    }

    /// The box (from 0, left to right, top to bottom) of a cell index.
    #[inline]
    pub const fn box_of(self, cell: usize) -> usize {
        let (row, column) = (self.row_of(cell), self.column_of(cell));
        // Boxes across a band: N / C.
        let across = self.box_rows();
        (row / self.box_rows()) * across + column / self.box_columns()
    }

    /// The houses, each the list of its N cells: the N rows, then the N columns, then the N
    /// boxes. Every constraint of the size-general engines is "each symbol once per house".
    pub fn houses(self) -> Vec<Vec<usize>> {
        let n = self.size();
        let rows = (0..n).map(|row| (0..n).map(|column| row * n + column).collect());
        let columns = (0..n).map(|column| (0..n).map(|row| row * n + column).collect());
        let boxes = (0..n).map(|house| {
            (0..self.cells())
                .filter(|&c| self.box_of(c) == house)
                .collect()
        });
        rows.chain(columns).chain(boxes).collect()
    }
}

/// `3x4`: box rows by box columns.
impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.box_rows, self.box_columns)
    }
}

/// Reads `RxC` (also `R×C`), as `--box` takes it.
impl FromStr for Shape {
    type Err = ShapeError;

    fn from_str(text: &str) -> Result<Shape, ShapeError> {
        let (rows, columns) = text
            .split_once(['x', 'X', '×'])
            .ok_or(ShapeError::Unreadable)?;
        let side = |text: &str| {
            text.trim()
                .parse::<usize>()
                .map_err(|_| ShapeError::Unreadable)
        };
        Shape::new(side(rows)?, side(columns)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_variant_of_a_prime_size_has_a_shape_without_boxes() {
        for size in [5, 7, 11, 13, 17, 19, 23] {
            let shape = Shape::for_variant(size).unwrap();
            assert_eq!((shape.size(), shape.has_boxes()), (size, false));
            // Its boxes are its rows.
            assert_eq!(shape.box_of(3 * size + 2), 3);
        }
        for size in SIZES {
            let shape = Shape::for_variant(size).unwrap();
            assert_eq!(shape, Shape::for_size(size).unwrap());
            assert!(shape.has_boxes());
        }
        for size in [1, 2, 3, 26, 29] {
            assert!(Shape::for_variant(size).is_err());
        }
    }

    #[test]
    fn default_boxes_are_the_most_square_with_fewer_rows() {
        let defaults: Vec<String> = SIZES
            .iter()
            .map(|&n| Shape::for_size(n).unwrap().to_string())
            .collect();
        assert_eq!(
            defaults,
            [
                "2x2", "2x3", "2x4", "3x3", "2x5", "3x4", "2x7", "3x5", "4x4", "3x6", "4x5", "3x7",
                "2x11", "4x6", "5x5"
            ]
        );
        assert_eq!(Shape::for_size(9), Ok(Shape::NINE));
        for bad in [0, 1, 3, 5, 7, 11, 13, 17, 23, 26, 36] {
            assert_eq!(Shape::for_size(bad), Err(ShapeError::NoSize(bad)));
        }
    }

    #[test]
    fn box_shapes_read_rows_by_columns() {
        assert_eq!("3x2".parse::<Shape>().unwrap().box_rows(), 3);
        assert_eq!("2x6".parse::<Shape>().unwrap().size(), 12);
        assert_eq!("5×5".parse::<Shape>().unwrap().cells(), 625);
        assert_eq!("1x9".parse::<Shape>(), Err(ShapeError::NoBox(1, 9)));
        assert_eq!("3x5x".parse::<Shape>(), Err(ShapeError::Unreadable));
        assert_eq!("2x7".parse::<Shape>().unwrap().to_string(), "2x7");
        assert_eq!("4x4".parse::<Shape>(), Shape::for_size(16));
    }

    #[test]
    fn houses_cover_each_cell_once_per_kind() {
        for shape in ["2x3", "3x2", "3x3", "4x5", "2x11"].map(|s| s.parse::<Shape>().unwrap()) {
            let houses = shape.houses();
            assert_eq!(houses.len(), 3 * shape.size());
            for kind in houses.chunks(shape.size()) {
                let mut cells: Vec<usize> = kind.concat();
                cells.sort_unstable();
                assert_eq!(cells, (0..shape.cells()).collect::<Vec<_>>(), "{shape}");
            }
        }
    }

    #[test]
    fn nine_by_nine_boxes_match_the_classic_grid() {
        for cell in 0..81 {
            assert_eq!(Shape::NINE.box_of(cell), crate::grid::box_of(cell));
        }
        let shape: Shape = "2x3".parse().unwrap();
        // r2c4 (cell 9) is in the second box of the first band.
        assert_eq!(shape.box_of(9), 1);
        assert_eq!(shape.box_of(12), 2);
    }

    #[test]
    fn a_line_of_a_square_number_of_cells_has_a_shape() {
        assert_eq!(Shape::for_cells(81), Some(Shape::NINE));
        assert_eq!(Shape::for_cells(256).map(Shape::size), Some(16));
        assert_eq!(Shape::for_cells(50), None);
        assert_eq!(Shape::for_cells(49), None);
    }
}
