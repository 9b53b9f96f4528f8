//! The thread pipeline for streams of work: one thread draws the items and cuts them into
//! numbered batches, `jobs` workers map the batches, and the calling thread reports the results
//! back in the items' order. A fixed number of batches is in flight at any time, so memory stays
//! bounded whatever the length of the stream.
//!
//! Batches are sized by the time items take: one item each until the first is done, then about
//! 2 ms of work at the pace measured so far (`pace.rs`). Quick items travel in large batches, so
//! channel traffic stays negligible; slow ones (variant puzzles, large grids) travel alone, so
//! that a short stream of them is shared by every worker rather than left to one. And a batch
//! holds at most an eighth of the items read before it, so that the slow items at the end of a
//! short stream whose start was quick are shared out too.
//!
//! Results are never held back for long: each worker puts every result where the calling
//! thread can take it before the batch ends, and the calling thread, once it has waited
//! [`IDLE_TICK`] for the next batch, takes the results finished so far and asks its [`Sink`] to
//! make them visible (flush the output, show progress); while results keep coming it does so
//! every [`FLUSH_EVERY`]. So a run stopped by a signal has written every result finished a
//! fraction of a second before, in order, while a fast run flushes a few times a second only.

use std::collections::BTreeMap;
use std::io;
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender, sync_channel};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use super::pace::Pace;

/// Batches read ahead of the printer per worker; bounds the memory of the pipeline.
const WINDOW_PER_JOB: usize = 4;

/// How long the calling thread waits for the next batch before it takes the results finished
/// so far and asks its sink to flush, and then again each time this passes.
pub const IDLE_TICK: Duration = Duration::from_millis(100);

/// While results keep coming, the sink is asked to flush this often at least.
pub const FLUSH_EVERY: Duration = Duration::from_millis(250);

/// Where results go, in the items' order.
pub trait Sink<O> {
    /// Takes the next result; an error stops the run.
    fn report(&mut self, result: O) -> io::Result<()>;

    /// Makes everything reported so far visible (the output flushed, progress shown): called
    /// while the pipeline waits for results, and every [`FLUSH_EVERY`] while they come.
    fn flush(&mut self) -> io::Result<()>;
}

/// How work is shared out.
#[derive(Clone, Copy, Debug)]
pub struct Sharing {
    /// Worker threads (at least 1).
    pub jobs: usize,
    /// Items per batch at most; batches hold fewer when items are slow (see [`Pace`]).
    pub batch: usize,
}

/// The batch a worker is on and its results so far, which the calling thread may take before
/// the batch ends.
struct Pending<O> {
    batch: Option<u64>,
    results: Vec<O>,
}

/// Maps every item with `work` on worker threads and hands the results to `sink` in the items'
/// order, on the calling thread; stops at the first error `sink` returns. A stream of one item
/// gets one worker.
pub fn map_in_order<I, O>(
    items: impl Iterator<Item = I> + Send,
    sharing: Sharing,
    work: &(impl Fn(I) -> O + Sync),
    sink: &mut impl Sink<O>,
) -> io::Result<()>
where
    I: Send,
    O: Send,
{
    let mut items = items.peekable();
    let first: Vec<I> = items.by_ref().take(1).collect();
    let jobs = match sharing.jobs > 1 && items.peek().is_some() {
        true => sharing.jobs,
        false => 1,
    };
    let pace = Pace::default();
    let window = jobs * WINDOW_PER_JOB;
    // A batch may be read only with a free slot of the window; the printer frees one per
    // batch reported. This is what keeps memory bounded when one batch is slow.
    let (slot_sender, slot_receiver) = sync_channel::<()>(window);
    for _ in 0..window {
        slot_sender.send(()).expect("the receiver is alive");
    }
    let (work_sender, work_receiver) = sync_channel::<(u64, Vec<I>)>(window);
    let work_receiver = Arc::new(Mutex::new(work_receiver));
    let (done_sender, done_receiver) = sync_channel::<(u64, Vec<O>)>(window);
    let pending: Vec<Mutex<Pending<O>>> = (0..jobs)
        .map(|_| {
            Mutex::new(Pending {
                batch: None,
                results: Vec::new(),
            })
        })
        .collect();

    let pace = &pace;
    thread::scope(|scope| {
        scope.spawn(move || {
            let sizes = |read| pace.batch(sharing.batch, read);
            read_batches(first, items, sizes, &slot_receiver, &work_sender);
        });
        for pending in &pending {
            let batches = Arc::clone(&work_receiver);
            let done = done_sender.clone();
            scope.spawn(move || map_batches(&batches, pending, pace, &done, work));
        }
        drop(done_sender);
        // The printer takes its channel ends by value: when it stops on a write error they
        // drop with it, so the reader and the workers see closed channels and stop too, and
        // the scope can join them.
        let printer = InOrder {
            pending: &pending,
            early: BTreeMap::new(),
            next: 0,
            flushed: Instant::now(),
        };
        printer.run(done_receiver, slot_sender, sink)
    })
}

/// Cuts the items into numbered batches of the sizes `size` gives at the time (told how many
/// items were read before), waiting for a free slot before each.
fn read_batches<I>(
    first: Vec<I>,
    mut rest: impl Iterator<Item = I>,
    size: impl Fn(u64) -> usize,
    slots: &Receiver<()>,
    work: &SyncSender<(u64, Vec<I>)>,
) {
    let (mut batch, mut read) = (first, 0);
    for number in 0.. {
        read += batch.len() as u64;
        if batch.is_empty() || slots.recv().is_err() || work.send((number, batch)).is_err() {
            return;
        }
        batch = rest.by_ref().take(size(read)).collect();
    }
}

/// A worker: maps batches until the work runs out or the printer stops, each result put in
/// `pending` as soon as it is done, and what the printer left of a batch sent when it ends;
/// the time each batch took goes to `pace`.
fn map_batches<I, O>(
    batches: &Mutex<Receiver<(u64, Vec<I>)>>,
    pending: &Mutex<Pending<O>>,
    pace: &Pace,
    done: &SyncSender<(u64, Vec<O>)>,
    work: &impl Fn(I) -> O,
) {
    let lock = || pending.lock().unwrap_or_else(PoisonError::into_inner);
    loop {
        let next = batches.lock().map(|receiver| receiver.recv());
        let Ok(Ok((batch, items))) = next else {
            return;
        };
        lock().batch = Some(batch);
        let (started, count) = (Instant::now(), items.len());
        for item in items {
            let result = work(item);
            lock().results.push(result);
        }
        pace.record(count, started.elapsed());
        let results = {
            let mut pending = lock();
            pending.batch = None;
            std::mem::take(&mut pending.results)
        };
        if done.send((batch, results)).is_err() {
            return;
        }
    }
}

/// The calling thread's side: results reported in their items' order.
struct InOrder<'a, O> {
    /// Each worker's batch in progress.
    pending: &'a [Mutex<Pending<O>>],
    /// Batches received before their turn.
    early: BTreeMap<u64, Vec<O>>,
    /// The batch whose results are reported next.
    next: u64,
    /// When the sink was last flushed.
    flushed: Instant,
}

impl<O> InOrder<'_, O> {
    /// Reports every batch in order, holding back those that finish early; while it waits,
    /// reports what the worker on the next batch has finished so far.
    fn run(
        mut self,
        done: Receiver<(u64, Vec<O>)>,
        slots: SyncSender<()>,
        sink: &mut impl Sink<O>,
    ) -> io::Result<()> {
        loop {
            let (batch, results) = match done.recv_timeout(IDLE_TICK) {
                Ok(received) => received,
                Err(RecvTimeoutError::Timeout) => {
                    self.take_finished(sink)?;
                    self.flush(sink)?;
                    continue;
                }
                Err(RecvTimeoutError::Disconnected) => return Ok(()),
            };
            self.early.insert(batch, results);
            while let Some(results) = self.early.remove(&self.next) {
                results
                    .into_iter()
                    .try_for_each(|result| sink.report(result))?;
                self.next += 1;
                // The reader may have finished and dropped its end: nothing to free then.
                let _ = slots.send(());
            }
            if self.flushed.elapsed() >= FLUSH_EVERY {
                self.flush(sink)?;
            }
        }
    }

    /// Reports the results the worker on the next batch has finished so far.
    fn take_finished(&mut self, sink: &mut impl Sink<O>) -> io::Result<()> {
        for pending in self.pending {
            let mut pending = pending.lock().unwrap_or_else(PoisonError::into_inner);
            if pending.batch == Some(self.next) {
                let results = std::mem::take(&mut pending.results);
                drop(pending);
                return results
                    .into_iter()
                    .try_for_each(|result| sink.report(result));
            }
        }
        Ok(())
    }

    fn flush(&mut self, sink: &mut impl Sink<O>) -> io::Result<()> {
        self.flushed = Instant::now();
        sink.flush()
    }
}

#[cfg(test)]
mod tests {
    use std::io;
    use std::time::{Duration, Instant};

    use super::{Sharing, Sink, map_in_order};

    /// A sink that keeps what it is given, and when.
    #[derive(Default)]
    struct Kept<O> {
        results: Vec<(O, Instant)>,
        flushes: Vec<Instant>,
        /// The report that fails, if any.
        fail_at: Option<usize>,
    }

    impl<O> Sink<O> for Kept<O> {
        fn report(&mut self, result: O) -> io::Result<()> {
            self.results.push((result, Instant::now()));
            match self.fail_at {
                Some(at) if at == self.results.len() => Err(io::Error::other("closed")),
                _ => Ok(()),
            }
        }

        fn flush(&mut self) -> io::Result<()> {
            self.flushes.push(Instant::now());
            Ok(())
        }
    }

    #[test]
    fn results_come_in_the_items_order_whatever_the_sharing() {
        let work = |item: u64| {
            // Uneven work, so that batches finish out of order.
            std::thread::sleep(Duration::from_micros(item % 7 * 50));
            item * item
        };
        for (jobs, batch) in [(1, 4), (2, 1), (3, 5), (8, 16), (4, 1000)] {
            let mut kept = Kept::default();
            let sharing = Sharing { jobs, batch };
            map_in_order(0..500u64, sharing, &work, &mut kept).unwrap();
            let seen: Vec<u64> = kept.results.iter().map(|&(square, _)| square).collect();
            let expected: Vec<u64> = (0..500).map(|item| item * item).collect();
            assert_eq!(seen, expected, "{jobs} jobs, batches of {batch}");
        }
    }

    /// How many of two workers mapped the items from `slow` on of the stream `0..items`, when
    /// those take `pause` each and the others no time.
    fn workers_on_slow_items(items: u32, slow: u32, pause: Duration) -> usize {
        let work = |item: u32| {
            if item >= slow {
                std::thread::sleep(pause);
            }
            format!("{:?}", std::thread::current().id())
        };
        let mut kept = Kept::default();
        let sharing = Sharing {
            jobs: 2,
            batch: 256,
        };
        map_in_order(0..items, sharing, &work, &mut kept).unwrap();
        let mut threads: Vec<String> = kept
            .results
            .into_iter()
            .skip(slow as usize)
            .map(|(thread, _)| thread)
            .collect();
        threads.sort();
        threads.dedup();
        threads.len()
    }

    #[test]
    fn a_short_stream_of_slow_items_is_shared_by_the_workers() {
        assert_eq!(workers_on_slow_items(8, 0, Duration::from_millis(20)), 2);
    }

    #[test]
    fn slow_items_after_quick_ones_are_shared_by_the_workers() {
        // A quick start makes the pace fast: the slow end must not travel in one batch.
        assert_eq!(workers_on_slow_items(48, 40, Duration::from_millis(30)), 2);
    }

    #[test]
    fn a_failed_report_stops_the_work() {
        let sharing = Sharing { jobs: 3, batch: 2 };
        let mut kept = Kept {
            fail_at: Some(50),
            ..Kept::default()
        };
        let result = map_in_order(0..10_000u32, sharing, &|item| item, &mut kept);
        assert!(result.is_err());
        assert_eq!(kept.results.len(), 50);
    }

    #[test]
    fn a_slow_item_holds_back_neither_the_results_before_it_nor_a_flush() {
        let slow = Duration::from_millis(800);
        let work = |item: u32| {
            if item == 3 {
                std::thread::sleep(slow);
            }
            item
        };
        let started = Instant::now();
        let mut kept = Kept::default();
        let sharing = Sharing { jobs: 1, batch: 8 };
        map_in_order(0..5u32, sharing, &work, &mut kept).unwrap();
        let (_, third) = kept.results[2];
        assert!(third - started < slow / 2, "{:?}", third - started);
        // The sink was flushed after the third result, while the slow one was worked on.
        assert!(
            kept.flushes
                .iter()
                .any(|&flush| flush > third && flush - started < slow)
        );
        let order: Vec<u32> = kept.results.iter().map(|&(item, _)| item).collect();
        assert_eq!(order, [0, 1, 2, 3, 4]);
    }
}
