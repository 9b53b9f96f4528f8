//! Sums narrowed value by value: the set of every total a group of cells can reach, kept as
//! bits, so that a value stays in a cell only if some total of the others completes it to an
//! allowed sum (little killers, arrows, the equal sums of a region sum line). Bounds alone
//! keep too much on long lines with large sums; these sets keep exactly the values that some
//! choice of the other cells' candidates supports (distinctness aside).

use std::cell::RefCell;
use std::ops::Range;

use super::linear::Reach;
use super::masks::{Candidates, bits};
use super::totals::Sums;

/// Cells whose values add up to a total, split into groups of cells that are peers of each
/// other (their values differ): a group of distinct values reaches fewer totals than as many
/// free cells (three cells of a box on a diagonal add up to 6 at least, not 3).
#[derive(Clone, Debug)]
pub(super) struct Groups(Vec<Vec<usize>>);

/// The most candidates a group of distinct cells may hold between them for its sets of
/// values to be listed (2¹² subsets at most); past it its cells count as free.
const MOST_LISTED: u32 = 12;

impl Groups {
    /// `cells` in groups of peers, each cell joining the first group all of whose cells are
    /// its peers.
    pub(super) fn new(cells: &[usize], peers: &dyn Fn(usize, usize) -> bool) -> Groups {
        let mut groups: Vec<Vec<usize>> = Vec::new();
        for &cell in cells {
            match groups
                .iter_mut()
                .find(|group| group.iter().all(|&other| peers(cell, other)))
            {
                Some(group) => group.push(cell),
                None => groups.push(vec![cell]),
            }
        }
        Groups(groups)
    }

    /// The cells, each of weight 1.
    fn terms(&self) -> impl Iterator<Item = (usize, i64)> + '_ {
        self.0.iter().flatten().map(|&cell| (cell, 1))
    }

    /// The totals the cells can add up to.
    pub(super) fn totals(&self, position: &impl Candidates) -> Sums {
        self.0.iter().fold(Sums::single(0), |sums, group| {
            sums.plus_sums(group_totals(position, group))
        })
    }

    /// Keeps in each cell the values of the sets of values, a set per group, that reach one
    /// of `allowed` with some totals of the other groups. `Some(changed)`, or `None` on a
    /// contradiction.
    pub(super) fn keep(&self, position: &mut impl Candidates, allowed: Sums) -> Option<bool> {
        SCRATCH.with_borrow_mut(|scratch| self.keep_in(position, allowed, scratch))
    }

    /// [`Groups::keep`] in the buffers of `scratch`.
    fn keep_in(
        &self,
        position: &mut impl Candidates,
        allowed: Sums,
        scratch: &mut Scratch,
    ) -> Option<bool> {
        let groups = &self.0;
        let Scratch {
            sets,
            listed,
            totals,
            before,
        } = scratch;
        // Each group's sets of values, listed once (none for a group taken as free cells),
        // and the totals of the groups before each one.
        sets.clear();
        listed.clear();
        totals.clear();
        before.clear();
        for group in groups {
            let start = sets.len();
            let fits = each_fitting(position, group, |set, sum| sets.push((set, sum)));
            listed.push(fits.then_some(start..sets.len()));
            totals.push(match fits {
                true => sets[start..]
                    .iter()
                    .fold(Sums::EMPTY, |mut sums, &(_, sum)| {
                        sums.insert(sum);
                        sums
                    }),
                false => free_totals(position, group),
            });
        }
        before.push(Sums::single(0));
        for &group_totals in totals.iter() {
            let last = *before.last().expect("begun with one");
            before.push(last.plus_sums(group_totals));
        }
        if before[groups.len()].and(allowed).is_empty() {
            return position.keep(groups.first()?[0], 0);
        }
        let mut after = Sums::single(0);
        let mut changed = false;
        for (i, group) in groups.iter().enumerate().rev() {
            let others = before[i].plus_sums(after);
            changed |= match &listed[i] {
                Some(range) => keep_listed(position, group, &sets[range.clone()], others, allowed)?,
                None => keep_free(position, group, others, allowed)?,
            };
            after = after.plus_sums(totals[i]);
        }
        Some(changed)
    }
}

/// The buffers [`Groups::keep`] fills at each call, kept from call to call on a thread: it
/// runs at every pass of every sum, and allocating them each time took a tenth of the time
/// of a puzzle of arrows.
#[derive(Default)]
struct Scratch {
    /// Every listed group's sets of values, with their sums.
    sets: Vec<(u32, u32)>,
    /// Where each group's sets are in `sets`; `None` for a group taken as free cells.
    listed: Vec<Option<Range<usize>>>,
    /// The totals of each group.
    totals: Vec<Sums>,
    /// The totals of the groups before each one.
    before: Vec<Sums>,
}

thread_local! {
    static SCRATCH: RefCell<Scratch> = RefCell::default();
}

/// The totals a group of peers can add up to: the sums of the sets of values that fit it.
fn group_totals(position: &impl Candidates, group: &[usize]) -> Sums {
    let mut sums = Sums::EMPTY;
    if each_fitting(position, group, |_, sum| sums.insert(sum)) {
        return sums;
    }
    free_totals(position, group)
}

/// The totals `cells` can add up to, taken as free cells (their values may repeat).
fn free_totals(position: &impl Candidates, cells: &[usize]) -> Sums {
    cells.iter().fold(Sums::single(0), |sums, &cell| {
        sums.plus(position.values(cell))
    })
}

/// Keeps in a group of free cells the values with which the others reach one of `allowed`.
fn keep_free(
    position: &mut impl Candidates,
    group: &[usize],
    others: Sums,
    allowed: Sums,
) -> Option<bool> {
    let mut changed = false;
    for (k, &cell) in group.iter().enumerate() {
        let rest = group
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != k)
            .fold(others, |sums, (_, &other)| {
                sums.plus(position.values(other))
            });
        let kept = bits(position.values(cell))
            .filter(|&bit| !rest.shifted(bit as u32 + 1).and(allowed).is_empty())
            .fold(0, |mask, bit| mask | 1 << bit);
        changed |= position.keep(cell, kept)?;
    }
    Some(changed)
}

/// Keeps in a group of peers the values of its sets (listed in `sets`) that reach one of
/// `allowed` with a total of `others`; a value every such set holds, left in one cell, is
/// placed there.
fn keep_listed(
    position: &mut impl Candidates,
    group: &[usize],
    sets: &[(u32, u32)],
    others: Sums,
    allowed: Sums,
) -> Option<bool> {
    let (mut union, mut required) = (0u32, u32::MAX);
    for &(set, sum) in sets {
        if !others.shifted(sum).and(allowed).is_empty() {
            union |= set;
            required &= set;
        }
    }
    let mut changed = false;
    for &cell in group {
        changed |= position.keep(cell, union)?;
    }
    if union == 0 {
        return Some(changed);
    }
    for bit in bits(required) {
        let value = 1 << bit;
        let mut holders = group.iter().filter(|&&c| position.values(c) & value != 0);
        match (holders.next(), holders.next()) {
            (Some(&only), None) => changed |= position.keep(only, value)?,
            (None, _) => return position.keep(group[0], 0),
            _ => {}
        }
    }
    Some(changed)
}

/// Calls `visit` with each set of distinct values (and its sum) that fits a group of peers: as
/// many values as cells, among the cells' candidates, each cell holding one of them. `false`
/// when the candidates are too many to list the sets (nothing is visited).
fn each_fitting(
    position: &impl Candidates,
    group: &[usize],
    mut visit: impl FnMut(u32, u32),
) -> bool {
    let union = group.iter().fold(0, |or, &cell| or | position.values(cell));
    if group.len() == 1 || union.count_ones() > MOST_LISTED {
        return false;
    }
    let size = group.len() as u32;
    let width = union.count_ones();
    if size > width {
        return true;
    }
    // Every subset of `size` of the union's values: the `size`-bit words below 2^width, next
    // after next by Gosper's step (the next larger word with as many bits), each spread over
    // the union's bits, rather than every subset of the union with its bits counted (2^width
    // steps: 512 for a pair of 9×9 cells, against 36 here).
    let mut places = [0u8; 32];
    for (k, bit) in bits(union).enumerate() {
        places[k] = bit as u8;
    }
    let mut chosen: u32 = (1 << size) - 1;
    while chosen < 1 << width {
        let set = bits(chosen).fold(0, |set, k| set | 1 << places[k]);
        if group.iter().all(|&cell| position.values(cell) & set != 0) {
            visit(set, bits(set).map(|bit| bit as u32 + 1).sum());
        }
        // The lowest run of ones moves up one place, the rest of the run back to the bottom
        // (a shift, not the division by the lowest bit of the usual form).
        let lowest = chosen.trailing_zeros();
        let raised = chosen + (1 << lowest);
        chosen = ((raised ^ chosen) >> (2 + lowest)) | raised;
    }
    true
}

/// The values of some cells add up to one of some sums.
pub(super) struct SumOf {
    cells: Groups,
    sums: Sums,
}

impl SumOf {
    pub(super) fn new(cells: Groups, sums: &[u32]) -> SumOf {
        let mut allowed = Sums::EMPTY;
        sums.iter().for_each(|&sum| allowed.insert(sum));
        SumOf {
            cells,
            sums: allowed,
        }
    }

    /// Each cell keeps the values some totals of the others complete to a sum. When the
    /// cells' bounds leave every value of every cell room to reach the only sum, the sets of
    /// totals are not walked: they would narrow only where values are missing inside the
    /// bounds or must differ, which rarely happens with so much room, and the walk costs far
    /// more than the bounds (a puzzle of twelve little killers: 1.3 s → 0.43 s, though it
    /// meets 105,000 dead ends where it met 85,000).
    pub(super) fn propagate(&self, position: &mut impl Candidates) -> Option<bool> {
        if let Some(sum) = self.sums.only() {
            match Reach::of(position, self.cells.terms()) {
                Err(empty) => return position.keep(empty, 0),
                Ok(reach) if reach.leaves_room(i64::from(sum)) => return Some(false),
                Ok(_) => {}
            }
        }
        self.cells.keep(position, self.sums)
    }
}

/// Groups of cells whose values add up to the same total: the parts of a region sum line.
pub(super) struct EqualSums {
    parts: Vec<Groups>,
}

impl EqualSums {
    pub(super) fn new(parts: Vec<Groups>) -> EqualSums {
        EqualSums { parts }
    }

    /// Every part keeps the values that reach a total every other part can reach too.
    pub(super) fn propagate(&self, position: &mut impl Candidates) -> Option<bool> {
        let shared = self
            .parts
            .iter()
            .fold(Sums::ALL, |shared, part| shared.and(part.totals(position)));
        let mut changed = false;
        for part in &self.parts {
            changed |= part.keep(position, shared)?;
        }
        Some(changed)
    }
}

#[cfg(test)]
mod tests {
    use super::super::masks::Cells;
    use super::*;

    fn free(cells: usize) -> Groups {
        Groups((0..cells).map(|cell| vec![cell]).collect())
    }

    #[test]
    fn a_sum_with_room_for_every_value_is_left_alone() {
        // Three cells of 1 to 9 reach 15 with any value in any cell.
        let mut cells = Cells(vec![0x1ff; 3]);
        assert_eq!(
            SumOf::new(free(3), &[15]).propagate(&mut cells),
            Some(false)
        );
        assert_eq!(cells.0, [0x1ff; 3]);
    }

    #[test]
    fn a_sum_near_its_bounds_is_narrowed_by_its_totals() {
        // 1, 2 or 9 in each of two cells: 11 (within 7 of the greatest total, 18, while a
        // cell spans 8) takes a 2 and a 9, never a 1.
        let mut cells = Cells(vec![0b1_0000_0011; 2]);
        assert_eq!(SumOf::new(free(2), &[11]).propagate(&mut cells), Some(true));
        assert_eq!(cells.0, [0b1_0000_0010; 2]);
        let mut empty = Cells(vec![0x1ff, 0]);
        assert_eq!(SumOf::new(free(2), &[11]).propagate(&mut empty), None);
    }
}
