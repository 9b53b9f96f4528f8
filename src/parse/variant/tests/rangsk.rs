//! Rangsk's f-puzzles test puzzles (`tests/data/rangsk_variants.txt`): each one decodes, and
//! its unique solution keeps its givens and every decoded rule.

use super::{assert_solves, counts, decode};

const DATA: &str = include_str!("../../../../tests/data/rangsk_variants.txt");

/// The puzzles of the file: payload, solution, and the name of the comment just above.
fn puzzles() -> Vec<(&'static str, &'static str, &'static str)> {
    let mut name = "";
    let mut puzzles = Vec::new();
    for line in DATA.lines() {
        if let Some(comment) = line.strip_prefix("# ") {
            name = comment;
        } else if let Some((payload, solution)) = line.split_once(':') {
            puzzles.push((payload, solution, name));
            name = "";
        } else {
            name = "";
        }
    }
    puzzles
}

#[test]
fn every_puzzle_decodes_and_keeps_its_solution() {
    let puzzles = puzzles();
    assert_eq!(puzzles.len(), 37);
    for (payload, solution, _) in puzzles {
        let link = format!("https://www.f-puzzles.com/?load={payload}");
        assert_solves(&decode(&link), solution);
    }
}

#[test]
fn the_rules_decoded_are_those_the_puzzles_name() {
    let puzzle = |word: &str| {
        let (payload, _, _) = puzzles()
            .into_iter()
            .find(|(_, _, name)| name.contains(word))
            .expect("a puzzle of that name");
        decode(&format!("https://www.f-puzzles.com/?load={payload}"))
    };
    let blitz = puzzle("Blitz");
    let expected = [
        ("killer cage", 15),
        ("little killer", 3),
        ("odd", 1),
        ("even", 1),
    ];
    assert_eq!(counts(&blitz), expected);
    let bird = puzzle("Bird in a Storm");
    let expected = [
        ("anti-knight", 1),
        ("palindrome", 1),
        ("negative black dots", 1),
        ("nonconsecutive", 1),
        ("white dot", 37),
    ];
    assert_eq!(counts(&bird), expected);
    let behemoth = puzzle("Behemoth");
    assert_eq!(behemoth.grid.shape().size(), 16);
    assert!(behemoth.variant.regions.is_some());
    assert_eq!(
        counts(&puzzle("Peak Sudoku")),
        [("little killer", 3), ("V", 1)]
    );
    assert_eq!(counts(&puzzle("Equal Sums")), [("region sum line", 11)]);
    // Fortress: maximum cells side by side compare only with the cells outside the fortress.
    assert_eq!(counts(&puzzle("Fortress")), [("maximum", 1)]);
}
