//! The payload of an f-puzzles link: where it stands in the link, and its decompression into
//! the JSON document, LZ-string's `compressToBase64` undone by the `lz-str` crate.
//!
//! The crate decompresses without a limit, and LZ-string's output can grow quadratically with
//! its input (each code may repeat the previous entry plus one character). So a payload is
//! first read by [`decompressed_len`], a pass over its code stream that keeps only the length
//! of each dictionary entry and the length of the output so far, and stops as soon as the
//! output would pass [`MAX_OUTPUT`]: a hostile payload is refused before anything large is
//! allocated. The payload itself is at most [`MAX_PAYLOAD`] characters, which bounds the
//! dictionary the crate builds.

use super::error::FormError;

/// The most a payload may decompress to, in UTF-16 code units (bytes, for the ASCII JSON
/// f-puzzles writes): 1 MiB.
pub const MAX_OUTPUT: usize = 1 << 20;

/// The longest payload read, in characters: 256 KiB, far above any real puzzle's.
pub const MAX_PAYLOAD: usize = 256 << 10;

/// LZ-string's base64 alphabet; `=` pads and stands for 64, whose bits are never read.
const ALPHABET: &[u8; 65] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";

/// The payload of an f-puzzles link in `line`, if the line holds one: what follows `?load=`
/// (f-puzzles' own links), or `fpuzzles` / `fpuz` after a SudokuPad or Cracking the Cryptic
/// host (`sudokupad.app/fpuzzles…`, `sudokupad.app/?puzzleid=fpuzzles…`,
/// `app.crackingthecryptic.com/sudoku/?puzzleid=fpuzzles…`). It ends at a blank, `&` or `#`.
pub(super) fn link_payload(line: &str) -> Option<&str> {
    if let Some(at) = line.find("?load=") {
        return Some(cut(&line[at + "?load=".len()..]));
    }
    for host in ["sudokupad.app/", "crackingthecryptic.com/"] {
        let Some(at) = line.find(host) else { continue };
        let rest = &line[at + host.len()..];
        let rest = rest.strip_prefix("sudoku/").unwrap_or(rest);
        let rest = rest.strip_prefix("?puzzleid=").unwrap_or(rest);
        // `fpuzzles` first: `fpuz` is its prefix.
        for prefix in ["fpuzzles", "fpuz"] {
            if let Some(payload) = rest.strip_prefix(prefix) {
                return Some(cut(payload));
            }
        }
    }
    None
}

/// `text` up to its first blank, `&` or `#`: the end of a URL's parameter.
fn cut(text: &str) -> &str {
    let end = text
        .find(|c: char| c.is_whitespace() || c == '&' || c == '#')
        .unwrap_or(text.len());
    &text[..end]
}

/// The JSON document of a payload, `%XX` escapes decoded first.
pub(super) fn decode(payload: &str) -> Result<String, FormError> {
    if payload.len() > MAX_PAYLOAD {
        return Err(FormError::PayloadTooLong(payload.len()));
    }
    let payload = percent_decode(payload)?;
    let values = payload
        .chars()
        .map(|c| {
            let index = u8::try_from(c)
                .ok()
                .and_then(|b| ALPHABET.iter().position(|&a| a == b));
            index.map(|i| i as u8).ok_or(FormError::NotBase64(c))
        })
        .collect::<Result<Vec<u8>, FormError>>()?;
    decompressed_len(&values, MAX_OUTPUT)?;
    let units = lz_str::decompress_from_base64(&payload).ok_or(FormError::NoDecompress)?;
    String::from_utf16(&units).map_err(|_| FormError::NoDecompress)
}

/// `text` with its `%XX` escapes decoded (`%2B` is `+`, `%3D` is `=`).
fn percent_decode(text: &str) -> Result<String, FormError> {
    if !text.contains('%') {
        return Ok(text.to_owned());
    }
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = bytes
                .get(i + 1..i + 3)
                .and_then(|h| std::str::from_utf8(h).ok());
            let byte = hex.and_then(|h| u8::from_str_radix(h, 16).ok());
            out.push(byte.ok_or(FormError::NotBase64('%'))?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|_| FormError::NotBase64('%'))
}

/// The bits of a base64 stream, read as LZ-string reads them: six a character, highest first.
struct Bits<'a> {
    values: &'a [u8],
    /// The next character to load.
    next: usize,
    value: u8,
    /// The bit of `value` read next.
    position: u8,
}

impl Bits<'_> {
    /// One bit; like `lz-str`, the stream breaks off when a bit is read and no character is
    /// left to load after it.
    fn bit(&mut self) -> Result<bool, FormError> {
        let bit = self.value & self.position != 0;
        self.position >>= 1;
        if self.position == 0 {
            self.position = 32;
            self.value = *self.values.get(self.next).ok_or(FormError::NoDecompress)?;
            self.next += 1;
        }
        Ok(bit)
    }

    /// `count` bits, the first the lowest.
    fn read(&mut self, count: u32) -> Result<usize, FormError> {
        (0..count).try_fold(0, |acc, i| Ok(acc | usize::from(self.bit()?) << i))
    }
}

/// The length, in UTF-16 code units, of what `values` decompresses to, following the steps of
/// LZ-string's decompression (as `lz-str` takes them) with the length of each dictionary
/// entry in place of the entry. Refuses a stream whose output would pass `limit` as soon as
/// it would, and one that breaks off or names an entry that does not exist.
///
/// Each step adds at least one unit to the output, so the pass takes at most `limit` steps and
/// keeps at most two lengths a step.
pub(super) fn decompressed_len(values: &[u8], limit: usize) -> Result<usize, FormError> {
    let Some(&first) = values.first() else {
        return Ok(0);
    };
    let mut bits = Bits {
        values,
        next: 1,
        value: first,
        position: 32,
    };
    // Codes 0, 1 and 2 are the literals of 8 and 16 bits and the end; entries start at 3.
    let mut lengths: Vec<u32> = vec![1, 1, 1];
    match bits.read(2)? {
        0 => bits.read(8)?,
        1 => bits.read(16)?,
        2 => return Ok(0),
        _ => return Err(FormError::NoDecompress),
    };
    lengths.push(1);
    let (mut previous, mut total) = (1usize, 1usize);
    let (mut width, mut enlarge_in) = (3u32, 4u64);
    let grow = |enlarge_in: &mut u64, width: &mut u32| {
        if *enlarge_in == 0 {
            *enlarge_in = 1 << *width;
            *width += 1;
        }
    };
    loop {
        let mut code = bits.read(width)?;
        if code <= 1 {
            bits.read(if code == 0 { 8 } else { 16 })?;
            lengths.push(1);
            code = lengths.len() - 1;
            enlarge_in -= 1;
        } else if code == 2 {
            return Ok(total);
        }
        grow(&mut enlarge_in, &mut width);
        let entry = match lengths.get(code) {
            Some(&length) => length as usize,
            None if code == lengths.len() => previous + 1,
            None => return Err(FormError::NoDecompress),
        };
        total += entry;
        if total > limit {
            return Err(FormError::TooBig);
        }
        lengths.push((previous + 1) as u32);
        enlarge_in -= 1;
        previous = entry;
        grow(&mut enlarge_in, &mut width);
    }
}
