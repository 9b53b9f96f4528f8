//! The grammar, case by case: texts and the puzzles or faults they read as.

mod candidates;
mod holes;
mod pasted;
mod sizes;
mod variants;

use super::error::HOLES;
use super::*;
use crate::symbols::Symbols;

/// The seed lesson's puzzle in the line form.
const LINE: &str =
    ".....23.7.....645.1..93........618...48...56...642........75..8.291.....4.56.....";

/// A result as the cases below state it: a puzzle's first line and form, or a fault's message.
type Read = Result<(u64, PuzzleForm), String>;

fn read_with(capacity: usize, text: &[u8]) -> Vec<Read> {
    let reader = std::io::BufReader::with_capacity(capacity, text);
    Puzzles::new(reader)
        .map(|result| {
            result
                .map(|puzzle| (puzzle.line, puzzle.form))
                .map_err(|error| error.to_string())
        })
        .collect()
}

fn puzzles(text: &str) -> Vec<Puzzle> {
    Puzzles::new(text.as_bytes())
        .collect::<Result<_, _>>()
        .unwrap()
}

/// The seed puzzle in the lesson's spaced grid form.
fn seed_grid() -> String {
    LINE.as_bytes()
        .chunks(9)
        .map(|row| {
            let cells: Vec<String> = row.iter().map(|&b| char::from(b).to_string()).collect();
            cells.join(" ") + "\n"
        })
        .collect()
}

fn line_puzzle(line: u64) -> Read {
    Ok((line, PuzzleForm::Line))
}

fn fault(message: &str) -> Read {
    Err(message.to_string())
}

/// Every case: what it shows, the text, and what it reads as. Each is read through buffers of
/// several sizes, down to one byte, which must never change the outcome.
fn cases() -> Vec<(&'static str, Vec<u8>, Vec<Read>)> {
    let grid = seed_grid();
    let rows: Vec<&str> = grid.lines().collect();
    let bad = LINE.replacen('.', "x", 1);
    let mut utf8 = LINE.as_bytes()[..78].to_vec();
    utf8.extend_from_slice("é".as_bytes());
    utf8.extend_from_slice(b"\x00\xFF\n");
    vec![
        (
            "a line of 81 cells",
            format!("{LINE}\n").into(),
            vec![line_puzzle(1)],
        ),
        (
            "nine spaced rows",
            grid.clone().into(),
            vec![Ok((1, PuzzleForm::Grid))],
        ),
        (
            "line numbers count comments and blank lines",
            format!("# c\n\n{LINE}\n\n{LINE}\n").into(),
            vec![line_puzzle(3), line_puzzle(5)],
        ),
        (
            "a bad character takes a cell and the next puzzle survives",
            format!("{bad}\n{LINE}\n").into(),
            vec![
                fault("line 1: unexpected character 'x' in column 1"),
                line_puzzle(2),
            ],
        ),
        (
            "non-ASCII, NUL and invalid UTF-8 are one cell each; the first is named",
            utf8,
            vec![fault("line 1: unexpected character 'é' in column 79")],
        ),
        (
            "a NUL byte is named by its code point",
            b"\x00\n".to_vec(),
            vec![fault("line 1: unexpected character U+0000 in column 1")],
        ),
        (
            "an invalid byte",
            b"1\xFF".to_vec(),
            vec![fault("line 1: invalid UTF-8 byte 0xFF in column 2")],
        ),
        (
            "a byte-order mark after the very start is a fault",
            "1\n\u{FEFF}\n\u{200B}\n".into(),
            vec![fault("line 2: unexpected character U+FEFF in column 1")],
        ),
        (
            "a line of more than 81 cells drops the grid in progress",
            format!("123\n{LINE}1\n{LINE}\n").into(),
            vec![
                fault("line 2: more than 81 cells on one line"),
                line_puzzle(3),
            ],
        ),
        (
            "a line overflowing a grid drops it and reading resumes",
            format!(
                "{}\n1 2 3 4 5 6 7 8 9 1\n{}\n{LINE}\n",
                rows[..8].join("\n"),
                rows[0]
            )
            .into(),
            vec![
                fault("line 9: too many cells: the grid begun on line 1 would hold 82"),
                fault(
                    "line 11: incomplete grid (9 of 81 cells, begun on line 10), cut short by \
                     the 81-cell puzzle on this line",
                ),
                line_puzzle(11),
            ],
        ),
        (
            "a grid cut short by the end names its first and last lines",
            b"1 2 3\n\n4 5 6\n".to_vec(),
            vec![fault(
                "line 3: incomplete grid (6 of 81 cells, begun on line 1), cut short by the end \
                 of the input",
            )],
        ),
        (
            "an empty input",
            Vec::new(),
            vec![fault("no puzzle in the input")],
        ),
        (
            "comments and separator lines alone",
            b"# only\n\n---+---\n".to_vec(),
            vec![fault("no puzzle in the input")],
        ),
        (
            "a line of a million cells is one fault",
            "1".repeat(1 << 20).into(),
            vec![fault("line 1: more than 81 cells on one line")],
        ),
        (
            "a lone carriage return is a fault",
            format!("{}\r{}\n", &LINE[..40], &LINE[40..]).into(),
            vec![fault("line 1: unexpected character U+000D in column 41")],
        ),
        (
            "skipped comment and over-long line tails end at their line feed",
            format!(
                "# one\r\n#\n{LINE}\n{}x\u{e9}\r\n{LINE}\n# last",
                "1".repeat(200)
            )
            .into(),
            vec![
                line_puzzle(3),
                fault("line 4: more than 81 cells on one line"),
                line_puzzle(5),
            ],
        ),
        (
            "a HoDoKu board: its border lines are skipped and their dots are no holes",
            hodoku_board().into(),
            vec![Ok((2, PuzzleForm::Grid))],
        ),
        (
            "a Sudoku Explainer board, in dots and in spaced digits",
            explainer_board().into(),
            vec![Ok((2, PuzzleForm::Grid))],
        ),
        (
            "border lines with `=` rules and corner marks",
            format!("*===*===*\n{LINE}\n'---'---'\n:-:-:---:\n").into(),
            vec![line_puzzle(2)],
        ),
        (
            "a line of drawing characters without a rule of three is no border",
            b"*--*\n".to_vec(),
            vec![fault(&format!(
                "line 1: unexpected character '*' in column 1{HOLES}"
            ))],
        ),
        (
            "an annotation after 81 cells in a row: a rating, a name, a comment, after a tab",
            format!(
                "{LINE}  11.9/11.9/11.3\n{LINE} ED=11.9/11.9/11.3 Golden Nugget\n\
                 {LINE}\t# comment \u{e9}x\r\n{LINE} \n"
            )
            .into(),
            vec![
                line_puzzle(1),
                line_puzzle(2),
                line_puzzle(3),
                line_puzzle(4),
            ],
        ),
        (
            "an annotation after a typo keeps the typo's report",
            format!("{}  rated 9.1\n", LINE.replacen('.', "x", 1)).into(),
            vec![fault("line 1: unexpected character 'x' in column 1")],
        ),
        (
            "82 cells in a row take no annotation",
            format!("{LINE}1  11.9\n").into(),
            vec![fault("line 1: more than 81 cells on one line")],
        ),
        (
            "cells with separators between them take no annotation",
            format!("{} 1 2\n", spaced_line()).into(),
            vec![fault("line 1: more than 81 cells on one line")],
        ),
        (
            "a comment without a blank before it is no annotation",
            format!("{LINE}#9.1\n").into(),
            vec![fault(&format!(
                "line 1: unexpected character '#' in column 82{HOLES}"
            ))],
        ),
    ]
}

/// The seed puzzle as one spaced line: 81 cells, a blank between each two.
fn spaced_line() -> String {
    let cells: Vec<String> = LINE.chars().map(String::from).collect();
    cells.join(" ")
}

/// The seed puzzle as HoDoKu prints a board.
fn hodoku_board() -> String {
    let rows: Vec<&str> = (0..9).map(|row| &LINE[9 * row..9 * row + 9]).collect();
    let row = |r: &str| format!("|{}|{}|{}|\n", &r[..3], &r[3..6], &r[6..]);
    let band = |rows: &[&str]| rows.iter().map(|r| row(r)).collect::<String>();
    format!(
        "*-----------*\n{}|---+---+---|\n{}|---+---+---|\n{}*-----------*\n",
        band(&rows[..3]),
        band(&rows[3..6]),
        band(&rows[6..])
    )
}

/// The seed puzzle as Sudoku Explainer prints a board.
fn explainer_board() -> String {
    let spaced = |r: &str| {
        let cells: Vec<String> = r.chars().map(String::from).collect();
        cells.join(" ")
    };
    let row = |r: &str| {
        format!(
            "| {} | {} | {} |\n",
            spaced(&r[..3]),
            spaced(&r[3..6]),
            spaced(&r[6..])
        )
    };
    let rows: Vec<String> = (0..9).map(|r| row(&LINE[9 * r..9 * r + 9])).collect();
    format!(
        ".-------.-------.-------.\n{}:-------+-------+-------:\n{}:-------+-------+-------:\n\
         {}'-------'-------'-------'\n",
        rows[..3].concat(),
        rows[3..6].concat(),
        rows[6..].concat()
    )
}

#[test]
fn every_case_reads_as_stated_whatever_the_buffer_size() {
    for (what, text, expected) in cases() {
        for capacity in [1, 2, 3, 7, 64, 8192] {
            assert_eq!(
                read_with(capacity, &text),
                expected,
                "{what}, buffer {capacity}"
            );
        }
    }
}

#[test]
fn every_grid_form_holds_the_same_cells_as_the_line() {
    let line = puzzles(LINE)[0].clone();
    assert_eq!(line.grid.given_count(), 28);
    for text in [seed_grid(), hodoku_board(), explainer_board()] {
        assert_eq!(puzzles(&text)[0].grid, line.grid, "{text}");
    }
}

#[test]
fn separators_comments_crlf_and_byte_order_mark_are_accepted() {
    let pretty = "\u{FEFF}# tutorial board\r\n7 8 ? | 4 ? ? | 1 2 ?\r\n6,?,?,?,7,5,?,?,9\r\n\
                  ? ? ? | 6 ? 1 | ? 7 8\r\n- - - - - - - - - - -\r\n\r\n\
                  0 0 7 0 4 0 2 6 0\r\n001050930\r\n9.4.6...5\r\n+-----+\r\n\
                  ?7?3???12\r\n12???74??\r\n?492?6??7";
    let read = puzzles(pretty);
    assert_eq!(read.len(), 1);
    assert_eq!((read[0].form, read[0].line), (PuzzleForm::Grid, 2));
    assert_eq!((read[0].grid.get(0), read[0].grid.get(80)), (7, 7));
}

proptest::proptest! {
    /// The whole-line fast path needs the line and its end in one buffer; a one-byte buffer
    /// never has them, so it reads everything through the state machine.
    #[test]
    fn the_whole_line_fast_path_reads_as_the_state_machine_does(
        pieces in proptest::collection::vec(0..10usize, 0..40)
    ) {
        let text: String = pieces
            .iter()
            .map(|&piece| match piece {
                0 => format!("{LINE}\n"),
                1 => format!("{LINE}\r\n"),
                2 => format!("{}\n", &LINE[..27]),
                3 => format!("{}x\n", &LINE[..80]),
                4 => format!("{LINE}1\n"),
                5 => "# note\n".to_string(),
                6 => "\n".to_string(),
                7 => format!("{LINE}\r"),
                8 => format!("{LINE}\t11.9/11.9/11.3 \u{e9}\r\n"),
                _ => format!("\u{feff}{LINE}"),
            })
            .collect();
        proptest::prop_assert_eq!(
            read_with(8192, text.as_bytes()),
            read_with(1, text.as_bytes())
        );
    }
}
