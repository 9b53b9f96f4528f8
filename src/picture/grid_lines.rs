//! Whether a quadrilateral shows the lines of a grid, and of what size: each of the N + 1 lines
//! each way mostly ink along the square it bounds once rectified, a border cut off by the
//! picture's edge taken as there, and a 9×9 grid drawn without its border told by its inner
//! lines.

use super::threshold::InkMap;
use super::warp::{Homography, Point};

/// The sizes a grid may have, the largest first: a 16×16 also shows the lines of a 4×4.
const SIZES: [usize; 4] = [16, 9, 6, 4];

/// The fewest pixels a cell may span: below it, lines a cell apart cannot be told from
/// lines a finer grid's cell apart.
const SMALLEST_CELL: f64 = 8.0;

/// The fraction of a grid line's length that must be ink.
const LINE_INK: f64 = 0.6;

/// The fraction of a thin line of a 9×9 grid that must be ink.
const THIN_LINE_INK: f64 = 0.35;

/// The size of the grid whose corners are `corners`, if the square they bound shows its lines:
/// the largest N of [`SIZES`] for which each of the N + 1 lines each way is mostly ink. A 9×9
/// grid may miss one of its 20 lines (blurred away, or hidden by a shadow), its thin lines
/// need only [`THIN_LINE_INK`] (its bold box lines tell it well enough), and a border along the
/// picture's edge may have been cut off by the frame.
pub fn grid_size(ink: &InkMap, corners: &[Point; 4]) -> Option<usize> {
    SIZES
        .into_iter()
        .find(|&size| shows_grid(ink, corners, size))
}

/// Whether the square `corners` bound shows the lines of a grid of `size`, as [`grid_size`]
/// tells them.
pub fn shows_grid(ink: &InkMap, corners: &[Point; 4], size: usize) -> bool {
    let Some(map) = Homography::from_square(corners) else {
        return false;
    };
    let shortest = sides(corners).into_iter().fold(f64::MAX, f64::min);
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
            missing += usize::from(!cut && line_ink(ink, &map, at, size, down, SHIFTS) < needed);
            missing <= allowed
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
pub fn sides(corners: &[Point; 4]) -> [f64; 4] {
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
pub fn borderless(ink: &InkMap, corners: &[Point; 4]) -> bool {
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
pub const SHIFTS: i32 = 10;

/// The step of a line's straying, as a fraction of a cell.
const SHIFT_STEP: f64 = 0.02;

/// The share of the line at `at` (a fraction of the side) of a grid of `size`, down or across,
/// that is ink. Each sixth of the line may stray from where the corners put it by up to
/// `shifts` steps of [`SHIFT_STEP`] cell (page curl, lens distortion, a corner found a little
/// off).
pub fn line_ink(
    ink: &InkMap,
    map: &Homography,
    at: f64,
    size: usize,
    down: bool,
    shifts: i32,
) -> f64 {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_border_on_the_picture_s_edge_is_taken_as_cut_off() {
        let ink = InkMap::new(100, 80, vec![false; 100 * 80]);
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
