//! The rules beyond the ones people play most, end to end: each on a puzzle that needs it, in
//! each form that writes it (f-puzzles keys, ISS types, `--variant`).

use predicates::prelude::PredicateBooleanExt;
use serde_json::json;

use crate::util::resol;
use crate::variants::{answer, assert_rule_needed, fpuzzles};

#[test]
fn every_rule_that_binds_cells_two_by_two_changes_the_answer_of_a_puzzle_that_needs_it() {
    let line = |cells: &[&str]| json!([{ "lines": [cells] }]);
    let cells = |cells: &[&str]| json!([{ "cells": cells }]);
    let cases = [
        (
            "clone",
            json!({ "clone": [{ "cells": ["R1C1", "R1C2"], "cloneCells": ["R3C3", "R4C1"] }] }),
        ),
        (
            "nabner",
            json!({ "nabner": line(&["R1C1", "R3C3", "R1C2"]) }),
        ),
        (
            "entropic line",
            json!({ "entropicline": line(&["R1C1", "R1C2", "R1C3"]) }),
        ),
        (
            "modular line",
            json!({ "modularline": line(&["R1C1", "R1C2", "R1C3", "R1C5"]) }),
        ),
        (
            "slow thermometer",
            json!({ "slowthermometer": line(&["R1C2", "R1C1"]) }),
        ),
        (
            "double arrow",
            json!({ "doublearrow": line(&["R1C1", "R1C2", "R1C3"]) }),
        ),
        (
            "zipper line",
            json!({ "zipperline": line(&["R1C1", "R1C2", "R1C3"]) }),
        ),
        (
            "quadruple",
            json!({ "quadruple": [{ "cells": ["R1C1", "R1C2", "R2C1", "R2C2"], "values": [6, 3] }] }),
        ),
        ("row indexer", json!({ "rowindexer": cells(&["R1C2"]) })),
        (
            "column indexer",
            json!({ "columnindexer": cells(&["R4C1"]) }),
        ),
        ("box indexer", json!({ "boxindexer": cells(&["R5C1"]) })),
    ];
    for (name, rule) in cases {
        assert_rule_needed(name, 6, rule);
    }
}

#[test]
fn every_clue_outside_the_grid_changes_the_answer_of_a_puzzle_that_needs_it() {
    let clue = |cell: &str, value: &str| json!([{ "cell": cell, "value": value }]);
    let cases = [
        ("x-sum", json!({ "xsum": clue("R1C0", "6") })),
        ("x-sum", json!({ "xsum": clue("R7C1", "9") })),
        ("skyscraper", json!({ "skyscraper": clue("R1C0", "2") })),
        ("skyscraper", json!({ "skyscraper": clue("R1C7", "2") })),
        ("skyscraper", json!({ "skyscraper": clue("R0C1", "3") })),
        (
            "numbered room",
            json!({ "numberedroom": clue("R1C0", "3") }),
        ),
        (
            "numbered room",
            json!({ "numberedroom": clue("R2C7", "4") }),
        ),
    ];
    for (name, rule) in cases {
        assert_rule_needed(name, 6, rule);
    }
}

/// What `resol` prints for `input` with `args`, asserting success.
fn printed(args: &[&str], input: &str) -> String {
    let output = resol()
        .args(args)
        .write_stdin(format!("{input}\n"))
        .assert()
        .success();
    String::from_utf8(output.get_output().stdout.clone()).unwrap()
}

#[test]
fn whole_grid_rules_of_variant_need_their_own_answer_and_are_named_when_broken() {
    let empty = ".".repeat(36);
    let plain = printed(&["--format", "line"], &empty);
    let rules = [
        ("knightmare", "knightmare"),
        ("diagonal-nonconsecutive", "diagonal nonconsecutive"),
        ("dnc", "diagonal nonconsecutive"),
        ("self-taxicab", "self-taxicab"),
    ];
    for (option, name) in rules {
        let fast = printed(&["--variant", option], &empty);
        assert_ne!(fast, plain, "{option}");
        let classic = printed(&["--variant", option, "-a", "classic"], &empty);
        assert_eq!(fast, classic, "{option}");
        let files = crate::util::Files::new(option, &[("plain.txt", plain.as_bytes())]);
        let check = [
            "--variant",
            option,
            "--check",
            &files.paths[0].to_string_lossy(),
        ];
        let output = resol()
            .args(check)
            .write_stdin(empty.clone())
            .output()
            .unwrap();
        let verdict = String::from_utf8(output.stdout).unwrap();
        assert!(
            verdict.starts_with("wrong: ") && verdict.contains(name),
            "{verdict}"
        );
    }
}

/// A 6×6 puzzle of three solutions: taxicab 4 keeps one of them, not the smallest (whose two
/// 1s, r1c1 and r2c4, stand four steps apart).
#[test]
fn taxicab_at_a_distance_picks_among_the_solutions_of_a_puzzle_that_needs_it() {
    let puzzle = "...45.6.....4.251...1...5...4..1....";
    let plain = "123456645132462513351624536241214365\n";
    let taxicab = "123456645231462513351624536142214365\n";
    // Rangsk's console name reads too; a distance past the grid's reach (two corners of a 6×6
    // are 10 steps apart) binds nothing.
    let options = ["taxicab:4", "taxi:4", "taxicab:11,taxicab:4"];
    for algorithm in ["fast", "classic"] {
        assert_eq!(printed(&["-a", algorithm], puzzle), plain, "{algorithm}");
        let far = ["--variant", "taxicab:11", "-a", algorithm];
        assert_eq!(printed(&far, puzzle), plain, "{algorithm}");
        for option in options {
            let args = ["--variant", option, "-a", algorithm];
            assert_eq!(printed(&args, puzzle), taxicab, "{option} {algorithm}");
            let count = [
                "--variant",
                option,
                "-a",
                algorithm,
                "--count",
                "--limit",
                "9",
            ];
            assert_eq!(printed(&count, puzzle), "1\n", "{option} {algorithm}");
        }
        let count = ["-a", algorithm, "--count", "--limit", "9"];
        assert_eq!(printed(&count, puzzle), "3\n", "{algorithm}");
    }
    let files = crate::util::Files::new("taxicab", &[("plain.txt", plain.as_bytes())]);
    let check = [
        "--variant",
        "taxicab:4",
        "--check",
        &files.paths[0].to_string_lossy(),
    ];
    let (verdict, _, status) = output(&check, &format!("{puzzle}\n"));
    assert_eq!(verdict, "wrong: taxicab is broken at r1c1, r2c4\n");
    assert_eq!(status, Some(1));
    let json = printed(&["--variant", "taxicab:4", "-f", "json"], puzzle);
    assert!(json.contains(r#""rules":["taxicab"]"#), "{json}");
}

#[test]
fn a_taxicab_distance_is_a_whole_number_of_at_least_one() {
    let puzzle = ".".repeat(36) + "\n";
    for (option, message) in [
        ("taxicab", "taxicab needs a distance: taxicab:D"),
        ("taxi", "taxi needs a distance: taxi:D"),
        ("taxicab:0", "must be a whole number of at least 1, not '0'"),
        ("taxicab:x", "must be a whole number of at least 1, not 'x'"),
        ("taxicab:", "must be a whole number of at least 1, not ''"),
        (
            "taxicab:-3",
            "must be a whole number of at least 1, not '-3'",
        ),
        (
            "x,taxi:2.5",
            "must be a whole number of at least 1, not '2.5'",
        ),
        ("x:4", "x takes no argument"),
        ("taxicab-4", "[possible values: "),
    ] {
        let (written, error, status) = output(&["--variant", option], &puzzle);
        assert_eq!((written.as_str(), status), ("", Some(2)), "{option}");
        assert!(
            error.starts_with("error: invalid value '"),
            "{option}: {error}"
        );
        assert!(error.contains(message), "{option}: {error}");
    }
}

#[test]
fn iss_types_read_as_the_f_puzzles_rules_of_the_same_meaning() {
    let line = |cells: &[&str]| json!([{ "lines": [cells] }]);
    let cells = |cells: &[&str]| json!([{ "cells": cells }]);
    let plain = answer(&fpuzzles(9, json!({})), "fast");
    let cases = [
        (
            ".Entropic~R1C1~R1C2~R1C3",
            json!({ "entropicline": line(&["R1C1", "R1C2", "R1C3"]) }),
        ),
        (
            ".Modular~3~R1C1~R1C2~R1C3~R1C5",
            json!({ "modularline": line(&["R1C1", "R1C2", "R1C3", "R1C5"]) }),
        ),
        (
            ".Indexing~R~R1C2",
            json!({ "rowindexer": cells(&["R1C2"]) }),
        ),
        (
            ".Indexing~C~R2C1",
            json!({ "columnindexer": cells(&["R2C1"]) }),
        ),
    ];
    for (iss, fpuzzles_rule) in cases {
        let from_iss = answer(iss, "fast");
        assert_ne!(from_iss, plain, "{iss}");
        assert_eq!(
            from_iss,
            answer(&fpuzzles(9, fpuzzles_rule), "fast"),
            "{iss}"
        );
    }
    let empty = ".".repeat(81);
    let taxicab = printed(&["--variant", "self-taxicab", "--format", "line"], &empty);
    assert_eq!(format!("{}\n", answer(".AntiTaxicab", "fast")), taxicab);
    assert_ne!(answer(".AntiTaxicab", "fast"), plain);
}

#[test]
fn an_entropic_line_in_iss_text_needs_nine_values_as_iss_says() {
    resol()
        .write_stdin(".Shape~6x6.Entropic~R1C1~R1C2\n")
        .assert()
        .failure()
        .stderr(predicates::str::contains("line 1: ").and(predicates::str::contains("entropic")));
}

#[test]
fn malformed_rules_are_reported_by_their_line_and_the_stream_goes_on() {
    let clone = json!({ "clone": [{ "cells": ["R1C1", "R1C2"], "cloneCells": ["R3C3"] }] });
    let quadruple = json!({ "quadruple": [{ "cells": ["R1C1"], "values": [10] }] });
    let input = [
        ".Quad~R9C9~1".to_string(),
        ".DoubleArrow~R1C1~R1C2".to_string(),
        ".Modular~0~R1C1~R1C2".to_string(),
        ".Indexing~X~R1C1".to_string(),
        fpuzzles(9, clone),
        fpuzzles(9, quadruple),
        ".~R1C1_1".to_string(),
    ];
    let output = resol()
        .write_stdin(input.join("\n") + "\n")
        .assert()
        .failure();
    let output = output.get_output();
    let stderr = String::from_utf8(output.stderr.clone()).unwrap();
    for line in 1..=6 {
        assert!(
            stderr.contains(&format!("resol: line {line}: ")),
            "{stderr}"
        );
    }
    let stdout = String::from_utf8(output.stdout.clone()).unwrap();
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
    assert!(stdout.starts_with('1'), "{stdout}");
}

/// A given 1 below or right of an empty cell under nonconsecutive: the classic engine once
/// read the empty cell as a 0 next to the 1, consecutive, and found no solution.
#[test]
fn a_given_one_beside_an_empty_cell_keeps_nonconsecutive() {
    let jigsaw = ".................1........5.........111122112222335544335446355446356666";
    let solution = "624153352416536241163524415362241635\n";
    for algorithm in ["fast", "classic"] {
        let args = ["--variant", "nonconsecutive", "-a", algorithm];
        assert_eq!(printed(&args, jigsaw), solution, "{algorithm}");
    }
}

#[test]
fn a_sum_line_splits_into_segments_of_its_sum_and_a_loop_may_wrap() {
    let plain = answer(".~R9C9_9", "fast");
    for line in [
        ".SumLine~10~R1C1~R1C2~R1C3~R1C4",
        ".SumLine~10~R1C1~R2C1~R2C2~R1C2~LOOP",
    ] {
        let fast = answer(line, "fast");
        assert_ne!(fast, plain, "{line}");
        assert_eq!(answer(line, "classic"), fast, "{line}");
    }
    // 1 2 3 4: no segment of 10 closes before the end, and 1 + 2 + 3 + 4 is 10.
    assert!(answer(".SumLine~10~R1C1~R1C2~R1C3~R1C4", "fast").starts_with("1234"));
}

/// What `resol` prints for `input` with `args`, whatever its exit status.
fn output(args: &[&str], input: &str) -> (String, String, Option<i32>) {
    let output = resol()
        .args(args)
        .write_stdin(input.to_string())
        .output()
        .unwrap();
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
    (
        text(output.stdout),
        text(output.stderr),
        output.status.code(),
    )
}

#[test]
fn f_puzzles_links_written_read_back_as_the_same_puzzles() {
    // Rangsk's test puzzles: each answer written as a link, read back, answers the same.
    let data = include_str!("../data/rangsk_variants.txt");
    let links: String = data
        .lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .map(|line| {
            let payload = line.split_once(':').expect("payload:solution").0;
            format!("https://www.f-puzzles.com/?load={payload}\n")
        })
        .collect();
    let (answers, _, _) = output(&[], &links);
    let (written, _, _) = output(&["--format", "fpuzzles"], &links);
    assert!(
        written
            .lines()
            .all(|line| line.starts_with("https://www.f-puzzles.com/?load="))
    );
    assert_eq!(output(&[], &written).0, answers);
    // A puzzle with two solutions: its true candidates as pencil marks keep both.
    let two = include_str!("../../examples/two-solutions.txt");
    let (marked, _, status) = output(&["--true-candidates", "--format", "fpuzzles"], two);
    assert_eq!(status, Some(0));
    assert_eq!(
        output(&["--true-candidates"], &marked).0,
        output(&["--true-candidates"], two).0
    );
    // Puzzles made, jigsaws and X, read back unique.
    for rules in [&["--jigsaw"][..], &["--variant", "x"]] {
        let args = [
            &["--generate", "5", "--seed", "2", "-f", "fpuzzles"][..],
            rules,
        ]
        .concat();
        let (made, _, _) = output(&args, "");
        assert_eq!(output(&["--count"], &made).0, "1\n".repeat(5), "{rules:?}");
    }
}

#[test]
fn a_rule_f_puzzles_cannot_hold_is_named_and_other_modes_refuse_the_form() {
    let empty = ".".repeat(81) + "\n";
    let (written, message, status) = output(&["--variant", "knightmare", "-f", "fpuzzles"], &empty);
    assert_eq!((written.as_str(), status), ("", Some(1)));
    assert_eq!(
        message,
        "resol: line 1: the rule 'knightmare' has no f-puzzles form\n"
    );
    let (written, message, status) = output(&["--variant", "taxi:3", "-f", "fpuzzles"], &empty);
    assert_eq!((written.as_str(), status), ("", Some(1)));
    assert_eq!(
        message,
        "resol: line 1: the rule 'taxicab' has no f-puzzles form\n"
    );
    for args in [
        &["--count", "-f", "fpuzzles"][..],
        &[
            "--generate",
            "1",
            "--variant",
            "self-taxicab",
            "-f",
            "fpuzzles",
        ],
        &[
            "--generate",
            "1",
            "--variant",
            "x,taxicab:3",
            "-f",
            "fpuzzles",
        ],
        &["--generate", "1", "--size", "25", "-f", "fpuzzles"],
    ] {
        assert_eq!(output(args, &empty).2, Some(2), "{args:?}");
    }
}
