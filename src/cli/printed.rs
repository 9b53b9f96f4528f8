//! What the flags print instead of a run: the help, the version, a completion script or the
//! manual page, each written to standard output with a closed pipe taken as a normal end.

use std::io::{self, BufWriter, IsTerminal, Write};
use std::process::ExitCode;

use anyhow::Context;

use super::Cli;
use crate::status::Status;

/// What clap's parse gave instead of flags: the help or the version, written to standard output
/// (a write error other than a closed pipe reported, status 2), or a usage error, reported by
/// clap with its status.
pub fn help_or_usage_error(error: &clap::Error) -> ExitCode {
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

impl Cli {
    /// Prints the completion script or manual page the flags ask for, if any: the run's
    /// status when one was printed, `None` when neither was asked for.
    pub fn print_generated(&self) -> anyhow::Result<Option<Status>> {
        let mut out = BufWriter::new(io::stdout().lock());
        let result = self
            .write_generated(&mut out)
            .and_then(|written| out.flush().map(|()| written));
        match result {
            Ok(false) => Ok(None),
            Ok(true) => Ok(Some(Status::Success)),
            Err(error) if error.kind() == io::ErrorKind::BrokenPipe => Ok(Some(Status::Success)),
            Err(error) => Err(error).context("write error"),
        }
    }
}
