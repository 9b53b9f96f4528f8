//! Tests of the variant forms: real puzzles of each form, Rangsk's test puzzles, and hostile
//! lines.

mod fpuzzles;
mod hostile;
mod iss;
mod killer;
mod rangsk;

use super::{FormError, VariantPuzzle, read, recognise};
use crate::symbols::{Symbol, Symbols};
use crate::variant::{Checker, Rule};

/// The puzzle of a line that must be recognised and read.
fn decode(line: &str) -> VariantPuzzle {
    let form = recognise(line).unwrap_or_else(|| panic!("not recognised: {line:.80}"));
    read(line, form).unwrap_or_else(|e| panic!("{e}: {line:.80}"))
}

/// The error of a line that must be recognised and refused.
fn refuse(line: &str) -> FormError {
    let form = recognise(line).unwrap_or_else(|| panic!("not recognised: {line:.80}"));
    read(line, form).expect_err("refused")
}

/// The values of a solution written in the standard symbols.
fn values(solution: &str) -> Vec<u8> {
    solution
        .bytes()
        .map(|b| match Symbols::Standard.read(b) {
            Some(Symbol::Value(v)) => v,
            _ => panic!("not a value: {}", char::from(b)),
        })
        .collect()
}

/// Checks that `solution` solves `puzzle`: it keeps the givens and allowed values, repeats
/// no value in a house, and keeps every decoded rule.
fn assert_solves(puzzle: &VariantPuzzle, solution: &str) {
    let shape = puzzle.grid.shape();
    let solution = values(solution);
    assert_eq!(solution.len(), shape.cells());
    for (cell, &value) in solution.iter().enumerate() {
        let given = puzzle.grid.get(cell);
        assert!(given == 0 || given == value, "the given of cell {cell}");
        if let Some(allowed) = &puzzle.allowed {
            assert!(
                allowed[cell] & 1 << (value - 1) != 0,
                "allowed at cell {cell}"
            );
        }
    }
    for house in puzzle.variant.houses(shape) {
        let mut seen: Vec<u8> = house.iter().map(|&c| solution[c]).collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(
            seen.len(),
            shape.size(),
            "a house repeats a value: {house:?}"
        );
    }
    let checker = Checker::new(&puzzle.variant, shape);
    if let Err(broken) = checker.check(&solution) {
        panic!("the solution breaks a rule: {broken}");
    }
}

/// How many rules of each name a puzzle has, in the order first met.
fn counts(puzzle: &VariantPuzzle) -> Vec<(&'static str, usize)> {
    let mut counts: Vec<(&'static str, usize)> = Vec::new();
    for rule in &puzzle.variant.rules {
        match counts.iter_mut().find(|(name, _)| *name == rule.name()) {
            Some((_, count)) => *count += 1,
            None => counts.push((rule.name(), 1)),
        }
    }
    counts
}

/// The cages of a puzzle: cells and sums, in the order read.
fn cages(puzzle: &VariantPuzzle) -> Vec<(Vec<usize>, Vec<u32>)> {
    let cages = puzzle.variant.rules.iter().filter_map(|rule| match rule {
        Rule::Cage { cells, sums } => Some((cells.clone(), sums.clone())),
        _ => None,
    });
    cages.collect()
}
