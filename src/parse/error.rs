//! Why a puzzle could not be read: [`ParseError`] and the parts of its messages.

use std::fmt;
use std::io;

use super::variant::FormError;
use crate::shape::Shape;

/// A character that is neither a cell nor a separator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadCharacter {
    /// A character outside the grammar.
    Unexpected(char),
    /// A byte that does not start or continue a valid UTF-8 character.
    InvalidUtf8(u8),
}

impl fmt::Display for BadCharacter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            BadCharacter::Unexpected(c) if is_invisible(c) => {
                write!(f, "unexpected character U+{:04X}", u32::from(c))
            }
            BadCharacter::Unexpected(c) => write!(f, "unexpected character '{c}'"),
            BadCharacter::InvalidUtf8(byte) => write!(f, "invalid UTF-8 byte 0x{byte:02X}"),
        }
    }
}

/// How holes may be written, as messages about an unexpected character end.
pub(crate) const HOLES: &str = " (holes are '.', '0', '?', and '-', '_', '*' in a compact line)";

impl BadCharacter {
    /// What follows the message about an unexpected character that may be meant for a hole
    /// (a mark such as `_`, `*` or `•`, not a letter, a digit or an invisible character): the
    /// ways a hole may be written.
    fn hint(&self) -> &'static str {
        match *self {
            BadCharacter::Unexpected(c) if !c.is_alphanumeric() && !is_invisible(c) => HOLES,
            _ => "",
        }
    }
}

/// Whether `c` would not show in a message: a control, a space, a byte-order mark or a
/// zero-width character. Such characters are named by their code point instead.
fn is_invisible(c: char) -> bool {
    c.is_control()
        || c.is_whitespace()
        || matches!(c, '\u{FEFF}' | '\u{200B}'..='\u{200F}' | '\u{2060}')
}

/// What ended a grid before its last cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CutShortBy {
    /// The input ended.
    EndOfInput,
    /// A line holding a whole puzzle of this many cells (81, or N² of another size), read as a
    /// puzzle of its own: the line the error names.
    WholeLine(usize),
    /// A variant puzzle written on one line, read as a puzzle of its own.
    VariantLine,
}

impl fmt::Display for CutShortBy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CutShortBy::EndOfInput => write!(f, "the end of the input"),
            CutShortBy::WholeLine(cells) => write!(f, "the {cells}-cell puzzle on this line"),
            CutShortBy::VariantLine => write!(f, "the variant puzzle on this line"),
        }
    }
}

/// Why a puzzle could not be read. Every variant but [`ParseError::Read`] is one malformed
/// puzzle; reading goes on after it.
#[derive(Debug, thiserror::Error)]
pub enum ParseError {
    /// A character outside the grammar; its puzzle was read to the end and dropped.
    #[error("line {line}: {character} in column {column}{}", character.hint())]
    BadCharacter {
        /// Line of the character, from 1.
        line: u64,
        /// Column of the character, from 1, counted in characters.
        column: u64,
        /// The offending character or byte.
        character: BadCharacter,
    },
    /// A line holding more cells than any puzzle (81 cells, or N² under `--size N`) that is
    /// not a whole puzzle of another size; it and any grid in progress were dropped.
    #[error("line {line}: more than {limit} cells on one line")]
    LineTooLong {
        /// The long line.
        line: u64,
        /// The most cells a line may hold.
        limit: usize,
    },
    /// A symbol (or a number) above the size of its puzzle, which is not 9×9 (there, it is an
    /// unexpected character); its puzzle was read to the end and dropped.
    #[error(
        "line {line}: {symbol} in column {column} is past the size of a {size}×{size} puzzle, which takes {takes}"
    )]
    PastSize {
        /// Line of the symbol, from 1.
        line: u64,
        /// Column of the symbol, from 1, counted in characters.
        column: u64,
        /// The symbol as written, quoted, or the number.
        symbol: String,
        /// The puzzle's size N.
        size: usize,
        /// The symbols it takes (`1-9 and A-G`).
        takes: String,
    },
    /// A cell of a candidate grid with no candidate left; its grid was read to the end and
    /// dropped.
    #[error("line {line}: the cell in column {column} has no candidate")]
    NoCandidate {
        /// Line of the cell, from 1.
        line: u64,
        /// Column where the cell begins, from 1.
        column: u64,
    },
    /// A digit written twice in one cell of a candidate grid; its grid was read to the end and
    /// dropped.
    #[error("line {line}: candidate {digit} repeats in the cell at column {column}")]
    RepeatedCandidate {
        /// Line of the cell, from 1.
        line: u64,
        /// Column of the repeated digit, from 1.
        column: u64,
        /// The digit.
        digit: u8,
    },
    /// A row of a grid whose first rows fixed another length; the grid was read to its last
    /// row and dropped.
    #[error("line {line}: a row of {cells} cells in the {size}×{size} grid begun on line {start}")]
    RowLength {
        /// The row's line.
        line: u64,
        /// The cells it holds.
        cells: usize,
        /// The grid's size, and so the cells of each row.
        size: usize,
        /// The grid's first line.
        start: u64,
    },
    /// A line that would take the grid in progress past its last cell; both were dropped.
    #[error("line {line}: too many cells: the grid begun on line {start} would hold {cells}")]
    GridOverflow {
        /// The line that overflowed the grid.
        line: u64,
        /// The grid's first line.
        start: u64,
        /// How many cells the grid would have held.
        cells: usize,
    },
    /// A grid that ended before its last cell.
    #[error(
        "line {line}: incomplete grid ({cells} of {of} cells, begun on line {start}), cut short by {by}"
    )]
    GridCutShort {
        /// Where the fault was found: the 81-cell line that cut the grid short, or the grid's
        /// last line when the input ended.
        line: u64,
        /// The grid's first line.
        start: u64,
        /// How many cells it held.
        cells: usize,
        /// How many it needed: 81, or N² for an N×N grid.
        of: usize,
        /// What cut it short.
        by: CutShortBy,
    },
    /// A variant puzzle written on one line (an f-puzzles link, constraint text, a killer or a
    /// jigsaw line) that cannot be read: its payload, its document or one of its rules.
    #[error("line {line}: {error}")]
    Variant {
        /// The puzzle's line.
        line: u64,
        /// What is wrong with it.
        error: FormError,
    },
    /// A variant puzzle whose shape is not the one `--size` or `--box` forces on every puzzle.
    #[error(
        "line {line}: a {}×{} variant puzzle with boxes of {shape}, where the shape asked for is {}×{} with boxes of {forced}",
        shape.size(), shape.size(), forced.size(), forced.size()
    )]
    ForcedShape {
        /// The puzzle's line.
        line: u64,
        /// Its shape.
        shape: Shape,
        /// The shape forced on every puzzle.
        forced: Shape,
    },
    /// The input held no puzzle at all.
    #[error("no puzzle in the input")]
    NoPuzzle,
    /// The input could not be read; nothing more is read from it.
    #[error("{0}")]
    Read(#[from] io::Error),
}

impl ParseError {
    /// The line the error names, if any.
    pub fn line(&self) -> Option<u64> {
        match *self {
            ParseError::BadCharacter { line, .. }
            | ParseError::LineTooLong { line, .. }
            | ParseError::PastSize { line, .. }
            | ParseError::RowLength { line, .. }
            | ParseError::NoCandidate { line, .. }
            | ParseError::RepeatedCandidate { line, .. }
            | ParseError::GridOverflow { line, .. }
            | ParseError::GridCutShort { line, .. }
            | ParseError::Variant { line, .. }
            | ParseError::ForcedShape { line, .. } => Some(line),
            ParseError::NoPuzzle | ParseError::Read(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::BadCharacter;

    #[test]
    fn invisible_characters_are_named_by_code_point_and_others_shown() {
        let cases = [
            (BadCharacter::Unexpected('x'), "unexpected character 'x'"),
            (BadCharacter::Unexpected('é'), "unexpected character 'é'"),
            (
                BadCharacter::Unexpected('\0'),
                "unexpected character U+0000",
            ),
            (
                BadCharacter::Unexpected('\u{200B}'),
                "unexpected character U+200B",
            ),
            (
                BadCharacter::Unexpected('\u{FEFF}'),
                "unexpected character U+FEFF",
            ),
            (BadCharacter::InvalidUtf8(0xFF), "invalid UTF-8 byte 0xFF"),
        ];
        for (character, message) in cases {
            assert_eq!(character.to_string(), message);
        }
    }
}
