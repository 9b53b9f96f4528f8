//! Arrows: the number a circle reads (one cell, or a pill of several cells read as digits) is
//! the sum of its shaft, narrowed over sets of totals both ways.

use super::masks::{Candidates, bits};
use super::sum_sets::Groups;
use super::totals::{SUM_LIMIT, Sums};

/// An arrow: the number its circle reads (one cell, or a pill of several read as digits) is
/// the sum of its shaft.
pub(super) struct Arrow {
    circle: Vec<usize>,
    shaft: Groups,
}

impl Arrow {
    /// The arrow, when every number its circle can read fits a set of totals.
    pub(super) fn new(n: usize, circle: &[usize], shaft: Groups) -> Option<Arrow> {
        let largest = circle.iter().fold(0u64, |number, _| number * 10 + n as u64);
        (largest < u64::from(SUM_LIMIT)).then(|| Arrow {
            circle: circle.to_vec(),
            shaft,
        })
    }

    /// The circle keeps the numbers the shaft can add up to, and the shaft the values that
    /// reach one of them.
    pub(super) fn propagate(&self, position: &mut impl Candidates) -> Option<bool> {
        let numbers = self.numbers(position, None);
        let allowed = numbers.and(self.shaft.totals(position));
        let mut changed = false;
        for (place, &cell) in self.circle.iter().enumerate() {
            let kept = bits(position.values(cell))
                .filter(|&bit| {
                    !self
                        .numbers(position, Some((place, bit)))
                        .and(allowed)
                        .is_empty()
                })
                .fold(0, |mask, bit| mask | 1 << bit);
            changed |= position.keep(cell, kept)?;
        }
        changed |= self.shaft.keep(position, allowed)?;
        Some(changed)
    }

    /// The numbers the circle can read, its cell at `fixed.0` holding the value of bit
    /// `fixed.1` when given.
    fn numbers(&self, position: &impl Candidates, fixed: Option<(usize, usize)>) -> Sums {
        let mut numbers = Sums::single(0);
        for (place, &cell) in self.circle.iter().enumerate() {
            let values = match fixed {
                Some((at, bit)) if at == place => 1 << bit,
                _ => position.values(cell),
            };
            let mut next = Sums::EMPTY;
            for number in numbers.iter() {
                for bit in bits(values) {
                    next.insert(number * 10 + bit as u32 + 1);
                }
            }
            numbers = next;
        }
        numbers
    }
}
