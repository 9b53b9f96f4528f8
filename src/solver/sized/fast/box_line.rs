//! The tables of the box-line rule: where boxes cross the rows and columns (segments of one
//! length), or where irregular regions do (pieces of any length, and the crossings among them).

use crate::shape::Shape;

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
/// each as the other pieces it is made of.
pub(super) struct Crossing {
    /// The shared piece, an index into [`Crossings::pieces`].
    pub(super) piece: u16,
    /// The line's other pieces.
    pub(super) line_pieces: Vec<u16>,
    /// The region's other pieces along lines of the same direction.
    pub(super) region_pieces: Vec<u16>,
    /// The houses that hold the whole piece (its line and its region among them), a bit each:
    /// the crossing needs another look only when one of their cells changed.
    pub(super) houses: u128,
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
    /// For each segment, the houses that hold it whole (its line and its box among them), a
    /// bit each: the segment needs another look only when one of their cells changed.
    houses: Vec<u128>,
}

impl Segments {
    /// The segments of `shape` along rows (`rows`) or columns; `house_bits` gives each cell's
    /// houses, a bit each.
    pub(super) fn new(shape: Shape, rows: bool, house_bits: &[u128]) -> Segments {
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
        let houses = cells
            .chunks_exact(length)
            .map(|segment| shared_houses(segment, house_bits))
            .collect();
        Segments {
            cells,
            length,
            houses,
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

    /// The houses that hold `segment` whole, a bit each.
    pub(super) fn houses(&self, segment: usize) -> u128 {
        self.houses[segment]
    }
}

/// The houses every one of `cells` lies in, a bit each, from each cell's bits in `house_bits`.
fn shared_houses(cells: &[u16], house_bits: &[u128]) -> u128 {
    cells.iter().fold(u128::MAX, |shared, &cell| {
        shared & house_bits[usize::from(cell)]
    })
}

/// The pieces the regions (houses `2N..3N`) share with the rows and the columns, and the
/// crossings among them: pieces of two cells or more where something lies outside the piece on
/// both sides. `house_bits` gives each cell's houses, a bit each.
pub(super) fn crossings(shape: Shape, houses: &[Vec<usize>], house_bits: &[u128]) -> Crossings {
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
        crossings.push(Crossing {
            piece: index as u16,
            line_pieces,
            region_pieces,
            houses: shared_houses(cells, house_bits),
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
    use crate::variant::Variant;

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
        let houses = variant.houses(shape);
        let crossings = crossings(shape, &houses, &vec![0; 81]);
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
            let cells_of = |others: &[u16]| {
                others
                    .iter()
                    .flat_map(|&o| crossings.pieces[usize::from(o)].clone())
                    .collect::<Vec<u16>>()
            };
            let with = |rest: Vec<u16>| sorted(piece.iter().copied().chain(rest));
            assert_eq!(with(cells_of(&crossing.line_pieces)), line);
            assert_eq!(with(cells_of(&crossing.region_pieces)), region);
        }
    }
}
