//! The board drawn into a ratatui buffer: lines thin between cells and thick between regions
//! (dotted inside a killer cage), each cell's value or pencil marks, and the rules a terminal
//! can show: a cage's sum on its first cell's top line, kropki dots and XV marks on the line
//! between their cells, diagonals in the corners of their cells.

use ratatui::buffer::Buffer;
use ratatui::style::Style;

use super::geometry::Geometry;
use crate::play::game::Game;
use crate::play::lines::{Weight, horizontal, junction, vertical};
use crate::play::theme::Theme;
use crate::variant::{Group, Relation, Rule};

/// What the board is drawn from: the game, its cages and the styles.
pub struct BoardView<'a> {
    game: &'a Game,
    theme: &'a Theme,
    geometry: Geometry,
    /// The cage of each cell (from 1), 0 for none.
    cages: Vec<usize>,
    /// Cells with a conflict.
    conflicting: Vec<bool>,
}

impl<'a> BoardView<'a> {
    /// The view of `game` at `geometry` in `theme`.
    pub fn new(game: &'a Game, theme: &'a Theme, geometry: Geometry) -> BoardView<'a> {
        let cells = game.board.values.len();
        let mut cages = vec![0; cells];
        let mut conflicting = vec![false; cells];
        for (number, rule) in rules(game).enumerate() {
            if let Rule::Cage { cells, .. } = rule {
                for &cell in cells {
                    cages[cell] = number + 1;
                }
            }
        }
        for conflict in game.conflicts() {
            for cell in conflict.cells(&game.layout, &game.board) {
                conflicting[cell] = true;
            }
        }
        BoardView {
            game,
            theme,
            geometry,
            cages,
            conflicting,
        }
    }

    /// Draws the board into `buffer`.
    pub fn draw(&self, buffer: &mut Buffer) {
        self.draw_lines(buffer);
        for cell in 0..self.game.board.values.len() {
            self.draw_cell(buffer, cell);
        }
        self.draw_rules(buffer);
    }

    /// The weight of the line between `a` and `b`, neighbours, or around the grid (`None`).
    fn edge(&self, a: Option<usize>, b: Option<usize>) -> (Weight, bool) {
        let regions = &self.game.layout.regions;
        match (a, b) {
            (Some(a), Some(b)) if regions[a] == regions[b] => {
                let caged = self.cages[a] != 0 && self.cages[a] == self.cages[b];
                (Weight::Light, caged)
            }
            _ => (Weight::Heavy, false),
        }
    }

    /// The cell at (`row`, `column`), when both are inside the grid.
    fn cell(&self, row: isize, column: isize) -> Option<usize> {
        let n = self.geometry.size as isize;
        ((0..n).contains(&row) && (0..n).contains(&column)).then(|| (row * n + column) as usize)
    }

    /// The line above cell (`row`, `column`) (between it and the cell above), `None` beyond
    /// the grid's columns.
    fn above(&self, row: isize, column: isize) -> Option<(Weight, bool)> {
        let n = self.geometry.size as isize;
        (0..n)
            .contains(&column)
            .then(|| self.edge(self.cell(row - 1, column), self.cell(row, column)))
    }

    /// The line left of cell (`row`, `column`), `None` beyond the grid's rows.
    fn left_of(&self, row: isize, column: isize) -> Option<(Weight, bool)> {
        let n = self.geometry.size as isize;
        (0..n)
            .contains(&row)
            .then(|| self.edge(self.cell(row, column - 1), self.cell(row, column)))
    }

    fn draw_lines(&self, buffer: &mut Buffer) {
        let g = &self.geometry;
        let style = self.theme.lines;
        let weight = |line: Option<(Weight, bool)>| line.map_or(Weight::None, |(w, _)| w);
        for i in 0..=g.size as isize {
            for j in 0..=g.size as isize {
                let (x, y) = (g.line_x(j as usize), g.line_y(i as usize));
                let corner = junction(
                    weight(self.left_of(i - 1, j)),
                    weight(self.above(i, j)),
                    weight(self.left_of(i, j)),
                    weight(self.above(i, j - 1)),
                );
                put(buffer, x, y, corner, style);
                if let Some((w, dotted)) = self.above(i, j) {
                    for dx in 1..=g.cell_width {
                        put(buffer, x + dx, y, horizontal(w, dotted), style);
                    }
                }
                if let Some((w, dotted)) = self.left_of(i, j) {
                    for dy in 1..=g.cell_height {
                        put(buffer, x, y + dy, vertical(w, dotted), style);
                    }
                }
            }
        }
    }

    /// The style of `cell`'s inside: the cursor, or a hint's cells.
    fn ground(&self, cell: usize) -> Style {
        let (game, theme) = (self.game, self.theme);
        let mut style = Style::new();
        if let Some(hint) = &game.hint {
            if hint.cells.contains(&cell) {
                style = style.patch(theme.hint);
            }
            let changed = hint.placements.iter().chain(&hint.eliminations);
            if changed.map(|&(c, _)| c).any(|c| c == cell) {
                style = style.patch(theme.hint_target);
            }
        }
        if cell == game.cursor {
            style = style.patch(theme.cursor);
        }
        style
    }

    fn draw_cell(&self, buffer: &mut Buffer, cell: usize) {
        let (game, theme, g) = (self.game, self.theme, &self.geometry);
        let (x, y) = g.cell_origin(cell);
        let ground = self.ground(cell);
        for dy in 0..g.cell_height {
            for dx in 0..g.cell_width {
                put(buffer, x + dx, y + dy, ' ', ground);
            }
        }
        let value = game.board.values[cell];
        let layout = &game.layout;
        if value != 0 {
            let mut style = match layout.is_given(cell) {
                true => theme.given,
                false => theme.placed,
            };
            if game.shown == Some(value) {
                style = style.patch(theme.shown);
            }
            if self.conflicting[cell] {
                style = style.patch(theme.conflict);
            }
            if game.wrong.contains(&cell) {
                style = style.patch(theme.wrong);
            }
            let (cx, cy) = (x + g.cell_width / 2, y + g.cell_height / 2);
            put(buffer, cx, cy, layout.symbol(value), ground.patch(style));
            return;
        }
        let marks = game.board.marks[cell];
        if marks == 0 {
            return;
        }
        if !g.keypad {
            put(buffer, x + 1, y, '·', ground.patch(theme.mark));
            return;
        }
        let across = layout.shape.box_columns() as u16;
        let removed = |v: u8| {
            let hint = game.hint.as_ref();
            hint.is_some_and(|hint| hint.eliminations.contains(&(cell, v)))
        };
        for value in 1..=layout.size() as u8 {
            if marks & 1 << (value - 1) == 0 {
                continue;
            }
            let place = u16::from(value - 1);
            let mut style = ground.patch(theme.mark);
            if game.shown == Some(value) {
                style = style.patch(theme.shown);
            }
            if removed(value) {
                style = style.patch(theme.conflict);
            }
            let (mx, my) = (x + 1 + place % across, y + place / across);
            put(buffer, mx, my, layout.symbol(value), style);
        }
    }

    fn draw_rules(&self, buffer: &mut Buffer) {
        let g = &self.geometry;
        let style = self.theme.rule;
        let n = g.size;
        for rule in rules(self.game) {
            match rule {
                Rule::Cage { cells, sums } if !sums.is_empty() => {
                    let first = *cells.iter().min().expect("a cage has cells");
                    let (x, y) = g.cell_origin(first);
                    let sum = sums[0].to_string();
                    for (dx, character) in sum.chars().take(g.cell_width as usize).enumerate() {
                        put(buffer, x + dx as u16, y - 1, character, style);
                    }
                }
                Rule::Pair(pair) => {
                    let [a, b] = pair.cells;
                    let (a, b) = (a.min(b), a.max(b));
                    let mark = match (pair.relation, pair.value) {
                        (Relation::Difference, _) => '○',
                        (Relation::Ratio, _) => '●',
                        (Relation::Sum, 10) => 'X',
                        (Relation::Sum, 5) => 'V',
                        (Relation::Sum, _) => '+',
                    };
                    let (x, y) = g.cell_origin(b);
                    if b == a + 1 {
                        put(buffer, x - 1, y + g.cell_height / 2, mark, style);
                    } else {
                        put(buffer, x + g.cell_width / 2, y - 1, mark, style);
                    }
                }
                Rule::Distinct {
                    group: Group::Diagonal,
                    cells,
                } => {
                    let main = cells.iter().all(|&c| c / n == c % n);
                    for &cell in cells {
                        let (x, y) = g.cell_origin(cell);
                        let (right, bottom) = (x + g.cell_width - 1, y + g.cell_height - 1);
                        let ends = match main {
                            true => [(x, y, '╲'), (right, bottom, '╲')],
                            false => [(right, y, '╱'), (x, bottom, '╱')],
                        };
                        for (x, y, character) in ends {
                            if buffer[(x, y)].symbol() == " " {
                                let ground = buffer[(x, y)].style();
                                put(buffer, x, y, character, ground.patch(style));
                            }
                        }
                    }
                }
                _ => {}
            }
        }
    }
}

/// The rules of `game`'s variant, none for a classic game.
fn rules(game: &Game) -> impl Iterator<Item = &Rule> {
    game.layout
        .variant
        .iter()
        .flat_map(|variant| &variant.rules)
}

/// `character` in `style` at (`x`, `y`), if inside the buffer.
fn put(buffer: &mut Buffer, x: u16, y: u16, character: char, style: Style) {
    if let Some(cell) = buffer.cell_mut((x, y)) {
        cell.set_char(character).set_style(style);
    }
}
