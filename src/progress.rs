//! The progress display on standard error: when it is wanted, and how it is drawn (indicatif).
//!
//! The batch driver reports [`Progress`] through a plain hook; this module turns those reports
//! into a bar of bytes read when the total size of the input is known (every input a regular
//! file), a bar of puzzles made out of N for `--generate N`, or a spinner counting puzzles
//! otherwise. The display stays hidden for the first
//! [`DELAY`], so short runs never draw anything, and is redrawn at most [`REFRESH_HZ`] times a
//! second: reports in between are dropped, and each one kept changes the bar once, so that it
//! draws once. It is cleared before anything else (the `--stats` line) is printed.

use std::cell::Cell;
use std::ffi::OsString;
use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use std::fmt;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};
use resol::batch::{Generation, Input, Progress};

/// How long a run goes on before its progress is shown: short enough that a slow run draws
/// within its first second (the batch driver reports progress ten times a second while it
/// waits), long enough that short runs never draw.
pub const DELAY: Duration = Duration::from_millis(800);

/// Redraws per second at most.
const REFRESH_HZ: u8 = 8;

/// Lets through one event per period at most.
#[derive(Debug)]
struct Throttle {
    period: Duration,
    last: Cell<Option<Instant>>,
}

impl Throttle {
    fn new(per_second: u8) -> Self {
        Throttle {
            period: Duration::from_secs(1) / u32::from(per_second),
            last: Cell::new(None),
        }
    }

    /// Whether an event at `now` may pass: the first one does, and then one a period.
    fn allows(&self, now: Instant) -> bool {
        let due = self
            .last
            .get()
            .is_none_or(|last| now.saturating_duration_since(last) >= self.period);
        if due {
            self.last.set(Some(now));
        }
        due
    }
}

/// What decides whether progress is shown: the flags and the process's surroundings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ProgressPolicy {
    /// `--quiet` was given.
    pub quiet: bool,
    /// A person types the puzzles (standard input is a terminal).
    pub interactive: bool,
    /// Standard error is a terminal.
    pub stderr_terminal: bool,
    /// Standard output is a terminal, where answers would be drawn over by the display.
    pub stdout_terminal: bool,
    /// The environment variable `CI` is set (to anything).
    pub ci: bool,
    /// The environment variable `NO_COLOR` is set to a non-empty value (no-color.org).
    pub no_color: bool,
}

impl ProgressPolicy {
    /// The conditions of this process, with `lookup` reading the environment.
    pub fn new(quiet: bool, interactive: bool, lookup: impl Fn(&str) -> Option<OsString>) -> Self {
        use std::io::IsTerminal;
        ProgressPolicy {
            quiet,
            interactive,
            stderr_terminal: io::stderr().is_terminal(),
            stdout_terminal: io::stdout().is_terminal(),
            ci: lookup("CI").is_some(),
            no_color: lookup("NO_COLOR").is_some_and(|value| !value.is_empty()),
        }
    }

    /// Whether progress is shown: only on a terminal that nobody types into or reads answers
    /// from, outside CI, without `NO_COLOR`, and without `--quiet`.
    pub fn show(&self) -> bool {
        self.stderr_terminal
            && !self.stdout_terminal
            && !self.interactive
            && !self.ci
            && !self.no_color
            && !self.quiet
    }
}

/// The display of a run that reads `inputs`, or makes the puzzles of `generation`, when
/// `policy` shows one.
pub fn display(
    policy: &ProgressPolicy,
    inputs: &[Input],
    generation: Option<&Generation>,
) -> Option<ProgressDisplay> {
    policy.show().then(|| match generation {
        Some(generation) => ProgressDisplay::new(Measure::Puzzles(generation.count)),
        None => ProgressDisplay::new(measure(inputs)),
    })
}

/// What the display of a run reading `inputs` measures: bytes when every input is a regular
/// file, so that their total size is known.
pub fn measure(inputs: &[Input]) -> Measure {
    total_bytes(inputs).map_or(Measure::Unknown, Measure::Bytes)
}

/// The total size in bytes of `inputs`, when every one is a regular file.
fn total_bytes(inputs: &[Input]) -> Option<u64> {
    inputs.iter().try_fold(0, |total, input| match input {
        Input::File(path) => {
            let metadata = std::fs::metadata(path).ok()?;
            metadata.is_file().then(|| total + metadata.len())
        }
        Input::Stdin => None,
    })
}

/// What a progress display measures the run by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Measure {
    /// Bytes of input answered, out of this many.
    Bytes(u64),
    /// Puzzles made, out of this many.
    Puzzles(u64),
    /// Puzzles answered, out of an unknown number.
    Unknown,
}

/// A progress display on standard error, hidden until the run has lasted [`DELAY`].
pub struct ProgressDisplay {
    bar: ProgressBar,
    started: Instant,
    /// Whether the position is in bytes rather than puzzles.
    by_bytes: bool,
    /// Puzzles answered, which the bar of bytes shows beside its position.
    puzzles: Arc<AtomicU64>,
    redraws: Throttle,
}

impl ProgressDisplay {
    /// A bar when the end is known (`measure` in bytes or puzzles), a spinner otherwise.
    pub fn new(measure: Measure) -> Self {
        let (total, template) = match measure {
            Measure::Bytes(total) => (
                Some(total),
                "{elapsed_precise} [{wide_bar}] {bytes}/{total_bytes} {puzzles} puzzles (eta {eta})",
            ),
            Measure::Puzzles(total) => (
                Some(total),
                "{elapsed_precise} [{wide_bar}] {pos}/{len} puzzles (eta {eta})",
            ),
            Measure::Unknown => (
                None,
                "{spinner} {elapsed_precise} {pos} puzzles ({per_sec})",
            ),
        };
        let bar = ProgressBar::with_draw_target(total, ProgressDrawTarget::hidden());
        let puzzles = Arc::new(AtomicU64::new(0));
        let shown = Arc::clone(&puzzles);
        let style = ProgressStyle::with_template(template)
            .expect("the templates are valid")
            .with_key(
                "puzzles",
                move |_: &ProgressState, out: &mut dyn fmt::Write| {
                    let _ = write!(out, "{}", shown.load(Ordering::Relaxed));
                },
            )
            .progress_chars("=> ");
        bar.set_style(style);
        ProgressDisplay {
            bar,
            started: Instant::now(),
            by_bytes: matches!(measure, Measure::Bytes(_)),
            puzzles,
            redraws: Throttle::new(REFRESH_HZ),
        }
    }

    /// Shows how far the run has got; the hook given to the batch driver.
    pub fn update(&self, progress: Progress) {
        let now = Instant::now();
        if now.duration_since(self.started) < DELAY || !self.redraws.allows(now) {
            return;
        }
        if self.bar.is_hidden() {
            self.bar
                .set_draw_target(ProgressDrawTarget::stderr_with_hz(REFRESH_HZ));
        }
        self.puzzles.store(progress.puzzles, Ordering::Relaxed);
        let position = if self.by_bytes {
            progress.bytes
        } else {
            progress.puzzles
        };
        self.bar.set_position(position);
    }

    /// Erases the display.
    pub fn clear(&self) {
        self.bar.finish_and_clear();
    }
}

/// Standard error for messages: each write lifts the progress display, if any, so that a
/// message is never drawn into it. Meant to be wrapped in a `LineWriter`.
pub struct MessageWriter<'a> {
    pub display: Option<&'a ProgressDisplay>,
}

impl Write for MessageWriter<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self.display {
            Some(display) => display.bar.suspend(|| io::stderr().write(buf)),
            None => io::stderr().write(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        io::stderr().flush()
    }
}

#[cfg(test)]
mod tests {
    use std::ffi::OsString;

    use std::time::{Duration, Instant};

    use super::{ProgressPolicy, Throttle, total_bytes};
    use resol::batch::Input;

    /// A terminal session where progress is wanted.
    fn terminal() -> ProgressPolicy {
        ProgressPolicy {
            stderr_terminal: true,
            ..ProgressPolicy::default()
        }
    }

    #[test]
    fn progress_is_shown_on_a_terminal_by_default() {
        assert!(terminal().show());
    }

    #[test]
    fn progress_is_never_shown_in_a_pipe() {
        let piped = ProgressPolicy {
            stderr_terminal: false,
            ..terminal()
        };
        assert!(!piped.show());
    }

    #[test]
    fn quiet_ci_no_color_and_typed_input_each_hide_progress() {
        let hidden = [
            ProgressPolicy {
                quiet: true,
                ..terminal()
            },
            ProgressPolicy {
                ci: true,
                ..terminal()
            },
            ProgressPolicy {
                no_color: true,
                ..terminal()
            },
            ProgressPolicy {
                interactive: true,
                ..terminal()
            },
            ProgressPolicy {
                stdout_terminal: true,
                ..terminal()
            },
        ];
        for conditions in hidden {
            assert!(!conditions.show(), "{conditions:?}");
        }
    }

    #[test]
    fn ci_counts_when_set_to_anything_and_no_color_when_not_empty() {
        let env = |ci: Option<&str>, no_color: Option<&str>| {
            let lookup = |name: &str| match name {
                "CI" => ci.map(OsString::from),
                "NO_COLOR" => no_color.map(OsString::from),
                _ => None,
            };
            let conditions = ProgressPolicy::new(false, false, lookup);
            (conditions.ci, conditions.no_color)
        };
        assert_eq!(env(None, None), (false, false));
        assert_eq!(env(Some("true"), Some("1")), (true, true));
        assert_eq!(env(Some(""), Some("")), (true, false));
    }

    #[test]
    fn the_total_size_is_known_only_when_every_input_is_a_regular_file() {
        let seed = Input::File("examples/seed.txt".into());
        let length = std::fs::metadata("examples/seed.txt").unwrap().len();
        assert_eq!(total_bytes(std::slice::from_ref(&seed)), Some(length));
        assert_eq!(total_bytes(&[seed.clone(), seed.clone()]), Some(2 * length));
        assert_eq!(total_bytes(&[seed.clone(), Input::Stdin]), None);
        assert_eq!(total_bytes(&[Input::File("no-such-file".into())]), None);
        assert_eq!(total_bytes(&[Input::File("examples".into())]), None);
    }

    #[test]
    fn redraws_pass_at_most_eight_times_a_second() {
        let throttle = Throttle::new(8);
        let start = Instant::now();
        // A report every millisecond for two seconds.
        let passed = (0..2000)
            .filter(|&ms| throttle.allows(start + Duration::from_millis(ms)))
            .count();
        assert_eq!(passed, 16);
        assert!(!throttle.allows(start + Duration::from_millis(1999)));
        assert!(throttle.allows(start + Duration::from_millis(2000)));
    }
}
