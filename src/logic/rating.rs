//! A puzzle's rating on SE's scale (ER/EP/ED), and which of its parts are lower bounds when a
//! time budget cut the rating short.

use std::fmt;

use super::difficulty::{Difficulty, Level};

/// A puzzle's rating on SE's scale.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rating {
    /// The hardest step on the path to the solution (20.0 when the techniques cannot finish).
    pub er: Difficulty,
    /// The hardest step up to the first placement.
    pub ep: Difficulty,
    /// The first step's difficulty.
    pub ed: Difficulty,
    /// The hardest step's technique, as SE names it; `None` for a filled grid, when the
    /// techniques cannot finish, or when the rating was cut short.
    pub technique: Option<&'static str>,
    /// Which parts are lower bounds only: none, unless a time budget
    /// ([`rate_within`](super::rate_within)) cut the rating short.
    pub at_least: AtLeast,
}

/// The parts of a rating that are lower bounds, the rest being exact. A rating cut short by its
/// time budget has ER at least the hardest step taken and at least the least difficulty of the
/// technique family being searched when time ran out; EP and ED are the same bound when no
/// digit, or no step, was placed or taken by then.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct AtLeast {
    /// ER is a lower bound.
    pub er: bool,
    /// EP is a lower bound.
    pub ep: bool,
    /// ED is a lower bound.
    pub ed: bool,
}

impl Rating {
    /// The named level of the puzzle, from its ER (from a lower bound of it, when cut short).
    pub fn level(&self) -> Level {
        self.er.level()
    }
}

/// `ER/EP/ED`, as SE's rater prints a rating: `7.1/1.2/1.2`; a lower bound is marked `≥`:
/// `≥10.5/1.2/1.2`.
impl fmt::Display for Rating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mark = |at_least: bool| if at_least { "≥" } else { "" };
        let AtLeast { er, ep, ed } = self.at_least;
        write!(
            f,
            "{}{}/{}{}/{}{}",
            mark(er),
            self.er,
            mark(ep),
            self.ep,
            mark(ed),
            self.ed
        )
    }
}
