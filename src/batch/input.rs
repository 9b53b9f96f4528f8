//! The inputs puzzles are read from, where a line of one is, and what makes the stream pass
//! over an input or the rest of one.

use std::fs::File;
use std::io::{self, Read};
use std::path::PathBuf;
use std::sync::Arc;

use crate::picture::PictureError;

/// Where puzzles are read from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// Standard input.
    Stdin,
    /// A file, named in messages by its path.
    File(PathBuf),
}

/// A line of one input: the input's index among the inputs, and the line's number within it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    /// The input's index.
    pub input: usize,
    /// The line's number within that input, from 1.
    pub line: u64,
}

/// An input, or the rest of one, that the stream passed over: kept until it is reported.
#[derive(Clone, Debug)]
pub struct InputFault {
    /// The input's index.
    pub input: usize,
    /// Why it was passed over.
    pub kind: InputFaultKind,
}

/// Why an input was passed over.
#[derive(Clone, Debug)]
pub enum InputFaultKind {
    /// It could not be opened or read; nothing more is read from it.
    Unreadable(Arc<io::Error>),
    /// A NUL byte within its first [`BINARY_WINDOW`] bytes: the input is binary, and from the
    /// NUL's line on it is skipped.
    Binary {
        /// The stream line holding the NUL byte.
        line: u64,
        /// The same line, counted within its input.
        line_in_input: u64,
    },
    /// A picture that gave no puzzle.
    Picture(PictureError),
}

/// How far into each input a NUL byte makes it binary, as grep decides.
pub const BINARY_WINDOW: u64 = 8 << 10;

/// Opens `input` for reading.
pub fn open(input: &Input) -> io::Result<Box<dyn Read + Send>> {
    Ok(match input {
        Input::Stdin => Box::new(io::stdin()),
        Input::File(path) => Box::new(File::open(path)?),
    })
}
