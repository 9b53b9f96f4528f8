//! Variant puzzles written on one line, among classic ones in a stream.

use super::*;

/// A jigsaw line and a line of constraint text (both with a known unique answer).
const JIGSAW: &str = concat!(
    "3.......71.......5....68.....5.19......9.............28....3......235..1.......9.",
    "000000021453303021453333221453322221455566121445666111445566667488887777888887777",
);

const TEXT: &str = ".~R1C1_1.AntiKnight";

#[test]
fn a_variant_line_after_a_comment_after_a_variant_line_is_still_told() {
    let text = format!("{JIGSAW}\n# a comment\n{TEXT}\n# another\n{LINE}\n{TEXT}\n");
    for capacity in [1, 7, 64, 4096] {
        let read = read_with(capacity, text.as_bytes());
        assert_eq!(
            read,
            [
                line_puzzle(1),
                line_puzzle(3),
                line_puzzle(5),
                line_puzzle(6)
            ],
            "capacity {capacity}"
        );
    }
    let variants: Vec<bool> = puzzles(&text).iter().map(|p| p.variant.is_some()).collect();
    assert_eq!(variants, [true, true, false, true]);
}

#[test]
fn a_variant_line_cuts_a_grid_short_and_reads_as_a_puzzle_of_its_own() {
    let grid = seed_grid();
    let rows: Vec<&str> = grid.lines().take(4).collect();
    let text = format!("{}\n{TEXT}\n", rows.join("\n"));
    let read = read_with(4096, text.as_bytes());
    assert_eq!(read.len(), 2);
    assert!(
        read[0]
            .as_ref()
            .unwrap_err()
            .contains("cut short by the variant puzzle")
    );
    assert_eq!(read[1], line_puzzle(5));
}

#[test]
fn a_variant_line_that_cannot_be_read_names_its_line_and_the_stream_goes_on() {
    let text = format!("{TEXT}\n.Lunchbox~10~R1C1~R1C2\n{LINE}\n");
    let read = read_with(4096, text.as_bytes());
    assert_eq!(read[0], line_puzzle(1));
    assert_eq!(
        read[1],
        fault("line 2: the ISS constraint 'Lunchbox' is not supported")
    );
    assert_eq!(read[2], line_puzzle(3));
}

#[test]
fn a_variant_puzzle_of_another_shape_than_the_one_forced_is_an_error() {
    let text = ".Shape~6x6.~R1C1_1\n";
    let reading = Reading {
        shape: Some(Shape::NINE),
        ..Reading::default()
    };
    let read: Vec<_> = Puzzles::with_reading(text.as_bytes(), reading).collect();
    assert!(matches!(
        read[0],
        Err(ParseError::ForcedShape { line: 1, .. })
    ));
    let six = Reading {
        shape: Some(Shape::for_size(6).unwrap()),
        ..Reading::default()
    };
    let read: Vec<_> = Puzzles::with_reading(text.as_bytes(), six).collect();
    assert!(read[0].is_ok());
}

/// A classic line whose annotation holds an f-puzzles link was read as the link (an error)
/// when the reader's buffer cut the line, and as the classic puzzle when it held the whole
/// line: the classic reading wins, whatever the buffer.
#[test]
fn a_classic_line_whose_annotation_holds_a_link_is_the_classic_puzzle_whatever_the_buffer() {
    let text = format!("{LINE}  from https://www.f-puzzles.com/?load=N4IgzglgXg\n{TEXT}\n");
    for capacity in [1, 7, 64, 4096] {
        let read = read_with(capacity, text.as_bytes());
        assert_eq!(
            read,
            [line_puzzle(1), line_puzzle(2)],
            "capacity {capacity}"
        );
    }
    let variants: Vec<bool> = puzzles(&text).iter().map(|p| p.variant.is_some()).collect();
    assert_eq!(variants, [false, true]);
}
