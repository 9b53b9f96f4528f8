//! `--play`: a game of Sudoku in the terminal.
//!
//! The game is a plain value ([`Game`]: the layout it cannot change, the board, the undo
//! history, the cursor, the clock) changed by pure functions, one for each [`Action`]
//! (`actions`), so that it is tested without a terminal; hints come from the logic engine on a
//! classic 9×9 and from the true candidates elsewhere (`hint`), checks from the solver. The
//! view (`view/`) draws a game with ratatui, and the loop (`terminal`) turns keys (`keys`),
//! clicks and resizes into actions. When the game ends, [`saved`] writes the board in a form
//! every mode reads and a game resumes from.

mod actions;
mod board;
mod conflicts;
mod game;
mod hint;
mod history;
mod keys;
mod layout;
mod lines;
mod save;
mod terminal;
mod theme;
mod timer;
mod view;

pub use self::actions::{Action, Direction, Flow};
pub use self::game::Game;
pub use self::save::saved;
pub use self::terminal::{PlayError, Settings, Tty, play};

#[cfg(test)]
mod tests;
