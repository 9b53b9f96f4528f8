//! Each technique at work, held to Sudoku Explainer: `tests/data/se_technique_steps.txt` gives,
//! for positions reached on SE's solution path of a puzzle, the step SE takes there (technique,
//! difficulty, conclusions). Our explanation of the puzzle must take the same step at the same
//! point, which also checks the whole path before it. The normal run checks the first reference
//! of each technique; all of them are checked by an ignored test (run with
//! `cargo test --release --test logic_techniques -- --ignored`).

use resol::Grid;
use resol::logic::{Step, cell_name, explain};

/// One step of the reference file.
struct Reference {
    puzzle: Grid,
    index: usize,
    technique: String,
    difficulty: String,
    conclusions: Vec<String>,
}

fn references() -> Vec<Reference> {
    include_str!("data/se_technique_steps.txt")
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            let mut conclusions: Vec<String> =
                fields[4].split([',', ';']).map(str::to_string).collect();
            conclusions.sort();
            Reference {
                puzzle: fields[0].parse().unwrap(),
                index: fields[1].parse().unwrap(),
                technique: fields[2].to_string(),
                difficulty: fields[3].to_string(),
                conclusions,
            }
        })
        .collect()
}

/// The step's conclusions in the reference notation: `r1c2=5`, `r1c2-5`.
fn conclusions(step: &Step) -> Vec<String> {
    let placed = step
        .placements
        .iter()
        .map(|&(c, d)| format!("{}={d}", cell_name(c)));
    let removed = step
        .eliminations
        .iter()
        .map(|&(c, d)| format!("{}-{d}", cell_name(c)));
    let mut all: Vec<String> = placed.chain(removed).collect();
    all.sort();
    all
}

/// Checks the first reference step of each technique `selects`; at least one must be selected.
fn check(selects: impl Fn(&str) -> bool) {
    let mut seen: Vec<String> = Vec::new();
    let chosen: Vec<Reference> = references()
        .into_iter()
        .filter(|r| selects(&r.technique))
        .filter(|r| {
            let new = !seen.contains(&r.technique);
            seen.push(r.technique.clone());
            new
        })
        .collect();
    assert!(!chosen.is_empty(), "no reference step for this technique");
    check_all(chosen);
}

fn check_all(chosen: Vec<Reference>) {
    for reference in chosen {
        let explanation = explain(&reference.puzzle).unwrap();
        let step = &explanation.steps[reference.index];
        let context = format!("{} step {}", reference.puzzle, reference.index);
        assert_eq!(step.technique, reference.technique, "{context}");
        assert_eq!(
            step.difficulty.to_string(),
            reference.difficulty,
            "{context}"
        );
        assert_eq!(
            conclusions(step),
            reference.conclusions,
            "{context}: {step}"
        );
    }
}

#[test]
fn singles_match_sudoku_explainer() {
    check(|t| t.ends_with("Single"));
}

#[test]
fn intersections_and_their_direct_forms_match_sudoku_explainer() {
    check(|t| t.contains("Pointing") || t.contains("Claiming"));
}

#[test]
fn naked_and_hidden_subsets_and_direct_hidden_sets_match_sudoku_explainer() {
    check(|t| {
        ["Pair", "Triplet", "Quad"].iter().any(|s| t.ends_with(s)) && !t.starts_with("Aligned")
    });
}

#[test]
fn fish_match_sudoku_explainer() {
    check(|t| ["X-Wing", "Swordfish", "Jellyfish"].contains(&t));
}

#[test]
fn xy_and_xyz_wings_match_sudoku_explainer() {
    check(|t| t == "XY-Wing" || t == "XYZ-Wing");
}

#[test]
fn unique_rectangles_and_loops_match_sudoku_explainer() {
    check(|t| t.starts_with("Unique"));
}

#[test]
fn bivalue_universal_graves_match_sudoku_explainer() {
    check(|t| t.starts_with("BUG"));
}

#[test]
fn aligned_exclusions_match_sudoku_explainer() {
    check(|t| t.starts_with("Aligned"));
}

#[test]
fn cycles_and_single_forcing_chains_match_sudoku_explainer() {
    check(|t| {
        t.starts_with("Bidirectional")
            || ["Forcing Chain", "Forcing X-Chain", "Turbot Fish"].contains(&t)
    });
}

#[test]
fn nishio_forcing_chains_match_sudoku_explainer() {
    check(|t| t.starts_with("Nishio"));
}

#[test]
fn cell_and_region_forcing_chains_match_sudoku_explainer() {
    check(|t| t == "Cell Forcing Chains" || t == "Region Forcing Chains");
}

#[test]
fn dynamic_forcing_chains_match_sudoku_explainer() {
    check(|t| t.starts_with("Dynamic") && !t.contains("(+"));
}

#[test]
#[ignore = "slow: every reference step"]
fn every_reference_step_matches_sudoku_explainer() {
    check_all(references());
}
