//! The rules a variant puzzle can carry, each with the cells it binds; what each demands is in
//! `check.rs`, and the engines read the same data.

use super::pairwise::Pairwise;

/// The largest number a rule's clue is read with (a sum, a count): larger ones are unreadable
/// in the f-puzzles and ISS forms, so none is written either.
pub const LARGEST_CLUE: u32 = 100_000;

/// How the two values on either side of a marker between two cells relate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Relation {
    /// They differ by the marker's value (a white kropki dot: 1 unless written).
    Difference,
    /// One is the marker's value times the other (a black kropki dot: 2 unless written).
    Ratio,
    /// They add up to the marker's value (X: 10, V: 5).
    Sum,
}

impl Relation {
    /// Whether `a` and `b` stand in this relation for the marker `value`.
    pub fn holds(self, value: u8, a: u8, b: u8) -> bool {
        let (a, b, value) = (u32::from(a), u32::from(b), u32::from(value));
        match self {
            Relation::Difference => a.abs_diff(b) == value,
            Relation::Ratio => a * value == b || b * value == a,
            Relation::Sum => a + b == value,
        }
    }

    /// Whether markers of this relation and of `other` exempt each other's pairs from a
    /// negative rule: a white dot and a black dot do (Rangsk's reading of kropki), X and V
    /// only their own.
    pub fn related(self, other: Relation) -> bool {
        match self {
            Relation::Difference | Relation::Ratio => other != Relation::Sum,
            Relation::Sum => other == Relation::Sum,
        }
    }
}

/// A marker between two orthogonally adjacent cells: their values stand in `relation` for
/// `value`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pair {
    /// The two cells, row-major indices.
    pub cells: [usize; 2],
    /// How their values relate.
    pub relation: Relation,
    /// The marker's value: the difference, the ratio or the sum.
    pub value: u8,
}

/// One rule of a variant puzzle. Cells are row-major indices from 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rule {
    /// No value repeats among the cells, which are not a row, a column or a region: an extra
    /// region, a diagonal, a window of windoku, a disjoint group.
    Distinct {
        /// What the group is called.
        group: Group,
        /// Its cells.
        cells: Vec<usize>,
    },
    /// No two cells a knight's move apart hold the same value.
    AntiKnight,
    /// No two cells a king's move apart (diagonally touching) hold the same value.
    AntiKing,
    /// A marker between two cells: a kropki dot, an X or a V.
    Pair(Pair),
    /// Every two orthogonally adjacent cells without a marker of a related relation do not
    /// stand in `relation` for any of `values`: nonconsecutive (difference 1), the negative
    /// constraint of black dots (ratio 2) or of XV (sums 5 and 10).
    Negative {
        /// The relation ruled out.
        relation: Relation,
        /// The markers' values ruled out.
        values: Vec<u8>,
    },
    /// The cells hold odd values.
    Odd(Vec<usize>),
    /// The cells hold even values.
    Even(Vec<usize>),
    /// Minimum cells: each one's value is less than those of its orthogonal neighbours that are
    /// not minimum cells too (Rangsk's reading: two minimum cells side by side are not
    /// compared).
    Minimum(Vec<usize>),
    /// Maximum cells: each one's value is greater than those of its orthogonal neighbours that
    /// are not maximum cells too.
    Maximum(Vec<usize>),
    /// A killer cage: no value repeats among the cells, which add up to one of `sums` when it
    /// has any.
    Cage {
        /// The cage's cells.
        cells: Vec<usize>,
        /// The sums it may add up to; none for a cage without a sum.
        sums: Vec<u32>,
    },
    /// An arrow: the number in the circle (its cells' values read as one number when it has
    /// several) is the sum of the shaft's values.
    Arrow {
        /// The circle's cells, in reading order.
        circle: Vec<usize>,
        /// The shaft's cells.
        shaft: Vec<usize>,
    },
    /// A little killer: the values along a diagonal add up to `sum`.
    LittleKiller {
        /// The diagonal's cells inside the grid.
        cells: Vec<usize>,
        /// Their sum.
        sum: u32,
    },
    /// A sandwich: the values strictly between the 1 and the N of a row or a column add up to
    /// `sum`.
    Sandwich {
        /// The row's or the column's cells, in order.
        cells: Vec<usize>,
        /// What the values between the 1 and the N add up to.
        sum: u32,
    },
    /// A thermometer: the values increase strictly from the bulb (the first cell).
    Thermometer(Vec<usize>),
    /// A renban line: its values are distinct and consecutive, in any order.
    Renban(Vec<usize>),
    /// A whispers line: adjacent values along it differ by at least `difference`.
    Whispers {
        /// The line's cells, in order.
        cells: Vec<usize>,
        /// The least difference of neighbours (5 on a 9×9 German whispers line).
        difference: u8,
    },
    /// A palindrome line: it reads the same from either end.
    Palindrome(Vec<usize>),
    /// A between line: the values of its inner cells lie strictly between those of its two
    /// ends.
    Between(Vec<usize>),
    /// A rule that binds cells two by two (`pairwise.rs`): clones, nabner, entropic and
    /// modular lines, slow thermometers, indexers, and knightmare, diagonal nonconsecutive and
    /// self-taxicab over the whole grid.
    Pairwise(Pairwise),
    /// Parts of cells that all add up to the same sum: a double arrow (its two ends, the cells
    /// between), a zipper line (each two cells equally far from its middle, and the middle cell
    /// alone), ISS's equal sums (its segments).
    EqualSums {
        /// What the rule is called.
        kind: Sums,
        /// The parts, each non-empty.
        parts: Vec<Vec<usize>>,
    },
    /// A sum line: it splits into consecutive segments that each add up to `sum`
    /// (`sum_line.rs`).
    SumLine {
        /// The line's cells, in order.
        cells: Vec<usize>,
        /// Each segment's sum.
        sum: u32,
        /// Whether the line is a loop, whose segments may run on from its last cell into its
        /// first.
        looped: bool,
    },
    /// A clue outside a row or a column, about its cells seen from the clue's side.
    Outside {
        /// What the clue counts.
        clue: Clue,
        /// The row's or the column's cells, from the clue's side.
        cells: Vec<usize>,
        /// The clue's number.
        value: u32,
    },
    /// A quadruple: every value listed stands among the cells, a value listed twice at least
    /// twice.
    Quadruple {
        /// The cells (the four around a point, on f-puzzles and ISS).
        cells: Vec<usize>,
        /// The values, in the order listed.
        values: Vec<u8>,
    },
    /// A region sum line: its parts (each stretch of it within one region, a line that comes
    /// back into a region making a new part there) add up to the same sum.
    RegionSum(Vec<usize>),
}

/// What a clue outside a row or a column counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clue {
    /// X-sum: the first X cells add up to the clue, X the first cell's value.
    XSum,
    /// Skyscraper: the cells greater than every cell before them are as many as the clue.
    Skyscraper,
}

/// What a rule of equal sums is called.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sums {
    /// A double arrow.
    DoubleArrow,
    /// A zipper line.
    Zipper,
    /// ISS's equal sums.
    Segments,
}

/// What a group of distinct values is called, in messages and in the names of a puzzle's
/// rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    /// An extra region.
    ExtraRegion,
    /// A diagonal of the grid.
    Diagonal,
    /// A window of windoku.
    Window,
    /// The cells at the same place of every box.
    Disjoint,
}

impl Rule {
    /// The name of the rule, as messages and the names of a puzzle's rules give it.
    pub fn name(&self) -> &'static str {
        match self {
            Rule::Distinct { group, .. } => match group {
                Group::ExtraRegion => "extra region",
                Group::Diagonal => "diagonal",
                Group::Window => "windoku",
                Group::Disjoint => "disjoint groups",
            },
            Rule::AntiKnight => "anti-knight",
            Rule::AntiKing => "anti-king",
            Rule::Pair(pair) => match (pair.relation, pair.value) {
                (Relation::Difference, _) => "white dot",
                (Relation::Ratio, _) => "black dot",
                (Relation::Sum, 10) => "X",
                (Relation::Sum, 5) => "V",
                (Relation::Sum, _) => "sum dot",
            },
            Rule::Negative { relation, .. } => match relation {
                Relation::Difference => "nonconsecutive",
                Relation::Ratio => "negative black dots",
                Relation::Sum => "negative XV",
            },
            Rule::Odd(_) => "odd",
            Rule::Even(_) => "even",
            Rule::Minimum(_) => "minimum",
            Rule::Maximum(_) => "maximum",
            Rule::Cage { .. } => "killer cage",
            Rule::Arrow { .. } => "arrow",
            Rule::LittleKiller { .. } => "little killer",
            Rule::Sandwich { .. } => "sandwich",
            Rule::Thermometer(_) => "thermometer",
            Rule::Renban(_) => "renban",
            Rule::Whispers { .. } => "whispers",
            Rule::Palindrome(_) => "palindrome",
            Rule::Between(_) => "between line",
            Rule::RegionSum(_) => "region sum line",
            Rule::Pairwise(rule) => rule.name(),
            Rule::EqualSums { kind, .. } => match kind {
                Sums::DoubleArrow => "double arrow",
                Sums::Zipper => "zipper line",
                Sums::Segments => "equal sums",
            },
            Rule::Quadruple { .. } => "quadruple",
            Rule::SumLine { .. } => "sum line",
            Rule::Outside { clue, .. } => match clue {
                Clue::XSum => "x-sum",
                Clue::Skyscraper => "skyscraper",
            },
        }
    }

    /// The cells the rule binds, when it binds some and not the whole grid.
    pub fn cells(&self) -> Vec<usize> {
        match self {
            Rule::AntiKnight | Rule::AntiKing | Rule::Negative { .. } => Vec::new(),
            Rule::Pair(pair) => pair.cells.to_vec(),
            Rule::Arrow { circle, shaft } => [circle.as_slice(), shaft].concat(),
            Rule::Pairwise(rule) => rule.cells(),
            Rule::EqualSums { parts, .. } => parts.concat(),
            Rule::Distinct { cells, .. }
            | Rule::Odd(cells)
            | Rule::Even(cells)
            | Rule::Minimum(cells)
            | Rule::Maximum(cells)
            | Rule::Cage { cells, .. }
            | Rule::Quadruple { cells, .. }
            | Rule::Outside { cells, .. }
            | Rule::SumLine { cells, .. }
            | Rule::LittleKiller { cells, .. }
            | Rule::Sandwich { cells, .. }
            | Rule::Thermometer(cells)
            | Rule::Renban(cells)
            | Rule::Whispers { cells, .. }
            | Rule::Palindrome(cells)
            | Rule::Between(cells)
            | Rule::RegionSum(cells) => cells.clone(),
        }
    }
}

impl Rule {
    /// A double arrow along `line`: its two ends add up to the cells between; none on a line
    /// of fewer than three cells, which binds nothing.
    pub fn double_arrow(line: &[usize]) -> Option<Rule> {
        let (&first, rest) = line.split_first()?;
        let (&last, between) = rest.split_last()?;
        (!between.is_empty()).then(|| Rule::EqualSums {
            kind: Sums::DoubleArrow,
            parts: vec![vec![first, last], between.to_vec()],
        })
    }

    /// A zipper line along `line`: each two cells equally far from its middle add up to the
    /// same sum, the middle cell's value when the line has one; none on a line of fewer than
    /// three cells, which binds nothing.
    pub fn zipper(line: &[usize]) -> Option<Rule> {
        let half = line.len() / 2;
        let mut parts: Vec<Vec<usize>> = (0..half)
            .map(|i| vec![line[i], line[line.len() - 1 - i]])
            .collect();
        if line.len() % 2 == 1 {
            parts.push(vec![line[half]]);
        }
        (parts.len() > 1).then_some(Rule::EqualSums {
            kind: Sums::Zipper,
            parts,
        })
    }
}

/// The parts of a region sum line: each stretch of it within one region, in order (a line that
/// leaves a region and comes back makes a new part there), as Rangsk's solver and ISS read the
/// rule.
pub fn region_parts(cells: &[usize], regions: &[u8]) -> Vec<Vec<usize>> {
    let mut parts: Vec<Vec<usize>> = Vec::new();
    for (i, &cell) in cells.iter().enumerate() {
        let same = i > 0 && regions[cells[i - 1]] == regions[cell];
        match parts.last_mut() {
            Some(part) if same => part.push(cell),
            _ => parts.push(vec![cell]),
        }
    }
    parts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relations_hold_either_way_round() {
        assert!(Relation::Difference.holds(1, 4, 5) && Relation::Difference.holds(1, 5, 4));
        assert!(!Relation::Difference.holds(1, 4, 6));
        assert!(Relation::Ratio.holds(2, 3, 6) && Relation::Ratio.holds(2, 6, 3));
        assert!(!Relation::Ratio.holds(2, 3, 5));
        assert!(Relation::Sum.holds(10, 3, 7) && !Relation::Sum.holds(5, 3, 3));
        assert!(
            Relation::Difference.related(Relation::Ratio)
                && !Relation::Sum.related(Relation::Ratio)
        );
    }
}
