//! The links of each rule two by two: which cells, and which values they allow.

use super::*;

fn boxes() -> Vec<u8> {
    (0..81)
        .map(|cell| (cell / 27 * 3 + cell % 9 / 3) as u8)
        .collect()
}

#[test]
fn entropic_bands_follow_the_size() {
    let bands = |n: usize| (1..=n as u8).map(|v| band(n, v)).collect::<Vec<_>>();
    assert_eq!(bands(9), [0, 0, 0, 1, 1, 1, 2, 2, 2]);
    assert_eq!(bands(4), [0, 1, 1, 2]);
    assert_eq!(bands(8), [0, 0, 0, 1, 1, 2, 2, 2]);
    assert_eq!(bands(6), [0, 0, 1, 1, 2, 2]);
}

#[test]
fn a_slow_thermometer_rises_only_where_its_cells_see_each_other() {
    // r1c1 → r2c2 (one box), r2c2 → r3c4 is no step of a line, r3c3 → r4c4 (two boxes).
    let line = Pairwise::SlowThermometer(vec![0, 10, 20, 30]);
    let links = line.links(9, &boxes());
    let rise = |a, b| {
        links
            .iter()
            .find(|link| link.cells == [a, b])
            .map(|link| link.allows)
    };
    assert_eq!(rise(0, 10), Some(Allows::Rise(1)));
    assert_eq!(rise(20, 30), Some(Allows::Rise(0)));
    assert_eq!(rise(0, 30), Some(Allows::Rise(2)));
}

#[test]
fn a_row_indexer_points_down_its_column() {
    // r2c3 holding 5 puts 2 in r5c3.
    let rule = Pairwise::Indexer {
        kind: Index::Row,
        cells: vec![9 + 2],
    };
    let links = rule.links(9, &boxes());
    assert_eq!(links.len(), 8);
    let to_r5 = links.iter().find(|l| l.cells == [11, 4 * 9 + 2]).unwrap();
    assert_eq!(to_r5.allows, Allows::Together(5, 2));
    assert!(to_r5.allows.holds(9, 5, 2) && !to_r5.allows.holds(9, 5, 3));
    assert!(!to_r5.allows.holds(9, 4, 2));
}

#[test]
fn self_taxicab_skips_cells_a_house_keeps_apart() {
    let links = Pairwise::SelfTaxicab.links(9, &boxes());
    assert!(links.iter().all(|l| l.cells[0] / 9 != l.cells[1] / 9));
    // r1c1 and r4c4 are six steps apart.
    let far = links.iter().find(|l| l.cells == [0, 30]).unwrap();
    assert_eq!(far.allows, Allows::NotBoth(6));
}

/// Every two cells of a grid of size `n`, the smaller first, `distance` steps apart, by
/// looking at every two.
fn pairs_apart(n: usize, distance: usize) -> Vec<(usize, usize)> {
    let mut pairs = Vec::new();
    for a in 0..n * n {
        for b in a + 1..n * n {
            if (a / n).abs_diff(b / n) + (a % n).abs_diff(b % n) == distance {
                pairs.push((a, b));
            }
        }
    }
    pairs
}

fn sorted(mut pairs: Vec<(usize, usize)>) -> Vec<(usize, usize)> {
    pairs.sort_unstable();
    pairs
}

#[test]
fn cells_one_step_apart_are_the_orthogonal_neighbours() {
    for n in [4, 6, 9] {
        let neighbours = (0..n * n)
            .flat_map(|a| crate::variant::orthogonal(n, a).map(move |b| (a, b)))
            .filter(|&(a, b)| a < b)
            .collect();
        assert_eq!(sorted(taxicab_pairs(n, 1)), sorted(neighbours), "{n}");
        assert_eq!(taxicab_pairs(n, 1).len(), 2 * n * (n - 1));
    }
    // All of them share a row or a column: taxicab 1 adds nothing to the classic rules.
    assert!(
        Pairwise::Taxicab { distance: 1 }
            .links(9, &boxes())
            .is_empty()
    );
}

#[test]
fn taxicab_pairs_are_every_two_cells_their_distance_apart() {
    for n in [4, 6, 9] {
        for distance in 1..=2 * n + 1 {
            let pairs = sorted(taxicab_pairs(n, distance as u32));
            assert_eq!(pairs, pairs_apart(n, distance), "{n}: {distance}");
        }
    }
    // On a 9×9: 2·8·8 cells two diagonal steps apart and 2·7·9 two steps along a line;
    // the far corners are 16 apart, and no two cells farther.
    assert_eq!(taxicab_pairs(9, 2).len(), 2 * 8 * 8 + 2 * 7 * 9);
    assert_eq!(taxicab_pairs(9, 16), [(0, 80), (8, 72)]);
    assert!(taxicab_pairs(9, 17).is_empty());
    assert!(taxicab_pairs(25, u32::MAX).is_empty());
}

#[test]
fn taxicab_links_keep_apart_only_the_cells_no_house_does() {
    let regions = boxes();
    for distance in 1..=17 {
        let links = Pairwise::Taxicab { distance }.links(9, &regions);
        assert!(links.iter().all(|l| l.allows == Allows::Apart(1)));
        let linked = sorted(links.iter().map(|l| (l.cells[0], l.cells[1])).collect());
        let expected: Vec<(usize, usize)> = pairs_apart(9, distance as usize)
            .into_iter()
            .filter(|&(a, b)| a / 9 != b / 9 && a % 9 != b % 9 && regions[a] != regions[b])
            .collect();
        assert_eq!(linked, expected, "distance {distance}");
    }
    // Distance 2: the diagonal neighbours, less the 8 within each of the 9 boxes.
    assert_eq!(
        Pairwise::Taxicab { distance: 2 }.links(9, &regions).len(),
        2 * 8 * 8 - 9 * 4 * 2
    );
    // r1c1 and r4c3 are five steps apart, in different boxes; r1c1 and r2c3 three, in one.
    let five = Pairwise::Taxicab { distance: 5 }.links(9, &regions);
    assert!(five.iter().any(|l| l.cells == [0, 29]));
    let three = Pairwise::Taxicab { distance: 3 }.links(9, &regions);
    assert!(!three.iter().any(|l| l.cells == [0, 11]));
    assert!(Allows::Apart(1).holds(9, 4, 5) && !Allows::Apart(1).holds(9, 4, 4));
}

#[test]
fn links_say_what_each_rule_allows() {
    assert!(Allows::NotKnightmare.holds(9, 2, 4) && !Allows::NotKnightmare.holds(9, 7, 8));
    assert!(Allows::NotConsecutive.holds(9, 3, 3) && !Allows::NotConsecutive.holds(9, 3, 4));
    assert!(Allows::Remainder(true, 3).holds(9, 1, 7));
    assert!(!Allows::Remainder(false, 3).holds(9, 2, 5));
    assert!(Allows::Apart(2).holds(9, 1, 3) && !Allows::Apart(2).holds(9, 3, 3));
}
