//! The solving loop: at each point ask the techniques, in SE's order, for a step; take the first
//! one found, apply it, and keep the hardest difficulty seen (ER), the hardest up to the first
//! placement (EP) and the first step's (ED), as SE's rater does. Under a time budget (see
//! `budget`) a solve may stop short, its ratings then lower bounds.

use super::budget;
use super::candidates::Candidates;
use super::difficulty::Difficulty;
use super::rating::AtLeast;
use super::step::Step;
use super::{aligned, bug, chains, fish, intersections, singles, subsets, unique_loops, wings};

/// A technique family: the first step it finds on a grid, in SE's search order.
type Finder = fn(&Candidates) -> Option<Step>;

/// The techniques in the order SE's solver asks them, each with the least difficulty (tenths)
/// of any step it gives. The first one that finds a step wins, even when a later one would find
/// an easier step (the order is roughly by difficulty). The least difficulties never fall along
/// the order, so when the search reaches a family, the step it ends with is at least as hard as
/// that family's least: what a rating cut short by a time budget rests on.
const FINDERS: &[(u16, Finder)] = &[
    (10, singles::hidden_single),
    (17, intersections::direct_pointing_or_claiming),
    (20, |grid| subsets::direct_hidden_set(grid, 2)),
    (23, singles::naked_single),
    (25, |grid| subsets::direct_hidden_set(grid, 3)),
    (26, intersections::pointing_or_claiming),
    (30, |grid| subsets::naked_set(grid, 2)),
    (32, |grid| fish::fish(grid, 2)),
    (34, |grid| subsets::hidden_set(grid, 2)),
    (36, |grid| subsets::naked_set(grid, 3)),
    (38, |grid| fish::fish(grid, 3)),
    (40, |grid| subsets::hidden_set(grid, 3)),
    (42, |grid| wings::wing(grid, false)),
    (44, |grid| wings::wing(grid, true)),
    (45, unique_loops::unique_loop),
    (50, |grid| subsets::naked_set(grid, 4)),
    (52, |grid| fish::fish(grid, 4)),
    (54, |grid| subsets::hidden_set(grid, 4)),
    (56, bug::bug),
    (62, aligned::aligned_pair),
    (65, chains::cycles_and_forcing_chains),
    (75, aligned::aligned_triplet),
    (75, chains::nishio),
    (80, chains::multiple),
    (85, chains::dynamic),
    (90, chains::nested),
];

/// A time budget ran out during a search: its result was dropped.
struct OutOfTime;

/// The step SE would take next on `grid`, if any technique finds one.
pub fn next_step(grid: &Candidates) -> Option<Step> {
    search(grid).ok().flatten()
}

/// [`next_step`], or [`OutOfTime`] when the thread's time budget ran out during the search;
/// before each family the budget learns its least difficulty.
fn search(grid: &Candidates) -> Result<Option<Step>, OutOfTime> {
    for &(least, find) in FINDERS {
        let least = Difficulty::from_tenths(least);
        budget::searching(least);
        let step = find(grid);
        if budget::expired() {
            return Err(OutOfTime);
        }
        if let Some(step) = step {
            debug_assert!(step.difficulty >= least, "{}", step.technique);
            return Ok(Some(step));
        }
    }
    Ok(None)
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
    /// Hardest step on the whole path, or 20.0 when the techniques got stuck; a lower bound
    /// when the time budget ran out.
    pub er: Difficulty,
    /// Hardest step up to and including the first placement.
    pub ep: Difficulty,
    /// The first step's difficulty.
    pub ed: Difficulty,
    /// Which of the three are lower bounds only, the time budget having run out.
    pub at_least: AtLeast,
    /// The technique of the first step as hard as ER (none if no step was taken, stuck, or
    /// out of time).
    pub hardest: Option<&'static str>,
    /// The steps in order.
    pub steps: Vec<Step>,
    /// The grid the steps reached (solved unless stuck or out of time).
    pub grid: Candidates,
    /// Whether the techniques ran out before the grid was solved.
    pub stuck: bool,
}

/// Solves `grid` step by step, recording the steps only if `record` is set (with their nested
/// chains found again, as [`shown_step`] does), until it is solved, the techniques find no step,
/// or the thread's time budget runs out.
pub fn solve(mut grid: Candidates, record: bool) -> Solve {
    let mut er: Option<Difficulty> = None;
    let (mut ep, mut ed) = (Difficulty::ZERO, Difficulty::ZERO);
    let mut hardest = None;
    let mut steps = Vec::new();
    let mut stuck = false;
    let mut out_of_time = false;
    while !grid.is_solved() {
        let mut step = match search(&grid) {
            Ok(Some(step)) => step,
            Ok(None) => {
                stuck = true;
                break;
            }
            Err(OutOfTime) => {
                out_of_time = true;
                break;
            }
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
    let mut solve = Solve {
        er: if stuck {
            Difficulty::UNSOLVED
        } else {
            er.unwrap_or_default()
        },
        ep,
        ed,
        at_least: AtLeast::default(),
        hardest: if stuck { None } else { hardest },
        steps,
        grid,
        stuck,
    };
    if out_of_time {
        solve.bound();
    }
    solve
}

impl Solve {
    /// Turns the ratings of a solve cut short by its time budget into lower bounds.
    ///
    /// The search under way when time ran out had reached some family, and every family before
    /// it had found nothing on that grid: the step that belongs there comes from that family or
    /// a later one, so it is at least the family's least difficulty (for nested forcing chains,
    /// the base of the nesting level reached, the levels below having found nothing), and the
    /// least difficulties never fall along SE's order; were no family to find a step, the
    /// puzzle would rate 20.0, higher still. ER, the hardest step of the whole path, is
    /// therefore at least the hardest step taken so far and at least that floor, whichever is
    /// higher; a later step can only raise it. The same bound holds for EP when no step placed
    /// a digit yet, and for ED when no step was taken yet; otherwise they are exact. The
    /// technique of the hardest step is not known.
    fn bound(&mut self) {
        let er = self.er.max(budget::floor());
        let no_placement = self.ep == Difficulty::ZERO;
        let no_step = self.ed == Difficulty::ZERO;
        self.er = er;
        if no_placement {
            self.ep = er;
        }
        if no_step {
            self.ed = er;
        }
        self.at_least = AtLeast {
            er: true,
            ep: no_placement,
            ed: no_step,
        };
        self.hardest = None;
    }
}

#[cfg(test)]
mod tests {
    use super::FINDERS;

    #[test]
    fn the_least_difficulties_never_fall_along_the_search_order() {
        assert!(FINDERS.windows(2).all(|pair| pair[0].0 <= pair[1].0));
    }
}
