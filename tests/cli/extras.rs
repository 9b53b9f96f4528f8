//! End-to-end tests of the flags around solving: shell completions, the manual page,
//! `--quiet` and the progress display, and splitting a stream with GNU parallel.

use assert_cmd::Command;
use predicates::prelude::*;

use crate::util::*;

#[test]
fn bash_completions_name_the_command_and_its_flags() {
    resol()
        .args(["--completions", "bash"])
        .assert()
        .success()
        .stdout(predicate::str::contains("resol"))
        .stdout(predicate::str::contains("--format"))
        .stdout(predicate::str::contains("--jobs"))
        .stderr("");
}

#[test]
fn every_supported_shell_gets_a_completion_script() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        resol()
            .args(["--completions", shell])
            .assert()
            .success()
            .stdout(predicate::str::contains("resol"))
            .stderr("");
    }
}

#[test]
fn an_unknown_shell_is_a_usage_error() {
    resol()
        .args(["--completions", "tcsh"])
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains("tcsh"));
}

#[test]
fn completions_read_no_puzzles() {
    resol()
        .args(["--completions", "fish"])
        .write_stdin("this is not a puzzle\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("complete -c resol"))
        .stderr("");
}

#[test]
fn the_man_page_is_roff_naming_resol_and_its_flags() {
    resol()
        .arg("--man")
        .assert()
        .success()
        .stdout(predicate::str::contains(".TH resol 1"))
        .stdout(predicate::str::contains(".SH NAME"))
        .stdout(predicate::str::contains("\\-\\-format"))
        .stderr("");
}

#[test]
fn the_man_page_ignores_file_arguments() {
    resol()
        .args(["--man", "no-such-file.txt"])
        .write_stdin(SEED_GRID)
        .assert()
        .success()
        .stdout(predicate::str::starts_with(".ie").or(predicate::str::starts_with(".TH")))
        .stderr("");
}

/// `lines` one-line puzzles, one malformed line in every 500.
fn many_puzzles(lines: usize) -> String {
    (0..lines)
        .map(|i| {
            if i % 500 == 499 {
                format!("{}x\n", &SEED_LINE[..80])
            } else {
                format!("{SEED_LINE}\n")
            }
        })
        .collect()
}

#[test]
fn with_standard_error_piped_only_the_usual_messages_appear() {
    let input = many_puzzles(3000);
    for quiet in [false, true] {
        let mut command = resol();
        command.env_remove("CI").env_remove("NO_COLOR");
        if quiet {
            command.arg("--quiet");
        }
        let assert = command
            .args(["-j", "3"])
            .write_stdin(input.clone())
            .assert()
            .code(1);
        let stderr = String::from_utf8(assert.get_output().stderr.clone()).unwrap();
        let lines: Vec<&str> = stderr.lines().collect();
        assert_eq!(lines.len(), 6, "{stderr}");
        assert!(
            lines.iter().all(|line| line.starts_with("resol: line ")),
            "{stderr}"
        );
        assert!(
            !stderr.contains('\r') && !stderr.contains('\x1b'),
            "{stderr:?}"
        );
    }
}

#[test]
fn quiet_changes_nothing_on_standard_output() {
    let input = many_puzzles(1200);
    let plain = resol().write_stdin(input.clone()).output().unwrap();
    for jobs in ["1", "4"] {
        let quiet = resol()
            .args(["-q", "-j", jobs])
            .write_stdin(input.clone())
            .output()
            .unwrap();
        assert_eq!(quiet.stdout, plain.stdout);
        assert_eq!(quiet.stderr, plain.stderr);
        assert_eq!(quiet.status.code(), Some(1));
    }
}

#[test]
fn quiet_is_documented_in_the_help() {
    resol()
        .arg("--help")
        .assert()
        .success()
        .stdout(predicate::str::contains("-q, --quiet"))
        .stdout(predicate::str::contains("progress"));
}

#[test]
fn with_quiet_the_stats_line_is_all_there_is_on_standard_error() {
    let output = resol()
        .args(["--stats", "-q"])
        .write_stdin(SEED_GRID)
        .output()
        .unwrap();
    assert!(output.status.success());
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 1, "{stderr:?}");
    assert!(
        stderr.starts_with("resol: 1 puzzle: 1 solved"),
        "{stderr:?}"
    );
}

/// `count` different one-line puzzles: a solved grid with a varying third of its cells
/// blanked, and now and then one made unsolvable by a repeated given.
fn varied_puzzles(count: usize) -> String {
    let mut text = String::new();
    for i in 0..count {
        let mut line: Vec<u8> = SMALLEST_GRID
            .bytes()
            .enumerate()
            .map(|(cell, digit)| if (cell * 7 + i) % 3 == 0 { b'.' } else { digit })
            .collect();
        if i % 97 == 0 {
            // Row 1 then holds two of the same digit.
            line[0] = line[4].max(b'1');
            line[4] = line[0];
        }
        text.push_str(std::str::from_utf8(&line).unwrap());
        text.push('\n');
    }
    text
}

#[test]
fn gnu_parallel_in_ordered_blocks_of_whole_lines_matches_a_single_run() {
    let available = std::process::Command::new("parallel")
        .arg("--version")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok_and(|status| status.success());
    if !available {
        return skipped(
            "gnu_parallel_in_ordered_blocks…",
            "GNU parallel is not on PATH",
        );
    }
    let input = varied_puzzles(5500);
    let single = resol().write_stdin(input.clone()).output().unwrap();
    assert!(single.status.success());
    let split = Command::new("parallel")
        .args(["--will-cite", "--pipe", "-k", "-N", "1000"])
        .arg(env!("CARGO_BIN_EXE_resol"))
        .write_stdin(input)
        .output()
        .unwrap();
    assert!(
        split.status.success(),
        "{}",
        String::from_utf8_lossy(&split.stderr)
    );
    assert_eq!(split.stdout.len(), single.stdout.len());
    assert!(split.stdout == single.stdout, "outputs differ");
    assert_eq!(single.stdout.iter().filter(|&&b| b == b'\n').count(), 5500);
}

#[test]
fn the_long_help_and_the_man_page_state_the_input_rules_and_exit_statuses() {
    let help = resol().arg("--help").output().unwrap();
    let help = String::from_utf8(help.stdout).unwrap();
    for section in ["Input:", "Exit status:", "Examples:"] {
        assert!(help.contains(section), "{section} in --help");
    }
    let man = resol().arg("--man").output().unwrap();
    let man = String::from_utf8(man.stdout).unwrap();
    for section in [
        ".SH SYNOPSIS",
        ".SH INPUT",
        ".SH \"EXIT STATUS\"",
        ".SH EXAMPLES",
    ] {
        assert!(man.contains(section), "{section} in the man page");
    }
    assert!(!man.contains(".SH EXTRA"), "no generic section title");
    assert!(
        man.contains("[\\fIFILE\\fR]..."),
        "the synopsis shows [FILE]..."
    );
    assert!(
        man.contains("\\fB\\-f\\fR \\fIFORMAT\\fR"),
        "and option values"
    );
}

#[test]
fn a_usage_error_shows_the_real_invocation() {
    resol()
        .args(["--limit", "5", "FILE"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "Usage: resol [OPTIONS] [FILE]...\n",
        ));
}

#[test]
fn the_range_errors_are_worded_alike() {
    for flag in [&["-j", "0"][..], &["--count", "--limit", "0"]] {
        let option = if flag[0] == "-j" {
            "--jobs <N>"
        } else {
            "--limit <N>"
        };
        resol()
            .args(flag)
            .assert()
            .code(2)
            .stderr(predicate::str::starts_with(format!(
                "error: invalid value '0' for '{option}': must be at least 1\n"
            )));
    }
}

#[test]
fn count_with_a_format_that_cannot_show_numbers_is_a_usage_error() {
    for format in ["grid", "line", "pretty"] {
        resol()
            .args(["--count", "--format", format])
            .write_stdin(SEED_GRID)
            .assert()
            .code(2)
            .stdout("")
            .stderr(predicate::str::contains("--count prints numbers"));
    }
    for format in ["auto", "json"] {
        resol()
            .args(["--count", "--format", format])
            .write_stdin(SEED_GRID)
            .assert()
            .success();
    }
}
