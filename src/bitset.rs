//! Typed bit sets: [`DigitSet`], the 9-bit masks that say which of the digits 1–9 a row, column,
//! box or cell holds, and [`CellSet`], the 81-bit masks that say which cells of a grid belong to a
//! set (a house, the peers of a cell, the cells where a digit may still go).
//!
//! The two are one shape over different masks and members; `bit_set!` writes that shape once
//! for each, and each type adds what is its own.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not};

/// A set type over a mask, its members numbered from `offset` (bit `m - offset` stands for
/// member `m`), with its iterator: the constants, the member operations that do not depend on
/// how a member is tested, `|`, `&`, the complement within `ALL`, and `Debug` as a set.
/// `single` and `contains` are each type's own.
macro_rules! bit_set {
    (
        $(#[$meta:meta])*
        pub struct $name:ident($mask:ty);
        members: $member:ty, named $what:literal, from $offset:literal, all $all:expr;
        $(#[$iter_meta:meta])*
        pub struct $iter:ident;
    ) => {
        $(#[$meta])*
        pub struct $name($mask);

        impl $name {
            /// The empty set.
            pub const NONE: $name = $name(0);
            #[doc = concat!("All the ", $what, "s.")]
            pub const ALL: $name = $name($all);

            #[doc = concat!("Adds a ", $what, " to the set.")]
            #[inline]
            pub fn insert(&mut self, member: $member) {
                self.0 |= $name::single(member).0;
            }

            #[doc = concat!("Removes a ", $what, " from the set.")]
            #[inline]
            pub fn remove(&mut self, member: $member) {
                self.0 &= !$name::single(member).0;
            }

            #[doc = concat!("How many ", $what, "s the set holds.")]
            #[inline]
            pub const fn len(self) -> u32 {
                self.0.count_ones()
            }

            /// Whether the set is empty.
            #[inline]
            pub const fn is_empty(self) -> bool {
                self.0 == 0
            }

            #[doc = concat!("The lowest ", $what, " of the set, if any.")]
            #[inline]
            pub const fn first(self) -> Option<$member> {
                if self.0 == 0 {
                    None
                } else {
                    Some(self.0.trailing_zeros() as $member + $offset)
                }
            }

            #[doc = concat!("The ", $what, "s of the set in ascending order.")]
            #[inline]
            pub fn iter(self) -> $iter {
                $iter(self.0)
            }

            /// The raw mask.
            #[inline]
            pub const fn bits(self) -> $mask {
                self.0
            }

            /// The set whose mask is `bits` within [`ALL`](Self::ALL).
            #[inline]
            pub const fn from_bits(bits: $mask) -> $name {
                $name(bits & $name::ALL.0)
            }
        }

        impl BitOr for $name {
            type Output = $name;
            #[inline]
            fn bitor(self, other: $name) -> $name {
                $name(self.0 | other.0)
            }
        }

        impl BitAnd for $name {
            type Output = $name;
            #[inline]
            fn bitand(self, other: $name) -> $name {
                $name(self.0 & other.0)
            }
        }

        /// The complement within [`ALL`](Self::ALL).
        impl Not for $name {
            type Output = $name;
            #[inline]
            fn not(self) -> $name {
                $name(!self.0 & $name::ALL.0)
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_set().entries(self.iter()).finish()
            }
        }

        $(#[$iter_meta])*
        pub struct $iter($mask);

        impl Iterator for $iter {
            type Item = $member;

            #[inline]
            fn next(&mut self) -> Option<$member> {
                if self.0 == 0 {
                    return None;
                }
                let member = self.0.trailing_zeros() as $member + $offset;
                self.0 &= self.0 - 1; // clear the lowest set bit
                Some(member)
            }
        }
    };
}

bit_set! {
    /// A set of Sudoku digits 1–9, kept as a 9-bit mask (bit `d - 1` stands for digit `d`).
    ///
    /// The seed lesson's "used" markers, a list of ten booleans per row, column and box, become
    /// one `DigitSet` each: testing, adding and removing a digit are single bit operations.
    #[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
    pub struct DigitSet(u16);
    members: u8, named "digit", from 1, all 0b1_1111_1111;
    /// Iterator over the digits of a [`DigitSet`], lowest first.
    #[derive(Clone, Debug)]
    pub struct Digits;
}

impl DigitSet {
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
}

bit_set! {
    /// A set of grid cells, kept as an 81-bit mask (bit `c` stands for cell `c`, 0–80
    /// row-major).
    ///
    /// Houses, peers and the cells where a digit may still go are `CellSet`s, so "which cells of
    /// this row may hold a 4" is one AND and a population count.
    #[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
    pub struct CellSet(u128);
    members: usize, named "cell", from 0, all (1 << 81) - 1;
    /// Iterator over the cells of a [`CellSet`], lowest first.
    #[derive(Clone, Debug)]
    pub struct Cells;
}

impl CellSet {
    /// The set holding only `cell` (0–80).
    #[inline]
    pub const fn single(cell: usize) -> CellSet {
        debug_assert!(cell < 81);
        CellSet(1 << cell)
    }

    /// Whether `cell` is in the set.
    #[inline]
    pub const fn contains(self, cell: usize) -> bool {
        self.0 >> cell & 1 != 0
    }

    /// The cells in `self`, in `other` or in both.
    #[inline]
    pub const fn union(self, other: CellSet) -> CellSet {
        CellSet(self.0 | other.0)
    }

    /// The cells in both `self` and `other`.
    #[inline]
    pub const fn intersection(self, other: CellSet) -> CellSet {
        CellSet(self.0 & other.0)
    }

    /// The cells of `self` that are not in `other`.
    #[inline]
    pub const fn minus(self, other: CellSet) -> CellSet {
        CellSet(self.0 & !other.0)
    }
}

impl BitOrAssign for CellSet {
    #[inline]
    fn bitor_assign(&mut self, other: CellSet) {
        self.0 |= other.0;
    }
}

impl BitAndAssign for CellSet {
    #[inline]
    fn bitand_assign(&mut self, other: CellSet) {
        self.0 &= other.0;
    }
}

impl FromIterator<usize> for CellSet {
    fn from_iter<I: IntoIterator<Item = usize>>(cells: I) -> CellSet {
        let mut set = CellSet::NONE;
        for cell in cells {
            set.insert(cell);
        }
        set
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

    #[test]
    fn cell_sets_insert_remove_iterate_and_complement_within_81_cells() {
        let mut set = CellSet::NONE;
        set.insert(0);
        set.insert(80);
        set.insert(40);
        assert!(set.contains(80) && set.contains(0) && !set.contains(1));
        assert_eq!(set.len(), 3);
        assert_eq!(set.first(), Some(0));
        set.remove(0);
        assert_eq!(set.iter().collect::<Vec<_>>(), vec![40, 80]);
        assert_eq!((!CellSet::ALL), CellSet::NONE);
        assert_eq!((!set).len(), 79);
        assert_eq!(set.minus(CellSet::single(40)), CellSet::single(80));
        assert_eq!([3, 5].into_iter().collect::<CellSet>().len(), 2);
    }
}
