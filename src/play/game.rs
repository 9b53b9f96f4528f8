//! The state of a game, as a plain value: the layout, the board, its history, the cursor and
//! what the screen shows besides (a hint, the digits checked wrong, a message, the clock).
//! `actions` changes it; the view only reads it.

use std::time::Instant;

use super::board::Board;
use super::conflicts::{Conflict, conflicts};
use super::hint::Hint;
use super::history::History;
use super::layout::Layout;
use super::timer::Timer;
use crate::parse::Puzzle;
use crate::problem::Problem;
use crate::sized::SizedGrid;
use crate::symbols::Symbols;

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Game {
    /// What the game cannot change.
    pub layout: Layout,
    /// The values and marks as they stand.
    pub board: Board,
    /// The boards before each change, and those undone.
    pub(super) history: History<Board>,
    /// The cell under the cursor.
    pub cursor: usize,
    /// Whether values typed toggle pencil marks instead of being placed.
    pub pencil: bool,
    /// The value whose cells are marked (`m`), if any.
    pub shown: Option<u8>,
    /// The hint shown, which `H` again applies.
    pub hint: Option<Hint>,
    /// The cells whose values the last check found wrong.
    pub wrong: Vec<usize>,
    /// Hints asked for.
    pub hints: u32,
    /// Checks made.
    pub checks: u32,
    /// The time played.
    pub timer: Timer,
    /// What the status line says, when the last action had something to say.
    pub message: Option<String>,
    /// Whether the key list is shown.
    pub help: bool,
    /// Whether the board is solved.
    pub solved: bool,
    /// The puzzle's answer, found at the first check (`None` inside: it has none).
    pub(super) answer: Option<Option<SizedGrid>>,
}

impl Game {
    /// A game of `puzzle` started at `now`, values written in `symbols`: its candidates (a
    /// candidate grid's, or a variant's allowed values) become pencil marks, every cell's
    /// value a given.
    pub fn new(puzzle: &Puzzle, symbols: Symbols, now: Instant) -> Game {
        let variant = puzzle.variant.as_ref().map(|rules| rules.variant.clone());
        let layout = Layout::new(puzzle.grid.clone(), variant, symbols);
        let all = layout.all_values();
        let read: Vec<u32> = match (&puzzle.marks, &puzzle.variant) {
            (Some(marks), _) => (0..layout.shape.cells())
                .map(|cell| u32::from(marks.get(cell).bits()))
                .collect(),
            (None, Some(rules)) => rules.allowed.clone().unwrap_or_default(),
            (None, None) => Vec::new(),
        };
        let marks = (0..layout.shape.cells())
            .map(|cell| match read.get(cell) {
                Some(&mask) if mask & all != all && !layout.is_given(cell) => mask & all,
                _ => 0,
            })
            .collect();
        let board = Board::new(&layout, marks);
        let mut game = Game {
            layout,
            board,
            history: History::new(),
            cursor: 0,
            pencil: false,
            shown: None,
            hint: None,
            wrong: Vec::new(),
            hints: 0,
            checks: 0,
            timer: Timer::started(now),
            message: None,
            help: false,
            solved: false,
            answer: None,
        };
        game.solved = game.is_solved();
        game
    }

    /// The problem the givens pose, under the variant's rules.
    pub fn problem(&self) -> Problem {
        let problem = Problem::new(self.layout.givens.clone());
        match &self.layout.variant {
            Some(variant) => problem.with_variant(variant.clone()),
            None => problem,
        }
    }

    /// The values that repeat in a house.
    pub fn conflicts(&self) -> Vec<Conflict> {
        conflicts(&self.layout, &self.board)
    }

    /// Whether the board is full and keeps every rule.
    pub fn is_solved(&self) -> bool {
        let values = SizedGrid::new(self.layout.shape, self.board.values.clone());
        self.board.is_full() && values.is_some_and(|values| self.problem().is_solved_by(&values))
    }
}
