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
use super::super::difficulty::Difficulty;
use super::super::houses::{HOUSE_CELLS, PEER_ORDER, name, shared_houses};
use super::super::names::{cell_list, digit_list};
use super::super::step::Step;
use super::loop_difficulty;
use super::type_three;

/// One unique loop hint.
pub struct LoopHint {
    kind: Kind,
    cells: Vec<u8>,
    pair: DigitSet,
    eliminations: Vec<(usize, u8)>,
    /// Tenths added to the loop's difficulty (type 3's set size).
    added: u16,
    reason: String,
}

/// The hint kinds SE tells apart when it removes duplicates (type 3 has two classes).
#[derive(Clone, PartialEq, Eq)]
pub(super) enum Kind {
    One,
    Two,
    ThreeNaked {
        house: usize,
        digits: DigitSet,
        cells: Vec<usize>,
    },
    ThreeHidden {
        house: usize,
        digits: DigitSet,
        positions: u16,
    },
    Four,
}

impl LoopHint {
    /// Whether the hint removes anything.
    pub fn is_worth(&self) -> bool {
        !self.eliminations.is_empty()
    }

    /// Whether SE would take the two hints for the same one: same class, same loop cells (in
    /// any order) and, for type 3, the same set.
    pub fn same_as(&self, other: &LoopHint) -> bool {
        let set = |cells: &[u8]| -> CellSet { cells.iter().map(|&c| usize::from(c)).collect() };
        self.kind == other.kind && set(&self.cells) == set(&other.cells)
    }

    /// The type number, 1–4.
    pub fn kind(&self) -> u8 {
        match self.kind {
            Kind::One => 1,
            Kind::Two => 2,
            Kind::ThreeNaked { .. } | Kind::ThreeHidden { .. } => 3,
            Kind::Four => 4,
        }
    }

    /// The hint's difficulty: the loop's, plus type 3's set size.
    pub fn difficulty(&self) -> Difficulty {
        loop_difficulty(self.cells.len()).plus(self.added)
    }

    /// The step the hint makes.
    pub fn into_step(self) -> Step {
        let cells: Vec<usize> = self.cells.iter().map(|&c| usize::from(c)).collect();
        let (kind, difficulty) = (self.kind(), self.difficulty());
        let mut eliminations = self.eliminations;
        eliminations.sort_unstable();
        Step {
            proof: None,
            technique: technique_name(cells.len(), kind),
            difficulty,
            placements: vec![],
            eliminations,
            reason: format!(
                "{} on {} would be a deadly pattern, {}",
                cell_list(cells.iter().copied()),
                digit_list(self.pair, "/"),
                self.reason
            ),
            houses: match self.kind {
                Kind::ThreeNaked { house, .. } | Kind::ThreeHidden { house, .. } => vec![house],
                _ => vec![],
            },
            cells,
            digits: self.pair,
            scope: String::new(),
        }
    }
}

/// SE's name: `Unique Rectangle type 1` for four cells, `Unique Loop type 1` for six, the
/// length included above six (`Unique Loop 8 type 2`).
fn technique_name(length: usize, kind: u8) -> &'static str {
    const NAMES: [[&str; 4]; 7] = [
        [
            "Unique Rectangle type 1",
            "Unique Rectangle type 2",
            "Unique Rectangle type 3",
            "Unique Rectangle type 4",
        ],
        [
            "Unique Loop type 1",
            "Unique Loop type 2",
            "Unique Loop type 3",
            "Unique Loop type 4",
        ],
        [
            "Unique Loop 8 type 1",
            "Unique Loop 8 type 2",
            "Unique Loop 8 type 3",
            "Unique Loop 8 type 4",
        ],
        [
            "Unique Loop 10 type 1",
            "Unique Loop 10 type 2",
            "Unique Loop 10 type 3",
            "Unique Loop 10 type 4",
        ],
        [
            "Unique Loop 12 type 1",
            "Unique Loop 12 type 2",
            "Unique Loop 12 type 3",
            "Unique Loop 12 type 4",
        ],
        [
            "Unique Loop 14 type 1",
            "Unique Loop 14 type 2",
            "Unique Loop 14 type 3",
            "Unique Loop 14 type 4",
        ],
        [
            "Unique Loop 16 type 1",
            "Unique Loop 16 type 2",
            "Unique Loop 16 type 3",
            "Unique Loop 16 type 4",
        ],
    ];
    // A loop crosses each of its houses twice, so it has at most 18 cells; longer than 16
    // cannot form in a grid where the loop digits are still open, but fall back safely.
    let row = (length.clamp(4, 16) - 4) / 2;
    NAMES[row][usize::from(kind - 1)]
}

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

pub(super) type Build<'a> = dyn Fn(Kind, Vec<(usize, u8)>, u16, String) -> LoopHint + 'a;

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
