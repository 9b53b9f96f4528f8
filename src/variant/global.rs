//! The rules `--variant` adds to every puzzle of a run: rules of the whole grid, built for the
//! shape of each puzzle.

use thiserror::Error;

use super::pairwise::Pairwise;
use super::rule::{Group, Relation, Rule};
use crate::named::Named;
use crate::shape::Shape;

/// A rule of the whole grid that `--variant` names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GlobalRule {
    /// Both long diagonals hold distinct values (X-Sudoku).
    X,
    /// The windows between the boxes hold distinct values (windoku, hyper Sudoku).
    Windoku,
    /// The cells at the same place of every box hold distinct values.
    Disjoint,
    /// No two cells a knight's move apart hold the same value.
    AntiKnight,
    /// No two cells a king's move apart hold the same value.
    AntiKing,
    /// No two orthogonal neighbours hold consecutive values.
    Nonconsecutive,
    /// No two cells a knight's move apart add up to 5 or 15.
    Knightmare,
    /// No two diagonal neighbours hold consecutive values.
    DiagonalNonconsecutive,
    /// A value `v` never stands twice `v` orthogonal steps apart.
    SelfTaxicab,
}

impl Named for GlobalRule {
    const NAMED: &'static [(&'static str, GlobalRule)] = &[
        ("x", GlobalRule::X),
        ("windoku", GlobalRule::Windoku),
        ("disjoint", GlobalRule::Disjoint),
        ("anti-knight", GlobalRule::AntiKnight),
        ("anti-king", GlobalRule::AntiKing),
        ("nonconsecutive", GlobalRule::Nonconsecutive),
        ("knightmare", GlobalRule::Knightmare),
        (
            "diagonal-nonconsecutive",
            GlobalRule::DiagonalNonconsecutive,
        ),
        ("self-taxicab", GlobalRule::SelfTaxicab),
    ];

    const ALIASES: &'static [(&'static str, GlobalRule)] = &[
        ("diagonal", GlobalRule::X),
        ("hyper", GlobalRule::Windoku),
        ("antiknight", GlobalRule::AntiKnight),
        ("antiking", GlobalRule::AntiKing),
        ("dnc", GlobalRule::DiagonalNonconsecutive),
        ("selftaxi", GlobalRule::SelfTaxicab),
        ("anti-taxicab", GlobalRule::SelfTaxicab),
    ];
}

/// Why a rule of the whole grid does not fit a puzzle's shape.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GlobalRuleError {
    /// Windoku's windows need square boxes.
    #[error("windoku needs square boxes, and a {0} puzzle has boxes of {1}")]
    Windoku(String, Shape),
    /// Disjoint groups need boxes, and irregular regions have none.
    #[error("disjoint groups need boxes, and the regions of a jigsaw are irregular")]
    Disjoint,
}

impl GlobalRule {
    /// The rules this one makes on a grid of `shape`; `irregular` when irregular regions
    /// replace the boxes.
    pub fn rules(self, shape: Shape, irregular: bool) -> Result<Vec<Rule>, GlobalRuleError> {
        let n = shape.size();
        let distinct = |group, cells| Rule::Distinct { group, cells };
        Ok(match self {
            GlobalRule::X => vec![
                distinct(Group::Diagonal, (0..n).map(|i| i * n + i).collect()),
                distinct(Group::Diagonal, (0..n).map(|i| i * n + n - 1 - i).collect()),
            ],
            GlobalRule::Windoku => windows(shape)?
                .into_iter()
                .map(|cells| distinct(Group::Window, cells))
                .collect(),
            GlobalRule::Disjoint => {
                if irregular {
                    return Err(GlobalRuleError::Disjoint);
                }
                (0..n)
                    .map(|place| {
                        let cells = (0..shape.cells())
                            .filter(|&cell| place_in_box(shape, cell) == place)
                            .collect();
                        distinct(Group::Disjoint, cells)
                    })
                    .collect()
            }
            GlobalRule::AntiKnight => vec![Rule::AntiKnight],
            GlobalRule::AntiKing => vec![Rule::AntiKing],
            GlobalRule::Nonconsecutive => vec![Rule::Negative {
                relation: Relation::Difference,
                values: vec![1],
            }],
            GlobalRule::Knightmare => vec![Rule::Pairwise(Pairwise::Knightmare)],
            GlobalRule::DiagonalNonconsecutive => {
                vec![Rule::Pairwise(Pairwise::DiagonalNonconsecutive)]
            }
            GlobalRule::SelfTaxicab => vec![Rule::Pairwise(Pairwise::SelfTaxicab)],
        })
    }
}

/// The windows of windoku: boxes of the box's size, one cell in from the grid's edge and one
/// cell apart (four on a 9×9, nine on a 16×16).
fn windows(shape: Shape) -> Result<Vec<Vec<usize>>, GlobalRuleError> {
    let (n, side) = (shape.size(), shape.box_rows());
    if !shape.has_square_boxes() {
        return Err(GlobalRuleError::Windoku(format!("{n}×{n}"), shape));
    }
    let starts: Vec<usize> = (0..side - 1).map(|k| 1 + k * (side + 1)).collect();
    let mut windows = Vec::new();
    for &top in &starts {
        for &left in &starts {
            let cells = (0..side * side).map(|i| (top + i / side) * n + left + i % side);
            windows.push(cells.collect());
        }
    }
    Ok(windows)
}

/// The place of `cell` within its box, row-major from 0.
fn place_in_box(shape: Shape, cell: usize) -> usize {
    let (row, column) = (shape.row_of(cell), shape.column_of(cell));
    (row % shape.box_rows()) * shape.box_columns() + column % shape.box_columns()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_windows_of_a_nine_by_nine_start_at_the_second_and_sixth_rows() {
        let nine = windows(Shape::NINE).unwrap();
        assert_eq!(nine.len(), 4);
        assert_eq!(nine[0], [10, 11, 12, 19, 20, 21, 28, 29, 30]);
        assert_eq!(nine[3][0], 5 * 9 + 5);
        assert_eq!(windows(Shape::for_size(16).unwrap()).unwrap().len(), 9);
        assert!(windows(Shape::for_size(6).unwrap()).is_err());
    }

    #[test]
    fn disjoint_groups_take_one_cell_of_each_box() {
        let rules = GlobalRule::Disjoint.rules(Shape::NINE, false).unwrap();
        assert_eq!(rules.len(), 9);
        let Rule::Distinct { cells, .. } = &rules[0] else {
            panic!()
        };
        assert_eq!(cells, &[0, 3, 6, 27, 30, 33, 54, 57, 60]);
        assert!(GlobalRule::Disjoint.rules(Shape::NINE, true).is_err());
    }
}
