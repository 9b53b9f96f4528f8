//! Solving: the engines behind one small API (first solution, solution count up to a limit).

mod classic;
mod fast;
mod sized;

use std::ops::ControlFlow;

use crate::grid::{CELLS, Grid};
use crate::marks::PencilMarks;
use crate::named::Named;
use crate::shape::Shape;
use crate::sized::SizedGrid;

pub use fast::Narrowing;

/// The search engine to run. Every engine gives the same answers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Algorithm {
    /// Band bitboards with constraint propagation: the default.
    #[default]
    Fast,
    /// The seed lesson's cell-by-cell backtracking: the readable reference.
    Classic,
}

impl Named for Algorithm {
    const NAMED: &'static [(&'static str, Algorithm)] =
        &[("fast", Algorithm::Fast), ("classic", Algorithm::Classic)];
}

/// The answer `resol` prints for `puzzle`: its lexicographically smallest solution (the 81
/// digits read row-major), or `None` when it has none (including givens that already conflict).
pub fn solve(puzzle: &Grid, algorithm: Algorithm) -> Option<Grid> {
    match algorithm {
        Algorithm::Fast => fast::solve(puzzle),
        Algorithm::Classic => classic::solve(puzzle),
    }
}

/// The number of solutions of `puzzle`, exact below `limit`; a result equal to `limit` means
/// "`limit` or more". A `limit` of 2 asks whether the puzzle is unique.
pub fn count_solutions(puzzle: &Grid, limit: u64, algorithm: Algorithm) -> u64 {
    match algorithm {
        Algorithm::Fast => fast::count(puzzle, limit),
        Algorithm::Classic => classic::count(puzzle, limit),
    }
}

/// A solution of `puzzle` in which `cell` (0–80) does not hold `digit` (1–9), found by the fast
/// engine, or `None` when every solution of `puzzle` puts `digit` in `cell`.
///
/// Knowing one solution `s` of a puzzle, any other solution differs from `s` in some hole, so
/// the puzzle is unique exactly when, for every hole, no solution avoids `s`'s digit there. Unlike
/// counting to two, the search does not find `s` again, and it returns the other solution.
pub fn solve_avoiding(puzzle: &Grid, cell: usize, digit: u8) -> Option<Grid> {
    assert!(
        cell < CELLS && (1..=9).contains(&digit),
        "a cell 0-80 and a digit 1-9"
    );
    fast::solve_avoiding(puzzle, cell, digit)
}

/// The visitor a search calls with each solution, in its order, until it breaks.
type Visitor<'a, G> = &'a mut dyn FnMut(&G) -> ControlFlow<()>;

/// The first solution `search` meets, if any.
fn first_solution<G: Clone>(search: impl FnOnce(Visitor<G>) -> ControlFlow<()>) -> Option<G> {
    let mut first = None;
    let _ = search(&mut |grid: &G| {
        first = Some(grid.clone());
        ControlFlow::Break(())
    });
    first
}

/// How many solutions `search` meets, counting no further than `limit`.
fn count_up_to<G>(limit: u64, search: impl FnOnce(Visitor<G>) -> ControlFlow<()>) -> u64 {
    let mut found = 0;
    let _ = search(&mut |_: &G| {
        found += 1;
        if found >= limit {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    found.min(limit)
}

/// [`solve`] for a puzzle of any shape: the 9×9 kernel for 9×9 puzzles, the size-general
/// engines for the others. The answer is the lexicographically smallest solution, values read
/// row-major, with every engine.
pub fn solve_sized(puzzle: &SizedGrid, algorithm: Algorithm) -> Option<SizedGrid> {
    if let Some(grid) = puzzle.as_nine() {
        return solve(&grid, algorithm).map(SizedGrid::from);
    }
    match algorithm {
        Algorithm::Fast => sized::fast::solve(puzzle),
        Algorithm::Classic => sized::classic::solve(puzzle),
    }
}

/// [`count_solutions`] for a puzzle of any shape.
pub fn count_sized(puzzle: &SizedGrid, limit: u64, algorithm: Algorithm) -> u64 {
    if let Some(grid) = puzzle.as_nine() {
        return count_solutions(&grid, limit, algorithm);
    }
    match algorithm {
        Algorithm::Fast => sized::fast::count(puzzle, limit),
        Algorithm::Classic => sized::classic::count(puzzle, limit),
    }
}

/// The smallest solution of a candidate grid: among the solutions of its values, the ones
/// that keep to its candidates. The size-general engines search it, as a 9×9 of any shape.
pub fn solve_marked(marks: &PencilMarks, algorithm: Algorithm) -> Option<Grid> {
    match algorithm {
        Algorithm::Fast => fast::solve_within(&marks.values(), &allowed(marks)),
        Algorithm::Classic => {
            let (values, allowed) = sized_marked(marks);
            sized::classic::solve_within(&values, Some(&allowed))
                .and_then(|solution| solution.as_nine())
        }
    }
}

/// The number of solutions of a candidate grid, counting no further than `limit`.
pub fn count_marked(marks: &PencilMarks, limit: u64, algorithm: Algorithm) -> u64 {
    match algorithm {
        Algorithm::Fast => fast::count_within(&marks.values(), &allowed(marks), limit),
        Algorithm::Classic => {
            let (values, allowed) = sized_marked(marks);
            sized::classic::count_within(&values, Some(&allowed), limit)
        }
    }
}

/// The digits each cell of a candidate grid allows (bit `d - 1` for `d`).
fn allowed(marks: &PencilMarks) -> [u16; CELLS] {
    std::array::from_fn(|cell| marks.get(cell).bits())
}

/// A candidate grid's values and allowed digits, for the size-general classic engine.
fn sized_marked(marks: &PencilMarks) -> (SizedGrid, Vec<u32>) {
    let allowed = allowed(marks).iter().map(|&bits| u32::from(bits)).collect();
    (SizedGrid::from(marks.values()), allowed)
}

/// [`solve_avoiding`] for a puzzle of any shape: a solution in which `cell` does not hold
/// `value` (1 to N), or `None` when every solution puts `value` there.
pub fn solve_sized_avoiding(puzzle: &SizedGrid, cell: usize, value: u8) -> Option<SizedGrid> {
    let shape = puzzle.shape();
    assert!(
        cell < shape.cells() && (1..=shape.size()).contains(&usize::from(value)),
        "a cell and a value of the puzzle's shape"
    );
    if let Some(grid) = puzzle.as_nine() {
        return solve_avoiding(&grid, cell, value).map(SizedGrid::from);
    }
    sized::fast::solve_avoiding(puzzle, cell, value)
}

/// A random solution grid of `shape`, drawn with `draw` (`draw(n)` returns a number below
/// `n`): the same draws give the same grid.
pub fn random_sized_solution(shape: Shape, draw: &mut dyn FnMut(usize) -> usize) -> SizedGrid {
    sized::fast::random_solution(shape, draw)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A solution grid whose puzzles below are its subsets.
    const SOLUTION: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    /// Whether some solution avoids `digit` in `cell`, by counting: every solution puts `digit`
    /// there exactly when fixing it there keeps all of them. `None` when the counts are capped.
    fn counted_avoidance(puzzle: &Grid, cell: usize, digit: u8) -> Option<bool> {
        const CAP: u64 = 1_000;
        let all = count_solutions(puzzle, CAP, Algorithm::Fast);
        if all == CAP {
            return None;
        }
        let mut fixed = *puzzle;
        if fixed.get(cell) != 0 && fixed.get(cell) != digit {
            return Some(all > 0); // the given already avoids the digit
        }
        fixed.set(cell, digit);
        Some(count_solutions(&fixed, CAP, Algorithm::Fast) < all)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        #[test]
        fn solve_avoiding_agrees_with_counting(
            density in 25u8..90,
            draws in proptest::collection::vec(0u8..100, CELLS),
            clash in 0..CELLS,
            cell in 0..CELLS,
            digit in 1u8..=9,
        ) {
            let solution: Grid = SOLUTION.parse().unwrap();
            let mut puzzle = Grid::EMPTY;
            for c in (0..CELLS).filter(|&c| draws[c] < density) {
                puzzle.set(c, solution.get(c));
            }
            // Now and then a wrong given, so that puzzles without a solution are covered too.
            if clash % 4 == 0 {
                puzzle.set(clash, puzzle.get(clash) % 9 + 1);
            }
            let found = solve_avoiding(&puzzle, cell, digit);
            if let Some(other) = found {
                prop_assert!(other.solves(&puzzle) && other.get(cell) != digit);
            }
            if let Some(expected) = counted_avoidance(&puzzle, cell, digit) {
                prop_assert_eq!(found.is_some(), expected, "{} r{}c{} {}", puzzle, cell / 9 + 1, cell % 9 + 1, digit);
            }
        }
    }

    #[test]
    fn a_given_cannot_be_avoided_and_a_hole_of_the_empty_grid_can() {
        let solution: Grid = SOLUTION.parse().unwrap();
        assert_eq!(solve_avoiding(&solution, 0, 5), None);
        let other = solve_avoiding(&Grid::EMPTY, 40, 1).unwrap();
        assert!(other.solves(&Grid::EMPTY) && other.get(40) != 1);
    }
}
