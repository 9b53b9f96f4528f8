//! Finding the grids in a picture: the ink's connected pieces large enough to be a grid, each
//! piece's four outermost corners, and the check that the square they bound shows the lines of
//! an N×N grid (which also turns away a crossword, a block of text or the page's edge).

use image::GrayImage;

use super::fit::{SNAP, fitted};
use super::outline::{Piece, area, centre, pieces};
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

/// How near (as a fraction of the picture's shorter side) pieces of ink must come to be tried
/// joined as one grid.
const JOIN_GAP: f64 = 0.03;

/// The least ratio of a grid's shortest side to its longest.
const LEAST_SIDE_RATIO: f64 = 0.5;

/// The share of the clearest grid's score another grid needs: below it, it is a piece of the
/// page whose ink happens to cross a few lines.
const LEAST_SCORE: f64 = 0.5;

/// A grid that may be in the picture, with its area and how clearly its lines show.
#[derive(Clone, Copy, Debug)]
struct Candidate {
    found: Found,
    area: f64,
    score: f64,
}

/// The grids of `gray`, in reading order (top to bottom, then left to right), none overlapping
/// another.
pub fn find_grids(gray: &GrayImage) -> Vec<Found> {
    let longest = gray.width().max(gray.height()) as usize;
    let mut candidates = Vec::new();
    for (fraction, margin) in SETTINGS {
        let window = (longest / fraction) | 1;
        let ink = threshold(gray, window, margin);
        candidates.extend(candidates_in(&ink));
        if !candidates.is_empty() {
            break;
        }
    }
    chosen(candidates)
}

/// The grids whose outline is one connected piece of `ink`, or several pieces near each other
/// taken together (a grid cut by a shadow or a faded line).
fn candidates_in(ink: &InkMap) -> Vec<Candidate> {
    let shorter = ink.width.min(ink.height) as f64;
    let smallest = SMALLEST * shorter;
    let mut pieces = pieces(ink, smallest as usize);
    pieces.extend(joined(&pieces, JOIN_GAP * shorter));
    pieces
        .iter()
        .filter_map(|piece| candidate(ink, piece, smallest))
        .collect()
}

/// Each group of two or more `pieces` that come within `gap` of one another, directly or
/// through others, joined as one piece.
fn joined(pieces: &[Piece], gap: f64) -> Vec<Piece> {
    let mut group: Vec<usize> = (0..pieces.len()).collect();
    for i in 0..pieces.len() {
        for j in i + 1..pieces.len() {
            if pieces[i].near(&pieces[j], gap) {
                let (from, to) = (group[j], group[i]);
                group
                    .iter_mut()
                    .filter(|g| **g == from)
                    .for_each(|g| *g = to);
            }
        }
    }
    let mut leaders: Vec<usize> = group.clone();
    leaders.sort_unstable();
    leaders.dedup();
    leaders
        .into_iter()
        .filter_map(|leader| {
            let parts: Vec<&Piece> = (0..pieces.len())
                .filter(|&i| group[i] == leader)
                .map(|i| &pieces[i])
                .collect();
            (parts.len() > 1).then(|| Piece::joined(&parts))
        })
        .collect()
}

/// The grid that `piece`'s outlines bound, if one does, with sides of at least `smallest`. A
/// 9×9 grid is looked for in every outline before any other size: a block of ink touching the
/// grid's corner can pull the first outline off the grid, whose lines may then pass for a 4×4's.
fn candidate(ink: &InkMap, piece: &Piece, smallest: f64) -> Option<Candidate> {
    let outlines: Vec<[Point; 4]> = piece
        .outlines()
        .into_iter()
        .filter(|corners| {
            // A grid's sides, seen at an angle, still differ by less than half.
            let sides = sides(corners);
            let shortest = sides.iter().copied().fold(f64::MAX, f64::min);
            let longest = sides.iter().copied().fold(0.0, f64::max);
            shortest >= smallest && shortest >= longest * LEAST_SIDE_RATIO
        })
        .collect();
    // A 9×9 grid's outline put onto its lines is the grid. Failing that, the outline as it is
    // or the grid within it: of those that show a 9×9 grid's lines, the one that shows them
    // most clearly (an outline pulled off the grid by ink touching its corner may still pass).
    // Failing that, the outline may bound a grid of another size, or a 9×9 grid without its
    // border.
    let is_nine = |corners: &[Point; 4]| grid_size(ink, corners) == Some(9);
    let nine = outlines
        .iter()
        .filter_map(|corners| fitted(ink, corners, SNAP))
        .find(is_nine)
        .or_else(|| {
            outlines
                .iter()
                .flat_map(|corners| [Some(*corners), fitted(ink, corners, 0.0)])
                .flatten()
                .filter(is_nine)
                .max_by(|a, b| score(ink, a, 9).total_cmp(&score(ink, b, 9)))
        });
    let (corners, size) = nine.map(|corners| (corners, 9)).or_else(|| {
        outlines.iter().find_map(|&corners| {
            grid_size(ink, &corners)
                .or_else(|| borderless(ink, &corners).then_some(9))
                .map(|size| (corners, size))
        })
    })?;
    Some(Candidate {
        found: Found { corners, size },
        area: area(&corners),
        score: score(ink, &corners, size),
    })
}

/// The grids among `candidates`: the most clearly lined first, then each that overlaps none
/// already taken; a grid much smaller than the largest (a solution box, a thumbnail) or much
/// less clearly lined than the clearest left out.
fn chosen(mut candidates: Vec<Candidate>) -> Vec<Found> {
    candidates.sort_by(|a, b| b.score.total_cmp(&a.score));
    let mut taken: Vec<Candidate> = Vec::new();
    for candidate in candidates {
        let overlaps = taken.iter().any(|other| {
            inside(&other.found.corners, centre(&candidate.found.corners))
                || inside(&candidate.found.corners, centre(&other.found.corners))
        });
        if !overlaps {
            taken.push(candidate);
        }
    }
    let largest = taken.iter().map(|c| c.area).fold(0.0, f64::max);
    let clearest = taken.iter().map(|c| c.score).fold(0.0, f64::max);
    let mut grids: Vec<Found> = taken
        .into_iter()
        .filter(|candidate| candidate.area >= largest / 5.0)
        .filter(|candidate| candidate.score >= clearest * LEAST_SCORE)
        .map(|candidate| candidate.found)
        .collect();
    reading_order(&mut grids);
    grids
}

/// How clearly the grid of `size` in `corners` shows its lines: the mean share of ink along
/// its lines less the mean share along the lines halfway between them (which cross digits,
/// but a grid fitted onto the wrong lines finds lines there).
fn score(ink: &InkMap, corners: &[Point; 4], size: usize) -> f64 {
    let Some(map) = Homography::from_square(corners) else {
        return f64::MIN;
    };
    let mean = |lines: Vec<f64>, shifts: i32| {
        let count = 2 * lines.len();
        let total: f64 = lines
            .iter()
            .flat_map(|&at| [false, true].map(|down| line_ink(ink, &map, at, size, down, shifts)))
            .sum();
        total / count as f64
    };
    let at = |line: usize, offset: f64| (line as f64 + offset) / size as f64;
    mean((0..=size).map(|line| at(line, 0.0)).collect(), SHIFTS)
        - mean((0..size).map(|line| at(line, 0.5)).collect(), 0)
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
/// grid may miss one of its 20 lines (blurred away, or hidden by a shadow), its thin lines
/// need only [`THIN_LINE_INK`] (its bold box lines tell it well enough), and a border along the
/// picture's edge may have been cut off by the frame.
pub fn grid_size(ink: &InkMap, corners: &[Point; 4]) -> Option<usize> {
    let map = Homography::from_square(corners)?;
    let shortest = sides(corners).into_iter().fold(f64::MAX, f64::min);
    SIZES.into_iter().find(|&size| {
        if shortest < SMALLEST_CELL * size as f64 {
            return false;
        }
        let allowed = usize::from(size == 9);
        let mut missing = 0;
        (0..=size).all(|line| {
            let needed = needed_ink(size, line);
            [false, true].into_iter().all(|down| {
                let at = line as f64 / size as f64;
                let cut = (line == 0 || line == size) && along_edge(ink, &map, at, down, size);
                missing +=
                    usize::from(!cut && line_ink(ink, &map, at, size, down, SHIFTS) < needed);
                missing <= allowed
            })
        })
    })
}

/// How near (as a fraction of a cell) a grid's border must lie to the picture's edge to be
/// taken as cut off by it.
const EDGE: f64 = 0.15;

/// Whether the border line at `at` (0 or 1) of the grid of `size` that `map` places, down or
/// across, runs along one of the picture's edges: a photo framed tight cuts the border off.
fn along_edge(ink: &InkMap, map: &Homography, at: f64, down: bool, size: usize) -> bool {
    let ends = [0.0, 1.0].map(|t| if down { map.map(at, t) } else { map.map(t, at) });
    let cell = {
        let [a, b] = ends;
        (a[0] - b[0]).hypot(a[1] - b[1]) / size as f64
    };
    let near = cell * EDGE;
    let far = [(ink.width - 1) as f64, (ink.height - 1) as f64];
    (0..2).any(|axis| {
        ends.iter().all(|p| p[axis] <= near) || ends.iter().all(|p| p[axis] >= far[axis] - near)
    })
}

/// The lengths of the four sides of the quadrilateral `corners`.
fn sides(corners: &[Point; 4]) -> [f64; 4] {
    std::array::from_fn(|i| {
        let (a, b) = (corners[i], corners[(i + 1) % 4]);
        (a[0] - b[0]).hypot(a[1] - b[1])
    })
}

/// The share of line `line` of a grid of `size` that must be ink: a 9×9 grid's thin lines
/// need only [`THIN_LINE_INK`], its bold box lines telling it well enough.
fn needed_ink(size: usize, line: usize) -> f64 {
    if size == 9 && !line.is_multiple_of(3) {
        THIN_LINE_INK
    } else {
        LINE_INK
    }
}

/// Whether `corners` bound a 9×9 grid drawn without its border, as some web pages draw it:
/// its inner lines each way mostly ink (one may be missing), its box lines boldly so, and no
/// line where the border would be.
fn borderless(ink: &InkMap, corners: &[Point; 4]) -> bool {
    let Some(map) = Homography::from_square(corners) else {
        return false;
    };
    let share = |line: usize, down: bool| line_ink(ink, &map, line as f64 / 9.0, 9, down, SHIFTS);
    let mut missing = 0;
    for down in [false, true] {
        if share(0, down) >= THIN_LINE_INK || share(9, down) >= THIN_LINE_INK {
            return false;
        }
        for line in 1..9 {
            missing += usize::from(share(line, down) < needed_ink(9, line));
        }
    }
    missing <= 1
}

/// How many steps of [`SHIFT_STEP`] a cell a grid line's sixth may stray each way.
const SHIFTS: i32 = 10;

/// The step of a line's straying, as a fraction of a cell.
const SHIFT_STEP: f64 = 0.02;

/// The share of the line at `at` (a fraction of the side) of a grid of `size`, down or across,
/// that is ink. Each sixth of the line may stray from where the corners put it by up to
/// `shifts` steps of [`SHIFT_STEP`] cell (page curl, lens distortion, a corner found a little
/// off).
fn line_ink(ink: &InkMap, map: &Homography, at: f64, size: usize, down: bool, shifts: i32) -> f64 {
    const SEGMENTS: usize = 6;
    const SAMPLES: usize = 20;
    let inked: usize = (0..SEGMENTS)
        .map(|segment| {
            (-shifts..=shifts)
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

/// Whether `point` lies inside the convex quadrilateral `corners`.
fn inside(corners: &[Point; 4], point: Point) -> bool {
    (0..4).all(|i| {
        let (a, b) = (corners[i], corners[(i + 1) % 4]);
        (b[0] - a[0]) * (point[1] - a[1]) - (b[1] - a[1]) * (point[0] - a[0]) >= 0.0
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A white picture with a 9×9 grid of `cell`-pixel cells drawn in black from (20, 20),
    /// its lines cut across by a white band of rows `gap` (a shadow's edge, a fold).
    fn grid_cut_by(cell: u32, gap: std::ops::Range<u32>) -> GrayImage {
        let (start, side) = (20, 9 * cell);
        GrayImage::from_fn(side + 40, side + 40, |x, y| {
            let on_line = |at: u32| {
                let offset = at.wrapping_sub(start);
                let width = if (offset / cell).is_multiple_of(3) {
                    3
                } else {
                    1
                };
                offset <= side + 2 && offset % cell < width
            };
            let inside = |at: u32| (start..=start + side + 2).contains(&at);
            let ink = (on_line(x) && inside(y)) || (on_line(y) && inside(x));
            image::Luma([if ink && !gap.contains(&y) { 0 } else { 255 }])
        })
    }

    #[test]
    fn a_grid_cut_in_two_pieces_is_found_whole() {
        let gray = grid_cut_by(30, 150..156);
        let grids = find_grids(&gray);
        assert_eq!(grids.len(), 1);
        let [top_left, _, bottom_right, _] = grids[0].corners;
        assert!((top_left[0] - 21.0).abs() < 3.0 && (top_left[1] - 21.0).abs() < 3.0);
        assert!((bottom_right[0] - 291.0).abs() < 3.0 && (bottom_right[1] - 291.0).abs() < 3.0);
    }

    #[test]
    fn only_a_border_on_the_picture_s_edge_is_taken_as_cut_off() {
        let ink = InkMap {
            width: 100,
            height: 80,
            ink: vec![false; 100 * 80],
        };
        // A grid of 10-pixel cells whose top lies on the picture's top edge, its bottom at
        // the bottom edge; its left and right borders stand well inside.
        let on_edges =
            Homography::from_square(&[[5.0, 0.0], [95.0, 0.0], [95.0, 79.0], [5.0, 79.0]]).unwrap();
        assert!(along_edge(&ink, &on_edges, 0.0, false, 9));
        assert!(along_edge(&ink, &on_edges, 1.0, false, 9));
        assert!(!along_edge(&ink, &on_edges, 0.0, true, 9));
        assert!(!along_edge(&ink, &on_edges, 1.0, true, 9));
        // A border two cells in from the edge is a border the picture shows.
        let inside =
            Homography::from_square(&[[5.0, 20.0], [95.0, 20.0], [95.0, 79.0], [5.0, 79.0]])
                .unwrap();
        assert!(!along_edge(&ink, &inside, 0.0, false, 9));
    }
}
