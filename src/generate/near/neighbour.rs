//! The {-n+m} neighbours of a puzzle, which the search near a set climbs through.
//!
//! A neighbour of a puzzle `p` (unique, solution `s`) is made in four moves:
//!
//! 1. **-n**: `n` of its givens, drawn at random (1 to the most the search asks for), are
//!    emptied; a minimal `p` then has several solutions.
//! 2. **+m**: `m` givens (1 to `n`) are added in random holes, each a random digit among those
//!    with which the puzzle still has a solution: `s`'s digit or another one, so the new
//!    puzzle may have another solution `u` than `s` (the first that the fast engine finds
//!    when `s` no longer solves it).
//! 3. **unique again**: givens of `u` are added where another solution differs from it, until
//!    `u` is the only solution ([`complete`]).
//! 4. **minimal again**: givens are taken away while `u` stays the only solution, those that
//!    `p` does not hold first, so the neighbour stays near `p` ([`minimise_in_order`]).

use std::sync::LazyLock;

use crate::board::Board;
use crate::generate::generated::Generated;
use crate::generate::minimise::{complete, minimise_in_order};
use crate::generate::seed::PuzzleRng;
use crate::generate::symmetry::Symmetry;
use crate::grid::{CELLS, Grid};
use crate::solver::nine;

/// A {-n+m} neighbour of `current` with `n` at most `most_removed` (see the module doc).
pub(super) fn neighbour(
    current: &Generated,
    most_removed: usize,
    rng: &mut PuzzleRng,
) -> Generated {
    let mut puzzle = current.puzzle;
    let mut givens: Vec<usize> = (0..CELLS).filter(|&cell| puzzle.get(cell) != 0).collect();
    rng.shuffle(&mut givens);
    let removed = 1 + rng.below(most_removed.min(givens.len()));
    for &cell in &givens[..removed] {
        puzzle.set(cell, 0);
    }
    // The solution of the puzzle as it stands: `current`'s as long as it still solves it, else
    // the smallest, which each search of `add_given` finds for the puzzle it leaves.
    let mut solution = current.solution;
    for _ in 0..1 + rng.below(removed) {
        solution = add_given(&mut puzzle, &solution, rng);
    }
    let holes: Vec<usize> = (0..CELLS).filter(|&cell| puzzle.get(cell) == 0).collect();
    complete(&mut puzzle, &solution, &holes, single_cells(), rng);
    minimise_near(&mut puzzle, &solution, &current.puzzle, rng);
    Generated {
        puzzle,
        solution,
        symmetry: Symmetry::None,
    }
}

/// Every cell an orbit of its own, as a puzzle without symmetry has them: made once, as each
/// neighbour needs them (81 allocations a neighbour took 1 % of a search's time).
fn single_cells() -> &'static [Vec<usize>] {
    static SINGLE_CELLS: LazyLock<Vec<Vec<usize>>> = LazyLock::new(|| Symmetry::None.orbits());
    &SINGLE_CELLS
}

/// Takes givens away from the unique `puzzle` while `solution` stays its only solution: first
/// those that `parent` does not hold, then the others, each group in random order. So the
/// result stays as near `parent` as minimality lets it: minimised in a random order, the
/// neighbours of a puzzle differed from it in 10 cells (median of 40), against the 2 to 6 that
/// {-n+m} changes.
fn minimise_near(puzzle: &mut Grid, solution: &Grid, parent: &Grid, rng: &mut PuzzleRng) {
    let givens = (0..CELLS).filter(|&cell| puzzle.get(cell) != 0);
    let (mut new, mut old): (Vec<usize>, Vec<usize>) =
        givens.partition(|&cell| parent.get(cell) != puzzle.get(cell));
    rng.shuffle(&mut new);
    rng.shuffle(&mut old);
    let order: Vec<&[usize]> = new.iter().chain(&old).map(std::slice::from_ref).collect();
    minimise_in_order(puzzle, solution, &order);
}

/// Puts a random digit in a random hole of `puzzle`, one with which it still has a solution,
/// and returns a solution of the new puzzle: `solution` (one of `puzzle`'s) when it still
/// solves it, else the smallest. A digit of `solution` needs no search, which spares one search
/// in each neighbour that keeps its parent's solution; the smallest solution is what
/// [`solve`] gives, so the neighbours made are the same.
fn add_given(puzzle: &mut Grid, solution: &Grid, rng: &mut PuzzleRng) -> Grid {
    // There is a hole: no more givens are added than were emptied.
    let holes: Vec<usize> = (0..CELLS).filter(|&cell| puzzle.get(cell) == 0).collect();
    let cell = holes[rng.below(holes.len())];
    let board = Board::new(puzzle).expect("a solvable puzzle repeats no digit");
    let mut digits: Vec<u8> = board.legal_digits(cell).iter().collect();
    rng.shuffle(&mut digits);
    let keeps_solution = solution.solves(puzzle);
    for digit in digits {
        puzzle.set(cell, digit);
        if keeps_solution && solution.get(cell) == digit {
            return *solution;
        }
        if let Some(smallest) = nine::solve(puzzle) {
            return smallest;
        }
    }
    unreachable!("the digit of a solution in that cell keeps the puzzle solvable");
}
