//! The 27 houses (boxes, rows, columns) of a 9×9 grid and the tables derived from them: each
//! house's cells in order, each cell's houses and peers. Values (a grid, its pencil marks) and
//! the engines above them all read these.
//!
//! Houses are numbered in the order Sudoku Explainer visits region types: boxes 0–8, then rows
//! 9–17, then columns 18–26. Within a house, cells are listed as SE indexes them: a row left to
//! right, a column top to bottom, a box row-major. The tables are built at compile time.

use crate::bitset::CellSet;
use crate::grid::{box_of, column_of, row_of};

/// Number of houses.
pub const HOUSES: usize = 27;

/// The three kinds of house, in the order SE visits them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A 3×3 box (called a block in SE).
    Box,
    /// A row.
    Row,
    /// A column.
    Column,
}

/// The kind of house `house` (0–26).
#[inline]
pub const fn kind(house: usize) -> Kind {
    match house / 9 {
        0 => Kind::Box,
        1 => Kind::Row,
        _ => Kind::Column,
    }
}

/// The house numbers of one kind: boxes, rows or columns.
#[inline]
pub const fn of_kind(kind: Kind) -> std::ops::Range<usize> {
    match kind {
        Kind::Box => 0..9,
        Kind::Row => 9..18,
        Kind::Column => 18..27,
    }
}

/// The 9 cells of each house, in SE's index order.
pub const HOUSE_CELLS: [[u8; 9]; HOUSES] = {
    let mut table = [[0u8; 9]; HOUSES];
    let mut i = 0;
    while i < 9 {
        let mut j = 0;
        while j < 9 {
            table[i][j] = ((i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3) as u8;
            table[9 + i][j] = (i * 9 + j) as u8;
            table[18 + i][j] = (j * 9 + i) as u8;
            j += 1;
        }
        i += 1;
    }
    table
};

/// The cells of each house as a set.
pub const HOUSE_SETS: [CellSet; HOUSES] = {
    let mut table = [CellSet::NONE; HOUSES];
    let mut house = 0;
    while house < HOUSES {
        let mut bits = 0u128;
        let mut j = 0;
        while j < 9 {
            bits |= 1 << HOUSE_CELLS[house][j];
            j += 1;
        }
        table[house] = CellSet::from_bits(bits);
        house += 1;
    }
    table
};

/// The 20 peers of each cell (the other cells of its box, row and column).
pub const PEERS: [CellSet; 81] = {
    let mut table = [CellSet::NONE; 81];
    let mut cell = 0;
    while cell < 81 {
        let mut bits = 0u128;
        let mut other = 0;
        while other < 81 {
            let shares = box_of(other) == box_of(cell)
                || row_of(other) == row_of(cell)
                || column_of(other) == column_of(cell);
            if shares && other != cell {
                bits |= 1 << other;
            }
            other += 1;
        }
        table[cell] = CellSet::from_bits(bits);
        cell += 1;
    }
    table
};

/// The houses of each cell: its box, row and column (in that order).
pub const CELL_HOUSES: [[u8; 3]; 81] = {
    let mut table = [[0u8; 3]; 81];
    let mut cell = 0;
    while cell < 81 {
        table[cell] = [
            box_of(cell) as u8,
            (9 + row_of(cell)) as u8,
            (18 + column_of(cell)) as u8,
        ];
        cell += 1;
    }
    table
};

/// The 20 peers of each cell in the order SE lists a cell's "house cells": its box row-major,
/// then the rest of its row, then the rest of its column.
pub const PEER_ORDER: [[u8; 20]; 81] = {
    let mut table = [[0u8; 20]; 81];
    let mut cell = 0;
    while cell < 81 {
        let mut count = 0;
        let mut k = 0;
        while k < 3 {
            let house = CELL_HOUSES[cell][k] as usize;
            let mut j = 0;
            while j < 9 {
                let other = HOUSE_CELLS[house][j];
                let mut seen = other as usize == cell;
                let mut i = 0;
                while i < count {
                    seen |= table[cell][i] == other;
                    i += 1;
                }
                if !seen {
                    table[cell][count] = other;
                    count += 1;
                }
                j += 1;
            }
            k += 1;
        }
        cell += 1;
    }
    table
};

/// The index (0–8) of `cell` within `house`, in SE's order; the cell must be in the house.
#[inline]
pub const fn index_in(house: usize, cell: usize) -> usize {
    match kind(house) {
        Kind::Box => row_of(cell) % 3 * 3 + column_of(cell) % 3,
        Kind::Row => column_of(cell),
        Kind::Column => row_of(cell),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_is_in_exactly_three_houses_and_has_twenty_peers() {
        for cell in 0..81 {
            let holding = (0..HOUSES)
                .filter(|&h| HOUSE_SETS[h].contains(cell))
                .count();
            assert_eq!(holding, 3);
            assert_eq!(PEERS[cell].len(), 20);
            let ordered: CellSet = PEER_ORDER[cell].iter().map(|&p| usize::from(p)).collect();
            assert_eq!(ordered, PEERS[cell]);
            for house in CELL_HOUSES[cell] {
                let house = house as usize;
                assert_eq!(HOUSE_CELLS[house][index_in(house, cell)] as usize, cell);
            }
        }
    }

    #[test]
    fn each_house_lists_its_cells_in_the_order_its_set_iterates_them() {
        for house in 0..HOUSES {
            let listed: Vec<usize> = HOUSE_CELLS[house].iter().map(|&c| usize::from(c)).collect();
            assert_eq!(listed, HOUSE_SETS[house].iter().collect::<Vec<_>>());
        }
    }
}
