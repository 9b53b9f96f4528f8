//! Arbitrary bytes through the streaming parser, in every convention of symbols and with or
//! without a forced shape (the last byte picks them).
//!
//! Asserts: no panic; every item carries a line number between 1 and the input's line count
//! (newlines + 1), with a grid's first line no later than its last; every puzzle's values fit
//! its size, and a candidate grid's are its cells of one candidate; and reading the same bytes through a reader that hands out one byte at a time, or
//! a few at a time, gives the same items as reading them from one slice.
#![no_main]

use std::io::BufReader;

use libfuzzer_sys::fuzz_target;
use resol::parse::{ParseError, Puzzle, Puzzles, Reading};
use resol::shape::{SIZES, Shape};
use resol::symbols::Symbols;

fn items<R: std::io::BufRead>(reader: R, reading: Reading) -> Vec<String> {
    Puzzles::with_reading(reader, reading)
        .map(|item| describe(&item))
        .collect()
}

/// How the bytes are read: the last byte picks the symbols and, one time in two, a forced size.
fn reading(data: &[u8]) -> Reading {
    let last = usize::from(data.last().copied().unwrap_or(0));
    let symbols = [Symbols::Standard, Symbols::Letters, Symbols::Hex][last % 3];
    let shape =
        (last / 3 % 2 == 1).then(|| Shape::for_size(SIZES[last / 6 % SIZES.len()]).unwrap());
    Reading { symbols, shape }
}

fn describe(item: &Result<Puzzle, ParseError>) -> String {
    match item {
        Ok(puzzle) => format!("{puzzle:?}"),
        Err(error) => format!("{error:?} {error}"),
    }
}

fuzz_target!(|data: &[u8]| {
    let lines = data.iter().filter(|&&b| b == b'\n').count() as u64 + 1;
    let reading = reading(data);
    let mut whole = Vec::new();
    for item in Puzzles::with_reading(data, reading) {
        let line = match &item {
            Ok(puzzle) => {
                let shape = puzzle.grid.shape();
                assert!(reading.shape.is_none_or(|forced| forced == shape));
                assert!(
                    puzzle
                        .grid
                        .cells()
                        .iter()
                        .all(|&v| usize::from(v) <= shape.size())
                );
                // A candidate grid is 9×9, every cell keeps a candidate, and its values are
                // its cells of one candidate.
                if let Some(marks) = &puzzle.marks {
                    assert_eq!(puzzle.grid.as_nine(), Some(marks.values()));
                    assert!((0..81).all(|cell| !marks.get(cell).is_empty()));
                }
                Some(puzzle.line)
            }
            Err(error) => {
                match *error {
                    ParseError::GridOverflow { line, start, cells } => {
                        assert!(start >= 1 && start < line, "{error}");
                        assert!(cells > 1, "{error}");
                    }
                    ParseError::GridCutShort {
                        line,
                        start,
                        cells,
                        of,
                        ..
                    } => {
                        assert!(start >= 1 && start <= line, "{error}");
                        assert!(cells > 0 && cells < of, "{error}");
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
    assert_eq!(items(BufReader::with_capacity(1, data), reading), whole);
    let capacity = 2 + data.len() % 13;
    assert_eq!(
        items(BufReader::with_capacity(capacity, data), reading),
        whole
    );
});
