//! The killer short form, SudoCue's long form and jigsaw lines: how they are told from classic
//! lines, and what they read as.

use super::{assert_solves, cages, counts, decode, refuse};
use crate::parse::variant::{Form, recognise};
use crate::symbols::Symbols;

/// ISS's example jigsaw (`example_puzzles.js`), and its solution.
const JIGSAW: &str = ".NoBoxes.Jigsaw~000000021453303021453333221453322221455566121445666111445566667488887777888887777.~R1C1_3~R1C9_7~R2C1_1~R2C9_5~R3C5_6~R3C6_8~R4C3_5~R4C5_1~R4C6_9~R5C4_9~R6C9_2~R7C1_8~R7C6_3~R8C4_2~R8C5_3~R8C6_5~R8C9_1~R9C8_9";
const JIGSAW_SOLUTION: &str =
    "364891527189374265542168739625719843213987456937456182876523914498235671751642398";

#[test]
fn the_short_form_follows_its_arrows_to_the_sums() {
    // 3 in r1c1 with r1c2; H (17) in r1c9 with r1c3 to r1c8 and r2c9 below it; every other
    // cell a cage of its own, of sum 9.
    let line = format!("3<>>>>>>H{}^{}", "9".repeat(8), "9".repeat(63));
    assert_eq!(line.len(), 81);
    assert_eq!(recognise(&line), Some(Form::KillerShort));
    let puzzle = decode(&line);
    let cages = cages(&puzzle);
    assert_eq!(cages[0], (vec![0, 1], vec![3]));
    assert_eq!(cages[1], (vec![2, 3, 4, 5, 6, 7, 8, 17], vec![17]));
    assert_eq!(cages.len(), 2 + 71);
    // `.` is the down-right arrow: a line of digits and dots alone is a classic line.
    let classic =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    assert_eq!(recognise(classic), None);
    let looped = format!("><{}", "9".repeat(79));
    assert_eq!(
        refuse(&looped).to_string(),
        "the arrows from r1c1 go round in a loop"
    );
}

#[test]
fn sudocue_numbers_are_sums_and_cages_and_d_adds_the_diagonals() {
    let cell = |sum: u32, cage: u32| (sum * 256 + cage).to_string();
    let mut fields = vec![cell(3, 1), cell(3, 1)];
    fields.extend((2..81).map(|i| cell(if i < 10 { 0 } else { 45 }, 2 + i / 9)));
    let line = format!("3x3::k:{}:", fields.join(":"));
    assert_eq!(recognise(&line), Some(Form::KillerSudoCue));
    let puzzle = decode(&line);
    assert_eq!(cages(&puzzle)[0], (vec![0, 1], vec![3]));
    assert_eq!(cages(&puzzle).len(), 9);
    let diagonal = decode(&line.replacen("3x3::k:", "3x3:d:k:", 1));
    assert_eq!(counts(&diagonal)[0], ("diagonal", 2));
    // Any other flag is a rule not read: refused, never solved without it.
    for flag in ["D", "x", "dd"] {
        let flagged = line.replacen("3x3::k:", &format!("3x3:{flag}:k:"), 1);
        assert_eq!(
            refuse(&flagged).to_string(),
            format!("the SudoCue flag '{flag}' is not supported (none, or d for both diagonals)")
        );
    }
    let short = "3x3::k:1:2:3:";
    assert!(
        refuse(short)
            .to_string()
            .starts_with("a SudoCue killer line is 3x3::k: and 81")
    );
    let bad = line.replacen(&cell(3, 1), "x", 1);
    assert_eq!(
        refuse(&bad).to_string(),
        "the SudoCue field of r1c1 is 'x', not a number"
    );
}

#[test]
fn a_jigsaw_line_is_givens_then_regions() {
    let iss = decode(JIGSAW);
    assert_solves(&iss, JIGSAW_SOLUTION);
    let givens: String = iss
        .grid
        .symbols(Symbols::Standard)
        .map(char::from)
        .collect();
    let layout =
        "000000021453303021453333221453322221455566121445666111445566667488887777888887777";
    let line = format!("{givens}{layout}");
    assert_eq!(line.len(), 162);
    assert_eq!(recognise(&line), Some(Form::Jigsaw));
    let puzzle = decode(&line);
    assert_eq!(puzzle, iss);
    assert_solves(&puzzle, JIGSAW_SOLUTION);
    // A 4×4 jigsaw: 32 characters, regions in any symbols.
    let four = decode("1.......4.......aabbaabbccddccdd");
    assert_eq!(four.grid.get(0), 1);
    assert!(four.variant.regions.is_none(), "the layout is the boxes");
    // A layout of N regions, uneven, is a jigsaw line with a mistake: it is refused, with
    // its region named.
    let uneven = format!("{givens}1{}", &layout[1..]);
    assert_eq!(recognise(&uneven), Some(Form::Jigsaw));
    // One of more than N regions is not: a line of that length may be half of a larger
    // grid's cells.
    assert_eq!(recognise(&format!("{givens}Z{}", &layout[1..])), None);
    let error = crate::parse::variant::read(&uneven, Form::Jigsaw).expect_err("uneven");
    assert_eq!(error.to_string(), "region '1' has 10 cells, not 9");
    let letter = format!("x{}{layout}", &givens[1..]);
    assert_eq!(
        refuse(&letter).to_string(),
        "cell r1c1 holds 'x', not a value of a 9×9 grid"
    );
}
