//! The command line: clap's definition of `resol`'s flags, and their translation into the
//! library's plain [`Options`].

use std::io::{self, Write};
use std::path::PathBuf;
use std::str::FromStr;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{CommandFactory, Parser};
use clap_complete::Shell;
use resol::Named;
use resol::batch::{Input, Options};
use resol::format::OutputFormat;
use resol::solver::Algorithm;

use crate::manual;

/// A Sudoku solver for the command line.
///
/// Reads Sudoku puzzles from FILEs, or standard input, and prints each one's solution in input
/// order: the lexicographically smallest one when there are several, `Sense solució` when there
/// is none. Results go to standard output; messages, each naming its line, to standard error.
#[derive(Parser, Debug)]
#[command(
    name = "resol",
    version,
    override_usage = "resol [OPTIONS] [FILE]...",
    after_help = manual::short_help_end(),
    after_long_help = manual::long_help_end()
)]
pub struct Cli {
    /// Files to read in order, as one stream of puzzles; `-` or none is standard input.
    #[arg(value_name = "FILE")]
    pub files: Vec<PathBuf>,

    /// Output format; `auto` keeps each puzzle's input form (a line puzzle gets a line, a grid
    /// a spaced grid).
    #[arg(short, long, value_name = "FORMAT", default_value = "auto",
          value_parser = by_name::<OutputFormat>())]
    pub format: OutputFormat,

    /// Solving engine: `fast` (band bitboards) or `classic` (the lesson's backtracking); both
    /// print identical results.
    #[arg(short, long, value_name = "ENGINE", default_value = "fast",
          value_parser = by_name::<Algorithm>())]
    pub algorithm: Algorithm,

    /// Worker threads for large streams [default: all cores]; output order never changes.
    #[arg(short, long, value_name = "N", value_parser = at_least_one::<u32>)]
    pub jobs: Option<u32>,

    /// Print each puzzle's number of solutions instead of a solution.
    #[arg(long)]
    pub count: bool,

    /// With --count: stop counting at N; a count that reaches it prints as `N+`.
    #[arg(long, value_name = "N", default_value_t = 2, requires = "count",
          value_parser = at_least_one::<u64>)]
    pub limit: u64,

    /// Print a summary on standard error at the end.
    #[arg(long)]
    pub stats: bool,

    /// Do not show the progress display on standard error.
    ///
    /// The display is shown only when standard error is a terminal (not a pipe), standard output
    /// is not, the run lasts over a second, and neither CI nor NO_COLOR is set. Nothing else
    /// changes: messages about malformed input are printed either way.
    #[arg(short, long)]
    pub quiet: bool,

    /// Print a completion script for SHELL and exit; no puzzles are read.
    #[arg(long, value_name = "SHELL", value_enum, conflicts_with = "man")]
    pub completions: Option<Shell>,

    /// Print the manual page (roff) and exit; no puzzles are read.
    #[arg(long)]
    pub man: bool,
}

/// Reads a whole number of at least 1; every such option words its errors alike.
fn at_least_one<T: FromStr + PartialOrd + From<u8>>(text: &str) -> Result<T, String> {
    match text.parse::<T>() {
        Ok(value) if value >= T::from(1) => Ok(value),
        Ok(_) => Err("must be at least 1".to_string()),
        Err(_) => Err("must be a whole number of at least 1".to_string()),
    }
}

/// A parser for a value chosen by name: clap lists the names in help and completions, accepts
/// their aliases too, and rejects any other.
fn by_name<T: Named + Send + Sync>() -> impl TypedValueParser<Value = T> {
    let values = T::NAMED.iter().map(|&(name, value)| {
        let aliases = T::ALIASES.iter().filter(move |&&(_, v)| v == value);
        PossibleValue::new(name).aliases(aliases.map(|&(alias, _)| alias))
    });
    PossibleValuesParser::new(values)
        .map(|name| T::from_name(&name).expect("clap accepts only the listed names"))
}

impl Cli {
    /// Checks what clap's definition cannot: `--count` prints numbers, which only the `auto`
    /// and `json` formats can hold.
    pub fn check(&self) -> Result<(), clap::Error> {
        if self.count && !matches!(self.format, OutputFormat::Auto | OutputFormat::Json) {
            let message = format!(
                "--count prints numbers, which --format {} cannot show (use auto or json)",
                self.format.name()
            );
            return Err(Cli::command().error(clap::error::ErrorKind::ArgumentConflict, message));
        }
        Ok(())
    }

    /// The inputs to read, in order.
    pub fn inputs(&self) -> Vec<Input> {
        if self.files.is_empty() {
            return vec![Input::Stdin];
        }
        let input = |path: &PathBuf| {
            if path.as_os_str() == "-" {
                Input::Stdin
            } else {
                Input::File(path.clone())
            }
        };
        self.files.iter().map(input).collect()
    }

    /// Writes what `--completions` or `--man` asks for to `out`; `Ok(false)` when neither was
    /// given.
    pub fn write_generated(&self, out: &mut dyn Write) -> io::Result<bool> {
        let mut command = Cli::command();
        if let Some(shell) = self.completions {
            // The generators panic on a failed write: they write to memory, and only the
            // finished script goes to `out`, where a closed pipe is an ordinary error.
            let name = command.get_name().to_owned();
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut command, name, &mut script);
            out.write_all(&script)?;
        } else if self.man {
            manual::write_man_page(command, out)?;
        } else {
            return Ok(false);
        }
        Ok(true)
    }

    /// The library options these flags ask for; `interactive` when a person types the input.
    pub fn options(&self, interactive: bool) -> Options {
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        Options {
            algorithm: self.algorithm,
            format: self.format,
            count_limit: self.count.then_some(self.limit),
            jobs: self.jobs.map_or(cores, |jobs| jobs as usize),
            interactive,
        }
    }
}

#[cfg(test)]
mod tests {
    use clap::{CommandFactory, Parser};

    use super::Cli;

    #[test]
    fn the_command_line_definition_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn no_generation_flag_means_nothing_is_written() {
        let cli = Cli::parse_from(["resol", "puzzles.txt"]);
        let mut out = Vec::new();
        assert!(!cli.write_generated(&mut out).unwrap());
        assert!(out.is_empty());
    }

    #[test]
    fn completions_and_man_cannot_be_asked_together() {
        let both = Cli::try_parse_from(["resol", "--man", "--completions", "bash"]);
        assert!(both.is_err());
    }
}
