//! The thread pipeline for large streams: one thread reads the events and cuts them into
//! numbered batches, `jobs` workers answer the batches, and the calling thread reports them
//! back in input order. A fixed number of batches is in flight at any time, so memory stays
//! bounded whatever the length of the stream.

use std::collections::BTreeMap;
use std::io::{self, Write};
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::sync::{Arc, Mutex};
use std::thread;

use super::Options;
use super::answer::{Outcome, answer};
use super::events::{Event, Events};
use super::report::Reporter;

/// Events per batch: large enough that channel traffic is negligible next to solving, small
/// enough that a batch of hard puzzles does not leave a worker idle for long.
pub const BATCH: usize = 256;

/// Batches read ahead of the printer per worker; bounds the memory of the pipeline.
const WINDOW_PER_JOB: usize = 4;

/// Answers `first` and then the rest of the events on `options.jobs` workers, and reports them
/// in order.
pub fn run_parallel<W: Write, E: Write>(
    first: Vec<Event>,
    rest: Events,
    options: &Options,
    reporter: &mut Reporter<'_, W, E>,
) -> io::Result<()> {
    let window = options.jobs * WINDOW_PER_JOB;
    // A batch may be read only with a free slot of the window; the printer frees one per
    // batch printed. This is what keeps memory bounded when one batch is slow.
    let (slot_sender, slot_receiver) = sync_channel::<()>(window);
    for _ in 0..window {
        slot_sender.send(()).expect("the receiver is alive");
    }
    let (work_sender, work_receiver) = sync_channel::<(u64, Vec<Event>)>(window);
    let work_receiver = Arc::new(Mutex::new(work_receiver));
    let (done_sender, done_receiver) = sync_channel::<(u64, Vec<Outcome>)>(window);

    thread::scope(|scope| {
        scope.spawn(move || read_batches(first, rest, &slot_receiver, &work_sender));
        for _ in 0..options.jobs {
            let work = Arc::clone(&work_receiver);
            let done = done_sender.clone();
            scope.spawn(move || answer_batches(&work, &done, options));
        }
        drop(done_sender);
        // The printer takes its channel ends by value: when it stops on a write error they
        // drop with it, so the reader and the workers see closed channels and stop too, and
        // the scope can join them.
        report_in_order(done_receiver, slot_sender, reporter)
    })
}

/// Cuts the event stream into numbered batches, waiting for a free slot before each.
fn read_batches(
    first: Vec<Event>,
    mut rest: Events,
    slots: &Receiver<()>,
    work: &SyncSender<(u64, Vec<Event>)>,
) {
    let mut batch = first;
    for number in 0.. {
        if batch.is_empty() || slots.recv().is_err() || work.send((number, batch)).is_err() {
            return;
        }
        batch = rest.by_ref().take(BATCH).collect();
    }
}

/// A worker: answers batches until the work runs out or the printer stops.
fn answer_batches(
    work: &Mutex<Receiver<(u64, Vec<Event>)>>,
    done: &SyncSender<(u64, Vec<Outcome>)>,
    options: &Options,
) {
    loop {
        let next = work.lock().map(|receiver| receiver.recv());
        let Ok(Ok((number, events))) = next else {
            return;
        };
        let outcomes = events
            .into_iter()
            .map(|event| answer(event, options))
            .collect();
        if done.send((number, outcomes)).is_err() {
            return;
        }
    }
}

/// Reports batches in their input order, holding back those that finish early.
fn report_in_order<W: Write, E: Write>(
    done: Receiver<(u64, Vec<Outcome>)>,
    slots: SyncSender<()>,
    reporter: &mut Reporter<'_, W, E>,
) -> io::Result<()> {
    let mut early = BTreeMap::new();
    let mut next = 0;
    for (number, outcomes) in done {
        early.insert(number, outcomes);
        while let Some(outcomes) = early.remove(&next) {
            outcomes
                .into_iter()
                .try_for_each(|outcome| reporter.report(outcome))?;
            next += 1;
            // The reader may have finished and dropped its end: nothing to free then.
            let _ = slots.send(());
        }
    }
    Ok(())
}
