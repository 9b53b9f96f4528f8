//! The solving loop: at each point ask the techniques, in SE's order, for a step; take the first
//! one found, apply it, and keep the hardest difficulty seen (ER), the hardest up to the first
//! placement (EP) and the first step's (ED), as SE's rater does.

use super::candidates::Candidates;
use super::difficulty::Difficulty;
use super::step::Step;
use super::{aligned, bug, chains, fish, intersections, singles, subsets, unique_loops, wings};

/// A technique family: the first step it finds on a grid, in SE's search order.
type Finder = fn(&Candidates) -> Option<Step>;

/// The techniques in the order SE's solver asks them. The first one that finds a step wins,
/// even when a later one would find an easier step (the order is roughly by difficulty).
const FINDERS: &[Finder] = &[
    singles::hidden_single,
    intersections::direct_pointing_or_claiming,
    |grid| subsets::direct_hidden_set(grid, 2),
    singles::naked_single,
    |grid| subsets::direct_hidden_set(grid, 3),
    intersections::pointing_or_claiming,
    |grid| subsets::naked_set(grid, 2),
    |grid| fish::fish(grid, 2),
    |grid| subsets::hidden_set(grid, 2),
    |grid| subsets::naked_set(grid, 3),
    |grid| fish::fish(grid, 3),
    |grid| subsets::hidden_set(grid, 3),
    |grid| wings::wing(grid, false),
    |grid| wings::wing(grid, true),
    unique_loops::unique_loop,
    |grid| subsets::naked_set(grid, 4),
    |grid| fish::fish(grid, 4),
    |grid| subsets::hidden_set(grid, 4),
    bug::bug,
    aligned::aligned_pair,
    chains::cycles_and_forcing_chains,
    aligned::aligned_triplet,
    chains::nishio,
    chains::multiple,
    chains::dynamic,
    chains::nested,
];

/// The step SE would take next on `grid`, if any technique finds one.
pub fn next_step(grid: &Candidates) -> Option<Step> {
    FINDERS.iter().find_map(|find| find(grid))
}

/// [`next_step`] for a reader: the chains nested in the step's chains are found again, so
/// that its explanation shows them.
pub fn shown_step(grid: &Candidates) -> Option<Step> {
    let mut step = next_step(grid)?;
    chains::find_nested(&mut step);
    Some(step)
}

/// Applies `step` to `grid`: its eliminations, then its placements.
pub fn apply(grid: &mut Candidates, step: &Step) {
    for &(cell, digit) in &step.eliminations {
        grid.eliminate(cell, digit);
    }
    for &(cell, digit) in &step.placements {
        grid.place(cell, digit);
    }
}

/// What a logic solve found: the ratings, the hardest step's technique, the steps taken and
/// the grid they reached.
pub struct Solve {
    /// Hardest step on the whole path, or 20.0 when the techniques got stuck.
    pub er: Difficulty,
    /// Hardest step up to and including the first placement.
    pub ep: Difficulty,
    /// The first step's difficulty.
    pub ed: Difficulty,
    /// The technique of the first step as hard as ER (none if no step was taken or stuck).
    pub hardest: Option<&'static str>,
    /// The steps in order.
    pub steps: Vec<Step>,
    /// The grid the steps reached (solved unless stuck).
    pub grid: Candidates,
    /// Whether the techniques ran out before the grid was solved.
    pub stuck: bool,
}

/// Solves `grid` step by step, recording the steps only if `record` is set (with their nested
/// chains found again, as [`shown_step`] does).
pub fn solve(mut grid: Candidates, record: bool) -> Solve {
    let mut er: Option<Difficulty> = None;
    let (mut ep, mut ed) = (Difficulty::ZERO, Difficulty::ZERO);
    let mut hardest = None;
    let mut steps = Vec::new();
    let mut stuck = false;
    while !grid.is_solved() {
        let Some(mut step) = next_step(&grid) else {
            stuck = true;
            break;
        };
        if er.is_none_or(|er| step.difficulty > er) {
            er = Some(step.difficulty);
            hardest = Some(step.technique);
        }
        let er = er.unwrap_or_default();
        apply(&mut grid, &step);
        if ep == Difficulty::ZERO {
            if ed == Difficulty::ZERO {
                ed = er;
            }
            if step.places() {
                ep = er;
            }
        }
        if record {
            chains::find_nested(&mut step);
            steps.push(step);
        }
    }
    let er = if stuck {
        Difficulty::UNSOLVED
    } else {
        er.unwrap_or_default()
    };
    Solve {
        er,
        ep,
        ed,
        hardest: if stuck { None } else { hardest },
        steps,
        grid,
        stuck,
    }
}
