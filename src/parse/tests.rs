//! The grammar, case by case: texts and the puzzles or faults they read as.

use super::error::HOLES;
use super::*;

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

/// Reads `text` as `reading` says: each result's shape, form and notation, or its message.
fn read_sized(text: &str, reading: Reading) -> Vec<Result<(String, PuzzleForm, Notation), String>> {
    Puzzles::with_reading(text.as_bytes(), reading)
        .map(|result| {
            result
                .map(|puzzle| {
                    (
                        puzzle.grid.shape().to_string(),
                        puzzle.form,
                        puzzle.notation,
                    )
                })
                .map_err(|error| error.to_string())
        })
        .collect()
}

fn sized(text: &str) -> Vec<Result<(String, PuzzleForm, Notation), String>> {
    read_sized(text, Reading::default())
}

fn ok(shape: &str, form: PuzzleForm) -> Result<(String, PuzzleForm, Notation), String> {
    Ok((shape.to_string(), form, Notation::Symbols))
}

/// A 16×16 row of symbols `1`-`9`, `A`-`G` and holes, shifted by `row`.
fn sixteen_row(row: usize) -> String {
    let symbols = b"123456789ABCDEFG";
    (0..16)
        .map(|column| {
            if (row + column).is_multiple_of(3) {
                '.'
            } else {
                char::from(symbols[(row * 4 + row / 4 + column) % 16])
            }
        })
        .collect()
}

#[test]
fn a_line_of_a_size_s_square_is_a_whole_puzzle_of_that_size() {
    use PuzzleForm::Line;
    let cases = [
        ("1.3..4..........", "2x2"),
        (&*".".repeat(36), "2x3"),
        (&*format!("8{}", ".".repeat(63)), "2x4"),
        (&*format!("A{}", ".".repeat(99)), "2x5"),
        (&*format!("g{}", ".".repeat(255)), "4x4"),
        (&*format!("P{}", ".".repeat(624)), "5x5"),
    ];
    for (text, shape) in cases {
        assert_eq!(
            sized(&format!("{text}\n")),
            vec![ok(shape, Line)],
            "{shape}"
        );
    }
}

#[test]
fn a_grid_s_first_line_tells_its_size() {
    use PuzzleForm::Grid;
    let four = "1 . . 4\n. . . .\n. 1 . .\n. . . 2\n";
    let six = "1 . 3 | . . 6\n. . . | . . .\n------+------\n. . . | . . .\n\
               . . . | . . .\n------+------\n. . . | . . .\n. . . | 4 . .\n";
    let sixteen: String = (0..16).map(|row| sixteen_row(row) + "\n").collect();
    assert_eq!(sized(four), vec![ok("2x2", Grid)]);
    assert_eq!(sized(six), vec![ok("2x3", Grid)]);
    assert_eq!(sized(&sixteen), vec![ok("4x4", Grid)]);
    // A 9×9 grid in lines of odd lengths still adds up to 81, even from a line of 12.
    let odd = format!("{}\n{}\n{}\n", &LINE[..12], &LINE[12..40], &LINE[40..]);
    assert_eq!(sized(&odd), vec![ok("3x3", Grid)]);
}

#[test]
fn sixteen_cells_are_a_sixteen_by_sixteen_row_when_spaced_or_past_four() {
    let first_row = sixteen_row(0);
    let rows: String = (0..16).map(|row| sixteen_row(row) + "\n").collect();
    assert!(first_row.bytes().any(|b| b > b'4' && b != b'.'));
    assert_eq!(sized(&rows), vec![ok("4x4", PuzzleForm::Grid)]);
    // Spaced, sixteen small symbols are a 16×16 row, cut short here.
    assert_eq!(
        sized("1 2 3 4 . . . . . . . . . . . .\n"),
        vec![Err(
            "line 1: incomplete grid (16 of 256 cells, begun on line 1), cut short by \
                  the end of the input"
                .to_string()
        )]
    );
}

#[test]
fn numbers_separated_by_blanks_or_commas_are_cells_past_nine() {
    let row = "12 . 3 16 01 0 . . . . . . . . . .";
    let grid: String = (0..16).map(|_| format!("{row}\n")).collect();
    let read = Puzzles::new(grid.as_bytes()).next().unwrap();
    // Sixteen copies of one row repeat values in columns, but read as numbers all the same.
    let puzzle = read.unwrap();
    assert_eq!(puzzle.notation, Notation::Numbers);
    assert_eq!(&puzzle.grid.cells()[..5], &[12, 0, 3, 16, 1]);
    let commas = "1,2,3,4,5,6,7,8,9,10\n".repeat(10);
    assert_eq!(
        sized(&commas),
        vec![Ok(("2x5".to_string(), PuzzleForm::Grid, Notation::Numbers))]
    );
    // Three-digit runs are no numbers: a 9×9 row written in groups of three.
    let groups = "530 070 000\n".repeat(9);
    assert_eq!(sized(&groups), vec![ok("3x3", PuzzleForm::Grid)]);
}

#[test]
fn a_symbol_past_the_size_is_named_with_its_line_and_column() {
    let six = format!("1.3..7{}\n", ".".repeat(30));
    assert_eq!(
        sized(&six),
        vec![Err(
            "line 1: '7' in column 6 is past the size of a 6×6 puzzle, which takes 1-6".to_string()
        )]
    );
    let sixteen = format!("{}H\n", ".".repeat(255));
    assert_eq!(
        sized(&sixteen),
        vec![Err(
            "line 1: 'H' in column 256 is past the size of a 16×16 puzzle, which takes \
                  1-9 and A-G"
                .to_string()
        )]
    );
    // In a 9×9 puzzle a letter is an unexpected character, as it always was.
    assert_eq!(
        sized(&LINE.replacen('.', "A", 1)),
        vec![Err(
            "line 1: unexpected character 'A' in column 1".to_string()
        )]
    );
}

#[test]
fn a_row_of_the_wrong_length_is_reported_and_the_grid_keeps_its_rows() {
    let mut rows: Vec<String> = (0..16).map(sixteen_row).collect();
    rows[6].pop();
    let text = rows.join("\n") + "\n1.3..4..........\n";
    assert_eq!(
        sized(&text),
        vec![
            Err("line 7: a row of 15 cells in the 16×16 grid begun on line 1".to_string()),
            ok("2x2", PuzzleForm::Line)
        ]
    );
}

#[test]
fn a_forced_shape_frames_every_puzzle_by_its_cells() {
    let reading = |shape: &str| Reading {
        shape: Some(shape.parse().unwrap()),
        ..Reading::default()
    };
    // Sixteen cells of small symbols in a row, as a 16×16's first row.
    let rows: String = (0..16).map(|_| "1234............\n").collect();
    assert_eq!(
        read_sized(&rows, reading("4x4")),
        vec![ok("4x4", PuzzleForm::Grid)]
    );
    assert_eq!(
        read_sized("123.56\n", reading("3x2")),
        vec![Err(
            "line 1: incomplete grid (6 of 36 cells, begun on line 1), cut short by the \
                  end of the input"
                .to_string()
        )]
    );
    assert_eq!(
        read_sized(&format!("{}\n", ".".repeat(37)), reading("2x3")),
        vec![Err("line 1: more than 36 cells on one line".to_string())]
    );
}

#[test]
fn letters_and_hex_symbols_read_their_conventions() {
    let letters = Reading {
        symbols: Symbols::Letters,
        ..Reading::default()
    };
    let line = format!("AP{}\n", "-".repeat(254));
    let puzzle = Puzzles::with_reading(line.as_bytes(), letters)
        .next()
        .unwrap()
        .unwrap();
    assert_eq!(&puzzle.grid.cells()[..3], &[1, 16, 0]);
    let hex = Reading {
        symbols: Symbols::Hex,
        ..Reading::default()
    };
    let line = format!("0F{}\n", ".".repeat(254));
    let puzzle = Puzzles::with_reading(line.as_bytes(), hex)
        .next()
        .unwrap()
        .unwrap();
    assert_eq!(&puzzle.grid.cells()[..3], &[1, 16, 0]);
}

/// The seed puzzle with its holes written `hole`.
fn line_with_holes(hole: &str) -> String {
    LINE.replace('.', hole)
}

#[test]
fn dashes_underscores_and_stars_are_holes_in_a_compact_line() {
    let line = puzzles(LINE)[0].clone();
    for hole in ["-", "_", "*"] {
        let text = format!(
            "{}\n{}  11.9/1.2/1.2 # rated\n",
            line_with_holes(hole),
            line_with_holes(hole)
        );
        let read = puzzles(&text);
        assert_eq!(read.len(), 2, "{hole}");
        for puzzle in read {
            assert_eq!(
                (puzzle.grid, puzzle.form),
                (line.grid.clone(), PuzzleForm::Line),
                "{hole}"
            );
        }
    }
    // Three dash-hole lines are three puzzles, not one puzzle of their cells.
    let three = format!("{0}\n{0}\n{0}\n", line_with_holes("-"));
    assert_eq!(puzzles(&three).len(), 3);
    // Mixed marks in one line, and a 4×4 of sixteen.
    let mixed = LINE
        .replacen('.', "-", 3)
        .replacen('.', "_", 3)
        .replacen('.', "*", 3);
    assert_eq!(puzzles(&mixed)[0].grid, line.grid);
    assert_eq!(puzzles("1_3_-2--------4-\n")[0].grid.shape().size(), 4);
}

#[test]
fn a_letter_is_never_a_hole_and_marks_outside_a_compact_line_are_what_they_were() {
    // `x` in a compact line of dashes is still a typo, reported where it stands.
    let typo = line_with_holes("-").replacen('-', "x", 1);
    assert_eq!(
        read_with(64, typo.as_bytes()),
        vec![fault("line 1: unexpected character 'x' in column 1")]
    );
    // In a spaced grid `-` separates and `*` is a fault, as before.
    let grid = seed_grid().replacen('.', "*", 1);
    assert_eq!(
        read_with(64, grid.as_bytes()),
        vec![fault(&format!(
            "line 1: unexpected character '*' in column 1{HOLES}"
        ))]
    );
    assert_eq!(puzzles(&seed_grid().replace(' ', "-")).len(), 1);
    // A border line of dashes is still a border line, whatever its length.
    let border = format!("{}\n{}", "-".repeat(81), seed_grid());
    assert_eq!(
        read_with(64, border.as_bytes()),
        vec![Ok((2, PuzzleForm::Grid))]
    );
}

#[test]
fn empty_fields_of_comma_separated_rows_are_holes() {
    let line = puzzles(LINE)[0].clone();
    // Each cell as a spreadsheet saves it: a hole is an empty field.
    let field = |c: char| {
        if c == '.' {
            String::new()
        } else {
            c.to_string()
        }
    };
    // The seed puzzle one row per line.
    let rows: String = (0..9)
        .map(|r| {
            let fields: Vec<String> = LINE[9 * r..9 * r + 9].chars().map(field).collect();
            fields.join(",") + "\n"
        })
        .collect();
    assert!(rows.contains(",,"), "{rows}");
    assert_eq!(puzzles(&rows)[0].grid, line.grid);
    // The same as one line of 81 fields.
    let whole: Vec<String> = LINE.chars().map(field).collect();
    let read = puzzles(&whole.join(","));
    assert_eq!(
        (read[0].grid.clone(), read[0].form),
        (line.grid.clone(), PuzzleForm::Line)
    );
    // A row of nine empty fields is nine holes: the first row loses its three givens.
    let later_rows: String = rows.lines().skip(1).map(|r| format!("{r}\n")).collect();
    let empty_first = format!(",,,,,,,,\n{later_rows}");
    assert_eq!(
        puzzles(&empty_first)[0].grid.given_count(),
        line.grid.given_count() - 3
    );
}

#[test]
fn a_trailing_comma_after_a_complete_row_is_not_a_hole() {
    let line = puzzles(LINE)[0].clone();
    let zeros = LINE.replace('.', "0");
    let trailing: String = (0..9)
        .map(|r| {
            let cells: Vec<String> = zeros[9 * r..9 * r + 9].chars().map(String::from).collect();
            cells.join(",") + ",\n"
        })
        .collect();
    assert_eq!(puzzles(&trailing)[0].grid, line.grid);
    // Eight cells and a comma: the last field is an empty cell.
    let short = "1,2,3,4,5,6,7,8,\n".to_string() + &",,,,,,,,\n".repeat(8);
    let read = puzzles(&short);
    assert_eq!((read[0].grid.given_count(), read[0].grid.get(8)), (8, 0));
}

#[test]
fn empty_fields_are_holes_in_the_number_form() {
    // A 16×16 saved by a spreadsheet: 16 and 1 in the first row, every other cell empty.
    let sixteen: String = (0..16)
        .map(|r| {
            let fields: Vec<String> = (0..16)
                .map(|c| {
                    if r == 0 && c == 0 {
                        "16".into()
                    } else if r == 0 && c == 3 {
                        "1".into()
                    } else {
                        String::new()
                    }
                })
                .collect();
            fields.join(",") + "\n"
        })
        .collect();
    let read = puzzles(&sixteen);
    assert_eq!(read[0].grid.shape().size(), 16);
    assert_eq!(
        (
            read[0].grid.get(0),
            read[0].grid.get(3),
            read[0].grid.given_count()
        ),
        (16, 1, 2)
    );
    assert_eq!(read[0].notation, Notation::Numbers);
}

#[test]
fn text_lines_are_skipped_and_do_not_break_a_grid() {
    let zeros = LINE.replace('.', "0");
    let grid: String = (0..9)
        .map(|r| format!("{}\n", &zeros[9 * r..9 * r + 9]))
        .collect();
    let euler = format!("Grid 01\n{grid}Grid 02\n{grid}");
    let read = puzzles(&euler);
    assert_eq!(read.len(), 2);
    assert_eq!((read[0].line, read[1].line), (2, 12));
    // Titles, labels and text in the middle of a grid are skipped.
    let rows: Vec<&str> = grid.lines().collect();
    let titled = format!(
        "Puzzle 1 (Easy)\nDifficulty: Hard\n{}\n{}\nSolution: below\n{}\n",
        rows[..4].join("\n"),
        rows[4..].join("\n"),
        LINE
    );
    let read = puzzles(&titled);
    assert_eq!(read.len(), 2, "{titled}");
    // A typo inside a row still takes a cell's place.
    assert_eq!(
        read_with(64, format!("4x.2{}\n", &LINE[4..]).as_bytes()),
        vec![fault("line 1: unexpected character 'x' in column 2")]
    );
}

#[test]
fn a_row_of_letters_that_are_its_symbols_is_not_text() {
    // A 16×16 row that begins with three letters, all symbols of the size.
    let first = "ABC.G..1.......2";
    let rest = "................\n".repeat(15);
    let read = puzzles(&format!("{first}\n{rest}"));
    assert_eq!(read[0].grid.shape().size(), 16);
    assert_eq!(read[0].grid.get(0), 10);
    // A line of letters past its size is text: nothing is read.
    assert_eq!(
        read_with(64, b"ABCDEFGHI\n"),
        vec![fault("no puzzle in the input")]
    );
}

#[test]
fn wide_blanks_and_box_drawing_are_blanks_and_borders() {
    let line = puzzles(LINE)[0].clone();
    let nbsp = seed_grid().replace(' ', "\u{A0}");
    assert_eq!(puzzles(&nbsp)[0].grid, line.grid);
    let rows: Vec<String> = (0..9)
        .map(|r| {
            let cells: Vec<String> = LINE[9 * r..9 * r + 9].chars().map(String::from).collect();
            format!(
                "│ {} │ {} │ {} │\n",
                cells[..3].join(" "),
                cells[3..6].join(" "),
                cells[6..].join(" ")
            )
        })
        .collect();
    let boxed = format!(
        "┌───────┬───────┬───────┐\n{}├───────┼───────┼───────┤\n{}╞═══════╪═══════╪═══════╡\n{}└───────┴───────┴───────┘\n",
        rows[..3].concat(),
        rows[3..6].concat(),
        rows[6..].concat()
    );
    let read = puzzles(&boxed);
    assert_eq!((read[0].grid.clone(), read[0].line), (line.grid, 2));
}

/// A comma-separated line whose cells and empty fields pass the most a line can hold: the
/// fields past that are only counted (found by the parse fuzz target).
#[test]
fn empty_fields_past_the_most_cells_a_line_holds_are_counted() {
    let text = format!("1{}{}\n{LINE}\n", ",".repeat(300), "2".repeat(400));
    assert_eq!(
        read_with(64, text.as_bytes()),
        vec![
            fault("line 1: more than 81 cells on one line"),
            line_puzzle(2)
        ]
    );
}

/// A PM grid as forum posts show one (HoDoKu's and Sudoku Explainer's borders).
const PM_GRID: &str = "\
.------------------.------------------.------------------.
| 19    7     169  | 2     156   3    | 459   8     49   |
| 3     4     5    | 7     9     8    | 1     2     6    |
| 2     169   8    | 16    4     156  | 3579  35    379  |
:------------------+------------------+------------------:
| 4     136   1367 | 5     1367  9    | 8     36    2    |
| 17    5     12367| 8     12367 4    | 367   9     37   |
| 8     369   23679| 36    2367  26   | 34567 3456  1    |
:------------------+------------------+------------------:
| 1579  139   13479| 13469 12356 1256 | 23469 346   8    |
| 159   8     1349 | 13469 12356 1256 | 23469 7     349  |
| 6     2     349  | 349   8     7    | 349   1     5    |
'------------------'------------------'------------------'
";

#[test]
fn a_pm_grid_reads_as_values_and_candidates() {
    let read = puzzles(PM_GRID);
    assert_eq!(read.len(), 1);
    let puzzle = &read[0];
    assert_eq!((puzzle.line, puzzle.form), (2, PuzzleForm::Grid));
    let marks = puzzle.marks.as_ref().expect("candidates");
    assert_eq!(marks.get(0).bits(), 0b1_0000_0001);
    assert_eq!((puzzle.grid.get(1), puzzle.grid.get(0)), (7, 0));
    // Its first row of candidates begins the grid; a row of values before it does too, and
    // the bars and borders may go.
    let bare: String = PM_GRID
        .lines()
        .filter(|line| line.starts_with('|'))
        .map(|line| line.replace('|', " ") + "\n")
        .collect();
    let rotated: String = bare
        .lines()
        .skip(1)
        .chain(bare.lines().take(1))
        .map(|l| format!("{l}\n"))
        .collect();
    assert!(puzzles(&bare)[0].marks.is_some());
    let values_first = puzzles(&rotated);
    assert_eq!(values_first[0].grid.get(0), 3);
    assert!(values_first[0].marks.is_some());
}

#[test]
fn a_729_line_reads_as_candidates() {
    let marks = crate::PencilMarks::of_givens(&puzzles(LINE)[0].grid.as_nine().unwrap());
    let read = puzzles(&format!("{}  # after the givens\n", marks.to_line()));
    assert_eq!(read[0].form, PuzzleForm::Line);
    assert_eq!(read[0].marks.as_deref(), Some(&marks));
    // Cells left one candidate by the givens are values.
    assert_eq!(read[0].grid.as_nine(), Some(marks.values()));
    assert_eq!(read[0].grid.given_count(), 30);
    // Zeros are as good as dots.
    assert_eq!(
        puzzles(&marks.to_line().replace('.', "0"))[0]
            .marks
            .as_deref(),
        Some(&marks)
    );
}

#[test]
fn candidate_faults_are_named_by_line_and_column() {
    let mut line = "123456789".repeat(81);
    line.replace_range(9..18, ".........");
    assert_eq!(
        read_with(64, format!("{line}\n{LINE}\n").as_bytes()),
        vec![
            fault("line 1: the cell in column 10 has no candidate"),
            line_puzzle(2)
        ]
    );
    let repeated = PM_GRID.replacen("| 19 ", "| 199", 1);
    assert_eq!(
        read_with(64, repeated.as_bytes()),
        vec![fault("line 2: candidate 9 repeats in the cell at column 5")]
    );
    let short = PM_GRID.replacen(" 379  |", "      |", 1);
    assert_eq!(
        read_with(64, short.as_bytes()),
        vec![fault(
            "line 4: a row of 8 cells in the 9×9 grid begun on line 2"
        )]
    );
}

/// A candidate grid with a row that is not one, read with the size forced to 9×9: the grid
/// is a row short of candidates, not a grid of cells (found by the parse fuzz target).
#[test]
fn a_broken_row_of_a_candidate_grid_under_a_forced_size_is_a_fault() {
    let broken = PM_GRID.replacen("| 3     4     5    |", "| 3 x   4     5    |", 1);
    let reading = Reading {
        shape: Some(Shape::NINE),
        ..Reading::default()
    };
    let read: Vec<_> = Puzzles::with_reading(broken.as_bytes(), reading)
        .map(|item| {
            item.map(|puzzle| puzzle.line)
                .map_err(|error| error.to_string())
        })
        .collect();
    assert_eq!(
        read,
        vec![Err(
            "line 3: a row of 10 cells in the 9×9 grid begun on line 2".to_string()
        )]
    );
}
