//! The tools' properties on random puzzles: canonical forms are invariant and smallest,
//! equivalent puzzles count alike, minimised puzzles are minimal, and checks name the first
//! fault.

use proptest::prelude::*;

use super::*;
use crate::generate::seed::PuzzleRng;
use crate::generate::{Generator, Symmetry};
use crate::grid::{CELLS, Grid};
use crate::logic::LogicError;
use crate::problem::Problem;
use crate::sized::SizedGrid;
use crate::solver::{Algorithm, nine};

/// A puzzle with one solution, and its solution.
fn unique_puzzle(seed: u64) -> (Grid, Grid) {
    let generated = Generator::new(seed, Symmetry::None).generate(0);
    (generated.puzzle, generated.solution)
}

/// Any puzzle: a solution grid's cells kept with the probability `density` per cent, so it may
/// have one solution, several, or (with `clash`) a given changed into a possible conflict.
fn any_puzzle(seed: u64, density: usize, clash: bool) -> Grid {
    let (_, solution) = unique_puzzle(seed);
    let mut rng = PuzzleRng::new(seed, 1);
    let mut puzzle = Grid::EMPTY;
    for cell in 0..CELLS {
        if rng.below(100) < density {
            puzzle.set(cell, solution.get(cell));
        }
    }
    if clash {
        puzzle.set(rng.below(CELLS), 1 + rng.below(9) as u8);
    }
    puzzle
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn a_shuffled_puzzle_has_the_same_canonical_form(
        seed in 0u64..1_000_000, density in 0usize..100, clash: bool, shuffle_seed: u64,
    ) {
        let puzzle = any_puzzle(seed, density, clash);
        let shuffled = shuffle(&puzzle, shuffle_seed, seed);
        prop_assert_eq!(canonical(&shuffled), canonical(&puzzle));
    }

    #[test]
    fn the_canonical_form_is_never_larger_than_an_equivalent_puzzle(
        seed in 0u64..1_000_000, density in 0usize..100, shuffle_seed: u64,
    ) {
        let puzzle = any_puzzle(seed, density, false);
        let form = canonical(&puzzle);
        prop_assert_eq!(canonical(&form.grid), form, "the form is a fixed point");
        prop_assert!(form.grid.cells() <= puzzle.cells());
        for index in 0..20 {
            let equivalent = shuffle(&puzzle, shuffle_seed, index);
            prop_assert!(form.grid.cells() <= equivalent.cells(), "{} > {}", form.grid, equivalent);
        }
    }

    #[test]
    fn a_solution_grid_has_the_form_and_automorphisms_of_its_shuffles(
        seed in 0u64..1_000_000, shuffle_seed: u64,
    ) {
        let (_, solution) = unique_puzzle(seed);
        let form = canonical(&solution);
        prop_assert_eq!(canonical(&shuffle(&solution, shuffle_seed, seed)), form);
        prop_assert_eq!(canonical(&form.grid), form, "the form is a fixed point");
        prop_assert!(form.grid.to_string().starts_with("12345678945"));
        for index in 0..20 {
            let equivalent = shuffle(&solution, shuffle_seed, index);
            prop_assert!(form.grid.cells() <= equivalent.cells(), "{} > {}", form.grid, equivalent);
        }
    }

    #[test]
    fn equivalent_puzzles_have_as_many_solutions(
        seed in 0u64..1_000_000, density in 20usize..60, shuffle_seed: u64,
    ) {
        let puzzle = any_puzzle(seed, density, false);
        let shuffled = shuffle(&puzzle, shuffle_seed, 0);
        prop_assert_eq!(
            nine::count(&shuffled, 50),
            nine::count(&puzzle, 50)
        );
    }

    #[test]
    fn a_minimised_puzzle_is_minimal_with_the_same_solution(
        seed in 0u64..1_000_000, extra in 0usize..30, random: bool,
    ) {
        // A minimal puzzle with givens of its solution put back is not minimal.
        let (mut puzzle, solution) = unique_puzzle(seed);
        let mut rng = PuzzleRng::new(seed, 2);
        for _ in 0..extra {
            let cell = rng.below(CELLS);
            puzzle.set(cell, solution.get(cell));
        }
        let order = if random { Order::Random { seed, index: 3 } } else { Order::Cells };
        let minimal = minimise(&puzzle.into(), order).unwrap().as_nine().unwrap();
        prop_assert_eq!(nine::count(&minimal, 2), 1);
        prop_assert!(solution.solves(&minimal));
        prop_assert!((0..CELLS).all(|c| minimal.get(c) == 0 || minimal.get(c) == puzzle.get(c)));
        for cell in (0..CELLS).filter(|&cell| minimal.get(cell) != 0) {
            let mut fewer = minimal;
            fewer.set(cell, 0);
            prop_assert_eq!(nine::count(&fewer, 2), 2);
        }
    }
}

#[test]
fn the_empty_grid_is_its_own_form_with_every_transformation_an_automorphism() {
    let form = canonical(&Grid::EMPTY);
    assert_eq!(form.grid, Grid::EMPTY);
    assert_eq!(form.automorphisms, 2 * 6u64.pow(8));
}

#[test]
fn a_solution_grid_gets_the_minlex_grid_and_the_most_symmetric_one_648_automorphisms() {
    // The most symmetric solution grid, in its minlex form.
    let grid: Grid =
        "123456789456789123789123456231564897564897231897231564312645978645978312978312645"
            .parse()
            .unwrap();
    let shuffled = shuffle(&grid, 1, 2);
    let form = canonical(&shuffled);
    assert_eq!(form.grid, grid);
    assert_eq!(form.automorphisms, 648);
    let (_, solution) = unique_puzzle(9);
    assert!(
        canonical(&solution)
            .grid
            .to_string()
            .starts_with("12345678945")
    );
}

#[test]
fn a_puzzle_with_one_given_has_it_last() {
    let mut puzzle = Grid::EMPTY;
    puzzle.set(40, 7);
    let form = canonical(&puzzle);
    assert_eq!(form.grid.to_string(), format!("{}1", ".".repeat(80)));
    // Rows, columns and the digit stay where they are: any rearrangement that keeps the given
    // in the last cell, two ways for the transposition, 2 * 6 * 2 for rows and for columns.
    assert_eq!(form.automorphisms, 2 * (2 * 6 * 6 * 2) * (2 * 6 * 6 * 2));
}

#[test]
fn the_identity_changes_nothing_and_a_shuffle_keeps_the_givens_count() {
    let (puzzle, _) = unique_puzzle(4);
    assert_eq!(Transformation::IDENTITY.apply(&puzzle), puzzle);
    let shuffled = shuffle(&puzzle, 4, 0);
    assert_ne!(shuffled, puzzle);
    assert_eq!(shuffled.given_count(), puzzle.given_count());
    assert_eq!(shuffle(&puzzle, 4, 0), shuffled, "reproducible");
}

#[test]
fn a_puzzle_without_a_solution_or_with_several_is_not_minimised() {
    let (puzzle, _) = unique_puzzle(5);
    let mut conflicting = puzzle;
    let given = (0..CELLS).find(|&c| puzzle.get(c) != 0).unwrap();
    let other = (1..=9).find(|&d| d != puzzle.get(given)).unwrap();
    conflicting.set(given, other);
    let several = Grid::EMPTY;
    assert_eq!(
        minimise(&several.into(), Order::Cells),
        Err(LogicError::NotUnique)
    );
    if nine::count(&conflicting, 1) == 0 {
        assert_eq!(
            minimise(&conflicting.into(), Order::Cells),
            Err(LogicError::NoSolution)
        );
    }
}

/// The check of `answer` for `puzzle`, as its message.
fn verdict(puzzle: &Grid, answer: Response) -> String {
    match check(&Problem::from(*puzzle), &answer, Algorithm::Fast) {
        Ok(()) => "ok".to_string(),
        Err(fault) => fault.to_string(),
    }
}

#[test]
fn a_check_names_the_first_fault() {
    let (puzzle, solution) = unique_puzzle(6);
    assert_eq!(
        verdict(&puzzle, Response::Grid(SizedGrid::from(solution))),
        "ok"
    );
    let mut holed = solution;
    holed.set(2 * 9 + 3, 0);
    holed.set(5 * 9 + 3, 0);
    assert_eq!(
        verdict(&puzzle, Response::Grid(SizedGrid::from(holed))),
        "r3c4 is empty"
    );
    let given = (0..CELLS).find(|&c| puzzle.get(c) != 0).unwrap();
    let mut changed = solution;
    let written = solution.get(given) % 9 + 1;
    changed.set(given, written);
    assert_eq!(
        verdict(&puzzle, Response::Grid(SizedGrid::from(changed))),
        format!(
            "r{}c{} changes the given {} to {written}",
            given / 9 + 1,
            given % 9 + 1,
            puzzle.get(given)
        )
    );
    assert_eq!(
        verdict(&puzzle, Response::NoSolution),
        "the puzzle has a solution, the answer says Sense solució"
    );
    assert_eq!(
        verdict(&Grid::EMPTY, Response::Grid(SizedGrid::from(solution))),
        "ok",
        "any completion"
    );
}

#[test]
fn a_repeat_names_the_digit_the_house_and_its_cells() {
    // Swapping two cells of row 3 keeps the row whole and puts a second 5 in column 2.
    let solution: Grid =
        "123456789456789123789123456214365897365897214897214365531642978642978531978531642"
            .parse()
            .unwrap();
    let mut answer = solution;
    let (a, b) = (2 * 9 + 1, 2 * 9 + 7);
    answer.set(a, solution.get(b));
    answer.set(b, solution.get(a));
    let message = verdict(&Grid::EMPTY, Response::Grid(SizedGrid::from(answer)));
    assert_eq!(message, "5 repeats in column 2 (r2c2, r3c2)");
    let conflicting: Grid = format!("55{}", ".".repeat(79)).parse().unwrap();
    assert_eq!(
        verdict(&conflicting, Response::Grid(SizedGrid::from(solution))),
        "the puzzle has no solution"
    );
    assert_eq!(verdict(&conflicting, Response::NoSolution), "ok");
}

/// [`super::shuffle`] on a 9×9 grid, as the properties above take it.
fn shuffle(puzzle: &Grid, seed: u64, index: u64) -> Grid {
    super::shuffle(&SizedGrid::from(*puzzle), seed, index)
        .as_nine()
        .expect("a 9×9 puzzle shuffles to a 9×9 puzzle")
}
