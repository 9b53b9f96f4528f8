//! Logic rating speed: time per puzzle of `resol::logic::rate`, single thread, by band of the
//! ER it finds (median and 99th percentile).
//!
//! `cargo bench --bench rating` rates the puzzles of `tests/data/se_ratings.txt` (rated by
//! Sudoku Explainer, from easy to beyond its nested chains) and every 10th puzzle of the
//! magictour set of `../shared/data` (or of `RESOL_DATA`), each puzzle once after one warm-up
//! pass over all of them.
//!
//! `cargo bench --bench rating -- FILE` rates the puzzles of FILE instead (one a line, the first
//! 81 characters), and `-- FILE --each` also prints each puzzle's ER and time, to set beside
//! another program's times on the same puzzles.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use resol::Grid;
use resol::logic::rate;

/// Upper bounds (tenths, inclusive) of the bands reported, then everything above.
const BANDS: [(u16, &str); 4] = [
    (62, "ER <= 6.2"),
    (90, "6.2 < ER <= 9.0"),
    (199, "9.0 < ER < 20"),
    (200, "ER 20.0 (stuck)"),
];

fn main() {
    // `cargo bench` passes `--bench` to the program: only the other arguments count.
    let arguments: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    let each = arguments.iter().any(|a| a == "--each");
    let puzzles = match arguments.iter().find(|a| !a.starts_with("--")) {
        Some(file) => lines(Path::new(file), 1),
        None => default_puzzles(),
    };
    for puzzle in &puzzles {
        rate(puzzle).unwrap();
    }
    let mut times: Vec<Vec<Duration>> = vec![Vec::new(); BANDS.len()];
    for puzzle in &puzzles {
        let start = Instant::now();
        let rating = rate(puzzle).unwrap();
        let elapsed = start.elapsed();
        if each {
            println!(
                "{puzzle}\t{}\t{:.3}",
                rating.er,
                elapsed.as_secs_f64() * 1e3
            );
        }
        let band = BANDS
            .iter()
            .position(|&(bound, _)| rating.er.tenths() <= bound)
            .unwrap_or(BANDS.len() - 1);
        times[band].push(elapsed);
    }
    println!("band\tpuzzles\tmedian ms\tp99 ms\tmax ms");
    for ((_, name), mut band) in BANDS.iter().zip(times) {
        if band.is_empty() {
            continue;
        }
        band.sort();
        let at = |q: f64| band[((band.len() - 1) as f64 * q).round() as usize];
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        println!(
            "{name}\t{}\t{:.3}\t{:.1}\t{:.1}",
            band.len(),
            ms(at(0.5)),
            ms(at(0.99)),
            ms(*band.last().unwrap())
        );
    }
}

/// The reference puzzles rated by Sudoku Explainer and every 10th magictour puzzle.
fn default_puzzles() -> Vec<Grid> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut puzzles = lines(&root.join("tests/data/se_ratings.txt"), 1);
    let data =
        std::env::var_os("RESOL_DATA").map_or_else(|| root.join("../shared/data"), PathBuf::from);
    let magictour = data.join("puzzles3_magictour_top1465");
    let sample = lines(&magictour, 10);
    if sample.is_empty() {
        eprintln!("no magictour set at {}: not included", magictour.display());
    }
    puzzles.extend(sample);
    puzzles
}

/// Every `every`-th puzzle of a file of one puzzle per line (`#` comments, annotations after
/// the 81 cells).
fn lines(path: &Path, every: usize) -> Vec<Grid> {
    let Ok(text) = std::fs::read_to_string(path) else {
        return Vec::new();
    };
    text.lines()
        .filter(|line| !line.starts_with('#') && line.len() >= 81)
        .step_by(every)
        .filter_map(|line| line[..81].parse().ok())
        .collect()
}
