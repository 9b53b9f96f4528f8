//! The 9×9 kernel's search position (see the parent module for its layout): its candidate
//! words, set up from a puzzle's givens or a candidate grid, and read back as a grid.

use super::tables::{ALL_TRIADS, BAND, triad_peers};
use crate::grid::{CELLS, Grid};

/// A search position: the candidates of every digit in every band, and what is settled.
#[derive(Clone, Copy)]
pub(super) struct Position {
    /// Candidates of digit `d` (0-based) in band `b`, at index `3 * d + b`.
    pub(super) candidates: [u32; 27],
    /// Each word as the band rules last left it: a word that differs has changed since.
    pub(super) settled: [u32; 27],
    /// The cells of each band not yet fixed to a digit.
    pub(super) open: [u32; 3],
    /// The digits whose candidates changed since the column rules last ran for them.
    pub(super) columns_due: u16,
    /// For each digit, the triads of its three words that take part in a configuration, as the
    /// band rules last left them: bit `9 * band + 3 * row + box`.
    pub(super) triads: [u32; 9],
}

impl Position {
    /// The position of `puzzle`'s givens after propagation, or `None` on a contradiction.
    pub(super) fn new(puzzle: &Grid) -> Option<Position> {
        let mut position = Position {
            candidates: [BAND; 27],
            // No word has ever been settled: a value no candidates word can hold (they use 27
            // bits) makes the first sweep update every word, even one the givens emptied.
            settled: [u32::MAX; 27],
            open: [BAND; 3],
            columns_due: 0,
            triads: [ALL_TRIADS; 9],
        };
        for (cell, &digit) in puzzle.cells().iter().enumerate() {
            if digit != 0 {
                position.place(usize::from(digit - 1), cell / 27, 1 << (cell % 27));
            }
        }
        position.propagate().then_some(position)
    }

    /// Keeps `digit` in `cell` (a one-bit mask of `band`) and removes it from the cell's row and box
    /// in the band; the band rules then fix the cell and clear its column elsewhere. If the digit
    /// was no longer possible there, the row ends empty: a contradiction.
    #[inline]
    pub(super) fn place(&mut self, digit: usize, band: usize, cell: u32) {
        self.confine(3 * digit + band, cell);
    }

    /// Confines a word's digit, in the row and in the box of `region` (cells of one triad), to
    /// `region`.
    #[inline]
    pub(super) fn confine(&mut self, word: usize, region: u32) {
        let bit = region.trailing_zeros();
        self.candidates[word] &= !triad_peers(bit / 9 * 3 + bit % 9 / 3) | region;
    }

    /// The grid of a position whose every cell is fixed.
    pub(super) fn grid(&self) -> Grid {
        let mut cells = [0u8; CELLS];
        for digit in 0..9 {
            for band in 0..3 {
                let mut bits = self.candidates[3 * digit + band];
                while bits != 0 {
                    cells[27 * band + bits.trailing_zeros() as usize] = digit as u8 + 1;
                    bits &= bits - 1;
                }
            }
        }
        Grid::from_cells(cells).expect("digits are 1 to 9")
    }
}

impl Position {
    /// The position of `puzzle` with every candidate `allowed` does not give struck, then
    /// propagated; `None` on a contradiction.
    pub(super) fn within(puzzle: &Grid, allowed: &[u16; CELLS]) -> Option<Position> {
        let mut position = Position::new(puzzle)?;
        for digit in 0..9 {
            for band in 0..3 {
                let cells = &allowed[27 * band..27 * band + 27];
                let kept = (0..27)
                    .filter(|&cell| cells[cell] >> digit & 1 != 0)
                    .fold(0u32, |word, cell| word | 1 << cell);
                position.candidates[3 * digit + band] &= kept;
            }
        }
        position.propagate().then_some(position)
    }
}
