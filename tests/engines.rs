//! The fast engine held to the classic one: fixtures with known answers, random puzzles of every
//! kind (proptest), and every puzzle of the benchmark data sets (ignored: run with
//! `cargo test --release -- --ignored`).

use std::path::Path;

mod common;
use common::{count_solutions, solve};
use proptest::prelude::*;
use resol::shape::SIZES;
use resol::solver::random_solution;
use resol::{Algorithm, DigitSet, Grid, PencilMarks, Problem, Shape, SizedGrid, count};

fn grid(text: &str) -> Grid {
    text.parse().unwrap()
}

/// `tests/data/fixtures.txt`: `puzzle:count:solution`, the count as `--count --limit 1000`
/// prints it and the solution empty when there is none, both from the classic engine.
#[test]
fn the_fast_engine_gives_the_fixture_answers() {
    let fixtures = std::fs::read_to_string("tests/data/fixtures.txt").unwrap();
    let mut checked = 0;
    for line in fixtures.lines().filter(|line| !line.starts_with('#')) {
        let fields: Vec<&str> = line.split(':').collect();
        let [puzzle, count, solution] = fields[..] else {
            panic!("bad fixture line {line}");
        };
        let puzzle = grid(puzzle);
        let answer = solve(&puzzle, Algorithm::Fast);
        assert_eq!(
            answer.as_ref().map(Grid::to_string).unwrap_or_default(),
            solution
        );
        let counted = count_solutions(&puzzle, 1000, Algorithm::Fast);
        let shown = if counted == 1000 {
            "1000+".to_string()
        } else {
            counted.to_string()
        };
        assert_eq!(shown, count, "{line}");
        checked += 1;
    }
    assert!(checked >= 40);
}

/// The smallest filled grid; every other filled grid used below is a symmetry of it.
const BASE: &str =
    "123456789456789123789123456214365897365897214897214365531642978642978531978531642";

/// A random valid filled grid: `BASE` under a random digit relabelling, band and stack order,
/// row and column order inside them, and transposition.
fn filled_grid() -> impl Strategy<Value = [u8; 81]> {
    let order = || Just(vec![0usize, 1, 2]).prop_shuffle();
    (
        Just((1..=9u8).collect::<Vec<_>>()).prop_shuffle(),
        [order(), order(), order(), order()],
        [order(), order(), order(), order()],
        any::<bool>(),
    )
        .prop_map(|(relabel, rows, columns, transpose)| {
            let base = grid(BASE);
            let line = |order: &[Vec<usize>; 4], index: usize| {
                3 * order[0][index / 3] + order[1 + index / 3][index % 3]
            };
            let mut cells = [0u8; 81];
            for (cell, value) in cells.iter_mut().enumerate() {
                let (row, column) = (line(&rows, cell / 9), line(&columns, cell % 9));
                let (row, column) = if transpose {
                    (column, row)
                } else {
                    (row, column)
                };
                *value = relabel[usize::from(base.get(9 * row + column)) - 1];
            }
            cells
        })
}

/// Random puzzles of every kind: a filled grid with a random share of its cells kept (from
/// none to all, so unique, multi-solution and nearly empty ones), then, when at least 40 givens
/// remain, up to two cells overwritten with random digits (so also conflicting and unsolvable
/// ones). Noise stays out of sparse grids because the classic engine can need exponential time
/// to refute a sparse unsolvable puzzle whose contradiction sits in its last rows.
fn puzzle() -> impl Strategy<Value = Grid> {
    (
        filled_grid(),
        0u32..=100,
        proptest::collection::vec(any::<u32>(), 81),
        proptest::collection::vec((0usize..81, 0u8..=9), 0..=2),
    )
        .prop_map(|(mut cells, keep_percent, draws, noise)| {
            for (value, draw) in cells.iter_mut().zip(draws) {
                if draw % 100 >= keep_percent {
                    *value = 0;
                }
            }
            if cells.iter().filter(|&&value| value != 0).count() >= 40 {
                for (cell, digit) in noise {
                    cells[cell] = digit;
                }
            }
            Grid::from_cells(cells).unwrap()
        })
}

/// A candidate grid: a random puzzle of 22 givens or more (the classic engine is quick on
/// those) whose holes lost a few of their candidates, some perhaps their solution digit.
fn marked_puzzle() -> impl Strategy<Value = PencilMarks> {
    let puzzle = puzzle().prop_filter("classic is quick", classic_is_quick);
    (puzzle, proptest::collection::vec(any::<u16>(), 81)).prop_map(|(puzzle, strikes)| {
        let start = PencilMarks::of_givens(&puzzle);
        PencilMarks::new(std::array::from_fn(|cell| {
            let marks = start.get(cell);
            // One cell in eight loses the digits its draw names.
            let struck = if strikes[cell] >> 13 == 0 {
                strikes[cell]
            } else {
                0
            };
            let kept = DigitSet::from_bits(marks.bits() & !struck);
            if kept.is_empty() { marks } else { kept }
        }))
    })
}

/// Whether the classic engine answers `puzzle` in bounded time. Row-major backtracking is
/// exponential on sparse puzzles whose first rows are empty: among 20,000 random puzzles, the only
/// ones over 50 ms held 11 to 20 givens, the slowest taking 523 s in a release build, and a
/// sparser puzzle can be as bad. From 22 givens on, the classic engine is the reference.
fn classic_is_quick(puzzle: &Grid) -> bool {
    puzzle.given_count() >= 22
}

/// Certifies that `solution` is the smallest solution of `puzzle` without the classic engine:
/// for each hole in row-major order, no smaller digit there, with every earlier hole filled as
/// in `solution`, leaves a solvable puzzle.
fn no_smaller_solution(puzzle: &Grid, solution: &Grid) -> bool {
    let mut prefix = *puzzle;
    for cell in 0..81 {
        if puzzle.get(cell) != 0 {
            continue;
        }
        for smaller in 1..solution.get(cell) {
            let mut attempt = prefix;
            attempt.set(cell, smaller);
            if count_solutions(&attempt, 1, Algorithm::Fast) != 0 {
                return false;
            }
        }
        prefix.set(cell, solution.get(cell));
    }
    true
}

/// Cases of the differential property: 300 by default, `RESOL_DIFFERENTIAL_CASES` to change it
/// (CI runs 10,000 in a release build; 1,000,000 were run before release).
fn differential_cases() -> u32 {
    common::cases("RESOL_DIFFERENTIAL_CASES", 300)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(differential_cases()))]

    #[test]
    fn fast_and_classic_agree(puzzle in puzzle()) {
        let fast = solve(&puzzle, Algorithm::Fast);
        if let Some(solution) = fast {
            prop_assert!(solution.solves(&puzzle));
        }
        if classic_is_quick(&puzzle) {
            prop_assert_eq!(fast, solve(&puzzle, Algorithm::Classic));
            prop_assert_eq!(
                count_solutions(&puzzle, 3, Algorithm::Fast),
                count_solutions(&puzzle, 3, Algorithm::Classic)
            );
        } else if let Some(solution) = fast {
            prop_assert!(no_smaller_solution(&puzzle, &solution));
        }
    }

    #[test]
    fn fast_and_classic_agree_among_candidates(marks in marked_puzzle()) {
        let problem = Problem::from(&marks);
        let fast = resol::solve(&problem, Algorithm::Fast);
        if let Some(solution) = &fast {
            prop_assert!(marks.allow(&solution.as_nine().unwrap()));
        }
        prop_assert_eq!(fast, resol::solve(&problem, Algorithm::Classic));
        prop_assert_eq!(
            count(&problem, 3, Algorithm::Fast),
            count(&problem, 3, Algorithm::Classic)
        );
    }

    #[test]
    fn random_filled_grids_are_valid(cells in filled_grid()) {
        let filled = Grid::from_cells(cells).unwrap();
        prop_assert!(filled.solves(&Grid::EMPTY));
        prop_assert_eq!(solve(&filled, Algorithm::Fast), Some(filled));
    }
}

/// Every box shape of every size: the default one and, where it differs, its transpose.
fn shapes() -> Vec<Shape> {
    let mut shapes = Vec::new();
    for size in SIZES {
        let shape = Shape::for_size(size).unwrap();
        shapes.push(shape);
        if !shape.has_square_boxes() {
            shapes.push(Shape::new(shape.box_columns(), shape.box_rows()).unwrap());
        }
    }
    shapes
}

/// Random puzzles of every shape: a random solution grid with a random share of its cells
/// kept, then up to two cells overwritten when it is dense. Grids of 16×16 and more keep at
/// least three quarters of their cells and get no noise: sparser ones, or dense ones that
/// noise makes unsolvable, can take the classic engine or the certificate below minutes.
/// Grids of 10×10 to 15×15 keep at least two fifths: the smallest of the many solutions of a
/// sparser one can take either engine most of a minute (a 15×15 of 12 givens: fast 44 s,
/// classic 34 s in a release build; 40,000 puzzles of this generator take 187 s in all).
fn sized_puzzle() -> impl Strategy<Value = SizedGrid> {
    (
        prop::sample::select(shapes()),
        any::<u64>(),
        0u32..=100,
        proptest::collection::vec((any::<u16>(), 0u8..=25), 0..=2),
    )
        .prop_map(|(shape, seed, keep_percent, noise)| {
            let mut state = seed | 1;
            let mut draw = move |bound: usize| {
                // xorshift64: the test's own small stream of draws.
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                (state % bound as u64) as usize
            };
            let large = shape.size() >= 16;
            let keep = if large {
                75 + keep_percent / 4
            } else if shape.size() >= 10 {
                40 + keep_percent * 3 / 5
            } else {
                keep_percent
            };
            let mut puzzle = random_solution(shape, &mut draw);
            for cell in 0..shape.cells() {
                if (draw(100) as u32) >= keep {
                    puzzle.set(cell, 0);
                }
            }
            if !large && puzzle.given_count() * 2 >= shape.cells() {
                for (cell, value) in noise {
                    let value = value % (shape.size() as u8 + 1);
                    puzzle.set(usize::from(cell) % shape.cells(), value);
                }
            }
            puzzle
        })
}

/// Whether the classic engine answers `puzzle` quickly: grids up to 6×6 always, larger ones
/// when at least two thirds of their cells are given (an 8×8 of 6 givens takes it 5.6 s).
fn classic_is_quick_sized(puzzle: &SizedGrid) -> bool {
    let shape = puzzle.shape();
    shape.size() <= 6 || 3 * puzzle.given_count() >= 2 * shape.cells()
}

/// [`no_smaller_solution`] for any shape.
fn no_smaller_sized_solution(puzzle: &SizedGrid, solution: &SizedGrid) -> bool {
    let mut prefix = puzzle.clone();
    for cell in 0..puzzle.shape().cells() {
        if puzzle.get(cell) != 0 {
            continue;
        }
        for smaller in 1..solution.get(cell) {
            let mut attempt = prefix.clone();
            attempt.set(cell, smaller);
            if count(&Problem::new(attempt.clone()), 1, Algorithm::Fast) != 0 {
                return false;
            }
        }
        prefix.set(cell, solution.get(cell));
    }
    true
}

/// Cases of the differential property over every shape: 100 by default,
/// `RESOL_SIZED_CASES` to change it (CI runs more in a release build).
fn sized_cases() -> u32 {
    common::cases("RESOL_SIZED_CASES", 100)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(sized_cases()))]

    #[test]
    fn fast_and_classic_agree_on_every_shape(puzzle in sized_puzzle()) {
        let fast = resol::solve(&Problem::new(puzzle.clone()), Algorithm::Fast);
        if let Some(solution) = &fast {
            prop_assert!(solution.solves(&puzzle), "{:?}", puzzle);
        }
        if classic_is_quick_sized(&puzzle) {
            prop_assert_eq!(&fast, &resol::solve(&Problem::new(puzzle.clone()), Algorithm::Classic), "{:?}", puzzle);
            // Counting past the first solution is a whole row-major search for the classic
            // engine, which can take minutes on a dense 21×21; up to 12×12 it is quick.
            if puzzle.shape().size() <= 12 {
                prop_assert_eq!(
                    count(&Problem::new(puzzle.clone()), 3, Algorithm::Fast),
                    count(&Problem::new(puzzle.clone()), 3, Algorithm::Classic),
                    "{:?}", puzzle
                );
            }
        } else if let Some(solution) = fast.as_ref().filter(|_| puzzle.shape().size() <= 12) {
            // Beyond 12×12 the certificate's refutations can take minutes on a sparse puzzle.
            prop_assert!(no_smaller_sized_solution(&puzzle, solution), "{:?}", puzzle);
        }
    }
}

/// Every puzzle of every data set in `../shared/data` solved by the fast engine, each solution
/// valid and keeping its givens. Slow in a debug build, so run on demand (and by CI, which always
/// has the data sets): without them the test fails rather than pass having checked nothing.
#[test]
#[ignore]
fn every_benchmark_puzzle_is_solved() {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data");
    let entries = std::fs::read_dir(&data)
        .unwrap_or_else(|error| panic!("no data sets at {}: {error}", data.display()));
    let mut solved = 0;
    for entry in entries {
        let path = entry.unwrap().path();
        // The data sets are files of puzzles: notes and the folder of photos are not.
        if path.is_dir() || path.extension().is_some_and(|ext| ext == "md") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for line in text
            .lines()
            .filter(|l| l.len() >= 81 && !l.starts_with('#'))
        {
            let puzzle = grid(&line[..81]);
            let answer = solve(&puzzle, Algorithm::Fast);
            let solution = answer.unwrap_or_else(|| panic!("{}: {line}", path.display()));
            assert!(solution.solves(&puzzle), "{}: {line}", path.display());
            solved += 1;
        }
    }
    eprintln!("{solved} puzzles solved");
    assert!(
        solved > 100_000,
        "only {solved} puzzles in {}",
        data.display()
    );
}

/// A 16×16 puzzle whose first six rows are empty but for four givens and whose last ten rows
/// are full: it has many solutions, and a search for the smallest that branches in row-major
/// order backtracks through the first rows without end (found by the pipeline fuzz target).
#[test]
fn the_smallest_of_many_solutions_is_found_when_the_first_rows_are_empty() {
    let shape = Shape::for_size(16).unwrap();
    // The fuzz target's solution grid: drawn with the input bytes ff 01 00 00, over and over.
    let mut bytes = [255usize, 1, 0, 0].into_iter().cycle();
    let mut draw = |bound: usize| bytes.next().unwrap() % bound;
    let mut puzzle = random_solution(shape, &mut draw);
    for cell in 4..96 {
        puzzle.set(cell, 0);
    }
    let answer = resol::solve(&Problem::new(puzzle.clone()), Algorithm::Fast).unwrap();
    assert!(answer.solves(&puzzle));
    assert_eq!(count(&Problem::new(puzzle.clone()), 2, Algorithm::Fast), 2);
    assert!(no_smaller_sized_solution(&puzzle, &answer));
}

/// The empty grid of every shape, the transposed boxes included: its smallest solution, with
/// the certificate that no solution is smaller. The empty 22×22 (boxes of 2×11) hung until
/// the subset rule, the 21×21 and 25×25 until the walk's restarts; in a release build the
/// slowest take a few seconds (ignored: run with `cargo test --release -- --ignored`).
#[test]
#[ignore]
fn every_empty_grid_has_its_smallest_solution() {
    for shape in shapes() {
        let empty = SizedGrid::empty(shape);
        let started = std::time::Instant::now();
        let answer = resol::solve(&Problem::new(empty.clone()), Algorithm::Fast).unwrap();
        let solved = started.elapsed();
        assert!(answer.solves(&empty), "{shape}");
        assert!(no_smaller_sized_solution(&empty, &answer), "{shape}");
        eprintln!(
            "{shape}: solved in {solved:?}, certified in {:?}",
            started.elapsed()
        );
    }
}
