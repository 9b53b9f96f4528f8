//! The fields of an f-puzzles document's entries: lists, cells `RxCy`, lines and numbers,
//! each read with an error naming what is missing or unreadable.

use serde_json::{Map, Value};

use crate::parse::variant::error::FormError;
use crate::variant::LARGEST_CLUE;

/// The entries of an array key; none when it is missing or null.
pub(super) fn entries<'a>(
    keys: &'a Map<String, Value>,
    key: &str,
) -> Result<&'a [Value], FormError> {
    match keys.get(key) {
        None | Some(Value::Null) => Ok(&[]),
        Some(Value::Array(items)) => Ok(items),
        Some(_) => Err(FormError::Document(format!(
            "has '{key}' that is not a list"
        ))),
    }
}

/// The cells of the single-cell entries of `key` (`odd`, `minimum`…).
pub(super) fn single_cells(
    keys: &Map<String, Value>,
    key: &str,
    n: usize,
) -> Result<Vec<usize>, FormError> {
    let mut cells = Vec::new();
    for entry in entries(keys, key)? {
        match entry.get("cell") {
            Some(Value::String(text)) if !text.trim().is_empty() => cells.push(cell(text, n)?),
            // An empty cell, as an editor may leave one, marks nothing.
            Some(Value::String(_)) => {}
            _ => {
                return Err(FormError::rule(format!(
                    "an entry of '{key}' names no cell"
                )));
            }
        }
    }
    Ok(cells)
}

/// The two cells of a marker between cells.
pub(super) fn pair(entry: &Value, n: usize) -> Result<[usize; 2], FormError> {
    let cells = cells(entry, "cells", n)?;
    <[usize; 2]>::try_from(cells).map_err(|cells| {
        FormError::rule(format!(
            "a marker between cells joins {} cells",
            cells.len()
        ))
    })
}

/// The cells, inside the grid, of `entry[field]`.
pub(super) fn cells(entry: &Value, field: &str, n: usize) -> Result<Vec<usize>, FormError> {
    let list = entry.get(field).and_then(Value::as_array).ok_or_else(|| {
        FormError::Document(format!("has an entry without its list of '{field}'"))
    })?;
    list.iter()
        .map(|item| cell(item.as_str().unwrap_or_default(), n))
        .collect()
}

/// The lines of `entry.lines`, each a list of cells inside the grid; empty lines are left out.
pub(super) fn lines(entry: &Value, n: usize) -> Result<Vec<Vec<usize>>, FormError> {
    let lines = entry
        .get("lines")
        .and_then(Value::as_array)
        .ok_or_else(|| FormError::Document("has a line without its list of 'lines'".into()))?;
    let lines = lines
        .iter()
        .map(|line| cells(&serde_json::json!({ "cells": line }), "cells", n));
    let lines: Vec<Vec<usize>> = lines.collect::<Result<_, _>>()?;
    Ok(lines.into_iter().filter(|line| !line.is_empty()).collect())
}

/// The text of `entry[field]`.
pub(super) fn text<'a>(entry: &'a Value, field: &str) -> Result<&'a str, FormError> {
    entry
        .get(field)
        .and_then(Value::as_str)
        .ok_or_else(|| FormError::Document(format!("has an entry without its '{field}'")))
}

/// A cell `RxCy` inside the grid, row-major from 0.
pub(super) fn cell(text: &str, n: usize) -> Result<usize, FormError> {
    let (r, c) = position(text)?;
    if (0..n as i64).contains(&r) && (0..n as i64).contains(&c) {
        Ok(r as usize * n + c as usize)
    } else {
        let cell = text.trim().to_owned();
        Err(FormError::Outside { cell, size: n })
    }
}

/// The row and column, from 0, of a cell `RxCy` (`R0C3` is -1, 2: outside the grid).
pub(super) fn position(text: &str) -> Result<(i64, i64), FormError> {
    let not_a_cell = || FormError::NotACell(text.to_owned());
    let rest = text
        .trim()
        .strip_prefix(['R', 'r'])
        .ok_or_else(not_a_cell)?;
    let (row, column) = rest.split_once(['C', 'c']).ok_or_else(not_a_cell)?;
    let number = |digits: &str| -> Result<i64, FormError> {
        let ok =
            !digits.is_empty() && digits.len() <= 6 && digits.bytes().all(|b| b.is_ascii_digit());
        ok.then(|| digits.parse::<i64>().expect("digits") - 1)
            .ok_or_else(not_a_cell)
    };
    Ok((number(row)?, number(column)?))
}

/// A rule's number from its `value` (text or a number); `None` when missing or empty.
pub(super) fn number(
    value: Option<&Value>,
    what: impl Fn() -> String,
) -> Result<Option<u32>, FormError> {
    let text = match value {
        None | Some(Value::Null) => return Ok(None),
        Some(Value::String(text)) => text.trim().to_owned(),
        Some(Value::Number(number)) => number.to_string(),
        Some(other) => other.to_string(),
    };
    if text.is_empty() {
        return Ok(None);
    }
    let absurd = || FormError::rule(format!("{} has an unreadable sum '{text}'", what()));
    match text.parse::<i64>() {
        Ok(value) if (0..=i64::from(LARGEST_CLUE)).contains(&value) => Ok(Some(value as u32)),
        _ => Err(absurd()),
    }
}

/// The name of a rule's first cell, as messages give it (`r3c4`).
pub(super) fn name(n: usize, cells: &[usize]) -> String {
    crate::variant::cell_name(n, cells[0])
}
