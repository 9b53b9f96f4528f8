//! Framing: finished lines become puzzles, and each puzzle gets its size.
//!
//! A line holding a whole puzzle (N² cells for a size N: 16, 36, 64, 81, …, 625) is a puzzle by
//! itself. Other lines add up to a grid, whose first line tells its size: a line of N cells, N a
//! size other than 9, begins an N×N grid of N rows of N cells; any other begins a 9×9 grid,
//! whose lines may have any lengths that add up to 81, as they always could. A grid begun by a
//! line of N cells whose second line is of another length, and fits in 81 cells, is a 9×9 grid
//! after all. Sixteen cells on a line are a whole 4×4 puzzle only when written in a row with
//! no value above 4; otherwise they are the first row of a 16×16 grid. With a forced shape,
//! every line adds up to a grid of N² cells, or holds a whole puzzle of N² by itself.
//!
//! Anything else is a malformed puzzle, reported by the line where the fault was found. A
//! symbol above the size, like a character outside the grammar, is found only once the size is
//! known, and still takes its cell's place; a row of the wrong length still counts as a row, so
//! that the framing of the puzzles after it is unchanged.

mod candidates;
mod grid;
mod variant;

use std::collections::VecDeque;

use self::grid::{GridInProgress, GridKind};
use super::cells::{Cells, Fault, FaultKind};
use super::error::{CutShortBy, ParseError};
use super::holes::TrailingField;
use super::line::{FinishedLine, LineMarks, LineReading};
use super::marks::Mask;
use super::puzzle::{Notation, Puzzle, PuzzleForm, Reading};
use crate::grid::CELLS;
use crate::shape::{SIZES, Shape};
use crate::sized::SizedGrid;

/// Files finished lines into puzzles, keeping the grid in progress.
pub(super) struct Framer {
    reading: Reading,
    grid: Option<Box<GridInProgress>>,
    /// Results found but not yet returned (a line can finish two puzzles at once).
    ready: VecDeque<Result<Puzzle, ParseError>>,
    any_result: bool,
    /// The candidates of the line being filed, when it is nine cells of one digit each: a
    /// 9×9 grid of such rows may turn out a candidate grid.
    row_of_values: Option<[Mask; 9]>,
}

impl Framer {
    /// Frames the puzzles from here on in `shape`, or inferring each one's size with `None`.
    pub fn force_shape(&mut self, shape: Option<Shape>) {
        self.reading.shape = shape;
    }

    pub fn new(reading: Reading) -> Self {
        Framer {
            reading,
            grid: None,
            ready: VecDeque::with_capacity(2),
            any_result: false,
            row_of_values: None,
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
        if self.file_marks(line) {
            return;
        }
        self.row_of_values = match line.marks {
            LineMarks::Row(row) if !row.several && row.fault.is_none() => Some(row.masks),
            _ => None,
        };
        let numbers = self.reads_as_numbers(line);
        let trailing_hole = match line.trailing {
            TrailingField::None => false,
            TrailingField::Hole => true,
            TrailingField::Either => !self.completes_row(line.reading(numbers, false).count),
        };
        let line = line.reading(numbers, trailing_hole);
        match (self.reading.shape, self.grid.as_ref().map(|grid| grid.kind)) {
            (_, Some(GridKind::Marks)) => self.file_in_marks(&line),
            (Some(shape), _) => self.file_forced(shape, &line),
            (None, None) => self.begin(&line),
            (None, Some(GridKind::Rows(shape))) => self.file_row(shape, &line),
            (None, Some(_)) => self.file_nine(&line),
        }
    }

    /// The input ended: the grid in progress is cut short, and an input that gave nothing at
    /// all held no puzzle.
    pub fn finish(&mut self) {
        let end = self.grid.as_ref().map_or(0, |grid| grid.end);
        self.cut_grid_short(CutShortBy::EndOfInput, end);
        if !self.any_result {
            self.emit(Err(ParseError::NoPuzzle));
        }
    }

    /// Reports a failed read, the last result; the grid in progress is dropped with it.
    pub fn fail(&mut self, error: ParseError) {
        self.emit(Err(error));
    }

    /// Whether `line` is read as numbers (`12 . 3 16`): when it can be, and its count of
    /// numbers fits where it stands (a row of the grid in progress, or a size or a size's
    /// square to begin with). A line of one-digit numbers reads the same either way.
    fn reads_as_numbers(&self, line: &FinishedLine) -> bool {
        let Some((numbers, _)) = line.numbers else {
            return false;
        };
        let count = numbers.len;
        match (self.reading.shape, self.grid.as_ref().map(|grid| grid.kind)) {
            (Some(_), _) => true,
            (None, Some(GridKind::Rows(shape))) => count == shape.size(),
            (None, Some(_)) => count == 9,
            (None, None) => SIZES.contains(&count) || Shape::for_cells(count).is_some(),
        }
    }

    /// Whether a line of `count` cells is complete where it stands, so that a comma after its
    /// last cell is a trailing comma and not an empty field: a row of the grid in progress (9
    /// cells in a 9×9), or, to begin with, a 9×9 row or a whole puzzle.
    fn completes_row(&self, count: usize) -> bool {
        match (self.reading.shape, self.grid.as_ref().map(|grid| grid.kind)) {
            (Some(shape), _) => count == shape.size() || count == shape.cells(),
            (None, Some(kind)) => count == kind.shape().size(),
            (None, None) => count == 9 || Shape::for_cells(count).is_some(),
        }
    }

    /// A line with no grid in progress: a whole puzzle, or the first line of a grid.
    fn begin(&mut self, line: &LineReading) {
        let count = line.count;
        let whole = Shape::for_cells(count);
        // Sixteen cells are a 4×4 puzzle only in a row of symbols no larger than 4.
        let first_row_of_sixteen = count == 16 && (line.spaced || line.exceeds(4));
        if let Some(shape) = whole.filter(|_| !first_row_of_sixteen) {
            self.emit_line(shape, line);
        } else if SIZES.contains(&count) && count != 9 {
            let shape = Shape::for_size(count).expect("a listed size");
            let fault_if_nine = line.fault(9);
            self.add_to_grid(GridKind::Rows(shape), line);
            if let Some(grid) = &mut self.grid {
                grid.fault_if_nine = fault_if_nine;
            }
        } else if count < CELLS {
            self.add_to_grid(GridKind::Nine, line);
        } else {
            self.too_long(line, CELLS, 9);
        }
    }

    /// A line in an N×N grid of rows: a row, a whole puzzle that cuts the grid short, or a row
    /// of the wrong length. A grid with one row whose second line has another length, and
    /// fits, is a 9×9 grid after all.
    fn file_row(&mut self, shape: Shape, line: &LineReading) {
        let grid = self.grid.as_mut().expect("a grid in progress");
        if line.count == shape.size() {
            self.add_to_grid(GridKind::Rows(shape), line);
        } else if grid.rows == 1 && grid.cells.len + line.count <= CELLS {
            grid.kind = GridKind::Nine;
            grid.cells.fault = grid.fault_if_nine;
            self.file_nine(line);
        } else if Shape::for_cells(line.count).is_some() {
            self.cut_grid_short(CutShortBy::WholeLine(line.count), line.number);
            self.begin(line);
        } else {
            self.wrong_row(shape, line);
        }
    }

    /// A row of the wrong length: the grid's first fault, unless it has one; the row counts as
    /// one, so that the grid still ends after its Nth row.
    fn wrong_row(&mut self, shape: Shape, line: &LineReading) {
        let grid = self.grid.as_mut().expect("a grid in progress");
        let fault = Fault {
            line: line.number,
            column: 0,
            kind: FaultKind::RowLength {
                cells: line.count,
                size: shape.size(),
                start: grid.start,
            },
        };
        grid.cells.fault = grid.cells.fault.or(Some(fault));
        let padded = vec![0; shape.size()];
        grid.cells.extend(&padded);
        grid.rows += 1;
        grid.end = line.number;
        self.finish_grid_if_full();
    }

    /// A line in a 9×9 grid: the rules 9×9 grids always had.
    fn file_nine(&mut self, line: &LineReading) {
        let held = self.grid.as_ref().map_or(0, |grid| grid.cells.len);
        if line.count > CELLS && Shape::for_cells(line.count).is_none() {
            self.too_long(line, CELLS, 9);
        } else if line.count >= CELLS {
            self.cut_grid_short(CutShortBy::WholeLine(line.count), line.number);
            self.begin(line);
        } else if held + line.count > CELLS {
            self.overflow(line, 9);
        } else {
            self.add_to_grid(GridKind::Nine, line);
        }
    }

    /// A line under a forced shape: a whole puzzle of N² cells, or part of a grid of N².
    fn file_forced(&mut self, shape: Shape, line: &LineReading) {
        let (limit, size) = (shape.cells(), shape.size());
        let held = self.grid.as_ref().map_or(0, |grid| grid.cells.len);
        if line.count > limit {
            self.too_long(line, limit, size);
        } else if line.count == limit {
            self.cut_grid_short(CutShortBy::WholeLine(limit), line.number);
            self.emit_line(shape, line);
        } else if held + line.count > limit {
            self.overflow(line, size);
        } else {
            self.add_to_grid(GridKind::Forced(shape), line);
        }
    }

    /// A line of more cells than a line may hold: it and the grid in progress are dropped.
    fn too_long(&mut self, line: &LineReading, limit: usize, size: usize) {
        let fault = self.take_grid().and_then(|grid| grid.cells.fault);
        let error = ParseError::LineTooLong {
            line: line.number,
            limit,
        };
        // As far as the line is read before it is known to be too long.
        self.emit_fault(fault.or(line.fault_in_first(size, limit + 1)), error);
    }

    /// A line that takes the grid in progress past its last cell: both are dropped.
    fn overflow(&mut self, line: &LineReading, size: usize) {
        let grid = self.take_grid().expect("a grid in progress");
        let error = ParseError::GridOverflow {
            line: line.number,
            start: grid.start,
            cells: grid.cells.len + line.count,
        };
        self.emit_fault(grid.cells.fault.or(line.fault(size)), error);
    }

    /// Adds `line`'s cells to the grid in progress, beginning one of `kind` if there is none,
    /// and emits the grid once it is full.
    fn add_to_grid(&mut self, kind: GridKind, line: &LineReading) {
        let grid = self.grid.get_or_insert_with(|| {
            let mut grid = GridInProgress::new(kind, line.number);
            if kind == GridKind::Nine {
                grid.marks = Some(Box::new([0; CELLS]));
            }
            Box::new(grid)
        });
        // Rows of nine values may be the first of a candidate grid.
        match (self.row_of_values, grid.marks.as_mut()) {
            (Some(masks), Some(marks)) if grid.cells.len == 9 * grid.rows && grid.rows < 9 => {
                marks[9 * grid.rows..9 * grid.rows + 9].copy_from_slice(&masks);
            }
            _ => grid.marks = None,
        }
        grid.cells.extend(line.values);
        grid.cells.fault = grid.cells.fault.or(line.fault(kind.shape().size()));
        grid.end = line.number;
        grid.rows += 1;
        grid.numbers |= line.numbers;
        grid.hole = grid.hole.or_else(|| line.hole());
        self.finish_grid_if_full();
    }

    /// Emits the grid in progress if it holds all its cells.
    fn finish_grid_if_full(&mut self) {
        let full = self
            .grid
            .as_ref()
            .is_some_and(|grid| grid.cells.len == grid.kind.shape().cells());
        if full {
            let grid = self.take_grid().expect("a grid in progress");
            let notation = notation(grid.numbers);
            let shape = grid.kind.shape();
            let written = Written {
                form: PuzzleForm::Grid,
                notation,
                hole: grid.hole,
            };
            self.emit_puzzle(&grid.cells, shape, written, grid.start);
        }
    }

    /// Emits the whole puzzle `line` holds, of `shape`.
    fn emit_line(&mut self, shape: Shape, line: &LineReading) {
        let cells = Cells {
            fault: line.fault(shape.size()),
            ..Cells::EMPTY
        };
        let mut cells = cells;
        cells.extend(line.values);
        let written = Written {
            form: PuzzleForm::Line,
            notation: notation(line.numbers),
            hole: line.hole(),
        };
        self.emit_puzzle(&cells, shape, written, line.number);
    }

    /// Removes and returns the grid in progress.
    fn take_grid(&mut self) -> Option<Box<GridInProgress>> {
        self.grid.take()
    }

    /// Reports the grid in progress, if any, as cut short; the fault is found on line `at`.
    fn cut_grid_short(&mut self, by: CutShortBy, at: u64) {
        let Some(grid) = self.take_grid() else {
            return;
        };
        let error = ParseError::GridCutShort {
            line: at,
            start: grid.start,
            cells: grid.cells.len,
            of: grid.kind.shape().cells(),
            by,
        };
        self.emit_fault(grid.cells.fault, error);
    }

    fn emit_puzzle(&mut self, cells: &Cells, shape: Shape, written: Written, line: u64) {
        let result = match cells.fault {
            Some(fault) => Err(fault.into_error(self.reading.symbols)),
            None => Ok(Puzzle {
                grid: SizedGrid::new(shape, cells.values[..shape.cells()].to_vec())
                    .expect("values checked against the size"),
                form: written.form,
                notation: written.notation,
                hole: written.hole.unwrap_or(b'.'),
                line,
                marks: None,
                variant: None,
                picture: None,
            }),
        };
        self.emit(result);
    }

    /// Reports a dropped puzzle by its first fault if it had one, else by `error`.
    fn emit_fault(&mut self, fault: Option<Fault>, error: ParseError) {
        let symbols = self.reading.symbols;
        self.emit(Err(fault.map_or(error, |fault| fault.into_error(symbols))));
    }

    fn emit(&mut self, result: Result<Puzzle, ParseError>) {
        self.any_result = true;
        self.ready.push_back(result);
    }
}

/// How a puzzle was written: its form, its notation and the character of its first hole.
struct Written {
    form: PuzzleForm,
    notation: Notation,
    hole: Option<u8>,
}

/// The notation of a puzzle some of whose lines were numbers, or none.
fn notation(numbers: bool) -> Notation {
    if numbers {
        Notation::Numbers
    } else {
        Notation::Symbols
    }
}
