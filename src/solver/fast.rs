//! The fast engine: band bitboards, constraint propagation and copy-on-branch search.
//!
//! # Representation
//!
//! The grid is cut into three horizontal *bands* of three rows. For every digit and band, one
//! `u32` word holds the 27 cells of the band where the digit may still stand (its
//! *candidates*); the position is the 27 words:
//!
//! ```text
//!   candidates[3 * (digit - 1) + band]      one word: bit 9 * row_in_band + column
//!
//!              band 0    band 1    band 2              columns 0-8
//!   digit 1  [ word 0 ][ word 1 ][ word 2 ]    row 0:  0  1  2 |  3  4  5 |  6  7  8
//!   digit 2  [ word 3 ][ word 4 ][ word 5 ]    row 1:  9 10 11 | 12 13 14 | 15 16 17
//!     ...                                      row 2: 18 19 20 | 21 22 23 | 24 25 26
//!   digit 9  [word 24][word 25][word 26]               box 0      box 1      box 2
//! ```
//!
//! Cell `27 * band + bit` is then the row-major cell index, so "the first open cell" is the lowest
//! set bit of the first non-empty band. A placed digit keeps its own bit, so every row of every
//! (digit, band) word holds at least one bit as long as the position is consistent: an empty row
//! is a contradiction. The whole position is the 27 words, their settled copies (below), each
//! digit's triads (below) and a little bookkeeping, 268 bytes, so the search copies it on each
//! branch instead of keeping an undo log.
//!
//! # Propagation
//!
//! The position keeps, beside each word, its value when the band rules last ran on it
//! (`settled`); a word that differs has changed since. [`Position::settle_bands`] sweeps the 27
//! words, unrolled so that each word's index arithmetic folds to constants, and runs
//! [`Position::update_band`] on every changed one, until a sweep finds none; those updates are
//! most of the run time. Comparing against a copy costs one load and compare a word, cheaper than
//! keeping dirty flags up to date in every routine that writes a word. An update does, for one
//! digit in one band:
//!
//! 1. **Rows against boxes.** Each of the three rows must hold the digit once and so must each of
//!    the three boxes, so the digit's rows are matched one-to-one with its boxes. A 9-bit pattern
//!    says which (row, box) *triads* still hold a candidate; a table built at compile time keeps
//!    only the triads that belong to some complete matching. This one lookup does hidden singles in
//!    boxes, pointing and claiming along rows, and finds contradictions.
//! 2. **Columns of the other bands.** A box whose candidates lie in one column holds the digit in
//!    that column, so the column loses it in the other two bands. A placed digit is such a box,
//!    so this is also how a placement clears its column.
//! 3. **Row singles.** A row left with one candidate holds the digit there (a hidden single in the
//!    row, or a placement): the cell is closed to the other eight digits. This runs on every
//!    update, placed before or not: nine unconditional `and`s measure faster than a branch on
//!    whether the cell is new.
//!
//! Once the bands are settled, one bit-parallel pass per band counts candidates per cell: a cell
//! with none is a contradiction, a cell with one is a naked single. When no naked single is left,
//! the same reasoning as the band rules runs along columns for each digit that changed
//! ([`Position::update_columns`]: hidden singles in columns, a column confined to one box).
//! They make the search tree smaller on every data set, which pays for their cost by a few per
//! cent.
//!
//! Last, with everything else settled, the **triad rules** run over the whole grid at once. A
//! *triad* is the three cells of a row inside one box; the band rules leave, for each digit, the
//! triads that take part in some matching of its rows with its boxes, and keep them as one 27-bit
//! word per digit ([`Position::settle_triads`]). A triad's three cells take three different
//! digits, so bit-parallel counters over the nine digits find a triad that fewer than three
//! digits keep, or to which more than three are confined (a digit is confined to a triad when
//! its row has no other): contradictions. A triad that exactly three digits keep confines all
//! three to it; a triad with three digits confined to it loses the others.
//!
//! # Search and exactness
//!
//! `resol` must print the lexicographically smallest solution. Propagation only removes candidates
//! that belong to no solution, so a depth-first search that branches on the **first open cell in
//! row-major order, digits ascending**, meets the smallest solution first: every cell before the
//! branching cell is already fixed, and a smaller digit's subtree holds only smaller solutions.
//! [`solve`] is exactly that search, stopped at its first solution.
//!
//! The branching is **binary**: a copy of the position takes the cell's smallest candidate and is
//! searched; once that subtree is done, the position itself removes the digit from the cell and
//! propagates again before it picks the next cell, which is the same cell unless propagation
//! fixed it. Against one copy per candidate, what each failed digit teaches reaches its siblings'
//! subtrees: fewer band updates, for a few more propagation calls, and a small gain in time.
//!
//! Counting, which must see every solution anyway, branches where the tree is smallest instead.
//! Following tdoku (Tom Dillon's solver, BSD-2-licensed; its write-up explains the idea), it
//! branches on a digit's **configuration** in a band, i.e. which box each of the band's rows
//! holds the digit in: of the six matchings of rows with boxes, the band rules leave those that
//! fit the candidates. The search takes the band whose nine digits have the fewest
//! configurations left in all, and in it a digit with the fewest (two or more); it then picks a
//! triad that some of those configurations use and some do not, and branches on it in the same
//! binary way: a copy confines the digit to the triad (in its row and in its box), the position
//! itself removes the digit from the triad. Once every digit has one configuration in every
//! band, it branches on a cell with two candidates (the first open cell when none has two).
//! Against branching on a cell with two candidates from the start, this about halves the search
//! tree on the hardest data sets; with the triad rules it makes 0.96–1.24× as many guesses as
//! tdoku, which also branches on the columns of stacks (measured slower here). Branching anywhere
//! but the first open cell finds *a* solution, not the smallest, so [`solve`] keeps the row-major
//! order. One search routine serves both, parameterised by [`Branching`]. The figures behind each
//! of these choices, with their dates and commands, are in `benches/RESULTS.md`.
//!
//! # Files
//!
//! This file holds the position, how it is set up from the givens and read back, and the public
//! searches; `propagation` holds the rules, `search` the branching and the descent, `tables` the
//! compile-time tables the rules read, and `narrowing` the uniqueness questions a generator asks
//! cell after cell of one puzzle.

use crate::grid::{CELLS, Grid};

mod narrowing;
mod position;
mod propagation;
mod search;
mod tables;

pub use narrowing::Narrowing;

use position::Position;
use search::{Branching, find_solutions, find_solutions_from};

/// The lexicographically smallest solution of `puzzle`, or `None` if it has none.
pub fn solve(puzzle: &Grid) -> Option<Grid> {
    find_solutions(puzzle, 1, Branching::RowMajor).1
}

/// The number of solutions of `puzzle`, counting no further than `limit`.
pub fn count(puzzle: &Grid, limit: u64) -> u64 {
    find_solutions(puzzle, limit, Branching::MostConstrained).0
}

/// A solution of `puzzle` whose `cell` does not hold `digit` (1–9), or `None` when every solution
/// puts `digit` there (see [`Narrowing::avoiding`]).
pub fn solve_avoiding(puzzle: &Grid, cell: usize, digit: u8) -> Option<Grid> {
    Narrowing::new(puzzle)?.avoiding(cell, digit)
}

/// [`solve`] for a candidate grid: the smallest solution of `puzzle` in which each cell holds
/// one of the digits `allowed` gives it (bit `d - 1` for digit `d`).
pub fn solve_within(puzzle: &Grid, allowed: &[u16; CELLS]) -> Option<Grid> {
    let position = Position::within(puzzle, allowed)?;
    find_solutions_from(position, 1, Branching::RowMajor).1
}

/// Some solution of a candidate grid, as [`solve_within`] reads it: the first the counting
/// search meets, not the smallest.
pub fn first_within(puzzle: &Grid, allowed: &[u16; CELLS]) -> Option<Grid> {
    let position = Position::within(puzzle, allowed)?;
    find_solutions_from(position, 1, Branching::MostConstrained).1
}

/// [`count`] for a candidate grid, as [`solve_within`] reads it.
pub fn count_within(puzzle: &Grid, allowed: &[u16; CELLS], limit: u64) -> u64 {
    Position::within(puzzle, allowed).map_or(0, |position| {
        find_solutions_from(position, limit, Branching::MostConstrained).0
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::classic;
    use std::ops::ControlFlow;

    fn grid(text: &str) -> Grid {
        text.parse().unwrap()
    }

    /// Puzzles of every kind: unique, several solutions, none, conflicting.
    const PUZZLES: [&str; 6] = [
        ".....23.7.....645.1..93........618...48...56...642........75..8.291.....4.56.....",
        ".................................................................................",
        "1...............................................................................2",
        "12345678.............................................9...........................",
        "5...5............................................................................",
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
    ];

    #[test]
    fn four_digits_confined_to_one_triad_are_a_contradiction() {
        // The givens put 1, 2, 3 and 4 in rows 2 and 3 of boxes 2 and 3, so all four must stand
        // in the three cells of row 1 in box 1. No band or column rule sees it; the triad rules do.
        let puzzle = grid(&(".".repeat(9) + "...12.34." + "...4.32.1" + &".".repeat(54)));
        assert!(Position::new(&puzzle).is_none());
        assert_eq!(count(&puzzle, 2), 0);
        assert_eq!(classic::count(&puzzle, 2), 0);
    }

    #[test]
    fn a_position_is_as_small_as_the_docs_say() {
        // The search copies a position at every branch; the module doc and the architecture
        // notes quote this.
        assert_eq!(std::mem::size_of::<Position>(), 268);
    }

    #[test]
    fn givens_that_empty_a_digit_from_a_whole_band_are_a_contradiction() {
        // Digit 1 twice in each row of the first band: its word for that band ends empty before
        // the band rules first run on it, which must still count as a contradiction.
        let first_band = ["11.......", "...11....", "......11."].concat();
        let puzzle = grid(&(first_band + &".".repeat(54)));
        assert!(Position::new(&puzzle).is_none());
    }

    #[test]
    fn answers_match_the_classic_engine() {
        for text in PUZZLES {
            let puzzle = grid(text);
            assert_eq!(solve(&puzzle), classic::solve(&puzzle), "{text}");
            assert_eq!(count(&puzzle, 3), classic::count(&puzzle, 3), "{text}");
        }
    }

    #[test]
    fn the_row_major_search_yields_solutions_in_lexicographic_order() {
        let puzzle = grid(PUZZLES[2]);
        let mut position = Position::new(&puzzle).unwrap();
        let mut solutions = Vec::new();
        let _ = position.search(Branching::RowMajor, &mut |solved| {
            solutions.push(*solved.grid().cells());
            if solutions.len() == 50 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        assert_eq!(solutions.len(), 50);
        assert!(solutions.windows(2).all(|pair| pair[0] < pair[1]));
        assert!(
            solutions
                .iter()
                .all(|s| Grid::from_cells(*s).unwrap().solves(&puzzle))
        );
    }

    #[test]
    fn solves_the_puzzle_built_against_row_major_backtracking() {
        // The classic engine needs 88 million calls here (too slow for a debug test run).
        let puzzle = grid(
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
        );
        let expected =
            "987654321246173985351928746128537694634892157795461832519286473472319568863745219";
        assert_eq!(solve(&puzzle), Some(grid(expected)));
        assert_eq!(count(&puzzle, 2), 1);
    }

    #[test]
    fn counting_stops_at_the_limit_and_is_exact_below_it() {
        assert_eq!(count(&Grid::EMPTY, 1000), 1000);
        assert_eq!(count(&grid(PUZZLES[0]), 1000), 1);
        assert_eq!(count(&grid(PUZZLES[4]), 1000), 0);
        assert_eq!(count(&grid(PUZZLES[3]), 1000), 0);
    }
}
