//! The tables of one shape for the fast engine: each cell's peers, each house's cells, and
//! the segments where boxes cross lines, built once per shape and shared; or the tables of one
//! variant puzzle, built for it: its regions among the houses, its groups among the peers, its
//! rules as propagators.

use std::sync::OnceLock;

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

/// The houses whose changes a position follows, for the hidden-singles pass to read only those
/// that changed (the rows, columns and regions of every size fall among them); the houses
/// past them are read at every pass.
pub(super) const TRACKED_HOUSES: usize = 128;

/// The most segments in one direction: N boxes of up to 12 lines (boxes of 2×12 are the
/// longest, in a 24×24).
pub(super) const MAX_SEGMENTS: usize = 25 * 12;

/// The segments where boxes cross the lines of one direction (rows, or columns): segment `s`
/// is line `s % per_box` of box `s / per_box`, the same number of cells each.
pub(super) struct Segments {
    cells: Vec<u16>,
    /// Cells of a segment.
    length: usize,
    /// For each segment, the other segments of its line, then the other segments of its box.
    across: Vec<u16>,
    within: Vec<u16>,
    across_count: usize,
    within_count: usize,
}

impl Segments {
    /// The segments of `shape` along rows (`rows`) or columns.
    fn new(shape: Shape, rows: bool) -> Segments {
        let (n, r, c) = (shape.size(), shape.box_rows(), shape.box_columns());
        let (per_box, length, along, step) = if rows { (r, c, r, 1) } else { (c, r, c, r) };
        let mut cells = Vec::with_capacity(shape.cells());
        for box_index in 0..n {
            let (top, left) = ((box_index / r) * r, (box_index % r) * c);
            for line in 0..per_box {
                for offset in 0..length {
                    let (row, column) = if rows {
                        (top + line, left + offset)
                    } else {
                        (top + offset, left + line)
                    };
                    cells.push((row * n + column) as u16);
                }
            }
        }
        let (mut across, mut within) = (Vec::new(), Vec::new());
        for segment in 0..n * per_box {
            let (box_index, line) = (segment / per_box, segment % per_box);
            // The first box along the line: for rows the band's first, for columns the stack's.
            let first = if rows {
                box_index - box_index % along
            } else {
                box_index % step
            };
            let line_segments = (0..along).map(|k| (first + k * step) * per_box + line);
            across.extend(
                line_segments
                    .filter(|&other| other != segment)
                    .map(|s| s as u16),
            );
            let box_segments = box_index * per_box..(box_index + 1) * per_box;
            within.extend(
                box_segments
                    .filter(|&other| other != segment)
                    .map(|s| s as u16),
            );
        }
        Segments {
            cells,
            length,
            across,
            within,
            across_count: along - 1,
            within_count: per_box - 1,
        }
    }

    /// How many segments there are.
    pub(super) fn count(&self) -> usize {
        self.cells.len() / self.length
    }

    pub(super) fn segments(&self) -> std::slice::ChunksExact<'_, u16> {
        self.cells.chunks_exact(self.length)
    }

    pub(super) fn cells(&self, segment: usize) -> &[u16] {
        &self.cells[segment * self.length..][..self.length]
    }

    /// The other segments of `segment`'s line, in the other boxes along it.
    pub(super) fn across(&self, segment: usize) -> &[u16] {
        &self.across[segment * self.across_count..][..self.across_count]
    }

    /// The other segments of `segment`'s box.
    pub(super) fn within(&self, segment: usize) -> &[u16] {
        &self.within[segment * self.within_count..][..self.within_count]
    }
}

/// One table per box shape, built on first use. Box sides run from 2 to 12.
static TABLES: [[OnceLock<Tables>; 13]; 13] = [const { [const { OnceLock::new() }; 13] }; 13];

/// The tables of a classic puzzle of `shape`.
pub(super) fn tables(shape: Shape) -> &'static Tables {
    TABLES[shape.box_rows()][shape.box_columns()].get_or_init(|| Tables::new(shape, None))
}

/// How the box-line rule finds the cells where a region crosses a line.
pub(super) enum BoxLine {
    /// Boxes: the segments along rows and along columns, all of one length.
    Boxes { rows: Segments, columns: Segments },
    /// Irregular regions: where they cross the rows and columns.
    Irregular(Crossings),
}

/// The pieces irregular regions and lines share, and the crossings among them.
pub(super) struct Crossings {
    /// Every piece a line shares with a region, of one cell or more: the pieces of each
    /// direction (rows, columns) cover the grid once.
    pub(super) pieces: Vec<Vec<u16>>,
    /// The pieces of two cells or more with something outside them on both sides.
    pub(super) crossings: Vec<Crossing>,
}

/// Where an irregular region crosses a row or a column: the piece they share, and the rest of
/// each, as pieces (to read their candidates) and as cells (to take values from them).
pub(super) struct Crossing {
    /// The shared piece, an index into [`Crossings::pieces`].
    pub(super) piece: u16,
    /// The line's other pieces.
    pub(super) line_pieces: Vec<u16>,
    /// The region's other pieces along lines of the same direction.
    pub(super) region_pieces: Vec<u16>,
    pub(super) line_rest: Vec<u16>,
    pub(super) region_rest: Vec<u16>,
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
        let region_of = variant.region_of(shape);
        let box_line = match &variant.regions {
            None => BoxLine::Boxes {
                rows: Segments::new(shape, true),
                columns: Segments::new(shape, false),
            },
            Some(_) => BoxLine::Irregular(crossings(shape, &houses)),
        };
        let mut house_bits = vec![0u128; shape.cells()];
        for (index, house) in houses.iter().enumerate().take(TRACKED_HOUSES) {
            for &cell in house {
                house_bits[cell] |= 1 << index;
            }
        }
        let mut tables = Tables {
            shape,
            peers,
            peer_start,
            houses: houses.concat().iter().map(|&c| c as u16).collect(),
            region_of,
            house_bits,
            box_line,
            rules: Rules::default(),
            variant: is_variant,
        };
        tables.rules = Rules::new(shape, &variant, &|a, b| {
            tables.peers(a).binary_search(&(b as u16)).is_ok()
        });
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

/// The pieces the regions (houses `2N..3N`) share with the rows and the columns, and the
/// crossings among them: pieces of two cells or more where something lies outside the piece on
/// both sides.
fn crossings(shape: Shape, houses: &[Vec<usize>]) -> Crossings {
    let n = shape.size();
    let regions = &houses[2 * n..3 * n];
    // Each piece with its line and region.
    let mut pieces: Vec<(Vec<u16>, usize, usize)> = Vec::new();
    for (line_index, line) in houses[..2 * n].iter().enumerate() {
        for (region_index, region) in regions.iter().enumerate() {
            let cells: Vec<u16> = line
                .iter()
                .filter(|cell| region.contains(cell))
                .map(|&cell| cell as u16)
                .collect();
            if !cells.is_empty() {
                pieces.push((cells, line_index, region_index));
            }
        }
    }
    let mut crossings = Vec::new();
    for (index, (cells, line, region)) in pieces.iter().enumerate() {
        if cells.len() < 2 || cells.len() == n {
            continue;
        }
        // Rows are lines 0..n, columns n..2n: a region's pieces along the same direction.
        let others = |beside: &dyn Fn(usize, usize) -> bool| -> Vec<u16> {
            (0..pieces.len())
                .filter(|&other| other != index)
                .filter(|&other| beside(pieces[other].1, pieces[other].2))
                .map(|other| other as u16)
                .collect()
        };
        let line_pieces = others(&|other_line, _| other_line == *line);
        let region_pieces = others(&|other_line, other_region| {
            other_region == *region && other_line / n == line / n
        });
        let rest = |of: &[u16]| -> Vec<u16> {
            of.iter()
                .flat_map(|&other| pieces[usize::from(other)].0.iter().copied())
                .collect()
        };
        crossings.push(Crossing {
            piece: index as u16,
            line_rest: rest(&line_pieces),
            region_rest: rest(&region_pieces),
            line_pieces,
            region_pieces,
        });
    }
    Crossings {
        pieces: pieces.into_iter().map(|(cells, _, _)| cells).collect(),
        crossings,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 9×9 jigsaw's regions, row by row.
    const REGIONS: &str =
        "111222233411222335441112235441666635477763335476666855479988855477999885779999888";

    fn sorted(cells: impl IntoIterator<Item = u16>) -> Vec<u16> {
        let mut cells: Vec<u16> = cells.into_iter().collect();
        cells.sort_unstable();
        cells
    }

    #[test]
    fn a_crossing_and_its_rests_make_up_its_line_and_its_region() {
        let shape = Shape::for_size(9).unwrap();
        let regions: Vec<u8> = REGIONS.bytes().map(|b| b - b'1').collect();
        let variant = Variant {
            regions: Some(regions.clone()),
            rules: Vec::new(),
        };
        let BoxLine::Irregular(crossings) = Tables::new(shape, Some(&variant)).box_line else {
            panic!("irregular regions cross the lines");
        };
        // The pieces of the rows, then those of the columns, each cover the grid once.
        let cells = crossings.pieces.iter().flatten().copied();
        let all: Vec<u16> = (0..81).flat_map(|cell| [cell, cell]).collect();
        assert_eq!(sorted(cells), all);
        assert!(!crossings.crossings.is_empty());
        for crossing in &crossings.crossings {
            let piece = &crossings.pieces[usize::from(crossing.piece)];
            let (first, along_rows) = (usize::from(piece[0]), piece[1] == piece[0] + 1);
            let line: Vec<u16> = (0..81u16)
                .filter(|&cell| match along_rows {
                    true => usize::from(cell) / 9 == first / 9,
                    false => usize::from(cell) % 9 == first % 9,
                })
                .collect();
            let region: Vec<u16> = (0..81u16)
                .filter(|&cell| regions[usize::from(cell)] == regions[first])
                .collect();
            let with = |rest: &[u16]| sorted(piece.iter().chain(rest).copied());
            assert_eq!(with(&crossing.line_rest), line);
            assert_eq!(with(&crossing.region_rest), region);
            let cells_of = |others: &[u16]| {
                sorted(
                    others
                        .iter()
                        .flat_map(|&o| crossings.pieces[usize::from(o)].clone()),
                )
            };
            assert_eq!(
                cells_of(&crossing.line_pieces),
                sorted(crossing.line_rest.clone())
            );
            assert_eq!(
                cells_of(&crossing.region_pieces),
                sorted(crossing.region_rest.clone())
            );
        }
    }
}
