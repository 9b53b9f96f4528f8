//! Pictures as the pages of a PDF book: vector shapes only, texts as filled outlines, so the
//! book needs no font and prints sharp at any size.
//!
//! Each page is written into the document as it is added; the book keeps only the page ids its
//! page tree lists, so a book of ten thousand puzzles holds no more than its own bytes.

use std::collections::{BTreeMap, BTreeSet};

use miniz_oxide::deflate::compress_to_vec_zlib;
use pdf_writer::types::{LineCapStyle, LineJoinStyle};
use pdf_writer::{Content, Filter, Finish, Name, Pdf, Rect, Ref, TextStr};

use super::outline::outline;
use super::scene::{Cap, Color, Item, Paint, Picture, Point, Segment, Stroke};

/// How hard content streams are compressed (zlib's default level).
const COMPRESSION_LEVEL: u8 = 6;

/// A PDF document being written, one page at a time.
pub struct PdfBook {
    /// The document so far.
    pdf: Pdf,
    /// The next unused object id.
    next_id: Ref,
    /// The id of the page tree, written by [`PdfBook::finish`].
    page_tree: Ref,
    /// The ids of the pages written, in order.
    pages: Vec<Ref>,
    /// The graphics states written so far, by the opacity they set, each written once.
    opacities: BTreeMap<Opacity, Ref>,
}

/// An opacity other than the start's, which pages set through a graphics state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Opacity {
    /// The opacity of fills (`ca`).
    Fill(u8),
    /// The opacity of strokes (`CA`).
    Stroke(u8),
}

impl Opacity {
    /// The name the pages give its graphics state.
    fn name(self) -> String {
        match self {
            Opacity::Fill(alpha) => format!("Fill{alpha}"),
            Opacity::Stroke(alpha) => format!("Stroke{alpha}"),
        }
    }
}

impl PdfBook {
    /// An empty book titled `title`.
    pub fn new(title: &str) -> PdfBook {
        let mut next_id = Ref::new(1);
        let mut pdf = Pdf::new();
        let catalog = next_id.bump();
        let info = next_id.bump();
        let page_tree = next_id.bump();
        pdf.catalog(catalog).pages(page_tree);
        pdf.document_info(info)
            .title(TextStr(title))
            .producer(TextStr("resol"));
        PdfBook {
            pdf,
            next_id,
            page_tree,
            pages: Vec::new(),
            opacities: BTreeMap::new(),
        }
    }

    /// Adds `page` as the next page: its size in points is the picture's width and height.
    pub fn add_page(&mut self, page: &Picture) {
        let mut painter = Painter::new(page.height);
        if let Some(background) = page.background {
            painter.paint_background(background, page.width, page.height);
        }
        for item in &page.items {
            painter.draw(item);
        }
        let used: Vec<Opacity> = painter.opacities_used();
        let content = compress_to_vec_zlib(&painter.content.finish(), COMPRESSION_LEVEL);
        let content_id = self.next_id.bump();
        self.pdf
            .stream(content_id, &content)
            .filter(Filter::FlateDecode);
        let states: Vec<(Opacity, Ref)> = used
            .into_iter()
            .map(|opacity| (opacity, self.graphics_state(opacity)))
            .collect();
        let page_id = self.next_id.bump();
        let mut writer = self.pdf.page(page_id);
        writer
            .parent(self.page_tree)
            .media_box(Rect::new(0.0, 0.0, page.width, page.height))
            .contents(content_id);
        if !states.is_empty() {
            let mut resources = writer.resources();
            let mut dictionary = resources.ext_g_states();
            for (opacity, id) in states {
                dictionary.pair(Name(opacity.name().as_bytes()), id);
            }
        }
        writer.finish();
        self.pages.push(page_id);
    }

    /// The id of the graphics state that sets `opacity`, written on first use.
    fn graphics_state(&mut self, opacity: Opacity) -> Ref {
        if let Some(&id) = self.opacities.get(&opacity) {
            return id;
        }
        let id = self.next_id.bump();
        let mut state = self.pdf.ext_graphics(id);
        match opacity {
            Opacity::Fill(alpha) => state.non_stroking_alpha(unit(alpha)),
            Opacity::Stroke(alpha) => state.stroking_alpha(unit(alpha)),
        };
        state.finish();
        self.opacities.insert(opacity, id);
        id
    }

    /// The whole document, with its page tree.
    pub fn finish(mut self) -> Vec<u8> {
        let count = i32::try_from(self.pages.len()).unwrap_or(i32::MAX);
        self.pdf.pages(self.page_tree).kids(self.pages).count(count);
        self.pdf.finish()
    }
}

/// A colour channel or an opacity from 0–255 to 0–1.
fn unit(value: u8) -> f32 {
    f32::from(value) / 255.0
}

/// A page coordinate to a hundredth of a point (a thirtieth of a millimetre in print), which
/// keeps content streams short.
fn rounded(value: f32) -> f32 {
    (value * 100.0).round() / 100.0
}

/// Writes one page's content stream, setting only the graphics state that changes.
struct Painter {
    content: Content,
    fill: Option<Color>,
    stroke: Option<Stroke>,
    /// Every opacity the page has set, for its resources.
    opacities: BTreeSet<Opacity>,
}

impl Painter {
    /// A content stream for a page `height` points high, drawing in the picture's coordinates.
    fn new(height: f32) -> Painter {
        let mut content = Content::new();
        // The picture's y grows downwards, PDF's upwards: flip the page once.
        content.transform([1.0, 0.0, 0.0, -1.0, 0.0, height]);
        Painter {
            content,
            fill: None,
            stroke: None,
            opacities: BTreeSet::new(),
        }
    }

    /// The opacities the page set.
    fn opacities_used(&self) -> Vec<Opacity> {
        self.opacities.iter().copied().collect()
    }

    /// Fills the whole page with `color`.
    fn paint_background(&mut self, color: Color, width: f32, height: f32) {
        self.set_fill(color);
        self.content.rect(0.0, 0.0, width, height);
        self.content.fill_nonzero();
    }

    /// Draws `item` (a group's items in order).
    fn draw(&mut self, item: &Item) {
        match item {
            Item::Group { items, .. } => items.iter().for_each(|item| self.draw(item)),
            Item::Shape(shape, paint) => self.paint(&outline(shape), paint),
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
            self.trace(path);
            self.content.fill_nonzero();
        }
        // A width of 0 is PDF's thinnest line; SVG draws nothing, and so does this.
        if let Some(stroke) = paint.stroke.filter(|stroke| stroke.width > 0.0) {
            self.set_stroke(stroke);
            self.trace(path);
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

    /// Traces `path` as the current path; PDF has no quadratic curves, so each is raised to
    /// the cubic that draws it.
    fn trace(&mut self, path: &[Segment]) {
        let mut current = Point::default();
        let mut start = Point::default();
        for segment in path {
            match *segment {
                Segment::MoveTo(p) => {
                    self.content.move_to(rounded(p.x), rounded(p.y));
                    (current, start) = (p, p);
                }
                Segment::LineTo(p) => {
                    self.content.line_to(rounded(p.x), rounded(p.y));
                    current = p;
                }
                Segment::QuadTo(c, p) => {
                    let toward = |from: Point| {
                        Point::new(
                            from.x + (c.x - from.x) * 2.0 / 3.0,
                            from.y + (c.y - from.y) * 2.0 / 3.0,
                        )
                    };
                    self.cubic(toward(current), toward(p), p);
                    current = p;
                }
                Segment::CubicTo(c1, c2, p) => {
                    self.cubic(c1, c2, p);
                    current = p;
                }
                Segment::Close => {
                    self.content.close_path();
                    current = start;
                }
            }
        }
    }

    /// A cubic Bézier curve to `p`.
    fn cubic(&mut self, c1: Point, c2: Point, p: Point) {
        self.content.cubic_to(
            rounded(c1.x),
            rounded(c1.y),
            rounded(c2.x),
            rounded(c2.y),
            rounded(p.x),
            rounded(p.y),
        );
    }
}

/// `color`'s red, green and blue, from 0 to 1.
fn rgb(color: Color) -> [f32; 3] {
    [unit(color.r), unit(color.g), unit(color.b)]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::scene::{Anchor, Shape, Text, Weight};
    use miniz_oxide::inflate::decompress_to_vec_zlib;

    fn page(width: f32, height: f32, items: Vec<Item>) -> Picture {
        Picture {
            width,
            height,
            background: Some(Color::WHITE),
            items,
        }
    }

    fn digit(text: &str) -> Item {
        let text = Text {
            at: Point::new(20.0, 30.0),
            text: text.to_string(),
            size: 20.0,
            anchor: Anchor::Middle,
            weight: Weight::Normal,
        };
        Item::Shape(Shape::Text(text), Paint::fill(Color::BLACK))
    }

    /// How often `needle` occurs in `haystack`.
    fn count(haystack: &[u8], needle: &[u8]) -> usize {
        haystack
            .windows(needle.len())
            .filter(|window| *window == needle)
            .count()
    }

    /// The content streams of `pdf`, inflated, one after another.
    fn contents(pdf: &[u8]) -> String {
        let mut text = String::new();
        let mut rest = pdf;
        while let Some(start) = rest.windows(7).position(|w| w == b"stream\n") {
            let body = &rest[start + 7..];
            let end = body.windows(10).position(|w| w == b"\nendstream").unwrap();
            text += &String::from_utf8(decompress_to_vec_zlib(&body[..end]).unwrap()).unwrap();
            text.push('\n');
            rest = &body[end + 10..];
        }
        text
    }

    #[test]
    fn a_book_is_a_pdf_with_a_page_of_each_size_added() {
        let mut book = PdfBook::new("Puzzles");
        book.add_page(&page(595.0, 842.0, vec![digit("1")]));
        book.add_page(&page(200.5, 100.0, vec![digit("2")]));
        let pdf = book.finish();
        assert!(pdf.starts_with(b"%PDF-"));
        assert!(pdf.ends_with(b"%%EOF"));
        assert_eq!(count(&pdf, b"/Type /Page\n"), 2);
        assert_eq!(count(&pdf, b"/Type /Pages\n"), 1);
        assert_eq!(count(&pdf, b"/Count 2"), 1);
        assert_eq!(count(&pdf, b"/MediaBox [0 0 595 842]"), 1);
        assert_eq!(count(&pdf, b"/MediaBox [0 0 200.5 100]"), 1);
        assert_eq!(count(&pdf, b"/Title (Puzzles)"), 1);
        assert_eq!(count(&pdf, b"/Producer (resol)"), 1);
        assert_eq!(count(&pdf, b"/Font"), 0);
    }

    #[test]
    fn a_page_is_written_when_it_is_added() {
        let mut book = PdfBook::new("Puzzles");
        let before = book.pdf.len();
        book.add_page(&page(100.0, 100.0, vec![digit("123")]));
        assert!(book.pdf.len() > before + 100);
        assert_eq!(book.pages.len(), 1);
    }

    #[test]
    fn the_page_is_flipped_and_shapes_keep_their_strokes() {
        let dashed = Stroke::solid(Color::rgb(255, 0, 0), 2.0).dashed(5.0, 3.0);
        let round = Stroke::solid(Color::BLACK, 4.0).rounded();
        let items = vec![
            Item::Shape(
                Shape::Line(Point::new(10.0, 10.0), Point::new(90.0, 10.0)),
                Paint::stroke(dashed),
            ),
            Item::Shape(
                Shape::Polyline(vec![Point::new(10.0, 50.0), Point::new(90.0, 60.5)]),
                Paint::stroke(round),
            ),
        ];
        let pdf = PdfBook::new("Shapes").finish_with(&page(100.0, 80.0, items));
        let content = contents(&pdf);
        assert!(content.starts_with("1 0 0 -1 0 80 cm\n"), "{content}");
        assert!(content.contains("1 0 0 RG\n2 w\n[5 3] 0 d\n"), "{content}");
        assert!(content.contains("10 10 m\n90 10 l\nS\n"), "{content}");
        assert!(
            content.contains("0 0 0 RG\n4 w\n[] 0 d\n1 J\n1 j\n"),
            "{content}"
        );
        assert!(content.contains("90 60.5 l\nS"), "{content}");
        assert_eq!(count(&pdf, b"/ExtGState"), 0);
    }

    #[test]
    fn texts_are_outlines_raised_to_cubic_curves() {
        let pdf = PdfBook::new("Text").finish_with(&page(40.0, 40.0, vec![digit("5")]));
        let content = contents(&pdf);
        assert!(content.contains(" c\n"), "{content}");
        assert!(content.contains("h\nf\n"), "{content}");
    }

    #[test]
    fn an_opacity_is_set_through_a_graphics_state_written_once() {
        let half = Color::BLACK.with_alpha(128);
        let disc = |x: f32| {
            let circle = Shape::Circle {
                center: Point::new(x, 20.0),
                radius: 10.0,
            };
            Item::Shape(circle, Paint::fill(half))
        };
        let mut book = PdfBook::new("Opacity");
        book.add_page(&page(100.0, 40.0, vec![disc(20.0), digit("1"), disc(60.0)]));
        book.add_page(&page(100.0, 40.0, vec![disc(20.0)]));
        let pdf = book.finish();
        let content = contents(&pdf);
        assert_eq!(count(&pdf, b"/Type /ExtGState"), 2);
        assert_eq!(count(&pdf, b"/ca 0.5019608"), 1);
        assert_eq!(count(&pdf, b"/ca 1"), 1);
        assert_eq!(count(content.as_bytes(), b"/Fill128 gs"), 3);
        assert_eq!(count(content.as_bytes(), b"/Fill255 gs"), 1);
    }

    impl PdfBook {
        /// The book of one more page, `page`.
        fn finish_with(mut self, page: &Picture) -> Vec<u8> {
            self.add_page(page);
            self.finish()
        }
    }
}
