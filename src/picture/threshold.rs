//! Ink told from paper: a pixel is ink when it is darker than the mean of the square around it
//! by some margin, which follows shadows and colour casts across the page.

use image::GrayImage;

/// The pixels darker than their neighbourhood, one `bool` a pixel in rows.
pub struct InkMap {
    pub width: usize,
    pub height: usize,
    pub ink: Vec<bool>,
    /// Whether each pixel or one beside it is ink, for the pixels and a one-pixel frame
    /// around them (`width + 2` a row): [`InkMap::near`] is asked it hundreds of thousands of
    /// times a picture, so the nine look-ups are made once here.
    near: Vec<bool>,
}

impl InkMap {
    /// The ink map of the `width`×`height` pixels `ink`, in rows.
    pub fn new(width: usize, height: usize, ink: Vec<bool>) -> InkMap {
        let framed = width + 2;
        let mut near = vec![false; framed * (height + 2)];
        for (y, row) in ink.chunks_exact(width.max(1)).enumerate() {
            for (x, _) in row.iter().enumerate().filter(|&(_, &inked)| inked) {
                // Pixel (x, y) sits at (x + 1, y + 1) in the framed map; it makes the nine
                // around it near ink.
                for around in [y, y + 1, y + 2] {
                    near[around * framed + x..around * framed + x + 3].fill(true);
                }
            }
        }
        InkMap {
            width,
            height,
            ink,
            near,
        }
    }

    /// Whether the pixel nearest `(x, y)` or one beside it is ink; `false` outside.
    pub fn near(&self, x: f64, y: f64) -> bool {
        // Rounded half away from zero, as `f64::round` does, without its call into the
        // maths library, then moved into the framed map.
        let framed = |at: f64| {
            let rounded = (at.abs() + 0.5) as isize;
            (if at < 0.0 { -rounded } else { rounded }) + 1
        };
        let (x, y) = (framed(x), framed(y));
        x >= 0
            && y >= 0
            && (x as usize) < self.width + 2
            && (y as usize) < self.height + 2
            && self.near[y as usize * (self.width + 2) + x as usize]
    }
}

/// The ink of `gray`: each pixel compared with the mean of the `window`-wide square around it
/// (a summed-area table makes each mean four look-ups), ink when darker by more than `margin`.
pub fn threshold(gray: &GrayImage, window: usize, margin: u32) -> InkMap {
    let (width, height) = (gray.width() as usize, gray.height() as usize);
    let pixels = gray.as_raw();
    let stride = width + 1;
    let mut sums = vec![0u32; stride * (height + 1)];
    for y in 0..height {
        let mut row = 0;
        for x in 0..width {
            row += u32::from(pixels[y * width + x]);
            sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1] + row;
        }
    }
    let half = window / 2;
    let mut ink = vec![false; width * height];
    for y in 0..height {
        let (top, bottom) = (y.saturating_sub(half), (y + half + 1).min(height));
        for x in 0..width {
            let (left, right) = (x.saturating_sub(half), (x + half + 1).min(width));
            let area = ((bottom - top) * (right - left)) as u32;
            let sum = sums[bottom * stride + right] + sums[top * stride + left]
                - sums[top * stride + right]
                - sums[bottom * stride + left];
            // pixel + margin < mean, compared in whole numbers: pixel·area + margin·area < sum.
            ink[y * width + x] = (u32::from(pixels[y * width + x]) + margin) * area < sum;
        }
    }
    InkMap::new(width, height, ink)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn near_ink_is_the_rounded_pixel_or_one_beside_it() {
        // A 7×5 map with a few inked pixels, two of them on its edges.
        let (width, height) = (7, 5);
        let inked = [(0, 2), (4, 0), (6, 4), (3, 3)];
        let ink: Vec<bool> = (0..width * height)
            .map(|i| inked.contains(&(i % width, i / width)))
            .collect();
        let map = InkMap::new(width, height, ink.clone());
        let by_hand = |x: f64, y: f64| {
            let (x, y) = (x.round() as isize, y.round() as isize);
            (-1..=1).any(|dy| {
                (-1..=1).any(|dx| {
                    let (x, y) = (x + dx, y + dy);
                    (0..width as isize).contains(&x)
                        && (0..height as isize).contains(&y)
                        && ink[y as usize * width + x as usize]
                })
            })
        };
        // Points every 0.25 of a pixel from two pixels outside the map to two past it, halves
        // included (rounded away from zero).
        for i in -8..=(4 * width as i32 + 8) {
            for j in -8..=(4 * height as i32 + 8) {
                let (x, y) = (f64::from(i) / 4.0, f64::from(j) / 4.0);
                assert_eq!(map.near(x, y), by_hand(x, y), "({x}, {y})");
            }
        }
    }
}
