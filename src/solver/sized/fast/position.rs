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
mod places;

/// A search position: every cell's word, and the naked singles waiting to be placed.
pub(super) struct Position {
    pub(super) cells: Vec<u32>,
    /// Naked singles found and not yet placed (empty between propagations, so a copy is free).
    queue: Vec<u16>,
    /// Where the last contradiction was found, for the search to weigh.
    pub(super) conflict: Conflict,
    /// Whether propagation runs the subset rule too: a search turns it on once it has met
    /// many contradictions, as it costs more than it saves on easy puzzles.
    pub(super) subsets: bool,
    /// For each house and value (`house * N + value - 1`), its cells where the value may
    /// stand, one holding it included (`position/places.rs`).
    places: Vec<u8>,
    /// Houses' values whose count of places fell to one, each the house's index and the
    /// value's bit index, waiting for the house rule (empty between propagations).
    hidden: Vec<(u16, u8)>,
    /// The cells changed since a variant's rules of each phase (before the house rules, after
    /// them) and the box-line pass ([`BOX_LINE`]) last ran, a bit each: a rule runs again only
    /// when one of its cells changed, the pass reads only the houses that changed.
    changed: [Changed; 3],
    /// The cells placed since the branch this position was made by, when its search blames
    /// contradictions on them.
    pub(super) forced: Forced,
}

/// A bit for each cell of a grid of up to 25×25.
pub(super) type Changed = [u64; 10];

/// The slot of [`Position::changed`] that follows the box-line pass, after the rules' phases.
const BOX_LINE: usize = 2;

impl Clone for Position {
    /// A copy, with room in its (empty) queues: grown from nothing, they took a tenth of a
    /// search's time in reallocations.
    fn clone(&self) -> Position {
        fn with_room<T: Copy>(queue: &[T]) -> Vec<T> {
            let mut copy = Vec::with_capacity(queue.len().max(QUEUE_ROOM));
            copy.extend_from_slice(queue);
            copy
        }
        Position {
            cells: self.cells.clone(),
            places: self.places.clone(),
            queue: with_room(&self.queue),
            hidden: with_room(&self.hidden),
            ..*self
        }
    }
}

/// The room a copied position's queues start with.
const QUEUE_ROOM: usize = 32;

impl Position {
    /// The position of `problem`'s givens and allowed values after propagation, or `None` on
    /// a contradiction.
    pub(super) fn new(tables: &Tables, problem: &Problem) -> Option<Position> {
        let mut position = Position {
            cells: vec![tables.all_values(); tables.shape.cells()],
            queue: Vec::new(),
            // Taken once the givens are in ([`Position::count_places`]); until then, out of
            // reach of the eliminations counted down from them.
            places: vec![u8::MAX; tables.house_count() * tables.size()],
            hidden: Vec::new(),
            // Every rule and every house is read once to begin with.
            changed: [[u64::MAX; 10]; 3],
            conflict: Conflict::None,
            subsets: false,
            forced: Forced::Unwatched,
        };
        if let Some(allowed) = problem.allowed_cells() {
            for (cell, &values) in allowed.iter().enumerate() {
                if !position.eliminate(tables, cell, !values & tables.all_values()) {
                    return None;
                }
            }
        }
        for &(cell, values) in tables.rules.fixed() {
            let cell = usize::from(cell);
            if !position.eliminate(tables, cell, !values & tables.all_values()) {
                return None;
            }
        }
        for (cell, &value) in problem.givens().cells().iter().enumerate() {
            if value != 0 && !position.place_counting::<false>(tables, cell, 1 << (value - 1)) {
                return None;
            }
        }
        (position.count_places(tables) && position.propagate(tables)).then_some(position)
    }

    /// Places the value of `bit` in `cell` and takes it from the peers. `false` on a
    /// contradiction.
    pub(super) fn place(&mut self, tables: &Tables, cell: usize, bit: u32) -> bool {
        self.place_counting::<true>(tables, cell, bit)
    }

    /// [`Position::place`], counting the places lost when `COUNTING` (a new position's
    /// givens are not counted: it takes its counts once they are in).
    #[inline(always)]
    fn place_counting<const COUNTING: bool>(
        &mut self,
        tables: &Tables,
        cell: usize,
        bit: u32,
    ) -> bool {
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
        let mut others = if COUNTING { word & !bit } else { 0 };
        while others != 0 {
            let value = others.trailing_zeros();
            others &= others - 1;
            if !self.lose_place(tables, cell, value) {
                return false;
            }
        }
        // The value leaves every other cell of the cell's houses, all of them its peers: its
        // count there ends at one. It is parked out of reach while the peers count their
        // losses down, so that none of those houses is queued for nothing, then set.
        let value = bit.trailing_zeros();
        if COUNTING {
            self.park_places(tables, cell, value);
        }
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
                if COUNTING && !self.lose_place(tables, peer, value) {
                    return false;
                }
            }
        }
        if COUNTING {
            self.set_places(tables, cell, value, 1);
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

    /// Removes the values of `bits` from the open `cell`. `false` on a contradiction.
    pub(super) fn eliminate(&mut self, tables: &Tables, cell: usize, bits: u32) -> bool {
        let word = self.cells[cell];
        let left = word & !bits;
        self.cells[cell] = left;
        self.mark(cell);
        if left == 0 {
            self.conflict = Conflict::Cell(cell as u16);
            return false;
        }
        if left & (left - 1) == 0 {
            self.queue.push(cell as u16);
        }
        let mut lost = word & bits;
        while lost != 0 {
            let value = lost.trailing_zeros();
            lost &= lost - 1;
            if !self.lose_place(tables, cell, value) {
                return false;
            }
        }
        true
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
            // A variant's rules run before the hidden singles and the box-line pass, which
            // wait until the rules are quiet. The costly ones (a whole line's walk) wait for
            // the houses in turn, below.
            match tables
                .rules
                .propagate(&mut self.with(tables), Phase::BeforeHouses)
            {
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
            match tables
                .rules
                .propagate(&mut self.with(tables), Phase::AfterHouses)
            {
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

/// A position as its variant's rules see it: with the tables its eliminations are counted by.
pub(super) struct Narrowing<'a> {
    position: &'a mut Position,
    tables: &'a Tables,
}

impl Position {
    /// This position, for the rules of `tables` to read and narrow.
    pub(super) fn with<'a>(&'a mut self, tables: &'a Tables) -> Narrowing<'a> {
        Narrowing {
            position: self,
            tables,
        }
    }
}

impl Candidates for Narrowing<'_> {
    fn take_changed(&mut self, phase: Phase) -> Changed {
        std::mem::take(&mut self.position.changed[phase as usize])
    }

    #[inline]
    fn values(&self, cell: usize) -> u32 {
        self.position.cells[cell] & !PLACED
    }

    #[inline]
    fn keep(&mut self, cell: usize, keep: u32) -> Option<bool> {
        let values = self.values(cell);
        let kept = values & keep;
        if kept == values {
            return Some(false);
        }
        if kept == 0 {
            self.position.conflict = Conflict::Cell(cell as u16);
            return None;
        }
        self.position
            .eliminate(self.tables, cell, values & !keep)
            .then_some(true)
    }
}
