//! Pictures told by their first bytes, decoded within limits, turned upright as their EXIF
//! orientation says, and brought to grey levels at a working size.

use std::io::Cursor;

use image::metadata::Orientation;
use image::{DynamicImage, GrayImage, ImageDecoder, ImageError, ImageReader, Limits};

use super::error::{MAX_ALLOC, MAX_PIXELS, PictureError};

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

/// A decoded picture: its grey levels at working size and in full, as stored, and the turn its
/// EXIF tag asks for.
pub struct Decoded {
    /// Grey levels, shrunk to at most [`WORKING_SIDE`] pixels a side.
    pub gray: GrayImage,
    /// The whole factor `gray` was shrunk by (1: not shrunk).
    pub factor: u32,
    /// Grey levels as decoded, for reading small grids finer than `gray` shows them.
    pub full: GrayImage,
    /// The orientation the picture's tag claims.
    pub orientation: Orientation,
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
    let full = image.into_luma8();
    let factor = full
        .width()
        .max(full.height())
        .div_ceil(WORKING_SIDE)
        .max(1);
    Ok(Decoded {
        gray: shrunk(&full, factor),
        factor,
        full,
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

/// `gray` shrunk by the whole `factor`, each pixel the mean of the block it stands for.
pub fn shrunk(gray: &GrayImage, factor: u32) -> GrayImage {
    if factor == 1 {
        return gray.clone();
    }
    let (width, height) = (gray.width() / factor, gray.height() / factor);
    let area = factor * factor;
    GrayImage::from_fn(width, height, |x, y| {
        let mut sum = 0;
        for dy in 0..factor {
            for dx in 0..factor {
                sum += u32::from(gray.get_pixel(x * factor + dx, y * factor + dy)[0]);
            }
        }
        image::Luma([(sum / area) as u8])
    })
}

#[cfg(test)]
mod tests {
    use super::*;

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
