//! Subsets in a house: n cells holding only n digits between them (naked pair, triplet, quad)
//! and n digits confined to n cells (hidden pair, triplet, quad). The direct hidden pair and
//! triplet, rated below the naked single, are hidden sets whose removals would leave a hidden
//! single in the same house; SE places that single.

use crate::bitset::{CellSet, DigitSet};

use super::candidates::{Candidates, Removed};
use super::combinations::Combinations;
use super::houses::{HOUSE_CELLS, HOUSE_SETS, Kind, name, of_kind};
use super::names::{cell_list, cell_name, digit_list};
use super::step::Step;

/// House kinds in the order SE looks for subsets.
const ORDER: [Kind; 3] = [Kind::Box, Kind::Column, Kind::Row];

const SET_NAMES: [&str; 3] = ["pair", "triplet", "quad"];

/// The first naked set of `degree` (2–4) cells that removes a candidate (3.0, 3.6, 5.0).
pub fn naked_set(grid: &Candidates, degree: usize) -> Option<Step> {
    each_naked_set(grid, degree, &Removed::ANY, |set| set.step(grid))
}

/// The first hidden set of `degree` (2–4) digits that removes a candidate (3.4, 4.0, 5.4).
pub fn hidden_set(grid: &Candidates, degree: usize) -> Option<Step> {
    each_hidden_set(grid, degree, 2 * degree as u32, &Removed::ANY, |set| {
        set.plain_step(grid)
    })
}

/// The first hidden pair or triplet (`degree` 2 or 3) whose removals leave a hidden single in
/// its house (2.0, 2.5); the step places that single.
pub fn direct_hidden_set(grid: &Candidates, degree: usize) -> Option<Step> {
    each_hidden_set(grid, degree, degree as u32, &Removed::ANY, |set| {
        set.direct_step(grid)
    })
}

/// `digits` filling the `cells` of `house` between them.
pub struct NakedSet {
    /// The house.
    pub house: usize,
    /// The set's cells.
    pub cells: CellSet,
    /// The digits they hold.
    pub digits: DigitSet,
}

impl NakedSet {
    /// The set's digits in the house's other cells.
    pub fn eliminations(&self, grid: &Candidates) -> Vec<(usize, u8)> {
        let others = HOUSE_SETS[self.house].minus(self.cells);
        let mut eliminations = Vec::new();
        for cell in others.iter() {
            eliminations.extend((grid.digits(cell) & self.digits).iter().map(|d| (cell, d)));
        }
        eliminations
    }

    fn step(&self, grid: &Candidates) -> Option<Step> {
        let eliminations = self.eliminations(grid);
        if eliminations.is_empty() {
            return None;
        }
        let degree = self.digits.len() as usize;
        let technique = ["Naked Pair", "Naked Triplet", "Naked Quad"][degree - 2];
        Some(Step {
            eliminations,
            reason: format!(
                "{} hold only {} in {}",
                cell_list(self.cells.iter()),
                digit_list(self.digits, "/"),
                name(self.house)
            ),
            cells: self.cells.iter().collect(),
            houses: vec![self.house],
            digits: self.digits,
            ..Step::basic(technique, [30, 36, 50][degree - 2])
        })
    }
}

/// Every naked set of `degree` cells, in SE's order (houses with at least twice as many empty
/// cells, cell subsets in colexicographic order), until `visit` returns something; only sets
/// holding a cell that lost a candidate (as `removed` tells).
pub fn each_naked_set<T>(
    grid: &Candidates,
    degree: usize,
    removed: &Removed,
    mut visit: impl FnMut(&NakedSet) -> Option<T>,
) -> Option<T> {
    let changed = removed.cells();
    for house in houses() {
        if grid.empty_count(house) < 2 * degree as u32 || (changed & HOUSE_SETS[house]).is_empty() {
            continue;
        }
        let mut subsets = Combinations::new(degree, 9);
        'subsets: while let Some(indexes) = subsets.next_subset() {
            let mut set = NakedSet {
                house,
                cells: CellSet::NONE,
                digits: DigitSet::NONE,
            };
            for &index in indexes {
                let cell = usize::from(HOUSE_CELLS[house][index]);
                if grid.digits(cell).len() < 2 {
                    continue 'subsets;
                }
                set.cells.insert(cell);
                set.digits = set.digits | grid.digits(cell);
            }
            if set.digits.len() as usize == degree
                && !(set.cells & changed).is_empty()
                && let Some(found) = visit(&set)
            {
                return Some(found);
            }
        }
    }
    None
}

/// `digits` confined to `positions` (house indexes) of `house`.
pub struct HiddenSet {
    /// The house.
    pub house: usize,
    /// The set's digits.
    pub digits: DigitSet,
    /// Where they are confined, as a mask of house indexes.
    pub positions: u16,
}

impl HiddenSet {
    /// The set's cells.
    pub fn cells(&self) -> impl Iterator<Item = usize> + '_ {
        (0..9)
            .filter(|i| self.positions >> i & 1 != 0)
            .map(|i| usize::from(HOUSE_CELLS[self.house][i]))
    }

    /// The other digits of the set's cells.
    pub fn eliminations(&self, grid: &Candidates) -> Vec<(usize, u8)> {
        self.cells()
            .flat_map(|cell| {
                (grid.digits(cell) & !self.digits)
                    .iter()
                    .map(move |d| (cell, d))
            })
            .collect()
    }

    fn plain_step(&self, grid: &Candidates) -> Option<Step> {
        let eliminations = self.eliminations(grid);
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
            placements,
            eliminations,
            reason: format!(
                "{} of {} are confined to {} (hidden {}){tail}",
                digit_list(self.digits, "/"),
                name(self.house),
                cell_list(cells.iter().copied()),
                SET_NAMES[degree - 2]
            ),
            cells,
            houses: vec![self.house],
            digits: self.digits,
            ..Step::basic(technique, tenths)
        }
    }
}

/// Every hidden set of `degree` digits in a house with more than `min_empty` empty cells, in
/// SE's order (digit subsets in colexicographic order), until `visit` returns something; only
/// sets with a digit that lost a place in the house (as `removed` tells).
pub fn each_hidden_set<T>(
    grid: &Candidates,
    degree: usize,
    min_empty: u32,
    removed: &Removed,
    mut visit: impl FnMut(&HiddenSet) -> Option<T>,
) -> Option<T> {
    for house in houses() {
        let changed = removed.digits_in(house);
        if grid.empty_count(house) <= min_empty || changed.is_empty() {
            continue;
        }
        // Each digit's places, once per house rather than once per subset.
        let all_places: [u16; 9] = std::array::from_fn(|i| grid.positions(house, i as u8 + 1));
        let mut subsets = Combinations::new(degree, 9);
        'sets: while let Some(indexes) = subsets.next_subset() {
            let mut digits = DigitSet::NONE;
            let mut positions = 0u16;
            for &index in indexes {
                let digit = index as u8 + 1;
                let places = all_places[index];
                if places.count_ones() < 2 {
                    continue 'sets;
                }
                digits.insert(digit);
                positions |= places;
            }
            if positions.count_ones() as usize == degree && !(digits & changed).is_empty() {
                let set = HiddenSet {
                    house,
                    digits,
                    positions,
                };
                if let Some(found) = visit(&set) {
                    return Some(found);
                }
            }
        }
    }
    None
}

/// All houses in SE's subset order: boxes, columns, rows.
fn houses() -> impl Iterator<Item = usize> {
    ORDER.into_iter().flat_map(of_kind)
}
