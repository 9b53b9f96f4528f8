//! Narrowing: a puzzle asked, cell after cell, whether some solution avoids a digit there, set
//! up once and narrowed as its cells are fixed.

use super::position::Position;
use super::search::{Branching, find_solutions_from};
use crate::grid::Grid;

/// A puzzle asked cell after cell whether some solution avoids a digit there, and narrowed to
/// the digit where none does. The givens propagate once, and each digit fixed propagates from
/// the position already reached, instead of every question setting the puzzle up again from
/// its givens: asked of every hole of a puzzle, most questions are settled by propagation
/// alone, and setting up was then most of their cost.
#[derive(Clone, Copy)]
pub struct Narrowing {
    position: Position,
}

impl Narrowing {
    /// `puzzle` after propagation, or `None` when it has no solution.
    pub fn new(puzzle: &Grid) -> Option<Narrowing> {
        Position::new(puzzle).map(|position| Narrowing { position })
    }

    /// A solution whose `cell` does not hold `digit` (1–9), or `None` when every solution puts
    /// `digit` there. When propagation has left `digit` the cell's only candidate, that is the
    /// answer; otherwise the candidate is struck and the rest is the counting search stopped at
    /// its first solution.
    pub fn avoiding(&self, cell: usize, digit: u8) -> Option<Grid> {
        if self.holds_only(cell, digit) {
            return None;
        }
        let mut position = self.position;
        // A fixed cell that loses its digit empties that digit's row in the band: a contradiction.
        position.candidates[3 * usize::from(digit - 1) + cell / 27] &= !(1 << (cell % 27));
        if !position.propagate() {
            return None;
        }
        find_solutions_from(position, 1, Branching::MostConstrained).1
    }

    /// Puts `digit` (1–9) in `cell` and propagates: `false` when no solution is left.
    #[must_use]
    pub fn fix(&mut self, cell: usize, digit: u8) -> bool {
        if self.holds_only(cell, digit) {
            return true;
        }
        self.position
            .place(usize::from(digit - 1), cell / 27, 1 << (cell % 27));
        self.position.propagate()
    }

    /// Whether propagation has left `digit` the only candidate of `cell`.
    fn holds_only(&self, cell: usize, digit: u8) -> bool {
        let (band, bit) = (cell / 27, 1 << (cell % 27));
        let digit = usize::from(digit - 1);
        (0..9).all(|other| {
            (self.position.candidates[3 * other + band] & bit != 0) == (other == digit)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(text: &str) -> Grid {
        text.parse().unwrap()
    }

    #[test]
    fn narrowing_cell_by_cell_answers_as_the_fixed_puzzle_set_up_afresh() {
        // Emptied down to its first band, a solved grid has many solutions; fixing its holes
        // one by one to the grid's digits, each question must get the answer (the very same
        // other solution) that the puzzle with those digits given gets from scratch.
        let solution = grid(
            "987654321246173985351928746128537694634892157795461832519286473472319568863745219",
        );
        let mut fixed = solution;
        for cell in 27..81 {
            fixed.set(cell, 0);
        }
        let mut narrowing = Narrowing::new(&fixed).unwrap();
        let mut others = 0;
        for cell in (27..81).rev() {
            let digit = solution.get(cell);
            let fresh = Narrowing::new(&fixed).unwrap().avoiding(cell, digit);
            assert_eq!(
                narrowing.avoiding(cell, digit),
                fresh,
                "r{}c{}",
                cell / 9 + 1,
                cell % 9 + 1
            );
            others += usize::from(fresh.is_some());
            assert!(narrowing.fix(cell, digit));
            fixed.set(cell, digit);
        }
        assert!(others > 10, "{others} questions found another solution");
        assert!(!narrowing.fix(0, 1), "r1c1 holds 9");
    }
}
