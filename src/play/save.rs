//! The board written when a game ends, in a form every mode reads and a game resumes from: a
//! classic 9×9 as a PM grid (values as single candidates, a cell's pencil marks as its
//! candidates); another size or a variant as an f-puzzles link, whose givens are the values
//! and whose given pencil marks are the marks, so that its rules come back with it; a grid
//! f-puzzles cannot hold (past 16×16, or a rule it has no key for) as its values.
//! A cell with neither value nor marks is written with every value, which reads as no marks.

use super::game::Game;
use crate::format::text::{CellStyle, Layout as TextLayout, pm_grid, render};
use crate::marks::CandidateGrid;
use crate::parse::Notation;
use crate::sized::SizedGrid;
use crate::variant::{Marks, Variant, fpuzzles_link};

/// The board of `game` as text, ending in a newline.
pub fn saved(game: &Game) -> String {
    let layout = &game.layout;
    let board = &game.board;
    let candidates: Vec<u32> = (0..board.values.len())
        .map(|cell| match (board.values[cell], board.marks[cell]) {
            (0, 0) => layout.all_values(),
            (0, marks) => marks,
            (value, _) => 1 << (value - 1),
        })
        .collect();
    let values = SizedGrid::new(layout.shape, board.values.clone()).expect("the board's shape");
    if layout.is_classic_nine() {
        let grid = CandidateGrid::new(layout.shape, candidates);
        return pm_grid(&grid, layout.symbols, true);
    }
    let classic = Variant::default();
    let variant = layout.variant.as_deref().unwrap_or(&classic);
    if layout.size() <= 16
        && let Ok(link) = fpuzzles_link(&values, variant, Marks::PencilMarks(&candidates))
    {
        return link + "\n";
    }
    let mut text = Vec::new();
    let style = CellStyle {
        symbols: layout.symbols,
        notation: Notation::Symbols,
        hole: b'.',
    };
    render(&values, TextLayout::Grid, style, &mut text);
    String::from_utf8(text).expect("symbols are ASCII")
}
