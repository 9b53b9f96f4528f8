//! The four kinds of unique loop hint, built as SE builds them from one valid loop.
//!
//! - type 1: one cell of the loop has extra digits; it cannot hold either loop digit.
//! - type 2: the cells with extra digits share one extra digit; it goes from their common peers.
//! - type 3: two cells with extra digits act together as one cell holding the extra digits,
//!   which forms a naked (or hidden) set with other cells of a house they share.
//! - type 4: one loop digit is confined, in a house the two extra cells share, to those two
//!   cells; the other loop digit goes from both.

use crate::bitset::{CellSet, DigitSet};

use super::super::candidates::Candidates;
use super::super::houses::{HOUSE_CELLS, PEER_ORDER, name, shared_houses};
use super::super::names::cell_list;
use super::hint::{Build, Kind, LoopHint};
use super::type_three;

/// The hints SE builds from one valid loop on the digits `pair`, in its order.
pub fn hints(grid: &Candidates, cells: &[u8], pair: DigitSet) -> Vec<LoopHint> {
    let extra_cells: Vec<usize> = cells
        .iter()
        .map(|&c| usize::from(c))
        .filter(|&c| grid.digits(c).len() > 2)
        .collect();
    let hint = |kind, eliminations, added, reason| LoopHint {
        kind,
        cells: cells.to_vec(),
        pair,
        eliminations,
        added,
        reason,
    };
    match extra_cells.len() {
        0 => vec![],
        1 => {
            let cell = extra_cells[0];
            let eliminations = pair.iter().map(|d| (cell, d)).collect();
            let reason = format!("so {} holds another digit", cell_list([cell]));
            vec![hint(Kind::One, eliminations, 0, reason)]
        }
        2 => {
            let (first, second) = (extra_cells[0], extra_cells[1]);
            let extra = (grid.digits(first) | grid.digits(second)) & !pair;
            let mut found = Vec::new();
            if extra.len() == 1 {
                found.push(type_two(grid, &extra_cells, pair, &hint));
            } else if extra.len() >= 2 {
                found.extend(type_three::hints(grid, [first, second], pair, &hint));
            }
            found.extend(type_four(grid, [first, second], pair, &hint));
            found
        }
        _ => vec![type_two(grid, &extra_cells, pair, &hint)],
    }
}

fn type_two(grid: &Candidates, extra_cells: &[usize], pair: DigitSet, hint: &Build) -> LoopHint {
    let digit = (grid.digits(extra_cells[0]) & !pair).first().unwrap_or(1);
    let common = extra_cells
        .iter()
        .map(|&c| {
            PEER_ORDER[c]
                .iter()
                .map(|&p| usize::from(p))
                .collect::<CellSet>()
        })
        .fold(CellSet::ALL, |all, peers| all & peers);
    let removed = (common & grid.cells_of(digit)).minus(extra_cells.iter().copied().collect());
    let reason = format!(
        "so one of {} holds {digit}",
        cell_list(extra_cells.iter().copied())
    );
    hint(
        Kind::Two,
        removed.iter().map(|c| (c, digit)).collect(),
        0,
        reason,
    )
}

fn type_four(
    grid: &Candidates,
    [c1, c2]: [usize; 2],
    pair: DigitSet,
    hint: &Build,
) -> Option<LoopHint> {
    let mut digits = pair.iter();
    let (v1, v2) = (digits.next()?, digits.next()?);
    // SE keeps the last shared house (box, row, column order) where each digit is locked.
    let (mut lock1, mut lock2) = (None, None);
    for house in shared_houses(c1, c2) {
        let elsewhere = |digit: u8| {
            HOUSE_CELLS[house]
                .iter()
                .map(|&c| usize::from(c))
                .any(|c| c != c1 && c != c2 && grid.digits(c).contains(digit))
        };
        if !elsewhere(v1) {
            lock1 = Some(house);
        }
        if !elsewhere(v2) {
            lock2 = Some(house);
        }
    }
    let (house, locked, removed) = match (lock1, lock2) {
        (Some(house), _) => (house, v1, v2),
        (None, Some(house)) => (house, v2, v1),
        (None, None) => return None,
    };
    let reason = format!(
        "and {locked} in {} can only go in {}, so neither holds {removed}",
        name(house),
        cell_list([c1, c2])
    );
    Some(hint(
        Kind::Four,
        vec![(c1, removed), (c2, removed)],
        0,
        reason,
    ))
}
