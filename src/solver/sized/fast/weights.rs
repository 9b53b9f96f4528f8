//! What steers the branching of one search: where its contradictions were found, and the
//! weights learnt from them.

use super::scores::Scores;
use super::tables::Tables;

/// Where a contradiction was found: a cell left without candidates, or a house left without a
/// place for some value.
#[derive(Clone, Copy, Debug, Default)]
pub(super) enum Conflict {
    #[default]
    None,
    Cell(u16),
    House(u16),
}

/// What steers the branching of one search: for a classic puzzle, how often each house took
/// part in a contradiction so far, from 1 (the branching prefers cells whose houses fail
/// often: candidates over the weight of their houses, the "dom/wdeg" rule of constraint
/// solvers, which steers the search to the part of the grid that is hard and finds
/// contradictions near the root on big puzzles); for a variant with rules, the conflict
/// scores of its cells and values (`scores.rs`).
pub(super) struct Weights {
    houses: Vec<u32>,
    /// The conflict scores of a variant puzzle with rules; `None` for a classic one.
    pub(super) scores: Option<Scores>,
    /// The contradictions weighed so far.
    pub(super) contradictions: u64,
}

impl Weights {
    pub(super) fn new(tables: &Tables) -> Weights {
        Weights {
            houses: vec![1; tables.house_count()],
            scores: tables.rules.any().then(|| Scores::new(tables)),
            contradictions: 0,
        }
    }

    /// Weighs a contradiction met at `conflict`, when a cell took a value (`took`, the cell and
    /// the value's bit) or lost one. The conflict scores count the first kind alone: a cell
    /// that loses a value is not where the search went wrong, and counting it made the
    /// searches of the benchmark sets larger.
    pub(super) fn weigh(
        &mut self,
        tables: &Tables,
        conflict: Conflict,
        took: Option<(usize, u32)>,
    ) {
        self.contradictions += 1;
        if let Some(scores) = &mut self.scores {
            if let Some((cell, bit)) = took {
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
