//! `--play` in a pseudo-terminal: the real binary drawing on a terminal that `vt100` reads
//! back, keys typed as a player types them, and the board it writes to standard output when
//! the game ends.

use std::num::NonZeroU16;
use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

use expectrl::Session;
use expectrl::WaitStatus;

use crate::util::{Files, SEED_GRID, SEED_LINE, SEED_SOLUTION_LINE, resol};

/// How long a screen may take to show what a test waits for.
const PATIENCE: Duration = Duration::from_secs(20);

/// A game running in a pseudo-terminal, its screen as `vt100` reads it.
struct Game {
    session: Session,
    screen: vt100::Parser,
    /// Where its standard output goes.
    out: PathBuf,
    /// The test's files (removed at the end).
    files: Files,
}

impl Game {
    /// `resol --play` and `args` (shell words) on a terminal of `columns` × `rows`, with
    /// `puzzle` in the file `puzzle.txt` of the test's directory; `env` set first.
    fn start(test: &str, puzzle: &str, args: &str, env: &str, (columns, rows): (u16, u16)) -> Game {
        let files = Files::new(test, &[("puzzle.txt", puzzle.as_bytes())]);
        let out = files.dir().join("out.txt");
        let script = format!(
            "cd {dir}; exec env {env} {resol} --play {args} > {out}",
            dir = files.dir().display(),
            resol = env!("CARGO_BIN_EXE_resol"),
            out = out.display(),
        );
        let mut command = Command::new("sh");
        command.args(["-c", &script]);
        let mut session = Session::spawn(command).expect("a pseudo-terminal");
        // Set from here, once the terminal exists: the game looks at its size at every frame.
        session.set_window_size(columns, rows).unwrap();
        let size = |n| NonZeroU16::new(n).unwrap();
        Game {
            session,
            screen: vt100::Parser::new(size(rows), size(columns), 0),
            out,
            files,
        }
    }

    /// Reads what the game drew so far.
    fn pump(&mut self) {
        let mut buffer = [0u8; 1 << 14];
        loop {
            match self.session.try_read(&mut buffer) {
                Ok(0) => return,
                Ok(read) => self.screen.process(&buffer[..read]),
                Err(_) => return,
            }
        }
    }

    /// The screen's text.
    fn text(&self) -> String {
        self.screen.screen().contents()
    }

    /// Waits until the screen shows `text`; fails with the screen if it never does.
    fn wait_for(&mut self, text: &str) {
        let start = Instant::now();
        while start.elapsed() < PATIENCE {
            self.pump();
            if self.text().contains(text) {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!("the screen never showed {text:?}:\n{}", self.text());
    }

    /// Types `keys`, each as its own key press, waiting a moment after each.
    fn keys(&mut self, keys: &str) {
        for key in keys.chars() {
            self.session.send(key.to_string()).unwrap();
            std::thread::sleep(Duration::from_millis(30));
        }
    }

    /// Sends raw bytes: an escape sequence.
    fn raw(&mut self, bytes: &str) {
        self.session.send(bytes).unwrap();
        std::thread::sleep(Duration::from_millis(30));
    }

    /// Quits with `q`, and returns the exit status and what standard output received.
    fn quit(mut self) -> (i32, String) {
        self.keys("q");
        let status = loop {
            self.pump();
            match self.session.wait().unwrap() {
                WaitStatus::Exited(_, code) => break code,
                WaitStatus::StillAlive => std::thread::sleep(Duration::from_millis(20)),
                other => panic!("the game ended as {other:?}"),
            }
        };
        let out = std::fs::read_to_string(&self.out).unwrap();
        drop(self.files);
        (status, out)
    }

    /// The style of the character at `row`, `column` of the screen.
    fn cell(&self, row: u16, column: u16) -> vt100::Cell {
        self.screen.screen().cell(row, column).unwrap().clone()
    }
}

/// The values of a board written by a game, as one line (`.` for a cell of several
/// candidates), as `resol --print` reads it.
fn values(board: &str) -> String {
    let output = resol()
        .args(["--print", "--format", "line"])
        .write_stdin(board)
        .output()
        .unwrap();
    assert!(output.status.success(), "{board}");
    String::from_utf8(output.stdout)
        .unwrap()
        .trim_end()
        .to_string()
}

/// The seed's solution with the cells `holes` emptied.
fn nearly_solved(holes: &[usize]) -> String {
    SEED_SOLUTION_LINE
        .char_indices()
        .map(|(cell, c)| if holes.contains(&cell) { '.' } else { c })
        .collect::<String>()
        + "\n"
}

const BIG: (u16, u16) = (100, 40);

#[test]
fn a_nearly_solved_game_is_played_to_the_end_by_keystrokes() {
    // Holes at r1c1, r1c3 and r9c9.
    let mut game = Game::start(
        "play-end",
        &nearly_solved(&[0, 2, 80]),
        "puzzle.txt",
        "",
        BIG,
    );
    game.wait_for("? keys");
    game.keys("9ll4");
    // Up from r1c3 wraps to r9c3; then six steps right reach r9c9.
    game.keys("klllll");
    game.raw("\x1b[C");
    game.keys("2");
    game.wait_for("Solved in");
    let (status, out) = game.quit();
    assert_eq!(status, 0);
    assert_eq!(values(&out), SEED_SOLUTION_LINE);
}

#[test]
fn a_repeated_value_is_named_on_the_status_line() {
    let mut game = Game::start("play-conflict", SEED_GRID, "puzzle.txt", "", BIG);
    game.wait_for("? keys");
    game.keys("2");
    game.wait_for("2 repeats in row 1");
    assert_eq!(game.quit().0, 0);
}

#[test]
fn undo_and_redo_take_a_value_back_and_place_it_again() {
    let mut game = Game::start("play-undo", SEED_GRID, "puzzle.txt", "", BIG);
    game.wait_for("? keys");
    game.keys("l6uu");
    game.wait_for("Nothing to undo.");
    game.keys("y");
    let (status, out) = game.quit();
    assert_eq!(status, 0);
    assert_eq!(&values(&out)[..3], ".6.");
}

#[test]
fn a_hint_is_named_then_applied() {
    let mut game = Game::start("play-hint", SEED_GRID, "puzzle.txt", "", BIG);
    game.wait_for("? keys");
    game.keys("H");
    game.wait_for("Hint: Hidden Single in box 2 (1.2); H applies it");
    game.keys("H");
    game.wait_for("Applied: r3c6=4");
    game.wait_for("hints 1");
    let (_, out) = game.quit();
    assert_eq!(values(&out).as_bytes()[23], b'4');
}

#[test]
fn pencil_marks_are_toggled_shown_as_a_keypad_and_written_as_candidates() {
    let mut game = Game::start("play-marks", SEED_GRID, "puzzle.txt", "", BIG);
    game.wait_for("? keys");
    game.keys("p5696");
    game.wait_for("pencil");
    // r1c1's keypad: 5 in its middle row, 9 at the end of its last.
    game.wait_for("┃  5  │");
    game.wait_for("┃   9 │");
    let (_, out) = game.quit();
    let first_row = out.lines().nth(1).unwrap();
    assert!(first_row.starts_with("| 59 "), "{out}");
}

#[test]
fn the_board_written_is_resumed_by_another_game() {
    let mut game = Game::start("play-resume", SEED_GRID, "puzzle.txt", "", BIG);
    game.wait_for("? keys");
    game.keys("l6lp78");
    let (_, saved) = game.quit();
    let mut resumed = Game::start("play-resumed", &saved, "puzzle.txt", "", BIG);
    resumed.wait_for("? keys");
    resumed.wait_for("┃     │     │ 78  ┃");
    let (status, again) = resumed.quit();
    assert_eq!(status, 0);
    assert_eq!(again, saved);
}

#[test]
fn the_puzzle_comes_on_standard_input_and_the_keys_from_the_terminal() {
    let mut game = Game::start("play-stdin", SEED_LINE, "< puzzle.txt", "", BIG);
    game.wait_for("? keys");
    game.keys("9");
    let (status, out) = game.quit();
    assert_eq!(status, 0);
    assert!(values(&out).starts_with("9....23.7"), "{out}");
}

#[test]
fn a_small_terminal_says_the_size_it_needs_and_draws_once_resized() {
    let mut game = Game::start("play-small", SEED_GRID, "puzzle.txt", "", (30, 12));
    game.wait_for("37×21 at least");
    game.session.set_window_size(60, 24).unwrap();
    let size = |n| NonZeroU16::new(n).unwrap();
    game.screen.set_size(size(24), size(60));
    game.wait_for("┏━━━┯━━━┯━━━┳");
    assert_eq!(game.quit().0, 0);
}

#[test]
fn no_color_draws_in_bold_and_reverse_alone() {
    let mut game = Game::start("play-plain", SEED_GRID, "puzzle.txt", "NO_COLOR=1", BIG);
    game.wait_for("? keys");
    game.keys("2");
    game.wait_for("2 repeats");
    // r1c1's value, under the cursor: reverse, and no colour.
    let cell = game.cell(3, 3);
    assert_eq!(cell.contents(), "2");
    assert!(cell.inverse());
    assert_eq!(cell.fgcolor(), vt100::Color::Default);
    game.quit();
    let mut coloured = Game::start("play-colour", SEED_GRID, "puzzle.txt", "", BIG);
    coloured.wait_for("? keys");
    coloured.keys("2");
    coloured.wait_for("2 repeats");
    assert_ne!(coloured.cell(3, 3).fgcolor(), vt100::Color::Default);
    coloured.quit();
}

#[test]
fn a_click_selects_a_cell() {
    let mut game = Game::start("play-mouse", SEED_GRID, "puzzle.txt", "", BIG);
    game.wait_for("? keys");
    // The middle of r5c1's keypad: column 3, row 19 of the screen, 1-based in the report.
    game.raw("\x1b[<0;4;20M\x1b[<0;4;20m");
    game.wait_for("Cell r5c1");
    game.keys("2");
    let (_, out) = game.quit();
    assert_eq!(values(&out).as_bytes()[36], b'2');
}

#[test]
fn a_generated_puzzle_is_played() {
    let mut game = Game::start(
        "play-new",
        "",
        "--generate 1 --seed 7 --level easy",
        "",
        BIG,
    );
    game.wait_for("? keys");
    let (status, out) = game.quit();
    assert_eq!(status, 0);
    let out = values(&out);
    assert_eq!(out.len(), 81);
    assert!(out.contains('.'));
}

#[test]
fn without_a_terminal_play_is_a_usage_error() {
    let output = Command::new("setsid")
        .args(["--wait", env!("CARGO_BIN_EXE_resol"), "--play", "-"])
        .stdin(std::process::Stdio::null())
        .output()
        .expect("setsid runs the game without a controlling terminal");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.starts_with("resol: --play needs a terminal"),
        "{stderr}"
    );
    assert!(output.stdout.is_empty());
}

#[test]
fn play_goes_with_no_other_mode() {
    resol()
        .args(["--play", "--count"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("--count"));
    resol()
        .args(["--play", "--generate", "2"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("--play plays one puzzle"));
    for flag in ["--stats", "-j2", "--format=line", "--algorithm=classic"] {
        resol().args(["--play", flag]).assert().code(2);
    }
}
