//! Arbitrary bytes through parse → solve → count → print.
//!
//! Each input gives puzzles two ways: the bytes are parsed as text, and they also derive one
//! puzzle from a known filled grid (byte 0 relabels its digits and picks the form, bytes 1–11
//! are an 81-bit mask of the cells kept, missing bytes keep every cell, and later byte pairs
//! overwrite up to four cells). Derived puzzles are mostly solvable with many givens, the
//! region where the two engines are worth comparing.
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
use resol::parse::{ParseError, Puzzle, PuzzleForm, Puzzles};
use resol::{Algorithm, Grid, count_solutions, solve};

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
    Puzzle {
        grid: Grid::from_cells(cells).expect("cells are 0-9"),
        form: if head & 0x80 != 0 {
            PuzzleForm::Grid
        } else {
            PuzzleForm::Line
        },
        line: 1,
    }
}

fn digits(grid: &Grid) -> String {
    grid.cells().iter().map(|&v| char::from(b'0' + v)).collect()
}

fn check(puzzle: &Puzzle) -> [Answer; 2] {
    let grid = &puzzle.grid;
    let fast = solve(grid, Algorithm::Fast);
    if let Some(solution) = fast {
        assert!(solution.solves(grid), "{grid:?} -> {solution:?}");
    }
    let fast_count = count_solutions(grid, COUNT_LIMIT, Algorithm::Fast);
    assert!(fast_count <= COUNT_LIMIT);
    assert_eq!(
        fast_count == 0,
        fast.is_none(),
        "{grid:?}: count {fast_count}"
    );
    if !grid.is_consistent() {
        assert_eq!(fast, None, "{grid:?}");
    }
    if 81 - grid.given_count() <= CLASSIC_MAX_HOLES {
        assert_eq!(solve(grid, Algorithm::Classic), fast, "{grid:?}");
        assert_eq!(
            count_solutions(grid, COUNT_LIMIT, Algorithm::Classic),
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
            puzzle: *puzzle,
            computed: Computed::Solution(fast),
        },
        Answer {
            puzzle: *puzzle,
            computed: Computed::Count {
                count,
                solution: fast.filter(|_| fast_count > 0),
            },
        },
    ]
}

fn line_form(answer: &Answer) {
    let mut out = Vec::new();
    Printer::new(&mut out, OutputFormat::Line).answer(answer).unwrap();
    let expected = match answer.computed {
        Computed::Solution(Some(solution)) => digits(&solution),
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
    for result in Puzzles::new(data).chain(std::iter::once(Ok(derived(data)))) {
        match result {
            Ok(puzzle) => {
                let [solved, counted] = check(&puzzle);
                line_form(&solved);
                items.push(Item::Answer(solved));
                items.push(Item::Answer(counted));
            }
            Err(error) => items.push(Item::Malformed(error)),
        }
    }
    for format in FORMATS {
        let mut out = Vec::new();
        let mut printer = Printer::new(&mut out, format);
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
