//! The page's lighting evened out: each pixel divided by the paper around it, so that a shadow
//! across the grid, a dim corner or a photo taken in poor light shows its lines and digits as
//! one evenly lit page would.
//!
//! The paper around a pixel is the grey closing of the picture (the brightest level within a
//! square, then the darkest of those within the same square): it wipes out every dark mark
//! narrower than the square (lines, digits' strokes) and keeps what is wider, such as a
//! shadow's edge, which therefore leaves no false ink behind it.

use image::GrayImage;

/// The side of the square the paper is taken over, as a fraction of the picture's longest
/// side: wider than a bold digit's stroke or a grid's thick line.
const SQUARE: u32 = 40;

/// The side of the square marks are told in, as a fraction of the picture's longest side:
/// about twice a stroke's width, and narrower than a cell, whose paper would otherwise pass for
/// a light mark between dark lines.
const STROKE: u32 = 100;

/// How far (in grey levels) a mark stands out from the levels around it to count as one when
/// telling light marks from dark.
const STANDS_OUT: u8 = 48;

/// The least paper level, as a share of the picture's median grey: darker ground (a table
/// beside the page, a black frame) is left dark rather than have its noise magnified into ink.
const DARKEST_PAPER: u32 = 4;

/// `gray` with its lighting evened out: each pixel scaled so that the paper around it is white.
pub fn evened(gray: &GrayImage) -> GrayImage {
    let (width, height) = (gray.width() as usize, gray.height() as usize);
    if width == 0 || height == 0 {
        return gray.clone();
    }
    let square = (width.max(height) / SQUARE as usize) | 1;
    let paper = closing(gray.as_raw(), width, height, square);
    let floor = u32::from(median(gray.as_raw())) / DARKEST_PAPER;
    let pixels = gray
        .as_raw()
        .iter()
        .zip(&paper)
        .map(|(&level, &paper)| {
            let paper = u32::from(paper).max(floor).max(1);
            (u32::from(level) * 255 / paper).min(255) as u8
        })
        .collect();
    GrayImage::from_raw(width as u32, height as u32, pixels).expect("a level for each pixel")
}

/// Whether `gray` shows light marks on a dark ground (an app in dark mode) rather than dark
/// marks on light paper: whether more of its pixels stand [`STANDS_OUT`] above the levels
/// around them (what a grey opening wipes out: marks narrower than a stroke's square) than
/// below them (what a closing fills in). A shadow over half a page, which darkens most of it,
/// is much wider than the square and counts for neither.
pub fn shows_light_marks(gray: &GrayImage) -> bool {
    let (width, height) = (gray.width() as usize, gray.height() as usize);
    let square = ((width.max(height) / STROKE as usize) | 1).max(3);
    let levels = gray.as_raw();
    let total = |filtered: Vec<u8>| -> usize {
        levels
            .iter()
            .zip(filtered)
            .filter(|&(&level, other)| level.abs_diff(other) >= STANDS_OUT)
            .count()
    };
    let light = total(morphed(levels, width, height, square, false));
    let dark = total(morphed(levels, width, height, square, true));
    light > dark
}

/// The grey closing of the `width`×`height` picture `levels` by a `square`-wide square: the
/// darkest of the brightest levels around each pixel.
fn closing(levels: &[u8], width: usize, height: usize, square: usize) -> Vec<u8> {
    morphed(levels, width, height, square, true)
}

/// The `width`×`height` picture `levels` by a `square`-wide square: its grey closing when
/// `closing` (each level the brightest of the square around it, then the darkest of those), its
/// grey opening otherwise (darkest, then brightest).
fn morphed(levels: &[u8], width: usize, height: usize, square: usize, closing: bool) -> Vec<u8> {
    let mut morphed = levels.to_vec();
    if width == 0 || height == 0 {
        return morphed;
    }
    if closing {
        spread_square(&mut morphed, width, square, u8::max);
        spread_square(&mut morphed, width, square, u8::min);
    } else {
        spread_square(&mut morphed, width, square, u8::min);
        spread_square(&mut morphed, width, square, u8::max);
    }
    morphed
}

/// Replaces each level of the picture `levels`, `width` wide, by the `extreme` of the
/// `square`-wide square around it: row by row, then column by column. Generic over `extreme`
/// so that it is inlined in the loops over every pixel.
fn spread_square(
    levels: &mut [u8],
    width: usize,
    square: usize,
    extreme: impl Fn(u8, u8) -> u8 + Copy,
) {
    for row in levels.chunks_exact_mut(width) {
        spread(row, square, extreme);
    }
    let height = levels.len() / width;
    let mut column = vec![0; height];
    for x in 0..width {
        column
            .iter_mut()
            .enumerate()
            .for_each(|(y, level)| *level = levels[y * width + x]);
        spread(&mut column, square, extreme);
        column
            .iter()
            .enumerate()
            .for_each(|(y, &level)| levels[y * width + x] = level);
    }
}

/// Replaces each of `line`'s levels by the `extreme` (max or min) of the `square` levels
/// centred on it (fewer at the ends). Runs in three passes whatever the square (van Herk and
/// Gil–Werman): the line is cut in blocks of `square`, and a window spanning two blocks is the
/// extreme of one block's suffix and the next block's prefix.
fn spread(line: &mut [u8], square: usize, extreme: impl Fn(u8, u8) -> u8 + Copy) {
    let length = line.len();
    let half = square / 2;
    let values = line.to_vec();
    let mut prefix = values.clone();
    let mut suffix = values.clone();
    for block in (0..length).step_by(square) {
        let end = (block + square).min(length);
        for i in block + 1..end {
            prefix[i] = extreme(prefix[i - 1], prefix[i]);
        }
        for i in (block..end - 1).rev() {
            suffix[i] = extreme(suffix[i + 1], suffix[i]);
        }
    }
    for (i, level) in line.iter_mut().enumerate() {
        let (first, last) = (i.saturating_sub(half), (i + half).min(length - 1));
        // A window within one block (a whole block, or one cut short by the line's ends) is
        // taken level by level; one across two is the first block's suffix from `first` and
        // the second's prefix to `last`.
        *level = if first / square == last / square {
            values[first..=last]
                .iter()
                .copied()
                .fold(values[first], extreme)
        } else {
            extreme(suffix[first], prefix[last])
        };
    }
}

/// The median of `levels`.
fn median(levels: &[u8]) -> u8 {
    let mut histogram = [0usize; 256];
    for &level in levels {
        histogram[usize::from(level)] += 1;
    }
    let mut seen = 0;
    histogram
        .iter()
        .position(|&count| {
            seen += count;
            seen > levels.len() / 2
        })
        .unwrap_or(255) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_level_becomes_the_extreme_of_its_square() {
        let line = [5u8, 1, 9, 3, 7, 2, 8, 4, 6, 0];
        for square in [1, 3, 5, 7] {
            let mut spread_line = line;
            spread(&mut spread_line, square, u8::max);
            let naive: Vec<u8> = (0..line.len())
                .map(|i| {
                    let (first, last) = (i.saturating_sub(square / 2), (i + square / 2).min(9));
                    *line[first..=last].iter().max().unwrap()
                })
                .collect();
            assert_eq!(spread_line.to_vec(), naive, "square {square}");
        }
    }

    /// A picture of `ground` grey, its right two thirds at `shade` of that light, with a mark of
    /// `marks` grey (at the same shade) every tenth column.
    fn marked(ground: u8, marks: u8, shade: f32) -> GrayImage {
        GrayImage::from_fn(200, 100, |x, _| {
            let level = if x % 10 == 0 { marks } else { ground };
            let light = if x < 70 { 1.0 } else { shade };
            image::Luma([(f32::from(level) * light) as u8])
        })
    }

    #[test]
    fn light_marks_are_told_from_dark_ones_whatever_the_shadow() {
        assert!(shows_light_marks(&marked(30, 200, 1.0)));
        assert!(!shows_light_marks(&marked(230, 20, 1.0)));
        assert!(!shows_light_marks(&marked(230, 20, 0.3)));
    }

    #[test]
    fn a_shadow_across_the_page_is_lifted_and_its_edge_leaves_no_ink() {
        // White paper, its right half in shadow (a third as bright), with a dark line down each
        // half.
        let gray = GrayImage::from_fn(400, 100, |x, _| {
            let light = if x < 200 { 240 } else { 80 };
            let ink = x == 100 || x == 300;
            image::Luma([if ink { light / 4 } else { light }])
        });
        let even = evened(&gray);
        for x in [50, 150, 199, 200, 201, 250, 350] {
            assert!(even.get_pixel(x, 50)[0] >= 250, "paper at {x}");
        }
        for x in [100, 300] {
            assert!(even.get_pixel(x, 50)[0] <= 70, "ink at {x}");
        }
    }
}
