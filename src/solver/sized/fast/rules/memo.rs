//! What a killer cage's test of its combinations found, kept by the candidates it was found
//! for: the test reads only the cage's cells (and the values the rest of its house lacks),
//! and a search meets the same candidates again and again, in the pass after the one that
//! narrowed them and in the branches beside the one that first met them. On the hardest
//! killers of the benchmark set about half the tests had been made before.

use std::sync::{Mutex, PoisonError};

/// How many results a cage keeps, as a power of two: a few kilobytes a cage. Larger tables
/// answered more tests but ran slower, their memory no longer in the nearest caches.
const SLOTS_LOG2: u32 = 8;

/// A table of results by key, each key in the slot its hash gives, the newest result
/// replacing the one before it there.
pub(super) struct Memo {
    /// Key and result of each slot; key 0 for an empty slot. Behind a lock because the
    /// rules are shared (a puzzle's search runs on one thread, so the lock is never held by
    /// another).
    slots: Mutex<Vec<(u64, u64)>>,
}

impl Memo {
    /// A table for keys of up to 64 bits; `None` when `bits` are more (then there is none).
    pub(super) fn new(bits: usize) -> Option<Memo> {
        (bits <= 64).then(|| Memo {
            slots: Mutex::new(vec![(0, 0); 1 << SLOTS_LOG2]),
        })
    }

    /// The result kept for `key` (not 0), or `find`'s, kept in its place.
    pub(super) fn get_or_find(&self, key: u64, find: impl FnOnce() -> u64) -> u64 {
        let mut slots = self.slots.lock().unwrap_or_else(PoisonError::into_inner);
        // Fibonacci hashing: the key's bits mixed into the top bits of the product.
        let slot = (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - SLOTS_LOG2)) as usize;
        let (kept, result) = slots[slot];
        if kept == key {
            return result;
        }
        let result = find();
        slots[slot] = (key, result);
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_result_is_found_once_and_kept_until_another_key_takes_its_slot() {
        let memo = Memo::new(45).expect("45 bits fit");
        let finds = std::cell::Cell::new(0);
        let find = |key: u64| {
            memo.get_or_find(key, || {
                finds.set(finds.get() + 1);
                key * 3
            })
        };
        assert_eq!((find(7), find(7), finds.get()), (21, 21, 1));
        // Every key gets its own result, found or kept, whoever held its slot before.
        for key in 1..2000 {
            assert_eq!(find(key), key * 3);
        }
        let found = finds.get();
        assert_eq!((find(1999), finds.get()), (1999 * 3, found));
        assert!(Memo::new(65).is_none());
    }
}
