//! Variant puzzles written on one line, in the forms other solvers write them: an f-puzzles
//! link or document, sigh's Interactive Sudoku Solver's constraint text, the killer short form
//! and SudoCue's long form, and a jigsaw line of givens and regions.
//!
//! [`recognise`] looks at a raw line, before it is read as cells, and names its form only
//! when the line could not be a well-formed classic puzzle line anyway (it holds letters,
//! `~`, `{`, arrows, or more cells than a grid has), so that every classic line reads as it
//! always has. [`read`] then decodes the line into a [`VariantPuzzle`], or a [`FormError`]
//! naming what is wrong; it never panics and never holds much more than the line, whatever
//! the line holds.
//!
//! Each rule means what Rangsk's SudokuSolver means by the rule of that name, and each form
//! is read as the program that writes it reads it: f-puzzles documents as Rangsk's
//! `CreateFromFPuzzles`, the other forms as ISS's parser. A rule with no equal here is an
//! error naming it: a puzzle is never solved without one of its rules.

mod build;
mod error;
mod fpuzzles;
mod iss;
mod jigsaw;
mod killer;
mod lz;
mod puzzle;

pub use self::error::FormError;
pub use self::lz::{MAX_OUTPUT, MAX_PAYLOAD};
pub use self::puzzle::VariantPuzzle;

/// The longest line a variant form is read from: 4 MiB. A caller may stop keeping a line
/// past it.
pub const MAX_LINE: usize = 4 << 20;

/// A form of variant puzzle written on one line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// A link holding an f-puzzles payload: f-puzzles' `?load=`, or a SudokuPad or Cracking
    /// the Cryptic link to an f-puzzles puzzle.
    FPuzzlesLink,
    /// An f-puzzles JSON document on one line.
    FPuzzlesJson,
    /// ISS's constraint text: `.Cage~15~R1C1~R1C2.~R5C5_7`.
    ConstraintText,
    /// The killer short form: 81 characters, sums and arrows toward them.
    KillerShort,
    /// SudoCue's killer long form: `3x3::k:` and 81 numbers.
    KillerSudoCue,
    /// A jigsaw line: N² givens, then N² region symbols.
    Jigsaw,
}

/// Which variant form `line` is written in, if any; `None` for every line that may be read
/// as cells (or a comment). Checked on the raw line, before it is read as cells.
pub fn recognise(line: &str) -> Option<Form> {
    let line = line.trim_start_matches('\u{FEFF}').trim();
    if line.is_empty() || line.starts_with('#') {
        return None;
    }
    if line.starts_with('{') {
        return Some(Form::FPuzzlesJson);
    }
    if lz::link_payload(line).is_some() {
        return Some(Form::FPuzzlesLink);
    }
    if is_constraint_text(line) {
        return Some(Form::ConstraintText);
    }
    if killer::is_short(run_of_symbols(line)) {
        return Some(Form::KillerShort);
    }
    if killer::is_sudocue(line) {
        return Some(Form::KillerSudoCue);
    }
    if jigsaw::is_jigsaw(run_of_symbols(line)) {
        return Some(Form::Jigsaw);
    }
    None
}

/// The run of symbols a line begins with, before any blank: a form written as one run (the
/// killer short form, a jigsaw line) takes an annotation after blanks, as a LINE of 81 cells
/// does (`…  # TAREK 35`).
fn run_of_symbols(line: &str) -> &str {
    line.split_whitespace().next().unwrap_or_default()
}

/// Whether `line` is ISS constraint text: it starts with `.` and has an argument (`~`), or its
/// first item is a type name alone (`.AntiTaxicab`), a word of upper and lower case letters
/// that no line of cells holds.
fn is_constraint_text(line: &str) -> bool {
    let Some(items) = line.strip_prefix('.') else {
        return false;
    };
    let first = items.split('.').next().unwrap_or_default();
    let bytes = first.as_bytes();
    let word = bytes.iter().all(u8::is_ascii_alphabetic);
    let mixed =
        bytes.iter().any(u8::is_ascii_uppercase) && bytes.iter().any(u8::is_ascii_lowercase);
    line.contains('~') || (word && mixed)
}

/// Reads `line`, written in `form`, as a variant puzzle.
pub fn read(line: &str, form: Form) -> Result<VariantPuzzle, FormError> {
    if line.len() > MAX_LINE {
        return Err(FormError::TooLong(line.len()));
    }
    let line = line.trim_start_matches('\u{FEFF}').trim();
    match form {
        Form::FPuzzlesLink => {
            let payload = lz::link_payload(line)
                .ok_or_else(|| FormError::Document("link holds no payload".into()))?;
            fpuzzles::read(&lz::decode(payload)?)
        }
        Form::FPuzzlesJson => fpuzzles::read(line),
        Form::ConstraintText => iss::read(line),
        Form::KillerShort => killer::read_short(run_of_symbols(line)),
        Form::KillerSudoCue => killer::read_sudocue(line),
        Form::Jigsaw => jigsaw::read(run_of_symbols(line)),
    }
}

#[cfg(test)]
mod tests;
