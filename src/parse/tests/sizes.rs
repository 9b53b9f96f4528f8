//! Sizes other than 9×9: how a line or a grid tells its size, numbers past nine, forced shapes, letters and hex symbols.

use super::*;

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
