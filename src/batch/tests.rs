//! The batch driver end to end in one process: progress, the inputs as one stream, and output
//! that never depends on the number of jobs.

use std::cell::RefCell;
use std::path::PathBuf;

use super::{Input, Options, Progress, run, run_with_progress};

const SOLVED: &str =
    "123456789456789123789123456214365897365897214897214365531642978642978531978531642";

/// `puzzles` easy one-line puzzles (a solved grid with a third of its cells blanked),
/// one malformed line in every 300, written to a file of its own.
fn puzzle_file(name: &str, puzzles: usize) -> PathBuf {
    let mut text = String::new();
    for i in 0..puzzles {
        if i % 300 == 299 {
            text.push_str(&format!("1{}", "x".repeat(80)));
        } else {
            let line = SOLVED
                .chars()
                .enumerate()
                .map(|(cell, digit)| if (cell * 7 + i) % 3 == 0 { '.' } else { digit });
            text.extend(line);
        }
        text.push('\n');
    }
    let path = std::env::temp_dir().join(format!("resol-batch-{}-{name}", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path
}

fn options(jobs: usize) -> Options {
    Options {
        jobs,
        ..Options::default()
    }
}

#[test]
fn the_progress_hook_ends_on_every_puzzle_and_every_byte() {
    let path = puzzle_file("progress", 2000);
    let length = std::fs::metadata(&path).unwrap().len();
    for jobs in [1, 4] {
        let calls = RefCell::new(Vec::new());
        let hook = |progress: Progress| calls.borrow_mut().push(progress);
        let inputs = [Input::File(path.clone())];
        let summary =
            run_with_progress(&inputs, &options(jobs), Vec::new(), Vec::new(), &hook).unwrap();
        let calls = calls.into_inner();
        assert_eq!(summary.puzzles, 2000);
        assert_eq!(
            calls.last(),
            Some(&Progress {
                puzzles: 2000,
                bytes: length
            })
        );
        assert!(calls.windows(2).all(|w| w[0].puzzles <= w[1].puzzles));
        assert!(calls.windows(2).all(|w| w[0].bytes <= w[1].bytes));
        // Every line is 82 bytes: progress counts the bytes of the puzzles answered.
        for progress in &calls {
            assert_eq!(progress.bytes, progress.puzzles * 82, "{jobs} jobs");
        }
    }
    std::fs::remove_file(path).unwrap();
}

proptest::proptest! {
    #![proptest_config(proptest::test_runner::Config::with_cases(64))]

    /// Cutting a text into files at line ends, each file keeping or losing the line feed it
    /// ends with, prints what the whole text prints: the inputs are one stream.
    #[test]
    fn files_cut_from_a_text_print_what_the_whole_text_prints(
        // Per line: its kind, whether a file ends after it, and whether that file keeps
        // the line feed.
        lines in proptest::collection::vec(
            (0..6usize, proptest::bool::ANY, proptest::bool::ANY),
            1..40,
        )
    ) {
        // Row `i % 9` of the solved grid with one hole: nine in a row make a grid puzzle.
        let row = |i: usize| {
            let digit = char::from(b'1' + (i % 9) as u8);
            SOLVED[9 * (i % 9)..9 * (i % 9) + 9].replacen(digit, ".", 1)
        };
        let texts: Vec<String> = lines
            .iter()
            .enumerate()
            .map(|(i, &(kind, _, _))| match kind {
                0 => SOLVED.replacen('5', ".", 3),
                1 | 2 => row(i),
                3 => "# note".to_string(),
                4 => String::new(),
                _ => "1 2 x".to_string(),
            })
            .collect();
        let dir = std::env::temp_dir()
            .join(format!("resol-batch-{}-cut", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let whole_path = dir.join("whole");
        let whole_text: String = texts.iter().map(|text| format!("{text}\n")).collect();
        std::fs::write(&whole_path, whole_text).unwrap();
        let mut files = Vec::new();
        let mut file = String::new();
        for (i, (text, &(_, cut, keep_line_feed))) in texts.iter().zip(&lines).enumerate() {
            file.push_str(text);
            let last = i + 1 == texts.len();
            if !(cut || last) || keep_line_feed {
                file.push('\n');
            }
            if cut || last {
                let path = dir.join(format!("part{i}"));
                std::fs::write(&path, std::mem::take(&mut file)).unwrap();
                files.push(Input::File(path));
            }
        }
        let printed = |inputs: &[Input]| {
            let mut out = Vec::new();
            let summary = run(inputs, &options(1), &mut out, Vec::new()).unwrap();
            (out, summary.puzzles, summary.solved, summary.malformed, summary.unreadable)
        };
        let whole = printed(&[Input::File(whole_path)]);
        let cut = printed(&files);
        std::fs::remove_dir_all(&dir).unwrap();
        proptest::prop_assert_eq!(whole, cut);
    }
}

#[test]
fn the_line_feed_owed_to_an_unterminated_input_is_not_counted_as_read() {
    let path = std::env::temp_dir().join(format!("resol-batch-{}-owed", std::process::id()));
    std::fs::write(&path, SOLVED).unwrap();
    let last = RefCell::new(None);
    let hook = |progress: Progress| *last.borrow_mut() = Some(progress);
    let inputs = [Input::File(path.clone()), Input::File(path.clone())];
    let summary = run_with_progress(&inputs, &options(1), Vec::new(), Vec::new(), &hook).unwrap();
    assert_eq!((summary.puzzles, summary.malformed), (2, 0));
    let read = last.into_inner().unwrap().bytes;
    assert_eq!(read, 2 * SOLVED.len() as u64);
    std::fs::remove_file(path).unwrap();
}

#[test]
fn neither_the_progress_hook_nor_the_number_of_jobs_changes_what_is_printed() {
    let path = puzzle_file("same-output", 1500);
    let inputs = [Input::File(path.clone())];
    let (mut plain_out, mut plain_messages) = (Vec::new(), Vec::new());
    let plain = run(&inputs, &options(1), &mut plain_out, &mut plain_messages).unwrap();
    for jobs in [1, 3, 8] {
        let (mut out, mut messages) = (Vec::new(), Vec::new());
        let calls = RefCell::new(0);
        let hook = |_: Progress| *calls.borrow_mut() += 1;
        let summary =
            run_with_progress(&inputs, &options(jobs), &mut out, &mut messages, &hook).unwrap();
        assert!(calls.into_inner() >= 1, "the hook was called, {jobs} jobs");
        assert_eq!(out, plain_out);
        assert_eq!(messages, plain_messages);
        assert_eq!(summary.puzzles, plain.puzzles);
        assert_eq!(summary.malformed, plain.malformed);
    }
    assert_eq!(plain.malformed, 5);
    std::fs::remove_file(path).unwrap();
}
