//! Malformed input, case by case: each fault reported on standard error with its line, nothing
//! printed for it, every other puzzle answered, and status 1.

use crate::util::*;

/// One malformed-input case: what it shows, the input, and the exact standard output and
/// standard error it gives, with status 1.
struct Case {
    what: &'static str,
    input: Vec<u8>,
    stdout: String,
    stderr: &'static str,
}

fn cases() -> Vec<Case> {
    let rows: Vec<&str> = SEED_GRID.lines().collect();
    let line_answer = format!("{SEED_SOLUTION_LINE}\n");
    // Invalid UTF-8, and a NUL byte past the first 8 KiB, where it is no sign of a binary input.
    let mut bad_bytes = b"\xFF\xFE\n".to_vec();
    bad_bytes.extend(lines(&[SEED_LINE]).repeat(101).into_bytes());
    let mut nul_line = SEED_LINE.as_bytes().to_vec();
    nul_line[5] = 0;
    bad_bytes.extend(nul_line);
    vec![
        Case {
            what: "an unexpected character, and the next puzzle is answered",
            input: format!(
                "# header\n{}\n{SEED_LINE}\n",
                SEED_LINE.replacen('.', "x", 1)
            )
            .into(),
            stdout: line_answer.clone(),
            stderr: "resol: line 2: unexpected character 'x' in column 1\n",
        },
        Case {
            what: "a typo inside a grid keeps the framing of the next grid",
            input: format!("{}{SEED_GRID}", SEED_GRID.replacen('.', "*", 1)).into(),
            stdout: SEED_SOLUTION.to_string(),
            stderr: "resol: line 1: unexpected character '*' in column 1 \
                     (holes are '.', '0', '?', and '-', '_', '*' in a compact line)\n",
        },
        Case {
            what: "a line of more than 81 cells, and reading resumes",
            input: format!("{SEED_LINE}5\n{SEED_LINE}\n").into(),
            stdout: line_answer.clone(),
            stderr: "resol: line 1: more than 81 cells on one line\n",
        },
        Case {
            what: "a line that overflows a grid drops it, and reading resumes",
            input: format!(
                "{}\n1 2 3 4 5 6 7 8 9 1\n{SEED_LINE}\n",
                rows[..8].join("\n")
            )
            .into(),
            stdout: line_answer.clone(),
            stderr: "resol: line 9: too many cells: the grid begun on line 1 would hold 82\n",
        },
        Case {
            what: "a grid cut short by a whole-line puzzle, which is answered",
            input: format!("{}\n{SEED_LINE}\n", rows[..4].join("\n")).into(),
            stdout: line_answer.clone(),
            stderr: "resol: line 5: incomplete grid (36 of 81 cells, begun on line 1), cut short \
                     by the 81-cell puzzle on this line\n",
        },
        Case {
            what: "a grid cut short by the end of the input, after the puzzles before it",
            input: format!("{SEED_LINE}\n{}\n", rows[..2].join("\n")).into(),
            stdout: line_answer.clone(),
            stderr: "resol: line 3: incomplete grid (18 of 81 cells, begun on line 2), cut short \
                     by the end of the input\n",
        },
        Case {
            what: "an input of comments and blank lines holds no puzzle",
            input: b"# nothing here\n\n".to_vec(),
            stdout: String::new(),
            stderr: "resol: no puzzle in the input\n",
        },
        Case {
            what: "an empty input holds no puzzle",
            input: Vec::new(),
            stdout: String::new(),
            stderr: "resol: no puzzle in the input\n",
        },
        Case {
            what: "invalid UTF-8, and a NUL byte past the first 8 KiB, are bad characters",
            input: bad_bytes,
            stdout: line_answer.repeat(101),
            stderr: "resol: line 1: invalid UTF-8 byte 0xFF in column 1\n\
                     resol: line 103: unexpected character U+0000 in column 6\n",
        },
    ]
}

#[test]
fn every_malformed_case_is_reported_and_the_other_puzzles_answered() {
    for case in cases() {
        let output = resol().write_stdin(case.input).output().unwrap();
        let what = case.what;
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            case.stdout,
            "{what}"
        );
        assert_eq!(
            String::from_utf8_lossy(&output.stderr),
            case.stderr,
            "{what}"
        );
        assert_eq!(output.status.code(), Some(1), "{what}");
    }
}
