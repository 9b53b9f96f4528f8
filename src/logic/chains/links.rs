//! The links chains follow, as SE's chaining derives them: what a potential implies, in SE's
//! order (the cell's other digits first, then the digit's other places by box, row, column),
//! each implied potential once.

use crate::bitset::CellSet;

use super::super::candidates::Candidates;
use super::super::houses::{CELL_HOUSES, HOUSE_CELLS, HOUSE_SETS};
use super::potential::{Cause, POTENTIALS, Potential};

/// Which kinds of link a chain may use: within a cell (`y`, the bivalue links) and within a
/// house (`x`, the bilocal links).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Links {
    /// Links between the digits of one cell.
    pub y: bool,
    /// Links between the places of one digit in a house.
    pub x: bool,
}

/// The potentials "on" potential `p` turns off: the cell's other digits (with `y` links), then
/// the digit in the cell's box, row and column.
pub fn on_to_off(grid: &Candidates, p: Potential, y: bool, out: &mut Vec<(Potential, Cause)>) {
    out.clear();
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

/// The potentials "off" potential `p` turns on: the cell's last digit when it has two (with
/// `y` links), the digit's last place in each house where it has two (with `x` links).
pub fn off_to_on(grid: &Candidates, p: Potential, links: Links, out: &mut Vec<(Potential, Cause)>) {
    out.clear();
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
            if !out.iter().any(|&(known, _)| known == on) {
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
            for &other in &HOUSE_CELLS[usize::from(house)] {
                let other = usize::from(other);
                if source.digits(other).contains(digit) && !grid.digits(other).contains(digit) {
                    out.push(Potential::new(other, digit, false));
                }
            }
        }
        Cause::Advanced => {}
    }
}

/// Every link of a grid that does not change, looked up instead of derived: for each
/// potential, what it implies (its "off" consequences if it is on, its "on" ones if it is off).
/// Static searches ask for the same links thousands of times per grid.
#[derive(Debug, PartialEq, Default)]
pub struct LinkTable {
    start: Vec<u32>,
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
        table.implied.clear();
        let mut buffer = Vec::new();
        for index in 0..POTENTIALS {
            table.start.push(table.implied.len() as u32);
            let p = Potential::new(index / 18, (index / 2 % 9) as u8 + 1, index % 2 == 1);
            if !grid.digits(p.cell()).contains(p.digit()) {
                continue;
            }
            if p.is_on() {
                on_to_off(grid, p, links.y, &mut buffer);
            } else {
                off_to_on(grid, p, links, &mut buffer);
            }
            table.implied.extend_from_slice(&buffer);
        }
        table.start.push(table.implied.len() as u32);
    }

    /// Makes this the table of `links` on the grid of `all`, a table of both kinds of link:
    /// the same links in the same order, less those of the other kind (an "on" potential
    /// always turns its house's places off). Its buffers are kept.
    pub fn restrict(&mut self, all: &LinkTable, links: Links) {
        self.start.clear();
        self.implied.clear();
        for index in 0..POTENTIALS {
            self.start.push(self.implied.len() as u32);
            let on = index % 2 == 1;
            let range = all.start[index] as usize..all.start[index + 1] as usize;
            let kept = all.implied[range]
                .iter()
                .filter(|&&(_, cause)| match cause {
                    Cause::NakedSingle => links.y,
                    _ => on || links.x,
                });
            self.implied.extend(kept);
        }
        self.start.push(self.implied.len() as u32);
    }

    /// Where the links of `p` lie: [`LinkTable::link`] reads them one by one.
    #[inline]
    pub fn positions(&self, p: Potential) -> std::ops::Range<usize> {
        self.start[p.index()] as usize..self.start[p.index() + 1] as usize
    }

    /// The link at `position`.
    #[inline]
    pub fn link(&self, position: usize) -> (Potential, Cause) {
        self.implied[position]
    }

    /// What `p` implies, in SE's order.
    #[inline]
    pub fn implied(&self, p: Potential) -> &[(Potential, Cause)] {
        let index = p.index();
        &self.implied[self.start[index] as usize..self.start[index + 1] as usize]
    }
}

#[cfg(test)]
mod tests {
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
        let mut part = LinkTable::default();
        for links in [
            Links { y: false, x: true },
            Links { y: true, x: false },
            both,
        ] {
            part.restrict(&all, links);
            assert_eq!(part, LinkTable::new(&grid, links));
        }
    }
}
