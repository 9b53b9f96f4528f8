//! The grammar's classes of ASCII bytes, one table a convention of symbols, so that reading a
//! byte is a look-up and one match.

use crate::symbols::{Symbol, Symbols};

/// The class of an ASCII byte in the grammar.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum ByteClass {
    /// A value from 1 (its puzzle's size decides whether it is too large) or a hole (0).
    Cell(u8),
    /// Space or tab: a separator that may precede a comment's `#`.
    Blank,
    /// `|`, `+`, `-` or `,`.
    Separator,
    Hash,
    CarriageReturn,
    LineFeed,
    /// `=`, `*`, `:` or `'`: a fault, unless the line is a border line.
    Drawing,
    /// Any other byte, including every non-ASCII one.
    Other,
}

/// The class of `byte` in the grammar, with cells written in `symbols`.
const fn class_of(symbols: Symbols, byte: u8) -> ByteClass {
    match byte {
        b' ' | b'\t' => return ByteClass::Blank,
        b'#' => return ByteClass::Hash,
        b'\r' => return ByteClass::CarriageReturn,
        b'\n' => return ByteClass::LineFeed,
        _ => {}
    }
    match symbols.read(byte) {
        Some(Symbol::Hole) => ByteClass::Cell(0),
        Some(Symbol::Value(value)) => ByteClass::Cell(value),
        None => match byte {
            b'|' | b'+' | b'-' | b',' => ByteClass::Separator,
            b'=' | b'*' | b':' | b'\'' => ByteClass::Drawing,
            _ => ByteClass::Other,
        },
    }
}

/// Class of every byte in one convention, so the per-byte loop is a table look-up and one
/// match.
const fn class_table(symbols: Symbols) -> [ByteClass; 256] {
    let mut table = [ByteClass::Other; 256];
    let mut byte = 0;
    while byte < 256 {
        table[byte] = class_of(symbols, byte as u8);
        byte += 1;
    }
    table
}

/// The byte classes of each convention of symbols.
static BYTE_CLASSES: [[ByteClass; 256]; 3] = [
    class_table(Symbols::Standard),
    class_table(Symbols::Letters),
    class_table(Symbols::Hex),
];

/// The byte classes of `symbols`.
pub(super) fn byte_classes(symbols: Symbols) -> &'static [ByteClass; 256] {
    match symbols {
        Symbols::Standard => &BYTE_CLASSES[0],
        Symbols::Letters => &BYTE_CLASSES[1],
        Symbols::Hex => &BYTE_CLASSES[2],
    }
}
