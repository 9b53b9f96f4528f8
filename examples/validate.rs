//! Reads photos as `resol` does, the solver's check included, with a model given as a weights
//! file, and compares each reading with its truth: the training's validation, each fold's
//! photos read with the model trained without them (`training/train.py --fold-weights`).
//!
//! `cargo run --release --example validate -- WEIGHTS DIR NAMES` reads each photo
//! `DIR/NAME.jpg` named in the file NAMES (one a line) and prints a line a photo (the cells
//! wrong, the cells the check changed, the grids read, and whether the reading was answered
//! with a warning: no single solution, or a rival reading with one), then
//! `exact E of N, changed C, saved S`:
//! photos read exactly, photos whose reading the check changed, and those of them read exactly.

use std::fs;
use std::path::Path;

use resol::picture::{Model, Source, read_with};

fn main() {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let [weights, dir, names] = &arguments[..] else {
        eprintln!("usage: validate WEIGHTS DIR NAMES");
        std::process::exit(2);
    };
    let model = Model::from_bytes(&fs::read(weights).unwrap()).expect("a weights file");
    let (mut photos, mut exact, mut changed, mut saved) = (0, 0, 0, 0);
    for name in fs::read_to_string(names).unwrap().lines() {
        let dir = Path::new(dir);
        let truth: String = fs::read_to_string(dir.join(format!("{name}.dat")))
            .unwrap()
            .lines()
            .skip(2)
            .flat_map(|line| line.split_whitespace())
            .collect::<String>();
        let source = Source {
            name: name.into(),
            file: name.into(),
            line: 1,
        };
        let bytes = fs::read(dir.join(format!("{name}.jpg"))).unwrap();
        let puzzles = read_with(&bytes, &source, &model).unwrap_or_default();
        // The grid closest to the truth, as scripts/measure-photos.sh compares.
        let best = puzzles
            .iter()
            .map(|puzzle| {
                let cells: String = puzzle.grid.cells().iter().map(|v| v.to_string()).collect();
                let wrong = truth
                    .chars()
                    .zip(cells.chars())
                    .filter(|(t, r)| t != r)
                    .count();
                let changes = puzzle.picture.as_ref().map_or(0, |p| p.changed.len());
                let warned = puzzle
                    .picture
                    .as_ref()
                    .is_some_and(|p| !p.doubtful.is_empty());
                (wrong + 81 * usize::from(cells.len() != 81), changes, warned)
            })
            .min();
        let (wrong, changes, warned) = best.unwrap_or((81, 0, true));
        photos += 1;
        exact += usize::from(wrong == 0);
        changed += usize::from(changes > 0);
        saved += usize::from(changes > 0 && wrong == 0);
        let warning = if warned { ", warned" } else { "" };
        println!(
            "{name}: {wrong} wrong, {changes} changed, {} grids{warning}",
            puzzles.len()
        );
    }
    println!("exact {exact} of {photos}, changed {changed}, saved {saved}");
}
