//! Basic fish: a digit whose places in n rows (columns) all lie in n columns (rows) is removed
//! from the rest of those columns (rows): X-Wing, Swordfish, Jellyfish.

use crate::bitset::{CellSet, DigitSet};

use super::candidates::{Candidates, Removed};
use super::combinations::Combinations;
use super::difficulty::Difficulty;
use super::houses::{HOUSE_SETS, Kind, name, of_kind};
use super::step::Step;

/// The first fish of `degree` (2–4) lines that removes a candidate (3.2, 3.8, 5.2).
pub fn fish(grid: &Candidates, degree: usize) -> Option<Step> {
    each_fish(grid, degree, &Removed::ANY, |fish| fish.step(grid))
}

/// A digit whose places in the base lines all lie in as many cover lines.
pub struct Fish {
    /// The digit.
    pub digit: u8,
    /// The base lines (houses), in order.
    pub bases: Vec<usize>,
    /// The cover lines (houses), in order.
    pub covers: Vec<usize>,
}

impl Fish {
    /// The cells of the cover lines.
    pub fn cover_cells(&self) -> CellSet {
        self.covers
            .iter()
            .fold(CellSet::NONE, |set, &l| set | HOUSE_SETS[l])
    }

    /// The digit's places in the cover lines outside the base lines.
    pub fn removed(&self, grid: &Candidates) -> CellSet {
        let bases = self
            .bases
            .iter()
            .fold(CellSet::NONE, |set, &l| set | HOUSE_SETS[l]);
        (grid.cells_of(self.digit) & self.cover_cells()).minus(bases)
    }

    fn step(&self, grid: &Candidates) -> Option<Step> {
        let removed = self.removed(grid);
        if removed.is_empty() {
            return None;
        }
        let degree = self.bases.len();
        let digit = self.digit;
        let cells = self
            .bases
            .iter()
            .fold(CellSet::NONE, |set, &l| set | HOUSE_SETS[l])
            & self.cover_cells()
            & grid.cells_of(digit);
        let names = |lines: &[usize]| -> String {
            let names: Vec<String> = lines.iter().map(|&l| name(l)).collect();
            names.join(", ")
        };
        Some(Step {
            proof: None,
            technique: ["X-Wing", "Swordfish", "Jellyfish"][degree - 2],
            difficulty: Difficulty::from_tenths([32, 38, 52][degree - 2]),
            placements: vec![],
            eliminations: removed.iter().map(|cell| (cell, digit)).collect(),
            cells: cells.iter().collect(),
            houses: self.bases.iter().chain(&self.covers).copied().collect(),
            digits: DigitSet::single(digit),
            scope: String::new(),
            reason: format!(
                "{digit} in {} lies only in {}",
                names(&self.bases),
                names(&self.covers)
            ),
        })
    }
}

/// Every fish of `degree` lines in SE's order (columns as base lines first, then rows; line
/// subsets in colexicographic order, digits ascending), until `visit` returns something; only
/// fish with a base line where the digit lost a place (as `removed` tells).
pub fn each_fish<T>(
    grid: &Candidates,
    degree: usize,
    removed: &Removed,
    mut visit: impl FnMut(&Fish) -> Option<T>,
) -> Option<T> {
    // A fish needs at least 2n places of the digit still open.
    let digits = (1..=9u8)
        .filter(|&digit| !removed.of(digit).is_empty())
        .filter(|&digit| grid.placed_count(digit) as usize + 2 * degree <= 9)
        .fold(DigitSet::NONE, |set, digit| set | DigitSet::single(digit));
    for (base, cover) in [(Kind::Column, Kind::Row), (Kind::Row, Kind::Column)] {
        let (base_start, cover_start) = (of_kind(base).start, of_kind(cover).start);
        // Each digit's places in each base line, once rather than once per subset: nested
        // chains ask for fish on every grid they reduce (and for few digits).
        let places: [[u16; 9]; 9] = std::array::from_fn(|line| {
            std::array::from_fn(|d| {
                let digit = d as u8 + 1;
                let wanted = digits.contains(digit);
                if wanted {
                    grid.positions(base_start + line, digit)
                } else {
                    0
                }
            })
        });
        // The base lines (by index) where each digit lost a place.
        let lost: [u16; 9] = std::array::from_fn(|d| {
            let gone = removed.of(d as u8 + 1);
            (0..9).fold(0, |lines, line| {
                let touched = !(gone & HOUSE_SETS[base_start + line]).is_empty();
                lines | u16::from(touched) << line
            })
        });
        let mut subsets = Combinations::new(degree, 9);
        while let Some(lines) = subsets.next_subset() {
            let chosen = lines.iter().fold(0u16, |set, &line| set | 1 << line);
            for digit in digits.iter() {
                if chosen & lost[usize::from(digit - 1)] == 0 {
                    continue;
                }
                // The lines are gathered only for a fish found.
                if let Some(covers) = cover_lines(&places, lines, digit) {
                    let fish = Fish {
                        digit,
                        bases: lines.iter().map(|&l| base_start + l).collect(),
                        covers: covers.into_iter().map(|l| cover_start + l).collect(),
                    };
                    if let Some(found) = visit(&fish) {
                        return Some(found);
                    }
                }
            }
        }
    }
    None
}

/// The indexes of the cover lines when every base line (an index into `places`, each line's
/// places by digit) holds the digit at least twice and all its places fall in exactly as many
/// cross lines as there are base lines.
fn cover_lines(places: &[[u16; 9]; 9], bases: &[usize], digit: u8) -> Option<Vec<usize>> {
    let mut union = 0u16;
    for &line in bases {
        let places = places[line][usize::from(digit - 1)];
        if places.count_ones() < 2 {
            return None;
        }
        union |= places;
    }
    (union.count_ones() as usize == bases.len())
        .then(|| (0..9).filter(|i| union >> i & 1 != 0).collect())
}
