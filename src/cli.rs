//! The command line: clap's definition of `resol`'s flags, and their translation into the
//! library's plain [`Options`].

use std::io::{self, Write};
use std::path::PathBuf;

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{CommandFactory, Parser};
use clap_complete::Shell;
use resol::Named;
use resol::batch::{Input, Options};
use resol::format::OutputFormat;
use resol::solver::Algorithm;

const EXAMPLES: &str = "\
Examples:
  resol puzzle.txt                    solve a puzzle (grid or one-line form)
  resol < puzzle.txt                  the same, as a judge runs it
  resol -j4 puzzles.txt > answers.txt solve a file of puzzles on 4 threads
  resol --count puzzles.txt           print each puzzle's number of solutions (2+ = not unique)
  resol --format json puzzles.txt     one JSON object per puzzle";

/// Solves Sudoku puzzles: reads them from FILEs (or standard input) and prints each one's
/// lexicographically smallest solution, or `Sense solució` when it has none.
#[derive(Parser, Debug)]
#[command(name = "resol", version, about, after_help = EXAMPLES)]
pub struct Cli {
    /// Files to read in order, as one stream of puzzles; `-` or none is standard input.
    #[arg(value_name = "FILE")]
    pub files: Vec<PathBuf>,

    /// Output format; `auto` keeps each puzzle's input form.
    #[arg(short, long, value_name = "FORMAT", default_value = "auto",
          value_parser = by_name::<OutputFormat>())]
    pub format: OutputFormat,

    /// Solving engine: `fast` (band bitboards) or `classic` (the lesson's backtracking); both
    /// print identical results.
    #[arg(short, long, value_name = "ENGINE", default_value = "fast",
          value_parser = by_name::<Algorithm>())]
    pub algorithm: Algorithm,

    /// Worker threads for large streams [default: all cores]; output order never changes.
    #[arg(short, long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub jobs: Option<u32>,

    /// Print each puzzle's number of solutions instead of a solution.
    #[arg(long)]
    pub count: bool,

    /// With --count: stop counting at N; a count that reaches it prints as `N+`.
    #[arg(long, value_name = "N", default_value_t = 2, requires = "count",
          value_parser = clap::value_parser!(u64).range(1..))]
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

/// A parser for a value chosen by name: clap lists the names in help and completions, and
/// rejects any other.
fn by_name<T: Named + Send + Sync>() -> impl TypedValueParser<Value = T> {
    PossibleValuesParser::new(T::names())
        .map(|name| T::from_name(&name).expect("clap accepts only the listed names"))
}

impl Cli {
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
            clap_mangen::Man::new(command).render(out)?;
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
