//! What steers the branching of one search: where its contradictions were found, and the
//! weights learnt from them.

use super::scores::Scores;
use super::tables::Tables;
use crate::sized::SizedGrid;

/// Where a contradiction was found: a cell left without candidates, or a house left without a
/// place for some value.
#[derive(Clone, Copy, Debug, Default)]
pub(super) enum Conflict {
    #[default]
    None,
    Cell(u16),
    House(u16),
}

/// The cells a propagation placed after a branch: where a variant's search blames a
/// contradiction that propagation meets.
///
/// A contradiction met before propagation placed any other cell is the branch's own doing; one
/// met after is blamed on both ends of what the branch forced: the first cell placed, where the
/// chain of placements starts, and the last, where it met the contradiction. On the killer,
/// CTC-style and f-puzzles benchmark sets this made the searches three to nine times smaller
/// than blaming the branch's cell alone: a cell that keeps being forced into contradictions is
/// one to branch on early, and the branch's cell, often far from the trouble, is not.
#[derive(Clone, Copy, Debug, Default)]
pub(super) enum Forced {
    /// Not followed: a classic puzzle, or no branch taken since.
    #[default]
    Unwatched,
    /// A branch was taken; nothing placed since.
    Watching,
    /// The first and the last cell placed since the branch, with their values' bits.
    Placed { first: (u16, u32), last: (u16, u32) },
}

impl Forced {
    /// Notes that `cell` took the value of `bit`.
    #[inline]
    pub(super) fn note(&mut self, cell: usize, bit: u32) {
        let placed = (cell as u16, bit);
        match self {
            Forced::Unwatched => {}
            Forced::Watching => {
                *self = Forced::Placed {
                    first: placed,
                    last: placed,
                }
            }
            Forced::Placed { last, .. } => *last = placed,
        }
    }

    /// The cells and values to blame for a contradiction met after `branch` (a cell and the
    /// bit of the value it took): the first and last placed since, or the branch itself.
    pub(super) fn blamed(self, branch: (usize, u32)) -> [Option<(usize, u32)>; 2] {
        let widen = |(cell, bit): (u16, u32)| (usize::from(cell), bit);
        match self {
            Forced::Placed { first, last } if first.0 != last.0 => {
                [Some(widen(first)), Some(widen(last))]
            }
            Forced::Placed { first, .. } => [Some(widen(first)), None],
            _ => [Some(branch), None],
        }
    }
}

/// What steers the branching of one search: for a classic puzzle, how often each house took
/// part in a contradiction so far, from 1 (the branching prefers cells whose houses fail
/// often: candidates over the weight of their houses, the "dom/wdeg" rule of constraint
/// solvers, which steers the search to the part of the grid that is hard and finds
/// contradictions near the root on big puzzles); for a variant puzzle, and for some searches
/// of classic ones, the conflict scores of its cells and values (`scores.rs`).
pub(super) struct Weights {
    houses: Vec<u32>,
    /// The conflict scores, when they steer the branching.
    pub(super) scores: Option<Scores>,
    /// The contradictions weighed so far.
    pub(super) contradictions: u64,
    /// For each cell, the bit of the value a known solution puts there, which a branch on the
    /// cell tries first; empty when the search knows no solution.
    lean: Vec<u32>,
}

impl Weights {
    /// The weights of a new search: house weights for a classic puzzle, conflict scores for a
    /// variant.
    pub(super) fn new(tables: &Tables) -> Weights {
        Self::steering(tables, tables.variant)
    }

    /// The weights of a new search that branches by conflict scores, whatever the puzzle.
    pub(super) fn scoring(tables: &Tables) -> Weights {
        Self::steering(tables, true)
    }

    /// The weights of a new search for a solution other than `known`, which tries `known`'s
    /// value first wherever it branches (the "phase saving" of SAT solvers).
    ///
    /// Another solution of a puzzle with a known one differs from it, mostly, in a few cells:
    /// a search that keeps to the known values elsewhere meets it sooner. Asking whether each
    /// given of a random anti-knight grid can go (generation), this made the searches that find
    /// another solution about 40 % smaller, and the whole generation about 30 % shorter.
    pub(super) fn leaning(tables: &Tables, known: &SizedGrid) -> Weights {
        let mut weights = Self::new(tables);
        weights.lean = known
            .cells()
            .iter()
            .map(|&value| 1 << (value - 1))
            .collect();
        weights
    }

    /// New weights, with conflict scores when `scored`.
    fn steering(tables: &Tables, scored: bool) -> Weights {
        Weights {
            houses: vec![1; tables.house_count()],
            scores: scored.then(|| Scores::new(tables)),
            contradictions: 0,
            lean: Vec::new(),
        }
    }

    /// The value (as a bit) a branch on `cell`, whose candidates are `word`, tries first: the
    /// known solution's where there is one and it is a candidate, else `chosen`.
    #[inline]
    pub(super) fn first_value(&self, cell: usize, word: u32, chosen: u32) -> u32 {
        match self.lean.get(cell) {
            Some(&known) if word & known != 0 => known,
            _ => chosen,
        }
    }

    /// Weighs a contradiction met at `conflict`, after a branch took a value (`blamed`: the
    /// cells and values' bits to blame, see [`Forced`]) or lost one (nothing to blame). The
    /// conflict scores count the first kind alone: a cell that loses a value is not where the
    /// search went wrong, and counting it made the searches of the benchmark sets larger.
    pub(super) fn weigh(
        &mut self,
        tables: &Tables,
        conflict: Conflict,
        blamed: [Option<(usize, u32)>; 2],
    ) {
        self.contradictions += 1;
        if let Some(scores) = &mut self.scores {
            for (cell, bit) in blamed.into_iter().flatten() {
                scores.bump(cell, bit);
            }
            return;
        }
        match conflict {
            Conflict::None => {}
            Conflict::Cell(cell) => {
                for house in tables.houses_of(usize::from(cell)) {
                    self.houses[house] += 1;
                }
            }
            Conflict::House(house) => self.houses[usize::from(house)] += 1,
        }
    }

    /// The weight of `cell`: the weights of its houses.
    pub(super) fn of(&self, tables: &Tables, cell: usize) -> u32 {
        tables
            .houses_of(cell)
            .iter()
            .map(|&house| self.houses[house])
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_contradiction_is_blamed_on_the_branch_until_propagation_places_a_cell() {
        let branch = (7, 0b100);
        let mut forced = Forced::Unwatched;
        forced.note(3, 0b1);
        assert_eq!(forced.blamed(branch), [Some(branch), None]);
        let mut forced = Forced::Watching;
        assert_eq!(forced.blamed(branch), [Some(branch), None]);
        forced.note(3, 0b1);
        assert_eq!(forced.blamed(branch), [Some((3, 0b1)), None]);
        forced.note(40, 0b10);
        forced.note(12, 0b1000);
        assert_eq!(forced.blamed(branch), [Some((3, 0b1)), Some((12, 0b1000))]);
    }
}
