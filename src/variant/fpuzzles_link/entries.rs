//! The entries each rule writes under its f-puzzles key, as the reader in
//! `parse/variant/fpuzzles` reads them back.

use serde_json::{Value, json};

use crate::sized::SizedGrid;
use crate::variant::layout::Variant;
use crate::variant::pairwise::{Index, Pairwise};
use crate::variant::rule::{Clue, Group, LARGEST_CLUE, Pair, Relation, Rule, Sums};

/// The steps along a diagonal, and the directions f-puzzles names them by.
const DIAGONALS: [((i64, i64), &str); 4] = [
    ((-1, -1), "UL"),
    ((-1, 1), "UR"),
    ((1, -1), "DL"),
    ((1, 1), "DR"),
];

/// The steps along a row or a column.
const ORTHOGONALS: [(i64, i64); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

/// A key and the entries a rule adds to it: `true` for a rule of the whole grid, a text for a
/// kind of `negative`, an object for each clue, line or group.
pub(super) type Written = Option<(&'static str, Vec<Value>)>;

/// What the rules of the whole variant decide of how each is written.
pub(super) struct Writer {
    /// The size of the grid.
    n: usize,
    /// Whether the disjoint groups are exactly those `disjointgroups` makes.
    disjoint: bool,
    /// The values of the ratio dots, as the reader gives them to a negative ratio rule.
    ratios: Vec<u8>,
}

impl Writer {
    /// The writer of the rules of `variant` over the grid of `givens`.
    pub(super) fn new(givens: &SizedGrid, variant: &Variant) -> Writer {
        Writer {
            n: givens.shape().size(),
            disjoint: whole_disjoint_groups(givens, variant),
            ratios: ratio_values(variant),
        }
    }

    /// The key and entries of a rule; none when f-puzzles has no form of it.
    pub(super) fn written(&self, rule: &Rule) -> Written {
        let n = self.n;
        match rule {
            Rule::Distinct { group, cells } => self.distinct(*group, cells),
            Rule::AntiKnight => one("antiknight", json!(true)),
            Rule::AntiKing => one("antiking", json!(true)),
            Rule::Pair(pair) => self.pair(pair),
            Rule::Negative { relation, values } => match (relation, sorted(values)) {
                (Relation::Difference, v) if v == [1] => one("nonconsecutive", json!(true)),
                (Relation::Ratio, v) if v == sorted(&self.ratios) => {
                    one("negative", json!("ratio"))
                }
                (Relation::Sum, v) if v == [5, 10] => one("negative", json!("xv")),
                _ => None,
            },
            Rule::Odd(cells) => self.singles("odd", cells),
            Rule::Even(cells) => self.singles("even", cells),
            Rule::Minimum(cells) => self.singles("minimum", cells),
            Rule::Maximum(cells) => self.singles("maximum", cells),
            Rule::Cage { cells, sums } => {
                let entry = json!({"cells": self.names(cells)});
                match sums[..] {
                    [] => one("killercage", entry),
                    [sum] if (1..=LARGEST_CLUE).contains(&sum) => {
                        one("killercage", with(entry, sum.to_string()))
                    }
                    _ => {
                        let root = digital_root(n as u32, cells.len() as u32, sums)?;
                        one("cage", with(entry, format!("DR{root}")))
                    }
                }
            }
            Rule::Arrow { circle, shaft } => {
                // The reader refuses pills past 9×9, and drops arrows without a shaft.
                let from = nearest(n, circle, shaft).filter(|_| circle.len() == 1 || n <= 9)?;
                let line = [&[from], shaft.as_slice()].concat();
                let entry = json!({"cells": self.names(circle), "lines": [self.names(&line)]});
                one("arrow", entry)
            }
            Rule::LittleKiller { cells, sum } => {
                let steps = DIAGONALS.map(|(step, _)| step);
                let (cell, k) = origin(n, cells, &steps).filter(|_| *sum > 0)?;
                let (direction, value) = (DIAGONALS[k].1, sum.to_string());
                // f-puzzles lists the diagonal's cells too; the reader walks it from `cell`.
                let entry = json!({"cell": cell, "cells": self.names(cells),
                    "direction": direction, "value": value});
                one("littlekillersum", entry)
            }
            Rule::Sandwich { cells, sum } => clue("sandwichsum", n, cells, *sum, &[(0, 1), (1, 0)]),
            Rule::Outside {
                clue: kind,
                cells,
                value,
            } => {
                let key = match kind {
                    Clue::XSum => "xsum",
                    Clue::Skyscraper => "skyscraper",
                };
                clue(key, n, cells, *value, &ORTHOGONALS)
            }
            Rule::Thermometer(cells) => self.line("thermometer", cells),
            Rule::Renban(cells) => self.line("renban", cells),
            Rule::Palindrome(cells) => self.line("palindrome", cells),
            Rule::Between(cells) => self.line("betweenline", cells),
            Rule::RegionSum(cells) => self.line("regionsumline", cells),
            Rule::Whispers { cells, difference } => {
                let difference = usize::from(*difference);
                let entry = json!({"lines": [self.names(cells)]});
                let entry = valued(entry, difference, n.div_ceil(2));
                one("whispers", entry).filter(|_| (1..n).contains(&difference))
            }
            Rule::Pairwise(pairwise) => self.pairwise(pairwise),
            Rule::SumLine { .. } => None,
            Rule::EqualSums { kind, parts } => {
                let (key, line) = match kind {
                    Sums::DoubleArrow => ("doublearrow", double_arrow_line(parts)?),
                    Sums::Zipper => ("zipperline", zipper_line(parts)?),
                    Sums::Segments => return None,
                };
                // Only a line the reader makes the same parts of.
                let read = [Rule::double_arrow(&line), Rule::zipper(&line)];
                self.line(key, &line)
                    .filter(|_| read.contains(&Some(rule.clone())))
            }
            Rule::Quadruple { cells, values } => {
                let entry = json!({"cells": self.names(cells), "values": values});
                one("quadruple", entry)
            }
        }
    }

    /// A group of distinct values: a diagonal, the disjoint groups, or an extra region
    /// (windows too, which f-puzzles has no key for and which mean the same).
    fn distinct(&self, group: Group, cells: &[usize]) -> Written {
        let n = self.n;
        let cells_are = |diagonal: Vec<usize>| sorted(cells) == sorted(&diagonal);
        match group {
            Group::Diagonal if cells_are((0..n).map(|i| i * n + i).collect()) => {
                one("diagonal-", json!(true))
            }
            Group::Diagonal if cells_are((0..n).map(|i| (n - 1 - i) * n + i).collect()) => {
                one("diagonal+", json!(true))
            }
            Group::Disjoint if self.disjoint => one("disjointgroups", json!(true)),
            _ => self.listed("extraregion", cells),
        }
    }

    /// A marker between two cells: a white or black dot, an X or a V.
    fn pair(&self, pair: &Pair) -> Written {
        let entry = json!({"cells": self.names(&pair.cells)});
        let value = usize::from(pair.value);
        match (pair.relation, value) {
            (_, value) if value > 2 * self.n => None,
            (Relation::Difference, value) => one("difference", valued(entry, value, 1)),
            (Relation::Ratio, value) => one("ratio", valued(entry, value, 2)),
            (Relation::Sum, 10) => one("xv", with(entry, "X")),
            (Relation::Sum, 5) => one("xv", with(entry, "V")),
            (Relation::Sum, _) => None,
        }
    }

    /// A rule that binds cells two by two.
    fn pairwise(&self, rule: &Pairwise) -> Written {
        match rule {
            Pairwise::Clone { cells, clones } => {
                let entry = json!({"cells": self.names(cells), "cloneCells": self.names(clones)});
                one("clone", entry)
            }
            Pairwise::Nabner(cells) => self.line("nabner", cells),
            Pairwise::Entropic(cells) => self.line("entropicline", cells),
            Pairwise::Modular { cells, modulus: 3 } => self.line("modularline", cells),
            Pairwise::SlowThermometer(cells) => self.line("slowthermometer", cells),
            Pairwise::Indexer { kind, cells } => match kind {
                Index::Row => self.listed("rowindexer", cells),
                Index::Column => self.listed("columnindexer", cells),
                Index::Region => self.listed("boxindexer", cells),
            },
            Pairwise::NumberedRoom { cells, clue: room } => clue(
                "numberedroom",
                self.n,
                cells,
                u32::from(*room),
                &ORTHOGONALS,
            ),
            Pairwise::Modular { .. }
            | Pairwise::Knightmare
            | Pairwise::DiagonalNonconsecutive
            | Pairwise::SelfTaxicab
            | Pairwise::Taxicab { .. } => None,
        }
    }

    /// A line of cells under `key`.
    fn line(&self, key: &'static str, cells: &[usize]) -> Written {
        one(key, json!({"lines": [self.names(cells)]}))
    }

    /// A list of cells under `key`.
    fn listed(&self, key: &'static str, cells: &[usize]) -> Written {
        one(key, json!({"cells": self.names(cells)}))
    }

    /// Each cell, alone, under `key`.
    fn singles(&self, key: &'static str, cells: &[usize]) -> Written {
        let cells = self.names(cells).into_iter();
        Some((key, cells.map(|cell| json!({"cell": cell})).collect()))
    }

    /// The names `RxCy` of the cells.
    fn names(&self, cells: &[usize]) -> Vec<String> {
        let at = |&cell: &usize| ((cell / self.n) as i64, (cell % self.n) as i64);
        cells.iter().map(|cell| name(at(cell))).collect()
    }
}

/// The one entry `entry` under `key`.
fn one(key: &'static str, entry: Value) -> Written {
    Some((key, vec![entry]))
}

/// A clue of `key` outside the line of `cells`, one step before it along one of `steps`.
fn clue(key: &'static str, n: usize, cells: &[usize], value: u32, steps: &[(i64, i64)]) -> Written {
    let (cell, _) = origin(n, cells, steps)?;
    Some((key, vec![json!({"cell": cell, "value": value.to_string()})]))
}

/// The name `RxCy`, from 1, of the place `(row, column)` from 0: `R0C3` is outside the grid.
fn name((r, c): (i64, i64)) -> String {
    format!("R{}C{}", r + 1, c + 1)
}

/// `entry` with its `value` set.
fn with(mut entry: Value, value: impl Into<Value>) -> Value {
    entry["value"] = value.into();
    entry
}

/// `entry` with its `value` written as text, unless it is the reader's `default`.
fn valued(entry: Value, value: usize, default: usize) -> Value {
    if value == default {
        entry
    } else {
        with(entry, value.to_string())
    }
}

/// The values, sorted, each once.
fn sorted<T: Ord + Clone>(values: &[T]) -> Vec<T> {
    let mut values = values.to_vec();
    values.sort_unstable();
    values.dedup();
    values
}

/// Whether the variant's disjoint groups are exactly those the reader makes of
/// `disjointgroups`: the k-th cell, in reading order, of every region.
fn whole_disjoint_groups(givens: &SizedGrid, variant: &Variant) -> bool {
    let shape = givens.shape();
    let mut expected = vec![Vec::new(); shape.size()];
    let mut seen = vec![0usize; 256];
    for (cell, region) in variant.region_of(shape).into_iter().enumerate() {
        expected[seen[usize::from(region)]].push(cell);
        seen[usize::from(region)] += 1;
    }
    let groups = variant.rules.iter().filter_map(|rule| match rule {
        Rule::Distinct {
            group: Group::Disjoint,
            cells,
        } => Some(sorted(cells)),
        _ => None,
    });
    sorted(&groups.collect::<Vec<_>>()) == sorted(&expected)
}

/// The values the reader gives a negative ratio rule: those of the ratio dots, 2 without one.
fn ratio_values(variant: &Variant) -> Vec<u8> {
    let values = variant.rules.iter().filter_map(|rule| match rule {
        Rule::Pair(pair) if pair.relation == Relation::Ratio => Some(pair.value),
        _ => None,
    });
    let values: Vec<u8> = values.collect();
    if values.is_empty() { vec![2] } else { values }
}

/// The digital root whose cage of `count` cells, in a grid of size `n`, the reader gives
/// exactly `sums`.
fn digital_root(n: u32, count: u32, sums: &[u32]) -> Option<u32> {
    let root = sums.first()?.checked_sub(1)? % 9 + 1;
    if count == 0 || count > n {
        return None;
    }
    let least = count * (count + 1) / 2;
    let most = n * (n + 1) / 2 - (n - count) * (n - count + 1) / 2;
    let made = (root..=most).step_by(9).filter(|&sum| sum >= least);
    made.eq(sums.iter().copied()).then_some(root)
}

/// The cell of `circle` nearest the shaft's first cell, where the arrow's line starts; none
/// without a circle or a shaft.
fn nearest(n: usize, circle: &[usize], shaft: &[usize]) -> Option<usize> {
    let &tip = shaft.first()?;
    let distance = |cell: usize| {
        (cell / n)
            .abs_diff(tip / n)
            .max((cell % n).abs_diff(tip % n))
    };
    circle.iter().copied().min_by_key(|&cell| distance(cell))
}

/// The clue's place one step outside the grid before `cells`, named, and the index of its
/// step among `steps`, when `cells` are the whole line of the grid from there along it.
fn origin(n: usize, cells: &[usize], steps: &[(i64, i64)]) -> Option<(String, usize)> {
    let &first = cells.first()?;
    let start = ((first / n) as i64, (first % n) as i64);
    let inside = |(r, c): (i64, i64)| (0..n as i64).contains(&r) && (0..n as i64).contains(&c);
    steps.iter().enumerate().find_map(|(k, &(dr, dc))| {
        let before = (start.0 - dr, start.1 - dc);
        let mut line = Vec::new();
        let mut at = start;
        while inside(at) {
            line.push(at.0 as usize * n + at.1 as usize);
            at = (at.0 + dr, at.1 + dc);
        }
        (!inside(before) && line == cells).then(|| (name(before), k))
    })
}

/// A double arrow's line from its parts: the first end, the cells between, the last end.
fn double_arrow_line(parts: &[Vec<usize>]) -> Option<Vec<usize>> {
    match parts {
        [ends, between] if ends.len() == 2 => Some([&ends[..1], between, &ends[1..]].concat()),
        _ => None,
    }
}

/// A zipper line from its parts: the first cell of each pair, the middle cell, then the
/// second cells back out.
fn zipper_line(parts: &[Vec<usize>]) -> Option<Vec<usize>> {
    let (pairs, middle) = match parts.split_last()? {
        (last, pairs) if last.len() == 1 => (pairs, last.as_slice()),
        _ => (parts, &[][..]),
    };
    let firsts = pairs.iter().map(|pair| pair.first().copied());
    let seconds = pairs.iter().rev().map(|pair| pair.get(1).copied());
    let mut line: Vec<usize> = firsts.chain(seconds).collect::<Option<_>>()?;
    let half = line.len() / 2;
    line.splice(half..half, middle.iter().copied());
    Some(line)
}
