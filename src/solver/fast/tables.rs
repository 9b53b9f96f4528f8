//! The fast engine's constants and lookup tables, all built at compile time: the cells of a
//! band's rows, boxes and columns, and what the band rules read off a 9-bit pattern (a row's
//! triads, a digit's configurations, its matched cells, its pointing and claiming cells).

/// The 27 cells of a band.
pub(super) const BAND: u32 = (1 << 27) - 1;
/// The nine cells of each row of a band.
pub(super) const ROW: [u32; 3] = [0x1FF, 0x1FF << 9, 0x1FF << 18];
/// The nine cells of box 0 of a band; box `k` is this shifted by `3 * k`.
const BOX_0: u32 = 0x7 | 0x7 << 9 | 0x7 << 18;
/// The three cells of column 0 of a band; column `c` is this shifted by `c`.
const COLUMN_0: u32 = 1 | 1 << 9 | 1 << 18;

/// A table of 512 entries, one per 9-bit value `$value`, built at compile time (a `const` block
/// cannot call closures, so the loop is written out here once).
macro_rules! table_512 {
    ($entry:ty, |$value:ident| $build:expr) => {{
        let mut table: [$entry; 512] = [0; 512];
        let mut $value = 0;
        while $value < 512 {
            table[$value] = $build;
            $value += 1;
        }
        table
    }};
}

/// The union of `$part` over the `$k` in `0..$count` for which `$keep` holds.
macro_rules! union_over {
    ($k:ident in 0..$count:expr, $keep:expr => $part:expr) => {{
        let mut union = 0;
        let mut $k = 0;
        while $k < $count {
            if $keep {
                union |= $part;
            }
            $k += 1;
        }
        union
    }};
}

/// For each 9-bit row, which of its three box thirds (triads) hold a candidate, as 3 bits.
const TRIADS_OF_ROW: [u8; 512] = table_512!(u8, |row| union_over!(
    third in 0..3,
    row >> (3 * third) & 7 != 0 => 1 << third
));

/// The six ways to give each row of a band a different box, as triad patterns (bit
/// `3 * row + box`): a digit's possible *configurations* in a band.
const MATCHINGS: [u32; 6] = [
    1 << 0 | 1 << 4 | 1 << 8,
    1 << 0 | 1 << 5 | 1 << 7,
    1 << 1 | 1 << 3 | 1 << 8,
    1 << 1 | 1 << 5 | 1 << 6,
    1 << 2 | 1 << 3 | 1 << 7,
    1 << 2 | 1 << 4 | 1 << 6,
];

/// The configurations a 9-bit triad pattern still allows, as a 6-bit set over [`MATCHINGS`].
const fn configurations(pattern: u32) -> u32 {
    union_over!(m in 0..6, MATCHINGS[m] & !pattern == 0 => 1 << m)
}

/// For each 9-bit triad pattern, the triads that take part in a configuration it allows.
pub(super) const KEPT_TRIADS: [u16; 512] = table_512!(u16, |pattern| {
    let allowed = configurations(pattern as u32);
    union_over!(m in 0..6, allowed >> m & 1 != 0 => MATCHINGS[m] as u16)
});

/// For each 9-bit triad pattern, how many configurations it allows.
pub(super) const CONFIGURATION_COUNT: [u8; 512] = table_512!(u8, |pattern| {
    configurations(pattern as u32).count_ones() as u8
});

/// For each 9-bit triad pattern allowing two configurations or more, a triad that some but not
/// all of them use: kept in one branch and removed in the other, it splits them.
pub(super) const SPLITTING_TRIAD: [u8; 512] = table_512!(u8, |pattern| splitting_triad(pattern));

/// A triad some but not all of the configurations `pattern` allows use (0 when they all use
/// the same triads).
const fn splitting_triad(pattern: usize) -> u8 {
    let (mut first, mut common) = (0, 0x1FF);
    let allowed = configurations(pattern as u32);
    let mut m = 0;
    while m < 6 {
        if allowed >> m & 1 != 0 {
            if first == 0 {
                first = MATCHINGS[m];
            }
            common &= MATCHINGS[m];
        }
        m += 1;
    }
    if first & !common != 0 {
        (first & !common).trailing_zeros() as u8
    } else {
        0
    }
}

/// For each 9-bit triad pattern (bit `3 * row + box`), the band cells that stay possible: those of
/// the triads that take part in a one-to-one matching of the three rows with the three boxes.
/// A pattern with no complete matching maps to 0, a contradiction.
pub(super) const MATCHED_CELLS: [u32; 512] = table_512!(u32, |pattern| {
    let kept = KEPT_TRIADS[pattern];
    union_over!(triad in 0..9, kept >> triad & 1 != 0 => triad_cells(triad))
});

/// The three band cells of triad `3 * row + box`.
pub(super) const fn triad_cells(triad: u32) -> u32 {
    7 << (9 * (triad / 3) + 3 * (triad % 3))
}

/// The band cells that share a row or a box with triad `3 * row + box`, the triad included.
pub(super) const fn triad_peers(triad: u32) -> u32 {
    ROW[(triad / 3) as usize] | BOX_0 << (3 * (triad % 3))
}

/// Every triad of the grid, as bits `9 * band + 3 * row + box`.
pub(super) const ALL_TRIADS: u32 = (1 << 27) - 1;

/// The triad pattern of a band word: bit `3 * row + box` when that row holds a candidate in that
/// box.
#[inline(always)]
pub(super) fn triad_pattern(cells: u32) -> usize {
    TRIADS_OF_ROW[(cells & 0x1FF) as usize] as usize
        | (TRIADS_OF_ROW[(cells >> 9 & 0x1FF) as usize] as usize) << 3
        | (TRIADS_OF_ROW[(cells >> 18) as usize] as usize) << 6
}

/// The triads alone in their row among `triads` (bits `9 * band + 3 * row + box`, all three
/// bands at once). For a digit's matched triads these are where it is confined: its row holds it
/// there, and so does the box, which no other row can then use.
#[inline(always)]
pub(super) fn alone_in_row(triads: u32) -> u32 {
    // The first triad of every row, every third bit.
    const FIRST: u32 = 0o111_111_111;
    let (a, b, c) = (triads & FIRST, triads >> 1 & FIRST, triads >> 2 & FIRST);
    (a & !b & !c) | (b & !a & !c) << 1 | (c & !a & !b) << 2
}

/// For each 9-bit set of columns, the band cells in those columns.
pub(super) const COLUMN_CELLS: [u32; 512] = table_512!(u32, |columns| union_over!(
    column in 0..9,
    columns >> column & 1 != 0 => COLUMN_0 << column
));

/// The columns of box third `third` (0–2) among the 9-bit set `columns`, still in place.
const fn in_third(columns: usize, third: usize) -> usize {
    columns & 7 << (3 * third)
}

/// For each 9-bit set of a band's columns holding a digit, the cells of the columns that are the
/// only one of their box to hold it: the digit of that box is in that column, which the other two
/// bands lose.
pub(super) const POINTING_CELLS: [u32; 512] = table_512!(u32, |columns| union_over!(
    third in 0..3,
    in_third(columns, third).count_ones() == 1 => COLUMN_CELLS[in_third(columns, third)]
));

/// For each 9-bit set of columns whose digit can only be in this band, the band cells that lose
/// the digit: those of the same boxes outside these columns.
pub(super) const CLAIMED_ELSEWHERE: [u32; 512] = table_512!(u32, |columns| union_over!(
    third in 0..3,
    in_third(columns, third) != 0
        => (BOX_0 << (3 * third)) & !COLUMN_CELLS[in_third(columns, third)]
));

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tables_keep_only_triads_of_complete_matchings() {
        // All nine triads: every cell stays.
        assert_eq!(MATCHED_CELLS[0x1FF], BAND);
        // Row 0 only in box 0, row 1 only in box 0: no matching.
        assert_eq!(MATCHED_CELLS[0b111_001_001], 0);
        // Row 0 only in box 0: boxes 1 and 2 go to rows 1 and 2, box 0 loses rows 1 and 2.
        assert_eq!(
            MATCHED_CELLS[0b111_111_001],
            BAND & !(BOX_0 & !ROW[0]) & !(ROW[0] & !BOX_0)
        );
        assert_eq!(POINTING_CELLS[0b100_010_001], COLUMN_CELLS[0b100_010_001]);
        assert_eq!(POINTING_CELLS[0b110_011_000], 0);
        assert_eq!(CLAIMED_ELSEWHERE[0b000_000_010], BOX_0 & !(COLUMN_0 << 1));
    }

    #[test]
    fn configurations_are_counted_and_split() {
        assert_eq!(CONFIGURATION_COUNT[0x1FF], 6);
        assert_eq!(CONFIGURATION_COUNT[MATCHINGS[3] as usize], 1);
        assert_eq!(CONFIGURATION_COUNT[0b111_001_001], 0);
        // Of the two configurations left, the splitting triad is in exactly one.
        let two = (MATCHINGS[1] | MATCHINGS[4]) as usize;
        assert_eq!(CONFIGURATION_COUNT[two], 2);
        let split = 1 << SPLITTING_TRIAD[two];
        assert!((MATCHINGS[1] & split == 0) != (MATCHINGS[4] & split == 0));
        assert_eq!(
            u32::from(KEPT_TRIADS[two | 1 << 1]),
            MATCHINGS[1] | MATCHINGS[4]
        );
        assert_eq!(alone_in_row(0o124_700_001), 0o124_000_001);
    }

    /// FNV-1a over a table's entries.
    fn checksum<T: Copy + Into<u64>>(table: &[T]) -> u64 {
        table.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &entry| {
            (hash ^ entry.into()).wrapping_mul(0x100_0000_01b3)
        })
    }

    #[test]
    fn the_tables_are_bit_for_bit_those_the_loops_written_out_built() {
        // The checksums of the tables as built before the macros wrote their loops once.
        assert_eq!(checksum(&TRIADS_OF_ROW), 0x5cb9_bf6e_f07e_5925);
        assert_eq!(checksum(&KEPT_TRIADS), 0x1e3f_0ee0_48b9_970d);
        assert_eq!(checksum(&CONFIGURATION_COUNT), 0x04aa_1833_f708_b345);
        assert_eq!(checksum(&SPLITTING_TRIAD), 0x0b72_9d49_6495_e734);
        assert_eq!(checksum(&MATCHED_CELLS), 0xd3b1_be67_dba4_d605);
        assert_eq!(checksum(&COLUMN_CELLS), 0x9459_74fd_817d_8525);
        assert_eq!(checksum(&POINTING_CELLS), 0xa757_564f_5f23_fb25);
        assert_eq!(checksum(&CLAIMED_ELSEWHERE), 0x582a_ca51_967f_60a5);
    }
}
