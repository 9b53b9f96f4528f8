//! The thread pipeline for large streams of work: one thread draws the items and cuts them into
//! numbered batches, `jobs` workers map the batches, and the calling thread reports the results
//! back in the items' order. A fixed number of batches is in flight at any time, so memory stays
//! bounded whatever the length of the stream.

use std::collections::BTreeMap;
use std::io;
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::sync::{Arc, Mutex};
use std::thread;

/// Batches read ahead of the printer per worker; bounds the memory of the pipeline.
const WINDOW_PER_JOB: usize = 4;

/// How work is shared out.
#[derive(Clone, Copy, Debug)]
pub struct Sharing {
    /// Worker threads; 1 maps every item on the calling thread.
    pub jobs: usize,
    /// Items per batch: large enough that channel traffic is negligible next to the work,
    /// small enough that a batch of slow items does not leave a worker idle for long.
    pub batch: usize,
}

/// Maps every item with `work` and hands the results to `report` in the items' order; stops
/// at the first error `report` returns. A stream shorter than one batch, or one job, is mapped
/// on the calling thread, item after item.
pub fn map_in_order<I, O>(
    mut items: impl Iterator<Item = I> + Send,
    sharing: Sharing,
    work: &(impl Fn(I) -> O + Sync),
    mut report: impl FnMut(O) -> io::Result<()>,
) -> io::Result<()>
where
    I: Send,
    O: Send,
{
    if sharing.jobs <= 1 {
        return items.try_for_each(|item| report(work(item)));
    }
    let first: Vec<I> = items.by_ref().take(sharing.batch).collect();
    if first.len() < sharing.batch {
        return first.into_iter().try_for_each(|item| report(work(item)));
    }
    let window = sharing.jobs * WINDOW_PER_JOB;
    // A batch may be read only with a free slot of the window; the printer frees one per
    // batch reported. This is what keeps memory bounded when one batch is slow.
    let (slot_sender, slot_receiver) = sync_channel::<()>(window);
    for _ in 0..window {
        slot_sender.send(()).expect("the receiver is alive");
    }
    let (work_sender, work_receiver) = sync_channel::<(u64, Vec<I>)>(window);
    let work_receiver = Arc::new(Mutex::new(work_receiver));
    let (done_sender, done_receiver) = sync_channel::<(u64, Vec<O>)>(window);

    thread::scope(|scope| {
        scope.spawn(move || {
            read_batches(first, items, sharing.batch, &slot_receiver, &work_sender);
        });
        for _ in 0..sharing.jobs {
            let batches = Arc::clone(&work_receiver);
            let done = done_sender.clone();
            scope.spawn(move || map_batches(&batches, &done, work));
        }
        drop(done_sender);
        // The printer takes its channel ends by value: when it stops on a write error they
        // drop with it, so the reader and the workers see closed channels and stop too, and
        // the scope can join them.
        report_in_order(done_receiver, slot_sender, &mut report)
    })
}

/// Cuts the items into numbered batches, waiting for a free slot before each.
fn read_batches<I>(
    first: Vec<I>,
    mut rest: impl Iterator<Item = I>,
    size: usize,
    slots: &Receiver<()>,
    work: &SyncSender<(u64, Vec<I>)>,
) {
    let mut batch = first;
    for number in 0.. {
        if batch.is_empty() || slots.recv().is_err() || work.send((number, batch)).is_err() {
            return;
        }
        batch = rest.by_ref().take(size).collect();
    }
}

/// A worker: maps batches until the work runs out or the printer stops.
fn map_batches<I, O>(
    batches: &Mutex<Receiver<(u64, Vec<I>)>>,
    done: &SyncSender<(u64, Vec<O>)>,
    work: &impl Fn(I) -> O,
) {
    loop {
        let next = batches.lock().map(|receiver| receiver.recv());
        let Ok(Ok((number, items))) = next else {
            return;
        };
        let results = items.into_iter().map(work).collect();
        if done.send((number, results)).is_err() {
            return;
        }
    }
}

/// Reports batches in their items' order, holding back those that finish early.
fn report_in_order<O>(
    done: Receiver<(u64, Vec<O>)>,
    slots: SyncSender<()>,
    report: &mut impl FnMut(O) -> io::Result<()>,
) -> io::Result<()> {
    let mut early = BTreeMap::new();
    let mut next = 0;
    for (number, results) in done {
        early.insert(number, results);
        while let Some(results) = early.remove(&next) {
            results.into_iter().try_for_each(&mut *report)?;
            next += 1;
            // The reader may have finished and dropped its end: nothing to free then.
            let _ = slots.send(());
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{Sharing, map_in_order};

    #[test]
    fn results_come_in_the_items_order_whatever_the_sharing() {
        let work = |item: u64| {
            // Uneven work, so that batches finish out of order.
            std::thread::sleep(std::time::Duration::from_micros(item % 7 * 50));
            item * item
        };
        for (jobs, batch) in [(1, 4), (2, 1), (3, 5), (8, 16), (4, 1000)] {
            let mut seen = Vec::new();
            let sharing = Sharing { jobs, batch };
            map_in_order(0..500u64, sharing, &work, |square| {
                seen.push(square);
                Ok(())
            })
            .unwrap();
            let expected: Vec<u64> = (0..500).map(|item| item * item).collect();
            assert_eq!(seen, expected, "{jobs} jobs, batches of {batch}");
        }
    }

    #[test]
    fn a_failed_report_stops_the_work() {
        let sharing = Sharing { jobs: 3, batch: 2 };
        let mut reported = 0;
        let result = map_in_order(0..10_000u32, sharing, &|item| item, |_| {
            reported += 1;
            if reported == 50 {
                Err(std::io::Error::other("closed"))
            } else {
                Ok(())
            }
        });
        assert!(result.is_err());
        assert_eq!(reported, 50);
    }
}
