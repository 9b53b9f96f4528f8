//! A panel: one puzzle drawn with its title above it, the room its rules need around its grid,
//! and the order things are painted in (rules under the grid, the grid, rules over it, the
//! digits). Sheets and books place panels; a panel's sizes are in cells, so that it can be
//! drawn at any scale, and its title's band is a cell high unless a book sets it in points.

use super::board::{Board, INK, group};
use super::frame::Frame;
use super::glyphs;
use super::rules::{self, Margins};
use super::scene::{Anchor, Item, Paint, Point, Shape, Text, Weight};
use crate::symbols::Symbols;

/// The band above the grid that holds the title, in cells, unless it is set otherwise.
const TITLE_BAND: f32 = 1.0;
/// The title's font size, in bands, unless it must shrink to fit the panel's width.
const TITLE_SIZE: f32 = 0.45;
/// The title's baseline, below the panel's top, in bands.
const TITLE_BASELINE: f32 = 0.65;

/// A titled puzzle to draw.
#[derive(Clone, Debug, PartialEq)]
pub struct Panel {
    /// The title: `line 12`, `puzzle 3 · hard`.
    pub title: String,
    /// The puzzle.
    pub board: Board,
    /// The room its rules take outside its grid, in cells.
    room: Margins,
}

impl Panel {
    /// A panel titled `title` showing `board`.
    pub fn new(title: impl Into<String>, board: Board) -> Panel {
        let room = board.variant().map_or(Margins::default(), |variant| {
            rules::margins(variant, board.size())
        });
        Panel {
            title: title.into(),
            board,
            room,
        }
    }

    /// Its width, in cells.
    pub fn width(&self) -> f32 {
        let room = self.room;
        room.left + self.board.size() as f32 + room.right
    }

    /// Its height, in cells: the title's band, then the grid with its room.
    pub fn height(&self) -> f32 {
        TITLE_BAND + self.grid_height()
    }

    /// The height of its grid with its room, in cells.
    pub fn grid_height(&self) -> f32 {
        let room = self.room;
        room.top + self.board.size() as f32 + room.bottom
    }

    /// Its items with its top left corner at `corner`, cells `cell` wide, digits in
    /// `symbols`: a group `puzzle` holding, in the order they are painted, the title (group
    /// `title`) in a band a cell high, the rules drawn under the grid's lines, the lines, the
    /// rules drawn over them, and the digits.
    pub fn items(&self, corner: Point, cell: f32, symbols: Symbols) -> Item {
        self.items_under_band(corner, cell, TITLE_BAND * cell, symbols)
    }

    /// [`Panel::items`] with the title's band `band` high in page units, whatever the cells.
    pub fn items_under_band(&self, corner: Point, cell: f32, band: f32, symbols: Symbols) -> Item {
        let room = self.room;
        let frame = Frame {
            origin: Point::new(
                corner.x + room.left * cell,
                corner.y + band + room.top * cell,
            ),
            cell,
            size: self.board.size(),
        };
        let drawing = self
            .board
            .variant()
            .map(|variant| rules::draw_rules(variant, frame))
            .unwrap_or_default();
        let mut items = vec![self.title(corner, self.width() * cell, band)];
        items.extend(drawing.below_grid);
        items.extend(self.board.lines(frame));
        items.extend(drawing.above_grid);
        items.extend(self.board.digits(frame, symbols));
        group("puzzle", items)
    }

    /// The title in its band `band` high, centred over the panel `width` wide, shrunk to fit.
    fn title(&self, corner: Point, width: f32, band: f32) -> Item {
        let size = TITLE_SIZE * band;
        let size = size.min(size * width / glyphs::advance(&self.title, size, Weight::Normal));
        let text = Text {
            at: Point::new(corner.x + width / 2.0, corner.y + TITLE_BASELINE * band),
            text: self.title.clone(),
            size,
            anchor: Anchor::Middle,
            weight: Weight::Normal,
        };
        group(
            "title",
            vec![Item::Shape(Shape::Text(text), Paint::fill(INK))],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::Shape as GridShape;
    use crate::sized::SizedGrid;

    #[test]
    fn a_title_stays_in_its_band_and_within_its_panel() {
        let board = Board::puzzle(&SizedGrid::empty(GridShape::for_size(4).unwrap()), None);
        let panel = Panel::new("line 123456 · Sense solució", board);
        assert_eq!((panel.width(), panel.height()), (4.0, 5.0));
        let Item::Group { items, .. } =
            panel.items(Point::new(10.0, 10.0), 40.0, Symbols::Standard)
        else {
            panic!("a panel is a group");
        };
        let Item::Group { items: title, .. } = &items[0] else {
            panic!("its title first");
        };
        let Item::Shape(Shape::Text(text), _) = &title[0] else {
            panic!("a text");
        };
        assert_eq!(text.at.x, 90.0);
        assert!(text.at.y < 10.0 + 40.0, "the baseline above the grid");
        assert!(glyphs::advance(&text.text, text.size, Weight::Normal) <= 160.0 + 0.01);
    }
}
