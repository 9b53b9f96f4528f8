//! Digit sets: the 9-bit masks that say which of the digits 1–9 a row, column, box or cell holds.

use std::fmt;
use std::ops::{BitAnd, BitOr, Not};

/// A set of Sudoku digits 1–9, kept as a 9-bit mask (bit `d - 1` stands for digit `d`).
///
/// The seed lesson's "used" markers, a list of ten booleans per row, column and box, become one
/// `DigitSet` each: testing, adding and removing a digit are single bit operations.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct DigitSet(u16);

impl DigitSet {
    /// The empty set.
    pub const NONE: DigitSet = DigitSet(0);
    /// All nine digits.
    pub const ALL: DigitSet = DigitSet(0b1_1111_1111);

    /// The set holding only `digit` (1–9).
    #[inline]
    pub const fn single(digit: u8) -> DigitSet {
        debug_assert!(digit >= 1 && digit <= 9);
        DigitSet(1 << (digit - 1))
    }

    /// Whether `digit` (1–9) is in the set.
    #[inline]
    pub const fn contains(self, digit: u8) -> bool {
        self.0 & DigitSet::single(digit).0 != 0
    }

    /// Adds `digit` (1–9) to the set.
    #[inline]
    pub fn insert(&mut self, digit: u8) {
        self.0 |= DigitSet::single(digit).0;
    }

    /// Removes `digit` (1–9) from the set.
    #[inline]
    pub fn remove(&mut self, digit: u8) {
        self.0 &= !DigitSet::single(digit).0;
    }

    /// How many digits the set holds.
    #[inline]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The digits of the set in ascending order.
    #[inline]
    pub fn iter(self) -> Digits {
        Digits(self.0)
    }
}

impl BitOr for DigitSet {
    type Output = DigitSet;
    #[inline]
    fn bitor(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 | other.0)
    }
}

impl BitAnd for DigitSet {
    type Output = DigitSet;
    #[inline]
    fn bitand(self, other: DigitSet) -> DigitSet {
        DigitSet(self.0 & other.0)
    }
}

/// The complement within the nine digits.
impl Not for DigitSet {
    type Output = DigitSet;
    #[inline]
    fn not(self) -> DigitSet {
        DigitSet(!self.0 & DigitSet::ALL.0)
    }
}

impl fmt::Debug for DigitSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// Iterator over the digits of a [`DigitSet`], lowest first.
#[derive(Clone, Debug)]
pub struct Digits(u16);

impl Iterator for Digits {
    type Item = u8;

    #[inline]
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let digit = self.0.trailing_zeros() as u8 + 1;
        self.0 &= self.0 - 1; // clear the lowest set bit
        Some(digit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn insert_remove_and_contains_agree() {
        let mut set = DigitSet::NONE;
        set.insert(1);
        set.insert(9);
        assert!(set.contains(1) && set.contains(9) && !set.contains(5));
        assert_eq!(set.len(), 2);
        set.remove(1);
        assert_eq!(set.iter().collect::<Vec<_>>(), vec![9]);
    }

    #[test]
    fn iteration_is_ascending_and_complement_stays_in_nine_bits() {
        assert_eq!(
            DigitSet::ALL.iter().collect::<Vec<_>>(),
            (1..=9).collect::<Vec<_>>()
        );
        assert_eq!(!DigitSet::ALL, DigitSet::NONE);
        assert_eq!(!DigitSet::single(3) | DigitSet::single(3), DigitSet::ALL);
        assert!((DigitSet::single(3) & DigitSet::single(4)).is_empty());
    }
}
