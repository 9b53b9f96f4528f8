//! One page's content stream: the picture's shapes traced and painted in its coordinates, the
//! page flipped once, the graphics state set only where it changes, texts placed as glyph forms.

use std::collections::BTreeSet;

use pdf_writer::types::{LineCapStyle, LineJoinStyle};
use pdf_writer::{Content, Name};

use crate::draw::glyphs::{self, GlyphId};
use crate::draw::outline::{MITER_LIMIT, outline};
use crate::draw::scene::{Cap, Color, Item, Paint, Point, Segment, Shape, Stroke, Text};

/// An opacity, which pages set through a graphics state (from the first that is not opaque).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Opacity {
    /// The opacity of fills (`ca`).
    Fill(u8),
    /// The opacity of strokes (`CA`).
    Stroke(u8),
}

impl Opacity {
    /// The name the pages give its graphics state.
    pub(super) fn name(self) -> String {
        match self {
            Opacity::Fill(alpha) => format!("Fill{alpha}"),
            Opacity::Stroke(alpha) => format!("Stroke{alpha}"),
        }
    }
}

/// Writes one page's content stream, setting only the graphics state that changes.
pub(super) struct Painter {
    /// The page's content stream so far.
    pub(super) content: Content,
    /// The fill colour set, if any yet.
    fill: Option<Color>,
    /// The stroke set, if any yet.
    stroke: Option<Stroke>,
    /// Every opacity the page has set, for its resources.
    pub(super) opacities: BTreeSet<Opacity>,
    /// Every glyph the page has placed, for its resources.
    pub(super) glyphs: BTreeSet<GlyphId>,
}

impl Painter {
    /// A content stream for a page `height` points high, drawing in the picture's coordinates.
    pub(super) fn new(height: f32) -> Painter {
        let mut content = Content::new();
        // The picture's y grows downwards, PDF's upwards: flip the page once.
        content.transform([1.0, 0.0, 0.0, -1.0, 0.0, height]);
        content.set_miter_limit(MITER_LIMIT);
        Painter {
            content,
            fill: None,
            stroke: None,
            opacities: BTreeSet::new(),
            glyphs: BTreeSet::new(),
        }
    }

    /// Fills the whole page with `color`.
    pub(super) fn paint_background(&mut self, color: Color, width: f32, height: f32) {
        self.set_fill(color);
        self.content.rect(0.0, 0.0, width, height);
        self.content.fill_nonzero();
    }

    /// Draws `item` (a group's items in order).
    pub(super) fn draw(&mut self, item: &Item) {
        match item {
            Item::Group { items, .. } => items.iter().for_each(|item| self.draw(item)),
            Item::Shape(Shape::Text(text), paint) => self.paint_text(text, paint),
            Item::Shape(shape, paint) => self.paint(&outline(shape), paint),
        }
    }

    /// Fills `text` by placing its glyphs' forms, then strokes its outlines if `paint` says so.
    fn paint_text(&mut self, text: &Text, paint: &Paint) {
        if let Some(fill) = paint.fill {
            self.set_fill(fill);
            for placed in glyphs::placed_glyphs(text) {
                let (scale, origin) = (placed.scale, placed.origin);
                // Font units grow upwards, the page's (already flipped) downwards.
                let placement = [
                    scale,
                    0.0,
                    0.0,
                    -scale,
                    rounded(origin.x),
                    rounded(origin.y),
                ];
                self.content.save_state().transform(placement);
                self.content.x_object(Name(placed.glyph.name().as_bytes()));
                self.content.restore_state();
                self.glyphs.insert(placed.glyph);
            }
        }
        if paint.stroke.is_some() {
            let stroke = Paint {
                fill: None,
                stroke: paint.stroke,
            };
            self.paint(&glyphs::text_path(text), &stroke);
        }
    }

    /// Fills and then strokes `path` as `paint` says.
    fn paint(&mut self, path: &[Segment], paint: &Paint) {
        if !path
            .iter()
            .any(|segment| matches!(segment, Segment::MoveTo(_)))
        {
            return;
        }
        if let Some(fill) = paint.fill {
            self.set_fill(fill);
            trace(&mut self.content, path);
            self.content.fill_nonzero();
        }
        // A width of 0 is PDF's thinnest line; SVG draws nothing, and so does this.
        if let Some(stroke) = paint.stroke.filter(|stroke| stroke.width > 0.0) {
            self.set_stroke(stroke);
            trace(&mut self.content, path);
            self.content.stroke();
        }
    }

    /// Sets the fill colour and opacity, if they change.
    fn set_fill(&mut self, color: Color) {
        let before = self.fill.replace(color);
        if before.map(rgb) != Some(rgb(color)) {
            let [r, g, b] = rgb(color);
            self.content.set_fill_rgb(r, g, b);
        }
        let alpha_before = before.map_or(u8::MAX, |color| color.a);
        if alpha_before != color.a {
            self.set_opacity(Opacity::Fill(color.a));
        }
    }

    /// Sets the stroke's colour, opacity, width, dashes, ends and corners, where they change.
    fn set_stroke(&mut self, stroke: Stroke) {
        let before = self.stroke.replace(stroke);
        if before.map(|before| rgb(before.color)) != Some(rgb(stroke.color)) {
            let [r, g, b] = rgb(stroke.color);
            self.content.set_stroke_rgb(r, g, b);
        }
        if before.map_or(u8::MAX, |before| before.color.a) != stroke.color.a {
            self.set_opacity(Opacity::Stroke(stroke.color.a));
        }
        if before.map(|before| before.width) != Some(stroke.width) {
            self.content.set_line_width(stroke.width);
        }
        if before.map(|before| before.dash) != Some(stroke.dash) {
            // A dash with no length at all is drawn solid, as tiny-skia draws it.
            let dash = stroke
                .dash
                .filter(|&[dash, gap]| dash >= 0.0 && gap >= 0.0 && dash + gap > 0.0);
            self.content
                .set_dash_pattern(dash.into_iter().flatten(), 0.0);
        }
        if before.map(|before| before.cap) != Some(stroke.cap) {
            // Round ends go with round corners, other ends with mitred corners.
            let (cap, join) = match stroke.cap {
                Cap::Butt => (LineCapStyle::ButtCap, LineJoinStyle::MiterJoin),
                Cap::Round => (LineCapStyle::RoundCap, LineJoinStyle::RoundJoin),
                Cap::Square => (LineCapStyle::ProjectingSquareCap, LineJoinStyle::MiterJoin),
            };
            self.content.set_line_cap(cap).set_line_join(join);
        }
    }

    /// Sets `opacity` through its graphics state.
    fn set_opacity(&mut self, opacity: Opacity) {
        self.opacities.insert(opacity);
        self.content.set_parameters(Name(opacity.name().as_bytes()));
    }
}

/// Traces `path` as `content`'s current path; PDF has no quadratic curves, so each is raised to
/// the cubic that draws it.
pub(super) fn trace(content: &mut Content, path: &[Segment]) {
    let mut current = Point::default();
    let mut start = Point::default();
    for segment in path {
        match *segment {
            Segment::MoveTo(p) => {
                content.move_to(rounded(p.x), rounded(p.y));
                (current, start) = (p, p);
            }
            Segment::LineTo(p) => {
                content.line_to(rounded(p.x), rounded(p.y));
                current = p;
            }
            Segment::QuadTo(c, p) => {
                let toward = |from: Point| {
                    Point::new(
                        from.x + (c.x - from.x) * 2.0 / 3.0,
                        from.y + (c.y - from.y) * 2.0 / 3.0,
                    )
                };
                cubic(content, toward(current), toward(p), p);
                current = p;
            }
            Segment::CubicTo(c1, c2, p) => {
                cubic(content, c1, c2, p);
                current = p;
            }
            Segment::Close => {
                content.close_path();
                current = start;
            }
        }
    }
}

/// A cubic Bézier curve to `p`.
fn cubic(content: &mut Content, c1: Point, c2: Point, p: Point) {
    let [x1, y1, x2, y2, x3, y3] = [c1.x, c1.y, c2.x, c2.y, p.x, p.y].map(rounded);
    content.cubic_to(x1, y1, x2, y2, x3, y3);
}

/// A colour channel or an opacity from 0–255 to 0–1.
pub(super) fn unit(value: u8) -> f32 {
    f32::from(value) / 255.0
}

/// A page coordinate to a hundredth of a point (a thirtieth of a millimetre in print), which
/// keeps content streams short.
pub(super) fn rounded(value: f32) -> f32 {
    (value * 100.0).round() / 100.0
}

/// `color`'s red, green and blue, from 0 to 1.
fn rgb(color: Color) -> [f32; 3] {
    [unit(color.r), unit(color.g), unit(color.b)]
}
