//! The fast engine of every shape, held to the classic one and to the grids that once
//! stalled it.

use super::random::random_solution;
use super::*;
use crate::shape::Shape;
use crate::solver::sized::classic;

#[test]
fn agrees_with_the_classic_engine_on_small_empty_and_sparse_grids() {
    for shape in ["2x2", "2x3", "3x2", "2x4", "4x2", "3x3"] {
        let shape: Shape = shape.parse().unwrap();
        let empty = Problem::new(SizedGrid::empty(shape));
        assert_eq!(solve(&empty), classic::solve(&empty), "{shape}");
        let mut puzzle = SizedGrid::empty(shape);
        puzzle.set(shape.cells() - 1, 1);
        puzzle.set(shape.size() + 1, 2);
        let puzzle = Problem::new(puzzle);
        assert_eq!(solve(&puzzle), classic::solve(&puzzle), "{shape}");
        assert_eq!(count(&puzzle, 50), classic::count(&puzzle, 50), "{shape}");
    }
}

#[test]
fn a_solution_avoiding_a_value_differs_there() {
    let empty = SizedGrid::empty(Shape::for_size(4).unwrap());
    let other = solve_avoiding(&Problem::new(empty.clone()), 0, 1).unwrap();
    assert!(other.solves(&empty) && other.get(0) != 1);
    let full: SizedGrid = "1234341221434321".parse().unwrap();
    let problem = Problem::new(full.clone());
    assert_eq!(solve_avoiding(&problem, 0, 1), None);
    assert_eq!(solve_avoiding(&problem, 0, 2), Some(full));
}

#[test]
fn a_search_leaning_toward_a_solution_meets_it_first() {
    let shape = Shape::for_size(9).unwrap();
    let mut draws = 7_usize;
    let known = random_solution(shape, &mut |bound| {
        draws = draws.wrapping_mul(2_654_435_761).wrapping_add(1);
        draws % bound
    });
    let tables = Tables::new(shape, Some(&Default::default()));
    let empty = Problem::new(SizedGrid::empty(shape));
    // Avoiding a value the known solution does not put in the last cell, a search that leans
    // toward it keeps to it all the way; one that does not meets another solution first.
    let other = known.get(80) % 9 + 1;
    let free = avoiding_with(&tables, &empty, 80, other, Weights::new(&tables));
    assert_ne!(free.as_ref(), Some(&known));
    let leaning = Weights::leaning(&tables, &known);
    let leant = avoiding_with(&tables, &empty, 80, other, leaning);
    assert_eq!(leant, Some(known));
}

#[test]
fn allowed_values_narrow_the_solutions() {
    let empty = SizedGrid::empty(Shape::for_size(4).unwrap());
    // The first cell may not hold 1: the smallest solution starts with 2.
    let problem = Problem::new(empty).avoiding(0, 1);
    assert_eq!(solve(&problem), classic::solve(&problem));
    assert_eq!(solve(&problem).unwrap().get(0), 2);
    assert_eq!(count(&problem, 1000), 288 * 3 / 4);
    assert_eq!(count(&problem.restricted(1, 0), 1000), 0);
}

/// A 15×15 with its last rows full and its first ten nearly empty (met by fuzzing): one
/// question of the walk to the smallest solution once searched a dead subtree for ever.
/// With restarts the walk ends, on a solution that keeps the givens.
#[test]
fn a_question_of_the_smallest_solution_that_goes_wrong_starts_over() {
    let puzzle: SizedGrid = concat!(
        "....................................................................7931AC68.......................................",
        ".............................................E569D16EBC945D28F73AED3CAF89271B465B856F431CE27DA99417265DBAF3CE8",
    )
    .parse()
    .unwrap();
    let smallest = solve(&Problem::new(puzzle.clone())).unwrap();
    assert!(smallest.solves(&puzzle));
    assert_eq!(
        smallest.to_string(),
        concat!(
            "214357689BACEDF6789BACEFD42153ACDFE123456897B326175ABEC9D8F445BED8F27931AC68FCA93D4165E2B753721B9C64DAF8ECB948DEA5F",
            "76312FEAD621783B954CD9F53E76A8C4B217A284CBF31E569D16EBC945D28F73AED3CAF89271B465B856F431CE27DA99417265DBAF3CE8",
        )
    );
}

/// Three sparse 15×15 grids with many solutions (met by fuzzing), on which the walk to the
/// smallest solution took 44 s, 48 s and over a minute in a release build: once asking
/// whether any of three smaller values fits a cell in one search, once proving a value cannot
/// fit with the weights learnt by its restarts, where a fresh search proves it in
/// milliseconds, and once branching by house weights far from a contradiction that conflict
/// scores find at once. Each answer was certified outside this project by OR-Tools CP-SAT
/// (no smaller value fits any cell, the cells before it fixed).
#[test]
fn the_walk_asks_each_smaller_value_alone_and_a_fresh_search_by_scores_too() {
    for (puzzle, smallest) in [
        (
            concat!(
                "....53AF........9AF1B567............................32D7........A1846E3F........",
                "A795CDB4............................3852............1B994BA3C678....1FF6........",
                "....................6B92........5A71C45D7E8A....36A783F5.........",
            ),
            concat!(
                "286C53AFD1479EBE9AF1B5674283CD3D74B29CE8156FA4159CFB32D76A8E72DBA1846E3FC9583F",
                "E6A795CDB4215A16283B9FCE7D4BEC796D14AF3852DF384E25C76A1B994BA3C67825DE1FF62D894",
                "E15ACB73C5E17DFA3B942686B92E4CDF3815A71C45D7E8A9B2F36A783F512B6E9D4C",
            ),
        ),
        (
            concat!(
                "....................872B............ECA67B3125.9....6FDA........................",
                "....845F............C2E5DBFEC65D....8137............................CF9B........",
                "....38342CB1FE96....A97F............................DBE1.........",
            ),
            concat!(
                "1267B3459F8ACDE3ACED872B1546F94589FDECA67B31257912436FDAC8EBF6A4825BCE37D91CEB",
                "D379A1845F267413A9F86BC2E5DBFEC65D42A98137D8259EC137BFA64ED561A837429BCF9BFA762",
                "D5C1E4838342CB1FE96D57AA97F5C6E43D12B821384FB7D5E69AC6CDBE1A982F3745",
            ),
        ),
        (
            concat!(
                "....................16D4............A5B26D7944.B....851A........................",
                "....3924............24DFCA63BC42....91E8............................6ECB........",
                "....92E675F19A4D....BC72........953E................A1D5.........",
            ),
            concat!(
                "324D678C9E15BAF579AB16D4F38EC218CEF3A5B26D79443B629C851AEF7D7159A24EFD83CB68DFCE",
                "6BA739241595E81A376B24DFCA63BC42FD5791E8D42F7E918CB653AFAD49B73C85126ECB138D52E6",
                "F7A492E675F19A4DC38BBC7248D61AEF953E9853CFB274A6D16FA1D5E439CB827",
            ),
        ),
    ] {
        let puzzle: SizedGrid = puzzle.parse().unwrap();
        assert_eq!(solve(&Problem::new(puzzle)).unwrap().to_string(), smallest);
    }
}

/// Two sparse 16×16 grids with many solutions (met by fuzzing) on which the walk's
/// questions searched for over two minutes each: with the subset rule they take
/// milliseconds, on the classic engine's answer.
#[test]
fn the_subset_rule_settles_the_walk_on_sparse_grids_with_many_solutions() {
    for puzzle in [
        concat!(
            "2C6B....3DF8AG1E....36B8....DC527E45D2FA................................E2D1....",
            "EABDC1258F94G637................................BF92AD5E743G18C6....1793........",
            "............4E7B................................................4B5GFED21673CA89",
            "C6F84917GA2E3BD5",
        ),
        concat!(
            "................................................................................",
            "................351DEG76FBC2........4BCF........F34G....................54FB....",
            "B165F7G4A928........BE52........................................1FC3G64B259EA8D7",
            "E6G92CFA4D871B35",
        ),
    ] {
        let puzzle = Problem::new(puzzle.parse().unwrap());
        assert_eq!(solve(&puzzle), classic::solve(&puzzle));
    }
}

/// A 14×14 (boxes of 2×7) with four givens, met by fuzzing: the walk's questions ran on it
/// for over three minutes; with the subset rule it takes under a tenth of a second. The
/// answer was checked outside this project by a constraint solver (OR-Tools CP-SAT), which
/// proved no solution smaller at each cell.
#[test]
fn the_subset_rule_settles_a_sparse_grid_with_boxes_of_two_rows() {
    let mut puzzle = SizedGrid::empty("2x7".parse().unwrap());
    for (cell, value) in [(172, 7), (173, 11), (174, 5), (175, 9)] {
        puzzle.set(cell, value);
    }
    assert_eq!(
        solve(&Problem::new(puzzle)).unwrap().to_string(),
        concat!(
            "123456789ABCDE89ABCDE123456721436587A9CBED7A9CBED214365834128765BCDE9A5BCDE9A341",
            "2786432518967BEDAC67BEDAC4325819956721BADE83C4CDE8A34B561972B8563C2DE79A41DE7A94",
            "1C85623BE6817B59CDA423ACD9423E6871B5",
        )
    );
}

/// A 24×24 fill whose draws once led the random search into a dead subtree it never left
/// (met by the differential test): with restarts it ends, with a valid grid.
#[test]
fn a_random_fill_that_goes_wrong_starts_over() {
    let shape: Shape = "4x6".parse().unwrap();
    let mut state: u64 = 9_638_965_154_356_480_861;
    let mut draw = |bound: usize| {
        // xorshift64, as the differential test draws.
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % bound as u64) as usize
    };
    let grid = random_solution(shape, &mut draw);
    assert!(grid.solves(&SizedGrid::empty(shape)));
}

#[test]
fn only_grids_past_nine_by_nine_without_propagated_rules_take_up_subsets() {
    let nine = Shape::for_size(9).unwrap();
    let sixteen = Shape::for_size(16).unwrap();
    assert!(takes_subsets(tables(sixteen)));
    assert!(!takes_subsets(&Tables::new(
        nine,
        Some(&Default::default())
    )));
    let cage = crate::variant::Variant {
        regions: None,
        rules: vec![crate::variant::Rule::Cage {
            cells: vec![0, 1],
            sums: vec![3],
        }],
    };
    assert!(!takes_subsets(&Tables::new(sixteen, Some(&cage))));
}
