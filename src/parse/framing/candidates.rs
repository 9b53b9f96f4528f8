//! Candidate grids among the lines: a 729-line, or nine rows of nine cells of candidate
//! digits (a PM grid), which may begin as a 9×9 grid of one digit a cell.

use super::Framer;
use super::grid::{GridInProgress, GridKind};
use crate::bitset::DigitSet;
use crate::grid::CELLS;
use crate::marks::PencilMarks;
use crate::parse::cells::{Cells, Fault, FaultKind};
use crate::parse::error::CutShortBy;
use crate::parse::line::{FinishedLine, LineMarks, LineReading};
use crate::parse::marks::{MARKS_LINE, MarksRow, Mask};
use crate::parse::puzzle::{Notation, Puzzle, PuzzleForm};
use crate::shape::Shape;
use crate::sized::SizedGrid;

impl Framer {
    /// Files `line` if it is read as candidates: a 729-line, or a row of a candidate grid.
    /// Returns whether it was.
    pub(super) fn file_marks(&mut self, line: &FinishedLine) -> bool {
        if self.reading.shape.is_some_and(|shape| shape != Shape::NINE) {
            return false;
        }
        match line.marks {
            LineMarks::Line(masks, fault) => {
                self.cut_grid_short(CutShortBy::WholeLine(MARKS_LINE), line.number);
                let cells = Cells {
                    fault,
                    ..Cells::EMPTY
                };
                self.emit_marks(cells, masks, PuzzleForm::Line, line.number);
                true
            }
            LineMarks::Row(row) if self.takes_marks_row(row) => {
                self.add_marks_row(row, line.number);
                true
            }
            _ => false,
        }
    }

    /// Whether a row of candidate cells is a row of a candidate grid where it stands: any in
    /// one, or, to begin one, nine cells without a hole, some of two candidates or more (a 9×9
    /// grid whose rows so far are nine values each becomes a candidate grid).
    fn takes_marks_row(&self, row: &MarksRow) -> bool {
        // A hole among nine cells is a grid of givens more likely than a cell emptied of its
        // candidates; a repeated digit is a candidate grid's mistake.
        let hole = row
            .fault
            .is_some_and(|fault| matches!(fault.kind, FaultKind::NoCandidate));
        let begins = row.several && row.count == 9 && !hole;
        match self.grid.as_ref() {
            None => begins,
            Some(grid) => match grid.kind {
                GridKind::Marks => true,
                GridKind::Nine => begins && grid.marks.is_some(),
                _ => false,
            },
        }
    }

    /// Adds a row to the candidate grid in progress, beginning one if need be, and emits the
    /// grid after its ninth row.
    fn add_marks_row(&mut self, row: &MarksRow, number: u64) {
        let grid = self.grid.get_or_insert_with(|| {
            let mut grid = GridInProgress::new(GridKind::Marks, number);
            grid.marks = Some(Box::new([0; CELLS]));
            Box::new(grid)
        });
        grid.kind = GridKind::Marks;
        let marks = grid
            .marks
            .as_mut()
            .expect("the candidates of a candidate grid");
        marks[9 * grid.rows..9 * grid.rows + 9].copy_from_slice(&row.masks);
        grid.cells.extend(&row.masks.map(value_of));
        // A row of the wrong length still counts as one, as in any grid of rows.
        let wrong_length = (row.count != 9).then_some(Fault {
            line: number,
            column: 0,
            kind: FaultKind::RowLength {
                cells: row.count,
                size: 9,
                start: grid.start,
            },
        });
        grid.cells.fault = grid.cells.fault.or(row.fault).or(wrong_length);
        grid.rows += 1;
        grid.end = number;
        if grid.rows == 9 {
            let grid = self.take_grid().expect("a grid in progress");
            let marks = grid.marks.expect("the candidates of a candidate grid");
            self.emit_marks(grid.cells, &marks, PuzzleForm::Grid, grid.start);
        }
    }

    /// A line in a candidate grid that is not a row of candidates: a whole puzzle cuts the
    /// grid short, anything else is a row of the wrong length.
    pub(super) fn file_in_marks(&mut self, line: &LineReading) {
        let whole = match self.reading.shape {
            Some(shape) => line.count == shape.cells(),
            None => Shape::for_cells(line.count).is_some(),
        };
        if whole {
            self.cut_grid_short(CutShortBy::WholeLine(line.count), line.number);
            match self.reading.shape {
                Some(shape) => self.file_forced(shape, line),
                None => self.begin(line),
            }
        } else {
            self.wrong_row(Shape::NINE, line);
        }
    }

    /// Emits a candidate grid: its values from `cells`, its candidates from `masks`.
    fn emit_marks(&mut self, cells: Cells, masks: &[Mask; CELLS], form: PuzzleForm, line: u64) {
        let result = match cells.fault {
            Some(fault) => Err(fault.into_error(self.reading.symbols)),
            None => {
                let marks = PencilMarks::new(masks.map(DigitSet::from_bits));
                Ok(Puzzle {
                    grid: SizedGrid::from(marks.values()),
                    form,
                    notation: Notation::Symbols,
                    hole: b'.',
                    line,
                    marks: Some(Box::new(marks)),
                    variant: None,
                    picture: None,
                })
            }
        };
        self.emit(result);
    }
}

/// The value of a cell of candidates: its digit when it has one, else 0.
fn value_of(mask: Mask) -> u8 {
    if mask.count_ones() == 1 {
        mask.trailing_zeros() as u8 + 1
    } else {
        0
    }
}
