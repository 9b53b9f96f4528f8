//! A panel: one puzzle drawn with its title above it, the room its rules need around its grid,
//! and the order things are painted in (rules under the grid, the grid, rules over it, the
//! digits). Sheets and books place panels; a panel's sizes are in cells, so that it can be
//! drawn at any scale.

use super::board::{Board, INK, group};
use super::frame::Frame;
use super::rules::{self, Margins};
use super::scene::{Anchor, Item, Paint, Point, Shape, Text, Weight};
use crate::symbols::Symbols;

/// The band above the grid that holds the title, in cells.
const TITLE_BAND: f32 = 1.0;
/// The title's font size, in cells, unless it must shrink to fit the panel's width.
const TITLE_SIZE: f32 = 0.45;
/// The title's baseline, below the panel's top, in cells.
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
        let room = self.room;
        TITLE_BAND + room.top + self.board.size() as f32 + room.bottom
    }

    /// Its items with its top left corner at `corner`, cells `cell` wide, digits in
    /// `symbols`: a group `puzzle` holding, in the order they are painted, the title (group
    /// `title`), the rules drawn under the grid's lines, the lines, the rules drawn over
    /// them, and the digits.
    pub fn items(&self, corner: Point, cell: f32, symbols: Symbols) -> Item {
        let room = self.room;
        let frame = Frame {
            origin: Point::new(
                corner.x + room.left * cell,
                corner.y + (TITLE_BAND + room.top) * cell,
            ),
            cell,
            size: self.board.size(),
        };
        let drawing = self
            .board
            .variant()
            .map(|variant| rules::draw_rules(variant, frame))
            .unwrap_or_default();
        let mut items = vec![self.title(corner, cell)];
        items.extend(drawing.below_grid);
        items.extend(self.board.lines(frame));
        items.extend(drawing.above_grid);
        items.extend(self.board.digits(frame, symbols));
        group("puzzle", items)
    }

    /// The title, centred over the panel, shrunk to fit its width.
    fn title(&self, corner: Point, cell: f32) -> Item {
        let width = self.width() * cell;
        let size = TITLE_SIZE * cell;
        let size = size.min(size * width / text_width(&self.title, size));
        let text = Text {
            at: Point::new(corner.x + width / 2.0, corner.y + TITLE_BASELINE * cell),
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

/// How wide `text` is at font size `size`, at most: no character of the fonts drawn is wider
/// than 0.65 em but for a few capitals, which titles do not hold.
fn text_width(text: &str, size: f32) -> f32 {
    text.chars().count() as f32 * 0.65 * size
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
        assert!(text_width(&text.text, text.size) <= 160.0 + 0.01);
    }
}
