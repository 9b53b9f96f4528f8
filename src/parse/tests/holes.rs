//! Holes written otherwise: `-`, `_` and `*` in a compact line, empty fields of comma-separated rows.

use super::*;

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
fn a_compact_line_of_underscores_or_stars_alone_is_an_empty_puzzle() {
    let empty = puzzles(&".".repeat(81))[0].grid.clone();
    for line in ["_".repeat(81), "*".repeat(81), "_-".repeat(40) + "*"] {
        let read = puzzles(&format!("{line}\n"));
        assert_eq!(read.len(), 1, "{line}");
        assert_eq!(read[0].grid, empty, "{line}");
    }
    // Dashes alone make a separator line, which holds no puzzle.
    assert_eq!(puzzles(&format!("{}\n{LINE}\n", "-".repeat(81))).len(), 1);
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
