//! Options are never silently ignored: an option given without the mode it works with, a
//! `--format` the mode cannot show, or a `--rating` range no puzzle can have is a usage error
//! (status 2) that names why; the common names of symmetries are read.

use predicates::str::contains;

use crate::util::*;

/// Asserts that `args` on the lesson's puzzle is a usage error whose message holds `why`.
fn usage_error(args: &[&str], why: &str) {
    resol()
        .args(args)
        .arg("examples/seed.txt")
        .assert()
        .code(2)
        .stdout("")
        .stderr(contains(why));
}

#[test]
fn level_without_generate_is_a_usage_error() {
    usage_error(&["--level", "easy"], "--level works only with --generate");
}

#[test]
fn rating_without_generate_is_a_usage_error() {
    usage_error(
        &["--rating", "7.0.."],
        "--rating works only with --generate",
    );
    usage_error(
        &["--rate", "--rating", "7.0.."],
        "--rating works only with --generate",
    );
}

#[test]
fn symmetry_without_generate_is_a_usage_error() {
    usage_error(
        &["--symmetry", "rot180"],
        "--symmetry works only with --generate",
    );
    usage_error(
        &["--symmetry", "none"],
        "--symmetry works only with --generate",
    );
}

#[test]
fn seed_without_a_mode_that_draws_is_a_usage_error_and_shuffle_keeps_it() {
    usage_error(
        &["--seed", "3"],
        "--seed works only with --generate, --shuffle or --minimise",
    );
    usage_error(&["--count", "--seed", "3"], "--seed works only with");
    for mode in ["--shuffle", "--minimise"] {
        resol()
            .args([mode, "--seed", "3", "examples/seed.txt"])
            .assert()
            .success();
    }
}

#[test]
fn limit_without_count_is_a_usage_error() {
    usage_error(&["--limit", "5"], "--limit works only with --count");
    usage_error(
        &["--rate", "--limit", "5"],
        "--limit works only with --count",
    );
}

#[test]
fn the_same_message_comes_whether_puzzles_come_from_a_file_or_standard_input() {
    let message = "--level works only with --generate";
    resol()
        .args(["--level", "hard"])
        .write_stdin(SEED_GRID)
        .assert()
        .code(2)
        .stderr(contains(message));
    usage_error(&["--level", "hard"], message);
}

#[test]
fn rate_with_a_grid_format_is_a_usage_error_naming_the_forms_it_takes() {
    for format in ["grid", "pretty"] {
        usage_error(
            &["--rate", "--format", format],
            &format!(
                "--rate prints a rating a line, which --format {format} cannot show (use auto, line or json)"
            ),
        );
    }
}

#[test]
fn hint_with_a_grid_or_line_format_is_a_usage_error() {
    for format in ["grid", "line", "pretty"] {
        usage_error(
            &["--hint", "--format", format],
            &format!(
                "--hint prints a step, which --format {format} cannot show \
                 (use auto, json, candidates or candidates-line)"
            ),
        );
    }
}

#[test]
fn rating_ranges_no_puzzle_can_have_are_refused_at_once_as_written() {
    for range in ["12.0..", "1.0..1.0", "..1.1"] {
        let started = std::time::Instant::now();
        resol()
            .args(["--generate", "1", "--rating", range])
            .assert()
            .code(2)
            .stdout("")
            .stderr(contains(format!(
                "no generated puzzle rates {range}: they rate 1.2"
            )));
        assert!(started.elapsed().as_secs() < 5, "{range}");
    }
}

#[test]
fn central_and_other_common_names_are_read_as_the_symmetry_they_name() {
    let generated = |symmetry: &str| {
        let output = resol()
            .args(["--generate", "2", "--seed", "5", "--symmetry", symmetry])
            .output()
            .unwrap();
        assert!(output.status.success(), "{symmetry}");
        output.stdout
    };
    let rot180 = generated("rot180");
    for alias in ["central", "rotational", "rotate180"] {
        assert_eq!(generated(alias), rot180, "{alias}");
    }
    assert_eq!(generated("mirror"), generated("vertical"));
}

#[test]
fn the_help_and_errors_list_mirror_and_central_beside_the_symmetry_names() {
    let output = resol().arg("--help").output().unwrap();
    let help = String::from_utf8(output.stdout).unwrap();
    assert!(help.contains("mirror = vertical"), "{help}");
    assert!(
        help.contains("central, rotational, rotate180 = rot180"),
        "{help}"
    );
    let error = resol()
        .args(["--generate", "1", "--symmetry", "spiral"])
        .output()
        .unwrap();
    let listed = String::from_utf8(error.stderr).unwrap();
    assert!(listed.contains("any, mirror, central"), "{listed}");
}
