//! Aligned exclusion: for two (or three) cells, every combination of their candidates that
//! would empty a cell they all see, or repeat a digit between two of them that see each other,
//! is impossible; a candidate that appears in no possible combination goes.
//!
//! Cells and combinations are tried in SE's order: base cells row-major with their peers of two
//! (or up to three) candidates as possible excluders, skipping cells that see a naked single.
//! The search is the costliest of the non-chain techniques (pairs of base cells times third
//! cells times combinations), so it prunes a pair whose two cells share fewer than two
//! excluders before looking at any third cell, and enumerates combinations without allocating.
//!
//! # Searched again
//!
//! SE asks for an aligned pair and an aligned triplet at every step that nothing easier solves,
//! and the answer is nearly always none: near hard puzzles the triplets were a fifth of a
//! rating's time. An exclusion depends only on the candidates of its base cells and of the
//! peers they all share (its excluders are among them), so one whose cells and shared peers
//! kept their candidates since a grid on which the whole search found nothing removes nothing
//! now either. Each thread remembers the last such grid for pairs and for triplets
//! ([`Fruitless`]), and on a grid reduced from it (every cell's candidates a subset of what
//! they were) tries only the exclusions that touch a changed cell, in the same order: the
//! first one that removes something is the step the full search would find. One left out was
//! tried on the remembered grid: its cells were base cells there too (they kept their
//! candidates and their shared excluders, and no peer of theirs was a naked single, as no grid
//! that holds one is remembered).

use std::cell::Cell;

use crate::bitset::{CellSet, DigitSet};
use crate::grid::CELLS;

use super::candidates::Candidates;
use super::combinations::Combinations;
use super::difficulty::Difficulty;
use super::houses::{PEER_ORDER, PEERS};
use super::names::cell_list;
use super::step::Step;

/// The first aligned pair exclusion that removes a candidate (6.2).
pub fn aligned_pair(grid: &Candidates) -> Option<Step> {
    searched_again(grid, 2, pair_touching)
}

/// The first aligned triplet exclusion that removes a candidate (7.5): the third cell is taken
/// among the possible excluders of the first two, in SE's order.
pub fn aligned_triplet(grid: &Candidates) -> Option<Step> {
    searched_again(grid, 3, triplet_touching)
}

/// A search of the exclusions that touch a set of cells.
type Touching = fn(&Candidates, CellSet) -> Option<Step>;

/// The step `search` finds among the exclusions of `degree` cells that touch a cell changed
/// since the last grid on which it found nothing (see the module doc).
fn searched_again(grid: &Candidates, degree: usize, search: Touching) -> Option<Step> {
    let changed = Fruitless::changed(grid, degree);
    let step = search(grid, changed);
    if step.is_none() {
        Fruitless::remember(grid, degree);
    }
    step
}

/// The first aligned pair exclusion that removes a candidate among the pairs whose cells or
/// shared peers hold one of `changed`.
fn pair_touching(grid: &Candidates, changed: CellSet) -> Option<Step> {
    let bases = Bases::new(grid, 2)?;
    let mut pairs = Combinations::new(2, bases.cells.len());
    while let Some(pair) = pairs.next_subset() {
        let cells = [bases.cells[pair[0]], bases.cells[pair[1]]];
        let region = CellSet::single(cells[0])
            | CellSet::single(cells[1])
            | PEERS[cells[0]] & PEERS[cells[1]];
        if (region & changed).is_empty() {
            continue;
        }
        let common = bases.excluders[pair[0]] & bases.excluders[pair[1]];
        if let Some(step) = exclusion(grid, &cells, common) {
            return Some(step);
        }
    }
    None
}

/// The first aligned triplet exclusion that removes a candidate among the triplets whose
/// cells or shared peers hold one of `changed` (see the module doc).
fn triplet_touching(grid: &Candidates, changed: CellSet) -> Option<Step> {
    let bases = Bases::new(grid, 3)?;
    let in_list: CellSet = bases.cells.iter().copied().collect();
    let mut area: Vec<usize> = Vec::new();
    let mut pairs = Combinations::new(2, bases.cells.len());
    while let Some(pair) = pairs.next_subset() {
        let (first, second) = (pair[0], pair[1]);
        let shared = bases.excluders[first] & bases.excluders[second];
        // Three cells share no more excluders than two of them.
        if shared.len() < 2 {
            continue;
        }
        let (cell0, cell1) = (bases.cells[first], bases.cells[second]);
        let both = CellSet::single(cell0) | CellSet::single(cell1);
        let pair_changed = !(both & changed).is_empty();
        let shared_peers = PEERS[cell0] & PEERS[cell1] & changed;
        // Third cells are excluders of the first two: when neither they nor the pair's
        // shared peers changed, no triplet of the pair is tried.
        let thirds = (bases.excluders[first] | bases.excluders[second]) & in_list;
        if !pair_changed && shared_peers.is_empty() && (thirds & changed).is_empty() {
            continue;
        }
        area.clear();
        let mut seen = both;
        for &cell in bases.ordered[first].iter().chain(&bases.ordered[second]) {
            if in_list.contains(cell) && !seen.contains(cell) {
                seen.insert(cell);
                area.push(cell);
            }
        }
        for &third in &area {
            let touched = pair_changed
                || changed.contains(third)
                || !(shared_peers & PEERS[third]).is_empty();
            if !touched {
                continue;
            }
            let index = usize::from(bases.index[third]);
            let common = shared & bases.excluders[index];
            if let Some(step) = exclusion(grid, &[cell0, cell1, third], common) {
                return Some(step);
            }
        }
    }
    None
}

/// The candidates of the last grid on which this thread's search of pairs, and of triplets,
/// found nothing, if it held no naked single (see the module doc).
struct Fruitless;

thread_local! {
    static FRUITLESS: [Cell<Option<[DigitSet; CELLS]>>; 2] =
        const { [Cell::new(None), Cell::new(None)] };
}

impl Fruitless {
    /// The cells of `grid` whose candidates changed since the grid remembered for exclusions
    /// of `degree` cells when `grid` is reduced from it; every cell otherwise.
    fn changed(grid: &Candidates, degree: usize) -> CellSet {
        let Some(last) = FRUITLESS.with(|slots| slots[degree - 2].get()) else {
            return CellSet::ALL;
        };
        let mut changed = CellSet::NONE;
        for (cell, &before) in last.iter().enumerate() {
            let now = grid.digits(cell);
            if now.bits() & !before.bits() != 0 {
                return CellSet::ALL;
            }
            if now != before {
                changed.insert(cell);
            }
        }
        changed
    }

    /// Remembers `grid`, on which the whole search of exclusions of `degree` cells found
    /// nothing, unless it holds a naked single: a base cell's peers must hold none.
    fn remember(grid: &Candidates, degree: usize) {
        let digits: [DigitSet; CELLS] = std::array::from_fn(|cell| grid.digits(cell));
        let single = digits.iter().any(|digits| digits.len() == 1);
        FRUITLESS.with(|slots| slots[degree - 2].set((!single).then_some(digits)));
    }
}

/// The base cells (two or more candidates, no naked single among their peers) and, for each,
/// its peers with 2 to `degree` candidates: as a set, and in SE's peer order.
struct Bases {
    cells: Vec<usize>,
    excluders: Vec<CellSet>,
    ordered: Vec<Vec<usize>>,
    index: [u8; 81],
}

impl Bases {
    fn new(grid: &Candidates, degree: usize) -> Option<Bases> {
        let mut bases = Bases {
            cells: Vec::new(),
            excluders: Vec::new(),
            ordered: Vec::new(),
            index: [0; 81],
        };
        for cell in grid.empty_cells().iter() {
            if grid.digits(cell).len() < 2 {
                continue;
            }
            let peers = PEER_ORDER[cell].iter().map(|&p| usize::from(p));
            if peers.clone().any(|p| grid.digits(p).len() == 1) {
                continue;
            }
            let ordered: Vec<usize> = peers
                .filter(|&p| (2..=degree).contains(&(grid.digits(p).len() as usize)))
                .collect();
            if !ordered.is_empty() {
                bases.index[cell] = bases.cells.len() as u8;
                bases.cells.push(cell);
                bases.excluders.push(ordered.iter().copied().collect());
                bases.ordered.push(ordered);
            }
        }
        (bases.cells.len() >= degree).then_some(bases)
    }
}

/// The exclusion on the base `cells` (two or three) with the excluders `common`, if they share
/// two excluders and some candidate of theirs is in no possible combination.
fn exclusion(grid: &Candidates, cells: &[usize], common: CellSet) -> Option<Step> {
    if common.len() < 2 {
        return None;
    }
    let allowed = allowed_digits(grid, cells, common);
    let mut eliminations = Vec::new();
    for (&cell, &allowed) in cells.iter().zip(&allowed) {
        let gone = grid.digits(cell) & !allowed;
        eliminations.extend(gone.iter().map(|d| (cell, d)));
    }
    if eliminations.is_empty() {
        return None;
    }
    let pair = cells.len() == 2;
    Some(Step {
        proof: None,
        technique: if pair {
            "Aligned Pair Exclusion"
        } else {
            "Aligned Triplet Exclusion"
        },
        difficulty: Difficulty::from_tenths(if pair { 62 } else { 75 }),
        placements: vec![],
        eliminations,
        reason: format!(
            "no combination of {} that leaves a digit to each of {} allows them",
            cell_list(cells.iter().copied()),
            cell_list(common.iter())
        ),
        cells: cells.to_vec(),
        houses: vec![],
        digits: DigitSet::NONE,
        scope: String::new(),
    })
}

/// For each base cell, the digits that appear in some allowed combination: no two cells that
/// see each other share a digit, and no excluder is left without a candidate.
fn allowed_digits(grid: &Candidates, cells: &[usize], common: CellSet) -> [DigitSet; 3] {
    let mut excluders = [0u16; 20];
    let mut count = 0;
    for cell in common.iter().take(excluders.len()) {
        excluders[count] = grid.digits(cell).bits();
        count += 1;
    }
    let excluders = &excluders[..count];
    let sees = |i: usize, j: usize| j < cells.len() && PEERS[cells[i]].contains(cells[j]);
    let (see01, see02, see12) = (sees(0, 1), sees(0, 2), sees(1, 2));
    let digits: [u16; 3] =
        std::array::from_fn(|i| cells.get(i).map_or(0, |&cell| grid.digits(cell).bits()));
    let mut allowed = [0u16; 3];
    'combinations: for a in DigitSet::from_bits(digits[0]).iter() {
        for b in DigitSet::from_bits(digits[1]).iter() {
            if a == b && see01 {
                continue;
            }
            let (bit_a, bit_b) = (1u16 << (a - 1), 1u16 << (b - 1));
            // What each excluder has left once a and b are taken: nothing rules the pair
            // out, whatever a third cell holds; one digit rules out that digit in the third
            // cell. All the third cell's digits are then weighed at once.
            let (mut emptied, mut ruled_out) = (false, 0u16);
            for &excluder in excluders {
                let rest = excluder & !(bit_a | bit_b);
                emptied |= rest == 0;
                if rest & rest.wrapping_sub(1) == 0 {
                    ruled_out |= rest;
                }
            }
            if emptied {
                continue;
            }
            if cells.len() == 3 {
                let mut thirds = digits[2] & !ruled_out;
                if see02 {
                    thirds &= !bit_a;
                }
                if see12 {
                    thirds &= !bit_b;
                }
                if thirds == 0 {
                    continue;
                }
                allowed[2] |= thirds;
            }
            allowed[0] |= bit_a;
            allowed[1] |= bit_b;
            // Most exclusions remove nothing: once every candidate is in some allowed
            // combination, the combinations left cannot change that.
            if allowed == digits {
                break 'combinations;
            }
        }
    }
    allowed.map(DigitSet::from_bits)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::seed::PuzzleRng;
    use crate::grid::Grid;
    use crate::logic::engine::{apply, next_step};

    type Finder = fn(&Candidates) -> Option<Step>;

    /// Grids along the solving paths of the bundled hard puzzles.
    fn grids_on_paths() -> Vec<Candidates> {
        let mut grids = Vec::new();
        for line in include_str!("../../examples/hardest.txt").lines() {
            let Ok(puzzle) = line[..81.min(line.len())].parse::<Grid>() else {
                continue;
            };
            let mut grid = Candidates::new(&puzzle);
            while let Some(step) = next_step(&grid) {
                grids.push(grid.clone());
                apply(&mut grid, &step);
            }
        }
        grids
    }

    /// `grid` less a few random candidates of cells that keep at least one.
    fn reduced(grid: &Candidates, rng: &mut PuzzleRng) -> Candidates {
        let mut reduced = grid.clone();
        for _ in 0..1 + rng.below(4) {
            let cells: Vec<usize> = reduced
                .empty_cells()
                .iter()
                .filter(|&cell| reduced.digits(cell).len() >= 2)
                .collect();
            if cells.is_empty() {
                break;
            }
            let cell = cells[rng.below(cells.len())];
            let digits: Vec<u8> = reduced.digits(cell).iter().collect();
            reduced.eliminate(cell, digits[rng.below(digits.len())]);
        }
        reduced
    }

    #[test]
    fn the_exclusions_tried_again_find_what_the_whole_search_finds() {
        let searches: [(Finder, usize, Touching); 2] = [
            (aligned_pair, 2, pair_touching),
            (aligned_triplet, 3, triplet_touching),
        ];
        for (again, degree, whole) in searches {
            let mut rng = PuzzleRng::new(75, degree as u64);
            let (mut remembered, mut found) = (0, 0);
            for grid in grids_on_paths() {
                for _ in 0..20 {
                    // A fruitless search on the grid remembers it, for the reduced grid.
                    let fruitless = again(&grid).is_none();
                    let reduced = reduced(&grid, &mut rng);
                    let changed = Fruitless::changed(&reduced, degree);
                    remembered += usize::from(fruitless && changed != CellSet::ALL);
                    let step = whole(&reduced, CellSet::ALL);
                    found += usize::from(step.is_some());
                    assert_eq!(again(&reduced), step, "{degree}: {:?}", reduced.marks());
                }
            }
            assert!(
                remembered > 1_000 && found > 20,
                "{degree}: {remembered} remembered, {found} found"
            );
        }
    }
}
