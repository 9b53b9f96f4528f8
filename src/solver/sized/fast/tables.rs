//! The tables of one shape for the fast engine: each cell's peers, each house's cells, and
//! the segments where boxes cross lines, built once per shape and shared; or the tables of one
//! variant puzzle, built for it: its regions among the houses, its groups among the peers, its
//! rules as propagators.

use std::sync::OnceLock;

use super::box_line::{BoxLine, Segments, crossings};
use super::by_cell::flatten;
use super::rules::Rules;
use crate::shape::Shape;
use crate::variant::{Rule, Variant, apart};

/// The tables of one shape, or of one variant puzzle: each cell's peers, each house's cells,
/// the crossings of regions and lines, and the variant's rules as propagators.
pub(super) struct Tables {
    pub(super) shape: Shape,
    /// Peers of every cell: those of cell `c` at `peer_start[c]..peer_start[c + 1]`.
    peers: Vec<u16>,
    peer_start: Vec<u32>,
    /// Cells of every house (rows, columns, regions, extra groups of N cells), N per house.
    houses: Vec<u16>,
    /// The houses of every cell, by index, extra groups included: those of cell `c` at
    /// `houses_start[c]..houses_start[c + 1]`.
    houses_with: Vec<u16>,
    houses_start: Vec<u32>,
    /// The region (a box, or an irregular region) of every cell.
    region_of: Vec<u8>,
    /// The houses of every cell among the first [`TRACKED_HOUSES`], a bit each by index.
    house_bits: Vec<u128>,
    pub(super) box_line: BoxLine,
    /// The variant's rules that peers and houses do not hold, as propagators.
    pub(super) rules: Rules,
    /// Whether these are a variant puzzle's tables, whose search branches by conflict scores
    /// (`scores.rs`), not a shape's.
    pub(super) variant: bool,
}

/// The houses whose changes a position follows, for the box-line pass to read only the
/// crossings of those that changed (the rows, columns and regions of every size fall among
/// them).
pub(super) const TRACKED_HOUSES: usize = 128;

/// One table per box shape, built on first use. Box sides run from 2 to 12.
static TABLES: [[OnceLock<Tables>; 13]; 13] = [const { [const { OnceLock::new() }; 13] }; 13];

/// The tables of a classic puzzle of `shape`.
pub(super) fn tables(shape: Shape) -> &'static Tables {
    TABLES[shape.box_rows()][shape.box_columns()].get_or_init(|| Tables::new(shape, None))
}

impl Tables {
    /// The tables of `shape`, under the regions and rules of `variant` when it is one.
    pub(super) fn new(shape: Shape, variant: Option<&Variant>) -> Tables {
        let is_variant = variant.is_some();
        let variant = variant.cloned().unwrap_or_default();
        let mut houses = variant.houses(shape);
        // Groups of N distinct cells are houses too: each value stands once in them.
        let extra = distinct_groups(&variant);
        houses.extend(
            extra
                .iter()
                .filter(|group| group.len() == shape.size())
                .cloned(),
        );
        let mut peers = Vec::new();
        let mut peer_start = vec![0];
        let groups: Vec<&Vec<usize>> = houses.iter().chain(&extra).collect();
        let mut of_cell: Vec<Vec<usize>> = vec![Vec::new(); shape.cells()];
        for group in &groups {
            for &cell in group.iter() {
                of_cell[cell].extend(group.iter().copied().filter(|&other| other != cell));
            }
        }
        for rule in &variant.rules {
            let knight = match rule {
                Rule::AntiKnight => true,
                Rule::AntiKing => false,
                _ => continue,
            };
            for (cell, peers) in of_cell.iter_mut().enumerate() {
                peers.extend(apart(shape.size(), cell, knight));
            }
        }
        for mut cell_peers in of_cell {
            cell_peers.sort_unstable();
            cell_peers.dedup();
            peers.extend(cell_peers.iter().map(|&p| p as u16));
            peer_start.push(peers.len() as u32);
        }
        let mut of_cell: Vec<Vec<u16>> = vec![Vec::new(); shape.cells()];
        for (index, house) in houses.iter().enumerate() {
            for &cell in house {
                of_cell[cell].push(index as u16);
            }
        }
        let (houses_with, houses_start) = flatten(&of_cell);
        let region_of = variant.region_of(shape);
        let mut house_bits = vec![0u128; shape.cells()];
        for (index, house) in houses.iter().enumerate().take(TRACKED_HOUSES) {
            for &cell in house {
                house_bits[cell] |= 1 << index;
            }
        }
        let box_line = match &variant.regions {
            None => BoxLine::Boxes {
                rows: Segments::new(shape, true, &house_bits),
                columns: Segments::new(shape, false, &house_bits),
            },
            Some(_) => BoxLine::Irregular(crossings(shape, &houses, &house_bits)),
        };
        let mut tables = Tables {
            shape,
            peers,
            peer_start,
            houses: houses.iter().flatten().map(|&c| c as u16).collect(),
            houses_with,
            houses_start,
            region_of,
            house_bits,
            box_line,
            rules: Rules::default(),
            variant: is_variant,
        };
        let peers = |a, b| tables.peers(a).binary_search(&(b as u16)).is_ok();
        tables.rules = Rules::new(shape, &variant, &peers, &houses);
        tables
    }

    pub(super) fn size(&self) -> usize {
        self.shape.size()
    }

    /// Every value's bit.
    pub(super) fn all_values(&self) -> u32 {
        (1 << self.size()) - 1
    }

    /// How many houses there are: rows, columns, regions, and the extra groups of N cells.
    pub(super) fn house_count(&self) -> usize {
        self.houses.len() / self.size()
    }

    /// The row, column and region of `cell`, as house indices.
    #[inline]
    pub(super) fn houses_of(&self, cell: usize) -> [usize; 3] {
        let (shape, n) = (self.shape, self.size());
        [
            shape.row_of(cell),
            n + shape.column_of(cell),
            2 * n + usize::from(self.region_of[cell]),
        ]
    }

    /// Every house `cell` lies in, by index: its row, column and region, and the extra groups
    /// of N cells that hold it.
    #[inline]
    pub(super) fn houses_with(&self, cell: usize) -> &[u16] {
        &self.houses_with[self.houses_start[cell] as usize..self.houses_start[cell + 1] as usize]
    }

    /// The houses of `cell` among the first [`TRACKED_HOUSES`], a bit each.
    #[inline]
    pub(super) fn house_bits(&self, cell: usize) -> u128 {
        self.house_bits[cell]
    }

    pub(super) fn peers(&self, cell: usize) -> &[u16] {
        &self.peers[self.peer_start[cell] as usize..self.peer_start[cell + 1] as usize]
    }

    /// The houses, each a slice of N cells: rows, columns, regions, then the extra groups.
    pub(super) fn houses(&self) -> std::slice::ChunksExact<'_, u16> {
        self.houses.chunks_exact(self.size())
    }

    /// The house of `index` in [`Tables::houses`].
    #[inline]
    pub(super) fn house(&self, index: usize) -> &[u16] {
        &self.houses[index * self.size()..][..self.size()]
    }
}

/// The groups of distinct cells a variant adds: extra regions, diagonals, windows, disjoint
/// groups, killer cages and renban lines.
fn distinct_groups(variant: &Variant) -> Vec<Vec<usize>> {
    let distinct = |rule: &Rule| match rule {
        Rule::Distinct { cells, .. } | Rule::Cage { cells, .. } | Rule::Renban(cells) => {
            Some(cells.clone())
        }
        _ => None,
    };
    variant.rules.iter().filter_map(distinct).collect()
}
