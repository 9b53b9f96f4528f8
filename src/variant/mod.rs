//! Variant puzzles: the rules a variant adds to a grid's houses, and the irregular regions that
//! may replace its boxes (jigsaw).
//!
//! A [`Variant`] is data: each [`Rule`] says which cells it binds and how, with the meaning
//! Rangsk's SudokuSolver gives the rule of that name (a thermometer increases strictly from its
//! bulb, a killer cage repeats no digit, …). What a rule demands of a filled grid, and the
//! message that names it when a grid breaks it, are in `check.rs`; the rules that bind cells
//! two by two, as the list of links each one makes, in `pairwise.rs`; the cells around a cell
//! that rules compare it with in `neighbours.rs`; the rules `--variant` adds to every puzzle,
//! built for a shape, in `global.rs`; the variant itself, its regions among the houses, in
//! `layout.rs`. The engines read the same data: the classic one checks every rule on the cells
//! filled so far, the fast one propagates them.

mod check;
mod fpuzzles_link;
mod global;
mod layout;
mod neighbours;
mod pairwise;
mod rule;
mod sum_line;

pub use self::check::{Broken, Checker};
pub use self::fpuzzles_link::{Marks, Unwritable, fpuzzles_document, fpuzzles_link};
pub use self::global::{GlobalRule, GlobalRuleError, GlobalRuleNameError};
pub use self::layout::{RegionError, Variant, cell_name, check_regions};
pub use self::neighbours::{apart, compared, orthogonal};
pub use self::pairwise::{Allows, Index, Link, Pairwise, band};
pub use self::rule::{Clue, Group, LARGEST_CLUE, Pair, Relation, Rule, Sums, region_parts};
pub use self::sum_line::{PartialSums, SUM_LINE_LIMIT, sum_line_support, sum_line_support_in};
