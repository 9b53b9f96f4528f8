//! The `resol` binary: parses flags, runs the batch, and turns its outcome into an exit status.

mod cli;
mod manual;
mod progress;
mod status;

use std::io::{self, BufWriter, IsTerminal, LineWriter, Write};
use std::process::ExitCode;

use clap::Parser;
use resol::batch::{self, Input};

use crate::cli::Cli;
use crate::cli::options::random_seed;
use crate::progress::{MessageWriter, ProgressPolicy};
use crate::status::Status;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return cli::printed::help_or_usage_error(&error),
    };
    if let Err(error) = cli.check() {
        error.exit();
    }
    if let Err(error) = cli.check_output(io::stdout().is_terminal()) {
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

/// Runs what the flags ask for and decides the exit status.
fn run(cli: &Cli) -> anyhow::Result<Status> {
    if let Some(status) = cli.print_generated()? {
        return Ok(status);
    }
    if cli.play {
        return cli.play_game();
    }
    let inputs = cli.inputs();
    let mut generation = cli.generation(random_seed);
    let near_skipped = cli.read_near(generation.as_mut())?;
    let interactive =
        generation.is_none() && inputs.contains(&Input::Stdin) && io::stdin().is_terminal();
    cli.open_answers()?;
    if interactive {
        let _ = writeln!(io::stderr(), "resol: {}", batch::KEYBOARD);
    }
    let options = cli.options(interactive, random_seed);
    let policy = ProgressPolicy::new(cli.quiet, interactive, |name| std::env::var_os(name));
    let display = progress::display(&policy, &inputs, generation.as_ref());
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
            (options.format, options.drawing),
            out,
            messages,
            &progress,
        ),
        None => batch::run_with_progress(&inputs, &options, out, messages, &progress),
    };
    if let Some(display) = &display {
        display.clear();
    }
    let summary = summary.map_err(failed_output)?;
    if cli.stats {
        let _ = writeln!(io::stderr(), "resol: {summary}");
    }
    Ok(Status::of(&summary, near_skipped))
}

/// The error of a run whose output failed: a picture that could not be made is said as such,
/// anything else is a failed write.
fn failed_output(error: io::Error) -> anyhow::Error {
    let unmade = error
        .get_ref()
        .is_some_and(|inner| inner.is::<resol::draw::png::PngError>());
    match unmade {
        true => anyhow::Error::new(error),
        false => anyhow::Error::new(error).context("write error"),
    }
}
