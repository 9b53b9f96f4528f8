//! Variant forms written as one run of symbols (the killer short form, jigsaw lines): an
//! annotation after them, as puzzle collections write, and a jigsaw's regions of the wrong
//! size named by their line.

use crate::util::resol;
use crate::variants::{KILLER_DIAGONAL, KILLER_DIAGONAL_SOLUTION};

#[test]
fn a_killer_or_a_jigsaw_line_takes_an_annotation_after_blanks() {
    let input = format!(
        "{KILLER_DIAGONAL}  # TAREK 35\n\
         12..34..........AABBAABBCCDDCCDD\tjigsaw, 4x4\n"
    );
    resol()
        .write_stdin(input)
        .assert()
        .success()
        .stdout(format!("{KILLER_DIAGONAL_SOLUTION}\n1234341221434321\n"));
}

#[test]
fn a_jigsaw_region_of_the_wrong_size_is_named_by_its_line_and_the_stream_goes_on() {
    resol()
        .write_stdin("1...............AAAAABBBCCCCDDDD\n12..34..........\n")
        .assert()
        .code(1)
        .stdout("1234341221434321\n")
        .stderr("resol: line 1: region 'A' has 5 cells, not 4\n");
}
