//! The classic engine: the seed lesson's cell-by-cell recursive backtracking.
//!
//! The board is the grid plus the "used" markers of every row, column and box (`board.rs`).
//! The search visits the cells in row-major order, skips the filled ones, and tries the digits
//! 1 to 9 in ascending order in each hole, reading legality from the three markers. Its first solution is therefore the
//! lexicographically smallest one, which is the answer `resol` prints whatever engine runs.
//!
//! This engine is the readable reference that every other engine is tested against.

use std::ops::ControlFlow;

use crate::board::Board;
use crate::grid::{CELLS, Grid};
use crate::solver::visit::{count_up_to, first_solution};

/// Fills the holes of `board` from `cell` onwards, calling `on_solution` with each complete
/// grid in lexicographic order until it breaks. Returns `Break` if it did.
fn search<F>(board: &mut Board, cell: usize, on_solution: &mut F) -> ControlFlow<()>
where
    F: FnMut(&Grid) -> ControlFlow<()> + ?Sized,
{
    if cell == CELLS {
        return on_solution(board.grid());
    }
    if board.grid().get(cell) != 0 {
        return search(board, cell + 1, on_solution);
    }
    // The three markers are read once per visit; their complement lists the legal digits in
    // ascending order, exactly the digits 1..=9 that pass the legality test.
    for digit in board.legal_digits(cell).iter() {
        board.place(cell, digit);
        let flow = search(board, cell + 1, on_solution);
        board.clear(cell, digit);
        flow?;
    }
    ControlFlow::Continue(())
}

/// The lexicographically smallest solution of `puzzle`, or `None` if it has none.
pub fn solve(puzzle: &Grid) -> Option<Grid> {
    let mut board = Board::new(puzzle)?;
    first_solution(|visit| search(&mut board, 0, visit))
}

/// The number of solutions of `puzzle`, counting no further than `limit`.
pub fn count(puzzle: &Grid, limit: u64) -> u64 {
    let Some(mut board) = Board::new(puzzle) else {
        return 0;
    };
    count_up_to(limit, |visit| search(&mut board, 0, visit))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(text: &str) -> Grid {
        text.parse().unwrap()
    }

    const SEED: &str =
        ".....23.7.....645.1..93........618...48...56...642........75..8.291.....4.56.....";
    const SEED_SOLUTION: &str =
        "964852317382716459157934286793561824248397561516428793631275948829143675475689132";

    #[test]
    fn solves_the_seed_lesson_puzzle() {
        assert_eq!(solve(&grid(SEED)), Some(grid(SEED_SOLUTION)));
        assert_eq!(count(&grid(SEED), 10), 1);
    }

    #[test]
    fn empty_grid_gives_the_smallest_filled_grid() {
        let first = solve(&Grid::EMPTY).unwrap();
        assert_eq!(
            first,
            grid(
                "123456789456789123789123456214365897365897214897214365531642978642978531978531642"
            )
        );
        assert_eq!(count(&Grid::EMPTY, 5), 5);
    }

    #[test]
    fn conflicting_givens_have_no_solution() {
        let mut puzzle = Grid::EMPTY;
        puzzle.set(0, 1);
        puzzle.set(1, 1);
        assert_eq!(solve(&puzzle), None);
        assert_eq!(count(&puzzle, 2), 0);
    }

    #[test]
    fn consistent_but_unsolvable_puzzle_has_no_solution() {
        // Row 1 needs a 9 in cell 8, but column 9 already holds a 9.
        let puzzle = grid(
            "12345678.............................................9...........................",
        );
        assert!(puzzle.is_consistent());
        assert_eq!(solve(&puzzle), None);
    }
}
