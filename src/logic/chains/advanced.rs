//! Nested forcing chains (SE's "Dynamic Forcing Chains (+)" and the levels above): when a
//! dynamic run has nothing left to derive, other techniques look at the grid the run has reduced
//! so far, tried in order, the first that finds anything alone: pointing and claiming, hidden
//! pairs, naked pairs, X-Wings; then, from level 2, whole chaining families (level 2: cycles and
//! forcing chains; 3: also multiple forcing chains; 4: dynamic forcing chains instead; 5: also
//! dynamic forcing chains of level 2). Each elimination they make becomes a new "off"
//! potential, resting on the removals the technique needed (its rule parents): candidates
//! present at the start of the run and gone since, where the technique requires them gone.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::rc::Rc;

use crate::bitset::CellSet;

use super::super::candidates::{Candidates, Removed};
use super::super::fish::{Fish, each_fish};
use super::super::houses::{HOUSE_CELLS, HOUSE_SETS, Kind, kind};
use super::super::intersections::{Lock, each_lock};
use super::super::step::Step;
use super::super::subsets::{HiddenSet, NakedSet, each_hidden_set, each_naked_set};
use super::family::{Chaining, Technique};
use super::multiple::{SearchBuffers, multiple_chains, with_buffers};
use super::nested::{Find, Gathered};
use super::potential::Potential;
use super::propagation::{Reduce, Reduction};
use super::run::NestedRef;
use super::unary;

impl Technique {
    /// Its hints on `work`, the grid a run started from `source` has reduced, that rest on
    /// some removal of the run.
    fn reductions(
        self,
        source: &Candidates,
        work: &Candidates,
        (buffers, searches): (&mut unary::Buffers, &mut SearchBuffers),
    ) -> Vec<Reduction> {
        let mut out = Vec::new();
        match self {
            Technique::Basic => basic(source, work, &mut out),
            Technique::CyclesAndForcingChains => {
                let mut gathered = Gathered::new(source);
                unary::gather(work, &mut gathered, buffers);
                nested_hints(gathered, self, &mut out);
            }
            Technique::Chains(chaining) => {
                let mut gathered = Gathered::new(source);
                // A nested family that nests in turn reduces grids from its own start.
                let mut reducer = Reducer::new(work);
                let reducer = (chaining.level > 0).then_some(&mut reducer as &mut dyn Reduce);
                multiple_chains(work, chaining, &mut gathered, reducer, searches);
                nested_hints(gathered, self, &mut out);
            }
        }
        out
    }
}

impl Technique {
    /// Its hint on `grid` whose chains have fingerprint `identity`, found again as a step
    /// (basic techniques make no chains: none).
    pub fn find(self, grid: &Candidates, identity: u64) -> Option<Step> {
        let mut find = Find::new(grid, identity);
        match self {
            Technique::Basic => {}
            Technique::CyclesAndForcingChains => {
                unary::gather(grid, &mut find, &mut unary::Buffers::default());
            }
            Technique::Chains(chaining) => {
                let mut reducer = Reducer::new(grid);
                let reducer = (chaining.level > 0).then_some(&mut reducer as &mut dyn Reduce);
                with_buffers(|buffers| {
                    multiple_chains(grid, chaining, &mut find, reducer, buffers)
                });
            }
        }
        find.into_step()
    }
}

/// The techniques nested at `level` (1 to 5), in order: basic ones, then from level 2 whole
/// chaining families.
fn techniques(level: u8) -> &'static [Technique] {
    const NESTED_DYNAMIC: Chaining = Chaining {
        level: 2,
        ..Chaining::DYNAMIC
    };
    use Technique::{Basic, Chains, CyclesAndForcingChains};
    match level {
        0 | 1 => &[Basic],
        2 => &[Basic, CyclesAndForcingChains],
        3 => &[Basic, CyclesAndForcingChains, Chains(Chaining::MULTIPLE)],
        4 => &[Basic, Chains(Chaining::DYNAMIC)],
        _ => &[Basic, Chains(Chaining::DYNAMIC), Chains(NESTED_DYNAMIC)],
    }
}

/// What each technique (by [`Technique::slot`]) found on one grid, once looked for.
type Found = [Option<Rc<[Reduction]>>; 5];

/// Most reduced grids a reducer remembers; past it, it starts over (memory stays bounded,
/// results do not change).
const REMEMBERED: usize = 20_000;

/// The reductions of the grids that runs from one grid reduce, each grid's computed once per
/// technique: the runs of every nesting level start alike and reach the same grids, and a few
/// assumptions reduce the grid alike too.
pub struct Reducer<'a> {
    source: &'a Candidates,
    known: HashMap<GridKey, Found, BuildHasherDefault<GridHasher>>,
    buffers: unary::Buffers,
    searches: SearchBuffers,
}

impl<'a> Reducer<'a> {
    /// A reducer for runs started from `source`.
    pub fn new(source: &'a Candidates) -> Reducer<'a> {
        Reducer {
            source,
            known: HashMap::default(),
            buffers: unary::Buffers::default(),
            searches: SearchBuffers::default(),
        }
    }

    /// What `technique` finds on `work`, computed once.
    fn found(&mut self, work: &Candidates, technique: Technique) -> Rc<[Reduction]> {
        let slot = technique.slot();
        let key = GridKey::of(work);
        if let Some(known) = self.known.get(&key).and_then(|slots| slots[slot].as_ref()) {
            return Rc::clone(known);
        }
        let found: Rc<[Reduction]> = technique
            .reductions(self.source, work, (&mut self.buffers, &mut self.searches))
            .into();
        if let Some(slots) = self.known.get_mut(&key) {
            slots[slot] = Some(Rc::clone(&found));
        } else {
            if self.known.len() >= REMEMBERED {
                self.known.clear();
            }
            let mut slots: Found = Default::default();
            slots[slot] = Some(Rc::clone(&found));
            self.known.insert(key, slots);
        }
        found
    }
}

impl Reduce for Reducer<'_> {
    /// The hints of the first technique nested at `level` (1 to 5) that finds any on `work`,
    /// the grid a run started from the source has reduced; only hints resting on some removal
    /// of the run count.
    fn reductions(&mut self, work: &Candidates, level: u8) -> Rc<[Reduction]> {
        let mut found: Rc<[Reduction]> = Rc::from([]);
        for &technique in techniques(level) {
            found = self.found(work, technique);
            if !found.is_empty() {
                break;
            }
        }
        found
    }
}

/// A grid a run reduced, as a reducer tells it from the others: its places of each digit. The
/// runs only remove candidates from one source grid, so these alone tell them apart, and
/// compare and hash in a fraction of the whole grid's time.
#[derive(PartialEq, Eq, Hash)]
struct GridKey([CellSet; 9]);

impl GridKey {
    fn of(grid: &Candidates) -> GridKey {
        GridKey(std::array::from_fn(|d| grid.cells_of(d as u8 + 1)))
    }
}

/// A multiply-rotate hasher for [`GridKey`] (as FxHash does it): the reducer looks up a grid
/// for every technique tried on it, and SipHash, made to resist chosen keys these grids are
/// not, took as long as some of the techniques.
#[derive(Default)]
struct GridHasher(u64);

impl GridHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for GridHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }

    #[inline]
    fn write_u128(&mut self, word: u128) {
        self.add(word as u64);
        self.add((word >> 64) as u64);
    }

    #[inline]
    fn write_usize(&mut self, word: usize) {
        self.add(word as u64);
    }
}

/// The hints of the first basic technique that finds any on `work` resting on some removal
/// since `source`.
fn basic(source: &Candidates, work: &Candidates, out: &mut Vec<Reduction>) {
    // A hint rests on a removal only if its pattern lost a candidate: in the house confining
    // a lock, among a hidden set's digits in its house, in a naked set's cells, in a fish's
    // base lines. The searches skip the rest, which would find nothing kept.
    let removed = &Removed::between(source, work);
    each_lock(work, removed, |lock| {
        let removed = lock.removed(work).iter().map(|c| (c, lock.digit)).collect();
        let technique = if kind(lock.from) == Kind::Box {
            "Pointing"
        } else {
            "Claiming"
        };
        add(out, technique, removed, || lock_parents(source, work, lock))
    });
    if out.is_empty() {
        each_hidden_set(work, 2, 4, removed, |set| {
            let removed = set.eliminations(work);
            add(out, "Hidden Pair", removed, || hidden_parents(source, set))
        });
    }
    if out.is_empty() {
        each_naked_set(work, 2, removed, |set| {
            let removed = set.eliminations(work);
            add(out, "Naked Pair", removed, || naked_parents(source, set))
        });
    }
    if out.is_empty() {
        each_fish(work, 2, removed, |fish| {
            let removed = fish.removed(work).iter().map(|c| (c, fish.digit)).collect();
            add(out, "X-Wing", removed, || fish_parents(source, work, fish))
        });
    }
}

/// The gathered hints of the nested family `family` that rest on some removal, in SE's
/// order.
fn nested_hints(gathered: Gathered, family: Technique, out: &mut Vec<Reduction>) {
    for hint in gathered.into_sorted() {
        if !hint.nested.parents.is_empty() {
            out.push(Reduction {
                technique: "Forcing Chains",
                removed: hint.nested.removed,
                parents: hint.nested.parents,
                nested: Some(NestedRef {
                    identity: hint.nested.identity,
                    complexity: hint.rank.complexity(),
                    family,
                }),
            });
        }
    }
}

/// Adds a hint of `technique` removing `removed` if it removes anything and rests on some
/// removal; never stops the technique's search.
fn add(
    out: &mut Vec<Reduction>,
    technique: &'static str,
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
            technique,
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
