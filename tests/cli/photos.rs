//! Pictures in: photos and screenshots of grids read as puzzles, by content, among text
//! puzzles, on standard input, turned, blurred, and every bad picture reported without losing
//! another input.

use std::io::Cursor;
use std::path::{Path, PathBuf};

use image::codecs::jpeg::JpegEncoder;
use image::{DynamicImage, GenericImage, ImageFormat, Rgb, RgbImage};
use predicates::prelude::*;

use crate::util::{Files, SEED_LINE, SEED_SOLUTION_LINE, resol, skipped};

/// The second puzzle of `examples/puzzles.txt`, which `second.png` shows.
const SECOND_LINE: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

/// A picture of `tests/data/pictures`, drawn by `training/draw_grids.py`.
fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/pictures")
        .join(name)
}

/// The photo-like picture of the seed puzzle the manual shows, drawn by
/// `training/draw_grids.py`.
fn example_photo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/photo.jpg")
}

fn read(name: &str) -> Vec<u8> {
    std::fs::read(fixture(name)).unwrap()
}

/// `image` encoded as a PNG.
fn png(image: &DynamicImage) -> Vec<u8> {
    let mut bytes = Cursor::new(Vec::new());
    image.write_to(&mut bytes, ImageFormat::Png).unwrap();
    bytes.into_inner()
}

/// The V2 training photos, beside the clone, if they are there.
fn training_photos() -> Option<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    [
        "../shared/data/photos/v2_train",
        "../../shared/data/photos/v2_train",
    ]
    .iter()
    .map(|dir| root.join(dir))
    .find(|dir| dir.is_dir())
}

#[test]
fn a_photo_of_a_puzzle_is_solved_and_answered_as_a_line() {
    resol()
        .arg(example_photo())
        .assert()
        .success()
        .stdout(format!("{SEED_SOLUTION_LINE}\n"));
}

#[test]
fn every_mode_answers_a_picture_s_puzzle() {
    let expected = |args: &[&str]| {
        let output = resol()
            .args(args)
            .write_stdin(format!("{SEED_LINE}\n"))
            .output()
            .unwrap();
        String::from_utf8(output.stdout).unwrap()
    };
    for args in [
        &["--count"][..],
        &["--rate"],
        &["--canonical"],
        &["--true-candidates"],
        &["--hint"],
    ] {
        resol()
            .args(args)
            .arg(example_photo())
            .assert()
            .success()
            .stdout(expected(args));
    }
}

#[test]
fn print_shows_what_a_screenshot_reads_as() {
    resol()
        .args(["--print", "--format", "line"])
        .arg(fixture("seed-screenshot.png"))
        .assert()
        .success()
        .stdout(format!("{SEED_LINE}\n"));
}

#[test]
fn a_picture_on_standard_input_is_read_by_its_content() {
    resol()
        .args(["--print", "--format", "line"])
        .write_stdin(std::fs::read(example_photo()).unwrap())
        .assert()
        .success()
        .stdout(format!("{SEED_LINE}\n"));
}

#[test]
fn a_picture_is_answered_in_its_place_among_text_puzzles() {
    let files = Files::new(
        "picture-among-text",
        &[
            ("before.txt", format!("{SECOND_LINE}\n").as_bytes()),
            ("puzzle.dat", &read("seed-screenshot.png")),
            ("after.txt", format!("{SECOND_LINE}\n").as_bytes()),
        ],
    );
    resol()
        .args(["--print", "--format", "line"])
        .args(&files.paths)
        .assert()
        .success()
        .stdout(format!("{SECOND_LINE}\n{SEED_LINE}\n{SECOND_LINE}\n"));
}

#[test]
fn json_names_the_picture_in_place_of_the_line_with_its_confidence() {
    let output = resol()
        .args(["--format", "json"])
        .write_stdin(read("seed-screenshot.png"))
        .assert()
        .success();
    let record: serde_json::Value = serde_json::from_slice(&output.get_output().stdout).unwrap();
    assert_eq!(record["picture"]["file"], "-");
    assert_eq!(record["picture"]["grid"], 1);
    assert!(record.get("line").is_none());
    assert!(record["confidence"].as_f64().unwrap() > 0.5);
    assert_eq!(record["changed"], serde_json::json!([]));
    assert_eq!(record["solution"], SEED_SOLUTION_LINE);
}

#[test]
fn a_picture_turned_a_quarter_is_read_in_its_other_turns() {
    let turned = image::load_from_memory(&read("seed-screenshot.png"))
        .unwrap()
        .rotate90();
    resol()
        .args(["--print", "--format", "line"])
        .write_stdin(png(&turned))
        .assert()
        .success()
        .stdout(format!("{SEED_LINE}\n"));
}

/// `jpeg` with an EXIF tag saying it shows turned by `orientation` (6: a quarter turn
/// clockwise to show it upright; 8: counter-clockwise).
fn with_orientation(jpeg: &[u8], orientation: u8) -> Vec<u8> {
    // Exif header, a little-endian TIFF header, one IFD of one entry (Orientation, a SHORT).
    let mut exif = b"Exif\0\0II*\0\x08\0\0\0\x01\0\x12\x01\x03\0\x01\0\0\0".to_vec();
    exif.extend_from_slice(&[orientation, 0, 0, 0, 0, 0, 0, 0]);
    let mut tagged = jpeg[..2].to_vec();
    tagged.extend_from_slice(&[0xFF, 0xE1]);
    tagged.extend_from_slice(&(exif.len() as u16 + 2).to_be_bytes());
    tagged.extend_from_slice(&exif);
    tagged.extend_from_slice(&jpeg[2..]);
    tagged
}

#[test]
fn a_photo_is_turned_as_its_exif_tag_says() {
    let sideways = image::load_from_memory(&std::fs::read(example_photo()).unwrap())
        .unwrap()
        .rotate270()
        .to_rgb8();
    let mut jpeg = Vec::new();
    JpegEncoder::new_with_quality(&mut jpeg, 90)
        .encode_image(&sideways)
        .unwrap();
    resol()
        .args(["--print", "--format", "line"])
        .write_stdin(with_orientation(&jpeg, 6))
        .assert()
        .success()
        .stdout(format!("{SEED_LINE}\n"));
}

#[test]
fn a_photo_whose_exif_tag_lies_is_read_as_its_pixels_stand() {
    resol()
        .args(["--print", "--format", "line"])
        .write_stdin(with_orientation(
            &std::fs::read(example_photo()).unwrap(),
            8,
        ))
        .assert()
        .success()
        .stdout(format!("{SEED_LINE}\n"));
}

#[test]
fn a_blurred_photo_saved_at_low_jpeg_quality_is_read() {
    let blurred = image::load_from_memory(&std::fs::read(example_photo()).unwrap())
        .unwrap()
        .blur(1.0)
        .to_rgb8();
    let mut jpeg = Vec::new();
    JpegEncoder::new_with_quality(&mut jpeg, 40)
        .encode_image(&blurred)
        .unwrap();
    resol()
        .args(["--print", "--format", "line"])
        .write_stdin(jpeg)
        .assert()
        .success()
        .stdout(format!("{SEED_LINE}\n"));
}

#[test]
fn two_grids_side_by_side_are_read_in_reading_order_and_named_by_grid() {
    let left = image::load_from_memory(&read("second.png")).unwrap();
    let right = image::load_from_memory(&read("seed-screenshot.png")).unwrap();
    let mut page = RgbImage::from_pixel(
        left.width() + right.width(),
        left.height().max(right.height()),
        Rgb([255, 255, 255]),
    );
    page.copy_from(&left.to_rgb8(), 0, 0).unwrap();
    page.copy_from(&right.to_rgb8(), left.width(), 0).unwrap();
    let files = Files::new("two-grids", &[("page.png", &png(&page.into()))]);
    resol()
        .args(["--print", "--format", "line"])
        .args(&files.paths)
        .assert()
        .success()
        .stdout(format!("{SECOND_LINE}\n{SEED_LINE}\n"));
    resol()
        .args(["--format", "json", "--print"])
        .args(&files.paths)
        .assert()
        .success()
        .stdout(predicate::str::contains(r#""grid":2"#));
}

#[test]
fn a_reading_without_a_single_solution_is_answered_as_read_with_a_warning() {
    let path = fixture("conflict.png");
    resol()
        .arg(&path)
        .assert()
        .code(1)
        .stdout("Sense solució\n")
        .stderr(predicate::str::contains(format!(
            "resol: {}: the reading has no single solution; doubtful cells: ",
            path.display()
        )));
}

/// The 16×16 puzzle `sixteen-tinted.png` shows on tinted paper, its thin lines a faint grey.
const SIXTEEN_TINTED: &str = "\
    D..6..C2......9A.C.G..A....62......38B.12..9.........73..C.G...8..E.3G1B..5D.7....F..8..\
    9B.1E4..2...C.E........F3..149...E..8...CG.2.3.4..E.F.8...6F..8.....B1..4.D...79.5.A.....\
    1..G.F..3.C45....2B.....F6E...5......4.G..B1E........2.A.....4G..5..C.67.8..2..";

#[test]
fn a_sixteen_by_sixteen_grid_with_faint_thin_lines_is_not_read_as_the_four_by_four_of_its_boxes() {
    // The threshold cuts each box's faint thin lines off the bold ones: joined, the sixteen
    // boxes passed for a 4×4 grid, read as 16 cells.
    let output = resol()
        .args(["--print", "--format", "line"])
        .arg(fixture("sixteen-tinted.png"))
        .output()
        .unwrap();
    let line = String::from_utf8(output.stdout).unwrap();
    let line = line.trim_end();
    assert_eq!(line.len(), 256, "{line}");
    let misread = line
        .chars()
        .zip(SIXTEEN_TINTED.chars())
        .filter(|(read, given)| read != given)
        .count();
    assert!(misread <= 1, "{misread} cells misread: {line}");
}

#[test]
fn training_photos_are_read_exactly() {
    let Some(dir) = training_photos() else {
        return skipped(
            "training_photos_are_read_exactly",
            "no ../shared/data/photos",
        );
    };
    for name in ["image1", "image2", "image8", "image1003"] {
        let truth: String = std::fs::read_to_string(dir.join(format!("{name}.dat")))
            .unwrap()
            .lines()
            .skip(2)
            .flat_map(|line| line.split_whitespace())
            .map(|digit| if digit == "0" { "." } else { digit })
            .collect();
        resol()
            .args(["--print", "--format", "line"])
            .arg(dir.join(format!("{name}.jpg")))
            .assert()
            .success()
            .stdout(format!("{truth}\n"));
    }
}

/// Runs `resol --print --format line` on a text puzzle, the bad picture `bytes`, and the text
/// puzzle again: the status is 1, the message names the picture and starts with `message`, and
/// both puzzles are answered.
fn assert_reported(test: &str, bytes: &[u8], message: &str) {
    let files = Files::new(
        test,
        &[
            ("before.txt", format!("{SECOND_LINE}\n").as_bytes()),
            ("bad.jpg", bytes),
            ("after.txt", format!("{SECOND_LINE}\n").as_bytes()),
        ],
    );
    resol()
        .args(["--print", "--format", "line"])
        .args(&files.paths)
        .assert()
        .code(1)
        .stdout(format!("{SECOND_LINE}\n{SECOND_LINE}\n"))
        .stderr(predicate::str::starts_with(format!(
            "resol: {}: {message}",
            files.paths[1].display()
        )));
}

#[test]
fn a_truncated_picture_is_reported_and_every_other_input_answered() {
    let screenshot = read("seed-screenshot.png");
    assert_reported(
        "truncated",
        &screenshot[..screenshot.len() / 3],
        "picture does not decode",
    );
    // A truncated JPEG decodes, grey below the cut: no whole grid shows.
    let photo = std::fs::read(example_photo()).unwrap();
    assert_reported(
        "truncated-jpeg",
        &photo[..photo.len() / 3],
        "no Sudoku grid found",
    );
}

#[test]
fn a_corrupt_picture_is_reported_and_every_other_input_answered() {
    let mut bytes = b"\x89PNG\r\n\x1A\n".to_vec();
    bytes.extend_from_slice(&[0x5A; 200]);
    assert_reported("corrupt", &bytes, "picture does not decode");
}

#[test]
fn a_picture_without_a_grid_is_reported_and_every_other_input_answered() {
    let blank = DynamicImage::from(RgbImage::from_pixel(300, 200, Rgb([240, 240, 230])));
    assert_reported("no-grid", &png(&blank), "no Sudoku grid found");
}

#[test]
fn a_decompression_bomb_is_refused_before_it_is_decoded() {
    // A PNG header claiming 100000×100000 pixels, a few bytes of data, and the end.
    let mut bomb = b"\x89PNG\r\n\x1A\n\0\0\0\x0DIHDR".to_vec();
    bomb.extend_from_slice(&100_000u32.to_be_bytes());
    bomb.extend_from_slice(&100_000u32.to_be_bytes());
    bomb.extend_from_slice(&[8, 0, 0, 0, 0]);
    bomb.extend_from_slice(&crc32fast::hash(&bomb[12..]).to_be_bytes());
    let data = b"IDAT\x78\x9C\x03\0\0\0\0\x01";
    bomb.extend_from_slice(&8u32.to_be_bytes());
    bomb.extend_from_slice(data);
    bomb.extend_from_slice(&crc32fast::hash(data).to_be_bytes());
    bomb.extend_from_slice(b"\0\0\0\0IEND\xAE\x42\x60\x82");
    assert_reported(
        "bomb",
        &bomb,
        "picture refused: more than 50 million pixels or 512 MiB to decode",
    );
}
