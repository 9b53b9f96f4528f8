//! The tables of one shape for the fast engine: each cell's peers, each house's cells, and
//! the segments where boxes cross lines, built once per shape and shared.

use std::sync::OnceLock;

use crate::shape::Shape;

/// The tables of one shape: each cell's peers, each house's cells, and the segments where
/// boxes cross rows and columns.
pub(super) struct Tables {
    pub(super) shape: Shape,
    /// Peers of every cell, `peer_count` per cell.
    pub(super) peers: Vec<u16>,
    peer_count: usize,
    /// Cells of every house (rows, columns, boxes), N per house.
    pub(super) houses: Vec<u16>,
    pub(super) row_segments: Segments,
    pub(super) column_segments: Segments,
}

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

/// The tables of `shape`.
pub(super) fn tables(shape: Shape) -> &'static Tables {
    TABLES[shape.box_rows()][shape.box_columns()].get_or_init(|| Tables::new(shape))
}

impl Tables {
    fn new(shape: Shape) -> Tables {
        let houses = shape.houses();
        let mut peers = Vec::new();
        let mut peer_count = 0;
        for cell in 0..shape.cells() {
            let mut of_cell: Vec<usize> = houses
                .iter()
                .filter(|house| house.contains(&cell))
                .flatten()
                .copied()
                .filter(|&other| other != cell)
                .collect();
            of_cell.sort_unstable();
            of_cell.dedup();
            peer_count = of_cell.len();
            peers.extend(of_cell.iter().map(|&p| p as u16));
        }
        Tables {
            shape,
            peers,
            peer_count,
            houses: houses.concat().iter().map(|&c| c as u16).collect(),
            row_segments: Segments::new(shape, true),
            column_segments: Segments::new(shape, false),
        }
    }

    pub(super) fn size(&self) -> usize {
        self.shape.size()
    }

    /// Every value's bit.
    pub(super) fn all_values(&self) -> u32 {
        (1 << self.size()) - 1
    }

    /// The row, column and box of `cell`, as house indices.
    pub(super) fn houses_of(&self, cell: usize) -> [usize; 3] {
        let (shape, n) = (self.shape, self.size());
        [
            shape.row_of(cell),
            n + shape.column_of(cell),
            2 * n + shape.box_of(cell),
        ]
    }

    pub(super) fn peers(&self, cell: usize) -> &[u16] {
        &self.peers[cell * self.peer_count..][..self.peer_count]
    }

    /// The houses, each a slice of N cells: rows, columns, then boxes.
    pub(super) fn houses(&self) -> std::slice::ChunksExact<'_, u16> {
        self.houses.chunks_exact(self.size())
    }
}
