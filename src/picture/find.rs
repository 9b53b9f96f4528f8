//! Finding the grids in a picture: the ink's connected pieces large enough to be a grid, each
//! piece's four outermost corners, and the check that the square they bound shows the lines of
//! an N×N grid (which also turns away a crossword, a block of text or the page's edge).

use image::GrayImage;

use super::outline::{area, centre, pieces};
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

/// Whether `point` lies inside the convex quadrilateral `corners`.
fn inside(corners: &[Point; 4], point: Point) -> bool {
    (0..4).all(|i| {
        let (a, b) = (corners[i], corners[(i + 1) % 4]);
        (b[0] - a[0]) * (point[1] - a[1]) - (b[1] - a[1]) * (point[0] - a[0]) >= 0.0
    })
}
