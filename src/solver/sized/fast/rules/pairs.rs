//! The rules between two cells as tables of allowed value pairs, one table per pair of cells.

use std::collections::BTreeMap;

use super::super::by_cell::flatten;
use super::masks::{Candidates, bits};
use crate::variant::{Relation, Rule, Variant, compared, orthogonal};

/// Every pair of cells some rule binds, with the values each value of one cell allows in the
/// other.
#[derive(Default)]
pub(super) struct PairTables {
    /// Chunks of [`CHUNK`] values in a mask of the grid's values.
    chunks: usize,
    /// The pairs, the smaller cell first.
    pairs: Vec<(u16, u16)>,
    /// For pair `p`, the values of the second cell that go with some value of the first, by
    /// chunks (see [`by_chunks`]): at `(p * chunks + c) * 16 + s`, those that go with the
    /// values of chunk `c` whose bits within the chunk are `s`.
    forward: Vec<u32>,
    /// The same for the first cell, from the values of the second.
    backward: Vec<u32>,
    /// The pairs of each cell: those of cell `c` at `of_cell[at[c]..at[c + 1]]`, so that a pass
    /// looks at the pairs of the cells that changed, not at every pair.
    at: Vec<u32>,
    of_cell: Vec<u32>,
}

impl PairTables {
    /// The tables of every rule of `variant` between two cells, on a grid of size `n`. The
    /// table of two peers (`peers(a, b)`) also keeps their values apart, so that a rule that
    /// would have them equal (a palindrome across a box) fails at once, not deep in a search.
    /// Beside them, the cells a rule pairs with themselves, each with the values it may keep.
    pub(super) fn new(
        n: usize,
        variant: &Variant,
        regions: &[u8],
        peers: &dyn Fn(usize, usize) -> bool,
    ) -> (PairTables, BTreeMap<usize, u32>) {
        let mut tables = Tables {
            n,
            regions,
            merged: BTreeMap::new(),
            alone: BTreeMap::new(),
        };
        let markers: Vec<(usize, usize, Relation)> = variant
            .rules
            .iter()
            .filter_map(|rule| match rule {
                Rule::Pair(pair) => {
                    let [a, b] = pair.cells;
                    Some((a.min(b), a.max(b), pair.relation))
                }
                _ => None,
            })
            .collect();
        for rule in &variant.rules {
            tables.add_rule(rule, &markers);
        }
        let pairs: Vec<(usize, usize)> = tables.merged.keys().copied().collect();
        for (a, b) in pairs.into_iter().filter(|&(a, b)| peers(a, b)) {
            tables.add(a, b, |x, y| x != y);
        }
        let mut built = PairTables {
            chunks: n.div_ceil(CHUNK),
            ..PairTables::default()
        };
        for ((a, b), forward) in tables.merged {
            built.pairs.push((a as u16, b as u16));
            let backward: Vec<u32> = (0..n)
                .map(|y| {
                    (0..n)
                        .filter(|&x| forward[x] >> y & 1 != 0)
                        .fold(0, |mask, x| mask | 1 << x)
                })
                .collect();
            built.forward.extend(by_chunks(&forward));
            built.backward.extend(by_chunks(&backward));
        }
        built.index_by_cell(n * n);
        (built, tables.alone)
    }

    /// Lists the pairs of each of the `cells` cells.
    fn index_by_cell(&mut self, cells: usize) {
        let mut lists = vec![Vec::new(); cells];
        for (index, &(a, b)) in self.pairs.iter().enumerate() {
            lists[usize::from(a)].push(index as u32);
            lists[usize::from(b)].push(index as u32);
        }
        (self.of_cell, self.at) = flatten(&lists);
    }

    /// Whether no pair of cells is bound.
    pub(super) fn is_empty(&self) -> bool {
        self.pairs.is_empty()
    }

    /// One pass over the pairs of the cells in `dirty`: the other cell of each keeps the values
    /// some value of the changed one allows. A cell that did not change still allows all the
    /// other keeps (the other narrowed it when it last changed), so each pair is narrowed from
    /// its changed side only.
    pub(super) fn propagate(
        &self,
        position: &mut impl Candidates,
        dirty: &[u64; 10],
    ) -> Option<bool> {
        if self.is_empty() {
            return Some(false);
        }
        let mut changed = false;
        for (word, &bits_of_word) in dirty.iter().enumerate() {
            let mut cells = bits_of_word;
            while cells != 0 {
                let cell = word * 64 + cells.trailing_zeros() as usize;
                cells &= cells - 1;
                if cell + 1 >= self.at.len() {
                    break;
                }
                let (from, to) = (self.at[cell] as usize, self.at[cell + 1] as usize);
                for &index in &self.of_cell[from..to] {
                    changed |= self.narrow_from(position, index as usize, cell)?;
                }
            }
        }
        Some(changed)
    }

    /// Narrows the other cell of pair `index` to the values `cell`'s values allow.
    fn narrow_from(
        &self,
        position: &mut impl Candidates,
        index: usize,
        cell: usize,
    ) -> Option<bool> {
        let (a, b) = self.pairs[index];
        let stride = self.chunks * 16;
        let tables = index * stride..(index + 1) * stride;
        let (other, table) = if cell == usize::from(a) {
            (usize::from(b), &self.forward[tables])
        } else {
            (usize::from(a), &self.backward[tables])
        };
        // One lookup a chunk of the cell's values, rather than one a value: no loop whose
        // length changes from call to call.
        let values = position.values(cell);
        let allowed = table
            .chunks_exact(16)
            .enumerate()
            .fold(0, |or, (chunk, unions)| {
                or | unions[(values >> (CHUNK * chunk)) as usize & 15]
            });
        position.keep(other, allowed)
    }
}

/// Values a table of pairs reads at once: a chunk of four values has 16 subsets.
const CHUNK: usize = 4;

/// For a table giving, for each value of one cell (from bit 0), the values of the other that
/// go with it: for each chunk of [`CHUNK`] values and each subset of it (16 entries a chunk),
/// the values that go with some value of the subset.
fn by_chunks(table: &[u32]) -> Vec<u32> {
    let mut unions = Vec::new();
    for chunk in table.chunks(CHUNK) {
        for subset in 0..16usize {
            unions.push(
                bits(subset as u32)
                    .filter_map(|bit| chunk.get(bit))
                    .fold(0, |or, &values| or | values),
            );
        }
    }
    unions
}

/// The tables being built: for each pair of cells (smaller first), the values of the second
/// each value of the first allows, as the rules on that pair agree.
struct Tables<'a> {
    n: usize,
    /// The region of every cell.
    regions: &'a [u8],
    merged: BTreeMap<(usize, usize), Vec<u32>>,
    /// The cells a rule pairs with themselves, with the values they may keep.
    alone: BTreeMap<usize, u32>,
}

impl Tables<'_> {
    /// Adds the pairs `rule` binds; `markers` are the pairs with a marker, for the negative
    /// rules.
    fn add_rule(&mut self, rule: &Rule, markers: &[(usize, usize, Relation)]) {
        let n = self.n;
        match rule {
            Rule::Pair(pair) => {
                let [a, b] = pair.cells;
                self.add(a, b, |x, y| pair.relation.holds(pair.value, x, y));
            }
            Rule::Negative { relation, values } => {
                for a in 0..n * n {
                    for b in orthogonal(n, a).filter(|&b| b > a) {
                        let exempt = markers
                            .iter()
                            .any(|&(x, y, marker)| (x, y) == (a, b) && relation.related(marker));
                        if !exempt {
                            self.add(a, b, |x, y| {
                                !values.iter().any(|&v| relation.holds(v, x, y))
                            });
                        }
                    }
                }
            }
            Rule::Whispers { cells, difference } => {
                for step in cells.windows(2) {
                    self.add(step[0], step[1], |x, y| x.abs_diff(y) >= *difference);
                }
            }
            Rule::Palindrome(cells) => {
                for (i, &a) in cells.iter().enumerate().take(cells.len() / 2) {
                    self.add(a, cells[cells.len() - 1 - i], |x, y| x == y);
                }
            }
            Rule::Minimum(extremes) | Rule::Maximum(extremes) => {
                let least = matches!(rule, Rule::Minimum(_));
                for &cell in extremes {
                    for other in compared(n, cell, extremes) {
                        self.add(cell, other, |x, y| if least { x < y } else { x > y });
                    }
                }
            }
            Rule::Renban(cells) => {
                // Any two values of a run of L differ by less than L (and are distinct).
                let span = cells.len() as u8;
                for (i, &a) in cells.iter().enumerate() {
                    for &b in &cells[i + 1..] {
                        self.add(a, b, |x, y| x != y && x.abs_diff(y) < span);
                    }
                }
            }
            Rule::Thermometer(cells) => {
                for (i, &a) in cells.iter().enumerate() {
                    for (j, &b) in cells.iter().enumerate().skip(i + 1) {
                        let gap = (j - i) as u32;
                        self.add(a, b, |x, y| u32::from(y) >= u32::from(x) + gap);
                    }
                }
            }
            Rule::Pairwise(pairwise) => {
                for link in pairwise.links(n, self.regions) {
                    let [a, b] = link.cells;
                    self.add(a, b, |x, y| link.allows.holds(n, x, y));
                }
            }
            _ => {}
        }
    }

    /// Narrows the table of the pair `a`, `b` to the value pairs `allows` accepts (`x` the
    /// value of `a`, `y` of `b`). A cell paired with itself (a line through it twice) keeps
    /// the values `allows` accepts with themselves: none on a thermometer, all on a
    /// palindrome.
    fn add(&mut self, a: usize, b: usize, allows: impl Fn(u8, u8) -> bool) {
        let n = self.n;
        if a == b {
            let itself = (1..=n as u8).filter(|&v| allows(v, v));
            let keep = itself.fold(0, |mask, v| mask | 1 << (v - 1));
            *self.alone.entry(a).or_insert((1 << n) - 1) &= keep;
            return;
        }
        let (first, second) = (a.min(b), a.max(b));
        let table = self
            .merged
            .entry((first, second))
            .or_insert_with(|| vec![(1 << n) - 1; n]);
        for (x, allowed) in table.iter_mut().enumerate() {
            let mut mask = 0;
            for y in 0..n {
                let (vx, vy) = (x as u8 + 1, y as u8 + 1);
                let keeps = if a == first {
                    allows(vx, vy)
                } else {
                    allows(vy, vx)
                };
                if keeps {
                    mask |= 1 << y;
                }
            }
            *allowed &= mask;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_subset_of_a_chunk_goes_with_what_its_values_go_with() {
        // Nine values, each going with the next one up: value v + 1 (bit v) allows bit v + 1.
        let table: Vec<u32> = (0..9).map(|v| (1 << (v + 1)) & 0x1ff).collect();
        let unions = by_chunks(&table);
        assert_eq!(unions.len(), 3 * 16);
        assert_eq!(unions[0b0101], 0b1010);
        assert_eq!(unions[16 + 0b1001], 1 << 5 | 1 << 8);
        // The last chunk holds one value (9), which allows nothing.
        assert_eq!(unions[32 + 0b0001], 0);
        assert_eq!(unions[32 + 0b1110], 0);
    }
}
