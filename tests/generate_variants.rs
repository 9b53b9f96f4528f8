//! Generated variant puzzles (`--variant` rules of the whole grid, random jigsaw layouts):
//! unique and minimal under their rules, as the classic engine counts, reproducible from the
//! seed and index, each jigsaw on a layout of its own.

use std::collections::HashSet;
use std::sync::Arc;

use resol::generate::{SizedGenerated, SizedGenerator, Symmetry};
use resol::variant::GlobalRule;
use resol::{Algorithm, Problem, Shape, count};

/// The problem of `givens` under the generated puzzle's rules.
fn problem(made: &SizedGenerated, givens: resol::SizedGrid) -> Problem {
    let variant = made.variant.as_ref().expect("a variant puzzle");
    Problem::new(givens).with_variant(Arc::clone(variant))
}

/// Checks that `made` has one solution, its own, and that emptying any orbit of its
/// symmetry that holds givens leaves several, both counted by `algorithm`.
fn assert_unique_and_minimal(made: &SizedGenerated, algorithm: Algorithm) {
    let puzzle = problem(made, made.puzzle.clone());
    assert_eq!(count(&puzzle, 2, algorithm), 1, "{:?}", made.puzzle);
    assert!(puzzle.is_solved_by(&made.solution));
    for orbit in made.symmetry.orbits_in(made.puzzle.shape()) {
        let given = made.puzzle.get(orbit[0]) != 0;
        assert!(orbit.iter().all(|&c| (made.puzzle.get(c) != 0) == given));
        if !given {
            continue;
        }
        let mut fewer = made.puzzle.clone();
        orbit.iter().for_each(|&cell| fewer.set(cell, 0));
        assert_eq!(
            count(&problem(made, fewer), 2, algorithm),
            2,
            "{:?} without {orbit:?}",
            made.puzzle
        );
    }
}

#[test]
fn small_variant_puzzles_are_unique_and_minimal_as_the_classic_engine_counts() {
    let layouts: [(usize, &[GlobalRule], bool); 6] = [
        (6, &[], true),
        (6, &[GlobalRule::X], false),
        (6, &[GlobalRule::AntiKnight], false),
        (6, &[GlobalRule::X], true),
        (4, &[GlobalRule::Windoku], false),
        (6, &[GlobalRule::Nonconsecutive], true),
    ];
    for (size, rules, jigsaw) in layouts {
        let shape = Shape::for_size(size).unwrap();
        let generator = SizedGenerator::new(11, shape, Symmetry::None)
            .unwrap()
            .with_layout(rules, jigsaw)
            .unwrap();
        for index in 0..4 {
            let made = generator.try_generate(index).unwrap();
            assert_eq!(made.regions().is_some(), jigsaw);
            assert_unique_and_minimal(&made, Algorithm::Classic);
        }
    }
}

#[test]
fn nine_by_nine_variant_puzzles_are_unique_and_minimal() {
    for (rules, jigsaw) in [
        (&[GlobalRule::X][..], false),
        (&[GlobalRule::Windoku], false),
        (&[GlobalRule::AntiKnight], false),
        (&[], true),
    ] {
        let generator = SizedGenerator::new(5, Shape::NINE, Symmetry::Rot180)
            .unwrap()
            .with_layout(rules, jigsaw)
            .unwrap();
        let made = generator.try_generate(0).unwrap();
        assert_eq!(made.symmetry, Symmetry::Rot180);
        assert_unique_and_minimal(&made, Algorithm::Fast);
    }
}

#[test]
fn puzzles_are_reproducible_and_each_jigsaw_has_a_layout_of_its_own() {
    let generator = SizedGenerator::new(3, Shape::NINE, Symmetry::None)
        .unwrap()
        .with_layout(&[], true)
        .unwrap();
    let layouts: HashSet<String> = (0..8)
        .map(|index| {
            let made = generator.try_generate(index).unwrap();
            assert_eq!(made, generator.try_generate(index).unwrap());
            made.regions().unwrap().to_string()
        })
        .collect();
    assert_eq!(layouts.len(), 8);
}

#[test]
fn rules_that_do_not_fit_the_shape_are_refused() {
    let oblong = Shape::for_size(6).unwrap();
    let generator = SizedGenerator::new(1, oblong, Symmetry::None).unwrap();
    assert!(
        generator
            .clone()
            .with_layout(&[GlobalRule::Windoku], false)
            .is_err()
    );
    assert!(
        generator
            .with_layout(&[GlobalRule::Disjoint], true)
            .is_err()
    );
}

/// A 16×16 jigsaw is made in seconds: its layout is drawn for a solution found first (freely
/// drawn 16×16 layouts once kept a puzzle for minutes). An optimized build runs it in CI.
#[test]
#[ignore = "seconds in an optimized build, a minute in a debug one"]
fn a_sixteen_by_sixteen_jigsaw_is_made_unique() {
    let shape = Shape::for_size(16).unwrap();
    let generator = SizedGenerator::new(1, shape, Symmetry::None)
        .unwrap()
        .with_layout(&[], true)
        .unwrap();
    let made = generator.try_generate(0).unwrap();
    assert!(made.regions().is_some());
    let puzzle = problem(&made, made.puzzle.clone());
    assert_eq!(count(&puzzle, 2, Algorithm::Fast), 1);
}
