//! Killer cages, by the combinations of distinct values that reach their sum.

use super::super::hall;
use super::masks::{Candidates, bits};
use super::memo::Memo;
use super::required::Required;

/// The most values a cage's combinations are listed for: every subset of them is looked at
/// once, when the cage is set up. Larger grids narrow cages by their bounds alone.
const MOST_LISTED: usize = 16;

/// A killer cage with a sum: distinct values (its cells are peers) adding up to one of its
/// sums.
pub(super) struct Cage {
    cells: Vec<usize>,
    /// Every set of distinct values, as a mask, of the cage's size that adds up to a sum.
    combinations: Vec<u32>,
    /// What the values every fitting combination holds demand.
    required: Required,
    /// For each house that holds every cell of the cage, its other cells: a value none of
    /// them can take is the cage's, so a combination without it does not fit.
    rests: Vec<Vec<usize>>,
    /// The test's results by the candidates it read, when they fit in a key.
    memo: Option<Memo>,
    /// Bits a cell's candidates take in a key: the grid's size.
    width: u32,
}

impl Cage {
    /// The cage of `cells` that adds up to one of `sums`, on a grid of size `n` with `houses`;
    /// `None` when its combinations are too many to list (the cage's sum then goes to a set of
    /// totals).
    pub(super) fn new(
        n: usize,
        cells: &[usize],
        sums: &[u32],
        peers: &dyn Fn(usize, usize) -> bool,
        houses: &[Vec<usize>],
    ) -> Option<Cage> {
        if n > MOST_LISTED || cells.len() > 32 {
            return None;
        }
        let size = cells.len() as u32;
        let sum_of = |mask: u32| bits(mask).map(|bit| bit as u32 + 1).sum::<u32>();
        let combinations = (0u32..1 << n)
            .filter(|&mask| mask.count_ones() == size && sums.contains(&sum_of(mask)))
            .collect();
        Some(Cage {
            cells: cells.to_vec(),
            combinations,
            required: Required::new(cells, n * n, peers),
            rests: houses
                .iter()
                .filter(|house| cells.iter().all(|cell| house.contains(cell)))
                .map(|house| house.iter().copied().filter(|c| !cells.contains(c)))
                .map(|rest| rest.collect::<Vec<usize>>())
                .filter(|rest| !rest.is_empty())
                .collect(),
            // A key holds each cell's candidates and the values the cage must hold.
            memo: Memo::new(n * (cells.len() + 1)),
            width: n as u32,
        })
    }

    /// Each cell keeps the values of the combinations that fit the cells' candidates (each
    /// cell can take a value of the combination, all of them different) and hold every value
    /// the rest of a house around the cage cannot take; a value every such combination holds,
    /// left in one cell only, is placed there.
    pub(super) fn propagate(&self, position: &mut impl Candidates) -> Option<bool> {
        let mut values = [0u32; 32];
        let values = &mut values[..self.cells.len()];
        for (mask, &cell) in values.iter_mut().zip(&self.cells) {
            *mask = position.values(cell);
        }
        let union = values.iter().fold(0, |or, &mask| or | mask);
        let held = self.rests.iter().fold(0, |held, rest| {
            held | !rest.iter().fold(0, |or, &cell| or | position.values(cell))
        }) & union;
        let test = || self.fitting(values, union, held);
        let (feasible, required) = match &self.memo {
            // No cell is without candidates here (or propagation would have stopped), so no
            // key is 0.
            Some(memo) => {
                let key = values.iter().fold(u64::from(held), |key, &mask| {
                    key << self.width | u64::from(mask)
                });
                let found = memo.get_or_find(key, || {
                    let (feasible, required) = test();
                    u64::from(feasible) << 32 | u64::from(required)
                });
                ((found >> 32) as u32, found as u32)
            }
            None => test(),
        };
        let mut changed = false;
        for &cell in &self.cells {
            changed |= position.keep(cell, feasible)?;
        }
        if feasible != 0 {
            changed |= self.required.enforce(position, required)?;
        }
        Some(changed)
    }

    /// The values of the combinations that fit the cells' candidates `values` (whose union is
    /// `union`) and hold the values of `held`, and the values all of them hold.
    fn fitting(&self, values: &[u32], union: u32, held: u32) -> (u32, u32) {
        let (mut feasible, mut required) = (0, u32::MAX);
        for &combination in &self.combinations {
            // A combination that adds no value to those kept and takes none from those
            // required changes nothing whether it fits or not: the costly test is skipped.
            let matters = combination & !feasible != 0 || required & !combination != 0;
            let fits = matters
                && combination & !union == 0
                && held & !combination == 0
                && match *values {
                    [first, second] => pair_fits(first, second, combination),
                    _ => {
                        values.iter().all(|&mask| mask & combination != 0)
                            && distinct_values_fit(values, combination)
                    }
                };
            if fits {
                feasible |= combination;
                required &= combination;
            }
        }
        (feasible, required)
    }
}

/// Whether two cells whose candidates are `first` and `second` can take the two values of
/// `combination`, one each.
fn pair_fits(first: u32, second: u32, combination: u32) -> bool {
    let low = combination & combination.wrapping_neg();
    let high = combination & !low;
    (first & low != 0 && second & high != 0) || (first & high != 0 && second & low != 0)
}

/// Whether each cell can take a value of `combination` among its candidates `values`, no
/// two cells the same (a cage has at most 32 cells).
fn distinct_values_fit(values: &[u32], combination: u32) -> bool {
    if values.len() <= 6 {
        return few_values_fit(values, combination);
    }
    let mut within = [0u32; hall::MOST];
    for (mask, &value) in within.iter_mut().zip(values) {
        *mask = value & combination;
    }
    hall::has_assignment(&within[..values.len()])
}

/// [`distinct_values_fit`] for up to six cells, cell by cell: the sets of the combination's
/// values the cells so far can take one each, as the bits of one word (bit `m` for the set
/// `m`, the combination's values numbered from its lowest), each cell adding one of its values
/// to each set that lacks it, without a branch (the branches of the search for an
/// assignment, which took 30 % of two hard killers of five-cell cages, were mispredicted
/// more often than not; the killer set went from 11.0 s to 9.9 s).
fn few_values_fit(values: &[u32], combination: u32) -> bool {
    /// For each value j of the combination, the sets (bits of a word) that lack it.
    const LACKING: [u64; 6] = [
        0x5555_5555_5555_5555,
        0x3333_3333_3333_3333,
        0x0f0f_0f0f_0f0f_0f0f,
        0x00ff_00ff_00ff_00ff,
        0x0000_ffff_0000_ffff,
        0x0000_0000_ffff_ffff,
    ];
    let mut places = [0u32; 6];
    let mut rest = combination;
    for place in &mut places[..values.len()] {
        *place = rest.trailing_zeros();
        rest &= rest - 1;
    }
    // Only the empty set, before any cell.
    let mut sets: u64 = 1;
    for &mask in values {
        let mut next = 0;
        for (j, &place) in places[..values.len()].iter().enumerate() {
            let holds = u64::from(mask >> place & 1).wrapping_neg();
            next |= (sets & LACKING[j]) << (1 << j) & holds;
        }
        if next == 0 {
            return false;
        }
        sets = next;
    }
    true
}

#[cfg(test)]
mod tests {
    use super::super::masks::Cells;
    use super::*;

    #[test]
    fn a_cage_holds_the_values_the_rest_of_its_house_cannot_take() {
        // A cage of 10 over the first two cells of a row of nine: 1 + 9, 2 + 8, 3 + 7 or
        // 4 + 6, until the rest of the row loses its 9s: then the cage holds the 9.
        let row: Vec<usize> = (0..9).collect();
        let in_row = |a: usize, b: usize| a < 9 && b < 9;
        let cage = Cage::new(9, &[0, 1], &[10], &in_row, &[row]).expect("a small cage");
        let mut cells = Cells(vec![0x1ff; 9]);
        assert_eq!(cage.propagate(&mut cells), Some(true));
        assert_eq!(cells.0[..2], [0b1_1110_1111; 2]);
        for rest in &mut cells.0[2..] {
            *rest &= !0b1_0000_0000;
        }
        assert_eq!(cage.propagate(&mut cells), Some(true));
        assert_eq!(cells.0[..2], [0b1_0000_0001; 2]);
        // The same candidates again: the kept result, the same answer.
        assert_eq!(cage.propagate(&mut cells), Some(false));
        assert_eq!(cells.0[..2], [0b1_0000_0001; 2]);
    }

    #[test]
    fn a_cage_lists_the_combinations_of_its_sum() {
        let combinations = |cells: &[usize], sum| {
            Cage::new(9, cells, &[sum], &|_, _| false, &[])
                .unwrap()
                .combinations
        };
        assert_eq!(combinations(&[0, 1], 3), [0b11]);
        assert_eq!(combinations(&[0, 1, 2], 24), [0b1_1100_0000]);
        assert!(combinations(&[0, 1], 18).is_empty());
        assert!(Cage::new(20, &[0, 1], &[3], &|_, _| false, &[]).is_none());
    }

    #[test]
    fn a_pair_fits_a_combination_only_one_value_each() {
        // Values 3 and 7 as bits 2 and 6: a 3 in both cells is no 3 + 7.
        let (three, seven, eight) = (4, 64, 128);
        assert!(!pair_fits(three, three | eight, three | seven));
        assert!(pair_fits(three, seven | eight, three | seven));
        assert!(pair_fits(seven | three, three, three | seven));
    }

    #[test]
    fn the_walk_over_sets_agrees_with_the_search_for_an_assignment() {
        // Cells of 9×9 candidates and combinations of as many values, drawn by a fixed
        // linear congruential sequence.
        let mut state = 0x2545_f491_4f6c_dd1d_u64;
        let mut draw = |bound: u64| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1);
            (state >> 33) % bound
        };
        for _ in 0..20_000 {
            let size = 1 + draw(6) as usize;
            let mut combination = 0u32;
            while combination.count_ones() < size as u32 {
                combination |= 1 << draw(9);
            }
            let values: Vec<u32> = (0..size).map(|_| draw(512) as u32).collect();
            let within: Vec<u32> = values.iter().map(|&mask| mask & combination).collect();
            assert_eq!(
                few_values_fit(&values, combination),
                hall::has_assignment(&within),
                "{values:?} {combination:#b}"
            );
        }
    }

    #[test]
    fn a_combination_fits_only_when_the_cells_can_take_distinct_values_of_it() {
        // Values 1, 2, 3 and 7 as bits 0, 1, 2 and 6.
        let (one, two, three, seven) = (1, 2, 4, 64);
        let combination = one | two | three | seven;
        // Each cell meets the combination, but three cells share two values.
        assert!(!distinct_values_fit(
            &[one | two, one | two, one | two, three | seven],
            combination
        ));
        // The third cell can take 7 instead, found by moving the others along.
        assert!(distinct_values_fit(
            &[one | two, one | two, one | two | seven, three | seven],
            combination
        ));
        assert!(distinct_values_fit(
            &[seven | one, one, two | one, three | two],
            combination
        ));
    }
}
