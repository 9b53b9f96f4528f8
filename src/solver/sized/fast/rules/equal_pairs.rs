//! Parts of one or two cells that add up to the same total (a zipper line's pairs and middle
//! cell): each part's totals in one word, found value by value without listing sets. The
//! sets of totals of `sum_sets.rs` narrow such parts just as far, but list and allocate at
//! every call, and a puzzle of zipper lines spent most of its time there.

use super::masks::{Candidates, bits};

/// A part: one cell, or two (peers when their values must differ).
#[derive(Clone, Copy)]
enum Part {
    Single(usize),
    Pair {
        first: usize,
        second: usize,
        peers: bool,
    },
}

/// Parts of one or two cells whose values add up to the same total.
pub(super) struct EqualPairs {
    parts: Vec<Part>,
}

impl EqualPairs {
    /// The propagator of `parts`, when each has one or two cells and the totals fit a word.
    pub(super) fn new(
        parts: &[Vec<usize>],
        n: usize,
        peers: &dyn Fn(usize, usize) -> bool,
    ) -> Option<EqualPairs> {
        if 2 * n >= 64 {
            return None;
        }
        let part = |cells: &Vec<usize>| match cells[..] {
            [cell] => Some(Part::Single(cell)),
            [first, second] => Some(Part::Pair {
                first,
                second,
                peers: peers(first, second),
            }),
            _ => None,
        };
        let parts = parts.iter().map(part).collect::<Option<_>>()?;
        Some(EqualPairs { parts })
    }

    /// Every part keeps the values that reach a total every part can reach.
    pub(super) fn propagate(&self, position: &mut impl Candidates) -> Option<bool> {
        let shared = self
            .parts
            .iter()
            .fold(u64::MAX, |shared, &part| shared & totals(position, part));
        let mut changed = false;
        for &part in &self.parts {
            changed |= match part {
                Part::Single(cell) => position.keep(cell, (shared >> 1) as u32)?,
                Part::Pair {
                    first,
                    second,
                    peers,
                } => {
                    let (a, b) = (position.values(first), position.values(second));
                    position.keep(first, completed(a, b, peers, shared))?
                        | position.keep(second, completed(b, a, peers, shared))?
                }
            };
        }
        Some(changed)
    }
}

/// The totals a part can add up to, bit `t` for `t`.
fn totals(position: &impl Candidates, part: Part) -> u64 {
    match part {
        Part::Single(cell) => u64::from(position.values(cell)) << 1,
        Part::Pair {
            first,
            second,
            peers,
        } => {
            let other = position.values(second);
            bits(position.values(first)).fold(0, |totals, bit| {
                totals | plus(partners(other, bit, peers), bit)
            })
        }
    }
}

/// The values of `own` that some value of `other` completes to a total of `shared`.
fn completed(own: u32, other: u32, peers: bool, shared: u64) -> u32 {
    bits(own)
        .filter(|&bit| plus(partners(other, bit, peers), bit) & shared != 0)
        .fold(0, |kept, bit| kept | 1 << bit)
}

/// The values of `other` that may stand beside the value of `bit` (not that value when the
/// two cells are peers).
fn partners(other: u32, bit: usize, peers: bool) -> u32 {
    if peers { other & !(1 << bit) } else { other }
}

/// The totals of the value of `bit` and one of `values` (bit `v - 1` for `v`): bit `v` of the
/// totals is value `v`, raised by the value `bit + 1`.
fn plus(values: u32, bit: usize) -> u64 {
    u64::from(values) << (bit + 2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn totals_of_peers_leave_out_a_value_twice() {
        // Values 1 and 2 beside values 1 and 2: 2 + 1 = 3 only, as peers; 2, 3 and 4 if not.
        assert_eq!(plus(partners(0b11, 0, true), 0), 1 << 3);
        assert_eq!(plus(partners(0b11, 0, false), 0), 1 << 2 | 1 << 3);
        assert_eq!(completed(0b11, 0b11, true, 1 << 3), 0b11);
        assert_eq!(completed(0b11, 0b11, false, 1 << 4), 0b10);
    }
}
