//! Another solution without search, when a puzzle's every rule says that cells differ (rows,
//! columns, regions, extra groups, cells apart) and one solution is known.
//!
//! Take two values `a` and `b` of the solution, and link each cell holding one of them to its
//! peers holding the other. Swapping `a` and `b` over a connected group of these links keeps
//! every pair of peers apart (a peer that would clash with a swapped cell is linked to it, so
//! it swaps too), so it makes another solution, unless a cell of the group is a given. This is
//! the unavoidable set of two values that 9×9 generation reads from its own tables
//! (`generate/shortcut.rs`), for any shape and any such variant. When a given of a random
//! anti-knight puzzle cannot go, it tells so about one time in three.

use super::tables::Tables;
use crate::problem::Problem;
use crate::sized::SizedGrid;

/// Whether swapping `solution`'s value in `cell` with another value over a connected group of
/// cells that holds no given of `problem` makes another solution: `false` when the problem has
/// rules besides cells that differ, or cells kept to some values, for which a swap proves
/// nothing.
pub(super) fn swap_frees(
    tables: &Tables,
    problem: &Problem,
    solution: &SizedGrid,
    cell: usize,
) -> bool {
    if !tables.rules.is_empty() || problem.allowed_cells().is_some() {
        return false;
    }
    let givens = problem.givens();
    let value = solution.get(cell);
    // Which pair's search last reached each cell: one vector for every pair.
    let mut reached = vec![0u8; solution.cells().len()];
    let mut group = Vec::new();
    (1..=tables.size() as u8)
        .filter(|&other| other != value)
        .any(|other| {
            group.clear();
            group.push(cell);
            reached[cell] = other;
            while let Some(at) = group.pop() {
                if givens.get(at) != 0 {
                    return false;
                }
                let linked = if solution.get(at) == value {
                    other
                } else {
                    value
                };
                for peer in tables.peers(at).iter().map(|&peer| usize::from(peer)) {
                    if reached[peer] != other && solution.get(peer) == linked {
                        reached[peer] = other;
                        group.push(peer);
                    }
                }
            }
            true
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::Shape;
    use crate::variant::{Rule, Variant};

    /// A 4×4 solution, rows one after the other.
    fn solution() -> SizedGrid {
        let cells = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
        SizedGrid::new(Shape::for_size(4).unwrap(), cells.to_vec()).unwrap()
    }

    #[test]
    fn a_swap_frees_a_cell_whose_group_holds_no_given() {
        let tables = Tables::new(Shape::for_size(4).unwrap(), None);
        let solution = solution();
        let mut givens = solution.clone();
        // 1 and 2 swap over the rectangle of cells 0, 1, 8 and 9.
        for cell in [0, 1, 8, 9] {
            givens.set(cell, 0);
        }
        let frees = |givens: &SizedGrid, cell| {
            swap_frees(&tables, &Problem::new(givens.clone()), &solution, cell)
        };
        assert!(frees(&givens, 0));
        assert!(frees(&givens, 9));
        givens.set(9, 1);
        assert!(!frees(&givens, 0));
        // A cell kept from a value proves nothing either.
        givens.set(9, 0);
        let kept = Problem::new(givens).avoiding(15, 4);
        assert!(!swap_frees(&tables, &kept, &solution, 0));
    }

    #[test]
    fn a_rule_besides_cells_that_differ_forbids_the_swap() {
        let shape = Shape::for_size(4).unwrap();
        let mut givens = SizedGrid::empty(shape);
        givens.set(3, 4);
        let plain = Tables::new(shape, Some(&Variant::default()));
        assert!(swap_frees(
            &plain,
            &Problem::new(givens.clone()),
            &solution(),
            0
        ));
        let odd = Variant {
            regions: None,
            rules: vec![Rule::Odd(vec![0])],
        };
        let ruled = Tables::new(shape, Some(&odd));
        assert!(!swap_frees(&ruled, &Problem::new(givens), &solution(), 0));
    }
}
