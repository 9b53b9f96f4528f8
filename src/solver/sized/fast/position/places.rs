//! Each house's count of the places left for every value: kept as candidates leave, or taken
//! afresh for a new position. A count that falls to one queues a hidden single for the house
//! rule (`houses.rs`); one that falls to none is a contradiction.

use super::super::tables::Tables;
use super::super::weights::Conflict;
use super::super::word::PLACED;
use super::Position;

/// A count of places out of reach of a house's losses (at most 25), where a placed value's
/// count is parked while its peers lose it.
const PARKED: u8 = 128;

impl Position {
    /// Counts every house's places for each value afresh, queueing the values left with one.
    /// `false` when some value has no place in a house.
    pub(super) fn count_places(&mut self, tables: &Tables) -> bool {
        let n = tables.size();
        self.places.fill(0);
        self.hidden.clear();
        for (index, house) in tables.houses().enumerate() {
            let places = &mut self.places[index * n..][..n];
            let mut placed = 0;
            for &cell in house {
                let word = self.cells[usize::from(cell)];
                if word & PLACED != 0 {
                    placed |= word;
                }
                let mut values = word & !PLACED;
                while values != 0 {
                    places[values.trailing_zeros() as usize] += 1;
                    values &= values - 1;
                }
            }
            for (value, &count) in places.iter().enumerate() {
                match count {
                    0 => {
                        self.conflict = Conflict::House(index as u16);
                        return false;
                    }
                    // A value placed in the house is no hidden single.
                    1 if placed & 1 << value == 0 => self.hidden.push((index as u16, value as u8)),
                    _ => {}
                }
            }
        }
        true
    }

    /// Parks the count of places of the value of bit index `value` out of reach in every
    /// house of `cell`, where it is placed, while its peers lose it ([`PARKED`]).
    #[inline(always)]
    pub(super) fn park_places(&mut self, tables: &Tables, cell: usize, value: u32) {
        self.set_places(tables, cell, value, PARKED);
    }

    /// Sets the count of places of the value of bit index `value` to `count` in every house
    /// of `cell`.
    #[inline(always)]
    pub(super) fn set_places(&mut self, tables: &Tables, cell: usize, value: u32, count: u8) {
        let n = tables.size();
        for &house in tables.houses_with(cell) {
            self.places[usize::from(house) * n + value as usize] = count;
        }
    }

    /// Counts that `cell` lost the value of bit index `value`: one place fewer in each of its
    /// houses. `false` when a house is left without a place for it; a house left with one is
    /// queued for the house rule.
    #[inline(always)]
    pub(super) fn lose_place(&mut self, tables: &Tables, cell: usize, value: u32) -> bool {
        tables
            .houses_with(cell)
            .iter()
            .all(|&house| self.one_place_fewer(tables, house, value))
    }

    /// One place fewer for the value of bit index `value` in `house`; see
    /// [`Position::lose_place`].
    #[inline(always)]
    fn one_place_fewer(&mut self, tables: &Tables, house: u16, value: u32) -> bool {
        let places = &mut self.places[usize::from(house) * tables.size() + value as usize];
        *places -= 1;
        match *places {
            0 => {
                self.conflict = Conflict::House(house);
                false
            }
            1 => {
                self.hidden.push((house, value as u8));
                true
            }
            _ => true,
        }
    }
}
