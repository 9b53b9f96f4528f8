//! Difficulty on Sudoku Explainer's scale, kept exactly in tenths, and the named levels.

use std::fmt;

use crate::named::Named;

/// A difficulty on SE's scale (1.0 to 20.0), held in tenths so that it compares and adds
/// exactly: `Difficulty::from_tenths(71)` is 7.1.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Difficulty(u16);

impl Difficulty {
    /// No difficulty: a filled grid's rating.
    pub const ZERO: Difficulty = Difficulty(0);
    /// The rating SE gives a puzzle its techniques cannot finish.
    pub const UNSOLVED: Difficulty = Difficulty(200);

    /// The difficulty of `tenths` tenths.
    #[inline]
    pub const fn from_tenths(tenths: u16) -> Difficulty {
        Difficulty(tenths)
    }

    /// The difficulty in tenths (7.1 is 71).
    #[inline]
    pub const fn tenths(self) -> u16 {
        self.0
    }

    /// This difficulty raised by `tenths` tenths.
    #[inline]
    pub const fn plus(self, tenths: u16) -> Difficulty {
        Difficulty(self.0 + tenths)
    }

    /// The named level of a puzzle whose hardest step has this difficulty.
    pub fn level(self) -> Level {
        let named = Level::NAMED.iter().map(|&(_, level)| level);
        named
            .into_iter()
            .find(|level| self.0 <= level.tenths().1)
            .unwrap_or(Level::Diabolical)
    }
}

/// One decimal, as SE prints ratings: `7.1`, `20.0`.
impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

/// A puzzle's difficulty in words, from its ER (hardest step).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// ER up to 1.2: hidden singles in boxes.
    Easy,
    /// ER up to 1.5: hidden singles in rows and columns.
    Medium,
    /// ER up to 2.5: naked singles and direct eliminations.
    Hard,
    /// ER up to 6.0: subsets, fish, wings, uniqueness.
    Fiendish,
    /// ER above 6.0: exclusions and chains.
    Diabolical,
}

impl Named for Level {
    const NAMED: &'static [(&'static str, Level)] = &[
        ("easy", Level::Easy),
        ("medium", Level::Medium),
        ("hard", Level::Hard),
        ("fiendish", Level::Fiendish),
        ("diabolical", Level::Diabolical),
    ];
}

impl Level {
    /// The ratings of the level, in tenths, ends included: the ERs whose level it is.
    pub const fn tenths(self) -> (u16, u16) {
        match self {
            Level::Easy => (0, 12),
            Level::Medium => (13, 15),
            Level::Hard => (16, 25),
            Level::Fiendish => (26, 60),
            Level::Diabolical => (61, Difficulty::UNSOLVED.0),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn difficulties_print_with_one_decimal() {
        assert_eq!(Difficulty::from_tenths(71).to_string(), "7.1");
        assert_eq!(Difficulty::from_tenths(12).to_string(), "1.2");
        assert_eq!(Difficulty::UNSOLVED.to_string(), "20.0");
        assert_eq!(Difficulty::ZERO.to_string(), "0.0");
        assert_eq!(Difficulty::from_tenths(65).plus(3).tenths(), 68);
    }

    #[test]
    fn levels_follow_the_hardest_step_bounds() {
        let level = |tenths| Difficulty::from_tenths(tenths).level();
        assert_eq!(level(12), Level::Easy);
        assert_eq!(level(15), Level::Medium);
        assert_eq!(level(23), Level::Hard);
        assert_eq!(level(25), Level::Hard);
        assert_eq!(level(60), Level::Fiendish);
        assert_eq!(level(62), Level::Diabolical);
        assert_eq!(Level::Fiendish.to_string(), "fiendish");
    }
}
