//! Random jigsaw layouts: N connected regions of N cells each, drawn from the boxes by trading
//! cells between neighbouring regions again and again.

use crate::generate::seed::PuzzleRng;
use crate::shape::Shape;
use crate::sized::SizedGrid;
use crate::variant::orthogonal;

/// Trades tried per cell of the grid: enough that no trace of the boxes is left (most trades
/// tried are kept).
const TRADES_PER_CELL: usize = 4;

/// A random layout of `shape`'s grid into N connected regions of N cells, the region of each
/// cell numbered from 0; when `solution` is given, a layout it keeps (each region holds each
/// value once), so that the jigsaw has a solution without a search for one.
///
/// Each trade takes a cell `a` beside another region, and a cell `c` of that region (beside
/// `a`'s own, or holding `a`'s value in `solution`), and swaps their regions: both regions keep
/// N cells, and their values. The trade is kept when both stay connected.
pub fn random_regions(shape: Shape, solution: Option<&SizedGrid>, rng: &mut PuzzleRng) -> Vec<u8> {
    let (n, cells) = (shape.size(), shape.cells());
    let mut regions: Vec<u8> = (0..cells).map(|cell| shape.box_of(cell) as u8).collect();
    for _ in 0..TRADES_PER_CELL * cells {
        let a = rng.below(cells);
        let beside: Vec<u8> = orthogonal(n, a)
            .map(|b| regions[b])
            .filter(|&region| region != regions[a])
            .collect();
        if beside.is_empty() {
            continue;
        }
        let other = beside[rng.below(beside.len())];
        let own = regions[a];
        let c = match solution {
            Some(grid) => (0..cells)
                .find(|&c| regions[c] == other && grid.get(c) == grid.get(a))
                .expect("every region holds every value"),
            None => {
                let back: Vec<usize> = (0..cells)
                    .filter(|&c| regions[c] == other && orthogonal(n, c).any(|d| regions[d] == own))
                    .collect();
                back[rng.below(back.len())]
            }
        };
        regions.swap(a, c);
        if !connected(n, &regions, own) || !connected(n, &regions, other) {
            regions.swap(a, c);
        }
    }
    regions
}

/// Whether the cells of `region` form one orthogonally connected piece.
fn connected(n: usize, regions: &[u8], region: u8) -> bool {
    let cells: Vec<usize> = (0..regions.len())
        .filter(|&c| regions[c] == region)
        .collect();
    let mut reached = vec![cells[0]];
    let mut seen = vec![false; regions.len()];
    seen[cells[0]] = true;
    while let Some(cell) = reached.pop() {
        for next in orthogonal(n, cell) {
            if regions[next] == region && !seen[next] {
                seen[next] = true;
                reached.push(next);
            }
        }
    }
    cells.iter().all(|&cell| seen[cell])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::random_solution;
    use crate::variant::check_regions;

    #[test]
    fn layouts_are_connected_regions_of_n_cells_and_differ_from_the_boxes() {
        for (size, seed) in [(9, 1), (6, 2), (4, 3), (16, 4)] {
            let shape = Shape::for_size(size).unwrap();
            let regions = random_regions(shape, None, &mut PuzzleRng::new(seed, 0));
            assert!(check_regions(shape, &regions).is_ok(), "{size}");
            for region in 0..size as u8 {
                assert!(connected(size, &regions, region), "{size} {region}");
            }
            let boxes: Vec<u8> = (0..shape.cells()).map(|c| shape.box_of(c) as u8).collect();
            assert_ne!(regions, boxes, "{size}");
            // A layout drawn for a solution keeps it: each region holds each value once.
            let solution = random_solution(shape, &mut |bound| bound - 1);
            let kept = random_regions(shape, Some(&solution), &mut PuzzleRng::new(seed, 1));
            for region in 0..size as u8 {
                assert!(connected(size, &kept, region), "{size} {region}");
                let mut values: Vec<u8> = (0..shape.cells())
                    .filter(|&c| kept[c] == region)
                    .map(|c| solution.get(c))
                    .collect();
                values.sort_unstable();
                assert_eq!(values, (1..=size as u8).collect::<Vec<_>>());
            }
        }
    }
}
