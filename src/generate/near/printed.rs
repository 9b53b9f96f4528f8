//! The puzzles a run of the near search has printed, kept by canonical form so that no two
//! printed are equivalent.

use std::collections::HashSet;

use super::NearSearch;
use crate::canonical::canonical;
use crate::generate::improve::{Rated, TargetMissed};
use crate::grid::Grid;

/// The canonical forms of the puzzles printed so far in a run, so that no two are equivalent.
#[derive(Clone, Debug, Default)]
pub(crate) struct Printed(HashSet<Grid>);

impl Printed {
    /// The first of `hit` and the next hits of `search` that is not equivalent to a puzzle
    /// printed before, now recorded as printed; or the target missed.
    pub(crate) fn first_new(
        &mut self,
        mut hit: Result<Rated, TargetMissed>,
        search: &mut NearSearch<'_>,
    ) -> Result<Rated, TargetMissed> {
        loop {
            match hit {
                Ok(rated) if !self.0.insert(canonical(&rated.generated.puzzle).grid) => {
                    hit = search.next_hit();
                }
                other => return other,
            }
        }
    }
}
