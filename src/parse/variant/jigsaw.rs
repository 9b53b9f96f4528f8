//! A jigsaw on one line, as ISS's `_parseJigsawToAst` reads it: the N² givens of a grid of
//! size N, then N² symbols, one for each cell's region; each region is N cells, and the
//! regions replace the boxes.

use super::build::{Builder, layout_regions, shape_of};
use crate::parse::variant::error::FormError;
use crate::parse::variant::puzzle::VariantPuzzle;
use crate::shape::MAX_SIZE;
use crate::symbols::{Symbol, Symbols};

/// The size of a jigsaw line of `len` characters: 2·N² for a size N from 4 to 25, prime
/// sizes included (their regions replace no boxes).
fn size_of(len: usize) -> Option<usize> {
    (4..=MAX_SIZE).find(|&n| 2 * n * n == len)
}

/// Whether `line` is a jigsaw line: 2·N² characters for a size N (162 for a 9×9), letters,
/// digits and holes, never blanks, whose last N² are letters and digits naming exactly N
/// regions. No classic line is that long without blanks, and the layout's test keeps a line
/// that only has a jigsaw's length (half of a larger grid's cells, when a shape is forced)
/// from being taken for one. Regions of other sizes than N are a jigsaw's mistake, which
/// [`read`] names.
pub(super) fn is_jigsaw(line: &str) -> bool {
    let Some(n) = size_of(line.len()) else {
        return false;
    };
    let symbols = |b: u8| b.is_ascii_alphanumeric() || b == b'.' || b == b'?';
    if !line.bytes().all(symbols) {
        return false;
    }
    let layout = &line.as_bytes()[n * n..];
    let mut seen = [false; 128];
    layout.iter().for_each(|&b| seen[usize::from(b)] = true);
    layout.iter().all(u8::is_ascii_alphanumeric) && seen.iter().filter(|&&s| s).count() == n
}

/// Reads a jigsaw line: the givens in the standard symbols (`1`–`9`, then `A`–`Z` for 10 and
/// on; holes `.`, `0`, `?`), then the region symbols, numbered in the order they first appear.
pub(super) fn read(line: &str) -> Result<VariantPuzzle, FormError> {
    let n = size_of(line.len())
        .filter(|_| line.is_ascii())
        .ok_or_else(|| {
            FormError::Malformed(format!(
                "a jigsaw line holds 2·N² characters, and this one {}",
                line.len()
            ))
        })?;
    let mut builder = Builder::new(shape_of(n)?);
    let (givens, layout) = line.as_bytes().split_at(n * n);
    for (cell, &byte) in givens.iter().enumerate() {
        match Symbols::Standard.read(byte) {
            Some(Symbol::Hole) => {}
            Some(Symbol::Value(value)) if usize::from(value) <= n => {
                builder.set_given(cell, value);
            }
            _ => {
                return Err(FormError::Value {
                    what: format!("cell r{}c{}", cell / n + 1, cell % n + 1),
                    value: char::from(byte).to_string(),
                    size: n,
                });
            }
        }
    }
    builder.regions = Some(layout_regions(builder.shape, layout)?);
    builder.finish()
}
