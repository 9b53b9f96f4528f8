//! Pictures: puzzles, answers, candidates and variant rules drawn as shapes, and those shapes
//! written as SVG, PNG or PDF.
//!
//! [`scene`] is the one model every backend renders: a [`Picture`](scene::Picture) of painted
//! shapes and named groups, in the page's units; [`frame`] places a grid on the page.
//! [`glyphs`] outlines texts, for the backends that draw paths alone.

pub mod frame;
pub mod glyphs;
pub mod scene;
