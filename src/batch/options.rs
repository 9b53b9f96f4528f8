//! What a run is asked: the mode that decides what each puzzle gets, and the options of
//! reading, solving and printing.

use std::path::PathBuf;
use std::time::Duration;

use crate::format::chains::ChainNotation;
use crate::format::{Drawing, OutputFormat};
use crate::parse::Reading;
use crate::solver::Algorithm;
use crate::variant::GlobalRule;

/// What is computed for each puzzle.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    /// The lexicographically smallest solution.
    #[default]
    Solve,
    /// The number of solutions, counted no further than `limit`.
    Count {
        /// The count stops here.
        limit: u64,
    },
    /// The rating on Sudoku Explainer's scale.
    Rate {
        /// The time budget of each puzzle's rating: one that would take longer gets lower
        /// bounds, and a message.
        limit: Option<Duration>,
    },
    /// The logic solve, step by step.
    Explain,
    /// The next logic step of a game in progress.
    Hint,
    /// Whether the answers of a file, paired with the puzzles in order, are valid completions.
    Check {
        /// The answers file.
        answers: PathBuf,
    },
    /// The minlex form and the number of automorphisms.
    Canonical,
    /// The puzzle as written, unless an equivalent one came earlier in the stream.
    Dedup,
    /// A minimal puzzle with the same one solution: givens tried in the cells' order, or in a
    /// random order from `seed` and the puzzle's index.
    Minimise {
        /// The seed of a random order.
        seed: Option<u64>,
    },
    /// A random equivalent puzzle, drawn from `seed` and the puzzle's index.
    Shuffle {
        /// The run's seed.
        seed: u64,
    },
    /// The puzzle as read, printed in the chosen form without solving it.
    Print,
    /// Each cell's values that stand there in some solution.
    TrueCandidates,
}

impl Mode {
    /// Puzzles per batch of the pipeline at most (batches of slow puzzles hold fewer): with
    /// solving at microseconds a puzzle, 256 make channel traffic negligible and a batch of
    /// hard puzzles still takes milliseconds only; a logic step takes milliseconds, and up to
    /// seconds on the hardest puzzles, so its batches are small enough to keep every worker
    /// busy to the end. Minimising a puzzle takes about as long as generating one, a fraction
    /// of a millisecond.
    pub(super) fn batch(&self) -> usize {
        match self {
            Mode::Solve | Mode::Count { .. } | Mode::Check { .. } => 256,
            Mode::Canonical | Mode::Dedup | Mode::Shuffle { .. } | Mode::Print => 256,
            Mode::Minimise { .. } | Mode::TrueCandidates => 16,
            Mode::Rate { .. } | Mode::Explain | Mode::Hint => 4,
        }
    }

    /// Whether the mode tells how many solutions a puzzle has, one or more.
    pub(super) fn knows_uniqueness(&self) -> bool {
        match *self {
            Mode::Solve => false,
            Mode::Count { limit } => limit > 1,
            Mode::Rate { .. } | Mode::Explain | Mode::Hint | Mode::Minimise { .. } => true,
            Mode::Check { .. } | Mode::Canonical | Mode::Dedup | Mode::Shuffle { .. } => false,
            // Printing a puzzle as read tells nothing of its solutions.
            Mode::Print => false,
            Mode::TrueCandidates => true,
        }
    }

    /// Whether the mode solves each puzzle, so that a run counts the puzzles solved and those
    /// without a solution.
    pub(super) fn solves(&self) -> bool {
        !matches!(
            self,
            Mode::Check { .. } | Mode::Canonical | Mode::Dedup | Mode::Shuffle { .. } | Mode::Print
        )
    }
}

/// What to compute and how to print it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// What each puzzle gets.
    pub mode: Mode,
    /// The engine that solves and counts.
    pub algorithm: Algorithm,
    /// The output format.
    pub format: OutputFormat,
    /// How puzzles are read: their symbols, and a shape forced on all of them.
    pub reading: Reading,
    /// Worker threads for large streams (at least 1).
    pub jobs: usize,
    /// Answer each puzzle as soon as it is read and flush it at once (for terminals).
    pub interactive: bool,
    /// How the chains of explained steps and hints are written, when asked for (see
    /// [`Printer::with_chains`](crate::format::Printer::with_chains)).
    pub chains: Option<ChainNotation>,
    /// The rules of the whole grid added to every puzzle read (`--variant`).
    pub variant: Vec<GlobalRule>,
    /// How a picture form lays its document out.
    pub drawing: Drawing,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            mode: Mode::default(),
            algorithm: Algorithm::default(),
            format: OutputFormat::default(),
            reading: Reading::default(),
            jobs: 1,
            interactive: false,
            chains: None,
            variant: Vec::new(),
            drawing: Drawing::default(),
        }
    }
}
