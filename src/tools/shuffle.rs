//! `--shuffle`: a random puzzle equivalent to the one given, reproducible from a seed.
//!
//! A 9×9 puzzle gets a random [`Transformation`]; a puzzle of another shape gets the same moves
//! on its own bands and stacks (rows within bands, bands, columns within stacks, stacks, the
//! values relabelled, and a transposition when its boxes are square, since only then does it
//! map boxes onto boxes).

use super::transform::Transformation;
use crate::generate::seed::PuzzleRng;
use crate::sized::SizedGrid;

/// A random puzzle equivalent to `puzzle`: the moves are drawn from the random stream of puzzle
/// `index` of the run seeded with `seed` (the generator's streams), so they depend on nothing
/// else: not on the other puzzles, their order or the number of threads.
pub fn shuffle(puzzle: &SizedGrid, seed: u64, index: u64) -> SizedGrid {
    let mut rng = PuzzleRng::new(seed, index);
    if let Some(nine) = puzzle.as_nine() {
        return Transformation::random(&mut rng).apply(&nine).into();
    }
    let shape = puzzle.shape();
    let n = shape.size();
    let rows = block_order(n, shape.box_rows(), &mut rng);
    let columns = block_order(n, shape.box_columns(), &mut rng);
    let mut values: Vec<u8> = (1..=n as u8).collect();
    rng.shuffle(&mut values);
    let transpose = shape.has_square_boxes() && rng.below(2) == 1;
    let mut shuffled = SizedGrid::empty(shape);
    for (row, &from_row) in rows.iter().enumerate() {
        for (column, &from_column) in columns.iter().enumerate() {
            let value = puzzle.get(from_row * n + from_column);
            let cell = if transpose {
                column * n + row
            } else {
                row * n + column
            };
            let relabelled = if value == 0 {
                0
            } else {
                values[usize::from(value) - 1]
            };
            shuffled.set(cell, relabelled);
        }
    }
    shuffled
}

/// A random order of `n` lines in blocks of `block` (the rows of bands, or the columns of
/// stacks): the blocks in a random order, and the lines of each block too.
fn block_order(n: usize, block: usize, rng: &mut PuzzleRng) -> Vec<usize> {
    let mut blocks: Vec<usize> = (0..n / block).collect();
    rng.shuffle(&mut blocks);
    let mut order = Vec::with_capacity(n);
    for first in blocks {
        let mut lines: Vec<usize> = (first * block..(first + 1) * block).collect();
        rng.shuffle(&mut lines);
        order.extend(lines);
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::Problem;
    use crate::shape::Shape;
    use crate::solver::{Algorithm, count, solve};

    #[test]
    fn a_shuffled_puzzle_of_any_shape_keeps_its_solution_count_and_shape() {
        for shape in ["2x3", "3x2", "2x4", "3x4", "4x4"] {
            let shape: Shape = shape.parse().unwrap();
            let mut puzzle =
                solve(&Problem::new(SizedGrid::empty(shape)), Algorithm::Fast).unwrap();
            for cell in (0..shape.cells()).filter(|cell| cell % 3 != 0) {
                puzzle.set(cell, 0);
            }
            let shuffled = shuffle(&puzzle, 7, 1);
            assert_eq!(shuffled, shuffle(&puzzle, 7, 1), "{shape}");
            assert_eq!(shuffled.given_count(), puzzle.given_count());
            let count = |grid: &SizedGrid| count(&Problem::new(grid.clone()), 50, Algorithm::Fast);
            assert_eq!(count(&shuffled), count(&puzzle), "{shape}");
            let solution = solve(&Problem::new(shuffled.clone()), Algorithm::Fast).unwrap();
            assert!(solution.is_consistent() && solution.solves(&shuffled));
        }
    }
}
