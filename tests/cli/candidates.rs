//! Candidate grids (pencil marks): read as HoDoKu's and Sudoku Explainer's PM grids and as
//! 729-character lines, solved among their candidates, written back, and a game played hint
//! by hint through a pipe.

use crate::util::*;

/// The lesson's puzzle after its first hint, as `--hint --format candidates` writes it.
const PENCIL_MARKS: &str = include_str!("../../examples/pencil-marks.txt");
/// The lesson's puzzle's candidates after its givens, as one 729-character line.
const CANDIDATES_LINE: &str = include_str!("../../examples/candidates.txt");

/// The solution of the lesson's puzzle as a grid of single digits.
fn solution_digit(cell: usize) -> u8 {
    SEED_SOLUTION_LINE.as_bytes()[cell] - b'0'
}

#[test]
fn the_bundled_candidate_grids_are_solved() {
    resol()
        .arg("examples/pencil-marks.txt")
        .arg("examples/candidates.txt")
        .assert()
        .success()
        .stdout(format!("{SEED_SOLUTION}{SEED_SOLUTION_LINE}\n"))
        .stderr("");
}

#[test]
fn sudoku_explainer_borders_and_bare_rows_read_alike() {
    let rows: Vec<&str> = PENCIL_MARKS
        .lines()
        .filter(|l| l.starts_with('|'))
        .collect();
    let explainer: String = rows
        .iter()
        .enumerate()
        .map(|(index, row)| {
            let border = if index % 3 == 0 {
                "+-------+-------+-------+\n"
            } else {
                ""
            };
            format!("{border}{row}\n")
        })
        .collect::<String>()
        + "+-------+-------+-------+\n";
    let bare: String = rows
        .iter()
        .map(|row| row.replace('|', " ") + "\n")
        .collect();
    for text in [explainer, bare] {
        resol()
            .write_stdin(text)
            .assert()
            .success()
            .stdout(SEED_SOLUTION);
    }
}

#[test]
fn candidates_are_written_as_a_pm_grid_and_a_729_line() {
    resol()
        .args(["--format", "candidates-line"])
        .arg("examples/seed.txt")
        .assert()
        .success()
        .stdout(CANDIDATES_LINE);
    let grid = resol()
        .args(["--format", "candidates"])
        .arg("examples/candidates.txt")
        .output()
        .unwrap();
    let grid = String::from_utf8(grid.stdout).unwrap();
    assert!(grid.starts_with(".-----"), "{grid}");
    assert_eq!(grid.lines().count(), 13);
    // The PM grid reads back as the same candidates.
    resol()
        .args(["--format", "candidates-line"])
        .write_stdin(grid)
        .assert()
        .success()
        .stdout(CANDIDATES_LINE);
}

#[test]
fn solving_keeps_to_the_candidates() {
    // The empty grid's smallest solution begins 1 2 3; with only 2 and 3 left in r1c1, 2.
    let mut marks = "123456789".repeat(81);
    marks.replace_range(0..9, ".23......");
    let output = resol().write_stdin(marks.clone()).output().unwrap();
    let solution = String::from_utf8(output.stdout).unwrap();
    assert!(solution.starts_with('2'), "{solution}");
    resol()
        .arg("--count")
        .args(["--limit", "2"])
        .write_stdin(marks)
        .assert()
        .success()
        .stdout("2+\n");
}

#[test]
fn marks_that_lost_the_solution_digit_have_no_solution_and_the_cell_is_named() {
    // r1c1's solution digit is 9: take it from its candidates.
    let lost = PENCIL_MARKS.replacen("| 5689 ", "| 568  ", 1);
    assert_ne!(lost, PENCIL_MARKS);
    resol()
        .write_stdin(lost.clone())
        .assert()
        .success()
        .stdout("Sense solució\n");
    resol()
        .arg("--hint")
        .write_stdin(lost)
        .assert()
        .success()
        .stdout("Sense solució\n")
        .stderr("resol: line 3: r1c1 has lost its solution digit 9\n");
}

/// Every placement of a step is the solution's digit and no elimination takes it.
fn assert_sound(step: &str) {
    let (_, changes) = step.rsplit_once(": ").unwrap();
    let is_change = |word: &&str| {
        let bytes = word.as_bytes();
        bytes.len() > 5 && bytes[0] == b'r' && bytes[2] == b'c' && bytes[1].is_ascii_digit()
    };
    for change in changes.split([',', ' ']).filter(is_change) {
        let (cell, digit, placed) = match change.split_once("<>") {
            Some((cell, digit)) => (cell, digit, false),
            None => {
                let (cell, digit) = change.split_once('=').unwrap();
                (cell, digit, true)
            }
        };
        let row = usize::from(cell.as_bytes()[1] - b'1');
        let column = usize::from(cell.as_bytes()[3] - b'1');
        let digit: u8 = digit.trim_end_matches(['.', ';']).parse().unwrap();
        let right = solution_digit(9 * row + column);
        assert_eq!(placed, digit == right, "{step}");
    }
}

#[test]
fn a_game_is_played_hint_by_hint_through_a_pipe_to_its_solution() {
    let mut grid = SEED_GRID.to_string();
    let mut hints = 0;
    loop {
        let output = resol()
            .args(["--hint", "--format", "candidates"])
            .write_stdin(grid.clone())
            .output()
            .unwrap();
        assert!(output.status.success());
        let text = String::from_utf8(output.stdout).unwrap();
        let step = text.lines().next().unwrap().to_string();
        if step.contains("The grid is full") {
            break;
        }
        assert_sound(&step);
        grid = text;
        hints += 1;
        assert!(hints < 81, "the game never ends");
    }
    // A cell left one candidate is a value in a PM grid, so naked singles need no hint: the
    // hidden singles and harder steps take a few.
    assert!(hints >= 5, "{hints} hints");
    resol()
        .write_stdin(grid)
        .assert()
        .success()
        .stdout(SEED_SOLUTION);
}

#[test]
fn json_records_carry_the_candidates() {
    let output = resol()
        .args(["--hint", "--format", "json"])
        .arg("examples/candidates.txt")
        .output()
        .unwrap();
    let record: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let after = record["candidates"].as_str().unwrap();
    assert_eq!(after.len(), 729);
    assert_ne!(after, CANDIDATES_LINE.trim_end());
}

#[test]
fn candidates_are_written_by_solving_and_hints_only() {
    resol()
        .args(["--rate", "--format", "candidates"])
        .arg("examples/seed.txt")
        .assert()
        .code(2)
        .stderr(predicates::str::contains(
            "--format candidates writes pencil marks",
        ));
}
