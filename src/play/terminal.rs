//! The loop of a game on a terminal: `/dev/tty` opened for the screen and the keys (so that
//! the puzzle may come on standard input and the board go to standard output), raw mode and
//! the alternate screen set up and always restored, and each key, click or resize turned into
//! an action and a new frame.

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::time::{Duration, Instant};

use crossterm::event::{
    self, DisableMouseCapture, EnableMouseCapture, Event, KeyEventKind, MouseButton, MouseEventKind,
};
use crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use crossterm::{cursor, execute};
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;

use super::actions::{Action, Flow};
use super::game::Game;
use super::keys::action;
use super::theme::Theme;
use super::view::{Geometry, draw};

/// How often the screen is redrawn without a key, for the clock.
const TICK: Duration = Duration::from_millis(250);

/// Why a game could not be played.
#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    /// No terminal to play on.
    #[error("--play needs a terminal to draw on and read keys from, and there is none ({0})")]
    NoTerminal(io::Error),
    /// The terminal failed.
    #[error("the terminal failed: {0}")]
    Terminal(#[from] io::Error),
}

/// The terminal a game is played on.
pub struct Tty {
    file: File,
}

impl Tty {
    /// The controlling terminal, or why there is none.
    pub fn open() -> Result<Tty, PlayError> {
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .open("/dev/tty")
            .map_err(PlayError::NoTerminal)?;
        Ok(Tty { file })
    }
}

/// How the game looks.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    /// Whether the screen has colours.
    pub colour: bool,
}

/// Plays `game` on `tty` until the player quits, and returns the game as it stands.
pub fn play(tty: Tty, mut game: Game, settings: Settings) -> Result<Game, PlayError> {
    let theme = Theme::new(settings.colour);
    let screen = Screen::enter(tty)?;
    let mut terminal = Terminal::new(CrosstermBackend::new(screen.output()?))?;
    let mut geometry: Option<Geometry> = None;
    loop {
        let now = Instant::now();
        terminal.draw(|frame| geometry = draw(frame, &game, &theme, now))?;
        if !event::poll(TICK)? {
            continue;
        }
        let action = match event::read()? {
            Event::Key(key) if key.kind != KeyEventKind::Release => action(key, &game.layout),
            Event::Mouse(mouse) if mouse.kind == MouseEventKind::Down(MouseButton::Left) => {
                geometry
                    .and_then(|g| g.cell_at(mouse.column, mouse.row))
                    .map(Action::Select)
            }
            Event::Resize(..) => {
                terminal.autoresize()?;
                None
            }
            _ => None,
        };
        if let Some(action) = action
            && game.act(action, Instant::now()) == Flow::Quit
        {
            break;
        }
    }
    drop(terminal);
    screen.leave()?;
    Ok(game)
}

/// The terminal in raw mode on the alternate screen, with mouse reports; restored when
/// dropped, whatever ended the game.
struct Screen {
    tty: File,
    restored: bool,
}

impl Screen {
    fn enter(tty: Tty) -> io::Result<Screen> {
        let mut screen = Screen {
            tty: tty.file,
            restored: true,
        };
        enable_raw_mode()?;
        screen.restored = false;
        execute!(
            screen.tty,
            EnterAlternateScreen,
            EnableMouseCapture,
            cursor::Hide
        )?;
        Ok(screen)
    }

    /// A second handle on the terminal, for ratatui to draw through.
    fn output(&self) -> io::Result<File> {
        self.tty.try_clone()
    }

    /// The terminal as it was.
    fn leave(mut self) -> io::Result<()> {
        self.restore()
    }

    fn restore(&mut self) -> io::Result<()> {
        if self.restored {
            return Ok(());
        }
        self.restored = true;
        let shown = execute!(
            self.tty,
            DisableMouseCapture,
            LeaveAlternateScreen,
            cursor::Show
        );
        let cooked = disable_raw_mode();
        let _ = self.tty.flush();
        shown.and(cooked)
    }
}

impl Drop for Screen {
    fn drop(&mut self) {
        let _ = self.restore();
    }
}
