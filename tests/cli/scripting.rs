//! Scripting features end to end: `--count` with its cap, JSON Lines parsed back field by field,
//! and `--stats` with counts.

use std::io::Write;

use serde_json::Value;

use crate::util::*;

/// The seed puzzle with four more holes: exactly two solutions.
const TWO_SOLUTIONS: &str =
    ".....23.7.....645.1..93........618...48...56...642........75..8.291.....4........";
/// A serg benchmark puzzle with exactly 872 solutions.
const MANY_SOLUTIONS: &str =
    "8.........95.......76.........426798...571243...893165......916....3.487....1.532";

#[test]
fn counts_are_exact_below_the_limit_and_capped_with_a_plus() {
    let input = lines(&[
        CONFLICTING_LINE,
        SEED_LINE,
        TWO_SOLUTIONS,
        MANY_SOLUTIONS,
        EMPTY_LINE,
    ]);
    resol()
        .args(["--count", "--limit", "1000"])
        .write_stdin(input.clone())
        .assert()
        .code(0)
        .stdout("0\n1\n2\n872\n1000+\n");
    resol()
        .arg("--count")
        .write_stdin(input)
        .assert()
        .code(0)
        .stdout("0\n1\n2+\n2+\n2+\n");
}

#[test]
fn a_nearly_empty_grid_counts_to_a_large_limit() {
    let nearly_empty = format!("1{}\n", ".".repeat(80));
    resol()
        .args(["--count", "--limit", "100000"])
        .write_stdin(nearly_empty)
        .assert()
        .code(0)
        .stdout("100000+\n");
}

#[test]
fn limit_needs_count_and_must_be_positive() {
    resol()
        .args(["--limit", "5"])
        .write_stdin("")
        .assert()
        .code(2);
    resol()
        .args(["--count", "--limit", "0"])
        .write_stdin("")
        .assert()
        .code(2);
}

fn json_records(args: &[&str], input: String) -> (Vec<Value>, i32) {
    let output = resol().args(args).write_stdin(input).output().unwrap();
    let records = String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    (records, output.status.code().unwrap())
}

#[test]
fn json_lines_parse_back_with_every_field() {
    let grid: String = SEED_LINE
        .as_bytes()
        .chunks(9)
        .map(|row| format!("{}\n", String::from_utf8_lossy(row)))
        .collect();
    let typo = format!("a{}", &EMPTY_LINE[1..]);
    let input = format!("# header\n{SEED_LINE}\n{CONFLICTING_LINE}\n{typo}\n{grid}");
    let (records, status) = json_records(&["--format", "json"], input);
    assert_eq!(status, 1);
    assert_eq!(records.len(), 4);

    let solved = &records[0];
    assert_eq!(solved["line"], 2);
    assert_eq!(solved["puzzle"], SEED_LINE);
    assert_eq!(solved["solution"], SEED_SOLUTION_LINE);
    assert_eq!(solved["status"], "solved");
    assert!(solved.get("error").is_none() && solved.get("solutions").is_none());

    let none = &records[1];
    assert_eq!(none["line"], 3);
    assert_eq!(none["puzzle"], CONFLICTING_LINE);
    assert_eq!(none["solution"], Value::Null);
    assert_eq!(none["status"], "no_solution");

    let malformed = &records[2];
    assert_eq!(malformed["line"], 4);
    assert_eq!(malformed["puzzle"], Value::Null);
    assert_eq!(malformed["solution"], Value::Null);
    assert_eq!(malformed["status"], "malformed");
    assert_eq!(
        malformed["error"],
        "line 4: unexpected character 'a' in column 1"
    );

    let from_grid = &records[3];
    assert_eq!(from_grid["line"], 5);
    assert_eq!(from_grid["puzzle"], SEED_LINE);
    assert_eq!(from_grid["solution"], SEED_SOLUTION_LINE);
}

#[test]
fn json_with_count_adds_solutions_and_whether_the_limit_was_reached() {
    let input = lines(&[SEED_LINE, TWO_SOLUTIONS, EMPTY_LINE, CONFLICTING_LINE]);
    let (records, status) = json_records(&["--format", "json", "--count"], input);
    assert_eq!(status, 0);
    let fields: Vec<(Value, Value, Value)> = records
        .iter()
        .map(|r| {
            (
                r["solutions"].clone(),
                r["limit_reached"].clone(),
                r["status"].clone(),
            )
        })
        .collect();
    assert_eq!(
        fields,
        vec![
            (1.into(), false.into(), "solved".into()),
            (2.into(), true.into(), "solved".into()),
            (2.into(), true.into(), "solved".into()),
            (0.into(), false.into(), "no_solution".into()),
        ]
    );
    assert_eq!(records[1]["solution"].as_str().unwrap().len(), 81);
}

#[test]
fn stats_with_count_say_how_many_puzzles_are_unique() {
    let input = lines(&[SEED_LINE, TWO_SOLUTIONS, CONFLICTING_LINE]);
    let output = resol()
        .args(["--count", "--stats"])
        .write_stdin(input)
        .output()
        .unwrap();
    let stats = String::from_utf8(output.stderr).unwrap();
    assert!(
        stats
            .starts_with("resol: 3 puzzles: 2 solved, 1 without solution, 0 malformed, 1 unique; "),
        "{stats}"
    );
    assert!(stats.trim_end().ends_with("puzzles/s"), "{stats}");
}

#[test]
fn stats_on_an_input_without_puzzles_count_none() {
    resol()
        .arg("--stats")
        .write_stdin("# nothing\n")
        .assert()
        .code(1)
        .stderr(predicates::str::contains(
            "resol: 0 puzzles: 0 solved, 0 without solution, 0 malformed;",
        ));
}

#[test]
fn a_json_no_solution_says_whether_the_givens_conflict() {
    let unsolvable =
        "12345678.............................................9...........................";
    let (records, _) = json_records(
        &["--format", "json"],
        lines(&[CONFLICTING_LINE, unsolvable]),
    );
    assert_eq!(records[0]["reason"], "conflicting givens");
    assert_eq!(records[1]["reason"], "search found none");
    let (solved, _) = json_records(&["--format", "json"], lines(&[SEED_LINE]));
    assert!(solved[0].get("reason").is_none());
}

#[test]
fn counting_with_the_classic_engine_gives_the_same_exact_counts() {
    let input = lines(&[CONFLICTING_LINE, SEED_LINE, TWO_SOLUTIONS, MANY_SOLUTIONS]);
    resol()
        .args(["-a", "classic", "--count", "--limit", "1000"])
        .write_stdin(input)
        .assert()
        .success()
        .stdout("0\n1\n2\n872\n");
}

#[test]
fn json_records_of_conflicting_givens_carry_the_conflict() {
    let output = resol()
        .args(["--format", "json"])
        .write_stdin(lines(&[CONFLICTING_LINE, UNSOLVABLE_LINE]))
        .output()
        .unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    let records: Vec<serde_json::Value> = text
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(records[0]["status"], "no_solution");
    assert_eq!(
        records[0]["conflict"],
        serde_json::json!({"digit": 5, "house": "row 1", "cells": ["r1c1", "r1c5"]})
    );
    assert_eq!(records[1]["reason"], "search found none");
    assert!(records[1].get("conflict").is_none());
}

#[test]
fn stats_say_one_puzzle_and_a_slow_rate_with_two_decimals() {
    let output = resol()
        .arg("--stats")
        .write_stdin(SEED_GRID)
        .output()
        .unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.starts_with("resol: 1 puzzle: 1 solved, 0 without solution, 0 malformed; "),
        "{stderr}"
    );
}

#[test]
fn a_terminal_on_standard_input_is_told_that_puzzles_are_read_until_ctrl_d() {
    // script(1) runs resol with a terminal for its standard streams; the Ctrl-D typed into it
    // ends the input (some versions of script do not pass on the end of their own input), and
    // timeout(1) stops a script that would wait all the same.
    let command = env!("CARGO_BIN_EXE_resol");
    let Ok(mut child) = std::process::Command::new("timeout")
        .args(["10", "script", "-qec", command, "/dev/null"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
    else {
        return skipped(
            "a_terminal_on_standard_input",
            "timeout(1) or script(1) cannot be run",
        );
    };
    let mut typed = child.stdin.take().unwrap();
    // Give resol the time to start before the terminal ends.
    std::thread::sleep(std::time::Duration::from_millis(300));
    let _ = typed.write_all(b"\x04");
    drop(typed);
    let output = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&output.stdout);
    assert_eq!(
        text.matches(
            "resol: reading puzzles from the keyboard; type or paste them, then Ctrl-D to end"
        )
        .count(),
        1,
        "{text}"
    );
    // Piped input is not typed: nothing is said.
    resol().write_stdin(SEED_GRID).assert().success().stderr("");
}
