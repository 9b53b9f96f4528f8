//! Rangsk's f-puzzles test puzzles (`tests/data/rangsk_variants.txt`): each one this solver
//! has every rule of decodes, and its unique solution keeps its givens and every decoded
//! rule; each other one is refused, naming the rule it lacks.

use super::{assert_solves, counts, decode, refuse};

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

/// The puzzles refused, by a word of their name, and the message naming why.
const REFUSED: [(&str, &str); 1] = [("Irregular 7x7", "a 7×7 grid is not supported")];

#[test]
fn every_puzzle_decodes_and_keeps_its_solution_or_names_the_rule_it_lacks() {
    let puzzles = puzzles();
    assert_eq!(puzzles.len(), 37);
    let mut decoded = 0;
    for (payload, solution, name) in puzzles {
        let link = format!("https://www.f-puzzles.com/?load={payload}");
        match REFUSED.iter().find(|(word, _)| name.contains(word)) {
            Some((_, message)) => assert_eq!(refuse(&link).to_string(), *message, "{name}"),
            None => {
                assert_solves(&decode(&link), solution);
                decoded += 1;
            }
        }
    }
    assert_eq!(decoded, 36);
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
