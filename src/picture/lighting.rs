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
    let floor = median(&histogram(gray.as_raw())) as u32 / DARKEST_PAPER;
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
    if width == 0 || height == 0 {
        return levels.to_vec();
    }
    if closing {
        square_pair(levels, width, square, u8::max, u8::min)
    } else {
        square_pair(levels, width, square, u8::min, u8::max)
    }
}

/// The picture `levels`, `width` wide, with each level replaced by the `first` extreme of the
/// `square`-wide square around it, then each of those by the `second` extreme of the square
/// around it. A square is a column's window and a row's, one after the other (in any order):
/// the columns' windows are taken down whole rows, and the rows' down the columns of the picture
/// turned on its diagonal, so that every pass runs along rows in memory.
fn square_pair(
    levels: &[u8],
    width: usize,
    square: usize,
    first: impl Fn(u8, u8) -> u8 + Copy,
    second: impl Fn(u8, u8) -> u8 + Copy,
) -> Vec<u8> {
    let height = levels.len() / width;
    let mut spread = levels.to_vec();
    spread_down(&mut spread, width, square, first);
    let mut across = transposed(&spread, width, height);
    spread_down(&mut across, height, square, first);
    spread_down(&mut across, height, square, second);
    let mut spread = transposed(&across, height, width);
    spread_down(&mut spread, width, square, second);
    spread
}

/// `levels`, `width` wide, turned on its diagonal: rows become columns.
fn transposed(levels: &[u8], width: usize, height: usize) -> Vec<u8> {
    let mut turned = vec![0; levels.len()];
    for (y, row) in levels.chunks_exact(width).enumerate() {
        for (x, &level) in row.iter().enumerate() {
            turned[x * height + y] = level;
        }
    }
    turned
}

/// Replaces each level of the picture `levels`, `width` wide, by the `extreme` (max or min) of
/// the `square` levels of its column centred on it (fewer at the top and bottom). Runs in three
/// passes whatever the square (van Herk and Gil–Werman): the rows are cut in blocks of
/// `square`, and a window spanning two blocks is the extreme of one block's suffix and the next
/// block's prefix. Every step combines two whole rows, which the compiler turns into vector
/// instructions; generic over `extreme` so that it is inlined there.
fn spread_down(
    levels: &mut [u8],
    width: usize,
    square: usize,
    extreme: impl Fn(u8, u8) -> u8 + Copy,
) {
    let height = levels.len() / width;
    let half = square / 2;
    let row = |y: usize| y * width..(y + 1) * width;
    let combine = |into: &mut [u8], other: &[u8]| {
        into.iter_mut()
            .zip(other)
            .for_each(|(level, &other)| *level = extreme(*level, other));
    };
    let values = levels.to_vec();
    // The extreme from each block's first row down to each row, and from each row down to its
    // block's last row.
    let mut prefix = values.clone();
    let mut suffix = values.clone();
    for y in (1..height).filter(|y| y % square != 0) {
        let (above, from) = prefix.split_at_mut(y * width);
        combine(&mut from[..width], &above[row(y - 1)]);
    }
    for y in (0..height.saturating_sub(1))
        .rev()
        .filter(|y| (y + 1) % square != 0)
    {
        let (to, below) = suffix.split_at_mut((y + 1) * width);
        combine(&mut to[row(y)], &below[..width]);
    }
    for y in 0..height {
        let (first, last) = (y.saturating_sub(half), (y + half).min(height - 1));
        let spread = &mut levels[row(y)];
        // A window within one block (a whole block, or one cut short by the picture's edge)
        // is taken row by row; one across two is the first block's suffix from `first` and
        // the second's prefix to `last`.
        if first / square == last / square {
            spread.copy_from_slice(&values[row(first)]);
            for inside in first + 1..=last {
                combine(spread, &values[row(inside)]);
            }
        } else {
            spread.copy_from_slice(&suffix[row(first)]);
            combine(spread, &prefix[row(last)]);
        }
    }
}

/// How many of `levels` there are of each grey level.
pub fn histogram(levels: &[u8]) -> [usize; 256] {
    let mut histogram = [0; 256];
    for &level in levels {
        histogram[usize::from(level)] += 1;
    }
    histogram
}

/// The median grey level of the levels counted in `histogram`.
pub fn median(histogram: &[usize; 256]) -> usize {
    let half = histogram.iter().sum::<usize>() / 2;
    let mut seen = 0;
    histogram
        .iter()
        .position(|&count| {
            seen += count;
            seen > half
        })
        .unwrap_or(255)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each of the `width`-wide picture `levels` replaced by the `extreme` of the `square`
    /// around it, taken pixel by pixel.
    fn naive(levels: &[u8], width: usize, square: usize, extreme: fn(u8, u8) -> u8) -> Vec<u8> {
        let height = levels.len() / width;
        let window = |at: usize, length: usize| {
            at.saturating_sub(square / 2)..=(at + square / 2).min(length - 1)
        };
        (0..levels.len())
            .map(|i| {
                window(i / width, height)
                    .flat_map(|y| window(i % width, width).map(move |x| levels[y * width + x]))
                    .reduce(extreme)
                    .unwrap()
            })
            .collect()
    }

    #[test]
    fn closing_and_opening_are_the_extremes_of_the_extremes_of_each_square() {
        // Scattered levels in pictures wider than tall and taller than wide.
        for (width, height) in [(13, 7), (6, 11)] {
            let levels: Vec<u8> = (0..width * height).map(|i| (i * 37 % 101) as u8).collect();
            for square in [1, 3, 5, 7, 9, 15] {
                let closed = naive(
                    &naive(&levels, width, square, u8::max),
                    width,
                    square,
                    u8::min,
                );
                let opened = naive(
                    &naive(&levels, width, square, u8::min),
                    width,
                    square,
                    u8::max,
                );
                assert_eq!(
                    morphed(&levels, width, height, square, true),
                    closed,
                    "{square}"
                );
                assert_eq!(
                    morphed(&levels, width, height, square, false),
                    opened,
                    "{square}"
                );
            }
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
