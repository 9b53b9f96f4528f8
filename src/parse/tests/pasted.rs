//! Input as people paste it: text lines, wide blanks and box drawing, overlong lines.

use super::*;

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
