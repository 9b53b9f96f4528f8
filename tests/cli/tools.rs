//! The puzzle tools end to end: `--check` with every fault it names and its exit status,
//! `--canonical`, `--dedup`, `--minimise` and `--shuffle` on their own and with `-j`, JSON and
//! `--stats`; and the judge recipes of the manual (`docs/tools.md`), run as written.

use crate::util::*;

/// The seed puzzle's minlex form.
const SEED_CANONICAL: &str =
    ".....1..2....32.45..3....6...2.7..81..681.4..17.5..9...8...5...29.1.3...5.....7..";

/// Runs `resol ARGS` on `input` and returns its standard output.
fn output(args: &[&str], input: &str) -> String {
    let output = resol().args(args).write_stdin(input).output().unwrap();
    String::from_utf8(output.stdout).unwrap()
}

/// `count` puzzles, each an equivalent copy of the seed puzzle, one a line.
fn shuffled_seeds(count: usize, seed: &str) -> String {
    let seeds = lines(&vec![SEED_LINE; count]);
    output(&["--shuffle", "--seed", seed], &seeds)
}

#[test]
fn canonical_prints_the_minlex_form_as_a_line_whatever_the_puzzle_s_form() {
    resol()
        .arg("--canonical")
        .write_stdin(SEED_GRID)
        .assert()
        .success()
        .stdout(format!("{SEED_CANONICAL}\n"));
    let copies = shuffled_seeds(5, "11");
    assert_eq!(
        output(&["--canonical"], &copies),
        lines(&[SEED_CANONICAL; 5])
    );
}

#[test]
fn canonical_json_gives_the_form_and_the_automorphisms() {
    let input = lines(&[SEED_LINE, EMPTY_LINE, CONFLICTING_LINE]);
    let text = output(&["--canonical", "--format", "json"], &input);
    let records: Vec<serde_json::Value> = text
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(records[0]["canonical"], SEED_CANONICAL);
    assert_eq!(records[0]["automorphisms"], 1);
    assert_eq!(records[1]["canonical"], EMPTY_LINE);
    assert_eq!(records[1]["automorphisms"], 3_359_232);
    // Two 5s in row 1, columns 1 and 5: the row goes last, the empty stack first.
    assert_eq!(
        records[2]["canonical"],
        format!("{}1..1", ".".repeat(77)),
        "defined for givens that conflict"
    );
    let rows = 2 * 2 * 6 * 6;
    let columns = 2 * 6 * 2 * 2;
    assert_eq!(records[2]["automorphisms"], rows * columns);
}

#[test]
fn dedup_keeps_the_first_of_equivalent_puzzles_as_written_and_counts_the_others() {
    let copies = shuffled_seeds(3, "5");
    let input = format!("{SEED_GRID}{copies}{UNSOLVABLE_LINE}\n{SEED_GRID}");
    resol()
        .args(["--dedup", "--stats"])
        .write_stdin(input)
        .assert()
        .success()
        .stdout(format!("{}{UNSOLVABLE_LINE}\n", spaced(SEED_LINE)))
        .stderr(predicates::str::contains(
            "6 puzzles: 0 malformed, 4 duplicates dropped",
        ));
}

#[test]
fn dedup_writes_each_puzzle_s_holes_as_they_were_written() {
    let zeros = SEED_LINE.replace('.', "0");
    let dashes = SEED_LINE.replace('.', "-");
    let question_marks = SEED_LINE.replace('.', "?");
    let underscores = SEED_LINE.replace('.', "_");
    // Each kind of hole in a puzzle of its own: the seed's 81 cells shifted along.
    let rotated = |line: &str, by: usize| format!("{}{}", &line[by..], &line[..by]);
    let input = lines(&[
        &zeros,
        &rotated(&dashes, 1),
        &rotated(&question_marks, 2),
        &rotated(&underscores, 3),
        &SEED_LINE.replace('.', "0"),
    ]);
    let expected = lines(&[
        &zeros,
        &rotated(&dashes, 1),
        &rotated(&question_marks, 2),
        &rotated(&underscores, 3),
    ]);
    assert_eq!(output(&["--dedup"], &input), expected);
    // A grid of `0` holes keeps them too; `--print` still writes dots.
    let grid = SEED_GRID.replace('.', "0");
    assert_eq!(output(&["--dedup"], &grid), spaced(&zeros));
    assert_eq!(output(&["--print"], &grid), spaced(SEED_LINE));
}

#[test]
fn dedup_keeps_the_order_and_the_choice_with_several_jobs() {
    // 600 puzzles of 200 kinds: three copies of each, in scattered order.
    let puzzles: Vec<String> = (0..200)
        .map(|i| {
            // A third of the cells kept, drawn by a linear congruential generator.
            let mut state = i as u64 * 2_654_435_761 + 1;
            let mut line = SEED_SOLUTION_LINE.as_bytes().to_vec();
            for cell in &mut line {
                state = state
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                if !(state >> 33).is_multiple_of(3) {
                    *cell = b'.';
                }
            }
            String::from_utf8(line).unwrap()
        })
        .collect();
    let raw: Vec<&str> = (0..3)
        .flat_map(|_| puzzles.iter().map(String::as_str))
        .collect();
    let input = output(&["--shuffle", "--seed", "5"], &lines(&raw));
    let one = output(&["--dedup", "-j1"], &input);
    assert_eq!(output(&["--dedup", "-j4"], &input), one);
    let kept = one.lines().count();
    assert_eq!(kept, 200, "one of each kind");
    assert_eq!(one.lines().next(), input.lines().next());
}

#[test]
fn minimise_keeps_the_solution_and_leaves_no_given_to_spare() {
    let minimal = output(&["--minimise"], &format!("{SEED_LINE}\n"));
    assert_eq!(output(&[], &minimal), format!("{SEED_SOLUTION_LINE}\n"));
    assert_eq!(
        output(&["--minimise"], &minimal),
        minimal,
        "already minimal"
    );
    assert!(minimal.matches(|c: char| c.is_ascii_digit()).count() < 28);
    // Grid form in, grid form out.
    resol()
        .arg("--minimise")
        .write_stdin(SEED_GRID)
        .assert()
        .success()
        .stdout(spaced(minimal.trim_end()));
}

#[test]
fn minimise_refuses_puzzles_without_one_solution() {
    let input = lines(&[UNSOLVABLE_LINE, EMPTY_LINE]);
    resol()
        .arg("--minimise")
        .write_stdin(input)
        .assert()
        .success()
        .stdout("Sense solució\nno unique solution\n");
}

#[test]
fn minimise_with_a_seed_is_reproducible_whatever_the_jobs() {
    let input = shuffled_seeds(300, "3");
    let one = output(&["--minimise", "--seed", "9", "-j1"], &input);
    assert_eq!(output(&["--minimise", "--seed", "9", "-j3"], &input), one);
    let other = output(&["--minimise", "--seed", "10", "-j1"], &input);
    assert_ne!(other, one, "another seed, another order");
    assert_eq!(output(&["--count"], &one), "1\n".repeat(300));
}

#[test]
fn shuffle_depends_only_on_the_seed_and_the_puzzle_s_place() {
    let input = lines(&vec![SEED_LINE; 600]);
    let one = output(&["--shuffle", "--seed", "42", "-j1"], &input);
    assert_eq!(output(&["--shuffle", "--seed", "42", "-j4"], &input), one);
    let first_two = output(
        &["--shuffle", "--seed", "42"],
        &lines(&[SEED_LINE, SEED_LINE]),
    );
    assert!(one.starts_with(&first_two));
    let lines_out: Vec<&str> = one.lines().collect();
    assert_ne!(lines_out[0], lines_out[1]);
    assert_ne!(output(&["--shuffle", "--seed", "43"], &input), one);
    resol()
        .args(["--shuffle", "--stats"])
        .write_stdin(SEED_GRID)
        .assert()
        .success()
        .stderr(predicates::str::is_match("shuffled with seed [0-9]+;").unwrap());
    assert_eq!(output(&["--count"], &one), "1\n".repeat(600));
    // Grid form in, grid form out; JSON gives both.
    let grid = output(&["--shuffle", "--seed", "42"], SEED_GRID);
    assert_eq!(grid, spaced(lines_out[0]));
    let json = output(&["--shuffle", "--seed", "42", "-f", "json"], SEED_GRID);
    assert!(
        json.contains(&format!("\"shuffled\":\"{}\"", lines_out[0])),
        "{json}"
    );
}

/// The answers file of one test.
fn answers_file(test: &str, answers: &str) -> Files {
    Files::new(test, &[("answers.txt", answers.as_bytes())])
}

/// `resol --check ANSWERS` on `puzzles`: its output and status.
fn check(test: &str, puzzles: &str, answers: &str, extra: &[&str]) -> (String, i32) {
    let files = answers_file(test, answers);
    let output = resol()
        .arg("--check")
        .arg(&files.paths[0])
        .args(extra)
        .write_stdin(puzzles)
        .output()
        .unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    (stdout, output.status.code().unwrap())
}

#[test]
fn check_accepts_every_valid_completion_and_exits_0() {
    // The empty puzzle has many solutions: any is right, not only the smallest.
    let other_completion = output(&["--shuffle", "--seed", "1"], &format!("{SMALLEST_GRID}\n"));
    let puzzles = format!("{SEED_GRID}{EMPTY_LINE}\n{EMPTY_LINE}\n{CONFLICTING_LINE}\n");
    let answers = format!("{SEED_SOLUTION}{SMALLEST_GRID}\n{other_completion}Sense solució\n");
    let (stdout, status) = check("valid", &puzzles, &answers, &[]);
    assert_eq!(stdout, "ok\nok\nok\nok\n");
    assert_eq!(status, 0);
}

#[test]
fn check_reads_sense_solucio_under_a_forced_size() {
    // A 4×4 with two 2s in its last row has no solution; so says the answer.
    let puzzles = "1234341221434322\n1234341221434321\n";
    let answers = "Sense solució\n1234341221434321\n";
    let (stdout, status) = check("forced", puzzles, answers, &["--size", "4"]);
    assert_eq!(stdout, "ok\nok\n");
    assert_eq!(status, 0);
}

#[test]
fn check_names_the_first_fault_of_each_wrong_answer_and_exits_1() {
    let mut empty_cell = SEED_SOLUTION_LINE.to_string();
    empty_cell.replace_range(21..22, ".");
    let mut changed_given = SEED_SOLUTION_LINE.to_string();
    changed_given.replace_range(5..6, "4");
    changed_given.replace_range(1..2, "2");
    // r3c2 and r3c8 swapped: the row keeps its digits, and its columns and boxes break.
    let mut swapped = SEED_SOLUTION_LINE.as_bytes().to_vec();
    swapped.swap(19, 25);
    let swapped = String::from_utf8(swapped).unwrap();
    let puzzles = lines(&[
        SEED_LINE,
        SEED_LINE,
        EMPTY_LINE,
        SEED_LINE,
        UNSOLVABLE_LINE,
        SEED_LINE,
    ]);
    let answers = lines(&[
        &empty_cell,
        &changed_given,
        &swapped,
        "Sense solució",
        SEED_SOLUTION_LINE,
    ]);
    let (stdout, status) = check("wrong", &puzzles, &answers, &[]);
    assert_eq!(
        stdout,
        "wrong: r3c4 is empty\n\
         wrong: r1c6 changes the given 2 to 4\n\
         wrong: 8 repeats in column 2 (r2c2, r3c2)\n\
         wrong: the puzzle has a solution, the answer says Sense solució\n\
         wrong: the puzzle has no solution\n\
         wrong: no answer for this puzzle\n"
    );
    assert_eq!(status, 1);
}

#[test]
fn check_reports_a_malformed_answer_and_answers_left_over_in_one_line() {
    let answers = format!("{SEED_SOLUTION_LINE}x\n{SEED_SOLUTION}{SEED_SOLUTION}Sense solució\n");
    let (stdout, status) = check("leftover", &format!("{SEED_LINE}\n"), &answers, &[]);
    let (malformed, left_over) = stdout.split_once('\n').unwrap();
    assert!(
        malformed.starts_with("wrong: malformed answer: line 1: "),
        "{malformed}"
    );
    assert_eq!(
        left_over,
        "wrong: 3 answers left over after the last puzzle, the first on line 2 of the answers\n"
    );
    assert_eq!(status, 1);
    let (json, _) = check(
        "leftover-json",
        &format!("{SEED_LINE}\n"),
        &answers,
        &["-f", "json"],
    );
    let last: serde_json::Value = serde_json::from_str(json.lines().last().unwrap()).unwrap();
    assert_eq!(last["status"], "wrong");
    assert!(
        last["reason"]
            .as_str()
            .unwrap()
            .starts_with("3 answers left over")
    );
}

#[test]
fn check_pairs_a_malformed_puzzle_with_its_answer_and_keeps_the_rest_in_step() {
    let puzzles = format!("1{}\n{SEED_LINE}\n", "x".repeat(80));
    let answers = lines(&[SEED_SOLUTION_LINE, SEED_SOLUTION_LINE]);
    let files = answers_file("step", &answers);
    resol()
        .arg("--check")
        .arg(&files.paths[0])
        .write_stdin(puzzles)
        .assert()
        .code(1)
        .stdout("ok\n")
        .stderr(predicates::str::contains(
            "line 1: unexpected character 'x'",
        ));
}

#[test]
fn check_json_gives_status_and_reason() {
    let answers = lines(&[SEED_SOLUTION_LINE, "Sense solució"]);
    let (json, status) = check(
        "json",
        &lines(&[SEED_LINE, SEED_LINE]),
        &answers,
        &["--format", "json"],
    );
    let records: Vec<serde_json::Value> = json
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(records[0]["status"], "ok");
    assert!(records[0].get("reason").is_none());
    assert_eq!(records[1]["status"], "wrong");
    assert_eq!(
        records[1]["reason"],
        "the puzzle has a solution, the answer says Sense solució"
    );
    assert_eq!(status, 1);
}

#[test]
fn check_of_shuffled_and_broken_answers_of_many_puzzles_agrees_with_the_jobs() {
    let puzzles = shuffled_seeds(400, "8");
    let solutions = output(&[], &puzzles);
    let mut answers: Vec<String> = solutions.lines().map(str::to_string).collect();
    for (i, answer) in answers.iter_mut().enumerate().filter(|(i, _)| i % 7 == 3) {
        let cell = i % 81;
        answer.replace_range(cell..cell + 1, ".");
    }
    let answers = lines(&answers.iter().map(String::as_str).collect::<Vec<_>>());
    let (one, status) = check("many", &puzzles, &answers, &["-j1"]);
    let (four, _) = check("many4", &puzzles, &answers, &["-j4"]);
    assert_eq!(one, four);
    assert_eq!(status, 1);
    let wrong = one
        .lines()
        .filter(|line| line.starts_with("wrong: r"))
        .count();
    assert_eq!(wrong, (0..400).filter(|i| i % 7 == 3).count());
    assert_eq!(
        one.lines().filter(|&line| line == "ok").count(),
        400 - wrong
    );
}

#[test]
fn a_missing_answers_file_is_a_usage_failure() {
    resol()
        .args(["--check", "no-such-answers.txt"])
        .write_stdin(SEED_GRID)
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicates::str::contains("no-such-answers.txt"));
}

#[test]
fn two_tools_at_once_or_a_seed_without_a_random_mode_are_usage_errors() {
    for args in [
        &["--canonical", "--dedup"][..],
        &["--shuffle", "--count"],
        &["--check", "a.txt", "--minimise"],
        &["--seed", "1", "--canonical"],
        &["--check", "a.txt", "--format", "grid"],
    ] {
        resol().args(args).write_stdin(SEED_GRID).assert().code(2);
    }
}

/// The judge scripts of the manual's tools page: each `sh` block that starts with `#!/bin/sh`,
/// by the name its second line gives it (`# checker.sh INPUT OUTPUT: …`).
fn judge_scripts() -> Vec<(String, String)> {
    let page =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/tools.md")).unwrap();
    let mut scripts = Vec::new();
    for block in page.split("```sh\n").skip(1) {
        let script = &block[..block.find("```").unwrap()];
        let mut lines = script.lines();
        if lines.next() != Some("#!/bin/sh") {
            continue;
        }
        let name = lines
            .next()
            .unwrap()
            .trim_start_matches("# ")
            .split(' ')
            .next()
            .unwrap();
        scripts.push((name.to_string(), script.to_string()));
    }
    scripts
}

/// Runs the manual's judge script `name` with `args` (file names in `files`' directory) and
/// `stdin`, the binary under test first on the path: its standard output and exit status.
fn run_judge_script(files: &Files, name: &str, args: &[&str], stdin: &str) -> (String, i32) {
    let scripts = judge_scripts();
    let (_, script) = scripts.iter().find(|(n, _)| n == name).expect(name);
    let binary_dir = std::path::Path::new(env!("CARGO_BIN_EXE_resol"))
        .parent()
        .unwrap();
    let path = format!(
        "{}:{}",
        binary_dir.display(),
        std::env::var("PATH").unwrap()
    );
    let mut child = std::process::Command::new("sh")
        .arg("-c")
        .arg(script)
        .arg(name)
        .args(args)
        .current_dir(files.dir())
        .env("PATH", path)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    let stdout = String::from_utf8(output.stdout).unwrap();
    (stdout, output.status.code().unwrap())
}

/// A judge's test case (the lesson's puzzle), a right answer (another solution of a puzzle
/// with several would do too) and a wrong one.
fn judge_files(test: &str) -> Files {
    let mut wrong = SEED_SOLUTION.to_string();
    wrong.replace_range(0..1, "8");
    Files::new(
        test,
        &[
            ("input.txt", SEED_GRID.as_bytes()),
            ("right.txt", SEED_SOLUTION.as_bytes()),
            ("wrong.txt", wrong.as_bytes()),
            ("none.txt", "Sense solució\n".as_bytes()),
        ],
    )
}

#[test]
fn the_manual_gives_three_judge_scripts() {
    let names: Vec<String> = judge_scripts().into_iter().map(|(name, _)| name).collect();
    assert_eq!(names, ["checker.sh", "check.sh", "validate"]);
}

#[test]
fn the_jutge_checker_prints_ac_for_a_right_answer_and_wa_otherwise() {
    let files = judge_files("jutge");
    for (output, verdict) in [
        ("right.txt", "AC\n"),
        ("wrong.txt", "WA\n"),
        ("none.txt", "WA\n"),
    ] {
        let (stdout, status) = run_judge_script(&files, "checker.sh", &["input.txt", output], "");
        assert_eq!((stdout.as_str(), status), (verdict, 0), "{output}");
    }
}

#[test]
fn the_testlib_checker_exits_0_for_a_right_answer_and_1_for_a_wrong_one() {
    let files = judge_files("testlib");
    let args = |output| ["input.txt", output, "right.txt"];
    assert_eq!(
        run_judge_script(&files, "check.sh", &args("right.txt"), "").1,
        0
    );
    assert_eq!(
        run_judge_script(&files, "check.sh", &args("wrong.txt"), "").1,
        1
    );
    assert_eq!(
        run_judge_script(&files, "check.sh", &args("missing.txt"), "").1,
        3
    );
}

#[test]
fn the_kattis_validator_exits_42_or_43_and_leaves_its_verdict_for_the_judge() {
    let files = judge_files("kattis");
    let args = ["input.txt", "right.txt", "."];
    assert_eq!(
        run_judge_script(&files, "validate", &args, SEED_SOLUTION).1,
        42
    );
    let message = std::fs::read_to_string(files.dir().join("judgemessage.txt")).unwrap();
    assert_eq!(message, "ok\n");
    let wrong = SEED_SOLUTION.replacen('9', "8", 1);
    assert_eq!(run_judge_script(&files, "validate", &args, &wrong).1, 43);
    let message = std::fs::read_to_string(files.dir().join("judgemessage.txt")).unwrap();
    assert_eq!(message, "wrong: 8 repeats in row 1 (r1c1, r1c4)\n");
    assert_eq!(
        run_judge_script(&files, "validate", &args, "").1,
        43,
        "no output"
    );
}
