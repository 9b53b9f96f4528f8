//! Chains of implications between potentials ("cell c holds / does not hold digit d"), as SE
//! searches them: cycles and forcing chains on a fixed grid, then Nishio, multiple, dynamic and
//! nested forcing chains. Each family gathers all its hints and gives the one SE ranks first.

mod advanced;
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

pub use advanced::Technique;

pub use unary::cycles_and_forcing_chains;

/// One of SE's forcing-chain families beyond single chains.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chaining {
    /// Cell and region forcing from cells and houses with more than two choices.
    pub multiple: bool,
    /// Removals change the grid later links see.
    pub dynamic: bool,
    /// Links within one digit only, contradictions only.
    pub nishio: bool,
    /// Nesting: at 1, basic techniques join the links; from 2, chains themselves.
    pub level: u8,
}

impl Chaining {
    /// Nishio forcing chains (7.5 and up).
    pub const NISHIO: Chaining = Chaining {
        multiple: false,
        dynamic: true,
        nishio: true,
        level: 0,
    };
    /// Multiple forcing chains (8.0 and up).
    pub const MULTIPLE: Chaining = Chaining {
        multiple: true,
        dynamic: false,
        nishio: false,
        level: 0,
    };
    /// Dynamic forcing chains (8.5 and up).
    pub const DYNAMIC: Chaining = Chaining {
        multiple: true,
        dynamic: true,
        nishio: false,
        level: 0,
    };

    /// The family's base difficulty in tenths.
    pub fn base_tenths(self) -> u16 {
        let level = u16::from(self.level);
        if level >= 2 {
            95 + 5 * (level - 2)
        } else if level > 0 {
            85 + 5 * level
        } else if self.nishio {
            75
        } else if self.dynamic {
            85
        } else {
            80
        }
    }

    /// SE's name of a hint of this family, by its kind (sort key: 1 double, 5 cell, 6 region,
    /// 7 contradiction).
    pub fn name(self, sort_key: u8) -> &'static str {
        const DYNAMIC: [[&str; 4]; 6] = [
            [
                "Dynamic Double Forcing Chains",
                "Dynamic Cell Forcing Chains",
                "Dynamic Region Forcing Chains",
                "Dynamic Contradiction Forcing Chains",
            ],
            [
                "Dynamic Double Forcing Chains (+)",
                "Dynamic Cell Forcing Chains (+)",
                "Dynamic Region Forcing Chains (+)",
                "Dynamic Contradiction Forcing Chains (+)",
            ],
            [
                "Dynamic Double Forcing Chains (+ Forcing Chains)",
                "Dynamic Cell Forcing Chains (+ Forcing Chains)",
                "Dynamic Region Forcing Chains (+ Forcing Chains)",
                "Dynamic Contradiction Forcing Chains (+ Forcing Chains)",
            ],
            [
                "Dynamic Double Forcing Chains (+ Multiple Forcing Chains)",
                "Dynamic Cell Forcing Chains (+ Multiple Forcing Chains)",
                "Dynamic Region Forcing Chains (+ Multiple Forcing Chains)",
                "Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)",
            ],
            [
                "Dynamic Double Forcing Chains (+ Dynamic Forcing Chains)",
                "Dynamic Cell Forcing Chains (+ Dynamic Forcing Chains)",
                "Dynamic Region Forcing Chains (+ Dynamic Forcing Chains)",
                "Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains)",
            ],
            [
                "Dynamic Double Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))",
                "Dynamic Cell Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))",
                "Dynamic Region Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))",
                "Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))",
            ],
        ];
        let kind = match sort_key {
            1 => 0,
            5 => 1,
            6 => 2,
            _ => 3,
        };
        if self.nishio {
            "Nishio Forcing Chains"
        } else if self.dynamic || self.level > 0 {
            DYNAMIC[usize::from(self.level.min(5))][kind]
        } else if kind == 2 {
            "Region Forcing Chains"
        } else {
            "Cell Forcing Chains"
        }
    }
}

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
