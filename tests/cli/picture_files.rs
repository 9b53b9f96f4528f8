//! Pictures out as files (`--format png`, `pdf`): the PNG is the SVG's size in pixels, the PDF
//! has the pages its layout asks for, neither goes to a terminal; and the SVGs the docs show are
//! what `resol` draws today.

use crate::pictures::{read_svg, svg};
use crate::util::{CONFLICTING_LINE, SEED_LINE, SIXTEEN_LINE, lines, resol, skipped};

/// The bytes `resol` writes with `args`, on `input`, asserting success.
fn document(args: &[&str], input: &str) -> Vec<u8> {
    let output = resol().args(args).write_stdin(input).output().unwrap();
    assert!(output.status.success(), "{output:?}");
    output.stdout
}

/// A PNG's width and height, from its signature and IHDR chunk.
fn png_size(png: &[u8]) -> (u32, u32) {
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "a PNG signature");
    assert_eq!(&png[12..16], b"IHDR");
    let number = |at: usize| u32::from_be_bytes(png[at..at + 4].try_into().unwrap());
    (number(16), number(20))
}

/// How many pages a PDF has: its page objects, written uncompressed by the PDF backend.
fn pdf_pages(pdf: &[u8]) -> usize {
    assert!(pdf.starts_with(b"%PDF-"), "a PDF header");
    let text = String::from_utf8_lossy(pdf);
    text.matches("/Type /Page").count() - text.matches("/Type /Pages").count()
}

#[test]
fn the_png_is_exactly_the_pictures_size_in_pixels() {
    let input = std::fs::read_to_string("examples/puzzles.txt").unwrap();
    for cell in ["40", "20"] {
        let args = ["--cell-size", cell, "--columns", "2"];
        let (width, height, _) = read_svg(&svg(&args, &input));
        let png = document(&[&["--format", "png"][..], &args].concat(), &input);
        assert_eq!(png_size(&png), (width as u32, height as u32));
    }
}

#[test]
fn a_pdf_book_of_twelve_puzzles_four_a_page_has_three_pages_and_the_answers_after() {
    let pdf = document(
        &[
            "--generate",
            "12",
            "--seed",
            "5",
            "--format",
            "pdf",
            "--per-page",
            "4",
        ],
        "",
    );
    // Nine answers a page: two pages for twelve.
    assert_eq!(pdf_pages(&pdf), 3 + 2);
    let text = String::from_utf8_lossy(&pdf);
    assert!(text.contains("/MediaBox [0 0 595.28 841.89]"), "A4");
}

#[test]
fn a_pdf_of_puzzles_read_has_answer_pages_with_print_only() {
    let input = lines(&[SEED_LINE, CONFLICTING_LINE, SEED_LINE]);
    let solved = document(&["--format", "pdf", "--per-page", "2"], &input);
    assert_eq!(pdf_pages(&solved), 2);
    let printed = document(
        &[
            "--print",
            "--format",
            "pdf",
            "--per-page",
            "1",
            "--paper",
            "letter",
        ],
        &input,
    );
    // A page a puzzle, then four answers a page.
    assert_eq!(pdf_pages(&printed), 3 + 1);
    assert!(String::from_utf8_lossy(&printed).contains("/MediaBox [0 0 612 792]"));
}

#[test]
fn png_and_pdf_to_a_terminal_are_a_usage_error_and_svg_is_not() {
    // `script` gives the command a terminal for standard output.
    let has_script = std::process::Command::new("script")
        .args(["-qec", "true", "/dev/null"])
        .output()
        .is_ok_and(|output| output.status.success());
    if !has_script {
        return skipped(
            "png_and_pdf_to_a_terminal…",
            "no script(1) to make a terminal",
        );
    }
    let binary = env!("CARGO_BIN_EXE_resol");
    let seed = std::fs::canonicalize("examples/seed.txt").unwrap();
    let status = |format: &str| {
        let command = format!("{binary} --format {format} {}", seed.display());
        let output = std::process::Command::new("script")
            .args(["-qec", &command, "/dev/null"])
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&output.stdout).to_string();
        (output.status.code(), said)
    };
    for format in ["png", "pdf"] {
        let (code, said) = status(format);
        assert_eq!(code, Some(2), "{said}");
        assert!(said.contains("redirect standard output"), "{said}");
    }
    assert_eq!(status("svg").0, Some(0));
}

#[test]
fn the_pictures_shown_in_the_docs_are_what_resol_draws() {
    let pictures: [(&[&str], &str); 2] = [
        (&["--print", "examples/killer.txt"], "docs/killer.svg"),
        (
            &[
                "examples/jigsaw.txt",
                "examples/six.txt",
                "examples/fpuzzles.txt",
            ],
            "docs/solved.svg",
        ),
    ];
    for (args, file) in pictures {
        let drawn = document(&[&["--format", "svg"][..], args].concat(), "");
        let shown = std::fs::read(file).unwrap();
        assert!(
            drawn == shown,
            "{file} is out of date: resol --format svg {} > {file}",
            args.join(" ")
        );
    }
}

/// The four puzzles the read-back tests draw: the lesson's and three of the hardest.
fn four_puzzles() -> String {
    let hardest = std::fs::read_to_string("examples/hardest.txt").unwrap();
    let mut givens = vec![SEED_LINE];
    givens.extend(
        hardest
            .lines()
            .filter(|line| !line.starts_with('#'))
            .take(3)
            .map(|line| &line[..81]),
    );
    lines(&givens)
}

/// What the photo reader reads in a picture, one line a puzzle (the status is not looked
/// at: a misreading shows in the lines).
fn read_back(picture: Vec<u8>) -> String {
    let output = resol()
        .args(["--print", "--format", "line"])
        .write_stdin(picture)
        .output()
        .unwrap();
    String::from_utf8(output.stdout).unwrap()
}

/// The pages of a PDF book of `puzzles`, two a page, each rendered at `dpi` by poppler and
/// read back; `None` when poppler's `pdftoppm` is missing.
fn book_read_back(puzzles: &str, dpi: u32) -> Option<Vec<String>> {
    let pdf = document(&["--print", "--format", "pdf", "--per-page", "2"], puzzles);
    let files = crate::util::Files::new(&format!("read-back-{dpi}"), &[("book.pdf", &pdf)]);
    let pages = files.dir().join("page");
    let rendered = std::process::Command::new("pdftoppm")
        .args(["-r", &dpi.to_string(), "-png"])
        .arg(&files.paths[0])
        .arg(&pages)
        .status();
    if !rendered.is_ok_and(|status| status.success()) {
        skipped("a book read back", "no pdftoppm to render the PDF");
        return None;
    }
    let mut images: Vec<_> = std::fs::read_dir(files.dir())
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "png"))
        .collect();
    images.sort();
    let read = images.into_iter();
    Some(
        read.map(|image| read_back(std::fs::read(image).unwrap()))
            .collect(),
    )
}

#[test]
fn a_png_and_the_puzzle_pages_of_a_pdf_read_back_as_the_puzzles_drawn() {
    let puzzles = four_puzzles();
    // The grids in rows of three, read in reading order.
    let png = document(&["--print", "--format", "png"], &puzzles);
    assert_eq!(read_back(png), puzzles);
    // Two puzzles a page, then the four answers on the last page.
    let Some(pages) = book_read_back(&puzzles, 100) else {
        return;
    };
    assert_eq!(pages.len(), 3, "{pages:?}");
    assert_eq!(pages[0..2].concat(), puzzles);
}

/// The answer pages' grids are small: at 150 dpi a page is shrunk by half to be searched, and
/// the grids' cells are read from the page as rendered. (At 100 dpi, thin blue digits of cells
/// 34 pixels wide are still misread.)
#[test]
fn the_answer_pages_of_a_pdf_scanned_at_150_or_300_dpi_read_back_as_the_answers() {
    let puzzles = four_puzzles();
    let answers = resol()
        .args(["--format", "line"])
        .write_stdin(puzzles.clone())
        .output()
        .unwrap()
        .stdout;
    for dpi in [150, 300] {
        let Some(pages) = book_read_back(&puzzles, dpi) else {
            return;
        };
        assert_eq!(
            pages[2],
            String::from_utf8(answers.clone()).unwrap(),
            "{dpi} dpi"
        );
    }
}

#[test]
fn a_book_of_a_sixteen_by_sixteen_scanned_at_150_dpi_reads_back_its_puzzle_and_answer() {
    let puzzle = lines(&[SIXTEEN_LINE]);
    let answer = document(&["--format", "line"], &puzzle);
    let Some(pages) = book_read_back(&puzzle, 150) else {
        return;
    };
    assert_eq!(pages, [puzzle, String::from_utf8(answer).unwrap()]);
}

#[test]
fn a_png_too_large_to_draw_is_refused_as_such_not_as_a_failed_write() {
    let puzzles = format!("{SEED_LINE}\n").repeat(400);
    let args = ["--format", "png", "--cell-size", "400", "--columns", "1"];
    let output = resol().args(args).write_stdin(puzzles).output().unwrap();
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.starts_with("resol: a picture of "), "{stderr}");
    assert!(stderr.contains("too large for PNG"), "{stderr}");
}
