//! What every end-to-end test needs: the binary under test, the lesson's puzzle and its
//! solution in both forms, a few puzzles of each kind, and builders for inputs.

use std::io::Write;
use std::path::PathBuf;

use assert_cmd::Command;

/// The lesson's puzzle as the lesson writes it: a spaced grid with dots.
pub const SEED_GRID: &str = include_str!("../../examples/seed.txt");
/// The lesson's puzzle as one line.
pub const SEED_LINE: &str =
    ".....23.7.....645.1..93........618...48...56...642........75..8.291.....4.56.....";
/// Its solution as the lesson's reference program prints it.
pub const SEED_SOLUTION: &str = "\
9 6 4 8 5 2 3 1 7
3 8 2 7 1 6 4 5 9
1 5 7 9 3 4 2 8 6
7 9 3 5 6 1 8 2 4
2 4 8 3 9 7 5 6 1
5 1 6 4 2 8 7 9 3
6 3 1 2 7 5 9 4 8
8 2 9 1 4 3 6 7 5
4 7 5 6 8 9 1 3 2
";
/// Its solution as one line.
pub const SEED_SOLUTION_LINE: &str =
    "964852317382716459157934286793561824248397561516428793631275948829143675475689132";
/// Two 5s in the first row: no solution.
pub const CONFLICTING_LINE: &str =
    "5...5............................................................................";
/// Consistent, but row 1 needs a 9 in its last cell and column 9 already holds one.
pub const UNSOLVABLE_LINE: &str =
    "12345678.............................................9...........................";
/// No givens at all.
pub const EMPTY_LINE: &str =
    ".................................................................................";
/// The 16×16 puzzle of `examples/sixteen.txt` as one line, its values past 9 as letters.
pub const SIXTEEN_LINE: &str = "\
    D92.....G...43..4CF.....9D.2.6EB.E.1....F.8BC..AG56.....A3C....1.7G5A8....61....2...C....B7.\
    ......AE.964..G......F9.5.7.4............29....A.C..........645D.1......D....1.C.B7F.....E.C\
    2G...8A9B..9.G52.....EF6.256..F.....D.B.E13.6.D........7A...8BC3....954.";
/// The smallest filled grid: the answer to the empty puzzle.
pub const SMALLEST_GRID: &str =
    "123456789456789123789123456214365897365897214897214365531642978642978531978531642";

/// The binary under test.
pub fn resol() -> Command {
    Command::cargo_bin("resol").unwrap()
}

/// Asserts that `input` on standard input is read as the lesson's puzzle: the run succeeds and
/// prints its published solution, byte for byte.
pub fn assert_reads_as_the_seed(input: impl Into<Vec<u8>>) {
    resol()
        .write_stdin(input.into())
        .assert()
        .success()
        .stdout(SEED_SOLUTION);
}

/// The binary under test, started with its three standard streams piped.
pub fn spawn_piped(args: &[&str]) -> std::process::Child {
    std::process::Command::new(env!("CARGO_BIN_EXE_resol"))
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap()
}

/// A one-line puzzle in the lesson's spaced grid form.
pub fn spaced(line: &str) -> String {
    line.as_bytes()
        .chunks(9)
        .map(|row| {
            let cells: Vec<String> = row.iter().map(|&b| char::from(b).to_string()).collect();
            cells.join(" ") + "\n"
        })
        .collect()
}

/// Puzzles one a line.
pub fn lines(puzzles: &[&str]) -> String {
    puzzles.iter().map(|puzzle| format!("{puzzle}\n")).collect()
}

/// Tells, past the test harness's capture, that a test could not run and why: a missing tool
/// or device is said, never passed over in silence.
pub fn skipped(test: &str, why: &str) {
    let _ = writeln!(std::io::stderr(), "note: {test} skipped: {why}");
}

/// Input files written for one test into a directory of their own, removed when dropped.
pub struct Files {
    dir: PathBuf,
    /// The files' paths, in the order given.
    pub paths: Vec<PathBuf>,
}

impl Files {
    /// Writes each `(name, contents)` pair into a fresh directory named after `test`.
    pub fn new(test: &str, files: &[(&str, &[u8])]) -> Files {
        let dir = std::env::temp_dir().join(format!("resol-e2e-{}-{test}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let paths = files
            .iter()
            .map(|(name, contents)| {
                let path = dir.join(name);
                std::fs::write(&path, contents).unwrap();
                path
            })
            .collect();
        Files { dir, paths }
    }

    /// The directory holding the files.
    pub fn dir(&self) -> &std::path::Path {
        &self.dir
    }
}

impl Drop for Files {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
