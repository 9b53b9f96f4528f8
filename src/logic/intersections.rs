//! Intersections: a digit whose places in one house all lie in a second house is removed from
//! the rest of the second house (pointing when the first house is a box, claiming when it is a
//! row or column). The direct variants, rated below the naked single, are the ones whose removal
//! leaves a hidden single in a third house; SE then places that single.

use crate::bitset::{CellSet, DigitSet};

use super::candidates::{Candidates, Removed};
use super::houses::{HOUSE_SETS, Kind, name, of_kind};
use super::names::cell_name;
use super::step::Step;

/// The (confining, receiving) house kinds, in SE's order.
const ORDER: [(Kind, Kind); 4] = [
    (Kind::Box, Kind::Column),
    (Kind::Box, Kind::Row),
    (Kind::Column, Kind::Box),
    (Kind::Row, Kind::Box),
];

/// The first pointing or claiming that removes a candidate (2.6 pointing, 2.8 claiming).
pub fn pointing_or_claiming(grid: &Candidates) -> Option<Step> {
    each_lock(grid, &Removed::ANY, |lock| {
        let removed = lock.removed(grid);
        (!removed.is_empty()).then(|| lock.step(removed, None))
    })
}

/// The first pointing or claiming whose removals leave a hidden single in another house of the
/// confining kind (1.7 direct pointing, 1.9 direct claiming); the step places that single.
pub fn direct_pointing_or_claiming(grid: &Candidates) -> Option<Step> {
    each_lock(grid, &Removed::ANY, |lock| {
        let kind = super::houses::kind(lock.from);
        of_kind(kind)
            .filter(|&third| third != lock.from)
            .filter(|&third| !(HOUSE_SETS[third] & HOUSE_SETS[lock.to]).is_empty())
            .find_map(|third| {
                let places = grid.cells_of(lock.digit) & HOUSE_SETS[third];
                let left = places.minus(HOUSE_SETS[lock.to]);
                (places.len() > 1 && left.len() == 1).then(|| {
                    let removed = places & HOUSE_SETS[lock.to];
                    lock.step(removed, left.first().map(|cell| (cell, third)))
                })
            })
    })
}

/// A digit confined, within house `from`, to its intersection with house `to`.
pub struct Lock {
    /// The confining house.
    pub from: usize,
    /// The house the digit is removed from.
    pub to: usize,
    /// The digit.
    pub digit: u8,
    /// The digit's places in `from`.
    pub cells: CellSet,
}

impl Lock {
    /// The places of the digit the lock removes: in `to`, outside `from`.
    pub fn removed(&self, grid: &Candidates) -> CellSet {
        (grid.cells_of(self.digit) & HOUSE_SETS[self.to]).minus(HOUSE_SETS[self.from])
    }

    /// The step removing `removed`, or for the direct variant placing `single` (cell, house).
    fn step(&self, removed: CellSet, single: Option<(usize, usize)>) -> Step {
        let pointing = super::houses::kind(self.from) == Kind::Box;
        let (technique, tenths) = match (pointing, single.is_some()) {
            (true, false) => ("Pointing", 26),
            (false, false) => ("Claiming", 28),
            (true, true) => ("Direct Pointing", 17),
            (false, true) => ("Direct Claiming", 19),
        };
        let digit = self.digit;
        let mut reason = format!(
            "{digit} in {} is confined to {}",
            name(self.from),
            name(self.to)
        );
        let (placements, eliminations) = match single {
            Some((cell, house)) => {
                reason += &format!(
                    ", which leaves {} the only place for {digit} in {}",
                    cell_name(cell),
                    name(house)
                );
                (vec![(cell, digit)], vec![])
            }
            None => (vec![], removed.iter().map(|cell| (cell, digit)).collect()),
        };
        Step {
            placements,
            eliminations,
            cells: self.cells.iter().collect(),
            houses: vec![self.from, self.to],
            digits: DigitSet::single(digit),
            reason,
            ..Step::basic(technique, tenths)
        }
    }
}

/// Every lock in SE's order, until `visit` returns something; only the digits that lost a
/// place in the confining house (as `removed` tells).
pub fn each_lock<T>(
    grid: &Candidates,
    removed: &Removed,
    mut visit: impl FnMut(&Lock) -> Option<T>,
) -> Option<T> {
    for (from_kind, to_kind) in ORDER {
        for from in of_kind(from_kind) {
            for to in of_kind(to_kind) {
                let common = HOUSE_SETS[from] & HOUSE_SETS[to];
                if common.is_empty() {
                    continue;
                }
                let found = removed.digits_in(from).iter().find_map(|digit| {
                    let cells = grid.cells_of(digit) & HOUSE_SETS[from];
                    // One place would be a hidden single, not a lock.
                    if cells.len() > 1 && cells.minus(common).is_empty() {
                        visit(&Lock {
                            from,
                            to,
                            digit,
                            cells,
                        })
                    } else {
                        None
                    }
                });
                if found.is_some() {
                    return found;
                }
            }
        }
    }
    None
}
