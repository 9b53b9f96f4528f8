//! An input opened: text (decoded from UTF-16 where it has a byte-order mark) or, when its first
//! bytes are a picture's signature, a picture read whole.

use std::io::{self, Read};

use super::utf16::Utf16Decoder;
use crate::picture::{SIGNATURE_LEN, is_picture};

/// The largest picture file read: 256 MiB, more than any photo.
pub(super) const MAX_PICTURE_BYTES: u64 = 256 << 20;

/// A picture read whole from an input, waiting to be read.
#[derive(Debug)]
pub struct Picture {
    /// The input's index.
    pub input: usize,
    /// The stream line it stands at: the next line after the last input's.
    pub line: u64,
    /// The picture's bytes.
    pub bytes: Vec<u8>,
}

/// An input opened.
pub(super) enum Opened {
    /// Text, decoded from UTF-16 if need be.
    Text(Box<dyn Read + Send>),
    /// A picture, read whole.
    Picture(Vec<u8>),
    /// A picture of more than [`MAX_PICTURE_BYTES`].
    TooLarge,
}

/// What the input `reader` reads is: a picture when its first bytes are a picture's signature
/// (read whole), text otherwise (decoded if it is UTF-16).
pub(super) fn opened(mut reader: Box<dyn Read + Send>) -> io::Result<Opened> {
    let mut head = Vec::with_capacity(SIGNATURE_LEN);
    (&mut reader)
        .take(SIGNATURE_LEN as u64)
        .read_to_end(&mut head)?;
    if !is_picture(&head) {
        let whole = io::Cursor::new(head).chain(reader);
        return Ok(Opened::Text(Box::new(Utf16Decoder::new(whole))));
    }
    let mut bytes = head;
    reader
        .take(MAX_PICTURE_BYTES + 1 - SIGNATURE_LEN as u64)
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_PICTURE_BYTES {
        return Ok(Opened::TooLarge);
    }
    Ok(Opened::Picture(bytes))
}
