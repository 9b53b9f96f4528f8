//! What a run did, for the exit status and `--stats`, and how far it has got, for the
//! progress hook.

use std::fmt;
use std::time::Duration;

/// What a run did, for the exit status and `--stats`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Well-formed and malformed puzzles read.
    pub puzzles: u64,
    /// Whether the inputs held no puzzle at all (a fault, though no puzzle was read).
    pub no_puzzle: bool,
    /// Puzzles with at least one solution.
    pub solved: u64,
    /// Puzzles without a solution.
    pub no_solution: u64,
    /// Malformed puzzles.
    pub malformed: u64,
    /// Well-formed puzzles the mode is not defined for (rating one that is not 9×9, or a
    /// variant puzzle).
    pub refused: u64,
    /// Ratings cut short by their time budget, which give lower bounds.
    pub cut_short: u64,
    /// Puzzles with exactly one solution (counted only when the mode tells: counting to 2 or
    /// more, and the logic modes).
    pub unique: Option<u64>,
    /// Whether the mode does not solve puzzles (`--check` and the tools that rearrange them),
    /// so that `solved` and `no_solution` are not counted.
    pub unsolved: bool,
    /// With `--check`: the wrong answers, the answers left over counting as one.
    pub wrong: Option<u64>,
    /// With `--dedup`: the puzzles dropped as equivalent to an earlier one.
    pub duplicates: Option<u64>,
    /// Inputs that could not be opened or read.
    pub unreadable: u64,
    /// Binary inputs, skipped from the line of their first NUL byte.
    pub binary: u64,
    /// Pictures that gave no puzzle, and puzzles read from pictures without a single solution
    /// however a few doubtful cells are read, or with a rival reading that has one too.
    pub misread: u64,
    /// The seed of a generation run, which repeats it.
    pub seed: Option<u64>,
    /// The seed of a `--shuffle` run, which repeats it.
    pub shuffle_seed: Option<u64>,
    /// Time from the start of the run to the last result.
    pub elapsed: Duration,
}

/// `n thing` or `n things`.
fn count(n: u64, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A rate with three significant figures, at most: `0.53`, `5.27`, `52.7`, `527`, `52700`.
fn rate(per_second: f64) -> String {
    let decimals = match per_second {
        r if r < 10.0 => 2,
        r if r < 100.0 => 1,
        _ => 0,
    };
    format!("{per_second:.decimals$}")
}

/// The `--stats` line, without its `resol: ` prefix: `5 puzzles: 4 solved, 1 without
/// solution, 0 malformed; 0.012 s, 416 puzzles/s`, and what the mode adds.
impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let puzzles = count(self.puzzles, "puzzle", "puzzles");
        match self.seed {
            Some(seed) => write!(
                f,
                "{} generated with seed {seed}, {} given up",
                count(self.solved, "puzzle", "puzzles"),
                self.malformed
            )?,
            None if self.unsolved => write!(f, "{puzzles}: {} malformed", self.malformed)?,
            None => write!(
                f,
                "{puzzles}: {} solved, {} without solution, {} malformed",
                self.solved, self.no_solution, self.malformed
            )?,
        }
        if self.refused > 0 {
            write!(f, ", {} not classic 9×9 for this mode", self.refused)?;
        }
        if self.cut_short > 0 {
            let ratings = count(self.cut_short, "rating", "ratings");
            write!(f, ", {ratings} cut short by the time limit")?;
        }
        if let Some(wrong) = self.wrong {
            write!(f, ", {wrong} wrong")?;
        }
        if let Some(duplicates) = self.duplicates {
            let dropped = count(duplicates, "duplicate dropped", "duplicates dropped");
            write!(f, ", {dropped}")?;
        }
        if let Some(seed) = self.shuffle_seed {
            write!(f, ", shuffled with seed {seed}")?;
        }
        if let Some(unique) = self.unique {
            write!(f, ", {unique} unique")?;
        }
        if self.binary > 0 {
            let binary = count(self.binary, "binary input", "binary inputs");
            write!(f, ", {binary} skipped")?;
        }
        if self.unreadable > 0 {
            let unreadable = count(self.unreadable, "input", "inputs");
            write!(f, ", {unreadable} unreadable")?;
        }
        let seconds = self.elapsed.as_secs_f64();
        let per_second = if seconds > 0.0 {
            self.puzzles as f64 / seconds
        } else {
            0.0
        };
        write!(f, "; {seconds:.3} s, {} puzzles/s", rate(per_second))
    }
}

/// How far a run has got, as reported to a progress hook.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// Puzzles answered (printed or reported malformed), in input order.
    pub puzzles: u64,
    /// Bytes of input read up to the last puzzle answered (at the end: every byte read).
    pub bytes: u64,
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::Summary;

    #[test]
    fn the_summary_says_one_puzzle_and_rates_with_three_figures() {
        let one = Summary {
            puzzles: 1,
            solved: 1,
            elapsed: Duration::from_secs_f64(1.9),
            ..Summary::default()
        };
        assert_eq!(
            one.to_string(),
            "1 puzzle: 1 solved, 0 without solution, 0 malformed; 1.900 s, 0.53 puzzles/s"
        );
        let many = Summary {
            puzzles: 49_158,
            solved: 49_158,
            duplicates: Some(1),
            elapsed: Duration::from_secs_f64(0.1),
            unsolved: true,
            ..Summary::default()
        };
        assert_eq!(
            many.to_string(),
            "49158 puzzles: 0 malformed, 1 duplicate dropped; 0.100 s, 491580 puzzles/s"
        );
        let generated = Summary {
            puzzles: 1,
            solved: 1,
            seed: Some(7),
            elapsed: Duration::from_secs(20),
            ..Summary::default()
        };
        assert!(
            generated
                .to_string()
                .starts_with("1 puzzle generated with seed 7, 0 given up;")
        );
        assert!(generated.to_string().ends_with("20.000 s, 0.05 puzzles/s"));
        let cut = Summary {
            puzzles: 2,
            solved: 2,
            cut_short: 1,
            unique: Some(2),
            ..Summary::default()
        };
        assert_eq!(
            cut.to_string(),
            "2 puzzles: 2 solved, 0 without solution, 0 malformed, 1 rating cut short by the \
             time limit, 2 unique; 0.000 s, 0.00 puzzles/s"
        );
    }
}
