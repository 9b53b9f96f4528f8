//! The f-puzzles form of results (`--format fpuzzles`): each answer, or each puzzle made, as
//! the link f-puzzles opens.

use super::answer::{Answer, Computed};
use crate::sized::SizedGrid;
use crate::variant::{Marks, Variant, fpuzzles_link};
use crate::words::NO_SOLUTION;

/// The f-puzzles link of an answer: the puzzle with its solution filled in, or with its true
/// candidates as pencil marks; [`NO_SOLUTION`] when it has none.
pub(super) fn answer_link(answer: &Answer) -> String {
    let puzzle = &answer.puzzle;
    let variant = puzzle.variant.as_ref().map(|rules| &*rules.variant);
    let marks = match &answer.computed {
        Computed::Solution(Some(solution)) => Marks::Values(solution.cells()),
        Computed::TrueCandidates(Some(grid)) => Marks::PencilMarks(grid.cells()),
        Computed::Solution(None) | Computed::TrueCandidates(None) => return NO_SOLUTION.into(),
        // Only solving and true candidates are written as links (the command line checks).
        _ => Marks::None,
    };
    link(&puzzle.grid, variant, marks)
}

/// The f-puzzles link of `givens` under `variant` (none for a classic puzzle), with `marks`. A
/// rule f-puzzles has no key for is refused before the puzzle is answered, so its message here
/// is never met.
pub(super) fn link(givens: &SizedGrid, variant: Option<&Variant>, marks: Marks) -> String {
    let classic = Variant::default();
    let link = fpuzzles_link(givens, variant.unwrap_or(&classic), marks);
    link.unwrap_or_else(|unwritable| unwritable.to_string())
}
