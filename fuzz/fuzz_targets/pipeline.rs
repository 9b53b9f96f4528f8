//! Arbitrary bytes through parse → solve → count → print.
//!
//! Each input gives puzzles three ways: the bytes are parsed as text, and they also derive one
//! 9×9 puzzle from a known filled grid (byte 0 relabels its digits and picks the form, bytes
//! 1–11 are an 81-bit mask of the cells kept, missing bytes keep every cell, and later byte pairs
//! overwrite up to four cells) and one puzzle of another shape (byte 0 picks the shape, a random
//! solution grid drawn from the bytes, every fourth cell kept by the bytes' bits, and the same
//! overwrites). Derived puzzles are mostly solvable with many givens, the region where the two
//! engines are worth comparing. When byte 0's top bit is set, the derived 9×9 puzzle is a
//! candidate grid: its givens' candidates less one in each cell a later byte picks, and a
//! candidate grid, parsed or derived, is solved and counted among its candidates too.
//!
//! For every well-formed puzzle: the fast engine's solution, if any, `solves` the puzzle, and
//! its count up to 3 is 0 exactly when it finds no solution. The classic engine is plain
//! backtracking and can take seconds on adversarial puzzles with many holes, so it runs only
//! when the puzzle has at most `CLASSIC_MAX_HOLES` holes; then both engines must give the same
//! solution and the same count up to 3. Every result, solved or counted, and every malformed
//! puzzle, is printed in each output format into memory: no panic, UTF-8 text, JSON lines
//! that parse, and the line form holding exactly the solution.
#![no_main]

use libfuzzer_sys::fuzz_target;
use resol::format::{Answer, Computed, Count, NO_SOLUTION, OutputFormat, Printer};
use resol::grid::CELLS;
use resol::parse::{Notation, ParseError, Puzzle, PuzzleForm, Puzzles};
use resol::shape::SIZES;
use resol::solver::random_solution;
use resol::{Algorithm, DigitSet, Grid, PencilMarks, Problem, Shape, Symbols, count, solve};

/// Most holes a puzzle may have for the classic engine to run on it.
const CLASSIC_MAX_HOLES: usize = 40;

const COUNT_LIMIT: u64 = 3;

const FILLED: &[u8; 81] =
    b"964852317382716459157934286793561824248397561516428793631275948829143675475689132";

const FORMATS: [OutputFormat; 5] = [
    OutputFormat::Auto,
    OutputFormat::Grid,
    OutputFormat::Line,
    OutputFormat::Pretty,
    OutputFormat::Json,
];

fn derived(data: &[u8]) -> Puzzle {
    let head = data.first().copied().unwrap_or(0);
    let shift = head % 9;
    let mut cells = [0u8; 81];
    for (cell, value) in cells.iter_mut().enumerate() {
        let mask = data.get(1 + cell / 8).copied().unwrap_or(0xFF);
        if mask & (1 << (cell % 8)) != 0 {
            *value = (FILLED[cell] - b'1' + shift) % 9 + 1;
        }
    }
    for pair in data.get(12..).unwrap_or(&[]).chunks_exact(2).take(4) {
        cells[usize::from(pair[0]) % 81] = pair[1] % 10;
    }
    let grid = Grid::from_cells(cells).expect("cells are 0-9");
    Puzzle {
        grid: grid.into(),
        form: form(head),
        notation: Notation::Symbols,
        hole: b".0?-_*"[usize::from(head >> 2) % 6],
        line: 1,
        marks: (head & 0x80 != 0).then(|| Box::new(derived_marks(data, &grid))),
        variant: None,
        picture: None,
    }
}

/// Pencil marks of `grid`: its givens' candidates, less one candidate of each cell where a
/// byte of `data` (from byte 12 on) says so, so that no cell is left without one.
fn derived_marks(data: &[u8], grid: &Grid) -> PencilMarks {
    let givens = PencilMarks::of_givens(grid);
    let cells = std::array::from_fn(|cell| {
        let marks = givens.get(cell);
        match data.get(12 + cell) {
            Some(&byte) if marks.len() > 1 => {
                let digit = marks.iter().nth(usize::from(byte) % marks.len() as usize);
                digit.map_or(marks, |digit| marks & !DigitSet::single(digit))
            }
            _ => marks,
        }
    });
    PencilMarks::new(cells)
}

/// The engines on a candidate grid: the fast one's solution keeps to the marks, its count is 0
/// exactly when it finds none, and the classic one agrees where it is quick.
fn check_marks(marks: &PencilMarks) {
    let problem = Problem::from(marks);
    let fast = solve(&problem, Algorithm::Fast);
    if let Some(solution) = &fast {
        let solution = solution.as_nine().expect("a 9×9 solution");
        assert!(
            solution.solves(&marks.values()) && marks.allow(&solution),
            "{marks:?}"
        );
    }
    let found = count(&problem, COUNT_LIMIT, Algorithm::Fast);
    assert_eq!(found == 0, fast.is_none(), "{marks:?}: count {found}");
    if CELLS - marks.values().given_count() <= CLASSIC_MAX_HOLES {
        assert_eq!(solve(&problem, Algorithm::Classic), fast, "{marks:?}");
        assert_eq!(count(&problem, COUNT_LIMIT, Algorithm::Classic), found);
    }
}

/// The form byte `head` picks.
fn form(head: u8) -> PuzzleForm {
    if head & 0x80 != 0 {
        PuzzleForm::Grid
    } else {
        PuzzleForm::Line
    }
}

/// A puzzle of a shape other than 9×9 up to 16×16, derived from the bytes.
fn derived_sized(data: &[u8]) -> Puzzle {
    let head = data.first().copied().unwrap_or(0);
    let sizes: Vec<usize> = SIZES.into_iter().filter(|&n| n != 9 && n <= 16).collect();
    let shape = Shape::for_size(sizes[usize::from(head) % sizes.len()]).unwrap();
    let mut draws = data.iter().cycle().map(|&b| usize::from(b));
    let mut draw = |bound: usize| draws.next().unwrap_or(0) % bound;
    let mut grid = random_solution(shape, &mut draw);
    for cell in 0..shape.cells() {
        let mask = data.get(1 + cell / 32).copied().unwrap_or(0xFF);
        if mask & (1 << (cell / 4 % 8)) == 0 {
            grid.set(cell, 0);
        }
    }
    for pair in data.get(12..).unwrap_or(&[]).chunks_exact(2).take(4) {
        let value = pair[1] % (shape.size() as u8 + 1);
        grid.set(usize::from(pair[0]) % shape.cells(), value);
    }
    Puzzle {
        grid,
        form: form(head),
        notation: if head & 0x40 != 0 {
            Notation::Numbers
        } else {
            Notation::Symbols
        },
        hole: b'.',
        line: 1,
        marks: None,
        variant: None,
        picture: None,
    }
}

fn check(puzzle: &Puzzle) -> [Answer; 2] {
    if let Some(marks) = &puzzle.marks {
        check_marks(marks);
    }
    let grid = &puzzle.grid;
    // A variant puzzle read from the text is solved with its rules; the rest by their givens.
    let problem = match puzzle.variant {
        Some(_) => puzzle.problem(),
        None => Problem::new(grid.clone()),
    };
    let fast = solve(&problem, Algorithm::Fast);
    if let Some(solution) = &fast {
        assert!(problem.is_solved_by(solution), "{grid:?} -> {solution:?}");
    }
    let fast_count = count(&problem, COUNT_LIMIT, Algorithm::Fast);
    assert!(fast_count <= COUNT_LIMIT);
    assert_eq!(
        fast_count == 0,
        fast.is_none(),
        "{grid:?}: count {fast_count}"
    );
    if !grid.is_consistent() && puzzle.variant.is_none() {
        assert_eq!(fast, None, "{grid:?}");
    }
    if grid.shape().cells() - grid.given_count() <= CLASSIC_MAX_HOLES {
        assert_eq!(solve(&problem, Algorithm::Classic), fast, "{grid:?}");
        assert_eq!(
            count(&problem, COUNT_LIMIT, Algorithm::Classic),
            fast_count,
            "{grid:?}"
        );
    }
    let count = Count {
        found: fast_count,
        limit: COUNT_LIMIT,
    };
    [
        Answer {
            puzzle: puzzle.clone(),
            computed: Computed::Count {
                count,
                solution: fast.clone().filter(|_| fast_count > 0),
            },
        },
        Answer {
            puzzle: puzzle.clone(),
            computed: Computed::Solution(fast),
        },
    ]
}

fn line_form(answer: &Answer) {
    if answer.puzzle.notation == Notation::Numbers {
        return;
    }
    let mut out = Vec::new();
    let mut printer = Printer::new(&mut out, OutputFormat::Line, Symbols::Standard);
    printer.answer(answer).unwrap();
    drop(printer);
    let expected = match &answer.computed {
        Computed::Solution(Some(solution)) => solution.to_string(),
        _ => NO_SOLUTION.to_owned(),
    };
    assert_eq!(String::from_utf8(out).unwrap(), expected + "\n");
}

enum Item {
    Answer(Answer),
    Malformed(ParseError),
}

fuzz_target!(|data: &[u8]| {
    let mut items = Vec::new();
    let derived = [Ok(derived(data)), Ok(derived_sized(data))];
    for result in Puzzles::new(data).chain(derived) {
        match result {
            Ok(puzzle) => {
                let [counted, solved] = check(&puzzle);
                line_form(&solved);
                items.push(Item::Answer(solved));
                items.push(Item::Answer(counted));
            }
            Err(error) => items.push(Item::Malformed(error)),
        }
    }
    for format in FORMATS {
        let mut out = Vec::new();
        let mut printer = Printer::new(&mut out, format, Symbols::Standard);
        for item in &items {
            match item {
                Item::Answer(answer) => printer.answer(answer).unwrap(),
                Item::Malformed(error) => printer.malformed(error).unwrap(),
            }
        }
        printer.flush().unwrap();
        drop(printer);
        let text = String::from_utf8(out).expect("output is UTF-8");
        if format == OutputFormat::Json {
            for line in text.lines() {
                serde_json::from_str::<serde_json::Value>(line).expect("JSON line");
            }
        }
    }
});
