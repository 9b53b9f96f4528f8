//! A sheet: the one picture of a whole run for SVG and PNG, its panels in rows of a few, as
//! they come. A row is placed as soon as it is full, so a writer can set it down and forget
//! it; the sheet's size is known when the last row is.

use super::panel::Panel;
use super::scene::{Item, Point};
use crate::symbols::Symbols;

/// The panels across a row unless `--columns` says otherwise.
pub const DEFAULT_COLUMNS: usize = 3;
/// The side of a cell, in pixels, unless `--cell-size` says otherwise.
pub const DEFAULT_CELL: u16 = 40;
/// The white space around the sheet, in cells.
const MARGIN: f32 = 0.5;
/// The space between two panels of a row, in cells.
const GAP_ACROSS: f32 = 1.0;
/// The space between two rows, in cells.
const GAP_DOWN: f32 = 0.5;

/// How a sheet is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SheetLayout {
    /// Panels a row.
    pub columns: usize,
    /// The side of a cell, in pixels.
    pub cell: u16,
}

impl Default for SheetLayout {
    fn default() -> Self {
        SheetLayout {
            columns: DEFAULT_COLUMNS,
            cell: DEFAULT_CELL,
        }
    }
}

/// Panels laid out in rows, from the top.
#[derive(Debug)]
pub struct Sheet {
    layout: SheetLayout,
    symbols: Symbols,
    /// The row being filled.
    row: Vec<Panel>,
    /// Where the next row's top is.
    top: f32,
    /// The widest row's width so far.
    width: f32,
}

impl Sheet {
    /// An empty sheet laid out as `layout`, digits in `symbols`.
    pub fn new(layout: SheetLayout, symbols: Symbols) -> Sheet {
        let cell = f32::from(layout.cell);
        Sheet {
            layout,
            symbols,
            row: Vec::with_capacity(layout.columns),
            top: MARGIN * cell,
            width: 0.0,
        }
    }

    /// Adds a panel at the end of the last row; when that fills the row, the row's items,
    /// placed on the sheet.
    pub fn add(&mut self, panel: Panel) -> Option<Vec<Item>> {
        self.row.push(panel);
        (self.row.len() == self.layout.columns).then(|| self.place_row())
    }

    /// The area, in square pixels, of the rows placed so far with their margins: the least
    /// the finished sheet covers.
    pub fn area_so_far(&self) -> f32 {
        let margins = 2.0 * MARGIN * f32::from(self.layout.cell);
        (self.width + margins) * self.top
    }

    /// Ends the sheet: the items of the last row, if it holds any, and the sheet's width and
    /// height.
    pub fn finish(&mut self) -> (Vec<Item>, f32, f32) {
        let items = match self.row.is_empty() {
            true => Vec::new(),
            false => self.place_row(),
        };
        let cell = f32::from(self.layout.cell);
        let width = self.width + 2.0 * MARGIN * cell;
        // The last row is followed by the bottom margin, not a gap.
        let height = match self.width > 0.0 {
            true => self.top + (MARGIN - GAP_DOWN) * cell,
            false => 2.0 * MARGIN * cell,
        };
        (items, width, height)
    }

    /// The items of the row in progress, its panels side by side from the left margin, tops
    /// aligned; the next row starts below its tallest panel.
    fn place_row(&mut self) -> Vec<Item> {
        let cell = f32::from(self.layout.cell);
        let mut x = MARGIN * cell;
        let mut tallest: f32 = 0.0;
        let mut items = Vec::with_capacity(self.row.len());
        for panel in self.row.drain(..) {
            items.push(panel.items(Point::new(x, self.top), cell, self.symbols));
            x += (panel.width() + GAP_ACROSS) * cell;
            tallest = tallest.max(panel.height());
        }
        self.width = self.width.max(x - (GAP_ACROSS + MARGIN) * cell);
        self.top += (tallest + GAP_DOWN) * cell;
        items
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::board::Board;
    use crate::shape::Shape;
    use crate::sized::SizedGrid;

    fn panel(size: usize) -> Panel {
        let grid = SizedGrid::empty(Shape::for_size(size).unwrap());
        Panel::new("line 1", Board::puzzle(&grid, None))
    }

    #[test]
    fn rows_are_filled_left_to_right_and_the_sheet_fits_them() {
        let mut sheet = Sheet::new(
            SheetLayout {
                columns: 2,
                cell: 10,
            },
            Symbols::Standard,
        );
        assert!(sheet.add(panel(9)).is_none());
        let row = sheet.add(panel(9)).expect("a full row");
        assert_eq!(row.len(), 2);
        assert!(sheet.add(panel(4)).is_none());
        let (last, width, height) = sheet.finish();
        assert_eq!(last.len(), 1);
        assert_eq!(sheet.area_so_far(), 200.0 * 165.0);
        // Two 9-cell panels and a gap, with the margins.
        assert_eq!(width, (0.5 + 9.0 + 1.0 + 9.0 + 0.5) * 10.0);
        // Two rows of 10 and 5 cells (titles included), a gap between them, the margins.
        assert_eq!(height, (0.5 + 10.0 + 0.5 + 5.0 + 0.5) * 10.0);
    }

    #[test]
    fn an_empty_sheet_is_its_margins() {
        let mut sheet = Sheet::new(SheetLayout::default(), Symbols::Standard);
        let (items, width, height) = sheet.finish();
        assert!(items.is_empty());
        assert_eq!((width, height), (40.0, 40.0));
    }
}
