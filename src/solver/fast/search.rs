//! The search: what to branch on (the first open cell, or a split of a digit's configurations),
//! and the binary, copy-on-branch descent that visits the solutions.

use std::ops::ControlFlow;

use super::position::Position;
use super::tables::{CONFIGURATION_COUNT, SPLITTING_TRIAD, triad_cells};
use crate::grid::Grid;

/// How the search picks the cell to branch on.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Branching {
    /// The first open cell in row-major order: solutions come out in lexicographic order.
    RowMajor,
    /// A split of a digit's configurations in the band where the digits have the fewest left,
    /// or a cell with two candidates once every configuration is settled: the smallest trees.
    MostConstrained,
}

impl Position {
    /// What to branch on: a word and cells of one triad where one branch confines the word's
    /// digit (in that row and box) and the other removes it; `None` when every cell is fixed.
    #[inline]
    fn branch(&self, branching: Branching) -> Option<(usize, u32)> {
        if branching == Branching::MostConstrained
            && let Some(word) = self.most_constrained_word()
        {
            let triad = u32::from(SPLITTING_TRIAD[self.band_triads(word / 3, word % 3)]);
            return Some((word, self.candidates[word] & triad_cells(triad)));
        }
        let (band, cell) = self.branching_cell(branching)?;
        // Propagation placed every naked single, so an open cell has two candidates or more.
        let digit = (0..9)
            .find(|&d| self.candidates[3 * d + band] & cell != 0)
            .expect("an open cell has candidates");
        Some((3 * digit + band, cell))
    }

    /// In the band whose nine digits have the fewest configurations left in all, the word of a
    /// digit with the fewest, two or more; `None` when every digit has one in every band.
    #[inline]
    fn most_constrained_word(&self) -> Option<usize> {
        let mut best = None;
        let mut fewest_in_band = u32::MAX;
        for band in 0..3 {
            // A band whose every cell is fixed leaves each digit one configuration: nothing to
            // split, and skipping its nine lookups saves a few per cent on easy puzzles.
            if self.open[band] == 0 {
                continue;
            }
            let (mut in_band, mut word, mut fewest) = (0, None, u8::MAX);
            for digit in 0..9 {
                let count = CONFIGURATION_COUNT[self.band_triads(digit, band)];
                in_band += u32::from(count);
                if count >= 2 && count < fewest {
                    (word, fewest) = (Some(3 * digit + band), count);
                }
            }
            if word.is_some() && in_band < fewest_in_band {
                (best, fewest_in_band) = (word, in_band);
            }
        }
        best
    }

    /// The triads `digit` keeps in `band`, as a 9-bit pattern (bit `3 * row + box`).
    #[inline(always)]
    fn band_triads(&self, digit: usize, band: usize) -> usize {
        (self.triads[digit] >> (9 * band) & 0x1FF) as usize
    }

    /// The cell to branch on, as (band, one-bit mask), or `None` when every cell is fixed.
    #[inline]
    fn branching_cell(&self, branching: Branching) -> Option<(usize, u32)> {
        // The first open cell in row-major order: the row-major choice, and the fallback of the
        // most-constrained one when no open cell has exactly two candidates.
        let first_open = || {
            let band = self.open.iter().position(|&open| open != 0)?;
            Some((band, self.open[band] & self.open[band].wrapping_neg()))
        };
        if branching == Branching::MostConstrained {
            for band in 0..3 {
                if self.open[band] == 0 {
                    continue;
                }
                let (_, twice, thrice) = self.candidate_counts(band);
                let pairs = twice & !thrice & self.open[band];
                if pairs != 0 {
                    return Some((band, pairs & pairs.wrapping_neg()));
                }
            }
        }
        first_open()
    }

    /// Visits the solutions below this propagated position, in lexicographic order when
    /// `branching` is [`Branching::RowMajor`], until `visit` breaks.
    /// The branching is binary (see the module doc).
    pub(super) fn search<F>(&mut self, branching: Branching, visit: &mut F) -> ControlFlow<()>
    where
        F: FnMut(&Position) -> ControlFlow<()>,
    {
        loop {
            let Some((word, region)) = self.branch(branching) else {
                return visit(self);
            };
            let mut child = *self;
            child.confine(word, region);
            if child.propagate() {
                child.search(branching, visit)?;
            }
            // Rather than a copy for each choice: what the failed one teaches (the region lost
            // the digit) propagates here, and the siblings' subtrees start from the tighter
            // position.
            self.candidates[word] &= !region;
            if !self.propagate() {
                return ControlFlow::Continue(());
            }
        }
    }
}

/// Searches the solutions of `puzzle` with the given branching, stopping at `limit`: how many
/// it found (at most `limit`) and the first one.
pub(super) fn find_solutions(
    puzzle: &Grid,
    limit: u64,
    branching: Branching,
) -> (u64, Option<Grid>) {
    match Position::new(puzzle) {
        Some(position) => find_solutions_from(position, limit, branching),
        None => (0, None),
    }
}

/// [`find_solutions`] below a position already propagated.
pub(super) fn find_solutions_from(
    mut position: Position,
    limit: u64,
    branching: Branching,
) -> (u64, Option<Grid>) {
    let mut found = 0;
    let mut first = None;
    let _ = position.search(branching, &mut |solved| {
        if found == 0 {
            first = Some(solved.grid());
        }
        found += 1;
        if found >= limit {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    (found.min(limit), first)
}
