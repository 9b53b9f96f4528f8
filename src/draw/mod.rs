//! Pictures: puzzles, answers, candidates and variant rules drawn as shapes, and those shapes
//! written as SVG, PNG or PDF.
//!
//! [`scene`] is the one model every backend renders: a [`Picture`](scene::Picture) of painted
//! shapes and named groups, in the page's units; [`frame`] places a grid on the page.
//! [`png`] and [`pdf`] draw a picture as paths alone, its texts outlined by [`glyphs`].

pub mod frame;
pub mod glyphs;
mod outline;
pub mod pdf;
pub mod png;
pub mod scene;
