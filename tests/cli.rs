//! End-to-end tests: the real `resol` binary on real inputs, checking exact stdout, the exit
//! status and a fragment of stderr, clause by clause of the behaviour contract.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command as StdCommand, Stdio};

use assert_cmd::Command;
use predicates::prelude::*;

const SEED_GRID: &str = include_str!("../examples/seed.txt");
const SEED_SOLUTION: &str = "\
9 6 4 8 5 2 3 1 7
3 8 2 7 1 6 4 5 9
1 5 7 9 3 4 2 8 6
7 9 3 5 6 1 8 2 4
2 4 8 3 9 7 5 6 1
5 1 6 4 2 8 7 9 3
6 3 1 2 7 5 9 4 8
8 2 9 1 4 3 6 7 5
4 7 5 6 8 9 1 3 2
";
const SEED_LINE: &str =
    ".....23.7.....645.1..93........618...48...56...642........75..8.291.....4.56.....";
const SEED_SOLUTION_LINE: &str =
    "964852317382716459157934286793561824248397561516428793631275948829143675475689132";
const TUTORIAL_SOLUTION: &str = "\
7 8 5 4 3 9 1 2 6
6 1 2 8 7 5 3 4 9
4 9 3 6 2 1 5 7 8
8 5 7 9 4 3 2 6 1
2 6 1 7 5 8 9 3 4
9 3 4 1 6 2 7 8 5
5 7 8 3 9 4 6 1 2
1 2 6 5 8 7 4 9 3
3 4 9 2 1 6 8 5 7
";
/// Two 5s in the first row.
const CONFLICTING_LINE: &str =
    "5...5............................................................................";
/// Consistent, but row 1 needs a 9 in its last cell and column 9 already holds one.
const UNSOLVABLE_LINE: &str =
    "12345678.............................................9...........................";
const EMPTY_LINE: &str =
    ".................................................................................";
const SMALLEST_GRID: &str =
    "123456789456789123789123456214365897365897214897214365531642978642978531978531642";

fn resol() -> Command {
    Command::cargo_bin("resol").unwrap()
}

/// A puzzle in the lesson's spaced grid form.
fn spaced(line: &str) -> String {
    line.as_bytes()
        .chunks(9)
        .map(|row| {
            row.iter()
                .map(|&b| char::from(b).to_string())
                .collect::<Vec<_>>()
                .join(" ")
                + "\n"
        })
        .collect()
}

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
    resol()
        .arg("examples/tutorial-zeros.txt")
        .assert()
        .success()
        .stdout(TUTORIAL_SOLUTION);
    resol()
        .arg("examples/tutorial-pretty.txt")
        .assert()
        .success()
        .stdout(TUTORIAL_SOLUTION);
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
        .stdout(format!("{SEED_SOLUTION}\n{TUTORIAL_SOLUTION}"));
}

#[test]
fn a_line_result_has_no_empty_line_around_it() {
    let input = format!("{SEED_GRID}{SEED_LINE}\n{SEED_GRID}\n{SEED_GRID}");
    let expected = format!("{SEED_SOLUTION}{SEED_SOLUTION_LINE}\n{SEED_SOLUTION}\n{SEED_SOLUTION}");
    resol()
        .write_stdin(input)
        .assert()
        .success()
        .stdout(expected);
}

#[test]
fn a_grid_without_solution_prints_sense_solucio_in_its_grids_place() {
    let input = format!("{SEED_GRID}{}{SEED_GRID}", spaced(CONFLICTING_LINE));
    let expected = format!("{SEED_SOLUTION}\nSense solució\n\n{SEED_SOLUTION}");
    resol()
        .write_stdin(input)
        .assert()
        .success()
        .stdout(expected);
}

#[test]
fn conflicting_and_consistent_unsolvable_puzzles_have_no_solution_and_status_zero() {
    resol()
        .write_stdin(format!("{CONFLICTING_LINE}\n{UNSOLVABLE_LINE}\n"))
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
    resol()
        .write_stdin(input)
        .assert()
        .success()
        .stdout(SEED_SOLUTION);
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
    resol()
        .write_stdin(input)
        .assert()
        .success()
        .stdout(SEED_SOLUTION);
}

#[test]
fn an_unexpected_character_is_reported_with_line_and_column_and_the_next_puzzle_is_answered() {
    let bad = SEED_LINE.replacen('.', "x", 1);
    resol()
        .write_stdin(format!("# header\n{bad}\n{SEED_LINE}\n"))
        .assert()
        .code(1)
        .stdout(format!("{SEED_SOLUTION_LINE}\n"))
        .stderr("resol: line 2: unexpected character 'x' in column 1\n");
}

#[test]
fn a_typo_inside_a_grid_keeps_the_framing_of_the_next_grid() {
    let bad = SEED_GRID.replacen('.', "*", 1);
    resol()
        .write_stdin(format!("{bad}{SEED_GRID}"))
        .assert()
        .code(1)
        .stdout(SEED_SOLUTION)
        .stderr(predicate::str::contains(
            "line 1: unexpected character '*' in column 1",
        ));
}

#[test]
fn a_line_with_more_than_81_cells_is_reported_and_reading_resumes() {
    resol()
        .write_stdin(format!("{SEED_LINE}5\n{SEED_LINE}\n"))
        .assert()
        .code(1)
        .stdout(format!("{SEED_SOLUTION_LINE}\n"))
        .stderr(predicate::str::contains("line 1: more than 81 cells"));
}

#[test]
fn a_line_that_overflows_a_grid_drops_it_and_reading_resumes() {
    let rows: Vec<&str> = SEED_GRID.lines().collect();
    let input = format!(
        "{}\n1 2 3 4 5 6 7 8 9 1\n{SEED_LINE}\n",
        rows[..8].join("\n")
    );
    resol()
        .write_stdin(input)
        .assert()
        .code(1)
        .stdout(format!("{SEED_SOLUTION_LINE}\n"))
        .stderr(predicate::str::contains("line 9: too many cells"));
}

#[test]
fn a_grid_cut_short_by_a_whole_line_puzzle_is_reported_and_the_line_is_answered() {
    let rows: Vec<&str> = SEED_GRID.lines().collect();
    let input = format!("{}\n{SEED_LINE}\n", rows[..4].join("\n"));
    resol()
        .write_stdin(input)
        .assert()
        .code(1)
        .stdout(format!("{SEED_SOLUTION_LINE}\n"))
        .stderr(
            "resol: line 5: incomplete grid (36 of 81 cells, begun on line 1), cut short by the \
             81-cell puzzle on this line\n",
        );
}

#[test]
fn a_grid_cut_short_by_the_end_of_input_is_reported_after_the_puzzles_before_it() {
    let rows: Vec<&str> = SEED_GRID.lines().collect();
    resol()
        .write_stdin(format!("{SEED_LINE}\n{}\n", rows[..2].join("\n")))
        .assert()
        .code(1)
        .stdout(format!("{SEED_SOLUTION_LINE}\n"))
        .stderr(predicate::str::contains(
            "line 3: incomplete grid (18 of 81 cells, begun on line 2)",
        ));
}

#[test]
fn an_input_without_any_puzzle_is_malformed() {
    resol()
        .write_stdin("# nothing here\n\n")
        .assert()
        .code(1)
        .stdout("")
        .stderr("resol: no puzzle in the input\n");
    resol()
        .write_stdin("")
        .assert()
        .code(1)
        .stderr(predicate::str::contains("no puzzle"));
}

#[test]
fn nul_bytes_and_invalid_utf8_are_reported_not_fatal() {
    let mut input = SEED_LINE.as_bytes().to_vec();
    input[5] = 0;
    input.push(b'\n');
    input.extend_from_slice(b"\xFF\xFE\n");
    input.extend_from_slice(SEED_LINE.as_bytes());
    resol()
        .write_stdin(input)
        .assert()
        .code(1)
        .stdout(format!("{SEED_SOLUTION_LINE}\n"))
        .stderr(predicate::str::contains(
            "line 1: unexpected character U+0000 in column 6",
        ))
        .stderr(predicate::str::contains(
            "line 2: invalid UTF-8 byte 0xFF in column 1",
        ));
}

#[test]
fn a_missing_file_gives_status_2_and_the_other_files_are_still_read() {
    resol()
        .args(["no-such-file.txt", "examples/seed.txt"])
        .assert()
        .code(2)
        .stdout(SEED_SOLUTION)
        .stderr(predicate::str::contains("resol: no-such-file.txt: "));
}

#[test]
fn a_missing_last_file_is_reported_after_the_puzzles_before_it() {
    resol()
        .args(["examples/seed.txt", "no-such-file.txt"])
        .assert()
        .code(2)
        .stdout(SEED_SOLUTION)
        .stderr(predicate::str::starts_with("resol: no-such-file.txt: "));
}

#[test]
fn a_directory_as_input_gives_status_2_with_a_message() {
    resol()
        .args(["examples", "examples/seed.txt"])
        .assert()
        .code(2)
        .stdout(SEED_SOLUTION)
        .stderr(predicate::str::contains("resol: examples: "));
}

/// Input files written for one test into a directory of their own, removed when dropped.
struct Files {
    dir: std::path::PathBuf,
    paths: Vec<std::path::PathBuf>,
}

impl Files {
    fn new(test: &str, files: &[(&str, &str)]) -> Files {
        let dir = std::env::temp_dir().join(format!("resol-cli-{}-{test}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let paths = files
            .iter()
            .map(|(name, text)| {
                let path = dir.join(name);
                std::fs::write(&path, text).unwrap();
                path
            })
            .collect();
        Files { dir, paths }
    }
}

impl Drop for Files {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

#[test]
fn a_message_names_the_stream_line_and_with_several_inputs_the_file_and_its_own_line() {
    let files = Files::new("names", &[("bad.txt", "1 2 x\n")]);
    let bad = &files.paths[0];
    resol()
        .arg(bad)
        .assert()
        .code(1)
        .stderr("resol: line 1: unexpected character 'x' in column 5\n");
    resol()
        .arg("examples/seed.txt")
        .arg(bad)
        .assert()
        .code(1)
        .stdout(SEED_SOLUTION)
        .stderr(format!(
            "resol: line 10: unexpected character 'x' in column 5 ({}, line 1)\n",
            bad.display()
        ));
}

#[test]
fn a_grid_may_begin_in_one_file_and_end_in_the_next() {
    let (top, bottom) = SEED_GRID.split_at(SEED_GRID.match_indices('\n').nth(3).unwrap().0 + 1);
    let files = Files::new("split", &[("top.txt", top), ("bottom.txt", bottom)]);
    resol()
        .args(&files.paths)
        .assert()
        .success()
        .stdout(SEED_SOLUTION)
        .stderr("");
}

#[test]
fn an_empty_input_among_others_is_no_fault() {
    let files = Files::new("empty", &[("empty.txt", "")]);
    resol()
        .args(&files.paths)
        .args(["examples/seed.txt", "-"])
        .write_stdin("")
        .assert()
        .success()
        .stdout(SEED_SOLUTION)
        .stderr("");
}

#[test]
fn a_last_line_without_a_line_feed_ends_with_its_file() {
    let files = Files::new(
        "unterminated",
        &[("one.txt", SEED_LINE), ("two.txt", SEED_LINE)],
    );
    resol()
        .args(&files.paths)
        .assert()
        .success()
        .stdout(format!("{SEED_SOLUTION_LINE}\n{SEED_SOLUTION_LINE}\n"));
}

#[test]
fn a_byte_order_mark_is_ignored_only_at_the_very_start_of_the_stream() {
    let marked = format!("\u{FEFF}{SEED_LINE}\n");
    let files = Files::new("bom", &[("one.txt", &marked), ("two.txt", &marked)]);
    resol()
        .args(&files.paths)
        .assert()
        .code(1)
        .stdout(format!("{SEED_SOLUTION_LINE}\n"))
        .stderr(predicate::str::starts_with("resol: line 2: "));
}

#[test]
fn an_unknown_option_is_a_usage_error_with_status_2() {
    resol().arg("--no-such-flag").assert().code(2).stdout("");
    resol().args(["--limit", "5"]).assert().code(2);
    resol().args(["-j", "0"]).assert().code(2);
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
        .write_stdin(format!("{SEED_LINE}\n{SEED_LINE}\n"))
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
fn a_write_to_a_full_device_gives_status_2_with_a_message() {
    if !std::path::Path::new("/dev/full").exists() {
        return;
    }
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let output = StdCommand::new(env!("CARGO_BIN_EXE_resol"))
        .arg("examples/seed.txt")
        .stdout(full)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("resol: write error"));
}

/// Many copies of the example puzzles, as one-line puzzles.
fn large_stream(copies: usize) -> String {
    // Quick puzzles only: the stream is about volume and order, not search depth.
    let block =
        format!("{SEED_LINE}\n{CONFLICTING_LINE}\n{UNSOLVABLE_LINE}\n{EMPTY_LINE}\n{SEED_LINE}\n");
    block.repeat(copies)
}

#[test]
fn a_closed_output_pipe_ends_the_run_quietly() {
    for jobs in ["-j1", "-j2"] {
        let mut child = StdCommand::new(env!("CARGO_BIN_EXE_resol"))
            .arg(jobs)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let input = large_stream(4000);
        let writer = std::thread::spawn(move || {
            let _ = stdin.write_all(input.as_bytes());
        });
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let mut first = String::new();
        stdout.read_line(&mut first).unwrap();
        assert_eq!(first.len(), 82);
        drop(stdout);
        let output = child.wait_with_output().unwrap();
        writer.join().unwrap();
        assert_eq!(output.status.code(), Some(0), "{jobs}");
        assert_eq!(String::from_utf8_lossy(&output.stderr), "", "{jobs}");
    }
}

#[test]
fn output_is_identical_for_every_number_of_jobs() {
    let input = large_stream(3000);
    let one = resol()
        .arg("-j1")
        .write_stdin(input.clone())
        .output()
        .unwrap();
    assert!(one.status.success());
    assert_eq!(one.stdout.iter().filter(|&&b| b == b'\n').count(), 15_000);
    for jobs in ["-j2", "-j3", "-j8"] {
        let many = resol()
            .arg(jobs)
            .write_stdin(input.clone())
            .output()
            .unwrap();
        assert_eq!(many.stdout, one.stdout, "{jobs}");
    }
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
