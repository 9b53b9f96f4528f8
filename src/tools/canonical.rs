//! `--canonical`: the minlex form of a 9×9 puzzle, and how many transformations map the puzzle
//! onto itself.
//!
//! The minlex form is the smallest, read as 81 symbols with holes as `0`, of the puzzles that
//! [`Transformation`](super::Transformation)s make of the puzzle. Trying all 3,359,232
//! rearrangements of cells would take a second a puzzle; the search here builds the form a
//! row at a time instead, keeping only the partial transformations that tie for the smallest
//! rows so far:
//!
//! - a partial transformation is a choice of transposition, the source rows of the target rows
//!   so far (the first row of a target band chooses the source band, the next two take rows of
//!   that band), an order of the columns, and the digit labels handed out so far;
//! - each row is relabelled greedily, in its order: a digit seen before keeps its label, a new
//!   one takes the next free label, which is the smallest the row can show;
//! - while every target row so far is empty, every column order ties, so none is chosen: the
//!   first row that holds givens picks the orders that push its givens furthest right (stacks
//!   by ascending number of givens, holes first within a stack), and only those go on;
//! - a partial transformation whose row is larger than the smallest found for that row is
//!   dropped at once, and a smaller row drops all the others.
//!
//! The transformations left after the ninth row all make the minlex form, and each maps the
//! puzzle onto itself composed with the inverse of another, so there are as many of them as
//! automorphisms. Puzzles with a few givens per row keep a few dozen partial transformations;
//! near-empty ones keep more (the empty grid ends with 2,592 row orders, each with any of the
//! 1,296 column orders), still a bounded amount.

use std::cmp::Ordering;

use crate::grid::{CELLS, Grid};

/// A puzzle's minlex form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Canonical {
    /// The smallest equivalent puzzle, holes read as `0`.
    pub grid: Grid,
    /// How many of the 3,359,232 rearrangements of cells (each with the relabelling that goes
    /// with it) map the puzzle onto itself: 1 for most puzzles.
    pub automorphisms: u64,
}

/// One row of 9 values.
type Row = [u8; 9];

/// The column orders that keep stacks together: 6 orders of stacks times 6 within each.
const COLUMN_ORDERS: u64 = 6 * 6 * 6 * 6;

/// The six orders of three things.
const ORDERS: [[u8; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// A transformation chosen for the target rows so far.
#[derive(Clone, Copy, Debug)]
struct Partial {
    /// 0 for the puzzle as given, 1 for its transpose.
    source: u8,
    /// The source rows taken, a bit each.
    used: u16,
    /// The source band of the current target band.
    band: u8,
    /// Target column `j` shows source column `columns[j]`; none while every target row so far
    /// is empty, so that every column order ties.
    columns: Option<Row>,
    /// The label of each source digit, 0 while it has none.
    labels: [u8; 10],
    /// The label the next new digit takes.
    next_label: u8,
}

/// The minlex form of `puzzle` and its number of automorphisms.
pub fn canonical(puzzle: &Grid) -> Canonical {
    let sources = [rows_of(puzzle, false), rows_of(puzzle, true)];
    let start = |source| Partial {
        source,
        used: 0,
        band: 0,
        columns: None,
        labels: [0; 10],
        next_label: 1,
    };
    let mut partials = vec![start(0), start(1)];
    let mut next = Vec::with_capacity(64);
    let mut cells = [0u8; CELLS];
    for (row, target) in cells.chunks_exact_mut(9).enumerate() {
        target.copy_from_slice(&extend(&partials, row, &sources, &mut next));
        std::mem::swap(&mut partials, &mut next);
        next.clear();
    }
    let automorphisms = partials
        .iter()
        .map(|partial| match partial.columns {
            Some(_) => 1,
            None => COLUMN_ORDERS,
        })
        .sum();
    Canonical {
        grid: Grid::from_cells(cells).expect("labels are digits"),
        automorphisms,
    }
}

/// The rows of `puzzle`, or of its transpose.
fn rows_of(puzzle: &Grid, transpose: bool) -> [Row; 9] {
    let mut rows = [[0u8; 9]; 9];
    for (cell, &value) in puzzle.cells().iter().enumerate() {
        let (row, column) = (cell / 9, cell % 9);
        if transpose {
            rows[column][row] = value;
        } else {
            rows[row][column] = value;
        }
    }
    rows
}

/// Extends every partial transformation by each source row that may become target row `row`,
/// keeping in `next` those that make the smallest row; returns that row.
fn extend(
    partials: &[Partial],
    row: usize,
    sources: &[[Row; 9]; 2],
    next: &mut Vec<Partial>,
) -> Row {
    let mut best = [u8::MAX; 9];
    for partial in partials {
        let mut open = open_rows(partial, row);
        while open != 0 {
            let source_row = open.trailing_zeros() as usize;
            open &= open - 1;
            let line = &sources[usize::from(partial.source)][source_row];
            let mut taken = *partial;
            taken.used |= 1 << source_row;
            taken.band = (source_row / 3) as u8;
            match partial.columns {
                Some(columns) => {
                    let value = relabel(line, &columns, &mut taken.labels, &mut taken.next_label);
                    keep(value, taken, &mut best, next);
                }
                None => choose_columns(line, taken, &mut best, next),
            }
        }
    }
    best
}

/// The source rows that may become target row `row`: any row of an unused band at the top of a
/// target band, else the unused rows of the current band.
fn open_rows(partial: &Partial, row: usize) -> u16 {
    if !row.is_multiple_of(3) {
        return (0b111 << (3 * partial.band)) & !partial.used;
    }
    (0..3)
        .map(|band| 0b111u16 << (3 * band))
        .filter(|&band| partial.used & band == 0)
        .fold(0, |open, band| open | band)
}

/// Keeps `partial`, whose row shows `value`, if no smaller row was found; a smaller row than
/// any before drops the partial transformations kept so far.
fn keep(value: Row, partial: Partial, best: &mut Row, next: &mut Vec<Partial>) {
    match value.cmp(best) {
        Ordering::Less => {
            *best = value;
            next.clear();
            next.push(partial);
        }
        Ordering::Equal => next.push(partial),
        Ordering::Greater => {}
    }
}

/// `line` in the column order `columns`, each digit under its label; new digits take the next
/// free labels in order of appearance.
fn relabel(line: &Row, columns: &Row, labels: &mut [u8; 10], next_label: &mut u8) -> Row {
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

/// Keeps `partial`, which has no column order yet, with each column order that makes the
/// smallest row of `line`: an empty line keeps every order open; otherwise the stacks go by
/// ascending number of givens and, within each, the holes go first.
fn choose_columns(line: &Row, partial: Partial, best: &mut Row, next: &mut Vec<Partial>) {
    let givens = |stack: u8| {
        let cells = &line[usize::from(stack) * 3..][..3];
        cells.iter().filter(|&&value| value != 0).count()
    };
    if line.iter().all(|&value| value == 0) {
        return keep([0; 9], partial, best, next);
    }
    // No row of these orders is smaller than their pattern with every given labelled 1 (a
    // row with a repeated digit, whose givens conflict, may show one label twice).
    let mut counts = [givens(0), givens(1), givens(2)];
    counts.sort_unstable();
    let mut bound = [0u8; 9];
    for (stack, &count) in counts.iter().enumerate() {
        bound[stack * 3 + 3 - count..stack * 3 + 3].fill(1);
    }
    if bound > *best {
        return;
    }
    let within: [Vec<[u8; 3]>; 3] = [0, 1, 2].map(|stack| holes_first(&line[stack * 3..][..3]));
    for stacks in ORDERS {
        if !stacks.is_sorted_by_key(|&stack| givens(stack)) {
            continue;
        }
        let [first, second, third] = stacks.map(|stack| &within[usize::from(stack)]);
        for a in first {
            for b in second {
                for c in third {
                    let mut columns = [0u8; 9];
                    for (slot, (stack, order)) in stacks.iter().zip([a, b, c]).enumerate() {
                        for (k, &column) in order.iter().enumerate() {
                            columns[slot * 3 + k] = stack * 3 + column;
                        }
                    }
                    let mut taken = partial;
                    let value = relabel(line, &columns, &mut taken.labels, &mut taken.next_label);
                    taken.columns = Some(columns);
                    keep(value, taken, best, next);
                }
            }
        }
    }
}

/// The orders of a stack's three cells that put its holes before its givens.
fn holes_first(cells: &[u8]) -> Vec<[u8; 3]> {
    let is_given = |order: &[u8; 3], k: usize| cells[usize::from(order[k])] != 0;
    ORDERS
        .into_iter()
        .filter(|order| (1..3).all(|k| is_given(order, k - 1) <= is_given(order, k)))
        .collect()
}
