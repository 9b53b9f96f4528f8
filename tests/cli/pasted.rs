//! Input as people paste it: text lines around puzzles, holes written `-`, `_` or `*`, rows
//! saved by a spreadsheet, boards drawn with box-drawing characters, and UTF-16 text.

use crate::util::*;

/// The lesson's puzzle with its holes written `hole`, as one compact line.
fn seed_line_with(hole: &str) -> String {
    SEED_LINE.replace('.', hole)
}

/// The lesson's puzzle's rows, each cell as `cell` writes it.
fn seed_rows(cell: impl Fn(char) -> String) -> Vec<Vec<String>> {
    SEED_LINE
        .as_bytes()
        .chunks(9)
        .map(|row| row.iter().map(|&b| cell(char::from(b))).collect())
        .collect()
}

#[test]
fn project_euler_grids_with_titles_are_all_read() {
    let generated = resol()
        .args(["--generate", "50", "--seed", "96"])
        .output()
        .unwrap();
    let lines = String::from_utf8(generated.stdout).unwrap();
    let mut euler = String::new();
    for (index, line) in lines.lines().enumerate() {
        euler += &format!("Grid {:02}\n", index + 1);
        for row in line.replace('.', "0").as_bytes().chunks(9) {
            euler += std::str::from_utf8(row).unwrap();
            euler += "\n";
        }
    }
    let expected = resol()
        .args(["--format", "grid"])
        .write_stdin(lines)
        .output()
        .unwrap();
    resol()
        .write_stdin(euler)
        .assert()
        .success()
        .stdout(String::from_utf8(expected.stdout).unwrap())
        .stderr("");
}

#[test]
fn titles_labels_and_text_inside_a_grid_are_skipped() {
    let rows: Vec<&str> = SEED_GRID.lines().collect();
    let text = format!(
        "Puzzle 1 (Easy)\nDifficulty: Hard\n{}\nThe next rows are the hardest\n{}\n",
        rows[..4].join("\n"),
        rows[4..].join("\n")
    );
    resol()
        .write_stdin(text)
        .assert()
        .success()
        .stdout(SEED_SOLUTION)
        .stderr("");
}

#[test]
fn dashes_underscores_and_stars_are_holes_of_compact_lines() {
    let text = format!(
        "{}\n{}  11.9/1.2/1.2 # rated\n{}\n",
        seed_line_with("-"),
        seed_line_with("_"),
        seed_line_with("*")
    );
    resol()
        .write_stdin(text)
        .assert()
        .success()
        .stdout(lines(&[SEED_SOLUTION_LINE; 3]))
        .stderr("");
}

#[test]
fn a_letter_in_a_compact_line_stays_a_typo_and_a_stray_mark_names_the_holes() {
    let typo = seed_line_with("-").replacen('-', "x", 1);
    resol()
        .write_stdin(format!("{typo}\n{SEED_LINE}\n"))
        .assert()
        .code(1)
        .stdout(lines(&[SEED_SOLUTION_LINE]))
        .stderr("resol: line 1: unexpected character 'x' in column 1\n");
    let stray = SEED_GRID.replacen('.', "_", 1);
    resol()
        .write_stdin(stray)
        .assert()
        .code(1)
        .stdout("")
        .stderr(
            "resol: line 1: unexpected character '_' in column 1 \
             (holes are '.', '0', '?', and '-', '_', '*' in a compact line)\n",
        );
}

#[test]
fn empty_fields_of_a_spreadsheet_are_holes() {
    let csv: String = seed_rows(|c| if c == '.' { String::new() } else { c.into() })
        .iter()
        .map(|row| row.join(",") + "\r\n")
        .collect();
    assert!(csv.starts_with(",,,,,2,3,,7\r\n"), "{csv}");
    assert_reads_as_the_seed(csv);
}

#[test]
fn a_trailing_comma_after_a_full_row_is_no_cell() {
    let zeros: String = seed_rows(|c| if c == '.' { "0".into() } else { c.into() })
        .iter()
        .map(|row| row.join(",") + ",\n")
        .collect();
    assert_reads_as_the_seed(zeros);
}

#[test]
fn boards_drawn_with_box_drawing_characters_and_no_break_spaces_are_read() {
    let rows: Vec<String> = seed_rows(|c| c.to_string())
        .iter()
        .map(|row| {
            format!(
                "║\u{A0}{}\u{A0}│\u{A0}{}\u{A0}│\u{A0}{}\u{A0}║\n",
                row[..3].join("\u{A0}"),
                row[3..6].join("\u{A0}"),
                row[6..].join("\u{A0}")
            )
        })
        .collect();
    let board = format!(
        "╔═══════╤═══════╤═══════╗\n{}╟───────┼───────┼───────╢\n{}╟───────┼───────┼───────╢\n{}\
         ╚═══════╧═══════╧═══════╝\n",
        rows[..3].concat(),
        rows[3..6].concat(),
        rows[6..].concat()
    );
    assert_reads_as_the_seed(board);
}

/// `text` in UTF-16 with its byte-order mark, little- or big-endian.
fn utf16(text: &str, little_endian: bool) -> Vec<u8> {
    let mark: u16 = 0xFEFF;
    std::iter::once(mark)
        .chain(text.encode_utf16())
        .flat_map(|unit| {
            if little_endian {
                unit.to_le_bytes()
            } else {
                unit.to_be_bytes()
            }
        })
        .collect()
}

#[test]
fn utf16_text_with_a_byte_order_mark_is_decoded() {
    let text = format!("# saved by Notepad\r\n{}", SEED_GRID.replace('\n', "\r\n"));
    assert_reads_as_the_seed(utf16(&text, true));
    assert_reads_as_the_seed(utf16(&text, false));
    let files = Files::new("utf16", &[("puzzle.txt", &utf16(&text, true))]);
    resol()
        .arg(&files.paths[0])
        .assert()
        .success()
        .stdout(SEED_SOLUTION);
}
