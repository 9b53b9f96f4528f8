//! The SVG writer: a [`Picture`] as SVG text, its groups as `<g class="…">` (so that a style
//! sheet can restyle them) and its texts as `<text>` at absolute coordinates, never under a
//! transform, so that a reader maps each text to its cell from its `x` and `y`.
//!
//! A long picture is written in pieces: [`write_items`] appends items to a body as they come,
//! and once the picture's size is known, the document is [`head`], the body, then [`END`].

use std::fmt::Write;

use super::scene::{Anchor, Cap, Color, Item, Paint, Picture, Point, Segment, Shape, Weight};

/// The fonts texts are drawn in: DejaVu Sans's digits are what the PNG and PDF backends
/// draw, Verdana's are close to them.
pub const FONT_FAMILY: &str = "DejaVu Sans, Verdana, sans-serif";

/// What ends an SVG document.
pub const END: &str = "</svg>\n";

/// The whole picture as an SVG document.
pub fn write(picture: &Picture) -> String {
    let mut svg = head(picture.width, picture.height, picture.background);
    write_items(&picture.items, &mut svg);
    svg.push_str(END);
    svg
}

/// The start of the SVG document of a picture `width` by `height` over `background`: its
/// items follow, as [`write_items`] writes them, then [`END`].
pub fn head(width: f32, height: f32, background: Option<Color>) -> String {
    let (width, height) = (number(width), number(height));
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" font-family=\"{FONT_FAMILY}\">\n"
    );
    if let Some(color) = background {
        let _ = writeln!(
            svg,
            "<rect class=\"background\" width=\"{width}\" height=\"{height}\"{}/>",
            fill(Some(color))
        );
    }
    svg
}

/// Appends `items` to `body` as SVG elements, a line each, groups as `<g class="…">`.
pub fn write_items(items: &[Item], body: &mut String) {
    for item in items {
        match item {
            Item::Shape(shape, paint) => write_shape(shape, paint, body),
            Item::Group { class, items } => {
                let _ = writeln!(body, "<g class=\"{}\">", escape(class));
                write_items(items, body);
                body.push_str("</g>\n");
            }
        }
    }
}

fn write_shape(shape: &Shape, paint: &Paint, body: &mut String) {
    let paint = attributes(paint);
    let _ = match shape {
        Shape::Line(from, to) => writeln!(
            body,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"{paint}/>",
            number(from.x),
            number(from.y),
            number(to.x),
            number(to.y)
        ),
        Shape::Polyline(points) => writeln!(body, "<polyline points=\"{}\"{paint}/>", list(points)),
        Shape::Polygon(points) => writeln!(body, "<polygon points=\"{}\"{paint}/>", list(points)),
        Shape::Rect {
            corner,
            width,
            height,
            radius,
        } => {
            let rounded = match *radius {
                0.0 => String::new(),
                radius => format!(" rx=\"{}\"", number(radius)),
            };
            writeln!(
                body,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"{rounded}{paint}/>",
                number(corner.x),
                number(corner.y),
                number(*width),
                number(*height)
            )
        }
        Shape::Circle { center, radius } => writeln!(
            body,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\"{paint}/>",
            number(center.x),
            number(center.y),
            number(*radius)
        ),
        Shape::Path(segments) => writeln!(body, "<path d=\"{}\"{paint}/>", path(segments)),
        Shape::Text(text) => {
            let anchor = match text.anchor {
                Anchor::Start => "",
                Anchor::Middle => " text-anchor=\"middle\"",
                Anchor::End => " text-anchor=\"end\"",
            };
            let weight = match text.weight {
                Weight::Normal => "",
                Weight::Bold => " font-weight=\"bold\"",
            };
            writeln!(
                body,
                "<text x=\"{}\" y=\"{}\" font-size=\"{}\"{anchor}{weight}{paint}>{}</text>",
                number(text.at.x),
                number(text.at.y),
                number(text.size),
                escape(&text.text)
            )
        }
    };
}

/// The paint's attributes: its fill (`none` when it has none), then its stroke's.
fn attributes(paint: &Paint) -> String {
    let mut attributes = fill(paint.fill);
    if let Some(stroke) = paint.stroke {
        let color = stroke.color;
        let _ = write!(
            attributes,
            " stroke=\"{}\" stroke-width=\"{}\"",
            hex(color),
            number(stroke.width)
        );
        if color.a < 255 {
            let _ = write!(attributes, " stroke-opacity=\"{}\"", opacity(color));
        }
        if let Some([dash, gap]) = stroke.dash {
            let _ = write!(
                attributes,
                " stroke-dasharray=\"{} {}\"",
                number(dash),
                number(gap)
            );
        }
        attributes.push_str(match stroke.cap {
            Cap::Butt => "",
            Cap::Round => " stroke-linecap=\"round\" stroke-linejoin=\"round\"",
            Cap::Square => " stroke-linecap=\"square\"",
        });
    }
    attributes
}

/// ` fill="#rrggbb"` (with its opacity when it is not opaque), or ` fill="none"`.
fn fill(color: Option<Color>) -> String {
    match color {
        None => " fill=\"none\"".to_string(),
        Some(color) if color.a < 255 => {
            format!(
                " fill=\"{}\" fill-opacity=\"{}\"",
                hex(color),
                opacity(color)
            )
        }
        Some(color) => format!(" fill=\"{}\"", hex(color)),
    }
}

fn hex(color: Color) -> String {
    format!("#{:02x}{:02x}{:02x}", color.r, color.g, color.b)
}

fn opacity(color: Color) -> String {
    number(f32::from(color.a) / 255.0)
}

/// A coordinate to a hundredth, without trailing zeros: `12`, `12.5`, `0.03`.
fn number(value: f32) -> String {
    let rounded = (value * 100.0).round() / 100.0;
    // `-0` reads as 0, but is not what a person writes.
    let rounded = if rounded == 0.0 { 0.0 } else { rounded };
    format!("{rounded}")
}

fn list(points: &[Point]) -> String {
    let pairs: Vec<String> = points
        .iter()
        .map(|point| format!("{},{}", number(point.x), number(point.y)))
        .collect();
    pairs.join(" ")
}

fn path(segments: &[Segment]) -> String {
    let at = |point: &Point| format!("{} {}", number(point.x), number(point.y));
    let steps: Vec<String> = segments
        .iter()
        .map(|segment| match segment {
            Segment::MoveTo(point) => format!("M{}", at(point)),
            Segment::LineTo(point) => format!("L{}", at(point)),
            Segment::QuadTo(control, end) => format!("Q{} {}", at(control), at(end)),
            Segment::CubicTo(first, second, end) => {
                format!("C{} {} {}", at(first), at(second), at(end))
            }
            Segment::Close => "Z".to_string(),
        })
        .collect();
    steps.join(" ")
}

/// `text` with the characters XML gives a meaning to written as entities.
fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for character in text.chars() {
        match character {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            '\'' => escaped.push_str("&apos;"),
            _ => escaped.push(character),
        }
    }
    escaped
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::scene::{Stroke, Text};

    #[test]
    fn a_picture_is_a_document_of_its_size_with_its_groups_and_texts() {
        let text = Text {
            at: Point::new(20.0, 28.64),
            text: "<5 & \"6\">".to_string(),
            size: 24.0,
            anchor: Anchor::Middle,
            weight: Weight::Normal,
        };
        let picture = Picture {
            width: 100.0,
            height: 50.5,
            background: Some(Color::WHITE),
            items: vec![Item::Group {
                class: "given".to_string(),
                items: vec![
                    Item::Shape(Shape::Text(text), Paint::fill(Color::BLACK)),
                    Item::Shape(
                        Shape::Line(Point::new(0.0, 0.0), Point::new(40.0, 0.0)),
                        Paint::stroke(Stroke::solid(Color::rgb(255, 0, 0), 1.0).dashed(2.0, 3.0)),
                    ),
                ],
            }],
        };
        assert_eq!(
            write(&picture),
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"50.5\" \
             viewBox=\"0 0 100 50.5\" font-family=\"DejaVu Sans, Verdana, sans-serif\">\n\
             <rect class=\"background\" width=\"100\" height=\"50.5\" fill=\"#ffffff\"/>\n\
             <g class=\"given\">\n\
             <text x=\"20\" y=\"28.64\" font-size=\"24\" text-anchor=\"middle\" \
             fill=\"#000000\">&lt;5 &amp; &quot;6&quot;&gt;</text>\n\
             <line x1=\"0\" y1=\"0\" x2=\"40\" y2=\"0\" fill=\"none\" stroke=\"#ff0000\" \
             stroke-width=\"1\" stroke-dasharray=\"2 3\"/>\n\
             </g>\n\
             </svg>\n"
        );
    }

    #[test]
    fn paths_and_translucent_fills_are_written_as_svg_says() {
        let mut body = String::new();
        let segments = vec![
            Segment::MoveTo(Point::new(0.0, 0.0)),
            Segment::QuadTo(Point::new(1.0, 2.0), Point::new(3.0, 4.0)),
            Segment::CubicTo(
                Point::new(1.0, 1.0),
                Point::new(2.0, 2.0),
                Point::new(-0.001, 3.333),
            ),
            Segment::Close,
        ];
        let paint = Paint::fill(Color::BLACK.with_alpha(51));
        write_items(&[Item::Shape(Shape::Path(segments), paint)], &mut body);
        assert_eq!(
            body,
            "<path d=\"M0 0 Q1 2 3 4 C1 1 2 2 0 3.33 Z\" fill=\"#000000\" fill-opacity=\"0.2\"/>\n"
        );
    }
}
