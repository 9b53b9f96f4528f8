//! Arbitrary bytes through the streaming parser.
//!
//! Asserts: no panic; every item carries a line number between 1 and the input's line count
//! (newlines + 1), with a grid's first line no later than its last; and reading the same bytes
//! through a reader that hands out one byte at a time, or a few at a time, gives the same
//! items as reading them from one slice.
#![no_main]

use std::io::BufReader;

use libfuzzer_sys::fuzz_target;
use resol::parse::{ParseError, Puzzle, Puzzles};

fn items<R: std::io::BufRead>(reader: R) -> Vec<String> {
    Puzzles::new(reader).map(|item| describe(&item)).collect()
}

fn describe(item: &Result<Puzzle, ParseError>) -> String {
    match item {
        Ok(puzzle) => format!("{puzzle:?}"),
        Err(error) => format!("{error:?} {error}"),
    }
}

fuzz_target!(|data: &[u8]| {
    let lines = data.iter().filter(|&&b| b == b'\n').count() as u64 + 1;
    let mut whole = Vec::new();
    for item in Puzzles::new(data) {
        let line = match &item {
            Ok(puzzle) => Some(puzzle.line),
            Err(error) => {
                match *error {
                    ParseError::GridOverflow { line, start, cells } => {
                        assert!(start >= 1 && start < line, "{error}");
                        assert!(cells > 81, "{error}");
                    }
                    ParseError::GridCutShort {
                        line, start, cells, ..
                    } => {
                        assert!(start >= 1 && start <= line, "{error}");
                        assert!(cells > 0 && cells < 81, "{error}");
                    }
                    ParseError::Read(_) => panic!("a slice cannot fail to read: {error}"),
                    _ => {}
                }
                error.line()
            }
        };
        if let Some(line) = line {
            assert!(
                line >= 1 && line <= lines,
                "line {line} of {lines}: {item:?}"
            );
        }
        whole.push(describe(&item));
    }
    assert!(!whole.is_empty(), "every input yields at least one item");
    assert_eq!(items(BufReader::with_capacity(1, data)), whole);
    let capacity = 2 + data.len() % 13;
    assert_eq!(items(BufReader::with_capacity(capacity, data)), whole);
});
