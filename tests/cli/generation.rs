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

/// The canonical forms of `puzzles`, one a line.
fn canonical_forms(puzzles: &str) -> Vec<String> {
    let output = resol()
        .arg("--canonical")
        .write_stdin(puzzles)
        .output()
        .unwrap();
    assert!(output.status.success());
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn puzzles_near_a_file_are_the_same_whatever_the_jobs() {
    let args = [
        "--generate",
        "8",
        "--near",
        "examples/hardest.txt",
        "--seed",
        "5",
    ];
    let one = generated(&[&args[..], &["-j1"]].concat());
    assert_eq!(one.lines().count(), 8);
    assert_eq!(generated(&[&args[..], &["-j2"]].concat()), one);
    let other = [
        "--generate",
        "8",
        "--near",
        "examples/hardest.txt",
        "--seed",
        "6",
    ];
    assert_ne!(generated(&other), one);
}

#[test]
fn puzzles_near_a_file_are_unique_minimal_new_and_never_twice_the_same() {
    // One puzzle to start from, and more puzzles asked than its nearest neighbours: any
    // repeat would show.
    let start = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    let puzzles = resol()
        .args(["--generate", "30", "--near", "-", "--seed", "2", "-j2"])
        .write_stdin(format!("{start}\n"))
        .output()
        .unwrap();
    assert!(puzzles.status.success());
    let puzzles = String::from_utf8(puzzles.stdout).unwrap();
    assert_eq!(puzzles.lines().count(), 30);
    resol()
        .arg("--count")
        .write_stdin(puzzles.clone())
        .assert()
        .success()
        .stdout("1\n".repeat(30));
    // Minimal: taking givens away leaves each as it is.
    resol()
        .arg("--minimise")
        .write_stdin(puzzles.clone())
        .assert()
        .success()
        .stdout(puzzles.clone());
    let forms = canonical_forms(&puzzles);
    let start_form = canonical_forms(start).remove(0);
    assert!(!forms.contains(&start_form));
    let mut distinct = forms.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), 30);
}

#[test]
fn puzzles_near_hard_ones_are_never_equivalent_to_them() {
    let puzzles = generated(&[
        "--generate",
        "12",
        "--near",
        "examples/hardest.txt",
        "--seed",
        "3",
    ]);
    let read = std::fs::read_to_string("examples/hardest.txt").unwrap();
    let known = canonical_forms(&read);
    assert_eq!(known.len(), 4);
    for form in canonical_forms(&puzzles) {
        assert!(!known.contains(&form), "{form}");
    }
}

#[test]
fn puzzles_near_a_file_keep_the_level_asked() {
    let output = resol()
        .args(["--generate", "3", "--near", "examples/puzzles.txt"])
        .args(["--level", "medium", "--seed", "1"])
        .output()
        .unwrap();
    // Two puzzles of the file are skipped (status 1); the three others are used.
    assert_eq!(output.status.code(), Some(1));
    resol()
        .arg("--rate")
        .write_stdin(output.stdout)
        .assert()
        .success()
        .stdout("1.5/1.2/1.2\n".repeat(3));
}

#[test]
fn puzzles_of_the_near_file_without_one_solution_are_named_and_skipped() {
    resol()
        .args([
            "--generate",
            "2",
            "--near",
            "examples/puzzles.txt",
            "--seed",
            "1",
        ])
        .assert()
        .code(1)
        .stdout(predicates::str::is_match("^([1-9.]{81}\n){2}$").unwrap())
        .stderr(
            "resol: examples/puzzles.txt: line 6: more than one solution; skipped\n\
             resol: examples/puzzles.txt: line 8: no solution; skipped\n",
        );
}

#[test]
fn the_near_file_is_read_from_standard_input_as_dash() {
    let from_file = generated(&[
        "--generate",
        "2",
        "--near",
        "examples/hardest.txt",
        "--seed",
        "4",
    ]);
    resol()
        .args(["--generate", "2", "--near", "-", "--seed", "4"])
        .write_stdin(std::fs::read("examples/hardest.txt").unwrap())
        .assert()
        .success()
        .stdout(from_file);
}

#[test]
fn a_near_file_without_a_usable_puzzle_is_a_usage_error() {
    resol()
        .args(["--generate", "2", "--near", "-"])
        .write_stdin(format!("{EMPTY_LINE}\n{CONFLICTING_LINE}\n"))
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicates::str::contains(
            "line 1: more than one solution; skipped",
        ))
        .stderr(predicates::str::contains(
            "--near standard input: no usable puzzle",
        ));
    resol()
        .args(["--generate", "2", "--near", "no-such-file.txt"])
        .assert()
        .code(2)
        .stderr(predicates::str::starts_with(
            "resol: cannot read --near no-such-file.txt: ",
        ));
}

#[test]
fn near_without_generate_or_with_a_symmetry_or_another_size_is_a_usage_error() {
    let cases: [&[&str]; 3] = [
        &["--near", "examples/hardest.txt", "examples/seed.txt"],
        &[
            "--generate",
            "1",
            "--near",
            "examples/hardest.txt",
            "--symmetry",
            "rot180",
        ],
        &[
            "--generate",
            "1",
            "--near",
            "examples/six.txt",
            "--size",
            "6",
        ],
    ];
    for args in cases {
        resol().args(args).assert().code(2).stdout("");
    }
}

/// Standard error in the first seconds of `resol --generate 1 ARGS`, stopped then.
fn first_messages(args: &[&str]) -> String {
    let output = resol()
        .args(["--generate", "1", "--seed", "1"])
        .args(args)
        .timeout(std::time::Duration::from_secs(3))
        .output()
        .unwrap();
    String::from_utf8(output.stderr).unwrap()
}

#[test]
fn nested_forcing_chains_are_climbed_to_without_symmetry_and_warned_about_with_one() {
    let warning = "--rating 9.5.. asks for nested forcing chains (ER 9.5 and up)";
    let climbing = first_messages(&["--rating", "9.5.."]);
    assert!(!climbing.contains(warning), "{climbing}");
    let symmetric = first_messages(&["--rating", "9.5..", "--symmetry", "rot90"]);
    assert!(symmetric.contains(warning), "{symmetric}");
    assert!(
        symmetric.contains("does not reach with a symmetry"),
        "{symmetric}"
    );
}

#[test]
fn variant_and_jigsaw_puzzles_are_reproducible_and_read_back_unique() {
    for extra in [
        &["--jigsaw"][..],
        &["--variant", "x"],
        &["--variant", "windoku,anti-knight"],
        &["--variant", "taxicab:3"],
        &["--jigsaw", "--variant", "x", "--symmetry", "rot180"],
    ] {
        let args = |jobs: &'static str| {
            let mut args = vec!["--generate", "12", "--seed", "3", jobs];
            args.extend_from_slice(extra);
            args
        };
        let one = generated(&args("-j1"));
        assert_eq!(one.lines().count(), 12, "{extra:?}");
        assert_eq!(generated(&args("-j2")), one, "{extra:?}");
        // Read back with the same rules (a jigsaw line carries its regions).
        let rules: Vec<&str> = extra
            .windows(2)
            .filter(|pair| pair[0] == "--variant")
            .flat_map(|pair| ["--variant", pair[1]])
            .collect();
        let counts = resol()
            .args(&rules)
            .arg("--count")
            .write_stdin(one.clone())
            .assert()
            .success();
        let counts = String::from_utf8(counts.get_output().stdout.clone()).unwrap();
        assert!(
            counts.lines().all(|line| line == "1"),
            "{extra:?}: {counts}"
        );
    }
}

#[test]
fn a_jigsaw_record_names_its_rules_and_regions() {
    let record = generated(&[
        "--generate",
        "1",
        "--jigsaw",
        "--variant",
        "x",
        "-f",
        "json",
    ]);
    let record: Value = serde_json::from_str(&record).unwrap();
    assert_eq!(record["rules"], serde_json::json!(["jigsaw", "diagonal"]));
    assert_eq!(record["regions"].as_str().unwrap().len(), 81);
}

#[test]
fn variant_generation_refuses_ratings_and_rules_that_do_not_fit() {
    for (args, message) in [
        (
            &["--generate", "1", "--jigsaw", "--level", "easy"][..],
            "--rating and --level",
        ),
        (
            &["--generate", "1", "--variant", "x", "--rating", "2.0.."],
            "--rating and --level",
        ),
        (
            &["--generate", "1", "--size", "6", "--variant", "windoku"],
            "square boxes",
        ),
        (
            &["--generate", "1", "--jigsaw", "--variant", "disjoint"],
            "disjoint",
        ),
        (&["--jigsaw"], "--jigsaw works only with --generate"),
    ] {
        resol()
            .args(args)
            .assert()
            .code(2)
            .stderr(predicates::str::contains(message));
    }
}
