//! The column orders of the canonical form: the orders that keep stacks together, and sets of
//! them, as a search keeps the orders that tie on the rows so far.

/// One row of 9 values.
pub(super) type Row = [u8; 9];

/// The column orders that keep stacks together: 6 orders of stacks times 6 within each.
pub(super) const COLUMN_ORDERS: u64 = 6 * 6 * 6 * 6;

/// The six orders of three things.
pub(super) const ORDERS: [[u8; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// The entries of [`ORDERS`] that begin with each prefix of up to three of `0`, `1`, `2`, a bit
/// each, indexed by [`prefix_index`].
const ORDERS_WITH_PREFIX: [u8; 40] = {
    let mut table = [0u8; 40];
    let mut order = 0;
    while order < 6 {
        let [a, b, c] = ORDERS[order];
        let indices = [0, 1 + a, 4 + 3 * a + b, 13 + 9 * a + 3 * b + c];
        let mut k = 0;
        while k < 4 {
            table[indices[k] as usize] |= 1 << order;
            k += 1;
        }
        order += 1;
    }
    table
};

/// The index of `prefix` (up to three of `0`, `1`, `2`) in [`ORDERS_WITH_PREFIX`]: the
/// prefixes of each length after the shorter ones, in base 3.
fn prefix_index(prefix: &[u8]) -> usize {
    let offset = [0, 1, 4, 13][prefix.len()];
    offset
        + prefix
            .iter()
            .fold(0, |index, &k| index * 3 + usize::from(k))
}

/// A set of column orders that keep stacks together: the orders of the stacks among
/// `stacks`, and within source stack `k` the orders among `within[k]` (each a bit for an
/// entry of [`ORDERS`]).
#[derive(Clone, Copy, Debug)]
pub(super) struct ColumnSet {
    pub(super) stacks: u8,
    pub(super) within: [u8; 3],
}

impl ColumnSet {
    /// How many column orders the set holds.
    pub(super) fn len(&self) -> u64 {
        let count = |mask: u8| u64::from(mask.count_ones());
        count(self.stacks) * self.within.iter().map(|&mask| count(mask)).product::<u64>()
    }

    /// Whether an order of `mask` (a bit for each entry of [`ORDERS`]) begins with `prefix`
    /// (stacks, or columns of a stack).
    pub(super) fn allows(mask: u8, prefix: &[u8]) -> bool {
        mask & ORDERS_WITH_PREFIX[prefix_index(prefix)] != 0
    }

    /// Every column order of the set.
    pub(super) fn orders(self) -> impl Iterator<Item = Row> {
        let pick = |mask: u8| (0..6).filter(move |order| mask & (1 << order) != 0);
        pick(self.stacks).flat_map(move |stacks| {
            let stacks = ORDERS[stacks];
            pick(self.within[usize::from(stacks[0])]).flat_map(move |a| {
                pick(self.within[usize::from(stacks[1])]).flat_map(move |b| {
                    pick(self.within[usize::from(stacks[2])]).map(move |c| {
                        let mut columns = [0u8; 9];
                        for (slot, within) in [a, b, c].into_iter().enumerate() {
                            for (k, &column) in ORDERS[within].iter().enumerate() {
                                columns[slot * 3 + k] = stacks[slot] * 3 + column;
                            }
                        }
                        columns
                    })
                })
            })
        })
    }
}
