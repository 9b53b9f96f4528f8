//! The board's drawing: digits in their cells and colours, lines by shape, candidates on
//! their keypad.

use super::*;

fn frame(size: usize) -> Frame {
    Frame {
        origin: Point::new(0.0, 0.0),
        cell: 40.0,
        size,
    }
}

fn texts(items: &[Item], class: &str) -> Vec<(Point, String, f32)> {
    let mut found = Vec::new();
    for item in items {
        if let Item::Group { class: name, items } = item
            && name == class
        {
            for item in items {
                if let Item::Shape(Drawn::Text(text), _) = item {
                    found.push((text.at, text.text.clone(), text.size));
                }
            }
        }
    }
    found
}

fn count_lines(items: &[Item], class: &str) -> usize {
    items
        .iter()
        .filter_map(|item| match item {
            Item::Group { class: name, items } if name == class => Some(items.len()),
            _ => None,
        })
        .sum()
}

#[test]
fn the_keypad_is_as_wide_as_the_ceiling_of_the_square_root() {
    assert_eq!(keypad_width(4), 2);
    assert_eq!(keypad_width(6), 3);
    assert_eq!(keypad_width(7), 3);
    assert_eq!(keypad_width(9), 3);
    assert_eq!(keypad_width(10), 4);
    assert_eq!(keypad_width(16), 4);
    assert_eq!(keypad_width(25), 5);
}

#[test]
fn givens_and_found_digits_stand_in_their_cells_in_two_colours() {
    let givens: SizedGrid = "1.3.3..........1".parse().unwrap();
    let solution: SizedGrid = "1234341221434321".parse().unwrap();
    let board = Board::answer(&givens, &solution, None);
    let items = board.digits(frame(4), Symbols::Standard);
    let given = texts(&items, "given");
    assert_eq!(given.len(), 4);
    let (at, text, size) = &given[1];
    assert_eq!((text.as_str(), *size), ("3", 24.0));
    // The third cell of the first row: its middle at 100, 20; the baseline below it.
    assert_eq!(at.x, 100.0);
    assert!(at.y > 20.0 && at.y < 40.0, "{at:?}");
    assert_eq!(texts(&items, "found").len(), 12);
}

#[test]
fn boxes_of_two_by_three_get_thick_lines_between_bands_and_stacks() {
    let board = Board::puzzle(&SizedGrid::empty(Shape::new(2, 3).unwrap()), None);
    let lines = board.lines(frame(6));
    assert_eq!(count_lines(&lines, "grid"), 10);
    // Below rows 2 and 4, right of column 3.
    assert_eq!(count_lines(&lines, "box"), 3);
    assert_eq!(count_lines(&lines, "region"), 0);
}

#[test]
fn irregular_regions_are_drawn_as_borders_between_cells_of_two_regions() {
    let shape = Shape::for_size(4).unwrap();
    let regions = vec![0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3];
    let variant = Variant {
        regions: Some(regions),
        rules: Vec::new(),
    };
    let board = Board::puzzle(&SizedGrid::empty(shape), Some(Arc::new(variant)));
    let lines = board.lines(frame(4));
    assert_eq!(count_lines(&lines, "box"), 0);
    assert_eq!(count_lines(&lines, "region"), 8);
}

#[test]
fn candidates_stand_at_their_keypad_places_and_a_single_one_as_a_value() {
    let shape = Shape::for_size(4).unwrap();
    let givens = SizedGrid::empty(shape);
    let mut cells = vec![0b1111; 16];
    cells[1] = 0b0100;
    let grid = CandidateGrid::new(shape, cells);
    let board = Board::candidates(&givens, &grid, Ink::Found, None);
    let items = board.digits(frame(4), Symbols::Standard);
    assert_eq!(
        texts(&items, "found"),
        vec![(
            Point::new(60.0, 20.0 + glyphs::cap_height(24.0) / 2.0),
            "3".to_string(),
            24.0
        )]
    );
    let small = texts(&items, "candidates");
    assert_eq!(small.len(), 15 * 4);
    // Value 4 of r1c1 at the keypad's bottom right: the middle at 30, 30.
    let (at, text, _) = &small[3];
    assert_eq!((at.x, text.as_str()), (30.0, "4"));
    assert!(at.y > 30.0 && at.y < 40.0);
}

#[test]
fn values_past_nine_are_letters() {
    let shape = Shape::for_size(16).unwrap();
    let mut cells = vec![0; 256];
    cells[0] = 16;
    cells[1] = 10;
    let board = Board::puzzle(&SizedGrid::new(shape, cells).unwrap(), None);
    let items = board.digits(frame(16), Symbols::Standard);
    let given: Vec<String> = texts(&items, "given").into_iter().map(|t| t.1).collect();
    assert_eq!(given, ["G", "A"]);
}
