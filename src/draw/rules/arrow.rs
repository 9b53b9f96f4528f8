//! Arrows as SudokuPad draws them: a white circle with a grey rim (a pill over a circle of
//! several cells), and a thin grey shaft from the circle's edge through the shaft's cells to an
//! arrow head; a double arrow has a circle at each end and no head.

use super::drawn::Drawn;
use super::pen::{DARK_GREY, Pen, toward};
use crate::draw::scene::{Color, Item, Paint, Point};

/// The diameter of an arrow's circle, in cells.
const CIRCLE: f32 = 0.75;
/// The width of the shaft, in cells.
const SHAFT: f32 = 0.06;
/// The length of each stroke of the head, in cells.
const HEAD: f32 = 0.22;

/// An arrow: its circle over `circle`, its shaft through `shaft`.
pub fn arrow(circle: &[usize], shaft: &[usize], pen: &Pen) -> Drawn {
    let mut items = Vec::new();
    if let Some(from) = nearest(circle, shaft.first().copied(), pen) {
        let mut points = vec![pen.center(from)];
        points.extend(pen.centers(shaft));
        if let Some(shaft) = leave_circle(points, pen) {
            items.extend(head(&shaft, pen));
            items.push(pen.line(shaft, DARK_GREY, SHAFT));
        }
    }
    items.extend(pill(circle, pen));
    Drawn::Above(items)
}

/// A double arrow along `line`: a circle on each end, a shaft between them.
pub fn double_arrow(line: &[usize], pen: &Pen) -> Drawn {
    let mut items = Vec::new();
    let mut points = pen.centers(line);
    if let Some(shaft) = leave_circle(points.clone(), pen) {
        points = shaft;
        points.reverse();
        if let Some(shaft) = leave_circle(points, pen) {
            items.push(pen.line(shaft, DARK_GREY, SHAFT));
        }
    }
    for end in [line.first(), line.last()].into_iter().flatten() {
        items.extend(pill(&[*end], pen));
    }
    Drawn::Above(items)
}

/// The cell of `circle` nearest the shaft's first cell, where the shaft starts.
fn nearest(circle: &[usize], tip: Option<usize>, pen: &Pen) -> Option<usize> {
    let tip = pen.center(tip?);
    let distance = |cell: &usize| {
        let at = pen.center(*cell);
        (at.x - tip.x).hypot(at.y - tip.y)
    };
    circle
        .iter()
        .copied()
        .min_by(|a, b| distance(a).total_cmp(&distance(b)))
}

/// The line through `points` begun on the edge of the circle around its first point rather
/// than at its centre; none when it has no second point.
fn leave_circle(mut points: Vec<Point>, pen: &Pen) -> Option<Vec<Point>> {
    let next = *points.get(1)?;
    points[0] = toward(points[0], next, pen.length(CIRCLE / 2.0));
    Some(points)
}

/// The arrow head at the end of `shaft`: two short strokes back from its tip, 45° either side.
fn head(shaft: &[Point], pen: &Pen) -> Vec<Item> {
    let [.., before, tip] = shaft else {
        return Vec::new();
    };
    let length = (tip.x - before.x).hypot(tip.y - before.y);
    if length == 0.0 {
        return Vec::new();
    }
    let back = ((before.x - tip.x) / length, (before.y - tip.y) / length);
    let reach = pen.length(HEAD);
    let side = |sign: f32| {
        // `back` turned by 45° one way or the other.
        let (cos, sin) = (
            std::f32::consts::FRAC_1_SQRT_2,
            sign * std::f32::consts::FRAC_1_SQRT_2,
        );
        let turned = (back.0 * cos - back.1 * sin, back.0 * sin + back.1 * cos);
        Point::new(tip.x + turned.0 * reach, tip.y + turned.1 * reach)
    };
    vec![pen.line(vec![side(1.0), *tip, side(-1.0)], DARK_GREY, SHAFT)]
}

/// The white circle of an arrow over `cells`: a disc for one cell, a pill around the centres
/// of several (the box around them, grown by the circle's radius); none over no cell.
fn pill(cells: &[usize], pen: &Pen) -> Option<Item> {
    let paint = Paint::both(Color::WHITE, pen.stroke(DARK_GREY, 0.04));
    let places = cells.iter().map(|&cell| pen.place(cell));
    let (top, bottom) = (
        places.clone().map(|(r, _)| r).min()?,
        places.clone().map(|(r, _)| r).max()?,
    );
    let (left, right) = (
        places.clone().map(|(_, c)| c).min()?,
        places.map(|(_, c)| c).max()?,
    );
    let center = pen.at(
        (top + bottom) as f32 / 2.0 + 0.5,
        (left + right) as f32 / 2.0 + 0.5,
    );
    if (top, left) == (bottom, right) {
        return Some(pen.disc(center, CIRCLE, paint));
    }
    let size = (
        (right - left) as f32 + CIRCLE,
        (bottom - top) as f32 + CIRCLE,
    );
    Some(pen.rect(center, size, CIRCLE / 2.0, paint))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::frame::Frame;
    use crate::draw::scene::Shape;

    #[test]
    fn the_shaft_leaves_the_circle_at_its_edge_and_ends_in_a_head() {
        let pen = Pen {
            frame: Frame {
                origin: Point::new(0.0, 0.0),
                cell: 100.0,
                size: 9,
            },
        };
        let Drawn::Above(items) = arrow(&[0], &[1, 2], &pen) else {
            panic!("an arrow is drawn over the grid")
        };
        let [head, shaft, circle] = &items[..] else {
            panic!("{items:?}")
        };
        let Item::Shape(Shape::Polyline(shaft), _) = shaft else {
            panic!("{shaft:?}")
        };
        assert_eq!(
            shaft,
            &[
                Point::new(87.5, 50.0),
                Point::new(150.0, 50.0),
                Point::new(250.0, 50.0)
            ]
        );
        let Item::Shape(Shape::Polyline(head), _) = head else {
            panic!("{head:?}")
        };
        assert_eq!(head[1], Point::new(250.0, 50.0));
        assert!(head[0].x < 250.0 && head[2].x < 250.0 && head[0].y != head[2].y);
        assert!(matches!(circle, Item::Shape(Shape::Circle { radius, .. }, _) if *radius == 37.5));
    }
}
