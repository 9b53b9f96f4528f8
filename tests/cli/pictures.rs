//! Pictures out (`--format svg`): the SVG parses, each puzzle is a panel with its title, and
//! every digit drawn stands in the cell it belongs to, read back from the SVG's own geometry
//! (the grid's border and its lines); every rule is a group named by its f-puzzles key. The
//! PNG and PDF documents are `picture_files.rs`'s.

use predicates::prelude::PredicateBooleanExt;
use predicates::str::contains;
use serde_json::json;

use crate::util::{CONFLICTING_LINE, SEED_LINE, SEED_SOLUTION_LINE, lines, resol};
use crate::variants::fpuzzles;

/// The blue of digits found.
const FOUND: &str = "#1f5fbf";

/// One puzzle read back from an SVG.
#[derive(Debug)]
pub(crate) struct Drawn {
    title: String,
    /// N, cells a side.
    size: usize,
    /// The side of a cell, in pixels.
    cell: f64,
    /// Each digit with the group it is in (`given`, `found`, `candidates`), its row and
    /// column, its fill and its font size.
    digits: Vec<Digit>,
    /// The classes of the groups in the panel.
    groups: Vec<String>,
    /// Lines in the group `box`.
    box_lines: usize,
    /// The title's baseline.
    title_baseline: f64,
    /// The top of the highest text but the title (its baseline less its font size).
    texts_top: f64,
}

#[derive(Debug)]
pub(crate) struct Digit {
    class: String,
    row: usize,
    column: usize,
    text: String,
    fill: String,
    size: f64,
}

impl Drawn {
    /// The values drawn in `classes`, row-major, `.` where none is: a puzzle line.
    fn line(&self, classes: &[&str]) -> String {
        let mut cells = vec!['.'; self.size * self.size];
        for digit in self.digits.iter().filter(|d| classes.contains(&&*d.class)) {
            cells[digit.row * self.size + digit.column] = digit.text.chars().next().unwrap();
        }
        cells.into_iter().collect()
    }
}

fn number(node: roxmltree::Node, name: &str) -> f64 {
    node.attribute(name).unwrap().parse().unwrap()
}

/// The document's width and height, checked against its view box, and its puzzles.
pub(crate) fn read_svg(svg: &str) -> (f64, f64, Vec<Drawn>) {
    let document = roxmltree::Document::parse(svg).expect("the SVG is well-formed XML");
    let root = document.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    let (width, height) = (number(root, "width"), number(root, "height"));
    assert_eq!(
        root.attribute("viewBox"),
        Some(format!("0 0 {width} {height}").as_str())
    );
    let class = |node: &roxmltree::Node| node.attribute("class").unwrap_or("").to_string();
    let panels = root
        .descendants()
        .filter(|node| node.tag_name().name() == "g" && class(node) == "puzzle")
        .map(|panel| {
            let groups: Vec<roxmltree::Node> = panel
                .descendants()
                .filter(|node| node.tag_name().name() == "g")
                .collect();
            let group = |name: &str| groups.iter().find(|g| class(g) == name).copied();
            let count = |name: &str| {
                group(name).map_or(0, |g| g.children().filter(|c| c.is_element()).count())
            };
            // N - 1 lines each way between the cells.
            let size = count("grid") / 2 + 1;
            let border = group("border")
                .and_then(|g| g.children().find(|c| c.is_element()))
                .expect("a border");
            let (left, top) = (number(border, "x"), number(border, "y"));
            let cell = number(border, "width") / size as f64;
            let title_text = group("title")
                .and_then(|g| g.descendants().find(|n| n.tag_name().name() == "text"))
                .expect("a title");
            let title = title_text.text().unwrap_or("").to_string();
            let texts_top = panel
                .descendants()
                .filter(|node| node.tag_name().name() == "text" && *node != title_text)
                .map(|text| number(text, "y") - number(text, "font-size"))
                .fold(f64::INFINITY, f64::min);
            let digits = groups
                .iter()
                .filter(|g| ["given", "found", "candidates"].contains(&class(g).as_str()))
                .flat_map(|g| g.children().filter(|c| c.tag_name().name() == "text"))
                .map(|text| {
                    let (x, y) = (number(text, "x"), number(text, "y"));
                    let row = ((y - top) / cell).floor();
                    let column = ((x - left) / cell).floor();
                    assert!(row >= 0.0 && column >= 0.0, "inside the grid: {x}, {y}");
                    Digit {
                        class: class(&text.parent().unwrap()),
                        row: row as usize,
                        column: column as usize,
                        text: text.text().unwrap().to_string(),
                        fill: text.attribute("fill").unwrap().to_string(),
                        size: number(text, "font-size"),
                    }
                })
                .collect();
            Drawn {
                title,
                size,
                cell,
                digits,
                groups: groups.iter().map(class).collect(),
                box_lines: count("box"),
                title_baseline: number(title_text, "y"),
                texts_top,
            }
        })
        .collect();
    (width, height, panels)
}

/// The SVG `resol` draws with `args`, on `input`, asserting success.
pub(crate) fn svg(args: &[&str], input: &str) -> String {
    let output = resol()
        .args(["--format", "svg"])
        .args(args)
        .write_stdin(input)
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout).unwrap()
}

/// The answer `resol` prints for `args` as lines.
fn answers(args: &[&str]) -> Vec<String> {
    let output = resol()
        .args(["--format", "line"])
        .args(args)
        .output()
        .unwrap();
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn solving_draws_the_givens_in_black_and_the_digits_found_in_blue_each_in_its_cell() {
    let (width, height, panels) = read_svg(&svg(&[], SEED_LINE));
    assert_eq!(panels.len(), 1);
    let puzzle = &panels[0];
    assert_eq!((puzzle.title.as_str(), puzzle.size), ("line 1", 9));
    assert_eq!(puzzle.cell, 40.0);
    assert_eq!(puzzle.line(&["given"]), SEED_LINE);
    assert_eq!(puzzle.line(&["given", "found"]), SEED_SOLUTION_LINE);
    for digit in &puzzle.digits {
        let ink = if digit.class == "given" {
            "#000000"
        } else {
            FOUND
        };
        assert_eq!(digit.fill, ink, "{digit:?}");
        assert_eq!(digit.size, 24.0);
    }
    // One 9-cell grid under its title, half a cell of margin around.
    assert_eq!((width, height), (400.0, 440.0));
}

#[test]
fn a_puzzle_without_a_solution_is_drawn_with_its_givens_and_titled_sense_solucio() {
    let (_, _, panels) = read_svg(&svg(&[], &lines(&[CONFLICTING_LINE, SEED_LINE])));
    assert_eq!(panels.len(), 2);
    assert_eq!(panels[0].title, "line 1 · Sense solució");
    assert_eq!(panels[0].line(&["given"]), CONFLICTING_LINE);
    assert!(!panels[0].groups.contains(&"found".to_string()));
    assert_eq!(panels[1].title, "line 2");
}

#[test]
fn a_malformed_puzzle_is_reported_and_not_drawn_and_the_others_are() {
    let input = lines(&[SEED_LINE, "12x", SEED_LINE]);
    let output = resol()
        .args(["--format", "svg"])
        .write_stdin(input)
        .assert()
        .code(1)
        .stderr(contains("resol: line 2:"));
    let svg = String::from_utf8(output.get_output().stdout.clone()).unwrap();
    let (_, _, panels) = read_svg(&svg);
    let titles: Vec<&str> = panels.iter().map(|p| p.title.as_str()).collect();
    assert_eq!(titles, ["line 1", "line 3"]);
}

#[test]
fn sixteen_by_sixteen_values_past_nine_are_drawn_as_letters_in_their_cells() {
    let input = std::fs::read_to_string("examples/sixteen.txt").unwrap();
    let (_, _, panels) = read_svg(&svg(&[], &input));
    // Written in numbers, answered in numbers.
    let solution: String = answers(&["examples/sixteen.txt"])[0]
        .split(' ')
        .map(|number| char::from_digit(number.parse().unwrap(), 36).unwrap())
        .collect::<String>()
        .to_uppercase();
    assert_eq!(panels[0].size, 16);
    assert_eq!(panels[0].line(&["given", "found"]), solution);
    assert!(panels[0].digits.iter().any(|digit| digit.text == "G"));
    assert_eq!(panels[0].box_lines, 6);
}

#[test]
fn six_by_six_boxes_of_two_rows_by_three_columns_are_drawn_thick() {
    let input = std::fs::read_to_string("examples/six.txt").unwrap();
    let (_, _, panels) = read_svg(&svg(&[], &input));
    assert_eq!(panels[0].size, 6);
    // Below rows 2 and 4, right of column 3.
    assert_eq!(panels[0].box_lines, 3);
    let solution = &answers(&["examples/six.txt"])[0];
    assert_eq!(&panels[0].line(&["given", "found"]), solution);
}

#[test]
fn jigsaw_regions_are_drawn_as_a_region_group_in_place_of_boxes_prime_sizes_too() {
    let input = std::fs::read_to_string("examples/jigsaw.txt").unwrap()
        + &std::fs::read_to_string("examples/jigsaw-7x7.txt").unwrap();
    let (_, _, panels) = read_svg(&svg(&[], &input));
    assert_eq!(panels.len(), 2);
    for (panel, size) in panels.iter().zip([9, 7]) {
        assert_eq!(panel.size, size);
        assert!(panel.groups.contains(&"region".to_string()), "{panel:?}");
        assert_eq!(panel.box_lines, 0);
    }
    let solutions = answers(&["examples/jigsaw.txt", "examples/jigsaw-7x7.txt"]);
    assert_eq!(panels[0].line(&["given", "found"]), solutions[0]);
    assert_eq!(panels[1].line(&["given", "found"]), solutions[1]);
}

#[test]
fn print_draws_each_puzzle_as_read_without_answers() {
    let (_, _, panels) = read_svg(&svg(&["--print"], SEED_LINE));
    assert_eq!(panels[0].line(&["given"]), SEED_LINE);
    assert!(!panels[0].groups.contains(&"found".to_string()));
}

#[test]
fn true_candidates_are_small_digits_at_their_keypad_places() {
    let input = std::fs::read_to_string("examples/two-solutions.txt").unwrap();
    let (_, _, panels) = read_svg(&svg(&["--true-candidates"], &input));
    let candidates: Vec<&Digit> = panels[0]
        .digits
        .iter()
        .filter(|digit| digit.class == "candidates")
        .collect();
    assert!(!candidates.is_empty());
    for digit in candidates {
        assert_eq!(digit.fill, FOUND);
        // A keypad two places wide on a 4×4: 0.8 of half a cell.
        assert_eq!(digit.size, 0.4 * panels[0].cell, "{digit:?}");
    }
}

#[test]
fn generated_puzzles_are_drawn_in_rows_of_the_columns_asked_and_numbered() {
    let svg = svg(&["--generate", "4", "--seed", "7", "--columns", "2"], "");
    let (width, height, panels) = read_svg(&svg);
    let titles: Vec<&str> = panels.iter().map(|p| p.title.as_str()).collect();
    assert_eq!(titles, ["puzzle 1", "puzzle 2", "puzzle 3", "puzzle 4"]);
    // Two grids and a gap of a cell across, two rows down.
    assert_eq!(width, (0.5 + 9.0 + 1.0 + 9.0 + 0.5) * 40.0);
    assert_eq!(height, (0.5 + 10.0 + 0.5 + 10.0 + 0.5) * 40.0);
    let made = answers(&["--generate", "4", "--seed", "7"]);
    for (panel, puzzle) in panels.iter().zip(&made) {
        assert_eq!(&panel.line(&["given"]), puzzle);
    }
}

#[test]
fn the_cell_size_scales_the_whole_picture() {
    let (width, height, panels) = read_svg(&svg(&["--cell-size", "20"], SEED_LINE));
    assert_eq!((width, height), (200.0, 220.0));
    assert_eq!(panels[0].cell, 20.0);
    assert_eq!(panels[0].digits[0].size, 12.0);
}

#[test]
fn modes_that_print_no_puzzle_cannot_be_drawn_and_nothing_is_read() {
    for mode in ["--count", "--rate", "--explain", "--hint"] {
        resol()
            .args(["--format", "svg", mode, "no-such-file.txt"])
            .assert()
            .code(2)
            .stdout("")
            .stderr(contains("prints no puzzle").and(contains("no-such-file").not()));
    }
}

#[test]
fn the_options_of_pictures_need_a_picture_format() {
    for option in [["--columns", "2"], ["--cell-size", "30"]] {
        resol()
            .args(option)
            .write_stdin(SEED_LINE)
            .assert()
            .code(2)
            .stderr(contains("works only with --format svg"));
    }
    for (option, format) in [
        (["--paper", "letter"], "svg"),
        (["--per-page", "2"], "png"),
        (["--columns", "2"], "pdf"),
    ] {
        resol()
            .args(["--format", format])
            .args(option)
            .write_stdin(SEED_LINE)
            .assert()
            .code(2)
            .stderr(contains("works only with --format"));
    }
    for (option, value) in [("--cell-size", "2"), ("--per-page", "3"), ("--paper", "a3")] {
        resol()
            .args(["--format", "pdf", option, value])
            .write_stdin(SEED_LINE)
            .assert()
            .code(2);
    }
}

#[test]
fn every_rule_of_a_variant_puzzle_is_drawn_in_a_group_named_by_its_fpuzzles_key() {
    let drawn = |args: &[&str], input: &str| {
        let (_, _, panels) = read_svg(&svg(args, input));
        panels
            .into_iter()
            .map(|panel| panel.groups)
            .collect::<Vec<_>>()
    };
    let killer = std::fs::read_to_string("examples/killer.txt").unwrap();
    let groups = &drawn(&[], &killer)[0];
    assert_eq!(groups.iter().filter(|g| *g == "killercage").count(), 24);
    let fpuzzles = std::fs::read_to_string("examples/fpuzzles.txt").unwrap();
    let groups = &drawn(&[], &fpuzzles)[0];
    assert!(groups.contains(&"killercage".to_string()));
    assert!(groups.contains(&"thermometer".to_string()));
    let septa = std::fs::read_to_string("examples/jigsaw-7x7.txt").unwrap();
    assert!(drawn(&[], &septa)[0].contains(&"regionsumline".to_string()));
    let whole_grid = drawn(
        &["--print", "--variant", "x,windoku,anti-knight"],
        SEED_LINE,
    );
    for class in ["diagonal+", "diagonal-", "extraregion", "antiknight"] {
        assert!(whole_grid[0].contains(&class.to_string()), "{class}");
    }
}

#[test]
fn a_title_stands_above_every_other_text_outside_clues_included() {
    let clues = json!({
        "sandwichsum": [{ "cell": "R0C1", "value": "9" }],
        "littlekillersum": [{ "cell": "R0C3", "direction": "DR", "value": "21" }],
    });
    let input = lines(&[&fpuzzles(9, clues), SEED_LINE]);
    let (_, _, panels) = read_svg(&svg(&["--print"], &input));
    assert!(panels[0].groups.contains(&"sandwichsum".to_string()));
    assert!(panels[0].groups.contains(&"littlekillersum".to_string()));
    for panel in &panels {
        assert!(panel.title_baseline < panel.texts_top, "{panel:?}");
    }
}

#[test]
fn the_picture_is_the_same_whatever_the_number_of_threads() {
    let input = std::fs::read_to_string("examples/puzzles.txt")
        .unwrap()
        .repeat(40);
    assert_eq!(svg(&["-j1"], &input), svg(&["-j4"], &input));
}
