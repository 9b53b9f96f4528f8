//! Generation speed: minimal puzzles per second on one thread, per symmetry, beside qqwing.
//!
//! `cargo bench --bench generate` makes `PUZZLES` puzzles (default 2,000) five times for each
//! symmetry and prints the median rate and the mean number of givens. One more row is the
//! removal pass alone, over the same solution grids as the row without symmetry, done the
//! generic way: in a random order, each removal tested by counting solutions to two. Last, when
//! `qqwing` is on the `PATH`, it times `qqwing --generate N --one-line --difficulty any
//! --symmetry S` (a whole process, printing included; N is `QQWING_PUZZLES`, default 500, as
//! qqwing is about fifty times slower) for each of its symmetries.

use std::process::{Command, Stdio};
use std::time::Instant;

use rand_xoshiro::Xoshiro256PlusPlus;
use rand_xoshiro::rand_core::{Rng, SeedableRng};
use resol::generate::{Generator, Symmetry};
use resol::{Algorithm, Grid, count_solutions};

const ROUNDS: usize = 5;
const SEED: u64 = 2026;

fn main() {
    let puzzles = count_from_env("PUZZLES", 2_000);
    let qqwing_puzzles = count_from_env("QQWING_PUZZLES", 500);
    println!("what\tpuzzles\tmedian puzzles/s\tµs/puzzle\tmean givens");
    for symmetry in Symmetry::CONCRETE.into_iter().chain([Symmetry::Any]) {
        let generator = Generator::new(SEED, symmetry);
        let mut givens = 0;
        let rate = median_rate(puzzles, || {
            givens = (0..puzzles)
                .map(|i| generator.generate(i).puzzle.given_count())
                .sum::<usize>();
        });
        row(&format!("resol {symmetry}"), puzzles, rate, givens);
    }
    let generator = Generator::new(SEED, Symmetry::None);
    let solutions: Vec<Grid> = (0..puzzles)
        .map(|i| generator.generate(i).solution)
        .collect();
    let mut givens = 0;
    let rate = median_rate(puzzles, || {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(SEED);
        givens = solutions
            .iter()
            .map(|solution| count_to_two_removals(solution, &mut rng))
            .sum::<usize>();
    });
    row("removal pass counting to two", puzzles, rate, givens);
    for (name, symmetry) in [
        ("none", "none"),
        ("rot180", "rotate180"),
        ("rot90", "rotate90"),
        ("vertical (mirror)", "mirror"),
        ("horizontal (flip)", "flip"),
    ] {
        if let Some(rate) = qqwing_rate(qqwing_puzzles, symmetry) {
            row(&format!("qqwing {name}"), qqwing_puzzles, rate, 0);
        }
    }
}

/// The number in the environment variable `name`, or `default`.
fn count_from_env(name: &str, default: u64) -> u64 {
    std::env::var(name).map_or(default, |n| n.parse().expect("a count"))
}

/// Prints one row of the table (no mean givens when `givens` is 0).
fn row(what: &str, puzzles: u64, rate: f64, givens: usize) {
    let mean_givens = match givens {
        0 => "-".to_owned(),
        _ => format!("{:.2}", givens as f64 / puzzles as f64),
    };
    println!(
        "{what}\t{puzzles}\t{rate:.0}\t{:.1}\t{mean_givens}",
        1e6 / rate
    );
}

/// The median over [`ROUNDS`] runs of `make`, which makes `puzzles` puzzles, in puzzles per second.
fn median_rate(puzzles: u64, mut make: impl FnMut()) -> f64 {
    let mut rates: Vec<f64> = (0..ROUNDS)
        .map(|_| {
            let started = Instant::now();
            make();
            puzzles as f64 / started.elapsed().as_secs_f64()
        })
        .collect();
    rates.sort_by(f64::total_cmp);
    rates[ROUNDS / 2]
}

/// The removal pass in a random order with the generic test (count to two); its given count.
fn count_to_two_removals(solution: &Grid, rng: &mut Xoshiro256PlusPlus) -> usize {
    let mut order: Vec<usize> = (0..81).collect();
    for last in (1..order.len()).rev() {
        // A slightly biased draw is good enough to order the cells of a benchmark.
        let pick = (rng.next_u64() % (last as u64 + 1)) as usize;
        order.swap(last, pick);
    }
    let mut puzzle = *solution;
    for cell in order {
        puzzle.set(cell, 0);
        if count_solutions(&puzzle, 2, Algorithm::Fast) != 1 {
            puzzle.set(cell, solution.get(cell));
        }
    }
    puzzle.given_count()
}

/// The median rate of `qqwing --generate`, or `None` when qqwing cannot be run.
fn qqwing_rate(puzzles: u64, symmetry: &str) -> Option<f64> {
    let count = puzzles.to_string();
    let args = [
        "--generate",
        &count,
        "--one-line",
        "--difficulty",
        "any",
        "--symmetry",
        symmetry,
    ];
    let mut ok = true;
    let rate = median_rate(puzzles, || {
        let status = Command::new("qqwing")
            .args(args)
            .stdout(Stdio::null())
            .status();
        ok &= status.is_ok_and(|status| status.success());
    });
    if !ok {
        eprintln!("qqwing could not be run: no comparison");
    }
    ok.then_some(rate)
}
