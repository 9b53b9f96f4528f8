//! The fast engine held to the classic one on random variant puzzles: a random solution grid,
//! random rules that it keeps (and now and then one it breaks), a random share of its cells
//! given. Both engines must give the same smallest solution and the same count up to 3, and
//! the fast one's solution must keep every rule.

mod common;

use std::sync::Arc;

use proptest::prelude::*;
use resol::solver::{random_solution, true_candidates};
use resol::variant::{
    Checker, Clue, GlobalRule, Group, Index, Pair, Pairwise, Relation, Rule, Variant, orthogonal,
};
use resol::{Algorithm, Problem, Shape, SizedGrid, count, solve};

/// A small stream of draws: xorshift64 from a seed.
struct Draws(u64);

impl Draws {
    fn below(&mut self, bound: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % bound as u64) as usize
    }
}

/// A random walk of `length` cells through orthogonal neighbours, each new.
fn walk(n: usize, length: usize, draws: &mut Draws) -> Vec<usize> {
    let mut cells = vec![draws.below(n * n)];
    while cells.len() < length {
        let last = *cells.last().unwrap();
        let next: Vec<usize> = orthogonal(n, last).filter(|c| !cells.contains(c)).collect();
        if next.is_empty() {
            break;
        }
        cells.push(next[draws.below(next.len())]);
    }
    cells
}

/// A random rule of any kind over a grid of size `n`; the values it names are drawn so that
/// `solution` often keeps it.
fn random_rule(n: usize, solution: &SizedGrid, draws: &mut Draws) -> Rule {
    let value = |cell: usize| u32::from(solution.get(cell));
    let length = 2 + draws.below(4);
    let cells = walk(n, length, draws);
    let sum = |cells: &[usize]| cells.iter().map(|&c| value(c)).sum::<u32>();
    match draws.below(26) {
        0 => Rule::Cage {
            sums: vec![sum(&cells)],
            cells,
        },
        1 => {
            let (a, b) = (cells[0], cells[1]);
            let (x, y) = (value(a) as u8, value(b) as u8);
            let (relation, marker) = match draws.below(3) {
                0 => (Relation::Difference, x.abs_diff(y)),
                1 => (Relation::Ratio, x.max(y) / x.min(y)),
                _ => (Relation::Sum, x + y),
            };
            Rule::Pair(Pair {
                cells: [a, b],
                relation,
                value: marker.max(1),
            })
        }
        2 => {
            let mut sorted = cells;
            sorted.sort_by_key(|&c| value(c));
            Rule::Thermometer(sorted)
        }
        3 => Rule::Renban(cells),
        4 => Rule::Whispers {
            cells,
            difference: 1 + draws.below(n / 2) as u8,
        },
        5 => Rule::Palindrome(cells),
        6 => {
            let mut line = cells;
            let (low, high) = (0..line.len()).fold((0, 0), |(l, h), i| {
                (
                    if value(line[i]) < value(line[l]) {
                        i
                    } else {
                        l
                    },
                    if value(line[i]) > value(line[h]) {
                        i
                    } else {
                        h
                    },
                )
            });
            let (first, last) = (line[low], line[high]);
            line.retain(|&c| c != first && c != last);
            line.insert(0, first);
            line.push(last);
            Rule::Between(line)
        }
        7 => Rule::RegionSum(cells),
        8 => {
            let shaft = &cells[1..];
            let total = sum(shaft);
            let circle = (0..n * n)
                .filter(|&c| value(c) == total && !shaft.contains(&c))
                .min()
                .unwrap_or(cells[0]);
            Rule::Arrow {
                circle: vec![circle],
                shaft: shaft.to_vec(),
            }
        }
        9 => {
            let start = draws.below(n);
            let diagonal: Vec<usize> = (0..n - start).map(|i| i * n + start + i).collect();
            Rule::LittleKiller {
                sum: sum(&diagonal),
                cells: diagonal,
            }
        }
        10 => {
            let row = draws.below(n);
            let line: Vec<usize> = (0..n).map(|c| row * n + c).collect();
            let place = |v: u32| line.iter().position(|&c| value(c) == v).unwrap();
            let (a, b) = (place(1), place(n as u32));
            let inside = &line[a.min(b) + 1..a.max(b)];
            Rule::Sandwich {
                sum: sum(inside),
                cells: line,
            }
        }
        11 => {
            let least = (0..n * n)
                .min_by_key(|&c| (value(c), draws.below(n)))
                .unwrap();
            if draws.below(2) == 0 {
                Rule::Minimum(cells)
            } else {
                Rule::Maximum(vec![least, cells[0]])
            }
        }
        12 => {
            let odd = cells
                .iter()
                .filter(|&&c| value(c) % 2 == 1)
                .copied()
                .collect();
            Rule::Odd(odd)
        }
        13 => Rule::Distinct {
            group: Group::ExtraRegion,
            cells,
        },
        20 => Rule::double_arrow(&cells).unwrap_or(Rule::Renban(cells)),
        21 => Rule::zipper(&cells).unwrap_or(Rule::Palindrome(cells)),
        22 => {
            // Some of the values of a 2×2 square, one of them now and then twice.
            let corner = draws.below(n - 1) * n + draws.below(n - 1);
            let square = vec![corner, corner + 1, corner + n, corner + n + 1];
            let mut values: Vec<u8> = square.iter().map(|&c| solution.get(c)).collect();
            values.truncate(1 + draws.below(4));
            if draws.below(4) == 0 {
                values.push(values[0]);
            }
            Rule::Quadruple {
                cells: square,
                values,
            }
        }
        23 => {
            // A row or a column, from either side, with the clue its values give.
            let (line, clue) = (
                random_line(n, draws),
                [Clue::XSum, Clue::Skyscraper][draws.below(2)],
            );
            let values: Vec<u32> = line.iter().map(|&c| value(c)).collect();
            let value = match clue {
                Clue::XSum => values[..values[0] as usize].iter().sum(),
                Clue::Skyscraper => {
                    let mut highest = 0;
                    let mut seen = 0;
                    for &v in &values {
                        if v > highest {
                            highest = v;
                            seen += 1;
                        }
                    }
                    seen
                }
            };
            Rule::Outside {
                clue,
                cells: line,
                value,
            }
        }
        24 => {
            let line = random_line(n, draws);
            let clue = solution.get(line[usize::from(solution.get(line[0])) - 1]);
            Rule::Pairwise(Pairwise::NumberedRoom { cells: line, clue })
        }
        25 => {
            // One segment, or two when the walk's first cell alone sums as the rest does.
            let total = sum(&cells);
            let split = sum(&cells[1..]) == value(cells[0]);
            Rule::SumLine {
                sum: if split { value(cells[0]) } else { total },
                looped: draws.below(3) == 0,
                cells,
            }
        }
        _ => Rule::Pairwise(random_pairwise(n, solution, cells, draws)),
    }
}

/// A random row or column of a grid of size `n`, read from either end.
fn random_line(n: usize, draws: &mut Draws) -> Vec<usize> {
    let index = draws.below(n);
    let mut line: Vec<usize> = match draws.below(2) {
        0 => (0..n).map(|c| index * n + c).collect(),
        _ => (0..n).map(|r| r * n + index).collect(),
    };
    if draws.below(2) == 0 {
        line.reverse();
    }
    line
}

/// A random rule that binds cells two by two, over `cells` or near them.
fn random_pairwise(
    n: usize,
    solution: &SizedGrid,
    cells: Vec<usize>,
    draws: &mut Draws,
) -> Pairwise {
    let value = |cell: usize| solution.get(cell);
    match draws.below(6) {
        0 => {
            // Each cell's clone holds the same value somewhere else.
            let clones = cells
                .iter()
                .map(|&c| {
                    let same: Vec<usize> = (0..n * n).filter(|&o| value(o) == value(c)).collect();
                    same[draws.below(same.len())]
                })
                .collect();
            Pairwise::Clone { cells, clones }
        }
        1 => Pairwise::Nabner(cells),
        2 => Pairwise::Entropic(cells),
        3 => Pairwise::Modular {
            cells,
            modulus: 2 + draws.below(3) as u8,
        },
        4 => {
            let mut sorted = cells;
            sorted.sort_by_key(|&c| value(c));
            Pairwise::SlowThermometer(sorted)
        }
        _ => {
            let kind = [Index::Row, Index::Column, Index::Region][draws.below(3)];
            // Indexer cells the solution keeps, a few of them.
            let mut kept: Vec<usize> = (0..n * n)
                .filter(|&cell| {
                    let rule = Rule::Pairwise(Pairwise::Indexer {
                        kind,
                        cells: vec![cell],
                    });
                    let single = Variant {
                        regions: None,
                        rules: vec![rule],
                    };
                    let shape = Shape::for_variant(n).unwrap();
                    Checker::new(&single, shape).check(solution.cells()).is_ok()
                })
                .collect();
            let start = draws.below(kept.len().max(1)).min(kept.len());
            kept.rotate_left(start);
            kept.truncate(1 + draws.below(3));
            Pairwise::Indexer { kind, cells: kept }
        }
    }
}

/// A random variant puzzle of one of the `sizes` (a prime size's without boxes: irregular
/// regions or a Latin square).
fn random_puzzle(seed: u64, sizes: &[usize]) -> Problem {
    let mut draws = Draws(seed | 1);
    let shape = sizes[draws.below(sizes.len())];
    let shape = Shape::for_variant(shape).unwrap();
    let n = shape.size();
    let solution = random_solution(shape, &mut |bound| draws.below(bound));
    let mut rules = Vec::new();
    for _ in 0..1 + draws.below(6) {
        let rule = random_rule(n, &solution, &mut draws);
        let single = Variant {
            regions: None,
            rules: vec![rule.clone()],
        };
        // Mostly rules the solution keeps, now and then one it breaks.
        if draws.below(8) == 0 || Checker::new(&single, shape).check(solution.cells()).is_ok() {
            rules.push(rule);
        }
    }
    let regions = (draws.below(4) == 0).then(|| irregular_regions(shape, &solution, &mut draws));
    if draws.below(6) == 0 {
        // A rule named alone, or taxicab at a distance up to two past the grid's reach.
        let named = GlobalRule::NAMED;
        let global = match draws.below(named.len() + 3) {
            drawn if drawn < named.len() => named[drawn].1,
            _ => GlobalRule::Taxicab(1 + draws.below(2 * n) as u32),
        };
        rules.extend(global.rules(shape, regions.is_some()).unwrap_or_default());
    }
    // The classic engine takes long on sparse grids with few rules: 5×5 to 9×9 puzzles keep
    // enough givens for it to answer in milliseconds.
    let keep = match n {
        4 => draws.below(90),
        5 | 6 => 30 + draws.below(60),
        _ => 45 + draws.below(40),
    };
    let mut givens = solution.clone();
    for cell in 0..shape.cells() {
        if draws.below(100) >= keep {
            givens.set(cell, 0);
        }
    }
    Problem::new(givens).with_variant(Arc::new(Variant { regions, rules }))
}

/// Irregular regions that `solution` keeps: the boxes, with cells of the same value traded
/// between regions again and again (each region keeps N cells and every value once).
fn irregular_regions(shape: Shape, solution: &SizedGrid, draws: &mut Draws) -> Vec<u8> {
    let mut regions: Vec<u8> = (0..shape.cells()).map(|c| shape.box_of(c) as u8).collect();
    for _ in 0..20 + draws.below(80) {
        let a = draws.below(shape.cells());
        let same: Vec<usize> = (0..shape.cells())
            .filter(|&b| solution.get(b) == solution.get(a) && regions[b] != regions[a])
            .collect();
        if let Some(&b) = same.get(draws.below(same.len().max(1))) {
            regions.swap(a, b);
        }
    }
    regions
}

/// Cases of the differential property: 200 by default, `RESOL_VARIANT_CASES` to change it (CI
/// runs more in a release build).
fn variant_cases() -> u32 {
    common::cases("RESOL_VARIANT_CASES", 200)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(variant_cases()))]

    #[test]
    fn fast_and_classic_agree_on_variant_puzzles(seed in any::<u64>()) {
        let problem = random_puzzle(seed, &[4, 5, 6, 7, 9]);
        let fast = solve(&problem, Algorithm::Fast);
        if let Some(solution) = &fast {
            prop_assert!(problem.is_solved_by(solution), "{problem:?} -> {solution:?}");
        }
        prop_assert_eq!(&fast, &solve(&problem, Algorithm::Classic), "{:?}", problem);
        prop_assert_eq!(
            count(&problem, 3, Algorithm::Fast),
            count(&problem, 3, Algorithm::Classic),
            "{:?}", problem
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(variant_cases() / 3))]

    #[test]
    fn true_candidates_are_the_values_some_solution_puts_in_each_cell(seed in any::<u64>()) {
        // The classic engine answers each cell's every value: small grids only.
        let problem = random_puzzle(seed, &[4, 5, 6]);
        let found = true_candidates(&problem, Algorithm::Fast);
        let expected: Option<Vec<u32>> = (count(&problem, 1, Algorithm::Classic) > 0).then(|| {
            (0..problem.shape().cells())
                .map(|cell| {
                    (0..problem.shape().size())
                        .filter(|&v| {
                            let asked = problem.clone().restricted(cell, 1 << v);
                            count(&asked, 1, Algorithm::Classic) > 0
                        })
                        .fold(0, |mask, v| mask | 1 << v)
                })
                .collect()
        });
        prop_assert_eq!(&found, &expected, "{:?}", problem);
        prop_assert_eq!(true_candidates(&problem, Algorithm::Classic), expected);
    }
}

/// The Miracle rules (anti-king, anti-knight, nonconsecutive) on an empty grid: 72 solutions,
/// the count known since Cracking the Cryptic's Miracle Sudoku.
#[test]
fn the_miracle_rules_on_an_empty_grid_have_seventy_two_solutions() {
    let mut rules = Vec::new();
    for global in [
        GlobalRule::AntiKing,
        GlobalRule::AntiKnight,
        GlobalRule::Nonconsecutive,
    ] {
        rules.extend(global.rules(Shape::NINE, false).unwrap());
    }
    let problem = Problem::new(SizedGrid::empty(Shape::NINE)).with_variant(Arc::new(Variant {
        regions: None,
        rules,
    }));
    assert_eq!(count(&problem, 1000, Algorithm::Fast), 72);
}
