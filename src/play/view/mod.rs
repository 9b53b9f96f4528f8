//! The screen of a game, drawn with ratatui from the game's state alone: a title line (size,
//! clock, hints, checks, mode), the board, a side panel (the cell under the cursor, the rules)
//! where the terminal is wide enough, and the status line (the last action's message, or the
//! conflicts in words). Paused, the board is hidden; too small a terminal is told the size the
//! board needs.

mod board;
mod geometry;

use std::time::Instant;

use ratatui::Frame;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};

use self::board::BoardView;
pub use self::geometry::Geometry;
use super::conflicts::describe_all;
use super::game::Game;
use super::keys::key_list;
use super::theme::Theme;
use super::timer::clock;
use crate::variant::cell_name;

/// The panel's width beside the board, at most.
const PANEL_WIDTH: u16 = 28;

/// The narrowest panel worth drawing.
const PANEL_LEAST: u16 = 16;

/// Draws `game` at `now` on `frame` in `theme`; returns where the board stands, for clicks,
/// or `None` when the terminal is too small for it.
pub fn draw(frame: &mut Frame, game: &Game, theme: &Theme, now: Instant) -> Option<Geometry> {
    let area = frame.area();
    let (title, status) = (row(area, 0), row(area, area.height.saturating_sub(1)));
    let board_area = Rect {
        y: area.y + 1,
        height: area.height.saturating_sub(2),
        ..area
    };
    let geometry = match Geometry::fit(game.layout.shape, board_area) {
        Ok(geometry) => geometry,
        Err((width, height)) => {
            too_small(frame, area, (width, height + 2));
            return None;
        }
    };
    frame.render_widget(Paragraph::new(title_line(game, theme, now)), title);
    frame.render_widget(Paragraph::new(status_line(game, theme)), status);
    let (width, height) = geometry.extent();
    if game.timer.is_paused() && !game.solved {
        let text = Paragraph::new("Paused: Space resumes")
            .alignment(Alignment::Center)
            .style(theme.message);
        let middle = Rect::new(geometry.x, geometry.y + height / 2, width, 1);
        frame.render_widget(text, middle);
    } else {
        BoardView::new(game, theme, geometry).draw(frame.buffer_mut());
    }
    let panel_x = geometry.x + width + 2;
    let room = (area.x + area.width)
        .saturating_sub(panel_x)
        .min(PANEL_WIDTH);
    if room >= PANEL_LEAST {
        let panel = Rect::new(panel_x, board_area.y, room, board_area.height);
        frame.render_widget(
            Paragraph::new(panel_lines(game, theme, geometry)).wrap(Wrap { trim: true }),
            panel,
        );
    }
    if game.help {
        help(frame, area, game, theme);
    }
    Some(geometry)
}

/// Row `y` of `area`.
fn row(area: Rect, y: u16) -> Rect {
    Rect {
        y: area.y + y,
        height: 1.min(area.height),
        ..area
    }
}

/// `resol --play · 9×9 · 3:12 · hints 1 · checks 0 · pencil`.
fn title_line(game: &Game, theme: &Theme, now: Instant) -> Line<'static> {
    let n = game.layout.size();
    let mut parts = vec![
        format!("{n}×{n}"),
        clock(game.timer.elapsed(now)),
        format!("hints {}", game.hints),
        format!("checks {}", game.checks),
        if game.pencil { "pencil" } else { "values" }.to_string(),
    ];
    if game.solved {
        parts.push("solved".to_string());
    } else if game.timer.is_paused() {
        parts.push("paused".to_string());
    }
    Line::from(vec![
        Span::styled("resol --play", theme.title),
        Span::raw(format!(" · {}", parts.join(" · "))),
    ])
}

/// The message of the last action, else the conflicts, else a reminder of `?`.
fn status_line(game: &Game, theme: &Theme) -> Line<'static> {
    let conflicts = describe_all(&game.layout, &game.board, &game.conflicts());
    match game.message.clone().or(conflicts) {
        Some(message) => Line::styled(message, theme.message),
        None => Line::raw("? keys · q quit"),
    }
}

/// The panel: the cell under the cursor (and its marks, when cells are too small to show
/// them), the rules, and the keys to remember.
fn panel_lines(game: &Game, theme: &Theme, geometry: Geometry) -> Vec<Line<'static>> {
    let layout = &game.layout;
    let cell = game.cursor;
    let mut lines = vec![Line::from(vec![
        Span::styled("Cell ", theme.title),
        Span::raw(cell_name(layout.size(), cell)),
    ])];
    let marks = game.board.marks[cell];
    if !geometry.keypad && game.board.values[cell] == 0 && marks != 0 {
        let listed: Vec<String> = (1..=layout.size() as u8)
            .filter(|value| marks & 1 << (value - 1) != 0)
            .map(|value| layout.symbol(value).to_string())
            .collect();
        lines.push(Line::raw(format!("Marks {}", listed.join(" "))));
    }
    lines.push(Line::raw(""));
    lines.push(Line::styled("Rules", theme.title));
    let names = match &layout.variant {
        Some(variant) => variant.names(),
        None => vec!["classic"],
    };
    lines.extend(names.into_iter().map(|name| Line::raw(format!("  {name}"))));
    lines.push(Line::raw(""));
    lines.push(Line::raw("? keys · q quit"));
    lines
}

/// The key list, over the board.
fn help(frame: &mut Frame, area: Rect, game: &Game, theme: &Theme) {
    let values = game.layout.symbols.describe(game.layout.size());
    let keys = key_list(&values);
    let key_width = keys
        .iter()
        .map(|(key, _)| key.chars().count())
        .max()
        .unwrap_or(0);
    let lines: Vec<Line> = keys
        .into_iter()
        .map(|(key, what)| {
            Line::from(vec![
                Span::styled(format!("{key:key_width$}  "), theme.title),
                Span::raw(what),
            ])
        })
        .collect();
    let width = (lines.iter().map(Line::width).max().unwrap_or(0) as u16 + 4).min(area.width);
    let height = (lines.len() as u16 + 2).min(area.height);
    let x = area.x + (area.width - width) / 2;
    let y = area.y + (area.height - height) / 2;
    let place = Rect::new(x, y, width, height);
    frame.render_widget(Clear, place);
    let block = Block::default().borders(Borders::ALL).title(" Keys ");
    frame.render_widget(Paragraph::new(lines).block(block), place);
}

/// What a terminal too small for the board shows.
fn too_small(frame: &mut Frame, area: Rect, (width, height): (u16, u16)) {
    let text = format!(
        "This board needs a terminal of {width}×{height} at least; this one is {}×{}. \
         Enlarge it, or press q to quit.",
        area.width, area.height
    );
    frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
}
