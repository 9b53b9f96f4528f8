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

/// The fraction of a grid line's length that must be ink.
const LINE_INK: f64 = 0.6;

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
            let size = grid_size(ink, &piece.corners)?;
            let corners = piece.corners;
            Some((Found { corners, size }, piece.area()))
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

/// A connected piece of ink: its four outermost corners.
struct Piece {
    corners: [Point; 4],
}

impl Piece {
    /// The area of the quadrilateral its corners bound (the shoelace formula).
    fn area(&self) -> f64 {
        let c = &self.corners;
        (0..4)
            .map(|i| {
                let (a, b) = (c[i], c[(i + 1) % 4]);
                a[0] * b[1] - b[0] * a[1]
            })
            .sum::<f64>()
            .abs()
            / 2.0
    }
}

/// The connected pieces of `ink` (8-connected) whose bounding box is at least `smallest`
/// pixels each way, with their corners: the ink pixels of least and greatest `x + y` and
/// `x − y`.
fn pieces(ink: &InkMap, smallest: usize) -> Vec<Piece> {
    let (width, height) = (ink.width, ink.height);
    let mut seen = vec![false; width * height];
    let mut stack = Vec::new();
    let mut pieces = Vec::new();
    for start in 0..width * height {
        if !ink.ink[start] || seen[start] {
            continue;
        }
        seen[start] = true;
        stack.push(start);
        // Extremes of x + y and x − y, and the bounding box.
        let (mut min_sum, mut max_sum, mut min_diff, mut max_diff) = (
            (isize::MAX, 0),
            (isize::MIN, 0),
            (isize::MAX, 0),
            (isize::MIN, 0),
        );
        let (mut left, mut right, mut top, mut bottom) = (width, 0, height, 0);
        while let Some(pixel) = stack.pop() {
            let (x, y) = (pixel % width, pixel / width);
            let (sum, diff) = ((x + y) as isize, x as isize - y as isize);
            min_sum = min_sum.min((sum, pixel));
            max_sum = max_sum.max((sum, pixel));
            min_diff = min_diff.min((diff, pixel));
            max_diff = max_diff.max((diff, pixel));
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
            let point = |pixel: usize| [(pixel % width) as f64, (pixel / width) as f64];
            pieces.push(Piece {
                corners: [
                    point(min_sum.1),
                    point(max_diff.1),
                    point(max_sum.1),
                    point(min_diff.1),
                ],
            });
        }
    }
    pieces
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
/// the largest N of [`SIZES`] for which each of the N + 1 lines each way is mostly ink.
pub fn grid_size(ink: &InkMap, corners: &[Point; 4]) -> Option<usize> {
    let map = Homography::from_square(corners)?;
    SIZES
        .into_iter()
        .find(|&size| (0..=size).all(|line| shows_lines(ink, &map, line, size)))
}

/// Whether line `line` of a grid of `size`, across and down, is ink along most of its length.
/// Each sixth of the line may stray from where the corners put it by up to a fifth of a cell
/// (page curl, lens distortion, a corner found a little off).
fn shows_lines(ink: &InkMap, map: &Homography, line: usize, size: usize) -> bool {
    const SEGMENTS: usize = 6;
    const SAMPLES: usize = 20;
    const SHIFTS: i32 = 10;
    const SHIFT_STEP: f64 = 0.02;
    let at = line as f64 / size as f64;
    [false, true].into_iter().all(|down| {
        let inked: usize = (0..SEGMENTS)
            .map(|segment| {
                (-SHIFTS..=SHIFTS)
                    .map(|shift| {
                        let along =
                            (at + f64::from(shift) * SHIFT_STEP / size as f64).clamp(0.0, 1.0);
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
        inked as f64 >= LINE_INK * (SEGMENTS * SAMPLES) as f64
    })
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
