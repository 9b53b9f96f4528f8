//! f-puzzles documents and the links that carry them: the forms of link, what each key reads
//! as, and the lines never taken for a variant form.

use serde_json::{Value, json};

use super::{cages, counts, decode, refuse};
use crate::parse::variant::{Form, recognise};
use crate::shape::Shape;
use crate::variant::{GlobalRule, Group, Pair, Relation, Rule};

/// An empty f-puzzles grid of size `n`, as a document.
fn document(n: usize) -> Value {
    let row: Vec<Value> = (0..n).map(|_| json!({})).collect();
    json!({ "size": n, "title": "t", "author": "a", "ruleset": "r", "grid": vec![row; n] })
}

/// The document with `key` set to `value`.
fn with(mut document: Value, key: &str, value: Value) -> Value {
    document[key] = value;
    document
}

/// The payload of f-puzzles' links: LZ-string base64 of the document.
fn payload(document: &Value) -> String {
    lz_str::compress_to_base64(document.to_string().as_str())
}

#[test]
fn every_form_of_link_reads_the_same_puzzle() {
    let mut doc = document(9);
    doc["grid"][0][0] = json!({ "value": 5, "given": true });
    doc["grid"][0][1] = json!({ "value": 6 });
    doc["antiknight"] = json!(true);
    let payload = payload(&doc);
    let encoded = payload
        .replace('+', "%2B")
        .replace('/', "%2F")
        .replace('=', "%3D");
    let links = [
        format!("https://www.f-puzzles.com/?load={payload}"),
        format!("f-puzzles.com/?load={payload}&other=1"),
        format!("Puzzle: https://f-puzzles.com/?load={encoded}  (hard)"),
        format!("https://sudokupad.app/fpuzzles{payload}"),
        format!("https://beta.sudokupad.app/fpuz{encoded}"),
        format!("https://sudokupad.app/?puzzleid=fpuzzles{encoded}"),
        format!("https://app.crackingthecryptic.com/sudoku/?puzzleid=fpuzzles{encoded}"),
        format!("https://crackingthecryptic.com/fpuzzles{payload}"),
    ];
    let json = doc.to_string();
    assert_eq!(recognise(&json), Some(Form::FPuzzlesJson));
    let expected = decode(&json);
    // A value without `given` is a solver's entry, not a given.
    assert_eq!(expected.grid.given_count(), 1);
    assert_eq!(expected.variant.rules, [Rule::AntiKnight]);
    for link in links {
        assert_eq!(recognise(&link), Some(Form::FPuzzlesLink), "{link}");
        assert_eq!(decode(&link), expected, "{link}");
    }
    // A SudokuPad link to a puzzle of another kind is no f-puzzles link.
    assert_eq!(recognise("https://sudokupad.app/scl8ogT4AqKAd"), None);
}

#[test]
fn classic_lines_are_never_taken_for_a_variant_form() {
    let classic = [
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......  11.9 # Golden",
        "530070000600195000098000060800060003400803001700020006060000280000419005000080079",
        ". . . | 1 2 3 | . . .",
        "------+-------+------",
        "*-----------*",
        ".-------.-------.-------.",
        "5,3,,,7,,,,",
        "# a comment with ?load=abc and .Cage~5~R1C1",
        "12 . 3 16",
        "G.1.....",
        "",
        "123456789ABCDEFG",
        &"1".repeat(729),
        &".".repeat(256),
    ];
    for line in classic {
        assert_eq!(recognise(line), None, "{line}");
    }
}

#[test]
fn a_prime_sizes_cells_without_a_region_lie_in_their_rows() {
    // A 5×5 Latin square without any region key: no irregular regions, no boxes.
    let latin = decode(&document(5).to_string());
    assert!(latin.variant.regions.is_none());
    assert!(!latin.grid.shape().has_boxes());
    // Two cells swap regions 0 and 1: every other cell stays in its row's region.
    let mut doc = document(5);
    doc["grid"][0][4]["region"] = json!(1);
    doc["grid"][1][0]["region"] = json!(0);
    let regions = decode(&doc.to_string()).variant.regions.expect("regions");
    assert_eq!(regions[..10], [0, 0, 0, 0, 1, 0, 1, 1, 1, 1]);
    assert_eq!(regions[10..], [2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4]);
    // Disjoint groups as Rangsk makes them there: the k-th cell of every row, a column.
    let disjoint = decode(&with(document(5), "disjointgroups", json!(true)).to_string());
    let first_column = Rule::Distinct {
        group: Group::Disjoint,
        cells: vec![0, 5, 10, 15, 20],
    };
    assert_eq!(disjoint.variant.rules.len(), 5);
    assert_eq!(disjoint.variant.rules[0], first_column);
    // On boxes, the groups of `--variant disjoint`.
    let nine = decode(&with(document(9), "disjointgroups", json!(true)).to_string());
    let boxes = GlobalRule::Disjoint.rules(Shape::NINE, false).unwrap();
    assert_eq!(nine.variant.rules, boxes);
}

#[test]
fn grids_give_givens_pencil_marks_and_regions() {
    let mut doc = document(6);
    doc["grid"][0][0] = json!({ "value": 6, "given": true, "cornerPencilMarks": [1, 2] });
    doc["grid"][1][1] = json!({ "givenPencilMarks": [2, 4], "centerPencilMarks": [1] });
    let puzzle = decode(&doc.to_string());
    assert_eq!(puzzle.grid.shape().size(), 6);
    assert_eq!(puzzle.grid.get(0), 6);
    assert_eq!(puzzle.allowed.expect("r2c2 keeps to 2 and 4")[7], 0b1010);
    // Regions by column: a jigsaw of six columns.
    for r in 0..6 {
        for c in 0..6 {
            doc["grid"][r][c]["region"] = json!(c);
        }
    }
    let jigsaw = decode(&doc.to_string());
    assert_eq!(jigsaw.variant.regions.as_ref().map(|r| r[7]), Some(1));
    doc["grid"][0][0]["region"] = json!(1);
    let error = refuse(&doc.to_string());
    assert_eq!(error.to_string(), "region 1 has 5 cells, not 6");
    doc["grid"][0][0]["region"] = json!(null);
    assert!(
        refuse(&doc.to_string())
            .to_string()
            .contains("in no region")
    );
    let mut bad = document(9);
    bad["grid"][2][3] = json!({ "value": 10, "given": true });
    let error = refuse(&bad.to_string());
    assert_eq!(
        error.to_string(),
        "cell R3C4 holds '10', not a value of a 9×9 grid"
    );
    assert_eq!(
        refuse(&document(3).to_string()).to_string(),
        "a 3×3 grid is not supported"
    );
}

#[test]
fn keys_read_as_rangsk_reads_them() {
    let doc = document(9);
    let rules = |key: &str, value: Value| {
        decode(&with(doc.clone(), key, value).to_string())
            .variant
            .rules
    };
    // `diagonal+` runs from the bottom left to the top right.
    let Rule::Distinct {
        group: Group::Diagonal,
        cells,
    } = &rules("diagonal+", json!(true))[0]
    else {
        panic!()
    };
    assert_eq!(cells[0], 72);
    // An arrow's line starts in its circle: the shaft is the rest.
    let arrow =
        json!([{ "cells": ["R1C1"], "lines": [["R1C1", "R1C2", "R1C3"], ["R1C1", "R2C1"]] }]);
    let expected = [
        Rule::Arrow {
            circle: vec![0],
            shaft: vec![1, 2],
        },
        Rule::Arrow {
            circle: vec![0],
            shaft: vec![9],
        },
    ];
    assert_eq!(rules("arrow", arrow), expected);
    let cages = json!([{ "cells": ["R1C1", "R1C2"], "value": "7" }, { "cells": ["R2C1"] }]);
    let expected = [
        Rule::Cage {
            cells: vec![0, 1],
            sums: vec![7],
        },
        Rule::Cage {
            cells: vec![9],
            sums: vec![],
        },
    ];
    assert_eq!(rules("killercage", cages), expected);
    // Little killers start outside the grid and step in; no sum, no rule.
    let clues = json!([
        { "cell": "R0C4", "direction": "DL", "value": "17" },
        { "cell": "R7C10", "direction": "DL", "value": "7" },
        { "cell": "R10C1", "direction": "UR", "value": "" },
    ]);
    let expected = [
        Rule::LittleKiller {
            cells: vec![2, 10, 18],
            sum: 17,
        },
        Rule::LittleKiller {
            cells: vec![7 * 9 + 8, 8 * 9 + 7],
            sum: 7,
        },
    ];
    assert_eq!(rules("littlekillersum", clues), expected);
    let sandwiches = json!([{ "cell": "R0C2", "value": "10" }, { "cell": "R3C10", "value": "0" }]);
    let Rule::Sandwich { cells, sum: 10 } = &rules("sandwichsum", sandwiches.clone())[0] else {
        panic!()
    };
    assert_eq!(cells[..2], [1, 10]);
    let Rule::Sandwich { cells, sum: 0 } = &rules("sandwichsum", sandwiches)[1] else {
        panic!()
    };
    assert_eq!(cells[..2], [18, 19]);
    let whispers =
        json!([{ "lines": [["R1C1", "R1C2"]] }, { "lines": [["R2C1", "R2C2"]], "value": "3" }]);
    let expected = [
        Rule::Whispers {
            cells: vec![0, 1],
            difference: 5,
        },
        Rule::Whispers {
            cells: vec![9, 10],
            difference: 3,
        },
    ];
    assert_eq!(rules("whispers", whispers), expected);
}

#[test]
fn dots_and_their_negative_constraints() {
    let mut doc = document(9);
    doc["ratio"] =
        json!([{ "cells": ["R1C1", "R1C2"] }, { "cells": ["R2C1", "R2C2"], "value": "3" }]);
    doc["difference"] = json!([{ "cells": ["R3C1", "R3C2"] }]);
    doc["xv"] = json!([{ "cells": ["R4C1", "R4C2"], "value": "X" }, { "cells": ["R5C1", "R5C2"], "value": "v" }]);
    doc["negative"] = json!(["ratio", "xv"]);
    doc["nonconsecutive"] = json!(true);
    let rules = decode(&doc.to_string()).variant.rules;
    let pair = |a, b, relation, value| {
        Rule::Pair(Pair {
            cells: [a, b],
            relation,
            value,
        })
    };
    let expected = [
        pair(0, 1, Relation::Ratio, 2),
        pair(9, 10, Relation::Ratio, 3),
        Rule::Negative {
            relation: Relation::Ratio,
            values: vec![2, 3],
        },
        Rule::Negative {
            relation: Relation::Difference,
            values: vec![1],
        },
        pair(18, 19, Relation::Difference, 1),
        Rule::Negative {
            relation: Relation::Sum,
            values: vec![5, 10],
        },
        pair(27, 28, Relation::Sum, 10),
        pair(36, 37, Relation::Sum, 5),
    ];
    assert_eq!(rules, expected);
}

#[test]
fn drawings_are_ignored_and_unsupported_rules_named() {
    let doc = with(
        document(9),
        "line",
        json!([{ "lines": [["R1C1", "R1C2"]], "outlineC": "#000" }]),
    );
    let doc = with(doc, "text", json!([{ "cells": ["R1C1"], "value": "hi" }]));
    let doc = with(doc, "solution", json!([1, 2, 3]));
    let doc = with(doc, "lockout", json!([]));
    let doc = with(
        doc,
        "cage",
        json!([{ "cells": ["R1C1"], "value": "title: x" }]),
    );
    let doc = with(doc, "highlightConflicts", json!(true));
    assert!(decode(&doc.to_string()).variant.is_classic());
    let lockout = with(
        doc.clone(),
        "lockout",
        json!([{ "lines": [["R1C1", "R1C2", "R1C3"]], "value": "4" }]),
    );
    assert_eq!(
        refuse(&lockout.to_string()).to_string(),
        "the f-puzzles rule 'lockout' is not supported"
    );
    let queen = with(doc.clone(), "antiqueen", json!(true));
    assert_eq!(
        refuse(&queen.to_string()).to_string(),
        "the f-puzzles rule 'antiqueen' is not supported"
    );
    let negative = with(doc.clone(), "negative", json!(["difference"]));
    assert!(
        refuse(&negative.to_string())
            .to_string()
            .contains("'negative \"difference\"'")
    );
    // Rangsk reads a cosmetic cage valued `DR` and a root as a cage of any sum of that root.
    let root = with(
        doc,
        "cage",
        json!([{ "cells": ["R1C1", "R1C2"], "value": "DR5" }]),
    );
    assert_eq!(
        cages(&decode(&root.to_string())),
        [(vec![0, 1], vec![5, 14])]
    );
}

#[test]
fn rules_with_missing_or_unreadable_arguments_are_errors() {
    let doc = document(9);
    let error =
        |key: &str, value: Value| refuse(&with(doc.clone(), key, value).to_string()).to_string();
    assert_eq!(
        error("killercage", json!([{ "cells": [] }])),
        "a killer cage needs cells"
    );
    assert_eq!(
        error("killercage", json!([{ "cells": ["R10C1"] }])),
        "cell R10C1 is outside the 9×9 grid"
    );
    let sum = error("killercage", json!([{ "cells": ["R1C1"], "value": "-3" }]));
    assert_eq!(sum, "the killer cage at r1c1 has an unreadable sum '-3'");
    let arrow = error(
        "arrow",
        json!([{ "cells": ["R1C1"], "lines": [["R1C1", "banana"]] }]),
    );
    assert_eq!(arrow, "'banana' is not a cell");
    let lk = error(
        "littlekillersum",
        json!([{ "cell": "R5C5", "direction": "XX", "value": "3" }]),
    );
    assert_eq!(lk, "the little killer at R5C5 points XX");
    let sandwich = error("sandwichsum", json!([{ "cell": "R0C0", "value": "3" }]));
    assert_eq!(sandwich, "the sandwich at R0C0 is beside no row or column");
    assert_eq!(
        error("thermometer", json!({})),
        "the f-puzzles document has 'thermometer' that is not a list"
    );
    assert_eq!(
        error("antiknight", json!("yes")),
        "'antiknight' is \"yes\", not true or false"
    );
    assert_eq!(error("odd", json!([{}])), "an entry of 'odd' names no cell");
    let mut big = document(16);
    big["arrow"] = json!([{ "cells": ["R1C1", "R1C2"], "lines": [["R1C2", "R2C2"]] }]);
    let pill = refuse(&big.to_string()).to_string();
    assert_eq!(
        pill,
        "the f-puzzles rule 'arrow with a pill past 9×9' is not supported"
    );
    assert_eq!(counts(&decode(&document(16).to_string())), []);
}
