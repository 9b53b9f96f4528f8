//! `--near FILE`: the puzzles a generation run searches near, read with the input grammar;
//! each one that cannot start a search (malformed, not 9×9, a candidate grid, or without
//! exactly one solution) is reported with its line and skipped.

use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::AtomicU64;

use thiserror::Error;

use super::events::{Event, Events};
use super::input::{Input, InputFaultKind};
use crate::generate::Near;
use crate::parse::{ParseError, Puzzle, Reading};

/// The puzzles read for `--near`, and how many of the file's were skipped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NearPuzzles {
    /// The puzzles a search may start near.
    pub near: Near,
    /// Puzzles (and binary rests) of the file that were reported and skipped.
    pub skipped: u64,
}

/// Why `--near`'s file gives no puzzle to search near.
#[derive(Debug, Error)]
pub enum NearError {
    /// The file cannot be opened or read.
    #[error("cannot read --near {name}: {error}")]
    Unreadable {
        /// The file as named.
        name: String,
        /// What reading it said.
        error: Arc<io::Error>,
    },
    /// No puzzle of the file is usable.
    #[error(
        "--near {name}: no usable puzzle (it takes 9×9 puzzles of givens with exactly one \
         solution)"
    )]
    NoneUsable {
        /// The file as named.
        name: String,
    },
}

/// Reads the puzzles of `input` as `reading` says, for `--near`; each puzzle skipped is
/// reported to `messages` (`resol: FILE: line 3: more than one solution; skipped`).
pub fn read_near(
    input: Input,
    reading: Reading,
    mut messages: impl Write,
) -> Result<NearPuzzles, NearError> {
    let name = match &input {
        Input::Stdin => "standard input".to_string(),
        Input::File(path) => path.display().to_string(),
    };
    let mut read = NearPuzzles {
        near: Near::new(),
        skipped: 0,
    };
    let events = Events::new(vec![input], reading, Arc::new(AtomicU64::new(0)), None);
    for event in events {
        let why = match event {
            Event::Parsed { result, .. } => match result {
                Ok(puzzle) => match add(&mut read.near, &puzzle) {
                    Ok(()) => continue,
                    Err(why) => why,
                },
                Err(ParseError::NoPuzzle) => continue,
                Err(error) => error.to_string(),
            },
            Event::InputFault(fault) => match fault.kind {
                InputFaultKind::Unreadable(error) => {
                    return Err(NearError::Unreadable { name, error });
                }
                InputFaultKind::Binary { line, .. } => {
                    format!("line {line}: binary data (NUL byte), from there to the end")
                }
                InputFaultKind::Picture(error) => error.to_string(),
            },
            Event::LeftOver(_) => unreachable!("--near reads no answers"),
        };
        read.skipped += 1;
        let _ = writeln!(messages, "resol: {name}: {why}; skipped");
    }
    if read.near.is_empty() {
        return Err(NearError::NoneUsable { name });
    }
    Ok(read)
}

/// Adds `puzzle` to `near`, or says why it cannot start a search: `line 3: more than one
/// solution`.
fn add(near: &mut Near, puzzle: &Puzzle) -> Result<(), String> {
    let line = puzzle.line;
    if puzzle.marks.is_some() {
        return Err(format!(
            "line {line}: a candidate grid, and --near changes givens, not candidates"
        ));
    }
    if puzzle.variant.is_some() {
        return Err(format!(
            "line {line}: --near is defined for classic 9×9 puzzles, and this one has rules"
        ));
    }
    let Some(grid) = puzzle.grid.as_nine() else {
        let size = puzzle.grid.shape().size();
        return Err(format!(
            "line {line}: a {size}×{size} puzzle, and --near takes 9×9 ones"
        ));
    };
    near.add(&grid)
        .map_err(|unusable| format!("line {line}: {unusable}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> (Result<NearPuzzles, NearError>, String) {
        let path = std::env::temp_dir().join(format!("resol-near-{}.txt", text.len()));
        std::fs::write(&path, text).unwrap();
        let mut messages = Vec::new();
        let read = read_near(Input::File(path.clone()), Reading::default(), &mut messages);
        std::fs::remove_file(&path).unwrap();
        let messages = String::from_utf8(messages)
            .unwrap()
            .replace(&*path.to_string_lossy(), "FILE");
        (read, messages)
    }

    const HARD: &str =
        "5..2..3......8..9...2..4..66..1..9...1.....4...7..3..87..3..4...9..7..2...5..6..9";

    #[test]
    fn unusable_puzzles_are_reported_with_their_line_and_skipped() {
        let text = format!(
            "# hard\n{HARD}\n{}\n5...5{}\n1234341221434321\n.Cage~3~R1C1~R1C2\n12.4\n",
            ".".repeat(81),
            ".".repeat(76)
        );
        let (read, messages) = read(&text);
        let read = read.unwrap();
        assert_eq!((read.near.len(), read.skipped), (1, 5));
        assert_eq!(
            messages,
            "resol: FILE: line 3: more than one solution; skipped\n\
             resol: FILE: line 4: no solution; skipped\n\
             resol: FILE: line 5: a 4×4 puzzle, and --near takes 9×9 ones; skipped\n\
             resol: FILE: line 6: --near is defined for classic 9×9 puzzles, and this one has \
             rules; skipped\n\
             resol: FILE: line 7: incomplete grid (4 of 16 cells, begun on line 7), cut short \
             by the end of the input; skipped\n"
        );
    }

    #[test]
    fn a_file_without_a_usable_puzzle_is_an_error() {
        let (read, _) = read(&format!("{}\n", ".".repeat(81)));
        assert!(matches!(read, Err(NearError::NoneUsable { .. })));
    }
}
