//! The strokes, discs and labels every rule's drawing is made of, sized in cells and placed on
//! a grid's [`Frame`], and the colours they share.

use crate::draw::frame::Frame;
use crate::draw::scene::{Anchor, Color, Item, Paint, Point, Shape, Stroke, Text, Weight};

/// The grey of thermometers, and of the lines and shapes SudokuPad draws in its default grey.
pub const GREY: Color = Color::rgb(0xCF, 0xCF, 0xCF);
/// The darker grey of thin lines: arrows, diagonals, rims.
pub const DARK_GREY: Color = Color::rgb(0x90, 0x90, 0x90);
/// The colour of clue numbers and letters.
pub const INK: Color = Color::rgb(0x20, 0x20, 0x20);
/// The font size of a label in a cell's corner (a cage's sum), in cells.
const CORNER_LABEL: f32 = 0.25;

/// A frame and the drawing helpers that size things in cells on it.
#[derive(Clone, Copy, Debug)]
pub struct Pen {
    /// Where the grid stands on the page.
    pub frame: Frame,
}

impl Pen {
    /// The point `row` cells down and `column` cells right of the grid's top left corner.
    pub fn at(&self, row: f32, column: f32) -> Point {
        self.frame.at(row, column)
    }

    /// The centre of the cell of row-major index `cell`.
    pub fn center(&self, cell: usize) -> Point {
        self.frame.center(cell)
    }

    /// A length of `cells` cells, in page units.
    pub fn length(&self, cells: f32) -> f32 {
        self.frame.length(cells)
    }

    /// The row and the column of `cell`, from 0.
    pub fn place(&self, cell: usize) -> (usize, usize) {
        (cell / self.frame.size, cell % self.frame.size)
    }

    /// The centres of `cells`, in order.
    pub fn centers(&self, cells: &[usize]) -> Vec<Point> {
        cells.iter().map(|&cell| self.center(cell)).collect()
    }

    /// A solid stroke of `color`, `width` cells wide.
    pub fn stroke(&self, color: Color, width: f32) -> Stroke {
        Stroke::solid(color, self.length(width))
    }

    /// A line through `points`, `width` cells wide in `color`, with round ends and corners.
    pub fn line(&self, points: Vec<Point>, color: Color, width: f32) -> Item {
        let stroke = self.stroke(color, width).rounded();
        Item::Shape(Shape::Polyline(points), Paint::stroke(stroke))
    }

    /// A disc of `diameter` cells around `center`, painted with `paint`.
    pub fn disc(&self, center: Point, diameter: f32, paint: Paint) -> Item {
        let radius = self.length(diameter / 2.0);
        Item::Shape(Shape::Circle { center, radius }, paint)
    }

    /// A square of `side` cells around `center`, its corners rounded by `radius` cells.
    pub fn square(&self, center: Point, side: f32, radius: f32, paint: Paint) -> Item {
        self.rect(center, (side, side), radius, paint)
    }

    /// A rectangle of `width` × `height` cells around `center`, its corners rounded by
    /// `radius` cells.
    pub fn rect(
        &self,
        center: Point,
        (width, height): (f32, f32),
        radius: f32,
        paint: Paint,
    ) -> Item {
        let (width, height) = (self.length(width), self.length(height));
        let corner = Point::new(center.x - width / 2.0, center.y - height / 2.0);
        let radius = self.length(radius);
        let rect = Shape::Rect {
            corner,
            width,
            height,
            radius,
        };
        Item::Shape(rect, paint)
    }

    /// The cell `cell` filled with `color`, edge to edge.
    pub fn shade(&self, cell: usize, color: Color) -> Item {
        self.square(self.center(cell), 1.0, 0.0, Paint::fill(color))
    }

    /// `text` small at the top left corner of `cell`, on a white patch that keeps the lines
    /// drawn there (a cage's dashes) off it: a cage's sum, a sum line's.
    pub fn corner_label(&self, text: &str, cell: usize) -> [Item; 2] {
        let (row, column) = self.place(cell);
        let (top, left) = (row as f32, column as f32);
        let patch = Shape::Rect {
            corner: self.at(top + 0.025, left + 0.03),
            width: self.length(text_width(text) * CORNER_LABEL + 0.06),
            height: self.length(CORNER_LABEL + 0.03),
            radius: 0.0,
        };
        let at = self.at(top + 0.04 + CORNER_LABEL / 2.0, left + 0.06);
        let label = self.text(at, text, CORNER_LABEL, Anchor::Start, Weight::Normal, INK);
        [Item::Shape(patch, Paint::fill(Color::WHITE)), label]
    }

    /// `text` in `color`, `size` cells high, centred on `center` both ways.
    pub fn label(
        &self,
        center: Point,
        text: &str,
        size: f32,
        weight: Weight,
        color: Color,
    ) -> Item {
        self.text(center, text, size, Anchor::Middle, weight, color)
    }

    /// `text` in `color`, `size` cells high, standing as `anchor` says from `at` across and
    /// centred on it up and down.
    pub fn text(
        &self,
        at: Point,
        text: &str,
        size: f32,
        anchor: Anchor,
        weight: Weight,
        color: Color,
    ) -> Item {
        let size = self.length(size);
        // Digits stand 0.73 em high in DejaVu Sans: the baseline 0.36 em below the middle
        // centres them.
        let at = Point::new(at.x, at.y + 0.36 * size);
        let text = Text {
            at,
            text: text.to_string(),
            size,
            anchor,
            weight,
        };
        Item::Shape(Shape::Text(text), Paint::fill(color))
    }
}

/// About how wide `text` is at a font size of 1, for the patches put under labels and the
/// layout of the legend: the advances of DejaVu Sans (the common sans-serif face of SVG and
/// PDF renderers; Arial's are a little narrower), by classes of characters.
pub fn text_width(text: &str) -> f32 {
    let advance = |c: char| match c {
        'i' | 'j' | 'l' | '\'' | '|' => 0.28,
        ' ' | '·' | '.' | ',' | ':' => 0.32,
        '-' | 'f' => 0.36,
        't' => 0.39,
        'r' => 0.41,
        'm' => 0.97,
        'w' => 0.82,
        '0'..='9' | 'a'..='z' => 0.62,
        _ => 0.72,
    };
    text.chars().map(advance).sum()
}

/// The point `t` of the way from `a` to `b`.
pub fn between(a: Point, b: Point, t: f32) -> Point {
    Point::new(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
}

/// The point `distance` page units from `from` toward `to` (`from` itself when they meet).
pub fn toward(from: Point, to: Point, distance: f32) -> Point {
    let length = (to.x - from.x).hypot(to.y - from.y);
    if length == 0.0 {
        return from;
    }
    between(from, to, distance / length)
}
