//! Each cell's own lines: the grid's perspective map puts a cell's four lines where a flat,
//! evenly printed grid would have them; a curled page, a lens or a grid printed unevenly moves
//! them by a fraction of a cell. Each line is looked for near where the map puts it, and the
//! cell is cut inside the lines found, so that no line's ink reaches the digit.

use image::GrayImage;

use super::warp::{Homography, sample, sample_offsets};

/// Samples a cell's side is cut into while its lines are looked for.
const STEP: usize = 24;

/// The window searched around a cell reaches this many steps (half a cell) past each side.
const MARGIN: usize = STEP / 2;

/// How far from where the map puts a line it is looked for, in steps (0.4 of a cell).
const REACH: usize = STEP * 2 / 5;

/// The window's side in steps: the cell and half a cell around it.
const WINDOW: usize = STEP + 2 * MARGIN;

/// The least darkness, in grey levels below the paper, of a line found: fainter, the line the
/// map puts there is kept.
const LEAST_LINE: f32 = 12.0;

/// Where the map's line is kept, the cell is cut this far inside it (in cells), past the
/// line's own width.
const KEPT_LINE_MARGIN: f64 = 0.1;

/// The inner bounds of the cell at `row`, `column` of a grid of `size` mapped by `map`: its
/// left, top, right and bottom edges in cells (0 to `size`), just inside its lines.
pub fn cell_bounds(
    gray: &GrayImage,
    map: &Homography,
    row: usize,
    column: usize,
    size: usize,
) -> [f64; 4] {
    let window = Window::sample(gray, map, row, column, size);
    // A line crosses the whole window while a digit's stroke spans under a cell of the cell's
    // span (a cell and a half): the darkness that seven tenths of a row or column reach tells
    // the two apart, with room for a line broken or crossed by a digit.
    let span = MARGIN / 2..WINDOW - MARGIN / 2;
    let rows: Vec<f32> = (0..WINDOW)
        .map(|y| reached(span.clone().map(|x| window.darkness(x, y))))
        .collect();
    let columns: Vec<f32> = (0..WINDOW)
        .map(|x| reached(span.clone().map(|y| window.darkness(x, y))))
        .collect();
    let to_cells = |origin: usize, step: f64| origin as f64 - 0.5 + step / STEP as f64;
    let [left, right] = inner_edges(&above_ground(&columns)).map(|step| to_cells(column, step));
    let [top, bottom] = inner_edges(&above_ground(&rows)).map(|step| to_cells(row, step));
    [left, top, right, bottom]
}

/// The grey levels of the window around a cell, with its paper's level.
struct Window {
    levels: Vec<f32>,
    paper: f32,
}

impl Window {
    fn sample(gray: &GrayImage, map: &Homography, row: usize, column: usize, size: usize) -> Self {
        let at =
            |origin: usize, step: f64| (origin as f64 - 0.5 + step / STEP as f64) / size as f64;
        let point = |x: f64, y: f64| map.map(at(column, x), at(row, y));
        // A step wider than a pixel and a half could fall between the pixels of a thin line:
        // it is then the mean of two samples a quarter step from its centre along its
        // diagonal, one of which meets such a line, across or down.
        let [x0, y0] = point(0.5, 0.5);
        let [x1, y1] = point(1.5, 0.5);
        let offsets = sample_offsets((x1 - x0).hypot(y1 - y0));
        let share = 1.0 / offsets.len() as f32;
        let levels: Vec<f32> = (0..WINDOW)
            .flat_map(|y| (0..WINDOW).map(move |x| (x, y)))
            .map(|(x, y)| {
                let total: f32 = offsets
                    .iter()
                    .map(|&d| sample(gray, point(x as f64 + d, y as f64 + d)))
                    .sum();
                total * share
            })
            .collect();
        let mut sorted = levels.clone();
        let quarter = sorted.len() * 3 / 4;
        let paper = *sorted.select_nth_unstable_by(quarter, f32::total_cmp).1;
        Window { levels, paper }
    }

    /// How much darker than the paper the sample at `(x, y)` is.
    fn darkness(&self, x: usize, y: usize) -> f32 {
        (self.paper - self.levels[y * WINDOW + x]).max(0.0)
    }
}

/// How far each place of `profile` stands above the places on both its sides, a quarter of a
/// cell each way (above the higher of the two sides' least): a line stands out of its
/// surroundings, while a shadow's slope, or the edge of a shaded box or a highlighted cell,
/// rises on one side only.
fn above_ground(profile: &[f32]) -> Vec<f32> {
    let reach = STEP / 4;
    let least = |places: &[f32]| places.iter().copied().fold(f32::INFINITY, f32::min);
    (0..profile.len())
        .map(|i| {
            let before = least(&profile[i.saturating_sub(reach)..=i]);
            let after = least(&profile[i..(i + reach + 1).min(profile.len())]);
            profile[i] - before.max(after)
        })
        .collect()
}

/// The darkness that seven tenths of `values` reach.
fn reached(values: impl Iterator<Item = f32>) -> f32 {
    let mut values: Vec<f32> = values.collect();
    let place = values.len() * 3 / 10;
    *values.select_nth_unstable_by(place, f32::total_cmp).1
}

/// The cell's two inner edges along one axis, in steps from the window's start, from the
/// darkness `profile` of the window's rows (or columns): each side's line is the darkest place
/// within reach of where the map puts it, and the edge is where its darkness falls below half,
/// towards the cell's centre.
fn inner_edges(profile: &[f32]) -> [f64; 2] {
    let near = MARGIN;
    let far = MARGIN + STEP;
    let first = (near - REACH..=near + REACH)
        .max_by(|&a, &b| profile[a].total_cmp(&profile[b]))
        .expect("a reach of steps");
    let second = (far - REACH..=far + REACH)
        .max_by(|&a, &b| profile[a].total_cmp(&profile[b]))
        .expect("a reach of steps");
    let kept = KEPT_LINE_MARGIN * STEP as f64;
    let start = if profile[first] >= LEAST_LINE {
        let end = (first..far)
            .find(|&step| profile[step] < profile[first] / 2.0)
            .unwrap_or(first);
        end as f64
    } else {
        near as f64 + kept
    };
    let end = if profile[second] >= LEAST_LINE {
        let start = (near + 1..=second)
            .rev()
            .find(|&step| profile[step] < profile[second] / 2.0)
            .unwrap_or(second);
        (start + 1) as f64
    } else {
        far as f64 - kept
    };
    // A cell narrower than half its place is a misreading of its lines: the map's are kept.
    if end - start < STEP as f64 / 2.0 {
        [near as f64 + kept, far as f64 - kept]
    } else {
        [start, end]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pixels a cell of the drawn grid spans.
    const PIXELS: u32 = 40;

    /// A 9×9 grid drawn with lines 2 pixels wide (4 for the outline) from (20, 20), each
    /// line `drift(i)` pixels from where an even grid puts it, under a shadow darkening the
    /// paper from left to right.
    fn drawn(drift: impl Fn(u32) -> u32) -> GrayImage {
        let line_at = |i: u32| 20 + i * PIXELS + drift(i);
        GrayImage::from_fn(400, 400, |x, y| {
            let on_line = |p: u32| {
                (0..10).any(|i| {
                    let width = if i == 0 || i == 9 { 4 } else { 2 };
                    (line_at(i)..line_at(i) + width).contains(&p)
                })
            };
            let inside = (20..line_at(9) + 4).contains(&x) && (20..line_at(9) + 4).contains(&y);
            let paper = 230 - x / 4;
            image::Luma([if inside && (on_line(x) || on_line(y)) {
                40
            } else {
                paper as u8
            }])
        })
    }

    fn bounds(gray: &GrayImage, row: usize, column: usize) -> [f64; 4] {
        let corners = [[21.0, 21.0], [381.0, 21.0], [381.0, 381.0], [21.0, 381.0]];
        let map = Homography::from_square(&corners).unwrap();
        cell_bounds(gray, &map, row, column, 9)
    }

    #[test]
    fn a_cell_is_cut_just_inside_its_lines() {
        let gray = drawn(|_| 0);
        let [left, top, right, bottom] = bounds(&gray, 4, 4);
        // The lines of cell (4, 4) cover pixels 180–181 and 220–221: 3.975–4.025 and
        // 4.975–5.025 in cells of the map; the edges are found to a step (1/24 of a cell).
        for (found, edge) in [(left, 4.025), (top, 4.025), (right, 4.975), (bottom, 4.975)] {
            assert!((found - edge).abs() < 0.05, "{found} for {edge}");
        }
    }

    #[test]
    fn lines_moved_from_where_the_map_puts_them_are_followed() {
        // Lines 5 to 9 printed 8 pixels (a fifth of a cell) further right and down.
        let gray = drawn(|i| if i >= 5 { 8 } else { 0 });
        let [left, top, right, bottom] = bounds(&gray, 4, 4);
        for (found, edge) in [(left, 4.025), (top, 4.025), (right, 5.175), (bottom, 5.175)] {
            assert!((found - edge).abs() < 0.05, "{found} for {edge}");
        }
    }

    #[test]
    fn the_edge_of_a_highlighted_cell_is_no_line() {
        // Cell (4, 4) filled a grey darker than its thin lines, as an app marks the selected
        // cell: its lines are at the fill's edges, and the fill itself is no line.
        let lines = drawn(|_| 0);
        let gray = GrayImage::from_fn(400, 400, |x, y| {
            let filled = (182..220).contains(&x) && (182..220).contains(&y);
            let level = lines.get_pixel(x, y).0[0];
            image::Luma([if filled {
                level.min(150)
            } else {
                level.max(170)
            }])
        });
        let [left, top, right, bottom] = bounds(&gray, 4, 4);
        for (found, edge) in [(left, 4.025), (top, 4.025), (right, 4.975), (bottom, 4.975)] {
            assert!((found - edge).abs() < 0.12, "{found} for {edge}");
        }
    }

    #[test]
    fn where_no_line_shows_the_map_s_is_kept() {
        let gray = GrayImage::from_pixel(400, 400, image::Luma([200]));
        let [left, top, right, bottom] = bounds(&gray, 2, 3);
        for (found, edge) in [(left, 3.1), (top, 2.1), (right, 3.9), (bottom, 2.9)] {
            assert!((found - edge).abs() < 1e-9, "{found} for {edge}");
        }
    }
}
