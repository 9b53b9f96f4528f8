//! Output forms: grid, line, pretty and JSON Lines writers over any [`Write`](std::io::Write).
//!
//! One [`Printer`] (`printer.rs`) writes every result of a run, in order, and owns the one
//! layout rule that spans results: two consecutive multi-line results (grid or pretty blocks,
//! explanations, and the `Sense solució` that stands in a block's place) are separated by one
//! empty line.
//! [`text`] holds the text forms and [`json`] the JSON records; `answer.rs` what a result holds;
//! `pictures.rs` the picture forms, each result a panel of the run's one document, which
//! [`Printer::finish`] writes.

mod answer;
pub mod chains;
pub mod json;
mod link;
mod pictures;
mod printer;
mod step_record;
pub mod text;

pub use crate::words::NO_SOLUTION;
pub use answer::{Answer, Computed, Count, NOT_UNIQUE, OutputFormat, Verdict};
pub use pictures::Drawing;
pub use printer::Printer;
