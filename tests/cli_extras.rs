//! End-to-end tests of the flags around solving: shell completions, the manual page,
//! `--quiet` and the progress display, and splitting a stream with GNU parallel.

use assert_cmd::Command;
use predicates::prelude::*;

const SEED_GRID: &str = include_str!("../examples/seed.txt");

fn resol() -> Command {
    Command::cargo_bin("resol").unwrap()
}

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
