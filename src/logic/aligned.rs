//! Aligned exclusion: for two (or three) cells, every combination of their candidates that
//! would empty a cell they all see, or repeat a digit between two of them that see each other,
//! is impossible; a candidate that appears in no possible combination goes.
//!
//! Cells and combinations are tried in SE's order: base cells row-major with their peers of two
//! (or up to three) candidates as possible excluders, skipping cells that see a naked single.

use crate::bitset::{CellSet, DigitSet};

use super::candidates::Candidates;
use super::combinations::Combinations;
use super::difficulty::Difficulty;
use super::houses::{PEER_ORDER, PEERS};
use super::step::{Step, cell_list};

/// The first aligned pair exclusion that removes a candidate (6.2).
pub fn aligned_pair(grid: &Candidates) -> Option<Step> {
    let bases = Bases::new(grid, 2)?;
    let mut pairs = Combinations::new(2, bases.cells.len());
    while let Some(pair) = pairs.next_subset() {
        if let Some(step) = bases.exclusion(grid, &[pair[0], pair[1]]) {
            return Some(step);
        }
    }
    None
}

/// The first aligned triplet exclusion that removes a candidate (7.5): a third cell is taken
/// among the possible excluders of the first two.
pub fn aligned_triplet(grid: &Candidates) -> Option<Step> {
    let bases = Bases::new(grid, 3)?;
    let in_list: CellSet = bases.cells.iter().copied().collect();
    let mut pairs = Combinations::new(2, bases.cells.len());
    while let Some(pair) = pairs.next_subset() {
        let (first, second) = (pair[0], pair[1]);
        let (cell0, cell1) = (bases.cells[first], bases.cells[second]);
        let mut area: Vec<usize> = Vec::new();
        for &cell in bases.excluders[first]
            .iter()
            .chain(&bases.excluders[second])
        {
            if in_list.contains(cell) && cell != cell0 && cell != cell1 && !area.contains(&cell) {
                area.push(cell);
            }
        }
        for third in area {
            let index = bases.cells.iter().position(|&c| c == third)?;
            if let Some(step) = bases.exclusion(grid, &[first, second, index]) {
                return Some(step);
            }
        }
    }
    None
}

/// The base cells (two or more candidates, no naked single among their peers) and, for each,
/// its peers with 2 to `degree` candidates, in SE's peer order.
struct Bases {
    cells: Vec<usize>,
    excluders: Vec<Vec<usize>>,
}

impl Bases {
    fn new(grid: &Candidates, degree: u32) -> Option<Bases> {
        let mut bases = Bases {
            cells: Vec::new(),
            excluders: Vec::new(),
        };
        for cell in grid.empty_cells().iter() {
            if grid.digits(cell).len() < 2 {
                continue;
            }
            let peers = PEER_ORDER[cell].iter().map(|&p| usize::from(p));
            if peers.clone().any(|p| grid.digits(p).len() == 1) {
                continue;
            }
            let excluders: Vec<usize> = peers
                .filter(|&p| (2..=degree).contains(&grid.digits(p).len()))
                .collect();
            if !excluders.is_empty() {
                bases.cells.push(cell);
                bases.excluders.push(excluders);
            }
        }
        (bases.cells.len() >= degree as usize).then_some(bases)
    }

    /// The exclusion on the base cells at `indexes`, if they share two excluders and some
    /// candidate of theirs is in no possible combination.
    fn exclusion(&self, grid: &Candidates, indexes: &[usize]) -> Option<Step> {
        let cells: Vec<usize> = indexes.iter().map(|&i| self.cells[i]).collect();
        let common: Vec<usize> = self.excluders[indexes[0]]
            .iter()
            .copied()
            .filter(|c| indexes[1..].iter().all(|&i| self.excluders[i].contains(c)))
            .collect();
        if common.len() < 2 {
            return None;
        }
        let excluder_digits: Vec<u16> = common.iter().map(|&c| grid.digits(c).bits()).collect();
        let allowed = allowed_digits(grid, &cells, &excluder_digits);
        let mut eliminations = Vec::new();
        for (position, &cell) in cells.iter().enumerate() {
            let gone = grid.digits(cell) & !DigitSet::from_bits(allowed[position]);
            eliminations.extend(gone.iter().map(|d| (cell, d)));
        }
        if eliminations.is_empty() {
            return None;
        }
        let pair = cells.len() == 2;
        Some(Step {
            technique: if pair {
                "Aligned Pair Exclusion"
            } else {
                "Aligned Triplet Exclusion"
            },
            difficulty: Difficulty::from_tenths(if pair { 62 } else { 75 }),
            placements: vec![],
            eliminations,
            reason: format!(
                "no combination of {} that leaves a digit to each of {} allows them",
                cell_list(cells.iter().copied()),
                cell_list(common.iter().copied())
            ),
            cells,
            houses: vec![],
            digits: DigitSet::NONE,
            scope: String::new(),
        })
    }
}

/// For each base cell, the digits (as a mask) that appear in some allowed combination: no two
/// cells that see each other share a digit, and no excluder loses all its candidates.
fn allowed_digits(grid: &Candidates, cells: &[usize], excluders: &[u16]) -> Vec<u16> {
    let digits: Vec<Vec<u8>> = cells
        .iter()
        .map(|&c| grid.digits(c).iter().collect())
        .collect();
    let mut allowed = vec![0u16; cells.len()];
    let mut choice = vec![0usize; cells.len()];
    loop {
        let values: Vec<u8> = choice
            .iter()
            .enumerate()
            .map(|(i, &k)| digits[i][k])
            .collect();
        if is_allowed(cells, &values, excluders) {
            for (mask, &value) in allowed.iter_mut().zip(&values) {
                *mask |= 1 << (value - 1);
            }
        }
        // Next combination, odometer style.
        let mut position = 0;
        loop {
            if position == cells.len() {
                return allowed;
            }
            choice[position] += 1;
            if choice[position] < digits[position].len() {
                break;
            }
            choice[position] = 0;
            position += 1;
        }
    }
}

fn is_allowed(cells: &[usize], values: &[u8], excluders: &[u16]) -> bool {
    for i in 0..cells.len() {
        for j in i + 1..cells.len() {
            if values[i] == values[j] && PEERS[cells[i]].contains(cells[j]) {
                return false;
            }
        }
    }
    let used = values.iter().fold(0u16, |mask, &v| mask | 1 << (v - 1));
    excluders.iter().all(|&digits| digits & !used != 0)
}
