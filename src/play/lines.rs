//! The box-drawing characters of the board's lines: each junction drawn from the weights of
//! the four lines that meet there, so that thin cell lines and thick region lines join.

/// How a line is drawn: none, thin, or thick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Weight {
    /// No line.
    None = 0,
    /// A thin line, between cells of one region.
    Light = 1,
    /// A thick line, between regions and around the grid.
    Heavy = 2,
}

/// Every junction, indexed by the weights of its arms up, right, down and left, in base 3.
const JUNCTIONS: [char; 81] = [
    ' ', '╴', '╸', '╷', '┐', '┑', '╻', '┒', '┓', '╶', '─', '╾', '┌', '┬', '┭', '┎', '┰', '┱', '╺',
    '╼', '━', '┍', '┮', '┯', '┏', '┲', '┳', '╵', '┘', '┙', '│', '┤', '┥', '╽', '┧', '┪', '└', '┴',
    '┵', '├', '┼', '┽', '┟', '╁', '╅', '┕', '┶', '┷', '┝', '┾', '┿', '┢', '╆', '╈', '╹', '┚', '┛',
    '╿', '┦', '┩', '┃', '┨', '┫', '┖', '┸', '┹', '┞', '╀', '╃', '┠', '╂', '╉', '┗', '┺', '┻', '┡',
    '╄', '╇', '┣', '╊', '╋',
];

/// The junction whose arms up, right, down and left have these weights.
pub fn junction(up: Weight, right: Weight, down: Weight, left: Weight) -> char {
    let index = ((up as usize * 3 + right as usize) * 3 + down as usize) * 3 + left as usize;
    JUNCTIONS[index]
}

/// A horizontal stretch of line of `weight`; `dotted` for a line inside a killer cage.
pub fn horizontal(weight: Weight, dotted: bool) -> char {
    match (weight, dotted) {
        (Weight::None, _) => ' ',
        (Weight::Light, true) => '┄',
        (Weight::Light, false) => '─',
        (Weight::Heavy, _) => '━',
    }
}

/// A vertical stretch of line of `weight`; `dotted` for a line inside a killer cage.
pub fn vertical(weight: Weight, dotted: bool) -> char {
    match (weight, dotted) {
        (Weight::None, _) => ' ',
        (Weight::Light, true) => '┆',
        (Weight::Light, false) => '│',
        (Weight::Heavy, _) => '┃',
    }
}

#[cfg(test)]
mod tests {
    use super::Weight::{Heavy, Light, None};
    use super::junction;

    #[test]
    fn junctions_join_thin_and_thick_lines() {
        assert_eq!(junction(None, Heavy, Heavy, None), '┏');
        assert_eq!(junction(Light, Light, Light, Light), '┼');
        assert_eq!(junction(Heavy, Light, Heavy, Light), '╂');
        assert_eq!(junction(Light, Heavy, Light, Heavy), '┿');
        assert_eq!(junction(Heavy, Heavy, Heavy, Heavy), '╋');
        assert_eq!(junction(Heavy, None, None, Heavy), '┛');
    }
}
