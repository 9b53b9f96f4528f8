//! Text saved as UTF-16 with a byte-order mark (Windows Notepad's "Unicode"), decoded to
//! UTF-8 as it is read, so that the parser sees the same bytes as for the UTF-8 text. Any other
//! input passes through unchanged.

use std::io::{self, Read};

/// How many bytes at the start of an input decide its encoding.
const SNIFFED: usize = 130;

/// How the bytes of an input are decoded.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Encoding {
    /// Not decided yet: the first two bytes tell.
    Unknown,
    /// UTF-8, or anything else without a UTF-16 byte-order mark: passed through.
    Bytes,
    /// UTF-16, little-endian (`FF FE`) or big-endian (`FE FF`).
    Utf16 { little_endian: bool },
}

/// A reader that decodes UTF-16 text with a byte-order mark to UTF-8, and passes any other
/// text through.
pub struct Utf16Decoder<R> {
    inner: R,
    encoding: Encoding,
    /// Bytes read but not yet decoded or passed on (at most a code unit and a half, or the
    /// first bytes before the encoding is known).
    pending: Vec<u8>,
    /// Decoded bytes not yet returned.
    decoded: Vec<u8>,
    /// Where the next decoded byte to return is.
    position: usize,
    /// A high surrogate waiting for its low half.
    high_surrogate: Option<u16>,
}

impl<R: Read> Utf16Decoder<R> {
    /// Decodes `inner` if it starts with a UTF-16 byte-order mark.
    pub fn new(inner: R) -> Self {
        Utf16Decoder {
            inner,
            encoding: Encoding::Unknown,
            pending: Vec::new(),
            decoded: Vec::new(),
            position: 0,
            high_surrogate: None,
        }
    }

    /// Reads the first bytes and decides the encoding: UTF-16 when they begin with its
    /// byte-order mark and, unless the input ends there, some of the code units after it are
    /// below U+0100, as the digits and dots of any puzzle are (so that bytes `FF FE` before
    /// text that is not UTF-16 are not taken for a mark).
    fn sniff(&mut self) -> io::Result<()> {
        let mut first = [0; SNIFFED];
        let mut got = 0;
        while got < SNIFFED {
            match self.inner.read(&mut first[got..]) {
                Ok(0) => break,
                Ok(read) => got += read,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error) => return Err(error),
            }
        }
        let first = &first[..got];
        let little_endian = match first {
            [0xFF, 0xFE, ..] => Some(true),
            [0xFE, 0xFF, ..] => Some(false),
            _ => None,
        };
        // The high byte of each code unit after the mark: the second of a little-endian pair.
        let high = usize::from(little_endian == Some(true));
        let latin =
            |rest: &[u8]| rest.is_empty() || rest.chunks(2).any(|unit| unit.get(high) == Some(&0));
        match little_endian {
            Some(little_endian) if latin(&first[2..]) => {
                self.encoding = Encoding::Utf16 { little_endian };
                self.pending.extend_from_slice(&first[2..]);
            }
            _ => {
                self.encoding = Encoding::Bytes;
                self.decoded.extend_from_slice(first);
            }
        }
        Ok(())
    }

    /// Reads and decodes the next chunk of UTF-16 into `decoded`; `false` at the end.
    fn decode_more(&mut self, little_endian: bool) -> io::Result<bool> {
        let mut chunk = [0; 8 << 10];
        let read = loop {
            match self.inner.read(&mut chunk) {
                Ok(read) => break read,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                Err(error) => return Err(error),
            }
        };
        self.decoded.clear();
        self.position = 0;
        self.pending.extend_from_slice(&chunk[..read]);
        let whole = self.pending.len() / 2 * 2;
        for pair in 0..whole / 2 {
            let bytes = [self.pending[2 * pair], self.pending[2 * pair + 1]];
            let unit = if little_endian {
                u16::from_le_bytes(bytes)
            } else {
                u16::from_be_bytes(bytes)
            };
            self.unit(unit);
        }
        self.pending.drain(..whole);
        // At the end, a lone high surrogate or an odd last byte is a character that cannot be
        // decoded.
        if read == 0 && (self.high_surrogate.take().is_some() || !self.pending.is_empty()) {
            self.pending.clear();
            self.push(char::REPLACEMENT_CHARACTER);
        }
        Ok(read > 0 || !self.decoded.is_empty())
    }

    /// Decodes one UTF-16 code unit; an unpaired surrogate becomes U+FFFD.
    fn unit(&mut self, unit: u16) {
        if let Some(high) = self.high_surrogate.take() {
            if (0xDC00..0xE000).contains(&unit) {
                let code =
                    0x10000 + ((u32::from(high) - 0xD800) << 10) + (u32::from(unit) - 0xDC00);
                self.push(char::from_u32(code).unwrap_or(char::REPLACEMENT_CHARACTER));
                return;
            }
            self.push(char::REPLACEMENT_CHARACTER);
        }
        match unit {
            0xD800..0xDC00 => self.high_surrogate = Some(unit),
            _ => self.push(char::from_u32(u32::from(unit)).unwrap_or(char::REPLACEMENT_CHARACTER)),
        }
    }

    fn push(&mut self, c: char) {
        let mut buffer = [0; 4];
        self.decoded
            .extend_from_slice(c.encode_utf8(&mut buffer).as_bytes());
    }
}

impl<R: Read> Read for Utf16Decoder<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.encoding == Encoding::Unknown {
            self.sniff()?;
        }
        loop {
            if self.position < self.decoded.len() {
                let available = &self.decoded[self.position..];
                let len = available.len().min(buf.len());
                buf[..len].copy_from_slice(&available[..len]);
                self.position += len;
                return Ok(len);
            }
            match self.encoding {
                Encoding::Utf16 { little_endian } => {
                    if !self.decode_more(little_endian)? {
                        return Ok(0);
                    }
                }
                _ => return self.inner.read(buf),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decoded(bytes: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        Utf16Decoder::new(bytes).read_to_end(&mut out).unwrap();
        out
    }

    fn utf16(text: &str, little_endian: bool) -> Vec<u8> {
        let mut bytes = if little_endian {
            vec![0xFF, 0xFE]
        } else {
            vec![0xFE, 0xFF]
        };
        for unit in text.encode_utf16() {
            let pair = if little_endian {
                unit.to_le_bytes()
            } else {
                unit.to_be_bytes()
            };
            bytes.extend_from_slice(&pair);
        }
        bytes
    }

    #[test]
    fn utf16_with_a_byte_order_mark_is_decoded_either_way() {
        let text = "53..7....\r\n# Sense solució 𝄞\n";
        assert_eq!(decoded(&utf16(text, true)), text.as_bytes());
        assert_eq!(decoded(&utf16(text, false)), text.as_bytes());
    }

    #[test]
    fn other_text_passes_through() {
        for text in ["", "5", "53..7....\n", "\u{feff}5\n"] {
            assert_eq!(decoded(text.as_bytes()), text.as_bytes());
        }
        // Bytes that only look like a mark: no code unit after them is below U+0100.
        let mut bytes = b"\xFF\xFE\n".to_vec();
        bytes.extend(
            "53..7....6..195....98....6.8...6...34..8.3..\n"
                .repeat(4)
                .bytes(),
        );
        assert_eq!(decoded(&bytes), bytes);
    }

    #[test]
    fn broken_utf16_becomes_replacement_characters() {
        let mut bytes = utf16("1", true);
        bytes.extend_from_slice(&[0x00, 0xD8, 0x32]);
        assert_eq!(decoded(&bytes), "1\u{FFFD}".as_bytes());
    }
}
