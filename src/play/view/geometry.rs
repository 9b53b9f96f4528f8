//! Where the board stands on the screen: how large a cell is drawn (a keypad of pencil marks,
//! 3×3 for a 9×9, or one line when the terminal is too small for that), where each cell and
//! line falls, and which cell a click lands on.

use ratatui::layout::Rect;

use crate::shape::Shape;

/// The board's place and scale on the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// N, cells per row.
    pub size: usize,
    /// Columns inside a cell, lines excluded.
    pub cell_width: u16,
    /// Rows inside a cell.
    pub cell_height: u16,
    /// Whether cells show their marks as a keypad (otherwise the panel shows the cursor's).
    pub keypad: bool,
    /// Where the board's top-left corner is drawn.
    pub x: u16,
    /// Where the board's top-left corner is drawn.
    pub y: u16,
}

impl Geometry {
    /// The board of `shape` with cells of `cell_width` × `cell_height`, at the origin.
    fn scaled(shape: Shape, cell_width: usize, cell_height: usize, keypad: bool) -> Geometry {
        Geometry {
            size: shape.size(),
            cell_width: cell_width as u16,
            cell_height: cell_height as u16,
            keypad,
            x: 0,
            y: 0,
        }
    }

    /// Cells as keypads, a mark a place: box columns wide (with a blank each side) and box rows
    /// high.
    pub fn keypad(shape: Shape) -> Geometry {
        Geometry::scaled(shape, shape.box_columns() + 2, shape.box_rows(), true)
    }

    /// Cells of one line, the value between two blanks.
    pub fn compact(shape: Shape) -> Geometry {
        Geometry::scaled(shape, 3, 1, false)
    }

    /// The board's width and height, lines included.
    pub fn extent(&self) -> (u16, u16) {
        let n = self.size as u16;
        (
            n * (self.cell_width + 1) + 1,
            n * (self.cell_height + 1) + 1,
        )
    }

    /// The largest board of `shape` that fits `area`, placed at its top-left corner, or the
    /// smallest extent it needs.
    pub fn fit(shape: Shape, area: Rect) -> Result<Geometry, (u16, u16)> {
        let compact = Geometry::compact(shape);
        for geometry in [Geometry::keypad(shape), compact] {
            let (width, height) = geometry.extent();
            if width <= area.width && height <= area.height {
                return Ok(Geometry {
                    x: area.x,
                    y: area.y,
                    ..geometry
                });
            }
        }
        Err(compact.extent())
    }

    /// The column of vertical line `j` (0 to N).
    pub fn line_x(&self, j: usize) -> u16 {
        self.x + j as u16 * (self.cell_width + 1)
    }

    /// The row of horizontal line `i` (0 to N).
    pub fn line_y(&self, i: usize) -> u16 {
        self.y + i as u16 * (self.cell_height + 1)
    }

    /// The top-left corner of `cell`'s inside.
    pub fn cell_origin(&self, cell: usize) -> (u16, u16) {
        let (row, column) = (cell / self.size, cell % self.size);
        (self.line_x(column) + 1, self.line_y(row) + 1)
    }

    /// The cell whose inside or lines hold the point (`x`, `y`), if any.
    pub fn cell_at(&self, x: u16, y: u16) -> Option<usize> {
        let (width, height) = self.extent();
        if x <= self.x || y <= self.y || x >= self.x + width - 1 || y >= self.y + height - 1 {
            return None;
        }
        let column = usize::from((x - self.x - 1) / (self.cell_width + 1));
        let row = usize::from((y - self.y - 1) / (self.cell_height + 1));
        Some(row * self.size + column)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_nine_by_nine_takes_keypads_where_it_fits_and_one_line_cells_elsewhere() {
        let nine = Shape::NINE;
        assert_eq!(Geometry::keypad(nine).extent(), (55, 37));
        assert_eq!(Geometry::compact(nine).extent(), (37, 19));
        let big = Geometry::fit(nine, Rect::new(0, 0, 100, 38)).unwrap();
        assert!(big.keypad);
        let small = Geometry::fit(nine, Rect::new(0, 0, 60, 30)).unwrap();
        assert!(!small.keypad);
        assert_eq!(Geometry::fit(nine, Rect::new(0, 0, 30, 10)), Err((37, 19)));
    }

    #[test]
    fn a_click_finds_its_cell() {
        let geometry = Geometry::keypad(Shape::NINE);
        let (x, y) = geometry.cell_origin(40);
        assert_eq!(geometry.cell_at(x + 2, y + 1), Some(40));
        assert_eq!(geometry.cell_at(0, 0), None);
        assert_eq!(geometry.cell_at(54, 36), None);
        assert_eq!(geometry.cell_at(53, 35), Some(80));
    }
}
