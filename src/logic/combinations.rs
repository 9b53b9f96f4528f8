//! k-subsets of 0..n in the order Sudoku Explainer enumerates them (colexicographic: by the
//! largest element first, so {0,1}, {0,2}, {1,2}, {0,3}, …). Which pattern a technique finds
//! first, and so the path of the whole solve, depends on this order.

/// Most elements a subset may have.
const MAX_K: usize = 8;

/// The k-subsets of 0..n, each as ascending indexes, in colexicographic order.
pub struct Combinations {
    indexes: [usize; MAX_K],
    k: usize,
    n: usize,
    started: bool,
}

impl Combinations {
    /// The `k`-subsets of `0..n` (none when `k > n`); `k` is at most 8.
    pub fn new(k: usize, n: usize) -> Combinations {
        assert!(k <= MAX_K, "subsets of at most {MAX_K} elements");
        let mut indexes = [0; MAX_K];
        for (i, index) in indexes.iter_mut().enumerate().take(k) {
            *index = i;
        }
        Combinations {
            indexes,
            k,
            n,
            started: false,
        }
    }

    /// The next subset, or `None` when all have been given.
    pub fn next_subset(&mut self) -> Option<&[usize]> {
        if self.k > self.n {
            return None;
        }
        if !self.started {
            self.started = true;
            return Some(&self.indexes[..self.k]);
        }
        // Raise the lowest index that can move up without meeting the next one, and put all
        // lower indexes back at their start: the colexicographic successor.
        for i in 0..self.k {
            let limit = if i + 1 < self.k {
                self.indexes[i + 1]
            } else {
                self.n
            };
            if self.indexes[i] + 1 < limit {
                self.indexes[i] += 1;
                for (j, index) in self.indexes.iter_mut().enumerate().take(i) {
                    *index = j;
                }
                return Some(&self.indexes[..self.k]);
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(k: usize, n: usize) -> Vec<Vec<usize>> {
        let mut combinations = Combinations::new(k, n);
        let mut result = Vec::new();
        while let Some(subset) = combinations.next_subset() {
            result.push(subset.to_vec());
        }
        result
    }

    #[test]
    fn pairs_come_by_their_larger_element_first() {
        assert_eq!(
            all(2, 4),
            vec![
                vec![0, 1],
                vec![0, 2],
                vec![1, 2],
                vec![0, 3],
                vec![1, 3],
                vec![2, 3]
            ]
        );
    }

    #[test]
    fn every_subset_comes_once_in_increasing_mask_order() {
        for k in 0..=4 {
            let subsets = all(k, 9);
            let masks: Vec<u32> = subsets
                .iter()
                .map(|s| s.iter().map(|&i| 1u32 << i).sum())
                .collect();
            let expected: Vec<u32> = (0..512u32)
                .filter(|m| m.count_ones() as usize == k)
                .collect();
            assert_eq!(masks, expected);
        }
        assert!(all(3, 2).is_empty());
    }
}
