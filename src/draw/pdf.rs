//! Pictures as the pages of a PDF book: vector shapes only, texts as filled outlines, so the
//! book needs no font and prints sharp at any size.
//!
//! Each glyph is written once, as a form that pages place wherever the glyph is written, so a
//! page of digits stays short. Each page is written into the document as it is added; the book
//! keeps only the ids its page tree and later pages refer to (pages, glyphs, opacities), so a
//! book of ten thousand puzzles holds little more than its own bytes. `painter` writes a page.

mod painter;

use std::collections::BTreeMap;

use miniz_oxide::deflate::compress_to_vec_zlib;
use pdf_writer::{Content, Filter, Finish, Name, Pdf, Rect, Ref, TextStr};

use self::painter::{Opacity, Painter, trace, unit};
use super::glyphs::GlyphId;
use super::scene::{Picture, Segment};

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
    /// The glyph forms written so far, each written once.
    glyphs: BTreeMap<GlyphId, Ref>,
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
            glyphs: BTreeMap::new(),
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
        let states: Vec<(Opacity, Ref)> = (painter.opacities.iter())
            .map(|&opacity| (opacity, self.graphics_state(opacity)))
            .collect();
        let forms: Vec<(GlyphId, Ref)> = (painter.glyphs.iter())
            .map(|&glyph| (glyph, self.glyph_form(glyph)))
            .collect();
        let content_id = self.next_id.bump();
        self.write_stream(content_id, painter.content);
        let page_id = self.next_id.bump();
        let mut writer = self.pdf.page(page_id);
        writer
            .parent(self.page_tree)
            .media_box(Rect::new(0.0, 0.0, page.width, page.height))
            .contents(content_id);
        let mut resources = writer.resources();
        if !states.is_empty() {
            let mut dictionary = resources.ext_g_states();
            for (opacity, id) in states {
                dictionary.pair(Name(opacity.name().as_bytes()), id);
            }
        }
        if !forms.is_empty() {
            let mut dictionary = resources.x_objects();
            for (glyph, id) in forms {
                dictionary.pair(Name(glyph.name().as_bytes()), id);
            }
        }
        resources.finish();
        writer.finish();
        self.pages.push(page_id);
    }

    /// Writes `content` as the compressed stream `id`.
    fn write_stream(&mut self, id: Ref, content: Content) {
        let compressed = compress_to_vec_zlib(&content.finish(), COMPRESSION_LEVEL);
        self.pdf.stream(id, &compressed).filter(Filter::FlateDecode);
    }

    /// The id of the form that fills `glyph`'s outline, in font units, written on first use.
    fn glyph_form(&mut self, glyph: GlyphId) -> Ref {
        if let Some(&id) = self.glyphs.get(&glyph) {
            return id;
        }
        let outline = glyph.outline();
        let mut content = Content::new();
        if !outline.is_empty() {
            trace(&mut content, &outline);
            content.fill_nonzero();
        }
        let compressed = compress_to_vec_zlib(&content.finish(), COMPRESSION_LEVEL);
        let id = self.next_id.bump();
        self.pdf
            .form_xobject(id, &compressed)
            .bbox(bounds(&outline))
            .filter(Filter::FlateDecode);
        self.glyphs.insert(glyph, id);
        id
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

/// The smallest rectangle around `path`'s points (and so around its curves); an empty one for
/// an empty path.
fn bounds(path: &[Segment]) -> Rect {
    let points = path.iter().flat_map(|segment| match *segment {
        Segment::MoveTo(p) | Segment::LineTo(p) => [Some(p), None, None],
        Segment::QuadTo(c, p) => [Some(c), Some(p), None],
        Segment::CubicTo(c1, c2, p) => [Some(c1), Some(c2), Some(p)],
        Segment::Close => [None, None, None],
    });
    let mut box_ = None;
    for p in points.flatten() {
        let Rect { x1, y1, x2, y2 } = box_.unwrap_or(Rect::new(p.x, p.y, p.x, p.y));
        box_ = Some(Rect::new(
            x1.min(p.x),
            y1.min(p.y),
            x2.max(p.x),
            y2.max(p.y),
        ));
    }
    box_.unwrap_or(Rect::new(0.0, 0.0, 0.0, 0.0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::glyphs;
    use crate::draw::scene::{Anchor, Color, Item, Paint, Point, Shape, Stroke, Text, Weight};
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
        assert!(content.starts_with("1 0 0 -1 0 80 cm\n4 M\n"), "{content}");
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
    fn each_glyph_is_one_form_of_cubic_curves_placed_where_it_is_written() {
        let mut book = PdfBook::new("Text");
        book.add_page(&page(40.0, 40.0, vec![digit("55"), digit("1")]));
        book.add_page(&page(40.0, 40.0, vec![digit("5")]));
        let pdf = book.finish();
        let content = contents(&pdf);
        assert_eq!(count(&pdf, b"/Subtype /Form"), 2);
        assert_eq!(count(&pdf, b"/R35 "), 2, "one name a page's resources");
        assert_eq!(count(content.as_bytes(), b"/R35 Do"), 3);
        assert_eq!(count(content.as_bytes(), b"/R31 Do"), 1);
        // The digit 5 of 20 units centred on x = 20, its baseline at y = 30.
        let origin = 20.0 - glyphs::advance("5", 20.0, Weight::Normal) / 2.0;
        let placement = format!(
            "q\n0.009765625 0 0 -0.009765625 {} 30 cm\n",
            painter::rounded(origin)
        );
        assert!(content.contains(&placement), "{content}");
        assert!(content.contains(" c\n"), "{content}");
        assert!(content.contains("h\nf"), "{content}");
    }

    #[test]
    fn a_stroked_text_is_filled_by_its_glyphs_and_stroked_along_its_outlines() {
        let stroke = Stroke::solid(Color::WHITE, 1.0);
        let Item::Shape(text, _) = digit("8") else {
            unreachable!()
        };
        let outlined = Item::Shape(text, Paint::both(Color::BLACK, stroke));
        let pdf = PdfBook::new("Text").finish_with(&page(40.0, 40.0, vec![outlined]));
        let content = contents(&pdf);
        assert!(content.contains("/R38 Do"), "{content}");
        assert!(content.contains("1 1 1 RG\n1 w\n"), "{content}");
        assert!(content.contains("h\nS"), "{content}");
    }

    #[test]
    fn a_paths_bounds_hold_its_points() {
        let path = [
            Segment::MoveTo(Point::new(1.0, 2.0)),
            Segment::QuadTo(Point::new(-3.0, 5.0), Point::new(4.0, 0.5)),
            Segment::Close,
        ];
        assert_eq!(bounds(&path), Rect::new(-3.0, 0.5, 4.0, 5.0));
        assert_eq!(bounds(&[]), Rect::new(0.0, 0.0, 0.0, 0.0));
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
