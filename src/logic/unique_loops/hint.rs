//! One unique loop hint, of any of the four types: what it removes and why, its difficulty,
//! how SE tells two apart, and the step it makes.

use crate::bitset::{CellSet, DigitSet};

use super::super::difficulty::Difficulty;
use super::super::names::{cell_list, digit_list};
use super::super::step::Step;

/// One unique loop hint.
pub struct LoopHint {
    /// Its type (for type 3, with its set).
    pub(super) kind: Kind,
    /// The loop's cells, in the order walked.
    pub(super) cells: Vec<u8>,
    /// The two digits of the loop.
    pub(super) pair: DigitSet,
    /// The candidates it removes.
    pub(super) eliminations: Vec<(usize, u8)>,
    /// Tenths added to the loop's difficulty (type 3's set size).
    pub(super) added: u16,
    /// What follows from the deadly pattern, in words.
    pub(super) reason: String,
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

/// How the types build a hint: its kind, eliminations, added tenths and reason, on the loop
/// at hand.
pub(super) type Build<'a> = dyn Fn(Kind, Vec<(usize, u8)>, u16, String) -> LoopHint + 'a;

/// SE's difficulty of a loop of `length` cells: 4.5, plus 0.1 from 6 cells, 0.2 from 8, 0.5
/// from 10.
fn loop_difficulty(length: usize) -> Difficulty {
    let mut tenths = 45;
    if length >= 10 {
        tenths += 3;
    }
    if length >= 8 {
        tenths += 2;
    } else if length >= 6 {
        tenths += 1;
    }
    Difficulty::from_tenths(tenths)
}
