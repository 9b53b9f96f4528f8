//! The column orders of the canonical form's search: the set of orders that tie on the first
//! row with givens (the search among them for the second row is `second_row.rs`).

use super::column_set::{ColumnSet, ORDERS, Row};
use super::partial::{Best, Columns, Partial, keep, relabel};
use crate::bitset::DigitSet;

/// Keeps `partial`, whose rows so far are empty, with the column orders that make the
/// smallest row of `line` (source row `source_row`, not empty): the stacks by ascending number
/// of givens and, within each, the holes first. Its digits all take new labels in order, so
/// every such order makes the same row, and they are kept as one set; a row that repeats a
/// digit is relabelled order by order instead.
pub(super) fn choose_columns(
    line: &Row,
    source_row: usize,
    partial: Partial,
    best: &mut Best,
    next: &mut Vec<Partial>,
) {
    let givens = |stack: u8| {
        let cells = &line[usize::from(stack) * 3..][..3];
        cells.iter().filter(|&&value| value != 0).count()
    };
    let stacks = (0..6)
        .filter(|&order| ORDERS[order].is_sorted_by_key(|&stack| givens(stack)))
        .fold(0, |mask, order| mask | 1 << order);
    let set = ColumnSet {
        stacks,
        within: [0, 1, 2].map(|stack| holes_first(&line[stack * 3..][..3])),
    };
    let mut digits = DigitSet::NONE;
    let repeats = line.iter().filter(|&&value| value != 0).any(|&digit| {
        let seen = digits.contains(digit);
        digits.insert(digit);
        seen
    });
    if repeats {
        for columns in set.orders() {
            let mut taken = partial;
            let value = relabel(line, &columns, &mut taken.labels, &mut taken.next_label);
            taken.columns = Columns::Fixed(columns);
            keep(value, taken, best, next);
        }
        return;
    }
    let first_order = set.orders().next().expect("a set of orders is never empty");
    let value = relabel(line, &first_order, &mut [0; 10], &mut 1);
    let among = Partial {
        columns: Columns::Among {
            first: source_row as u8,
            set,
        },
        ..partial
    };
    keep(value, among, best, next);
}

/// The orders of a stack's three cells that put its holes before its givens, a bit for each
/// entry of [`ORDERS`].
fn holes_first(cells: &[u8]) -> u8 {
    let is_given = |order: &[u8; 3], k: usize| cells[usize::from(order[k])] != 0;
    (0..6)
        .filter(|&order| {
            (1..3).all(|k| is_given(&ORDERS[order], k - 1) <= is_given(&ORDERS[order], k))
        })
        .fold(0, |mask, order| mask | 1 << order)
}
