//! Conflicts: a value that repeats in a house, found on the board and named in words
//! (`3 repeats in row 1`), and a variant's rule that no filling of the empty cells could keep
//! any more (`killer cage r1c1 sums to 12, not 10`).

use super::board::Board;
use super::layout::Layout;

/// A value that stands twice or more in one house.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conflict {
    /// The value.
    pub value: u8,
    /// The house, an index into [`Layout::houses`].
    pub house: usize,
}

impl Conflict {
    /// The conflict in words: `3 repeats in row 1`.
    pub fn describe(&self, layout: &Layout) -> String {
        format!(
            "{} repeats in {}",
            layout.symbol(self.value),
            layout.houses[self.house].name
        )
    }

    /// The cells of its house that hold its value.
    pub fn cells<'a>(
        &self,
        layout: &'a Layout,
        board: &'a Board,
    ) -> impl Iterator<Item = usize> + 'a {
        let value = self.value;
        layout.houses[self.house]
            .cells
            .iter()
            .copied()
            .filter(move |&cell| board.values[cell] == value)
    }
}

/// Every value that repeats in a house of `layout` on `board`, house by house.
pub fn conflicts(layout: &Layout, board: &Board) -> Vec<Conflict> {
    let mut found = Vec::new();
    for (house, members) in layout.houses.iter().enumerate() {
        let (mut seen, mut repeated) = (0u32, 0u32);
        for &cell in &members.cells {
            let value = board.values[cell];
            if value != 0 {
                let bit = 1 << (value - 1);
                repeated |= seen & bit;
                seen |= bit;
            }
        }
        while repeated != 0 {
            let value = repeated.trailing_zeros() as u8 + 1;
            found.push(Conflict { value, house });
            repeated &= repeated - 1;
        }
    }
    found
}

/// The status line's words for what is wrong on `board`: the first of `conflicts` named, and
/// how many more there are; else the first rule broken, as `--check` names it.
pub fn describe_all(layout: &Layout, board: &Board, conflicts: &[Conflict]) -> Option<String> {
    let Some(first) = conflicts.first() else {
        let broken = layout.checker.as_ref()?.check(&board.values).err()?;
        return Some(broken.to_string());
    };
    let first = first.describe(layout);
    Some(match conflicts.len() {
        1 => first,
        n => format!("{first} (and {} more)", n - 1),
    })
}
