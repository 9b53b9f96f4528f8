//! Round trips of the f-puzzles writer through the reader.

use super::*;
use crate::parse::variant::{Form, VariantPuzzle, read, recognise};
use crate::problem::Problem;
use crate::shape::Shape;
use crate::solver::{Algorithm, solve};
use crate::variant::{Pair, Pairwise, Relation, Rule, Sums};
use std::sync::Arc;

const RANGSK: &str = include_str!("../../../tests/data/rangsk_variants.txt");
const ISS: &str = include_str!("../../../tests/data/iss_examples.txt");

/// The puzzle of a line in any variant form, or `None` when the reader refuses it.
fn decode(line: &str) -> Option<VariantPuzzle> {
    read(line, recognise(line).expect("a variant form")).ok()
}

/// The puzzle read back from the link written of `puzzle`, with its allowed values.
fn round_trip(puzzle: &VariantPuzzle) -> Result<VariantPuzzle, Unwritable> {
    let marks = match &puzzle.allowed {
        Some(allowed) => Marks::PencilMarks(allowed),
        None => Marks::None,
    };
    let link = fpuzzles_link(&puzzle.grid, &puzzle.variant, marks)?;
    Ok(read(&link, Form::FPuzzlesLink).expect("a written link reads back"))
}

/// The rules, written out and sorted: equal for the same rules in any order.
fn rules(puzzle: &VariantPuzzle) -> Vec<String> {
    let mut rules: Vec<String> = puzzle
        .variant
        .rules
        .iter()
        .map(|r| format!("{r:?}"))
        .collect();
    rules.sort();
    rules
}

/// The solution the solver finds of a puzzle.
fn solution(puzzle: &VariantPuzzle) -> Option<crate::sized::SizedGrid> {
    let mut problem = Problem::new(puzzle.grid.clone());
    problem = problem.with_variant(Arc::new(puzzle.variant.clone()));
    if let Some(allowed) = &puzzle.allowed {
        problem = problem.within(allowed);
    }
    solve(&problem, Algorithm::Fast)
}

#[test]
fn rangsk_puzzles_read_back_with_the_same_rules() {
    let mut written = 0;
    for line in RANGSK.lines().filter(|line| !line.starts_with('#')) {
        let Some((payload, _)) = line.split_once(':') else {
            continue;
        };
        let Some(puzzle) = decode(&format!("https://www.f-puzzles.com/?load={payload}")) else {
            continue;
        };
        let back = round_trip(&puzzle).expect("an f-puzzles puzzle is writable");
        assert_eq!(back.grid, puzzle.grid);
        assert_eq!(back.allowed, puzzle.allowed);
        assert_eq!(back.variant.regions, puzzle.variant.regions);
        assert_eq!(rules(&back), rules(&puzzle), "{payload:.40}");
        written += 1;
    }
    assert_eq!(written, 37);
}

#[test]
fn iss_puzzles_read_back_with_the_same_rules_or_solution() {
    let (mut same, mut solved, mut unwritable) = (0, Vec::new(), Vec::new());
    for line in ISS.lines().filter(|line| !line.starts_with('#')) {
        let fields: Vec<&str> = line.split('\t').collect();
        let puzzle = decode(fields[1]).expect("an ISS example reads");
        let back = match round_trip(&puzzle) {
            Ok(back) => back,
            Err(Unwritable(rule)) => {
                unwritable.push((fields[0], rule));
                continue;
            }
        };
        assert_eq!(back.grid, puzzle.grid, "{}", fields[0]);
        assert_eq!(back.allowed, puzzle.allowed, "{}", fields[0]);
        assert_eq!(back.variant.regions, puzzle.variant.regions);
        if rules(&back) == rules(&puzzle) {
            same += 1;
        } else {
            // Windows come back as extra regions: the same solution.
            assert_eq!(solution(&back), fields[2].parse().ok(), "{}", fields[0]);
            solved.push(fields[0]);
        }
    }
    assert!(same >= 79, "{same}");
    assert!(
        solved.iter().all(|name| name.contains("Windoku")),
        "{solved:?}"
    );
    // ISS's sums of any cells read as little killers, and its equal sums, anti-taxicab,
    // modular lines of other moduli and sum lines have no f-puzzles key.
    let no_form = [
        "little killer",
        "equal sums",
        "self-taxicab",
        "modular line",
        "sum line",
    ];
    assert!(unwritable.iter().all(|(_, rule)| no_form.contains(rule)));
    assert!(unwritable.len() >= 6, "{unwritable:?}");
}

#[test]
fn rules_of_every_side_and_direction_read_back_the_same() {
    let layout =
        "000000021453303021453333221453322221455566121445666111445566667488887777888887777";
    let regions = layout.bytes().map(|b| json!({"region": b - b'0'}));
    let rows: Vec<Vec<Value>> = regions
        .collect::<Vec<_>>()
        .chunks(9)
        .map(<[_]>::to_vec)
        .collect();
    let lines = |cells: &[&str]| json!({"lines": [cells]});
    let clue = |cell: &str, value: &str| json!({"cell": cell, "value": value});
    let document = json!({
        "size": 9, "grid": rows, "diagonal+": true, "disjointgroups": true,
        "cage": [{"cells": ["R1C1", "R1C2", "R1C3"], "value": "DR5"}],
        "ratio": [{"cells": ["R2C1", "R2C2"], "value": "3"}], "negative": ["ratio"],
        "difference": [{"cells": ["R3C1", "R3C2"], "value": "2"}],
        "littlekillersum": [
            {"cell": "R0C1", "direction": "DR", "value": "10"},
            {"cell": "R10C5", "direction": "UL", "value": "20"},
            {"cell": "R0C9", "direction": "DL", "value": "15"},
            {"cell": "R10C1", "direction": "UR", "value": "45"},
        ],
        "xsum": [clue("R10C3", "12"), clue("R4C10", "9")],
        "skyscraper": [clue("R0C4", "3"), clue("R6C0", "4")],
        "numberedroom": [clue("R7C10", "5")],
        "sandwichsum": [clue("R0C7", "0"), clue("R2C0", "35")],
        "arrow": [{"cells": ["R5C5", "R5C6"], "lines": [["R5C6", "R6C7", "R7C7"]]}],
        "whispers": [{"lines": [["R9C1", "R9C2", "R9C3"]], "value": "3"}],
        "zipperline": [lines(&["R8C5", "R8C6", "R8C7", "R8C8", "R8C9"])],
        "doublearrow": [lines(&["R7C1", "R7C2", "R7C3", "R7C4"])],
        "clone": [{"cells": ["R1C9"], "cloneCells": ["R2C9"]}],
        "quadruple": [{"cells": ["R3C8", "R3C9", "R4C8", "R4C9"], "values": [1, 2]}],
    });
    let puzzle = read(&document.to_string(), Form::FPuzzlesJson).expect("reads");
    assert_eq!(puzzle.variant.rules.len(), 31);
    let back = round_trip(&puzzle).expect("writable");
    assert_eq!(back.variant.regions, puzzle.variant.regions);
    assert_eq!(rules(&back), rules(&puzzle));
}

#[test]
fn a_rule_without_an_fpuzzles_form_is_named() {
    let givens = SizedGrid::empty(Shape::for_size(9).expect("9×9"));
    let pair = |value| Pair {
        cells: [0, 1],
        relation: Relation::Sum,
        value,
    };
    let unwritable = [
        Rule::Pairwise(Pairwise::Knightmare),
        Rule::Pairwise(Pairwise::Taxicab { distance: 3 }),
        Rule::Pairwise(Pairwise::Modular {
            cells: vec![0, 1, 2, 3],
            modulus: 4,
        }),
        Rule::EqualSums {
            kind: Sums::Segments,
            parts: vec![vec![0], vec![1]],
        },
        Rule::Pair(pair(7)),
        Rule::LittleKiller {
            cells: vec![0, 1],
            sum: 3,
        },
        Rule::Cage {
            cells: vec![0, 1, 2],
            sums: vec![10, 12],
        },
        Rule::Negative {
            relation: Relation::Ratio,
            values: vec![3],
        },
    ];
    for rule in unwritable {
        let variant = Variant {
            regions: None,
            rules: vec![rule.clone()],
        };
        let error = fpuzzles_link(&givens, &variant, Marks::None);
        assert_eq!(error, Err(Unwritable(rule.name())));
    }
    let variant = Variant {
        regions: None,
        rules: vec![Rule::Pairwise(Pairwise::SelfTaxicab)],
    };
    let error = fpuzzles_document(&givens, &variant, Marks::None).expect_err("unwritable");
    assert_eq!(
        error.to_string(),
        "the rule 'self-taxicab' has no f-puzzles form"
    );
}

#[test]
fn pencil_marks_read_back_as_allowed_values_and_values_as_nothing() {
    let mut givens = SizedGrid::empty(Shape::for_size(4).expect("4×4"));
    givens.set(0, 3);
    let masks: Vec<u32> = (0..16).map(|cell| (cell % 15 + 1) as u32).collect();
    let variant = Variant::default();
    let link = fpuzzles_link(&givens, &variant, Marks::PencilMarks(&masks)).expect("link");
    let back = read(&link, Form::FPuzzlesLink).expect("reads");
    assert_eq!(back.grid, givens);
    let mut allowed = masks;
    allowed[0] = 0b1111;
    assert_eq!(back.allowed, Some(allowed));
    let values = [1, 2, 3, 4].repeat(4);
    let document = fpuzzles_document(&givens, &variant, Marks::Values(&values)).expect("doc");
    assert!(
        document.contains(r#"[{"given":true,"value":3},{"value":2}"#),
        "{document}"
    );
    let back = read(&document, Form::FPuzzlesJson).expect("reads");
    assert_eq!((back.grid, back.allowed), (givens, None));
}

#[test]
fn a_sum_past_what_the_reader_reads_is_not_written() {
    // SudoCue's killer form can give a cage a sum f-puzzles' reader refuses (found by fuzzing).
    let variant = Variant {
        regions: None,
        rules: vec![Rule::Cage {
            cells: vec![0, 1],
            sums: vec![380_198],
        }],
    };
    let grid = crate::sized::SizedGrid::empty(Shape::NINE);
    assert_eq!(
        fpuzzles_document(&grid, &variant, Marks::None),
        Err(Unwritable("killer cage"))
    );
}
