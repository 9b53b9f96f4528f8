//! The keys of an f-puzzles document whose rules count the values of several cells: double
//! arrows, zipper lines and quadruples, read as Rangsk's `CreateFromFPuzzles` reads them.

use serde_json::{Map, Value};

use super::super::build::Builder;
use super::fields::{cells, entries, lines, name, number};
use crate::parse::variant::error::FormError;
use crate::variant::Rule;

/// The keys read here.
pub(super) const KEYS: &[&str] = &["doublearrow", "zipperline", "quadruple"];

/// A rule along a line, if the line binds anything.
type LineRule = fn(&[usize]) -> Option<Rule>;

/// Adds the rules of the document's `keys` (lower case) to `b`, whose grid is read.
pub(super) fn read(keys: &Map<String, Value>, b: &mut Builder) -> Result<(), FormError> {
    let n = b.n;
    // A line of fewer than three cells binds nothing, as Rangsk reads it.
    let line_rules: [(&str, LineRule); 2] = [
        ("doublearrow", Rule::double_arrow),
        ("zipperline", Rule::zipper),
    ];
    for (key, rule) in line_rules {
        for entry in entries(keys, key)? {
            for line in lines(entry, n)? {
                rule(&line).into_iter().for_each(|rule| b.push(rule));
            }
        }
    }
    for quadruple in entries(keys, "quadruple")? {
        let mut cells = cells(quadruple, "cells", n)?;
        cells.sort_unstable();
        cells.dedup();
        if cells.is_empty() {
            return Err(FormError::rule("a quadruple needs cells"));
        }
        let what = || format!("the quadruple at {}", name(n, &cells));
        let listed = match quadruple.get("values") {
            None | Some(Value::Null) => &[][..],
            Some(Value::Array(values)) => values.as_slice(),
            Some(_) => return Err(FormError::rule(format!("{} lists no values", what()))),
        };
        let mut values = Vec::new();
        for value in listed {
            match number(Some(value), what)? {
                Some(v) if (1..=n as u32).contains(&v) => values.push(v as u8),
                _ => return Err(FormError::rule(format!("{} lists {value}", what()))),
            }
        }
        b.push(Rule::Quadruple { cells, values });
    }
    Ok(())
}
