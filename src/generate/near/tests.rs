//! Unit tests of the search near given puzzles and of the climb.

use super::printed::Printed;
use super::*;
use crate::generate::minimise::copy_cells;
use crate::grid::CELLS;
use crate::solver::nine;

/// The first of the README's hard puzzles (ER 9.4).
const HARD: &str =
    "5..2..3......8..9...2..4..66..1..9...1.....4...7..3..87..3..4...9..7..2...5..6..9";

fn near_hard() -> Near {
    let mut near = Near::new();
    near.add(&HARD.parse().unwrap()).unwrap();
    near
}

fn is_unique(puzzle: &Grid) -> bool {
    nine::count(puzzle, 2) == 1
}

#[test]
fn a_neighbour_is_unique_minimal_and_mostly_new() {
    let near = near_hard();
    let mut rng = PuzzleRng::new(1, 0);
    let mut new = 0;
    for _ in 0..20 {
        let next = neighbour(&near.puzzles[0], REMOVED, &mut rng);
        assert!(is_unique(&next.puzzle) && next.solution.solves(&next.puzzle));
        for cell in (0..CELLS).filter(|&cell| next.puzzle.get(cell) != 0) {
            let mut fewer = next.puzzle;
            copy_cells(&mut fewer, &[cell], &Grid::EMPTY);
            assert!(!is_unique(&fewer), "{}: a given is not needed", next.puzzle);
        }
        new += usize::from(!near.is_known(&next.puzzle));
    }
    assert!(new > 10, "only {new} of 20 neighbours are new");
}

#[test]
fn neighbours_reach_other_solutions_than_the_puzzles() {
    let near = near_hard();
    let mut rng = PuzzleRng::new(2, 0);
    let start = near.puzzles[0];
    assert!((0..50).any(|_| neighbour(&start, REMOVED, &mut rng).solution != start.solution));
}

#[test]
fn puzzles_without_exactly_one_solution_are_refused() {
    let mut near = Near::new();
    assert_eq!(near.add(&Grid::EMPTY), Err(Unusable::Several));
    let mut conflicting = Grid::EMPTY;
    conflicting.set(0, 5);
    conflicting.set(1, 5);
    assert_eq!(near.add(&conflicting), Err(Unusable::NoSolution));
    assert!(near.is_empty());
}

#[test]
fn puzzles_equivalent_to_the_set_are_known() {
    let near = near_hard();
    let hard: Grid = HARD.parse().unwrap();
    let mut transposed = Grid::EMPTY;
    for cell in 0..CELLS {
        transposed.set(cell % 9 * 9 + cell / 9, hard.get(cell));
    }
    assert!(near.is_known(&transposed));
}

#[test]
fn a_hit_equivalent_to_one_printed_sends_the_search_on() {
    let near = near_hard();
    let target = near.target(None);
    let mut search = target.search(3, 0);
    let mut again = target.search(3, 0);
    let mut printed = Printed::default();
    let first = printed.first_new(search.next_hit(), &mut search).unwrap();
    let second = printed.first_new(again.next_hit(), &mut again).unwrap();
    assert_ne!(
        canonical(&first.generated.puzzle),
        canonical(&second.generated.puzzle)
    );
}

#[test]
fn the_pool_keeps_the_closest_puzzles_within_the_slack() {
    let near = near_hard();
    let target = near.target(Some(95..=200));
    let search = target.search(4, 0);
    assert_eq!(search.pool.len(), 1);
    assert_eq!(search.pool[0].rated.rating, 9.4);
    let mut search = target.search(5, 0);
    for _ in 0..30 {
        let generated = neighbour(&near.puzzles[0], REMOVED, &mut search.rng);
        let rating = target.target.rater.rate(&generated.puzzle);
        let score = search.score(&generated.puzzle);
        search.admit(Rated { generated, rating }, score);
    }
    let ratings: Vec<f64> = search
        .pool
        .iter()
        .map(|pooled| pooled.rated.rating)
        .collect();
    assert!(ratings.is_sorted_by(|a, b| a >= b), "{ratings:?}");
    assert!(
        ratings.iter().all(|&r| r >= ratings[0] - SLACK),
        "{ratings:?}"
    );
}

#[test]
fn without_a_set_a_search_climbs_from_random_minimal_puzzles() {
    let near = Near::new();
    let target = near.target(Some(70..=119));
    let mut search = target.search(6, 0);
    let scores: Vec<f64> = search.pool.iter().map(|pooled| pooled.score).collect();
    assert!(!scores.is_empty() && scores.len() <= POOL);
    let hit = search.next_hit().unwrap();
    assert!(hit.rating >= 7.0, "{}", hit.rating);
    assert!(is_unique(&hit.generated.puzzle));
    assert!(hit.generated.solution.solves(&hit.generated.puzzle));
}

#[test]
fn a_puzzle_offered_to_the_pool_keeps_its_rating_and_the_limit_still_applies() {
    let near = near_hard();
    let target = near.target(Some(95..=200));
    let mut search = target.search(7, 0);
    let mut offered = Vec::new();
    for _ in 0..12 {
        let generated = neighbour(&near.puzzles[0], REMOVED, &mut search.rng);
        let rating = target.target.rater.rate(&generated.puzzle);
        search.admit(Rated { generated, rating }, 0.0);
        offered.push((generated, rating));
    }
    for (generated, rating) in &offered {
        assert_eq!(search.rated.get(&generated.puzzle), Some(rating));
        for limit in [0.0, 0.3, 1.0, 10.0] {
            let within = target.target.distance(*rating) <= limit;
            assert_eq!(
                search.rate_within(generated, limit),
                within.then_some(*rating),
                "{} within {limit}",
                generated.puzzle
            );
        }
    }
}

#[test]
fn near_a_set_a_neighbour_that_loses_a_fifth_of_its_parents_score_is_not_rated() {
    let near = near_hard();
    let hard: Grid = HARD.parse().unwrap();
    let rated = near.target(Some(95..=200));
    let search = rated.search(8, 0);
    assert!(search.score(&hard) > 0.0);
    let upwards = search.step(9.4);
    assert!(upwards.worth_rating(80.0, 100.0));
    assert!(!upwards.worth_rating(79.0, 100.0));
    // Towards easier puzzles than the parent, the easier neighbours are rated.
    let easier = near.target(Some(20..=40));
    assert!(easier.search(8, 0).step(9.4).worth_rating(1.0, 100.0));
    let unrated = near.target(None);
    let search = unrated.search(8, 0);
    assert_eq!(search.score(&hard), 0.0);
    assert!(search.step(0.0).worth_rating(0.0, 0.0));
}

#[test]
fn near_a_set_neighbours_change_more_givens_only_on_the_way_up() {
    let near = near_hard();
    let upwards = near.target(Some(95..=200));
    assert_eq!(upwards.search(8, 0).step(9.4).most_removed, REMOVED_UPWARDS);
    assert_eq!(upwards.search(8, 0).step(9.6).most_removed, REMOVED);
    let easier = near.target(Some(20..=40));
    assert_eq!(easier.search(8, 0).step(9.4).most_removed, REMOVED);
    assert_eq!(
        near.target(None).search(8, 0).step(0.0).most_removed,
        REMOVED
    );
    let climb = Near::new();
    let climb = climb.target(Some(95..=200));
    assert_eq!(climb.search(8, 0).step(9.4).most_removed, REMOVED);
}
