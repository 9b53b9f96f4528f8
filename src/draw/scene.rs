//! The shapes a picture is made of, in the units of the page (pixels for SVG and PNG, points
//! for PDF), y growing downwards. Every backend renders the same [`Picture`], so an SVG, a PNG
//! and a PDF of one run show the same drawing.

/// A point of the page.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Point {
    /// From the left edge.
    pub x: f32,
    /// From the top edge.
    pub y: f32,
}

impl Point {
    /// The point at `x`, `y`.
    pub const fn new(x: f32, y: f32) -> Point {
        Point { x, y }
    }
}

/// An sRGB colour with its opacity.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Color {
    /// Red.
    pub r: u8,
    /// Green.
    pub g: u8,
    /// Blue.
    pub b: u8,
    /// Opacity: 255 is opaque.
    pub a: u8,
}

impl Color {
    /// Black.
    pub const BLACK: Color = Color::rgb(0, 0, 0);
    /// White.
    pub const WHITE: Color = Color::rgb(255, 255, 255);

    /// The opaque colour of `r`, `g`, `b`.
    pub const fn rgb(r: u8, g: u8, b: u8) -> Color {
        Color { r, g, b, a: 255 }
    }

    /// The colour with opacity `a`.
    pub const fn with_alpha(self, a: u8) -> Color {
        Color { a, ..self }
    }
}

/// How the ends of an open stroke are drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Cap {
    /// Cut square at the end point.
    #[default]
    Butt,
    /// A half disc past the end point.
    Round,
    /// A half square past the end point.
    Square,
}

/// How a stroke is drawn: colour, width, dashes and ends.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stroke {
    /// Its colour.
    pub color: Color,
    /// Its width.
    pub width: f32,
    /// Dash and gap lengths, for a dashed stroke.
    pub dash: Option<[f32; 2]>,
    /// Its ends; corners are joined round when the ends are round, mitred otherwise.
    pub cap: Cap,
}

impl Stroke {
    /// A solid stroke of `color` and `width`, cut square at its ends.
    pub const fn solid(color: Color, width: f32) -> Stroke {
        Stroke {
            color,
            width,
            dash: None,
            cap: Cap::Butt,
        }
    }

    /// The stroke with round ends and corners.
    pub const fn rounded(self) -> Stroke {
        Stroke {
            cap: Cap::Round,
            ..self
        }
    }

    /// The stroke dashed: `dash` drawn, `gap` left.
    pub const fn dashed(self, dash: f32, gap: f32) -> Stroke {
        Stroke {
            dash: Some([dash, gap]),
            ..self
        }
    }
}

/// How a shape is painted: filled, stroked, or both (the fill first).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Paint {
    /// The colour inside, if filled.
    pub fill: Option<Color>,
    /// The outline, if stroked.
    pub stroke: Option<Stroke>,
}

impl Paint {
    /// Filled with `color`, not stroked.
    pub const fn fill(color: Color) -> Paint {
        Paint {
            fill: Some(color),
            stroke: None,
        }
    }

    /// Stroked with `stroke`, not filled.
    pub const fn stroke(stroke: Stroke) -> Paint {
        Paint {
            fill: None,
            stroke: Some(stroke),
        }
    }

    /// Filled with `color` and stroked with `stroke`.
    pub const fn both(color: Color, stroke: Stroke) -> Paint {
        Paint {
            fill: Some(color),
            stroke: Some(stroke),
        }
    }
}

/// One step of a path.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Segment {
    /// Starts a new subpath at the point.
    MoveTo(Point),
    /// A straight line to the point.
    LineTo(Point),
    /// A quadratic Bézier curve: its control point, then its end.
    QuadTo(Point, Point),
    /// A cubic Bézier curve: its two control points, then its end.
    CubicTo(Point, Point, Point),
    /// Closes the subpath.
    Close,
}

/// Where a text stands relative to its anchor point, horizontally.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Anchor {
    /// The text starts at the point.
    #[default]
    Start,
    /// The text is centred on the point.
    Middle,
    /// The text ends at the point.
    End,
}

/// How heavy a text's strokes are.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Weight {
    /// The regular face.
    #[default]
    Normal,
    /// The bold face.
    Bold,
}

/// A line of text, painted with its item's fill.
#[derive(Clone, Debug, PartialEq)]
pub struct Text {
    /// The point on its baseline it is anchored at.
    pub at: Point,
    /// What it says.
    pub text: String,
    /// Its font size: the height of an em.
    pub size: f32,
    /// Where it stands relative to `at`.
    pub anchor: Anchor,
    /// Its face.
    pub weight: Weight,
}

/// A shape to paint.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// A straight line from one point to another.
    Line(Point, Point),
    /// An open line through the points, in order.
    Polyline(Vec<Point>),
    /// A closed polygon through the points, in order.
    Polygon(Vec<Point>),
    /// A rectangle from its top left corner, its corners rounded by `radius` (0 for square
    /// corners; half the shorter side for a pill).
    Rect {
        /// The top left corner.
        corner: Point,
        /// Its width.
        width: f32,
        /// Its height.
        height: f32,
        /// The radius of its corners.
        radius: f32,
    },
    /// A circle.
    Circle {
        /// Its centre.
        center: Point,
        /// Its radius.
        radius: f32,
    },
    /// A path of segments.
    Path(Vec<Segment>),
    /// A line of text.
    Text(Text),
}

/// What a picture holds: painted shapes, and named groups of them.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    /// A shape with its paint.
    Shape(Shape, Paint),
    /// A group of items, named by a class (an SVG `<g class="…">`): a rule's drawing is a group
    /// named by the rule's f-puzzles key, so that it can be restyled.
    Group {
        /// The group's class.
        class: String,
        /// Its items, painted in order.
        items: Vec<Item>,
    },
}

/// A whole picture: its size and its items, painted in order over its background.
#[derive(Clone, Debug, PartialEq)]
pub struct Picture {
    /// Its width.
    pub width: f32,
    /// Its height.
    pub height: f32,
    /// The colour under everything, if any (transparent otherwise).
    pub background: Option<Color>,
    /// Its items, painted in order.
    pub items: Vec<Item>,
}
