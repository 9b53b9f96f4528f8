//! The pictures a picture's grids are found and read in: its working image, with the lighting
//! evened out or as taken, and finer ones for grids whose cells the working image shows small.

use image::GrayImage;

use super::decode::Decoded;
use super::find::Found;
use super::lighting;
use super::outline::area;

/// The least side of a cell, in pixels, that its digit is read at when the picture allows.
const READING_CELL: f64 = 40.0;

/// The pictures grids are found and read in, their lighting evened out or as taken: the working
/// image, or for a grid whose cells it shows under [`READING_CELL`] pixels (a page of small
/// grids scanned finely), the picture shrunk less, made once for all the grids that need it.
pub struct ReadingImages<'a> {
    /// The picture as decoded.
    pub decoded: &'a Decoded,
    /// Whether the lighting is evened out.
    even: bool,
    /// The working image, where grids are found.
    pub working: GrayImage,
    finer: Vec<(u32, GrayImage)>,
}

impl<'a> ReadingImages<'a> {
    /// The images of `decoded`, their lighting evened out when `even`.
    pub fn new(decoded: &'a Decoded, even: bool) -> Self {
        ReadingImages {
            decoded,
            even,
            working: Self::lit(&decoded.gray, even),
            finer: Vec::new(),
        }
    }

    /// `gray` with its lighting evened out when `even`.
    fn lit(gray: &GrayImage, even: bool) -> GrayImage {
        if even {
            lighting::evened(gray)
        } else {
            gray.clone()
        }
    }

    /// The picture `found`'s cells are read from, and the grid in it.
    pub fn for_grid(&mut self, found: &Found) -> (&GrayImage, Found) {
        let decoded = self.decoded;
        let cell = area(&found.corners).sqrt() / found.size as f64;
        let factor = (cell * f64::from(decoded.factor) / READING_CELL)
            .floor()
            .max(1.0) as u32;
        if factor >= decoded.factor {
            return (&self.working, *found);
        }
        // A working pixel's centre at p stands for the full picture's (p + 0.5)·scale − 0.5.
        let scale = f64::from(decoded.factor) / f64::from(factor);
        let corners = found
            .corners
            .map(|[x, y]| [(x + 0.5) * scale - 0.5, (y + 0.5) * scale - 0.5]);
        let index = match self.finer.iter().position(|(made, _)| *made == factor) {
            Some(index) => index,
            None => {
                let finer = Self::lit(&decoded.finer(factor), self.even);
                self.finer.push((factor, finer));
                self.finer.len() - 1
            }
        };
        (&self.finer[index].1, Found { corners, ..*found })
    }
}
