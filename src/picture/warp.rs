//! The perspective map from a square to a grid's four corners in the picture, and grey
//! levels sampled through it.

use image::GrayImage;

/// A point of the picture, in pixels.
pub type Point = [f64; 2];

/// A projective map from the unit square to a quadrilateral: `(u, v)` in `[0, 1]²` goes to
/// the picture point of the grid at that fraction of its width and height.
#[derive(Clone, Copy, Debug)]
pub struct Homography([f64; 9]);

impl Homography {
    /// The map taking the unit square's corners (top left, top right, bottom right, bottom
    /// left) to `corners`, in that order; `None` when three corners are in line.
    pub fn from_square(corners: &[Point; 4]) -> Option<Homography> {
        // The classic construction (Heckbert): the square to a general quadrilateral in
        // closed form, no linear system to solve.
        let [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = *corners;
        let (sx, sy) = (x0 - x1 + x2 - x3, y0 - y1 + y2 - y3);
        let (dx1, dy1, dx2, dy2) = (x1 - x2, y1 - y2, x3 - x2, y3 - y2);
        let det = dx1 * dy2 - dx2 * dy1;
        if det.abs() < 1e-9 {
            return None;
        }
        let g = (sx * dy2 - dx2 * sy) / det;
        let h = (dx1 * sy - sx * dy1) / det;
        Some(Homography([
            x1 - x0 + g * x1,
            x3 - x0 + h * x3,
            x0,
            y1 - y0 + g * y1,
            y3 - y0 + h * y3,
            y0,
            g,
            h,
            1.0,
        ]))
    }

    /// The picture point of `(u, v)`.
    pub fn map(&self, u: f64, v: f64) -> Point {
        let m = &self.0;
        let w = m[6] * u + m[7] * v + m[8];
        [
            (m[0] * u + m[1] * v + m[2]) / w,
            (m[3] * u + m[4] * v + m[5]) / w,
        ]
    }
}

/// Where a sample spanning `pixels` pixels of the picture each way is taken, as fractions of
/// its span: at its centre, or, when it spans over a pixel and a half (a thin line or stroke
/// could fall between two samples), a quarter of its span either side of the centre.
pub fn sample_offsets(pixels: f64) -> &'static [f64] {
    if pixels > 1.5 { &[0.25, 0.75] } else { &[0.5] }
}

/// The grey level at `point`, interpolated between the four pixels around it; white outside
/// the picture.
pub fn sample(gray: &GrayImage, [x, y]: Point) -> f32 {
    let (width, height) = (gray.width() as f64, gray.height() as f64);
    if !(0.0..width - 1.0).contains(&x) || !(0.0..height - 1.0).contains(&y) {
        return 255.0;
    }
    // Truncated rather than floored: the same for the non-negative coordinates left, and a
    // single instruction where `floor` is a call into the maths library (this is the innermost
    // loop of cutting cells and finding their lines).
    let (x0, y0) = (x as usize, y as usize);
    let (fx, fy) = ((x - x0 as f64) as f32, (y - y0 as f64) as f32);
    // Read from the raw rows: `get_pixel` would check the bounds just checked, four times.
    let width = gray.width() as usize;
    let at = y0 * width + x0;
    let raw = gray.as_raw();
    let level = |index: usize| f32::from(raw[index]);
    let top = level(at) * (1.0 - fx) + level(at + 1) * fx;
    let bottom = level(at + width) * (1.0 - fx) + level(at + width + 1) * fx;
    top * (1.0 - fy) + bottom * fy
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_square_s_corners_go_to_the_quadrilateral_s() {
        let corners = [[10.0, 20.0], [200.0, 30.0], [220.0, 240.0], [5.0, 210.0]];
        let map = Homography::from_square(&corners).unwrap();
        for (corner, (u, v)) in corners.iter().zip([(0., 0.), (1., 0.), (1., 1.), (0., 1.)]) {
            let [x, y] = map.map(u, v);
            assert!((x - corner[0]).abs() < 1e-6 && (y - corner[1]).abs() < 1e-6);
        }
    }
}
