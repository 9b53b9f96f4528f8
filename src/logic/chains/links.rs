//! The links chains follow, as SE's chaining derives them: what a potential implies, in SE's
//! order (the cell's other digits first, then the digit's other places by box, row, column),
//! each implied potential once.

use crate::bitset::CellSet;
use crate::grid::CELLS;

use super::super::candidates::Candidates;
use super::super::houses::{CELL_HOUSES, HOUSE_SETS};
use super::potential::{Cause, Potential};

/// Which kinds of link a chain may use: within a cell (`y`, the bivalue links) and within a
/// house (`x`, the bilocal links).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Links {
    /// Links between the digits of one cell.
    pub y: bool,
    /// Links between the places of one digit in a house.
    pub x: bool,
}

/// The potentials "on" potential `p` turns off, added to `out`: the cell's other digits (with
/// `y` links), then the digit in the cell's box, row and column.
pub fn on_to_off(grid: &Candidates, p: Potential, y: bool, out: &mut Vec<(Potential, Cause)>) {
    let (cell, digit) = (p.cell(), p.digit());
    if y {
        for other in grid.digits(cell).iter().filter(|&d| d != digit) {
            out.push((Potential::new(cell, other, false), Cause::NakedSingle));
        }
    }
    let mut seen = CellSet::single(cell);
    for &house in &CELL_HOUSES[cell] {
        let places = (grid.cells_of(digit) & HOUSE_SETS[usize::from(house)]).minus(seen);
        seen |= places;
        for other in places.iter() {
            out.push((Potential::new(other, digit, false), Cause::Hidden(house)));
        }
    }
}

/// The potentials "off" potential `p` turns on, added to `out`: the cell's last digit when it
/// has two (with `y` links), the digit's last place in each house where it has two (with `x`
/// links).
pub fn off_to_on(grid: &Candidates, p: Potential, links: Links, out: &mut Vec<(Potential, Cause)>) {
    let added = out.len();
    let (cell, digit) = (p.cell(), p.digit());
    if links.y {
        let digits = grid.digits(cell);
        if digits.len() == 2 {
            let mut both = digits.iter();
            let first = both.next().unwrap_or(digit);
            let other = if first == digit {
                both.next().unwrap_or(digit)
            } else {
                first
            };
            out.push((Potential::new(cell, other, true), Cause::NakedSingle));
        }
    }
    if links.x {
        for &house in &CELL_HOUSES[cell] {
            let places = grid.cells_of(digit) & HOUSE_SETS[usize::from(house)];
            if places.len() != 2 {
                continue;
            }
            // SE takes the house's first place, or its second if the first is this cell.
            let mut both = places.iter();
            let first = both.next().unwrap_or(cell);
            let other = if first == cell {
                both.next().unwrap_or(cell)
            } else {
                first
            };
            let on = Potential::new(other, digit, true);
            if !out[added..].iter().any(|&(known, _)| known == on) {
                out.push((on, Cause::Hidden(house)));
            }
        }
    }
}

/// The potentials that were candidates in `source` and are no longer in `grid`, which made an
/// implied potential's cell or house single: its hidden parents, in SE's order.
pub fn removed_behind(
    source: &Candidates,
    grid: &Candidates,
    implied: Potential,
    cause: Cause,
    out: &mut Vec<Potential>,
) {
    out.clear();
    let (cell, digit) = (implied.cell(), implied.digit());
    match cause {
        Cause::NakedSingle => {
            let gone = source.digits(cell) & !grid.digits(cell);
            out.extend(gone.iter().map(|d| Potential::new(cell, d, false)));
        }
        Cause::Hidden(house) => {
            // A house's cells are in ascending order, as a set iterates them.
            let gone =
                source.cells_of(digit).minus(grid.cells_of(digit)) & HOUSE_SETS[usize::from(house)];
            out.extend(gone.iter().map(|other| Potential::new(other, digit, false)));
        }
        Cause::Advanced => {}
    }
}

/// Every link of a grid that does not change, looked up instead of derived: for each
/// potential, what it implies (its "off" consequences if it is on, its "on" ones if it is off).
/// Static searches ask for the same links thousands of times per grid.
///
/// Each potential's links start with those within its cell (`on_to_off` and `off_to_on` list
/// them first), so the links of one kind are a range of the links of both: [`LinkTable::view`]
/// reads them in place rather than copying a table per kind (nested chains search thousands of
/// grids with each kind).
#[derive(Debug, PartialEq, Default)]
pub struct LinkTable {
    start: Vec<u32>,
    /// How many of each potential's links are within its cell (they come first).
    in_cell: Vec<u8>,
    implied: Vec<(Potential, Cause)>,
}

impl LinkTable {
    /// The links of `grid` with `links`.
    pub fn new(grid: &Candidates, links: Links) -> LinkTable {
        let mut table = LinkTable::default();
        table.fill(grid, links);
        table
    }

    /// Makes this the table of `grid` with `links`, its buffers kept.
    pub fn fill(&mut self, grid: &Candidates, links: Links) {
        let table = self;
        table.start.clear();
        table.in_cell.clear();
        table.implied.clear();
        // Potentials by key: each cell's digits in order, each "off" before "on".
        for cell in 0..CELLS {
            let digits = grid.digits(cell);
            for digit in 1..=9 {
                for on in [false, true] {
                    let first = table.implied.len();
                    table.start.push(first as u32);
                    if digits.contains(digit) {
                        let p = Potential::new(cell, digit, on);
                        if on {
                            on_to_off(grid, p, links.y, &mut table.implied);
                        } else {
                            off_to_on(grid, p, links, &mut table.implied);
                        }
                    }
                    let added = table.implied[first..].iter();
                    let in_cell = added.take_while(|(_, c)| *c == Cause::NakedSingle);
                    table.in_cell.push(in_cell.count() as u8);
                }
            }
        }
        table.start.push(table.implied.len() as u32);
    }

    /// The links of kind `links` among those of the table, in the same order: those within a
    /// cell only with `links.y`; those within a house from an "off" potential only with
    /// `links.x` (an "on" potential always turns its house's places off). The table must hold
    /// every link asked for.
    pub fn view(&self, links: Links) -> LinkView<'_> {
        LinkView { table: self, links }
    }

    /// What `p` implies, in SE's order.
    #[inline]
    pub fn implied(&self, p: Potential) -> &[(Potential, Cause)] {
        let index = p.index();
        &self.implied[self.start[index] as usize..self.start[index + 1] as usize]
    }
}

/// The links of one kind, or both, of a [`LinkTable`], read in place.
#[derive(Clone, Copy)]
pub struct LinkView<'a> {
    table: &'a LinkTable,
    links: Links,
}

impl LinkView<'_> {
    /// Where the links of `p` lie: [`LinkView::link`] reads them one by one.
    #[inline]
    pub fn positions(&self, p: Potential) -> std::ops::Range<usize> {
        let index = p.index();
        let (start, end) = (self.table.start[index], self.table.start[index + 1]);
        let in_cell_end = start + u32::from(self.table.in_cell[index]);
        let start = if self.links.y { start } else { in_cell_end };
        let end = if self.links.x || p.is_on() {
            end
        } else {
            in_cell_end
        };
        start as usize..end as usize
    }

    /// The link at `position`.
    #[inline]
    pub fn link(&self, position: usize) -> (Potential, Cause) {
        self.table.implied[position]
    }

    /// What `p` implies, in SE's order.
    #[inline]
    pub fn implied(&self, p: Potential) -> &[(Potential, Cause)] {
        &self.table.implied[self.positions(p)]
    }
}

#[cfg(test)]
mod tests {
    use super::super::potential::POTENTIALS;
    use super::*;
    use crate::grid::Grid;

    #[test]
    fn the_tables_of_one_kind_of_link_are_parts_of_the_table_of_both() {
        let puzzle: Grid =
            "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6"
                .parse()
                .unwrap();
        let grid = Candidates::new(&puzzle);
        let both = Links { y: true, x: true };
        let all = LinkTable::new(&grid, both);
        for links in [
            Links { y: false, x: true },
            Links { y: true, x: false },
            both,
        ] {
            let alone = LinkTable::new(&grid, links);
            for index in 0..POTENTIALS {
                let p = Potential::new(index / 18, (index / 2 % 9) as u8 + 1, index % 2 == 1);
                assert_eq!(all.view(links).implied(p), alone.implied(p));
            }
        }
    }
}
