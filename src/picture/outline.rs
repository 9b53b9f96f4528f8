//! The connected pieces of ink that may be grids, alone or joined when a shadow cuts a grid,
//! and the quadrilaterals that may be their outlines: the largest within the convex hull, the
//! extreme points along the diagonals, the bounding box.

use super::threshold::InkMap;
use super::warp::Point;

/// A connected piece of ink (or several joined), by what its possible outlines are made of:
/// each row's leftmost and rightmost ink (the convex hull's corners are among them), its
/// extreme points along the diagonals and its bounding box.
#[derive(Clone, Debug)]
pub struct Piece {
    ends: Vec<Point>,
    extremes: [Point; 4],
    /// Left, top, right, bottom.
    bounds: [f64; 4],
}

impl Piece {
    /// The quadrilaterals that may be the piece's outline: the largest one within its convex
    /// hull, the one of its extreme points along the diagonals, and its bounding box (inside
    /// which an upright grid that touches its neighbours is fitted).
    pub fn outlines(&self) -> [[Point; 4]; 3] {
        let [left, top, right, bottom] = self.bounds;
        [
            largest_quadrilateral(&self.ends),
            self.extremes,
            [[left, top], [right, top], [right, bottom], [left, bottom]],
        ]
    }

    /// The centre of the piece's bounding box.
    pub fn centre(&self) -> Point {
        let [left, top, right, bottom] = self.bounds;
        [(left + right) / 2.0, (top + bottom) / 2.0]
    }

    /// Whether the bounding boxes of `self` and `other` come within `gap` pixels of each other.
    pub fn near(&self, other: &Piece, gap: f64) -> bool {
        let ([l1, t1, r1, b1], [l2, t2, r2, b2]) = (self.bounds, other.bounds);
        l1 - gap <= r2 && l2 - gap <= r1 && t1 - gap <= b2 && t2 - gap <= b1
    }

    /// The pieces `parts` taken as one: a grid that a shadow or a faded line cuts in pieces.
    pub fn joined(parts: &[&Piece]) -> Piece {
        let ends = parts
            .iter()
            .flat_map(|part| part.ends.iter().copied())
            .collect();
        let points: Vec<Point> = parts.iter().flat_map(|part| part.extremes).collect();
        let bounds = parts
            .iter()
            .fold([f64::MAX, f64::MAX, f64::MIN, f64::MIN], |b, part| {
                let [l, t, r, bottom] = part.bounds;
                [b[0].min(l), b[1].min(t), b[2].max(r), b[3].max(bottom)]
            });
        Piece {
            ends,
            extremes: diagonal_extremes(&points),
            bounds,
        }
    }
}

/// The area of the quadrilateral `corners` (the shoelace formula).
pub fn area(corners: &[Point; 4]) -> f64 {
    (0..4)
        .map(|i| {
            let (a, b) = (corners[i], corners[(i + 1) % 4]);
            a[0] * b[1] - b[0] * a[1]
        })
        .sum::<f64>()
        .abs()
        / 2.0
}

/// The connected pieces of `ink` (8-connected) whose bounding box is at least `smallest`
/// pixels each way.
pub fn pieces(ink: &InkMap, smallest: usize) -> Vec<Piece> {
    let (width, height) = (ink.width, ink.height);
    let mut seen = vec![false; width * height];
    let mut stack = Vec::new();
    let mut pixels = Vec::new();
    let mut pieces = Vec::new();
    for start in 0..width * height {
        if !ink.ink[start] || seen[start] {
            continue;
        }
        seen[start] = true;
        stack.push(start);
        pixels.clear();
        let (mut left, mut right, mut top, mut bottom) = (width, 0, height, 0);
        while let Some(pixel) = stack.pop() {
            pixels.push(pixel);
            let (x, y) = (pixel % width, pixel / width);
            (left, right, top, bottom) = (left.min(x), right.max(x), top.min(y), bottom.max(y));
            for (dx, dy) in NEIGHBOURS {
                let (nx, ny) = (x as isize + dx, y as isize + dy);
                if nx < 0 || ny < 0 || nx as usize >= width || ny as usize >= height {
                    continue;
                }
                let next = ny as usize * width + nx as usize;
                if ink.ink[next] && !seen[next] {
                    seen[next] = true;
                    stack.push(next);
                }
            }
        }
        if right - left >= smallest && bottom - top >= smallest {
            let points: Vec<Point> = pixels
                .iter()
                .map(|&pixel| [(pixel % width) as f64, (pixel / width) as f64])
                .collect();
            pieces.push(Piece {
                ends: row_ends(&points, top, bottom),
                extremes: diagonal_extremes(&points),
                bounds: [left, top, right, bottom].map(|side| side as f64),
            });
        }
    }
    pieces
}

/// The leftmost and rightmost of `points` (rows `top` to `bottom`) in each row.
fn row_ends(points: &[Point], top: usize, bottom: usize) -> Vec<Point> {
    let mut ends = vec![(f64::MAX, f64::MIN); bottom - top + 1];
    for &[x, y] in points {
        let end = &mut ends[y as usize - top];
        *end = (end.0.min(x), end.1.max(x));
    }
    let mut points = Vec::with_capacity(2 * ends.len());
    for (row, &(left, right)) in ends.iter().enumerate() {
        if left <= right {
            let y = (row + top) as f64;
            points.extend([[left, y], [right, y]]);
        }
    }
    points
}

/// The points of least and greatest `x + y` and `x − y`: a grid's corners when it stands
/// nearly upright.
fn diagonal_extremes(points: &[Point]) -> [Point; 4] {
    let by = |key: fn(&Point) -> f64| {
        let min = points.iter().min_by(|a, b| key(a).total_cmp(&key(b)));
        let max = points.iter().max_by(|a, b| key(a).total_cmp(&key(b)));
        (*min.unwrap_or(&[0.0; 2]), *max.unwrap_or(&[0.0; 2]))
    };
    let (top_left, bottom_right) = by(|p| p[0] + p[1]);
    let (bottom_left, top_right) = by(|p| p[0] - p[1]);
    [top_left, top_right, bottom_right, bottom_left]
}

/// A large quadrilateral within the convex hull of `points`: the hull's two farthest points,
/// and on each side of the line through them the point farthest from it; in order top left,
/// top right, bottom right, bottom left. A grid turned by any angle, or seen at an angle, has
/// its corners there.
fn largest_quadrilateral(points: &[Point]) -> [Point; 4] {
    let hull = convex_hull(points.to_vec());
    let distance = |a: Point, b: Point| (a[0] - b[0]).hypot(a[1] - b[1]);
    let mut far = (0.0, hull[0], hull[0]);
    for (i, &a) in hull.iter().enumerate() {
        for &b in &hull[i + 1..] {
            if distance(a, b) > far.0 {
                far = (distance(a, b), a, b);
            }
        }
    }
    let (_, a, c) = far;
    // Signed distance (times |ac|) of a point from the line through a and c.
    let side = |p: Point| (c[0] - a[0]) * (p[1] - a[1]) - (c[1] - a[1]) * (p[0] - a[0]);
    let b = *hull
        .iter()
        .max_by(|p, q| side(**p).total_cmp(&side(**q)))
        .unwrap_or(&a);
    let d = *hull
        .iter()
        .min_by(|p, q| side(**p).total_cmp(&side(**q)))
        .unwrap_or(&a);
    clockwise([a, b, c, d])
}

/// The convex hull of `points` (Andrew's monotone chain), in order.
fn convex_hull(mut points: Vec<Point>) -> Vec<Point> {
    points.sort_by(|a, b| a[0].total_cmp(&b[0]).then(a[1].total_cmp(&b[1])));
    let cross = |o: Point, a: Point, b: Point| {
        (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
    };
    let mut hull: Vec<Point> = Vec::with_capacity(points.len() + 1);
    for pass in 0..2 {
        let start = hull.len();
        let sweep: Box<dyn Iterator<Item = &Point>> = if pass == 0 {
            Box::new(points.iter())
        } else {
            Box::new(points.iter().rev())
        };
        for &point in sweep {
            while hull.len() >= start + 2
                && cross(hull[hull.len() - 2], hull[hull.len() - 1], point) <= 0.0
            {
                hull.pop();
            }
            hull.push(point);
        }
        hull.pop();
    }
    if hull.is_empty() {
        hull.extend(points.first());
    }
    hull
}

/// Four corners in order top left, top right, bottom right, bottom left: clockwise on the
/// screen around their centre, starting from the one of least `x + y`.
fn clockwise(mut corners: [Point; 4]) -> [Point; 4] {
    let middle = centre(&corners);
    corners.sort_by(|p, q| {
        let angle = |p: &Point| (p[1] - middle[1]).atan2(p[0] - middle[0]);
        angle(p).total_cmp(&angle(q))
    });
    let first = (0..4)
        .min_by(|&i, &j| {
            let sum = |p: Point| p[0] + p[1];
            sum(corners[i]).total_cmp(&sum(corners[j]))
        })
        .unwrap_or(0);
    corners.rotate_left(first);
    corners
}

/// The eight neighbours of a pixel.
const NEIGHBOURS: [(isize, isize); 8] = [
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];

/// The mean of four corners.
pub fn centre(corners: &[Point; 4]) -> Point {
    let sum = corners
        .iter()
        .fold([0.0, 0.0], |sum, c| [sum[0] + c[0], sum[1] + c[1]]);
    [sum[0] / 4.0, sum[1] / 4.0]
}
