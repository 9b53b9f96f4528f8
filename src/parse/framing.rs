//! Framing: finished lines become puzzles. A line of 81 cells is a puzzle by itself; shorter
//! lines add up to a grid of 81; anything else is a malformed puzzle, reported by the line
//! where the fault was found.

use std::collections::VecDeque;

use super::cells::{Cells, Fault};
use super::error::{CutShortBy, ParseError};
use super::line::FinishedLine;
use super::{Puzzle, PuzzleForm};
use crate::grid::{CELLS, Grid};

/// Files finished lines into puzzles, keeping the grid in progress.
pub(super) struct Framer {
    /// The grid in progress and its first and last lines.
    grid: Cells,
    grid_start: u64,
    grid_end: u64,
    /// Results found but not yet returned (a line can finish two puzzles at once).
    ready: VecDeque<Result<Puzzle, ParseError>>,
    any_result: bool,
}

impl Framer {
    pub fn new() -> Self {
        Framer {
            grid: Cells::EMPTY,
            grid_start: 0,
            grid_end: 0,
            ready: VecDeque::with_capacity(2),
            any_result: false,
        }
    }

    /// Whether a result is waiting to be returned.
    pub fn has_result(&self) -> bool {
        !self.ready.is_empty()
    }

    /// The oldest result not yet returned.
    pub fn next_result(&mut self) -> Option<Result<Puzzle, ParseError>> {
        self.ready.pop_front()
    }

    /// Files the cells of a finished line: a whole puzzle, part of a grid, or a fault.
    pub fn file(&mut self, line: &FinishedLine) {
        let (number, cells) = (line.number, &line.cells);
        if cells.len > CELLS {
            let fault = self.take_grid().fault.or(cells.fault);
            self.emit_fault(fault, ParseError::LineTooLong { line: number });
        } else if cells.len == CELLS {
            self.cut_grid_short(CutShortBy::WholeLine, number);
            self.emit_puzzle(cells, PuzzleForm::Line, number);
        } else if self.grid.len + cells.len > CELLS {
            let start = self.grid_start;
            let held = self.grid.len + cells.len;
            let fault = self.take_grid().fault.or(cells.fault);
            let error = ParseError::GridOverflow {
                line: number,
                start,
                cells: held,
            };
            self.emit_fault(fault, error);
        } else {
            self.add_to_grid(cells, number);
        }
    }

    /// The input ended: the grid in progress is cut short, and an input that gave nothing at
    /// all held no puzzle.
    pub fn finish(&mut self) {
        self.cut_grid_short(CutShortBy::EndOfInput, self.grid_end);
        if !self.any_result {
            self.emit(Err(ParseError::NoPuzzle));
        }
    }

    /// Reports a failed read, the last result; the grid in progress is dropped with it.
    pub fn fail(&mut self, error: ParseError) {
        self.emit(Err(error));
    }

    fn add_to_grid(&mut self, cells: &Cells, number: u64) {
        if self.grid.is_empty() {
            self.grid_start = number;
        }
        self.grid.extend(cells);
        self.grid_end = number;
        if self.grid.len == CELLS {
            let grid = self.take_grid();
            self.emit_puzzle(&grid, PuzzleForm::Grid, self.grid_start);
        }
    }

    /// Removes and returns the grid in progress.
    fn take_grid(&mut self) -> Cells {
        std::mem::replace(&mut self.grid, Cells::EMPTY)
    }

    /// Reports the grid in progress, if any, as cut short; the fault is found on line `at`.
    fn cut_grid_short(&mut self, by: CutShortBy, at: u64) {
        if self.grid.is_empty() {
            return;
        }
        let grid = self.take_grid();
        let error = ParseError::GridCutShort {
            line: at,
            start: self.grid_start,
            cells: grid.len,
            by,
        };
        self.emit_fault(grid.fault, error);
    }

    fn emit_puzzle(&mut self, cells: &Cells, form: PuzzleForm, line: u64) {
        let result = match cells.fault {
            Some(fault) => Err(fault.into_error()),
            None => Ok(Puzzle {
                grid: Grid::from_cells(cells.values).expect("cells are 0-9"),
                form,
                line,
            }),
        };
        self.emit(result);
    }

    /// Reports a dropped puzzle by its first character fault if it had one, else by `error`.
    fn emit_fault(&mut self, fault: Option<Fault>, error: ParseError) {
        self.emit(Err(fault.map_or(error, Fault::into_error)));
    }

    fn emit(&mut self, result: Result<Puzzle, ParseError>) {
        self.any_result = true;
        self.ready.push_back(result);
    }
}
