//! Inputs and outputs as streams: several files read as one stream, files that cannot be read,
//! a full device, a closed pipe, and output that never depends on the number of jobs.

use std::io::{BufRead, BufReader, Write};
use std::process::Command as StdCommand;

use predicates::prelude::*;

use crate::util::*;

#[test]
fn an_input_that_cannot_be_read_gives_status_2_and_the_others_are_still_read() {
    let cases = [
        (
            ["no-such-file.txt", "examples/seed.txt"],
            "resol: no-such-file.txt: ",
        ),
        (
            ["examples/seed.txt", "no-such-file.txt"],
            "resol: no-such-file.txt: ",
        ),
        (["examples", "examples/seed.txt"], "resol: examples: "),
    ];
    for (inputs, message) in cases {
        resol()
            .args(inputs)
            .assert()
            .code(2)
            .stdout(SEED_SOLUTION)
            .stderr(predicate::str::starts_with(message));
    }
}

#[test]
fn a_read_error_midway_keeps_the_answers_on_both_sides_of_it() {
    let files = Files::new(
        "midway",
        &[("one.txt", format!("{SEED_LINE}\n").as_bytes())],
    );
    let file = &files.paths[0];
    let output = resol()
        .arg(file)
        .arg(files.dir())
        .arg(file)
        .output()
        .unwrap();
    let answers = lines(&[SEED_SOLUTION_LINE, SEED_SOLUTION_LINE]);
    assert_eq!(String::from_utf8_lossy(&output.stdout), answers);
    assert_eq!(output.status.code(), Some(2));
    let message = format!("resol: {}: ", files.dir().display());
    assert!(String::from_utf8_lossy(&output.stderr).starts_with(&message));
}

#[test]
fn a_message_names_the_stream_line_and_with_several_inputs_the_file_and_its_own_line() {
    let files = Files::new("names", &[("bad.txt", b"1 2 x\n")]);
    let bad = &files.paths[0];
    resol()
        .arg(bad)
        .assert()
        .code(1)
        .stderr("resol: line 1: unexpected character 'x' in column 5\n");
    resol()
        .arg("examples/seed.txt")
        .arg(bad)
        .assert()
        .code(1)
        .stdout(SEED_SOLUTION)
        .stderr(format!(
            "resol: line 10: unexpected character 'x' in column 5 ({}, line 1)\n",
            bad.display()
        ));
}

#[test]
fn a_grid_may_begin_in_one_file_and_end_in_the_next() {
    let (top, bottom) = SEED_GRID.split_at(SEED_GRID.match_indices('\n').nth(3).unwrap().0 + 1);
    let files = Files::new(
        "split",
        &[
            ("top.txt", top.as_bytes()),
            ("bottom.txt", bottom.as_bytes()),
        ],
    );
    resol()
        .args(&files.paths)
        .assert()
        .success()
        .stdout(SEED_SOLUTION)
        .stderr("");
}

#[test]
fn an_empty_input_among_others_is_no_fault() {
    let files = Files::new("empty", &[("empty.txt", b"")]);
    resol()
        .args(&files.paths)
        .args(["examples/seed.txt", "-"])
        .write_stdin("")
        .assert()
        .success()
        .stdout(SEED_SOLUTION)
        .stderr("");
}

#[test]
fn a_last_line_without_a_line_feed_ends_with_its_file() {
    let files = Files::new(
        "unterminated",
        &[
            ("one.txt", SEED_LINE.as_bytes()),
            ("two.txt", SEED_LINE.as_bytes()),
        ],
    );
    resol()
        .args(&files.paths)
        .assert()
        .success()
        .stdout(lines(&[SEED_SOLUTION_LINE, SEED_SOLUTION_LINE]));
}

#[test]
fn a_byte_order_mark_is_ignored_only_at_the_very_start_of_the_stream() {
    let marked = format!("\u{FEFF}{SEED_LINE}\n");
    let files = Files::new(
        "bom",
        &[
            ("one.txt", marked.as_bytes()),
            ("two.txt", marked.as_bytes()),
        ],
    );
    resol()
        .args(&files.paths)
        .assert()
        .code(1)
        .stdout(format!("{SEED_SOLUTION_LINE}\n"))
        .stderr(predicate::str::starts_with("resol: line 2: "));
}

#[test]
fn a_write_to_a_full_device_gives_status_2_with_a_message() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        return skipped("a_write_to_a_full_device…", "no /dev/full on this system");
    };
    // The help and the version are written by the same rules as the answers.
    for args in [
        &["examples/seed.txt"][..],
        &["--help"],
        &["-h"],
        &["-V"],
        &["--man"],
    ] {
        let output = StdCommand::new(env!("CARGO_BIN_EXE_resol"))
            .args(args)
            .stdout(full.try_clone().unwrap())
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            stderr.starts_with("resol: write error"),
            "{args:?}: {stderr}"
        );
    }
}

/// Many copies of quick one-line puzzles of every kind: the stream is about volume and order,
/// not search depth.
fn large_stream(copies: usize) -> String {
    let block = [
        SEED_LINE,
        CONFLICTING_LINE,
        UNSOLVABLE_LINE,
        EMPTY_LINE,
        SEED_LINE,
    ];
    lines(&block).repeat(copies)
}

#[test]
fn a_closed_output_pipe_ends_the_run_quietly() {
    for jobs in ["-j1", "-j2"] {
        let mut child = spawn_piped(&[jobs]);
        let mut stdin = child.stdin.take().unwrap();
        let input = large_stream(4000);
        let writer = std::thread::spawn(move || {
            let _ = stdin.write_all(input.as_bytes());
        });
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let mut first = String::new();
        stdout.read_line(&mut first).unwrap();
        assert_eq!(first.len(), 82);
        drop(stdout);
        let output = child.wait_with_output().unwrap();
        writer.join().unwrap();
        assert_eq!(output.status.code(), Some(0), "{jobs}");
        assert_eq!(String::from_utf8_lossy(&output.stderr), "", "{jobs}");
    }
}

#[test]
fn output_is_identical_for_every_number_of_jobs() {
    let input = large_stream(3000);
    let one = resol()
        .arg("-j1")
        .write_stdin(input.clone())
        .output()
        .unwrap();
    assert!(one.status.success());
    assert_eq!(one.stdout.iter().filter(|&&b| b == b'\n').count(), 15_000);
    for jobs in ["-j2", "-j3", "-j8"] {
        let many = resol()
            .arg(jobs)
            .write_stdin(input.clone())
            .output()
            .unwrap();
        assert_eq!(many.stdout, one.stdout, "{jobs}");
    }
}

#[test]
fn a_binary_file_is_reported_once_and_skipped() {
    let Ok(ls) = std::fs::read("/usr/bin/ls") else {
        return skipped("a_binary_file_is_reported_once…", "no /usr/bin/ls");
    };
    let files = Files::new("binary", &[("ls", &ls)]);
    resol()
        .arg(&files.paths[0])
        .assert()
        .code(1)
        .stdout("")
        .stderr("resol: line 1: binary data (NUL byte); rest of the input skipped\n");
}

#[test]
fn the_lines_before_a_nul_byte_are_read_and_the_other_inputs_too() {
    let mut binary = format!("{SEED_LINE}\n# two\n").into_bytes();
    binary.extend_from_slice(b"1 2 3\x00 4\n");
    binary.extend(lines(&[SEED_LINE]).into_bytes());
    let files = Files::new("nul", &[("mixed.bin", &binary)]);
    resol()
        .arg(&files.paths[0])
        .arg("examples/puzzles.txt")
        .assert()
        .code(1)
        .stdout(predicate::str::starts_with(format!(
            "{SEED_SOLUTION_LINE}\n417369825"
        )))
        .stderr(format!(
            "resol: line 3: binary data (NUL byte); rest of the input skipped ({}, line 3)\n",
            files.paths[0].display()
        ));
}

#[test]
fn the_lines_skipped_in_a_binary_input_keep_their_numbers() {
    // Four lines, the third with a NUL byte and the fourth without a line feed: the next
    // input starts at line 5 of the stream.
    let binary = format!("{SEED_LINE}\n\n1 2 3\x00 4\n{SEED_LINE}");
    let typo = format!("x{}\n", &SEED_LINE[1..]);
    let files = Files::new(
        "nul-lines",
        &[
            ("mixed.bin", binary.as_bytes()),
            ("typo.txt", typo.as_bytes()),
        ],
    );
    resol()
        .args(&files.paths)
        .assert()
        .code(1)
        .stdout(format!("{SEED_SOLUTION_LINE}\n"))
        .stderr(format!(
            "resol: line 3: binary data (NUL byte); rest of the input skipped ({}, line 3)\n\
             resol: line 5: unexpected character 'x' in column 1 ({}, line 1)\n",
            files.paths[0].display(),
            files.paths[1].display()
        ));
}

#[test]
fn after_twenty_messages_about_an_input_the_rest_are_counted() {
    let bad = format!("x{}\n", &SEED_LINE[1..]);
    let files = Files::new(
        "flood",
        &[
            ("one.txt", bad.repeat(25).as_bytes()),
            ("two.txt", bad.repeat(3).as_bytes()),
        ],
    );
    let output = resol().args(&files.paths).output().unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8(output.stderr).unwrap();
    let messages: Vec<&str> = stderr.lines().collect();
    assert_eq!(messages.len(), 20 + 1 + 3, "{stderr}");
    let one = files.paths[0].display();
    assert_eq!(
        messages[19],
        format!("resol: line 20: unexpected character 'x' in column 1 ({one}, line 20)")
    );
    assert_eq!(
        messages[20],
        format!("resol: 5 more messages about {one} not shown")
    );
    assert!(messages[21].starts_with("resol: line 26: "), "{stderr}");
}

#[test]
fn every_puzzle_is_answered_however_many_messages_are_held_back() {
    let bad = format!("x{}\n", &SEED_LINE[1..]);
    let input = format!("{bad}{SEED_LINE}\n").repeat(30);
    let output = resol()
        .args(["-f", "json"])
        .write_stdin(input)
        .output()
        .unwrap();
    let records = String::from_utf8(output.stdout).unwrap();
    assert_eq!(records.lines().count(), 60);
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(stderr.lines().count(), 21, "{stderr}");
    assert!(stderr.ends_with("resol: 10 more messages about standard input not shown\n"));
}

/// Runs the binary with `input` written to its standard input in pieces of `piece` bytes, each
/// flushed on its own, so that it reads lines cut anywhere.
fn run_fed_in_pieces(input: Vec<u8>, piece: usize) -> std::process::Output {
    let mut child = spawn_piped(&[]);
    let mut stdin = child.stdin.take().unwrap();
    // The binary stops reading once it skips the rest of a binary input: a closed pipe ends
    // the feeding.
    let writer = std::thread::spawn(move || {
        for chunk in input.chunks(piece) {
            if stdin.write_all(chunk).and_then(|()| stdin.flush()).is_err() {
                return;
            }
            std::thread::sleep(std::time::Duration::from_micros(200));
        }
    });
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    output
}

#[test]
fn lines_cut_anywhere_by_a_pipe_read_as_whole_ones() {
    let mut input = format!("{SEED_GRID}\n{SEED_LINE}  9.9/1.2/1.2\n{SEED_GRID}").into_bytes();
    input.extend_from_slice(b"1 2\x003\n");
    input.extend(lines(&[SEED_LINE]).into_bytes());
    for piece in [1, 5, 82] {
        let output = run_fed_in_pieces(input.clone(), piece);
        let stdout = String::from_utf8_lossy(&output.stdout);
        let expected = format!("{SEED_SOLUTION}{SEED_SOLUTION_LINE}\n{SEED_SOLUTION}");
        assert_eq!(stdout, expected, "pieces of {piece} bytes");
        assert_eq!(
            String::from_utf8_lossy(&output.stderr),
            "resol: line 21: binary data (NUL byte); rest of the input skipped\n",
            "pieces of {piece} bytes"
        );
        assert_eq!(output.status.code(), Some(1));
    }
}
