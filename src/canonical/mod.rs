//! `--canonical`: the minlex form of a 9×9 puzzle, and how many transformations map the puzzle
//! onto itself.
//!
//! The minlex form is the smallest, read as 81 symbols with holes as `0`, of the puzzles that
//! [`Transformation`](crate::tools::Transformation)s make of the puzzle. Trying all 3,359,232
//! rearrangements of cells would take a second a puzzle; the search here builds the form a
//! row at a time instead, keeping only the partial transformations that tie for the smallest
//! rows so far (the choice of column orders is in `columns.rs`):
//!
//! - a partial transformation is a choice of transposition, the source rows of the target rows
//!   so far (the first row of a target band chooses the source band, the next two take rows of
//!   that band), what is known of the order of the columns, and the digit labels handed out;
//! - each row is relabelled greedily, in its order: a digit seen before keeps its label, a new
//!   one takes the next free label, which is the smallest the row can show;
//! - while every target row so far is empty, every column order ties ([`Columns::Any`]);
//! - the first row with givens is smallest with the stacks by ascending number of givens and
//!   the holes first within each stack, whatever the order of its givens, since its digits are
//!   all new: the orders that do so are kept as a set ([`Columns::Among`]), not one by one
//!   (a full row would make 1,296 of them);
//! - the next row with givens chooses among them by a depth-first search over the target
//!   columns, left to right, that drops an order as soon as its row is sure to be larger than
//!   the smallest found: a digit of the first row whose column is not placed yet will take a
//!   label above those handed out, a bound that settles most branches within a few columns;
//! - when both rows are full (always so in a solution grid, whose first row becomes
//!   `123456789`), that search takes a shorter way ([`Search::place_full`]): the first row
//!   labels each column by its place, so a cell of the second row shows where the column of its
//!   digit in the first row goes, and a column not placed yet can go at once to the first place
//!   open to it, the only one that makes the cell smallest; only the target columns not placed
//!   that way are chosen, and each step settles one value, compared with the smallest row as a
//!   number (the general search spent about 70 steps of 9 columns on each of a solution
//!   grid's 36 pairs of first rows);
//! - a partial transformation whose row is larger than the smallest found for that row is
//!   dropped at once, and a smaller row drops all the others.
//!
//! The transformations left after the ninth row all make the minlex form, and each maps the
//! puzzle onto itself composed with the inverse of another, so there are as many of them as
//! automorphisms. A row whose givens repeat a digit (a puzzle with no solution) has no single
//! smallest relabelling, so its orders are tried one by one.

use crate::grid::{CELLS, Grid};

mod column_set;
mod columns;
mod partial;
mod second_row;

use column_set::{COLUMN_ORDERS, Row};
use columns::choose_columns;
use partial::{Best, Columns, Partial, keep, relabel};
use second_row::Search;

/// A puzzle's minlex form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Canonical {
    /// The smallest equivalent puzzle, holes read as `0`.
    pub grid: Grid,
    /// How many of the 3,359,232 rearrangements of cells (each with the relabelling that goes
    /// with it) map the puzzle onto itself: 1 for most puzzles.
    pub automorphisms: u64,
}

/// The minlex form of `puzzle` and its number of automorphisms.
pub fn canonical(puzzle: &Grid) -> Canonical {
    let sources = [rows_of(puzzle, false), rows_of(puzzle, true)];
    let start = |source| Partial {
        source,
        used: 0,
        band: 0,
        columns: Columns::Any,
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
            Columns::Any => COLUMN_ORDERS,
            Columns::Among { set, .. } => set.len(),
            Columns::Fixed(_) => 1,
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
    let mut best = Best::NONE;
    for partial in partials {
        let mut open = open_rows(partial, row);
        while open != 0 {
            let source_row = open.trailing_zeros() as usize;
            open &= open - 1;
            let rows = &sources[usize::from(partial.source)];
            let line = &rows[source_row];
            let mut taken = *partial;
            taken.used |= 1 << source_row;
            taken.band = (source_row / 3) as u8;
            match partial.columns {
                _ if is_empty(line) => keep([0; 9], taken, &mut best, next),
                Columns::Fixed(columns) => {
                    let value = relabel(line, &columns, &mut taken.labels, &mut taken.next_label);
                    keep(value, taken, &mut best, next);
                }
                Columns::Any => choose_columns(line, source_row, taken, &mut best, next),
                Columns::Among { first, set } => {
                    let rows = [&rows[usize::from(first)], line];
                    Search::new(rows, set, taken).run(&mut best, next);
                }
            }
        }
    }
    best.row
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

/// Whether a row has no givens.
fn is_empty(line: &Row) -> bool {
    line.iter().all(|&value| value == 0)
}
