//! The f-puzzles writer: a variant puzzle as the JSON document f-puzzles saves, and as the
//! link that carries it compressed, the inverse of the reader in `parse/variant/fpuzzles`.
//!
//! Each rule is written under the key the reader reads it from, so that reading the link back
//! gives the same givens, regions and rules (rules the reader merges, such as the indexers of
//! one kind, come back merged, meaning the same). A rule f-puzzles has no key for is
//! [`Unwritable`].

use serde_json::{Map, Value, json};

use super::layout::Variant;
use super::pairwise::{Index, Pairwise};
use super::rule::{Clue, Group, Pair, Relation, Rule, Sums};
use crate::sized::SizedGrid;

/// What the cells of a written puzzle hold beside its givens.
#[derive(Clone, Copy, Debug)]
pub enum Marks<'a> {
    /// Nothing.
    None,
    /// A value in every non-given cell (0 for none), written as a solver's entry: `value`
    /// without `given`, which the reader ignores.
    Values(&'a [u8]),
    /// Each cell's allowed values, bit `v - 1` for the value `v`, written as
    /// `givenPencilMarks` on the non-given cells.
    PencilMarks(&'a [u32]),
}

/// Why a puzzle cannot be written as an f-puzzles link: a rule f-puzzles has no key for.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the rule '{0}' has no f-puzzles form")]
pub struct Unwritable(pub &'static str);

/// The f-puzzles JSON document (one line) of the puzzle of `givens` (holes 0) under
/// `variant`, its cells holding `marks` beside the givens.
pub fn fpuzzles_document(
    givens: &SizedGrid,
    variant: &Variant,
    marks: Marks,
) -> Result<String, Unwritable> {
    let n = givens.shape().size();
    let writer = Writer {
        n,
        disjoint: whole_disjoint_groups(givens, variant),
        ratios: ratio_values(variant),
    };
    let mut keys = Map::new();
    keys.insert("size".into(), json!(n));
    keys.insert("grid".into(), grid(givens, variant, marks));
    for rule in &variant.rules {
        let (key, entries) = writer.written(rule).ok_or(Unwritable(rule.name()))?;
        for entry in entries {
            add(&mut keys, key, entry);
        }
    }
    Ok(Value::Object(keys).to_string())
}

/// The f-puzzles link of the puzzle: `https://www.f-puzzles.com/?load=` and the document
/// compressed by LZ-string's `compressToBase64`.
pub fn fpuzzles_link(
    givens: &SizedGrid,
    variant: &Variant,
    marks: Marks,
) -> Result<String, Unwritable> {
    let document = fpuzzles_document(givens, variant, marks)?;
    let payload = lz_str::compress_to_base64(document.as_str());
    Ok(format!("https://www.f-puzzles.com/?load={payload}"))
}

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
type Written = Option<(&'static str, Vec<Value>)>;

/// What the rules of the whole variant decide of how each is written.
struct Writer {
    /// The size of the grid.
    n: usize,
    /// Whether the disjoint groups are exactly those `disjointgroups` makes.
    disjoint: bool,
    /// The values of the ratio dots, as the reader gives them to a negative ratio rule.
    ratios: Vec<u8>,
}

impl Writer {
    /// The key and entries of a rule; none when f-puzzles has no form of it.
    fn written(&self, rule: &Rule) -> Written {
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
                    [sum] if sum > 0 => one("killercage", with(entry, sum.to_string())),
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
            | Pairwise::SelfTaxicab => None,
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

/// Adds an entry to the document's `key`: `true` sets it, a text is added once, an object
/// is added to its list.
fn add(keys: &mut Map<String, Value>, key: &str, entry: Value) {
    if entry.is_boolean() {
        keys.insert(key.into(), entry);
    } else if let Value::Array(list) = keys.entry(key).or_insert_with(|| json!([]))
        && !(entry.is_string() && list.contains(&entry))
    {
        list.push(entry);
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

/// The grid of the document: each cell its given, or its mark, and its region when the
/// regions are irregular.
fn grid(givens: &SizedGrid, variant: &Variant, marks: Marks) -> Value {
    let n = givens.shape().size();
    let object = |cell: usize| {
        let mut object = Map::new();
        match (givens.get(cell), marks) {
            (0, Marks::Values(values)) => {
                if let Some(&value) = values.get(cell).filter(|&&v| v > 0) {
                    object.insert("value".into(), json!(value));
                }
            }
            (0, Marks::PencilMarks(masks)) => {
                let mask = masks.get(cell).copied().unwrap_or(0);
                let values: Vec<usize> = (1..=n).filter(|v| mask >> (v - 1) & 1 != 0).collect();
                object.insert("givenPencilMarks".into(), json!(values));
            }
            (0, Marks::None) => {}
            (value, _) => {
                object.insert("value".into(), json!(value));
                object.insert("given".into(), json!(true));
            }
        }
        if let Some(regions) = &variant.regions {
            object.insert("region".into(), json!(regions[cell]));
        }
        Value::Object(object)
    };
    let rows = (0..n).map(|r| (0..n).map(|c| object(r * n + c)).collect::<Vec<_>>());
    json!(rows.collect::<Vec<_>>())
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::variant::{Form, VariantPuzzle, read, recognise};
    use crate::problem::Problem;
    use crate::shape::Shape;
    use crate::solver::{Algorithm, solve};
    use std::sync::Arc;

    const RANGSK: &str = include_str!("../../tests/data/rangsk_variants.txt");
    const ISS: &str = include_str!("../../tests/data/iss_examples.txt");

    /// The puzzle of a line in any variant form, or `None` when the reader refuses it.
    fn decode(line: &str) -> Option<VariantPuzzle> {
        read(line, recognise(line).expect("a variant form")).ok()
    }

    /// The puzzle read back from the link written of `puzzle`, with its allowed values.
    fn round_trip(puzzle: &VariantPuzzle) -> Result<VariantPuzzle, Unwritable> {
        let marks = match &puzzle.allowed {
            Some(allowed) => Marks::PencilMarks(allowed),
            None => Marks::None,
        };
        let link = fpuzzles_link(&puzzle.grid, &puzzle.variant, marks)?;
        Ok(read(&link, Form::FPuzzlesLink).expect("a written link reads back"))
    }

    /// The rules, written out and sorted: equal for the same rules in any order.
    fn rules(puzzle: &VariantPuzzle) -> Vec<String> {
        let mut rules: Vec<String> = puzzle
            .variant
            .rules
            .iter()
            .map(|r| format!("{r:?}"))
            .collect();
        rules.sort();
        rules
    }

    /// The solution the solver finds of a puzzle.
    fn solution(puzzle: &VariantPuzzle) -> Option<crate::sized::SizedGrid> {
        let mut problem = Problem::new(puzzle.grid.clone());
        problem = problem.with_variant(Arc::new(puzzle.variant.clone()));
        if let Some(allowed) = &puzzle.allowed {
            problem = problem.within(allowed);
        }
        solve(&problem, Algorithm::Fast)
    }

    #[test]
    fn rangsk_puzzles_read_back_with_the_same_rules() {
        let mut written = 0;
        for line in RANGSK.lines().filter(|line| !line.starts_with('#')) {
            let Some((payload, _)) = line.split_once(':') else {
                continue;
            };
            let Some(puzzle) = decode(&format!("https://www.f-puzzles.com/?load={payload}")) else {
                continue;
            };
            let back = round_trip(&puzzle).expect("an f-puzzles puzzle is writable");
            assert_eq!(back.grid, puzzle.grid);
            assert_eq!(back.allowed, puzzle.allowed);
            assert_eq!(back.variant.regions, puzzle.variant.regions);
            assert_eq!(rules(&back), rules(&puzzle), "{payload:.40}");
            written += 1;
        }
        assert_eq!(written, 36);
    }

    #[test]
    fn iss_puzzles_read_back_with_the_same_rules_or_solution() {
        let (mut same, mut solved, mut unwritable) = (0, Vec::new(), Vec::new());
        for line in ISS.lines().filter(|line| !line.starts_with('#')) {
            let fields: Vec<&str> = line.split('\t').collect();
            let puzzle = decode(fields[1]).expect("an ISS example reads");
            let back = match round_trip(&puzzle) {
                Ok(back) => back,
                Err(Unwritable(rule)) => {
                    unwritable.push((fields[0], rule));
                    continue;
                }
            };
            assert_eq!(back.grid, puzzle.grid, "{}", fields[0]);
            assert_eq!(back.allowed, puzzle.allowed, "{}", fields[0]);
            assert_eq!(back.variant.regions, puzzle.variant.regions);
            if rules(&back) == rules(&puzzle) {
                same += 1;
            } else {
                // Windows come back as extra regions: the same solution.
                assert_eq!(solution(&back), fields[2].parse().ok(), "{}", fields[0]);
                solved.push(fields[0]);
            }
        }
        assert!(same >= 79, "{same}");
        assert!(
            solved.iter().all(|name| name.contains("Windoku")),
            "{solved:?}"
        );
        // ISS's sums of any cells read as little killers, and its equal sums, anti-taxicab,
        // modular lines of other moduli and sum lines have no f-puzzles key.
        let no_form = [
            "little killer",
            "equal sums",
            "self-taxicab",
            "modular line",
            "sum line",
        ];
        assert!(unwritable.iter().all(|(_, rule)| no_form.contains(rule)));
        assert!(unwritable.len() >= 6, "{unwritable:?}");
    }

    #[test]
    fn rules_of_every_side_and_direction_read_back_the_same() {
        let layout =
            "000000021453303021453333221453322221455566121445666111445566667488887777888887777";
        let regions = layout.bytes().map(|b| json!({"region": b - b'0'}));
        let rows: Vec<Vec<Value>> = regions
            .collect::<Vec<_>>()
            .chunks(9)
            .map(<[_]>::to_vec)
            .collect();
        let lines = |cells: &[&str]| json!({"lines": [cells]});
        let clue = |cell: &str, value: &str| json!({"cell": cell, "value": value});
        let document = json!({
            "size": 9, "grid": rows, "diagonal+": true, "disjointgroups": true,
            "cage": [{"cells": ["R1C1", "R1C2", "R1C3"], "value": "DR5"}],
            "ratio": [{"cells": ["R2C1", "R2C2"], "value": "3"}], "negative": ["ratio"],
            "difference": [{"cells": ["R3C1", "R3C2"], "value": "2"}],
            "littlekillersum": [
                {"cell": "R0C1", "direction": "DR", "value": "10"},
                {"cell": "R10C5", "direction": "UL", "value": "20"},
                {"cell": "R0C9", "direction": "DL", "value": "15"},
                {"cell": "R10C1", "direction": "UR", "value": "45"},
            ],
            "xsum": [clue("R10C3", "12"), clue("R4C10", "9")],
            "skyscraper": [clue("R0C4", "3"), clue("R6C0", "4")],
            "numberedroom": [clue("R7C10", "5")],
            "sandwichsum": [clue("R0C7", "0"), clue("R2C0", "35")],
            "arrow": [{"cells": ["R5C5", "R5C6"], "lines": [["R5C6", "R6C7", "R7C7"]]}],
            "whispers": [{"lines": [["R9C1", "R9C2", "R9C3"]], "value": "3"}],
            "zipperline": [lines(&["R8C5", "R8C6", "R8C7", "R8C8", "R8C9"])],
            "doublearrow": [lines(&["R7C1", "R7C2", "R7C3", "R7C4"])],
            "clone": [{"cells": ["R1C9"], "cloneCells": ["R2C9"]}],
            "quadruple": [{"cells": ["R3C8", "R3C9", "R4C8", "R4C9"], "values": [1, 2]}],
        });
        let puzzle = read(&document.to_string(), Form::FPuzzlesJson).expect("reads");
        assert_eq!(puzzle.variant.rules.len(), 31);
        let back = round_trip(&puzzle).expect("writable");
        assert_eq!(back.variant.regions, puzzle.variant.regions);
        assert_eq!(rules(&back), rules(&puzzle));
    }

    #[test]
    fn a_rule_without_an_fpuzzles_form_is_named() {
        let givens = SizedGrid::empty(Shape::for_size(9).expect("9×9"));
        let pair = |value| Pair {
            cells: [0, 1],
            relation: Relation::Sum,
            value,
        };
        let unwritable = [
            Rule::Pairwise(Pairwise::Knightmare),
            Rule::Pairwise(Pairwise::Modular {
                cells: vec![0, 1, 2, 3],
                modulus: 4,
            }),
            Rule::EqualSums {
                kind: Sums::Segments,
                parts: vec![vec![0], vec![1]],
            },
            Rule::Pair(pair(7)),
            Rule::LittleKiller {
                cells: vec![0, 1],
                sum: 3,
            },
            Rule::Cage {
                cells: vec![0, 1, 2],
                sums: vec![10, 12],
            },
            Rule::Negative {
                relation: Relation::Ratio,
                values: vec![3],
            },
        ];
        for rule in unwritable {
            let variant = Variant {
                regions: None,
                rules: vec![rule.clone()],
            };
            let error = fpuzzles_link(&givens, &variant, Marks::None);
            assert_eq!(error, Err(Unwritable(rule.name())));
        }
        let variant = Variant {
            regions: None,
            rules: vec![Rule::Pairwise(Pairwise::SelfTaxicab)],
        };
        let error = fpuzzles_document(&givens, &variant, Marks::None).expect_err("unwritable");
        assert_eq!(
            error.to_string(),
            "the rule 'self-taxicab' has no f-puzzles form"
        );
    }

    #[test]
    fn pencil_marks_read_back_as_allowed_values_and_values_as_nothing() {
        let mut givens = SizedGrid::empty(Shape::for_size(4).expect("4×4"));
        givens.set(0, 3);
        let masks: Vec<u32> = (0..16).map(|cell| (cell % 15 + 1) as u32).collect();
        let variant = Variant::default();
        let link = fpuzzles_link(&givens, &variant, Marks::PencilMarks(&masks)).expect("link");
        let back = read(&link, Form::FPuzzlesLink).expect("reads");
        assert_eq!(back.grid, givens);
        let mut allowed = masks;
        allowed[0] = 0b1111;
        assert_eq!(back.allowed, Some(allowed));
        let values = [1, 2, 3, 4].repeat(4);
        let document = fpuzzles_document(&givens, &variant, Marks::Values(&values)).expect("doc");
        assert!(
            document.contains(r#"[{"given":true,"value":3},{"value":2}"#),
            "{document}"
        );
        let back = read(&document, Form::FPuzzlesJson).expect("reads");
        assert_eq!((back.grid, back.allowed), (givens, None));
    }
}
