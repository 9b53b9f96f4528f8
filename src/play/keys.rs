//! The keys of a game: which action each key does, and the list `?` shows (the manual's list
//! too). Values are typed as the puzzle's symbols read them: digits, and capital letters past 9.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::actions::{Action, Direction};
use super::layout::Layout;
use crate::symbols::Symbol;

/// The action of `key` in a game of `layout`, if it has one.
pub fn action(key: KeyEvent, layout: &Layout) -> Option<Action> {
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return match key.code {
            KeyCode::Char('z') => Some(Action::Undo),
            KeyCode::Char('r') => Some(Action::Redo),
            KeyCode::Char('c') => Some(Action::Quit),
            _ => None,
        };
    }
    Some(match key.code {
        KeyCode::Up => Action::Move(Direction::Up),
        KeyCode::Down => Action::Move(Direction::Down),
        KeyCode::Left => Action::Move(Direction::Left),
        KeyCode::Right => Action::Move(Direction::Right),
        KeyCode::Delete | KeyCode::Backspace => Action::Erase,
        KeyCode::Char(character) => return typed(character, layout),
        _ => return None,
    })
}

/// The action of a character typed: a value of the puzzle's symbols (digits, capitals), or a
/// command.
fn typed(character: char, layout: &Layout) -> Option<Action> {
    let value = match u8::try_from(character) {
        Ok(byte) if !byte.is_ascii_lowercase() => match layout.symbols.read(byte) {
            Some(Symbol::Value(value)) if usize::from(value) <= layout.size() => Some(value),
            _ => None,
        },
        _ => None,
    };
    if let Some(value) = value {
        return Some(Action::Value(value));
    }
    Some(match character {
        'k' => Action::Move(Direction::Up),
        'j' => Action::Move(Direction::Down),
        'h' => Action::Move(Direction::Left),
        'l' => Action::Move(Direction::Right),
        '0' | '.' | 'x' => Action::Erase,
        'p' => Action::TogglePencil,
        'a' => Action::FillCandidates,
        'u' => Action::Undo,
        'y' => Action::Redo,
        'H' | '!' => Action::Hint,
        'c' => Action::Check,
        'm' => Action::ShowValue,
        ' ' => Action::Pause,
        '?' => Action::Help,
        'q' => Action::Quit,
        _ => return None,
    })
}

/// The keys and what they do, as `?` lists them; `values` names the value keys (`1-9`).
pub fn key_list(values: &str) -> Vec<(String, &'static str)> {
    let keys = [
        ("arrows, h j k l", "move (wrapping at the edges)"),
        ("", "place a value; in pencil mode, toggle its mark"),
        ("0 . x Del Backspace", "erase a value, or a cell's marks"),
        ("p", "pencil mode on or off"),
        ("a", "fill every empty cell's candidates"),
        ("u, Ctrl-Z", "undo"),
        ("y, Ctrl-R", "redo"),
        ("H or !", "hint; again: apply it"),
        ("c", "check the values placed against the answer"),
        ("m", "mark every cell of the value under the cursor"),
        ("Space", "pause: stop the clock, hide the board"),
        ("?", "this list (any key closes it)"),
        ("q, Ctrl-C", "quit: the board goes to standard output"),
    ];
    keys.into_iter()
        .map(|(key, what)| match key {
            "" => (values.to_string(), what),
            key => (key.to_string(), what),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::Shape;
    use crate::sized::SizedGrid;
    use crate::symbols::Symbols;

    fn layout(size: usize, symbols: Symbols) -> Layout {
        let shape = Shape::for_size(size).unwrap();
        Layout::new(SizedGrid::empty(shape), None, symbols)
    }

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    #[test]
    fn digits_and_capitals_are_values_and_lowercase_letters_commands() {
        let nine = layout(9, Symbols::Standard);
        let sixteen = layout(16, Symbols::Standard);
        let typed = |layout: &Layout, c| action(key(KeyCode::Char(c)), layout);
        assert_eq!(typed(&nine, '5'), Some(Action::Value(5)));
        assert_eq!(typed(&nine, '0'), Some(Action::Erase));
        assert_eq!(typed(&nine, 'A'), None);
        assert_eq!(typed(&sixteen, 'G'), Some(Action::Value(16)));
        assert_eq!(typed(&sixteen, 'a'), Some(Action::FillCandidates));
        assert_eq!(typed(&sixteen, 'H'), Some(Action::Hint));
        let hex = layout(16, Symbols::Hex);
        assert_eq!(typed(&hex, '0'), Some(Action::Value(1)));
        let control = KeyEvent::new(KeyCode::Char('z'), KeyModifiers::CONTROL);
        assert_eq!(action(control, &nine), Some(Action::Undo));
    }

    #[test]
    fn a_value_key_outranks_a_command_of_the_same_character() {
        // H is 17 in a 25×25: `!` still asks for a hint.
        let big = layout(25, Symbols::Standard);
        let typed = |c| action(key(KeyCode::Char(c)), &big);
        assert_eq!(typed('H'), Some(Action::Value(17)));
        assert_eq!(typed('!'), Some(Action::Hint));
    }
}
