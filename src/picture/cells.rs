//! Cells cut from a found grid and normalised for the classifier: each cell sampled through the
//! perspective map inside its own lines, its paper and ink levels measured, the digit (the main piece of ink near
//! its centre) cropped and scaled into a fixed square. The training examples are cut by this
//! same code (`examples/cells.rs`), so the model sees what it is trained on.

use image::GrayImage;

use super::lines::cell_bounds;
use super::warp::{Homography, Point, sample, sample_offsets};

/// The side of a cell as sampled, in pixels.
const CELL: usize = 32;

/// The border of the sampled cell left out, where the soft edge of a line found may remain.
const BORDER: usize = 2;

/// The side of the square a digit is scaled into.
pub const DIGIT: usize = 20;

/// The features of a cell: the digit's square of ink levels, then its height and width as
/// fractions of the cell.
pub const FEATURES: usize = DIGIT * DIGIT + 2;

/// The least difference of grey levels between a cell's paper and its darkest ink for the cell
/// to hold anything.
const LEAST_CONTRAST: f32 = 28.0;

/// The least share of the grid's ink contrast a cell's ink is measured against: a cell whose
/// darkest ink is fainter (print showing through the paper, a smudge) keeps it faint, while a
/// digit on a highlighted cell, or in lighter ink than the lines, is measured against itself.
const FAINT: f32 = 0.5;

/// A cell's features (all 0 for a cell without ink).
pub type Features = [f32; FEATURES];

/// The features of each cell of the grid of `size` whose corners are `corners`, in rows.
pub fn cut_cells(gray: &GrayImage, corners: &[Point; 4], size: usize) -> Option<Vec<Features>> {
    let map = Homography::from_square(corners)?;
    let cells: Vec<Cell> = (0..size * size)
        .map(|cell| {
            let bounds = cell_bounds(gray, &map, cell / size, cell % size, size);
            Cell::new(sample_cell(gray, &map, bounds, size))
        })
        .collect();
    // The grid's ink: the contrast of its boldest cells. A cell's ink is measured against it, so
    // that a faint mark (print showing through the paper, a smudge) stays faint.
    let mut contrasts: Vec<f32> = cells.iter().map(|cell| cell.paper - cell.darkest).collect();
    contrasts.sort_by(f32::total_cmp);
    let ink = contrasts[contrasts.len() * 19 / 20].max(2.0 * LEAST_CONTRAST);
    // Past 9, a value may be written as a number: two digits side by side.
    let numbers = size > 9;
    Some(
        cells
            .iter()
            .map(|cell| features(cell, ink, numbers))
            .collect(),
    )
}

/// The inner pixels of a sampled cell (its border left out), with the grey levels of its
/// paper and of its darkest ink.
struct Cell {
    pixels: Vec<f32>,
    paper: f32,
    darkest: f32,
}

impl Cell {
    fn new(sampled: Vec<f32>) -> Cell {
        let pixels: Vec<f32> = (BORDER..CELL - BORDER)
            .flat_map(|y| (BORDER..CELL - BORDER).map(move |x| (y, x)))
            .map(|(y, x)| sampled[y * CELL + x])
            .collect();
        let mut sorted = pixels.clone();
        let (paper, darkest) = (sorted.len() * 3 / 4, sorted.len() / 100);
        let paper = *sorted.select_nth_unstable_by(paper, f32::total_cmp).1;
        let darkest = *sorted.select_nth_unstable_by(darkest, f32::total_cmp).1;
        Cell {
            paper,
            darkest,
            pixels,
        }
    }
}

/// The grey levels of one cell, [`CELL`] pixels a side. Where a sample spans more than a pixel
/// and a half of the picture (a large cell), it is the mean of four, so that a thin stroke
/// between two samples is not lost.
fn sample_cell(
    gray: &GrayImage,
    map: &Homography,
    [left, top, right, bottom]: [f64; 4],
    size: usize,
) -> Vec<f32> {
    let at = |x: f64, y: f64| {
        let u = (left + (right - left) * x / CELL as f64) / size as f64;
        let v = (top + (bottom - top) * y / CELL as f64) / size as f64;
        map.map(u, v)
    };
    let ([x0, y0], [x1, y1]) = (at(0.0, 0.0), at(1.0, 1.0));
    let offsets = sample_offsets((x1 - x0).hypot(y1 - y0) / std::f64::consts::SQRT_2);
    let share = 1.0 / (offsets.len() * offsets.len()) as f32;
    let mut pixels = Vec::with_capacity(CELL * CELL);
    for y in 0..CELL {
        for x in 0..CELL {
            let mut level = 0.0;
            for &dy in offsets {
                for &dx in offsets {
                    level += sample(gray, at(x as f64 + dx, y as f64 + dy));
                }
            }
            pixels.push(level * share);
        }
    }
    pixels
}

/// A cell's features, its ink measured against its own darkest ink, or against [`FAINT`] of
/// the grid's ink contrast `ink` when fainter; with `numbers`, the digit may be two side by
/// side.
fn features(cell: &Cell, ink: f32, numbers: bool) -> Features {
    let mut features = [0.0; FEATURES];
    let contrast = cell.paper - cell.darkest;
    if contrast < LEAST_CONTRAST {
        return features;
    }
    let side = CELL - 2 * BORDER;
    // Ink level of each inner pixel, 0 for paper to 1 for the cell's darkest ink.
    let full = contrast.max(FAINT * ink);
    let ink: Vec<f32> = cell
        .pixels
        .iter()
        .map(|&level| ((cell.paper - level) / full).clamp(0.0, 1.0))
        .collect();
    let ink = without_lines(ink, side);
    let Some([left, top, right, bottom]) = digit_box(&ink, side, numbers) else {
        return features;
    };
    let (width, height) = (right - left + 1, bottom - top + 1);
    // Scaled to fit DIGIT pixels, keeping its proportions, and centred.
    let scale = DIGIT as f32 / width.max(height) as f32;
    let (offset_x, offset_y) = (
        (DIGIT as f32 - width as f32 * scale) / 2.0,
        (DIGIT as f32 - height as f32 * scale) / 2.0,
    );
    for y in 0..DIGIT {
        for x in 0..DIGIT {
            let source_x = (x as f32 + 0.5 - offset_x) / scale - 0.5 + left as f32;
            let source_y = (y as f32 + 0.5 - offset_y) / scale - 0.5 + top as f32;
            features[y * DIGIT + x] =
                bilinear(&ink, side, source_x, source_y, [left, top, right, bottom]);
        }
    }
    features[DIGIT * DIGIT] = height as f32 / side as f32;
    features[DIGIT * DIGIT + 1] = width as f32 / side as f32;
    features
}

/// `ink` without the grid lines that reach into the cell's edges: each row or column of the
/// outer fifth whose pixels are mostly inked is cleared.
fn without_lines(mut ink: Vec<f32>, side: usize) -> Vec<f32> {
    let band = side / 5;
    let inked = |cells: &mut dyn Iterator<Item = usize>, ink: &[f32]| {
        cells.filter(|&i| ink[i] > 0.5).count() * 10 >= side * 7
    };
    let mut rows = Vec::new();
    let mut columns = Vec::new();
    for k in (0..band).chain(side - band..side) {
        if inked(&mut (0..side).map(|x| k * side + x), &ink) {
            rows.push(k);
        }
        if inked(&mut (0..side).map(|y| y * side + k), &ink) {
            columns.push(k);
        }
    }
    for k in rows {
        ink[k * side..(k + 1) * side].fill(0.0);
    }
    for k in columns {
        for y in 0..side {
            ink[y * side + k] = 0.0;
        }
    }
    ink
}

/// The ink level at `(x, y)` within the box `[left, top, right, bottom]` of a `side`-wide map,
/// interpolated; 0 outside the box.
fn bilinear(
    ink: &[f32],
    side: usize,
    x: f32,
    y: f32,
    [left, top, right, bottom]: [usize; 4],
) -> f32 {
    let at = |x: isize, y: isize| {
        if x < left as isize || y < top as isize || x > right as isize || y > bottom as isize {
            0.0
        } else {
            ink[y as usize * side + x as usize]
        }
    };
    let (x0, y0) = (x.floor(), y.floor());
    let (fx, fy) = (x - x0, y - y0);
    let (x0, y0) = (x0 as isize, y0 as isize);
    let top_row = at(x0, y0) * (1.0 - fx) + at(x0 + 1, y0) * fx;
    let bottom_row = at(x0, y0 + 1) * (1.0 - fx) + at(x0 + 1, y0 + 1) * fx;
    top_row * (1.0 - fy) + bottom_row * fy
}

/// The bounding box of the digit in a cell's ink map: the largest 8-connected piece of pixels
/// more than half inked that comes near the centre, with the pieces overlapping its box (a
/// broken stroke), and with `numbers` the digit beside it on its line (a number's other digit);
/// `None` when there is none of at least a few pixels.
fn digit_box(ink: &[f32], side: usize, numbers: bool) -> Option<[usize; 4]> {
    let inked: Vec<bool> = ink.iter().map(|&level| level > 0.5).collect();
    let mut seen = vec![false; side * side];
    let mut boxes: Vec<([usize; 4], usize)> = Vec::new();
    for start in 0..side * side {
        if !inked[start] || seen[start] {
            continue;
        }
        seen[start] = true;
        let mut stack = vec![start];
        let (mut bounds, mut count) = ([side, side, 0, 0], 0);
        while let Some(pixel) = stack.pop() {
            let (x, y) = (pixel % side, pixel / side);
            count += 1;
            bounds = [
                bounds[0].min(x),
                bounds[1].min(y),
                bounds[2].max(x),
                bounds[3].max(y),
            ];
            for dy in -1isize..=1 {
                for dx in -1isize..=1 {
                    let (nx, ny) = (x as isize + dx, y as isize + dy);
                    if nx < 0 || ny < 0 || nx as usize >= side || ny as usize >= side {
                        continue;
                    }
                    let next = ny as usize * side + nx as usize;
                    if inked[next] && !seen[next] {
                        seen[next] = true;
                        stack.push(next);
                    }
                }
            }
        }
        boxes.push((bounds, count));
    }
    let (low, high) = (side / 4, side - side / 4);
    let near_centre = |b: &[usize; 4]| b[0] < high && b[2] >= low && b[1] < high && b[3] >= low;
    let (main, count) = boxes
        .iter()
        .filter(|(b, _)| near_centre(b))
        .max_by_key(|(_, count)| *count)?;
    if *count < 6 {
        return None;
    }
    let overlaps =
        |b: &[usize; 4]| b[0] <= main[2] && b[2] >= main[0] && b[1] <= main[3] && b[3] >= main[1];
    // A digit beside the main one: as tall as half of it at least, on the same line, and no
    // further than a quarter of the cell.
    let beside = |b: &[usize; 4], count: usize| {
        let (height, main_height) = (b[3] + 1 - b[1], main[3] + 1 - main[1]);
        let shared = (b[3].min(main[3]) + 1).saturating_sub(b[1].max(main[1]));
        let gap = b[0]
            .saturating_sub(main[2])
            .max(main[0].saturating_sub(b[2]));
        numbers
            && count >= 6
            && 2 * height >= main_height
            && 2 * shared >= height
            && 4 * gap <= side
    };
    Some(
        boxes
            .iter()
            .filter(|(b, count)| overlaps(b) || beside(b, *count))
            .fold(*main, |m, (b, _)| {
                [
                    m[0].min(b[0]),
                    m[1].min(b[1]),
                    m[2].max(b[2]),
                    m[3].max(b[3]),
                ]
            }),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An ink map of `side` pixels with the filled rectangles `boxes` (left, top, right,
    /// bottom, inclusive).
    fn ink_map(side: usize, boxes: &[[usize; 4]]) -> Vec<f32> {
        let mut ink = vec![0.0; side * side];
        for &[left, top, right, bottom] in boxes {
            for y in top..=bottom {
                ink[y * side + left..=y * side + right].fill(1.0);
            }
        }
        ink
    }

    #[test]
    fn a_number_s_two_digits_are_one_box_only_where_values_pass_nine() {
        // "16": a bar, and a wider digit three pixels to its right, on the same line.
        let ink = ink_map(28, &[[8, 8, 9, 19], [13, 8, 19, 19]]);
        assert_eq!(digit_box(&ink, 28, true), Some([8, 8, 19, 19]));
        assert_eq!(digit_box(&ink, 28, false), Some([13, 8, 19, 19]));
        // A speck beside a digit, or ink on another line, is no digit of its number.
        let ink = ink_map(28, &[[8, 8, 9, 9], [13, 8, 19, 19], [2, 22, 8, 26]]);
        assert_eq!(digit_box(&ink, 28, true), Some([13, 8, 19, 19]));
    }
}
