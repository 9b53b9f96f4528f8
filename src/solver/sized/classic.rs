//! The classic engine for every shape: the seed lesson's cell-by-cell recursive backtracking,
//! with each row, column and box's "used" values kept as one bit mask (bit `v` for value `v`).
//!
//! As for 9×9, the search visits the cells in row-major order, skips the filled ones and tries
//! the values 1 to N in ascending order in each hole, so its first solution is the
//! lexicographically smallest: the reference the fast engine is held to.
//!
//! A variant puzzle is searched the same way: its irregular regions take the boxes' markers,
//! and a value placed must keep every rule on the cells filled so far (the variant's
//! [`Checker`]), else the next value is tried. Slow, and plainly right.

use std::ops::ControlFlow;

use crate::problem::Problem;
use crate::shape::Shape;
use crate::sized::SizedGrid;
use crate::solver::visit::{count_up_to, first_solution};
use crate::variant::Checker;

/// The grid being filled, with its row, column and region markers kept in step.
struct Board {
    grid: SizedGrid,
    rows: Vec<u32>,
    columns: Vec<u32>,
    /// The markers of the boxes, or of the irregular regions that replace them.
    regions: Vec<u32>,
    /// The region of every cell.
    region_of: Vec<u8>,
    /// The values each cell may take (bit `v` for the value `v`): all, unless the puzzle is a
    /// candidate grid.
    allowed: Vec<u32>,
    /// The variant's rules, when the puzzle has some.
    rules: Option<Checker>,
}

impl Board {
    /// The board of `problem`; `None` when its givens already repeat a value in a house, break
    /// the values allowed or a rule.
    fn new(problem: &Problem) -> Option<Board> {
        let shape = problem.shape();
        let n = shape.size();
        let variant = problem.variant().cloned().unwrap_or_default();
        let mut board = Board {
            grid: SizedGrid::empty(shape),
            rows: vec![0; n],
            columns: vec![0; n],
            regions: vec![0; n],
            region_of: variant.region_of(shape),
            allowed: match problem.allowed_cells() {
                Some(allowed) => allowed.iter().map(|&values| values << 1).collect(),
                None => vec![u32::MAX; shape.cells()],
            },
            rules: problem
                .variant()
                .map(|variant| Checker::new(variant, shape)),
        };
        for cell in 0..shape.cells() {
            let value = problem.givens().get(cell);
            if value != 0 {
                if (board.used(cell) | !board.allowed[cell]) & (1 << value) != 0 {
                    return None;
                }
                board.mark(cell, value);
            }
        }
        let givens_keep_rules = match &board.rules {
            Some(rules) => rules.check(board.grid.cells()).is_ok(),
            None => true,
        };
        givens_keep_rules.then_some(board)
    }

    fn shape(&self) -> Shape {
        self.grid.shape()
    }

    /// The values used in the row, column or region of `cell`.
    #[inline]
    fn used(&self, cell: usize) -> u32 {
        let shape = self.shape();
        self.rows[shape.row_of(cell)]
            | self.columns[shape.column_of(cell)]
            | self.regions[usize::from(self.region_of[cell])]
    }

    /// Puts `value` in `cell` and marks it used in the cell's three houses.
    fn mark(&mut self, cell: usize, value: u8) {
        let shape = self.shape();
        let bit = 1 << value;
        self.grid.set(cell, value);
        self.rows[shape.row_of(cell)] |= bit;
        self.columns[shape.column_of(cell)] |= bit;
        self.regions[usize::from(self.region_of[cell])] |= bit;
    }

    /// Empties `cell`, which holds `value`, and frees the value in its three houses.
    fn unmark(&mut self, cell: usize, value: u8) {
        let shape = self.shape();
        let bit = !(1 << value);
        self.grid.set(cell, 0);
        self.rows[shape.row_of(cell)] &= bit;
        self.columns[shape.column_of(cell)] &= bit;
        self.regions[usize::from(self.region_of[cell])] &= bit;
    }

    /// Whether the value just placed in `cell` keeps every rule of the variant.
    #[inline]
    fn keeps_rules(&self, cell: usize) -> bool {
        self.rules
            .as_ref()
            .is_none_or(|rules| rules.allows(self.grid.cells(), cell))
    }
}

/// Fills the holes of `board` from `cell` onwards, calling `on_solution` with each complete
/// grid in lexicographic order until it breaks.
fn search<F>(board: &mut Board, cell: usize, on_solution: &mut F) -> ControlFlow<()>
where
    F: FnMut(&SizedGrid) -> ControlFlow<()> + ?Sized,
{
    if cell == board.shape().cells() {
        return on_solution(&board.grid);
    }
    if board.grid.get(cell) != 0 {
        return search(board, cell + 1, on_solution);
    }
    let used = board.used(cell) | !board.allowed[cell];
    for value in 1..=board.shape().size() as u8 {
        if used & (1 << value) == 0 {
            board.mark(cell, value);
            let flow = if board.keeps_rules(cell) {
                search(board, cell + 1, on_solution)
            } else {
                ControlFlow::Continue(())
            };
            board.unmark(cell, value);
            flow?;
        }
    }
    ControlFlow::Continue(())
}

/// The lexicographically smallest solution of `problem`, or `None` if it has none.
pub fn solve(problem: &Problem) -> Option<SizedGrid> {
    let mut board = Board::new(problem)?;
    first_solution(|visit| search(&mut board, 0, visit))
}

/// The number of solutions of `problem`, counting no further than `limit`.
pub fn count(problem: &Problem, limit: u64) -> u64 {
    let Some(mut board) = Board::new(problem) else {
        return 0;
    };
    count_up_to(limit, |visit| search(&mut board, 0, visit))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_empty_grid_of_each_small_shape_gives_its_smallest_filled_grid() {
        let four = solve(&empty(4)).unwrap();
        assert_eq!(four.to_string(), "1234341221434321");
        let six = solve(&Problem::new(SizedGrid::empty("3x2".parse().unwrap()))).unwrap();
        assert!(six.is_full() && six.is_consistent());
        assert_eq!(&six.to_string()[..6], "123456");
        assert_eq!(count(&empty(4), 1000), 288);
    }

    fn empty(size: usize) -> Problem {
        Problem::new(SizedGrid::empty(Shape::for_size(size).unwrap()))
    }

    #[test]
    fn conflicting_givens_have_no_solution() {
        let puzzle = Problem::new("11..............".parse().unwrap());
        assert_eq!(solve(&puzzle), None);
        assert_eq!(count(&puzzle, 2), 0);
    }
}
