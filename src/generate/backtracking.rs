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
use crate::logic::houses::{CELL_HOUSES, HOUSE_CELLS, HOUSES, PEER_ORDER};

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
            let mut singles = Singles::default();
            for (cell, slot) in cells.iter_mut().enumerate() {
                let from = if transposed {
                    column_of(cell) * 9 + row_of(cell)
                } else {
                    cell
                };
                let digit = usize::from(puzzle.get(from));
                if digit != 0 {
                    *slot = 1 << (((digit - 1) * factor + shift) % 9);
                    singles.push(cell);
                }
            }
            let mut search = Search {
                nodes: 0,
                solutions: 0,
            };
            search.descend(Position { cells }, singles, ALL_HOUSES);
            search.nodes
        })
        .sum();
    f64::from(nodes) / RELABELLINGS.len() as f64
}

/// Every house's bit in a set of houses.
const ALL_HOUSES: u32 = (1 << HOUSES) - 1;

/// The houses of each cell, as a set of houses.
const HOUSES_OF: [u32; CELLS] = {
    let mut table = [0; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let [first, second, third] = CELL_HOUSES[cell];
        table[cell] = 1 << first | 1 << second | 1 << third;
        cell += 1;
    }
    table
};

/// A position of the plain search: each cell's candidates.
#[derive(Clone, Copy)]
struct Position {
    cells: [u16; CELLS],
}

/// The cells that have become singles and are not placed yet. A cell becomes a single once (its
/// candidates only shrink), so the stack never holds more than every cell.
struct Singles {
    cells: [u8; CELLS],
    len: usize,
}

impl Default for Singles {
    fn default() -> Singles {
        Singles {
            cells: [0; CELLS],
            len: 0,
        }
    }
}

impl Singles {
    fn push(&mut self, cell: usize) {
        self.cells[self.len] = cell as u8;
        self.len += 1;
    }

    fn pop(&mut self) -> Option<usize> {
        self.len = self.len.checked_sub(1)?;
        Some(usize::from(self.cells[self.len]))
    }
}

impl Position {
    /// Places naked and hidden singles until none is left: first the cells in `singles`, then
    /// those that follow, looking for hidden singles in the houses of `changed` and in those
    /// whose cells lose candidates on the way. `false` on a contradiction.
    ///
    /// Both rules only take candidates away, so whatever their order they end in the same
    /// position (or a contradiction): the search's nodes depend on the puzzle alone. Placing
    /// from a stack and looking only at changed houses is what keeps a score cheap.
    fn propagate(&mut self, mut singles: Singles, mut changed: u32) -> bool {
        loop {
            while let Some(cell) = singles.pop() {
                let word = self.cells[cell];
                for &peer in &PEER_ORDER[cell] {
                    let peer = usize::from(peer);
                    let before = self.cells[peer];
                    if before & word == 0 {
                        continue;
                    }
                    let after = before & !word;
                    if after == 0 {
                        return false;
                    }
                    self.cells[peer] = after;
                    changed |= HOUSES_OF[peer];
                    if after & (after - 1) == 0 {
                        singles.push(peer);
                    }
                }
            }
            if changed == 0 {
                return true;
            }
            let houses = changed;
            changed = 0;
            for house in (0..HOUSES).filter(|&house| houses & 1 << house != 0) {
                if !self.place_hidden_singles(house, &mut singles, &mut changed) {
                    return false;
                }
            }
        }
    }

    /// Gives each digit that only one cell of `house` holds to that cell, pushing the cells
    /// that become singles and adding their houses to `changed`. `false` on a contradiction.
    fn place_hidden_singles(
        &mut self,
        house: usize,
        singles: &mut Singles,
        changed: &mut u32,
    ) -> bool {
        // Digits seen once and twice or more among the house's cells.
        let (mut once, mut twice) = (0u16, 0u16);
        for &cell in &HOUSE_CELLS[house] {
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
            // A cell that an earlier digit of this house took has lost it: two digits have
            // only that cell, a contradiction.
            let mut cells = HOUSE_CELLS[house].iter().map(|&cell| usize::from(cell));
            let Some(cell) = cells.find(|&cell| self.cells[cell] & bit != 0) else {
                return false;
            };
            if self.cells[cell] != bit {
                self.cells[cell] = bit;
                *changed |= HOUSES_OF[cell];
                singles.push(cell);
            }
        }
        true
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
}

/// The plain search's counts.
struct Search {
    nodes: u32,
    solutions: u32,
}

impl Search {
    /// Searches below `position`, whose `singles` are yet to be placed and whose houses in
    /// `changed` may hold hidden singles, until two solutions are found.
    fn descend(&mut self, mut position: Position, singles: Singles, changed: u32) {
        self.nodes += 1;
        if !position.propagate(singles, changed) {
            return;
        }
        let Some(cell) = position.fewest_candidates() else {
            self.solutions += 1;
            return;
        };
        let mut digits = position.cells[cell];
        while digits != 0 && self.solutions < 2 {
            let bit = digits & digits.wrapping_neg();
            digits &= digits - 1;
            let mut child = position;
            child.cells[cell] = bit;
            let mut singles = Singles::default();
            singles.push(cell);
            self.descend(child, singles, HOUSES_OF[cell]);
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
