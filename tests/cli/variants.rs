//! Variant puzzles end to end: every rule on a puzzle that needs it (its answer with the rule
//! differs from the answer without, both engines agree, and `--check` accepts the answer and
//! names the rule the rule-less answer breaks), every form, every mode.

use predicates::prelude::PredicateBooleanExt;
use serde_json::{Value, json};

use crate::util::{Files, resol};

/// An f-puzzles document on one line: an empty grid of `size` with `extra` keys (rules, or a
/// `grid` of its own).
pub(crate) fn fpuzzles(size: usize, extra: Value) -> String {
    let empty = json!({});
    let grid = vec![vec![empty; size]; size];
    let mut document = json!({ "size": size, "grid": grid });
    for (key, value) in extra.as_object().expect("an object of keys") {
        document[key] = value.clone();
    }
    document.to_string()
}

/// The grid of an f-puzzles document of `size` whose only given is `value` in `cell`.
fn given(size: usize, cell: usize, value: u8) -> Value {
    let mut grid = vec![vec![json!({}); size]; size];
    grid[cell / size][cell % size] = json!({ "value": value, "given": true });
    json!(grid)
}

/// The answer `resol` prints for `line` with the engine `algorithm`, asserting success.
pub(crate) fn answer(line: &str, algorithm: &str) -> String {
    let output = resol()
        .args(["-a", algorithm])
        .write_stdin(format!("{line}\n"))
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    String::from_utf8(output).unwrap().trim_end().to_string()
}

/// What `--check` says of `answer` to the puzzle `line`.
fn checked(name: &str, line: &str, answer: &str) -> String {
    let files = Files::new(name, &[("answer.txt", format!("{answer}\n").as_bytes())]);
    let output = resol()
        .arg("--check")
        .arg(&files.paths[0])
        .write_stdin(format!("{line}\n"))
        .output()
        .unwrap();
    String::from_utf8(output.stdout)
        .unwrap()
        .trim_end()
        .to_string()
}

/// Asserts that `rule` (f-puzzles keys, and the `grid` of its givens if any) on a grid of
/// `size` changes its answer, that both engines agree on it, and that `--check` accepts it and
/// says the answer without the rule breaks `name`.
pub(crate) fn assert_rule_needed(name: &str, size: usize, rule: Value) {
    let givens = match rule.get("grid") {
        Some(grid) => json!({ "grid": grid }),
        None => json!({}),
    };
    let with = fpuzzles(size, rule);
    let without = fpuzzles(size, givens);
    let (fast, plain) = (answer(&with, "fast"), answer(&without, "fast"));
    assert_ne!(fast, plain, "{name}: the rule changes nothing");
    assert_eq!(
        answer(&with, "classic"),
        fast,
        "{name}: the engines disagree"
    );
    assert_eq!(checked(name, &with, &fast), "ok", "{name}");
    let verdict = checked(name, &with, &plain);
    assert!(
        verdict.starts_with("wrong: ") && verdict.contains(name),
        "{name}: {verdict}"
    );
}

#[test]
fn every_rule_changes_the_answer_of_a_puzzle_that_needs_it() {
    let line = |cells: &[&str]| json!([{ "lines": [cells] }]);
    let cells = |cells: &[&str]| json!([{ "cells": cells }]);
    let one = |cell: &str| json!([{ "cell": cell }]);
    let cases = [
        (
            "extra region",
            json!({ "extraregion": cells(&["R1C1", "R3C2"]) }),
        ),
        ("diagonal", json!({ "diagonal-": true })),
        ("diagonal", json!({ "diagonal+": true })),
        (
            "disjoint groups",
            json!({ "disjointgroups": true, "grid": given(6, 5, 1) }),
        ),
        ("anti-knight", json!({ "antiknight": true })),
        ("anti-king", json!({ "antiking": true })),
        ("nonconsecutive", json!({ "nonconsecutive": true })),
        (
            "white dot",
            json!({ "difference": [{ "cells": ["R1C1", "R1C2"], "value": "3" }] }),
        ),
        (
            "black dot",
            json!({ "ratio": [{ "cells": ["R1C2", "R1C3"] }] }),
        ),
        (
            "X",
            json!({ "xv": [{ "cells": ["R1C1", "R1C2"], "value": "X" }] }),
        ),
        (
            "V",
            json!({ "xv": [{ "cells": ["R1C1", "R1C2"], "value": "V" }] }),
        ),
        ("negative XV", json!({ "negative": ["xv"] })),
        ("negative black dots", json!({ "negative": ["ratio"] })),
        ("odd", json!({ "odd": one("R1C2") })),
        ("even", json!({ "even": one("R1C1") })),
        ("minimum", json!({ "minimum": one("R1C2") })),
        ("maximum", json!({ "maximum": one("R1C1") })),
        (
            "killer cage",
            json!({ "killercage": [{ "cells": ["R1C1", "R1C2"], "value": "11" }] }),
        ),
        (
            "killer cage",
            json!({ "killercage": [{ "cells": ["R1C1", "R2C4"] }] }),
        ),
        (
            "arrow",
            json!({ "arrow": [{ "cells": ["R1C1"], "lines": [["R1C1", "R2C1", "R2C2"]] }] }),
        ),
        (
            "little killer",
            json!({ "littlekillersum": [{ "cell": "R0C1", "direction": "DR", "value": "21" }] }),
        ),
        (
            "sandwich",
            json!({ "sandwichsum": [{ "cell": "R1C0", "value": "9" }] }),
        ),
        (
            "thermometer",
            json!({ "thermometer": line(&["R1C2", "R1C1"]) }),
        ),
        (
            "renban",
            json!({ "renban": line(&["R1C1", "R2C4", "R3C1"]) }),
        ),
        (
            "whispers",
            json!({ "whispers": line(&["R1C1", "R1C2", "R1C3"]) }),
        ),
        (
            "palindrome",
            json!({ "palindrome": line(&["R1C1", "R2C5"]) }),
        ),
        (
            "between line",
            json!({ "betweenline": line(&["R1C1", "R2C2", "R1C3"]) }),
        ),
        (
            "region sum line",
            json!({ "regionsumline": line(&["R1C3", "R2C4"]) }),
        ),
    ];
    for (name, rule) in cases {
        assert_rule_needed(name, 6, rule);
    }
}

#[test]
fn irregular_regions_replace_the_boxes() {
    // Regions of whole columns, so that rows and regions alone decide: a Latin square.
    let grid: Vec<Vec<Value>> = (0..6)
        .map(|_| (0..6).map(|column| json!({ "region": column })).collect())
        .collect();
    let jigsaw = fpuzzles(6, json!({ "grid": grid }));
    // The smallest Latin square, which the boxes would forbid (r2c1 = 2 beside r1c2 = 2).
    let answer = answer(&jigsaw, "fast");
    assert_eq!(&answer[..12], "123456214365");
    assert_eq!(self::answer(&jigsaw, "classic"), answer);
}

/// A killer in the short form, cages without a sum (`0`) among them (ISS's
/// `data/collections.js`, "Killer sudoku [0 cage, hard]"), and its solution.
const KILLER_SHORT: &str =
    "Z<<<<W<<<^0<<>^X<T>^j>>>^>^c^^<<>>^T^<<<^>>>^^S<<^<<0^>^L<<<^^<^>^U<>>^Q>>>^>>>>^";
const KILLER_SOLUTION: &str =
    "458723196936185274271496583392547618867931452514268739783612945645379821129854367";
/// A killer whose arrows run diagonally too (ISS's `data/collections.js`, TAREK_ALL #35),
/// and its solution.
pub(crate) const KILLER_DIAGONAL: &str =
    "RJJDEPGD<H```````^F````D```D``````9`L````HE``L`L`SJ```C```I````A``B`````^<```````";
pub(crate) const KILLER_DIAGONAL_SOLUTION: &str =
    "643728915815964237927351864531472689782695341469183752398547126256819473174236598";

#[test]
fn every_form_reads_without_a_flag_beside_classic_puzzles() {
    let document = fpuzzles(
        4,
        json!({ "grid": [[{"value": 1, "given": true}, {}, {}, {}], [{}, {}, {}, {}],
                         [{}, {}, {}, {}], [{}, {}, {}, {}]],
                "thermometer": [{ "lines": [["R1C3", "R1C2"]] }] }),
    );
    let link = format!(
        "https://www.f-puzzles.com/?load={}",
        lz_str::compress_to_base64(document.as_str())
    );
    let sudokupad = format!(
        "https://sudokupad.app/fpuzzles{}",
        lz_str::compress_to_base64(document.as_str())
    );
    let text = ".Shape~4x4.~R1C1_1.Thermo~R1C3~R1C2";
    let jigsaw = concat!(
        "3.......71.......5....68.....5.19......9.............28....3......235..1.......9.",
        "000000021453303021453333221453322221455566121445666111445566667488887777888887777",
    );
    let input = [
        crate::util::SEED_LINE,
        &document,
        &link,
        &sudokupad,
        text,
        KILLER_SHORT,
        jigsaw,
    ]
    .join("\n");
    resol()
        .write_stdin(input + "\n")
        .assert()
        .success()
        .stdout(format!(
            "{}\n{}\n{}\n{}\n{}\n{}\n{}\n",
            crate::util::SEED_SOLUTION_LINE,
            "1324241331424231",
            "1324241331424231",
            "1324241331424231",
            "1324241331424231",
            KILLER_SOLUTION,
            "364891527189374265542168739625719843213987456937456182876523914498235671751642398"
        ));
}

#[test]
fn sudocue_killers_read_with_their_diagonals() {
    // The short-form killer with diagonal arrows above, in SudoCue's form.
    let cages: Vec<u32> = killer_cages(KILLER_DIAGONAL);
    let sums = killer_sums(KILLER_DIAGONAL, &cages);
    let numbers: Vec<String> = cages
        .iter()
        .map(|&cage| (sums[cage as usize] * 256 + cage).to_string())
        .collect();
    let line = format!("3x3::k:{}:", numbers.join(":"));
    resol()
        .write_stdin(line + "\n")
        .assert()
        .success()
        .stdout(format!("{KILLER_DIAGONAL_SOLUTION}\n"));
    resol()
        .write_stdin(format!("{KILLER_DIAGONAL}\n"))
        .assert()
        .success()
        .stdout(format!("{KILLER_DIAGONAL_SOLUTION}\n"));
}

/// The cage of each cell of a killer in the short form: the cell its arrows lead to.
fn killer_cages(line: &str) -> Vec<u32> {
    let bytes = line.as_bytes();
    (0..81)
        .map(|mut cell: usize| {
            loop {
                cell = match bytes[cell] {
                    b'<' => cell - 1,
                    b'>' => cell + 1,
                    b'^' => cell - 9,
                    b'v' => cell + 9,
                    b'`' => cell - 10,
                    b'\'' => cell - 8,
                    b',' => cell + 8,
                    b'.' => cell + 10,
                    _ => return cell as u32,
                }
            }
        })
        .collect()
}

/// The sum of each cage of a killer in the short form, by the cell that holds it.
fn killer_sums(line: &str, cages: &[u32]) -> Vec<u32> {
    let mut sums = vec![0; 81];
    for &cage in cages {
        let c = line.as_bytes()[cage as usize];
        sums[cage as usize] = match c {
            b'0'..=b'9' => u32::from(c - b'0'),
            b'A'..=b'Z' => u32::from(c - b'A') + 10,
            _ => u32::from(c - b'a') + 36,
        };
    }
    sums
}

#[test]
fn a_rule_that_is_not_supported_is_named_and_the_stream_goes_on() {
    let unsupported = fpuzzles(
        9,
        json!({ "lockout": [{ "lines": [["R1C1", "R1C2", "R1C3"]], "value": "4" }] }),
    );
    let input = format!(
        "{unsupported}\n.Lunchbox~10~R1C1~R1C2\n{}\n",
        crate::util::SEED_LINE
    );
    resol()
        .write_stdin(input)
        .assert()
        .code(1)
        .stdout(format!("{}\n", crate::util::SEED_SOLUTION_LINE))
        .stderr(predicates::str::contains(
            "resol: line 1: the f-puzzles rule 'lockout' is not supported",
        ))
        .stderr(predicates::str::contains(
            "resol: line 2: the ISS constraint 'Lunchbox' is not supported",
        ));
}

#[test]
fn hostile_payloads_are_reported_by_their_line() {
    let input = [
        "https://www.f-puzzles.com/?load=!!!!",
        "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcB",
        "{\"size\": 9, \"grid\": [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[",
        ".Cage~5~R10C1~R1C1",
        "{\"size\": 99, \"grid\": []}",
    ]
    .join("\n");
    let output = resol().write_stdin(input + "\n").output().unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(output.stdout.is_empty());
    let messages = String::from_utf8(output.stderr).unwrap();
    for line in 1..=5 {
        assert!(
            messages.contains(&format!("resol: line {line}: ")),
            "{messages}"
        );
    }
}

#[test]
fn the_miracle_rules_give_seventy_two_solutions_on_an_empty_grid() {
    resol()
        .args(["--variant", "anti-king,anti-knight,nonconsecutive"])
        .args(["--count", "--limit", "100"])
        .write_stdin(format!("{}\n", crate::util::EMPTY_LINE))
        .assert()
        .success()
        .stdout("72\n");
}

/// A line that passes the same cell twice binds the cell to itself: a thermometer or a
/// whispers line through it twice in a row, or a renban through it twice, cannot be kept,
/// while a palindrome can (met by fuzzing: the fast engine skipped such pairs and answered
/// puzzles the classic one rightly finds without a solution).
#[test]
fn a_line_through_the_same_cell_twice_binds_it_to_itself() {
    for (line, expected) in [
        (".Thermo~R1C2~R1C1~R1C1~R1C3", "Sense solució"),
        (".Renban~R1C1~R1C2~R1C1", "Sense solució"),
        (".Whisper~R1C1~R1C1~R1C2", "Sense solució"),
        (".Palindrome~R1C1~R1C1", "123456789"),
    ] {
        for algorithm in ["fast", "classic"] {
            let got = answer(line, algorithm);
            assert!(got.starts_with(expected), "{line} -a {algorithm}: {got}");
        }
    }
}

/// A clue outside the grid that no row can meet is read, and the puzzle has no solution: an
/// X-sum or a skyscraper of 0, an X-sum past 45, a numbered room past every value. Only a
/// number past any clue's reach is unreadable.
#[test]
fn an_outside_clue_no_row_can_meet_leaves_no_solution() {
    for line in [
        ".XSum~R1~0~",
        ".XSum~R1~999~",
        ".Skyscraper~C1~0~",
        ".NumberedRoom~R1~300~",
    ] {
        for algorithm in ["fast", "classic"] {
            assert_eq!(
                answer(line, algorithm),
                "Sense solució",
                "{line} -a {algorithm}"
            );
        }
    }
    resol()
        .write_stdin(".XSum~R1~100001~\n")
        .assert()
        .code(1)
        .stdout("")
        .stderr("resol: line 1: a XSum clue of '100001'\n");
}

#[test]
fn variant_rules_for_a_whole_run_apply_to_every_puzzle_and_refuse_what_does_not_fit() {
    let six = "1...................................";
    resol()
        .args(["--variant", "x"])
        .write_stdin(format!("{}\n{six}\n", crate::util::EMPTY_LINE))
        .assert()
        .success()
        .stdout(
            "123456789456789123789123456214365897368972514597814632941638275832547961675291348\n\
             123456465213312564654321531642246135\n",
        );
    resol()
        .args(["--variant", "windoku"])
        .write_stdin(format!("{six}\n"))
        .assert()
        .code(1)
        .stderr("resol: line 1: windoku needs square boxes, and a 6×6 puzzle has boxes of 2x3\n");
    resol()
        .args(["--variant", "windoku", "--generate", "1", "--size", "6"])
        .assert()
        .code(2);
}

#[test]
fn true_candidates_show_where_a_puzzle_is_ambiguous() {
    resol()
        .arg("--true-candidates")
        .write_stdin("12..34..........\n")
        .assert()
        .success()
        .stdout(
            ".------.----------.\n\
             | 1  2 | 34   34  |\n\
             | 3  4 | 12   12  |\n\
             :------+----------:\n\
             | 24 13| 1234 1234|\n\
             | 24 13| 1234 1234|\n\
             '------'----------'\n",
        );
    // A unique puzzle's true candidates are its solution; without one, Sense solució.
    resol()
        .args(["--true-candidates", "-f", "candidates-line"])
        .write_stdin(format!(
            "{}\n{}\n",
            crate::util::SEED_LINE,
            crate::util::CONFLICTING_LINE
        ))
        .assert()
        .success()
        .stdout(
            predicates::str::starts_with("........9.....6...")
                .and(predicates::str::ends_with("Sense solució\n")),
        );
    resol()
        .args(["--true-candidates", "-f", "grid"])
        .write_stdin("1...............\n")
        .assert()
        .code(2);
}

#[test]
fn a_hard_unique_puzzles_true_candidates_are_its_solution() {
    // Anti-consecutive with four givens: solved in a fraction of a second, and its true
    // candidates once took a proof for every other value of every cell (20 s in a release
    // build); one count now tells that the puzzle is unique.
    let puzzle = ".AntiConsecutive.~R1C2_3~R2C3_6~R3C4_5~R3C8_7\n";
    let solved = resol().write_stdin(puzzle).output().expect("resol runs");
    let solution = String::from_utf8(solved.stdout).expect("UTF-8");
    let expected: String = solution
        .trim_end()
        .chars()
        .map(|value| {
            let digit = value.to_digit(10).expect("a digit") as usize;
            (1..=9)
                .map(|v| if v == digit { value } else { '.' })
                .collect::<String>()
        })
        .collect();
    resol()
        .args(["--true-candidates", "-f", "candidates-line"])
        .write_stdin(puzzle)
        .assert()
        .success()
        .stdout(format!("{expected}\n"));
}

#[test]
fn json_names_a_variant_puzzles_rules() {
    let text = ".Shape~4x4.~R1C1_1.Thermo~R1C3~R1C2.AntiKnight";
    let output = resol()
        .args(["-f", "json"])
        .write_stdin(format!("{text}\n"))
        .output()
        .unwrap();
    let record: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(record["rules"], json!(["thermometer", "anti-knight"]));
    assert_eq!(record["solution"], "1324423124133142");
    assert_eq!(record["size"], 4);
}

#[test]
fn the_modes_for_classic_puzzles_refuse_a_variant_puzzle_by_its_line() {
    let text = ".~R1C1_1.AntiKnight";
    for (mode, what) in [
        ("--rate", "rating is"),
        ("--explain", "explaining is"),
        ("--hint", "hinting is"),
        ("--canonical", "the canonical form is"),
        ("--dedup", "the canonical form is"),
        ("--minimise", "minimising is"),
        ("--shuffle", "shuffling is"),
        ("--print", "printing is"),
    ] {
        resol()
            .arg(mode)
            .write_stdin(format!("{text}\n{}\n", crate::util::SEED_LINE))
            .assert()
            .code(1)
            .stderr(format!(
                "resol: line 1: {what} defined for classic 9×9 puzzles\n"
            ));
    }
}

#[test]
fn counting_threads_and_the_summary_work_for_variants_as_for_every_puzzle() {
    let text = ".Shape~4x4.Thermo~R1C1~R1C2~R1C3~R1C4";
    let input = format!("{text}\n").repeat(300);
    let output = resol()
        .args(["--count", "--limit", "5", "-j", "2", "--stats"])
        .write_stdin(input)
        .output()
        .unwrap();
    assert!(output.status.success());
    assert_eq!(
        String::from_utf8(output.stdout).unwrap(),
        "5+\n".repeat(300)
    );
    let summary = String::from_utf8(output.stderr).unwrap();
    assert!(summary.contains("300 puzzles"), "{summary}");
}

/// Rangsk's SudokuSolver test puzzles (dclamage/SudokuSolver, SudokuTests/Puzzles.cs): f-puzzles
/// payloads with their unique solutions, kept in `tests/data/rangsk_variants.txt`: every one,
/// the 7×7 of irregular regions included, is answered as Rangsk's solution says.
#[test]
fn rangsk_test_puzzles_are_answered_as_their_solutions_say() {
    let data = include_str!("../data/rangsk_variants.txt");
    let pairs: Vec<(&str, &str)> = data
        .lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .map(|line| line.split_once(':').expect("payload:solution"))
        .collect();
    let links: String = pairs
        .iter()
        .map(|(payload, _)| format!("https://www.f-puzzles.com/?load={payload}\n"))
        .collect();
    let output = resol().write_stdin(links).assert().success().stderr("");
    let answers = String::from_utf8(output.get_output().stdout.clone()).unwrap();
    let answers: Vec<&str> = answers.lines().collect();
    let solutions: Vec<&str> = pairs.iter().map(|(_, solution)| *solution).collect();
    assert_eq!(answers, solutions);
}

/// sigh's Interactive Sudoku Solver's example puzzles with their solutions
/// (`tests/data/iss_examples.txt`, from its data/example_puzzles.js and data/collections.js,
/// MIT): every one is answered as its solution says. A few take seconds in an optimized build
/// (CI runs it there).
#[test]
#[ignore = "seconds in an optimized build, minutes in a debug one"]
fn iss_example_puzzles_are_answered_as_their_solutions_say() {
    let data = include_str!("../data/iss_examples.txt");
    let puzzles: Vec<(&str, &str)> = data
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            (fields[1], fields[2])
        })
        .collect();
    let input: String = puzzles
        .iter()
        .map(|(input, _)| format!("{input}\n"))
        .collect();
    let output = resol().write_stdin(input).assert().success();
    let answers = String::from_utf8(output.get_output().stdout.clone()).unwrap();
    let answers: Vec<&str> = answers.lines().collect();
    assert_eq!(answers.len(), puzzles.len());
    for (answer, (input, solution)) in answers.iter().zip(&puzzles) {
        assert_eq!(answer, solution, "{input}");
    }
}

/// A 7×7 jigsaw line (the regions of ISS's "Septa", givens of its solution) and its unique
/// solution, checked by OR-Tools CP-SAT.
const JIGSAW_SEVEN: &str = "4.32..77..1.436..54.11..7.563756..45..4..22..36.5\
                            1112222111122233334443334444556667755666775556777";
const SEPTA_SOLUTION: &str = "4532167726154363754211427356375621456147322143675";

#[test]
fn a_prime_size_reads_in_every_form_its_regions_replacing_the_boxes() {
    // The jigsaw line, and ISS's constraint text of Septa (its region sum line following the
    // jigsaw's regions): both engines give the solution.
    let septa = std::fs::read_to_string("examples/jigsaw-7x7.txt").unwrap();
    for line in [JIGSAW_SEVEN, septa.lines().last().unwrap()] {
        assert_eq!(answer(line, "fast"), SEPTA_SOLUTION);
        assert_eq!(answer(line, "classic"), SEPTA_SOLUTION);
        resol()
            .arg("--count")
            .write_stdin(format!("{line}\n"))
            .assert()
            .success()
            .stdout("1\n");
    }
    // A 7×7 has no boxes to draw.
    let pretty: String = SEPTA_SOLUTION
        .as_bytes()
        .chunks(7)
        .map(|row| {
            let cells: Vec<String> = row.iter().map(|&b| char::from(b).to_string()).collect();
            cells.join(" ") + "\n"
        })
        .collect();
    resol()
        .args(["-f", "pretty"])
        .write_stdin(format!("{JIGSAW_SEVEN}\n"))
        .assert()
        .success()
        .stdout(pretty);
    // `--check` reads a 7×7 answer in the puzzle's shape, and `Sense solució` too.
    let wrong = format!("{}7", &SEPTA_SOLUTION[..48]);
    for (answer, said) in [
        (SEPTA_SOLUTION, "ok"),
        (wrong.as_str(), "wrong: r7c7 changes the given 5 to 7"),
        (
            "Sense solució",
            "wrong: the puzzle has a solution, the answer says Sense solució",
        ),
    ] {
        assert_eq!(checked("septa", JIGSAW_SEVEN, answer), said);
    }
    // Without its line, Septa has several solutions: r1c1 is given, r2c6 may hold anything.
    let without_line = septa
        .lines()
        .last()
        .unwrap()
        .replacen(".RegionSumLine", ".X", 1);
    let without_line: String = without_line
        .split('.')
        .filter(|item| !item.starts_with('X'))
        .collect::<Vec<_>>()
        .join(".");
    let output = resol()
        .args(["--true-candidates", "-f", "candidates-line"])
        .write_stdin(format!("{without_line}\n"))
        .assert()
        .success();
    let line = String::from_utf8(output.get_output().stdout.clone()).unwrap();
    assert_eq!(line.trim_end().len(), 7 * 49);
    assert_eq!(&line[..7], "...4...");
    assert_eq!(&line[7 * 12..7 * 13], "1234567");
}

#[test]
fn a_prime_size_without_regions_is_a_latin_square() {
    // An f-puzzles 5×5 without regions: rows and columns alone, as Rangsk's solver and ISS read
    // it; an empty one's answer is the smallest Latin square of order 5.
    let latin = fpuzzles(5, json!({}));
    assert_eq!(answer(&latin, "fast"), "1234521453345124523153124");
    assert_eq!(answer(&latin, "classic"), "1234521453345124523153124");
    resol()
        .args(["--count", "--limit", "1000"])
        .write_stdin(".Shape~5x5\n")
        .assert()
        .success()
        .stdout("1000+\n");
}
