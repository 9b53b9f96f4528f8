//! Solving: the engines behind one small API over one [`Problem`] type (the smallest solution,
//! the solution count up to a limit, a solution avoiding a value, the true candidates).

mod classic;
mod fast;
mod sized;
mod visit;

use crate::grid::{CELLS, Grid};
use crate::named::Named;
use crate::shape::Shape;
use crate::sized::SizedGrid;

pub use crate::problem::Problem;
pub use sized::fast::random::Prepared;

/// The 9×9 kernel, for the modules that work on classic 9×9 grids only (the logic engine,
/// generation, the puzzle tools): the answers of [`solve`] and [`count`] on a classic 9×9
/// problem, without its conversions, and a puzzle narrowed cell after cell.
pub(crate) mod nine {
    pub(crate) use super::fast::{Narrowing, count, solve};
}

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

/// The answer `resol` prints for `problem`: its lexicographically smallest solution (the
/// values read row-major), or `None` when it has none (including givens that already conflict).
/// A classic 9×9 runs on the 9×9 kernel, every other problem on the size-general engines; every
/// engine gives the same answer.
pub fn solve(problem: &Problem, algorithm: Algorithm) -> Option<SizedGrid> {
    match (nine(problem), algorithm) {
        (Some((grid, None)), Algorithm::Fast) => fast::solve(&grid).map(SizedGrid::from),
        (Some((grid, None)), Algorithm::Classic) => classic::solve(&grid).map(SizedGrid::from),
        (Some((grid, Some(allowed))), Algorithm::Fast) => {
            fast::solve_within(&grid, &allowed).map(SizedGrid::from)
        }
        (_, Algorithm::Fast) => sized::fast::solve(problem),
        (_, Algorithm::Classic) => sized::classic::solve(problem),
    }
}

/// The number of solutions of `problem`, exact below `limit`; a result equal to `limit` means
/// "`limit` or more". A `limit` of 2 asks whether the puzzle is unique.
pub fn count(problem: &Problem, limit: u64, algorithm: Algorithm) -> u64 {
    match (nine(problem), algorithm) {
        (Some((grid, None)), Algorithm::Fast) => fast::count(&grid, limit),
        (Some((grid, None)), Algorithm::Classic) => classic::count(&grid, limit),
        (Some((grid, Some(allowed))), Algorithm::Fast) => {
            fast::count_within(&grid, &allowed, limit)
        }
        (_, Algorithm::Fast) => sized::fast::count(problem, limit),
        (_, Algorithm::Classic) => sized::classic::count(problem, limit),
    }
}

/// A solution of `problem` in which `cell` does not hold `value` (1 to N), found by the fast
/// engines, or `None` when every solution puts `value` there.
///
/// Knowing one solution `s` of a puzzle, any other solution differs from `s` in some hole, so
/// the puzzle is unique exactly when, for every hole, no solution avoids `s`'s value there.
/// Unlike counting to two, the search does not find `s` again, and it returns the other
/// solution.
pub fn solve_avoiding(problem: &Problem, cell: usize, value: u8) -> Option<SizedGrid> {
    let shape = problem.shape();
    assert!(
        cell < shape.cells() && (1..=shape.size()).contains(&usize::from(value)),
        "a cell and a value of the problem's shape"
    );
    match nine(problem) {
        Some((grid, None)) => fast::solve_avoiding(&grid, cell, value).map(SizedGrid::from),
        Some((grid, Some(mut allowed))) => {
            allowed[cell] &= !(1 << (value - 1));
            fast::first_within(&grid, &allowed).map(SizedGrid::from)
        }
        None => sized::fast::solve_avoiding(problem, cell, value),
    }
}

/// Whether `problem`, one of whose solutions is `solution`, has another that keeps
/// `solution`'s value out of `cell`: [`solve_avoiding`]'s question when a solution is known,
/// which the size-general engine answers sooner with it (a swap of two values over cells
/// without givens, or a search that tries the known values first).
pub fn other_avoids(problem: &Problem, solution: &SizedGrid, cell: usize) -> bool {
    match nine(problem) {
        Some(_) => solve_avoiding(problem, cell, solution.get(cell)).is_some(),
        None => sized::fast::avoids(problem, solution, cell),
    }
}

/// For each cell of `problem`, the values (bit `v - 1` for the value `v`) it holds in at least
/// one solution; `None` when it has no solution. A unique puzzle's true candidates are its
/// solution.
///
/// Each solution found marks its values. A puzzle with one solution is told by one count,
/// whose search proves it at once, rather than by a proof for every other value of every cell
/// (hundreds of searches, 20 s on a hard one that solves in a quarter of a second). Otherwise a
/// value not yet marked in a cell is asked for directly (a solution with that value there), so
/// that every question either finds a solution, which usually marks many values at once, or
/// proves the value false.
pub fn true_candidates(problem: &Problem, algorithm: Algorithm) -> Option<Vec<u32>> {
    let (first, unique) = found_and_unique(problem, algorithm)?;
    let mut marked = vec![0u32; problem.shape().cells()];
    mark(&mut marked, &first);
    if unique {
        return Some(marked);
    }
    for cell in 0..marked.len() {
        let mut open = problem.allowed(cell) & !marked[cell];
        while open != 0 {
            let bit = open & open.wrapping_neg();
            let asked = problem.clone().restricted(cell, bit);
            if let Some(solution) = first_found(&asked, algorithm) {
                mark(&mut marked, &solution);
            }
            open &= !bit & !marked[cell];
        }
    }
    Some(marked)
}

/// Marks the values of `solution` among the true candidates.
fn mark(marked: &mut [u32], solution: &SizedGrid) {
    for (cell, &value) in solution.cells().iter().enumerate() {
        marked[cell] |= 1 << (value - 1);
    }
}

/// Some solution of `problem`, the quickest to find: the first the fast engines' counting
/// search meets, or the classic engine's first.
fn first_found(problem: &Problem, algorithm: Algorithm) -> Option<SizedGrid> {
    match (nine(problem), algorithm) {
        (Some((grid, allowed)), Algorithm::Fast) => {
            let allowed = allowed.unwrap_or([0x1ff; CELLS]);
            fast::first_within(&grid, &allowed).map(SizedGrid::from)
        }
        (_, Algorithm::Fast) => sized::fast::counted(problem, 1).1,
        (_, Algorithm::Classic) => solve(problem, Algorithm::Classic),
    }
}

/// Some solution of `problem` (as [`first_found`]), and whether it is the only one; `None`
/// when there is none. The size-general engine tells both from one count to two, which meets
/// a solution on its way: finding one first and then counting searched for it twice (on 19
/// thermometers over an empty grid, 211 ms against 130 ms).
fn found_and_unique(problem: &Problem, algorithm: Algorithm) -> Option<(SizedGrid, bool)> {
    match (nine(problem), algorithm) {
        (None, Algorithm::Fast) => {
            let (count, first) = sized::fast::counted(problem, 2);
            Some((first?, count == 1))
        }
        _ => {
            let first = first_found(problem, algorithm)?;
            Some((first, count(problem, 2, algorithm) == 1))
        }
    }
}

/// A random solution grid of `shape`, drawn with `draw` (`draw(n)` returns a number below
/// `n`): the same draws give the same grid.
pub fn random_solution(shape: Shape, draw: &mut dyn FnMut(usize) -> usize) -> SizedGrid {
    sized::fast::random::random_solution(shape, draw)
}

/// A classic 9×9 problem as the 9×9 kernel takes it: its givens, and each cell's allowed digits
/// when some cell keeps to fewer than nine; `None` for another shape or a variant.
fn nine(problem: &Problem) -> Option<(Grid, Option<[u16; CELLS]>)> {
    if problem.variant().is_some() {
        return None;
    }
    let grid = problem.givens().as_nine()?;
    let allowed = problem
        .allowed_cells()
        .map(|allowed| std::array::from_fn(|cell| allowed[cell] as u16));
    Some((grid, allowed))
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
        let all = count(&Problem::from(*puzzle), CAP, Algorithm::Fast);
        if all == CAP {
            return None;
        }
        let mut fixed = *puzzle;
        if fixed.get(cell) != 0 && fixed.get(cell) != digit {
            return Some(all > 0); // the given already avoids the digit
        }
        fixed.set(cell, digit);
        Some(count(&Problem::from(fixed), CAP, Algorithm::Fast) < all)
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
            let found = solve_avoiding(&Problem::from(puzzle), cell, digit);
            if let Some(other) = &found {
                prop_assert!(other.solves(&SizedGrid::from(puzzle)) && other.get(cell) != digit);
            }
            if let Some(expected) = counted_avoidance(&puzzle, cell, digit) {
                prop_assert_eq!(found.is_some(), expected, "{} r{}c{} {}", puzzle, cell / 9 + 1, cell % 9 + 1, digit);
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        #[test]
        fn the_question_asked_with_a_known_solution_has_the_same_answer(
            seed in any::<u64>(),
            size in prop::sample::select(vec![4_usize, 6, 8]),
            density in 5u8..70,
            draws in proptest::collection::vec(0u8..100, 64),
            cell in 0usize..64,
        ) {
            let shape = Shape::for_size(size).unwrap();
            let mut state = seed | 1;
            let solution = random_solution(shape, &mut |bound| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                (state % bound as u64) as usize
            });
            let mut givens = SizedGrid::empty(shape);
            for c in (0..shape.cells()).filter(|&c| draws[c] < density) {
                givens.set(c, solution.get(c));
            }
            let (problem, cell) = (Problem::new(givens), cell % shape.cells());
            let asked = solve_avoiding(&problem, cell, solution.get(cell)).is_some();
            prop_assert_eq!(other_avoids(&problem, &solution, cell), asked);
        }
    }

    #[test]
    fn a_given_cannot_be_avoided_and_a_hole_of_the_empty_grid_can() {
        let solution: Grid = SOLUTION.parse().unwrap();
        assert_eq!(solve_avoiding(&Problem::from(solution), 0, 5), None);
        let other = solve_avoiding(&Problem::from(Grid::EMPTY), 40, 1).unwrap();
        assert!(other.solves(&SizedGrid::from(Grid::EMPTY)) && other.get(40) != 1);
    }

    #[test]
    fn allowed_values_hold_on_the_nine_by_nine_kernel_and_both_engines() {
        let solution: Grid = SOLUTION.parse().unwrap();
        let mut puzzle = solution;
        for cell in 0..27 {
            puzzle.set(cell, 0);
        }
        // The first band emptied: its smallest solution differs from SOLUTION's.
        let open = Problem::from(puzzle);
        let smallest = solve(&open, Algorithm::Fast).unwrap();
        assert_eq!(solve(&open, Algorithm::Classic), Some(smallest.clone()));
        let first = smallest.get(0);
        let narrowed = open.clone().avoiding(0, first);
        let other = solve(&narrowed, Algorithm::Fast).unwrap();
        assert_ne!(other.get(0), first);
        assert!(narrowed.is_solved_by(&other));
        assert_eq!(solve(&narrowed, Algorithm::Classic), Some(other));
        assert_eq!(
            count(&narrowed, 1_000, Algorithm::Fast),
            count(&narrowed, 1_000, Algorithm::Classic)
        );
        let avoided = solve_avoiding(&narrowed, 1, smallest.get(1));
        assert!(
            avoided
                .is_none_or(|grid| narrowed.is_solved_by(&grid) && grid.get(1) != smallest.get(1))
        );
    }
}
