//! Hostile inputs, end to end: huge lines, floods of blank and comment lines, closed streams, and
//! the "no puzzle lost" property over random mixes of good and malformed puzzles.

use std::io::Write;
use std::process::Command as StdCommand;
use std::time::{Duration, Instant};

use proptest::prelude::*;
use resol::shape::Shape;

use crate::util::*;

/// The peak resident set of a running process, in KiB, from `/proc` (Linux only).
fn peak_rss_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

#[test]
fn a_gigabyte_line_without_newline_is_rejected_in_bounded_memory() {
    const GIB: usize = 1 << 30;
    let mut child = spawn_piped(&[]);
    let pid = child.id();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        stdin.write_all(format!("{SEED_LINE}\n").as_bytes())?;
        let block = vec![b'1'; 1 << 20];
        let mut peak = 0;
        for _ in 0..GIB / block.len() {
            stdin.write_all(&block)?;
            peak = peak.max(peak_rss_kib(pid).unwrap_or(0));
        }
        Ok::<u64, std::io::Error>(peak)
    });
    let started = Instant::now();
    let output = child.wait_with_output().unwrap();
    let peak = writer.join().unwrap().unwrap();
    assert!(started.elapsed() < Duration::from_secs(120));
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        format!("{SEED_SOLUTION_LINE}\n")
    );
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "resol: line 2: more than 81 cells on one line\n"
    );
    assert_eq!(output.status.code(), Some(1));
    if cfg!(target_os = "linux") {
        assert!(peak > 0 && peak < 32 * 1024, "peak RSS {peak} KiB");
    }
}

#[test]
fn ten_million_blank_lines_then_a_puzzle() {
    let mut input = "\n".repeat(10_000_000);
    input.push_str(SEED_LINE);
    input.push('\n');
    let output = resol()
        .args(["-f", "json"])
        .write_stdin(input)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0));
    let record: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(record["line"], 10_000_001);
    assert_eq!(record["solution"], SEED_SOLUTION_LINE);
}

#[test]
fn ten_million_comment_lines_then_a_puzzle() {
    let mut input = "# a comment\n".repeat(10_000_000);
    input.push_str(SEED_LINE);
    input.push('\n');
    resol()
        .write_stdin(input)
        .assert()
        .code(0)
        .stdout(format!("{SEED_SOLUTION_LINE}\n"))
        .stderr("");
}

#[test]
fn ten_million_blank_lines_alone_hold_no_puzzle() {
    resol()
        .write_stdin("\n".repeat(10_000_000))
        .assert()
        .code(1)
        .stdout("")
        .stderr("resol: no puzzle in the input\n");
}

#[test]
fn a_closed_standard_input_reads_as_empty() {
    // `<&-` closes descriptor 0 outright; reading it is treated as an empty input.
    let output = StdCommand::new("sh")
        .arg("-c")
        .arg(format!("'{}' <&-", env!("CARGO_BIN_EXE_resol")))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(output.stdout, b"");
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "resol: no puzzle in the input\n"
    );
}

#[test]
fn sigpipe_from_head_ends_the_run_quietly_with_status_zero() {
    let script = format!(
        "yes '{SEED_LINE}' | head -n 200000 | '{}' 2>err | head -n 1; echo \"${{PIPESTATUS[2]}}\"; cat err",
        env!("CARGO_BIN_EXE_resol")
    );
    let dir = std::env::temp_dir().join(format!("resol-sigpipe-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let output = StdCommand::new("bash")
        .arg("-c")
        .arg(script)
        .current_dir(&dir)
        .output()
        .unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        format!("{SEED_SOLUTION_LINE}\n0\n")
    );
}

/// One line of a generated stream.
#[derive(Clone, Debug)]
enum Item {
    /// A well-formed puzzle line and its answer.
    Good(&'static str, &'static str),
    /// A comment or blank line.
    Skipped(&'static str),
    /// An 81-cell line with a bad character at the given column.
    BadCharacter(usize),
    /// A line of more than 81 cells that is no whole puzzle of a larger size.
    TooLong(usize),
}

const GOOD: [(&str, &str); 4] = [
    (SEED_LINE, SEED_SOLUTION_LINE),
    (CONFLICTING_LINE, "Sense solució"),
    (UNSOLVABLE_LINE, "Sense solució"),
    (EMPTY_LINE, SMALLEST_GRID),
];

fn item() -> impl Strategy<Value = Item> {
    prop_oneof![
        4 => (0..GOOD.len()).prop_map(|i| Item::Good(GOOD[i].0, GOOD[i].1)),
        1 => prop::sample::select(vec!["", "# comment", "  ", "---+---+---"]).prop_map(Item::Skipped),
        2 => (1usize..=81).prop_map(Item::BadCharacter),
        1 => (82usize..300)
            .prop_filter("a whole puzzle of a larger size", |&cells| Shape::for_cells(cells).is_none())
            .prop_map(Item::TooLong),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Any stream of k well-formed and m malformed one-line puzzles gives exactly k results in
    /// order, one message per fault naming its line (for the first twenty, then a count of the
    /// others), and status 1 exactly when m > 0.
    #[test]
    fn no_puzzle_is_lost(items in prop::collection::vec(item(), 1..60), jobs in 1usize..4) {
        let mut input = String::new();
        let mut expected_out = String::new();
        let mut expected_lines = Vec::new();
        for (index, item) in items.iter().enumerate() {
            let line = index + 1;
            match item {
                Item::Good(puzzle, answer) => {
                    input.push_str(puzzle);
                    expected_out.push_str(answer);
                    expected_out.push('\n');
                }
                Item::Skipped(text) => input.push_str(text),
                Item::BadCharacter(column) => {
                    let mut cells = vec![b'.'; 81];
                    cells[column - 1] = b'x';
                    input.push_str(std::str::from_utf8(&cells).unwrap());
                    expected_lines.push(line);
                }
                Item::TooLong(cells) => {
                    input.push_str(&"1".repeat(*cells));
                    expected_lines.push(line);
                }
            }
            input.push('\n');
        }
        let good = items.iter().any(|item| matches!(item, Item::Good(..)));
        let output = resol().arg(format!("-j{jobs}")).write_stdin(input).output().unwrap();
        prop_assert_eq!(String::from_utf8_lossy(&output.stdout), expected_out);
        let messages = String::from_utf8_lossy(&output.stderr).into_owned();
        let mut lines: Vec<usize> = messages
            .lines()
            .filter_map(|message| message.strip_prefix("resol: line "))
            .map(|rest| rest.split(':').next().unwrap().parse().unwrap())
            .collect();
        if !good && expected_lines.is_empty() {
            prop_assert_eq!(messages, "resol: no puzzle in the input\n");
            lines.clear();
        } else if expected_lines.len() > 20 {
            // Twenty messages, then one line with the count of the others.
            let hidden = expected_lines.len() - 20;
            let summary = format!("resol: {hidden} more messages about standard input not shown");
            prop_assert_eq!(messages.lines().last(), Some(summary.as_str()));
        }
        prop_assert_eq!(lines, expected_lines.iter().copied().take(20).collect::<Vec<_>>());
        let status = if expected_lines.is_empty() && good { 0 } else { 1 };
        prop_assert_eq!(output.status.code(), Some(status));
    }
}
