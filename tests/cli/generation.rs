//! Generation end to end: reproducible output whatever `-j`, each puzzle unique and in the
//! asked form, difficulty levels kept, and usage errors for what cannot be asked.

use serde_json::Value;

use crate::util::*;

fn generated(args: &[&str]) -> String {
    let output = resol().args(args).output().unwrap();
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn the_same_seed_gives_the_same_puzzles_whatever_the_jobs() {
    let one = generated(&["--generate", "40", "--seed", "7", "-j1"]);
    assert_eq!(one.lines().count(), 40);
    for jobs in ["-j2", "-j4"] {
        assert_eq!(
            generated(&["--generate", "40", "--seed", "7", jobs]),
            one,
            "{jobs}"
        );
    }
    assert_ne!(generated(&["--generate", "40", "--seed", "8"]), one);
    // Puzzle i depends on the seed and i only: a shorter run is a prefix.
    assert!(one.starts_with(&generated(&["--generate", "5", "--seed", "7"])));
}

#[test]
fn a_difficulty_target_with_a_symmetry_gives_the_same_bytes_whatever_the_jobs() {
    let args = ["--generate", "6", "--seed", "11", "--level", "fiendish"];
    let args = [&args[..], &["--symmetry", "any", "-f", "json"]].concat();
    let one = generated(&[&args[..], &["-j1"]].concat());
    assert_eq!(one.lines().count(), 6);
    assert_eq!(generated(&[&args[..], &["-j2"]].concat()), one);
}

#[test]
fn every_generated_puzzle_has_exactly_one_solution() {
    let puzzles = generated(&["--generate", "30", "--seed", "3", "--symmetry", "rot180"]);
    for puzzle in puzzles.lines() {
        assert_eq!(puzzle.len(), 81);
        assert!(
            puzzle
                .bytes()
                .all(|b| b == b'.' || (b'1'..=b'9').contains(&b))
        );
    }
    resol()
        .arg("--count")
        .write_stdin(puzzles)
        .assert()
        .success()
        .stdout("1\n".repeat(30));
}

#[test]
fn the_grid_form_is_the_lessons_and_solves_as_the_lesson_expects() {
    let grids = generated(&["--generate", "2", "--seed", "1", "--format", "grid"]);
    let blocks: Vec<&str> = grids.split("\n\n").collect();
    assert_eq!(blocks.len(), 2);
    for block in blocks {
        assert_eq!(block.trim_end().lines().count(), 9);
        assert!(block.lines().all(|row| row.len() == 17), "{block}");
    }
    resol().write_stdin(grids).assert().success();
}

#[test]
fn json_records_carry_the_solution_givens_symmetry_and_rating() {
    let records = generated(&[
        "--generate",
        "3",
        "--seed",
        "4",
        "--symmetry",
        "dihedral",
        "-f",
        "json",
    ]);
    for line in records.lines() {
        let record: Value = serde_json::from_str(line).unwrap();
        let puzzle = record["puzzle"].as_str().unwrap();
        let givens = puzzle.bytes().filter(|&b| b != b'.').count();
        assert_eq!(record["givens"], givens);
        assert_eq!(record["symmetry"], "dihedral");
        for field in ["er", "ep", "ed"] {
            assert!(record[field].is_f64(), "{field}: {record}");
        }
        assert_eq!(record["solution"].as_str().unwrap().len(), 81);
    }
}

#[test]
fn a_level_keeps_only_puzzles_of_that_level() {
    let records = generated(&[
        "--generate",
        "3",
        "--seed",
        "9",
        "--level",
        "hard",
        "-f",
        "json",
    ]);
    for line in records.lines() {
        let record: Value = serde_json::from_str(line).unwrap();
        let er = record["er"].as_f64().unwrap();
        assert!((1.6..=2.5).contains(&er), "{record}");
        assert_eq!(record["level"], "hard");
    }
}

#[test]
fn stats_give_the_seed_that_repeats_a_run() {
    let output = resol()
        .args(["--generate", "3", "--stats"])
        .output()
        .unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    let seed = stderr
        .split("seed ")
        .nth(1)
        .and_then(|rest| rest.split(',').next())
        .unwrap_or_else(|| panic!("{stderr}"));
    let again = generated(&["--generate", "3", "--seed", seed]);
    assert_eq!(String::from_utf8(output.stdout).unwrap(), again);
}

#[test]
fn what_cannot_be_generated_is_a_usage_error() {
    let cases: [&[&str]; 6] = [
        &["--generate", "0"],
        &["--generate", "2", "--symmetry", "spiral"],
        &["--generate", "2", "--rating", "5..3"],
        &["--generate", "2", "--rating", "fast"],
        &["--generate", "2", "--level", "hard", "--rating", "1.0.."],
        &["--seed", "3"],
    ];
    for args in cases {
        resol().args(args).assert().code(2).stdout("");
    }
    resol()
        .args(["--generate", "2", "examples/seed.txt"])
        .assert()
        .code(2);
}
