//! Subsets in a house: n cells holding only n digits between them (naked pair, triplet, quad)
//! and n digits confined to n cells (hidden pair, triplet, quad). The direct hidden pair and
//! triplet, rated below the naked single, are hidden sets whose removals would leave a hidden
//! single in the same house; SE places that single.

use crate::bitset::DigitSet;

use super::candidates::Candidates;
use super::combinations::Combinations;
use super::difficulty::Difficulty;
use super::houses::{HOUSE_CELLS, Kind, name, of_kind};
use super::step::{Step, cell_list, cell_name, digit_list};

/// House kinds in the order SE looks for subsets.
const ORDER: [Kind; 3] = [Kind::Box, Kind::Column, Kind::Row];

const SET_NAMES: [&str; 3] = ["Pair", "Triplet", "Quad"];

/// The first naked set of `degree` (2–4) cells that removes a candidate (3.0, 3.6, 5.0).
pub fn naked_set(grid: &Candidates, degree: usize) -> Option<Step> {
    houses().find_map(|house| {
        if grid.empty_count(house) < 2 * degree as u32 {
            return None;
        }
        let mut subsets = Combinations::new(degree, 9);
        while let Some(indexes) = subsets.next_subset() {
            if let Some(step) = naked_set_at(grid, house, indexes) {
                return Some(step);
            }
        }
        None
    })
}

fn naked_set_at(grid: &Candidates, house: usize, indexes: &[usize]) -> Option<Step> {
    let mut digits = DigitSet::NONE;
    for &index in indexes {
        let cell_digits = grid.digits(usize::from(HOUSE_CELLS[house][index]));
        if cell_digits.len() < 2 {
            return None;
        }
        digits = digits | cell_digits;
    }
    if digits.len() as usize != indexes.len() {
        return None;
    }
    let cells: Vec<usize> = indexes
        .iter()
        .map(|&i| usize::from(HOUSE_CELLS[house][i]))
        .collect();
    let mut eliminations = Vec::new();
    for &other in &HOUSE_CELLS[house] {
        let other = usize::from(other);
        if !cells.contains(&other) {
            eliminations.extend((grid.digits(other) & digits).iter().map(|d| (other, d)));
        }
    }
    if eliminations.is_empty() {
        return None;
    }
    let degree = indexes.len();
    Some(Step {
        technique: ["Naked Pair", "Naked Triplet", "Naked Quad"][degree - 2],
        difficulty: Difficulty::from_tenths([30, 36, 50][degree - 2]),
        placements: vec![],
        eliminations,
        reason: format!(
            "{} hold only {} in {}",
            cell_list(cells.iter().copied()),
            digit_list(digits, "/"),
            name(house)
        ),
        cells,
        houses: vec![house],
        digits,
        scope: String::new(),
    })
}

/// The first hidden set of `degree` (2–4) digits that removes a candidate (3.4, 4.0, 5.4).
pub fn hidden_set(grid: &Candidates, degree: usize) -> Option<Step> {
    find_hidden(grid, degree, 2 * degree as u32, |set| set.plain_step(grid))
}

/// The first hidden pair or triplet (`degree` 2 or 3) whose removals leave a hidden single in
/// its house (2.0, 2.5); the step places that single.
pub fn direct_hidden_set(grid: &Candidates, degree: usize) -> Option<Step> {
    find_hidden(grid, degree, degree as u32, |set| set.direct_step(grid))
}

/// The first hidden set in a house with more than `min_empty` empty cells for which
/// `conclude` gives a step.
fn find_hidden(
    grid: &Candidates,
    degree: usize,
    min_empty: u32,
    conclude: impl Fn(&HiddenSet) -> Option<Step>,
) -> Option<Step> {
    houses().find_map(|house| {
        if grid.empty_count(house) <= min_empty {
            return None;
        }
        let mut subsets = Combinations::new(degree, 9);
        'sets: while let Some(indexes) = subsets.next_subset() {
            let mut digits = DigitSet::NONE;
            let mut positions = 0u16;
            for &index in indexes {
                let digit = index as u8 + 1;
                let places = grid.positions(house, digit);
                if places.count_ones() < 2 {
                    continue 'sets;
                }
                digits.insert(digit);
                positions |= places;
            }
            if positions.count_ones() as usize == degree {
                let set = HiddenSet {
                    house,
                    digits,
                    positions,
                };
                if let Some(step) = conclude(&set) {
                    return Some(step);
                }
            }
        }
        None
    })
}

/// `digits` confined to `positions` (house indexes) of `house`.
struct HiddenSet {
    house: usize,
    digits: DigitSet,
    positions: u16,
}

impl HiddenSet {
    fn cells(&self) -> impl Iterator<Item = usize> + '_ {
        (0..9)
            .filter(|i| self.positions >> i & 1 != 0)
            .map(|i| usize::from(HOUSE_CELLS[self.house][i]))
    }

    fn plain_step(&self, grid: &Candidates) -> Option<Step> {
        let eliminations: Vec<(usize, u8)> = self
            .cells()
            .flat_map(|cell| {
                (grid.digits(cell) & !self.digits)
                    .iter()
                    .map(move |d| (cell, d))
            })
            .collect();
        (!eliminations.is_empty()).then(|| {
            let degree = self.digits.len() as usize;
            self.step(
                ["Hidden Pair", "Hidden Triplet", "Hidden Quad"][degree - 2],
                [34, 40, 54][degree - 2],
                vec![],
                eliminations,
                String::new(),
            )
        })
    }

    fn direct_step(&self, grid: &Candidates) -> Option<Step> {
        let digit = (!self.digits).iter().find(|&digit| {
            let places = grid.positions(self.house, digit);
            places.count_ones() > 1 && (places & !self.positions).count_ones() == 1
        })?;
        let index = (grid.positions(self.house, digit) & !self.positions).trailing_zeros();
        let cell = usize::from(HOUSE_CELLS[self.house][index as usize]);
        let degree = self.digits.len() as usize;
        let technique = ["Direct Hidden Pair", "Direct Hidden Triplet"][degree - 2];
        let tail = format!(
            ", which leaves {} the only place for {digit}",
            cell_name(cell)
        );
        Some(self.step(
            technique,
            [20, 25][degree - 2],
            vec![(cell, digit)],
            vec![],
            tail,
        ))
    }

    fn step(
        &self,
        technique: &'static str,
        tenths: u16,
        placements: Vec<(usize, u8)>,
        eliminations: Vec<(usize, u8)>,
        tail: String,
    ) -> Step {
        let cells: Vec<usize> = self.cells().collect();
        let degree = self.digits.len() as usize;
        Step {
            technique,
            difficulty: Difficulty::from_tenths(tenths),
            placements,
            eliminations,
            reason: format!(
                "{} of {} are confined to {} (hidden {}){tail}",
                digit_list(self.digits, "/"),
                name(self.house),
                cell_list(cells.iter().copied()),
                SET_NAMES[degree - 2].to_lowercase()
            ),
            cells,
            houses: vec![self.house],
            digits: self.digits,
            scope: String::new(),
        }
    }
}

/// All houses in SE's subset order: boxes, columns, rows.
fn houses() -> impl Iterator<Item = usize> {
    ORDER.into_iter().flat_map(of_kind)
}
