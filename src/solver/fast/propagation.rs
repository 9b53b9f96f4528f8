//! Propagation: the band rules, the naked singles, the column rules and the triad rules, run
//! until none changes anything (the fast engine's module doc explains each rule and its cost).

use super::position::Position;
use super::tables::{
    ALL_TRIADS, BAND, CLAIMED_ELSEWHERE, COLUMN_CELLS, KEPT_TRIADS, MATCHED_CELLS, POINTING_CELLS,
    ROW, alone_in_row, triad_cells, triad_pattern,
};

impl Position {
    /// Applies every rule until nothing changes. Returns `false` on a contradiction.
    pub(super) fn propagate(&mut self) -> bool {
        loop {
            if !self.settle_bands() {
                return false;
            }
            match self.place_naked_singles() {
                Some(true) => continue,
                Some(false) => {}
                None => return false,
            }
            if self.columns_due != 0 {
                if !self.update_due_columns() {
                    return false;
                }
                continue;
            }
            match self.settle_triads() {
                Some(true) => {}
                Some(false) => return true,
                None => return false,
            }
        }
    }

    /// The triad rules, on the settled bands: a triad's three cells take three different digits,
    /// so at least three digits must keep the triad and at most three can be confined to it.
    /// When exactly three keep it, each is confined to it; when three are confined to it, the
    /// others leave it. Returns whether a word changed, or `None` on a contradiction.
    #[inline]
    fn settle_triads(&mut self) -> Option<bool> {
        // Bit-parallel saturating counters over the nine digits, one lane per triad of the grid.
        let (mut kept_once, mut kept_twice, mut kept_thrice, mut kept_more) = (0, 0, 0, 0);
        let (mut confined_once, mut confined_twice, mut confined_thrice, mut confined_more) =
            (0, 0, 0, 0);
        let mut confined = [0u32; 9];
        for (digit, &triads) in self.triads.iter().enumerate() {
            kept_more |= kept_thrice & triads;
            kept_thrice |= kept_twice & triads;
            kept_twice |= kept_once & triads;
            kept_once |= triads;
            let alone = alone_in_row(triads);
            confined[digit] = alone;
            confined_more |= confined_thrice & alone;
            confined_thrice |= confined_twice & alone;
            confined_twice |= confined_once & alone;
            confined_once |= alone;
        }
        if kept_thrice != ALL_TRIADS || confined_more != 0 {
            return None;
        }
        // Triads kept by exactly three digits not all confined there yet, and triads with three
        // digits confined that others still keep. Both are rare: most calls end here.
        let fill = kept_thrice & !kept_more & !confined_thrice;
        let clear = confined_thrice & kept_more;
        if fill | clear == 0 {
            return Some(false);
        }
        for (digit, &alone) in confined.iter().enumerate() {
            let mut confine = self.triads[digit] & fill & !alone;
            while confine != 0 {
                let triad = confine.trailing_zeros();
                confine &= confine - 1;
                self.confine(3 * digit + (triad / 9) as usize, triad_cells(triad % 9));
            }
            let mut leave = self.triads[digit] & clear & !alone;
            while leave != 0 {
                let triad = leave.trailing_zeros();
                leave &= leave - 1;
                self.candidates[3 * digit + (triad / 9) as usize] &= !triad_cells(triad % 9);
            }
        }
        Some(true)
    }

    /// Runs the band rules on every changed word until none changes. Returns `false` on a
    /// contradiction.
    #[inline]
    fn settle_bands(&mut self) -> bool {
        loop {
            let mut changed = false;
            // Unrolled, so that each word's index arithmetic folds to constants.
            macro_rules! sweep {
                ($($word:literal)*) => {$(
                    if self.candidates[$word] != self.settled[$word] {
                        changed = true;
                        if !self.update_band::<$word>() {
                            return false;
                        }
                    }
                )*};
            }
            sweep!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26);
            if !changed {
                return true;
            }
        }
    }

    /// Applies the band rules to one (digit, band) word (see the module doc). Returns `false` on a
    /// contradiction.
    #[inline(always)]
    fn update_band<const WORD: usize>(&mut self) -> bool {
        let (digit, band) = (WORD / 3, WORD % 3);
        let mut cells = self.candidates[WORD];
        let triads = triad_pattern(cells);
        cells &= MATCHED_CELLS[triads];
        // Kept for the triad rules and the branching, which run once the bands are settled.
        self.triads[digit] = self.triads[digit] & !(0x1FF << (9 * band))
            | u32::from(KEPT_TRIADS[triads]) << (9 * band);
        if cells == 0 {
            return false;
        }
        // A box confined to one column takes that column from the other two bands.
        let columns = (cells | cells >> 9 | cells >> 18) & 0x1FF;
        let pointing = POINTING_CELLS[columns as usize];
        self.candidates[3 * digit + (band + 1) % 3] &= !pointing;
        self.candidates[3 * digit + (band + 2) % 3] &= !pointing;
        // A row with one candidate left holds the digit there: close the cell to other digits.
        // Rows are never empty here, since every row of a complete matching keeps a triad.
        let mut solved = 0;
        for mask in ROW {
            let row_cells = cells & mask;
            if row_cells & (row_cells - 1) == 0 {
                solved |= row_cells;
            }
        }
        self.open[band] &= !solved;
        for other in 0..9 {
            self.candidates[3 * other + band] &= !solved;
        }
        self.candidates[WORD] = cells;
        self.settled[WORD] = cells;
        self.columns_due |= 1 << digit;
        true
    }

    /// Runs the column rules for every digit that changed since they last ran. Returns `false` on
    /// a contradiction.
    fn update_due_columns(&mut self) -> bool {
        while self.columns_due != 0 {
            let digit = self.columns_due.trailing_zeros() as usize;
            self.columns_due &= self.columns_due - 1;
            if !self.update_columns(digit) {
                return false;
            }
        }
        true
    }

    /// Applies the column rules to one digit across the three bands: a column with no candidate
    /// is a contradiction, a column with one is a hidden single, and a column confined to one box
    /// empties the rest of that box (claiming). (Pointing, a box confined to one column, is part
    /// of the band rules.) Returns `false` on a contradiction.
    fn update_columns(&mut self, digit: usize) -> bool {
        let first = 3 * digit;
        // Per band, the columns holding a candidate; and the columns holding two in one band.
        let mut has = [0u32; 3];
        let mut multi = 0u32;
        for (band, columns) in has.iter_mut().enumerate() {
            let cells = self.candidates[first + band];
            let (r0, r1, r2) = (cells & 0x1FF, cells >> 9 & 0x1FF, cells >> 18);
            *columns = r0 | r1 | r2;
            multi |= (r0 & r1) | (r0 & r2) | (r1 & r2);
        }
        if has[0] | has[1] | has[2] != 0x1FF {
            return false;
        }
        // Columns with candidates in two bands or more.
        let shared = (has[0] & has[1]) | (has[0] & has[2]) | (has[1] & has[2]);
        let single_columns = !(shared | multi) & 0x1FF;
        for band in 0..3 {
            let word = first + band;
            let cells = self.candidates[word] & !CLAIMED_ELSEWHERE[(has[band] & !shared) as usize];
            self.candidates[word] = cells;
            // Hidden singles: the lone cell of a column, if it is still open. A cell that an
            // earlier rule emptied leaves its column empty, which the next pass reports.
            let mut hidden = cells & COLUMN_CELLS[single_columns as usize] & self.open[band];
            while hidden != 0 {
                let cell = hidden & hidden.wrapping_neg();
                hidden &= hidden - 1;
                self.place(digit, band, cell);
            }
        }
        true
    }

    /// The open cells of `band` with at least one, two and three candidates.
    #[inline(always)]
    pub(super) fn candidate_counts(&self, band: usize) -> (u32, u32, u32) {
        // Bit-parallel saturating counter over the nine digits, one lane per cell.
        let (mut once, mut twice, mut thrice) = (0, 0, 0);
        for digit in 0..9 {
            let cells = self.candidates[3 * digit + band];
            thrice |= twice & cells;
            twice |= once & cells;
            once |= cells;
        }
        (once, twice, thrice)
    }

    /// Places every naked single. Returns whether it placed one, or `None` on a cell left with no
    /// candidate.
    fn place_naked_singles(&mut self) -> Option<bool> {
        let mut placed = false;
        for band in 0..3 {
            if self.open[band] == 0 {
                continue;
            }
            let (once, twice, _) = self.candidate_counts(band);
            // Fixed cells keep their digit's bit, so any cell outside `once` has lost every digit.
            if once != BAND {
                return None;
            }
            let mut singles = once & !twice & self.open[band];
            while singles != 0 {
                let cell = singles & singles.wrapping_neg();
                singles &= singles - 1;
                // An earlier placement of this pass may have taken the cell's last digit.
                let digit = (0..9).find(|&d| self.candidates[3 * d + band] & cell != 0)?;
                self.place(digit, band, cell);
                placed = true;
            }
        }
        Some(placed)
    }
}
