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

/// For each 9-bit row, which of its three box thirds (triads) hold a candidate, as 3 bits.
const TRIADS_OF_ROW: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut row = 0;
    while row < 512 {
        let mut third = 0;
        while third < 3 {
            if row >> (3 * third) & 7 != 0 {
                table[row] |= 1 << third;
            }
            third += 1;
        }
        row += 1;
    }
    table
};

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
    let mut allowed = 0;
    let mut m = 0;
    while m < 6 {
        if MATCHINGS[m] & !pattern == 0 {
            allowed |= 1 << m;
        }
        m += 1;
    }
    allowed
}

/// For each 9-bit triad pattern, the triads that take part in a configuration it allows.
pub(super) const KEPT_TRIADS: [u16; 512] = {
    let mut table = [0u16; 512];
    let mut pattern = 0;
    while pattern < 512 {
        let allowed = configurations(pattern as u32);
        let mut m = 0;
        while m < 6 {
            if allowed >> m & 1 != 0 {
                table[pattern] |= MATCHINGS[m] as u16;
            }
            m += 1;
        }
        pattern += 1;
    }
    table
};

/// For each 9-bit triad pattern, how many configurations it allows.
pub(super) const CONFIGURATION_COUNT: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut pattern = 0;
    while pattern < 512 {
        table[pattern] = configurations(pattern as u32).count_ones() as u8;
        pattern += 1;
    }
    table
};

/// For each 9-bit triad pattern allowing two configurations or more, a triad that some but not
/// all of them use: kept in one branch and removed in the other, it splits them.
pub(super) const SPLITTING_TRIAD: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut pattern = 0;
    while pattern < 512 {
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
            table[pattern] = (first & !common).trailing_zeros() as u8;
        }
        pattern += 1;
    }
    table
};

/// For each 9-bit triad pattern (bit `3 * row + box`), the band cells that stay possible: those of
/// the triads that take part in a one-to-one matching of the three rows with the three boxes.
/// A pattern with no complete matching maps to 0, a contradiction.
pub(super) const MATCHED_CELLS: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut pattern = 0;
    while pattern < 512 {
        let kept = KEPT_TRIADS[pattern];
        let mut triad = 0;
        while triad < 9 {
            if kept >> triad & 1 != 0 {
                table[pattern] |= triad_cells(triad);
            }
            triad += 1;
        }
        pattern += 1;
    }
    table
};

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
pub(super) const COLUMN_CELLS: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut columns = 0;
    while columns < 512 {
        let mut column = 0;
        while column < 9 {
            if columns >> column & 1 != 0 {
                table[columns] |= COLUMN_0 << column;
            }
            column += 1;
        }
        columns += 1;
    }
    table
};

/// For each 9-bit set of a band's columns holding a digit, the cells of the columns that are the
/// only one of their box to hold it: the digit of that box is in that column, which the other two
/// bands lose.
pub(super) const POINTING_CELLS: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut columns = 0;
    while columns < 512 {
        let mut third = 0;
        while third < 3 {
            let inside = columns >> (3 * third) & 7;
            if inside == 1 || inside == 2 || inside == 4 {
                table[columns] |= COLUMN_CELLS[inside << (3 * third)];
            }
            third += 1;
        }
        columns += 1;
    }
    table
};

/// For each 9-bit set of columns whose digit can only be in this band, the band cells that lose
/// the digit: those of the same boxes outside these columns.
pub(super) const CLAIMED_ELSEWHERE: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut columns = 0;
    while columns < 512 {
        let mut third = 0;
        while third < 3 {
            let inside = columns >> (3 * third) & 7;
            if inside != 0 {
                table[columns] |= (BOX_0 << (3 * third)) & !COLUMN_CELLS[inside << (3 * third)];
            }
            third += 1;
        }
        columns += 1;
    }
    table
};

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
}
