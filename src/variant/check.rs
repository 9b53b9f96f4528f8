//! What each rule demands of a grid: checked on a filled grid (the answer of `--check`, which
//! names the rule broken), and on a grid being filled (the classic engine, which backtracks as
//! soon as the cells filled so far break a rule, whatever the others will hold).
//!
//! One function per rule serves both: it sees holes as 0 and says the rule is broken only when
//! no filling of the holes could keep it, so that on a filled grid it is the rule itself.

use std::collections::HashSet;

pub use self::broken::Broken;
use self::broken::{Fault, filled_sum, repeat};
use self::lines::{between, thermometer};
use self::outside::{skyscraper, x_sum};
use self::sums::{equal_parts, quadruple};
use super::layout::Variant;
use super::neighbours::{apart, compared, orthogonal};
use super::pairwise::Link;
use super::rule::{Clue, Pair, Relation, Rule, region_parts};
use super::sum_line::sum_line_support;
use crate::shape::Shape;

/// A variant's rules, ready to be checked on grids of one shape.
#[derive(Clone, Debug)]
pub struct Checker {
    size: usize,
    /// The region of every cell: the irregular ones, or the boxes.
    regions: Vec<u8>,
    rules: Vec<Rule>,
    /// The markers of every pair of cells, smaller cell first, with their relation: the pairs a
    /// negative rule of a related relation leaves alone.
    markers: HashSet<(usize, usize, Relation)>,
    /// For each cell, the rules that bind it (indices into `rules`), the rules of the whole
    /// grid included.
    by_cell: Vec<Vec<usize>>,
    /// For each rule that binds cells two by two, its links (none for the other rules).
    links: Vec<Vec<Link>>,
}

impl Checker {
    /// The rules of `variant` for grids of `shape`.
    pub fn new(variant: &Variant, shape: Shape) -> Checker {
        let rules = variant.rules.clone();
        let markers = rules
            .iter()
            .filter_map(|rule| match rule {
                Rule::Pair(Pair {
                    cells: [a, b],
                    relation,
                    ..
                }) => Some((*a.min(b), *a.max(b), *relation)),
                _ => None,
            })
            .collect();
        let regions = variant.region_of(shape);
        let links: Vec<Vec<Link>> = rules
            .iter()
            .map(|rule| match rule {
                Rule::Pairwise(pairwise) => pairwise.links(shape.size(), &regions),
                _ => Vec::new(),
            })
            .collect();
        let mut by_cell = vec![Vec::new(); shape.cells()];
        for (index, rule) in rules.iter().enumerate() {
            let mut cells = rule.cells();
            // A minimum or maximum cell reads its neighbours too, an indexer the cells it
            // points to.
            if let Rule::Minimum(extremes) | Rule::Maximum(extremes) = rule {
                for &cell in extremes {
                    cells.extend(compared(shape.size(), cell, extremes));
                }
            }
            if !cells.is_empty() {
                cells.extend(links[index].iter().flat_map(|link| link.cells));
            }
            if cells.is_empty() {
                by_cell.iter_mut().for_each(|of_cell| of_cell.push(index));
            }
            for cell in cells {
                if !by_cell[cell].contains(&index) {
                    by_cell[cell].push(index);
                }
            }
        }
        Checker {
            size: shape.size(),
            regions,
            rules,
            markers,
            by_cell,
            links,
        }
    }

    /// The first rule the filled grid `values` breaks, in the order the rules were read.
    pub fn check(&self, values: &[u8]) -> Result<(), Broken> {
        (0..self.rules.len()).try_for_each(|index| self.check_rule(index, values, None))
    }

    /// Whether the cells filled so far (holes are 0), `cell` the last, keep every rule that
    /// binds `cell`, as far as they can tell.
    pub fn allows(&self, values: &[u8], cell: usize) -> bool {
        self.by_cell[cell]
            .iter()
            .all(|&index| self.check_rule(index, values, Some(cell)).is_ok())
    }

    /// Checks rule `index` on `values`; a rule of the whole grid only around `focus` when given.
    fn check_rule(&self, index: usize, values: &[u8], focus: Option<usize>) -> Result<(), Broken> {
        let rule = &self.rules[index];
        let cells = rule.cells();
        let fault = match rule {
            Rule::AntiKnight | Rule::AntiKing => {
                self.same_apart(values, focus, matches!(rule, Rule::AntiKnight))
            }
            Rule::Negative {
                relation,
                values: ruled,
            } => self.negative(values, focus, *relation, ruled),
            Rule::Pairwise(_) => self.linked(&self.links[index], values, focus),
            _ => self.local(rule, values),
        };
        match fault {
            None => Ok(()),
            Some(fault) => Err(Broken::new(
                rule.name(),
                cells.first().copied(),
                self.size,
                fault,
            )),
        }
    }

    /// The cells to look from for a rule of the whole grid: `focus`, or every cell.
    fn around(&self, focus: Option<usize>) -> std::ops::Range<usize> {
        match focus {
            Some(cell) => cell..cell + 1,
            None => 0..self.size * self.size,
        }
    }

    /// Two filled cells a knight's (or a king's) move apart with the same value.
    fn same_apart(&self, values: &[u8], focus: Option<usize>, knight: bool) -> Option<Fault> {
        for cell in self.around(focus) {
            let value = values[cell];
            if value == 0 {
                continue;
            }
            if let Some(other) = apart(self.size, cell, knight).find(|&o| values[o] == value) {
                let cells = [cell.min(other), cell.max(other)];
                return Some(Fault::Repeat { value, cells });
            }
        }
        None
    }

    /// Two filled neighbours without a related marker that stand in `relation` for a value
    /// of `ruled`.
    fn negative(
        &self,
        values: &[u8],
        focus: Option<usize>,
        relation: Relation,
        ruled: &[u8],
    ) -> Option<Fault> {
        for cell in self.around(focus) {
            if values[cell] == 0 {
                continue;
            }
            for other in orthogonal(self.size, cell) {
                let (a, b) = (cell.min(other), cell.max(other));
                let exempt = [Relation::Difference, Relation::Ratio, Relation::Sum]
                    .into_iter()
                    .any(|marker| {
                        relation.related(marker) && self.markers.contains(&(a, b, marker))
                    });
                let (x, y) = (values[a], values[b]);
                if !exempt
                    && x != 0
                    && y != 0
                    && ruled.iter().any(|&value| relation.holds(value, x, y))
                {
                    return Some(Fault::cells(&[a, b]));
                }
            }
        }
        None
    }

    /// Two filled cells of `links` (around `focus` when given) that their link does not allow.
    fn linked(&self, links: &[Link], values: &[u8], focus: Option<usize>) -> Option<Fault> {
        links.iter().find_map(|link| {
            let [a, b] = link.cells;
            let (x, y) = (values[a], values[b]);
            let near = focus.is_none_or(|cell| cell == a || cell == b);
            (near && x != 0 && y != 0 && !link.allows.holds(self.size, x, y))
                .then(|| Fault::cells(&[a, b]))
        })
    }

    /// How a rule with cells of its own is broken by the filled cells, if it is.
    fn local(&self, rule: &Rule, values: &[u8]) -> Option<Fault> {
        let n = self.size as u32;
        match rule {
            Rule::Distinct { cells, .. } => repeat(values, cells),
            Rule::Pair(pair) => {
                let [a, b] = pair.cells;
                let (x, y) = (values[a], values[b]);
                (x != 0 && y != 0 && !pair.relation.holds(pair.value, x, y))
                    .then(|| Fault::cells(&[a, b]))
            }
            Rule::Odd(cells) | Rule::Even(cells) => {
                let parity = u8::from(matches!(rule, Rule::Odd(_)));
                let wrong = cells
                    .iter()
                    .find(|&&c| values[c] != 0 && values[c] % 2 != parity);
                wrong.map(|&cell| Fault::cells(&[cell]))
            }
            Rule::Minimum(extremes) | Rule::Maximum(extremes) => {
                let least = matches!(rule, Rule::Minimum(_));
                extremes.iter().find_map(|&cell| {
                    let value = values[cell];
                    let wrong = compared(self.size, cell, extremes).find(|&other| {
                        let next = values[other];
                        value != 0
                            && next != 0
                            && (if least { value >= next } else { value <= next })
                    });
                    wrong.map(|other| Fault::cells(&[cell, other]))
                })
            }
            Rule::Cage { cells, sums } => repeat(values, cells).or_else(|| {
                let (got, open) = filled_sum(values, cells);
                let reachable = |&want: &u32| got + open <= want && want <= got + open * n;
                (!sums.is_empty() && !sums.iter().any(reachable))
                    .then(|| Fault::Sum { got, want: sums[0] })
            }),
            Rule::LittleKiller { cells, sum } => {
                let (got, open) = filled_sum(values, cells);
                (got + open > *sum || got + open * n < *sum)
                    .then_some(Fault::Sum { got, want: *sum })
            }
            Rule::Arrow { circle, shaft } => {
                let number = circle.iter().try_fold(0u32, |number, &cell| {
                    (values[cell] != 0).then(|| number * 10 + u32::from(values[cell]))
                })?;
                let (got, open) = filled_sum(values, shaft);
                (got + open > number || got + open * n < number)
                    .then_some(Fault::Sum { got, want: number })
            }
            Rule::Sandwich { cells, sum } => self.sandwich(values, cells, *sum),
            Rule::Thermometer(cells) => thermometer(values, cells, n),
            Rule::Renban(cells) => repeat(values, cells).or_else(|| {
                let filled = cells.iter().map(|&c| values[c]).filter(|&v| v != 0);
                let (low, high) = filled.fold((u8::MAX, 0), |(l, h), v| (l.min(v), h.max(v)));
                (high > low && usize::from(high - low) >= cells.len()).then(|| Fault::cells(cells))
            }),
            Rule::Whispers { cells, difference } => cells.windows(2).find_map(|step| {
                let (x, y) = (values[step[0]], values[step[1]]);
                (x != 0 && y != 0 && x.abs_diff(y) < *difference).then(|| Fault::cells(step))
            }),
            Rule::Palindrome(cells) => cells.iter().zip(cells.iter().rev()).find_map(|(&a, &b)| {
                let (x, y) = (values[a], values[b]);
                (x != 0 && y != 0 && x != y).then(|| Fault::cells(&[a, b]))
            }),
            Rule::Between(cells) => between(values, cells),
            Rule::RegionSum(cells) => equal_parts(values, &region_parts(cells, &self.regions), n),
            Rule::EqualSums { parts, .. } => equal_parts(values, parts, n),
            Rule::Quadruple {
                cells,
                values: listed,
            } => quadruple(values, cells, listed),
            Rule::SumLine { cells, sum, looped } => {
                let all = (1u32 << self.size) - 1;
                let masks: Vec<u32> = (cells.iter())
                    .map(|&cell| match values[cell] {
                        0 => all,
                        value => 1 << (value - 1),
                    })
                    .collect();
                sum_line_support(&masks, *sum, *looped)
                    .is_none()
                    .then(|| Fault::cells(cells))
            }
            Rule::Outside { clue, cells, value } => match clue {
                Clue::XSum => x_sum(values, cells, *value, n),
                Clue::Skyscraper => skyscraper(values, cells, *value),
            },
            Rule::AntiKnight | Rule::AntiKing | Rule::Negative { .. } | Rule::Pairwise(_) => None,
        }
    }

    /// A sandwich: once its 1 and its N are placed, the filled cells between them must still
    /// reach the sum.
    fn sandwich(&self, values: &[u8], cells: &[usize], sum: u32) -> Option<Fault> {
        let n = self.size as u8;
        let place = |value| cells.iter().position(|&c| values[c] == value);
        let (one, top) = (place(1)?, place(n)?);
        let inside = &cells[one.min(top) + 1..one.max(top)];
        let (got, open) = filled_sum(values, inside);
        (got + open > sum || got + open * u32::from(n) < sum)
            .then_some(Fault::Sum { got, want: sum })
    }
}

mod broken;
mod lines;
mod outside;
mod sums;
#[cfg(test)]
mod tests;
