//! The rules `--variant` adds to every puzzle of a run: rules of the whole grid, built for the
//! shape of each puzzle.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use super::pairwise::Pairwise;
use super::rule::{Group, Relation, Rule};
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
    /// No two cells exactly this many orthogonal steps apart (|Δrow| + |Δcolumn|, at least 1)
    /// hold the same value; a distance past the grid's reach binds nothing.
    Taxicab(u32),
}

/// A rule made from its distance.
type WithDistance = fn(u32) -> GlobalRule;

impl GlobalRule {
    /// Every rule named alone, with its name, in the order help texts list them.
    pub const NAMED: &'static [(&'static str, GlobalRule)] = &[
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

    /// Other names some rules named alone are also read by (names that peers use).
    pub const ALIASES: &'static [(&'static str, GlobalRule)] = &[
        ("diagonal", GlobalRule::X),
        ("hyper", GlobalRule::Windoku),
        ("antiknight", GlobalRule::AntiKnight),
        ("antiking", GlobalRule::AntiKing),
        ("dnc", GlobalRule::DiagonalNonconsecutive),
        ("selftaxi", GlobalRule::SelfTaxicab),
        ("anti-taxicab", GlobalRule::SelfTaxicab),
    ];

    /// Every rule that takes a distance, written `name:D`, with its name.
    const WITH_DISTANCE: &'static [(&'static str, WithDistance)] =
        &[("taxicab", GlobalRule::Taxicab)];

    /// Other names the rules that take a distance are also read by (Rangsk's console name).
    const DISTANCE_ALIASES: &'static [(&'static str, WithDistance)] =
        &[("taxi", GlobalRule::Taxicab)];

    /// How the rules are written, as help texts and errors list them: each name (`name:D` for
    /// a rule that takes a distance), then the other names they are also read by.
    pub fn spellings() -> impl Iterator<Item = String> {
        let alone = |names: &'static [(&'static str, GlobalRule)]| {
            names.iter().map(|&(name, _)| name.to_string())
        };
        let distance = |names: &'static [(&'static str, WithDistance)]| {
            names.iter().map(|&(name, _)| format!("{name}:D"))
        };
        (alone(Self::NAMED).chain(distance(Self::WITH_DISTANCE)))
            .chain(alone(Self::ALIASES).chain(distance(Self::DISTANCE_ALIASES)))
    }

    /// The distance of a rule that takes one.
    fn distance(self) -> Option<u32> {
        match self {
            GlobalRule::Taxicab(distance) => Some(distance),
            _ => None,
        }
    }
}

/// Why a rule's name, as `--variant` writes it, names no rule.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GlobalRuleNameError {
    /// No rule is called so.
    #[error("no rule of the whole grid is called '{0}'")]
    Unknown(String),
    /// A rule named alone was given an argument.
    #[error("{0} takes no argument")]
    Argument(String),
    /// A rule that takes a distance was given none.
    #[error("{0} needs a distance: {0}:D, D a whole number of at least 1 (e.g. {0}:3)")]
    NoDistance(String),
    /// The distance is not a whole number of at least 1.
    #[error("the distance of {0}:D must be a whole number of at least 1, not '{1}'")]
    Distance(String, String),
}

impl FromStr for GlobalRule {
    type Err = GlobalRuleNameError;

    /// Reads a rule by its name, or one of the other names it is also read by; a rule that
    /// takes a distance as `name:D` (`taxicab:3`).
    fn from_str(text: &str) -> Result<GlobalRule, GlobalRuleNameError> {
        let (name, argument) = match text.split_once(':') {
            Some((name, argument)) => (name, Some(argument)),
            None => (text, None),
        };
        let find = |names: &[(&str, WithDistance)]| {
            names
                .iter()
                .find(|&&(known, _)| known == name)
                .map(|&(_, rule)| rule)
        };
        let alone = Self::NAMED
            .iter()
            .chain(Self::ALIASES)
            .find(|&&(known, _)| known == name);
        let with_distance = find(Self::WITH_DISTANCE).or_else(|| find(Self::DISTANCE_ALIASES));
        let name = name.to_string();
        match (alone, with_distance, argument) {
            (Some(&(_, rule)), _, None) => Ok(rule),
            (Some(_), _, Some(_)) => Err(GlobalRuleNameError::Argument(name)),
            (None, Some(_), None) => Err(GlobalRuleNameError::NoDistance(name)),
            (None, Some(rule), Some(argument)) => match argument.parse::<u32>() {
                Ok(distance) if distance >= 1 => Ok(rule(distance)),
                _ => Err(GlobalRuleNameError::Distance(name, argument.to_string())),
            },
            (None, None, _) => Err(GlobalRuleNameError::Unknown(text.to_string())),
        }
    }
}

/// The rule's name as `--variant` writes it: `taxicab:3` for one that takes a distance.
impl fmt::Display for GlobalRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let alone = || Self::NAMED.iter().find(|&&(_, rule)| rule == *self);
        let with_distance = |distance| {
            Self::WITH_DISTANCE
                .iter()
                .find(|&&(_, rule)| rule(distance) == *self)
        };
        match self.distance() {
            None => f.write_str(alone().expect("every rule is named").0),
            Some(distance) => {
                let (name, _) = with_distance(distance).expect("every rule is named");
                write!(f, "{name}:{distance}")
            }
        }
    }
}

/// Why a rule of the whole grid does not fit a puzzle's shape.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GlobalRuleError {
    /// Windoku's windows need square boxes.
    #[error("windoku needs square boxes, and a {0} puzzle has boxes of {1}")]
    Windoku(String, Shape),
    /// Windoku's windows, a box each, need boxes, and a prime size has none.
    #[error("windoku needs square boxes, and a {0}×{0} puzzle has none")]
    WindokuWithoutBoxes(usize),
    /// Disjoint groups need boxes, and irregular regions have none.
    #[error("disjoint groups need boxes, and the regions of a jigsaw are irregular")]
    Disjoint,
    /// Disjoint groups need boxes, and a prime size has none.
    #[error("disjoint groups need boxes, and a {0}×{0} puzzle has none")]
    DisjointWithoutBoxes(usize),
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
                if !shape.has_boxes() {
                    return Err(GlobalRuleError::DisjointWithoutBoxes(n));
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
            GlobalRule::Taxicab(distance) => vec![Rule::Pairwise(Pairwise::Taxicab { distance })],
        })
    }
}

/// The windows of windoku: boxes of the box's size, one cell in from the grid's edge and one
/// cell apart (four on a 9×9, nine on a 16×16).
fn windows(shape: Shape) -> Result<Vec<Vec<usize>>, GlobalRuleError> {
    let (n, side) = (shape.size(), shape.box_rows());
    if !shape.has_boxes() {
        return Err(GlobalRuleError::WindokuWithoutBoxes(n));
    }
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
    fn a_prime_size_has_no_boxes_for_windows_or_disjoint_groups() {
        let seven = Shape::for_variant(7).unwrap();
        assert_eq!(
            GlobalRule::Windoku.rules(seven, false),
            Err(GlobalRuleError::WindokuWithoutBoxes(7))
        );
        assert_eq!(
            GlobalRule::Disjoint
                .rules(seven, false)
                .unwrap_err()
                .to_string(),
            "disjoint groups need boxes, and a 7×7 puzzle has none"
        );
        assert_eq!(GlobalRule::X.rules(seven, false).unwrap().len(), 2);
    }

    #[test]
    fn every_name_reads_back_as_its_rule() {
        let read = |text: &str| text.parse::<GlobalRule>();
        for &(name, rule) in GlobalRule::NAMED {
            assert_eq!(read(name), Ok(rule));
            assert_eq!(rule.to_string(), name);
        }
        for &(alias, rule) in GlobalRule::ALIASES {
            assert_eq!(read(alias), Ok(rule));
        }
        for text in ["taxicab:3", "taxicab:1", "taxicab:48", "taxicab:4294967295"] {
            assert_eq!(read(text).unwrap().to_string(), text);
        }
        assert_eq!(read("taxi:3"), Ok(GlobalRule::Taxicab(3)));
        assert_eq!(read("taxicab:03"), Ok(GlobalRule::Taxicab(3)));
        let spellings: Vec<String> = GlobalRule::spellings().collect();
        assert!(spellings[..10].ends_with(&["self-taxicab".into(), "taxicab:D".into()]));
        assert_eq!(spellings.last().unwrap(), "taxi:D");
    }

    #[test]
    fn a_distance_is_a_whole_number_of_at_least_one_and_only_taxicab_takes_one() {
        use GlobalRuleNameError::*;
        let read = |text: &str| text.parse::<GlobalRule>();
        assert_eq!(read("taxicab"), Err(NoDistance("taxicab".into())));
        assert_eq!(read("taxi"), Err(NoDistance("taxi".into())));
        for bad in ["", "0", "x", "-1", "1.5", " 3", "4294967296"] {
            let error = Distance("taxicab".into(), bad.into());
            assert_eq!(read(&format!("taxicab:{bad}")), Err(error), "{bad}");
        }
        assert_eq!(read("x:3"), Err(Argument("x".into())));
        assert_eq!(read("knight"), Err(Unknown("knight".into())));
        assert_eq!(read("knight:3"), Err(Unknown("knight:3".into())));
        assert_eq!(
            read("taxicab:0").unwrap_err().to_string(),
            "the distance of taxicab:D must be a whole number of at least 1, not '0'"
        );
    }

    #[test]
    fn taxicab_is_one_pairwise_rule_of_its_distance() {
        let rules = GlobalRule::Taxicab(3).rules(Shape::NINE, true).unwrap();
        assert_eq!(rules, [Rule::Pairwise(Pairwise::Taxicab { distance: 3 })]);
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
