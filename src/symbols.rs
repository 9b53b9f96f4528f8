//! How cell values are written: the symbol of each value 1–25 and the holes, in the three
//! conventions `resol` reads and writes.

use crate::named::Named;

/// A convention for the symbols of cell values.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Symbols {
    /// `1`–`9` for 1 to 9, then `A`–`Z` for 10 onwards (`G` = 16, `P` = 25), either case, as
    /// Gecode's and janko.at's large puzzles are written; holes `.`, `0`, `?`.
    #[default]
    Standard,
    /// `A` = 1, `B` = 2, … (16×16 as SPOJ and CodinGame write it), either case; holes `.`,
    /// `0`, `?` and `-`.
    Letters,
    /// `0`–`9` then `A`–`Z` for 1 onwards, a hexadoku's `0`–`F` for the 16 values; holes `.`
    /// and `?`.
    Hex,
}

impl Named for Symbols {
    const NAMED: &'static [(&'static str, Symbols)] = &[
        ("standard", Symbols::Standard),
        ("letters", Symbols::Letters),
        ("hex", Symbols::Hex),
    ];
}

/// What a character is in a convention.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Symbol {
    /// A hole.
    Hole,
    /// A value from 1 (up to 36, which no puzzle has: a size decides which are too large).
    Value(u8),
}

/// The value of a character `0`–`9`, `A`–`Z` or `a`–`z` read as a base-36 digit.
const fn base36(byte: u8) -> Option<u8> {
    match byte {
        b'0'..=b'9' => Some(byte - b'0'),
        b'A'..=b'Z' => Some(byte - b'A' + 10),
        b'a'..=b'z' => Some(byte - b'a' + 10),
        _ => None,
    }
}

impl Symbols {
    /// What `byte` stands for, if it is a symbol or a hole of this convention.
    pub const fn read(self, byte: u8) -> Option<Symbol> {
        match (self, byte) {
            (_, b'.' | b'?') | (Symbols::Standard | Symbols::Letters, b'0') => Some(Symbol::Hole),
            (Symbols::Letters, b'-') => Some(Symbol::Hole),
            (Symbols::Standard, _) => match base36(byte) {
                Some(value) => Some(Symbol::Value(value)),
                None => None,
            },
            (Symbols::Letters, b'A'..=b'Z') => Some(Symbol::Value(byte - b'A' + 1)),
            (Symbols::Letters, b'a'..=b'z') => Some(Symbol::Value(byte - b'a' + 1)),
            (Symbols::Letters, _) => None,
            (Symbols::Hex, _) => match base36(byte) {
                Some(digit) => Some(Symbol::Value(digit + 1)),
                None => None,
            },
        }
    }

    /// The character written for `value` (0 for a hole, written `.`).
    pub const fn character(self, value: u8) -> u8 {
        const BASE36: &[u8; 36] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
        match (self, value) {
            (_, 0) => b'.',
            (Symbols::Standard, _) => BASE36[value as usize],
            (Symbols::Letters, _) => b'A' + value - 1,
            (Symbols::Hex, _) => BASE36[value as usize - 1],
        }
    }

    /// The symbols of a puzzle of size `size`, for messages: `1-9 and A-G`, `1-6`, `A-P`.
    pub fn describe(self, size: usize) -> String {
        let character = |value: usize| char::from(self.character(value as u8));
        let range = |from: usize, to: usize| match to - from {
            0 => format!("{}", character(from)),
            _ => format!("{}-{}", character(from), character(to)),
        };
        match self {
            Symbols::Standard if size > 9 => format!("{} and {}", range(1, 9), range(10, size)),
            Symbols::Hex if size > 10 => format!("{} and {}", range(1, 10), range(11, size)),
            _ => range(1, size),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_value_reads_back_from_its_character() {
        for symbols in [Symbols::Standard, Symbols::Letters, Symbols::Hex] {
            for value in 1..=25u8 {
                let character = symbols.character(value);
                assert_eq!(symbols.read(character), Some(Symbol::Value(value)));
                let lower = character.to_ascii_lowercase();
                assert_eq!(symbols.read(lower), Some(Symbol::Value(value)));
            }
            assert_eq!(symbols.read(b'.'), Some(Symbol::Hole));
            assert_eq!(symbols.character(0), b'.');
            assert_eq!(symbols.read(b'#'), None);
        }
    }

    #[test]
    fn each_convention_names_its_values_as_the_puzzles_it_serves() {
        assert_eq!(Symbols::Standard.read(b'G'), Some(Symbol::Value(16)));
        assert_eq!(Symbols::Standard.read(b'p'), Some(Symbol::Value(25)));
        assert_eq!(Symbols::Standard.read(b'0'), Some(Symbol::Hole));
        assert_eq!(Symbols::Letters.read(b'A'), Some(Symbol::Value(1)));
        assert_eq!(Symbols::Letters.read(b'-'), Some(Symbol::Hole));
        assert_eq!(Symbols::Letters.read(b'1'), None);
        assert_eq!(Symbols::Hex.read(b'0'), Some(Symbol::Value(1)));
        assert_eq!(Symbols::Hex.read(b'F'), Some(Symbol::Value(16)));
        assert_eq!(Symbols::Standard.describe(16), "1-9 and A-G");
        assert_eq!(Symbols::Standard.describe(6), "1-6");
        assert_eq!(Symbols::Letters.describe(16), "A-P");
        assert_eq!(Symbols::Hex.describe(16), "0-9 and A-F");
    }
}
