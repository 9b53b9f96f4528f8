//! Ink told from paper: a pixel is ink when it is darker than the mean of the square around it
//! by some margin, which follows shadows and colour casts across the page.

use image::GrayImage;

/// The pixels darker than their neighbourhood, one `bool` a pixel in rows.
pub struct InkMap {
    pub width: usize,
    pub height: usize,
    pub ink: Vec<bool>,
}

impl InkMap {
    /// Whether the pixel at `(x, y)` or one beside it is ink; `false` outside.
    pub fn near(&self, x: f64, y: f64) -> bool {
        let (x, y) = (x.round() as isize, y.round() as isize);
        (-1..=1).any(|dy| {
            (-1..=1).any(|dx| {
                let (x, y) = (x + dx, y + dy);
                x >= 0
                    && y >= 0
                    && (x as usize) < self.width
                    && (y as usize) < self.height
                    && self.ink[y as usize * self.width + x as usize]
            })
        })
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
    InkMap { width, height, ink }
}
