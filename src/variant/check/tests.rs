//! Each rule checked on filled grids (the message of `--check`) and on grids being filled.

use super::*;
use crate::variant::Group;

/// A solution grid: each test breaks or keeps a rule on it.
const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

fn values() -> Vec<u8> {
    SOLUTION.bytes().map(|b| b - b'0').collect()
}

fn checker(rules: Vec<Rule>) -> Checker {
    Checker::new(
        &Variant {
            regions: None,
            rules,
        },
        Shape::NINE,
    )
}

#[test]
fn a_killer_cage_with_another_sum_is_named_by_its_first_cell() {
    // r1c1 + r1c2 = 5 + 3 = 8.
    let cage = |sum| Rule::Cage {
        cells: vec![0, 1],
        sums: vec![sum],
    };
    assert_eq!(checker(vec![cage(8)]).check(&values()), Ok(()));
    let broken = checker(vec![cage(9)]).check(&values()).unwrap_err();
    assert_eq!(broken.to_string(), "killer cage r1c1 sums to 8, not 9");
}

#[test]
fn a_repeat_names_both_cells() {
    // r1c1 = 5 and r2c3 = 2: no repeat; r1c1 and r4c2 = 5 and 5.
    let group = |cells| Rule::Distinct {
        group: Group::ExtraRegion,
        cells,
    };
    assert_eq!(checker(vec![group(vec![0, 20])]).check(&values()), Ok(()));
    let broken = checker(vec![group(vec![0, 28])])
        .check(&values())
        .unwrap_err();
    assert_eq!(
        broken.to_string(),
        "5 repeats in the extra region r1c1 (r1c1, r4c2)"
    );
}

#[test]
fn lines_are_checked_in_order() {
    // Row 1 reads 5 3 4 6 7 8 9 1 2.
    let thermo = |cells: &[usize]| Rule::Thermometer(cells.to_vec());
    assert_eq!(
        checker(vec![thermo(&[2, 3, 4, 5, 6])]).check(&values()),
        Ok(())
    );
    assert!(checker(vec![thermo(&[2, 1])]).check(&values()).is_err());
    let renban = Rule::Renban(vec![3, 4, 5, 6]);
    assert_eq!(checker(vec![renban]).check(&values()), Ok(()));
    assert!(
        checker(vec![Rule::Renban(vec![0, 1])])
            .check(&values())
            .is_err()
    );
    let whispers = |difference| Rule::Whispers {
        cells: vec![6, 7],
        difference,
    };
    assert_eq!(checker(vec![whispers(5)]).check(&values()), Ok(()));
    assert!(checker(vec![whispers(9)]).check(&values()).is_err());
    // r1c2 = 3 between r1c1 = 5 and r1c3 = 4: not strictly between.
    assert!(
        checker(vec![Rule::Between(vec![0, 1, 2])])
            .check(&values())
            .is_err()
    );
    assert_eq!(
        checker(vec![Rule::Between(vec![1, 2, 3])]).check(&values()),
        Ok(())
    );
}

#[test]
fn a_negative_rule_spares_the_pairs_with_a_related_marker() {
    // r1c2 = 3 and r1c3 = 4 are consecutive.
    let nonconsecutive = Rule::Negative {
        relation: Relation::Difference,
        values: vec![1],
    };
    assert!(
        checker(vec![nonconsecutive.clone()])
            .check(&values())
            .is_err()
    );
    let mut grid = values();
    // A grid where no neighbours are consecutive but for r1c2-r1c3, which has a white dot.
    let dot = Rule::Pair(Pair {
        cells: [1, 2],
        relation: Relation::Difference,
        value: 1,
    });
    let check = checker(vec![dot, nonconsecutive]);
    grid.iter_mut().for_each(|v| *v = 0);
    grid[1] = 3;
    grid[2] = 4;
    assert_eq!(check.check(&grid), Ok(()));
    grid[10] = 4;
    assert!(!check.allows(&grid, 10), "r2c2 = 4 under r1c2 = 3");
}

#[test]
fn a_partial_sum_out_of_reach_is_refused_early() {
    let cage = Rule::Cage {
        cells: vec![0, 1, 2],
        sums: vec![6],
    };
    let check = checker(vec![cage]);
    let mut grid = vec![0; 81];
    grid[0] = 1;
    assert!(check.allows(&grid, 0));
    grid[1] = 5;
    assert!(
        !check.allows(&grid, 1),
        "1 + 5 leaves nothing for the third cell"
    );
}

#[test]
fn an_arrow_reads_its_circle_as_a_number() {
    // r1c1 = 5 is not r1c3 + r2c1 = 4 + 6, but is r1c2 + r2c3 = 3 + 2.
    let arrow = |shaft: Vec<usize>| Rule::Arrow {
        circle: vec![0],
        shaft,
    };
    let broken = checker(vec![arrow(vec![2, 9])])
        .check(&values())
        .unwrap_err();
    assert_eq!(broken.to_string(), "arrow r1c1 sums to 10, not 5");
    assert_eq!(checker(vec![arrow(vec![1, 11])]).check(&values()), Ok(()));
    // The pill r1c8 r1c9 reads 12: r1c5 + r1c1 = 7 + 5 keeps it, r1c7 + r1c6 = 9 + 8 does not.
    let pill = |shaft| Rule::Arrow {
        circle: vec![7, 8],
        shaft,
    };
    assert_eq!(checker(vec![pill(vec![4, 0])]).check(&values()), Ok(()));
    assert!(checker(vec![pill(vec![6, 5])]).check(&values()).is_err());
}

#[test]
fn a_minimum_cell_is_checked_again_when_a_neighbour_is_filled_after_it() {
    let check = checker(vec![Rule::Minimum(vec![1])]);
    let mut grid = vec![0; 81];
    grid[1] = 5;
    assert!(check.allows(&grid, 1));
    grid[2] = 4;
    assert!(
        !check.allows(&grid, 2),
        "r1c3 = 4 under the minimum r1c2 = 5"
    );
}
