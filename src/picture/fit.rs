//! A 9×9 grid fitted onto its lines: the ten evenly spaced lines each way that best match the
//! ink of a quadrilateral, which moves an outline's corner onto the grid (a faded corner the
//! outline missed) or finds a grid inside a piece of ink that holds more (a neighbour's edge, a
//! frame the grid touches).

use super::threshold::InkMap;
use super::warp::{Homography, Point};

/// How far past an outline [`fitted`] looks for a grid's lines: under half a cell of a 9×9
/// grid, so that the fit cannot take a neighbouring grid's line for the border.
pub const SNAP: f64 = 0.05;

/// How finely [`fitted`] measures a quadrilateral's ink across and down.
const PROFILE: usize = 400;

/// The corners of the 9×9 grid in the quadrilateral `corners`, widened by `margin` (a fraction
/// of its side) each way: the ten evenly spaced lines across, and down, that best match the ink.
/// Within the quadrilateral (no margin), it finds a grid in a piece of ink that holds more (the
/// edge of a neighbouring puzzle, a frame the grid touches); with a margin under half a cell, it
/// moves a corner the outline missed (a faded line) onto the grid's lines.
pub fn fitted(ink: &InkMap, corners: &[Point; 4], margin: f64) -> Option<[Point; 4]> {
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
    // Each position scores the best of the bins beside it (a line falls between bins), worked
    // out once per bin: the search below reads each score thousands of times.
    let score: Vec<f64> = (0..PROFILE)
        .map(|bin| {
            profile[bin.saturating_sub(1)..(bin + 2).min(PROFILE)]
                .iter()
                .copied()
                .fold(0.0, f64::max)
        })
        .collect();
    let mut best = (f64::MIN, 0, PROFILE - 1);
    for span in PROFILE * 7 / 10..PROFILE {
        for first in 0..PROFILE - span {
            let total: f64 = (0..=9).map(|k| score[first + k * span / 9]).sum();
            if total > best.0 {
                best = (total, first, first + span);
            }
        }
    }
    let position = |bin: usize| (bin as f64 + 0.5) / PROFILE as f64;
    [position(best.1), position(best.2)]
}
