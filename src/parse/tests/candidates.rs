//! Candidate grids: PM grids and 729-lines, and their faults.

use super::*;

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

/// Found by the parse fuzz target: an 81-digit line after a row of a candidate grid read as a
/// row of candidates byte by byte (one cell of 81 candidates, a repeat) but as a whole puzzle
/// when the fast path took it, so that the buffer's size changed the outcome.
#[test]
fn a_whole_line_inside_a_candidate_grid_is_a_puzzle_of_its_own_whatever_the_buffer() {
    // 81 digits without a hole: read byte by byte as a row of candidates, its first cell
    // repeats a digit.
    let digits =
        "216772615436375421142735167726154363754211427354211427356375375621456147322143675";
    let text = format!("| 4     378  5  | 6   8   389| 1279 12379 1239|\n{digits}\n{digits}\n");
    let read: Vec<Vec<Read>> = [1, 5, 64, 4096]
        .iter()
        .map(|&capacity| read_with(capacity, text.as_bytes()))
        .collect();
    assert!(read.iter().all(|items| items == &read[3]), "{read:?}");
    assert_eq!(read[3][1..], [line_puzzle(2), line_puzzle(3)]);
}
