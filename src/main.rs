//! The `resol` binary: parses flags, runs the batch, and turns its outcome into an exit status.

mod cli;
mod manual;
mod progress;

use std::io::{self, BufWriter, IsTerminal, LineWriter, Write};
use std::process::ExitCode;

use anyhow::Context;
use clap::Parser;
use resol::batch::{self, Generation, Input};

use crate::cli::Cli;
use crate::progress::{Measure, MessageWriter, ProgressDisplay, ProgressPolicy};

/// The exit statuses of `resol` (README, "Exit status").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Status {
    /// Every puzzle was well-formed (some may have no solution).
    Success = 0,
    /// At least one puzzle was malformed (all others were answered), an answer checked by
    /// `--check` was wrong, or a rating ran out of its `--rate-limit`.
    Faulty = 1,
    /// Usage error, unreadable input, or a write error other than a closed pipe.
    Failure = 2,
}

impl From<Status> for ExitCode {
    fn from(status: Status) -> ExitCode {
        ExitCode::from(status as u8)
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return help_or_usage_error(&error),
    };
    if let Err(error) = cli.check() {
        error.exit();
    }
    match run(&cli) {
        Ok(status) => status.into(),
        Err(error) => {
            let _ = writeln!(io::stderr(), "resol: {error:#}");
            Status::Failure.into()
        }
    }
}

/// What clap's parse gave instead of flags: the help or the version, written to standard output
/// (a write error other than a closed pipe reported, status 2), or a usage error, reported by
/// clap with its status.
fn help_or_usage_error(error: &clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if !matches!(
        error.kind(),
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion
    ) {
        error.exit();
    }
    let mut out = io::stdout().lock();
    let text = error.render();
    let written = if out.is_terminal() {
        write!(out, "{}", text.ansi())
    } else {
        write!(out, "{text}")
    };
    let written = written.and_then(|()| out.flush());
    match written {
        Err(error) if error.kind() != io::ErrorKind::BrokenPipe => {
            let _ = writeln!(io::stderr(), "resol: write error: {error}");
            Status::Failure.into()
        }
        _ => Status::Success.into(),
    }
}

/// Runs what the flags ask for and decides the exit status.
fn run(cli: &Cli) -> anyhow::Result<Status> {
    if let Some(status) = write_completions_or_manual(cli)? {
        return Ok(status);
    }
    let inputs = cli.inputs();
    let mut generation = cli.generation(random_seed);
    let near_skipped = read_near(cli, generation.as_mut())?;
    let interactive =
        generation.is_none() && inputs.contains(&Input::Stdin) && io::stdin().is_terminal();
    if let Some(answers) = &cli.check {
        // Checked here, so that a missing file is reported as such, before any puzzle is read.
        std::fs::File::open(answers)
            .with_context(|| format!("cannot read the answers {}", answers.display()))?;
    }
    if interactive {
        let _ = writeln!(io::stderr(), "resol: {}", batch::KEYBOARD);
    }
    let options = cli.options(interactive, random_seed);
    let display = ProgressPolicy::new(cli.quiet, interactive, |name| std::env::var_os(name))
        .show()
        .then(|| match &generation {
            Some(generation) => ProgressDisplay::new(Measure::Puzzles(generation.count)),
            None => ProgressDisplay::new(progress::measure(&inputs)),
        });
    let out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let messages = LineWriter::new(MessageWriter {
        display: display.as_ref(),
    });
    let progress = |done| {
        if let Some(display) = &display {
            display.update(done);
        }
    };
    let summary = match &generation {
        Some(generation) => batch::generate(
            generation,
            options.jobs,
            options.format,
            out,
            messages,
            &progress,
        ),
        None => batch::run_with_progress(&inputs, &options, out, messages, &progress),
    };
    if let Some(display) = &display {
        display.clear();
    }
    let summary = summary.context("write error")?;
    if cli.stats {
        let _ = writeln!(io::stderr(), "resol: {summary}");
    }
    Ok(if summary.unreadable > 0 {
        Status::Failure
    } else if summary.malformed > 0
        || summary.refused > 0
        || summary.binary > 0
        || summary.no_puzzle
        || near_skipped > 0
        || summary.cut_short > 0
        || summary.wrong.is_some_and(|wrong| wrong > 0)
    {
        Status::Faulty
    } else {
        Status::Success
    })
}

/// Reads the puzzles of `--near` into `generation`, reporting those skipped; returns how many
/// were.
fn read_near(cli: &Cli, generation: Option<&mut Generation>) -> anyhow::Result<u64> {
    let (Some(generation), Some(input)) = (generation, cli.near_input()) else {
        return Ok(0);
    };
    let read = batch::read_near(input, cli.reading(), io::stderr().lock())?;
    generation.near = Some(read.near);
    Ok(read.skipped)
}

/// A seed for a generation run that names none: random, from the hasher keys the standard
/// library draws from the operating system.
fn random_seed() -> u64 {
    use std::hash::{BuildHasher, RandomState};
    RandomState::new().hash_one(std::process::id())
}

/// Prints the completion script or manual page the flags ask for, if any.
fn write_completions_or_manual(cli: &Cli) -> anyhow::Result<Option<Status>> {
    let mut out = BufWriter::new(io::stdout().lock());
    let result = cli
        .write_generated(&mut out)
        .and_then(|written| out.flush().map(|()| written));
    match result {
        Ok(false) => Ok(None),
        Ok(true) => Ok(Some(Status::Success)),
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => Ok(Some(Status::Success)),
        Err(error) => Err(error).context("write error"),
    }
}
