//! The help's closing sections and the manual page: one text for `--help` and `--man`, with the
//! sections a user of a Unix filter looks for (synopsis, input, exit status, examples).

use std::io::{self, Write};

use clap::Command;
use roff::{Inline, Roff, bold, italic, roman};

/// A roff request without arguments.
const NO_ARGUMENTS: [&str; 0] = [];

/// A section of the long help and of the manual page: its title and its lines, which are
/// prose (filled as one paragraph in the manual page) or a table (kept line for line, each
/// 73 characters at most: the manual page indents them by 7 columns, and a terminal of 80
/// must hold them).
struct Section {
    title: &'static str,
    lines: &'static [&'static str],
    prose: bool,
}

const EXAMPLES: Section = Section {
    title: "Examples",
    prose: false,
    lines: &[
        "resol puzzle.txt                    solve a puzzle (grid or line form)",
        "resol < puzzle.txt                  the same, as a judge runs it",
        "resol -j4 puzzles.txt > answers.txt solve a file of puzzles on 4 threads",
        "resol --count puzzles.txt           number of solutions (2+: not unique)",
        "resol --format json puzzles.txt     one JSON object per puzzle",
        "resol --rate puzzles.txt            each rating, ER/EP/ED (as SE rates)",
        "resol --explain puzzle.txt          the logic solve, step by step",
        "resol --hint game.txt               the next step of a game in progress",
        "resol --generate 10 --level hard    ten new puzzles rated hard",
        "resol --check answers.txt cases.txt check answers (any valid one is ok)",
        "resol --dedup puzzles.txt           drop repeats of earlier puzzles",
        "resol --print -f pretty puzzles.txt draw each puzzle as a board",
        "resol --generate 5 --size 16        five new 16x16 puzzles",
        "resol killers.txt                   variant puzzles: killers, links",
        "resol --true-candidates puzzle.txt  each cell's values in some solution",
        "resol --play puzzle.txt > game.txt  play it; resume with --play game.txt",
        "resol -f svg killers.txt > k.svg    a picture of each puzzle, solved",
        "resol --generate 12 -f pdf > b.pdf  a book of puzzles, answers at the end",
    ],
};

const INPUT: Section = Section {
    title: "Input",
    prose: true,
    lines: &[
        "Text, any number of puzzles, the FILEs read in order as one stream. A line of 81 cells",
        "is a puzzle by itself (after 81 cells in a row, a blank starts an annotation, ignored);",
        "shorter lines add up to a grid of 81. A cell is a digit 1-9, or '.', '0' or '?' for a",
        "hole ('-', '_' and '*' too in a compact line of a whole puzzle); space, tab, '|', '+',",
        "'-' and ',' separate cells. Comment lines ('#'), text lines ('Grid 01'), blank lines,",
        "separator lines and the border lines of boxed boards are skipped; grids of pencil marks",
        "(candidates) and UTF-16 text with a byte-order mark are read too. A malformed puzzle is",
        "reported on standard error with its line, and every other one is answered; an input with",
        "a NUL byte in its first 8 KiB is binary, and skipped from that line on. Other sizes, 4x4",
        "to 25x25, are read without a flag: a line of N*N cells is a puzzle, a first line of N",
        "cells begins an N-row grid; symbols 1-9 then A-Z (G = 16), or numbers separated by",
        "blanks; --size, --box and --symbols force a reading. Variant puzzles are read one a",
        "line, without a flag: f-puzzles links and documents, the Interactive Sudoku Solver's",
        "constraint text, killers in the short or SudoCue form, jigsaws (givens, then",
        "regions); --variant adds rules of the whole grid to every puzzle. An input starting",
        "with a JPEG, PNG, WebP, BMP, GIF or TIFF signature is a picture: each Sudoku grid it",
        "shows is a puzzle, its reading checked by the solver (messages name the file).",
    ],
};

const EXIT_STATUS: Section = Section {
    title: "Exit status",
    prose: false,
    lines: &[
        "0  every puzzle was well-formed (some may have no solution)",
        "1  a puzzle was malformed, an input was binary, or the input held no",
        "   puzzle; a picture gave no puzzle, or a reading with no single",
        "   solution or in doubt; with --check, also: an answer was wrong; in a",
        "   9x9-only mode, also: a puzzle of another size; in a mode for classic",
        "   puzzles, or with --variant rules that do not fit, also: a variant",
        "   puzzle; with --rate-limit, also: a rating cut short; with --generate,",
        "   also: a puzzle given up, or a puzzle of --near's FILE skipped",
        "2  usage error, unreadable file, or a failed write (not a closed pipe)",
    ],
};

/// The text after the options in `-h`: the examples.
pub fn short_help_end() -> String {
    render_text(&[EXAMPLES])
}

/// The text after the options in `--help`: the input rules, the exit statuses, the examples.
pub fn long_help_end() -> String {
    render_text(&[INPUT, EXIT_STATUS, EXAMPLES])
}

fn render_text(sections: &[Section]) -> String {
    let blocks: Vec<String> = sections
        .iter()
        .map(|section| {
            let lines: Vec<String> = section.lines.iter().map(|l| format!("  {l}")).collect();
            format!("{}:\n{}", section.title, lines.join("\n"))
        })
        .collect();
    blocks.join("\n\n")
}

/// The synopsis: every form of the command, with the values its options take.
const SYNOPSIS: [&str; 10] = [
    "resol [-f FORMAT] [-a ENGINE] [-j N] [--count [--limit N]] [--stats] [-q] [FILE]...",
    "resol --rate|--explain|--hint [-f FORMAT] [-j N] [--stats] [-q] [FILE]...",
    "resol --generate N [--seed S] [--symmetry NAME | --near FILE] [--level LEVEL | --rating \
     MIN..MAX] [-f FORMAT] [-j N] [--stats]",
    "resol --check ANSWERS|--canonical|--dedup|--print [-f FORMAT] [-j N] [--stats] [-q] \
     [FILE]...",
    "resol --minimise|--shuffle [--seed S] [-f FORMAT] [-j N] [--stats] [-q] [FILE]...",
    "resol --play [--color WHEN] [FILE | --generate 1 [--seed S] [--level LEVEL]]",
    "resol [--print|--true-candidates|--generate N] -f svg|png [--columns N] [--cell-size PX] \
     [FILE]...",
    "resol [--print|--generate N] -f pdf [--paper NAME] [--per-page N] [FILE]...",
    "resol --completions SHELL",
    "resol --man",
];

/// A synopsis line set as manual pages set them: the command and its options in bold, the
/// values to fill in (capitalised words) in italics, brackets and dots in roman.
fn synopsis_line(form: &str) -> Vec<Inline> {
    let mut inlines = Vec::new();
    let mut rest = form;
    while !rest.is_empty() {
        let is_word = |c: char| c.is_ascii_alphanumeric() || c == '-';
        let starts_word = rest.starts_with(is_word);
        let end = rest
            .find(|c: char| is_word(c) != starts_word)
            .unwrap_or(rest.len());
        let (piece, tail) = rest.split_at(end);
        inlines.push(if !starts_word {
            roman(piece)
        } else if piece.chars().all(|c| c.is_ascii_uppercase()) {
            italic(piece)
        } else {
            bold(piece)
        });
        rest = tail;
    }
    inlines
}

/// Writes the manual page of `command`: clap's name, description and options, between a
/// synopsis that shows the option values and the input, exit status and example sections.
pub fn write_man_page(command: Command, out: &mut dyn Write) -> io::Result<()> {
    let man = clap_mangen::Man::new(command);
    man.render_title(out)?;
    man.render_name_section(out)?;
    let mut roff = Roff::new();
    roff.control("SH", ["SYNOPSIS"]);
    for form in SYNOPSIS {
        roff.text(synopsis_line(form));
        roff.control("br", NO_ARGUMENTS);
    }
    roff.to_writer(out)?;
    man.render_description_section(out)?;
    man.render_options_section(out)?;
    for section in [INPUT, EXIT_STATUS, EXAMPLES] {
        let mut roff = Roff::new();
        roff.control("SH", [section.title.to_uppercase().as_str()]);
        if section.prose {
            roff.text([roman(section.lines.join(" "))]);
        } else {
            roff.control("nf", NO_ARGUMENTS);
            for line in section.lines {
                roff.text([roman(*line)]);
            }
            roff.control("fi", NO_ARGUMENTS);
        }
        roff.to_writer(out)?;
    }
    man.render_version_section(out)
}

#[cfg(test)]
mod tests {
    use super::{EXAMPLES, EXIT_STATUS, INPUT};

    /// The longest line a section kept line for line may have.
    const WIDTH: usize = 73;

    #[test]
    fn lines_kept_as_they_are_fit_a_terminal_of_80_columns() {
        for section in [INPUT, EXIT_STATUS, EXAMPLES] {
            for line in section.lines.iter().filter(|_| !section.prose) {
                assert!(line.chars().count() <= WIDTH, "{line}");
            }
        }
    }
}
