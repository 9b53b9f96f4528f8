//! Engine throughput over the benchmark data sets, without process start-up or I/O.
//!
//! `cargo bench --bench throughput` reads every puzzle file of `../shared/data` (or of the
//! directory in `RESOL_DATA`), solves all its puzzles five times with the fast engine and prints
//! the median rate, then times each puzzle alone (best of three) and prints the slowest one.
//! Two more columns give the median rates of the fast engine's other search, the most constrained
//! cell first, counting to two (how a solver proves a puzzle unique) and stopping at the first
//! solution (what a solver that prints *a* solution does): they price the row-major search that
//! exactness needs. The whole-process comparison with a peer solver is `scripts/bench-peers.sh`.

use std::fs::File;
use std::io::BufReader;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use resol::parse::Puzzles;
use resol::{Algorithm, Grid, Problem, count, solve};

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
    println!(
        "set\tpuzzles\tmedian puzzles/s\tµs/puzzle\tslowest µs\tslowest puzzle\tcount to 2/s\tfirst found/s"
    );
    for set in sets {
        measure(&set);
    }
}

/// Prints one row: the set's median throughput and its slowest puzzle, then the rates of the
/// most constrained search counting to two and stopping at its first solution.
fn measure(set: &Path) {
    let puzzles: Vec<Grid> = Puzzles::new(BufReader::new(File::open(set).unwrap()))
        .filter_map(Result::ok)
        .filter_map(|puzzle| puzzle.grid.as_nine())
        .collect();
    let median = median_rate(&puzzles, |puzzle| {
        solve(&Problem::from(*puzzle), Algorithm::Fast).is_some()
    });
    let count_to_two = median_rate(&puzzles, |puzzle| {
        count(&Problem::from(*puzzle), 2, Algorithm::Fast) > 0
    });
    let first_found = median_rate(&puzzles, |puzzle| {
        count(&Problem::from(*puzzle), 1, Algorithm::Fast) > 0
    });
    let (slowest, worst) = puzzles
        .iter()
        .map(|puzzle| (time_alone(puzzle), puzzle))
        .max_by_key(|&(time, _)| time)
        .unwrap();
    let name = set.file_name().unwrap().to_string_lossy();
    println!(
        "{name}\t{}\t{median:.0}\t{:.1}\t{:.0}\t{worst}\t{count_to_two:.0}\t{first_found:.0}",
        puzzles.len(),
        1e6 / median,
        slowest.as_secs_f64() * 1e6
    );
}

/// The median over [`ROUNDS`] runs of `answer` over every puzzle, in puzzles per second.
fn median_rate(puzzles: &[Grid], answer: impl Fn(&Grid) -> bool) -> f64 {
    let mut rates: Vec<f64> = (0..ROUNDS)
        .map(|_| {
            let started = Instant::now();
            for puzzle in puzzles {
                std::hint::black_box(answer(std::hint::black_box(puzzle)));
            }
            puzzles.len() as f64 / started.elapsed().as_secs_f64()
        })
        .collect();
    rates.sort_by(f64::total_cmp);
    rates[ROUNDS / 2]
}

/// The best of three solving times of one puzzle.
fn time_alone(puzzle: &Grid) -> Duration {
    (0..3)
        .map(|_| {
            let started = Instant::now();
            std::hint::black_box(solve(
                &Problem::from(*std::hint::black_box(puzzle)),
                Algorithm::Fast,
            ));
            started.elapsed()
        })
        .min()
        .unwrap()
}
