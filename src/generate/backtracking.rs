//! How hard a puzzle is for plain backtracking: a cheap measure that leads towards puzzles
//! Sudoku Explainer rates highest.
//!
//! The measure is the number of nodes a plain search takes to solve the puzzle and prove it
//! unique (naked and hidden singles, then a guess in a cell with the fewest candidates, digits
//! in increasing order), averaged over the puzzle and its transpose, which changes the order
//! of the guesses but not the puzzle.
//! Lists of the hardest puzzles for backtracking were once made this way, and they are rich
//! in puzzles SE rates high: on a sample of 20,000 random minimal puzzles, the 5 % that score
//! highest held 80 % of those of ER 9.0 and up; of the magictour list of the 1,465 hardest
//! puzzles for backtracking, 23 % rate 9.0 and up, and 0.2 % 9.5 and up, against fewer than one
//! in 300,000 random minimal puzzles. A score takes tens of microseconds, a rating of a hard
//! puzzle tens of milliseconds, so a search rates only the neighbours that score well.
//!
//! The score alone is no target: a climb by the score alone reached puzzles of thousands of
//! nodes that rate no more than 9.0 (backtracking is slow on some patterns that SE's
//! techniques see through at once). The search near puzzles (`near/`) ranks by rating
//! first and by score among equal ratings.

use crate::grid::{CELLS, Grid, column_of, row_of};
use crate::houses::{CELL_HOUSES, HOUSE_CELLS, HOUSES, PEER_ORDER};

/// Every digit's bit.
const ALL: u16 = 0x1ff;

/// The mean number of nodes of a plain backtracking search over `puzzle` and its transpose,
/// which must have exactly one solution.
///
/// With one solution, the search never stops early: it goes through its whole tree, whose
/// nodes do not depend on the order it tries a cell's digits in. So permuting the digits
/// changes no count, and averaging over digit permutations as well (as the measure once did,
/// over eight relabellings) gives the same score. The root position (the givens and the
/// singles they leave) is worked out once and transposed for the second search, which goes on
/// from it.
pub fn backtracking_score(puzzle: &Grid) -> f64 {
    let mut search = Search::default();
    let mut root = Position::open();
    let consistent = (0..CELLS)
        .filter(|&cell| puzzle.get(cell) != 0)
        .all(|cell| {
            let bit = 1 << (puzzle.get(cell) - 1);
            root.take(cell, root.cells[cell] & !bit, &mut search.pending)
        })
        && root.propagate(&mut search.pending);
    if !consistent {
        // Every search ends at its root.
        return 1.0;
    }
    let nodes: u32 = [root, root.transposed()]
        .iter()
        .map(|position| {
            search.nodes = 1;
            search.solutions = 0;
            search.branch(position);
            search.nodes
        })
        .sum();
    f64::from(nodes) / 2.0
}

/// A position of the plain search: each cell's candidates, how many cells of each house
/// hold each digit (by `house * 9 + digit`), so that a hidden single is seen as the count
/// falls to one instead of by looking through the houses, and the digits each house has a
/// single of.
#[derive(Clone, Copy)]
struct Position {
    cells: [u16; CELLS],
    holders: [u8; HOUSES * 9],
    /// The digits of each house held by a cell left with that digit alone. Each single
    /// leaves its digit's count at one in its three houses once its peers have lost it, and
    /// such a count needs no hidden single: telling it apart here spares a look through the
    /// house for each.
    settled: [u16; HOUSES],
}

/// A stack of at most `N` small numbers.
struct Stack<const N: usize> {
    items: [u8; N],
    len: usize,
}

impl<const N: usize> Default for Stack<N> {
    fn default() -> Self {
        Stack {
            items: [0; N],
            len: 0,
        }
    }
}

impl<const N: usize> Stack<N> {
    fn push(&mut self, item: usize) {
        self.items[self.len] = item as u8;
        self.len += 1;
    }

    fn pop(&mut self) -> Option<usize> {
        self.len = self.len.checked_sub(1)?;
        Some(usize::from(self.items[self.len]))
    }
}

/// What a propagation has yet to do: the cells that became singles, to be taken from their
/// peers, and the (house, digit) pairs left with one cell, to be given to it. Each happens once
/// to a cell or a pair (candidates only shrink), which bounds the stacks.
#[derive(Default)]
struct Pending {
    singles: Stack<CELLS>,
    hidden: Stack<{ HOUSES * 9 }>,
}

impl Pending {
    /// Forgets what a propagation that ended in a contradiction left to do.
    fn clear(&mut self) {
        self.singles.len = 0;
        self.hidden.len = 0;
    }
}

impl Position {
    /// The position where every cell holds every digit.
    fn open() -> Position {
        Position {
            cells: [ALL; CELLS],
            holders: [9; HOUSES * 9],
            settled: [0; HOUSES],
        }
    }

    /// Takes the digits of `lost` (which `cell` holds) from `cell`, noting in `pending` what
    /// that leaves to do. `false` on a contradiction: the cell or a house left without a digit.
    fn take(&mut self, cell: usize, lost: u16, pending: &mut Pending) -> bool {
        let word = self.cells[cell] & !lost;
        if word == 0 {
            return false;
        }
        self.cells[cell] = word;
        if word & (word - 1) == 0 {
            pending.singles.push(cell);
            for &house in &CELL_HOUSES[cell] {
                self.settled[usize::from(house)] |= word;
            }
        }
        let mut digits = lost;
        while digits != 0 {
            let digit = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            for &house in &CELL_HOUSES[cell] {
                let pair = usize::from(house) * 9 + digit;
                self.holders[pair] -= 1;
                match self.holders[pair] {
                    0 => return false,
                    1 if self.settled[usize::from(house)] & 1 << digit == 0 => {
                        pending.hidden.push(pair);
                    }
                    _ => {}
                }
            }
        }
        true
    }

    /// Places the singles and hidden singles of `pending` and those that follow until none is
    /// left. `false` on a contradiction.
    ///
    /// Both rules only take candidates away, so whatever their order they end in the same
    /// position (or a contradiction): the search's nodes depend on the puzzle alone. Working
    /// from stacks of what changed, rather than looking through the grid each round, is what
    /// keeps a score cheap.
    fn propagate(&mut self, pending: &mut Pending) -> bool {
        loop {
            if let Some(cell) = pending.singles.pop() {
                let word = self.cells[cell];
                for &peer in &PEER_ORDER[cell] {
                    let peer = usize::from(peer);
                    if self.cells[peer] & word != 0 && !self.take(peer, word, pending) {
                        return false;
                    }
                }
            } else if let Some(pair) = pending.hidden.pop() {
                // The count only falls, and would have been a contradiction at zero: one cell
                // of the house still holds the digit.
                let bit = 1 << (pair % 9);
                let mut cells = HOUSE_CELLS[pair / 9].iter().map(|&cell| usize::from(cell));
                let cell = cells
                    .find(|&cell| self.cells[cell] & bit != 0)
                    .expect("one cell holds the digit");
                let others = self.cells[cell] & !bit;
                if others != 0 && !self.take(cell, others, pending) {
                    return false;
                }
            } else {
                return true;
            }
        }
    }

    /// The first cell with the fewest candidates but one, or `None` when every cell holds one.
    fn fewest_candidates(&self) -> Option<usize> {
        let mut best = None;
        let mut fewest = u32::MAX;
        for (cell, word) in self.cells.iter().enumerate() {
            let count = word.count_ones();
            if count > 1 && count < fewest {
                best = Some(cell);
                fewest = count;
                // No open cell has fewer than two.
                if count == 2 {
                    break;
                }
            }
        }
        best
    }

    /// The position of the transposed puzzle: cell `c` takes the candidates of its mirror
    /// across the main diagonal, and each house the counts of the house its cells come from.
    fn transposed(&self) -> Position {
        let mut transposed = Position {
            cells: [0; CELLS],
            holders: [0; HOUSES * 9],
            settled: [0; HOUSES],
        };
        for (cell, word) in transposed.cells.iter_mut().enumerate() {
            *word = self.cells[column_of(cell) * 9 + row_of(cell)];
        }
        for house in 0..HOUSES {
            // Houses are boxes 0-8, rows 9-17, columns 18-26: transposing swaps rows with
            // columns and mirrors the boxes.
            let from = match house {
                0..9 => house % 3 * 3 + house / 3,
                9..18 => house + 9,
                _ => house - 9,
            };
            transposed.holders[house * 9..][..9].copy_from_slice(&self.holders[from * 9..][..9]);
            transposed.settled[house] = self.settled[from];
        }
        transposed
    }
}

/// The plain search: its counts, and the work of the propagation under way.
#[derive(Default)]
struct Search {
    nodes: u32,
    solutions: u32,
    pending: Pending,
}

impl Search {
    /// Searches below `position` with `cell` holding only the digit `bit`, until two solutions
    /// are found.
    fn descend(&mut self, mut position: Position, cell: usize, bit: u16) {
        self.nodes += 1;
        self.pending.clear();
        if !position.take(cell, position.cells[cell] & !bit, &mut self.pending) {
            return;
        }
        if !position.propagate(&mut self.pending) {
            return;
        }
        self.branch(&position);
    }

    /// Searches below the propagated `position`: by each digit of its first cell with the
    /// fewest candidates in turn, until two solutions are found.
    fn branch(&mut self, position: &Position) {
        let Some(cell) = position.fewest_candidates() else {
            self.solutions += 1;
            return;
        };
        let mut digits = position.cells[cell];
        while digits != 0 && self.solutions < 2 {
            let bit = digits & digits.wrapping_neg();
            digits &= digits - 1;
            self.descend(*position, cell, bit);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn puzzles_that_singles_solve_score_one_node() {
        let easy: Grid =
            "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
                .parse()
                .unwrap();
        assert_eq!(backtracking_score(&easy), 1.0);
    }

    #[test]
    fn scores_do_not_depend_on_the_order_singles_are_placed_in() {
        // Scores found by a search that placed naked singles cell by cell over the whole grid
        // and looked for hidden singles in every house each round.
        for (puzzle, score) in [
            (
                "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
                404.0,
            ),
            (
                "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
                412.0,
            ),
            (
                ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
                66.0,
            ),
        ] {
            let grid: Grid = puzzle.parse().unwrap();
            assert_eq!(backtracking_score(&grid), score, "{puzzle}");
        }
    }

    #[test]
    fn permuting_the_digits_of_a_puzzle_with_one_solution_changes_no_score() {
        // The score counts on the puzzle and its transpose only: its whole search tree is the
        // same whatever order a cell's digits are tried in.
        for puzzle in [
            "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
            ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
        ] {
            let grid: Grid = puzzle.parse().unwrap();
            for factor in [2, 4, 5, 7, 8] {
                let mut permuted = grid;
                for cell in (0..CELLS).filter(|&cell| grid.get(cell) != 0) {
                    let digit = usize::from(grid.get(cell) - 1);
                    permuted.set(cell, ((digit * factor + 3) % 9 + 1) as u8);
                }
                let (score, permuted_score) =
                    (backtracking_score(&grid), backtracking_score(&permuted));
                assert_eq!(score, permuted_score, "{puzzle} with digits times {factor}");
            }
        }
    }

    #[test]
    fn hard_puzzles_for_backtracking_score_higher() {
        // The first of magictour's list of the hardest puzzles for backtracking.
        let hard: Grid =
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
                .parse()
                .unwrap();
        assert!(
            backtracking_score(&hard) > 10.0,
            "{}",
            backtracking_score(&hard)
        );
    }
}
