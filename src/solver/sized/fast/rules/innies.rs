//! Sums the killer cages imply over houses (innies and outies, as killer solvers call them):
//! the values of a group of houses add up to N (N + 1) / 2 each. Take some cages as the
//! group's pieces: the group's cells that no piece covers (innies) and the pieces' cells that
//! lie outside the group (outies) differ by what the pieces hold beyond the houses' total:
//! outies − innies = pieces − total. These sums are implied, not new rules: they change no
//! solution, and let the propagation see what the cages say together.

use crate::shape::Shape;

/// A sum implied by the cages: the values of `plus` less those of `minus` add up to `sum`;
/// `distinct` when there is no `minus` and the cells lie in one house, so that their values
/// differ.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Implied {
    pub(super) plus: Vec<usize>,
    pub(super) minus: Vec<usize>,
    pub(super) sum: i64,
    pub(super) distinct: bool,
}

/// The most cells an implied sum may have when each of them is caged already: larger ones
/// narrow little. A sum over a cell no cage holds may have up to N.
const MOST_CAGED: usize = 6;

/// The most cells on the smaller side of a sum with both sides: a few innies against many
/// outies, or the other way round, still narrow; many against many do not.
const MOST_ON_SMALLER_SIDE: usize = 2;

/// The sums implied by `cages` (cells and one sum each, not overlapping) over the groups of
/// houses of `shape` whose regions are `regions` (see [`house_groups`]). For each group, three
/// choices of pieces are tried: the cages wholly inside it, the cages mostly inside it, and
/// every cage that meets it.
pub(super) fn implied(shape: Shape, regions: &[u8], cages: &[(Vec<usize>, u32)]) -> Vec<Implied> {
    let n = shape.size();
    let total = (n * (n + 1) / 2) as i64;
    let mut cage_of = vec![None; shape.cells()];
    for (index, (cells, _)) in cages.iter().enumerate() {
        for &cell in cells {
            cage_of[cell] = Some(index);
        }
    }
    let caged = |cell: &usize| cage_of[*cell].is_some();
    let mut implied: Vec<Implied> = Vec::new();
    for (houses, group) in house_groups(shape, regions) {
        let mut inside = vec![false; shape.cells()];
        group.iter().for_each(|&cell| inside[cell] = true);
        let mut touching: Vec<usize> = group.iter().filter_map(|&c| cage_of[c]).collect();
        touching.sort_unstable();
        touching.dedup();
        let within = |index: &usize| cages[*index].0.iter().filter(|&&c| inside[c]).count();
        let choices: [&dyn Fn(&usize) -> bool; 3] = [
            &|index| within(index) == cages[*index].0.len(),
            &|index| 2 * within(index) > cages[*index].0.len(),
            &|_| true,
        ];
        for chosen in choices {
            let pieces: Vec<usize> = touching.iter().copied().filter(chosen).collect();
            // Without pieces the sum is the houses' own: their rule says it already.
            if pieces.is_empty() {
                continue;
            }
            let (outies, innies, sum) =
                equation(&group, &inside, &pieces, cages, total * houses as i64);
            let Some(found) = oriented(outies, innies, sum, houses == 1) else {
                continue;
            };
            let size = found.plus.len() + found.minus.len();
            let all_caged = found.plus.iter().chain(&found.minus).all(caged);
            let wide_enough = size <= if all_caged { MOST_CAGED } else { n };
            if wide_enough && !is_a_cage(&found, cages) && !implied.contains(&found) {
                implied.push(found);
            }
        }
    }
    implied
}

/// The outies and innies of `group` (whose cells are `inside`) with the cages `pieces`, and
/// what the pieces hold beyond the houses' `total`: outies − innies = that sum.
fn equation(
    group: &[usize],
    inside: &[bool],
    pieces: &[usize],
    cages: &[(Vec<usize>, u32)],
    total: i64,
) -> (Vec<usize>, Vec<usize>, i64) {
    let mut covered = vec![false; inside.len()];
    let mut outies = Vec::new();
    let mut pieces_sum = 0;
    for &index in pieces {
        let (cells, sum) = &cages[index];
        pieces_sum += i64::from(*sum);
        for &cell in cells {
            covered[cell] = true;
            if !inside[cell] {
                outies.push(cell);
            }
        }
    }
    let innies: Vec<usize> = group.iter().copied().filter(|&c| !covered[c]).collect();
    (outies, innies, pieces_sum - total)
}

/// Whether `sum` says no more than one of the `cages`: its cells and its sum.
fn is_a_cage(sum: &Implied, cages: &[(Vec<usize>, u32)]) -> bool {
    sum.minus.is_empty()
        && cages.iter().any(|(cells, cage_sum)| {
            cells.len() == sum.plus.len()
                && cells.iter().all(|c| sum.plus.binary_search(c).is_ok())
                && i64::from(*cage_sum) == sum.sum
        })
}

/// `outies − innies = sum`, written with the smaller side subtracted (the negative sum
/// when the sides are as long), or `None` when both sides are too long or both empty. The
/// cells come sorted; `one_house` tells whether the innies lie in one house.
fn oriented(
    mut outies: Vec<usize>,
    mut innies: Vec<usize>,
    sum: i64,
    one_house: bool,
) -> Option<Implied> {
    outies.sort_unstable();
    innies.sort_unstable();
    let smaller = outies.len().min(innies.len());
    if outies.len() + innies.len() == 0 || smaller > MOST_ON_SMALLER_SIDE {
        return None;
    }
    let flip = match innies.len().cmp(&outies.len()) {
        std::cmp::Ordering::Equal => sum < 0,
        longer => longer == std::cmp::Ordering::Greater,
    };
    let (plus, minus, sum) = if flip {
        (innies, outies, -sum)
    } else {
        (outies, innies, sum)
    };
    Some(Implied {
        // Innies alone, in one house.
        distinct: flip && minus.is_empty() && one_house && plus.len() > 1,
        plus,
        minus,
        sum,
    })
}

/// Groups of houses whose values add up to a known total, with how many houses each holds
/// and their cells: every row, column and region; the first and the last k rows, columns and
/// regions (in order) for every k; and two or three rows or columns side by side.
fn house_groups(shape: Shape, regions: &[u8]) -> Vec<(usize, Vec<usize>)> {
    let n = shape.size();
    let row = |r: usize| (0..n).map(move |c| r * n + c);
    let column = |c: usize| (0..n).map(move |r| r * n + c);
    let region = |k: usize| (0..shape.cells()).filter(move |&c| usize::from(regions[c]) == k);
    let mut spans: Vec<(usize, usize)> = Vec::new();
    for width in 1..n {
        spans.push((0, width));
        spans.push((n - width, n));
        if width <= 3 {
            spans.extend((1..n - width).map(|first| (first, first + width)));
        }
    }
    spans.sort_unstable();
    spans.dedup();
    let mut groups = Vec::new();
    for &(first, last) in &spans {
        let houses = last - first;
        groups.push((houses, (first..last).flat_map(row).collect()));
        groups.push((houses, (first..last).flat_map(column).collect()));
        if first == 0 || houses == 1 {
            groups.push((houses, (first..last).flat_map(region).collect()));
        }
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    fn boxes() -> Vec<u8> {
        (0..81).map(|c| Shape::NINE.box_of(c) as u8).collect()
    }

    #[test]
    fn a_house_no_cage_meets_implies_nothing() {
        // One cage in row 1: rows 2 to 9, columns 4 to 9 and boxes 2 to 9 meet no cage, and
        // their own sums (45 over a house) are the house rule again.
        let cages = vec![((0..3).collect(), 6)];
        let sums = implied(Shape::NINE, &boxes(), &cages);
        assert!(sums.iter().all(|s| s.sum != 45 && s.plus.len() < 9));
        assert!(
            sums.iter()
                .any(|s| s.plus == [3, 4, 5, 6, 7, 8] && s.sum == 39)
        );
    }

    #[test]
    fn a_row_covered_but_for_one_cell_implies_that_cell() {
        // Row 1: cages r1c1-r1c4 (10) and r1c5-r1c8 (26) leave r1c9 = 45 - 36 = 9.
        let cages = vec![((0..4).collect(), 10), ((4..8).collect(), 26)];
        let sums = implied(Shape::NINE, &boxes(), &cages);
        assert!(
            sums.iter()
                .any(|s| s.plus == [8] && s.minus.is_empty() && s.sum == 9)
        );
    }

    #[test]
    fn a_cage_sticking_out_of_a_row_ties_its_outie_to_the_row_s_innie() {
        // Row 1: r1c1-r1c8 caged with 40 in two cages, the second of which also holds r2c8:
        // r1c1-r1c4 (10), r1c5-r1c8 + r2c8 (33). Then r2c8 − r1c9 = 43 − 45 = −2.
        let cages = vec![((0..4).collect(), 10), ((4..8).chain([16]).collect(), 33)];
        let sums = implied(Shape::NINE, &boxes(), &cages);
        assert!(
            sums.iter()
                .any(|s| s.plus == [8] && s.minus == [16] && s.sum == 2),
            "{sums:?}"
        );
    }

    #[test]
    fn the_cages_themselves_are_not_implied_again() {
        let cages = vec![((0..9).collect(), 45)];
        let sums = implied(Shape::NINE, &boxes(), &cages);
        assert!(sums.iter().all(|s| s.plus != (0..9).collect::<Vec<_>>()));
    }
}
