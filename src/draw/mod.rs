//! Pictures: puzzles, answers, candidates and variant rules drawn as shapes, and those shapes
//! written as SVG, PNG or PDF.
//!
//! [`scene`] is the one model every backend renders: a [`Picture`](scene::Picture) of painted
//! shapes and named groups, in the page's units; [`frame`] places a grid on the page.
//! [`board`] draws a puzzle's grid and digits in a frame, [`rules`] a variant's rules,
//! [`panel`] a titled puzzle with its rules; [`sheet`] lays panels out in rows for one picture
//! of a run, [`book`] on the pages of a book. [`svg`] writes a picture as SVG text; [`png`] and
//! [`pdf`] draw it as paths alone, its texts outlined by [`glyphs`].

pub mod board;
pub mod book;
pub mod frame;
pub mod glyphs;
mod outline;
pub mod panel;
pub mod pdf;
pub mod png;
pub mod rules;
pub mod scene;
pub mod sheet;
pub mod svg;
