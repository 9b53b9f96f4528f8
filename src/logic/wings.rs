//! XY-Wing and XYZ-Wing: a pivot cell (candidates xy, or xyz) sees two bivalue pincers xz and
//! yz; whichever value the pivot takes, one pincer is z, so z goes from every cell that sees
//! both pincers (and, for the XYZ-Wing, the pivot too).

use crate::bitset::{CellSet, DigitSet};

use super::candidates::Candidates;
use super::difficulty::Difficulty;
use super::houses::{PEER_ORDER, PEERS};
use super::names::cell_name;
use super::step::Step;

/// The first XY-Wing (`xyz` false, 4.2) or XYZ-Wing (`xyz` true, 4.4) that removes a candidate,
/// pivots row-major and pincers in SE's peer order.
pub fn wing(grid: &Candidates, xyz: bool) -> Option<Step> {
    let pivot_size = if xyz { 3 } else { 2 };
    for pivot in grid.empty_cells().iter() {
        let pivot_digits = grid.digits(pivot);
        if pivot_digits.len() != pivot_size {
            continue;
        }
        for &first in &PEER_ORDER[pivot] {
            let first = usize::from(first);
            let first_digits = grid.digits(first);
            if first_digits.len() != 2 || (pivot_digits & !first_digits).len() != 1 {
                continue;
            }
            for &second in &PEER_ORDER[pivot] {
                let second = usize::from(second);
                let second_digits = grid.digits(second);
                if second_digits.len() == 2
                    && is_wing(pivot_digits, first_digits, second_digits, xyz)
                    && let Some(step) = wing_step(grid, [pivot, first, second], xyz)
                {
                    return Some(step);
                }
            }
        }
    }
    None
}

/// The three candidate sets form the wing: three digits in all, none common to all three
/// (XY-Wing), or exactly one common to all three (XYZ-Wing).
fn is_wing(pivot: DigitSet, first: DigitSet, second: DigitSet, xyz: bool) -> bool {
    let union = pivot | first | second;
    let common = pivot & first & second;
    union.len() == 3 && common.len() == if xyz { 1 } else { 0 }
}

fn wing_step(grid: &Candidates, [pivot, first, second]: [usize; 3], xyz: bool) -> Option<Step> {
    let z = (grid.digits(first) & grid.digits(second)).first()?;
    let mut victims = PEERS[first] & PEERS[second];
    if xyz {
        victims &= PEERS[pivot];
    }
    let pattern: CellSet = [pivot, first, second].into_iter().collect();
    let removed = (victims & grid.cells_of(z)).minus(pattern);
    if removed.is_empty() {
        return None;
    }
    Some(Step {
        proof: None,
        technique: if xyz { "XYZ-Wing" } else { "XY-Wing" },
        difficulty: Difficulty::from_tenths(if xyz { 44 } else { 42 }),
        placements: vec![],
        eliminations: removed.iter().map(|cell| (cell, z)).collect(),
        cells: vec![pivot, first, second],
        houses: vec![],
        digits: grid.digits(pivot) | grid.digits(first) | grid.digits(second),
        scope: String::new(),
        reason: format!(
            "pivot {} with pincers {} and {}: one of them is {z}",
            cell_name(pivot),
            cell_name(first),
            cell_name(second)
        ),
    })
}
