//! Unique loop type 3: the two loop cells with extra digits, taken together as one cell holding
//! those extra digits, form a naked set with other cells of a house they share, or the loop
//! digits and others form a hidden set there; the set's usual removals follow.

use crate::bitset::DigitSet;

use super::super::candidates::Candidates;
use super::super::combinations::Combinations;
use super::super::houses::{HOUSE_CELLS, index_in, name, shared_houses};
use super::super::names::{cell_list, digit_list};
use super::hint::{Build, Kind, LoopHint};

/// The type 3 hints of the loop whose extra cells are `c1` and `c2`, as SE orders them: by set
/// size, then shared house, naked sets before hidden ones.
pub(super) fn hints(
    grid: &Candidates,
    [c1, c2]: [usize; 2],
    pair: DigitSet,
    hint: &Build,
) -> Vec<LoopHint> {
    let extra = (grid.digits(c1) | grid.digits(c2)) & !pair;
    let mut found = Vec::new();
    for degree in extra.len() as usize..=7 {
        for house in shared_houses(c1, c2) {
            let empty = grid.empty_count(house) as usize;
            if degree * 2 <= empty {
                found.extend(naked_sets(grid, house, [c1, c2], extra, degree, hint));
            }
            if degree * 2 < empty {
                found.extend(hidden_sets(
                    grid,
                    house,
                    [c1, c2],
                    pair,
                    extra,
                    degree,
                    hint,
                ));
            }
        }
    }
    found
}

/// Type 3 with a naked set: the pseudo-cell holding `extra` and `degree - 1` other cells of
/// `house` hold `degree` digits between them.
fn naked_sets(
    grid: &Candidates,
    house: usize,
    [c1, c2]: [usize; 2],
    extra: DigitSet,
    degree: usize,
    hint: &Build,
) -> Vec<LoopHint> {
    let (index1, index2) = (index_in(house, c1), index_in(house, c2));
    let mut found = Vec::new();
    let mut subsets = Combinations::new(degree, 9);
    while let Some(indexes) = subsets.next_subset() {
        // SE's subsets hold c1 (standing for the pseudo-cell) and not c2.
        if !indexes.contains(&index1) || indexes.contains(&index2) {
            continue;
        }
        let others: Vec<usize> = indexes
            .iter()
            .filter(|&&i| i != index1)
            .map(|&i| usize::from(HOUSE_CELLS[house][i]))
            .collect();
        let mut covered = extra & grid.digits(c1) & grid.digits(c2);
        let mut union = extra;
        let mut each_has_two = true;
        for &cell in &others {
            covered = covered | grid.digits(cell);
            union = union | grid.digits(cell);
            each_has_two &= grid.digits(cell).len() >= 2;
        }
        if covered.len() as usize != degree || !each_has_two || union.len() as usize != degree {
            continue;
        }
        let mut eliminations = Vec::new();
        for &cell in &HOUSE_CELLS[house] {
            let cell = usize::from(cell);
            if !others.contains(&cell) && cell != c1 && cell != c2 {
                eliminations.extend((grid.digits(cell) & union).iter().map(|d| (cell, d)));
            }
        }
        let reason = format!(
            "so {} hold {} and form a naked set on {} with {} in {}",
            cell_list([c1, c2]),
            digit_list(extra, " or "),
            digit_list(union, "/"),
            cell_list(others.iter().copied()),
            name(house)
        );
        let kind = Kind::ThreeNaked {
            house,
            digits: union,
            cells: others,
        };
        found.push(hint(kind, eliminations, degree as u16 - 1, reason));
    }
    found
}

/// Type 3 with a hidden set: the loop digits and `degree - 2` others are confined, in `house`,
/// to `degree` cells counting c1 and c2 as one.
#[allow(clippy::too_many_arguments)]
fn hidden_sets(
    grid: &Candidates,
    house: usize,
    [c1, c2]: [usize; 2],
    pair: DigitSet,
    extra: DigitSet,
    degree: usize,
    hint: &Build,
) -> Vec<LoopHint> {
    let (index1, index2) = (index_in(house, c1), index_in(house, c2));
    let rest: Vec<u8> = (!(pair | extra)).iter().collect();
    let mut found = Vec::new();
    if degree - 2 > rest.len() {
        return found;
    }
    let mut subsets = Combinations::new(degree - 2, rest.len());
    'sets: while let Some(chosen) = subsets.next_subset() {
        let digits = chosen
            .iter()
            .map(|&i| rest[i])
            .fold(pair, |set, d| set | DigitSet::single(d));
        let mut union = 0u16;
        for digit in digits.iter() {
            let places = grid.positions(house, digit) & !(1 << index2);
            if places == 0 {
                continue 'sets;
            }
            union |= places;
        }
        if union.count_ones() as usize != degree {
            continue;
        }
        let positions = union & !(1 << index1) & !(1 << index2);
        let mut eliminations = Vec::new();
        let mut cells = Vec::new();
        for index in (0..9).filter(|i| positions >> i & 1 != 0) {
            let cell = usize::from(HOUSE_CELLS[house][index]);
            cells.push(cell);
            eliminations.extend((grid.digits(cell) & !digits).iter().map(|d| (cell, d)));
        }
        let reason = format!(
            "so {} hold {} and {} form a hidden set on {} with them in {}",
            cell_list([c1, c2]),
            digit_list(extra, " or "),
            cell_list(cells.iter().copied()),
            digit_list(digits, "/"),
            name(house)
        );
        let added = positions.count_ones() as u16 - 1;
        let kind = Kind::ThreeHidden {
            house,
            digits,
            positions,
        };
        found.push(hint(kind, eliminations, added, reason));
    }
    found
}
