//! Chains shown link by link under their steps: in Sudoku Explainer's words, in Eureka
//! notation for every kind of chain Sudoku Explainer rates, nested chains indented, as JSON
//! links, and as `#` lines a hint's candidate grid reads back with.

use serde_json::Value;

use crate::util::*;

/// A puzzle of the magictour list whose second step is a Turbot Fish.
const TURBOT: &str =
    "5..2..3......8..9...2..4..66..1..9...1.....4...7..3..87..3..4...9..7..2...5..6..9";

/// Steps of Sudoku Explainer's solution paths, one or more per technique (puzzle, step
/// index from 0, technique, difficulty, conclusions; tab-separated).
const SE_STEPS: &str = include_str!("../data/se_technique_steps.txt");

/// The explanation of `puzzle` with `args`.
fn explained(puzzle: &str, args: &[&str]) -> String {
    let output = resol()
        .arg("--explain")
        .args(args)
        .write_stdin(puzzle)
        .output()
        .unwrap();
    assert!(output.status.success());
    String::from_utf8(output.stdout).unwrap()
}

/// The lines of step `number` of an explanation: its own and the indented ones under it.
fn step_lines(explanation: &str, number: usize) -> Vec<&str> {
    let start = format!("{number}. ");
    let mut lines = explanation
        .lines()
        .skip_while(|line| !line.starts_with(&start));
    let first = lines.next().expect("the step is there");
    std::iter::once(first)
        .chain(lines.take_while(|line| line.starts_with("  ")))
        .collect()
}

#[test]
fn a_chain_reads_link_by_link_in_sudoku_explainers_words() {
    let words = explained(TURBOT, &[]);
    let lines = step_lines(&words, 2);
    assert_eq!(
        lines,
        [
            "2. Turbot Fish (length 6) (6.6): if r5c4=9 then r5c4<>9: r5c4=9 -> r5c3<>9 -> \
             r1c3=9 -> r3c1<>9 -> r3c4=9 -> r5c4<>9, so r5c4<>9",
            "  Chain 1: if r5c4=9, then r5c4<>9",
            "    (1) if r5c4=9, then r5c3<>9 (same row)",
            "    (2) if r5c3<>9, then r1c3=9 (only place left for 9 in column 3)",
            "    (3) if r1c3=9, then r3c1<>9 (same box)",
            "    (4) if r3c1<>9, then r3c4=9 (only place left for 9 in row 3)",
            "    (5) if r3c4=9, then r5c4<>9 (same column)",
        ]
    );
    let eureka = explained(TURBOT, &["--notation", "eureka"]);
    let eureka = step_lines(&eureka, 2);
    assert_eq!(
        eureka[1..],
        [
            "  Chain 1: if r5c4=9, then r5c4<>9",
            "    (9)r5c4-(9)r5c3=(9)r1c3-(9)r3c1=(9)r3c4-(9)r5c4 => r5c4<>9",
        ]
    );
}

/// Whether `line` is a line of Eureka notation: terms like `(9)r7c8` or `(9=1)r7c7` (each
/// maybe followed, in brackets, by what it also rests on) joined by `-` and `=`, then ` => `
/// and what the line proves.
fn is_eureka(line: &str) -> bool {
    let Some((chain, proves)) = line.trim_start().split_once(" => ") else {
        return false;
    };
    // Drop the brackets, then read term, link, term, … to the end.
    let mut bare = String::new();
    let mut depth = 0;
    for c in chain.chars() {
        match c {
            '[' => depth += 1,
            ']' => depth -= 1,
            _ if depth == 0 => bare.push(c),
            _ => {}
        }
    }
    let mut rest = bare.as_str();
    loop {
        let Some((digits, after)) = rest.strip_prefix('(').and_then(|t| t.split_once(')')) else {
            return false;
        };
        let cell = after.as_bytes();
        let named = cell.len() >= 4 && cell[0] == b'r' && cell[2] == b'c';
        if !named || !digits.bytes().all(|b| b"123456789=-".contains(&b)) {
            return false;
        }
        match after[4..].chars().next() {
            None => return proves.starts_with('r'),
            Some('-' | '=') => rest = &after[5..],
            Some(_) => return false,
        }
    }
}

#[test]
fn every_kind_of_chain_is_written_in_eureka_notation() {
    let mut kinds = Vec::new();
    for line in SE_STEPS.lines().filter(|line| !line.starts_with('#')) {
        let fields: Vec<&str> = line.split('\t').collect();
        let (puzzle, index, technique) = (fields[0], fields[1], fields[2]);
        let chains = ["Chain", "Cycle", "Turbot Fish"];
        if !chains.iter().any(|kind| technique.contains(kind)) || kinds.contains(&technique) {
            continue;
        }
        kinds.push(technique);
        let number = index.parse::<usize>().unwrap() + 1;
        let explanation = explained(puzzle, &["--notation", "eureka"]);
        let lines = step_lines(&explanation, number);
        assert!(lines[0].contains(technique), "{puzzle}: {}", lines[0]);
        let headers = lines.iter().filter(|l| l.starts_with("  Chain ")).count();
        assert!(headers >= 1, "{technique}: no chain under {}", lines[0]);
        for line in lines[1..]
            .iter()
            .filter(|l| !l.trim_start().starts_with("Chain "))
        {
            assert!(is_eureka(line), "{technique}: not Eureka: {line}");
        }
        // Every chain's last line proves what its header says it leads to (a cycle's, the
        // step's conclusions).
        let mut chains: Vec<(&str, &str)> = Vec::new();
        for line in &lines[1..] {
            match line.strip_prefix("  Chain ") {
                Some(header) => chains.push((header, "")),
                None => chains.last_mut().unwrap().1 = line,
            }
        }
        for (header, last) in chains {
            let then = header.rsplit_once(", then ").unwrap().1;
            let proves = last.rsplit_once(" => ").unwrap().1;
            let cycle = technique.contains("Cycle") || technique.contains("X-Wing");
            assert!(
                proves == then || cycle,
                "{technique}: {last} does not prove {then}"
            );
        }
    }
    assert!(kinds.len() >= 12, "{kinds:?}");
}

#[test]
fn nested_chains_are_shown_indented_under_the_chain_that_uses_them() {
    let hardest = include_str!("../data/hardest.txt");
    let puzzle = hardest.lines().next().unwrap();
    // Its first step nests forcing chains (level 2).
    let output = resol()
        .args(["--hint", "--notation", "eureka"])
        .write_stdin(puzzle)
        .output()
        .unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("1. Dynamic Contradiction Forcing Chains (+ Forcing Chains)"));
    let nested = lines
        .iter()
        .position(|line| line.starts_with("  Nested chain 1: "))
        .expect("a nested chain");
    // The chain using it names it, and its own chains are indented one step further.
    assert!(
        lines[..nested]
            .iter()
            .any(|line| line.contains("[nested chain 1")),
        "no link names nested chain 1"
    );
    assert!(lines[nested + 1].starts_with("    Chain 1: if "));
    assert!(is_eureka(lines[nested + 2]), "{}", lines[nested + 2]);
}

#[test]
fn json_steps_carry_their_chains_as_lists_of_links() {
    let output = resol()
        .args(["--explain", "--format", "json"])
        .write_stdin(TURBOT)
        .output()
        .unwrap();
    let record: Value = serde_json::from_slice(&output.stdout).unwrap();
    let steps = record["steps"].as_array().unwrap();
    assert!(steps[0].get("chains").is_none(), "a single has no chain");
    let chains = steps[1]["chains"].as_array().unwrap();
    assert_eq!(chains.len(), 1);
    let links = chains[0].as_array().unwrap();
    assert_eq!(
        links[0],
        serde_json::json!({"statement": "r5c4=9", "from": [], "rule": "assumption"})
    );
    assert_eq!(
        links[2],
        serde_json::json!({"statement": "r1c3=9", "from": [1], "rule": "column 3"})
    );
    assert_eq!(links.len(), 6);
    // Every link of every chain rests on earlier links only.
    for step in steps {
        for chain in step["chains"].as_array().into_iter().flatten() {
            for (index, link) in chain.as_array().unwrap().iter().enumerate() {
                let from = link["from"].as_array().unwrap();
                assert!(from.iter().all(|f| f.as_u64().unwrap() < index as u64));
                assert_eq!(from.is_empty(), index == 0, "{link}");
            }
        }
    }
}

#[test]
fn a_hint_with_chains_writes_them_as_comments_its_grid_reads_back_with() {
    // Hint after hint from a puzzle rated 7.2, until a chain is the next step.
    let mut grid =
        "9..51...35..3..2....8..2...7.....5.8.96...31....8...9.3.5.7.6.....1.........3..85"
            .to_string();
    for _ in 0..40 {
        let output = resol()
            .args(["--hint", "--format", "candidates", "--notation", "eureka"])
            .write_stdin(grid.clone())
            .output()
            .unwrap();
        let text = String::from_utf8(output.stdout).unwrap();
        let comments: Vec<&str> = text.lines().take_while(|l| l.starts_with('#')).collect();
        let before = std::mem::replace(&mut grid, text.clone());
        if comments.len() > 1 {
            assert!(comments[1].starts_with("#   Chain 1: if "), "{text}");
            // Without a notation asked for, the step stays one line over its grid.
            let plain = resol()
                .args(["--hint", "--format", "candidates"])
                .write_stdin(before)
                .output()
                .unwrap();
            let plain = String::from_utf8(plain.stdout).unwrap();
            assert_eq!(plain.lines().next(), Some(comments[0]));
            assert!(plain.lines().nth(1).unwrap().starts_with(".---"), "{plain}");
            assert!(is_eureka(comments[2].trim_start_matches('#')), "{text}");
            // The grid after the step reads back: its solution is the puzzle's.
            resol().write_stdin(grid).assert().success().stdout(spaced(
                "924516873571389264638742159712693548896457312453821796345978621289165437167234985",
            ));
            return;
        }
    }
    panic!("no chain among the hints");
}

#[test]
fn the_notation_goes_with_explanations_and_hints_only() {
    resol()
        .args(["--notation", "eureka"])
        .write_stdin(TURBOT)
        .assert()
        .code(2)
        .stderr(predicates::str::contains(
            "--notation works only with --explain or --hint",
        ));
    resol()
        .args(["--hint", "--notation", "hodoku"])
        .write_stdin(TURBOT)
        .assert()
        .code(2);
}
