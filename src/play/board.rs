//! The board as the player has it: a value or pencil marks in each cell. Every change is a
//! pure function of the board and the layout, so that the history can keep boards as values.

use super::layout::Layout;

/// The values and pencil marks of every cell, row-major; givens are values too.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// Each cell's value, 0 for an empty cell.
    pub values: Vec<u8>,
    /// Each cell's pencil marks (bit `v - 1` for the value `v`); meaningful in empty cells.
    pub marks: Vec<u32>,
}

impl Board {
    /// The board at the start of `layout`'s game: its givens, and `marks` in the empty cells.
    pub fn new(layout: &Layout, marks: Vec<u32>) -> Board {
        Board {
            values: layout.givens.cells().to_vec(),
            marks,
        }
    }

    /// `value` placed in `cell` (not a given), and taken from the marks of the cells that share
    /// a house with it.
    pub fn place(&mut self, layout: &Layout, cell: usize, value: u8) {
        if layout.is_given(cell) {
            return;
        }
        self.values[cell] = value;
        for house in layout.houses.iter().filter(|h| h.cells.contains(&cell)) {
            for &peer in &house.cells {
                self.marks[peer] &= !(1 << (value - 1));
            }
        }
    }

    /// `cell` emptied of its value, or of its marks when it has none; givens stay.
    pub fn erase(&mut self, layout: &Layout, cell: usize) {
        if layout.is_given(cell) {
            return;
        }
        if self.values[cell] != 0 {
            self.values[cell] = 0;
        } else {
            self.marks[cell] = 0;
        }
    }

    /// The mark of `value` in `cell` switched on or off; nothing in a cell with a value.
    pub fn toggle_mark(&mut self, cell: usize, value: u8) {
        if self.values[cell] == 0 {
            self.marks[cell] ^= 1 << (value - 1);
        }
    }

    /// The values no value of its houses rules out in `cell`, as a mask.
    pub fn open_values(&self, layout: &Layout, cell: usize) -> u32 {
        layout
            .houses
            .iter()
            .filter(|house| house.cells.contains(&cell))
            .flat_map(|house| &house.cells)
            .filter(|&&peer| peer != cell && self.values[peer] != 0)
            .fold(layout.all_values(), |open, &peer| {
                open & !(1 << (self.values[peer] - 1))
            })
    }

    /// Every empty cell's marks set to the values its houses leave open.
    pub fn fill_candidates(&mut self, layout: &Layout) {
        for cell in 0..self.values.len() {
            if self.values[cell] == 0 {
                self.marks[cell] = self.open_values(layout, cell);
            }
        }
    }

    /// Whether every cell holds a value.
    pub fn is_full(&self) -> bool {
        self.values.iter().all(|&value| value != 0)
    }
}
