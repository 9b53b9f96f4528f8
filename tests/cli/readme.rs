//! The README's examples run as written: every command of a `console` block (a line starting
//! with `$ `) is run by `sh` from the repository root, with the binary under test first on the
//! path, and what it prints (standard output, then standard error) must be the lines shown
//! under it. In a shown line, `[..]` stands for any text (a time, a rate). `cargo run --release
//! --` runs the binary under test.

use std::path::Path;
use std::process::Command;

/// One command of the README and the lines it is shown to print.
struct Example {
    command: String,
    shown: Vec<String>,
}

/// The commands of every `console` block of `text`, in order.
fn examples(text: &str) -> Vec<Example> {
    let mut examples: Vec<Example> = Vec::new();
    let mut in_console = false;
    for line in text.lines() {
        if line.starts_with("```") {
            in_console = line == "```console";
            continue;
        }
        if !in_console {
            continue;
        }
        if let Some(command) = line.strip_prefix("$ ") {
            examples.push(Example {
                command: command.to_string(),
                shown: Vec::new(),
            });
        } else if let Some(example) = examples.last_mut() {
            example.shown.push(line.to_string());
        }
    }
    examples
}

/// Whether `line` is what `shown` shows, `[..]` matching any text.
fn matches(shown: &str, line: &str) -> bool {
    let mut pieces = shown.split("[..]");
    let first = pieces.next().unwrap_or("");
    let Some(mut rest) = line.strip_prefix(first) else {
        return false;
    };
    let pieces: Vec<&str> = pieces.collect();
    for (i, piece) in pieces.iter().enumerate() {
        if i + 1 == pieces.len() {
            return rest.ends_with(piece);
        }
        match rest.find(piece) {
            Some(at) => rest = &rest[at + piece.len()..],
            None => return false,
        }
    }
    rest.is_empty()
}

/// Runs `command` as a reader of the README would, and returns the lines it printed.
fn run(command: &str) -> Vec<String> {
    let binary = Path::new(env!("CARGO_BIN_EXE_resol"));
    let path = std::env::join_paths(
        std::iter::once(binary.parent().unwrap().to_path_buf()).chain(std::env::split_paths(
            &std::env::var_os("PATH").unwrap_or_default(),
        )),
    )
    .unwrap();
    let command = command.replace("cargo run --release --", "resol");
    let output = Command::new("sh")
        .arg("-c")
        .arg(&command)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("PATH", path)
        .output()
        .unwrap();
    let printed = [output.stdout, output.stderr].concat();
    String::from_utf8_lossy(&printed)
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn every_readme_example_prints_what_the_readme_shows() {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap();
    let examples = examples(&readme);
    assert!(examples.len() >= 10, "{} examples", examples.len());
    for example in examples {
        let printed = run(&example.command);
        let agree = printed.len() == example.shown.len()
            && example
                .shown
                .iter()
                .zip(&printed)
                .all(|(shown, line)| matches(shown, line));
        assert!(
            agree,
            "$ {}\nshown:\n{}\nprinted:\n{}",
            example.command,
            example.shown.join("\n"),
            printed.join("\n")
        );
    }
}

#[test]
fn a_shown_line_matches_with_wildcards_only_what_it_shows() {
    assert!(matches(
        "resol: 5 puzzles; [..] s, [..] puzzles/s",
        "resol: 5 puzzles; 0.001 s, 4000 puzzles/s"
    ));
    assert!(matches("exact", "exact"));
    assert!(!matches("exact", "exactly"));
    assert!(!matches("resol: [..] s", "resol: 0.1 ms"));
    assert!(matches("[..]", "anything"));
}
