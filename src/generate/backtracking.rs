//! How hard a puzzle is for plain backtracking: a cheap measure that leads towards puzzles
//! Sudoku Explainer rates highest.
//!
//! The measure is the number of nodes a plain search takes to solve the puzzle and prove it
//! unique (naked and hidden singles, then a guess in a cell with the fewest candidates, digits
//! in increasing order), averaged over a fixed set of relabellings of the puzzle: its digits
//! permuted and the grid transposed, which change the order of the guesses but not the puzzle.
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
use crate::logic::houses::{HOUSE_CELLS, PEER_ORDER};

/// Every digit's bit.
const ALL: u16 = 0x1ff;

/// The relabellings a score averages over: a digit map `d -> (d * factor + shift) mod 9` (each
/// factor prime to 9) and whether the grid is transposed.
const RELABELLINGS: [(usize, usize, bool); 8] = [
    (1, 0, false),
    (2, 3, true),
    (4, 1, false),
    (5, 7, true),
    (7, 2, false),
    (8, 5, true),
    (1, 4, true),
    (2, 8, false),
];

/// The mean number of nodes of a plain backtracking search over the relabellings of
/// `puzzle`, which must have exactly one solution.
pub fn backtracking_score(puzzle: &Grid) -> f64 {
    let nodes: u32 = RELABELLINGS
        .iter()
        .map(|&(factor, shift, transposed)| {
            let mut cells = [ALL; CELLS];
            for (cell, slot) in cells.iter_mut().enumerate() {
                let from = if transposed {
                    column_of(cell) * 9 + row_of(cell)
                } else {
                    cell
                };
                let digit = usize::from(puzzle.get(from));
                if digit != 0 {
                    *slot = 1 << (((digit - 1) * factor + shift) % 9);
                }
            }
            let mut search = Search {
                nodes: 0,
                solutions: 0,
            };
            search.descend(Position {
                cells,
                placed: [false; CELLS],
            });
            search.nodes
        })
        .sum();
    f64::from(nodes) / RELABELLINGS.len() as f64
}

/// A position of the plain search: each cell's candidates, and which cells are placed.
#[derive(Clone, Copy)]
struct Position {
    cells: [u16; CELLS],
    placed: [bool; CELLS],
}

impl Position {
    /// Places naked and hidden singles until none is left. `false` on a contradiction.
    fn propagate(&mut self) -> bool {
        loop {
            let mut changed = false;
            for (cell, peers) in PEER_ORDER.iter().enumerate() {
                let word = self.cells[cell];
                if word == 0 {
                    return false;
                }
                if self.placed[cell] || word & (word - 1) != 0 {
                    continue;
                }
                self.placed[cell] = true;
                changed = true;
                for &peer in peers {
                    let peer = usize::from(peer);
                    self.cells[peer] &= !word;
                    if self.cells[peer] == 0 {
                        return false;
                    }
                }
            }
            if changed {
                continue;
            }
            for house in &HOUSE_CELLS {
                // Digits seen once and twice or more among the house's cells.
                let (mut once, mut twice) = (0u16, 0u16);
                for &cell in house {
                    let word = self.cells[usize::from(cell)];
                    twice |= once & word;
                    once |= word;
                }
                if once != ALL {
                    return false;
                }
                let mut hidden = once & !twice;
                while hidden != 0 {
                    let bit = hidden & hidden.wrapping_neg();
                    hidden &= hidden - 1;
                    // A cell that an earlier digit of this house took has lost it: two
                    // digits have only that cell, a contradiction.
                    let mut cells = house.iter().map(|&cell| usize::from(cell));
                    let Some(cell) = cells.find(|&cell| self.cells[cell] & bit != 0) else {
                        return false;
                    };
                    if self.cells[cell] != bit {
                        self.cells[cell] = bit;
                        changed = true;
                    }
                }
            }
            if !changed {
                return true;
            }
        }
    }
}

/// The plain search's counts.
struct Search {
    nodes: u32,
    solutions: u32,
}

impl Search {
    /// Searches below `position` until two solutions are found.
    fn descend(&mut self, mut position: Position) {
        self.nodes += 1;
        if !position.propagate() {
            return;
        }
        let open = (0..CELLS).filter(|&cell| !position.placed[cell]);
        let Some(cell) = open.min_by_key(|&cell| position.cells[cell].count_ones()) else {
            self.solutions += 1;
            return;
        };
        let mut digits = position.cells[cell];
        while digits != 0 && self.solutions < 2 {
            let bit = digits & digits.wrapping_neg();
            digits &= digits - 1;
            let mut child = position;
            child.cells[cell] = bit;
            self.descend(child);
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
