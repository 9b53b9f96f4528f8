//! The ISS constraint types that are clues outside a row or a column (X-sums, skyscrapers,
//! numbered rooms), written as ISS writes them: the row or column (`R4`, `C2`), then the clue
//! read from its start (left, top), then the clue read from its end; an empty clue is none.

use super::Iss;
use crate::parse::variant::build::{Outside, outside, walk};
use crate::parse::variant::error::FormError;
use crate::variant::LARGEST_CLUE;

impl Iss {
    /// Reads an item of one of the types of this file, `kind`, with its arguments.
    pub(super) fn outside(&mut self, kind: &str, args: &[&str]) -> Result<(), FormError> {
        let n = self.b.n;
        let (id, clues) = args
            .split_first()
            .ok_or_else(|| FormError::rule(format!("a {kind} clue needs its row or column")))?;
        let index = id.get(1..).and_then(|i| i.parse::<usize>().ok());
        let index = index.filter(|i| (1..=n).contains(i)).map(|i| i as i64 - 1);
        let (start, step) = match (id.as_bytes().first(), index) {
            (Some(b'R'), Some(row)) => ((row, 0), (0, 1)),
            (Some(b'C'), Some(column)) => ((0, column), (1, 0)),
            _ => return Err(FormError::rule(format!("a {kind} clue beside '{id}'"))),
        };
        let forward = walk(n, start, step);
        for (i, clue) in clues.iter().take(2).enumerate() {
            if clue.is_empty() {
                continue;
            }
            // A clue no row can meet (0, or past the largest sum) is read: the puzzle has no
            // solution.
            let value = clue
                .parse::<u32>()
                .ok()
                .filter(|&value| value <= LARGEST_CLUE)
                .ok_or_else(|| FormError::rule(format!("a {kind} clue of '{clue}'")))?;
            let mut cells = forward.clone();
            if i == 1 {
                cells.reverse();
            }
            let kind = match kind {
                "XSum" => Outside::XSum,
                "Skyscraper" => Outside::Skyscraper,
                _ => Outside::NumberedRoom,
            };
            self.b.push(outside(kind, cells, value));
        }
        Ok(())
    }
}
