//! How a rule is broken, and what the checks of several rules share to tell it.

use std::fmt;

use crate::variant::layout::cell_name;

/// A rule a grid breaks, and how: its [`Display`](fmt::Display) is the message of `--check`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Broken {
    /// The rule's name.
    rule: &'static str,
    /// The cell the rule is named by (its first), if it has cells of its own.
    anchor: Option<usize>,
    /// The size of the grid, for the names of cells.
    size: usize,
    fault: Fault,
}

/// How a rule is broken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Fault {
    /// A value stands twice among cells that must differ.
    Repeat { value: u8, cells: [usize; 2] },
    /// The values add up to another sum.
    Sum { got: u32, want: u32 },
    /// The values of these cells (up to three) do not stand as the rule demands.
    Cells { cells: [usize; 3], count: usize },
}

impl Broken {
    /// The rule `rule`, named by its cell `anchor` on a grid of size `size`, broken by `fault`.
    pub(super) fn new(
        rule: &'static str,
        anchor: Option<usize>,
        size: usize,
        fault: Fault,
    ) -> Broken {
        Broken {
            rule,
            anchor,
            size,
            fault,
        }
    }
}

impl Fault {
    /// The fault of the values of `cells` (the first three named).
    pub(super) fn cells(cells: &[usize]) -> Fault {
        let mut kept = [0; 3];
        let count = cells.len().min(3);
        kept[..count].copy_from_slice(&cells[..count]);
        Fault::Cells { cells: kept, count }
    }
}

impl fmt::Display for Broken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |cell| cell_name(self.size, cell);
        let at = self
            .anchor
            .map(|cell| format!(" {}", name(cell)))
            .unwrap_or_default();
        match self.fault {
            Fault::Repeat { value, cells } => write!(
                f,
                "{value} repeats in the {}{at} ({}, {})",
                self.rule,
                name(cells[0]),
                name(cells[1])
            ),
            Fault::Sum { got, want } => write!(f, "{}{at} sums to {got}, not {want}", self.rule),
            Fault::Cells { cells, count } => {
                let cells: Vec<String> = cells[..count].iter().map(|&c| name(c)).collect();
                write!(f, "{}{at} is broken at {}", self.rule, cells.join(", "))
            }
        }
    }
}

/// The first value that stands twice among the filled `cells`.
pub(super) fn repeat(values: &[u8], cells: &[usize]) -> Option<Fault> {
    let mut seen = [usize::MAX; 64];
    for &cell in cells {
        let value = values[cell];
        if value == 0 {
            continue;
        }
        let first = seen[usize::from(value)];
        if first != usize::MAX {
            return Some(Fault::Repeat {
                value,
                cells: [first, cell],
            });
        }
        seen[usize::from(value)] = cell;
    }
    None
}

/// The sum of the filled `cells` and how many are open.
pub(super) fn filled_sum(values: &[u8], cells: &[usize]) -> (u32, u32) {
    cells
        .iter()
        .fold((0, 0), |(sum, open), &cell| match values[cell] {
            0 => (sum, open + 1),
            value => (sum + u32::from(value), open),
        })
}
