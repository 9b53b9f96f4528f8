//! Generation speed, on one thread unless said: minimal puzzles per second per symmetry beside
//! qqwing, seconds per puzzle for each difficulty target, and whole processes under hyperfine.
//!
//! `cargo bench --bench generate [-- SECTION...]` runs the sections named (all by default):
//!
//! - `plain`: makes `PUZZLES` puzzles (default 2,000) five times for each symmetry and prints
//!   the median rate and the mean number of givens. One more row is the removal pass alone, over
//!   the same solution grids as the row without symmetry, done the generic way: in a random
//!   order, each removal tested by counting solutions to two. Last, when `qqwing` is on the
//!   `PATH`, it times `qqwing --generate N --one-line --difficulty any --symmetry S` (a whole
//!   process, printing included; N is `QQWING_PUZZLES`, default 500) for each of its symmetries.
//! - `variants`: makes `VARIANT_PUZZLES` puzzles (default 300) five times for each variant the
//!   issue of variant generation names (X, windoku, anti-knight, jigsaw) and prints the median
//!   rate and the mean number of givens.
//! - `targets`: seconds per puzzle for each level and for ER from 7.0, 8.0 and 9.0 up, as
//!   `--generate` aims at them: puzzles 0 to `TARGET_PUZZLES` - 1 (default 40; 20 for ER 9.0 and
//!   up) of seed 2026, each timed alone; mean, median, 90th percentile and worst, and the mean
//!   ER kept.
//! - `processes`: whole processes side by side under hyperfine (`HYPERFINE`, default
//!   `hyperfine` on the `PATH`; 1.20 or newer): `qqwing --generate 1000` against `resol
//!   --generate 1000 -j1` and `-j2`, then `--level diabolical` and `--rating 9.0..` at `-j1` and
//!   `-j2`; medians and ratios.
//!
//! The load average is printed before and after: the machine may be shared.

use std::process::{Command, Stdio};
use std::time::Instant;

use rand_xoshiro::Xoshiro256PlusPlus;
use rand_xoshiro::rand_core::{Rng, SeedableRng};
use resol::generate::{Generator, SizedGenerator, Symmetry, Target};
use resol::logic::Level;
use resol::variant::GlobalRule;
use resol::{Algorithm, Grid, Named, Problem, Shape, count};

const ROUNDS: usize = 5;
/// The binary under test, for whole-process runs.
const RESOL: &str = env!("CARGO_BIN_EXE_resol");
const SEED: u64 = 2026;

fn main() {
    let sections: Vec<String> = std::env::args()
        .skip(1)
        .filter(|arg| !arg.starts_with('-'))
        .collect();
    let runs = |name: &str| sections.is_empty() || sections.iter().any(|s| s == name);
    println!("load average before: {}", load_average());
    if runs("plain") {
        plain();
    }
    if runs("variants") {
        variants();
    }
    if runs("targets") {
        targets();
    }
    if runs("processes") {
        processes();
    }
    println!("load average after: {}", load_average());
}

/// The first three fields of `/proc/loadavg`, or a dash.
fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg").map_or_else(
        |_| "-".to_owned(),
        |text| {
            text.split_whitespace()
                .take(3)
                .collect::<Vec<_>>()
                .join(" ")
        },
    )
}

/// The number in the environment variable `name`, or `default`.
fn count_from_env(name: &str, default: u64) -> u64 {
    std::env::var(name).map_or(default, |n| n.parse().expect("a count"))
}

fn plain() {
    let puzzles = count_from_env("PUZZLES", 2_000);
    let qqwing_puzzles = count_from_env("QQWING_PUZZLES", 500);
    println!("\nwhat\tpuzzles\tmedian puzzles/s\tµs/puzzle\tmean givens");
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

/// Variant puzzles per second on one thread: X, windoku, anti-knight and jigsaw 9×9 puzzles.
fn variants() {
    let puzzles = count_from_env("VARIANT_PUZZLES", 300);
    println!("\nwhat\tpuzzles\tmedian puzzles/s\tµs/puzzle\tmean givens");
    let layouts: [(&str, &[GlobalRule], bool); 4] = [
        ("X", &[GlobalRule::X], false),
        ("windoku", &[GlobalRule::Windoku], false),
        ("anti-knight", &[GlobalRule::AntiKnight], false),
        ("jigsaw", &[], true),
    ];
    for (name, rules, jigsaw) in layouts {
        let generator = SizedGenerator::new(SEED, Shape::NINE, Symmetry::None)
            .and_then(|generator| generator.with_layout(rules, jigsaw).ok())
            .expect("these rules fit a 9×9");
        let mut givens = 0;
        let rate = median_rate(puzzles, || {
            givens = (0..puzzles)
                .map(|i| {
                    generator
                        .try_generate(i)
                        .map_or(0, |made| made.puzzle.given_count())
                })
                .sum::<usize>();
        });
        row(&format!("resol {name}"), puzzles, rate, givens);
    }
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
        if count(&Problem::from(puzzle), 2, Algorithm::Fast) != 1 {
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

/// The ratings (ER tenths, ends included) of each target timed, by its command-line name.
fn target_ranges() -> Vec<(String, (u16, u16), u64)> {
    let puzzles = count_from_env("TARGET_PUZZLES", 40);
    let mut ranges: Vec<(String, (u16, u16), u64)> = Level::NAMED
        .iter()
        .map(|&(name, level)| (format!("--level {name}"), level.tenths(), puzzles))
        .collect();
    for low in [70, 80, 90] {
        let count = if low == 90 {
            puzzles.div_ceil(2)
        } else {
            puzzles
        };
        let name = format!("--rating {:.1}..", f64::from(low) / 10.0);
        ranges.push((name, (low, 200), count));
    }
    ranges
}

fn targets() {
    println!("\ntarget\tpuzzles\tmean s\tmedian s\tp90 s\tmax s\tmissed\tmean ER");
    let generator = Generator::new(SEED, Symmetry::None);
    for (name, (low, high), puzzles) in target_ranges() {
        let target = Target::explainer(low..=high);
        let mut seconds = Vec::new();
        let (mut missed, mut ratings) = (0, 0.0);
        for index in 0..puzzles {
            let started = Instant::now();
            let made = generator.generate_targeted(index, &target);
            seconds.push(started.elapsed().as_secs_f64());
            match made {
                Ok(rated) => ratings += rated.rating,
                Err(_) => missed += 1,
            }
        }
        seconds.sort_by(f64::total_cmp);
        let at = |q: f64| seconds[((seconds.len() - 1) as f64 * q).round() as usize];
        let kept = (puzzles - missed).max(1) as f64;
        let mean = seconds.iter().sum::<f64>() / seconds.len() as f64;
        println!(
            "{name}\t{puzzles}\t{mean:.4}\t{:.4}\t{:.4}\t{:.3}\t{missed}\t{:.2}",
            at(0.5),
            at(0.9),
            at(1.0),
            ratings / kept
        );
    }
}

fn processes() {
    let hyperfine = std::env::var("HYPERFINE").unwrap_or_else(|_| "hyperfine".to_owned());
    let plain = |jobs: &str| format!("{RESOL} --generate 1000 --seed 1 -q {jobs}");
    let compared = [
        "qqwing --generate 1000 --one-line --difficulty any".to_owned(),
        plain("-j1"),
        plain("-j2"),
    ];
    compare(&hyperfine, &compared, 10);
    for (target, count) in [("--level diabolical", 100), ("--rating 9.0..", 10)] {
        let targeted =
            |jobs: &str| format!("{RESOL} --generate {count} --seed 1 -q {target} {jobs}");
        compare(&hyperfine, &[targeted("-j1"), targeted("-j2")], 5);
    }
}

/// Runs `commands` under hyperfine (no shell, one warm-up, `runs` runs each) and prints each
/// median and how many times as fast as the first command it ran.
fn compare(hyperfine: &str, commands: &[String], runs: u32) {
    let export = std::env::temp_dir().join(format!("resol-bench-{}.json", std::process::id()));
    let status = Command::new(hyperfine)
        .args([
            "-N",
            "--warmup",
            "1",
            "--runs",
            &runs.to_string(),
            "--style",
            "none",
        ])
        .arg("--export-json")
        .arg(&export)
        .args(commands)
        .stdout(Stdio::null())
        .status();
    if !status.is_ok_and(|status| status.success()) {
        eprintln!("{hyperfine} could not run {commands:?}: no comparison");
        return;
    }
    let text = std::fs::read_to_string(&export).expect("hyperfine's export");
    let _ = std::fs::remove_file(&export);
    let json: serde_json::Value = serde_json::from_str(&text).expect("hyperfine's JSON");
    let medians: Vec<f64> = json["results"]
        .as_array()
        .expect("results")
        .iter()
        .map(|result| result["median"].as_f64().expect("a median"))
        .collect();
    println!("\ncommand (hyperfine -N, {runs} runs)\tmedian s\ttimes as fast as the first");
    for (command, median) in commands.iter().zip(&medians) {
        let shown = command.replace(RESOL, "resol");
        println!("{shown}\t{median:.3}\t{:.2}", medians[0] / median);
    }
}
