//! The report: outcomes printed in order, their messages written, and the counts kept for the
//! exit status, `--stats` and the progress hook.

use std::io::{self, Write};
use std::time::Duration;

use super::Options;
use super::answer::Outcome;
use super::stream::{Failure, Input, Place};
use crate::format::{Answer, Printer};
use crate::parse::ParseError;

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

/// Prints outcomes, writes their messages and keeps the summary.
pub struct Reporter<'a, W: Write, E: Write> {
    inputs: &'a [Input],
    printer: Printer<W>,
    messages: E,
    summary: Summary,
    flush_each: bool,
    /// The progress hook.
    progress: &'a dyn Fn(Progress),
    /// Bytes read from the inputs by the time the last puzzle reported was read.
    bytes_read: u64,
}

impl<'a, W: Write, E: Write> Reporter<'a, W, E> {
    /// A reporter printing results to `out` and messages to `messages`.
    pub fn new(
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
            bytes_read: 0,
        }
    }

    /// Prints one outcome and writes its message, if any.
    pub fn report(&mut self, outcome: Outcome) -> io::Result<()> {
        match outcome {
            Outcome::Answered { answer, origin } => {
                self.bytes_read = origin.bytes_read;
                self.tally(&answer);
                self.printer.answer(&answer)?;
            }
            Outcome::Malformed { error, origin } => {
                self.bytes_read = origin.bytes_read;
                self.summary.puzzles += 1;
                self.summary.malformed += 1;
                self.fault(origin.place, &error);
                self.printer.malformed(&error)?;
            }
            Outcome::Unreadable(failure) => {
                self.summary.unreadable += 1;
                self.unreadable(&failure);
            }
        }
        if self.flush_each {
            self.printer.flush()?;
        }
        let answered = self.summary.puzzles;
        if answered > 0 && answered.is_multiple_of(PROGRESS_EVERY) {
            self.report_progress();
        }
        Ok(())
    }

    /// Ends the report once `bytes_read` bytes were read in all: flushes the output and tells
    /// the progress hook that every byte is done, even when the flush fails.
    pub fn finish(&mut self, bytes_read: u64) -> io::Result<()> {
        let flushed = self.printer.flush();
        self.bytes_read = bytes_read;
        self.report_progress();
        flushed
    }

    /// The counts so far.
    pub fn summary(&self) -> Summary {
        self.summary
    }

    /// Calls the progress hook with the counts so far.
    fn report_progress(&self) {
        (self.progress)(Progress {
            puzzles: self.summary.puzzles,
            bytes: self.bytes_read,
        });
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

    /// The name of an input in messages.
    fn name(&self, input: usize) -> String {
        match &self.inputs[input] {
            Input::Stdin => "standard input".into(),
            Input::File(path) => path.display().to_string(),
        }
    }

    /// Reports a malformed puzzle: `resol: line N: WHAT`, N counting the lines of the whole
    /// stream; with several inputs, followed by ` (INPUT, line M)`, where the line is in its own
    /// input. A failure to write a message cannot be reported anywhere, so it is ignored.
    fn fault(&mut self, place: Option<Place>, error: &ParseError) {
        let _ = match place {
            Some(place) if self.inputs.len() > 1 => {
                let name = self.name(place.input);
                let line = place.line;
                writeln!(self.messages, "resol: {error} ({name}, line {line})")
            }
            _ => writeln!(self.messages, "resol: {error}"),
        };
    }

    /// Reports an input that could not be opened or read: `resol: [FILE: ]WHY`.
    fn unreadable(&mut self, failure: &Failure) {
        let error = &failure.error;
        let _ = match &self.inputs[failure.input] {
            Input::Stdin => writeln!(self.messages, "resol: {error}"),
            Input::File(path) => writeln!(self.messages, "resol: {}: {error}", path.display()),
        };
    }
}
