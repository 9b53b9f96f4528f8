//! Killer sudokus in the two one-line forms ISS reads: the short form of the enjoysudoku forum
//! (81 characters, each cage's sum in one of its cells and every other cell an arrow pointing
//! along the cage toward it) and SudoCue's long form (`3x3::k:` then 81 numbers, each the cage's
//! sum × 256 + the cage's number). Both are read as ISS's `_parseShortKillerFormatToAst` and
//! `_parseLongKillerFormatToAst` read them.

use super::build::{Builder, anti_diagonal, main_diagonal};
use crate::parse::variant::error::FormError;
use crate::parse::variant::puzzle::VariantPuzzle;
use crate::shape::Shape;
use crate::variant::{Group, Rule};

/// The cells of the short form's 9×9 grid.
const CELLS: usize = 81;

/// Whether `line` is the killer short form: 81 characters of sums (`0`–`9`, `A`–`Z`, `a`–`j`)
/// and arrows (`<`, `>`, `^`, `v`, and `` ` `` `'` `,` `.` for the diagonals), with at least one
/// arrow that no classic line holds (a comma or a dot alone could be a classic line's).
pub(super) fn is_short(line: &str) -> bool {
    let bytes = line.as_bytes();
    bytes.len() == CELLS
        && bytes
            .iter()
            .all(|&b| sum_of(b).is_some() || step_of(b).is_some())
        && bytes.iter().any(|b| b"<>^v`'".contains(b))
}

/// The sum a character of the short form stands for.
fn sum_of(byte: u8) -> Option<u32> {
    match byte {
        b'0'..=b'9' => Some(u32::from(byte - b'0')),
        b'A'..=b'Z' => Some(u32::from(byte - b'A') + 10),
        b'a'..=b'j' => Some(u32::from(byte - b'a') + 36),
        _ => None,
    }
}

/// The step, in row-major cells, of an arrow of the short form.
fn step_of(byte: u8) -> Option<isize> {
    Some(match byte {
        b'v' => 9,
        b'^' => -9,
        b'<' => -1,
        b'>' => 1,
        b'`' => -10,
        b'\'' => -8,
        b',' => 8,
        b'.' => 10,
        _ => return None,
    })
}

/// Reads the short form: each cell follows its arrows to a cell holding a sum, and joins that
/// cell's cage. As in ISS, an arrow steps through row-major indices (so `<` in the first column
/// points at the end of the row above), a cell whose arrows leave the grid joins no cage, and
/// a chain longer than nine steps is a loop.
pub(super) fn read_short(line: &str) -> Result<VariantPuzzle, FormError> {
    if !is_short(line) {
        return Err(FormError::Malformed(
            "a killer short form is 81 sums and arrows".into(),
        ));
    }
    let bytes = line.as_bytes();
    let target = |cell: usize| -> Option<usize> {
        let step = step_of(bytes[cell])?;
        Some(cell.wrapping_add_signed(step))
    };
    let mut cages: Vec<(usize, Vec<usize>)> = Vec::new();
    for cell in 0..CELLS {
        let mut at = cell;
        let mut steps = 0;
        let mut inside = true;
        while let Some(next) = target(at) {
            if next >= CELLS {
                inside = false;
                break;
            }
            at = next;
            steps += 1;
            if steps > 9 {
                return Err(FormError::Malformed(format!(
                    "the arrows from r{}c{} go round in a loop",
                    cell / 9 + 1,
                    cell % 9 + 1
                )));
            }
        }
        if !inside {
            continue;
        }
        match cages.iter_mut().find(|(head, _)| *head == at) {
            Some((_, cells)) => cells.push(cell),
            None => cages.push((at, vec![cell])),
        }
    }
    let mut builder = Builder::new(Shape::NINE);
    for (head, cells) in cages {
        let sum = sum_of(bytes[head]).expect("a chain ends on a sum");
        builder.push(cage(cells, sum));
    }
    builder.finish()
}

/// A cage of ISS: a sum of 0 is no sum, the cage only keeps its values distinct.
fn cage(cells: Vec<usize>, sum: u32) -> Rule {
    let sums = if sum == 0 { Vec::new() } else { vec![sum] };
    Rule::Cage { cells, sums }
}

/// Whether `line` is SudoCue's long form: `3x3:`, a field (`d` adds both diagonals), `:k:`.
pub(super) fn is_sudocue(line: &str) -> bool {
    let Some(rest) = line.strip_prefix("3x3:") else {
        return false;
    };
    rest.split_once(':')
        .is_some_and(|(_, rest)| rest.starts_with("k:"))
}

/// Reads SudoCue's long form: 81 numbers after `3x3:D:k:`, each `sum × 256 + cage`, a sum of
/// 0 leaving the cell out of every cage; a cage's sum is its first cell's. As in ISS, the line
/// splits into exactly 85 fields at its colons (the form ends with one).
pub(super) fn read_sudocue(line: &str) -> Result<VariantPuzzle, FormError> {
    let fields: Vec<&str> = line.split(':').collect();
    if !is_sudocue(line) || fields.len() != CELLS + 4 {
        return Err(FormError::Malformed(format!(
            "a SudoCue killer line is 3x3::k: and 81 numbers, each followed by ':' ({} fields found)",
            fields.len().saturating_sub(3)
        )));
    }
    let diagonals = match fields[1] {
        "" => false,
        "d" => true,
        flag => {
            return Err(FormError::rule(format!(
                "the SudoCue flag '{flag}' is not supported (none, or d for both diagonals)"
            )));
        }
    };
    let mut builder = Builder::new(Shape::NINE);
    if diagonals {
        for cells in [anti_diagonal(9), main_diagonal(9)] {
            builder.push(Rule::Distinct {
                group: Group::Diagonal,
                cells,
            });
        }
    }
    let mut cages: Vec<(u64, u32, Vec<usize>)> = Vec::new();
    for (cell, field) in fields[3..3 + CELLS].iter().enumerate() {
        let value: u64 = match field.trim() {
            "" => 0,
            text if text.bytes().all(|b| b.is_ascii_digit()) && text.len() <= 12 => {
                text.parse().expect("digits")
            }
            _ => {
                return Err(FormError::Malformed(format!(
                    "the SudoCue field of r{}c{} is '{field}', not a number",
                    cell / 9 + 1,
                    cell % 9 + 1
                )));
            }
        };
        let (id, sum) = (value % 256, value / 256);
        if sum == 0 {
            continue;
        }
        let sum = u32::try_from(sum)
            .map_err(|_| FormError::rule(format!("the SudoCue cage sum {sum} is absurd")))?;
        match cages.iter_mut().find(|(cage, _, _)| *cage == id) {
            Some((_, _, cells)) => cells.push(cell),
            None => cages.push((id, sum, vec![cell])),
        }
    }
    for (_, sum, cells) in cages {
        builder.push(cage(cells, sum));
    }
    builder.finish()
}
