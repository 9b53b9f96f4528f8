//! Engine throughput over the benchmark data sets, without process start-up or I/O.
//!
//! `cargo bench --bench throughput` reads every puzzle file of `../shared/data` (or of the
//! directory in `RESOL_DATA`), solves all its puzzles five times with the fast engine and prints
//! the median rate, then times each puzzle alone (best of three) and prints the slowest one. The
//! whole-process comparison with a peer solver is `scripts/bench-peers.sh`.

use std::fs::File;
use std::io::BufReader;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use resol::parse::Puzzles;
use resol::{Algorithm, Grid, solve};

const ROUNDS: usize = 5;

fn main() {
    let data = std::env::var_os("RESOL_DATA").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data"),
        PathBuf::from,
    );
    let Ok(entries) = std::fs::read_dir(&data) else {
        eprintln!("no data sets at {} (set RESOL_DATA)", data.display());
        return;
    };
    let mut sets: Vec<PathBuf> = entries
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.is_file() && path.extension().is_none_or(|ext| ext != "md"))
        .collect();
    sets.sort();
    println!("set\tpuzzles\tmedian puzzles/s\tµs/puzzle\tslowest µs\tslowest puzzle");
    for set in sets {
        measure(&set);
    }
}

/// Prints one row: the set's median throughput and its slowest puzzle.
fn measure(set: &Path) {
    let puzzles: Vec<Grid> = Puzzles::new(BufReader::new(File::open(set).unwrap()))
        .filter_map(Result::ok)
        .map(|puzzle| puzzle.grid)
        .collect();
    let mut rates: Vec<f64> = (0..ROUNDS)
        .map(|_| {
            let started = Instant::now();
            for puzzle in &puzzles {
                std::hint::black_box(solve(std::hint::black_box(puzzle), Algorithm::Fast));
            }
            puzzles.len() as f64 / started.elapsed().as_secs_f64()
        })
        .collect();
    rates.sort_by(f64::total_cmp);
    let median = rates[ROUNDS / 2];
    let (slowest, worst) = puzzles
        .iter()
        .map(|puzzle| (time_alone(puzzle), puzzle))
        .max_by_key(|&(time, _)| time)
        .unwrap();
    let name = set.file_name().unwrap().to_string_lossy();
    println!(
        "{name}\t{}\t{median:.0}\t{:.1}\t{:.0}\t{worst}",
        puzzles.len(),
        1e6 / median,
        slowest.as_secs_f64() * 1e6
    );
}

/// The best of three solving times of one puzzle.
fn time_alone(puzzle: &Grid) -> Duration {
    (0..3)
        .map(|_| {
            let started = Instant::now();
            std::hint::black_box(solve(std::hint::black_box(puzzle), Algorithm::Fast));
            started.elapsed()
        })
        .min()
        .unwrap()
}
