//! Markers between cells: kropki dots and X and V on the edge two cells share, and quadruples
//! on the corner four cells share.

use super::drawn::Drawn;
use super::pen::{DARK_GREY, INK, Pen, between, text_width};
use crate::draw::scene::{Color, Paint, Point, Weight};
use crate::variant::{Pair, Relation};

/// The diameter of a kropki dot, in cells.
const DOT: f32 = 0.3;
/// The font size of X and V, in cells.
const LETTER: f32 = 0.35;
/// The font size of a quadruple's values of one digit, in cells.
const QUAD_DIGIT: f32 = 0.22;

/// A kropki dot, an X or a V (a sum of another value written as its number) on the edge the
/// pair's two cells share.
pub fn pair(pair: &Pair, pen: &Pen) -> Drawn {
    let [a, b] = pair.cells;
    let at = between(pen.center(a), pen.center(b), 0.5);
    let written = pair.value.to_string();
    let rim = pen.stroke(Color::BLACK, 0.025);
    let dot = |fill: Color, default: u8, ink: Color| {
        let mut items = vec![pen.disc(at, DOT, Paint::both(fill, rim))];
        if pair.value != default {
            items.push(pen.label(at, &written, 0.2, Weight::Bold, ink));
        }
        items
    };
    Drawn::Above(match pair.relation {
        Relation::Difference => dot(Color::WHITE, 1, INK),
        Relation::Ratio => dot(Color::BLACK, 2, Color::WHITE),
        Relation::Sum => {
            let text = match pair.value {
                10 => "X".to_string(),
                5 => "V".to_string(),
                _ => written,
            };
            let patch = (text_width(&text) * LETTER * 0.8, LETTER * 0.85);
            vec![
                pen.rect(at, patch, 0.04, Paint::fill(Color::WHITE)),
                pen.label(at, &text, LETTER, Weight::Bold, INK),
            ]
        }
    })
}

/// A quadruple: its values small on a white circle over the centre of its cells (the corner
/// four cells share).
pub fn quadruple(cells: &[usize], values: &[u8], pen: &Pen) -> Drawn {
    let centers = pen.centers(cells);
    let count = centers.len().max(1) as f32;
    let center = Point::new(
        centers.iter().map(|p| p.x).sum::<f32>() / count,
        centers.iter().map(|p| p.y).sum::<f32>() / count,
    );
    let rim = pen.stroke(DARK_GREY, 0.025);
    let mut items = vec![pen.disc(center, 0.6, Paint::both(Color::WHITE, rim))];
    // Two values a line, as f-puzzles writes four values, each line centred; two-digit
    // values smaller, to stay on the circle.
    let texts: Vec<String> = values.iter().map(u8::to_string).collect();
    let widest = texts
        .iter()
        .map(|text| text_width(text))
        .fold(0.0, f32::max);
    let size = QUAD_DIGIT.min(0.21 / widest.max(0.01));
    let across = widest * size + 0.09;
    let rows: Vec<&[String]> = texts.chunks(2).collect();
    for (k, row) in rows.iter().enumerate() {
        let dy = (k as f32 - (rows.len() - 1) as f32 / 2.0) * 0.24;
        for (j, text) in row.iter().enumerate() {
            let dx = (j as f32 - (row.len() - 1) as f32 / 2.0) * across;
            let at = Point::new(center.x + pen.length(dx), center.y + pen.length(dy));
            items.push(pen.label(at, text, size, Weight::Normal, INK));
        }
    }
    Drawn::Above(items)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::frame::Frame;
    use crate::draw::scene::{Item, Shape};

    #[test]
    fn a_kropki_dot_sits_on_the_middle_of_the_shared_edge() {
        let pen = Pen {
            frame: Frame {
                origin: Point::new(5.0, 5.0),
                cell: 10.0,
                size: 9,
            },
        };
        let below = Pair {
            cells: [10, 19],
            relation: Relation::Ratio,
            value: 2,
        };
        let Drawn::Above(items) = pair(&below, &pen) else {
            panic!("a dot is drawn over the grid")
        };
        assert_eq!(items.len(), 1, "the default ratio is not written");
        let Item::Shape(Shape::Circle { center, radius }, paint) = &items[0] else {
            panic!("{items:?}")
        };
        assert_eq!(*center, Point::new(20.0, 25.0));
        assert!((radius - 1.5).abs() < 1e-5);
        assert_eq!(paint.fill, Some(Color::BLACK));
        let right = Pair {
            cells: [10, 11],
            relation: Relation::Difference,
            value: 3,
        };
        let Drawn::Above(items) = pair(&right, &pen) else {
            panic!()
        };
        assert_eq!(items.len(), 2, "a difference of 3 is written");
        assert!(
            matches!(&items[0], Item::Shape(Shape::Circle { center, .. }, paint)
            if *center == Point::new(25.0, 20.0) && paint.fill == Some(Color::WHITE))
        );
    }
}
