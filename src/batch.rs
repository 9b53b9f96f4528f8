//! The batch driver: the only place that joins reading, solving and printing.
//!
//! Inputs are read in order as one stream of events (a puzzle, a malformed puzzle, an
//! unreadable input). Small inputs are answered on the calling thread. Larger ones flow through
//! a pipeline: one thread reads and cuts the stream into batches, `jobs` workers answer them,
//! and the calling thread prints them back in input order. A fixed number of batches is in
//! flight at any time, so memory stays bounded whatever the length of the stream.
//!
//! [`run_with_progress`] also reports how far the run has got (puzzles answered, bytes read)
//! to a caller's hook, every [`PROGRESS_EVERY`] puzzles and once at the end; drawing it is
//! the caller's business.

use std::collections::{BTreeMap, VecDeque};
use std::fs::File;
use std::io::{self, BufRead, Read, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use crate::format::{Answer, Count, Format, Printer};
use crate::parse::{ParseError, Puzzle, Puzzles};
use crate::solver::{Algorithm, count_solutions, solve};

/// Where puzzles are read from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// Standard input.
    Stdin,
    /// A file, named in messages by its path.
    File(PathBuf),
}

/// What to compute and how to print it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// The engine.
    pub algorithm: Algorithm,
    /// The output form.
    pub format: Format,
    /// Count solutions up to this limit instead of printing a solution.
    pub count_limit: Option<u64>,
    /// Worker threads for large streams (at least 1).
    pub jobs: usize,
    /// Answer each puzzle as soon as it is read and flush it at once (for terminals).
    pub interactive: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            algorithm: Algorithm::default(),
            format: Format::default(),
            count_limit: None,
            jobs: 1,
            interactive: false,
        }
    }
}

/// What a run did, for the exit status and `--stats`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Well-formed and malformed puzzles read.
    pub puzzles: u64,
    /// Puzzles with at least one solution.
    pub solved: u64,
    /// Puzzles without a solution.
    pub no_solution: u64,
    /// Malformed puzzles.
    pub malformed: u64,
    /// Puzzles with exactly one solution (counted only with a count limit above 1).
    pub unique: Option<u64>,
    /// Inputs that could not be opened or read.
    pub unreadable: u64,
    /// Whether standard output was closed before every result was written.
    pub output_closed: bool,
    /// Time from the start of the run to the last result.
    pub elapsed: Duration,
}

/// How far a run has got, as reported to a progress hook.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// Puzzles answered (printed or reported malformed), in input order.
    pub puzzles: u64,
    /// Bytes of input read up to the last puzzle answered (at the end: every byte read).
    pub bytes: u64,
}

/// Puzzles answered between two calls of the progress hook: rare enough to cost nothing next
/// to solving, frequent enough for a display that refreshes a few times a second.
pub const PROGRESS_EVERY: u64 = 256;

/// One step of the input stream.
#[derive(Debug)]
enum Event {
    /// A puzzle or a malformed puzzle, read by the time `read` bytes of all inputs were consumed;
    /// a fault's line is at `place`: the input's index and the line's number within it.
    Parsed {
        place: Option<(usize, u64)>,
        read: u64,
        result: Result<Puzzle, ParseError>,
    },
    /// Input number `input` could not be opened or read.
    Unreadable { input: usize, error: io::Error },
}

/// What is printed and reported for one event.
#[derive(Debug)]
enum Outcome {
    Answered {
        answer: Answer,
        read: u64,
    },
    Malformed {
        place: Option<(usize, u64)>,
        read: u64,
        error: ParseError,
    },
    Unreadable {
        input: usize,
        error: io::Error,
    },
}

/// Puzzles per batch: large enough that channel traffic is negligible next to solving,
/// small enough that a batch of hard puzzles does not leave a worker idle for long.
const BATCH: usize = 256;

/// Batches read ahead of the printer per worker; bounds the memory of the pipeline.
const WINDOW_PER_JOB: usize = 4;

/// Solves every puzzle of `inputs` in order, printing results to `out` and messages (prefixed
/// `resol:`) to `messages`. Returns the summary, or the error of a failed write to `out` (a
/// closed pipe is not an error: it ends the run quietly, see [`Summary::output_closed`]).
pub fn run<W: Write, E: Write>(
    inputs: &[Input],
    options: &Options,
    out: W,
    messages: E,
) -> io::Result<Summary> {
    run_with_progress(inputs, options, out, messages, &|_| {})
}

/// [`run`], calling `progress` on the calling thread every [`PROGRESS_EVERY`] puzzles answered
/// and once when the run ends. The hook sees only counts; what is printed does not depend on it.
pub fn run_with_progress<W: Write, E: Write>(
    inputs: &[Input],
    options: &Options,
    out: W,
    messages: E,
    progress: &dyn Fn(Progress),
) -> io::Result<Summary> {
    let started = Instant::now();
    let bytes = Arc::new(AtomicU64::new(0));
    let mut events = Events::new(inputs.to_vec(), Arc::clone(&bytes));
    let mut reporter = Reporter::new(inputs, options, out, messages, progress);
    let result = if options.interactive || options.jobs <= 1 {
        events.try_for_each(|event| reporter.report(answer(event, options)))
    } else {
        let first: Vec<Event> = events.by_ref().take(BATCH).collect();
        if first.len() < BATCH {
            first
                .into_iter()
                .try_for_each(|event| reporter.report(answer(event, options)))
        } else {
            run_parallel(first, events, options, &mut reporter)
        }
    };
    let result = result.and_then(|()| reporter.printer.flush());
    // Every byte read, including what follows the last puzzle.
    reporter.read = bytes.load(Ordering::Relaxed);
    reporter.report_progress();
    let mut summary = reporter.summary;
    summary.elapsed = started.elapsed();
    match result {
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => {
            summary.output_closed = true;
            Ok(summary)
        }
        Err(error) => Err(error),
        Ok(()) => Ok(summary),
    }
}

/// Answers the events on `options.jobs` workers and reports them in order.
fn run_parallel<W: Write, E: Write>(
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
        print_in_order(done_receiver, slot_sender, reporter)
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
fn print_in_order<W: Write, E: Write>(
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

/// Solves or counts a parsed puzzle, as the options ask.
fn answer(event: Event, options: &Options) -> Outcome {
    let (place, read, result) = match event {
        Event::Parsed {
            place,
            read,
            result,
        } => (place, read, result),
        Event::Unreadable { input, error } => return Outcome::Unreadable { input, error },
    };
    let puzzle = match result {
        Ok(puzzle) => puzzle,
        Err(error) => return Outcome::Malformed { place, read, error },
    };
    let count = options.count_limit.map(|limit| Count {
        found: count_solutions(&puzzle.grid, limit, options.algorithm),
        limit,
    });
    let wants_solution = count.is_none_or(|c| c.found > 0 && options.format == Format::Json);
    let solution = if wants_solution {
        solve(&puzzle.grid, options.algorithm)
    } else {
        None
    };
    Outcome::Answered {
        answer: Answer {
            puzzle,
            solution,
            count,
        },
        read,
    }
}

/// The events of the inputs, read one after another as one stream of puzzles: a grid may go on
/// from one input into the next, and line numbers count the lines of the whole stream.
struct Events {
    puzzles: Puzzles<Stream>,
    /// A result held back while the inputs that failed before it are reported.
    held: Option<Result<Puzzle, ParseError>>,
}

impl Events {
    fn new(inputs: Vec<Input>, bytes: Arc<AtomicU64>) -> Self {
        Events {
            puzzles: Puzzles::new(Stream::new(inputs, bytes)),
            held: None,
        }
    }

    /// The input a line of the stream comes from, and the line's number within it.
    fn locate(&self, line: u64) -> Option<(usize, u64)> {
        let starts = &self.puzzles.reader().starts;
        let &(first, input) = starts.iter().rev().find(|&&(first, _)| first <= line)?;
        Some((input, line - first + 1))
    }
}

impl Iterator for Events {
    type Item = Event;

    fn next(&mut self) -> Option<Event> {
        loop {
            if let Some((input, error)) = self.puzzles.reader_mut().failed.pop_front() {
                return Some(Event::Unreadable { input, error });
            }
            let result = match self.held.take().or_else(|| self.puzzles.next()) {
                Some(result) => result,
                // The last inputs may have failed after the last result.
                None if !self.puzzles.reader().failed.is_empty() => continue,
                None => return None,
            };
            let stream = self.puzzles.reader();
            if !stream.failed.is_empty() {
                // An input failed while this result was read: its message comes first.
                self.held = Some(result);
                continue;
            }
            if matches!(result, Err(ParseError::NoPuzzle)) && stream.any_failed {
                // The inputs that could not be read are reported already.
                return None;
            }
            let place = result
                .as_ref()
                .err()
                .and_then(ParseError::line)
                .and_then(|line| self.locate(line));
            return Some(Event::Parsed {
                place,
                read: stream.bytes.load(Ordering::Relaxed),
                result,
            });
        }
    }
}

/// Size of the stream's read buffer.
const READ_BUFFER: usize = 1 << 16;

fn open(input: &Input) -> io::Result<Box<dyn Read + Send>> {
    Ok(match input {
        Input::Stdin => Box::new(io::stdin()),
        Input::File(path) => Box::new(File::open(path)?),
    })
}

/// The inputs as one buffered reader, opened one after another. An input whose last line has no
/// line feed gets one, so that line never runs into the next input's first line. An input that
/// cannot be opened or read is set aside in `failed`, and the stream goes on with the next one.
struct Stream {
    inputs: Vec<Input>,
    next_input: usize,
    /// The input being read, and its index.
    current: Option<(usize, Box<dyn Read + Send>)>,
    buffer: Box<[u8]>,
    /// The bytes of `buffer` not consumed yet.
    start: usize,
    end: usize,
    /// Whether the bytes read from the current input so far end a line (true before the first).
    ends_line: bool,
    /// A line feed owed to an input that ended without one.
    owed_line_feed: bool,
    /// Line feeds read so far, owed ones included.
    lines: u64,
    /// For every input opened, the number of its first line in the stream, and its index.
    starts: Vec<(u64, usize)>,
    /// Inputs that could not be opened or read, not yet reported.
    failed: VecDeque<(usize, io::Error)>,
    any_failed: bool,
    /// Bytes consumed from all inputs so far.
    bytes: Arc<AtomicU64>,
}

impl Stream {
    fn new(inputs: Vec<Input>, bytes: Arc<AtomicU64>) -> Self {
        Stream {
            inputs,
            next_input: 0,
            current: None,
            buffer: vec![0; READ_BUFFER].into_boxed_slice(),
            start: 0,
            end: 0,
            ends_line: true,
            owed_line_feed: false,
            lines: 0,
            starts: Vec::new(),
            failed: VecDeque::new(),
            any_failed: false,
            bytes,
        }
    }

    /// Fills the empty buffer with the next bytes of the stream, or moves on to the next input.
    /// Returns `false` once the last input has ended.
    fn refill(&mut self) -> bool {
        if self.owed_line_feed {
            self.owed_line_feed = false;
            self.lines += 1;
            self.buffer[0] = b'\n';
            (self.start, self.end) = (0, 1);
            return true;
        }
        let Some((input, reader)) = &mut self.current else {
            return self.open_next();
        };
        match reader.read(&mut self.buffer) {
            Ok(0) => self.close_current(),
            Ok(read) => {
                let chunk = &self.buffer[..read];
                // `contains` is a memchr, so the body of a huge line costs next to nothing.
                if chunk.contains(&b'\n') {
                    self.lines += chunk.iter().filter(|&&byte| byte == b'\n').count() as u64;
                }
                self.ends_line = chunk[read - 1] == b'\n';
                (self.start, self.end) = (0, read);
            }
            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
            Err(error) => {
                let input = *input;
                self.set_aside(input, error);
                self.close_current();
            }
        }
        true
    }

    /// Leaves the current input.
    fn close_current(&mut self) {
        self.current = None;
        self.owed_line_feed = !self.ends_line;
        self.ends_line = true;
    }

    /// Makes the next input current, or sets it aside if it cannot be opened. Returns `false`
    /// when there is none left.
    fn open_next(&mut self) -> bool {
        let Some(input) = self.inputs.get(self.next_input) else {
            return false;
        };
        let index = self.next_input;
        self.next_input += 1;
        match open(input) {
            Ok(reader) => {
                self.starts.push((self.lines + 1, index));
                self.current = Some((index, reader));
            }
            Err(error) => self.set_aside(index, error),
        }
        true
    }

    /// Keeps input `input`'s failure for the events to report.
    fn set_aside(&mut self, input: usize, error: io::Error) {
        self.failed.push_back((input, error));
        self.any_failed = true;
    }
}

impl Read for Stream {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let available = self.fill_buf()?;
        let read = available.len().min(buf.len());
        buf[..read].copy_from_slice(&available[..read]);
        self.consume(read);
        Ok(read)
    }
}

impl BufRead for Stream {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        while self.start == self.end && self.refill() {}
        Ok(&self.buffer[self.start..self.end])
    }

    fn consume(&mut self, amount: usize) {
        self.start = (self.start + amount).min(self.end);
        // An owed line feed is served between two inputs, and was never read from either.
        if self.current.is_some() {
            self.bytes.fetch_add(amount as u64, Ordering::Relaxed);
        }
    }
}

/// Prints outcomes, writes their messages and keeps the summary.
struct Reporter<'a, W: Write, E: Write> {
    inputs: &'a [Input],
    printer: Printer<W>,
    messages: E,
    summary: Summary,
    flush_each: bool,
    /// The progress hook.
    progress: &'a dyn Fn(Progress),
    /// Bytes read from the inputs by the time the last puzzle reported was read.
    read: u64,
}

impl<'a, W: Write, E: Write> Reporter<'a, W, E> {
    fn new(
        inputs: &'a [Input],
        options: &Options,
        out: W,
        messages: E,
        progress: &'a dyn Fn(Progress),
    ) -> Self {
        let counts_unique = options.count_limit.is_some_and(|limit| limit > 1);
        Reporter {
            inputs,
            printer: Printer::new(out, options.format),
            messages,
            summary: Summary {
                unique: counts_unique.then_some(0),
                ..Summary::default()
            },
            flush_each: options.interactive,
            progress,
            read: 0,
        }
    }

    /// Calls the progress hook with the counts so far.
    fn report_progress(&self) {
        (self.progress)(Progress {
            puzzles: self.summary.puzzles,
            bytes: self.read,
        });
    }

    fn report(&mut self, outcome: Outcome) -> io::Result<()> {
        match outcome {
            Outcome::Answered { answer, read } => {
                self.read = read;
                self.tally(&answer);
                self.printer.answer(&answer)?;
            }
            Outcome::Malformed { place, read, error } => {
                self.read = read;
                self.summary.puzzles += 1;
                self.summary.malformed += 1;
                self.fault(place, &error);
                self.printer.malformed(&error)?;
            }
            Outcome::Unreadable { input, error } => {
                self.summary.unreadable += 1;
                self.unreadable(input, &error);
            }
        }
        if self.flush_each {
            self.printer.flush()?;
        }
        let answered = self.summary.puzzles;
        if answered > 0 && answered % PROGRESS_EVERY == 0 {
            self.report_progress();
        }
        Ok(())
    }

    fn tally(&mut self, answer: &Answer) {
        let summary = &mut self.summary;
        summary.puzzles += 1;
        let solutions = answer
            .count
            .map_or(u64::from(answer.solution.is_some()), |c| c.found);
        if solutions > 0 {
            summary.solved += 1;
        } else {
            summary.no_solution += 1;
        }
        if let Some(unique) = &mut summary.unique {
            *unique += u64::from(solutions == 1);
        }
    }

    /// Reports a malformed puzzle: `resol: line N: WHAT`, N counting the lines of the whole
    /// stream; with several inputs, followed by ` (INPUT, line M)`, where the line is in its own
    /// input. A failure to write a message cannot be reported anywhere, so it is ignored.
    fn fault(&mut self, place: Option<(usize, u64)>, error: &ParseError) {
        let _ = match place {
            Some((input, line)) if self.inputs.len() > 1 => {
                let name = match &self.inputs[input] {
                    Input::Stdin => "standard input".into(),
                    Input::File(path) => path.display().to_string(),
                };
                writeln!(self.messages, "resol: {error} ({name}, line {line})")
            }
            _ => writeln!(self.messages, "resol: {error}"),
        };
    }

    /// Reports an input that could not be opened or read: `resol: [FILE: ]WHY`.
    fn unreadable(&mut self, input: usize, error: &io::Error) {
        let _ = match &self.inputs[input] {
            Input::Stdin => writeln!(self.messages, "resol: {error}"),
            Input::File(path) => writeln!(self.messages, "resol: {}: {error}", path.display()),
        };
    }
}

#[cfg(test)]
mod tests {
    use std::cell::RefCell;
    use std::path::PathBuf;

    use super::{Input, Options, PROGRESS_EVERY, Progress, run, run_with_progress};

    const SOLVED: &str =
        "123456789456789123789123456214365897365897214897214365531642978642978531978531642";

    /// `puzzles` easy one-line puzzles (a solved grid with a third of its cells blanked),
    /// one malformed line in every 300, written to a file of its own.
    fn puzzle_file(name: &str, puzzles: usize) -> PathBuf {
        let mut text = String::new();
        for i in 0..puzzles {
            if i % 300 == 299 {
                text.push_str(&"x".repeat(81));
            } else {
                let line = SOLVED
                    .chars()
                    .enumerate()
                    .map(|(cell, digit)| if (cell * 7 + i) % 3 == 0 { '.' } else { digit });
                text.extend(line);
            }
            text.push('\n');
        }
        let path = std::env::temp_dir().join(format!("resol-batch-{}-{name}", std::process::id()));
        std::fs::write(&path, text).unwrap();
        path
    }

    fn options(jobs: usize) -> Options {
        Options {
            jobs,
            ..Options::default()
        }
    }

    #[test]
    fn the_progress_hook_ends_on_every_puzzle_and_every_byte() {
        let path = puzzle_file("progress", 2000);
        let length = std::fs::metadata(&path).unwrap().len();
        for jobs in [1, 4] {
            let calls = RefCell::new(Vec::new());
            let hook = |progress: Progress| calls.borrow_mut().push(progress);
            let inputs = [Input::File(path.clone())];
            let summary =
                run_with_progress(&inputs, &options(jobs), Vec::new(), Vec::new(), &hook).unwrap();
            let calls = calls.into_inner();
            assert_eq!(summary.puzzles, 2000);
            assert_eq!(
                calls.last(),
                Some(&Progress {
                    puzzles: 2000,
                    bytes: length
                })
            );
            assert_eq!(calls.len() as u64, 2000 / PROGRESS_EVERY + 1);
            assert!(calls.windows(2).all(|w| w[0].puzzles <= w[1].puzzles));
            assert!(calls.windows(2).all(|w| w[0].bytes <= w[1].bytes));
            // Every line is 82 bytes: progress counts the bytes of the puzzles answered.
            for progress in &calls {
                assert_eq!(progress.bytes, progress.puzzles * 82, "{jobs} jobs");
            }
        }
        std::fs::remove_file(path).unwrap();
    }

    proptest::proptest! {
        #![proptest_config(proptest::test_runner::Config::with_cases(64))]

        /// Cutting a text into files at line ends, each file keeping or losing the line feed it
        /// ends with, prints what the whole text prints: the inputs are one stream.
        #[test]
        fn files_cut_from_a_text_print_what_the_whole_text_prints(
            // Per line: its kind, whether a file ends after it, and whether that file keeps
            // the line feed.
            lines in proptest::collection::vec(
                (0..6usize, proptest::bool::ANY, proptest::bool::ANY),
                1..40,
            )
        ) {
            // Row `i % 9` of the solved grid with one hole: nine in a row make a grid puzzle.
            let row = |i: usize| {
                let digit = char::from(b'1' + (i % 9) as u8);
                SOLVED[9 * (i % 9)..9 * (i % 9) + 9].replacen(digit, ".", 1)
            };
            let texts: Vec<String> = lines
                .iter()
                .enumerate()
                .map(|(i, &(kind, _, _))| match kind {
                    0 => SOLVED.replacen('5', ".", 3),
                    1 | 2 => row(i),
                    3 => "# note".to_string(),
                    4 => String::new(),
                    _ => "1 2 x".to_string(),
                })
                .collect();
            let dir = std::env::temp_dir()
                .join(format!("resol-batch-{}-cut", std::process::id()));
            std::fs::create_dir_all(&dir).unwrap();
            let whole_path = dir.join("whole");
            let whole_text: String = texts.iter().map(|text| format!("{text}\n")).collect();
            std::fs::write(&whole_path, whole_text).unwrap();
            let mut files = Vec::new();
            let mut file = String::new();
            for (i, (text, &(_, cut, keep_line_feed))) in texts.iter().zip(&lines).enumerate() {
                file.push_str(text);
                let last = i + 1 == texts.len();
                if !(cut || last) || keep_line_feed {
                    file.push('\n');
                }
                if cut || last {
                    let path = dir.join(format!("part{i}"));
                    std::fs::write(&path, std::mem::take(&mut file)).unwrap();
                    files.push(Input::File(path));
                }
            }
            let printed = |inputs: &[Input]| {
                let mut out = Vec::new();
                let summary = run(inputs, &options(1), &mut out, Vec::new()).unwrap();
                (out, summary.puzzles, summary.solved, summary.malformed, summary.unreadable)
            };
            let whole = printed(&[Input::File(whole_path)]);
            let cut = printed(&files);
            std::fs::remove_dir_all(&dir).unwrap();
            proptest::prop_assert_eq!(whole, cut);
        }
    }

    #[test]
    fn the_line_feed_owed_to_an_unterminated_input_is_not_counted_as_read() {
        let path = std::env::temp_dir().join(format!("resol-batch-{}-owed", std::process::id()));
        std::fs::write(&path, SOLVED).unwrap();
        let last = RefCell::new(None);
        let hook = |progress: Progress| *last.borrow_mut() = Some(progress);
        let inputs = [Input::File(path.clone()), Input::File(path.clone())];
        let summary =
            run_with_progress(&inputs, &options(1), Vec::new(), Vec::new(), &hook).unwrap();
        assert_eq!((summary.puzzles, summary.malformed), (2, 0));
        let read = last.into_inner().unwrap().bytes;
        assert_eq!(read, 2 * SOLVED.len() as u64);
        std::fs::remove_file(path).unwrap();
    }

    #[test]
    fn the_progress_hook_changes_nothing_that_is_printed() {
        let path = puzzle_file("same-output", 1500);
        let inputs = [Input::File(path.clone())];
        let (mut plain_out, mut plain_messages) = (Vec::new(), Vec::new());
        let plain = run(&inputs, &options(1), &mut plain_out, &mut plain_messages).unwrap();
        for jobs in [1, 3, 8] {
            let (mut out, mut messages) = (Vec::new(), Vec::new());
            let summary =
                run_with_progress(&inputs, &options(jobs), &mut out, &mut messages, &|_| {})
                    .unwrap();
            assert_eq!(out, plain_out);
            assert_eq!(messages, plain_messages);
            assert_eq!(summary.puzzles, plain.puzzles);
            assert_eq!(summary.malformed, plain.malformed);
        }
        assert_eq!(plain.malformed, 5);
        std::fs::remove_file(path).unwrap();
    }
}
