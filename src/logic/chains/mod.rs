//! Chains of implications between potentials ("cell c holds / does not hold digit d"), as SE
//! searches them: cycles and forcing chains on a fixed grid, then Nishio, multiple, dynamic and
//! nested forcing chains. Each family gathers all its hints and gives the one SE ranks first.

mod advanced;
pub(super) mod family;
mod hint;
mod links;
mod multiple;
mod nested;
mod potential;
mod propagation;
mod reach;
mod run;
mod single;
mod unary;

use super::budget;
use super::candidates::Candidates;
use super::difficulty::Difficulty;
use super::step::Step;
use advanced::Reducer;
use family::Chaining;

pub use unary::cycles_and_forcing_chains;

/// The easiest Nishio forcing chain (7.5 and up).
pub fn nishio(grid: &Candidates) -> Option<Step> {
    family(grid, Chaining::NISHIO)
}

/// The easiest multiple (cell or region) forcing chain (8.0 and up).
pub fn multiple(grid: &Candidates) -> Option<Step> {
    family(grid, Chaining::MULTIPLE)
}

/// The easiest dynamic forcing chain (8.5 and up).
pub fn dynamic(grid: &Candidates) -> Option<Step> {
    family(grid, Chaining::DYNAMIC)
}

/// The easiest dynamic forcing chain with techniques nested: basic ones (level 1, 9.0 and up),
/// then chains (levels 2 to 5, 9.5 and up), the first level that finds one. The runs of every
/// level start alike and reduce the grid alike, so one reducer serves them all. Each level
/// tells a time budget its base difficulty: a level is searched only when the levels below
/// found nothing, so a step still to be found is at least that hard.
pub fn nested(grid: &Candidates) -> Option<Step> {
    let mut reducer = Reducer::new(grid);
    multiple::with_buffers(|buffers| {
        (1..=5).find_map(|level| {
            let chaining = Chaining {
                level,
                ..Chaining::DYNAMIC
            };
            budget::searching(Difficulty::from_tenths(chaining.base_tenths()));
            let mut best = hint::Best::default();
            multiple::multiple_chains(grid, chaining, &mut best, Some(&mut reducer), buffers);
            best.into_step()
        })
    })
}

/// Finds again the chains nested in `step`'s chains, at every depth, so that its explanation
/// shows them: searches keep only what identifies a nested chain.
pub fn find_nested(step: &mut Step) {
    let Some(proof) = step.proof.as_deref_mut() else {
        return;
    };
    for nested in &mut proof.nested {
        nested.find_with(|rebuild| {
            let mut step = rebuild.technique.find(&rebuild.grid, rebuild.identity)?;
            find_nested(&mut step);
            Some(step)
        });
    }
}

fn family(grid: &Candidates, chaining: Chaining) -> Option<Step> {
    let mut best = hint::Best::default();
    multiple::with_buffers(|buffers| {
        multiple::multiple_chains(grid, chaining, &mut best, None, buffers);
    });
    best.into_step()
}
