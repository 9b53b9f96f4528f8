//! Sums the killer cages imply over houses (innies and outies, as killer solvers call them):
//! the values of a house add up to 1 + 2 + … + N, so once the cages wholly inside a group of
//! houses are taken away, the cells left add up to what the cages leave; and when every cell
//! of the houses is caged, the cells that the cages crossing them put outside add up to what
//! the cages hold beyond the houses' total. These sums are implied, not new rules: they change
//! no solution, and let the propagation see what the cages say together.

use crate::shape::Shape;

/// A sum implied by the cages: `cells` add up to `sum`; `distinct` when they all lie in one
/// house, so that their values differ.
pub(super) struct Implied {
    pub(super) cells: Vec<usize>,
    pub(super) sum: u32,
    pub(super) distinct: bool,
}

/// The most cells an implied sum may have: larger ones narrow little.
const MOST_CELLS: usize = 6;

/// The sums implied by `cages` (cells and one sum each) over the houses of `shape` whose
/// regions are `regions`: each row, column and region, and two or three rows or columns side
/// by side.
pub(super) fn implied(shape: Shape, regions: &[u8], cages: &[(Vec<usize>, u32)]) -> Vec<Implied> {
    let n = shape.size();
    let total = (n * (n + 1) / 2) as u32;
    let mut cage_of = vec![None; shape.cells()];
    for (index, (cells, _)) in cages.iter().enumerate() {
        for &cell in cells {
            cage_of[cell] = Some(index);
        }
    }
    let mut implied = Vec::new();
    for (houses, cells) in house_groups(shape, regions) {
        let inside = |cell: &usize| cells.contains(cell);
        let (mut inner_sum, mut touching_sum, mut outside, mut uncaged) = (0, 0, Vec::new(), 0);
        let mut touching: Vec<usize> = cells.iter().filter_map(|&c| cage_of[c]).collect();
        touching.sort_unstable();
        touching.dedup();
        let mut left: Vec<usize> = cells.clone();
        for &index in &touching {
            let (cage, sum) = &cages[index];
            touching_sum += sum;
            if cage.iter().all(inside) {
                inner_sum += sum;
                left.retain(|cell| !cage.contains(cell));
            } else {
                outside.extend(cage.iter().copied().filter(|cell| !inside(cell)));
            }
        }
        uncaged += cells.iter().filter(|&&c| cage_of[c].is_none()).count();
        let houses_total = total * houses as u32;
        if !left.is_empty() && left.len() <= MOST_CELLS && inner_sum <= houses_total {
            implied.push(Implied {
                distinct: houses == 1,
                cells: left,
                sum: houses_total - inner_sum,
            });
        }
        let outies = !outside.is_empty() && outside.len() <= MOST_CELLS && uncaged == 0;
        if outies && touching_sum >= houses_total {
            implied.push(Implied {
                distinct: false,
                cells: outside,
                sum: touching_sum - houses_total,
            });
        }
    }
    implied
}

/// Groups of houses whose values add up to a known total, with how many houses each holds
/// and their cells: every row, column and region, and two or three rows or columns side by
/// side.
fn house_groups(shape: Shape, regions: &[u8]) -> Vec<(usize, Vec<usize>)> {
    let n = shape.size();
    let row = |r: usize| (0..n).map(move |c| r * n + c);
    let column = |c: usize| (0..n).map(move |r| r * n + c);
    let mut groups = Vec::new();
    for width in 1..=3.min(n) {
        for first in 0..=n - width {
            groups.push((width, (first..first + width).flat_map(row).collect()));
            groups.push((width, (first..first + width).flat_map(column).collect()));
        }
    }
    for region in 0..n as u8 {
        let cells = (0..shape.cells())
            .filter(|&c| regions[c] == region)
            .collect();
        groups.push((1, cells));
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_covered_but_for_one_cell_implies_that_cell() {
        let shape = Shape::NINE;
        let regions: Vec<u8> = (0..81).map(|c| shape.box_of(c) as u8).collect();
        // Row 1: cages r1c1-r1c4 (10) and r1c5-r1c8 (26) leave r1c9 = 45 - 36 = 9.
        let cages = vec![((0..4).collect(), 10), ((4..8).collect(), 26)];
        let sums = implied(shape, &regions, &cages);
        assert!(
            sums.iter()
                .any(|s| s.cells == [8] && s.sum == 9 && s.distinct)
        );
    }
}
