//! Drawing a picture with the library's PNG and PDF backends: a grid with a digit in each
//! row, and the shapes variant rules are drawn with, to look at.
//!
//! Run with `cargo run --example draw_sample -- DIRECTORY`; it writes `sample.png` and
//! `sample.pdf` there.

use std::path::PathBuf;

use resol::draw::frame::Frame;
use resol::draw::scene::{Anchor, Color, Item, Paint, Picture, Point, Shape, Stroke, Text, Weight};
use resol::draw::{glyphs, pdf::PdfBook, png};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let directory = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| ".".into()));
    let picture = sample();
    std::fs::write(directory.join("sample.png"), png::encode(&picture)?)?;
    let mut book = PdfBook::new("Sample");
    book.add_page(&picture);
    std::fs::write(directory.join("sample.pdf"), book.finish())?;
    Ok(())
}

/// A 9×9 grid with the digits 1 to 9 on its diagonal and a caption, a dashed rectangle, a grey
/// disc, a pill and a semi-transparent line.
fn sample() -> Picture {
    let frame = Frame {
        origin: Point::new(20.0, 20.0),
        cell: 40.0,
        size: 9,
    };
    let mut items = Vec::new();
    let grey = Color::rgb(200, 200, 200);
    items.push(Item::Shape(
        Shape::Circle {
            center: frame.center(20),
            radius: 16.0,
        },
        Paint::fill(grey),
    ));
    items.push(Item::Shape(
        Shape::Rect {
            corner: frame.at(5.2, 1.2),
            width: frame.length(2.6),
            height: frame.length(0.6),
            radius: frame.length(0.3),
        },
        Paint::fill(Color::rgb(180, 210, 255)),
    ));
    for line in 0..=9 {
        let width = if line % 3 == 0 { 3.0 } else { 1.0 };
        let stroke = Paint::stroke(Stroke::solid(Color::BLACK, width).rounded());
        let at = line as f32;
        items.push(Item::Shape(
            Shape::Line(frame.at(at, 0.0), frame.at(at, 9.0)),
            stroke,
        ));
        items.push(Item::Shape(
            Shape::Line(frame.at(0.0, at), frame.at(9.0, at)),
            stroke,
        ));
    }
    let size = frame.length(0.7);
    for digit in 0..9 {
        let center = frame.center(digit * 10);
        let text = Text {
            at: Point::new(center.x, center.y + glyphs::cap_height(size) / 2.0),
            text: (digit + 1).to_string(),
            size,
            anchor: Anchor::Middle,
            weight: if digit % 2 == 0 {
                Weight::Bold
            } else {
                Weight::Normal
            },
        };
        items.push(Item::Shape(Shape::Text(text), Paint::fill(Color::BLACK)));
    }
    let dashed = Stroke::solid(Color::rgb(200, 0, 0), 2.0).dashed(6.0, 4.0);
    items.push(Item::Group {
        class: "killer".to_string(),
        items: vec![Item::Shape(
            Shape::Rect {
                corner: frame.at(0.1, 5.1),
                width: frame.length(2.8),
                height: frame.length(1.8),
                radius: 0.0,
            },
            Paint::stroke(dashed),
        )],
    });
    let translucent = Stroke::solid(Color::rgb(0, 120, 0).with_alpha(110), 12.0).rounded();
    items.push(Item::Shape(
        Shape::Polyline(vec![frame.center(60), frame.center(70), frame.center(62)]),
        Paint::stroke(translucent),
    ));
    items.push(Item::Shape(
        Shape::Text(Text {
            at: frame.at(9.7, 0.0),
            text: "Sense solució — 3×3 · àéòó".to_string(),
            size: 18.0,
            anchor: Anchor::Start,
            weight: Weight::Normal,
        }),
        Paint::fill(Color::rgb(40, 40, 40)),
    ));
    Picture {
        width: frame.length(9.0) + 40.0,
        height: frame.length(9.0) + 60.0,
        background: Some(Color::WHITE),
        items,
    }
}
