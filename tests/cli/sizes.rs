//! Every size end to end: each box shape solved, the 4×4 to 25×25 puzzles of the manual in
//! every input and output form, the symbol conventions, mixed streams, the modes that stay
//! 9×9, generation, and bad input of every size.

use predicates::prelude::*;
use resol::shape::SIZES;
use resol::solver::random_solution;
use resol::{Algorithm, Problem, Shape, SizedGrid, count, solve};

use crate::util::*;

/// A puzzle of `shape`: a solution grid drawn from `seed`, with about `keep` in 100 cells kept.
fn puzzle_of(shape: Shape, seed: u64, keep: u64) -> SizedGrid {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut draw = move |bound: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % bound as u64) as usize
    };
    let mut puzzle = random_solution(shape, &mut draw);
    for cell in 0..shape.cells() {
        if draw(100) as u64 >= keep {
            puzzle.set(cell, 0);
        }
    }
    puzzle
}

/// The answer of `puzzle` from the classic engine where it is quick, else the fast one's,
/// checked to solve the puzzle.
fn answer_of(puzzle: &SizedGrid) -> SizedGrid {
    let shape = puzzle.shape();
    let quick = shape.size() <= 8 || 3 * puzzle.given_count() >= 2 * shape.cells();
    let algorithm = if quick {
        Algorithm::Classic
    } else {
        Algorithm::Fast
    };
    let answer = solve(&Problem::new(puzzle.clone()), algorithm).expect("a solvable puzzle");
    assert!(answer.solves(puzzle));
    answer
}

/// The N lines of a grid, cells joined by `between`.
fn rows(grid: &SizedGrid, between: &str) -> String {
    let text = grid.to_string();
    let size = grid.shape().size();
    let lines: Vec<String> = text
        .as_bytes()
        .chunks(size)
        .map(|row| {
            let cells: Vec<String> = row.iter().map(|&b| char::from(b).to_string()).collect();
            cells.join(between) + "\n"
        })
        .collect();
    lines.concat()
}

/// The N lines of a grid in the number form: values joined by single spaces, `.` for holes.
fn number_rows(grid: &SizedGrid) -> String {
    let size = grid.shape().size();
    let lines: Vec<String> = grid
        .cells()
        .chunks(size)
        .map(|row| {
            let cells: Vec<String> = row
                .iter()
                .map(|&v| if v == 0 { ".".into() } else { v.to_string() })
                .collect();
            cells.join(" ") + "\n"
        })
        .collect();
    lines.concat()
}

#[test]
fn every_box_shape_of_every_size_is_solved_as_the_classic_engine_solves_it() {
    for size in SIZES {
        let default = Shape::for_size(size).unwrap();
        let transposed = Shape::new(default.box_columns(), default.box_rows()).unwrap();
        for (shape, flag) in [(default, None), (transposed, Some(transposed))] {
            if flag.is_some() && shape == default {
                continue;
            }
            let puzzle = puzzle_of(shape, size as u64, 75);
            let mut command = resol();
            if let Some(shape) = flag {
                command.arg(format!("--box={shape}"));
            }
            command
                .write_stdin(format!("{puzzle}\n"))
                .assert()
                .success()
                .stdout(format!("{}\n", answer_of(&puzzle)));
        }
    }
}

/// The puzzle sizes the manual (docs/sizes.md) shows in every form.
const SHOWN: [usize; 6] = [4, 6, 8, 12, 16, 25];

#[test]
fn each_input_form_gets_its_answer_in_its_own_form() {
    for size in SHOWN {
        let shape = Shape::for_size(size).unwrap();
        let puzzle = puzzle_of(shape, 100 + size as u64, 70);
        let answer = answer_of(&puzzle);
        let cases = [
            (format!("{puzzle}\n"), format!("{answer}\n")),
            (rows(&puzzle, " "), rows(&answer, " ")),
            (rows(&puzzle, ""), rows(&answer, " ")),
        ];
        for (input, output) in cases {
            resol()
                .write_stdin(input.clone())
                .assert()
                .success()
                .stdout(output);
        }
        if size > 9 {
            resol()
                .write_stdin(number_rows(&puzzle))
                .assert()
                .success()
                .stdout(number_rows(&answer));
        }
    }
}

#[test]
fn every_output_format_writes_every_size() {
    for size in SHOWN {
        let shape = Shape::for_size(size).unwrap();
        let puzzle = puzzle_of(shape, 200 + size as u64, 70);
        let answer = answer_of(&puzzle);
        let input = format!("{puzzle}\n");
        let run = |format: &str| {
            let output = resol()
                .args(["--format", format])
                .write_stdin(input.clone())
                .output()
                .unwrap();
            assert!(output.status.success(), "{size} {format}");
            String::from_utf8(output.stdout).unwrap()
        };
        assert_eq!(run("line"), format!("{answer}\n"));
        assert_eq!(run("grid"), rows(&answer, " "));
        let pretty = run("pretty");
        let lines: Vec<&str> = pretty.lines().collect();
        assert_eq!(lines.len(), size + shape.box_columns() - 1, "{size}");
        let bars = shape.box_rows() - 1; // boxes across a row: N / C = R
        assert_eq!(lines[0].matches(" | ").count(), bars, "{pretty}");
        assert!(lines[shape.box_rows()].starts_with("- - -"), "{pretty}");
        let json: serde_json::Value = serde_json::from_str(run("json").trim()).unwrap();
        assert_eq!(json["solution"], answer.to_string());
        assert_eq!(json["puzzle"], puzzle.to_string());
        assert_eq!(json["size"], size);
        assert_eq!(json["box"], shape.to_string());
        assert_eq!(run("auto"), format!("{answer}\n"));
    }
}

#[test]
fn a_nine_by_nine_json_record_stays_as_it_was() {
    resol()
        .args(["--format", "json"])
        .write_stdin(format!("{SEED_LINE}\n"))
        .assert()
        .success()
        .stdout(format!(
            "{{\"line\":1,\"puzzle\":\"{SEED_LINE}\",\"solution\":\"{SEED_SOLUTION_LINE}\",\
             \"status\":\"solved\"}}\n"
        ));
}

#[test]
fn counting_and_several_solutions_work_for_every_size() {
    for size in SHOWN {
        let shape = Shape::for_size(size).unwrap();
        let puzzle = puzzle_of(shape, 300 + size as u64, 30);
        let count = count(&Problem::new(puzzle.clone()), 2, Algorithm::Fast);
        resol()
            .args(["--count", "-j2"])
            .write_stdin(format!("{puzzle}\n{puzzle}\n"))
            .assert()
            .success()
            .stdout(format!("{0}\n{0}\n", if count == 2 { "2+" } else { "1" }));
    }
    // The empty 4×4 grid has 288 solutions, and its answer is the smallest.
    resol()
        .args(["--count", "--limit", "1000"])
        .write_stdin(format!("{}\n", ".".repeat(16)))
        .assert()
        .success()
        .stdout("288\n");
    resol()
        .write_stdin(format!("{}\n", ".".repeat(16)))
        .assert()
        .success()
        .stdout("1234341221434321\n");
}

#[test]
fn letters_and_hex_symbols_are_read_and_written_in_their_own_convention() {
    let shape = Shape::for_size(16).unwrap();
    let puzzle = puzzle_of(shape, 16, 70);
    let answer = answer_of(&puzzle);
    let convert = |grid: &SizedGrid, symbols: &[u8; 36]| -> String {
        grid.cells()
            .iter()
            .map(|&v| {
                if v == 0 {
                    '.'
                } else {
                    char::from(symbols[usize::from(v)])
                }
            })
            .collect()
    };
    let letters = b"?ABCDEFGHIJKLMNOPQRSTUVWXYZ?????????";
    let hex = b"?0123456789ABCDEFGHIJKLMNOPQRSTUVWXY";
    for (name, symbols) in [("letters", letters), ("hex", hex)] {
        resol()
            .args(["--symbols", name])
            .write_stdin(format!("{}\n", convert(&puzzle, symbols).to_lowercase()))
            .assert()
            .success()
            .stdout(format!("{}\n", convert(&answer, symbols)));
    }
}

#[test]
fn a_mixed_stream_answers_each_puzzle_in_its_own_size_and_form() {
    let six = Shape::for_size(6).unwrap();
    let puzzle = puzzle_of(six, 6, 60);
    let input = format!(
        "1.3..4..........\n{SEED_LINE}\n{}\n{}",
        rows(&puzzle, " "),
        SEED_GRID
    );
    let expected = format!(
        "1234341221434321\n{SEED_SOLUTION_LINE}\n{}\n{SEED_SOLUTION}",
        rows(&answer_of(&puzzle), " ")
    );
    for jobs in ["-j1", "-j2"] {
        resol()
            .arg(jobs)
            .write_stdin(input.clone())
            .assert()
            .success()
            .stdout(expected.clone());
    }
}

#[test]
fn rating_explaining_and_hinting_refuse_other_sizes_by_line_and_go_on() {
    for (mode, what) in [
        ("--rate", "rating is"),
        ("--explain", "explaining is"),
        ("--hint", "hinting is"),
    ] {
        resol()
            .arg(mode)
            .write_stdin(format!("1.3..4..........\n{SEED_LINE}\n"))
            .assert()
            .code(1)
            .stdout(predicate::str::is_empty().not())
            .stderr(format!(
                "resol: line 1: {what} defined for 9×9 puzzles, and this one is 4×4\n"
            ));
    }
    resol()
        .args(["--rate", "--stats"])
        .write_stdin("1.3..4..........\n")
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            ", 1 not classic 9×9 for this mode",
        ));
    resol()
        .args(["--rate", "--format", "json"])
        .write_stdin("1.3..4..........\n")
        .assert()
        .code(1)
        .stdout(predicate::str::contains("\"status\":\"unsupported\""));
}

#[test]
fn generation_makes_unique_minimal_puzzles_of_any_shape_whatever_the_jobs() {
    for shape in ["2x2", "2x3", "3x2", "2x4", "3x4"] {
        let args = ["--generate", "3", "--box", shape, "--seed", "5"];
        let one = resol().args(args).arg("-j1").output().unwrap();
        let two = resol().args(args).arg("-j2").output().unwrap();
        assert!(one.status.success());
        assert_eq!(one.stdout, two.stdout, "{shape}");
        let text = String::from_utf8(one.stdout).unwrap();
        let box_shape: Shape = shape.parse().unwrap();
        for line in text.lines() {
            assert_eq!(line.len(), box_shape.cells());
            let cells: Vec<u8> = line
                .bytes()
                .map(|b| {
                    if b == b'.' {
                        0
                    } else {
                        (b as char).to_digit(36).unwrap() as u8
                    }
                })
                .collect();
            let puzzle = SizedGrid::new(box_shape, cells).unwrap();
            assert_eq!(
                count(&Problem::new(puzzle.clone()), 2, Algorithm::Fast),
                1,
                "{line}"
            );
            for cell in (0..box_shape.cells()).filter(|&c| puzzle.get(c) != 0) {
                let mut fewer = puzzle.clone();
                fewer.set(cell, 0);
                assert_eq!(
                    count(&Problem::new(fewer.clone()), 2, Algorithm::Fast),
                    2,
                    "{line} {cell}"
                );
            }
        }
    }
    resol()
        .args([
            "--generate",
            "1",
            "--size",
            "6",
            "--format",
            "json",
            "--seed",
            "1",
        ])
        .assert()
        .success()
        .stdout(predicate::str::contains("\"size\":6,\"box\":\"2x3\""));
}

#[test]
fn usage_errors_name_the_size_or_shape_that_does_not_exist() {
    let cases: [(&[&str], &str); 5] = [
        (&["--size", "7"], "there is no 7x7 Sudoku"),
        (
            &["--box", "2x5", "--size", "9"],
            "--box 2x5 makes 10×10 puzzles",
        ),
        (&["--box", "1x4"], "boxes of 1x4 make no Sudoku"),
        (
            &["--generate", "1", "--box", "2x3", "--symmetry", "rot90"],
            "only when they are square",
        ),
        (
            &["--generate", "1", "--size", "12", "--level", "easy"],
            "defined for 9×9 puzzles",
        ),
    ];
    for (args, message) in cases {
        resol()
            .args(args)
            .write_stdin(format!("{SEED_LINE}\n"))
            .assert()
            .code(2)
            .stderr(predicate::str::contains(message));
    }
}

#[test]
fn bad_input_of_any_size_is_named_by_line_and_column_and_nothing_else_is_lost() {
    let six = format!("1.3..7{}\n", ".".repeat(30));
    let mut sixteen: Vec<String> = (0..16).map(|_| "1234567812345678".to_string()).collect();
    sixteen[3] = "123456781234567".to_string();
    let input = format!("{six}{}\n1.3..4..........\n", sixteen.join("\n"));
    resol()
        .write_stdin(input)
        .assert()
        .code(1)
        .stdout("1234341221434321\n")
        .stderr(
            "resol: line 1: '7' in column 6 is past the size of a 6×6 puzzle, which takes 1-6\n\
             resol: line 5: a row of 15 cells in the 16×16 grid begun on line 2\n",
        );
    resol()
        .write_stdin(format!("{}\n", "1".repeat(50)))
        .assert()
        .code(1)
        .stderr(predicate::str::contains(
            "line 1: incomplete grid (50 of 81 cells",
        ));
}

#[test]
fn answers_of_every_size_are_checked_and_puzzles_shuffled_and_minimised() {
    let dir = std::env::temp_dir().join(format!("resol-sizes-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let answers = dir.join("answers.txt");
    let sixteen = Shape::for_size(16).unwrap();
    let puzzle = puzzle_of(sixteen, 7, 70);
    let answer = answer_of(&puzzle);
    let mut wrong = answer.clone();
    wrong.set(20, 0);
    std::fs::write(&answers, format!("{answer}\n1234341221434312\n{wrong}\n")).unwrap();
    resol()
        .arg("--check")
        .arg(&answers)
        .write_stdin(format!("{puzzle}\n1.3..4..........\n{puzzle}\n"))
        .assert()
        .code(1)
        .stdout("ok\nwrong: 1 repeats in column 3 (r2c3, r4c3)\nwrong: r2c5 is empty\n");
    std::fs::remove_dir_all(&dir).unwrap();
    let shuffled = resol()
        .args(["--shuffle", "--seed", "3", "--count"])
        .write_stdin(format!("{puzzle}\n"))
        .output()
        .unwrap();
    assert!(!shuffled.status.success(), "two modes at once");
    let shuffled = resol()
        .args(["--shuffle", "--seed", "3"])
        .write_stdin(format!("{puzzle}\n"))
        .output()
        .unwrap();
    let shuffled: SizedGrid = String::from_utf8(shuffled.stdout)
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    assert_eq!(shuffled.given_count(), puzzle.given_count());
    assert_eq!(
        count(&Problem::new(shuffled.clone()), 2, Algorithm::Fast),
        count(&Problem::new(puzzle.clone()), 2, Algorithm::Fast)
    );
    let six = Shape::for_size(6).unwrap();
    let full = answer_of(&puzzle_of(six, 3, 100));
    let output = resol()
        .arg("--minimise")
        .write_stdin(format!("{full}\n"))
        .output()
        .unwrap();
    assert!(output.status.success());
    let minimal: SizedGrid = String::from_utf8(output.stdout)
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    assert!(full.solves(&minimal));
    assert_eq!(count(&Problem::new(minimal.clone()), 2, Algorithm::Fast), 1);
    for cell in (0..six.cells()).filter(|&c| minimal.get(c) != 0) {
        let mut fewer = minimal.clone();
        fewer.set(cell, 0);
        assert_eq!(count(&Problem::new(fewer.clone()), 2, Algorithm::Fast), 2);
    }
}
