//! Runs stopped by a signal (Ctrl-C, `timeout`, a kill) keep every result finished before
//! the signal, in order: slow results are written as soon as they and all before them are done.

use std::io::{BufRead, BufReader, Read};
use std::process::{Child, Command, ExitStatus};

use crate::util::*;

/// The puzzles of the SE ratings fixture that SE rates 8.5 and up, each with its rating as
/// `--rate` prints it: a second or less each to rate.
fn hard_puzzles() -> Vec<(String, String)> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/se_ratings.txt");
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            let er: f64 = fields.get(1)?.parse().ok()?;
            (8.5..20.0)
                .contains(&er)
                .then(|| (fields[0].to_string(), fields[1..4].join("/")))
        })
        .collect()
}

/// Sends `signal` (`INT`, `TERM`) to `child` with kill(1); false when kill cannot be run.
fn send(signal: &str, child: &Child) -> bool {
    let pid = child.id().to_string();
    Command::new("kill")
        .args([&format!("-{signal}"), &pid])
        .status()
        .is_ok_and(|status| status.success())
}

/// Reads `wanted` lines of `child`'s standard output, sends it `signal`, and returns every
/// line it wrote and how it ended; none when kill cannot be run.
fn stop_after(mut child: Child, wanted: usize, signal: &str) -> Option<(Vec<String>, ExitStatus)> {
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut lines = Vec::new();
    let mut line = String::new();
    while lines.len() < wanted && out.read_line(&mut line).unwrap() > 0 {
        lines.push(std::mem::take(&mut line).trim_end().to_string());
    }
    if !send(signal, &child) {
        let _ = child.kill();
        return None;
    }
    let mut rest = String::new();
    out.read_to_string(&mut rest).unwrap();
    lines.extend(rest.lines().map(str::to_string));
    Some((lines, child.wait().unwrap()))
}

#[cfg(unix)]
fn killed_by(status: ExitStatus, signal: i32) -> bool {
    use std::os::unix::process::ExitStatusExt;
    status.signal() == Some(signal)
}

/// Whether this process ignores SIGINT, as a job a non-interactive shell starts in the
/// background does: a child inherits that and never sees a Ctrl-C. Read from Linux's
/// `/proc/self/status` (the `SigIgn` mask, SIGINT its second bit); false where it cannot be.
fn ctrl_c_ignored() -> bool {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|line| line.strip_prefix("SigIgn:"))
        .and_then(|mask| u64::from_str_radix(mask.trim(), 16).ok())
        .is_some_and(|mask| mask & 1 << (2 - 1) != 0)
}

#[test]
#[cfg(unix)]
fn ratings_finished_before_ctrl_c_are_all_written_in_order() {
    if ctrl_c_ignored() {
        return skipped(
            "ratings_finished_before_ctrl_c",
            "SIGINT is ignored here (a background job?), so the run would not see it",
        );
    }
    let hard = hard_puzzles();
    assert!(hard.len() >= 40, "{} hard puzzles", hard.len());
    // Enough work that the run is still going when it is stopped, even in a release build.
    let puzzles: Vec<&str> = hard
        .iter()
        .cycle()
        .take(400)
        .map(|(p, _)| p.as_str())
        .collect();
    let files = Files::new("ctrl-c", &[("hard.txt", lines(&puzzles).as_bytes())]);
    let path = files.paths[0].to_str().unwrap();
    let child = spawn_piped(&["--rate", "-j1", path]);
    let Some((written, status)) = stop_after(child, 3, "INT") else {
        return skipped("ratings_finished_before_ctrl_c", "kill(1) cannot be run");
    };
    assert!(killed_by(status, 2), "{status:?}");
    assert!((3..400).contains(&written.len()), "{} lines", written.len());
    for (line, (puzzle, rating)) in written.iter().zip(hard.iter().cycle()) {
        assert_eq!(line, rating, "{puzzle}");
    }
}

#[test]
#[cfg(unix)]
fn puzzles_generated_before_a_kill_are_all_written_in_order() {
    let args = [
        "--generate",
        "100000",
        "--seed",
        "7",
        "--level",
        "diabolical",
        "-j1",
    ];
    let child = spawn_piped(&args);
    let Some((written, status)) = stop_after(child, 3, "TERM") else {
        return skipped("puzzles_generated_before_a_kill", "kill(1) cannot be run");
    };
    assert!(killed_by(status, 15), "{status:?}");
    assert!(written.len() >= 3, "{} lines", written.len());
    // Puzzle i depends only on the seed and i: the lines written are the first ones of the run.
    let count = written.len().to_string();
    let output = resol()
        .args(["--generate", &count, "--seed", "7", "--level", "diabolical"])
        .output()
        .unwrap();
    let expected: Vec<String> = String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect();
    assert_eq!(written, expected);
}
