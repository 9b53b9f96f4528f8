//! Words of the grammar that both sides of the tool speak: what the writers print in an
//! answer's place, and what the readers of answers (`--check`) recognise there.

/// The line printed in place of a solution when a puzzle has none.
pub const NO_SOLUTION: &str = "Sense solució";
