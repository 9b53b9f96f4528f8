//! f-puzzles documents: the JSON f-puzzles writes (and its links compress), read as Rangsk's
//! `CreateFromFPuzzles` reads it.
//!
//! The document's `size` and `grid` give the shape, the givens (`value` with `given: true`;
//! a value without it is a solver's entry, ignored), the values a cell keeps to
//! (`givenPencilMarks`) and irregular regions (`region`, the box when missing). Every other
//! key is a rule (`rules.rs`, `pairwise.rs`, `sums.rs`, `outside.rs`), drawing only (ignored), or a rule this solver does not have:
//! an error naming it, unless it holds nothing (`"lockout": []`).

mod fields;
mod outside;
mod pairwise;
mod rules;
mod sums;

use serde_json::{Map, Value};

use super::build::{Builder, shape_of};
use crate::parse::variant::error::FormError;
use crate::parse::variant::puzzle::VariantPuzzle;

/// The keys that only draw or describe, and carry no rule. `cage` draws, except the
/// digital-root cages Rangsk reads as rules (`rules.rs`).
const COSMETIC: &[&str] = &[
    "title",
    "author",
    "ruleset",
    "text",
    "line",
    "rectangle",
    "circle",
    "cage",
    "solution",
    "size",
    "grid",
    "disabledlogic",
    "truecandidatesoptions",
    "highlightconflicts",
    "highlight",
    "fogofwar",
    "foglight",
];

/// Reads an f-puzzles document.
pub(super) fn read(json: &str) -> Result<VariantPuzzle, FormError> {
    let document: Value =
        serde_json::from_str(json).map_err(|e| FormError::NotJson(e.to_string()))?;
    let Value::Object(document) = document else {
        return Err(FormError::Document("is not a JSON object".into()));
    };
    // Keys are matched without regard to case (`regionSumLine` or `regionsumline`).
    let keys: Map<String, Value> = document
        .into_iter()
        .map(|(key, value)| (key.to_lowercase(), value))
        .collect();
    for (key, value) in &keys {
        let key_is = |list: &[&str]| list.contains(&key.as_str());
        let known = key_is(COSMETIC)
            || key_is(rules::KEYS)
            || key_is(pairwise::KEYS)
            || key_is(sums::KEYS)
            || key_is(outside::KEYS);
        if !known && carries_rule(value) {
            return Err(FormError::UnsupportedFPuzzles(key.clone()));
        }
    }
    let mut builder = grid(&keys)?;
    rules::read(&keys, &mut builder)?;
    pairwise::read(&keys, &mut builder)?;
    sums::read(&keys, &mut builder)?;
    outside::read(&keys, &mut builder)?;
    builder.finish()
}

/// Whether an unknown key's value may carry a rule: `true`, or an array or object that holds
/// something. Text and numbers describe; `false`, `null` and empty arrays carry nothing.
fn carries_rule(value: &Value) -> bool {
    match value {
        Value::Bool(on) => *on,
        Value::Array(items) => !items.is_empty(),
        Value::Object(fields) => !fields.is_empty(),
        _ => false,
    }
}

/// The shape, givens, allowed values and regions of the document's `size` and `grid`.
fn grid(keys: &Map<String, Value>) -> Result<Builder, FormError> {
    let rows = keys
        .get("grid")
        .and_then(Value::as_array)
        .ok_or_else(|| FormError::Document("has no grid".into()))?;
    let n = match keys.get("size") {
        None => rows.len(),
        Some(size) => {
            let size = size
                .as_u64()
                .ok_or_else(|| FormError::Document(format!("has the size {size}")))?;
            usize::try_from(size).unwrap_or(usize::MAX)
        }
    };
    if !(4..=16).contains(&n) {
        return Err(FormError::Size(n));
    }
    let mut builder = Builder::new(shape_of(n)?);
    if rows.len() != n {
        return Err(FormError::Document(format!(
            "has {} rows in its grid, not {n}",
            rows.len()
        )));
    }
    let mut regions = Vec::with_capacity(n * n);
    let mut irregular = false;
    for (r, row) in rows.iter().enumerate() {
        let row = row.as_array().filter(|row| row.len() == n).ok_or_else(|| {
            FormError::Document(format!("has a row {} that is not {n} cells", r + 1))
        })?;
        for (c, cell) in row.iter().enumerate() {
            let index = r * n + c;
            let name = format!("cell R{}C{}", r + 1, c + 1);
            let cell = cell
                .as_object()
                .ok_or_else(|| FormError::Document(format!("has {name} that is not an object")))?;
            read_cell(&mut builder, index, &name, cell)?;
            regions.push(match cell.get("region") {
                None => builder.shape.box_of(index) as u8,
                Some(region) => {
                    irregular = true;
                    region_of(region, &name, n)?
                }
            });
        }
    }
    if irregular {
        builder.regions = Some(regions);
    }
    Ok(builder)
}

/// A cell's given (`value` with `given: true`) or, without one, its given pencil marks.
fn read_cell(
    builder: &mut Builder,
    index: usize,
    name: &str,
    cell: &Map<String, Value>,
) -> Result<(), FormError> {
    let n = builder.n;
    let value_of = |value: &Value| -> Result<u8, FormError> {
        value
            .as_u64()
            .filter(|&v| (1..=n as u64).contains(&v))
            .map(|v| v as u8)
            .ok_or_else(|| FormError::Value {
                what: name.to_owned(),
                value: value.to_string(),
                size: n,
            })
    };
    let given = cell.get("given").and_then(Value::as_bool).unwrap_or(false);
    match cell.get("value") {
        Some(value) if given && value.as_u64() != Some(0) => {
            builder.set_given(index, value_of(value)?);
            return Ok(());
        }
        _ => {}
    }
    let marks = cell
        .get("givenPencilMarks")
        .or(cell.get("givenpencilmarks"));
    if let Some(marks) = marks.filter(|marks| !marks.is_null()) {
        let marks = marks.as_array().ok_or_else(|| {
            FormError::Document(format!("has given pencil marks of {name} that are no list"))
        })?;
        if !marks.is_empty() {
            let mask = marks.iter().try_fold(0u32, |mask, mark| {
                Ok::<u32, FormError>(mask | 1 << (value_of(mark)? - 1))
            })?;
            builder.restrict(index, mask);
        }
    }
    Ok(())
}

/// The region of a cell from its `region`: a number from 0 (a grid has N regions).
fn region_of(region: &Value, name: &str, n: usize) -> Result<u8, FormError> {
    match region {
        Value::Null => Err(FormError::Document(format!(
            "puts {name} in no region, and a grid without full regions is not supported"
        ))),
        _ => region
            .as_u64()
            .filter(|&region| region < n as u64)
            .map(|region| region as u8)
            .ok_or_else(|| {
                FormError::Document(format!(
                    "puts {name} in region {region}, and a {n}×{n} grid has regions 0 to {}",
                    n - 1
                ))
            }),
    }
}
