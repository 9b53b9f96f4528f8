//! The fast path for the commonest input: a line of exactly 81 cell characters, or a 729-line
//! of candidates, read at once as the byte-by-byte path would read it.

use super::classes::ByteClass;
use super::{LineKind, LineScanner};
use crate::grid::CELLS;
use crate::parse::line_feed;
use crate::parse::marks::MARKS_LINE;
use crate::shape::MAX_CELLS;

/// The length of the line end of a line whose cells fill `chunk[..cells]`: a line feed, a
/// carriage return and a line feed, or a blank and an annotation up to the line feed. `None`
/// when something else follows the cells, or the line end is not in `chunk`.
fn line_end(chunk: &[u8], cells: usize) -> Option<usize> {
    match chunk.get(cells..cells + 2)? {
        [b'\n', _] => Some(1),
        b"\r\n" => Some(2),
        [b' ' | b'\t', _] => Some(line_feed(&chunk[cells + 1..])? + 2),
        _ => None,
    }
}

impl LineScanner {
    /// The fast path for the commonest input: when `chunk` starts a line with exactly 81 cell
    /// characters (`1`-`9` and holes) and its line end, or a blank and an annotation up to its
    /// line feed, reads that line at once, as the byte-by-byte path would, and returns the
    /// bytes used; [`LineScanner::end`] is then due. A 729-line of candidates is read at once
    /// too. Anything else (or a line not wholly in `chunk`) is `None` and goes through
    /// [`LineScanner::byte`].
    pub fn whole_line(&mut self, chunk: &[u8]) -> Option<usize> {
        if !self.at_line_start() || self.forced_cells.is_some_and(|cells| cells != CELLS) {
            return None;
        }
        if chunk.len() > MARKS_LINE && matches!(chunk[CELLS], b'0'..=b'9' | b'.') {
            return self.whole_marks_line(chunk);
        }
        let ending = line_end(chunk, CELLS)?;
        // Symbols above 9 are a fault in an 81-cell line; the state machine reports them.
        let mut values = [0; CELLS];
        for (value, &byte) in values.iter_mut().zip(&chunk[..CELLS]) {
            match self.classes[byte as usize] {
                ByteClass::Cell(cell) if cell <= 9 => *value = cell,
                _ => return None,
            }
        }
        self.cells.values[..CELLS].copy_from_slice(&values);
        // The characters as written tell how holes were (`--dedup` prints them so).
        self.characters[..CELLS].copy_from_slice(&chunk[..CELLS]);
        self.cells.len = CELLS;
        // The cells stand in a row: the columns of the first and last say so.
        (self.columns[0], self.columns[CELLS - 1]) = (1, CELLS as u32);
        self.column = CELLS as u64;
        self.kind = LineKind::Content;
        self.numbers.possible = false;
        Some(CELLS + ending)
    }

    /// [`LineScanner::whole_line`] for a 729-line: each digit at its place in its cell, or a
    /// hole.
    fn whole_marks_line(&mut self, chunk: &[u8]) -> Option<usize> {
        let ending = line_end(chunk, MARKS_LINE)?;
        let mut masks = [0; CELLS];
        for (mask, characters) in masks.iter_mut().zip(chunk[..MARKS_LINE].chunks_exact(9)) {
            for (place, &byte) in characters.iter().enumerate() {
                match byte {
                    b'.' | b'0' => {}
                    _ if usize::from(byte) == usize::from(b'1') + place => *mask |= 1 << place,
                    _ => return None,
                }
            }
        }
        self.marks_line.set(masks);
        // Only counted: the candidates are what the line holds.
        self.cells.len = MARKS_LINE;
        (self.columns[0], self.columns[MAX_CELLS - 1]) = (1, MAX_CELLS as u32);
        self.column = MARKS_LINE as u64;
        self.kind = LineKind::Content;
        self.numbers.possible = false;
        self.marks_row.possible = false;
        Some(MARKS_LINE + ending)
    }
}
