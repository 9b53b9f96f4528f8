//! What the backtracking engines share: a search that calls a visitor with each solution, in
//! its order, asked for the first solution or for a count up to a limit.

use std::ops::ControlFlow;

/// The visitor a search calls with each solution, in its order, until it breaks.
pub(super) type Visitor<'a, G> = &'a mut dyn FnMut(&G) -> ControlFlow<()>;

/// The first solution `search` meets, if any.
pub(super) fn first_solution<G: Clone>(
    search: impl FnOnce(Visitor<G>) -> ControlFlow<()>,
) -> Option<G> {
    let mut first = None;
    let _ = search(&mut |grid: &G| {
        first = Some(grid.clone());
        ControlFlow::Break(())
    });
    first
}

/// How many solutions `search` meets, counting no further than `limit`.
pub(super) fn count_up_to<G>(
    limit: u64,
    search: impl FnOnce(Visitor<G>) -> ControlFlow<()>,
) -> u64 {
    let mut found = 0;
    let _ = search(&mut |_: &G| {
        found += 1;
        if found >= limit {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    found.min(limit)
}
