//! A transformation of the canonical form's search as it is built target row by target row,
//! and the smallest row found so far.

use std::cmp::Ordering;

use super::column_set::{ColumnSet, Row};

/// A transformation chosen for the target rows so far.
#[derive(Clone, Copy, Debug)]
pub(super) struct Partial {
    /// 0 for the puzzle as given, 1 for its transpose.
    pub(super) source: u8,
    /// The source rows taken, a bit each.
    pub(super) used: u16,
    /// The source band of the current target band.
    pub(super) band: u8,
    /// What is known of the order of the columns.
    pub(super) columns: Columns,
    /// The label of each source digit, 0 while it has none.
    pub(super) labels: [u8; 10],
    /// The label the next new digit takes.
    pub(super) next_label: u8,
}

/// The column orders a partial transformation may still take.
#[derive(Clone, Copy, Debug)]
pub(super) enum Columns {
    /// Any: every target row so far is empty.
    Any,
    /// Any of a set that ties on the first row with givens, the source row `first`.
    Among { first: u8, set: ColumnSet },
    /// Target column `j` shows source column `columns[j]`.
    Fixed(Row),
}

/// Keeps `partial`, whose row shows `value`, if no smaller row was found; a smaller row than
/// any before drops the partial transformations kept so far.
pub(super) fn keep(value: Row, partial: Partial, best: &mut Best, next: &mut Vec<Partial>) {
    let key = Best::key(&value);
    match key.cmp(&best.key) {
        Ordering::Less => {
            *best = Best { row: value, key };
            next.clear();
            next.push(partial);
        }
        Ordering::Equal => next.push(partial),
        Ordering::Greater => {}
    }
}

/// The smallest row found for a target row, and its key.
#[derive(Clone, Copy, Debug)]
pub(super) struct Best {
    pub(super) row: Row,
    /// The row's values as the nibbles of one number, so that rows compare as numbers do
    /// (comparing the arrays called `memcmp`, which took a third of the time).
    pub(super) key: u64,
}

impl Best {
    /// Larger than any row.
    pub(super) const NONE: Best = Best {
        row: [u8::MAX; 9],
        key: u64::MAX,
    };

    pub(super) fn key(row: &Row) -> u64 {
        row.iter()
            .fold(0, |key, &value| key << 4 | u64::from(value))
    }
}

/// `line` in the column order `columns`, each digit under its label; new digits take the next
/// free labels in order of appearance.
pub(super) fn relabel(
    line: &Row,
    columns: &Row,
    labels: &mut [u8; 10],
    next_label: &mut u8,
) -> Row {
    let mut value = [0u8; 9];
    for (target, &column) in value.iter_mut().zip(columns) {
        let digit = usize::from(line[usize::from(column)]);
        if digit != 0 {
            if labels[digit] == 0 {
                labels[digit] = *next_label;
                *next_label += 1;
            }
            *target = labels[digit];
        }
    }
    value
}
