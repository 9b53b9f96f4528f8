//! The undo history: every board before a change, and those undone since, without limit.

/// Past and undone states of a value, for undo and redo.
#[derive(Clone, Debug, Default)]
pub struct History<T> {
    past: Vec<T>,
    undone: Vec<T>,
}

impl<T> History<T> {
    /// An empty history.
    pub fn new() -> History<T> {
        History {
            past: Vec::new(),
            undone: Vec::new(),
        }
    }

    /// Records `before`, the state a change started from; a new change forgets what was
    /// undone.
    pub fn record(&mut self, before: T) {
        self.past.push(before);
        self.undone.clear();
    }

    /// The state before the last change, `current` kept for redo; `None` when there is none.
    pub fn undo(&mut self, current: T) -> Option<T> {
        let before = self.past.pop()?;
        self.undone.push(current);
        Some(before)
    }

    /// The state last undone, `current` kept for undo; `None` when there is none.
    pub fn redo(&mut self, current: T) -> Option<T> {
        let after = self.undone.pop()?;
        self.past.push(current);
        Some(after)
    }
}

#[cfg(test)]
mod tests {
    use super::History;

    #[test]
    fn undo_and_redo_walk_the_changes_both_ways() {
        let mut history = History::new();
        history.record(1);
        history.record(2);
        assert_eq!(history.undo(3), Some(2));
        assert_eq!(history.undo(2), Some(1));
        assert_eq!(history.undo(1), None);
        assert_eq!(history.redo(1), Some(2));
        assert_eq!(history.redo(2), Some(3));
        assert_eq!(history.redo(3), None);
    }

    #[test]
    fn a_new_change_forgets_what_was_undone() {
        let mut history = History::new();
        history.record(1);
        assert_eq!(history.undo(2), Some(1));
        history.record(1);
        assert_eq!(history.redo(5), None);
    }
}
