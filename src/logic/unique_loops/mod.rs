//! Unique rectangles and unique loops: cells that would hold only the same two digits, in a loop
//! crossing each house twice, allow two solutions (a deadly pattern); since the puzzle has one,
//! some cell of the loop must hold another digit, and the four types say what follows.
//!
//! Loops are searched as SE searches them (a depth-first walk from each bivalue cell, at most
//! two cells with extra digits unless they all share one extra digit); every hint is gathered,
//! then the easiest is taken, lowest type first, first found among equals.

mod hint;
mod type_three;
mod types;

use crate::bitset::DigitSet;

use super::candidates::Candidates;
use super::houses::{CELL_HOUSES, HOUSE_CELLS};
use super::step::Step;

use hint::LoopHint;

/// The easiest unique rectangle or loop hint (4.5 and up), as SE orders them.
pub fn unique_loop(grid: &Candidates) -> Option<Step> {
    let mut hints: Vec<LoopHint> = Vec::new();
    for cell in grid.empty_cells().iter() {
        let digits = grid.digits(cell);
        if digits.len() != 2 {
            continue;
        }
        let mut search = Search {
            grid,
            pair: digits,
            path: Vec::new(),
            houses: [0; 2],
            loops: Vec::new(),
        };
        search.walk(cell, 2, DigitSet::NONE, None);
        for cells in search.loops {
            if is_valid_loop(&cells) {
                for hint in types::hints(grid, &cells, digits) {
                    if hint.is_worth() && !hints.iter().any(|known| known.same_as(&hint)) {
                        hints.push(hint);
                    }
                }
            }
        }
    }
    // The first of the easiest, lowest type first (a stable minimum).
    let best = hints
        .into_iter()
        .enumerate()
        .min_by_key(|(index, hint)| (hint.difficulty(), hint.kind(), *index))?;
    Some(best.1.into_step())
}

/// The depth-first search for loops through cells holding both digits of `pair`.
struct Search<'a> {
    grid: &'a Candidates,
    pair: DigitSet,
    path: Vec<u8>,
    /// The houses of the path's cells at even and at odd positions.
    houses: [u32; 2],
    loops: Vec<Vec<u8>>,
}

impl Search<'_> {
    /// Extends the path with `cell`, reached through a house of kind `arrived_by` (0 box,
    /// 1 row, 2 column), with `allowed_extra` more cells with extra digits allowed and
    /// `extra` the extra digits met so far.
    fn walk(
        &mut self,
        cell: usize,
        allowed_extra: u32,
        extra: DigitSet,
        arrived_by: Option<usize>,
    ) {
        // A path with two cells of the same parity in one house can only close into a loop
        // that fails `is_valid_loop`: SE explores it to no avail; cut it short.
        let parity = self.path.len() % 2;
        let houses = CELL_HOUSES[cell]
            .iter()
            .fold(0u32, |mask, &h| mask | 1 << h);
        if self.houses[parity] & houses != 0 {
            return;
        }
        self.houses[parity] |= houses;
        self.path.push(cell as u8);
        // SE accumulates the extra digits of every cell it looks at from here, in order, and
        // decides on each next cell with what it has seen so far: kept as it is.
        let mut extra = extra;
        for (kind, &house) in CELL_HOUSES[cell].iter().enumerate() {
            if Some(kind) == arrived_by {
                continue;
            }
            for &next in &HOUSE_CELLS[usize::from(house)] {
                if next == self.path[0] && self.path.len() >= 4 {
                    self.loops.push(self.path.clone());
                } else if !self.path.contains(&next) {
                    let digits = self.grid.digits(usize::from(next));
                    if (digits & self.pair) != self.pair {
                        continue;
                    }
                    extra = extra | (digits & !self.pair);
                    if digits.len() == 2 || extra.len() == 1 || allowed_extra > 0 {
                        let allowed =
                            allowed_extra - u32::from(digits.len() > 2 && allowed_extra > 0);
                        self.walk(usize::from(next), allowed, extra, Some(kind));
                    }
                }
            }
        }
        self.path.pop();
        self.houses[parity] &= !houses;
    }
}

/// Whether the loop crosses each house either never or exactly once at an even and once at an
/// odd position (so that its two digits can alternate around it).
fn is_valid_loop(cells: &[u8]) -> bool {
    let mut visited = [0u32; 2];
    for (position, &cell) in cells.iter().enumerate() {
        let parity = position % 2;
        for &house in &CELL_HOUSES[usize::from(cell)] {
            let bit = 1 << house;
            if visited[parity] & bit != 0 {
                return false;
            }
            visited[parity] |= bit;
        }
    }
    visited[0] == visited[1]
}
