//! Every shape as a path of segments, for the backends that draw paths alone (PNG and PDF): one
//! geometry for both, so a circle, a pill or a sharp corner comes out the same in each.

use super::glyphs;
use super::scene::{Point, Segment, Shape};

/// How long a mitred corner may grow, in stroke widths, before it is cut flat: SVG's default,
/// so that every backend cuts sharp corners where SVG does.
pub(super) const MITER_LIMIT: f32 = 4.0;

/// How far a cubic Bézier's control points stand from the ends of a quarter circle of radius
/// 1, for the curve to follow the circle (within 0.03 % of the radius).
const QUARTER_CIRCLE: f32 = 0.552_284_8;

/// The path of `shape`, in page units.
pub(super) fn outline(shape: &Shape) -> Vec<Segment> {
    match shape {
        Shape::Line(from, to) => vec![Segment::MoveTo(*from), Segment::LineTo(*to)],
        Shape::Polyline(points) => through(points),
        Shape::Polygon(points) => {
            let mut path = through(points);
            if !path.is_empty() {
                path.push(Segment::Close);
            }
            path
        }
        Shape::Rect {
            corner,
            width,
            height,
            radius,
        } => rect(*corner, *width, *height, *radius),
        Shape::Circle { center, radius } => rect(
            Point::new(center.x - radius, center.y - radius),
            2.0 * radius,
            2.0 * radius,
            *radius,
        ),
        Shape::Path(segments) => segments.clone(),
        Shape::Text(text) => glyphs::text_path(text),
    }
}

/// An open line through `points`.
fn through(points: &[Point]) -> Vec<Segment> {
    let mut segments = points.iter().map(|&point| Segment::LineTo(point));
    match segments.next() {
        Some(Segment::LineTo(first)) => std::iter::once(Segment::MoveTo(first))
            .chain(segments)
            .collect(),
        _ => Vec::new(),
    }
}

/// A rectangle with corners rounded by `radius` (at most half its shorter side, so a square
/// with the largest radius is a circle), clockwise on the page from the top of its top left
/// corner.
fn rect(corner: Point, width: f32, height: f32, radius: f32) -> Vec<Segment> {
    let radius = radius.min(width / 2.0).min(height / 2.0).max(0.0);
    let (left, top) = (corner.x, corner.y);
    let (right, bottom) = (left + width, top + height);
    let at = Point::new;
    if radius == 0.0 {
        return vec![
            Segment::MoveTo(at(left, top)),
            Segment::LineTo(at(right, top)),
            Segment::LineTo(at(right, bottom)),
            Segment::LineTo(at(left, bottom)),
            Segment::Close,
        ];
    }
    // Each corner's arc, from where one straight side ends to where the next begins, its
    // control points pulled from those ends towards the corner.
    let arc = |from: Point, corner: Point, to: Point| {
        let pull = |end: Point| {
            at(
                end.x + (corner.x - end.x) * QUARTER_CIRCLE,
                end.y + (corner.y - end.y) * QUARTER_CIRCLE,
            )
        };
        Segment::CubicTo(pull(from), pull(to), to)
    };
    vec![
        Segment::MoveTo(at(left + radius, top)),
        Segment::LineTo(at(right - radius, top)),
        arc(
            at(right - radius, top),
            at(right, top),
            at(right, top + radius),
        ),
        Segment::LineTo(at(right, bottom - radius)),
        arc(
            at(right, bottom - radius),
            at(right, bottom),
            at(right - radius, bottom),
        ),
        Segment::LineTo(at(left + radius, bottom)),
        arc(
            at(left + radius, bottom),
            at(left, bottom),
            at(left, bottom - radius),
        ),
        Segment::LineTo(at(left, top + radius)),
        arc(
            at(left, top + radius),
            at(left, top),
            at(left + radius, top),
        ),
        Segment::Close,
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The point at `t` of the cubic Bézier from `p0`.
    fn cubic_at(p0: Point, c1: Point, c2: Point, p3: Point, t: f32) -> Point {
        let u = 1.0 - t;
        let blend = |a: f32, b: f32, c: f32, d: f32| {
            u * u * u * a + 3.0 * u * u * t * b + 3.0 * u * t * t * c + t * t * t * d
        };
        Point::new(blend(p0.x, c1.x, c2.x, p3.x), blend(p0.y, c1.y, c2.y, p3.y))
    }

    #[test]
    fn a_circle_is_four_arcs_that_keep_to_its_radius() {
        let center = Point::new(50.0, 40.0);
        let path = outline(&Shape::Circle {
            center,
            radius: 20.0,
        });
        let mut current = Point::default();
        let mut arcs = 0;
        for segment in path {
            match segment {
                Segment::MoveTo(p) | Segment::LineTo(p) => current = p,
                Segment::CubicTo(c1, c2, p) => {
                    for step in 0..=10 {
                        let q = cubic_at(current, c1, c2, p, step as f32 / 10.0);
                        let distance = (q.x - center.x).hypot(q.y - center.y);
                        assert!((distance - 20.0).abs() < 0.01, "{q:?} {distance}");
                    }
                    current = p;
                    arcs += 1;
                }
                Segment::QuadTo(..) | Segment::Close => {}
            }
        }
        assert_eq!(arcs, 4);
    }

    #[test]
    fn a_pill_keeps_its_box_and_a_square_rect_its_corners() {
        let pill = outline(&Shape::Rect {
            corner: Point::new(10.0, 10.0),
            width: 60.0,
            height: 20.0,
            radius: 50.0,
        });
        assert_eq!(pill[0], Segment::MoveTo(Point::new(20.0, 10.0)));
        assert_eq!(pill[1], Segment::LineTo(Point::new(60.0, 10.0)));
        assert!(matches!(pill[2], Segment::CubicTo(_, _, p) if p == Point::new(70.0, 20.0)));
        let square = outline(&Shape::Rect {
            corner: Point::new(0.0, 0.0),
            width: 4.0,
            height: 3.0,
            radius: 0.0,
        });
        assert_eq!(square[2], Segment::LineTo(Point::new(4.0, 3.0)));
        assert_eq!(square.len(), 5);
    }

    #[test]
    fn a_polygon_is_closed_and_a_polyline_left_open() {
        let points = vec![
            Point::new(0.0, 0.0),
            Point::new(1.0, 0.0),
            Point::new(1.0, 1.0),
        ];
        let open = outline(&Shape::Polyline(points.clone()));
        let closed = outline(&Shape::Polygon(points));
        assert_eq!(open[0], Segment::MoveTo(Point::new(0.0, 0.0)));
        assert_eq!(open.len(), 3);
        assert_eq!(closed.last(), Some(&Segment::Close));
        assert!(outline(&Shape::Polyline(Vec::new())).is_empty());
    }
}
