//! Pictures told by their first bytes, decoded within limits, turned upright as their EXIF
//! orientation says, and brought to grey levels at a working size.

use std::io::Cursor;

use image::metadata::Orientation;
use image::{DynamicImage, GrayImage, ImageDecoder, ImageError, ImageReader, Limits, RgbImage};

use super::error::{MAX_ALLOC, MAX_PIXELS, PictureError};
use super::lighting;

/// How many first bytes [`is_picture`] needs to tell every format.
pub const SIGNATURE_LEN: usize = 12;

/// The longest side of the working image: larger pictures are shrunk by a whole factor
/// before the search, which keeps a 12-megapixel photo as fast as a small one.
const WORKING_SIDE: u32 = 1280;

/// Whether `head`, the first bytes of an input, is the signature of a JPEG, PNG, WebP, BMP,
/// GIF or TIFF file.
pub fn is_picture(head: &[u8]) -> bool {
    const SIGNATURES: [&[u8]; 7] = [
        b"\xFF\xD8\xFF",
        b"\x89PNG\r\n\x1A\n",
        b"BM",
        b"GIF87a",
        b"GIF89a",
        b"II*\0",
        b"MM\0*",
    ];
    let webp = head.len() >= 12 && &head[..4] == b"RIFF" && &head[8..12] == b"WEBP";
    webp || SIGNATURES
        .iter()
        .any(|signature| head.starts_with(signature))
}

/// A decoded picture: its grey levels at working size, as stored, and the turn its EXIF tag
/// asks for.
pub struct Decoded {
    /// Grey levels, shrunk to at most [`WORKING_SIDE`] pixels a side.
    pub gray: GrayImage,
    /// The whole factor `gray` was shrunk by (1: not shrunk).
    pub factor: u32,
    /// The picture as decoded, when `gray` was shrunk from it.
    full: Option<DynamicImage>,
    /// Whether light and dark are swapped.
    inverted: bool,
    /// The orientation the picture's tag claims.
    pub orientation: Orientation,
}

impl Decoded {
    /// The picture's grey levels shrunk by `factor` (at most [`Decoded::factor`]), for reading
    /// small grids finer than `gray` shows them.
    pub fn finer(&self, factor: u32) -> GrayImage {
        match &self.full {
            Some(full) if factor < self.factor => {
                let mut finer = shrunk(&full.to_luma8(), factor);
                if self.inverted {
                    image::imageops::invert(&mut finer);
                }
                finer
            }
            _ => self.gray.clone(),
        }
    }

    /// Whether the picture shows light marks on a dark ground, as an app in dark mode does: more
    /// of its pixels stand well above its median grey than well below it (a photo taken in dim
    /// light is dark too, but its marks are darker still), and more of its narrow marks stand
    /// out above the levels around them than below (a page half in shadow is dark too, but its
    /// marks are dark).
    pub fn is_dark(&self) -> bool {
        const STANDS_OUT: usize = 48;
        let histogram = lighting::histogram(self.gray.as_raw());
        let median = lighting::median(&histogram);
        let above: usize = histogram[(median + STANDS_OUT).min(256)..].iter().sum();
        let below: usize = histogram[..median.saturating_sub(STANDS_OUT)].iter().sum();
        median < 128 && above > below && lighting::shows_light_marks(&self.gray)
    }

    /// Swaps light and dark: a screenshot in dark mode shows light lines and digits on a dark
    /// ground.
    pub fn invert(&mut self) {
        image::imageops::invert(&mut self.gray);
        self.inverted = !self.inverted;
    }
}

/// Decodes `bytes` within the limits: a picture of more than [`MAX_PIXELS`] is refused before
/// any pixel is decoded.
pub fn decode(bytes: &[u8]) -> Result<Decoded, PictureError> {
    let mut reader = ImageReader::new(Cursor::new(bytes))
        .with_guessed_format()
        .map_err(|error| PictureError::Undecodable(error.to_string()))?;
    let mut limits = Limits::default();
    limits.max_alloc = Some(MAX_ALLOC);
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(refusal)?;
    let (width, height) = decoder.dimensions();
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(PictureError::TooLarge);
    }
    let orientation = decoder.orientation().unwrap_or(Orientation::NoTransforms);
    let image = DynamicImage::from_decoder(decoder).map_err(refusal)?;
    let factor = image
        .width()
        .max(image.height())
        .div_ceil(WORKING_SIDE)
        .max(1);
    if factor == 1 {
        return Ok(Decoded {
            gray: image.into_luma8(),
            factor,
            full: None,
            inverted: false,
            orientation,
        });
    }
    // Grey levels are a weighted sum of the channels: shrinking the colours first and taking
    // the grey of the small picture costs a factor² fewer conversions, the slow step of a
    // large photo.
    let gray = match &image {
        DynamicImage::ImageRgb8(rgb) => {
            DynamicImage::ImageRgb8(shrunk_colours(rgb, factor)).into_luma8()
        }
        _ => shrunk(&image.to_luma8(), factor),
    };
    Ok(Decoded {
        gray,
        factor,
        full: Some(image),
        inverted: false,
        orientation,
    })
}

/// The error of a picture that failed to decode: too large for the limits, or not decodable.
fn refusal(error: ImageError) -> PictureError {
    match error {
        ImageError::Limits(_) => PictureError::TooLarge,
        error => PictureError::Undecodable(error.to_string()),
    }
}

/// `rgb` shrunk by the whole `factor`, each pixel the mean of the block it stands for.
fn shrunk_colours(rgb: &RgbImage, factor: u32) -> RgbImage {
    let (width, height) = (rgb.width() / factor, rgb.height() / factor);
    let samples = shrunk_samples::<3>(rgb.as_raw(), rgb.width() as usize, factor as usize);
    RgbImage::from_raw(width, height, samples).expect("a sample a channel of each pixel")
}

/// `gray` shrunk by the whole `factor`, each pixel the mean of the block it stands for.
fn shrunk(gray: &GrayImage, factor: u32) -> GrayImage {
    let (width, height) = (gray.width() / factor, gray.height() / factor);
    let samples = shrunk_samples::<1>(gray.as_raw(), gray.width() as usize, factor as usize);
    GrayImage::from_raw(width, height, samples).expect("a sample of each pixel")
}

/// The samples of a picture `width` pixels wide, `CHANNELS` samples a pixel, shrunk by the
/// whole `factor` each way: each sample the mean of its block, the last part rows and columns
/// left out. The channels are a constant so that the loop over a pixel's samples unrolls: it
/// runs for every sample of a photo of millions of pixels.
fn shrunk_samples<const CHANNELS: usize>(samples: &[u8], width: usize, factor: usize) -> Vec<u8> {
    let stride = width * CHANNELS;
    let (small_width, small_height) = (width / factor, samples.len() / stride / factor);
    let used = small_width * factor * CHANNELS;
    let area = (factor * factor) as u32;
    let mut small = Vec::with_capacity(small_width * small_height * CHANNELS);
    let mut sums = vec![0u32; small_width * CHANNELS];
    // Rows are read whole and in order (a large photo is hundreds of megabytes): each row's
    // blocks add into one row of sums.
    for band in samples.chunks_exact(stride * factor).take(small_height) {
        sums.fill(0);
        for row in band.chunks_exact(stride) {
            for (block, sum) in row[..used]
                .chunks_exact(factor * CHANNELS)
                .zip(sums.chunks_exact_mut(CHANNELS))
            {
                for pixel in block.chunks_exact(CHANNELS) {
                    for (total, &sample) in sum.iter_mut().zip(pixel) {
                        *total += u32::from(sample);
                    }
                }
            }
        }
        small.extend(sums.iter().map(|&sum| (sum / area) as u8));
    }
    small
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shrunk_picture_s_samples_are_the_means_of_their_blocks() {
        // Two pixels of three channels each way, then a fifth column and a third row left out.
        let samples: Vec<u8> = (0..5 * 3 * 3).map(|i| i as u8).collect();
        let small = shrunk_samples::<3>(&samples, 5, 2);
        // The first block's red samples are 0, 3, 15 and 18.
        assert_eq!(small, [9, 10, 11, 15, 16, 17]);
    }

    /// A picture of `ground` grey with a tenth of its pixels `marks` grey.
    fn marked(ground: u8, marks: u8) -> Decoded {
        let gray = GrayImage::from_fn(100, 100, |x, _| {
            image::Luma([if x % 10 == 0 { marks } else { ground }])
        });
        Decoded {
            gray,
            factor: 1,
            full: None,
            inverted: false,
            orientation: Orientation::NoTransforms,
        }
    }

    #[test]
    fn light_marks_on_a_dark_ground_are_dark_mode_but_a_dim_photo_is_not() {
        assert!(marked(30, 200).is_dark());
        assert!(
            !marked(90, 20).is_dark(),
            "a page photographed in dim light"
        );
        assert!(!marked(230, 20).is_dark());
    }

    #[test]
    fn a_page_mostly_in_shadow_is_not_dark_mode() {
        // Dark marks every tenth column; the page's right two thirds at a third of the light.
        let gray = GrayImage::from_fn(150, 100, |x, _| {
            let level = if x % 10 == 0 { 20.0 } else { 230.0 };
            image::Luma([if x < 50 { level } else { level / 3.0 } as u8])
        });
        let page = Decoded {
            gray,
            ..marked(0, 0)
        };
        assert!(!page.is_dark());
    }

    #[test]
    fn each_format_is_told_by_its_signature() {
        assert!(is_picture(b"\xFF\xD8\xFF\xE0\0\x10JFIF"));
        assert!(is_picture(b"\x89PNG\r\n\x1A\n\0\0\0\x0D"));
        assert!(is_picture(b"RIFF\x10\0\0\0WEBPVP8 "));
        assert!(is_picture(b"BM\x36\0"));
        assert!(is_picture(b"GIF89a\x01\0"));
        assert!(is_picture(b"II*\0\x08\0"));
        assert!(!is_picture(b"53..7....6..195"));
        assert!(!is_picture(b"RIFF\x10\0\0\0WAVE"));
    }

    #[test]
    fn a_picture_claiming_too_many_pixels_is_refused_before_decoding() {
        let mut png = b"\x89PNG\r\n\x1A\n\0\0\0\x0DIHDR".to_vec();
        png.extend_from_slice(&100_000u32.to_be_bytes());
        png.extend_from_slice(&100_000u32.to_be_bytes());
        png.extend_from_slice(&[8, 0, 0, 0, 0]);
        let header_crc = crc32fast::hash(&png[12..]);
        png.extend_from_slice(&header_crc.to_be_bytes());
        // A few bytes of image data, and the end: the header alone must refuse it.
        let data = b"IDAT\x78\x9C\x03\0\0\0\0\x01";
        png.extend_from_slice(&8u32.to_be_bytes());
        png.extend_from_slice(data);
        png.extend_from_slice(&crc32fast::hash(data).to_be_bytes());
        png.extend_from_slice(b"\0\0\0\0IEND\xAE\x42\x60\x82");
        let result = decode(&png);
        assert!(
            matches!(result, Err(PictureError::TooLarge)),
            "{:?}",
            result.err()
        );
    }

    #[test]
    fn a_jpeg_s_exif_orientation_is_read() {
        let mut jpeg = Vec::new();
        image::codecs::jpeg::JpegEncoder::new(&mut jpeg)
            .encode_image(&GrayImage::new(8, 8))
            .unwrap();
        // An APP1 segment: Exif, a little-endian TIFF header, one IFD entry (Orientation 6).
        let exif = b"Exif\0\0II*\0\x08\0\0\0\x01\0\x12\x01\x03\0\x01\0\0\0\x06\0\0\0\0\0\0\0";
        let mut tagged = jpeg[..2].to_vec();
        tagged.extend_from_slice(&[0xFF, 0xE1, 0, exif.len() as u8 + 2]);
        tagged.extend_from_slice(exif);
        tagged.extend_from_slice(&jpeg[2..]);
        assert_eq!(decode(&tagged).unwrap().orientation, Orientation::Rotate90);
        assert_eq!(
            decode(&jpeg).unwrap().orientation,
            Orientation::NoTransforms
        );
    }
}
