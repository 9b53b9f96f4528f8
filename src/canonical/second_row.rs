//! The search among a set of column orders for those that make the second row with givens
//! smallest.

use super::column_set::{COLUMN_ORDERS, ColumnSet, Row};
use super::partial::{Best, Columns, Partial, keep, relabel};

/// The search for the column orders of a set that make the smallest second row with givens.
pub(super) struct Search<'a> {
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
    pub(super) fn new(rows: [&'a Row; 2], set: ColumnSet, partial: Partial) -> Self {
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
    pub(super) fn run(&self, best: &mut Best, next: &mut Vec<Partial>) {
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

#[cfg(test)]
mod tests {
    use super::super::columns::choose_columns;
    use super::super::rows_of;
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
