//! Where a variant puzzle's search branches, and one of the two searches of each question of
//! the walk to the smallest solution: conflict scores, learnt as the search goes.
//!
//! Each cell starts with a priority from the rules on it (every house it lies in, and each
//! rule that holds it: sums of three cells or more count more, and small sums most), and
//! gains a point each time a contradiction is blamed on it; the value it took gains a point
//! likewise. A branch that meets a contradiction before propagation places any other cell is
//! blamed itself; otherwise the first and the last cell propagation placed are (`Forced` in
//! `weights.rs`). The branching takes the open cell with the most score per candidate, a cell holding the value
//! that failed most counting a fifth of that value's score more. Every [`DECAY_AFTER`]
//! contradictions the cell scores halve and the value scores quarter, so the scores follow the
//! part of the grid the search is in now. A house's value with two places is branched on
//! instead when one of those places scores, halved, at least as much per candidate as the
//! cell.
//!
//! This is the rule of constraint solvers that learn from conflicts (the conflict scores of
//! the fastest variant solvers): on killers, little killers and thermometers it made the
//! searches of the benchmark sets many times smaller than the classic puzzles' house weights
//! (see `weights.rs`), whose contradictions are mostly in houses, while a variant's are in its
//! rules.

use super::tables::Tables;
use super::word::PLACED;

/// Contradictions between two decays of the scores.
const DECAY_AFTER: u32 = 1 << 14;

/// How often each cell and each value, taken on a branch, met a contradiction, over the
/// cells' priorities.
pub(super) struct Scores {
    cells: Vec<u32>,
    /// Contradictions per value, bit by bit.
    values: [u32; 32],
    /// Contradictions left before the next decay.
    until_decay: u32,
}

impl Scores {
    /// The scores of a new search of a variant puzzle: every cell's priority.
    pub(super) fn new(tables: &Tables) -> Scores {
        let n = tables.size() as u32;
        let cells = (0..tables.shape.cells())
            .map(|cell| n * tables.houses_of(cell).len() as u32 + tables.rules.priority(cell))
            .collect();
        Scores {
            cells,
            values: [0; 32],
            until_decay: DECAY_AFTER,
        }
    }

    /// Counts a contradiction met when `cell` took the value of `bit`.
    pub(super) fn bump(&mut self, cell: usize, bit: u32) {
        self.cells[cell] += 1;
        self.values[bit.trailing_zeros() as usize] += 1;
        self.until_decay -= 1;
        if self.until_decay == 0 {
            self.cells.iter_mut().for_each(|score| *score >>= 1);
            self.values.iter_mut().for_each(|score| *score >>= 2);
            self.until_decay = DECAY_AFTER;
        }
    }

    /// The value that failed most, as a bit, and its score; none while the values' scores are
    /// few or close together (the most at least N, and more than 1.5 times the least).
    fn hottest_value(&self, n: usize) -> Option<(u32, u32)> {
        let values = &self.values[..n];
        let (index, &most) = values.iter().enumerate().max_by_key(|&(i, &s)| (s, !i))?;
        let least = values.iter().copied().filter(|&s| s > 0).min().unwrap_or(0);
        (most >= n as u32 && 2 * most > 3 * least).then_some((1 << index, most))
    }

    /// Where to branch in `cells` (a position's words), or `None` when every cell is placed:
    /// a cell and its smallest candidate, or a value of a house with two places and the
    /// place that scores more.
    pub(super) fn choose(&self, tables: &Tables, cells: &[u32]) -> Option<(usize, u32)> {
        let (hot, boost) = self.hottest_value(tables.size()).unwrap_or((0, 0));
        // Scores are counted in fifths, so that the boost is a whole number.
        let score = |cell: usize, word: u32| {
            u64::from(5 * self.cells[cell]) + if word & hot != 0 { u64::from(boost) } else { 0 }
        };
        let mut best: Option<(usize, u32, u64)> = None;
        for (cell, &word) in cells.iter().enumerate() {
            if word & PLACED != 0 {
                continue;
            }
            let this = score(cell, word);
            // More score per candidate: a / ca > b / cb, compared without division, fewer
            // candidates on a tie.
            let better = best.is_none_or(|(_, best_word, best_score)| {
                let (count, best_count) = (word.count_ones(), best_word.count_ones());
                let (a, b) = (this * u64::from(best_count), best_score * u64::from(count));
                a > b || (a == b && count < best_count)
            });
            if better {
                best = Some((cell, word, this));
            }
        }
        let (cell, word, _) = best?;
        let smallest = (cell, word & word.wrapping_neg());
        let count = word.count_ones();
        if count <= 2 {
            return Some(smallest);
        }
        Some(
            self.two_places(tables, cells, count, self.cells[cell])
                .unwrap_or(smallest),
        )
    }

    /// The value of some house with two places, one of which scores, halved, at least as much
    /// as `score` over `count` candidates: the best such, with its place that scores more.
    fn two_places(
        &self,
        tables: &Tables,
        cells: &[u32],
        count: u32,
        score: u32,
    ) -> Option<(usize, u32)> {
        let mut best: Option<(u32, usize, u32)> = None;
        for house in tables.houses() {
            let (mut once, mut twice, mut more, mut top) = (0u32, 0u32, 0u32, 0u32);
            for &cell in house {
                let cell = usize::from(cell);
                let word = cells[cell];
                if word & PLACED == 0 {
                    more |= twice & word;
                    twice |= once & word;
                    once |= word;
                    top = top.max(self.cells[cell]);
                }
            }
            // No place here can score more than the house's top: when that is not enough, or
            // no better than the best so far, the house's pairs need not be looked for.
            let enough = |most: u32| u64::from(most) * u64::from(count) >= 2 * u64::from(score);
            if !enough(top) || best.is_some_and(|(best_most, _, _)| top <= best_most) {
                continue;
            }
            let mut pairs = twice & !more;
            while pairs != 0 {
                let bit = pairs & pairs.wrapping_neg();
                pairs &= pairs - 1;
                let place = house
                    .iter()
                    .map(|&cell| usize::from(cell))
                    .filter(|&cell| cells[cell] & (bit | PLACED) == bit)
                    .max_by_key(|&cell| (self.cells[cell], std::cmp::Reverse(cell)))?;
                let most = self.cells[place];
                if enough(most) && best.is_none_or(|(best_most, _, _)| most > best_most) {
                    best = Some((most, place, bit));
                }
            }
        }
        best.map(|(_, place, bit)| (place, bit))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::Shape;

    #[test]
    fn the_hottest_value_needs_enough_contradictions_spread_apart() {
        let tables = Tables::new(Shape::NINE, None);
        let mut scores = Scores::new(&tables);
        assert_eq!(scores.hottest_value(9), None);
        for _ in 0..9 {
            scores.bump(0, 0b10);
        }
        // One value alone is not spread apart from the others.
        assert_eq!(scores.hottest_value(9), None);
        for _ in 0..5 {
            scores.bump(0, 0b01);
        }
        assert_eq!(scores.hottest_value(9), Some((0b10, 9)));
        scores.bump(0, 0b01);
        // 9 against 6: too close together.
        assert_eq!(scores.hottest_value(9), None);
    }

    #[test]
    fn scores_decay_after_many_contradictions() {
        let tables = Tables::new(Shape::NINE, None);
        let mut scores = Scores::new(&tables);
        let start = scores.cells[5];
        for _ in 0..DECAY_AFTER {
            scores.bump(5, 1);
        }
        assert_eq!(scores.cells[5], (start + DECAY_AFTER) / 2);
        assert_eq!(scores.values[0], DECAY_AFTER / 4);
    }
}
