//! Why a line of a variant form could not be read: [`FormError`]. Its messages name what is
//! wrong and leave out the line, which the caller adds (`line 3: …`).

use thiserror::Error;

use crate::variant::RegionError;

/// Why a line recognised as a variant form is not a puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum FormError {
    /// A line longer than any variant form is read from.
    #[error("the line is too long for a variant puzzle ({0} bytes; at most 4 MiB are read)")]
    TooLong(usize),
    /// A payload longer than any real puzzle's, refused before it is read.
    #[error("the f-puzzles payload is too long ({0} characters; at most 256 KiB are read)")]
    PayloadTooLong(usize),
    /// A payload with a character outside LZ-string's base64 alphabet.
    #[error("the f-puzzles payload is not base64 (it holds {0:?})")]
    NotBase64(char),
    /// A payload whose code stream breaks off or refers to no dictionary entry.
    #[error("the f-puzzles payload does not decompress")]
    NoDecompress,
    /// A payload that would grow past the limit: refused before it is decompressed.
    #[error("the f-puzzles payload would decompress past 1 MiB")]
    TooBig,
    /// A document that serde_json does not read.
    #[error("the f-puzzles document is not JSON: {0}")]
    NotJson(String),
    /// A JSON document that is not shaped as f-puzzles writes its puzzles.
    #[error("the f-puzzles document {0}")]
    Document(String),
    /// A key of an f-puzzles document that carries a rule this solver does not have.
    #[error("the f-puzzles rule '{0}' is not supported")]
    UnsupportedFPuzzles(String),
    /// A constraint type of ISS that this solver does not have.
    #[error("the ISS constraint '{0}' is not supported")]
    UnsupportedIss(String),
    /// A size that is no shape here (past a form's limit).
    #[error("a {0}×{0} grid is not supported")]
    Size(usize),
    /// Text that should name a cell and does not.
    #[error("'{0}' is not a cell")]
    NotACell(String),
    /// A cell named outside the grid.
    #[error("cell {cell} is outside the {size}×{size} grid")]
    Outside {
        /// The cell as written.
        cell: String,
        /// The size of the grid.
        size: usize,
    },
    /// A value that is not one of the grid's.
    #[error("{what} holds '{value}', not a value of a {size}×{size} grid")]
    Value {
        /// Where the value stands (`cell R1C1`).
        what: String,
        /// The value as written.
        value: String,
        /// The size of the grid.
        size: usize,
    },
    /// Regions that are not N regions of N cells.
    #[error(transparent)]
    Region(#[from] RegionError),
    /// A rule with missing or unreadable arguments (`a killer cage needs cells`).
    #[error("{0}")]
    Rule(String),
    /// A line of a killer or jigsaw form that is not well made.
    #[error("{0}")]
    Malformed(String),
}

impl FormError {
    /// A rule's arguments are missing or unreadable: `message` says which.
    pub(crate) fn rule(message: impl Into<String>) -> FormError {
        FormError::Rule(message.into())
    }
}
