//! Answers without search to "does `s` stay the only solution once these cells are emptied?",
//! for a puzzle whose only solution `s` is known. Most questions of a removal pass get one.
//!
//! - **Yes** when the emptied cells fill back in by singles: a cell whose row, column and box
//!   givens leave it one digit (a naked single), or the only cell of a row, column or box that
//!   can take its digit (a hidden single), must hold `s`'s digit in every solution; filled in, it
//!   may make the next one a single. This settles about three removals in four that succeed.
//! - **No** when an *unavoidable set* has lost all its givens. Take two digits `a` and `b` of `s`,
//!   and link each of their 18 cells to the cells of the other digit in its row, column and box.
//!   Swapping `a` and `b` on a connected group of these cells keeps every row, column and box
//!   whole, so it makes another solution, unless some cell of the group is a given. This settles
//!   about two removals in five that fail.
//!
//! Measured with temporary counters over 300 removal passes without symmetry; a question left
//! unanswered goes to the search of [`super::minimise::other_solution`].

use crate::bitset::CellSet;
use crate::generate::singles::{Filling, Singles};
use crate::grid::{CELLS, Grid, box_of, column_of, row_of};

/// A puzzle whose givens are taken from a known solution that is its only one, with what it
/// takes to answer uniqueness questions quickly as cells are emptied and filled again.
pub struct TrackedPuzzle {
    puzzle: Grid,
    solution: Grid,
    /// The givens of `puzzle`, and the digits in each house.
    filling: Filling,
    /// For each cell, its group for each of the eight digits it can pair with.
    unavoidable: [[CellSet; 8]; CELLS],
}

impl TrackedPuzzle {
    /// Tracks `puzzle`, whose only solution is `solution`.
    pub fn new(puzzle: &Grid, solution: &Grid) -> TrackedPuzzle {
        let mut tracked = TrackedPuzzle {
            puzzle: Grid::EMPTY,
            solution: *solution,
            filling: Filling::new(&Grid::EMPTY),
            unavoidable: unavoidable_groups(solution),
        };
        let given: Vec<usize> = (0..CELLS).filter(|&c| puzzle.get(c) != 0).collect();
        tracked.fill(&given);
        tracked
    }

    /// The puzzle as it stands.
    pub fn puzzle(&self) -> &Grid {
        &self.puzzle
    }

    /// Empties `cells` (givens).
    pub fn empty(&mut self, cells: &[usize]) {
        for &cell in cells {
            self.filling.take(cell, self.puzzle.get(cell));
            self.puzzle.set(cell, 0);
        }
    }

    /// Gives `cells` (holes) their digits of the solution.
    pub fn fill(&mut self, cells: &[usize]) {
        for &cell in cells {
            let digit = self.solution.get(cell);
            self.filling.give(cell, digit);
            self.puzzle.set(cell, digit);
        }
    }

    /// Whether the solution stays the only one now that the `emptied` cells were just emptied
    /// (it was before): `Some` when the shortcuts tell, `None` when a search must.
    pub fn unique(&self, emptied: &[usize]) -> Option<bool> {
        let givens = self.filling.givens;
        let unguarded = |&cell: &usize| {
            self.unavoidable[cell]
                .iter()
                .any(|&g| (g & givens).is_empty())
        };
        if emptied.iter().any(unguarded) {
            return Some(false);
        }
        // A copy filled in step (80 bytes) is cheaper than undoing the fill.
        let mut filling = self.filling;
        filling
            .fill(&self.solution, emptied, Singles::Naked)
            .then_some(true)
    }
}

/// For each cell of `solution`, the groups holding it for each of the eight digits it can pair
/// with (see the module doc).
fn unavoidable_groups(solution: &Grid) -> [[CellSet; 8]; CELLS] {
    // Each row holds one `a` and one `b`, always linked, so a group is a set of rows; a column
    // or box links the row of its `a` with the row of its `b`.
    let mut cells_of = [CellSet::NONE; 9];
    let mut row_in_column = [[0u8; 9]; 9];
    let mut row_in_box = [[0u8; 9]; 9];
    for cell in 0..CELLS {
        let digit = usize::from(solution.get(cell) - 1);
        cells_of[digit].insert(cell);
        row_in_column[digit][column_of(cell)] = row_of(cell) as u8;
        row_in_box[digit][box_of(cell)] = row_of(cell) as u8;
    }
    let mut unavoidable = [[CellSet::NONE; 8]; CELLS];
    let mut slots = [0usize; CELLS];
    for a in 0..9 {
        for b in a + 1..9 {
            // The rows each row is linked to, as 9-bit masks.
            let mut links = [0u16; 9];
            for table in [&row_in_column, &row_in_box] {
                for (&ra, &rb) in table[a].iter().zip(&table[b]) {
                    links[usize::from(ra)] |= 1 << rb;
                    links[usize::from(rb)] |= 1 << ra;
                }
            }
            let mut rows_left: u16 = 0x1FF;
            while rows_left != 0 {
                let rows = linked_rows(rows_left.trailing_zeros() as usize, &links);
                rows_left &= !rows;
                let group = (cells_of[a] | cells_of[b]) & rows_cells(rows);
                for cell in group.iter() {
                    unavoidable[cell][slots[cell]] = group;
                    slots[cell] += 1;
                }
            }
        }
    }
    unavoidable
}

/// The rows linked to `start`, directly or not, as a 9-bit mask.
fn linked_rows(start: usize, links: &[u16; 9]) -> u16 {
    let mut rows: u16 = 1 << start;
    loop {
        let grown = (0..9)
            .filter(|&row| rows >> row & 1 != 0)
            .fold(rows, |set, row| set | links[row]);
        if grown == rows {
            return rows;
        }
        rows = grown;
    }
}

/// The cells of the rows in a 9-bit mask.
fn rows_cells(rows: u16) -> CellSet {
    let bits = (0..9)
        .filter(|&row| rows >> row & 1 != 0)
        .fold(0, |set, row| set | 0x1FF_u128 << (9 * row));
    CellSet::from_bits(bits)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bitset::DigitSet;
    use crate::generate::minimise::other_solution;
    use crate::generate::random_grid::random_solution;
    use crate::generate::seed::PuzzleRng;
    use crate::generate::symmetry::Symmetry;

    #[test]
    fn swapping_the_two_digits_of_a_group_makes_another_solution() {
        let solution = random_solution(&mut PuzzleRng::new(20, 0));
        for groups in unavoidable_groups(&solution) {
            for group in groups {
                let digits: DigitSet = group.iter().fold(DigitSet::NONE, |set, c| {
                    set | DigitSet::single(solution.get(c))
                });
                assert_eq!(digits.len(), 2);
                let mut swapped = solution;
                let (a, b) = (digits.iter().next().unwrap(), digits.iter().last().unwrap());
                for c in group.iter() {
                    swapped.set(c, if solution.get(c) == a { b } else { a });
                }
                assert!(swapped.solves(&Grid::EMPTY) && swapped != solution);
            }
        }
    }

    #[test]
    fn a_shortcut_answer_agrees_with_the_search() {
        let (mut answered, mut asked) = (0, 0);
        for (index, symmetry) in Symmetry::CONCRETE.into_iter().enumerate() {
            let mut rng = PuzzleRng::new(21, index as u64);
            let solution = random_solution(&mut rng);
            let mut tracked = TrackedPuzzle::new(&solution, &solution);
            let mut orbits = symmetry.orbits();
            rng.shuffle(&mut orbits);
            for orbit in &orbits {
                tracked.empty(orbit);
                let searched = other_solution(tracked.puzzle(), &solution, orbit).is_none();
                if let Some(unique) = tracked.unique(orbit) {
                    let puzzle = tracked.puzzle();
                    assert_eq!(unique, searched, "{symmetry}: {puzzle} without {orbit:?}");
                    answered += 1;
                }
                asked += 1;
                if !searched {
                    tracked.fill(orbit);
                }
            }
        }
        // Most questions are answered: the shortcuts are worth their cost.
        assert!(2 * answered > asked, "{answered} of {asked}");
    }

    #[test]
    fn the_tracked_givens_follow_the_puzzle() {
        let solution = random_solution(&mut PuzzleRng::new(22, 0));
        let mut puzzle = solution;
        puzzle.set(4, 0);
        let mut tracked = TrackedPuzzle::new(&puzzle, &solution);
        tracked.empty(&[7, 30]);
        tracked.fill(&[4]);
        puzzle.set(4, solution.get(4));
        puzzle.set(7, 0);
        puzzle.set(30, 0);
        assert_eq!(*tracked.puzzle(), puzzle);
        let fresh = TrackedPuzzle::new(&puzzle, &solution);
        assert_eq!(tracked.filling, fresh.filling);
    }
}
