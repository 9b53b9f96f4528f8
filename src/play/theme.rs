//! The styles of the screen: the terminal's own named colours (so that they follow its theme),
//! or, without colour (`NO_COLOR`, `--color never`), bold, underline and reverse alone.

use ratatui::style::{Color, Modifier, Style};

/// The style of each thing the board shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    /// A given.
    pub given: Style,
    /// A value placed by the player.
    pub placed: Style,
    /// A pencil mark.
    pub mark: Style,
    /// A value that repeats in a house.
    pub conflict: Style,
    /// A value the last check found wrong.
    pub wrong: Style,
    /// The cell under the cursor.
    pub cursor: Style,
    /// A cell a hint rests on.
    pub hint: Style,
    /// A cell a hint changes.
    pub hint_target: Style,
    /// A cell holding, or marked with, the value `m` shows.
    pub shown: Style,
    /// The board's lines.
    pub lines: Style,
    /// A rule's mark between cells, a cage's sum, a diagonal.
    pub rule: Style,
    /// The status line's message.
    pub message: Style,
    /// Titles and key names.
    pub title: Style,
}

impl Theme {
    /// The styles with colours, or without any (`colour` false).
    pub fn new(colour: bool) -> Theme {
        if colour {
            Theme::coloured()
        } else {
            Theme::plain()
        }
    }

    fn coloured() -> Theme {
        let plain = Style::new();
        Theme {
            given: plain.add_modifier(Modifier::BOLD),
            placed: plain.fg(Color::Cyan),
            mark: plain,
            conflict: plain.fg(Color::Red).add_modifier(Modifier::BOLD),
            wrong: plain.fg(Color::Magenta).add_modifier(Modifier::UNDERLINED),
            cursor: plain.add_modifier(Modifier::REVERSED),
            hint: plain.bg(Color::Yellow).fg(Color::Black),
            hint_target: plain.bg(Color::Green).fg(Color::Black),
            shown: plain
                .fg(Color::Green)
                .add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
            lines: plain,
            rule: plain.fg(Color::Yellow),
            message: plain.fg(Color::Yellow),
            title: plain.add_modifier(Modifier::BOLD),
        }
    }

    fn plain() -> Theme {
        let plain = Style::new();
        let bold = plain.add_modifier(Modifier::BOLD);
        let underlined = plain.add_modifier(Modifier::UNDERLINED);
        Theme {
            given: bold,
            placed: plain,
            mark: plain,
            conflict: underlined.add_modifier(Modifier::BOLD),
            wrong: underlined.add_modifier(Modifier::CROSSED_OUT),
            cursor: plain.add_modifier(Modifier::REVERSED),
            hint: underlined,
            hint_target: underlined.add_modifier(Modifier::BOLD),
            shown: bold.add_modifier(Modifier::UNDERLINED),
            lines: plain,
            rule: bold,
            message: bold,
            title: bold,
        }
    }
}
