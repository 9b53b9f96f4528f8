//! The fast engine for every shape: candidate masks, propagation to a fixpoint and
//! copy-on-branch search over houses held as data.
//!
//! # Representation
//!
//! One `u32` word per cell: bit `v - 1` when value `v` may still stand there, and bit 31
//! ([`PLACED`]) once the cell holds its value (its word then keeps that value's bit alone). The
//! position is those N² words and a count of open cells: 2.5 KB for a 25×25, copied on each
//! branch instead of keeping an undo log. The tables (each cell's peers, each house's cells) are
//! built once per shape from [`Shape::houses`] and shared by every puzzle of that shape, so the
//! engine never asks which size it is: a new kind of region would be one more house.
//!
//! # Propagation
//!
//! - **Placement.** A placed value leaves the candidates of the cell's peers; a peer left with
//!   none is a contradiction, a peer left with one is queued as a naked single.
//! - **Houses.** Once the queue is empty, one pass over the houses counts, with two masks (values
//!   seen once, values seen twice or more), where each value can still go: a value with no place
//!   is a contradiction, a value with one place is a hidden single. Passes repeat until nothing
//!   changes.
//! - **Box and line.** A value whose places in a box lie in one row or column leaves the rest of
//!   that line, and a value whose places in a line lie in one box leaves the rest of that box
//!   (pointing and claiming). On 16×16 and 25×25 puzzles this halves the search and more; it
//!   runs only when the singles are exhausted.
//!
//! # Search and exactness
//!
//! The answer is the lexicographically smallest solution. Propagation only removes candidates
//! that belong to no solution, so a search that branches on the first open cell in row-major
//! order, values ascending, meets the smallest solution first. That order makes large searches
//! on big grids, though, where branching on the cell with the fewest candidates stays small. So
//! [`solve`] first searches in that order for up to two solutions: a puzzle with exactly one
//! (every proper puzzle) has found its answer, one with none has none, and only a puzzle with
//! several is searched again in row-major order. Branching is binary: a copy takes the cell's
//! smallest candidate; when its subtree is done, the position itself loses that candidate and
//! propagates before choosing again, so what a failed value teaches reaches its siblings.

use std::ops::ControlFlow;
use std::sync::OnceLock;

use crate::shape::Shape;
use crate::sized::SizedGrid;

/// The mark of a cell that holds its value.
const PLACED: u32 = 1 << 31;

/// The tables of one shape: each cell's peers and each house's cells, with its box and lines.
struct Tables {
    shape: Shape,
    /// Peers of every cell, `peer_count` per cell.
    peers: Vec<u16>,
    peer_count: usize,
    /// Cells of every house (rows, columns, boxes), N per house.
    houses: Vec<u16>,
}

/// One table per box shape, built on first use. Box sides run from 2 to 12.
static TABLES: [[OnceLock<Tables>; 13]; 13] = [const { [const { OnceLock::new() }; 13] }; 13];

/// The tables of `shape`.
fn tables(shape: Shape) -> &'static Tables {
    TABLES[shape.box_rows()][shape.box_columns()].get_or_init(|| Tables::new(shape))
}

impl Tables {
    fn new(shape: Shape) -> Tables {
        let houses = shape.houses();
        let mut peers = Vec::new();
        let mut peer_count = 0;
        for cell in 0..shape.cells() {
            let mut of_cell: Vec<usize> = houses
                .iter()
                .filter(|house| house.contains(&cell))
                .flatten()
                .copied()
                .filter(|&other| other != cell)
                .collect();
            of_cell.sort_unstable();
            of_cell.dedup();
            peer_count = of_cell.len();
            peers.extend(of_cell.iter().map(|&p| p as u16));
        }
        Tables {
            shape,
            peers,
            peer_count,
            houses: houses.concat().iter().map(|&c| c as u16).collect(),
        }
    }

    fn size(&self) -> usize {
        self.shape.size()
    }

    /// Every value's bit.
    fn all_values(&self) -> u32 {
        (1 << self.size()) - 1
    }

    fn peers(&self, cell: usize) -> &[u16] {
        &self.peers[cell * self.peer_count..][..self.peer_count]
    }

    /// The houses, each a slice of N cells: rows, columns, then boxes.
    fn houses(&self) -> std::slice::ChunksExact<'_, u16> {
        self.houses.chunks_exact(self.size())
    }

    /// House `index`'s cells.
    fn house(&self, index: usize) -> &[u16] {
        &self.houses[index * self.size()..][..self.size()]
    }
}

/// Where the search branches.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Order {
    /// The first open cell in row-major order: the first solution met is the smallest.
    RowMajor,
    /// The open cell with the fewest candidates: the smallest trees.
    FewestCandidates,
}

/// A search position: every cell's word, and the naked singles waiting to be placed.
#[derive(Clone)]
struct Position {
    cells: Vec<u32>,
    /// Naked singles found and not yet placed (empty between propagations, so a copy is free).
    queue: Vec<u16>,
}

impl Position {
    /// The position of `puzzle`'s givens after propagation, or `None` on a contradiction.
    fn new(tables: &Tables, puzzle: &SizedGrid) -> Option<Position> {
        let mut position = Position {
            cells: vec![tables.all_values(); tables.shape.cells()],
            queue: Vec::new(),
        };
        for (cell, &value) in puzzle.cells().iter().enumerate() {
            if value != 0 && !position.place(tables, cell, 1 << (value - 1)) {
                return None;
            }
        }
        position.propagate(tables).then_some(position)
    }

    /// Places the value of `bit` in `cell` and takes it from the peers. `false` on a
    /// contradiction.
    fn place(&mut self, tables: &Tables, cell: usize, bit: u32) -> bool {
        let word = self.cells[cell];
        if word & bit == 0 {
            return false;
        }
        if word & PLACED != 0 {
            return true;
        }
        self.cells[cell] = bit | PLACED;
        for &peer in tables.peers(cell) {
            let peer = usize::from(peer);
            let word = self.cells[peer];
            if word & bit != 0 {
                let left = word & !bit;
                self.cells[peer] = left;
                // A placed peer keeps only its own bit: losing it is a repeat.
                if left & !PLACED == 0 {
                    return false;
                }
                if left & (left - 1) == 0 {
                    self.queue.push(peer as u16);
                }
            }
        }
        true
    }

    /// Removes the value of `bit` from the open `cell`. `false` on a contradiction.
    fn eliminate(&mut self, cell: usize, bit: u32) -> bool {
        let left = self.cells[cell] & !bit;
        self.cells[cell] = left;
        if left & (left.wrapping_sub(1)) == 0 {
            self.queue.push(cell as u16);
        }
        left != 0
    }

    /// Runs every rule to a fixpoint. `false` on a contradiction.
    fn propagate(&mut self, tables: &Tables) -> bool {
        loop {
            if !self.place_naked_singles(tables) {
                return false;
            }
            match self.place_hidden_singles(tables) {
                None => return false,
                Some(true) => continue,
                Some(false) => {}
            }
            match self.box_line_reductions(tables) {
                None => return false,
                Some(true) => continue,
                Some(false) => return true,
            }
        }
    }

    /// Places the queued naked singles, and those they make. `false` on a contradiction.
    fn place_naked_singles(&mut self, tables: &Tables) -> bool {
        while let Some(cell) = self.queue.pop() {
            let word = self.cells[usize::from(cell)];
            if word == 0 {
                return false;
            }
            if word & PLACED == 0 && !self.place(tables, usize::from(cell), word) {
                return false;
            }
        }
        true
    }

    /// One pass of the house rule: hidden singles placed. `Some(changed)`, or `None` on a
    /// contradiction.
    fn place_hidden_singles(&mut self, tables: &Tables) -> Option<bool> {
        let mut changed = false;
        for house in tables.houses() {
            let (mut once, mut twice, mut placed) = (0u32, 0u32, 0u32);
            for &cell in house {
                let word = self.cells[usize::from(cell)];
                if word & PLACED != 0 {
                    placed |= word;
                } else {
                    twice |= once & word;
                    once |= word;
                }
            }
            if (once | placed) & tables.all_values() != tables.all_values() {
                return None;
            }
            let mut hidden = once & !twice & !placed;
            while hidden != 0 {
                let bit = hidden & hidden.wrapping_neg();
                hidden &= hidden - 1;
                let cell = house
                    .iter()
                    .map(|&cell| usize::from(cell))
                    .find(|&cell| self.cells[cell] & (bit | PLACED) == bit)?;
                if !self.place(tables, cell, bit) {
                    return None;
                }
                changed = true;
            }
        }
        if changed && !self.place_naked_singles(tables) {
            return None;
        }
        Some(changed)
    }

    /// One pass of pointing and claiming: for each box and each line crossing it, a value whose
    /// places in one lie all in the other leaves the rest of the other. `Some(changed)`, or
    /// `None` on a contradiction.
    fn box_line_reductions(&mut self, tables: &Tables) -> Option<bool> {
        let shape = tables.shape;
        let n = shape.size();
        let mut changed = false;
        for box_index in 0..n {
            let first = tables.house(2 * n + box_index)[0] as usize;
            let (top, left) = (shape.row_of(first), shape.column_of(first));
            let rows = (top..top + shape.box_rows()).map(|row| (row, 0));
            let columns = (left..left + shape.box_columns()).map(|column| (column, 1));
            for (line, kind) in rows.chain(columns) {
                let line_house = tables.house(kind * n + line);
                let in_box = |cell: usize| shape.box_of(cell) == box_index;
                let (mut inside, mut line_rest, mut box_rest) = (0u32, 0u32, 0u32);
                for &cell in line_house {
                    let word = self.open_word(cell);
                    if in_box(usize::from(cell)) {
                        inside |= word;
                    } else {
                        line_rest |= word;
                    }
                }
                for &cell in tables.house(2 * n + box_index) {
                    let on_line = match kind {
                        0 => shape.row_of(usize::from(cell)) == line,
                        _ => shape.column_of(usize::from(cell)) == line,
                    };
                    if !on_line {
                        box_rest |= self.open_word(cell);
                    }
                }
                // Pointing: in the box, only on this line; it leaves the rest of the line.
                let pointing = inside & !box_rest & line_rest;
                // Claiming: on the line, only in the box; it leaves the rest of the box.
                let claiming = inside & !line_rest & box_rest;
                if pointing != 0 {
                    changed = true;
                    for &cell in line_house.iter().filter(|&&c| !in_box(usize::from(c))) {
                        self.remove_open(usize::from(cell), pointing)?;
                    }
                }
                if claiming != 0 {
                    changed = true;
                    let box_house = tables.house(2 * n + box_index);
                    for &cell in box_house {
                        let on_line = match kind {
                            0 => shape.row_of(usize::from(cell)) == line,
                            _ => shape.column_of(usize::from(cell)) == line,
                        };
                        if !on_line {
                            self.remove_open(usize::from(cell), claiming)?;
                        }
                    }
                }
            }
        }
        Some(changed)
    }

    /// The candidates of `cell` if it is open, else nothing.
    #[inline]
    fn open_word(&self, cell: u16) -> u32 {
        let word = self.cells[usize::from(cell)];
        if word & PLACED != 0 { 0 } else { word }
    }

    /// Removes `bits` from `cell` if it is open; `None` on a contradiction.
    fn remove_open(&mut self, cell: usize, bits: u32) -> Option<()> {
        let word = self.cells[cell];
        if word & PLACED != 0 || word & bits == 0 {
            return Some(());
        }
        self.eliminate(cell, bits).then_some(())
    }

    /// The open cell to branch on, or `None` when every cell is placed.
    fn choose(&self, order: Order) -> Option<usize> {
        let open = |&(_, &word): &(usize, &u32)| word & PLACED == 0;
        let mut cells = self.cells.iter().enumerate().filter(open);
        match order {
            Order::RowMajor => cells.next().map(|(cell, _)| cell),
            Order::FewestCandidates => cells
                .min_by_key(|&(_, word)| word.count_ones())
                .map(|(cell, _)| cell),
        }
    }

    /// The grid of a position whose every cell is placed.
    fn grid(&self, shape: Shape) -> SizedGrid {
        let values = self
            .cells
            .iter()
            .map(|&word| (word & !PLACED).trailing_zeros() as u8 + 1);
        SizedGrid::new(shape, values.collect()).expect("values within the size")
    }
}

/// Searches `position` in `order`, calling `visit` with each solution until it breaks.
fn search(
    tables: &Tables,
    mut position: Position,
    order: Order,
    visit: &mut dyn FnMut(&Position) -> ControlFlow<()>,
) -> ControlFlow<()> {
    loop {
        let Some(cell) = position.choose(order) else {
            return visit(&position);
        };
        let word = position.cells[cell];
        let bit = word & word.wrapping_neg();
        let mut child = position.clone();
        if child.place(tables, cell, bit) && child.propagate(tables) {
            search(tables, child, order, visit)?;
        }
        if !position.eliminate(cell, bit) || !position.propagate(tables) {
            return ControlFlow::Continue(());
        }
    }
}

/// Counts the solutions of `position` up to `limit`, keeping the first one met.
fn count_from(tables: &Tables, position: Position, limit: u64) -> (u64, Option<SizedGrid>) {
    let (mut found, mut first) = (0, None);
    let _ = search(tables, position, Order::FewestCandidates, &mut |solved| {
        found += 1;
        first.get_or_insert_with(|| solved.grid(tables.shape));
        if found >= limit {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    (found, first)
}

/// The lexicographically smallest solution of `puzzle`, or `None` if it has none.
pub fn solve(puzzle: &SizedGrid) -> Option<SizedGrid> {
    let tables = tables(puzzle.shape());
    let root = Position::new(tables, puzzle)?;
    match count_from(tables, root.clone(), 2) {
        (1, only) => only,
        (0, _) => None,
        _ => {
            let mut smallest = None;
            let _ = search(tables, root, Order::RowMajor, &mut |solved| {
                smallest = Some(solved.grid(tables.shape));
                ControlFlow::Break(())
            });
            smallest
        }
    }
}

/// The number of solutions of `puzzle`, counting no further than `limit`.
pub fn count(puzzle: &SizedGrid, limit: u64) -> u64 {
    let tables = tables(puzzle.shape());
    Position::new(tables, puzzle).map_or(0, |root| count_from(tables, root, limit).0)
}

/// A solution of `puzzle` in which `cell` does not hold `value`, if any.
pub fn solve_avoiding(puzzle: &SizedGrid, cell: usize, value: u8) -> Option<SizedGrid> {
    let tables = tables(puzzle.shape());
    let mut root = Position::new(tables, puzzle)?;
    let bit = 1 << (value - 1);
    if root.cells[cell] & PLACED != 0 {
        return (root.cells[cell] & bit == 0)
            .then(|| count_from(tables, root, 1).1)
            .flatten();
    }
    if root.cells[cell] & bit != 0 && !(root.eliminate(cell, bit) && root.propagate(tables)) {
        return None;
    }
    count_from(tables, root, 1).1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::sized::classic;

    #[test]
    fn agrees_with_the_classic_engine_on_small_empty_and_sparse_grids() {
        for shape in ["2x2", "2x3", "3x2", "2x4", "4x2", "3x3"] {
            let shape: Shape = shape.parse().unwrap();
            let empty = SizedGrid::empty(shape);
            assert_eq!(solve(&empty), classic::solve(&empty), "{shape}");
            let mut puzzle = empty.clone();
            puzzle.set(shape.cells() - 1, 1);
            puzzle.set(shape.size() + 1, 2);
            assert_eq!(solve(&puzzle), classic::solve(&puzzle), "{shape}");
            assert_eq!(count(&puzzle, 50), classic::count(&puzzle, 50), "{shape}");
        }
    }

    #[test]
    fn a_solution_avoiding_a_value_differs_there() {
        let empty = SizedGrid::empty(Shape::for_size(4).unwrap());
        let other = solve_avoiding(&empty, 0, 1).unwrap();
        assert!(other.solves(&empty) && other.get(0) != 1);
        let full: SizedGrid = "1234341221434321".parse().unwrap();
        assert_eq!(solve_avoiding(&full, 0, 1), None);
        assert_eq!(solve_avoiding(&full, 0, 2), Some(full));
    }
}
