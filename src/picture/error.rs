//! Why a picture gives no puzzle.

/// The most pixels a picture may have: a 50-megapixel photo, and no decompression bomb.
pub const MAX_PIXELS: u64 = 50_000_000;

/// The most memory decoding a picture may take.
pub const MAX_ALLOC: u64 = 512 << 20;

/// Why a picture gave no puzzle.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PictureError {
    /// The bytes are not a picture that decodes (truncated, corrupt, an unsupported variant).
    #[error("picture does not decode: {0}")]
    Undecodable(String),
    /// The picture has more pixels than are read, or needs more memory to decode.
    #[error(
        "picture refused: more than {} million pixels or {} MiB to decode",
        MAX_PIXELS / 1_000_000,
        MAX_ALLOC >> 20
    )]
    TooLarge,
    /// No grid was found in the picture.
    #[error("no Sudoku grid found")]
    NoGrid,
}
