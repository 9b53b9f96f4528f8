//! What a game cannot change: the grid's shape, which cells are givens, the houses whose values
//! must differ (each with its name, for the status line) and the variant's rules.

use std::sync::Arc;

use crate::shape::Shape;
use crate::sized::SizedGrid;
use crate::symbols::Symbols;
use crate::variant::{Checker, Rule, Variant, cell_name};

/// A group of cells whose values must all differ, and its name in messages (`row 1`, `box 3`,
/// `diagonal`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct House {
    /// How the status line names it.
    pub name: String,
    /// Its cells, row-major indices.
    pub cells: Vec<usize>,
}

/// The fixed part of a game: its shape, its givens, its houses and its rules.
#[derive(Clone, Debug)]
pub struct Layout {
    /// The grid's shape.
    pub shape: Shape,
    /// The givens, 0 for a hole.
    pub givens: SizedGrid,
    /// The region of each cell (the boxes, or a jigsaw's regions), for the thick lines.
    pub regions: Vec<u8>,
    /// Every group whose values must differ: rows, columns, regions, then the variant's groups.
    pub houses: Vec<House>,
    /// The variant's rules and regions; `None` for a classic puzzle.
    pub variant: Option<Arc<Variant>>,
    /// The variant's rules, ready to be checked on the board.
    pub checker: Option<Checker>,
    /// How values are written.
    pub symbols: Symbols,
}

impl Layout {
    /// The layout of `givens` under `variant`, if any, its values written in `symbols`.
    pub fn new(givens: SizedGrid, variant: Option<Arc<Variant>>, symbols: Symbols) -> Layout {
        let shape = givens.shape();
        let classic = Variant::default();
        let rules = variant.as_deref().unwrap_or(&classic);
        let n = shape.size();
        let region = if rules.regions.is_some() {
            "region"
        } else {
            "box"
        };
        let mut houses: Vec<House> = rules
            .houses(shape)
            .into_iter()
            .enumerate()
            .map(|(index, cells)| {
                let (kind, number) = match index / n {
                    0 => ("row", index + 1),
                    1 => ("column", index - n + 1),
                    _ => (region, index - 2 * n + 1),
                };
                House {
                    name: format!("{kind} {number}"),
                    cells,
                }
            })
            .collect();
        houses.extend(rules.rules.iter().filter_map(|rule| match rule {
            Rule::Distinct { cells, .. } | Rule::Cage { cells, .. } => Some(House {
                name: format!("the {} at {}", rule.name(), cell_name(n, cells[0])),
                cells: cells.clone(),
            }),
            _ => None,
        }));
        Layout {
            shape,
            regions: rules.region_of(shape),
            givens,
            houses,
            checker: variant
                .as_deref()
                .filter(|variant| !variant.rules.is_empty())
                .map(|variant| Checker::new(variant, shape)),
            variant: variant.filter(|variant| !variant.is_classic()),
            symbols,
        }
    }

    /// N, the grid's size.
    pub fn size(&self) -> usize {
        self.shape.size()
    }

    /// Whether `cell` holds a given.
    pub fn is_given(&self, cell: usize) -> bool {
        self.givens.get(cell) != 0
    }

    /// Whether the layout is a classic 9×9, which the logic engine knows.
    pub fn is_classic_nine(&self) -> bool {
        self.shape == Shape::NINE && self.variant.is_none()
    }

    /// The character `value` is written with (`.` for 0).
    pub fn symbol(&self, value: u8) -> char {
        char::from(self.symbols.character(value))
    }

    /// Every value of the size, as a mask (bit `v - 1` for the value `v`).
    pub fn all_values(&self) -> u32 {
        (1u32 << self.size()) - 1
    }
}
