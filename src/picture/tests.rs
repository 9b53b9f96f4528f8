//! The reading of a picture's grids: the turn kept, and the notes a reading gets.

use super::*;
use crate::sized::SizedGrid;

/// A reading of a grid of `size` without a solution: its first `digits` cells read as 1,
/// every cell with probability `p`.
fn unsolvable(size: usize, digits: usize, p: f32) -> Checked {
    let shape = Shape::for_size(size).unwrap();
    let values = (0..size * size)
        .map(|cell| u8::from(cell < digits))
        .collect();
    Checked {
        grid: SizedGrid::new(shape, values).unwrap(),
        probabilities: vec![p; size * size],
        solutions: 0,
        changed: Vec::new(),
        rivals: Vec::new(),
    }
}

#[test]
fn of_two_readings_without_a_solution_a_sixteen_by_sixteen_keeps_its_first_turn() {
    // A grid of digits takes the turn that shows more digits, then the likelier.
    assert!(better(&unsolvable(9, 30, 0.5), &unsolvable(9, 20, 0.9)));
    assert!(better(&unsolvable(9, 20, 0.9), &unsolvable(9, 20, 0.5)));
    // A 16×16 keeps the turn read first (the picture's own), though another shows more
    // digits, or the same more surely: turned letters read as digits.
    assert!(!better(&unsolvable(16, 60, 0.9), &unsolvable(16, 40, 0.5)));
    assert!(!better(&unsolvable(16, 40, 0.9), &unsolvable(16, 40, 0.5)));
}

#[test]
fn a_reading_with_a_rival_is_in_doubt_and_says_so() {
    let seed = ".....23.7.....645.1..93........618...48...56...642........75..8.291.....4.56.....";
    // Every cell read with certainty but r1c9: 7 (p 0.5) or 9 (p 0.3), which gives one
    // solution too.
    let cells: Vec<[f32; CLASSES]> = seed
        .bytes()
        .enumerate()
        .map(|(cell, byte)| {
            let mut p = [0.0; CLASSES];
            if cell == 8 {
                (p[7], p[9], p[1]) = (0.5, 0.3, 0.2);
            } else {
                p[if byte == b'.' {
                    0
                } else {
                    usize::from(byte - b'0')
                }] = 1.0;
            }
            p
        })
        .collect();
    let source = Source {
        name: "photo.jpg".into(),
        file: "photo.jpg".into(),
        line: 1,
    };
    let puzzle = puzzle(check(Shape::NINE, &cells), &source, 1, 1);
    let picture = puzzle.picture.as_ref().unwrap();
    assert_eq!(picture.doubtful, [(8, 0.5)]);
    assert_eq!(
        notes(&puzzle),
        [
            "photo.jpg: the reading is in doubt: r1c9 read as 7, but 9 (p 0.30) gives one \
          solution too; check the reading"
        ]
    );
}
