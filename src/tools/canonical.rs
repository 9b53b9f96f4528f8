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

use std::cmp::Ordering;

use crate::bitset::DigitSet;
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

/// The entries of [`ORDERS`] that begin with each prefix of up to three of `0`, `1`, `2`, a bit
/// each, indexed by [`prefix_index`].
const ORDERS_WITH_PREFIX: [u8; 40] = {
    let mut table = [0u8; 40];
    let mut order = 0;
    while order < 6 {
        let [a, b, c] = ORDERS[order];
        let indices = [0, 1 + a, 4 + 3 * a + b, 13 + 9 * a + 3 * b + c];
        let mut k = 0;
        while k < 4 {
            table[indices[k] as usize] |= 1 << order;
            k += 1;
        }
        order += 1;
    }
    table
};

/// The index of `prefix` (up to three of `0`, `1`, `2`) in [`ORDERS_WITH_PREFIX`]: the
/// prefixes of each length after the shorter ones, in base 3.
fn prefix_index(prefix: &[u8]) -> usize {
    let offset = [0, 1, 4, 13][prefix.len()];
    offset
        + prefix
            .iter()
            .fold(0, |index, &k| index * 3 + usize::from(k))
}

/// A transformation chosen for the target rows so far.
#[derive(Clone, Copy, Debug)]
struct Partial {
    /// 0 for the puzzle as given, 1 for its transpose.
    source: u8,
    /// The source rows taken, a bit each.
    used: u16,
    /// The source band of the current target band.
    band: u8,
    /// What is known of the order of the columns.
    columns: Columns,
    /// The label of each source digit, 0 while it has none.
    labels: [u8; 10],
    /// The label the next new digit takes.
    next_label: u8,
}

/// The column orders a partial transformation may still take.
#[derive(Clone, Copy, Debug)]
enum Columns {
    /// Any: every target row so far is empty.
    Any,
    /// Any of a set that ties on the first row with givens, the source row `first`.
    Among { first: u8, set: ColumnSet },
    /// Target column `j` shows source column `columns[j]`.
    Fixed(Row),
}

/// A set of column orders that keep stacks together: the orders of the stacks among
/// `stacks`, and within source stack `k` the orders among `within[k]` (each a bit for an
/// entry of [`ORDERS`]).
#[derive(Clone, Copy, Debug)]
struct ColumnSet {
    stacks: u8,
    within: [u8; 3],
}

impl ColumnSet {
    /// How many column orders the set holds.
    fn len(&self) -> u64 {
        let count = |mask: u8| u64::from(mask.count_ones());
        count(self.stacks) * self.within.iter().map(|&mask| count(mask)).product::<u64>()
    }

    /// Whether an order of `mask` (a bit for each entry of [`ORDERS`]) begins with `prefix`
    /// (stacks, or columns of a stack).
    fn allows(mask: u8, prefix: &[u8]) -> bool {
        mask & ORDERS_WITH_PREFIX[prefix_index(prefix)] != 0
    }

    /// Every column order of the set.
    fn orders(self) -> impl Iterator<Item = Row> {
        let pick = |mask: u8| (0..6).filter(move |order| mask & (1 << order) != 0);
        pick(self.stacks).flat_map(move |stacks| {
            let stacks = ORDERS[stacks];
            pick(self.within[usize::from(stacks[0])]).flat_map(move |a| {
                pick(self.within[usize::from(stacks[1])]).flat_map(move |b| {
                    pick(self.within[usize::from(stacks[2])]).map(move |c| {
                        let mut columns = [0u8; 9];
                        for (slot, within) in [a, b, c].into_iter().enumerate() {
                            for (k, &column) in ORDERS[within].iter().enumerate() {
                                columns[slot * 3 + k] = stacks[slot] * 3 + column;
                            }
                        }
                        columns
                    })
                })
            })
        })
    }
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

/// Keeps `partial`, whose row shows `value`, if no smaller row was found; a smaller row than
/// any before drops the partial transformations kept so far.
fn keep(value: Row, partial: Partial, best: &mut Best, next: &mut Vec<Partial>) {
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
struct Best {
    row: Row,
    /// The row's values as the nibbles of one number, so that rows compare as numbers do
    /// (comparing the arrays called `memcmp`, which took a third of the time).
    key: u64,
}

impl Best {
    /// Larger than any row.
    const NONE: Best = Best {
        row: [u8::MAX; 9],
        key: u64::MAX,
    };

    fn key(row: &Row) -> u64 {
        row.iter()
            .fold(0, |key, &value| key << 4 | u64::from(value))
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

/// Whether a row has no givens.
fn is_empty(line: &Row) -> bool {
    line.iter().all(|&value| value == 0)
}

/// Keeps `partial`, whose rows so far are empty, with the column orders that make the
/// smallest row of `line` (source row `source_row`, not empty): the stacks by ascending number
/// of givens and, within each, the holes first. Its digits all take new labels in order, so
/// every such order makes the same row, and they are kept as one set; a row that repeats a
/// digit is relabelled order by order instead.
fn choose_columns(
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

/// The search for the column orders of a set that make the smallest second row with givens.
struct Search<'a> {
    /// The first row with givens, whose digits are distinct, and the row being placed.
    rows: [&'a Row; 2],
    set: ColumnSet,
    /// The source column of each digit in the first row, `NONE` for a digit it lacks.
    column_of: [u8; 10],
    /// Givens in the first row.
    first_givens: u8,
    /// The partial transformation being extended.
    partial: Partial,
}

/// No column.
const NONE: u8 = u8::MAX;

/// A column order being built, left to right.
#[derive(Clone, Copy)]
struct Placed {
    /// Target column `j` shows source column `columns[j]`, for `j` below `count`.
    columns: Row,
    count: usize,
    /// The source columns placed, a bit each.
    used: u16,
    /// The label of the first row's given in each source column placed.
    labels: [u8; 9],
    /// The first row's givens placed.
    givens: u8,
}

/// The value a target cell of the row being placed shows, or the least it can show.
enum Value {
    Exact(u8),
    AtLeast(u8),
}

impl<'a> Search<'a> {
    fn new(rows: [&'a Row; 2], set: ColumnSet, partial: Partial) -> Self {
        let mut column_of = [NONE; 10];
        for (column, &digit) in rows[0].iter().enumerate() {
            column_of[usize::from(digit)] = column as u8;
        }
        column_of[0] = NONE;
        let first_givens = rows[0].iter().filter(|&&value| value != 0).count() as u8;
        Search {
            rows,
            set,
            column_of,
            first_givens,
            partial,
        }
    }

    /// Keeps, in `next`, the partial transformation with each order of the set that makes the
    /// smallest row.
    fn run(&self, best: &mut Best, next: &mut Vec<Partial>) {
        if self.set.len() == COLUMN_ORDERS && !self.rows[1].contains(&0) {
            return self.place_full(Full::START, best, next);
        }
        let start = Placed {
            columns: [0; 9],
            count: 0,
            used: 0,
            labels: [0; 9],
            givens: 0,
        };
        self.place(start, best, next);
    }

    /// Tries each source column the set allows at the next target column, going deeper while
    /// the row may still be the smallest.
    fn place(&self, placed: Placed, best: &mut Best, next: &mut Vec<Partial>) {
        if placed.count == 9 {
            return self.finish(&placed.columns, best, next);
        }
        let (slot, k) = (placed.count / 3, placed.count % 3);
        let mut stacks = [0u8; 3];
        for (earlier, stack) in stacks.iter_mut().enumerate().take(slot + 1) {
            *stack = placed.columns[earlier * 3] / 3;
        }
        let mut within = [0u8; 3];
        for (position, column) in within.iter_mut().enumerate().take(k) {
            *column = placed.columns[slot * 3 + position] % 3;
        }
        for column in 0..9u8 {
            let stack = column / 3;
            if placed.used & (1 << column) != 0 {
                continue;
            }
            let stack_allowed = if k == 0 {
                stacks[slot] = stack;
                ColumnSet::allows(self.set.stacks, &stacks[..=slot])
            } else {
                stack == stacks[slot]
            };
            within[k] = column % 3;
            if !stack_allowed
                || !ColumnSet::allows(self.set.within[usize::from(stack)], &within[..=k])
            {
                continue;
            }
            let mut deeper = placed;
            deeper.columns[placed.count] = column;
            deeper.count += 1;
            deeper.used |= 1 << column;
            if self.rows[0][usize::from(column)] != 0 {
                deeper.givens += 1;
                deeper.labels[usize::from(column)] = deeper.givens;
            }
            if self.may_be_smallest(&deeper, best) {
                self.place(deeper, best, next);
            }
        }
    }

    /// Whether the row, as far as the columns placed tell, may still be no larger than `best`.
    fn may_be_smallest(&self, placed: &Placed, best: &Best) -> bool {
        let mut new_labels = [0u8; 10];
        let mut new_count = 0;
        for (position, &column) in placed.columns[..placed.count].iter().enumerate() {
            let digit = self.rows[1][usize::from(column)];
            let value = match self.column_of[usize::from(digit)] {
                _ if digit == 0 => Value::Exact(0),
                NONE => {
                    if new_labels[usize::from(digit)] == 0 {
                        new_count += 1;
                        new_labels[usize::from(digit)] = self.first_givens + new_count;
                    }
                    Value::Exact(new_labels[usize::from(digit)])
                }
                first if placed.used & (1 << first) != 0 => {
                    Value::Exact(placed.labels[usize::from(first)])
                }
                // Not placed yet: it takes a label above those handed out.
                _ => Value::AtLeast(placed.givens + 1),
            };
            match value {
                Value::Exact(value) if value == best.row[position] => continue,
                Value::Exact(value) => return value < best.row[position],
                Value::AtLeast(value) => return value <= best.row[position],
            }
        }
        true
    }

    /// Places target column `full.count` when both rows are full (the set then holds every
    /// order): the first row shows each column's position plus one, so a cell of the row being
    /// placed shows where the column of its digit in the first row goes. A column not placed
    /// yet goes at once to the first place open to it, the only one that makes the cell
    /// smallest, and only the target columns not placed that way are chosen, one value a step.
    fn place_full(&self, full: Full, best: &mut Best, next: &mut Vec<Partial>) {
        let count = full.count;
        if count == 9 {
            return self.finish(&full.columns, best, next);
        }
        let slot = count / 3;
        let choices: u16 = match (full.columns[count], full.slot_stacks[slot]) {
            (NONE, NONE) => (0..3)
                .filter(|&stack| full.stack_slots[stack] == NONE)
                .fold(0, |mask, stack| mask | 0b111 << (3 * stack)),
            (NONE, stack) => 0b111 << (3 * stack) & !full.used,
            (column, _) => 1 << column,
        };
        let bound = best.key >> (4 * (8 - count));
        let mut open = choices;
        while open != 0 {
            let column = open.trailing_zeros() as u8;
            open &= open - 1;
            let mut deeper = full;
            deeper.put(column, count);
            let first = self.column_of[usize::from(self.rows[1][usize::from(column)])];
            if deeper.targets[usize::from(first)] == NONE {
                let target = deeper.first_open(first / 3);
                deeper.put(first, target);
            }
            deeper.key = full.key << 4 | u64::from(deeper.targets[usize::from(first)] + 1);
            deeper.count += 1;
            if deeper.key <= bound {
                self.place_full(deeper, best, next);
            }
        }
    }

    /// Keeps the partial transformation with the whole column order `columns`.
    fn finish(&self, columns: &Row, best: &mut Best, next: &mut Vec<Partial>) {
        let mut taken = self.partial;
        relabel(
            self.rows[0],
            columns,
            &mut taken.labels,
            &mut taken.next_label,
        );
        let value = relabel(
            self.rows[1],
            columns,
            &mut taken.labels,
            &mut taken.next_label,
        );
        taken.columns = Columns::Fixed(*columns);
        keep(value, taken, best, next);
    }
}

/// A column order being built for two full rows: target columns placed in order, and source
/// columns placed ahead of them where the row being placed needs them.
#[derive(Clone, Copy)]
struct Full {
    /// Target column `j` shows source column `columns[j]`, `NONE` while open.
    columns: Row,
    /// The target column of each source column, `NONE` while it has none.
    targets: Row,
    /// The source stack of each target stack, `NONE` while open, and the reverse.
    slot_stacks: [u8; 3],
    stack_slots: [u8; 3],
    /// The source columns placed, a bit each.
    used: u16,
    /// The target columns decided, left to right.
    count: usize,
    /// Their values in the row being placed, as in [`Best::key`].
    key: u64,
}

impl Full {
    const START: Full = Full {
        columns: [NONE; 9],
        targets: [NONE; 9],
        slot_stacks: [NONE; 3],
        stack_slots: [NONE; 3],
        used: 0,
        count: 0,
        key: 0,
    };

    /// Places source column `column` at target column `target`.
    fn put(&mut self, column: u8, target: usize) {
        let (stack, slot) = (column / 3, target / 3);
        self.columns[target] = column;
        self.targets[usize::from(column)] = target as u8;
        self.slot_stacks[slot] = stack;
        self.stack_slots[usize::from(stack)] = slot as u8;
        self.used |= 1 << column;
    }

    /// The first target column open to a source column of `stack`: the first open one of its
    /// target stack, or the first of the first target stack still open.
    fn first_open(&self, stack: u8) -> usize {
        match self.stack_slots[usize::from(stack)] {
            NONE => {
                let slot = self.slot_stacks.iter().position(|&stack| stack == NONE);
                3 * slot.expect("a stack without a place leaves a place open")
            }
            slot => {
                let first = usize::from(slot) * 3;
                (first..first + 3)
                    .find(|&target| self.columns[target] == NONE)
                    .expect("a column without a place leaves one in its stack")
            }
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::seed::PuzzleRng;
    use crate::generate::{Generator, Symmetry};

    /// The orders the search keeps for `rows`, with the smallest row, by the general search or
    /// by the one for full rows.
    fn kept(rows: [&Row; 2], full: bool) -> (Row, Vec<Row>) {
        let first = Partial {
            source: 0,
            used: 0,
            band: 0,
            columns: Columns::Any,
            labels: [0; 10],
            next_label: 1,
        };
        let mut found = Vec::new();
        let mut best = Best::NONE;
        choose_columns(rows[0], 0, first, &mut best, &mut found);
        let Columns::Among { set, .. } = found[0].columns else {
            panic!("a full row of distinct digits keeps a set of orders")
        };
        let search = Search::new(rows, set, found[0]);
        let (mut best, mut next) = (Best::NONE, Vec::new());
        if full {
            search.place_full(Full::START, &mut best, &mut next);
        } else {
            search.place(
                Placed {
                    columns: [0; 9],
                    count: 0,
                    used: 0,
                    labels: [0; 9],
                    givens: 0,
                },
                &mut best,
                &mut next,
            );
        }
        let mut orders: Vec<Row> = next
            .iter()
            .map(|partial| match partial.columns {
                Columns::Fixed(columns) => columns,
                _ => panic!("a second row fixes the columns"),
            })
            .collect();
        orders.sort();
        (best.row, orders)
    }

    #[test]
    fn full_rows_keep_the_orders_of_the_general_search() {
        let mut rng = PuzzleRng::new(5, 0);
        for seed in 0..40 {
            let solution = Generator::new(seed, Symmetry::None).generate(0).solution;
            let rows = rows_of(&solution, seed % 2 == 1);
            let mut shuffled = rows[(seed % 9) as usize];
            rng.shuffle(&mut shuffled);
            // Rows of one band, rows of other bands, and the same row, shuffled or not.
            for second in rows.iter().chain([&shuffled, &rows[0]]) {
                let pair = [&rows[0], second];
                assert_eq!(kept(pair, true), kept(pair, false), "{pair:?}");
            }
        }
    }
}
