//! The keys of an f-puzzles document whose rules bind cells two by two: clones, nabner,
//! entropic, modular and slow-thermometer lines, and indexers, read as Rangsk's
//! `CreateFromFPuzzles` reads them.

use serde_json::{Map, Value};

use super::super::build::Builder;
use super::fields::{cells, entries, lines};
use crate::parse::variant::error::FormError;
use crate::variant::{Index, Pairwise, Rule};

/// The keys read here.
pub(super) const KEYS: &[&str] = &[
    "clone",
    "nabner",
    "entropicline",
    "modularline",
    "slowthermometer",
    "rowindexer",
    "columnindexer",
    "boxindexer",
];

/// A rule made of a line's cells.
type LineRule = fn(Vec<usize>) -> Pairwise;

/// Adds the rules of the document's `keys` (lower case) to `b`, whose grid is read.
pub(super) fn read(keys: &Map<String, Value>, b: &mut Builder) -> Result<(), FormError> {
    let n = b.n;
    for clone in entries(keys, "clone")? {
        let (cells, clones) = (cells(clone, "cells", n)?, cells(clone, "cloneCells", n)?);
        if cells.len() != clones.len() {
            let counts = format!("{} cells and {} clone cells", cells.len(), clones.len());
            return Err(FormError::rule(format!("a clone of {counts}")));
        }
        b.push(Rule::Pairwise(Pairwise::Clone { cells, clones }));
    }
    let modular = |cells| Pairwise::Modular { cells, modulus: 3 };
    let line_rules: [(&str, LineRule); 4] = [
        ("nabner", Pairwise::Nabner),
        ("entropicline", Pairwise::Entropic),
        ("modularline", modular),
        ("slowthermometer", Pairwise::SlowThermometer),
    ];
    for (key, rule) in line_rules {
        for entry in entries(keys, key)? {
            for line in lines(entry, n)? {
                b.push(Rule::Pairwise(rule(line)));
            }
        }
    }
    let indexers = [
        ("rowindexer", Index::Row),
        ("columnindexer", Index::Column),
        ("boxindexer", Index::Region),
    ];
    for (key, kind) in indexers {
        // Every entry of a kind makes one rule, as Rangsk merges them.
        let mut all = Vec::new();
        for entry in entries(keys, key)? {
            all.extend(cells(entry, "cells", n)?);
        }
        if !all.is_empty() {
            b.push(Rule::Pairwise(Pairwise::Indexer { kind, cells: all }));
        }
    }
    Ok(())
}
