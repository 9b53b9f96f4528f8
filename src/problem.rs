//! What the solver is asked: a grid of any shape, its givens, the values each cell allows, and
//! the rules of a variant. Every kind of input (a classic 9×9, a grid of another size, a
//! candidate grid, a variant puzzle) becomes one [`Problem`], so that the solver has one entry
//! point per question, not one per input.

use std::sync::Arc;

use crate::grid::Grid;
use crate::marks::PencilMarks;
use crate::shape::Shape;
use crate::sized::SizedGrid;
use crate::variant::{Checker, Variant};

/// A puzzle to solve: the givens of a grid of any shape; when some cells keep to fewer values
/// than the size allows (a candidate grid's marks), each cell's allowed values; and the rules
/// of a variant, when it is one.
///
/// A solution fills every cell, keeps every given, repeats no value in a house (a row, a column,
/// a box or the region replacing it), puts in each cell one of its allowed values and keeps
/// every rule of the variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    givens: SizedGrid,
    /// Each cell's allowed values, bit `v - 1` for the value `v`; `None` when every cell
    /// allows every value.
    allowed: Option<Vec<u32>>,
    /// The regions and rules of a variant; `None` for a classic puzzle.
    variant: Option<Arc<Variant>>,
}

impl Problem {
    /// The problem of `givens`, every value allowed in every hole.
    pub fn new(givens: SizedGrid) -> Problem {
        Problem {
            givens,
            allowed: None,
            variant: None,
        }
    }

    /// This problem with the regions and rules of `variant`; a variant that adds nothing
    /// leaves the problem classic.
    pub fn with_variant(mut self, variant: Arc<Variant>) -> Problem {
        self.variant = (!variant.is_classic()).then_some(variant);
        self
    }

    /// This problem with each cell keeping to the values of `allowed` (bit `v - 1` for the
    /// value `v`, one word a cell) as well as to those it allowed.
    pub fn within(mut self, allowed: &[u32]) -> Problem {
        for (cell, &mask) in allowed.iter().enumerate() {
            self = self.restricted(cell, mask);
        }
        self
    }

    /// The regions and rules of the variant, when the problem is one.
    pub fn variant(&self) -> Option<&Variant> {
        self.variant.as_deref()
    }

    /// The shape of the grid.
    #[inline]
    pub fn shape(&self) -> Shape {
        self.givens.shape()
    }

    /// The givens, 0 for a hole.
    #[inline]
    pub fn givens(&self) -> &SizedGrid {
        &self.givens
    }

    /// The values `cell` allows, bit `v - 1` for the value `v` (a given allows the others too:
    /// the given itself decides).
    #[inline]
    pub fn allowed(&self, cell: usize) -> u32 {
        self.allowed
            .as_ref()
            .map_or_else(|| every_value(self.shape()), |allowed| allowed[cell])
    }

    /// Each cell's allowed values, when some cell keeps to fewer than every value.
    pub fn allowed_cells(&self) -> Option<&[u32]> {
        self.allowed.as_deref()
    }

    /// Makes `value` (1 to N, or 0 for a hole) the given of `cell`.
    pub fn set_given(&mut self, cell: usize, value: u8) {
        self.givens.set(cell, value);
    }

    /// This problem with `cell` allowed only the values of `mask` among those it allowed
    /// (bit `v - 1` for the value `v`).
    pub fn restricted(mut self, cell: usize, mask: u32) -> Problem {
        let all = every_value(self.shape());
        let cells = self.shape().cells();
        let allowed = self.allowed.get_or_insert_with(|| vec![all; cells]);
        allowed[cell] &= mask;
        self
    }

    /// This problem with `value` (1 to N) ruled out of `cell`: its solutions are those of the
    /// problem whose `cell` holds another value.
    pub fn avoiding(self, cell: usize, value: u8) -> Problem {
        debug_assert!((1..=self.shape().size()).contains(&usize::from(value)));
        self.restricted(cell, !(1 << (value - 1)))
    }

    /// Whether `solution` is a solution: full, consistent, keeping every given, every cell's
    /// allowed values and every rule of the variant.
    pub fn is_solved_by(&self, solution: &SizedGrid) -> bool {
        let keeps_cells = solution.shape() == self.shape()
            && solution.is_full()
            && (0..self.shape().cells()).all(|cell| {
                let (value, given) = (solution.get(cell), self.givens.get(cell));
                (given == 0 || given == value) && self.allowed(cell) & (1 << (value - 1)) != 0
            });
        keeps_cells && self.keeps_rules(solution.cells())
    }

    /// Whether the filled grid `values` repeats no value in a house and keeps every rule of
    /// the variant.
    fn keeps_rules(&self, values: &[u8]) -> bool {
        let variant = self.variant.as_deref().cloned().unwrap_or_default();
        let houses_hold = variant.houses(self.shape()).iter().all(|house| {
            let mut seen = 0u64;
            house.iter().all(|&cell| {
                let bit = 1u64 << values[cell];
                let new = seen & bit == 0;
                seen |= bit;
                new
            })
        });
        houses_hold && Checker::new(&variant, self.shape()).check(values).is_ok()
    }
}

/// The mask of every value of `shape`'s size.
fn every_value(shape: Shape) -> u32 {
    (1 << shape.size()) - 1
}

impl From<SizedGrid> for Problem {
    fn from(givens: SizedGrid) -> Problem {
        Problem::new(givens)
    }
}

impl From<Grid> for Problem {
    fn from(givens: Grid) -> Problem {
        Problem::new(SizedGrid::from(givens))
    }
}

/// A candidate grid: a cell with one candidate is a given, every cell keeps to its candidates.
impl From<&PencilMarks> for Problem {
    fn from(marks: &PencilMarks) -> Problem {
        let allowed = (0..crate::grid::CELLS)
            .map(|cell| u32::from(marks.get(cell).bits()))
            .collect();
        Problem {
            givens: SizedGrid::from(marks.values()),
            allowed: Some(allowed),
            variant: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bitset::DigitSet;

    #[test]
    fn a_problem_allows_every_value_until_restricted() {
        let problem = Problem::from(Grid::EMPTY);
        assert_eq!(problem.allowed(40), 0x1ff);
        assert_eq!(problem.allowed_cells(), None);
        let avoiding = problem.avoiding(40, 5);
        assert_eq!(avoiding.allowed(40), 0x1ff & !(1 << 4));
        assert_eq!(avoiding.allowed(39), 0x1ff);
    }

    #[test]
    fn a_candidate_grid_becomes_givens_and_allowed_values() {
        let mut cells = [DigitSet::ALL; 81];
        cells[0] = DigitSet::single(7);
        cells[1] = DigitSet::single(1) | DigitSet::single(2);
        let problem = Problem::from(&PencilMarks::new(cells));
        assert_eq!(problem.givens().get(0), 7);
        assert_eq!(problem.givens().get(1), 0);
        assert_eq!(problem.allowed(1), 0b11);
    }
}
