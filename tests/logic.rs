//! The logic engine held to the puzzles' solutions: every step of every explanation must agree
//! with the unique solution, remove only live candidates, and replayed from the puzzle lead to
//! the solution; ratings must match the steps. Samples of every benchmark data set run here;
//! bigger samples and the whole magictour set are ignored (run with
//! `cargo test --release --test logic -- --ignored`).

use std::path::{Path, PathBuf};
use std::time::Duration;

use proptest::prelude::*;
use resol::logic::{
    Chain, Difficulty, Explanation, LogicError, Proof, Rating, Rule, Statement, Step, explain,
    hint, rate, rate_within,
};
use resol::{Algorithm, Grid};

mod common;
use common::{count_solutions, solve};

/// Checks `explanation` of `puzzle` step by step against the solution; returns the number of
/// steps checked.
fn check_sound(puzzle: &Grid, explanation: &Explanation) -> usize {
    let solution = explanation.solution;
    assert!(
        solution.solves(puzzle),
        "{puzzle}: the solution does not solve it"
    );
    let mut candidates = Candidates::new(puzzle);
    let (mut er, mut ep, mut ed) = (Difficulty::ZERO, Difficulty::ZERO, Difficulty::ZERO);
    for (index, step) in explanation.steps.iter().enumerate() {
        let context = || format!("{puzzle} step {index}: {step}");
        if let Some(proof) = &step.proof {
            check_proof(&candidates, step, proof, &context());
        }
        assert!(
            step.places() || !step.eliminations.is_empty(),
            "{}: no conclusion",
            context()
        );
        for &(cell, digit) in &step.eliminations {
            assert_ne!(
                solution.get(cell),
                digit,
                "{}: removes the solution",
                context()
            );
            assert!(
                candidates.remove(cell, digit),
                "{}: not a candidate",
                context()
            );
        }
        for &(cell, digit) in &step.placements {
            assert_eq!(solution.get(cell), digit, "{}: wrong placement", context());
            assert!(
                candidates.place(cell, digit),
                "{}: not a candidate",
                context()
            );
        }
        er = er.max(step.difficulty);
        if index == 0 {
            ed = step.difficulty;
        }
        if ep == Difficulty::ZERO && step.places() {
            ep = er;
        }
    }
    let rating = explanation.rating;
    if explanation.complete {
        assert_eq!(
            candidates.grid, solution,
            "{puzzle}: the steps do not solve it"
        );
        assert_eq!(rating.er, er, "{puzzle}: ER is not the hardest step");
    } else {
        assert_eq!(
            rating.er,
            Difficulty::UNSOLVED,
            "{puzzle}: stuck but not 20.0"
        );
    }
    assert_eq!(rating.ed, ed, "{puzzle}: ED is not the first step");
    if ep != Difficulty::ZERO {
        assert_eq!(
            rating.ep, ep,
            "{puzzle}: EP is not the hardest step to a placement"
        );
    }
    let first = hint(puzzle).unwrap();
    assert_eq!(first.as_ref(), explanation.steps.first(), "{puzzle}: hint");
    explanation.steps.len()
}

/// Checks a chaining step's chains link by link on the grid before the step, as a reader
/// would: every link follows by its rule from the links it names, and the chains together
/// prove the step's conclusions.
fn check_proof(grid: &Candidates, step: &Step, proof: &Proof, context: &str) {
    assert!(!proof.chains.is_empty(), "{context}: no chain");
    for chain in &proof.chains {
        check_chain(grid, chain, context);
    }
    let chains = &proof.chains;
    let first = chains[0].assumption();
    let proved = if chains.len() == 1 {
        if chains[0].is_cycle() {
            return; // a cycle's eliminations see both colours of the loop: not checked here
        }
        let end = chains[0].conclusion();
        assert!(
            opposite(first, end),
            "{context}: the chain does not refute its start"
        );
        end
    } else if chains.len() == 2 && opposite(chains[0].conclusion(), chains[1].conclusion()) {
        assert_eq!(chains[1].assumption(), first, "{context}: two starts");
        Statement {
            holds: !first.holds,
            ..first
        }
    } else {
        let end = chains[0].conclusion();
        assert!(
            chains.iter().all(|chain| chain.conclusion() == end),
            "{context}: the chains end apart"
        );
        let starts: Vec<Statement> = chains.iter().map(|chain| chain.assumption()).collect();
        assert!(
            covers_every_case(grid, &starts),
            "{context}: the starts leave a case out"
        );
        end
    };
    let (cell, digit) = (proved.cell, proved.digit);
    if proved.holds {
        assert!(
            step.placements.contains(&(cell, digit)),
            "{context}: proves another placement"
        );
    } else {
        assert_eq!(
            step.eliminations,
            [(cell, digit)],
            "{context}: proves another removal"
        );
    }
}

/// Whether two statements say opposite things of one candidate.
fn opposite(a: Statement, b: Statement) -> bool {
    (a.cell, a.digit) == (b.cell, b.digit) && a.holds != b.holds
}

/// Whether `starts` are every case of something: a statement and its negation, every digit of
/// a cell, or every place of a digit in a house.
fn covers_every_case(grid: &Candidates, starts: &[Statement]) -> bool {
    if let [a, b] = starts
        && opposite(*a, *b)
    {
        return true;
    }
    let placed: Vec<(usize, u8)> = starts
        .iter()
        .filter(|s| s.holds)
        .map(|s| (s.cell, s.digit))
        .collect();
    if placed.len() != starts.len() {
        return false;
    }
    let (cell, digit) = placed[0];
    let every_digit = (1..=9)
        .filter(|&d| grid.has(cell, d))
        .all(|d| placed.contains(&(cell, d)));
    let every_place = (0..27).any(|house| {
        let places: Vec<usize> = house_cells(house).filter(|&c| grid.has(c, digit)).collect();
        places.contains(&cell) && places.iter().all(|&c| placed.contains(&(c, digit)))
    });
    every_digit || every_place
}

/// The cells of house `house`: boxes 0–8, rows 9–17, columns 18–26, as the library numbers
/// them.
fn house_cells(house: usize) -> impl Iterator<Item = usize> {
    (0..81).filter(move |&cell| {
        let (row, column) = (cell / 9, cell % 9);
        match house {
            0..=8 => row / 3 * 3 + column / 3 == house,
            9..=17 => row == house - 9,
            _ => column == house - 18,
        }
    })
}

/// Checks every link of `chain` against its rule on `grid`, the grid the chain starts from.
fn check_chain(grid: &Candidates, chain: &Chain, context: &str) {
    let start = &chain.inferences[0];
    assert_eq!(
        start.rule,
        Rule::Assumption,
        "{context}: starts without assumption"
    );
    for (index, inference) in chain.inferences.iter().enumerate() {
        let Statement { cell, digit, holds } = inference.statement;
        let link = || format!("{context}: link {index} {}", inference.statement.notation());
        assert!(grid.has(cell, digit), "{}: not a candidate", link());
        assert!(
            inference.premises.iter().all(|&premise| premise < index),
            "{}: rests on a later link",
            link()
        );
        let premises: Vec<Statement> = inference
            .premises
            .iter()
            .map(|&premise| chain.inferences[premise].statement)
            .collect();
        let premise = |cell: usize, digit: u8, holds: bool| {
            premises.contains(&Statement { cell, digit, holds })
        };
        let sound = match inference.rule {
            Rule::Assumption => index == 0 && premises.is_empty(),
            Rule::Cell if holds => (1..=9)
                .filter(|&d| d != digit && grid.has(cell, d))
                .all(|d| premise(cell, d, false)),
            Rule::Cell => (1..=9).any(|d| d != digit && premise(cell, d, true)),
            Rule::House(house) => {
                let mut others = house_cells(house).filter(|&c| c != cell);
                let inside = house_cells(house).any(|c| c == cell);
                inside
                    && if holds {
                        others
                            .filter(|&c| grid.has(c, digit))
                            .all(|c| premise(c, digit, false))
                    } else {
                        others.any(|c| premise(c, digit, true))
                    }
            }
            Rule::Technique(_) | Rule::Nested(_) => !holds && !premises.is_empty(),
        };
        assert!(
            sound,
            "{}: does not follow by {}",
            link(),
            inference.rule.name()
        );
    }
}

/// A plain candidates grid, kept apart from the library's, to replay steps.
struct Candidates {
    grid: Grid,
    masks: [u16; 81],
}

impl Candidates {
    fn new(puzzle: &Grid) -> Candidates {
        let mut candidates = Candidates {
            grid: Grid::EMPTY,
            masks: [0x1ff; 81],
        };
        for cell in 0..81 {
            if puzzle.get(cell) != 0 {
                candidates.place(cell, puzzle.get(cell));
            }
        }
        candidates
    }

    /// Whether `digit` is a candidate of `cell`.
    fn has(&self, cell: usize, digit: u8) -> bool {
        self.masks[cell] & 1 << (digit - 1) != 0
    }

    /// Removes `digit` from `cell`; false if it was not a candidate.
    fn remove(&mut self, cell: usize, digit: u8) -> bool {
        let bit = 1 << (digit - 1);
        let was = self.masks[cell] & bit != 0;
        self.masks[cell] &= !bit;
        was
    }

    /// Places `digit` in `cell` and removes it from the peers; false if it was not a
    /// candidate.
    fn place(&mut self, cell: usize, digit: u8) -> bool {
        let was = self.masks[cell] & 1 << (digit - 1) != 0;
        self.grid.set(cell, digit);
        self.masks[cell] = 0;
        for other in 0..81 {
            let (r, c) = (other / 9, other % 9);
            let same_box = r / 3 == cell / 27 && c / 3 == cell % 9 / 3;
            if r == cell / 9 || c == cell % 9 || same_box {
                self.remove(other, digit);
            }
        }
        was
    }
}

/// The puzzles of a benchmark data set (`../shared/data/NAME`), every `every`-th one up to
/// `limit`; empty, with a message, when the data set is missing.
fn sample(name: &str, every: usize, limit: usize) -> Vec<Grid> {
    let path: PathBuf = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/data")
        .join(name);
    let Ok(text) = std::fs::read_to_string(&path) else {
        eprintln!("data set {} missing: not checked", path.display());
        return Vec::new();
    };
    text.lines()
        .filter(|line| !line.starts_with('#') && line.len() >= 81)
        .step_by(every)
        .take(limit)
        .map(|line| line[..81].parse().unwrap())
        .collect()
}

/// Explains each puzzle of the sample `name` and checks it; puzzles without a unique solution
/// must be refused, as the solver confirms. Prints what was checked.
fn check_all(name: &str, puzzles: &[Grid]) {
    let (mut explained, mut steps, mut refused) = (0, 0, 0);
    for puzzle in puzzles {
        match explain(puzzle) {
            Ok(explanation) => {
                steps += check_sound(puzzle, &explanation);
                explained += 1;
            }
            Err(LogicError::NotUnique) => {
                assert!(count_solutions(puzzle, 2, Algorithm::Fast) > 1);
                refused += 1;
            }
            Err(LogicError::NoSolution) => {
                assert!(solve(puzzle, Algorithm::Fast).is_none());
                refused += 1;
            }
            Err(error @ LogicError::LostDigit { .. }) => {
                panic!("a puzzle of givens has no pencil marks to lose: {error}")
            }
        }
    }
    eprintln!(
        "{name}: {explained} puzzles explained, {steps} steps checked, all sound; \
         {refused} refused, rightly (no unique solution)"
    );
}

/// [`check_all`] on [`sample`]`(name, every, limit)`.
fn check_sample(name: &str, every: usize, limit: usize) {
    check_all(name, &sample(name, every, limit))
}

#[test]
fn seventeen_clue_puzzles_are_explained_soundly() {
    check_sample("puzzles2_17_clue", 2500, 20);
}

#[test]
fn magictour_puzzles_are_explained_soundly() {
    check_sample("puzzles3_magictour_top1465", 150, 10);
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "minutes in a debug build: CI runs it in release"
)]
fn the_hardest_puzzles_are_explained_soundly_as_far_as_the_techniques_go() {
    check_sample("puzzles6_forum_hardest_1106", 125, 3);
}

#[test]
fn puzzles_with_several_solutions_are_refused() {
    let puzzles = sample("puzzles7_serg_benchmark", 1000, 10);
    for puzzle in &puzzles {
        if count_solutions(puzzle, 2, Algorithm::Fast) > 1 {
            assert_eq!(rate(puzzle), Err(LogicError::NotUnique));
        }
    }
    check_all("puzzles7_serg_benchmark", &puzzles);
}

#[test]
#[ignore = "slow: the whole magictour set"]
fn every_magictour_puzzle_is_explained_soundly() {
    check_sample("puzzles3_magictour_top1465", 1, usize::MAX);
}

#[test]
#[ignore = "slow: larger samples of every data set"]
fn larger_samples_of_every_data_set_are_explained_soundly() {
    check_sample("puzzles2_17_clue", 50, usize::MAX);
    check_sample("puzzles5_forum_hardest_1905_11+", 5000, usize::MAX);
    check_sample("puzzles7_serg_benchmark", 100, usize::MAX);
}

/// The puzzles of a file of lines, each its first 81 characters, comments skipped.
fn puzzles_of(text: &str) -> Vec<Grid> {
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| line[..81].parse().unwrap())
        .collect()
}

/// Asserts that `cut`, a rating under a time budget, bounds `full` as it says: each part marked
/// at least is at most the full one, each other part equal to it.
fn assert_bounds(cut: &Rating, full: (Difficulty, Difficulty, Difficulty), puzzle: &Grid) {
    let parts = [
        (cut.er, cut.at_least.er, full.0),
        (cut.ep, cut.at_least.ep, full.1),
        (cut.ed, cut.at_least.ed, full.2),
    ];
    for (part, at_least, exact) in parts {
        if at_least {
            assert!(part <= exact, "{puzzle}: {cut} against {exact}");
        } else {
            assert_eq!(part, exact, "{puzzle}: {cut}");
        }
    }
    assert!(cut.at_least.er || cut.at_least == Default::default());
}

#[test]
fn a_rating_cut_short_at_any_time_bounds_the_full_rating_from_below() {
    let puzzles = puzzles_of(include_str!("../examples/hardest.txt"));
    for puzzle in &puzzles {
        let full = rate(puzzle).unwrap();
        let ample = rate_within(puzzle, Some(Duration::from_secs(3600)));
        assert_eq!(
            ample,
            Ok(full),
            "{puzzle}: a budget not spent changes nothing"
        );
        for micros in [0, 100, 1_000, 5_000, 20_000] {
            let cut = rate_within(puzzle, Some(Duration::from_micros(micros))).unwrap();
            assert_bounds(&cut, (full.er, full.ep, full.ed), puzzle);
            if cut.at_least.er {
                assert_eq!(cut.technique, None);
            } else {
                assert_eq!(cut, full);
            }
        }
    }
    // No time at all: the rating stops at the first look at the clock, in the first search
    // of forcing chains (Nishio, 7.5) that makes enough runs.
    let cut = rate_within(&puzzles[0], Some(Duration::ZERO)).unwrap();
    assert_eq!(cut.to_string(), "≥7.5/1.2/1.2");
}

#[test]
fn the_hardest_puzzles_cut_short_stay_below_their_recorded_ratings() {
    let puzzles = puzzles_of(include_str!("data/hardest.txt"));
    let recorded = include_str!("data/hardest_rate.txt").lines();
    for (puzzle, recorded) in puzzles.iter().zip(recorded).take(2) {
        let parts: Vec<Difficulty> = recorded
            .split('/')
            .map(|part| {
                let tenths = part.replace('.', "").parse().unwrap();
                Difficulty::from_tenths(tenths)
            })
            .collect();
        for millis in [0, 2, 20] {
            let cut = rate_within(puzzle, Some(Duration::from_millis(millis))).unwrap();
            // Their first step is a nested forcing chain: no part of the rating is known yet.
            assert_eq!(
                cut.at_least,
                resol::logic::AtLeast {
                    er: true,
                    ep: true,
                    ed: true
                }
            );
            assert_bounds(&cut, (parts[0], parts[1], parts[2]), puzzle);
        }
    }
}

#[test]
fn a_filled_grid_rates_zero_and_has_no_steps() {
    let solved: Grid =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
            .parse()
            .unwrap();
    let rating = rate(&solved).unwrap();
    assert_eq!(
        (rating.er, rating.ep, rating.ed, rating.technique),
        (Difficulty::ZERO, Difficulty::ZERO, Difficulty::ZERO, None)
    );
    let explanation = explain(&solved).unwrap();
    assert!(explanation.steps.is_empty() && explanation.complete);
    assert_eq!(hint(&solved), Ok(None));
}

#[test]
fn conflicting_or_empty_grids_are_refused() {
    let mut conflicting = Grid::EMPTY;
    conflicting.set(0, 5);
    conflicting.set(8, 5);
    assert_eq!(rate(&conflicting), Err(LogicError::NoSolution));
    assert_eq!(rate(&Grid::EMPTY), Err(LogicError::NotUnique));
}

/// A random filled grid: the smallest solution of a few random givens that keep a solution.
fn filled_grid() -> impl Strategy<Value = Grid> {
    proptest::collection::vec((0usize..81, 1u8..=9), 12).prop_map(|seeds| {
        let mut start = Grid::EMPTY;
        for (cell, digit) in seeds {
            start.set(cell, digit);
            if !start.is_consistent() || solve(&start, Algorithm::Fast).is_none() {
                start.set(cell, 0);
            }
        }
        solve(&start, Algorithm::Fast).unwrap()
    })
}

/// A random unique puzzle: givens of a random filled grid removed in random order as long as
/// the solution stays unique, until `keep` givens are left or none can go.
fn unique_puzzle() -> impl Strategy<Value = Grid> {
    (
        filled_grid(),
        Just((0..81).collect::<Vec<usize>>()).prop_shuffle(),
        22usize..=40,
    )
        .prop_map(|(filled, order, keep)| {
            let mut puzzle = filled;
            for cell in order {
                if puzzle.given_count() <= keep {
                    break;
                }
                puzzle.set(cell, 0);
                if count_solutions(&puzzle, 2, Algorithm::Fast) != 1 {
                    puzzle.set(cell, filled.get(cell));
                }
            }
            puzzle
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_unique_puzzles_are_explained_soundly(puzzle in unique_puzzle()) {
        let explanation = explain(&puzzle).unwrap();
        check_sound(&puzzle, &explanation);
        prop_assert_eq!(rate(&puzzle).unwrap(), explanation.rating);
    }
}
