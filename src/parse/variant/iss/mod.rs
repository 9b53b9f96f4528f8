//! sigh's Interactive Sudoku Solver (ISS) constraint text, read as its `_parseStringToAst`
//! and `_resolveAst` read it: blanks removed, items separated by `.`, each a type and its
//! arguments separated by `~` (`.Cage~15~R1C1~R1C2`), an item without a type a list of givens
//! (`.~R1C1_5~R2C2_3_4`). The first `Shape` item gives the grid (9×9 without one).
//!
//! Cells are ISS's ids, `R` and `C` each followed by one base-17 digit (`1`–`9`, then `a`–`g`
//! for 10 to 16); `R12C3` in decimal is read too. Each type whose meaning is one of this
//! solver's rules is read in `types.rs` (those that bind cells two by two in `pairwise.rs`,
//! those that count several cells' values in `sums.rs`, the clues outside the grid in
//! `outside.rs`); any other is an error naming it.

mod outside;
mod pairwise;
mod sums;
mod types;

use super::build::{Builder, layout_regions, shape_of};
use crate::parse::variant::error::FormError;
use crate::parse::variant::puzzle::VariantPuzzle;
use crate::shape::Shape;
use crate::variant::{Group, Rule};

/// Reads ISS constraint text.
pub(super) fn read(line: &str) -> Result<VariantPuzzle, FormError> {
    let text: String = line.chars().filter(|c| !c.is_whitespace()).collect();
    let mut items = text.split('.');
    if items.next() != Some("") {
        return Err(FormError::Malformed(
            "ISS constraint text starts with '.'".into(),
        ));
    }
    let items: Vec<(&str, Vec<&str>)> = items
        .map(|item| {
            let mut parts = item.split('~');
            let kind = parts.next().unwrap_or_default();
            (kind, parts.collect())
        })
        .collect();
    let shape = match items.iter().find(|(kind, _)| *kind == "Shape") {
        Some((_, args)) => shape(args)?,
        None => Shape::NINE,
    };
    let mut iss = Iss::new(shape);
    // The layout first, as ISS resolves it: a region sum line follows the regions.
    for (kind, args) in &items {
        match *kind {
            "Jigsaw" => iss.jigsaw(args)?,
            "NoBoxes" => iss.no_boxes = true,
            _ => {}
        }
    }
    iss.layout()?;
    for (kind, args) in &items {
        iss.item(kind, args)?;
    }
    iss.finish()
}

/// The shape of a `Shape` item: `NxN`, with the default values (`9x9`, `9x9~9`, `9x9~1-9`).
fn shape(args: &[&str]) -> Result<Shape, FormError> {
    let unsupported = || FormError::UnsupportedIss(format!("Shape~{}", args.join("~")));
    let (rows, columns) = args
        .first()
        .and_then(|dims| dims.split_once('x'))
        .ok_or_else(unsupported)?;
    let (rows, columns): (usize, usize) = match (rows.parse(), columns.parse()) {
        (Ok(rows), Ok(columns)) if rows == columns => (rows, columns),
        _ => return Err(unsupported()),
    };
    let default_values = [format!("{columns}"), format!("1-{columns}")];
    match args.get(1) {
        None => {}
        Some(values) if default_values.contains(&values.to_string()) => {}
        Some(_) => return Err(unsupported()),
    }
    if args.len() > 2 || rows > 16 {
        return Err(unsupported());
    }
    shape_of(rows)
}

/// A puzzle being read from ISS constraint text.
struct Iss {
    b: Builder,
    /// The values each cell keeps to, once a given names it: ISS intersects them.
    givens: Vec<Option<u32>>,
    /// The jigsaw layout's regions, if an item gives one.
    jigsaw: Option<Vec<u8>>,
    /// Whether `NoBoxes` drops the boxes.
    no_boxes: bool,
    /// Whether kropki dots are drawn, and whether anti-consecutive is asked.
    kropki: bool,
    anti_consecutive: bool,
    /// How many `And` items are open.
    depth: usize,
}

impl Iss {
    fn new(shape: Shape) -> Iss {
        Iss {
            b: Builder::new(shape),
            givens: vec![None; shape.cells()],
            jigsaw: None,
            no_boxes: false,
            kropki: false,
            anti_consecutive: false,
            depth: 0,
        }
    }

    /// A `Jigsaw` item: its layout (the last argument) gives one symbol a cell.
    fn jigsaw(&mut self, args: &[&str]) -> Result<(), FormError> {
        let cells = self.b.shape.cells();
        let layout = match args {
            [layout] | [_, layout] => *layout,
            _ => return Err(FormError::rule("a jigsaw layout is one argument")),
        };
        if layout.len() != cells {
            let message = format!(
                "a jigsaw layout holds {cells} symbols, not {}",
                layout.len()
            );
            return Err(FormError::rule(message));
        }
        if self.jigsaw.is_some() {
            return Err(FormError::UnsupportedIss("Jigsaw (twice)".into()));
        }
        // One region for the whole grid is no constraint.
        if layout.bytes().any(|symbol| symbol != layout.as_bytes()[0]) {
            self.jigsaw = Some(layout_regions(self.b.shape, layout.as_bytes())?);
        }
        Ok(())
    }

    /// The regions: a jigsaw's replace the boxes under `NoBoxes`, and are extra regions
    /// beside the boxes without it, as in ISS.
    fn layout(&mut self) -> Result<(), FormError> {
        // A shape without boxes (a prime size) has nothing for a jigsaw to stand beside: its
        // regions are the regions, as with `NoBoxes`, and a region sum line follows them.
        let no_boxes = self.no_boxes || !self.b.shape.has_boxes();
        match (self.jigsaw.take(), no_boxes) {
            (Some(regions), true) => self.b.regions = Some(regions),
            (Some(regions), false) => {
                for region in 0..self.b.n as u8 {
                    let cells = (0..regions.len()).filter(|&c| regions[c] == region);
                    self.b.push(Rule::Distinct {
                        group: Group::ExtraRegion,
                        cells: cells.collect(),
                    });
                }
            }
            (None, true) if self.b.shape.has_boxes() => {
                return Err(FormError::UnsupportedIss("NoBoxes".into()));
            }
            (None, _) => {}
        }
        Ok(())
    }

    /// The puzzle: each cell's givens, and the checks that need every item read.
    fn finish(mut self) -> Result<VariantPuzzle, FormError> {
        if self.depth > 0 {
            return Err(FormError::rule("an And item is not closed by End"));
        }
        if self.anti_consecutive && self.kropki {
            // ISS forbids consecutive neighbours across dots too; Rangsk's reading, and so
            // the rule here, leaves the pairs of dots alone.
            let name = "AntiConsecutive beside kropki dots".into();
            return Err(FormError::UnsupportedIss(name));
        }
        for (cell, mask) in self.givens.iter().enumerate() {
            match mask {
                None => {}
                Some(mask) if mask.count_ones() == 1 => {
                    self.b.set_given(cell, mask.trailing_zeros() as u8 + 1);
                }
                Some(mask) => self.b.restrict(cell, *mask),
            }
        }
        self.b.finish()
    }

    /// The cell of an ISS cell id.
    fn cell(&self, id: &str) -> Result<usize, FormError> {
        let n = self.b.n;
        let bytes = id.as_bytes();
        let not_a_cell = || FormError::NotACell(id.to_owned());
        if bytes.len() < 4 || !matches!(bytes[0], b'R' | b'r') {
            return Err(not_a_cell());
        }
        let (row, column) = if bytes.len() == 4 && matches!(bytes[2], b'C' | b'c') {
            let digit = |b: u8| char::from(b).to_digit(17);
            (digit(bytes[1]), digit(bytes[3]))
        } else {
            let (row, column) = id[1..].split_once(['C', 'c']).ok_or_else(not_a_cell)?;
            let number = |text: &str| {
                let digits = !text.is_empty() && text.len() <= 6;
                (digits && text.bytes().all(|b| b.is_ascii_digit()))
                    .then(|| text.parse().expect("digits"))
            };
            (number(row), number(column))
        };
        let (row, column) = (row.ok_or_else(not_a_cell)?, column.ok_or_else(not_a_cell)?);
        let (row, column) = (row as usize, column as usize);
        if (1..=n).contains(&row) && (1..=n).contains(&column) {
            Ok((row - 1) * n + column - 1)
        } else {
            Err(FormError::Outside {
                cell: id.to_owned(),
                size: n,
            })
        }
    }

    /// The cells of a list of ids; `what` names the rule in the error for an empty list.
    fn cells(&self, ids: &[&str], what: &str) -> Result<Vec<usize>, FormError> {
        if ids.is_empty() {
            return Err(FormError::rule(format!("{what} needs cells")));
        }
        ids.iter().map(|id| self.cell(id)).collect()
    }
}
