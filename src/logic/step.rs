//! One logic step: the technique, its difficulty, what it concludes and what it rests on, and
//! the sentence that explains it.

use std::fmt;

use crate::bitset::DigitSet;
use crate::grid::{column_of, row_of};

use super::difficulty::Difficulty;
use super::proof::Proof;

/// A deduction made by one technique on a grid of candidates.
///
/// Cells are numbered 0–80 row-major, houses 0–26 (boxes 1–9, then rows, then columns; see
/// [`house_name`]). Applying a step removes its eliminations, then places its placements (each
/// placement also removes its digit from the cell's peers, as every solver does).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The technique's name as Sudoku Explainer gives it (`Hidden Single`, `XY-Wing`,
    /// `Dynamic Cell Forcing Chains`, …).
    pub technique: &'static str,
    /// The step's difficulty on SE's scale.
    pub difficulty: Difficulty,
    /// The values it places, as (cell, digit).
    pub placements: Vec<(usize, u8)>,
    /// The candidates it removes, as (cell, digit).
    pub eliminations: Vec<(usize, u8)>,
    /// The cells the deduction rests on (the pattern's cells, or where a chain starts).
    pub cells: Vec<usize>,
    /// The houses the deduction rests on.
    pub houses: Vec<usize>,
    /// The digits the deduction rests on.
    pub digits: DigitSet,
    /// Where the technique applies, written after its name: ` in box 3`, ` (length 6)`; may be
    /// empty.
    pub scope: String,
    /// Why the conclusions hold, in words; empty when the name and scope say it all.
    pub reason: String,
    /// For a chaining step, its chains link by link.
    pub proof: Option<Box<Proof>>,
}

impl Step {
    /// Whether the step places at least one value.
    pub fn places(&self) -> bool {
        !self.placements.is_empty()
    }

    /// The technique and where it applies: `Hidden Single in box 3`.
    pub fn headline(&self) -> String {
        format!("{}{}", self.technique, self.scope)
    }

    /// What the step concludes: its placements, then its eliminations (`r2c7=5, r1c4<>7`).
    pub fn conclusions(&self) -> String {
        let placements = self.placements.iter().map(|&(c, d)| placement(c, d));
        let eliminations = self.eliminations.iter().map(|&(c, d)| elimination(c, d));
        let conclusions: Vec<String> = placements.chain(eliminations).collect();
        conclusions.join(", ")
    }

    /// The reason and the conclusions: `4 in box 1 is confined to row 2, so r2c5<>4, r2c8<>4`,
    /// or the conclusions alone when the headline says it all.
    pub fn body(&self) -> String {
        let conclusions = self.conclusions();
        if self.reason.is_empty() {
            conclusions
        } else {
            format!("{}, so {conclusions}", self.reason)
        }
    }
}

/// `Technique scope: reason, so conclusions`, e.g. `Hidden Single in box 3: r2c7=5` or
/// `Pointing: 4 in box 1 is confined to row 2, so r2c5<>4, r2c8<>4`.
impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.headline(), self.body())
    }
}

/// A cell's name: `r1c1` … `r9c9`.
pub fn cell_name(cell: usize) -> String {
    format!("r{}c{}", row_of(cell) + 1, column_of(cell) + 1)
}

/// A house's name: `box 3`, `row 5`, `column 9` (houses 0–8 are boxes, 9–17 rows, 18–26
/// columns).
pub fn house_name(house: usize) -> String {
    super::houses::name(house)
}

/// A placement: `r2c7=5`.
pub fn placement(cell: usize, digit: u8) -> String {
    format!("{}={digit}", cell_name(cell))
}

/// An elimination: `r1c4<>7`.
pub fn elimination(cell: usize, digit: u8) -> String {
    format!("{}<>{digit}", cell_name(cell))
}

/// Cells named and joined with commas: `r1c1,r1c5`.
pub fn cell_list(cells: impl IntoIterator<Item = usize>) -> String {
    let names: Vec<String> = cells.into_iter().map(cell_name).collect();
    names.join(",")
}

/// Digits joined with a separator: `1/5/9`.
pub fn digit_list(digits: DigitSet, separator: &str) -> String {
    let names: Vec<String> = digits.iter().map(|d| d.to_string()).collect();
    names.join(separator)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(reason: &str) -> Step {
        Step {
            proof: None,
            technique: "Pointing",
            difficulty: Difficulty::from_tenths(26),
            placements: vec![],
            eliminations: vec![(13, 4), (16, 4)],
            cells: vec![9, 10],
            houses: vec![0, 10],
            digits: DigitSet::single(4),
            scope: String::new(),
            reason: reason.to_string(),
        }
    }

    #[test]
    fn a_step_reads_technique_reason_and_conclusions() {
        let pointing = step("4 in box 1 is confined to row 2");
        assert_eq!(
            pointing.to_string(),
            "Pointing: 4 in box 1 is confined to row 2, so r2c5<>4, r2c8<>4"
        );
        assert!(!pointing.places());
        let single = Step {
            proof: None,
            technique: "Hidden Single",
            scope: " in box 3".to_string(),
            placements: vec![(15, 5)],
            eliminations: vec![],
            ..step("")
        };
        assert_eq!(single.to_string(), "Hidden Single in box 3: r2c7=5");
        assert!(single.places());
    }

    #[test]
    fn cells_and_houses_are_named_from_one() {
        assert_eq!(cell_name(0), "r1c1");
        assert_eq!(cell_name(80), "r9c9");
        assert_eq!(house_name(6), "box 7");
        assert_eq!(cell_list([0, 4]), "r1c1,r1c5");
        assert_eq!(
            digit_list(DigitSet::single(1) | DigitSet::single(9), "/"),
            "1/9"
        );
    }
}
