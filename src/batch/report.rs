//! The report: outcomes printed in order, their messages written, and the counts kept for the
//! exit status, `--stats` and the progress hook (a [`Summary`]).

use std::collections::HashSet;
use std::io::{self, Write};

use super::answer::Outcome;
use super::input::{Input, InputFault, InputFaultKind, Place};
use super::options::{Mode, Options};
use super::pipeline::Sink;
use super::summary::{Progress, Summary};
use crate::format::{Answer, Computed, Printer, Verdict};
use crate::grid::Grid;
use crate::parse::ParseError;
use crate::picture;
use crate::tools;

/// The reporter as the pipeline's sink: each outcome reported, and the output flushed and the
/// progress hook called whenever the pipeline asks (a few times a second, and while it waits
/// for a slow result).
impl<W: Write, E: Write> Sink<Outcome> for Reporter<'_, W, E> {
    fn report(&mut self, outcome: Outcome) -> io::Result<()> {
        Reporter::report(self, outcome)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.report_progress();
        self.printer.flush()
    }
}

/// Messages about malformed puzzles shown for one input; the rest are counted, and the count
/// is reported once that input ends.
pub const MESSAGES_PER_INPUT: u64 = 20;

/// The messages about the input being reported on.
#[derive(Clone, Copy, Debug, Default)]
struct MessageCount {
    /// The input, once a message was about it.
    input: Option<usize>,
    shown: u64,
    hidden: u64,
}

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
    messages_about: MessageCount,
    /// With `--dedup`, the canonical forms printed so far.
    seen: HashSet<Grid>,
    /// Whether a puzzle whose givens conflict gets a message naming the conflict (`--hint`,
    /// `--explain`: a person reads them).
    names_conflicts: bool,
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
        let counts_unique = options.mode.knows_uniqueness();
        let mode = &options.mode;
        Reporter {
            inputs,
            printer: Printer::new(out, options.format, options.reading.symbols)
                .with_chains(options.chains)
                .with_drawing(options.drawing),
            messages,
            summary: Summary {
                unique: counts_unique.then_some(0),
                unsolved: !mode.solves(),
                wrong: matches!(mode, Mode::Check { .. }).then_some(0),
                duplicates: (*mode == Mode::Dedup).then_some(0),
                shuffle_seed: match *mode {
                    Mode::Shuffle { seed } => Some(seed),
                    _ => None,
                },
                ..Summary::default()
            },
            flush_each: options.interactive,
            progress,
            bytes_read: 0,
            messages_about: MessageCount::default(),
            seen: HashSet::new(),
            names_conflicts: matches!(mode, Mode::Hint | Mode::Explain),
        }
    }

    /// Prints one outcome and writes its message, if any.
    pub fn report(&mut self, outcome: Outcome) -> io::Result<()> {
        match outcome {
            Outcome::Answered { answer, origin } => {
                self.bytes_read = origin.bytes_read;
                self.reached(origin.place.map(|place| place.input));
                self.tally(&answer);
                self.picture_notes(&answer);
                if let Some(note) = answer.note() {
                    self.message(origin.place, &note);
                }
                self.name_conflict(origin.place, &answer);
                if self.is_new(&answer) {
                    self.printer.answer(&answer)?;
                }
            }
            Outcome::LeftOver(fault) => {
                self.end_of_messages();
                self.summary.wrong = self.summary.wrong.map(|wrong| wrong + 1);
                self.printer.left_over(&fault)?;
            }
            Outcome::Malformed {
                error: ParseError::NoPuzzle,
                ..
            } => {
                self.summary.no_puzzle = true;
                self.message(None, &ParseError::NoPuzzle);
                self.printer.malformed(&ParseError::NoPuzzle)?;
            }
            Outcome::Malformed { error, origin } => {
                self.bytes_read = origin.bytes_read;
                self.summary.puzzles += 1;
                self.summary.malformed += 1;
                self.reached(origin.place.map(|place| place.input));
                self.fault(origin.place, &error);
                self.printer.malformed(&error)?;
            }
            Outcome::Refused { refusal, origin } => {
                self.bytes_read = origin.bytes_read;
                self.summary.puzzles += 1;
                self.summary.refused += 1;
                self.reached(origin.place.map(|place| place.input));
                self.fault(origin.place, &refusal);
                self.printer
                    .refused(&refusal.puzzle, &refusal.to_string())?;
            }
            Outcome::InputFault(fault) => {
                self.reached(Some(fault.input));
                self.end_of_messages();
                self.input_fault(&fault);
            }
        }
        if self.flush_each {
            self.printer.flush()?;
        }
        Ok(())
    }

    /// Ends the report once `bytes_read` bytes were read in all: ends the output (a picture
    /// form's document is written then) and tells
    /// the progress hook that every byte is done, even when the flush fails.
    pub fn finish(&mut self, bytes_read: u64) -> io::Result<()> {
        self.end_of_messages();
        let flushed = self.printer.finish();
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

    /// With `--hint` and `--explain`, says why a puzzle has no solution when its givens
    /// conflict: `resol: line 3: 5 repeats in row 3: r3c2, r3c8`.
    fn name_conflict(&mut self, place: Option<Place>, answer: &Answer) {
        if !self.names_conflicts || answer.verdict() != Verdict::None {
            return;
        }
        if let Some(conflict) = tools::conflict(
            &answer.puzzle.grid,
            answer.puzzle.variant.as_ref().map(|rules| &*rules.variant),
        ) {
            self.message(place, &format!("{}: {conflict}", answer.puzzle.whence()));
        }
    }

    /// For a puzzle read from a picture, what the solver's check changed or doubts; a reading
    /// without a single solution counts as misread.
    fn picture_notes(&mut self, answer: &Answer) {
        for note in picture::notes(&answer.puzzle) {
            self.message(None, &note);
        }
        if let Some(reading) = &answer.puzzle.picture {
            self.summary.misread += u64::from(!reading.doubtful.is_empty());
        }
    }

    /// Whether an answer is to be printed: with `--dedup`, only when its canonical form is
    /// new, and the others are counted.
    fn is_new(&mut self, answer: &Answer) -> bool {
        let Computed::Dedup(form) = answer.computed else {
            return true;
        };
        let new = self.seen.insert(form);
        if let Some(duplicates) = &mut self.summary.duplicates {
            *duplicates += u64::from(!new);
        }
        new
    }

    fn tally(&mut self, answer: &Answer) {
        let summary = &mut self.summary;
        summary.puzzles += 1;
        let verdict = answer.verdict();
        match verdict {
            Verdict::None => summary.no_solution += 1,
            Verdict::Unsolved => {}
            _ => summary.solved += 1,
        }
        if let (Some(wrong), Computed::Checked(Err(_))) = (&mut summary.wrong, &answer.computed) {
            *wrong += 1;
        }
        summary.cut_short += u64::from(answer.cut_short());
        if let Some(unique) = &mut summary.unique {
            *unique += u64::from(verdict == Verdict::Unique);
        }
    }

    /// The name of an input in messages.
    fn name(&self, input: usize) -> String {
        match &self.inputs[input] {
            Input::Stdin => "standard input".into(),
            Input::File(path) => path.display().to_string(),
        }
    }

    /// An outcome from `input` arrived: an earlier input has ended, and the count of its
    /// messages not shown is due.
    fn reached(&mut self, input: Option<usize>) {
        if input.is_some() && input != self.messages_about.input {
            self.end_of_messages();
        }
    }

    /// Reports how many messages about the last input were not shown, if any, and starts
    /// counting afresh.
    fn end_of_messages(&mut self) {
        let count = std::mem::take(&mut self.messages_about);
        if let (Some(input), hidden @ 1..) = (count.input, count.hidden) {
            let name = self.name(input);
            let _ = writeln!(
                self.messages,
                "resol: {hidden} more messages about {name} not shown"
            );
        }
    }

    /// Reports a malformed puzzle, unless [`MESSAGES_PER_INPUT`] were shown about its input
    /// already.
    fn fault(&mut self, place: Option<Place>, error: &dyn std::fmt::Display) {
        let count = &mut self.messages_about;
        if let Some(place) = place {
            count.input = Some(place.input);
            if count.shown == MESSAGES_PER_INPUT {
                count.hidden += 1;
                return;
            }
            count.shown += 1;
        }
        self.message(place, error);
    }

    /// Writes `resol: line N: WHAT`, N counting the lines of the whole stream; with several
    /// inputs, followed by ` (INPUT, line M)`, where the line is in its own input. A failure to
    /// write a message cannot be reported anywhere, so it is ignored.
    fn message(&mut self, place: Option<Place>, what: &dyn std::fmt::Display) {
        let _ = match place {
            Some(place) if self.inputs.len() > 1 => {
                let name = self.name(place.input);
                let line = place.line;
                writeln!(self.messages, "resol: {what} ({name}, line {line})")
            }
            _ => writeln!(self.messages, "resol: {what}"),
        };
    }

    /// Reports an input set aside: `resol: [FILE: ]WHY` for one that could not be read, the
    /// line of the NUL byte for a binary one.
    fn input_fault(&mut self, fault: &InputFault) {
        match &fault.kind {
            InputFaultKind::Unreadable(error) => {
                self.summary.unreadable += 1;
                let _ = match &self.inputs[fault.input] {
                    Input::Stdin => writeln!(self.messages, "resol: {error}"),
                    Input::File(path) => {
                        writeln!(self.messages, "resol: {}: {error}", path.display())
                    }
                };
            }
            &InputFaultKind::Binary {
                line,
                line_in_input,
            } => {
                self.summary.binary += 1;
                let place = Place {
                    input: fault.input,
                    line: line_in_input,
                };
                let what =
                    format!("line {line}: binary data (NUL byte); rest of the input skipped");
                self.message(Some(place), &what);
            }
            InputFaultKind::Picture(error) => {
                self.summary.misread += 1;
                let name = self.name(fault.input);
                let _ = writeln!(self.messages, "resol: {name}: {error}");
            }
        }
    }
}
