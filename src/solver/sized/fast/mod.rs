//! The fast engine for every shape: candidate masks, propagation to a fixpoint and
//! copy-on-branch search over houses held as data. A position and its propagation are in
//! `position.rs` (its house rules in `position/houses.rs`), the tables of a shape in
//! `tables.rs`, random fills and prepared layouts in `random.rs`, another solution found by
//! swapping two values in `swap.rs`, the search here.
//!
//! # Representation
//!
//! One `u32` word per cell: bit `v - 1` when value `v` may still stand there, and bit 31
//! ([`PLACED`]) once the cell holds its value (its word then keeps that value's bit alone). The
//! position is those N² words: 2.5 KB for a 25×25, copied on each branch instead of keeping an
//! undo log. The tables (each cell's peers, each house's cells) are
//! built once per shape from [`Shape::houses`] and shared by every puzzle of that shape, so the
//! engine never asks which size it is: a new kind of region would be one more house.
//!
//! # Propagation
//!
//! - **Placement.** A placed value leaves the candidates of the cell's peers; a peer left with
//!   none is a contradiction, a peer left with one is queued as a naked single.
//! - **Houses.** Each position counts, for every house and value, the cells where the value
//!   can still go, counting down as candidates leave: a value left with no place is a
//!   contradiction, met at once; one left with one place is queued, and placed there (a hidden
//!   single) once the naked singles and the rules are quiet. Counting as candidates go
//!   replaced passes that read every cell of each house with a cell changed (most houses,
//!   after a placement): generating anti-knight puzzles took 18 % fewer instructions, the
//!   jigsaw benchmark set 12 % fewer, the killers 10–20 % less time; where propagation alone
//!   places most cells (X and windoku generation), 4–6 % more.
//! - **Box and line.** A value whose places in a box lie in one row or column leaves the rest of
//!   that line, and a value whose places in a line lie in one box leaves the rest of that box
//!   (pointing and claiming), over the segments where boxes cross lines, precomputed. On minimal
//!   16×16 puzzles this cuts the search two to four times, for twice the cost a node; it runs
//!   only when the singles are exhausted. As the hidden singles do, it reads only the segments
//!   whose box or line has a cell changed since its last pass (about 8 % fewer instructions on
//!   the f-puzzles and rarer-rules benchmark sets).
//!
//! - **Subsets.** Each house's open cells must take its missing values one each, so a value
//!   stays in a cell only if some such assignment puts it there (`hall.rs`): every naked and
//!   hidden subset at once, found from one matching per house. It runs last, and only in a
//!   search that has met [`SUBSETS_AFTER`] contradictions: on easy puzzles it costs more than
//!   it saves (it doubled the time of generating 16×16 puzzles), while on hard ones it is what
//!   ends the search (the empty 22×22 and sparse 14×14s of boxes 2×7, where without it no
//!   search ended within minutes, take well under a second). A variant with rules to
//!   propagate never takes it up: its searches fail in its rules, and on the killer, CTC-style
//!   and f-puzzles benchmark sets the rule made them slower, up to twice, hard puzzles too.
//!   Nor does a 9×9 (a variant puzzle, here), where it slowed counting twice
//!   ([`takes_subsets`]).
//!
//! # Search and exactness
//!
//! The answer is the lexicographically smallest solution. A search that branches on the first
//! open cell in row-major order, values ascending, meets it first, but that order makes huge
//! searches on big grids (a puzzle whose first rows are empty and last rows full backtracks
//! through the first rows for ever), where branching on the cell with the fewest candidates
//! stays small. So [`solve`] searches in that order for up to two solutions: a puzzle with
//! exactly one (every proper puzzle) has found its answer, one with none has none. A puzzle with
//! several is then walked cell by cell in row-major order, each earlier cell fixed to the
//! smallest solution known: each smaller value, smallest first, is a search for a solution with
//! that value in the cell, which either finds one, smaller, which replaces the known one, or
//! proves there is none; then the cell is fixed. Branching is binary: a copy takes the cell's
//! smallest candidate; when its subtree is done, the position itself loses that candidate and
//! propagates before choosing again, so what a failed value teaches reaches its siblings.
//!
//! For a classic puzzle, the cell is the one with the fewest candidates per weight, where a
//! cell's weight counts how often its houses took part in a contradiction in this search
//! (constraint solvers' dom/wdeg); a house's value with fewer places than any cell has
//! candidates is branched on instead, as dancing links would. The weights cut the search on
//! minimal 16×16 puzzles about four times. A variant puzzle branches by the conflict scores
//! of cells and values instead (`scores.rs`): one with rules to propagate fails in its rules
//! more than in its houses, and the scores made its searches many times smaller on killers,
//! little killers and thermometers; on jigsaws, whose regions are houses, they halved the
//! dead ends of the benchmark set.
//! Tried and dropped: starting the search over with the weights learnt (restarts), with the
//! smallest solution then proven cell by cell: each early cell's question is a whole search of
//! its own, and minimal 16×16 puzzles took ten times longer.
//!
//! The walk's questions do start over, though: each looks for one solution of a big grid with
//! a prefix fixed, where an early wrong choice can hide a contradiction so deep that the search
//! below it never ends (a 15×15 whose last rows are full, the empty 21×21). So a question's
//! search gives up after a budget of dead ends and starts again with the weights learnt and
//! twice the budget. Restarts cannot shorten a proof that no solution exists: that is where
//! the subset rule comes in, and why each round runs a fresh search by conflict scores (even
//! on a classic puzzle) beside the one with the weights learnt, whose order can make such a
//! proof a thousand times longer.

use std::ops::ControlFlow;

use crate::problem::Problem;
use crate::sized::SizedGrid;

mod box_line;
mod by_cell;
mod hall;
mod position;
pub(in crate::solver) mod random;
mod rules;
mod scores;
mod swap;
mod tables;
mod weights;
mod word;

use position::Position;
use tables::{Tables, tables};
use weights::{Conflict, Weights};
use word::PLACED;

/// Why a search stopped before its end.
enum Halt {
    /// The visitor had what it wanted.
    Visited,
    /// The budget of dead ends ran out.
    OutOfBudget,
}

/// Calls `visit` with each solution of `position` until it breaks.
fn search(
    tables: &Tables,
    position: Position,
    visit: &mut dyn FnMut(&Position) -> ControlFlow<()>,
) -> ControlFlow<Halt> {
    let mut unlimited = u64::MAX;
    descend(
        tables,
        position,
        &mut Weights::new(tables),
        &mut unlimited,
        visit,
    )
}

/// [`search`] below `position`, weighing the contradictions met in `weights` and counting
/// them down from `dead_ends`; the search stops when none is left.
fn descend(
    tables: &Tables,
    mut position: Position,
    weights: &mut Weights,
    dead_ends: &mut u64,
    visit: &mut dyn FnMut(&Position) -> ControlFlow<()>,
) -> ControlFlow<Halt> {
    loop {
        position.subsets |= takes_subsets(tables) && weights.contradictions >= SUBSETS_AFTER;
        let Some((cell, chosen)) = position.choose(tables, weights) else {
            return visit(&position).map_break(|()| Halt::Visited);
        };
        let bit = weights.first_value(cell, position.cells[cell], chosen);
        let mut child = position.clone();
        let watch = weights.scores.is_some();
        if child.branch(tables, cell, bit, watch) {
            descend(tables, child, weights, dead_ends, visit)?;
        } else {
            let blamed = child.forced.blamed((cell, bit));
            dead_end(tables, weights, dead_ends, child.conflict, blamed)?;
        }
        if !position.eliminate(tables, cell, bit) || !position.propagate(tables) {
            return dead_end(tables, weights, dead_ends, position.conflict, [None; 2]);
        }
    }
}

/// Weighs a contradiction met (where, and the cells and values blamed for it when a branch
/// took a value) and spends one dead end of the budget on it.
fn dead_end(
    tables: &Tables,
    weights: &mut Weights,
    dead_ends: &mut u64,
    conflict: Conflict,
    blamed: [Option<(usize, u32)>; 2],
) -> ControlFlow<Halt> {
    weights.weigh(tables, conflict, blamed);
    *dead_ends = dead_ends.saturating_sub(1);
    if *dead_ends == 0 {
        ControlFlow::Break(Halt::OutOfBudget)
    } else {
        ControlFlow::Continue(())
    }
}

/// A solution of `position`, if any. Search for one solution is heavy-tailed on big sparse
/// grids: an early choice can leave a contradiction that shows only deep down, and the search
/// below it takes hours where another order finds a solution at once. So the search starts
/// over when its budget runs out, with the weights learnt so far, which steer it elsewhere.
///
/// The weights learnt can also steer a proof that there is no solution into a far bigger tree
/// (on a sparse 15×15 met by fuzzing, 5.7 s against 4 ms fresh). So each round runs a fresh
/// search, then one with the weights learnt, on the same budget. The fresh one branches by
/// conflict scores even on a classic puzzle: house weights blame whole houses, and on another
/// sparse 15×15 kept both searches for minutes away from a contradiction in its last columns
/// that the scores, which blame cells, found in 10 ms.
fn find_one(tables: &Tables, position: &Position) -> Option<SizedGrid> {
    let mut learnt = Weights::new(tables);
    with_restarts(|dead_ends| {
        let fresh = &mut Weights::scoring(tables);
        search_once(tables, position, fresh, dead_ends)
            .or_else(|OutOfBudget| search_once(tables, position, &mut learnt, dead_ends))
    })
}

/// One search for a solution of `position`, weighing its contradictions in `weights`, that
/// gives up after `dead_ends` of them.
fn search_once(
    tables: &Tables,
    position: &Position,
    weights: &mut Weights,
    mut dead_ends: u64,
) -> Result<Option<SizedGrid>, OutOfBudget> {
    let mut found = None;
    let flow = descend(
        tables,
        position.clone(),
        weights,
        &mut dead_ends,
        &mut |solved| {
            found = Some(solved.grid(tables.shape));
            ControlFlow::Break(())
        },
    );
    match flow {
        ControlFlow::Break(Halt::OutOfBudget) => Err(OutOfBudget),
        _ => Ok(found),
    }
}

/// The result of the first `attempt` that ends within its budget of dead ends, the budget
/// doubling at each restart so that some attempt always ends, for at most twice the work of
/// the last.
fn with_restarts<T>(mut attempt: impl FnMut(u64) -> Result<T, OutOfBudget>) -> T {
    let mut budget = FIRST_BUDGET;
    loop {
        match attempt(budget) {
            Ok(result) => return result,
            Err(OutOfBudget) => budget *= 2,
        }
    }
}

/// Dead ends a search may meet before it starts over: far more than one that goes well meets
/// on any size, far fewer than one that has gone wrong would.
const FIRST_BUDGET: u64 = 1_000;

/// Contradictions a search meets before its propagation takes up the subset rule: an easy
/// search (most proper 16×16 puzzles) never does, as the rule would double its time.
const SUBSETS_AFTER: u64 = 1_000;

/// Whether a search under `tables` takes up the subset rule after [`SUBSETS_AFTER`]
/// contradictions: on grids past 9×9 whose rules are all held by houses and peers.
///
/// A variant with rules to propagate fails in them, not in subsets of its houses (on the
/// killer, CTC-style and f-puzzles sets the rule made searches up to twice as slow). A 9×9
/// that reaches the search of this engine is a variant puzzle, and there too the rule cost
/// more than it saved: counting to 100,000 the solutions of three sparse anti-knight puzzles
/// took 43.9 s with it and 20.4 s without, of three sparse jigsaws 4.8 s and 2.5 s, and
/// generating anti-knight puzzles 8 % more instructions.
fn takes_subsets(tables: &Tables) -> bool {
    tables.size() > 9 && !tables.rules.any()
}

/// A search gave up: its budget of dead ends ran out.
struct OutOfBudget;

/// Counts the solutions of `position` up to `limit`, keeping the first one met.
fn count_from(tables: &Tables, position: Position, limit: u64) -> (u64, Option<SizedGrid>) {
    let (mut found, mut first) = (0, None);
    let _ = search(tables, position, &mut |solved| {
        found += 1;
        first.get_or_insert_with(|| solved.grid(tables.shape));
        if found >= limit {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    (found, first)
}

/// The lexicographically smallest solution of `problem`, or `None` if it has none.
pub fn solve(problem: &Problem) -> Option<SizedGrid> {
    with_tables(problem, |tables| solve_with(tables, problem))
}

/// [`solve`] with the tables of `problem`.
fn solve_with(tables: &Tables, problem: &Problem) -> Option<SizedGrid> {
    let root = Position::new(tables, problem)?;
    match count_from(tables, root.clone(), 2) {
        (1, only) => only,
        (0, _) => None,
        (_, first) => first.map(|first| smallest_from(tables, root, first)),
    }
}

/// The smallest solution of `root`, which has `smallest` and others. For each open cell in
/// row-major order, with every earlier cell fixed to the smallest solution known, each value
/// below the known one is asked in turn, smallest first: the first with a solution is the
/// cell's value, and its solution takes the place of the known one. Then the cell is fixed, and
/// propagation usually fixes many after it, which need no question.
///
/// A value at a time: a search free to choose among several need not branch on this cell
/// first, and on a sparse 15×15 met by fuzzing took 44 s to prove that none of three values
/// fits, where the three proofs, the cell fixed, take milliseconds.
fn smallest_from(tables: &Tables, root: Position, mut smallest: SizedGrid) -> SizedGrid {
    let mut prefix = root;
    for cell in 0..tables.shape.cells() {
        if prefix.cells[cell] & PLACED != 0 {
            continue;
        }
        let below = prefix.cells[cell] & ((1 << (smallest.get(cell) - 1)) - 1);
        let smaller = rules::bits(below).find_map(|value| {
            restricted(tables, &prefix, cell, 1 << value)
                .and_then(|position| find_one(tables, &position))
        });
        if let Some(solution) = smaller {
            smallest = solution;
        }
        let fixed = prefix.place(tables, cell, 1 << (smallest.get(cell) - 1));
        let consistent = fixed && prefix.propagate(tables);
        debug_assert!(consistent, "the smallest solution agrees with its prefix");
    }
    smallest
}

/// `position` with `cell` left only the candidates in `keep`, propagated; `None` when that is
/// a contradiction.
fn restricted(tables: &Tables, position: &Position, cell: usize, keep: u32) -> Option<Position> {
    let mut narrowed = position.clone();
    let dropped = narrowed.cells[cell] & !keep;
    let open = keep != 0 && narrowed.eliminate(tables, cell, dropped) && narrowed.propagate(tables);
    open.then_some(narrowed)
}

/// The number of solutions of `problem`, counting no further than `limit`.
pub fn count(problem: &Problem, limit: u64) -> u64 {
    counted(problem, limit).0
}

/// The number of solutions of `problem`, counting no further than `limit`, and the first
/// solution the count met: some solution, the quickest to find, when `limit` is 1.
pub fn counted(problem: &Problem, limit: u64) -> (u64, Option<SizedGrid>) {
    with_tables(problem, |tables| {
        Position::new(tables, problem).map_or((0, None), |root| count_from(tables, root, limit))
    })
}

/// Calls `run` with the tables of `problem`: those of its shape, built once and shared, for a
/// classic puzzle; its own for a variant.
fn with_tables<T>(problem: &Problem, run: impl FnOnce(&Tables) -> T) -> T {
    match problem.variant() {
        None => run(tables(problem.shape())),
        Some(variant) => run(&Tables::new(problem.shape(), Some(variant))),
    }
}

/// A solution of `problem` in which `cell` does not hold `value`, if any.
pub fn solve_avoiding(problem: &Problem, cell: usize, value: u8) -> Option<SizedGrid> {
    with_tables(problem, |tables| {
        avoiding_with(tables, problem, cell, value, Weights::new(tables))
    })
}

/// Whether `problem`, one of whose solutions is `solution`, has another that keeps
/// `solution`'s value out of `cell`.
pub fn avoids(problem: &Problem, solution: &SizedGrid, cell: usize) -> bool {
    with_tables(problem, |tables| {
        avoids_with(tables, problem, solution, cell)
    })
}

/// [`avoids`] with the tables of `problem`: told without search when two values swap over a
/// group of cells without givens (`swap.rs`), else by a search that tries `solution`'s values
/// first.
fn avoids_with(tables: &Tables, problem: &Problem, solution: &SizedGrid, cell: usize) -> bool {
    swap::swap_frees(tables, problem, solution, cell) || {
        let leaning = Weights::leaning(tables, solution);
        avoiding_with(tables, problem, cell, solution.get(cell), leaning).is_some()
    }
}

/// [`solve_avoiding`] with the tables of `problem`, its search steered by `weights`.
fn avoiding_with(
    tables: &Tables,
    problem: &Problem,
    cell: usize,
    value: u8,
    mut weights: Weights,
) -> Option<SizedGrid> {
    let root = Position::new(tables, problem)?;
    let bit = 1 << (value - 1);
    let avoiding = if root.cells[cell] & PLACED != 0 {
        (root.cells[cell] & bit == 0).then_some(root)?
    } else {
        restricted(tables, &root, cell, root.cells[cell] & !bit)?
    };
    // As in `search`, a budget of `u64::MAX` dead ends never runs out.
    search_once(tables, &avoiding, &mut weights, u64::MAX).unwrap_or(None)
}

#[cfg(test)]
mod tests;
