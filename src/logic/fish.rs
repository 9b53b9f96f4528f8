//! Basic fish: a digit whose places in n rows (columns) all lie in n columns (rows) is removed
//! from the rest of those columns (rows): X-Wing, Swordfish, Jellyfish.

use crate::bitset::{CellSet, DigitSet};

use super::candidates::Candidates;
use super::combinations::Combinations;
use super::difficulty::Difficulty;
use super::houses::{HOUSE_SETS, Kind, name, of_kind};
use super::step::Step;

/// The first fish of `degree` (2–4) lines that removes a candidate (3.2, 3.8, 5.2): columns as
/// base lines first, then rows, as SE looks for them.
pub fn fish(grid: &Candidates, degree: usize) -> Option<Step> {
    let placed: Vec<u32> = (1..=9).map(|digit| grid.placed_count(digit)).collect();
    [(Kind::Column, Kind::Row), (Kind::Row, Kind::Column)]
        .into_iter()
        .find_map(|(base, cover)| {
            let base_start = of_kind(base).start;
            let cover_start = of_kind(cover).start;
            let mut subsets = Combinations::new(degree, 9);
            while let Some(lines) = subsets.next_subset() {
                for digit in 1..=9u8 {
                    // A fish needs at least 2n places of the digit still open.
                    if placed[usize::from(digit - 1)] as usize + 2 * degree > 9 {
                        continue;
                    }
                    let bases: Vec<usize> = lines.iter().map(|&l| base_start + l).collect();
                    if let Some(covers) = cover_lines(grid, &bases, digit) {
                        let covers: Vec<usize> =
                            covers.into_iter().map(|l| cover_start + l).collect();
                        if let Some(step) = fish_step(grid, &bases, &covers, digit) {
                            return Some(step);
                        }
                    }
                }
            }
            None
        })
}

/// The indexes of the cover lines when every base line holds the digit at least twice and all
/// its places fall in exactly as many cross lines as there are base lines.
fn cover_lines(grid: &Candidates, bases: &[usize], digit: u8) -> Option<Vec<usize>> {
    let mut union = 0u16;
    for &line in bases {
        let places = grid.positions(line, digit);
        if places.count_ones() < 2 {
            return None;
        }
        union |= places;
    }
    (union.count_ones() as usize == bases.len())
        .then(|| (0..9).filter(|i| union >> i & 1 != 0).collect())
}

fn fish_step(grid: &Candidates, bases: &[usize], covers: &[usize], digit: u8) -> Option<Step> {
    let base_cells = bases
        .iter()
        .fold(CellSet::NONE, |set, &l| set | HOUSE_SETS[l]);
    let cover_cells = covers
        .iter()
        .fold(CellSet::NONE, |set, &l| set | HOUSE_SETS[l]);
    let removed = (grid.cells_of(digit) & cover_cells).minus(base_cells);
    if removed.is_empty() {
        return None;
    }
    let degree = bases.len();
    let cells = grid.cells_of(digit) & base_cells & cover_cells;
    let names = |lines: &[usize]| -> String {
        let names: Vec<String> = lines.iter().map(|&l| name(l)).collect();
        names.join(", ")
    };
    Some(Step {
        technique: ["X-Wing", "Swordfish", "Jellyfish"][degree - 2],
        difficulty: Difficulty::from_tenths([32, 38, 52][degree - 2]),
        placements: vec![],
        eliminations: removed.iter().map(|cell| (cell, digit)).collect(),
        cells: cells.iter().collect(),
        houses: bases.iter().chain(covers).copied().collect(),
        digits: DigitSet::single(digit),
        scope: String::new(),
        reason: format!("{digit} in {} lies only in {}", names(bases), names(covers)),
    })
}
