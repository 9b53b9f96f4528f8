//! Bivalue Universal Grave: when every empty cell but a few would hold two candidates and every
//! digit two places in each house, the grid would have two solutions; so one of the few cells
//! holds its extra digit. The four types say what follows, as SE builds them.

use crate::bitset::{CellSet, DigitSet};

use super::candidates::Candidates;
use super::combinations::Combinations;
use super::difficulty::Difficulty;
use super::houses::{CELL_HOUSES, HOUSE_SETS, HOUSES, PEER_ORDER, name};
use super::names::{cell_list, digit_list};
use super::step::Step;

/// The first BUG hint SE finds (5.6 type 1, 5.7 types 2 and 4, 5.8 and up type 3).
pub fn bug(grid: &Candidates) -> Option<Step> {
    let pattern = Pattern::find(grid)?;
    if pattern.cells.len() == 1 {
        return Some(pattern.type_one(grid));
    }
    if pattern.all_extra.len() == 1 {
        return pattern.type_two(grid).or_else(|| pattern.type_four(grid));
    }
    if pattern.common.is_empty() {
        return None;
    }
    pattern.type_four(grid).or_else(|| pattern.type_three(grid))
}

/// The BUG cells (in the order found), their extra digits, and the cells all of them see (in
/// SE's order: the first BUG cell's box, row, then column).
struct Pattern {
    cells: Vec<usize>,
    extra: Vec<DigitSet>,
    all_extra: DigitSet,
    common: Vec<usize>,
}

impl Pattern {
    fn find(grid: &Candidates) -> Option<Pattern> {
        let mut rest = grid.clone();
        let mut pattern = Pattern {
            cells: Vec::new(),
            extra: Vec::new(),
            all_extra: DigitSet::NONE,
            common: Vec::new(),
        };
        let mut first = true;
        for house_cells in HOUSE_SETS {
            for digit in 1..=9 {
                let places = grid.cells_of(digit) & house_cells;
                if places.is_empty() || places.len() == 2 {
                    continue;
                }
                let mut wide = places.iter().filter(|&c| grid.digits(c).len() >= 3);
                let cell = wide.next()?; // no cell with extras: not a BUG
                if wide.next().is_some() {
                    continue; // another house will tell which cell is buggy
                }
                let index = match pattern.cells.iter().position(|&c| c == cell) {
                    Some(index) => index,
                    None => {
                        pattern.cells.push(cell);
                        pattern.extra.push(DigitSet::NONE);
                        pattern.cells.len() - 1
                    }
                };
                pattern.extra[index].insert(digit);
                pattern.all_extra.insert(digit);
                rest.eliminate(cell, digit);
                let peers = PEER_ORDER[cell].iter().map(|&p| usize::from(p));
                if first {
                    pattern.common = peers.collect();
                    first = false;
                } else {
                    let peers: CellSet = peers.collect();
                    pattern.common.retain(|&c| peers.contains(c));
                }
                pattern.common.retain(|c| !pattern.cells.contains(c));
                if pattern.cells.len() > 1
                    && pattern.all_extra.len() > 1
                    && pattern.common.is_empty()
                {
                    return None;
                }
            }
        }
        // Without the extra digits, every cell must be bivalue and every digit twice in a house.
        let bivalue = rest.empty_cells().iter().all(|c| rest.digits(c).len() == 2);
        let twice = (0..HOUSES).all(|house| {
            (1..=9).all(|digit| {
                let n = (rest.cells_of(digit) & HOUSE_SETS[house]).len();
                n == 0 || n == 2
            })
        });
        (bivalue && twice && !pattern.cells.is_empty()).then_some(pattern)
    }

    fn step(
        &self,
        kind: usize,
        tenths: u16,
        eliminations: Vec<(usize, u8)>,
        houses: Vec<usize>,
        reason: String,
    ) -> Step {
        Step {
            proof: None,
            technique: ["BUG type 1", "BUG type 2", "BUG type 3", "BUG type 4"][kind - 1],
            difficulty: Difficulty::from_tenths(tenths),
            placements: vec![],
            eliminations,
            cells: self.cells.clone(),
            houses,
            digits: self.all_extra,
            scope: String::new(),
            reason: format!(
                "without {} in {} the grid would be a deadly bivalue pattern, {reason}",
                digit_list(self.all_extra, "/"),
                cell_list(self.cells.iter().copied())
            ),
        }
    }

    fn type_one(&self, grid: &Candidates) -> Step {
        let cell = self.cells[0];
        let removed = grid.digits(cell) & !self.all_extra;
        let reason = format!(
            "so {} holds {}",
            cell_list([cell]),
            digit_list(self.all_extra, " or ")
        );
        self.step(
            1,
            56,
            removed.iter().map(|d| (cell, d)).collect(),
            vec![],
            reason,
        )
    }

    fn type_two(&self, grid: &Candidates) -> Option<Step> {
        let digit = self.all_extra.first()?;
        let removed: Vec<(usize, u8)> = self
            .common
            .iter()
            .filter(|&&c| grid.digits(c).contains(digit))
            .map(|&c| (c, digit))
            .collect();
        let reason = format!("so one of them holds {digit}");
        (!removed.is_empty()).then(|| self.step(2, 57, removed, vec![], reason))
    }

    /// The houses (box, row, column order) holding every BUG cell.
    fn shared_houses(&self) -> impl Iterator<Item = usize> + '_ {
        CELL_HOUSES[self.cells[0]]
            .iter()
            .map(|&h| usize::from(h))
            .filter(|&h| self.cells.iter().all(|&c| HOUSE_SETS[h].contains(c)))
    }

    fn type_three(&self, grid: &Candidates) -> Option<Step> {
        for house in self.shared_houses() {
            let in_house: Vec<usize> = self
                .common
                .iter()
                .copied()
                .filter(|&c| HOUSE_SETS[house].contains(c))
                .collect();
            for degree in 2..=6 {
                if in_house.len() < degree {
                    continue;
                }
                let mut subsets = Combinations::new(degree - 1, in_house.len());
                while let Some(indexes) = subsets.next_subset() {
                    let naked: Vec<usize> = indexes.iter().map(|&i| in_house[i]).collect();
                    if let Some(step) = self.naked_set(grid, house, &in_house, &naked, degree) {
                        return Some(step);
                    }
                }
            }
        }
        None
    }

    /// Type 3: the BUG cells, taken together as one cell holding the extra digits, form a naked
    /// set of `degree` digits with the cells `naked` of `house`.
    fn naked_set(
        &self,
        grid: &Candidates,
        house: usize,
        in_house: &[usize],
        naked: &[usize],
        degree: usize,
    ) -> Option<Step> {
        let others = naked
            .iter()
            .fold(DigitSet::NONE, |set, &c| set | grid.digits(c));
        let each_has_two = naked.iter().all(|&c| grid.digits(c).len() >= 2);
        let digits = others | self.all_extra;
        if others.len() as usize != degree
            || !each_has_two
            || self.all_extra.len() < 2
            || digits.len() as usize != degree
        {
            return None;
        }
        let mut removed = Vec::new();
        for &cell in in_house {
            if !naked.contains(&cell) && !self.cells.contains(&cell) {
                removed.extend((grid.digits(cell) & digits).iter().map(|d| (cell, d)));
            }
        }
        if removed.is_empty() {
            return None;
        }
        let reason = format!(
            "so they hold {}, a naked set on {} with {} in {}",
            digit_list(self.all_extra, " or "),
            digit_list(digits, "/"),
            cell_list(naked.iter().copied()),
            name(house)
        );
        Some(self.step(3, 57 + degree as u16 - 1, removed, vec![house], reason))
    }

    fn type_four(&self, grid: &Candidates) -> Option<Step> {
        let [c1, c2] = self.cells[..] else {
            return None;
        };
        let common = grid.digits(c1) & grid.digits(c2) & !self.all_extra;
        if common.len() != 1 {
            return None;
        }
        let digit = common.first()?;
        let house = self.shared_houses().next()?;
        let mut removed = Vec::new();
        for (index, cell) in [c1, c2].into_iter().enumerate() {
            let gone = grid.digits(cell) & !self.extra[index] & !common;
            removed.extend(gone.iter().map(|d| (cell, d)));
        }
        let reason = format!(
            "so one of them holds its extra digit and, {digit} being locked between them in {}, the other {digit}",
            name(house)
        );
        Some(self.step(4, 57, removed, vec![house], reason))
    }
}
