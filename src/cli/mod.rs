//! The command line: clap's definition of `resol`'s flags; the parsers of their values are in
//! `values.rs`, what clap cannot check is in `check.rs`, their translation into the library's
//! plain [`Options`](resol::batch::Options) in `options.rs`.

use std::path::PathBuf;
use std::time::Duration;

use clap::Parser;
use clap_complete::Shell;
use resol::batch::Ratings;
use resol::draw::book::Paper;
use resol::format::OutputFormat;
use resol::format::chains::ChainNotation;
use resol::generate::Symmetry;
use resol::logic::Level;
use resol::shape::Shape;
use resol::solver::Algorithm;
use resol::symbols::Symbols;
use resol::variant::GlobalRule;

use self::values::Colour;
use self::values::{
    VariantRule, at_least_one, box_shape, by_name, cell_size, per_page, rating_range, seconds, size,
};
use crate::manual;

mod check;
pub mod options;
pub mod play;
pub mod printed;
mod values;

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
    /// a spaced grid). `candidates` (a PM grid) and `candidates-line` (729 characters) write
    /// each 9×9 puzzle's pencil marks, or with --hint the step and the marks after it.
    /// `fpuzzles` writes an f-puzzles link: the puzzle with its answer, with
    /// --true-candidates its true candidates as pencil marks, with --generate each puzzle made.
    /// `svg` and `png` draw every puzzle of the run in one picture, each with its answer in
    /// blue (or its true candidates, or as read with --print); `pdf` a book to print, a few
    /// puzzles a page, with --print and --generate their answers on the last pages. PNG and
    /// PDF are never written to a terminal: redirect standard output to a file.
    #[arg(short, long, value_name = "FORMAT", default_value = "auto",
          value_parser = by_name::<OutputFormat>())]
    pub format: OutputFormat,

    /// With --format svg or png: puzzles across each row of the picture [default: 3].
    #[arg(long, value_name = "N", value_parser = at_least_one::<usize>)]
    pub columns: Option<usize>,

    /// With --format svg or png: the side of a cell, in pixels (8 to 400) [default: 40]; the
    /// PNG is exactly the picture's size in pixels.
    #[arg(long, value_name = "PX", value_parser = cell_size)]
    pub cell_size: Option<u16>,

    /// With --format pdf: the paper, a4, letter or a5 [default: a4].
    #[arg(long, value_name = "NAME", value_parser = by_name::<Paper>())]
    pub paper: Option<Paper>,

    /// With --format pdf: puzzles a page, 1, 2, 4 or 6 [default: 4]; answers' pages hold more,
    /// smaller.
    #[arg(long, value_name = "N", value_parser = per_page)]
    pub per_page: Option<usize>,

    /// Solving engine: `fast` (band bitboards) or `classic` (the lesson's backtracking); both
    /// print identical results.
    #[arg(short, long, value_name = "ENGINE", default_value = "fast",
          value_parser = by_name::<Algorithm>())]
    pub algorithm: Algorithm,

    /// Worker threads for large streams [default: all cores]; output order never changes.
    #[arg(short, long, value_name = "N", value_parser = at_least_one::<u32>)]
    pub jobs: Option<u32>,

    /// Print each puzzle's number of solutions instead of a solution.
    #[arg(long, group = "mode")]
    pub count: bool,

    /// With --count: stop counting at N; a count that reaches it prints as `N+` [default: 2].
    #[arg(long, value_name = "N", value_parser = at_least_one::<u64>)]
    pub limit: Option<u64>,

    /// Print each puzzle's rating on Sudoku Explainer's scale, ER/EP/ED (e.g. 7.1/1.2/1.2).
    #[arg(long, group = "mode")]
    pub rate: bool,

    /// With --rate: the time each puzzle's rating may take, in seconds (0.5 is half a second);
    /// one that would take longer gets lower bounds, marked ≥ (≥10.5/1.2/1.2), and a message
    /// naming its line.
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    pub rate_limit: Option<Duration>,

    /// Print each puzzle's logic solve: the numbered steps in solving order (each the easiest
    /// deduction left at that point), then the grid.
    #[arg(long, group = "mode")]
    pub explain: bool,

    /// Print the next logic step of each grid, a puzzle or a game in progress.
    #[arg(long, group = "mode")]
    pub hint: bool,

    /// Print N new puzzles (minimal, one solution each) instead of reading any.
    #[arg(long, value_name = "N", group = "mode", conflicts_with = "files",
          value_parser = at_least_one::<u64>)]
    pub generate: Option<u64>,

    /// Check the answers of the file ANSWERS, paired with the puzzles in order: print `ok`, or
    /// `wrong: ` and the first fault; any valid completion is ok.
    #[arg(long, value_name = "ANSWERS", group = "mode")]
    pub check: Option<PathBuf>,

    /// Print each puzzle's minlex form: the smallest equivalent puzzle, as a line.
    #[arg(long, group = "mode")]
    pub canonical: bool,

    /// Print each puzzle as written unless an equivalent puzzle came earlier in the stream.
    #[arg(long, group = "mode")]
    pub dedup: bool,

    /// Take givens away from each puzzle until it is minimal, keeping its one solution.
    #[arg(long, visible_alias = "minimize", group = "mode")]
    pub minimise: bool,

    /// Print a random puzzle equivalent to each puzzle.
    #[arg(long, group = "mode")]
    pub shuffle: bool,

    /// Print each puzzle as read, in the form --format asks, without solving it: to convert
    /// between forms, or draw a board to print.
    #[arg(long, group = "mode")]
    pub print: bool,

    /// Print each puzzle's true candidates: the values that stand in each cell in at least one
    /// solution, as a candidate grid (--format candidates-line: one line); a unique puzzle's
    /// are its solution.
    #[arg(long, group = "mode")]
    pub true_candidates: bool,

    /// Add rules of the whole grid to every puzzle read, or made with --generate,
    /// comma-separated: x (both diagonals), windoku, disjoint, anti-knight, anti-king,
    /// nonconsecutive, knightmare, diagonal-nonconsecutive, self-taxicab, taxicab:D (no two
    /// cells exactly D orthogonal steps apart hold the same value; D at least 1, e.g.
    /// taxicab:3).
    #[arg(long, value_name = "LIST", value_delimiter = ',', value_parser = VariantRule)]
    pub variant: Vec<GlobalRule>,

    /// With --generate: give each puzzle a random jigsaw layout, N connected regions of N
    /// cells in place of the boxes, written after its givens (the jigsaw line form).
    #[arg(long)]
    pub jigsaw: bool,

    /// With --generate, --shuffle or --minimise: the seed; the same seed and options give the
    /// same output, whatever -j is [default: a random one, which --stats prints;
    /// --minimise without a seed goes in the cells' order].
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,

    /// With --generate: the symmetry of the pattern of givens [default: none; mirror =
    /// vertical; central, rotational, rotate180 = rot180; rotate90 = rot90; random = any].
    #[arg(long, value_name = "NAME", value_parser = by_name::<Symmetry>())]
    pub symmetry: Option<Symmetry>,

    /// With --generate: make each puzzle by changing a few givens of a puzzle of FILE (some
    /// removed, others added, then minimised), never one equivalent to a puzzle of FILE; `-`
    /// is standard input.
    #[arg(long, value_name = "FILE")]
    pub near: Option<PathBuf>,

    /// With --generate: keep puzzles whose Sudoku Explainer rating (ER) is in MIN..MAX; either
    /// end may be left out (7.0.., ..2.5).
    #[arg(long, value_name = "MIN..MAX", conflicts_with = "level", value_parser = rating_range)]
    pub rating: Option<Ratings>,

    /// With --generate: keep puzzles of this level (easy: ER up to 1.2, medium: to 1.5, hard: to
    /// 2.5, fiendish: to 6.0, diabolical: above).
    #[arg(long, value_name = "LEVEL", value_parser = by_name::<Level>())]
    pub level: Option<Level>,

    /// The size N of every puzzle (4 to 25, not prime), read and generated; without it each
    /// puzzle's size is read from its lines.
    #[arg(long, value_name = "N", value_parser = size)]
    pub size: Option<Shape>,

    /// Boxes of R rows by C columns (2x3, 3x2, 2x6): puzzles of size R·C with these boxes
    /// [default: the most square boxes with R ≤ C].
    #[arg(long = "box", value_name = "RxC", value_parser = box_shape)]
    pub box_shape: Option<Shape>,

    /// How symbols are read and written: standard (1-9 then A-Z, G = 16), letters (A = 1, as
    /// SPOJ and CodinGame write 16×16), hex (0-F for the 16 values of a hexadoku).
    #[arg(long, value_name = "NAME", default_value = "standard",
          value_parser = by_name::<Symbols>())]
    pub symbols: Symbols,

    /// With --explain or --hint: how the chains of chaining steps are written, link by link:
    /// se (Sudoku Explainer's words, a numbered sentence a link) or eureka (a line a chain,
    /// as forum answers write them) [default: se].
    #[arg(long, value_name = "NAME", value_parser = by_name::<ChainNotation>())]
    pub notation: Option<ChainNotation>,

    /// Play the first puzzle read (or, with --generate 1, a new one) in the terminal; `?` lists
    /// the keys. When the game ends, the board goes to standard output, which every mode reads
    /// and --play resumes from: a candidate grid (PM grid), or for another size or a variant
    /// an f-puzzles link with the pencil marks.
    #[arg(long, conflicts_with_all = ["count", "rate", "explain", "hint", "check", "canonical",
          "dedup", "minimise", "shuffle", "print", "true_candidates"])]
    pub play: bool,

    /// With --play: when the screen has colours: auto (unless NO_COLOR is set), always, never.
    #[arg(long, value_name = "WHEN", value_enum, default_value = "auto")]
    pub color: Colour,

    /// Print a summary on standard error at the end.
    #[arg(long)]
    pub stats: bool,

    /// Do not show the progress display on standard error.
    ///
    /// The display is shown only when standard error is a terminal (not a pipe), standard output
    /// is not, the puzzles are not typed at a terminal, the run lasts over 0.8 s, CI is not set
    /// and NO_COLOR is not set to a non-empty value. Nothing else changes: messages about
    /// malformed input are printed either way.
    #[arg(short, long)]
    pub quiet: bool,

    /// Print a completion script for SHELL and exit; no puzzles are read.
    #[arg(long, value_name = "SHELL", value_enum, conflicts_with = "man")]
    pub completions: Option<Shell>,

    /// Print the manual page (roff) and exit; no puzzles are read.
    #[arg(long)]
    pub man: bool,
}

/// `a`, `a or b`, `a, b or c`.
fn or_list(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => (*one).to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
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
    fn rating_ranges_read_either_end_open_in_tenths() {
        let tenths = |text| super::rating_range(text).map(|r| (r.low, r.high));
        assert_eq!(tenths("7.0.."), Ok((70, 200)));
        assert_eq!(tenths("..2.5"), Ok((0, 25)));
        assert_eq!(tenths("1.2..1.5"), Ok((12, 15)));
        assert_eq!(tenths(".."), Ok((0, 200)));
        assert_eq!(
            super::rating_range("7.0..").unwrap().asked,
            "--rating 7.0.."
        );
        for bad in [
            "7", "x..", "3..2", "..21", "-1..2", "12.0..", "1.0..1.0", "..1.1",
        ] {
            assert!(super::rating_range(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn two_modes_cannot_be_asked_together() {
        for pair in [
            ["--count", "--rate"],
            ["--explain", "--hint"],
            ["--rate", "--generate=3"],
            ["--canonical", "--dedup"],
            ["--shuffle", "--minimise"],
            ["--check=answers.txt", "--count"],
        ] {
            let both = Cli::try_parse_from(["resol", pair[0], pair[1]]);
            assert!(both.is_err(), "{pair:?}");
        }
    }

    #[test]
    fn a_seed_needs_a_mode_that_draws_from_it() {
        let checked = |args: &[&str]| Cli::try_parse_from(args).unwrap().check();
        assert!(checked(&["resol", "--seed=1"]).is_err());
        assert!(checked(&["resol", "--seed=1", "--count"]).is_err());
        for mode in ["--shuffle", "--minimise", "--minimize", "--generate=2"] {
            assert!(checked(&["resol", "--seed=1", mode]).is_ok(), "{mode}");
        }
    }

    #[test]
    fn a_rate_limit_is_seconds_above_zero_and_needs_rate() {
        let limit = |text| super::seconds(text);
        assert_eq!(limit("0.5"), Ok(std::time::Duration::from_millis(500)));
        assert_eq!(limit("2"), Ok(std::time::Duration::from_secs(2)));
        for bad in ["0", "-1", "x", "", "inf", "NaN", "1e30"] {
            assert!(limit(bad).is_err(), "{bad}");
        }
        let checked = |args: &[&str]| Cli::try_parse_from(args).unwrap().check();
        assert!(checked(&["resol", "--rate", "--rate-limit=0.5"]).is_ok());
        for mode in ["--explain", "--hint", "--generate=1", "--count"] {
            assert!(
                checked(&["resol", "--rate-limit=0.5", mode]).is_err(),
                "{mode}"
            );
        }
    }

    #[test]
    fn png_and_pdf_are_never_written_to_a_terminal_svg_and_text_are() {
        let checked = |args: &[&str], terminal| {
            let cli = Cli::try_parse_from(args).unwrap();
            cli.check().and_then(|()| cli.check_output(terminal))
        };
        for format in ["png", "pdf"] {
            let args = ["resol", "--format", format];
            let refused = checked(&args, true).unwrap_err().to_string();
            assert!(refused.contains("redirect standard output"), "{refused}");
            assert!(checked(&args, false).is_ok());
        }
        assert!(checked(&["resol", "--format", "svg"], true).is_ok());
        assert!(checked(&["resol"], true).is_ok());
        assert!(checked(&["resol", "--format", "png", "--man"], true).is_ok());
    }

    #[test]
    fn completions_and_man_cannot_be_asked_together() {
        let both = Cli::try_parse_from(["resol", "--man", "--completions", "bash"]);
        assert!(both.is_err());
    }
}
