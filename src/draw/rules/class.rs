//! The class of each rule's group: its f-puzzles key (as `variant/fpuzzles_link` writes it),
//! or, for a rule f-puzzles has no key for, its name with hyphens for spaces (a class holds no
//! space).

use super::cells::falls;
use crate::variant::{Clue, Group, Index, Pairwise, Relation, Rule, Sums};

/// The class of `rule`'s group on a grid of size `n`.
pub fn class(rule: &Rule, n: usize) -> String {
    let key = match rule {
        Rule::Distinct { group, cells } => match group {
            Group::Diagonal if falls(cells, n) => "diagonal-",
            Group::Diagonal => "diagonal+",
            Group::Disjoint => "disjointgroups",
            Group::ExtraRegion | Group::Window => "extraregion",
        },
        Rule::AntiKnight => "antiknight",
        Rule::AntiKing => "antiking",
        Rule::Pair(pair) => match (pair.relation, pair.value) {
            (Relation::Difference, _) => "difference",
            (Relation::Ratio, _) => "ratio",
            (Relation::Sum, 5 | 10) => "xv",
            (Relation::Sum, _) => return named(rule),
        },
        Rule::Negative { relation, values } => match (relation, values.as_slice()) {
            (Relation::Difference, [1]) => "nonconsecutive",
            (Relation::Ratio, _) => "negative",
            (Relation::Sum, [5, 10] | [10, 5]) => "negative",
            (Relation::Difference | Relation::Sum, _) => return named(rule),
        },
        Rule::Odd(_) => "odd",
        Rule::Even(_) => "even",
        Rule::Minimum(_) => "minimum",
        Rule::Maximum(_) => "maximum",
        Rule::Cage { .. } => "killercage",
        Rule::Arrow { .. } => "arrow",
        Rule::LittleKiller { .. } => "littlekillersum",
        Rule::Sandwich { .. } => "sandwichsum",
        Rule::Thermometer(_) => "thermometer",
        Rule::Renban(_) => "renban",
        Rule::Whispers { .. } => "whispers",
        Rule::Palindrome(_) => "palindrome",
        Rule::Between(_) => "betweenline",
        Rule::RegionSum(_) => "regionsumline",
        Rule::Pairwise(pairwise) => match pairwise {
            Pairwise::Clone { .. } => "clone",
            Pairwise::Nabner(_) => "nabner",
            Pairwise::Entropic(_) => "entropicline",
            Pairwise::Modular { modulus: 3, .. } => "modularline",
            Pairwise::SlowThermometer(_) => "slowthermometer",
            Pairwise::Indexer { kind, .. } => match kind {
                Index::Row => "rowindexer",
                Index::Column => "columnindexer",
                Index::Region => "boxindexer",
            },
            Pairwise::NumberedRoom { .. } => "numberedroom",
            Pairwise::Modular { .. }
            | Pairwise::Knightmare
            | Pairwise::DiagonalNonconsecutive
            | Pairwise::SelfTaxicab
            | Pairwise::Taxicab { .. } => return named(rule),
        },
        Rule::EqualSums { kind, .. } => match kind {
            Sums::DoubleArrow => "doublearrow",
            Sums::Zipper => "zipperline",
            Sums::Segments => return named(rule),
        },
        Rule::SumLine { .. } => return named(rule),
        Rule::Outside { clue, .. } => match clue {
            Clue::XSum => "xsum",
            Clue::Skyscraper => "skyscraper",
        },
        Rule::Quadruple { .. } => "quadruple",
    };
    key.to_string()
}

/// The rule's name, spaces made hyphens.
fn named(rule: &Rule) -> String {
    rule.name().replace(' ', "-")
}
