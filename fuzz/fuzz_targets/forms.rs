//! Arbitrary bytes through the variant forms: as lossy UTF-8 lines, as the payload of an
//! f-puzzles link, and as the inside of a JSON document, each recognised and read in its form
//! and in every other.
//!
//! Asserts: no panic; a puzzle read has a grid of a variant's shape (a listed size's, or a
//! prime size's without boxes), values from 0 to its size, one allowed-values mask a cell
//! within the size's values when it has any, regions from 0 to the size when irregular, and
//! rules whose cells are inside the grid; a puzzle f-puzzles can hold is written as an
//! f-puzzles document that reads back with the same givens and regions.
#![no_main]

use libfuzzer_sys::fuzz_target;
use resol::parse::variant::{Form, VariantPuzzle, read, recognise};
use resol::shape::Shape;
use resol::variant::{Marks, fpuzzles_document};

const FORMS: [Form; 6] = [
    Form::FPuzzlesLink,
    Form::FPuzzlesJson,
    Form::ConstraintText,
    Form::KillerShort,
    Form::KillerSudoCue,
    Form::Jigsaw,
];

/// Checks that a puzzle read is inside its grid.
fn check(puzzle: &VariantPuzzle) {
    let shape = puzzle.grid.shape();
    let (n, cells) = (shape.size(), shape.cells());
    assert_eq!(Shape::for_variant(n), Ok(shape));
    assert!(puzzle.grid.cells().iter().all(|&v| usize::from(v) <= n));
    if let Some(allowed) = &puzzle.allowed {
        assert_eq!(allowed.len(), cells);
        assert!(allowed.iter().all(|&mask| mask >> n == 0));
    }
    if let Some(regions) = &puzzle.variant.regions {
        assert_eq!(regions.len(), cells);
        assert!(regions.iter().all(|&r| usize::from(r) < n));
    }
    for rule in &puzzle.variant.rules {
        assert!(rule.cells().iter().all(|&cell| cell < cells), "{rule:?}");
    }
    // f-puzzles holds grids of 4×4 to 16×16.
    let written = (n <= 16).then(|| fpuzzles_document(&puzzle.grid, &puzzle.variant, Marks::None));
    if let Some(Ok(document)) = written {
        let back = read(&document, Form::FPuzzlesJson).expect("a written document reads back");
        assert_eq!(back.grid, puzzle.grid);
        assert_eq!(back.variant.regions, puzzle.variant.regions);
    }
}

/// Reads `line` in the form it is recognised as, then in every form.
fn read_all(line: &str) {
    if let Some(form) = recognise(line) {
        if let Ok(puzzle) = read(line, form) {
            check(&puzzle);
        }
    }
    for form in FORMS {
        if let Ok(puzzle) = read(line, form) {
            check(&puzzle);
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for line in text.lines() {
        read_all(line);
    }
    read_all(&format!("https://f-puzzles.com/?load={text}"));
    read_all(&format!("{{\"size\":9,\"grid\":[{text}"));
});
