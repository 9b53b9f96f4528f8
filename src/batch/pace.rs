//! How many items a batch of the pipeline holds: about [`BATCH_WORK`] of work at the pace the
//! workers measured so far, and no more than a [`SPREAD`]th of the items read before it.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// The work a batch is sized to hold at the pace measured so far: long enough that channel
/// traffic is negligible next to it, short enough that the last batches of a stream keep every
/// worker busy.
const BATCH_WORK: Duration = Duration::from_millis(2);

/// A batch holds at most this fraction of the items read before it (and at least one): batches
/// grow with the stream, by an eighth each, rather than jump to their full size at once.
const SPREAD: u64 = 8;

/// How long the items mapped so far took, added over the workers: the reader sizes the next
/// batches from it.
#[derive(Default)]
pub(super) struct Pace {
    items: AtomicU64,
    nanos: AtomicU64,
}

impl Pace {
    /// Adds `items` mapped in `took`.
    pub(super) fn record(&self, items: usize, took: Duration) {
        // The two counts are read apart, so a reader may see one ahead of the other: a batch
        // size off by one batch's share is harmless.
        let nanos = u64::try_from(took.as_nanos()).unwrap_or(u64::MAX);
        self.nanos.fetch_add(nanos, Ordering::Relaxed);
        self.items.fetch_add(items as u64, Ordering::Relaxed);
    }

    /// Items for about [`BATCH_WORK`] at the pace so far, from 1 to `most` and to a
    /// [`SPREAD`]th of the `read` items before the batch; 1 until an item has been mapped.
    pub(super) fn batch(&self, most: usize, read: u64) -> usize {
        let items = self.items.load(Ordering::Relaxed);
        if items == 0 {
            return 1;
        }
        let nanos = self.nanos.load(Ordering::Relaxed).max(1);
        let fitting = (BATCH_WORK.as_nanos() as u64 * items / nanos).min(read / SPREAD);
        usize::try_from(fitting)
            .unwrap_or(usize::MAX)
            .clamp(1, most.max(1))
    }
}

#[cfg(test)]
mod tests {
    use super::{BATCH_WORK, Pace};

    #[test]
    fn batches_hold_about_the_work_of_their_time() {
        let pace = Pace::default();
        let long = 1 << 20;
        assert_eq!(pace.batch(256, long), 1, "one item until one is timed");
        pace.record(10, BATCH_WORK / 40);
        assert_eq!(pace.batch(1000, long), 400);
        assert_eq!(pace.batch(256, long), 256);
        assert_eq!(pace.batch(100, long), 100);
        // Early in a stream, an eighth of what was read.
        assert_eq!(pace.batch(256, 80), 10);
        assert_eq!(pace.batch(256, 3), 1);
        pace.record(10, BATCH_WORK * 20);
        assert_eq!(pace.batch(256, long), 1, "slow items travel alone");
        assert_eq!(pace.batch(0, long), 1);
    }
}
