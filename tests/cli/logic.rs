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
