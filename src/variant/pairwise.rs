//! Rules that bind cells two by two: each names pairs of cells and the value pairs they may
//! hold, and holds when every pair it names does. What the rule demands is this one list of
//! links: `--check` and the classic engine test each link on the cells filled, the fast engine
//! makes a table of allowed value pairs of each.

use super::neighbours::apart;

/// A rule that binds cells two by two.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pairwise {
    /// Clones: each cell of `cells` holds the value of the cell at the same place of `clones`.
    Clone {
        /// The cells of one shape.
        cells: Vec<usize>,
        /// The cells of its clone, in the same order.
        clones: Vec<usize>,
    },
    /// A nabner line: no two of its cells hold equal or consecutive values.
    Nabner(Vec<usize>),
    /// An entropic line: every three consecutive cells hold a low, a middle and a high value
    /// (1–3, 4–6, 7–9 on a 9×9; [`band`] on other sizes).
    Entropic(Vec<usize>),
    /// A modular line: every `modulus` consecutive cells hold values of different remainders
    /// modulo `modulus`.
    Modular {
        /// The line's cells, in order.
        cells: Vec<usize>,
        /// The modulus (3 on an f-puzzles modular line).
        modulus: u8,
    },
    /// A slow thermometer: the values never decrease from the bulb (the first cell), and two
    /// neighbours along it that see each other (a row, a column, a region) increase.
    SlowThermometer(Vec<usize>),
    /// Indexer cells: the value of each says where, in its row, column or region, the index of
    /// the indexer cell stands.
    Indexer {
        /// What the indexer cells index.
        kind: Index,
        /// The indexer cells.
        cells: Vec<usize>,
    },
    /// A numbered room: the clue outside a row or a column stands in the `v`-th cell from
    /// its side, `v` the value of the first.
    NumberedRoom {
        /// The row's or the column's cells, from the clue's side.
        cells: Vec<usize>,
        /// The clue.
        clue: u8,
    },
    /// Knightmare: two cells a knight's move apart never add up to 5 or 15.
    Knightmare,
    /// Diagonal nonconsecutive: diagonally touching cells never hold consecutive values.
    DiagonalNonconsecutive,
    /// Self-taxicab: a value `v` never stands twice `v` orthogonal steps apart.
    SelfTaxicab,
    /// Taxicab: no two cells exactly `distance` orthogonal steps apart (|Δrow| + |Δcolumn|)
    /// hold the same value; a distance no two cells of the grid lie apart binds nothing.
    Taxicab {
        /// The distance, at least 1.
        distance: u32,
    },
}

/// What indexer cells index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Index {
    /// A row indexer in row `r`, column `c`, holding `v`: row `v` of column `c` holds `r`.
    Row,
    /// A column indexer in row `r`, column `c`, holding `v`: column `v` of row `r` holds `c`
    /// (the "159" rule, when columns 1, 5 and 9 are the indexers).
    Column,
    /// A region indexer, the `p`-th cell of its region (in reading order), holding `v`: the
    /// `v`-th cell of the region holds `p`.
    Region,
}

/// Two cells and the value pairs they may hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Link {
    /// The two cells.
    pub cells: [usize; 2],
    /// Which value pairs they may hold.
    pub allows: Allows,
}

/// Which value pairs two linked cells may hold, the first cell's value first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Allows {
    /// The same value.
    Equal,
    /// Values at least this far apart.
    Apart(u8),
    /// Values that are not consecutive (equal ones are).
    NotConsecutive,
    /// Values in the same band of an entropic line (`true`), or in different ones.
    Band(bool),
    /// Values with the same remainder modulo the second field (`true`), or different ones.
    Remainder(bool, u8),
    /// A second value at least this much greater than the first.
    Rise(u8),
    /// The first value is the first field exactly when the second is the second field.
    Together(u8, u8),
    /// Values that do not add up to any of 5 and 15.
    NotKnightmare,
    /// Not this value in both cells.
    NotBoth(u8),
}

impl Allows {
    /// Whether `x` in the first cell and `y` in the second keep the link, on a grid of size
    /// `n`.
    pub fn holds(self, n: usize, x: u8, y: u8) -> bool {
        match self {
            Allows::Equal => x == y,
            Allows::Apart(distance) => x.abs_diff(y) >= distance,
            Allows::NotConsecutive => x.abs_diff(y) != 1,
            Allows::Band(same) => (band(n, x) == band(n, y)) == same,
            Allows::Remainder(same, modulus) => (x % modulus == y % modulus) == same,
            Allows::Rise(gap) => u32::from(y) >= u32::from(x) + u32::from(gap),
            Allows::Together(v, w) => (x == v) == (y == w),
            Allows::NotKnightmare => !matches!(x + y, 5 | 15),
            Allows::NotBoth(v) => x != v || y != v,
        }
    }
}

/// The band of `value` on an entropic line of a grid of size `n`, as Rangsk's solver makes
/// them: three runs of values, of sizes small, large, small when `n` leaves 1 divided by 3,
/// else large, small, large (1–3, 4–6, 7–9 on a 9×9).
pub fn band(n: usize, value: u8) -> u8 {
    let (small, large) = (n / 3, n.div_ceil(3));
    let (outer, inner) = if n % 3 == 1 {
        (small, large)
    } else {
        (large, small)
    };
    let value = usize::from(value);
    if value <= outer {
        0
    } else if value <= outer + inner {
        1
    } else {
        2
    }
}

impl Pairwise {
    /// The rule's name, as messages and the names of a puzzle's rules give it.
    pub fn name(&self) -> &'static str {
        match self {
            Pairwise::Clone { .. } => "clone",
            Pairwise::Nabner(_) => "nabner",
            Pairwise::Entropic(_) => "entropic line",
            Pairwise::Modular { .. } => "modular line",
            Pairwise::SlowThermometer(_) => "slow thermometer",
            Pairwise::Indexer { kind, .. } => match kind {
                Index::Row => "row indexer",
                Index::Column => "column indexer",
                Index::Region => "box indexer",
            },
            Pairwise::NumberedRoom { .. } => "numbered room",
            Pairwise::Knightmare => "knightmare",
            Pairwise::DiagonalNonconsecutive => "diagonal nonconsecutive",
            Pairwise::SelfTaxicab => "self-taxicab",
            Pairwise::Taxicab { .. } => "taxicab",
        }
    }

    /// The cells the rule binds, when it binds some and not the whole grid.
    pub fn cells(&self) -> Vec<usize> {
        match self {
            Pairwise::Clone { cells, clones } => [cells.as_slice(), clones].concat(),
            Pairwise::Nabner(cells)
            | Pairwise::Entropic(cells)
            | Pairwise::Modular { cells, .. }
            | Pairwise::SlowThermometer(cells)
            | Pairwise::Indexer { cells, .. }
            | Pairwise::NumberedRoom { cells, .. } => cells.clone(),
            Pairwise::Knightmare
            | Pairwise::DiagonalNonconsecutive
            | Pairwise::SelfTaxicab
            | Pairwise::Taxicab { .. } => Vec::new(),
        }
    }

    /// The links of the rule on a grid of size `n` whose cells lie in `regions`.
    pub fn links(&self, n: usize, regions: &[u8]) -> Vec<Link> {
        let link = |a, b, allows| Link {
            cells: [a, b],
            allows,
        };
        match self {
            Pairwise::Clone { cells, clones } => cells
                .iter()
                .zip(clones)
                .filter(|(a, b)| a != b)
                .map(|(&a, &b)| link(a, b, Allows::Equal))
                .collect(),
            Pairwise::Nabner(cells) => every_two(cells, |_, _| Some(Allows::Apart(2))),
            Pairwise::Entropic(cells) => {
                every_two(cells, |i, j| Some(Allows::Band((j - i) % 3 == 0)))
            }
            Pairwise::Modular { cells, modulus } => {
                let m = usize::from(*modulus);
                every_two(cells, |i, j| {
                    Some(Allows::Remainder((j - i) % m == 0, *modulus))
                })
            }
            Pairwise::SlowThermometer(cells) => {
                let sees = |a: usize, b: usize| {
                    a / n == b / n || a % n == b % n || regions[a] == regions[b]
                };
                // Each step between cells that see each other rises by one at least.
                let rises: Vec<u8> = cells
                    .windows(2)
                    .map(|s| u8::from(sees(s[0], s[1])))
                    .collect();
                every_two(cells, |i, j| Some(Allows::Rise(rises[i..j].iter().sum())))
            }
            Pairwise::Indexer { kind, cells } => cells
                .iter()
                .flat_map(|&cell| indexed(*kind, n, regions, cell))
                .collect(),
            Pairwise::NumberedRoom { cells, clue } => numbered_room(cells, *clue),
            Pairwise::Knightmare => around(n, |cell| apart(n, cell, true).collect())
                .map(|(a, b)| link(a, b, Allows::NotKnightmare))
                .collect(),
            Pairwise::DiagonalNonconsecutive => around(n, |cell| apart(n, cell, false).collect())
                .map(|(a, b)| link(a, b, Allows::NotConsecutive))
                .collect(),
            Pairwise::SelfTaxicab => self_taxicab(n, regions),
            Pairwise::Taxicab { distance } => taxicab(n, regions, *distance),
        }
    }
}

/// A link between every two of `cells`, the earlier first, as `allows(i, j)` says for the
/// cells at places `i < j` (none when it says `None`).
fn every_two(cells: &[usize], allows: impl Fn(usize, usize) -> Option<Allows>) -> Vec<Link> {
    let mut links = Vec::new();
    for (i, &a) in cells.iter().enumerate() {
        for (j, &b) in cells.iter().enumerate().skip(i + 1) {
            if let Some(allows) = allows(i, j) {
                links.push(Link {
                    cells: [a, b],
                    allows,
                });
            }
        }
    }
    links
}

/// Every pair of cells of a grid of size `n` that `near` pairs, once each, the smaller first.
fn around(n: usize, near: impl Fn(usize) -> Vec<usize>) -> impl Iterator<Item = (usize, usize)> {
    (0..n * n).flat_map(move |a| {
        near(a)
            .into_iter()
            .filter(move |&b| b > a)
            .map(move |b| (a, b))
    })
}

/// The links of one indexer cell: for each value `v` it may hold, the cell `v` points to holds
/// the indexer's own index exactly when the indexer holds `v` (the index stands once in that
/// row, column or region, so the "exactly" follows).
fn indexed(kind: Index, n: usize, regions: &[u8], cell: usize) -> Vec<Link> {
    let (row, column) = (cell / n, cell % n);
    let region: Vec<usize> = (0..n * n)
        .filter(|&other| regions[other] == regions[cell])
        .collect();
    let (line, index): (Vec<usize>, usize) = match kind {
        Index::Row => ((0..n).map(|r| r * n + column).collect(), row),
        Index::Column => ((0..n).map(|c| row * n + c).collect(), column),
        Index::Region => {
            let place = region.iter().position(|&other| other == cell);
            (region.clone(), place.unwrap_or(0))
        }
    };
    line.iter()
        .enumerate()
        .filter(|&(_, &target)| target != cell)
        .map(|(v, &target)| Link {
            cells: [cell, target],
            allows: Allows::Together(v as u8 + 1, index as u8 + 1),
        })
        .collect()
}

/// A numbered room's links: the first cell holds `k` exactly when the `k`-th holds the clue
/// (which stands once in the row or column), and holds 1 only when the clue is 1 (the first
/// cell is then the one pointed to).
fn numbered_room(cells: &[usize], clue: u8) -> Vec<Link> {
    let first = cells[0];
    let mut links: Vec<Link> = (cells.iter().enumerate().skip(1))
        .map(|(k, &cell)| Link {
            cells: [first, cell],
            allows: Allows::Together(k as u8 + 1, clue),
        })
        .collect();
    if clue != 1 {
        links.push(Link {
            cells: [first, first],
            allows: Allows::NotBoth(1),
        });
    }
    links
}

/// Self-taxicab's links: every two cells `d` orthogonal steps apart (`d` up to `n`) that see
/// no house in common (a house keeps them apart already) may not both hold `d`.
fn self_taxicab(n: usize, regions: &[u8]) -> Vec<Link> {
    let mut links = Vec::new();
    for a in 0..n * n {
        for b in a + 1..n * n {
            let (rows, columns) = ((a / n).abs_diff(b / n), (a % n).abs_diff(b % n));
            let distance = rows + columns;
            if rows == 0 || columns == 0 || regions[a] == regions[b] || distance > n {
                continue;
            }
            links.push(Link {
                cells: [a, b],
                allows: Allows::NotBoth(distance as u8),
            });
        }
    }
    links
}

/// Taxicab's links: every two cells exactly `distance` orthogonal steps apart that see no house
/// in common (a house keeps them apart already) hold different values (values at least 1
/// apart).
fn taxicab(n: usize, regions: &[u8], distance: u32) -> Vec<Link> {
    let sees = |a: usize, b: usize| a / n == b / n || a % n == b % n || regions[a] == regions[b];
    taxicab_pairs(n, distance)
        .into_iter()
        .filter(|&(a, b)| !sees(a, b))
        .map(|(a, b)| Link {
            cells: [a, b],
            allows: Allows::Apart(1),
        })
        .collect()
}

/// Every two cells of a grid of size `n` exactly `distance` orthogonal steps apart
/// (|Δrow| + |Δcolumn|), once each, the smaller first; none past the grid's reach.
fn taxicab_pairs(n: usize, distance: u32) -> Vec<(usize, usize)> {
    let distance = usize::try_from(distance).unwrap_or(usize::MAX);
    let mut pairs = Vec::new();
    for a in 0..n * n {
        let (row, column) = (a / n, a % n);
        // The later cell: `down` rows below and `distance - down` columns across, to the right
        // only in the same row.
        for down in 0..=distance.min(n - 1 - row) {
            let across = distance - down;
            let right = column.checked_add(across).filter(|&c| c < n);
            let left = column
                .checked_sub(across)
                .filter(|_| down > 0 && across > 0);
            for other in [left, right].into_iter().flatten() {
                pairs.push((a, (row + down) * n + other));
            }
        }
    }
    pairs
}

#[cfg(test)]
mod tests;
