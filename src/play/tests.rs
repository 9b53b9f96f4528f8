//! Games played without a terminal: each action on the game state, a game played to the end,
//! the board written and read back, and the screen drawn on ratatui's test backend.

use std::time::{Duration, Instant};

use ratatui::Terminal;
use ratatui::backend::TestBackend;

use super::actions::{Action, Direction, Flow};
use super::game::Game;
use super::save::saved;
use super::theme::Theme;
use super::view::draw;
use crate::parse::{Puzzle, Puzzles};
use crate::symbols::Symbols;

/// The seed lesson's puzzle.
const SEED: &str =
    ".....23.7.....645.1..93........618...48...56...642........75..8.291.....4.56.....";

/// Its solution.
const SOLUTION: &str =
    "964852317382716459157934286793561824248397561516428793631275948829143675475689132";

fn read(text: &str) -> Puzzle {
    Puzzles::new(text.as_bytes()).next().unwrap().unwrap()
}

fn game(text: &str) -> Game {
    Game::new(&read(text), Symbols::Standard, Instant::now())
}

/// The solution with the cells `holes` emptied.
fn nearly_solved(holes: &[usize]) -> String {
    SOLUTION
        .char_indices()
        .map(|(cell, c)| if holes.contains(&cell) { '.' } else { c })
        .collect()
}

fn act(game: &mut Game, actions: &[Action]) {
    for &action in actions {
        assert_eq!(
            game.act(action, Instant::now()),
            Flow::Continue,
            "{action:?}"
        );
    }
}

fn digit(cell: usize) -> u8 {
    SOLUTION.as_bytes()[cell] - b'0'
}

#[test]
fn a_nearly_solved_game_is_played_to_the_end() {
    let mut game = game(&nearly_solved(&[0, 40, 80]));
    assert!(!game.solved);
    act(&mut game, &[Action::Value(digit(0))]);
    act(&mut game, &[Action::Select(40), Action::Value(digit(40))]);
    act(&mut game, &[Action::Select(80), Action::Value(digit(80))]);
    assert!(game.solved);
    assert!(game.timer.is_paused());
    assert!(game.message.as_deref().unwrap().starts_with("Solved in"));
    assert_eq!(game.act(Action::Quit, Instant::now()), Flow::Quit);
}

#[test]
fn givens_never_change_and_the_cursor_wraps() {
    let mut game = game(SEED);
    act(
        &mut game,
        &[Action::Move(Direction::Left), Action::Move(Direction::Up)],
    );
    assert_eq!(game.cursor, 80);
    act(
        &mut game,
        &[
            Action::Move(Direction::Right),
            Action::Move(Direction::Down),
        ],
    );
    assert_eq!(game.cursor, 0);
    act(
        &mut game,
        &[Action::Select(5), Action::Value(9), Action::Erase],
    );
    assert_eq!(game.board.values[5], 2);
    assert_eq!(game.message.as_deref(), None);
}

#[test]
fn a_repeated_value_is_named_and_undo_and_redo_walk_the_board() {
    let mut game = game(SEED);
    act(&mut game, &[Action::Value(2)]);
    assert_eq!(game.message.as_deref(), Some("2 repeats in row 1"));
    act(
        &mut game,
        &[Action::Move(Direction::Right), Action::Value(5)],
    );
    act(&mut game, &[Action::Undo, Action::Undo]);
    assert_eq!(&game.board.values[..2], &[0, 0]);
    act(&mut game, &[Action::Redo]);
    assert_eq!(&game.board.values[..2], &[2, 0]);
    act(&mut game, &[Action::Redo, Action::Redo]);
    assert_eq!(game.message.as_deref(), Some("Nothing to redo."));
    assert_eq!(&game.board.values[..2], &[2, 5]);
}

#[test]
fn pencil_marks_toggle_fill_and_leave_with_a_value_placed() {
    let mut game = game(SEED);
    act(
        &mut game,
        &[
            Action::TogglePencil,
            Action::Value(5),
            Action::Value(9),
            Action::Value(5),
        ],
    );
    assert_eq!(game.board.marks[0], 1 << 8);
    act(&mut game, &[Action::Erase]);
    assert_eq!(game.board.marks[0], 0);
    act(&mut game, &[Action::FillCandidates]);
    // r1c1 of the seed: 5, 6, 8 and 9 are left.
    assert_eq!(game.board.marks[0], 0b1_1011_0000);
    act(&mut game, &[Action::TogglePencil, Action::Value(9)]);
    // 9 leaves the marks of row 1, column 1 and box 1.
    assert_eq!(game.board.marks[1] & 1 << 8, 0);
    assert_eq!(game.board.marks[9] & 1 << 8, 0);
    act(&mut game, &[Action::TogglePencil, Action::Value(5)]);
    let told = game.message.as_deref();
    assert_eq!(
        told,
        Some("A cell with a value takes no marks: erase it first.")
    );
    act(&mut game, &[Action::Undo]);
    assert_eq!(game.board.marks[0], 0b1_1011_0000);
}

#[test]
fn a_hint_is_shown_then_applied() {
    let mut game = game(SEED);
    act(&mut game, &[Action::Hint]);
    let hint = game.hint.clone().expect("a hint");
    assert_eq!(hint.text, "Hidden Single in box 2 (1.2)");
    assert_eq!(game.hints, 1);
    act(&mut game, &[Action::Hint]);
    assert!(game.hint.is_none());
    let (cell, value) = hint.placements[0];
    assert_eq!(game.board.values[cell], value);
    assert_eq!(game.message, Some(format!("Applied: {}", hint.conclusions)));
    act(&mut game, &[Action::Undo]);
    assert_eq!(game.board.values[cell], 0);
}

#[test]
fn a_check_marks_the_wrong_values_against_the_answer() {
    let mut game = game(SEED);
    act(
        &mut game,
        &[Action::Value(digit(0)), Action::Select(1), Action::Value(1)],
    );
    act(&mut game, &[Action::Check]);
    assert_eq!(game.wrong, vec![1]);
    assert_eq!(game.message.as_deref(), Some("1 value placed is wrong."));
    act(&mut game, &[Action::Hint]);
    assert!(
        game.message
            .as_deref()
            .unwrap()
            .starts_with("No solution from here")
    );
    assert_eq!(game.checks, 1);
}

#[test]
fn a_paused_game_takes_no_move_and_its_clock_stops() {
    let start = Instant::now();
    let mut game = Game::new(&read(SEED), Symbols::Standard, start);
    game.act(Action::Pause, start + Duration::from_secs(5));
    game.act(Action::Value(9), start + Duration::from_secs(6));
    assert_eq!(game.board.values[0], 0);
    game.act(Action::Pause, start + Duration::from_secs(60));
    let played = game.timer.elapsed(start + Duration::from_secs(61));
    assert_eq!(played, Duration::from_secs(6));
}

#[test]
fn the_board_written_reads_back_as_the_same_game() {
    let mut game = game(SEED);
    act(
        &mut game,
        &[Action::Select(1), Action::Value(6), Action::TogglePencil],
    );
    act(
        &mut game,
        &[Action::Select(2), Action::Value(4), Action::Value(7)],
    );
    let text = saved(&game);
    assert!(text.starts_with(".---"), "{text}");
    let resumed = Game::new(&read(&text), Symbols::Standard, Instant::now());
    assert_eq!(resumed.board, game.board);
}

#[test]
fn other_sizes_and_variants_are_written_as_links_that_read_back() {
    let six = "5..6..\n.2...3\n.....1\n...5..\n.6....\n4....2\n";
    let mut game = game(six);
    act(
        &mut game,
        &[Action::Select(1), Action::TogglePencil, Action::Value(1)],
    );
    act(
        &mut game,
        &[Action::Value(3), Action::TogglePencil, Action::Select(2)],
    );
    act(&mut game, &[Action::Value(3)]);
    let text = saved(&game);
    assert!(text.starts_with("https://"), "{text}");
    let resumed = Game::new(&read(&text), Symbols::Standard, Instant::now());
    assert_eq!(resumed.board, game.board);
}

#[test]
fn a_hint_on_another_size_names_the_cell_the_rules_fix() {
    let mut game = game("1.3.\n.4..\n..1.\n....\n");
    act(&mut game, &[Action::Hint]);
    let hint = game.hint.clone().expect("a hint");
    assert_eq!(hint.text, "Rows, columns and boxes fix r1c2");
    act(&mut game, &[Action::Hint]);
    let (cell, value) = hint.placements[0];
    assert_eq!(game.board.values[cell], value);
}

/// The screen of `game` on a terminal of `width` × `height`, as lines of text.
fn screen(game: &Game, width: u16, height: u16, theme: &Theme) -> Vec<String> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    let now = Instant::now();
    terminal
        .draw(|frame| _ = draw(frame, game, theme, now))
        .unwrap();
    let buffer = terminal.backend().buffer();
    (0..height)
        .map(|y| (0..width).map(|x| buffer[(x, y)].symbol()).collect())
        .collect()
}

#[test]
fn the_screen_shows_the_board_its_keypads_and_the_conflicts() {
    let mut game = game(SEED);
    act(&mut game, &[Action::FillCandidates, Action::Value(2)]);
    let lines = screen(&game, 100, 40, &Theme::new(false));
    assert!(lines[0].starts_with("resol --play · 9×9 · 0:00 · hints 0 · checks 0"));
    assert!(lines[1].starts_with("┏━━━━━┯━━━━━┯━━━━━┳"), "{}", lines[1]);
    assert!(lines[3].starts_with("┃  2  │  56 │"), "{}", lines[3]);
    assert!(lines[39].starts_with("2 repeats in row 1"), "{}", lines[39]);
    assert!(lines[3].contains("Rules"));
}

#[test]
fn a_small_terminal_gets_one_line_cells_and_a_tiny_one_the_size_it_needs() {
    let game = game(SEED);
    let lines = screen(&game, 40, 22, &Theme::new(true));
    assert!(lines[1].starts_with("┏━━━┯━━━┯━━━┳"), "{}", lines[1]);
    let lines = screen(&game, 30, 10, &Theme::new(true));
    let text = lines.join(" ");
    assert!(
        text.contains("needs a terminal of") && text.contains("37×21"),
        "{text}"
    );
}

#[test]
fn cages_dots_and_diagonals_are_drawn_where_their_cells_are() {
    let iss = ".Cage~3~R1C1~R1C2.WhiteDot~R2C2~R2C3.BlackDot~R2C5~R3C5";
    let mut puzzle = read(iss);
    let lines = screen(
        &Game::new(&puzzle, Symbols::Standard, Instant::now()),
        100,
        40,
        &Theme::new(true),
    );
    // The cage's sum on its first cell's top line, and a dotted line inside it.
    assert!(lines[1].starts_with("┏3━━━━┯"), "{}", lines[1]);
    assert!(lines[3].starts_with("┃     ┆     │"), "{}", lines[3]);
    // The white dot between r2c2 and r2c3, the black one between r2c5 and r3c5.
    assert_eq!(lines[7].chars().nth(12), Some('○'), "{}", lines[7]);
    assert_eq!(lines[9].chars().nth(27), Some('●'), "{}", lines[9]);
    let shape = puzzle.grid.shape();
    let diagonals = crate::variant::GlobalRule::X.rules(shape, false).unwrap();
    let variant = crate::variant::Variant {
        regions: None,
        rules: diagonals,
    };
    puzzle.variant = Some(std::sync::Arc::new(crate::parse::VariantRules {
        variant: std::sync::Arc::new(variant),
        allowed: None,
    }));
    let game = Game::new(&puzzle, Symbols::Standard, Instant::now());
    let lines = screen(&game, 100, 40, &Theme::new(true));
    assert!(lines[2].starts_with("┃╲    │"), "{}", lines[2]);
    let board: String = lines[2].chars().take(55).collect();
    assert!(board.ends_with("│    ╱┃"), "{board}");
    assert!(lines[4].contains("diagonal"));
}

#[test]
fn houses_are_named_as_the_status_line_names_them() {
    let game = game(".Cage~3~R1C1~R1C2");
    let names: Vec<&str> = game
        .layout
        .houses
        .iter()
        .map(|house| house.name.as_str())
        .collect();
    assert_eq!(names[0], "row 1");
    assert_eq!(names[9], "column 1");
    assert_eq!(names[26], "box 9");
    assert_eq!(names[27], "the killer cage at r1c1");
}

#[test]
fn a_variant_hint_names_the_rule_that_alone_fixes_its_cell() {
    // The cage of sum 3 holds 1 and 2: with r1c1 = 1, it alone fixes r1c2.
    let mut game = game(".Cage~3~R1C1~R1C2.~R1C1_1");
    act(&mut game, &[Action::Hint]);
    let hint = game.hint.clone().expect("a hint");
    assert_eq!(hint.text, "The killer cage at r1c1 fixes r1c2");
    assert_eq!(hint.conclusions, "r1c2=2");
    assert_eq!(hint.cells, vec![0, 1]);
}

#[test]
fn a_grid_past_what_links_hold_is_written_as_its_values() {
    let mut game = game(include_str!("../../examples/twenty-five.txt"));
    let empty = game.board.values.iter().position(|&v| v == 0).unwrap();
    act(&mut game, &[Action::Select(empty), Action::Value(25)]);
    let text = saved(&game);
    assert_eq!(text.lines().count(), 25, "{text}");
    let resumed = Game::new(&read(&text), Symbols::Standard, Instant::now());
    assert_eq!(resumed.board.values, game.board.values);
}

#[test]
fn a_rule_no_filling_can_keep_is_named() {
    let mut game = game(".Cage~3~R1C1~R1C2");
    act(&mut game, &[Action::Value(5)]);
    let told = game.message.clone().unwrap_or_default();
    assert!(told.starts_with("killer cage r1c1 "), "{told}");
    act(&mut game, &[Action::Undo]);
    assert_eq!(game.message, None);
}
