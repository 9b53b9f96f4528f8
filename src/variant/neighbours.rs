//! The cells around a cell that rules compare it with: orthogonal neighbours, and the cells a
//! knight's or a king's move away.

/// The neighbours a minimum or maximum cell of `cells` is compared with: its orthogonal ones
/// that are not among `cells`.
pub fn compared(n: usize, cell: usize, cells: &[usize]) -> impl Iterator<Item = usize> + '_ {
    orthogonal(n, cell).filter(move |other| !cells.contains(other))
}

/// The orthogonal neighbours of `cell` in a grid of size `n`.
pub fn orthogonal(n: usize, cell: usize) -> impl Iterator<Item = usize> {
    let (row, column) = (cell / n, cell % n);
    let up = (row > 0).then(|| cell - n);
    let down = (row + 1 < n).then(|| cell + n);
    let left = (column > 0).then(|| cell - 1);
    let right = (column + 1 < n).then(|| cell + 1);
    [up, left, right, down].into_iter().flatten()
}

/// The cells a knight's move from `cell` (`knight`), or a king's move diagonally (`!knight`),
/// in a grid of size `n`.
pub fn apart(n: usize, cell: usize, knight: bool) -> impl Iterator<Item = usize> {
    const KNIGHT: [(isize, isize); 8] = [
        (-2, -1),
        (-2, 1),
        (-1, -2),
        (-1, 2),
        (1, -2),
        (1, 2),
        (2, -1),
        (2, 1),
    ];
    const KING: [(isize, isize); 4] = [(-1, -1), (-1, 1), (1, -1), (1, 1)];
    let moves: &'static [(isize, isize)] = if knight { &KNIGHT } else { &KING };
    let (row, column) = ((cell / n) as isize, (cell % n) as isize);
    moves.iter().filter_map(move |&(dr, dc)| {
        let (r, c) = (row + dr, column + dc);
        let inside = (0..n as isize).contains(&r) && (0..n as isize).contains(&c);
        inside.then(|| r as usize * n + c as usize)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbours_stay_inside_the_grid() {
        let mut corner: Vec<usize> = orthogonal(9, 0).collect();
        corner.sort_unstable();
        assert_eq!(corner, [1, 9]);
        assert_eq!(orthogonal(9, 40).count(), 4);
        assert_eq!(apart(9, 0, true).count(), 2);
        assert_eq!(apart(9, 40, true).count(), 8);
        assert_eq!(apart(9, 0, false).collect::<Vec<_>>(), [10]);
    }
}
