//! The `resol` binary: parses flags, runs the batch, and turns its outcome into an exit status.

mod cli;
mod manual;
mod progress;

use std::io::{self, BufWriter, IsTerminal, LineWriter, Write};
use std::process::ExitCode;

use anyhow::Context;
use clap::Parser;
use resol::batch::{self, Input, Summary};

use crate::cli::Cli;
use crate::progress::{MessageWriter, ProgressDisplay, ProgressPolicy};

/// The exit statuses of `resol` (README, "Exit status").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Status {
    /// Every puzzle was well-formed (some may have no solution).
    Success = 0,
    /// At least one puzzle was malformed; all others were answered.
    Malformed = 1,
    /// Usage error, unreadable input, or a write error other than a closed pipe.
    Failure = 2,
}

impl From<Status> for ExitCode {
    fn from(status: Status) -> ExitCode {
        ExitCode::from(status as u8)
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
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

/// Runs the batch over the inputs the flags name and decides the exit status.
fn run(cli: &Cli) -> anyhow::Result<Status> {
    if let Some(status) = generate(cli)? {
        return Ok(status);
    }
    let inputs = cli.inputs();
    let interactive = inputs.contains(&Input::Stdin) && io::stdin().is_terminal();
    let options = cli.options(interactive);
    let display = ProgressPolicy::new(cli.quiet, interactive, |name| std::env::var_os(name))
        .show()
        .then(|| ProgressDisplay::new(progress::total_bytes(&inputs)));
    let out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let messages = LineWriter::new(MessageWriter {
        display: display.as_ref(),
    });
    let summary = match &display {
        Some(display) => batch::run_with_progress(&inputs, &options, out, messages, &|done| {
            display.update(done)
        }),
        None => batch::run(&inputs, &options, out, messages),
    };
    if let Some(display) = &display {
        display.clear();
    }
    let summary = summary.context("write error")?;
    if cli.stats {
        print_stats(&summary);
    }
    Ok(if summary.unreadable > 0 {
        Status::Failure
    } else if summary.malformed > 0 || summary.binary > 0 || summary.no_puzzle {
        Status::Malformed
    } else {
        Status::Success
    })
}

/// Prints the completion script or manual page the flags ask for, if any.
fn generate(cli: &Cli) -> anyhow::Result<Option<Status>> {
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

/// The `--stats` summary, on standard error.
fn print_stats(summary: &Summary) {
    let seconds = summary.elapsed.as_secs_f64();
    let rate = if seconds > 0.0 {
        summary.puzzles as f64 / seconds
    } else {
        0.0
    };
    let mut counts = format!(
        "{} puzzles: {} solved, {} without solution, {} malformed",
        summary.puzzles, summary.solved, summary.no_solution, summary.malformed,
    );
    if let Some(unique) = summary.unique {
        counts += &format!(", {unique} unique");
    }
    if summary.binary > 0 {
        counts += &format!(", {} binary inputs skipped", summary.binary);
    }
    if summary.unreadable > 0 {
        counts += &format!(", {} inputs unreadable", summary.unreadable);
    }
    let _ = writeln!(
        io::stderr(),
        "resol: {counts}; {seconds:.3} s, {rate:.0} puzzles/s"
    );
}
