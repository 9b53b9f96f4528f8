//! Arbitrary bytes to a puzzle, then through the logic engine: explanation, rating and hint.
//!
//! The bytes derive a puzzle in one of two ways, chosen by the high bit of byte 0 (whose low
//! bits relabel the digits); bytes 1–11 are an 81-bit mask of cells (missing bytes set every
//! bit):
//! - from a known filled grid, the masked cells kept; if fewer than `MIN_GIVENS` are kept, more
//!   are added from a position set by byte 12, so that the logic, which can take seconds on the
//!   hardest puzzles, stays quick; later byte pairs overwrite up to two cells, so also puzzles
//!   without a solution or with several;
//! - from a hard puzzle (SE 9.0: every technique up to dynamic forcing chains), its givens plus
//!   the masked cells of its solution: always unique, from as hard as it to trivial.
//!
//! For every puzzle: no panic; `explain` refuses exactly the puzzles without a unique solution;
//! otherwise every placement and elimination agrees with the solution and removes a live
//! candidate, the steps replayed from the puzzle reach the solution (or the rating is 20.0),
//! the ratings agree with the steps, `rate` gives the same rating and `hint` the first step.
#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use resol::logic::{Difficulty, LogicError, explain, hint, rate};
use resol::{Algorithm, Grid, Problem, count, solve};

const FILLED: &[u8; 81] =
    b"964852317382716459157934286793561824248397561516428793631275948829143675475689132";

/// Fewest givens a puzzle derived from the filled grid keeps.
const MIN_GIVENS: usize = 28;

/// A puzzle SE rates 9.0, its path running through chains of every kind up to dynamic ones.
const HARD: &str =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

fn derived(data: &[u8]) -> Grid {
    if data.first().is_some_and(|&head| head & 0x80 != 0) {
        return eased(data);
    }
    let shift = data.first().copied().unwrap_or(0) % 9;
    let value = |cell: usize| (FILLED[cell] - b'1' + shift) % 9 + 1;
    let mut cells = [0u8; 81];
    for (cell, slot) in cells.iter_mut().enumerate() {
        let mask = data.get(1 + cell / 8).copied().unwrap_or(0xFF);
        if mask & (1 << (cell % 8)) != 0 {
            *slot = value(cell);
        }
    }
    let mut cell = usize::from(data.get(12).copied().unwrap_or(0)) % 81;
    while cells.iter().filter(|&&v| v != 0).count() < MIN_GIVENS {
        cells[cell] = value(cell);
        cell = (cell + 37) % 81; // 37 is prime to 81: every cell comes in turn
    }
    for pair in data.get(13..).unwrap_or(&[]).chunks_exact(2).take(2) {
        cells[usize::from(pair[0]) % 81] = pair[1] % 10;
    }
    Grid::from_cells(cells).expect("cells are 0-9")
}

/// The hard puzzle with the masked cells of its solution added, digits relabelled.
fn eased(data: &[u8]) -> Grid {
    static SOLUTION: OnceLock<Grid> = OnceLock::new();
    let hard: Grid = HARD.parse().expect("a puzzle");
    let solution = SOLUTION.get_or_init(|| {
        solve(&Problem::from(hard), Algorithm::Fast)
            .and_then(|solution| solution.as_nine())
            .expect("solvable")
    });
    let shift = data[0] % 9;
    let mut cells = [0u8; 81];
    for (cell, slot) in cells.iter_mut().enumerate() {
        let mask = data.get(1 + cell / 8).copied().unwrap_or(0xFF);
        if hard.get(cell) != 0 || mask & (1 << (cell % 8)) != 0 {
            *slot = (solution.get(cell) - 1 + shift) % 9 + 1;
        }
    }
    Grid::from_cells(cells).expect("cells are 0-9")
}

/// Replays the explanation's steps on plain candidate masks, checking each against the
/// solution.
fn check(puzzle: &Grid) {
    let solutions = count(&Problem::from(*puzzle), 2, Algorithm::Fast);
    let explanation = match explain(puzzle) {
        Err(LogicError::NoSolution) => return assert_eq!(solutions, 0, "{puzzle:?}"),
        Err(LogicError::NotUnique) => return assert_eq!(solutions, 2, "{puzzle:?}"),
        Err(error @ LogicError::LostDigit { .. }) => panic!("givens lose no marks: {error}"),
        Ok(explanation) => explanation,
    };
    assert_eq!(solutions, 1, "{puzzle:?}");
    let solution = explanation.solution;
    assert!(solution.solves(puzzle));
    let mut masks = [0x1ffu16; 81];
    let mut grid = Grid::EMPTY;
    let place = |masks: &mut [u16; 81], grid: &mut Grid, cell: usize, digit: u8| {
        let was = masks[cell] & 1 << (digit - 1) != 0;
        grid.set(cell, digit);
        masks[cell] = 0;
        for other in 0..81 {
            let same_box = other / 27 == cell / 27 && other % 9 / 3 == cell % 9 / 3;
            if other / 9 == cell / 9 || other % 9 == cell % 9 || same_box {
                masks[other] &= !(1 << (digit - 1));
            }
        }
        was
    };
    for cell in 0..81 {
        if puzzle.get(cell) != 0 {
            place(&mut masks, &mut grid, cell, puzzle.get(cell));
        }
    }
    let mut er = Difficulty::ZERO;
    for step in &explanation.steps {
        assert!(
            step.places() || !step.eliminations.is_empty(),
            "{puzzle:?}: {step}"
        );
        for &(cell, digit) in &step.eliminations {
            assert_ne!(solution.get(cell), digit, "{puzzle:?}: {step}");
            assert!(masks[cell] & 1 << (digit - 1) != 0, "{puzzle:?}: {step}");
            masks[cell] &= !(1 << (digit - 1));
        }
        for &(cell, digit) in &step.placements {
            assert_eq!(solution.get(cell), digit, "{puzzle:?}: {step}");
            assert!(
                place(&mut masks, &mut grid, cell, digit),
                "{puzzle:?}: {step}"
            );
        }
        er = er.max(step.difficulty);
    }
    let rating = explanation.rating;
    if explanation.complete {
        assert_eq!(grid, solution, "{puzzle:?}");
        assert_eq!(rating.er, er, "{puzzle:?}");
    } else {
        assert_eq!(rating.er, Difficulty::UNSOLVED, "{puzzle:?}");
    }
    assert_eq!(rate(puzzle), Ok(rating), "{puzzle:?}");
    assert_eq!(hint(puzzle).unwrap().as_ref(), explanation.steps.first());
}

fuzz_target!(|data: &[u8]| {
    check(&derived(data));
});
