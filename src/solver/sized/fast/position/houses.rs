//! The house rules a position runs to its fixpoint beside the naked singles: hidden singles,
//! pointing and claiming where boxes or irregular regions cross lines, and the subset rule.

use super::super::box_line::{BoxLine, Crossings, MAX_SEGMENTS, Segments};
use super::super::hall;
use super::super::tables::Tables;
use super::super::weights::Conflict;
use super::super::word::PLACED;
use super::{BOX_LINE, Position};

impl Position {
    /// The house rule: each house's values left with one place (counted as candidates go, in
    /// [`Position::places`]) placed there. `Some(changed)`, or `None` on a contradiction.
    ///
    /// Counting as candidates go costs a few decrements an elimination, where reading the
    /// houses cost a pass over every cell of each house a cell of which changed: most of them
    /// after each placement (the parent module has the figures).
    pub(super) fn place_hidden_singles(&mut self, tables: &Tables) -> Option<bool> {
        let mut changed = false;
        while let Some((house, value)) = self.hidden.pop() {
            let bit = 1 << value;
            // The one place left: a cell that holds the value already, or a hidden single.
            let cell = tables
                .house(usize::from(house))
                .iter()
                .map(|&cell| usize::from(cell))
                .find(|&cell| self.cells[cell] & bit != 0)
                .expect("a value counted once has a place");
            if self.cells[cell] & PLACED == 0 {
                if !self.place(tables, cell, bit) {
                    return None;
                }
                changed = true;
            }
        }
        if changed && !self.place_naked_singles(tables) {
            return None;
        }
        Some(changed)
    }

    /// The houses among the first [`TRACKED_HOUSES`](super::super::tables::TRACKED_HOUSES) with a cell changed since the last
    /// box-line pass, a bit each; the changes are forgotten, as the pass about to run reads
    /// them.
    fn changed_houses(&mut self, tables: &Tables) -> u128 {
        let cells = std::mem::take(&mut self.changed[BOX_LINE]);
        let mut houses = 0;
        for (chunk, mut bits) in cells.into_iter().enumerate() {
            while bits != 0 {
                let cell = chunk * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                // Bits past the grid's cells are set when everything counts as changed.
                if cell >= tables.shape.cells() {
                    return u128::MAX;
                }
                houses |= tables.house_bits(cell);
            }
        }
        houses
    }

    /// One pass of pointing and claiming over every segment (the cells a box shares with a
    /// row or a column): a value whose places in the box lie in the segment alone leaves the
    /// rest of the line, and a value whose places in the line lie in the segment alone leaves
    /// the rest of the box. `Some(changed)`, or `None` on a contradiction.
    ///
    /// A segment none of whose houses changed since the last pass is skipped: that pass left
    /// nothing to remove there, or what it removed marked those houses changed.
    pub(super) fn box_line_reductions(&mut self, tables: &Tables) -> Option<bool> {
        let houses = self.changed_houses(tables);
        match &tables.box_line {
            BoxLine::Boxes { rows, columns } => {
                self.segment_reductions(tables, [rows, columns], houses)
            }
            BoxLine::Irregular(crossings) => self.crossing_reductions(tables, crossings, houses),
        }
    }

    /// Pointing and claiming where boxes cross lines: the segments along rows and columns
    /// whose houses are among `changed`.
    fn segment_reductions(
        &mut self,
        tables: &Tables,
        directions: [&Segments; 2],
        houses_changed: u128,
    ) -> Option<bool> {
        let mut changed = false;
        // The candidates of each segment's open cells, once: every rule below reads them.
        let mut words = [0u32; MAX_SEGMENTS];
        for lines in directions {
            let count = lines.count();
            for (segment, cells) in lines.segments().enumerate() {
                words[segment] = self.open_words(cells);
            }
            for segment in 0..count {
                if lines.houses(segment) & houses_changed == 0 {
                    continue;
                }
                let or =
                    |others: &[u16]| others.iter().fold(0, |or, &o| or | words[usize::from(o)]);
                let (across, within) = (lines.across(segment), lines.within(segment));
                let (line_rest, box_rest) = (or(across), or(within));
                let inside = words[segment];
                let pointing = inside & !box_rest & line_rest;
                let claiming = inside & !line_rest & box_rest;
                for (bits, others) in [(pointing, across), (claiming, within)] {
                    if bits != 0 {
                        for &other in others {
                            changed |=
                                self.remove_from(tables, lines.cells(usize::from(other)), bits)?;
                        }
                    }
                }
            }
        }
        Some(changed)
    }

    /// Pointing and claiming where irregular regions cross lines: a value whose places in the
    /// region lie in the crossing leaves the rest of the line, and the other way round; the
    /// crossings whose houses are among `houses_changed` alone.
    fn crossing_reductions(
        &mut self,
        tables: &Tables,
        crossings: &Crossings,
        houses_changed: u128,
    ) -> Option<bool> {
        // The candidates of each piece's open cells, once: each crossing reads its line's and
        // its region's pieces, so every cell is read once a pass rather than once a crossing
        // beside it. On the stack for grids up to 9×9.
        const ROOM: usize = 2 * 81;
        let pieces = crossings.pieces.len();
        let (mut stack, mut heap) = ([0u32; ROOM], Vec::new());
        let words = if pieces <= ROOM {
            &mut stack[..pieces]
        } else {
            heap.resize(pieces, 0);
            &mut heap[..]
        };
        for (word, cells) in words.iter_mut().zip(&crossings.pieces) {
            *word = self.open_words(cells);
        }
        let or = |others: &[u16]| others.iter().fold(0, |or, &o| or | words[usize::from(o)]);
        let mut changed = false;
        for crossing in &crossings.crossings {
            if crossing.houses & houses_changed == 0 {
                continue;
            }
            let inside = words[usize::from(crossing.piece)];
            let line_rest = or(&crossing.line_pieces);
            let region_rest = or(&crossing.region_pieces);
            let pointing = inside & !region_rest & line_rest;
            let claiming = inside & !line_rest & region_rest;
            for (bits, others) in [
                (pointing, &crossing.line_pieces),
                (claiming, &crossing.region_pieces),
            ] {
                if bits != 0 {
                    for &other in others {
                        let cells = &crossings.pieces[usize::from(other)];
                        changed |= self.remove_from(tables, cells, bits)?;
                    }
                }
            }
        }
        Some(changed)
    }

    /// One pass of the subset rule over every house: each open cell keeps the values some
    /// assignment of the house's missing values gives it (`hall.rs`). `Some(changed)`, or
    /// `None` on a contradiction.
    pub(super) fn subset_reductions(&mut self, tables: &Tables) -> Option<bool> {
        let mut changed = false;
        let mut open = [0u16; hall::MOST];
        let mut words = [0u32; hall::MOST];
        for (index, house) in tables.houses().enumerate() {
            let mut count = 0;
            for &cell in house {
                let word = self.cells[usize::from(cell)];
                if word & PLACED == 0 {
                    (open[count], words[count]) = (cell, word);
                    count += 1;
                }
            }
            if !hall::narrow(&mut words[..count]) {
                self.conflict = Conflict::House(index as u16);
                return None;
            }
            for (&cell, &kept) in open[..count].iter().zip(&words[..count]) {
                let cell = usize::from(cell);
                let dropped = self.cells[cell] & !kept;
                if dropped != 0 {
                    changed = true;
                    if !self.eliminate(tables, cell, dropped) {
                        return None;
                    }
                }
            }
        }
        if changed && !self.place_naked_singles(tables) {
            return None;
        }
        Some(changed)
    }

    /// The candidates of the open cells among `cells`.
    #[inline]
    fn open_words(&self, cells: &[u16]) -> u32 {
        cells.iter().fold(0, |or, &cell| {
            let word = self.cells[usize::from(cell)];
            if word & PLACED != 0 { or } else { or | word }
        })
    }

    /// Removes `bits` from the open cells among `cells`. `Some(changed)`, or `None` on a
    /// contradiction.
    fn remove_from(&mut self, tables: &Tables, cells: &[u16], bits: u32) -> Option<bool> {
        let mut changed = false;
        for &cell in cells {
            let cell = usize::from(cell);
            let word = self.cells[cell];
            if word & PLACED == 0 && word & bits != 0 {
                changed = true;
                if !self.eliminate(tables, cell, bits) {
                    return None;
                }
            }
        }
        Some(changed)
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::tables::Tables;
    use super::super::super::word::PLACED;
    use super::super::Position;
    use crate::problem::Problem;
    use crate::shape::Shape;
    use crate::sized::SizedGrid;
    use crate::variant::{Rule, Variant};

    /// A 9×9 jigsaw's regions, row by row.
    const JIGSAW: &str =
        "111222233411222335441112235441666635477763335476666855479988855477999885779999888";

    /// Three killer cages, none in the first row.
    fn cages() -> Vec<Rule> {
        let cage = |cells: &[usize], sum| Rule::Cage {
            cells: cells.to_vec(),
            sums: vec![sum],
        };
        vec![
            cage(&[60, 61, 69], 7),
            cage(&[40, 41], 17),
            cage(&[70, 79, 80], 22),
        ]
    }

    #[test]
    fn reading_only_the_changed_houses_finds_what_reading_every_house_finds() {
        same_as_reading_every_house(&Variant {
            regions: None,
            rules: cages(),
        });
    }

    #[test]
    fn reading_only_the_changed_houses_of_a_grid_without_rules_finds_all() {
        same_as_reading_every_house(&Variant::default());
        same_as_reading_every_house(&Variant {
            regions: None,
            rules: vec![Rule::AntiKnight],
        });
    }

    #[test]
    fn reading_only_the_changed_houses_of_a_jigsaw_finds_what_reading_every_house_finds() {
        same_as_reading_every_house(&Variant {
            regions: Some(JIGSAW.bytes().map(|b| b - b'1').collect()),
            rules: cages(),
        });
    }

    #[test]
    fn a_value_confined_to_a_segment_by_a_change_leaves_the_rest_of_its_line() {
        confined_by_a_change(&Variant {
            regions: None,
            rules: cages(),
        });
        confined_by_a_change(&Variant {
            regions: Some(JIGSAW.bytes().map(|b| b - b'1').collect()),
            rules: cages(),
        });
    }

    /// From the empty grid of `variant` (whose rules leave the first row alone), 1 taken
    /// from the cells of the first cell's region outside the first row: the box-line pass,
    /// which reads only what changed, takes 1 from the rest of the first row.
    fn confined_by_a_change(variant: &Variant) {
        let tables = Tables::new(Shape::NINE, Some(variant));
        let empty = Problem::new(SizedGrid::empty(Shape::NINE));
        let mut position = Position::new(&tables, &empty).expect("the cages fit");
        let region = tables.houses_of(0)[2];
        let in_region = |cell: usize| tables.houses_of(cell)[2] == region;
        for cell in (9..81).filter(|&cell| in_region(cell)) {
            assert!(position.eliminate(&tables, cell, 1));
        }
        assert!(position.propagate(&tables));
        for cell in 0..9 {
            assert_eq!(
                position.cells[cell] & 1 != 0,
                in_region(cell),
                "cell {cell}"
            );
        }
    }

    /// Random walks of eliminations from the empty grid of `variant`: propagation that reads
    /// only the houses whose cells changed, and counts places as candidates go, reaches the
    /// same positions as propagation that reads every house and counts every place afresh.
    fn same_as_reading_every_house(variant: &Variant) {
        let tables = Tables::new(Shape::NINE, Some(variant));
        let empty = Problem::new(SizedGrid::empty(Shape::NINE));
        let root = Position::new(&tables, &empty).expect("the cages fit");
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        let mut draw = |bound: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % bound as u64) as usize
        };
        let (mut placed, mut contradictions) = (0, 0);
        for _ in 0..300 {
            let mut tracked = root.clone();
            for _ in 0..600 {
                let (cell, bit) = (draw(81), 1 << draw(9));
                if tracked.cells[cell] & (PLACED | bit) != bit {
                    continue;
                }
                if !(tracked.eliminate(&tables, cell, bit) && tracked.propagate(&tables)) {
                    contradictions += 1;
                    break;
                }
                // Every rule narrows, so propagation has one fixpoint: reading every house and
                // rule again finds nothing more there.
                let mut every = tracked.clone();
                every.changed = [[u64::MAX; 10]; 3];
                assert!(every.count_places(&tables));
                // The places counted down as candidates went are those counted afresh.
                assert_eq!(tracked.places, every.places);
                assert!(every.propagate(&tables));
                assert_eq!(tracked.cells, every.cells);
                placed += tracked.cells.iter().filter(|&&w| w & PLACED != 0).count();
            }
        }
        // The walks reached both placements and contradictions.
        assert!(
            placed > 1000 && contradictions > 10,
            "{placed} {contradictions}"
        );
    }
}
