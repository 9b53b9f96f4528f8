//! Potentials: the statement "cell c holds digit d" (on) or "cell c does not hold d" (off),
//! packed in a small key, and why a chain derived one.

use super::super::proof::{Rule, Statement};

/// Number of distinct potentials: 81 cells × 9 digits × on/off.
pub const POTENTIALS: usize = 81 * 9 * 2;

/// A potential packed as `(cell * 9 + digit - 1) * 2 + on`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Potential(u16);

impl Potential {
    /// "`cell` holds `digit`" (`on`) or "`cell` does not hold `digit`".
    #[inline]
    pub const fn new(cell: usize, digit: u8, on: bool) -> Potential {
        Potential(((cell * 9 + digit as usize - 1) * 2 + on as usize) as u16)
    }

    /// The cell, 0–80.
    #[inline]
    pub const fn cell(self) -> usize {
        self.0 as usize / 18
    }

    /// The digit, 1–9.
    #[inline]
    pub const fn digit(self) -> u8 {
        (self.0 as usize / 2 % 9) as u8 + 1
    }

    /// Whether the cell holds the digit (rather than not).
    #[inline]
    pub const fn is_on(self) -> bool {
        self.0 & 1 != 0
    }

    /// The opposite statement about the same cell and digit.
    #[inline]
    pub const fn conjugate(self) -> Potential {
        Potential(self.0 ^ 1)
    }

    /// The key as an index, 0–1457.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The statement in the step notation: `r1c2=5` or `r1c2<>5`.
    pub fn notation(self) -> String {
        self.statement().notation()
    }

    /// The statement, as a proof shows it.
    pub fn statement(self) -> Statement {
        Statement {
            cell: self.cell(),
            digit: self.digit(),
            holds: self.is_on(),
        }
    }
}

/// Why a chain derived a potential: the rule of the link that leads to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cause {
    /// The cell's other candidates (one value per cell).
    NakedSingle,
    /// The digit's other places in a box, row or column (the house number).
    Hidden(u8),
    /// A technique applied to the grid a chain has reduced (nested chains).
    Advanced,
}

impl Cause {
    /// The rule a proof names for a link of this cause; none for `Advanced`, whose rule is
    /// the technique that made the removal.
    pub fn rule(self) -> Option<Rule> {
        match self {
            Cause::NakedSingle => Some(Rule::Cell),
            Cause::Hidden(house) => Some(Rule::House(usize::from(house))),
            Cause::Advanced => None,
        }
    }
}

/// A set of potentials as a bit mask over their keys.
#[derive(Clone, PartialEq, Eq)]
pub struct PotentialSet([u64; POTENTIALS.div_ceil(64)]);

impl PotentialSet {
    /// The empty set.
    pub const fn new() -> PotentialSet {
        PotentialSet([0; POTENTIALS.div_ceil(64)])
    }

    /// Adds `potential`; returns whether it was new.
    #[inline]
    pub fn insert(&mut self, potential: Potential) -> bool {
        let index = potential.index();
        let word = &mut self.0[index / 64];
        let bit = 1 << (index % 64);
        let new = *word & bit == 0;
        *word |= bit;
        new
    }

    /// Empties the set.
    pub fn clear(&mut self) {
        self.0 = [0; POTENTIALS.div_ceil(64)];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_potential_unpacks_to_its_cell_digit_and_state() {
        for cell in [0, 40, 80] {
            for digit in 1..=9 {
                for on in [false, true] {
                    let p = Potential::new(cell, digit, on);
                    assert_eq!((p.cell(), p.digit(), p.is_on()), (cell, digit, on));
                    assert_eq!(p.conjugate().conjugate(), p);
                    assert!(p.index() < POTENTIALS);
                }
            }
        }
        assert_eq!(Potential::new(10, 3, true).notation(), "r2c2=3");
        assert_eq!(Potential::new(10, 3, false).notation(), "r2c2<>3");
    }

    #[test]
    fn potential_sets_insert_once_until_cleared() {
        let mut set = PotentialSet::new();
        assert!(set.insert(Potential::new(5, 5, true)));
        assert!(!set.insert(Potential::new(5, 5, true)));
        assert!(set.insert(Potential::new(5, 5, false)));
        set.clear();
        assert!(set.insert(Potential::new(5, 5, true)));
    }
}
