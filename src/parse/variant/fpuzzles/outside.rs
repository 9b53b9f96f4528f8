//! The keys of an f-puzzles document that are clues outside a row or a column (X-sums,
//! skyscrapers, numbered rooms), read as Rangsk's `CreateFromFPuzzles` reads them: the clue's cell lies one
//! step outside the grid, and its side tells which way the row or column is read.

use serde_json::{Map, Value};

use super::super::build::{Builder, Outside, outside, walk};
use super::fields::{entries, number, position, text};
use crate::parse::variant::error::FormError;

/// The keys read here.
pub(super) const KEYS: &[&str] = &["xsum", "skyscraper", "numberedroom"];

/// The kind of clue of each key.
const KINDS: [Outside; 3] = [Outside::XSum, Outside::Skyscraper, Outside::NumberedRoom];

/// Adds the rules of the document's `keys` (lower case) to `b`, whose grid is read.
pub(super) fn read(keys: &Map<String, Value>, b: &mut Builder) -> Result<(), FormError> {
    for (key, kind) in KEYS.iter().zip(KINDS) {
        for entry in entries(keys, key)? {
            let at = text(entry, "cell")?;
            // An entry without a number is no clue, as Rangsk reads it.
            let Some(value) = number(entry.get("value"), || format!("the {key} at {at}"))? else {
                continue;
            };
            let cells = seen_from(at, b.n)?;
            b.push(outside(kind, cells, value));
        }
    }
    Ok(())
}

/// The cells of the row or column beside the outside cell `at`, from its side.
pub(super) fn seen_from(at: &str, n: usize) -> Result<Vec<usize>, FormError> {
    let (r, c) = position(at)?;
    let n_i = n as i64;
    let inside = |i: i64| (0..n_i).contains(&i);
    let (start, step) = match (r, c) {
        (-1, c) if inside(c) => ((0, c), (1, 0)),
        (r, c) if r == n_i && inside(c) => ((n_i - 1, c), (-1, 0)),
        (r, -1) if inside(r) => ((r, 0), (0, 1)),
        (r, c) if c == n_i && inside(r) => ((r, n_i - 1), (0, -1)),
        _ => {
            let message = format!("the clue at {at} is beside no row or column");
            return Err(FormError::rule(message));
        }
    };
    Ok(walk(n, start, step))
}
