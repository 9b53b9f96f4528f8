//! A variant puzzle's layout: the irregular regions that may replace its boxes, and its rules.

use super::rule::Rule;
use crate::shape::Shape;

/// What a variant puzzle adds to the classic rules of its shape: irregular regions in place of
/// the boxes, and rules.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Variant {
    /// The region (from 0) of every cell, row-major, when irregular regions replace the boxes:
    /// N regions of N cells each.
    pub regions: Option<Vec<u8>>,
    /// The rules, in the order they were read.
    pub rules: Vec<Rule>,
}

impl Variant {
    /// Whether the variant adds nothing: a classic puzzle.
    pub fn is_classic(&self) -> bool {
        self.regions.is_none() && self.rules.is_empty()
    }

    /// The names of the rules, each once, in the order first met; `jigsaw` first when the
    /// regions are irregular.
    pub fn names(&self) -> Vec<&'static str> {
        let mut names = Vec::new();
        if self.regions.is_some() {
            names.push("jigsaw");
        }
        for rule in &self.rules {
            if !names.contains(&rule.name()) {
                names.push(rule.name());
            }
        }
        names
    }

    /// The region of each cell of `shape`: the irregular regions, or the boxes.
    pub fn region_of(&self, shape: Shape) -> Vec<u8> {
        match &self.regions {
            Some(regions) => regions.clone(),
            None => (0..shape.cells())
                .map(|cell| shape.box_of(cell) as u8)
                .collect(),
        }
    }

    /// The houses of `shape` under this variant, each the list of its N cells: the rows, the
    /// columns, then the regions (the boxes, unless irregular regions replace them).
    pub fn houses(&self, shape: Shape) -> Vec<Vec<usize>> {
        let Some(regions) = &self.regions else {
            return shape.houses();
        };
        let n = shape.size();
        let mut houses = shape.houses();
        houses.truncate(2 * n);
        houses.extend((0..n).map(|region| {
            (0..shape.cells())
                .filter(|&cell| usize::from(regions[cell]) == region)
                .collect()
        }));
        houses
    }
}

/// Why a layout of regions is not one: the region symbols of a jigsaw or an f-puzzles grid.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RegionError {
    /// A region whose number of cells is not the size.
    #[error("region {region} has {cells} cells, not {size}")]
    Size {
        /// The region, from 1.
        region: usize,
        /// Its cells.
        cells: usize,
        /// The size of the grid.
        size: usize,
    },
    /// More regions than the size.
    #[error("{regions} regions in a {size}×{size} grid")]
    Count {
        /// The regions found.
        regions: usize,
        /// The size of the grid.
        size: usize,
    },
}

/// Checks that `regions` (a region from 0 for each cell of `shape`) makes N regions of N cells.
pub fn check_regions(shape: Shape, regions: &[u8]) -> Result<(), RegionError> {
    let n = shape.size();
    let mut cells = vec![0usize; 256];
    for &region in regions {
        cells[usize::from(region)] += 1;
    }
    let used = cells.iter().filter(|&&count| count > 0).count();
    if used > n || cells.iter().skip(n).any(|&count| count > 0) {
        return Err(RegionError::Count {
            regions: used,
            size: n,
        });
    }
    match cells[..n].iter().position(|&count| count != n) {
        Some(region) => Err(RegionError::Size {
            region: region + 1,
            cells: cells[region],
            size: n,
        }),
        None => Ok(()),
    }
}

/// The name of a cell of a grid of size `n`: `r3c12`, rows and columns from 1.
pub fn cell_name(n: usize, cell: usize) -> String {
    format!("r{}c{}", cell / n + 1, cell % n + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regions_must_be_n_cells_each() {
        let four = Shape::for_size(4).unwrap();
        let rows: Vec<u8> = (0..16).map(|cell| (cell / 4) as u8).collect();
        assert_eq!(check_regions(four, &rows), Ok(()));
        let mut uneven = rows.clone();
        uneven[0] = 1;
        assert_eq!(
            check_regions(four, &uneven),
            Err(RegionError::Size {
                region: 1,
                cells: 3,
                size: 4
            })
        );
        let mut five = rows;
        five[0] = 4;
        assert!(matches!(
            check_regions(four, &five),
            Err(RegionError::Count { .. })
        ));
    }

    #[test]
    fn irregular_regions_replace_the_boxes_among_the_houses() {
        let four = Shape::for_size(4).unwrap();
        let variant = Variant {
            regions: Some((0..16).map(|cell| (cell % 4) as u8).collect()),
            rules: Vec::new(),
        };
        let houses = variant.houses(four);
        assert_eq!(houses.len(), 12);
        assert_eq!(houses[8], vec![0, 4, 8, 12]);
        assert_eq!(variant.names(), ["jigsaw"]);
        assert!(Variant::default().is_classic());
    }
}
