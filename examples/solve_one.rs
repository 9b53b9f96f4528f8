//! Solving one puzzle with the library: parse it, solve it, check the answer.
//!
//! Run with `cargo run --example solve_one`.

use resol::parse::Puzzles;
use resol::{Algorithm, Problem, solve};

fn main() {
    let text = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    let puzzle = Puzzles::new(text.as_bytes())
        .next()
        .expect("one item")
        .expect("well-formed");
    match solve(&Problem::new(puzzle.grid.clone()), Algorithm::default()) {
        Some(solution) => {
            assert!(solution.solves(&puzzle.grid));
            println!("{solution}");
        }
        None => println!("Sense solució"),
    }
}
