//! Every kind of rule drawn in its group, under its class, in its layer; the margins it needs.

use super::*;
use crate::parse::variant::{read, recognise};
use crate::variant::{Group, Index, Pair, Relation};

/// A 9×9 grid of 10-unit cells at the page's corner.
fn frame() -> Frame {
    Frame {
        origin: Point::new(0.0, 0.0),
        cell: 10.0,
        size: 9,
    }
}

/// The classes of the groups of a layer, in order.
fn classes(items: &[Item]) -> Vec<String> {
    let class = |item: &Item| match item {
        Item::Group { class, .. } => Some(class.clone()),
        Item::Shape(..) => None,
    };
    items.iter().filter_map(class).collect()
}

/// The classes of the drawing of `rules`, under the grid, over it (the legend's last).
fn drawn_classes(rules: Vec<Rule>) -> (Vec<String>, Vec<String>) {
    let variant = Variant {
        regions: None,
        rules,
    };
    let drawing = draw_rules(&variant, frame());
    (classes(&drawing.below_grid), classes(&drawing.above_grid))
}

/// The rules of the variant form on `line`.
fn read_line(line: &str) -> Variant {
    let form = recognise(line).expect("a variant form");
    read(line, form).expect("a well-formed puzzle").variant
}

/// The first line of an example file that is not a comment.
fn example(name: &str) -> String {
    let path = format!("{}/examples/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    let line = text
        .lines()
        .find(|line| !line.starts_with('#') && !line.is_empty());
    line.unwrap().to_string()
}

#[test]
fn every_rule_is_one_group_named_by_its_f_puzzles_key() {
    let row: Vec<usize> = (0..9).collect();
    let column: Vec<usize> = (0..9).map(|r| r * 9).collect();
    let pair = |relation, value| {
        Rule::Pair(Pair {
            cells: [0, 1],
            relation,
            value,
        })
    };
    let rules = vec![
        Rule::Cage {
            cells: vec![0, 1],
            sums: vec![3],
        },
        Rule::Thermometer(vec![0, 1, 2]),
        Rule::Arrow {
            circle: vec![0],
            shaft: vec![1, 2],
        },
        pair(Relation::Difference, 1),
        pair(Relation::Ratio, 2),
        pair(Relation::Sum, 10),
        Rule::LittleKiller {
            cells: vec![1, 11],
            sum: 5,
        },
        Rule::Sandwich {
            cells: row.clone(),
            sum: 10,
        },
        Rule::Outside {
            clue: Clue::XSum,
            cells: column.clone(),
            value: 12,
        },
        Rule::Outside {
            clue: Clue::Skyscraper,
            cells: row.clone(),
            value: 3,
        },
        Rule::Distinct {
            group: Group::Diagonal,
            cells: (0..9).map(|i| i * 9 + i).collect(),
        },
        Rule::Distinct {
            group: Group::Diagonal,
            cells: (0..9).map(|i| i * 9 + 8 - i).collect(),
        },
        Rule::Renban(vec![3, 4]),
        Rule::Whispers {
            cells: vec![3, 4],
            difference: 5,
        },
        Rule::Palindrome(vec![3, 4]),
        Rule::Between(vec![3, 4, 5]),
        Rule::RegionSum(vec![3, 4]),
        Rule::Pairwise(Pairwise::Nabner(vec![3, 4])),
        Rule::Pairwise(Pairwise::Entropic(vec![3, 4, 5])),
        Rule::Pairwise(Pairwise::Modular {
            cells: vec![3, 4, 5],
            modulus: 3,
        }),
        Rule::Pairwise(Pairwise::SlowThermometer(vec![3, 4])),
        Rule::Pairwise(Pairwise::NumberedRoom {
            cells: row.clone(),
            clue: 4,
        }),
        Rule::double_arrow(&[3, 4, 5]).unwrap(),
        Rule::zipper(&[3, 4, 5]).unwrap(),
        Rule::SumLine {
            cells: vec![3, 4],
            sum: 10,
            looped: false,
        },
        Rule::EqualSums {
            kind: Sums::Segments,
            parts: vec![vec![3], vec![4]],
        },
        Rule::Quadruple {
            cells: vec![0, 1, 9, 10],
            values: vec![1, 2],
        },
    ];
    let (below, above) = drawn_classes(rules);
    assert!(below.is_empty(), "{below:?}");
    let expected = [
        "killercage",
        "thermometer",
        "arrow",
        "difference",
        "ratio",
        "xv",
        "littlekillersum",
        "sandwichsum",
        "xsum",
        "skyscraper",
        "diagonal-",
        "diagonal+",
        "renban",
        "whispers",
        "palindrome",
        "betweenline",
        "regionsumline",
        "nabner",
        "entropicline",
        "modularline",
        "slowthermometer",
        "numberedroom",
        "doublearrow",
        "zipperline",
        "sum-line",
        "equal-sums",
        "quadruple",
    ];
    assert_eq!(above, expected);
}

#[test]
fn shaded_cells_are_drawn_under_the_grid_lines() {
    let rules = vec![
        Rule::Distinct {
            group: Group::ExtraRegion,
            cells: vec![0, 1],
        },
        Rule::Distinct {
            group: Group::Window,
            cells: vec![10, 11],
        },
        Rule::Odd(vec![0]),
        Rule::Even(vec![1]),
        Rule::Minimum(vec![2]),
        Rule::Maximum(vec![3]),
        Rule::Pairwise(Pairwise::Clone {
            cells: vec![0],
            clones: vec![80],
        }),
        Rule::Pairwise(Pairwise::Indexer {
            kind: Index::Row,
            cells: vec![0],
        }),
        Rule::Pairwise(Pairwise::Indexer {
            kind: Index::Column,
            cells: vec![0],
        }),
        Rule::Pairwise(Pairwise::Indexer {
            kind: Index::Region,
            cells: vec![0],
        }),
    ];
    let (below, above) = drawn_classes(rules);
    let expected = [
        "extraregion",
        "extraregion",
        "odd",
        "even",
        "minimum",
        "maximum",
        "clone",
        "rowindexer",
        "columnindexer",
        "boxindexer",
    ];
    assert_eq!(below, expected);
    assert!(above.is_empty());
}

#[test]
fn rules_of_the_whole_grid_are_named_once_each_in_the_legend() {
    let negative = |relation, values| Rule::Negative { relation, values };
    let disjoint = |cells| Rule::Distinct {
        group: Group::Disjoint,
        cells,
    };
    let rules = vec![
        Rule::AntiKnight,
        Rule::AntiKing,
        negative(Relation::Difference, vec![1]),
        negative(Relation::Ratio, vec![2]),
        negative(Relation::Sum, vec![5, 10]),
        disjoint(vec![0, 3]),
        disjoint(vec![1, 4]),
        Rule::Pairwise(Pairwise::Knightmare),
        Rule::Pairwise(Pairwise::DiagonalNonconsecutive),
        Rule::Pairwise(Pairwise::SelfTaxicab),
        Rule::Pairwise(Pairwise::Taxicab { distance: 3 }),
    ];
    let variant = Variant {
        regions: None,
        rules: rules.clone(),
    };
    let (below, above) = drawn_classes(rules);
    assert!(below.is_empty());
    let expected = [
        "antiknight",
        "antiking",
        "nonconsecutive",
        "negative",
        "negative",
        "disjointgroups",
        "knightmare",
        "diagonal-nonconsecutive",
        "self-taxicab",
        "taxicab",
    ];
    assert_eq!(above, expected);
    let margins = margins(&variant, 9);
    assert!(margins.bottom > 1.0, "the legend takes several lines");
    assert_eq!((margins.top, margins.left, margins.right), (0.0, 0.0, 0.0));
}

#[test]
fn outside_clues_take_a_cell_of_room_on_their_side() {
    let row: Vec<usize> = (9..18).collect();
    let backwards: Vec<usize> = row.iter().rev().copied().collect();
    let variant = Variant {
        regions: None,
        rules: vec![
            Rule::Sandwich {
                cells: row,
                sum: 10,
            },
            Rule::Outside {
                clue: Clue::Skyscraper,
                cells: backwards,
                value: 2,
            },
        ],
    };
    let margins = margins(&variant, 9);
    assert_eq!(
        margins,
        Margins {
            top: 0.0,
            right: 1.0,
            bottom: 0.0,
            left: 1.0
        }
    );
}

#[test]
fn a_puzzle_without_outside_clues_or_legend_has_no_margins() {
    let killer = read_line(&example("killer.txt"));
    assert_eq!(margins(&killer, 9), Margins::default());
    assert_eq!(margins(&Variant::default(), 9), Margins::default());
    let jigsaw = read_line(&example("jigsaw.txt"));
    assert_eq!(margins(&jigsaw, 9), Margins::default());
    assert_eq!(draw_rules(&jigsaw, frame()), RuleDrawing::default());
}

#[test]
fn examples_are_drawn_with_their_rules_classes() {
    let killer = read_line(&example("killer.txt"));
    let drawing = draw_rules(&killer, frame());
    let cages = classes(&drawing.above_grid);
    assert_eq!(cages.len(), killer.rules.len());
    assert!(cages.iter().all(|class| class == "killercage"));

    let fpuzzles = read_line(&example("fpuzzles.txt"));
    let drawing = draw_rules(&fpuzzles, frame());
    let above = classes(&drawing.above_grid);
    assert!(above.contains(&"thermometer".to_string()), "{above:?}");
    assert!(above.contains(&"killercage".to_string()), "{above:?}");

    let iss = read_line(".Shape~9x9.XSum~R1~15.LittleKiller~10~R1C2.Windoku.AntiKnight");
    let drawing = draw_rules(&iss, frame());
    assert_eq!(classes(&drawing.below_grid).len(), 4, "four windows");
    assert_eq!(
        classes(&drawing.above_grid),
        ["xsum", "littlekillersum", "antiknight"]
    );
    let margins = margins(&iss, 9);
    assert_eq!((margins.top, margins.left), (1.0, 1.0));
}
