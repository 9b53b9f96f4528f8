//! Finding the grids in a picture: the ink's connected pieces large enough to be a grid, each
//! piece's outlines, those that show the lines of an N×N grid (which turns away a crossword, a
//! block of text or the page's edge), and among overlapping grids the one whose lines show most
//! clearly.

use image::GrayImage;

use super::fit::{SNAP, fitted};
use super::grid_lines::{SHIFTS, borderless, grid_size, line_ink, shows_grid, sides};
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

/// The threshold settings tried in turn, as (window as a fraction of the longest side, margin
/// in grey levels), until one shows a grid.
const SETTINGS: [(usize, u32); 4] = [(40, 8), (25, 12), (60, 5), (15, 20)];

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
    let pieces = pieces(ink, smallest as usize);
    let found: Vec<Option<Candidate>> = pieces
        .iter()
        .map(|piece| candidate(ink, piece, smallest))
        .collect();
    let loose = loose(pieces, &found);
    let joined = joined(&loose, JOIN_GAP * shorter);
    found
        .into_iter()
        .flatten()
        .chain(
            joined
                .iter()
                .filter_map(|piece| candidate(ink, piece, smallest)),
        )
        .collect()
}

/// The `pieces` that may be joined to others, given the candidate each bounds by itself
/// (`found`). A piece that bounds a grid by itself is no part of another: joined to the grid
/// beside it, it would let a lattice straddle the two. Nor is a piece inside a 16×16 grid: faint
/// thin lines cut off from the bold ones by the threshold leave each box a piece of its own, and
/// the sixteen joined pass for a 4×4 grid of the boxes (a 9×9 grid's nine boxes make no grid of
/// a size read).
fn loose(pieces: Vec<Piece>, found: &[Option<Candidate>]) -> Vec<Piece> {
    let sixteens: Vec<[Point; 4]> = found
        .iter()
        .flatten()
        .filter(|candidate| candidate.found.size == 16)
        .map(|candidate| candidate.found.corners)
        .collect();
    pieces
        .into_iter()
        .zip(found)
        .filter(|(piece, found)| {
            found.is_none() && !sixteens.iter().any(|grid| inside(grid, piece.centre()))
        })
        .map(|(piece, _)| piece)
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
    // An outline that shows all the lines of a 16×16 grid is one: its dense lines would also
    // pass for a 9×9's. Otherwise a 9×9 grid's outline put onto its lines is the grid. Failing
    // that, the outline as it is or the grid within it: of those that show a 9×9 grid's lines,
    // the one that shows them most clearly (an outline pulled off the grid by ink touching its
    // corner may still pass). Failing that, the outline may bound a grid of another size, or a
    // 9×9 grid without its border.
    let is_nine = |corners: &[Point; 4]| grid_size(ink, corners) == Some(9);
    let sixteen = || {
        let corners = outlines
            .iter()
            .find(|corners| shows_grid(ink, corners, 16))?;
        Some((*corners, 16))
    };
    let nine = || {
        outlines
            .iter()
            .filter_map(|corners| fitted(ink, corners, SNAP))
            .find(is_nine)
            .or_else(|| {
                outlines
                    .iter()
                    .flat_map(|corners| [Some(*corners), fitted(ink, corners, 0.0)])
                    .flatten()
                    .filter(is_nine)
                    .map(|corners| (score(ink, &corners, 9), corners))
                    .max_by(|a, b| a.0.total_cmp(&b.0))
                    .map(|(_, corners)| corners)
            })
            .map(|corners| (corners, 9))
    };
    let (corners, size) = sixteen().or_else(nine).or_else(|| {
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
}
