//! Solving, clause by clause of the contract: the lesson's puzzle byte for byte, each input
//! form and its answer's form, `Sense solució`, the smallest of several solutions, and the
//! forced output formats.

use predicates::prelude::*;

use crate::util::*;

/// The solution of the tutorial's board, as one line.
const TUTORIAL_SOLUTION_LINE: &str =
    "785439126612875349493621578857943261261758934934162785578394612126587493349216857";

#[test]
fn the_seed_lesson_puzzle_gives_the_published_solution_byte_for_byte() {
    resol()
        .write_stdin(SEED_GRID)
        .assert()
        .success()
        .stdout(SEED_SOLUTION)
        .stderr("");
}

#[test]
fn a_file_argument_is_read_like_standard_input() {
    resol()
        .arg("examples/seed.txt")
        .assert()
        .success()
        .stdout(SEED_SOLUTION);
    resol()
        .arg("-")
        .write_stdin(SEED_GRID)
        .assert()
        .success()
        .stdout(SEED_SOLUTION);
}

#[test]
fn the_tutorial_board_is_read_in_zero_form_and_in_printed_form() {
    for file in [
        "examples/tutorial-zeros.txt",
        "examples/tutorial-pretty.txt",
    ] {
        resol()
            .arg(file)
            .assert()
            .success()
            .stdout(spaced(TUTORIAL_SOLUTION_LINE));
    }
}

#[test]
fn a_line_puzzle_gets_a_line_answer() {
    resol()
        .write_stdin(format!("{SEED_LINE}\n"))
        .assert()
        .success()
        .stdout(format!("{SEED_SOLUTION_LINE}\n"));
}

#[test]
fn several_files_are_one_stream_and_grid_results_are_separated_by_one_empty_line() {
    resol()
        .args(["examples/seed.txt", "examples/tutorial-zeros.txt"])
        .assert()
        .success()
        .stdout(format!(
            "{SEED_SOLUTION}\n{}",
            spaced(TUTORIAL_SOLUTION_LINE)
        ));
}

#[test]
fn grid_results_are_separated_by_one_empty_line_and_line_results_by_none() {
    let cases = [
        (
            format!("{SEED_GRID}{SEED_LINE}\n{SEED_GRID}\n{SEED_GRID}"),
            format!("{SEED_SOLUTION}{SEED_SOLUTION_LINE}\n{SEED_SOLUTION}\n{SEED_SOLUTION}"),
        ),
        (
            // A grid without solution: `Sense solució` in its grid's place.
            format!("{SEED_GRID}{}{SEED_GRID}", spaced(CONFLICTING_LINE)),
            format!("{SEED_SOLUTION}\nSense solució\n\n{SEED_SOLUTION}"),
        ),
    ];
    for (input, expected) in cases {
        resol()
            .write_stdin(input)
            .assert()
            .success()
            .stdout(expected);
    }
}

#[test]
fn conflicting_and_consistent_unsolvable_puzzles_have_no_solution_and_status_zero() {
    resol()
        .write_stdin(lines(&[CONFLICTING_LINE, UNSOLVABLE_LINE]))
        .assert()
        .success()
        .stdout("Sense solució\nSense solució\n");
    resol()
        .write_stdin(spaced(CONFLICTING_LINE))
        .assert()
        .success()
        .stdout("Sense solució\n");
}

#[test]
fn a_puzzle_with_several_solutions_prints_the_smallest() {
    resol()
        .write_stdin(EMPTY_LINE)
        .assert()
        .success()
        .stdout(format!("{SMALLEST_GRID}\n"));
}

#[test]
fn crlf_input_and_a_byte_order_mark_give_lf_output() {
    let input = format!("\u{FEFF}{}", SEED_GRID.replace('\n', "\r\n"));
    assert_reads_as_the_seed(input);
}

#[test]
fn comments_blank_lines_and_separator_lines_are_skipped() {
    let rows: Vec<&str> = SEED_GRID.lines().collect();
    let input = format!(
        "# a comment\n\n{}\n------+-------+------\n  # indented comment\n{}\n\n{}\n",
        rows[..3].join("\n"),
        rows[3..6].join("\n"),
        rows[6..].join("\n")
    );
    assert_reads_as_the_seed(input);
}

#[test]
fn formats_can_be_forced_for_every_result() {
    resol()
        .args(["--format", "line"])
        .write_stdin(SEED_GRID)
        .assert()
        .success()
        .stdout(format!("{SEED_SOLUTION_LINE}\n"));
    resol()
        .args(["-f", "grid"])
        .write_stdin(lines(&[SEED_LINE, SEED_LINE]))
        .assert()
        .success()
        .stdout(format!("{SEED_SOLUTION}\n{SEED_SOLUTION}"));
}

#[test]
fn the_pretty_form_draws_box_and_band_separators() {
    let expected = "\
9 6 4 | 8 5 2 | 3 1 7
3 8 2 | 7 1 6 | 4 5 9
1 5 7 | 9 3 4 | 2 8 6
- - - - - - - - - - -
7 9 3 | 5 6 1 | 8 2 4
2 4 8 | 3 9 7 | 5 6 1
5 1 6 | 4 2 8 | 7 9 3
- - - - - - - - - - -
6 3 1 | 2 7 5 | 9 4 8
8 2 9 | 1 4 3 | 6 7 5
4 7 5 | 6 8 9 | 1 3 2
";
    resol()
        .args(["-f", "pretty"])
        .write_stdin(SEED_GRID)
        .assert()
        .success()
        .stdout(expected);
}

#[test]
fn stats_are_printed_on_standard_error() {
    resol()
        .arg("--stats")
        .write_stdin(format!("{SEED_LINE}\n{CONFLICTING_LINE}\nx\n"))
        .assert()
        .code(1)
        .stdout(format!("{SEED_SOLUTION_LINE}\nSense solució\n"))
        .stderr(predicate::str::contains(
            "resol: 3 puzzles: 1 solved, 1 without solution, 1 malformed;",
        ));
}

#[test]
fn an_unknown_option_is_a_usage_error_with_status_2() {
    resol().arg("--no-such-flag").assert().code(2).stdout("");
    resol().args(["--limit", "5"]).assert().code(2);
    resol().args(["-j", "0"]).assert().code(2);
}

#[test]
fn help_and_version_are_available() {
    resol()
        .arg("--help")
        .assert()
        .success()
        .stdout(predicate::str::contains("Examples:"));
    resol()
        .arg("--version")
        .assert()
        .success()
        .stdout(predicate::str::starts_with("resol "));
}

#[test]
fn hodoku_and_sudoku_explainer_boards_are_solved_as_grids() {
    for (board, first_row) in [
        ("examples/hodoku.txt", "4 6 8 9 3 1 5 2 7\n"),
        ("examples/explainer.txt", "7 2 8 9 4 6 3 1 5\n"),
    ] {
        let output = resol().arg(board).output().unwrap();
        assert!(output.status.success(), "{board}");
        let stdout = String::from_utf8(output.stdout).unwrap();
        assert!(stdout.starts_with(first_row), "{board}: {stdout}");
        assert_eq!(stdout.lines().count(), 9, "{board}");
    }
}

#[test]
fn an_annotated_list_of_hard_puzzles_is_read_as_it_is() {
    let list = "\
5..2..3......8..9...2..4..66..1..9...1.....4...7..3..87..3..4...9..7..2...5..6..9  9.4/1.2/1.2
8.9...3.....7.1...5.........7.....263...9.......1...4..6.2....4....8.5...........\tED=8.3/1.2/1.2
9..51...35..3..2....8..2...7.....5.8.96...31....8...9.3.5.7.6.....1.........3..85 # Forcing Chain
";
    let answers = resol().arg("examples/hardest.txt").output().unwrap();
    assert!(answers.status.success());
    let expected: Vec<&str> = std::str::from_utf8(&answers.stdout)
        .unwrap()
        .lines()
        .collect();
    resol()
        .write_stdin(list)
        .assert()
        .success()
        .stdout(lines(&expected[..3]))
        .stderr("");
}
