//! A time budget for rating: a deadline the chain searches look at every so many runs, and the
//! least difficulty the step being searched for can have when the deadline passes.
//!
//! The budget lives in a thread-local, so that the searches need not carry it: a rating runs
//! on one thread from start to end, and each worker thread rates its own puzzles. Without a
//! deadline (explaining, hinting, generating, rating without `--rate-limit`) nothing ever
//! expires, and every search runs exactly as it would without this module.
//!
//! **Cost.** The clock is read once every [`RUNS_PER_CHECK`] chain runs (a run of the
//! cheapest chains takes about a microsecond, a clock read some 25 ns, so the check costs
//! under 0.1 % of a search); otherwise a run pays one thread-local read and a branch.
//!
//! **After the deadline.** Every later run derives nothing (it stops at its assumption), so
//! the search under way ends within a few hundred cheap runs, whatever the nesting, and the
//! engine throws its result away: the step a search cut short returns need not be the one SE
//! takes.

use std::cell::Cell;
use std::time::{Duration, Instant};

use super::difficulty::Difficulty;

/// Chain runs between two looks at the clock: a power of two, so that the count is tested
/// with a mask. At nesting level 2 an outer run may take a millisecond, so the deadline is
/// overshot by some tens of milliseconds at most there, and by far less at the levels below.
pub const RUNS_PER_CHECK: u32 = 32;

/// The budget of the rating under way on this thread.
struct Budget {
    /// When the time runs out; `None` when no budget is set.
    deadline: Cell<Option<Instant>>,
    /// Chain runs since the budget was set.
    runs: Cell<u32>,
    /// Whether the deadline has passed (seen at a check).
    expired: Cell<bool>,
    /// The least difficulty of the step being searched for, as the engine and the nested
    /// chains last said; frozen when the deadline passes.
    floor: Cell<Difficulty>,
}

thread_local! {
    static BUDGET: Budget = const {
        Budget {
            deadline: Cell::new(None),
            runs: Cell::new(0),
            expired: Cell::new(false),
            floor: Cell::new(Difficulty::ZERO),
        }
    };
}

/// Runs `work` with a budget of `limit` from now on this thread (`work` asks [`expired`]
/// whether it ran out). The budget ends with `work`, also if it panics: what runs on the
/// thread afterwards runs without one.
pub fn within<R>(limit: Duration, work: impl FnOnce() -> R) -> R {
    /// Takes the budget away when dropped.
    struct Unset;
    impl Drop for Unset {
        fn drop(&mut self) {
            BUDGET.with(|budget| {
                budget.deadline.set(None);
                budget.expired.set(false);
            });
        }
    }
    // A limit too large for the clock is no limit.
    let deadline = Instant::now().checked_add(limit);
    BUDGET.with(|budget| {
        budget.deadline.set(deadline);
        budget.runs.set(0);
        budget.expired.set(false);
        budget.floor.set(Difficulty::ZERO);
    });
    let _unset = Unset;
    work()
}

/// Counts one chain run and says whether the time is up: the clock is read every
/// [`RUNS_PER_CHECK`] runs while a budget is set; without one, never.
#[inline]
pub fn tick() -> bool {
    BUDGET.with(|budget| {
        let Some(deadline) = budget.deadline.get() else {
            return false;
        };
        if !budget.expired.get() {
            let runs = budget.runs.get().wrapping_add(1);
            budget.runs.set(runs);
            if runs & (RUNS_PER_CHECK - 1) == 0 && Instant::now() >= deadline {
                budget.expired.set(true);
            }
        }
        budget.expired.get()
    })
}

/// Whether the budget of this thread has run out.
#[inline]
pub fn expired() -> bool {
    BUDGET.with(|budget| budget.expired.get())
}

/// Says that the search under way looks for a step of at least `least` difficulty; once the
/// budget has run out, the search that was under way then is the one that counts, and this
/// changes nothing.
#[inline]
pub fn searching(least: Difficulty) {
    BUDGET.with(|budget| {
        if !budget.expired.get() {
            budget.floor.set(least);
        }
    });
}

/// The least difficulty of the step that was being searched for when the budget ran out (or
/// is being searched for now).
pub fn floor() -> Difficulty {
    BUDGET.with(|budget| budget.floor.get())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_a_budget_nothing_expires() {
        for _ in 0..10 * RUNS_PER_CHECK {
            assert!(!tick());
        }
        assert!(!expired());
    }

    #[test]
    fn a_spent_budget_expires_at_the_next_check_and_freezes_the_floor() {
        let (floor, ran_out) = within(Duration::ZERO, || {
            searching(Difficulty::from_tenths(90));
            for _ in 1..RUNS_PER_CHECK {
                assert!(!tick(), "the clock is read only every so many runs");
            }
            assert!(tick() && expired());
            searching(Difficulty::from_tenths(95));
            (floor(), expired())
        });
        assert!(ran_out);
        assert_eq!(floor, Difficulty::from_tenths(90));
        let after = (0..RUNS_PER_CHECK).any(|_| tick());
        assert!(!after && !expired(), "the budget ended with its work");
    }

    #[test]
    fn a_budget_not_spent_leaves_the_work_alone() {
        let (runs, ran_out) = within(Duration::from_secs(3600), || {
            let runs = (0..10 * RUNS_PER_CHECK).filter(|_| !tick()).count();
            (runs, expired())
        });
        assert_eq!((runs, ran_out), (10 * RUNS_PER_CHECK as usize, false));
    }

    #[test]
    fn a_new_budget_starts_afresh() {
        let first = within(Duration::ZERO, || (0..RUNS_PER_CHECK).any(|_| tick()));
        let second = within(Duration::from_secs(3600), || tick() || expired());
        assert!(first && !second);
    }
}
