//! What the player can do, and what each action does to a [`Game`]: pure functions of the
//! game and the time, so that a game can be played in a test without a terminal.

use std::time::Instant;

use super::board::Board;
use super::conflicts::describe_all;
use super::game::Game;
use super::hint::{apply, hint};
use super::layout::Layout;
use super::timer::clock;
use crate::solver::{Algorithm, solve};

/// A way to move the cursor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    Up,
    Down,
    Left,
    Right,
}

/// One thing the player does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// The cursor moved one cell, wrapping at the edges.
    Move(Direction),
    /// The cursor put on a cell (a click).
    Select(usize),
    /// A value typed: placed, or in pencil mode its mark toggled.
    Value(u8),
    /// The cell under the cursor emptied of its value, or of its marks.
    Erase,
    /// Pencil mode switched on or off.
    TogglePencil,
    /// Every empty cell given the marks of the values its houses leave.
    FillCandidates,
    /// The last change undone.
    Undo,
    /// The last change undone, done again.
    Redo,
    /// A hint shown, or the hint shown applied.
    Hint,
    /// The values placed compared with the answer.
    Check,
    /// The cells of the value under the cursor marked, or unmarked.
    ShowValue,
    /// The clock stopped and the board hidden, or both back.
    Pause,
    /// The key list shown or hidden.
    Help,
    /// The game ended.
    Quit,
}

/// Whether the game goes on after an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// It goes on.
    Continue,
    /// It ends: the board goes to standard output.
    Quit,
}

impl Game {
    /// Does `action` at `now`.
    pub fn act(&mut self, action: Action, now: Instant) -> Flow {
        if self.help && action != Action::Quit {
            self.help = false;
            return Flow::Continue;
        }
        if self.timer.is_paused() && !self.solved && !matches!(action, Action::Pause | Action::Quit)
        {
            return Flow::Continue;
        }
        self.message = None;
        match action {
            Action::Quit => return Flow::Quit,
            Action::Help => self.help = true,
            Action::Pause => self.pause(now),
            Action::Move(direction) => self.cursor = self.moved(direction),
            Action::Select(cell) => self.cursor = cell.min(self.board.values.len() - 1),
            Action::TogglePencil => self.pencil = !self.pencil,
            Action::ShowValue => {
                let value = self.board.values[self.cursor];
                self.shown = (value != 0 && self.shown != Some(value)).then_some(value);
            }
            Action::Value(value) if usize::from(value) <= self.layout.size() && value > 0 => {
                let (cursor, pencil) = (self.cursor, self.pencil);
                self.change(now, |board, layout| match pencil {
                    true => board.toggle_mark(cursor, value),
                    false => board.place(layout, cursor, value),
                });
                if self.layout.is_given(cursor) {
                    self.message = Some("A given cannot change.".to_string());
                } else if pencil && self.board.values[cursor] != 0 {
                    self.message =
                        Some("A cell with a value takes no marks: erase it first.".into());
                }
            }
            Action::Value(_) => {}
            Action::Erase => {
                let cursor = self.cursor;
                self.change(now, |board, layout| board.erase(layout, cursor));
            }
            Action::FillCandidates => {
                self.change(now, |board, layout| board.fill_candidates(layout));
            }
            Action::Undo => self.travel(now, true),
            Action::Redo => self.travel(now, false),
            Action::Hint => self.hint(now),
            Action::Check => self.check(),
        }
        Flow::Continue
    }

    /// The cell one step from the cursor in `direction`, wrapping at the edges.
    fn moved(&self, direction: Direction) -> usize {
        let n = self.layout.size();
        let (row, column) = (self.cursor / n, self.cursor % n);
        let (row, column) = match direction {
            Direction::Up => ((row + n - 1) % n, column),
            Direction::Down => ((row + 1) % n, column),
            Direction::Left => (row, (column + n - 1) % n),
            Direction::Right => (row, (column + 1) % n),
        };
        row * n + column
    }

    /// The board changed by `edit`, the change recorded for undo; an edit that changes nothing
    /// leaves the hint and the check shown.
    fn change(&mut self, now: Instant, edit: impl FnOnce(&mut Board, &Layout)) {
        let before = self.board.clone();
        edit(&mut self.board, &self.layout);
        if self.board != before {
            self.history.record(before);
            self.changed(now);
        }
    }

    /// The last change undone (`back`) or redone.
    fn travel(&mut self, now: Instant, back: bool) {
        let current = self.board.clone();
        let other = match back {
            true => self.history.undo(current),
            false => self.history.redo(current),
        };
        match other {
            Some(board) => {
                self.board = board;
                self.changed(now);
            }
            None => {
                self.message = Some(format!(
                    "Nothing to {}.",
                    if back { "undo" } else { "redo" }
                ));
            }
        }
    }

    /// What follows any change of the board: the hint and the check forgotten, the conflicts
    /// named, and the clock stopped when the board is solved.
    fn changed(&mut self, now: Instant) {
        self.hint = None;
        self.wrong.clear();
        let solved = self.is_solved();
        if solved != self.solved {
            self.timer.toggle(now);
            self.solved = solved;
        }
        self.message = match solved {
            true => Some(format!(
                "Solved in {}! q writes the board and quits.",
                clock(self.timer.elapsed(now))
            )),
            false => describe_all(&self.layout, &self.board, &self.conflicts()),
        };
    }

    /// The clock stopped and the board hidden, or both back; a solved game's clock stays.
    fn pause(&mut self, now: Instant) {
        if !self.solved {
            self.timer.toggle(now);
        }
    }

    /// A hint shown, or the hint shown applied.
    fn hint(&mut self, now: Instant) {
        if let Some(shown) = self.hint.take() {
            self.change(now, |board, layout| apply(layout, board, &shown));
            if !self.solved {
                self.message = Some(format!("Applied: {}", shown.conclusions));
            }
            return;
        }
        match hint(&self.layout, &self.board) {
            Ok(found) => {
                self.hints += 1;
                self.message = Some(format!("Hint: {}; H applies it", found.text));
                self.hint = Some(found);
            }
            Err(why) => self.message = Some(why),
        }
    }

    /// The values placed compared with the answer (found once, at the first check).
    fn check(&mut self) {
        self.checks += 1;
        let problem = self.problem();
        let answer = self
            .answer
            .get_or_insert_with(|| solve(&problem, Algorithm::Fast));
        let Some(answer) = answer else {
            self.message = Some(
                "The givens have no solution (a board resumed keeps every value as a given)."
                    .to_string(),
            );
            return;
        };
        self.wrong = (0..self.board.values.len())
            .filter(|&cell| {
                let value = self.board.values[cell];
                value != 0 && !self.layout.is_given(cell) && value != answer.get(cell)
            })
            .collect();
        self.message = Some(match self.wrong.len() {
            0 => "No value placed is wrong.".to_string(),
            1 => "1 value placed is wrong.".to_string(),
            n => format!("{n} values placed are wrong."),
        });
    }
}
