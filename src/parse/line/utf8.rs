//! Characters beyond ASCII: a UTF-8 sequence is gathered byte by byte, then read as a blank
//! (a no-break space), a separator (box drawing), the byte-order mark, or a fault.

use super::{LineKind, LineScanner, PendingUtf8};
use crate::parse::error::BadCharacter;

/// The byte-order mark, ignored at the very start of the input.
const BYTE_ORDER_MARK: char = '\u{FEFF}';

/// Whether `c` is a blank beyond ASCII: a no-break space (which word processors and web pages
/// put between cells), or another space of fixed width.
fn is_wide_blank(c: char) -> bool {
    matches!(
        c,
        '\u{A0}' | '\u{2000}'..='\u{200A}' | '\u{202F}' | '\u{205F}' | '\u{3000}'
    )
}

/// Whether `c` draws a board's lines (`─│┌┬┐├┼┤└┴┘`, `═║╔`…): a separator, like `-` and `|`.
fn is_box_drawing(c: char) -> bool {
    matches!(c, '\u{2500}'..='\u{257F}')
}

impl LineScanner {
    /// The lead byte of a sequence beyond ASCII; one no sequence starts with is a fault.
    pub(super) fn start_utf8(&mut self, byte: u8) {
        let needed = match byte {
            0xC2..=0xDF => 1,
            0xE0..=0xEF => 2,
            0xF0..=0xF4 => 3,
            _ => return self.bad_character(BadCharacter::InvalidUtf8(byte)),
        };
        self.utf8 = PendingUtf8 {
            bytes: [byte, 0, 0, 0],
            len: 1,
            needed,
        };
    }

    /// A continuation byte; the last one reads the character.
    pub(super) fn continue_utf8(&mut self, byte: u8) {
        let pending = &mut self.utf8;
        pending.bytes[pending.len] = byte;
        pending.len += 1;
        pending.needed -= 1;
        if pending.needed > 0 {
            return;
        }
        let bytes = pending.bytes;
        let len = pending.len;
        match std::str::from_utf8(&bytes[..len])
            .ok()
            .and_then(|s| s.chars().next())
        {
            Some(BYTE_ORDER_MARK)
                if self.number == 1 && self.column == 0 && self.kind == LineKind::Blank => {}
            Some(c) if is_wide_blank(c) => {
                self.numbers.end_token();
                self.blank();
            }
            Some(c) if is_box_drawing(c) => {
                self.numbers.end_token();
                self.separator(b'|');
            }
            Some(c) => self.bad_character(BadCharacter::Unexpected(c)),
            None => self.bad_character(BadCharacter::InvalidUtf8(bytes[0])),
        }
    }

    /// A sequence cut off before its end counts as one invalid character.
    pub(super) fn abandon_utf8(&mut self) {
        let lead = self.utf8.bytes[0];
        self.utf8 = PendingUtf8::default();
        self.bad_character(BadCharacter::InvalidUtf8(lead));
    }
}
