//! A variant's rules as propagators over candidate words, run with the house rules to a
//! fixpoint (see the parent module): what peers and houses cannot say.
//!
//! - **Fixed values** (`odd`, `even`) narrow their cells once, before the search.
//! - **Pairs** (`pairs.rs`): every rule between two cells (kropki dots, X and V, the negative
//!   rules between neighbours, whispers, palindromes, minimum and maximum cells, the order along
//!   a thermometer, the spread of a renban) becomes one table of allowed value pairs per pair
//!   of cells, the tables of
//!   several rules on the same pair merged into one: a value stays in a cell only if some value
//!   of the other cell goes with it.
//! - **Sums** (`sums.rs`, `sum_sets.rs`): a killer cage keeps the values of the combinations
//!   of distinct values that reach its sum and fit its cells' candidates, precomputed per
//!   cage; little killers, arrows and region sum lines keep the values some total of the other
//!   cells completes, from sets of reachable totals; sums too large for those sets are linear
//!   equations whose bounds narrow each cell.
//! - **Implied sums** (`innies.rs`): what the killer cages say together over groups of houses
//!   (innies and outies), as linear equations narrowed by bounds.
//! - **Lines** (`lines.rs`): renban (a window of consecutive values), between lines (inner cells
//!   between the ends), sandwiches (where the 1 and the N can stand).
//!
//! Each propagator returns `Some(changed)`, or `None` on a contradiction, as the house rules do.

mod arrow;
mod equal_pairs;
mod innies;
mod linear;
mod lines;
mod masks;
mod memo;
mod outside;
mod pairs;
mod quadruple;
mod required;
mod schedule;
mod sum_line;
mod sum_sets;
mod sums;
mod totals;

pub(super) use self::masks::bits;
pub(in super::super) use self::masks::{Candidates, Phase};

use self::arrow::Arrow;
use self::equal_pairs::EqualPairs;
use self::innies::Implied;
use self::linear::Linear;
use self::lines::{Between, Renban, Sandwich};
use self::outside::{Skyscraper, XSum};
use self::pairs::PairTables;
use self::quadruple::Quadruple;
use self::schedule::Schedule;
use self::sum_line::SumLine;
use self::sum_sets::{EqualSums, Groups, SumOf};
use self::sums::Cage;
use self::totals::SUM_LIMIT;
use crate::shape::Shape;
use crate::variant::{Clue, Rule, Variant, region_parts};

/// The propagators of one variant puzzle (none for a classic one).
#[derive(Default)]
pub(in super::super) struct Rules {
    /// Cells that keep to some values from the start, with those values.
    fixed: Vec<(u16, u32)>,
    pairs: PairTables,
    /// The other propagators.
    propagators: Vec<Propagator>,
    /// Which of them a pass runs.
    schedule: Schedule,
    /// How much the rules on each cell say about it, for the branching to prefer the cells
    /// that say most (`scores.rs`).
    priorities: Vec<u32>,
}

/// A propagator of a rule that is not a table of pairs.
enum Propagator {
    Cage(Cage),
    Sum(SumOf),
    Arrow(Arrow),
    EqualSums(EqualSums),
    /// Equal sums of parts of one or two cells (zipper lines).
    EqualPairs(EqualPairs),
    /// A sum too large for sets of totals, narrowed by bounds.
    Linear(Linear),
    Renban(Renban),
    Between(Between),
    Sandwich(Sandwich),
    Quadruple(Quadruple),
    XSum(XSum),
    Skyscraper(Skyscraper),
    SumLine(SumLine),
}

impl Propagator {
    /// When it runs: a sum line walks its whole line at each pass, so it waits for the
    /// houses (a puzzle of one 56-cell line: 0.23 s → 0.20 s).
    fn phase(&self) -> Phase {
        match self {
            Propagator::SumLine(_) => Phase::AfterHouses,
            _ => Phase::BeforeHouses,
        }
    }

    fn propagate(&self, position: &mut impl Candidates) -> Option<bool> {
        match self {
            Propagator::Cage(cage) => cage.propagate(position),
            Propagator::Sum(sum) => sum.propagate(position),
            Propagator::Arrow(arrow) => arrow.propagate(position),
            Propagator::EqualSums(equal) => equal.propagate(position),
            Propagator::EqualPairs(equal) => equal.propagate(position),
            Propagator::Linear(linear) => linear.propagate(position),
            Propagator::Renban(renban) => renban.propagate(position),
            Propagator::Between(between) => between.propagate(position),
            Propagator::Sandwich(sandwich) => sandwich.propagate(position),
            Propagator::Quadruple(quadruple) => quadruple.propagate(position),
            Propagator::XSum(x_sum) => x_sum.propagate(position),
            Propagator::Skyscraper(skyscraper) => skyscraper.propagate(position),
            Propagator::SumLine(line) => line.propagate(position),
        }
    }
}

impl Rules {
    /// The propagators of `variant`'s rules on a grid of `shape`, whose cells `a` and `b` hold
    /// different values when `peers(a, b)`, and whose `houses` hold every value once.
    pub(in super::super) fn new(
        shape: Shape,
        variant: &Variant,
        peers: &dyn Fn(usize, usize) -> bool,
        houses: &[Vec<usize>],
    ) -> Rules {
        let n = shape.size();
        let regions = variant.region_of(shape);
        let (pairs, alone) = PairTables::new(n, variant, &regions, peers);
        let mut rules = Rules {
            pairs,
            ..Rules::default()
        };
        // Each propagator with the cells whose changes wake it.
        let mut watched: Vec<(Vec<usize>, Propagator)> = Vec::new();
        for (cell, values) in alone {
            rules.fix(&[cell], values);
        }
        let odd: u32 = (0..n).step_by(2).map(|bit| 1 << bit).sum();
        rules.priorities = vec![0; shape.cells()];
        for rule in &variant.rules {
            let cells = rule.cells();
            for &cell in &cells {
                rules.priorities[cell] += priority(rule, cells.len(), n);
            }
            let groups = |cells: &[usize]| Groups::new(cells, peers);
            let added: Vec<Propagator> = match rule {
                Rule::Odd(cells) => {
                    rules.fix(cells, odd);
                    continue;
                }
                Rule::Even(cells) => {
                    rules.fix(cells, !odd);
                    continue;
                }
                Rule::Cage { cells, sums } if !sums.is_empty() => {
                    match Cage::new(n, cells, sums, peers, houses) {
                        Some(cage) => vec![Propagator::Cage(cage)],
                        None => vec![Propagator::Sum(SumOf::new(groups(cells), sums))],
                    }
                }
                Rule::Arrow { circle, shaft } => match Arrow::new(n, circle, groups(shaft)) {
                    Some(arrow) => vec![Propagator::Arrow(arrow)],
                    None => vec![Propagator::Linear(Linear::arrow(circle, shaft))],
                },
                Rule::LittleKiller { cells, sum } if *sum < SUM_LIMIT => {
                    vec![Propagator::Sum(SumOf::new(groups(cells), &[*sum]))]
                }
                Rule::LittleKiller { cells, sum } => {
                    vec![Propagator::Linear(Linear::sum(cells, *sum))]
                }
                Rule::RegionSum(cells) => equal_sums(&region_parts(cells, &regions), n, peers),
                Rule::EqualSums { parts, .. } => equal_sums(parts, n, peers),
                Rule::Outside { clue, cells, value } => vec![match clue {
                    Clue::XSum => Propagator::XSum(XSum::new(cells, *value, peers)),
                    Clue::Skyscraper => Propagator::Skyscraper(Skyscraper::new(cells, *value, n)),
                }],
                Rule::SumLine { cells, sum, looped } => {
                    vec![Propagator::SumLine(SumLine::new(cells, *sum, *looped))]
                }
                Rule::Quadruple { cells, values } => {
                    vec![Propagator::Quadruple(Quadruple::new(cells, values))]
                }
                Rule::Renban(cells) => {
                    vec![Propagator::Renban(Renban::new(cells, shape.cells(), peers))]
                }
                Rule::Between(cells) => Between::new(cells)
                    .map(Propagator::Between)
                    .into_iter()
                    .collect(),
                Rule::Sandwich { cells, sum } => {
                    vec![Propagator::Sandwich(Sandwich::new(n, cells, *sum))]
                }
                // Groups are peers and houses, pairs are in the pair tables.
                _ => continue,
            };
            watched.extend(
                added
                    .into_iter()
                    .map(|propagator| (cells.clone(), propagator)),
            );
        }
        watched.extend(implied(shape, variant, &regions, peers, houses));
        let (watches, propagators): (Vec<Vec<usize>>, Vec<Propagator>) =
            watched.into_iter().unzip();
        let phases: Vec<Phase> = propagators.iter().map(Propagator::phase).collect();
        rules.schedule = Schedule::new(shape.cells(), &watches, &phases);
        rules.propagators = propagators;
        rules
    }

    /// How much the rules on `cell` say about it.
    pub(in super::super) fn priority(&self, cell: usize) -> u32 {
        self.priorities.get(cell).copied().unwrap_or(0)
    }

    /// Whether there is any propagator to run.
    pub(in super::super) fn any(&self) -> bool {
        !self.propagators.is_empty() || !self.pairs.is_empty()
    }

    /// Whether there are no rules at all: no propagator, and no cell kept to some values. The
    /// puzzle's every rule is then held by peers and houses (cells that differ).
    pub(in super::super) fn is_empty(&self) -> bool {
        !self.any() && self.fixed.is_empty()
    }

    /// Narrows `cells` to `values` from the start.
    fn fix(&mut self, cells: &[usize], values: u32) {
        self.fixed
            .extend(cells.iter().map(|&cell| (cell as u16, values)));
    }

    /// The cells that keep to some values from the start, with those values.
    pub(in super::super) fn fixed(&self) -> &[(u16, u32)] {
        &self.fixed
    }

    /// One pass of every propagator of `phase` one of whose cells changed since its last
    /// pass (the pair tables run before the houses). `Some(changed)`, or `None` on a
    /// contradiction.
    pub(in super::super) fn propagate(
        &self,
        position: &mut impl Candidates,
        phase: Phase,
    ) -> Option<bool> {
        let dirty = position.take_changed(phase);
        let mut changed = false;
        if phase == Phase::BeforeHouses {
            changed |= self.pairs.propagate(position, &dirty)?;
        }
        self.schedule.each_due(&dirty, phase, |index| {
            changed |= self.propagators[index].propagate(position)?;
            Some(())
        })?;
        Some(changed)
    }
}

/// The propagators of the sums the killer cages imply over houses (`innies.rs`), with the
/// cells they watch, when the cages have one sum each and do not overlap.
fn implied(
    shape: Shape,
    variant: &Variant,
    regions: &[u8],
    peers: &dyn Fn(usize, usize) -> bool,
    houses: &[Vec<usize>],
) -> Vec<(Vec<usize>, Propagator)> {
    let cages: Vec<(Vec<usize>, u32)> = variant
        .rules
        .iter()
        .filter_map(|rule| match rule {
            Rule::Cage { cells, sums } if sums.len() == 1 => Some((cells.clone(), sums[0])),
            _ => None,
        })
        .collect();
    let mut seen = vec![false; shape.cells()];
    let overlap = cages
        .iter()
        .flat_map(|(cells, _)| cells)
        .any(|&cell| std::mem::replace(&mut seen[cell], true));
    if cages.is_empty() || overlap {
        return Vec::new();
    }
    innies::implied(shape, regions, &cages)
        .iter()
        .map(|sum| {
            let cells = [sum.plus.as_slice(), &sum.minus].concat();
            (cells, implied_propagator(shape.size(), sum, peers, houses))
        })
        .collect()
}

/// How much `rule`, over `cells` cells of a grid of size `n`, says about each of its cells.
/// A sum of three cells or more: more than its cells' count, and a small sum most (N to 2N,
/// 2N less the cells). A line, a pair, or a sum of two cells (a relation between two cells, as
/// a dot is), and an arrow: its cells' count. Odd and even cells, fixed from the start:
/// nothing. Counting a two-cell sum as a sum, its cells (rarely the hard part) took the first
/// branches: the median killer of the benchmark set took 7.8 ms against 6.7 ms. Counting an
/// arrow as a sum, the slow arrow puzzle of the CTC-style set took 112 ms against 92 ms (the
/// other sets, no change).
fn priority(rule: &Rule, cells: usize, n: usize) -> u32 {
    let sum = matches!(
        rule,
        Rule::Cage { .. }
            | Rule::LittleKiller { .. }
            | Rule::RegionSum(_)
            | Rule::EqualSums { .. }
            | Rule::Outside { .. }
            | Rule::SumLine { .. }
            | Rule::Sandwich { .. }
    );
    let priority = match rule {
        _ if sum && cells > 2 => (2 * n).saturating_sub(cells).max(n),
        Rule::Odd(_) | Rule::Even(_) => 0,
        _ => cells,
    };
    priority as u32
}

/// The propagators of parts that add up to the same sum: totals value by value for parts of
/// one or two cells, sets of totals, or bounds when the sums may pass the sets' reach.
fn equal_sums(
    parts: &[Vec<usize>],
    n: usize,
    peers: &dyn Fn(usize, usize) -> bool,
) -> Vec<Propagator> {
    if let Some(pairs) = EqualPairs::new(parts, n, peers) {
        return vec![Propagator::EqualPairs(pairs)];
    }
    let most = parts.iter().map(|part| part.len() * n).max().unwrap_or(0);
    if most < SUM_LIMIT as usize {
        let parts = parts.iter().map(|part| Groups::new(part, peers)).collect();
        vec![Propagator::EqualSums(EqualSums::new(parts))]
    } else {
        Linear::equal(parts)
            .into_iter()
            .map(Propagator::Linear)
            .collect()
    }
}

/// The propagator of a sum the cages imply: the cage's when its cells lie in one house (their
/// values differ), else bounds. Exact sums over sets of totals would narrow a little more, but
/// the implied sums are many, and on killers they cost more than they saved.
fn implied_propagator(
    n: usize,
    sum: &Implied,
    peers: &dyn Fn(usize, usize) -> bool,
    houses: &[Vec<usize>],
) -> Propagator {
    let cage = u32::try_from(sum.sum)
        .ok()
        .filter(|_| sum.distinct)
        .and_then(|total| Cage::new(n, &sum.plus, &[total], peers, houses));
    match cage {
        Some(cage) => Propagator::Cage(cage),
        None => Propagator::Linear(Linear::difference(&sum.plus, &sum.minus, sum.sum)),
    }
}
