//! What every decoder builds: the givens, the values each cell allows, the regions and the
//! rules of one puzzle, checked and put together by [`Builder::finish`].

use crate::parse::variant::error::FormError;
use crate::parse::variant::puzzle::VariantPuzzle;
use crate::shape::Shape;
use crate::sized::SizedGrid;
use crate::variant::{Clue, Pairwise, RegionError, Rule, Variant, check_regions};

/// The shape of a variant grid of size `n` (without boxes for a prime size), or the error
/// naming a size that has none.
pub(super) fn shape_of(n: usize) -> Result<Shape, FormError> {
    Shape::for_variant(n).map_err(|_| FormError::Size(n))
}

/// A puzzle being decoded.
pub(super) struct Builder {
    /// Its shape.
    pub shape: Shape,
    /// Its size N.
    pub n: usize,
    /// The givens, 0 for a hole.
    grid: Vec<u8>,
    /// Each cell's allowed values (bit `v - 1` for `v`), once a cell is restricted.
    allowed: Option<Vec<u32>>,
    /// The irregular regions, when the form gives some.
    pub regions: Option<Vec<u8>>,
    /// The rules, in the order read.
    pub rules: Vec<Rule>,
}

impl Builder {
    /// An empty puzzle of `shape`: no given, no rule.
    pub fn new(shape: Shape) -> Builder {
        Builder {
            shape,
            n: shape.size(),
            grid: vec![0; shape.cells()],
            allowed: None,
            regions: None,
            rules: Vec::new(),
        }
    }

    /// Every value of the size, as a mask.
    pub fn all_values(&self) -> u32 {
        (1u32 << self.n) - 1
    }

    /// Makes `value` (1 to N) the given of `cell`.
    pub fn set_given(&mut self, cell: usize, value: u8) {
        debug_assert!((1..=self.n).contains(&usize::from(value)));
        self.grid[cell] = value;
    }

    /// Keeps `cell` to the values of `mask` among those it allowed.
    pub fn restrict(&mut self, cell: usize, mask: u32) {
        let (all, cells) = (self.all_values(), self.shape.cells());
        self.allowed.get_or_insert_with(|| vec![all; cells])[cell] &= mask;
    }

    /// Adds a rule.
    pub fn push(&mut self, rule: Rule) {
        self.rules.push(rule);
    }

    /// Adds a region sum line.
    pub fn region_sum(&mut self, cells: Vec<usize>) {
        if !cells.is_empty() {
            self.rules.push(Rule::RegionSum(cells));
        }
    }

    /// The puzzle, once its regions are checked: N regions of N cells, or none when they are
    /// the boxes.
    pub fn finish(mut self) -> Result<VariantPuzzle, FormError> {
        if let Some(regions) = &self.regions {
            check_regions(self.shape, regions)?;
            let boxes = (0..self.shape.cells()).map(|cell| self.shape.box_of(cell) as u8);
            if regions.iter().copied().eq(boxes) {
                self.regions = None;
            }
        }
        let variant = Variant {
            regions: self.regions,
            rules: self.rules,
        };
        let grid = SizedGrid::new(self.shape, self.grid).expect("givens are checked when read");
        Ok(VariantPuzzle {
            grid,
            allowed: self.allowed,
            variant,
        })
    }
}

/// The main diagonal of a grid of size `n`, top left to bottom right.
pub(super) fn main_diagonal(n: usize) -> Vec<usize> {
    (0..n).map(|i| i * n + i).collect()
}

/// The anti-diagonal of a grid of size `n`, bottom left to top right.
pub(super) fn anti_diagonal(n: usize) -> Vec<usize> {
    (0..n).map(|i| (n - 1 - i) * n + i).collect()
}

/// The cells of a line from `start` (row, column, possibly outside the grid) stepping by
/// `step` while inside a grid of size `n`.
pub(super) fn walk(n: usize, start: (i64, i64), step: (i64, i64)) -> Vec<usize> {
    let inside = |(r, c): (i64, i64)| (0..n as i64).contains(&r) && (0..n as i64).contains(&c);
    let mut cells = Vec::new();
    let mut at = start;
    while inside(at) {
        cells.push(at.0 as usize * n + at.1 as usize);
        at = (at.0 + step.0, at.1 + step.1);
    }
    cells
}

/// The kinds of clue outside a row or a column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outside {
    /// An X-sum.
    XSum,
    /// A skyscraper clue.
    Skyscraper,
    /// A numbered room.
    NumberedRoom,
}

/// The rule of a clue of `kind` and `value` outside the row or column of `cells`, read from
/// the clue's side.
pub fn outside(kind: Outside, cells: Vec<usize>, value: u32) -> Rule {
    match kind {
        Outside::XSum => Rule::Outside {
            clue: Clue::XSum,
            cells,
            value,
        },
        Outside::Skyscraper => Rule::Outside {
            clue: Clue::Skyscraper,
            cells,
            value,
        },
        Outside::NumberedRoom => {
            // A clue past every value (at most 25) is as impossible as 255.
            let clue = u8::try_from(value).unwrap_or(u8::MAX);
            Rule::Pairwise(Pairwise::NumberedRoom { cells, clue })
        }
    }
}

/// The region of each cell of a layout written one symbol a cell, the regions numbered from
/// 0 in the order their symbols first appear; an error names a region by its symbol.
pub(super) fn layout_regions(shape: Shape, layout: &[u8]) -> Result<Vec<u8>, FormError> {
    let mut symbols: Vec<u8> = Vec::new();
    let regions: Vec<u8> = layout
        .iter()
        .map(|&symbol| match symbols.iter().position(|&s| s == symbol) {
            Some(region) => region as u8,
            None => {
                symbols.push(symbol);
                u8::try_from(symbols.len() - 1).unwrap_or(u8::MAX)
            }
        })
        .collect();
    match check_regions(shape, &regions) {
        Err(RegionError::Size {
            region,
            cells,
            size,
        }) => Err(FormError::Malformed(format!(
            "region '{}' has {cells} cells, not {size}",
            char::from(symbols[region - 1])
        ))),
        Err(error) => Err(error.into()),
        Ok(()) => Ok(regions),
    }
}
