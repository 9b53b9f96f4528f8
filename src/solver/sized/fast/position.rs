//! A search position of the fast engine: every cell's candidates, propagated to a fixpoint
//! (see the parent module), and where it branches (`weights.rs` and `scores.rs` say how).

use super::rules::{Candidates, Phase};
use super::tables::Tables;
use super::weights::{Conflict, Forced, Weights};
use super::word::PLACED;
use crate::problem::Problem;
use crate::shape::Shape;
use crate::sized::SizedGrid;

mod houses;

/// A search position: every cell's word, and the naked singles waiting to be placed.
#[derive(Clone)]
pub(super) struct Position {
    pub(super) cells: Vec<u32>,
    /// Naked singles found and not yet placed (empty between propagations, so a copy is free).
    queue: Vec<u16>,
    /// Where the last contradiction was found, for the search to weigh.
    pub(super) conflict: Conflict,
    /// Whether propagation runs the subset rule too: a search turns it on once it has met
    /// many contradictions, as it costs more than it saves on easy puzzles.
    pub(super) subsets: bool,
    /// The cells whose candidates changed since a variant's rules of each phase (before the
    /// house rules, after them) last ran, a bit each, so that a rule runs again only when one
    /// of its cells changed, and since the hidden-singles and box-line passes last ran
    /// ([`HIDDEN_SINGLES`], [`BOX_LINE`]), so that they read only the houses that changed.
    changed: [Changed; 4],
    /// The cells placed since the branch this position was made by, when its search blames
    /// contradictions on them.
    pub(super) forced: Forced,
}

/// A bit for each cell of a grid of up to 25×25.
pub(super) type Changed = [u64; 10];

/// The slot of [`Position::changed`] that follows the hidden-singles pass, after the rules'
/// phases.
const HIDDEN_SINGLES: usize = 2;

/// The slot of [`Position::changed`] that follows the box-line pass.
const BOX_LINE: usize = 3;

impl Position {
    /// The position of `problem`'s givens and allowed values after propagation, or `None` on
    /// a contradiction.
    pub(super) fn new(tables: &Tables, problem: &Problem) -> Option<Position> {
        let mut position = Position {
            cells: vec![tables.all_values(); tables.shape.cells()],
            queue: Vec::new(),
            // Every rule and every house is read once to begin with.
            changed: [[u64::MAX; 10]; 4],
            conflict: Conflict::None,
            subsets: false,
            forced: Forced::Unwatched,
        };
        if let Some(allowed) = problem.allowed_cells() {
            for (cell, &values) in allowed.iter().enumerate() {
                if !position.eliminate(cell, !values & tables.all_values()) {
                    return None;
                }
            }
        }
        for &(cell, values) in tables.rules.fixed() {
            let cell = usize::from(cell);
            if !position.eliminate(cell, !values & tables.all_values()) {
                return None;
            }
        }
        for (cell, &value) in problem.givens().cells().iter().enumerate() {
            if value != 0 && !position.place(tables, cell, 1 << (value - 1)) {
                return None;
            }
        }
        position.propagate(tables).then_some(position)
    }

    /// Places the value of `bit` in `cell` and takes it from the peers. `false` on a
    /// contradiction.
    pub(super) fn place(&mut self, tables: &Tables, cell: usize, bit: u32) -> bool {
        let word = self.cells[cell];
        if word & bit == 0 {
            return false;
        }
        if word & PLACED != 0 {
            return true;
        }
        self.cells[cell] = bit | PLACED;
        self.mark(cell);
        self.forced.note(cell, bit);
        for &peer in tables.peers(cell) {
            let peer = usize::from(peer);
            let word = self.cells[peer];
            if word & bit != 0 {
                let left = word & !bit;
                self.cells[peer] = left;
                self.mark(peer);
                // A placed peer keeps only its own bit: losing it is a repeat.
                if left & !PLACED == 0 {
                    self.conflict = Conflict::Cell(peer as u16);
                    return false;
                }
                if left & (left - 1) == 0 {
                    self.queue.push(peer as u16);
                }
            }
        }
        true
    }

    /// Takes the branch where `cell` holds the value of `bit`, and propagates; `watch` follows
    /// the cells that propagation places (see [`Forced`]). `false` on a contradiction. A
    /// position that propagated without one is unwatched, so its copies start unwatched.
    pub(super) fn branch(&mut self, tables: &Tables, cell: usize, bit: u32, watch: bool) -> bool {
        if !self.place(tables, cell, bit) {
            return false;
        }
        if watch {
            self.forced = Forced::Watching;
        }
        let consistent = self.propagate(tables);
        if consistent {
            self.forced = Forced::Unwatched;
        }
        consistent
    }

    /// Removes the value of `bit` from the open `cell`. `false` on a contradiction.
    pub(super) fn eliminate(&mut self, cell: usize, bit: u32) -> bool {
        let left = self.cells[cell] & !bit;
        self.cells[cell] = left;
        self.mark(cell);
        if left & (left.wrapping_sub(1)) == 0 {
            self.queue.push(cell as u16);
        }
        if left == 0 {
            self.conflict = Conflict::Cell(cell as u16);
        }
        left != 0
    }

    /// Notes that the candidates of `cell` changed, for the rules and passes that read it.
    #[inline]
    fn mark(&mut self, cell: usize) {
        for phase in &mut self.changed {
            phase[cell / 64] |= 1 << (cell % 64);
        }
    }

    /// Runs every rule to a fixpoint. `false` on a contradiction.
    pub(super) fn propagate(&mut self, tables: &Tables) -> bool {
        loop {
            if !self.place_naked_singles(tables) {
                return false;
            }
            // A variant's rules run before the house pass: they run only where cells changed,
            // while the pass reads every house, so it waits until the rules are quiet. The
            // costly ones (a whole line's walk) wait for the houses in turn, below.
            match tables.rules.propagate(self, Phase::BeforeHouses) {
                None => return false,
                Some(true) => continue,
                Some(false) => {}
            }
            match self.place_hidden_singles(tables) {
                None => return false,
                Some(true) => continue,
                Some(false) => {}
            }
            match self.box_line_reductions(tables) {
                None => return false,
                Some(true) => continue,
                Some(false) => {}
            }
            if self.subsets {
                match self.subset_reductions(tables) {
                    None => return false,
                    Some(true) => continue,
                    Some(false) => {}
                }
            }
            match tables.rules.propagate(self, Phase::AfterHouses) {
                None => return false,
                Some(true) => continue,
                Some(false) => return true,
            }
        }
    }

    /// Places the queued naked singles, and those they make. `false` on a contradiction.
    fn place_naked_singles(&mut self, tables: &Tables) -> bool {
        while let Some(cell) = self.queue.pop() {
            let word = self.cells[usize::from(cell)];
            if word == 0 {
                self.conflict = Conflict::Cell(cell);
                return false;
            }
            if word & PLACED == 0 && !self.place(tables, usize::from(cell), word) {
                return false;
            }
        }
        true
    }

    /// Where to branch, or `None` when every cell is placed: a cell and the candidate it takes
    /// first (its smallest). For a variant puzzle, as its conflict scores say
    /// (`scores.rs`). Otherwise the open cell with the fewest candidates per weight, unless
    /// some house has a value with fewer places than it has candidates: then the first of
    /// those places, with that value, as dancing links would choose.
    pub(super) fn choose(&self, tables: &Tables, weights: &Weights) -> Option<(usize, u32)> {
        if let Some(scores) = &weights.scores {
            return scores.choose(tables, &self.cells);
        }
        let open = |&(_, &word): &(usize, &u32)| word & PLACED == 0;
        let mut cells = self.cells.iter().enumerate().filter(open);
        let lowest = |(cell, &word): (usize, &u32)| (cell, word & word.wrapping_neg());
        // The least candidates per weight: a / wa < b / wb, compared without division.
        let mut best = cells.next()?;
        let mut best_score = (best.1.count_ones(), weights.of(tables, best.0));
        for (cell, word) in cells {
            let score = (word.count_ones(), weights.of(tables, cell));
            if score.0 * best_score.1 < best_score.0 * score.1 {
                (best, best_score) = ((cell, word), score);
            }
        }
        let (cell, word) = best;
        let fewest = word.count_ones();
        if fewest <= 2 {
            return Some(lowest((cell, word)));
        }
        Some(
            self.fewest_places(tables, fewest)
                .unwrap_or_else(|| lowest((cell, word))),
        )
    }

    /// A value of some house with fewer than `fewer_than` places, and its first place, if any.
    fn fewest_places(&self, tables: &Tables, fewer_than: u32) -> Option<(usize, u32)> {
        let mut best: Option<(u32, usize, u32)> = None;
        let mut places = [0u8; 32];
        for house in tables.houses() {
            places[..tables.size()].fill(0);
            for &cell in house {
                let word = self.cells[usize::from(cell)];
                if word & PLACED == 0 {
                    let mut bits = word;
                    while bits != 0 {
                        places[bits.trailing_zeros() as usize] += 1;
                        bits &= bits - 1;
                    }
                }
            }
            for (value, &count) in places[..tables.size()].iter().enumerate() {
                let count = u32::from(count);
                if count >= 2 && count < best.map_or(fewer_than, |(least, _, _)| least) {
                    let bit = 1 << value;
                    let first = house.iter().map(|&c| usize::from(c));
                    let cell = first
                        .clone()
                        .find(|&c| self.cells[c] & (bit | PLACED) == bit)
                        .expect("a value with places has a first");
                    best = Some((count, cell, bit));
                    if count == 2 {
                        return Some((cell, bit));
                    }
                }
            }
        }
        best.map(|(_, cell, bit)| (cell, bit))
    }

    /// The grid of a position whose every cell is placed.
    pub(super) fn grid(&self, shape: Shape) -> SizedGrid {
        let values = self
            .cells
            .iter()
            .map(|&word| (word & !PLACED).trailing_zeros() as u8 + 1);
        SizedGrid::new(shape, values.collect()).expect("values within the size")
    }
}

impl Candidates for Position {
    fn take_changed(&mut self, phase: Phase) -> Changed {
        std::mem::take(&mut self.changed[phase as usize])
    }

    #[inline]
    fn values(&self, cell: usize) -> u32 {
        self.cells[cell] & !PLACED
    }

    #[inline]
    fn keep(&mut self, cell: usize, keep: u32) -> Option<bool> {
        let values = self.values(cell);
        let kept = values & keep;
        if kept == values {
            return Some(false);
        }
        if kept == 0 {
            self.conflict = Conflict::Cell(cell as u16);
            return None;
        }
        self.eliminate(cell, values & !keep);
        Some(true)
    }
}
