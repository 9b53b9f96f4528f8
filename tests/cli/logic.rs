//! Rating, explaining and hinting end to end: the text and JSON forms, the refusals, and every
//! printed step sound against the puzzle's solution.

use serde_json::Value;

use crate::util::*;

/// A puzzle whose hardest step is a naked pair (3.0), by Sudoku Explainer's rating.
const NAKED_PAIR: &str =
    "................12..3.45.........4....6..3....1.7....8...18......4...5...7.2.....";

fn json(args: &[&str], input: String) -> Vec<Value> {
    let output = resol().args(args).write_stdin(input).output().unwrap();
    assert!(output.status.success(), "{args:?}");
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

#[test]
fn ratings_are_one_line_each_with_refusals_in_place() {
    let filled = SEED_SOLUTION_LINE;
    let input = lines(&[SEED_LINE, NAKED_PAIR, filled, EMPTY_LINE, CONFLICTING_LINE]);
    resol()
        .arg("--rate")
        .write_stdin(input)
        .assert()
        .success()
        .stdout("1.2/1.2/1.2\n3.0/1.2/1.2\n0.0/0.0/0.0\nno unique solution\nSense solució\n");
}

#[test]
fn a_rating_in_json_names_the_hardest_technique_and_the_level() {
    let records = json(&["--rate", "-f", "json"], lines(&[NAKED_PAIR, EMPTY_LINE]));
    let rated = &records[0];
    assert_eq!(rated["status"], "solved");
    assert_eq!(
        (rated["er"].as_f64(), rated["ep"].as_f64()),
        (Some(3.0), Some(1.2))
    );
    assert_eq!(rated["ed"].as_f64(), Some(1.2));
    assert_eq!(rated["technique"], "Naked Pair");
    assert_eq!(rated["level"], "fiendish");
    assert_eq!(records[1]["status"], "not_unique");
}

/// Replays the placements and eliminations of `steps` on `puzzle`, checking each against the
/// solution, and returns the grid the placements fill.
fn replay(puzzle: &str, solution: &str, steps: &[Value]) -> String {
    let mut grid: Vec<u8> = puzzle.bytes().collect();
    let cell = |name: &str| {
        let (row, column) = (name.as_bytes()[1] - b'1', name.as_bytes()[3] - b'1');
        9 * usize::from(row) + usize::from(column)
    };
    for step in steps {
        for placement in step["placements"].as_array().unwrap() {
            let (name, digit) = placement.as_str().unwrap().split_once('=').unwrap();
            assert_eq!(&solution[cell(name)..=cell(name)], digit, "{step}");
            grid[cell(name)] = digit.as_bytes()[0];
        }
        for elimination in step["eliminations"].as_array().unwrap() {
            let (name, digit) = elimination.as_str().unwrap().split_once("<>").unwrap();
            assert_ne!(&solution[cell(name)..=cell(name)], digit, "{step}");
        }
    }
    String::from_utf8(grid).unwrap()
}

#[test]
fn an_explanation_is_numbered_steps_then_the_solution_in_the_puzzles_form() {
    let output = resol()
        .arg("--explain")
        .write_stdin(SEED_GRID)
        .output()
        .unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    let (steps, grid) = text.split_at(text.len() - SEED_SOLUTION.len());
    assert_eq!(grid, SEED_SOLUTION);
    for (number, line) in steps.lines().enumerate() {
        assert!(line.starts_with(&format!("{}. ", number + 1)), "{line}");
        assert!(line.contains(" (1.") && line.contains('='), "{line}");
    }
}

#[test]
fn explanations_in_json_replay_soundly_to_the_solution() {
    let puzzles = [SEED_LINE, NAKED_PAIR];
    for (puzzle, record) in puzzles
        .iter()
        .zip(json(&["--explain", "-f", "json"], lines(&puzzles)))
    {
        let solution = record["solution"].as_str().unwrap();
        let steps = record["steps"].as_array().unwrap();
        assert_eq!(replay(puzzle, solution, steps), solution);
        assert_eq!(record["complete"], true);
        for step in steps {
            assert!(
                step["technique"].is_string() && step["rating"].is_f64(),
                "{step}"
            );
            assert!(
                step["text"]
                    .as_str()
                    .unwrap()
                    .starts_with(step["technique"].as_str().unwrap())
            );
        }
    }
}

#[test]
fn a_hint_on_a_game_in_progress_is_the_first_step_explain_would_take() {
    // The lesson's puzzle with its first three rows filled in.
    let game = format!("{}{}", &SEED_SOLUTION_LINE[..27], &SEED_LINE[27..]);
    let hint = json(&["--hint", "-f", "json"], lines(&[&game]));
    let explained = json(&["--explain", "-f", "json"], lines(&[&game]));
    assert_eq!(hint[0]["steps"][0], explained[0]["steps"][0]);
    let steps = hint[0]["steps"].as_array().unwrap();
    replay(&game, SEED_SOLUTION_LINE, steps);
    let text = |mode| {
        let output = resol()
            .arg(mode)
            .write_stdin(lines(&[&game]))
            .output()
            .unwrap();
        String::from_utf8(output.stdout).unwrap()
    };
    let hint = text("--hint");
    assert_eq!(hint.lines().count(), 1);
    assert_eq!(hint.lines().next(), text("--explain").lines().next());
}

#[test]
fn a_hint_refuses_a_wrong_game_and_has_nothing_for_a_full_grid() {
    // A wrong digit in a game in progress: r1c1 holds 9 in the solution, and 5 breaks no rule
    // there, but leaves no solution.
    let mut wrong = SEED_LINE.to_string();
    wrong.replace_range(0..1, "5");
    let input = lines(&[&wrong, CONFLICTING_LINE, SEED_SOLUTION_LINE]);
    resol()
        .arg("--hint")
        .write_stdin(input)
        .assert()
        .success()
        .stdout("Sense solució\nSense solució\nThe grid is full: no step is left.\n");
}

#[test]
fn two_modes_at_once_are_a_usage_error() {
    for pair in [["--rate", "--explain"], ["--count", "--hint"]] {
        resol()
            .args(pair)
            .write_stdin(SEED_GRID)
            .assert()
            .code(2)
            .stdout("");
    }
    resol()
        .args(["--rate", "-a", "classic"])
        .write_stdin(SEED_GRID)
        .assert()
        .code(2);
}

#[test]
fn logic_modes_keep_the_malformed_input_rules_and_the_order_whatever_the_jobs() {
    let input = format!("{SEED_LINE}\nx\n{NAKED_PAIR}\n").repeat(6);
    let one = resol()
        .args(["--rate", "-j1"])
        .write_stdin(input.clone())
        .output()
        .unwrap();
    assert_eq!(one.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&one.stdout),
        "1.2/1.2/1.2\n3.0/1.2/1.2\n".repeat(6)
    );
    let many = resol()
        .args(["--rate", "-j3"])
        .write_stdin(input)
        .output()
        .unwrap();
    assert_eq!(many.stdout, one.stdout);
    assert_eq!(many.stderr, one.stderr);
}

#[test]
fn hint_and_explain_name_the_givens_that_conflict() {
    // Two 5s in row 3, in columns 2 and 8.
    let mut conflicting = EMPTY_LINE.to_string();
    conflicting.replace_range(19..20, "5");
    conflicting.replace_range(25..26, "5");
    for mode in ["--hint", "--explain"] {
        resol()
            .arg(mode)
            .write_stdin(lines(&[SEED_LINE, &conflicting]))
            .assert()
            .success()
            .stderr("resol: line 2: 5 repeats in row 3: r3c2, r3c8\n");
    }
}

#[test]
fn a_rating_list_in_line_form_puts_each_rating_after_its_puzzle_and_reads_back() {
    let output = resol()
        .args(["--rate", "--format", "line"])
        .write_stdin(lines(&[SEED_LINE, NAKED_PAIR, CONFLICTING_LINE]))
        .output()
        .unwrap();
    assert!(output.status.success());
    let list = String::from_utf8(output.stdout).unwrap();
    assert_eq!(
        list,
        format!(
            "{SEED_LINE}  1.2/1.2/1.2\n{NAKED_PAIR}  3.0/1.2/1.2\n{CONFLICTING_LINE}  Sense solució\n"
        )
    );
    // The list reads back: each rating is an annotation after its puzzle's 81 cells.
    resol()
        .arg("--rate")
        .write_stdin(list.clone())
        .assert()
        .success()
        .stdout("1.2/1.2/1.2\n3.0/1.2/1.2\nSense solució\n");
    resol()
        .args(["--print", "--format", "line"])
        .write_stdin(list)
        .assert()
        .success()
        .stdout(lines(&[SEED_LINE, NAKED_PAIR, CONFLICTING_LINE]));
}

/// Every 3,000th puzzle of the forum's hardest list (`puzzles5_forum_hardest_1905_11+`, from
/// the 1,500th), rated 10.9 to 11.3.
const HARDEST: &str = include_str!("../data/hardest.txt");

#[test]
#[ignore = "slow in a debug build: run with --release -- --ignored"]
fn the_hardest_puzzles_explain_and_rate_as_recorded() {
    // Among chains of equal rank the first found wins, so the order of every search shows in
    // these steps: recorded to keep them byte for byte whatever the engine's speed-ups. The
    // chains shown under each step, indented, are held to the grid by tests/logic.rs.
    resol()
        .arg("--rate")
        .write_stdin(HARDEST)
        .assert()
        .success()
        .stdout(include_str!("../data/hardest_rate.txt"));
    let explained = resol()
        .arg("--explain")
        .write_stdin(HARDEST)
        .output()
        .unwrap();
    assert!(explained.status.success());
    let explained = String::from_utf8(explained.stdout).unwrap();
    let steps: String = explained
        .lines()
        .filter(|line| !line.starts_with("  "))
        .map(|line| format!("{line}\n"))
        .collect();
    assert_eq!(steps, include_str!("../data/hardest_explain.txt"));
    assert!(explained.contains("  Nested chain 1: "));
}

/// The first puzzle of [`HARDEST`], rated 11.0/11.0/10.6: its first step is a nested forcing
/// chain, seconds of work even in a release build.
fn hardest_first() -> &'static str {
    &HARDEST[..81]
}

/// A rating's three parts as numbers, and whether each is marked at least (`≥`).
fn parts(rating: &str) -> Vec<(f64, bool)> {
    rating
        .split('/')
        .map(|part| match part.strip_prefix('≥') {
            Some(bound) => (bound.parse().unwrap(), true),
            None => (part.parse().unwrap(), false),
        })
        .collect()
}

#[test]
fn a_rating_out_of_time_gives_a_lower_bound_and_the_stream_goes_on() {
    let input = lines(&[hardest_first(), NAKED_PAIR, SEED_LINE]);
    let output = resol()
        .args(["--rate", "--rate-limit", "0.001"])
        .write_stdin(input)
        .output()
        .unwrap();
    assert_eq!(
        output.status.code(),
        Some(1),
        "a rating cut short is a fault"
    );
    let stdout = String::from_utf8(output.stdout).unwrap();
    let ratings: Vec<&str> = stdout.lines().collect();
    assert_eq!(ratings[1..], ["3.0/1.2/1.2", "1.2/1.2/1.2"]);
    // Nothing of the rating is known yet: every part a lower bound of 11.0/11.0/10.6.
    let bounds = parts(ratings[0]);
    let recorded = [11.0, 11.0, 10.6];
    for ((bound, at_least), recorded) in bounds.iter().zip(recorded) {
        assert!(*at_least && *bound <= recorded, "{}", ratings[0]);
    }
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(
        stderr,
        format!(
            "resol: line 1: rating cut short by its time limit: ER {:.1} or more\n",
            bounds[0].0
        )
    );
}

#[test]
fn a_rate_limit_not_reached_changes_nothing() {
    let input = format!(
        "{}{}",
        include_str!("../../examples/hardest.txt"),
        lines(&[NAKED_PAIR, SEED_LINE])
    );
    for format in ["auto", "json"] {
        let without = resol()
            .args(["--rate", "--format", format])
            .write_stdin(input.clone())
            .output()
            .unwrap();
        resol()
            .args(["--rate", "--format", format, "--rate-limit", "3600"])
            .write_stdin(input.clone())
            .assert()
            .success()
            .stderr("")
            .stdout(without.stdout);
    }
}

#[test]
fn a_rating_out_of_time_in_json_says_which_parts_are_at_least() {
    let input = lines(&[hardest_first(), NAKED_PAIR]);
    let output = resol()
        .args(["--rate", "-f", "json", "--rate-limit", "0.001"])
        .write_stdin(input)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let records: Vec<Value> = String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    let cut = &records[0];
    assert_eq!(cut["status"], "solved");
    for part in ["er_at_least", "ep_at_least", "ed_at_least"] {
        assert_eq!(cut[part], true, "{part}");
    }
    assert!(cut["er"].as_f64().unwrap() <= 11.0);
    assert_eq!(cut["technique"], Value::Null);
    let exact = &records[1];
    assert_eq!(exact["er"].as_f64(), Some(3.0));
    assert!(exact.get("er_at_least").is_none());
}

#[test]
fn a_rate_limit_without_rate_is_a_usage_error_that_says_why() {
    for mode in ["--explain", "--hint", "--count"] {
        resol()
            .args([mode, "--rate-limit", "1"])
            .write_stdin(lines(&[SEED_LINE]))
            .assert()
            .code(2)
            .stderr(predicates::str::contains(
                "--rate-limit works only with --rate",
            ));
    }
    resol()
        .args(["--generate", "1", "--rating", "9.0..", "--rate-limit", "1"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("same puzzles from a seed"));
    resol()
        .args(["--rate", "--rate-limit", "0"])
        .write_stdin(lines(&[SEED_LINE]))
        .assert()
        .code(2)
        .stderr(predicates::str::contains("above 0"));
}
