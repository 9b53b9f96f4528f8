//! Finding the grids in a picture: the ink's connected pieces large enough to be a grid, each
//! piece's four outermost corners, and the check that the square they bound shows the lines of
//! an N×N grid (which also turns away a crossword, a block of text or the page's edge).

use image::GrayImage;

use super::threshold::{InkMap, threshold};
use super::warp::{Homography, Point};

/// A grid found in the picture: its corners (top left, top right, bottom right, bottom left)
/// and its size.
#[derive(Clone, Copy, Debug)]
pub struct Found {
    pub corners: [Point; 4],
    pub size: usize,
}

/// The sizes a grid may have, the largest first: a 16×16 also shows the lines of a 4×4.
const SIZES: [usize; 4] = [16, 9, 6, 4];

/// The threshold settings tried in turn, as (window as a fraction of the longest side, margin
/// in grey levels), until one shows a grid.
const SETTINGS: [(usize, u32); 4] = [(40, 8), (25, 12), (60, 5), (15, 20)];

/// The fewest pixels a cell may span: below it, lines a cell apart cannot be told from
/// lines a finer grid's cell apart.
const SMALLEST_CELL: f64 = 8.0;

/// The fraction of a grid line's length that must be ink.
const LINE_INK: f64 = 0.6;

/// The fraction of a thin line of a 9×9 grid that must be ink.
const THIN_LINE_INK: f64 = 0.35;

/// The smallest grid looked for, as a fraction of the picture's shorter side.
const SMALLEST: f64 = 0.12;

/// The grids of `gray`, in reading order (top to bottom, then left to right), none inside
/// another.
pub fn find_grids(gray: &GrayImage) -> Vec<Found> {
    let longest = gray.width().max(gray.height()) as usize;
    for (fraction, margin) in SETTINGS {
        let window = (longest / fraction) | 1;
        let ink = threshold(gray, window, margin);
        let grids = grids_in(&ink);
        if !grids.is_empty() {
            return grids;
        }
    }
    Vec::new()
}

/// The grids whose outline is one connected piece of `ink`. A piece that passes for a grid but
/// holds another (the sheet of paper around a grid, whose edges and the grid's lines line up by
/// chance) gives way to the one inside.
fn grids_in(ink: &InkMap) -> Vec<Found> {
    let smallest = SMALLEST * ink.width.min(ink.height) as f64;
    let mut found: Vec<(Found, f64)> = pieces(ink, smallest as usize)
        .into_iter()
        .filter_map(|piece| {
            piece.outlines.into_iter().find_map(|corners| {
                let sound = (0..4).all(|i| {
                    let (a, b) = (corners[i], corners[(i + 1) % 4]);
                    (a[0] - b[0]).hypot(a[1] - b[1]) >= smallest
                });
                if !sound {
                    return None;
                }
                // A 9×9 grid's outline is first put onto its lines; then the outline as it is
                // (another size), then the grid within it.
                let corners = [
                    fitted(ink, &corners, SNAP),
                    Some(corners),
                    fitted(ink, &corners, 0.0),
                ]
                .into_iter()
                .flatten()
                .find(|corners| grid_size(ink, corners) == Some(9))
                .or_else(|| Some(corners).filter(|corners| grid_size(ink, corners).is_some()))?;
                let size = grid_size(ink, &corners)?;
                Some((Found { corners, size }, area(&corners)))
            })
        })
        .collect();
    found.sort_by(|a, b| b.1.total_cmp(&a.1));
    let holds_another = |(outer, outer_area): &(Found, f64)| {
        found.iter().any(|(inner, inner_area)| {
            inner_area < outer_area && inside(&outer.corners, centre(&inner.corners))
        })
    };
    let innermost: Vec<(Found, f64)> = found
        .iter()
        .filter(|grid| !holds_another(grid))
        .copied()
        .collect();
    // A grid much smaller than the largest is a solution box or a thumbnail, not a puzzle.
    let largest = innermost.first().map_or(0.0, |(_, area)| *area);
    let mut grids: Vec<Found> = innermost
        .into_iter()
        .filter(|(_, area)| *area >= largest / 5.0)
        .map(|(grid, _)| grid)
        .collect();
    reading_order(&mut grids);
    grids
}

/// Sorts grids top to bottom, those side by side (overlapping rows) left to right.
fn reading_order(grids: &mut [Found]) {
    grids.sort_by(|a, b| {
        let (ca, cb) = (centre(&a.corners), centre(&b.corners));
        let height = (a.corners[3][1] - a.corners[0][1]).max(b.corners[3][1] - b.corners[0][1]);
        if (ca[1] - cb[1]).abs() < height / 2.0 {
            ca[0].total_cmp(&cb[0])
        } else {
            ca[1].total_cmp(&cb[1])
        }
    });
}

/// A connected piece of ink, by the quadrilaterals that may be its outline: the largest one
/// within its convex hull, the one of its extreme points along the diagonals, and its bounding
/// box (inside which an upright grid that touches its neighbours is fitted).
struct Piece {
    outlines: [[Point; 4]; 3],
}

/// The area of the quadrilateral `corners` (the shoelace formula).
fn area(corners: &[Point; 4]) -> f64 {
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
fn pieces(ink: &InkMap, smallest: usize) -> Vec<Piece> {
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
                outlines: [
                    largest_quadrilateral(&points, top, bottom),
                    diagonal_extremes(&points),
                    bounding_box([left, top, right, bottom]),
                ],
            });
        }
    }
    pieces
}

/// The corners of the box `[left, top, right, bottom]`.
fn bounding_box([left, top, right, bottom]: [usize; 4]) -> [Point; 4] {
    let [left, top, right, bottom] = [left, top, right, bottom].map(|side| side as f64);
    [[left, top], [right, top], [right, bottom], [left, bottom]]
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

/// A large quadrilateral within the convex hull of `points` (rows `top` to `bottom`): the
/// hull's two farthest points, and on each side of the line through them the point farthest
/// from it; in order top left, top right, bottom right, bottom left. A grid turned by any angle,
/// or seen at an angle, has its corners there.
fn largest_quadrilateral(points: &[Point], top: usize, bottom: usize) -> [Point; 4] {
    // The hull's vertices are among each row's leftmost and rightmost points.
    let mut ends = vec![(f64::MAX, f64::MIN); bottom - top + 1];
    for &[x, y] in points {
        let end = &mut ends[y as usize - top];
        *end = (end.0.min(x), end.1.max(x));
    }
    let mut candidates: Vec<Point> = Vec::with_capacity(2 * ends.len());
    for (row, &(left, right)) in ends.iter().enumerate() {
        if left <= right {
            let y = (row + top) as f64;
            candidates.extend([[left, y], [right, y]]);
        }
    }
    let hull = convex_hull(candidates);
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

/// The size of the grid whose corners are `corners`, if the square they bound shows its lines:
/// the largest N of [`SIZES`] for which each of the N + 1 lines each way is mostly ink. A 9×9
/// grid may miss one of its 20 lines (blurred away, or hidden by a shadow), and its thin lines
/// need only [`THIN_LINE_INK`]: its bold box lines tell it well enough.
pub fn grid_size(ink: &InkMap, corners: &[Point; 4]) -> Option<usize> {
    let map = Homography::from_square(corners)?;
    let shortest = (0..4)
        .map(|i| {
            let (a, b) = (corners[i], corners[(i + 1) % 4]);
            (a[0] - b[0]).hypot(a[1] - b[1])
        })
        .fold(f64::MAX, f64::min);
    SIZES.into_iter().find(|&size| {
        if shortest < SMALLEST_CELL * size as f64 {
            return false;
        }
        let allowed = usize::from(size == 9);
        let mut missing = 0;
        (0..=size).all(|line| {
            let needed = if size == 9 && line % 3 != 0 {
                THIN_LINE_INK
            } else {
                LINE_INK
            };
            [false, true].into_iter().all(|down| {
                missing += usize::from(line_ink(ink, &map, line, size, down) < needed);
                missing <= allowed
            })
        })
    })
}

/// The share of line `line` of a grid of `size`, down or across, that is ink. Each sixth of the
/// line may stray from where the corners put it by up to a fifth of a cell (page curl, lens
/// distortion, a corner found a little off).
fn line_ink(ink: &InkMap, map: &Homography, line: usize, size: usize, down: bool) -> f64 {
    const SEGMENTS: usize = 6;
    const SAMPLES: usize = 20;
    const SHIFTS: i32 = 10;
    const SHIFT_STEP: f64 = 0.02;
    let at = line as f64 / size as f64;
    let inked: usize = (0..SEGMENTS)
        .map(|segment| {
            (-SHIFTS..=SHIFTS)
                .map(|shift| {
                    let along = (at + f64::from(shift) * SHIFT_STEP / size as f64).clamp(0.0, 1.0);
                    (0..SAMPLES)
                        .filter(|&i| {
                            let t = (segment * SAMPLES + i) as f64 + 0.5;
                            let t = t / (SEGMENTS * SAMPLES) as f64;
                            let [x, y] = if down {
                                map.map(along, t)
                            } else {
                                map.map(t, along)
                            };
                            ink.near(x, y)
                        })
                        .count()
                })
                .max()
                .unwrap_or(0)
        })
        .sum();
    inked as f64 / (SEGMENTS * SAMPLES) as f64
}

/// How far past an outline [`fitted`] looks for a grid's lines: under half a cell of a 9×9
/// grid, so that the fit cannot take a neighbouring grid's line for the border.
const SNAP: f64 = 0.05;

/// How finely [`fitted`] measures a quadrilateral's ink across and down.
const PROFILE: usize = 400;

/// The corners of the 9×9 grid in the quadrilateral `corners`, widened by `margin` (a fraction
/// of its side) each way: the ten evenly spaced lines across, and down, that best match the ink.
/// Within the quadrilateral (no margin), it finds a grid in a piece of ink that holds more (the
/// edge of a neighbouring puzzle, a frame the grid touches); with a margin under half a cell, it
/// moves a corner the outline missed (a faded line) onto the grid's lines.
fn fitted(ink: &InkMap, corners: &[Point; 4], margin: f64) -> Option<[Point; 4]> {
    let map = Homography::from_square(corners)?;
    let span = 1.0 + 2.0 * margin;
    let place = |[first, last]: [f64; 2]| [first * span - margin, last * span - margin];
    let [top, bottom] = place(lattice(&profile(ink, &map, false, margin)));
    let [left, right] = place(lattice(&profile(ink, &map, true, margin)));
    Some([
        map.map(left, top),
        map.map(right, top),
        map.map(right, bottom),
        map.map(left, bottom),
    ])
}

/// The share of ink along each of [`PROFILE`] lines across the quadrilateral of `map` (down
/// ones when `down`), from `margin` before its first edge to `margin` past the opposite one.
fn profile(ink: &InkMap, map: &Homography, down: bool, margin: f64) -> Vec<f64> {
    const SAMPLES: usize = 60;
    (0..PROFILE)
        .map(|i| {
            let at = (i as f64 + 0.5) / PROFILE as f64 * (1.0 + 2.0 * margin) - margin;
            let inked = (0..SAMPLES)
                .filter(|&j| {
                    let along = 0.05 + 0.9 * (j as f64 + 0.5) / SAMPLES as f64;
                    let [x, y] = if down {
                        map.map(at, along)
                    } else {
                        map.map(along, at)
                    };
                    ink.near(x, y)
                })
                .count();
            inked as f64 / SAMPLES as f64
        })
        .collect()
}

/// The first and last of ten evenly spaced positions (as fractions of the profile) where the
/// profile is inked most, spanning at least seven tenths of it.
fn lattice(profile: &[f64]) -> [f64; 2] {
    // Each position scores the best of the bins beside it: a line falls between bins.
    let score = |bin: usize| {
        profile[bin.saturating_sub(1)..(bin + 2).min(PROFILE)]
            .iter()
            .copied()
            .fold(0.0, f64::max)
    };
    let mut best = (f64::MIN, 0, PROFILE - 1);
    for span in PROFILE * 7 / 10..PROFILE {
        for first in 0..PROFILE - span {
            let total: f64 = (0..=9).map(|k| score(first + k * span / 9)).sum();
            if total > best.0 {
                best = (total, first, first + span);
            }
        }
    }
    let position = |bin: usize| (bin as f64 + 0.5) / PROFILE as f64;
    [position(best.1), position(best.2)]
}

/// The mean of four corners.
fn centre(corners: &[Point; 4]) -> Point {
    let sum = corners
        .iter()
        .fold([0.0, 0.0], |sum, c| [sum[0] + c[0], sum[1] + c[1]]);
    [sum[0] / 4.0, sum[1] / 4.0]
}

/// Whether `point` lies inside the convex quadrilateral `corners`.
fn inside(corners: &[Point; 4], point: Point) -> bool {
    (0..4).all(|i| {
        let (a, b) = (corners[i], corners[(i + 1) % 4]);
        (b[0] - a[0]) * (point[1] - a[1]) - (b[1] - a[1]) * (point[0] - a[0]) >= 0.0
    })
}
