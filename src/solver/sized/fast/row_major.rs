//! The plain search for the smallest solution, which takes turns with the fewest-candidates
//! search when solving.
//!
//! Branching on the first open cell in row-major order, values ascending, meets the smallest
//! solution first, so one search finds it without the walk's questions. That order is hopeless
//! on grids whose first rows are empty and last rows full, where the fewest-candidates search
//! is quick; and it is quick on other sparse grids (the empty 16×16, 20×20 and 24×24, most of
//! the sparse 12×12 to 16×16 grids a fuzzer derived) where the walk's questions search dead
//! subtrees for minutes. Neither order knows beforehand which grid it meets, so the solver
//! runs both, and whichever ends first gives the answer.
//!
//! This one takes turns, each starting over from the best root known with twice the budget of
//! dead ends of the last (1,000, 2,000, …); a turn comes when the other search has met
//! [`PATIENCE`] times that budget in all. So the turns cost the other search at most a quarter
//! more dead ends, and nothing on a puzzle it settles within 8,000 (199 of 200 minimal
//! 16×16 measured); where the other stalls for seconds, this one usually ends at its first
//! turn, a few milliseconds in.

use crate::sized::SizedGrid;

use super::position::Position;
use super::tables::Tables;
use super::{FIRST_BUDGET, OutOfBudget, PLACED, spend};

/// How many dead ends of the other search, in all, make one of a turn's budget: with turns of
/// 1,000, 2,000, 4,000, … dead ends, the other search has met 8 times as many at each, and
/// this one at most 2/8 of those.
const PATIENCE: u64 = 8;

/// The row-major search beside a running fewest-candidates search.
pub(super) struct RowMajor {
    /// Where each turn starts: the puzzle, or the prefix of the smallest solution the walk has
    /// proven so far (a prefix the row-major order would fix first anyway).
    root: Position,
    /// Dead ends the other search has met.
    waited: u64,
    /// The budget of the next turn.
    next_turn: u64,
    /// The answer, once a turn has ended: the smallest solution, or `None` when there is none.
    pub(super) settled: Option<Option<SizedGrid>>,
}

impl RowMajor {
    /// A row-major search from `root`, waiting for its first turn.
    pub(super) fn new(root: Position) -> RowMajor {
        RowMajor {
            root,
            waited: 0,
            next_turn: FIRST_BUDGET,
            settled: None,
        }
    }

    /// Starts the next turns from `root`, a position whose open cells have the same smallest
    /// solution as the current root's.
    pub(super) fn start_from(&mut self, root: &Position) {
        self.root.clone_from(root);
    }

    /// Counts a dead end of the other search; on its turn, searches from the root within the
    /// turn's budget. `true` once the answer is settled.
    pub(super) fn wait(&mut self, tables: &Tables) -> bool {
        self.waited += 1;
        if self.waited < self.next_turn * PATIENCE {
            return false;
        }
        let mut dead_ends = self.next_turn;
        if let Ok(answer) = first_in_row_major_order(tables, self.root.clone(), &mut dead_ends) {
            self.settled = Some(answer);
            return true;
        }
        self.next_turn *= 2;
        false
    }
}

/// The smallest solution below `position`, `None` if there is none, or [`OutOfBudget`] after
/// `dead_ends` contradictions. Binary branching on the first open cell: a copy takes its
/// smallest candidate, and when that subtree has no solution the position loses the
/// candidate and propagates before choosing again. Propagation only removes values no
/// solution has, so the order of the solutions met stays row-major.
fn first_in_row_major_order(
    tables: &Tables,
    mut position: Position,
    dead_ends: &mut u64,
) -> Result<Option<SizedGrid>, OutOfBudget> {
    loop {
        let Some(cell) = position.cells.iter().position(|&word| word & PLACED == 0) else {
            return Ok(Some(position.grid(tables.shape)));
        };
        let word = position.cells[cell];
        let smallest = word & word.wrapping_neg();
        let mut child = position.clone();
        if child.place(tables, cell, smallest) && child.propagate(tables) {
            if let Some(found) = first_in_row_major_order(tables, child, dead_ends)? {
                return Ok(Some(found));
            }
        } else {
            spend(dead_ends)?;
        }
        if !position.eliminate(cell, smallest) || !position.propagate(tables) {
            spend(dead_ends)?;
            return Ok(None);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::Shape;
    use crate::solver::sized::classic;
    use crate::solver::sized::fast::tables::tables;

    /// The row-major order alone, from the root of `puzzle`, with no budget to speak of.
    fn first_of(puzzle: &SizedGrid) -> Option<SizedGrid> {
        let tables = tables(puzzle.shape());
        let root = Position::new(tables, puzzle)?;
        let mut unlimited = u64::MAX;
        let result = first_in_row_major_order(tables, root, &mut unlimited);
        result.unwrap_or_else(|OutOfBudget| unreachable!("no budget runs out"))
    }

    #[test]
    fn the_first_solution_in_row_major_order_is_the_classic_engines() {
        for shape in ["2x2", "2x3", "3x2", "2x4", "4x2", "3x3", "2x5", "3x4"] {
            let shape: Shape = shape.parse().unwrap();
            let empty = SizedGrid::empty(shape);
            assert_eq!(first_of(&empty), classic::solve(&empty), "{shape}");
            let mut sparse = empty.clone();
            sparse.set(shape.cells() - 1, 1);
            sparse.set(shape.size() + 1, 2);
            sparse.set(2 * shape.size() + 3, 3);
            assert_eq!(first_of(&sparse), classic::solve(&sparse), "{shape}");
        }
    }

    #[test]
    fn a_turn_ends_within_its_budget_or_settles() {
        let puzzle = SizedGrid::empty("3x4".parse().unwrap());
        let tables = tables(puzzle.shape());
        let root = Position::new(tables, &puzzle).unwrap();
        let mut rival = RowMajor::new(root);
        let settled_at = (1..=PATIENCE * FIRST_BUDGET).find(|_| rival.wait(tables));
        assert_eq!(settled_at, Some(PATIENCE * FIRST_BUDGET));
        assert_eq!(rival.settled, Some(classic::solve(&puzzle)));
    }
}
