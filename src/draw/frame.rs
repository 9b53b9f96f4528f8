//! Where a puzzle's grid stands on the page, and the page point of a place in the grid.

use super::scene::Point;

/// A grid placed on the page: its top left corner and the side of a cell, in page units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Frame {
    /// The grid's top left corner.
    pub origin: Point,
    /// The side of a cell.
    pub cell: f32,
    /// The grid's number of rows and columns.
    pub size: usize,
}

impl Frame {
    /// The point `row` cells down and `column` cells right of the grid's top left corner;
    /// fractions allowed (the centre of r1c1 is at 0.5, 0.5), and negative values or values
    /// past the size stand outside the grid.
    pub fn at(&self, row: f32, column: f32) -> Point {
        Point::new(
            self.origin.x + column * self.cell,
            self.origin.y + row * self.cell,
        )
    }

    /// The centre of the cell of row-major index `cell`.
    pub fn center(&self, cell: usize) -> Point {
        let (row, column) = (cell / self.size, cell % self.size);
        self.at(row as f32 + 0.5, column as f32 + 0.5)
    }

    /// A length of `cells` cells, in page units.
    pub fn length(&self, cells: f32) -> f32 {
        cells * self.cell
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_placed_from_the_corner() {
        let frame = Frame {
            origin: Point::new(10.0, 20.0),
            cell: 40.0,
            size: 9,
        };
        assert_eq!(frame.center(0), Point::new(30.0, 40.0));
        assert_eq!(frame.center(10), Point::new(70.0, 80.0));
        assert_eq!(frame.at(-0.5, 9.0), Point::new(370.0, 0.0));
        assert_eq!(frame.length(0.25), 10.0);
    }
}
