//! The values each cell of a house can still take once every hidden and naked subset is
//! accounted for: the house's cells must take its missing values one each, so a value stays
//! in a cell only if some such assignment puts it there (Régin's filtering of the
//! all-different constraint).
//!
//! One assignment is found by augmenting paths. Another assignment moves values along cycles:
//! cell `a` takes the value of `b`, `b` that of `c`, …, and the last that of `a`. So with
//! `a → b` when `a` may take `b`'s value, a cell may take exactly its own value and those of
//! the cells in its strongly connected component, found here from the transitive closure of
//! that relation, held as one bit mask of cells per cell (a house has at most 32 cells).

/// The most cells a house may have: a value is a bit of a `u32`.
pub(super) const MOST: usize = 32;

/// Narrows `words`, the candidates of a house's open cells, each a mask of values, to the
/// values some assignment of one value per cell, all different, gives them. `false` when there
/// is no such assignment at all. The open cells' candidates must span as many values as
/// there are cells (the house rule checks that each missing value has a place).
pub(super) fn narrow(words: &mut [u32]) -> bool {
    let cells = words.len();
    debug_assert!(cells <= MOST);
    // value_of[c]: the value the assignment gives cell c; cell_of[v]: the cell given v.
    let Some((value_of, cell_of)) = assignment(words) else {
        return false;
    };
    // reach[a]: the cells whose value `a` may take, then, closed, the cells it reaches.
    let mut reach = [0u32; MOST];
    for (cell, &word) in words.iter().enumerate() {
        let mut others = word & !(1 << value_of[cell]);
        while others != 0 {
            reach[cell] |= 1 << cell_of[others.trailing_zeros() as usize];
            others &= others - 1;
        }
    }
    // Warshall's closure, row by row as bit masks.
    for via in 0..cells {
        for cell in 0..cells {
            if reach[cell] >> via & 1 != 0 {
                reach[cell] |= reach[via];
            }
        }
    }
    for cell in 0..cells {
        let mut kept = 1 << value_of[cell];
        let mut cycle = reach[cell];
        while cycle != 0 {
            let other = cycle.trailing_zeros() as usize;
            cycle &= cycle - 1;
            if reach[other] >> cell & 1 != 0 {
                kept |= 1 << value_of[other];
            }
        }
        words[cell] &= kept;
    }
    true
}

/// Whether each cell of `words` can take one of its candidates, no two cells the same.
pub(super) fn has_assignment(words: &[u32]) -> bool {
    assignment(words).is_some()
}

/// One value for each cell, all different, from its candidates, with the cell of each value
/// given, or `None` if there is no such assignment: each cell in turn takes a free value, or
/// one another cell gives up along an augmenting path.
fn assignment(words: &[u32]) -> Option<([u8; MOST], [u8; MOST])> {
    let mut value_of = [0u8; MOST];
    let mut cell_of = [u8::MAX; MOST];
    let mut taken = 0u32;
    for cell in 0..words.len() {
        let free = words[cell] & !taken;
        if free != 0 {
            let value = free.trailing_zeros() as usize;
            (value_of[cell], cell_of[value]) = (value as u8, cell as u8);
            taken |= 1 << value;
            continue;
        }
        let mut seen = 0;
        if !augment(
            words,
            cell,
            &mut value_of,
            &mut cell_of,
            &mut seen,
            &mut taken,
        ) {
            return None;
        }
    }
    Some((value_of, cell_of))
}

/// Gives `cell` a value not in `seen`, moving the cell that holds it on to another,
/// recursively. `false` when no such path exists.
fn augment(
    words: &[u32],
    cell: usize,
    value_of: &mut [u8; MOST],
    cell_of: &mut [u8; MOST],
    seen: &mut u32,
    taken: &mut u32,
) -> bool {
    let mut options = words[cell] & !*seen;
    while options != 0 {
        let value = options.trailing_zeros() as usize;
        options &= options - 1;
        *seen |= 1 << value;
        let holder = cell_of[value];
        if holder == u8::MAX || augment(words, usize::from(holder), value_of, cell_of, seen, taken)
        {
            (value_of[cell], cell_of[value]) = (value as u8, cell as u8);
            *taken |= 1 << value;
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_naked_pair_leaves_the_other_cells() {
        let mut words = [0b011, 0b011, 0b111];
        assert!(narrow(&mut words));
        assert_eq!(words, [0b011, 0b011, 0b100]);
    }

    #[test]
    fn a_hidden_pair_keeps_only_its_values() {
        // Values 1 and 2 fit only in the first two cells, which could also take 3 and 4.
        let mut words = [0b1111, 0b1111, 0b1100, 0b1100];
        assert!(narrow(&mut words));
        assert_eq!(words, [0b0011, 0b0011, 0b1100, 0b1100]);
    }

    #[test]
    fn three_cells_sharing_two_values_have_no_assignment() {
        let mut words = [0b011, 0b011, 0b011];
        assert!(!narrow(&mut words));
    }

    #[test]
    fn a_value_taken_first_is_given_up_along_an_augmenting_path() {
        // The first cell takes value 1 first; the second has only 1, so the first moves to 2.
        let mut words = [0b11, 0b01];
        assert!(narrow(&mut words));
        assert_eq!(words, [0b10, 0b01]);
    }

    #[test]
    fn values_that_can_move_round_a_cycle_all_stay() {
        let mut words = [0b0011, 0b0110, 0b1100, 0b1001];
        assert!(narrow(&mut words));
        assert_eq!(words, [0b0011, 0b0110, 0b1100, 0b1001]);
        let mut words = [0b0011, 0b0010, 0b1100, 0b1001];
        assert!(narrow(&mut words));
        assert_eq!(words, [0b0001, 0b0010, 0b0100, 0b1000]);
    }
}
