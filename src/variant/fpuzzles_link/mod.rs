//! The f-puzzles writer: a variant puzzle as the JSON document f-puzzles saves, and as the
//! link that carries it compressed, the inverse of the reader in `parse/variant/fpuzzles`.
//!
//! Each rule is written under the key the reader reads it from, so that reading the link back
//! gives the same givens, regions and rules (rules the reader merges, such as the indexers of
//! one kind, come back merged, meaning the same). A rule f-puzzles has no key for is
//! [`Unwritable`].

use serde_json::{Map, Value, json};

use self::entries::Writer;
use super::layout::Variant;
use crate::sized::SizedGrid;

mod entries;
#[cfg(test)]
mod tests;

/// What the cells of a written puzzle hold beside its givens.
#[derive(Clone, Copy, Debug)]
pub enum Marks<'a> {
    /// Nothing.
    None,
    /// A value in every non-given cell (0 for none), written as a solver's entry: `value`
    /// without `given`, which the reader ignores.
    Values(&'a [u8]),
    /// Each cell's allowed values, bit `v - 1` for the value `v`, written as
    /// `givenPencilMarks` on the non-given cells.
    PencilMarks(&'a [u32]),
}

/// Why a puzzle cannot be written as an f-puzzles link: a rule f-puzzles has no key for.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the rule '{0}' has no f-puzzles form")]
pub struct Unwritable(pub &'static str);

/// The f-puzzles JSON document (one line) of the puzzle of `givens` (holes 0) under
/// `variant`, its cells holding `marks` beside the givens.
pub fn fpuzzles_document(
    givens: &SizedGrid,
    variant: &Variant,
    marks: Marks,
) -> Result<String, Unwritable> {
    let n = givens.shape().size();
    let writer = Writer::new(givens, variant);
    let mut keys = Map::new();
    keys.insert("size".into(), json!(n));
    keys.insert("grid".into(), grid(givens, variant, marks));
    for rule in &variant.rules {
        let (key, entries) = writer.written(rule).ok_or(Unwritable(rule.name()))?;
        for entry in entries {
            add(&mut keys, key, entry);
        }
    }
    Ok(Value::Object(keys).to_string())
}

/// The f-puzzles link of the puzzle: `https://www.f-puzzles.com/?load=` and the document
/// compressed by LZ-string's `compressToBase64`.
pub fn fpuzzles_link(
    givens: &SizedGrid,
    variant: &Variant,
    marks: Marks,
) -> Result<String, Unwritable> {
    let document = fpuzzles_document(givens, variant, marks)?;
    let payload = lz_str::compress_to_base64(document.as_str());
    Ok(format!("https://www.f-puzzles.com/?load={payload}"))
}

/// Adds an entry to the document's `key`: `true` sets it, a text is added once, an object
/// is added to its list.
fn add(keys: &mut Map<String, Value>, key: &str, entry: Value) {
    if entry.is_boolean() {
        keys.insert(key.into(), entry);
    } else if let Value::Array(list) = keys.entry(key).or_insert_with(|| json!([]))
        && !(entry.is_string() && list.contains(&entry))
    {
        list.push(entry);
    }
}

/// The grid of the document: each cell its given, or its mark, and its region when the
/// regions are irregular.
fn grid(givens: &SizedGrid, variant: &Variant, marks: Marks) -> Value {
    let n = givens.shape().size();
    let object = |cell: usize| {
        let mut object = Map::new();
        match (givens.get(cell), marks) {
            (0, Marks::Values(values)) => {
                if let Some(&value) = values.get(cell).filter(|&&v| v > 0) {
                    object.insert("value".into(), json!(value));
                }
            }
            (0, Marks::PencilMarks(masks)) => {
                let mask = masks.get(cell).copied().unwrap_or(0);
                let values: Vec<usize> = (1..=n).filter(|v| mask >> (v - 1) & 1 != 0).collect();
                object.insert("givenPencilMarks".into(), json!(values));
            }
            (0, Marks::None) => {}
            (value, _) => {
                object.insert("value".into(), json!(value));
                object.insert("given".into(), json!(true));
            }
        }
        if let Some(regions) = &variant.regions {
            object.insert("region".into(), json!(regions[cell]));
        }
        Value::Object(object)
    };
    let rows = (0..n).map(|r| (0..n).map(|c| object(r * n + c)).collect::<Vec<_>>());
    json!(rows.collect::<Vec<_>>())
}
