//! The fast engine for every shape: candidate masks, propagation to a fixpoint and
//! copy-on-branch search over houses held as data.
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
//! - **Houses.** Once the queue is empty, one pass over the houses counts, with two masks (values
//!   seen once, values seen twice or more), where each value can still go: a value with no place
//!   is a contradiction, a value with one place is a hidden single. Passes repeat until nothing
//!   changes.
//! - **Box and line.** A value whose places in a box lie in one row or column leaves the rest of
//!   that line, and a value whose places in a line lie in one box leaves the rest of that box
//!   (pointing and claiming), over the segments where boxes cross lines, precomputed. On minimal
//!   16×16 puzzles this cuts the search two to four times, for twice the cost a node; it runs
//!   only when the singles are exhausted.
//!
//! Measured on minimal 16×16 puzzles, the house pass is most of the time, and box-line the
//! rest of propagation.
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
//! smallest solution known: a search for a solution with a smaller value in the cell either
//! finds one, which is smaller and replaces the known one, or proves there is none, and the
//! cell is fixed. Branching is binary: a copy takes the cell's
//! smallest candidate; when its subtree is done, the position itself loses that candidate and
//! propagates before choosing again, so what a failed value teaches reaches its siblings.
//!
//! The cell is the one with the fewest candidates per weight, where a cell's weight counts how
//! often its houses took part in a contradiction in this search (constraint solvers' dom/wdeg);
//! a house's value with fewer places than any cell has candidates is branched on instead, as
//! dancing links would. The weights cut the search on minimal 16×16 puzzles about four times.
//! Tried and dropped: starting the search over with the weights learnt (restarts), with the
//! smallest solution then proven cell by cell: each early cell's question is a whole search of
//! its own, and minimal 16×16 puzzles took ten times longer.

use std::ops::ControlFlow;
use std::sync::OnceLock;

use crate::shape::Shape;
use crate::sized::SizedGrid;

/// The mark of a cell that holds its value.
const PLACED: u32 = 1 << 31;

/// The tables of one shape: each cell's peers, each house's cells, and the segments where
/// boxes cross rows and columns.
struct Tables {
    shape: Shape,
    /// Peers of every cell, `peer_count` per cell.
    peers: Vec<u16>,
    peer_count: usize,
    /// Cells of every house (rows, columns, boxes), N per house.
    houses: Vec<u16>,
    row_segments: Segments,
    column_segments: Segments,
}

/// The most segments in one direction: N boxes of up to 12 lines (boxes of 2×12 are the
/// longest, in a 24×24).
const MAX_SEGMENTS: usize = 25 * 12;

/// The segments where boxes cross the lines of one direction (rows, or columns): segment `s`
/// is line `s % per_box` of box `s / per_box`, the same number of cells each.
struct Segments {
    cells: Vec<u16>,
    /// Cells of a segment.
    length: usize,
    /// For each segment, the other segments of its line, then the other segments of its box.
    across: Vec<u16>,
    within: Vec<u16>,
    across_count: usize,
    within_count: usize,
}

impl Segments {
    /// The segments of `shape` along rows (`rows`) or columns.
    fn new(shape: Shape, rows: bool) -> Segments {
        let (n, r, c) = (shape.size(), shape.box_rows(), shape.box_columns());
        let (per_box, length, along, step) = if rows { (r, c, r, 1) } else { (c, r, c, r) };
        let mut cells = Vec::with_capacity(shape.cells());
        for box_index in 0..n {
            let (top, left) = ((box_index / r) * r, (box_index % r) * c);
            for line in 0..per_box {
                for offset in 0..length {
                    let (row, column) = if rows {
                        (top + line, left + offset)
                    } else {
                        (top + offset, left + line)
                    };
                    cells.push((row * n + column) as u16);
                }
            }
        }
        let (mut across, mut within) = (Vec::new(), Vec::new());
        for segment in 0..n * per_box {
            let (box_index, line) = (segment / per_box, segment % per_box);
            // The first box along the line: for rows the band's first, for columns the stack's.
            let first = if rows {
                box_index - box_index % along
            } else {
                box_index % step
            };
            let line_segments = (0..along).map(|k| (first + k * step) * per_box + line);
            across.extend(
                line_segments
                    .filter(|&other| other != segment)
                    .map(|s| s as u16),
            );
            let box_segments = box_index * per_box..(box_index + 1) * per_box;
            within.extend(
                box_segments
                    .filter(|&other| other != segment)
                    .map(|s| s as u16),
            );
        }
        Segments {
            cells,
            length,
            across,
            within,
            across_count: along - 1,
            within_count: per_box - 1,
        }
    }

    /// How many segments there are.
    fn count(&self) -> usize {
        self.cells.len() / self.length
    }

    fn segments(&self) -> std::slice::ChunksExact<'_, u16> {
        self.cells.chunks_exact(self.length)
    }

    fn cells(&self, segment: usize) -> &[u16] {
        &self.cells[segment * self.length..][..self.length]
    }

    /// The other segments of `segment`'s line, in the other boxes along it.
    fn across(&self, segment: usize) -> &[u16] {
        &self.across[segment * self.across_count..][..self.across_count]
    }

    /// The other segments of `segment`'s box.
    fn within(&self, segment: usize) -> &[u16] {
        &self.within[segment * self.within_count..][..self.within_count]
    }
}

/// One table per box shape, built on first use. Box sides run from 2 to 12.
static TABLES: [[OnceLock<Tables>; 13]; 13] = [const { [const { OnceLock::new() }; 13] }; 13];

/// The tables of `shape`.
fn tables(shape: Shape) -> &'static Tables {
    TABLES[shape.box_rows()][shape.box_columns()].get_or_init(|| Tables::new(shape))
}

impl Tables {
    fn new(shape: Shape) -> Tables {
        let houses = shape.houses();
        let mut peers = Vec::new();
        let mut peer_count = 0;
        for cell in 0..shape.cells() {
            let mut of_cell: Vec<usize> = houses
                .iter()
                .filter(|house| house.contains(&cell))
                .flatten()
                .copied()
                .filter(|&other| other != cell)
                .collect();
            of_cell.sort_unstable();
            of_cell.dedup();
            peer_count = of_cell.len();
            peers.extend(of_cell.iter().map(|&p| p as u16));
        }
        Tables {
            shape,
            peers,
            peer_count,
            houses: houses.concat().iter().map(|&c| c as u16).collect(),
            row_segments: Segments::new(shape, true),
            column_segments: Segments::new(shape, false),
        }
    }

    fn size(&self) -> usize {
        self.shape.size()
    }

    /// Every value's bit.
    fn all_values(&self) -> u32 {
        (1 << self.size()) - 1
    }

    /// The row, column and box of `cell`, as house indices.
    fn houses_of(&self, cell: usize) -> [usize; 3] {
        let (shape, n) = (self.shape, self.size());
        [
            shape.row_of(cell),
            n + shape.column_of(cell),
            2 * n + shape.box_of(cell),
        ]
    }

    fn peers(&self, cell: usize) -> &[u16] {
        &self.peers[cell * self.peer_count..][..self.peer_count]
    }

    /// The houses, each a slice of N cells: rows, columns, then boxes.
    fn houses(&self) -> std::slice::ChunksExact<'_, u16> {
        self.houses.chunks_exact(self.size())
    }
}

/// What one house holds, value by value: seen in one cell or more, in two or more, placed.
#[derive(Clone, Copy, Default)]
struct Counts {
    once: u32,
    twice: u32,
    placed: u32,
}

impl Counts {
    #[inline]
    fn add(&mut self, word: u32) {
        let values = word & !PLACED;
        // All ones when the cell is placed, else zero.
        let placed = 0u32.wrapping_sub(word >> 31);
        self.placed |= values & placed;
        self.twice |= self.once & values;
        self.once |= values;
    }
}

/// A search position: every cell's word, and the naked singles waiting to be placed.
#[derive(Clone)]
struct Position {
    cells: Vec<u32>,
    /// Naked singles found and not yet placed (empty between propagations, so a copy is free).
    queue: Vec<u16>,
    /// Where the last contradiction was found, for the search to weigh.
    conflict: Conflict,
}

/// Where a contradiction was found: a cell left without candidates, or a house left without a
/// place for some value.
#[derive(Clone, Copy, Debug, Default)]
enum Conflict {
    #[default]
    None,
    Cell(u16),
    House(u16),
}

/// How often each house took part in a contradiction so far in one search, from 1: the
/// branching prefers cells whose houses fail often (candidates over the weight of their
/// houses, the "dom/wdeg" rule of constraint solvers), which steers the search to the part
/// of the grid that is hard and finds contradictions near the root on big puzzles.
struct Weights(Vec<u32>);

impl Weights {
    fn new(tables: &Tables) -> Weights {
        Weights(vec![1; 3 * tables.size()])
    }

    fn weigh(&mut self, tables: &Tables, conflict: Conflict) {
        match conflict {
            Conflict::None => {}
            Conflict::Cell(cell) => {
                for house in tables.houses_of(usize::from(cell)) {
                    self.0[house] += 1;
                }
            }
            Conflict::House(house) => self.0[usize::from(house)] += 1,
        }
    }

    /// The weight of `cell`: the weights of its houses.
    fn of(&self, tables: &Tables, cell: usize) -> u32 {
        tables
            .houses_of(cell)
            .iter()
            .map(|&house| self.0[house])
            .sum()
    }
}

impl Position {
    /// The position of `puzzle`'s givens after propagation, or `None` on a contradiction.
    fn new(tables: &Tables, puzzle: &SizedGrid) -> Option<Position> {
        let mut position = Position {
            cells: vec![tables.all_values(); tables.shape.cells()],
            queue: Vec::new(),
            conflict: Conflict::None,
        };
        for (cell, &value) in puzzle.cells().iter().enumerate() {
            if value != 0 && !position.place(tables, cell, 1 << (value - 1)) {
                return None;
            }
        }
        position.propagate(tables).then_some(position)
    }

    /// Places the value of `bit` in `cell` and takes it from the peers. `false` on a
    /// contradiction.
    fn place(&mut self, tables: &Tables, cell: usize, bit: u32) -> bool {
        let word = self.cells[cell];
        if word & bit == 0 {
            return false;
        }
        if word & PLACED != 0 {
            return true;
        }
        self.cells[cell] = bit | PLACED;
        for &peer in tables.peers(cell) {
            let peer = usize::from(peer);
            let word = self.cells[peer];
            if word & bit != 0 {
                let left = word & !bit;
                self.cells[peer] = left;
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

    /// Removes the value of `bit` from the open `cell`. `false` on a contradiction.
    fn eliminate(&mut self, cell: usize, bit: u32) -> bool {
        let left = self.cells[cell] & !bit;
        self.cells[cell] = left;
        if left & (left.wrapping_sub(1)) == 0 {
            self.queue.push(cell as u16);
        }
        if left == 0 {
            self.conflict = Conflict::Cell(cell as u16);
        }
        left != 0
    }

    /// Runs every rule to a fixpoint. `false` on a contradiction.
    fn propagate(&mut self, tables: &Tables) -> bool {
        loop {
            if !self.place_naked_singles(tables) {
                return false;
            }
            match self.place_hidden_singles(tables) {
                None => return false,
                Some(true) => continue,
                Some(false) => {}
            }
            match self.box_line_reductions(tables) {
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

    /// One pass of the house rule: hidden singles placed. `Some(changed)`, or `None` on a
    /// contradiction.
    fn place_hidden_singles(&mut self, tables: &Tables) -> Option<bool> {
        let mut changed = false;
        for (index, house) in tables.houses().enumerate() {
            let mut counts = Counts::default();
            for &cell in house {
                counts.add(self.cells[usize::from(cell)]);
            }
            if counts.once != tables.all_values() {
                self.conflict = Conflict::House(index as u16);
                return None;
            }
            let mut hidden = counts.once & !counts.twice & !counts.placed;
            while hidden != 0 {
                let bit = hidden & hidden.wrapping_neg();
                hidden &= hidden - 1;
                let cell = house
                    .iter()
                    .map(|&cell| usize::from(cell))
                    .find(|&cell| self.cells[cell] & (bit | PLACED) == bit)?;
                if !self.place(tables, cell, bit) {
                    return None;
                }
                changed = true;
            }
        }
        if changed && !self.place_naked_singles(tables) {
            return None;
        }
        Some(changed)
    }

    /// One pass of pointing and claiming over every segment (the cells a box shares with a
    /// row or a column): a value whose places in the box lie in the segment alone leaves the
    /// rest of the line, and a value whose places in the line lie in the segment alone leaves
    /// the rest of the box. `Some(changed)`, or `None` on a contradiction.
    fn box_line_reductions(&mut self, tables: &Tables) -> Option<bool> {
        let mut changed = false;
        // The candidates of each segment's open cells, once: every rule below reads them.
        let mut words = [0u32; MAX_SEGMENTS];
        for lines in [&tables.row_segments, &tables.column_segments] {
            let count = lines.count();
            for (segment, cells) in lines.segments().enumerate() {
                words[segment] = self.open_words(cells);
            }
            for segment in 0..count {
                let or =
                    |others: &[u16]| others.iter().fold(0, |or, &o| or | words[usize::from(o)]);
                let (across, within) = (lines.across(segment), lines.within(segment));
                let (line_rest, box_rest) = (or(across), or(within));
                let inside = words[segment];
                let pointing = inside & !box_rest & line_rest;
                let claiming = inside & !line_rest & box_rest;
                for (bits, others) in [(pointing, across), (claiming, within)] {
                    if bits != 0 {
                        for &other in others {
                            changed |= self.remove_from(lines.cells(usize::from(other)), bits)?;
                        }
                    }
                }
            }
        }
        Some(changed)
    }

    /// The candidates of the open cells among `cells`.
    #[inline]
    fn open_words(&self, cells: &[u16]) -> u32 {
        cells.iter().fold(0, |or, &cell| {
            let word = self.cells[usize::from(cell)];
            if word & PLACED != 0 { or } else { or | word }
        })
    }

    /// Removes `bits` from the open cells among `cells`. `Some(changed)`, or `None` on a
    /// contradiction.
    fn remove_from(&mut self, cells: &[u16], bits: u32) -> Option<bool> {
        let mut changed = false;
        for &cell in cells {
            let cell = usize::from(cell);
            let word = self.cells[cell];
            if word & PLACED == 0 && word & bits != 0 {
                changed = true;
                if !self.eliminate(cell, bits) {
                    return None;
                }
            }
        }
        Some(changed)
    }

    /// Where to branch, or `None` when every cell is placed: a cell and the candidate it takes
    /// first (its smallest). The open cell with the fewest candidates per weight, unless some
    /// house has a value with fewer places than it has candidates: then the first of those
    /// places, with that value, as dancing links would choose.
    fn choose(&self, tables: &Tables, weights: &Weights) -> Option<(usize, u32)> {
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
    fn grid(&self, shape: Shape) -> SizedGrid {
        let values = self
            .cells
            .iter()
            .map(|&word| (word & !PLACED).trailing_zeros() as u8 + 1);
        SizedGrid::new(shape, values.collect()).expect("values within the size")
    }
}

/// Calls `visit` with each solution of `position` until it breaks.
fn search(
    tables: &Tables,
    position: Position,
    visit: &mut dyn FnMut(&Position) -> ControlFlow<()>,
) -> ControlFlow<()> {
    descend(tables, position, &mut Weights::new(tables), visit)
}

/// [`search`] below `position`, weighing the contradictions met in `weights`.
fn descend(
    tables: &Tables,
    mut position: Position,
    weights: &mut Weights,
    visit: &mut dyn FnMut(&Position) -> ControlFlow<()>,
) -> ControlFlow<()> {
    loop {
        let Some((cell, bit)) = position.choose(tables, weights) else {
            return visit(&position);
        };
        let mut child = position.clone();
        if child.place(tables, cell, bit) && child.propagate(tables) {
            descend(tables, child, weights, visit)?;
        } else {
            weights.weigh(tables, child.conflict);
        }
        if !position.eliminate(cell, bit) || !position.propagate(tables) {
            weights.weigh(tables, position.conflict);
            return ControlFlow::Continue(());
        }
    }
}

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

/// The lexicographically smallest solution of `puzzle`, or `None` if it has none.
pub fn solve(puzzle: &SizedGrid) -> Option<SizedGrid> {
    let tables = tables(puzzle.shape());
    let root = Position::new(tables, puzzle)?;
    match count_from(tables, root.clone(), 2) {
        (1, only) => only,
        (0, _) => None,
        (_, first) => first.map(|first| smallest_from(tables, root, first)),
    }
}

/// The smallest solution of `root`, which has `solution` and others. For each open cell in
/// row-major order, with every earlier cell fixed to the smallest solution known, a solution
/// with a smaller value there is searched for (fewest candidates first); one found is smaller
/// and takes the place of the known one, and the cell is asked again; when there is none, the
/// cell is fixed, and propagation usually fixes many after it, which need no question.
fn smallest_from(tables: &Tables, root: Position, mut smallest: SizedGrid) -> SizedGrid {
    let mut prefix = root;
    for cell in 0..tables.shape.cells() {
        if prefix.cells[cell] & PLACED != 0 {
            continue;
        }
        loop {
            let below = prefix.cells[cell] & ((1 << (smallest.get(cell) - 1)) - 1);
            let smaller = restricted(tables, &prefix, cell, below)
                .and_then(|position| count_from(tables, position, 1).1);
            match smaller {
                Some(solution) => smallest = solution,
                None => break,
            }
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
    let open = keep != 0 && narrowed.eliminate(cell, dropped) && narrowed.propagate(tables);
    open.then_some(narrowed)
}

/// The number of solutions of `puzzle`, counting no further than `limit`.
pub fn count(puzzle: &SizedGrid, limit: u64) -> u64 {
    let tables = tables(puzzle.shape());
    Position::new(tables, puzzle).map_or(0, |root| count_from(tables, root, limit).0)
}

/// A solution of `puzzle` in which `cell` does not hold `value`, if any.
pub fn solve_avoiding(puzzle: &SizedGrid, cell: usize, value: u8) -> Option<SizedGrid> {
    let tables = tables(puzzle.shape());
    let root = Position::new(tables, puzzle)?;
    let bit = 1 << (value - 1);
    if root.cells[cell] & PLACED != 0 {
        return (root.cells[cell] & bit == 0)
            .then(|| count_from(tables, root, 1).1)
            .flatten();
    }
    let avoiding = restricted(tables, &root, cell, root.cells[cell] & !bit)?;
    count_from(tables, avoiding, 1).1
}

/// A random solution of the empty grid of `shape`: the search branches on the cell with the
/// fewest candidates and tries them in the order `draw` shuffles them into (`draw(n)` is a
/// number below `n`).
///
/// Randomised backtracking is heavy-tailed: most fills of a 25×25 meet a handful of dead ends,
/// but now and then an early choice leaves a contradiction that only shows deep down, and the
/// search below it takes hours. So a fill gives up after a budget of dead ends and starts over
/// with fresh draws, the budget doubling at each restart so that some attempt always finishes.
pub fn random_solution(shape: Shape, draw: &mut dyn FnMut(usize) -> usize) -> SizedGrid {
    let tables = tables(shape);
    let empty = Position::new(tables, &SizedGrid::empty(shape)).expect("an empty grid is open");
    let mut budget = FIRST_FILL_BUDGET;
    loop {
        let mut dead_ends = budget;
        if let Ok(Some(grid)) = fill_randomly(tables, empty.clone(), draw, &mut dead_ends) {
            return grid;
        }
        budget *= 2;
    }
}

/// Dead ends a random fill may meet before it starts over: far more than a fill that goes well
/// meets on any size, far fewer than one that has gone wrong would.
const FIRST_FILL_BUDGET: u32 = 1_000;

/// The random fill gave up: its budget of dead ends ran out.
struct OutOfBudget;

/// The first solution met when `position`'s candidates are tried in random orders, `None` if
/// there is none, or [`OutOfBudget`] after `dead_ends` more contradictions.
fn fill_randomly(
    tables: &Tables,
    position: Position,
    draw: &mut dyn FnMut(usize) -> usize,
    dead_ends: &mut u32,
) -> Result<Option<SizedGrid>, OutOfBudget> {
    let Some((cell, _)) = position.choose(tables, &Weights::new(tables)) else {
        return Ok(Some(position.grid(tables.shape)));
    };
    let word = position.cells[cell];
    let mut bits: Vec<u32> = (0..32)
        .map(|bit| 1 << bit)
        .filter(|&bit| word & bit != 0)
        .collect();
    // Fisher–Yates, with the caller's draws.
    for last in (1..bits.len()).rev() {
        bits.swap(last, draw(last + 1));
    }
    for bit in bits {
        let mut child = position.clone();
        if child.place(tables, cell, bit) && child.propagate(tables) {
            if let Some(grid) = fill_randomly(tables, child, draw, dead_ends)? {
                return Ok(Some(grid));
            }
        } else {
            *dead_ends = dead_ends.checked_sub(1).ok_or(OutOfBudget)?;
        }
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::sized::classic;

    #[test]
    fn agrees_with_the_classic_engine_on_small_empty_and_sparse_grids() {
        for shape in ["2x2", "2x3", "3x2", "2x4", "4x2", "3x3"] {
            let shape: Shape = shape.parse().unwrap();
            let empty = SizedGrid::empty(shape);
            assert_eq!(solve(&empty), classic::solve(&empty), "{shape}");
            let mut puzzle = empty.clone();
            puzzle.set(shape.cells() - 1, 1);
            puzzle.set(shape.size() + 1, 2);
            assert_eq!(solve(&puzzle), classic::solve(&puzzle), "{shape}");
            assert_eq!(count(&puzzle, 50), classic::count(&puzzle, 50), "{shape}");
        }
    }

    #[test]
    fn a_solution_avoiding_a_value_differs_there() {
        let empty = SizedGrid::empty(Shape::for_size(4).unwrap());
        let other = solve_avoiding(&empty, 0, 1).unwrap();
        assert!(other.solves(&empty) && other.get(0) != 1);
        let full: SizedGrid = "1234341221434321".parse().unwrap();
        assert_eq!(solve_avoiding(&full, 0, 1), None);
        assert_eq!(solve_avoiding(&full, 0, 2), Some(full));
    }

    /// A 24×24 fill whose draws once led the random search into a dead subtree it never left
    /// (met by the differential test): with restarts it ends, with a valid grid.
    #[test]
    fn a_random_fill_that_goes_wrong_starts_over() {
        let shape: Shape = "4x6".parse().unwrap();
        let mut state: u64 = 9_638_965_154_356_480_861;
        let mut draw = |bound: usize| {
            // xorshift64, as the differential test draws.
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % bound as u64) as usize
        };
        let grid = random_solution(shape, &mut draw);
        assert!(grid.solves(&SizedGrid::empty(shape)));
    }
}
