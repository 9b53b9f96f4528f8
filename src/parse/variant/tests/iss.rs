//! ISS constraint text: ISS's own example puzzles (`tests/data/iss_examples.txt`, with the
//! killer short and SudoCue forms), and the meaning of each type's arguments.

use super::{assert_solves, counts, decode, refuse};
use crate::parse::variant::{Form, recognise};
use crate::variant::{Group, Relation, Rule};

const DATA: &str = include_str!("../../../../tests/data/iss_examples.txt");

#[test]
fn iss_examples_decode_and_keep_their_solutions() {
    let mut forms = Vec::new();
    for line in DATA.lines().filter(|line| !line.starts_with('#')) {
        let mut fields = line.split('\t');
        let (name, input, solution) = (fields.next(), fields.next(), fields.next());
        let (Some(name), Some(input), Some(solution)) = (name, input, solution) else {
            panic!("a line of three fields: {line}");
        };
        let puzzle = decode(input);
        assert_solves(&puzzle, solution);
        forms.push((recognise(input).expect("recognised"), name));
    }
    let count = |form| forms.iter().filter(|(f, _)| *f == form).count();
    assert_eq!(count(Form::ConstraintText), 87);
    assert_eq!(count(Form::KillerShort), 2);
    assert_eq!(count(Form::KillerSudoCue), 2);
}

#[test]
fn a_cage_a_thermometer_and_a_given() {
    let puzzle = decode(".Cage~15~R1C1~R1C2.Thermo~R2C1~R2C2~R2C3.~R5C5_7");
    let rules = &puzzle.variant.rules;
    assert_eq!(
        rules[0],
        Rule::Cage {
            cells: vec![0, 1],
            sums: vec![15]
        }
    );
    assert_eq!(rules[1], Rule::Thermometer(vec![9, 10, 11]));
    assert_eq!(puzzle.grid.get(40), 7);
    assert_eq!(puzzle.grid.given_count(), 1);
}

#[test]
fn shapes_and_cell_ids_of_larger_grids() {
    let six = decode(".Shape~6x6.~R6C6_6");
    assert_eq!(six.grid.shape().size(), 6);
    assert_eq!(six.grid.get(35), 6);
    // Past 9, ISS writes rows and columns in base 17 (`g` is 16); decimal reads too.
    let sixteen = decode(".Shape~16x16.~RgCg_16~R10C1_10~RaC2_3");
    assert_eq!(sixteen.grid.get(255), 16);
    assert_eq!(sixteen.grid.get(9 * 16), 10);
    assert_eq!(sixteen.grid.get(9 * 16 + 1), 3);
    let error = refuse(".~R10C1_5");
    assert_eq!(error.to_string(), "cell R10C1 is outside the 9×9 grid");
    assert!(matches!(
        refuse(".~R0C5_5"),
        crate::parse::variant::FormError::Outside { .. }
    ));
    assert_eq!(
        refuse(".Shape~17x17").to_string(),
        "the ISS constraint 'Shape~17x17' is not supported"
    );
    let error = refuse(".Shape~9x9~0-8");
    assert_eq!(
        error.to_string(),
        "the ISS constraint 'Shape~9x9~0-8' is not supported"
    );
}

#[test]
fn a_prime_size_has_no_boxes_so_a_jigsaw_gives_its_regions() {
    // Without a jigsaw, rows and columns alone: no regions, and boxes that are the rows.
    let latin = decode(".Shape~7x7.~R7C7_7");
    assert_eq!(latin.grid.get(48), 7);
    assert!(latin.variant.regions.is_none());
    assert!(!latin.grid.shape().has_boxes());
    // A jigsaw's regions are the regions, with `NoBoxes` or without, never extra groups.
    let layout = "1112222111122233334443334444556667755666775556777";
    for no_boxes in ["", ".NoBoxes"] {
        let jigsaw = decode(&format!(".Shape~7x7.Jigsaw~{layout}{no_boxes}"));
        let regions = jigsaw.variant.regions.expect("the jigsaw's regions");
        assert_eq!(regions[..7], [0, 0, 0, 1, 1, 1, 1]);
        assert!(jigsaw.variant.rules.is_empty());
    }
    // ISS's disjoint sets follow the boxes: none on a prime size, where they are refused.
    assert_eq!(
        refuse(".Shape~7x7.DisjointSets").to_string(),
        "disjoint groups need boxes, and a 7×7 puzzle has none"
    );
    // `NoBoxes` alone removes the boxes of a size that has some: not supported there.
    assert_eq!(
        refuse(".NoBoxes").to_string(),
        "the ISS constraint 'NoBoxes' is not supported"
    );
}

#[test]
fn givens_of_several_values_keep_a_cell_to_them() {
    let puzzle = decode(".~R1C1_5~R2C2_3_4.~R2C2_4_6_7~R3C3_1_2");
    assert_eq!(puzzle.grid.get(0), 5);
    // R2C2 keeps to the values both givens name: 4 alone, a given.
    assert_eq!(puzzle.grid.get(10), 4);
    let allowed = puzzle.allowed.expect("R3C3 keeps to 1 and 2");
    assert_eq!(allowed[20], 0b11);
    assert_eq!(
        refuse(".~R1C1_10").to_string(),
        "the given R1C1_10 holds '10', not a value of a 9×9 grid"
    );
}

#[test]
fn diagonals_little_killers_and_sandwiches_as_iss_places_them() {
    let puzzle =
        decode(".Diagonal~1.Diagonal~-1.LittleKiller~12~R9C8.LittleKiller~45~R1C1.Sandwich~0~C3");
    let rules = &puzzle.variant.rules;
    // `1` is the diagonal from the bottom left to the top right (╱).
    let Rule::Distinct {
        group: Group::Diagonal,
        cells,
    } = &rules[0]
    else {
        panic!()
    };
    assert!(cells.contains(&8) && cells.contains(&72));
    let Rule::Distinct { cells, .. } = &rules[1] else {
        panic!()
    };
    assert!(cells.contains(&0) && cells.contains(&80));
    assert_eq!(
        rules[2],
        Rule::LittleKiller {
            cells: vec![79, 71],
            sum: 12
        }
    );
    let Rule::LittleKiller { cells, sum: 45 } = &rules[3] else {
        panic!()
    };
    assert_eq!(cells.len(), 9);
    let Rule::Sandwich { cells, sum: 0 } = &rules[4] else {
        panic!()
    };
    assert_eq!(cells[..2], [2, 11]);
    let error = refuse(".LittleKiller~10~R5C5");
    assert_eq!(
        error.to_string(),
        "no little killer diagonal starts at R5C5"
    );
}

#[test]
fn dots_and_the_strict_variants() {
    let puzzle = decode(
        ".WhiteDot~R1C1~R1C2.BlackDot~R1C2~R2C2.X~R3C3~R3C4.V~R4C4~R5C4.StrictKropki.StrictXV",
    );
    let relations: Vec<(Relation, u8)> = puzzle
        .variant
        .rules
        .iter()
        .filter_map(|rule| match rule {
            Rule::Pair(pair) => Some((pair.relation, pair.value)),
            Rule::Negative { relation, values } => Some((*relation, values[0])),
            _ => None,
        })
        .collect();
    let expected = [
        (Relation::Difference, 1),
        (Relation::Ratio, 2),
        (Relation::Sum, 10),
        (Relation::Sum, 5),
        (Relation::Difference, 1),
        (Relation::Ratio, 2),
        (Relation::Sum, 5),
    ];
    assert_eq!(relations, expected);
    let error = refuse(".WhiteDot~R1C1~R3C3");
    assert_eq!(error.to_string(), "a white dot joins no neighbouring cells");
    // ISS's anti-consecutive binds the pairs of dots too, which no rule here says.
    let error = refuse(".AntiConsecutive.WhiteDot~R1C1~R1C2");
    assert_eq!(
        error.to_string(),
        "the ISS constraint 'AntiConsecutive beside kropki dots' is not supported"
    );
}

#[test]
fn jigsaw_layouts_replace_the_boxes_only_without_boxes() {
    let layout =
        "000000021453303021453333221453322221455566121445666111445566667488887777888887777";
    let replaced = decode(&format!(".NoBoxes.Jigsaw~{layout}"));
    // Regions are numbered as their symbols first appear: `0`, `2`, `1`…
    assert_eq!(replaced.variant.regions.as_ref().map(|r| r[8]), Some(2));
    assert!(replaced.variant.rules.is_empty());
    let beside = decode(&format!(".Jigsaw~{layout}"));
    assert!(beside.variant.regions.is_none());
    assert_eq!(counts(&beside), [("extra region", 9)]);
    assert_eq!(
        refuse(".NoBoxes.~R1C1_1").to_string(),
        "the ISS constraint 'NoBoxes' is not supported"
    );
    let uneven = format!(".NoBoxes.Jigsaw~1{}", &layout[1..]);
    assert_eq!(
        refuse(&uneven).to_string(),
        "region '1' has 10 cells, not 9"
    );
}

#[test]
fn whispers_sums_pills_and_region_sum_lines() {
    let puzzle = decode(
        ".Whisper~R1C1~R1C2.Whisper~3~R2C1~R2C2.Sum~10~R1C1~R1C1.PillArrow~2~R5C2~R5C1~R6C1~R7C1",
    );
    let rules = &puzzle.variant.rules;
    assert_eq!(
        rules[0],
        Rule::Whispers {
            cells: vec![0, 1],
            difference: 5
        }
    );
    assert_eq!(
        rules[1],
        Rule::Whispers {
            cells: vec![9, 10],
            difference: 3
        }
    );
    assert_eq!(
        rules[2],
        Rule::LittleKiller {
            cells: vec![0, 0],
            sum: 10
        }
    );
    // The pill reads left to right: its cells in reading order.
    assert_eq!(
        rules[3],
        Rule::Arrow {
            circle: vec![36, 37],
            shaft: vec![45, 54]
        }
    );
    let error = refuse(".Sum~0_=_1_-1~R1C1~R1C2");
    assert_eq!(
        error.to_string(),
        "the ISS constraint 'Sum with coefficients' is not supported"
    );
    // A line that comes back to a box is one rule: the rule sums each stretch on its own.
    let back = decode(".RegionSumLine~R1C3~R1C4~R1C5~R2C4~R2C3");
    assert_eq!(back.variant.rules, [Rule::RegionSum(vec![2, 3, 4, 12, 11])]);
    let once = decode(".RegionSumLine~R1C3~R1C4~R1C5");
    assert_eq!(once.variant.rules, [Rule::RegionSum(vec![2, 3, 4])]);
}

#[test]
fn unsupported_types_and_bad_arguments_are_named() {
    let error = refuse(".Lunchbox~10~R1C1~R1C2~R1C3");
    assert_eq!(
        error.to_string(),
        "the ISS constraint 'Lunchbox' is not supported"
    );
    assert_eq!(
        refuse(".Cage~-5~R1C1~R1C2").to_string(),
        "a killer cage has an unreadable sum '-5'"
    );
    assert_eq!(refuse(".Cage~12").to_string(), "a killer cage needs cells");
    assert_eq!(
        refuse(".~R1C1").to_string(),
        "the given R1C1 names no value"
    );
    assert_eq!(refuse(".Arrow~R1C1").to_string(), "an arrow needs a shaft");
    assert_eq!(
        refuse(".Thermo~R1C1~banana").to_string(),
        "'banana' is not a cell"
    );
    assert_eq!(
        refuse(".And.AntiKing.~R1C1_1").to_string(),
        "an And item is not closed by End"
    );
    assert_eq!(
        counts(&decode(".And.AntiKing.End.~R1C1_1")),
        [("anti-king", 1)]
    );
    assert_eq!(recognise("Cage~5~R1C1"), None);
}
