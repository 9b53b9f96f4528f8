//! A picture as a PNG image: its shapes rasterised, anti-aliased, one page unit to a pixel.

use thiserror::Error;
use tiny_skia::{FillRule, LineCap, LineJoin, PathBuilder, Pixmap, StrokeDash, Transform};

use super::outline::{MITER_LIMIT, outline};
use super::scene::{Cap, Color, Item, Paint, Picture, Segment, Stroke};

/// The most pixels a PNG picture may have: 100 million pixels take 400 MB to draw.
pub const MAX_PIXELS: u64 = 100_000_000;

/// Why a picture could not be made a PNG.
#[derive(Debug, Error)]
pub enum PngError {
    /// The picture has more pixels than [`MAX_PIXELS`].
    #[error(
        "a picture of {width} × {height} pixels is too large for PNG (at most {MAX_PIXELS} \
         pixels); --format svg or --format pdf draws it at any size"
    )]
    TooLarge {
        /// Its width in pixels.
        width: u64,
        /// Its height in pixels.
        height: u64,
    },
    /// The PNG encoder failed.
    #[error("the PNG image could not be encoded: {0}")]
    Encoding(String),
}

/// The PNG image of `picture`: `ceil(width)` × `ceil(height)` pixels (at least one each way),
/// its background filled, then its items painted in order, each filled and then stroked.
pub fn encode(picture: &Picture) -> Result<Vec<u8>, PngError> {
    let mut pixmap = canvas(picture)?;
    if let Some(background) = picture.background {
        pixmap.fill(skia_color(background));
    }
    for item in &picture.items {
        draw(&mut pixmap, item);
    }
    pixmap
        .encode_png()
        .map_err(|error| PngError::Encoding(error.to_string()))
}

/// A transparent pixmap the size of `picture`, if it is not too large.
fn canvas(picture: &Picture) -> Result<Pixmap, PngError> {
    // `as` saturates: a NaN or negative side is 0 pixels (then 1), an infinite one u64::MAX.
    let side = |length: f32| (length.ceil() as u64).max(1);
    let (width, height) = (side(picture.width), side(picture.height));
    let too_large = PngError::TooLarge { width, height };
    if width.saturating_mul(height) > MAX_PIXELS {
        return Err(too_large);
    }
    // Both sides are at most MAX_PIXELS, so they fit a u32.
    Pixmap::new(width as u32, height as u32).ok_or(too_large)
}

/// Paints `item` (a group's items in order) on `pixmap`.
fn draw(pixmap: &mut Pixmap, item: &Item) {
    match item {
        Item::Group { items, .. } => items.iter().for_each(|item| draw(pixmap, item)),
        Item::Shape(shape, paint) => {
            if let Some(path) = skia_path(&outline(shape)) {
                paint_path(pixmap, &path, paint);
            }
        }
    }
}

/// Fills and then strokes `path` as `paint` says.
fn paint_path(pixmap: &mut Pixmap, path: &tiny_skia::Path, paint: &Paint) {
    let identity = Transform::identity();
    if let Some(fill) = paint.fill {
        let brush = brush(fill);
        pixmap.fill_path(path, &brush, FillRule::Winding, identity, None);
    }
    // tiny-skia draws a width of 0 as a hairline; SVG and PDF draw nothing.
    if let Some(stroke) = paint.stroke.filter(|stroke| stroke.width > 0.0) {
        let brush = brush(stroke.color);
        pixmap.stroke_path(path, &brush, &skia_stroke(&stroke), identity, None);
    }
}

/// An anti-aliased paint of `color`.
fn brush(color: Color) -> tiny_skia::Paint<'static> {
    let mut paint = tiny_skia::Paint::default();
    paint.set_color(skia_color(color));
    paint.anti_alias = true;
    paint
}

/// `color` for tiny-skia.
fn skia_color(color: Color) -> tiny_skia::Color {
    tiny_skia::Color::from_rgba8(color.r, color.g, color.b, color.a)
}

/// `stroke` for tiny-skia: round ends go with round corners, other ends with mitred corners.
fn skia_stroke(stroke: &Stroke) -> tiny_skia::Stroke {
    let (line_cap, line_join) = match stroke.cap {
        Cap::Butt => (LineCap::Butt, LineJoin::Miter),
        Cap::Round => (LineCap::Round, LineJoin::Round),
        Cap::Square => (LineCap::Square, LineJoin::Miter),
    };
    tiny_skia::Stroke {
        width: stroke.width,
        miter_limit: MITER_LIMIT,
        line_cap,
        line_join,
        // A dash tiny-skia refuses (no length at all) is drawn solid.
        dash: stroke
            .dash
            .and_then(|[dash, gap]| StrokeDash::new(vec![dash, gap], 0.0)),
    }
}

/// `segments` as a tiny-skia path, if they draw anything.
fn skia_path(segments: &[Segment]) -> Option<tiny_skia::Path> {
    let mut builder = PathBuilder::new();
    for segment in segments {
        match *segment {
            Segment::MoveTo(p) => builder.move_to(p.x, p.y),
            Segment::LineTo(p) => builder.line_to(p.x, p.y),
            Segment::QuadTo(c, p) => builder.quad_to(c.x, c.y, p.x, p.y),
            Segment::CubicTo(c1, c2, p) => builder.cubic_to(c1.x, c1.y, c2.x, c2.y, p.x, p.y),
            Segment::Close => builder.close(),
        }
    }
    builder.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::scene::{Anchor, Point, Shape, Text, Weight};

    fn picture(width: f32, height: f32, items: Vec<Item>) -> Picture {
        Picture {
            width,
            height,
            background: Some(Color::WHITE),
            items,
        }
    }

    fn decode(picture: &Picture) -> Pixmap {
        Pixmap::decode_png(&encode(picture).unwrap()).unwrap()
    }

    /// The red, green, blue and alpha of the pixel at `x`, `y`.
    fn rgba(pixmap: &Pixmap, x: u32, y: u32) -> [u8; 4] {
        let pixel = pixmap.pixel(x, y).unwrap().demultiply();
        [pixel.red(), pixel.green(), pixel.blue(), pixel.alpha()]
    }

    const BLACK: [u8; 4] = [0, 0, 0, 255];
    const WHITE: [u8; 4] = [255, 255, 255, 255];

    #[test]
    fn the_image_is_a_png_of_the_pictures_size_rounded_up() {
        let png = encode(&picture(30.2, 20.0, Vec::new())).unwrap();
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
        assert_eq!(&png[12..16], b"IHDR");
        assert_eq!(u32::from_be_bytes(png[16..20].try_into().unwrap()), 31);
        assert_eq!(u32::from_be_bytes(png[20..24].try_into().unwrap()), 20);
    }

    #[test]
    fn a_filled_rect_inks_its_inside_and_nothing_else() {
        let rect = Shape::Rect {
            corner: Point::new(10.0, 10.0),
            width: 20.0,
            height: 10.0,
            radius: 0.0,
        };
        let pixmap = decode(&picture(
            40.0,
            30.0,
            vec![Item::Shape(rect, Paint::fill(Color::BLACK))],
        ));
        assert_eq!(rgba(&pixmap, 10, 10), BLACK);
        assert_eq!(rgba(&pixmap, 29, 19), BLACK);
        assert_eq!(rgba(&pixmap, 9, 15), WHITE);
        assert_eq!(rgba(&pixmap, 30, 15), WHITE);
        assert_eq!(rgba(&pixmap, 20, 20), WHITE);
    }

    #[test]
    fn a_digit_is_inked_around_its_anchor_and_in_groups() {
        let five = Shape::Text(Text {
            at: Point::new(20.0, 27.0),
            text: "5".to_string(),
            size: 20.0,
            anchor: Anchor::Middle,
            weight: Weight::Bold,
        });
        let group = Item::Group {
            class: "given".to_string(),
            items: vec![Item::Shape(five, Paint::fill(Color::BLACK))],
        };
        let pixmap = decode(&picture(40.0, 40.0, vec![group]));
        let inked = |xs: std::ops::Range<u32>, ys: std::ops::Range<u32>| {
            ys.flat_map(|y| xs.clone().map(move |x| (x, y)))
                .filter(|&(x, y)| rgba(&pixmap, x, y)[0] < 128)
                .count()
        };
        assert!(inked(12..28, 12..28) > 30);
        assert_eq!(inked(0..40, 0..10) + inked(0..40, 29..40), 0);
    }

    #[test]
    fn a_transparent_stroke_blends_with_the_background() {
        let line = Shape::Line(Point::new(0.0, 5.0), Point::new(10.0, 5.0));
        let stroke = Stroke::solid(Color::BLACK.with_alpha(128), 4.0).rounded();
        let pixmap = decode(&picture(
            10.0,
            10.0,
            vec![Item::Shape(line, Paint::stroke(stroke))],
        ));
        let [red, _, _, alpha] = rgba(&pixmap, 5, 5);
        assert!((120..=135).contains(&red), "{red}");
        assert_eq!(alpha, 255);
    }

    #[test]
    fn a_dashed_stroke_leaves_gaps() {
        let line = Shape::Line(Point::new(0.0, 5.0), Point::new(40.0, 5.0));
        let stroke = Stroke::solid(Color::BLACK, 2.0).dashed(5.0, 5.0);
        let pixmap = decode(&picture(
            40.0,
            10.0,
            vec![Item::Shape(line, Paint::stroke(stroke))],
        ));
        assert_eq!(rgba(&pixmap, 2, 5), BLACK);
        assert_eq!(rgba(&pixmap, 7, 5), WHITE);
        assert_eq!(rgba(&pixmap, 12, 5), BLACK);
    }

    #[test]
    fn round_ends_reach_past_a_line_and_a_pills_corners_stay_clear() {
        let line = |y: f32| Shape::Line(Point::new(10.0, y), Point::new(30.0, y));
        let butt = Stroke::solid(Color::BLACK, 8.0);
        let pill = Shape::Rect {
            corner: Point::new(10.0, 30.0),
            width: 20.0,
            height: 8.0,
            radius: 4.0,
        };
        let items = vec![
            Item::Shape(line(5.0), Paint::stroke(butt)),
            Item::Shape(line(20.0), Paint::stroke(butt.rounded())),
            Item::Shape(pill, Paint::fill(Color::BLACK)),
        ];
        let pixmap = decode(&picture(40.0, 40.0, items));
        assert_eq!(rgba(&pixmap, 8, 5), WHITE);
        assert_eq!(rgba(&pixmap, 8, 20), BLACK);
        assert_eq!(rgba(&pixmap, 10, 30), WHITE);
        assert_eq!(rgba(&pixmap, 15, 31), BLACK);
        assert_eq!(rgba(&pixmap, 11, 34), BLACK);
    }

    #[test]
    fn a_picture_without_background_is_transparent() {
        let mut empty = picture(5.0, 5.0, Vec::new());
        empty.background = None;
        assert_eq!(decode(&empty).pixel(2, 2).unwrap().alpha(), 0);
    }

    #[test]
    fn a_huge_picture_is_refused_with_advice() {
        let error = encode(&picture(20_000.0, 10_000.0, Vec::new())).unwrap_err();
        assert!(matches!(
            error,
            PngError::TooLarge {
                width: 20_000,
                height: 10_000
            }
        ));
        assert!(error.to_string().contains("--format svg"));
        let endless = encode(&picture(f32::INFINITY, 1.0, Vec::new()));
        assert!(matches!(endless, Err(PngError::TooLarge { .. })));
    }
}
