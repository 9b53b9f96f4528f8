//! The README's and the manual's examples run as written: every command of a `console` block
//! of `README.md` and of each `docs/*.md` (a line starting with `$ `) is run by `sh` from the
//! repository root, with the binary under test first on the path, and what it prints (standard
//! output, then standard error) must be the lines shown under it. In a shown line, `[..]` stands
//! for any text (a time, a rate). `cargo run --release --` runs the binary under test. Every
//! relative link of those pages must lead to a file that exists, and to a heading of it when it
//! names one.

use std::path::{Path, PathBuf};
use std::process::Command;

/// One command of a page and the lines it is shown to print.
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

/// Runs `command` as a reader of the page would, and returns the lines it printed.
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

/// The repository's root.
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The pages whose examples and links are checked: the README and every page of the manual.
fn pages() -> Vec<PathBuf> {
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    docs.sort();
    assert!(docs.len() >= 8, "{docs:?}");
    std::iter::once(root().join("README.md"))
        .chain(docs)
        .collect()
}

/// The page's path from the repository root, as a failure names it.
fn name(page: &Path) -> String {
    page.strip_prefix(root()).unwrap().display().to_string()
}

#[test]
fn every_example_prints_what_its_page_shows() {
    let mut total = 0;
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        for example in examples(&text) {
            total += 1;
            let printed = run(&example.command);
            let agree = printed.len() == example.shown.len()
                && example
                    .shown
                    .iter()
                    .zip(&printed)
                    .all(|(shown, line)| matches(shown, line));
            assert!(
                agree,
                "{}: $ {}\nshown:\n{}\nprinted:\n{}",
                name(&page),
                example.command,
                example.shown.join("\n"),
                printed.join("\n")
            );
        }
    }
    assert!(total >= 50, "{total} examples");
}

/// The anchor GitHub gives a heading: lower case, letters, digits, `-` and `_` kept, blanks
/// made `-`, everything else dropped.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            '-' | '_' => Some(c),
            c if c.is_alphanumeric() => Some(c),
            _ => None,
        })
        .collect()
}

/// The anchors of a page's headings (outside code blocks), with GitHub's `-1`, `-2` for repeats.
fn anchors(text: &str) -> Vec<String> {
    let mut anchors: Vec<String> = Vec::new();
    let mut in_code = false;
    for line in text.lines() {
        if line.starts_with("```") {
            in_code = !in_code;
            continue;
        }
        let Some(heading) = line.strip_prefix('#').map(|h| h.trim_start_matches('#')) else {
            continue;
        };
        if in_code || !heading.starts_with(' ') {
            continue;
        }
        let base = anchor(heading);
        let repeats = anchors
            .iter()
            .filter(|a| **a == base || a.starts_with(&format!("{base}-")))
            .count();
        anchors.push(if repeats == 0 {
            base
        } else {
            format!("{base}-{repeats}")
        });
    }
    anchors
}

/// The targets of a page's markdown links (`](target)`), outside code blocks.
fn links(text: &str) -> Vec<String> {
    let mut links = Vec::new();
    let mut in_code = false;
    for line in text.lines() {
        if line.starts_with("```") {
            in_code = !in_code;
            continue;
        }
        if in_code {
            continue;
        }
        for piece in line.split("](").skip(1) {
            if let Some(end) = piece.find(')') {
                links.push(piece[..end].to_string());
            }
        }
    }
    links
}

#[test]
fn every_relative_link_leads_to_a_file_and_heading_that_exist() {
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        for link in links(&text) {
            if link.contains("://") || link.starts_with("mailto:") {
                continue;
            }
            let (file, heading) = link.split_once('#').unwrap_or((&link, ""));
            let target = if file.is_empty() {
                page.clone()
            } else {
                page.parent().unwrap().join(file)
            };
            assert!(
                target.exists(),
                "{}: the link {link} leads to no file",
                name(&page)
            );
            let target = target.canonicalize().unwrap();
            assert!(
                target.starts_with(root().canonicalize().unwrap()),
                "{}: the link {link} leaves the repository",
                name(&page)
            );
            if !heading.is_empty() {
                let text = std::fs::read_to_string(&target).unwrap();
                assert!(
                    anchors(&text).iter().any(|a| a == heading),
                    "{}: the link {link} names no heading of {}",
                    name(&page),
                    file
                );
            }
        }
    }
}

#[test]
fn anchors_are_made_as_github_makes_them() {
    assert_eq!(
        anchor("Canonical form: `--canonical`"),
        "canonical-form---canonical"
    );
    assert_eq!(
        anchor("Pencil marks (candidates)"),
        "pencil-marks-candidates"
    );
    assert_eq!(anchor("What stays 9×9"), "what-stays-99");
    assert_eq!(anchors("# A\n## A\n```\n# A\n```\n"), ["a", "a-1"]);
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
