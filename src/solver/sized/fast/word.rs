//! The word of a cell in a search position: its candidates as bits (bit v − 1 for value v),
//! and one bit more once the cell holds its value.

/// The mark of a cell that holds its value.
pub(super) const PLACED: u32 = 1 << 31;
