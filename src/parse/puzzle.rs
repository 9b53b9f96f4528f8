//! What reading gives and how it reads: a [`Puzzle`] with the form and notation it was written
//! in, and the [`Reading`] (symbols, forced shape) the text is read with.

use std::sync::Arc;

use crate::marks::PencilMarks;
use crate::problem::Problem;
use crate::shape::Shape;
use crate::sized::SizedGrid;
use crate::symbols::Symbols;
use crate::variant::Variant;

/// How a puzzle was written, which is how its answer is printed by default.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleForm {
    /// All its cells on one line.
    Line,
    /// Cells spread over several lines, usually N of N.
    Grid,
}

/// How a puzzle's cells were written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Notation {
    /// One symbol a cell (`5`, `G`, `.`).
    #[default]
    Symbols,
    /// Numbers separated by blanks or commas (`12 . 3 16`).
    Numbers,
}

/// A well-formed puzzle read from the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The givens, 0 for a hole, in the puzzle's shape.
    pub grid: SizedGrid,
    /// The form it was written in.
    pub form: PuzzleForm,
    /// How its cells were written.
    pub notation: Notation,
    /// The character its first hole was written with (`.`, `0` or `?`; `-`, `_` or `*` in a
    /// compact line), with which `--dedup` writes its holes; `.` when it has none, was written
    /// in numbers, or is a candidate grid.
    pub hole: u8,
    /// The line (from 1) holding its first cell.
    pub line: u64,
    /// For a candidate grid (9×9), its candidates: the grid's values are its cells of one
    /// candidate. `None` for a puzzle of givens.
    pub marks: Option<Box<PencilMarks>>,
    /// For a variant puzzle, its rules and regions, and the values some cells keep to (bit
    /// `v - 1` for the value `v`: f-puzzles' given pencil marks). `None` for a classic puzzle.
    pub variant: Option<Arc<VariantRules>>,
    /// For a puzzle read from a picture, the picture it comes from and how sure the reading
    /// is. `None` for a puzzle read from text.
    pub picture: Option<Arc<PictureReading>>,
}

impl Puzzle {
    /// What the solver is asked of the puzzle: a candidate grid is solved among its
    /// candidates, a variant puzzle with its rules, regions and allowed values.
    pub fn problem(&self) -> Problem {
        match (&self.marks, &self.variant) {
            (Some(marks), _) => Problem::from(&**marks),
            (None, Some(rules)) => {
                let problem =
                    Problem::new(self.grid.clone()).with_variant(Arc::clone(&rules.variant));
                match &rules.allowed {
                    Some(allowed) => problem.within(allowed),
                    None => problem,
                }
            }
            (None, None) => Problem::new(self.grid.clone()),
        }
    }
}

impl Puzzle {
    /// Where the puzzle comes from, as messages name it: `line 12`, or for a picture its name
    /// (`photo.jpg`, or `photo.jpg, grid 2` when it shows several grids).
    pub fn whence(&self) -> String {
        match &self.picture {
            Some(picture) => picture.whence(),
            None => format!("line {}", self.line),
        }
    }
}

/// Where a puzzle read from a picture comes from, and how sure the reading is.
#[derive(Clone, Debug, PartialEq)]
pub struct PictureReading {
    /// The picture's name in messages (its path, or `standard input`).
    pub name: String,
    /// The picture as JSON names it (its path, or `-` for standard input).
    pub file: String,
    /// The grid's place among the picture's grids, from 1.
    pub grid: usize,
    /// How many grids the picture shows.
    pub grids: usize,
    /// The probability of the least sure cell's reading.
    pub confidence: f32,
    /// The cells whose likeliest reading was changed so that the puzzle has one solution.
    pub changed: Vec<CellChange>,
    /// When no reading of a few changes has exactly one solution, the least sure cells, with
    /// the probability of their reading; when a rival reading has one too, the cells in doubt;
    /// empty otherwise.
    pub doubtful: Vec<(usize, f32)>,
    /// Other digits, nearly as likely as those read, that would give a puzzle with one solution
    /// too (`likeliest` is the digit read): the reading is a guess between them.
    pub rivals: Vec<CellChange>,
}

impl Eq for PictureReading {}

impl PictureReading {
    /// The picture's name, with the grid's place when it shows several.
    pub fn whence(&self) -> String {
        if self.grids > 1 {
            format!("{}, grid {}", self.name, self.grid)
        } else {
            self.name.clone()
        }
    }
}

/// A cell read as its second or third likeliest value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CellChange {
    /// The cell, from 0 in rows.
    pub cell: usize,
    /// The likeliest reading (0 for empty).
    pub likeliest: u8,
    /// The value it was given instead (0 for empty), and its probability.
    pub value: u8,
    pub probability: f32,
}

/// What a variant puzzle adds to its givens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantRules {
    /// Its rules and irregular regions.
    pub variant: Arc<Variant>,
    /// Each cell's allowed values, when some cell keeps to fewer than every value.
    pub allowed: Option<Vec<u32>>,
}

/// How text is read: the symbols' convention, and a shape forced on every puzzle, if any.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Reading {
    /// The convention of the symbols.
    pub symbols: Symbols,
    /// The shape of every puzzle (`--size`, `--box`); without it, each puzzle's size is
    /// inferred from its lines.
    pub shape: Option<Shape>,
}
