//! `--play`: the game's puzzle read or made as the flags say, the game played on the terminal,
//! and the board written to standard output when it ends.

use std::io::{self, IsTerminal, Write};
use std::time::Instant;

use anyhow::Context;
use resol::batch::{self, Input, Summary};
use resol::play::{self, Game, Settings, Tty};

use super::Cli;
use super::options::random_seed;
use super::values::Colour;
use crate::status::Status;

impl Cli {
    /// Why `--play` cannot go with the other flags, if it cannot.
    pub(super) fn play_conflict(&self) -> Option<&'static str> {
        if !self.play {
            return (self.color != Colour::Auto)
                .then_some("--color works only with --play: it is when its screen has colours");
        }
        if self.generate.is_some_and(|count| count != 1) {
            Some("--play plays one puzzle: make it with --generate 1")
        } else if self.format != resol::format::OutputFormat::Auto {
            Some("--play writes the board as a candidate grid when the game ends, in no other form")
        } else if self.stats || self.quiet || self.jobs.is_some() {
            Some("--stats, --quiet and --jobs tell how a run of puzzles goes; --play plays one")
        } else if self.algorithm != resol::solver::Algorithm::Fast {
            Some("--play checks and hints with the fast engine; --algorithm does not apply")
        } else {
            None
        }
    }

    /// The inputs, after telling a person at a terminal who gives no FILE to type the puzzle.
    fn typed_inputs(&self) -> Vec<Input> {
        let inputs = self.inputs();
        if inputs.contains(&Input::Stdin) && io::stdin().is_terminal() {
            let _ = writeln!(io::stderr(), "resol: {}", batch::KEYBOARD);
        }
        inputs
    }

    /// Plays the game the flags ask for and writes the board to standard output.
    pub fn play_game(&self) -> anyhow::Result<Status> {
        let tty = match Tty::open() {
            Ok(tty) => tty,
            Err(error) => {
                let _ = writeln!(io::stderr(), "resol: {error}");
                return Ok(Status::Failure);
            }
        };
        let options = self.options(false, random_seed);
        let messages = io::stderr().lock();
        let puzzle = match self.generation(random_seed) {
            Some(generation) => batch::generated_puzzle(&generation, &options, messages)?
                .ok_or_else(|| Summary {
                    refused: 1,
                    ..Summary::default()
                }),
            None => match batch::first_puzzle(&self.typed_inputs(), &options, messages)? {
                (Some(puzzle), _) => Ok(puzzle),
                (None, summary) => Err(summary),
            },
        };
        let puzzle = match puzzle {
            Ok(puzzle) => puzzle,
            Err(summary) => return Ok(Status::of(&summary, 0)),
        };
        let settings = Settings {
            colour: match self.color {
                Colour::Always => true,
                Colour::Never => false,
                Colour::Auto => std::env::var_os("NO_COLOR").is_none_or(|value| value.is_empty()),
            },
        };
        let game = Game::new(&puzzle, self.symbols, Instant::now());
        let game = play::play(tty, game, settings)?;
        let mut out = io::stdout().lock();
        let written = out
            .write_all(play::saved(&game).as_bytes())
            .and_then(|()| out.flush());
        match written {
            Err(error) if error.kind() != io::ErrorKind::BrokenPipe => {
                Err(error).context("write error")
            }
            _ => Ok(Status::Success),
        }
    }
}
