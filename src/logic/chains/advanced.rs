//! Nested forcing chains (SE's "Dynamic Forcing Chains (+)" and the levels above): when a
//! dynamic run has nothing left to derive, other techniques look at the grid the run has reduced
//! so far, tried in order, the first that finds anything alone: pointing and claiming, hidden
//! pairs, naked pairs, X-Wings; then, from level 2, whole chaining families (level 2: cycles and
//! forcing chains; 3: also multiple forcing chains; 4: dynamic forcing chains instead; 5: also
//! dynamic forcing chains of level 2). Each elimination they make becomes a new "off"
//! potential, resting on the removals the technique needed (its rule parents): candidates
//! present at the start of the run and gone since, where the technique requires them gone.

use crate::bitset::CellSet;

use super::super::candidates::Candidates;
use super::super::fish::{Fish, each_fish};
use super::super::houses::{HOUSE_CELLS, HOUSE_SETS};
use super::super::intersections::{Lock, each_lock};
use super::super::subsets::{HiddenSet, NakedSet, each_hidden_set, each_naked_set};
use super::Chaining;
use super::multiple::multiple_chains;
use super::nested::Gathered;
use super::potential::Potential;
use super::run::NestedRef;
use super::unary;

/// The eliminations of one technique's hint on the reduced grid and the removals they rest on.
pub struct Reduction {
    /// The candidates removed, row-major (SE takes them in hash order; this stands in).
    pub removed: Vec<Potential>,
    /// The earlier removals of the run the technique needed.
    pub parents: Vec<Potential>,
    /// The nested chain that made the removals, if a chaining family did.
    pub nested: Option<NestedRef>,
}

/// A chaining family nested at some level.
enum Family {
    CyclesAndForcingChains,
    Chains(Chaining),
}

/// The chaining families nested at `level`, in order.
fn families(level: u8) -> &'static [Family] {
    const NESTED_DYNAMIC: Chaining = Chaining {
        level: 2,
        ..Chaining::DYNAMIC
    };
    match level {
        0 | 1 => &[],
        2 => &[Family::CyclesAndForcingChains],
        3 => &[
            Family::CyclesAndForcingChains,
            Family::Chains(Chaining::MULTIPLE),
        ],
        4 => &[Family::Chains(Chaining::DYNAMIC)],
        _ => &[
            Family::Chains(Chaining::DYNAMIC),
            Family::Chains(NESTED_DYNAMIC),
        ],
    }
}

/// The hints of the first technique nested at `level` (1 to 5) that finds any on `work`, the
/// grid a run started from `source` has reduced; only hints resting on some removal of the run
/// count.
pub fn reductions(source: &Candidates, work: &Candidates, level: u8, out: &mut Vec<Reduction>) {
    out.clear();
    each_lock(work, |lock| {
        let removed = lock.removed(work).iter().map(|c| (c, lock.digit)).collect();
        add(out, removed, || lock_parents(source, work, lock))
    });
    if out.is_empty() {
        each_hidden_set(work, 2, 4, |set| {
            add(out, set.eliminations(work), || hidden_parents(source, set))
        });
    }
    if out.is_empty() {
        each_naked_set(work, 2, |set| {
            add(out, set.eliminations(work), || naked_parents(source, set))
        });
    }
    if out.is_empty() {
        each_fish(work, 2, |fish| {
            let removed = fish.removed(work).iter().map(|c| (c, fish.digit)).collect();
            add(out, removed, || fish_parents(source, work, fish))
        });
    }
    for family in families(level) {
        if !out.is_empty() {
            break;
        }
        let mut gathered = Gathered::new(source);
        match family {
            Family::CyclesAndForcingChains => unary::gather(work, &mut gathered),
            Family::Chains(chaining) => multiple_chains(work, *chaining, &mut gathered),
        }
        for hint in gathered.into_sorted() {
            if !hint.nested.parents.is_empty() {
                out.push(Reduction {
                    removed: hint.nested.removed,
                    parents: hint.nested.parents,
                    nested: Some(NestedRef {
                        identity: hint.nested.identity,
                        complexity: hint.rank.complexity(),
                    }),
                });
            }
        }
    }
}

/// Adds a hint removing `removed` if it removes anything and rests on some removal; never
/// stops the technique's search.
fn add(
    out: &mut Vec<Reduction>,
    mut removed: Vec<(usize, u8)>,
    parents: impl FnOnce() -> Vec<Potential>,
) -> Option<()> {
    if removed.is_empty() {
        return None;
    }
    let parents = parents();
    if !parents.is_empty() {
        removed.sort_unstable();
        out.push(Reduction {
            removed: removed
                .into_iter()
                .map(|(c, d)| Potential::new(c, d, false))
                .collect(),
            parents,
            nested: None,
        });
    }
    None
}

/// Places of the digit in the base houses, present at the start, gone now, outside the covers.
fn gone_from_bases(
    source: &Candidates,
    work: &Candidates,
    digit: u8,
    bases: &[usize],
    covers: CellSet,
) -> Vec<Potential> {
    let mut parents = Vec::new();
    for &base in bases {
        for &cell in &HOUSE_CELLS[base] {
            let cell = usize::from(cell);
            let gone = source.digits(cell).contains(digit) && !work.digits(cell).contains(digit);
            if gone && !covers.contains(cell) {
                parents.push(Potential::new(cell, digit, false));
            }
        }
    }
    parents
}

fn lock_parents(source: &Candidates, work: &Candidates, lock: &Lock) -> Vec<Potential> {
    gone_from_bases(source, work, lock.digit, &[lock.from], HOUSE_SETS[lock.to])
}

fn fish_parents(source: &Candidates, work: &Candidates, fish: &Fish) -> Vec<Potential> {
    gone_from_bases(source, work, fish.digit, &fish.bases, fish.cover_cells())
}

/// The set's digits that were in the house's other cells at the start.
fn hidden_parents(source: &Candidates, set: &HiddenSet) -> Vec<Potential> {
    let mut parents = Vec::new();
    for (index, &cell) in HOUSE_CELLS[set.house].iter().enumerate() {
        if set.positions >> index & 1 == 0 {
            let cell = usize::from(cell);
            let had = source.digits(cell) & set.digits;
            parents.extend(had.iter().map(|d| Potential::new(cell, d, false)));
        }
    }
    parents
}

/// The other digits the set's cells had at the start.
fn naked_parents(source: &Candidates, set: &NakedSet) -> Vec<Potential> {
    let mut parents = Vec::new();
    for cell in set.cells.iter() {
        let had = source.digits(cell) & !set.digits;
        parents.extend(had.iter().map(|d| Potential::new(cell, d, false)));
    }
    parents
}
