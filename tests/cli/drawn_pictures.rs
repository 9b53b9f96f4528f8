//! Pictures the tests draw themselves: puzzles of every size drawn by `resol --format png` at
//! several cell sizes (a 16×16's values past 9 as the letters A to G), then seen at an angle, blurred and saved as JPEG at low quality, and read
//! back by the photo reader; a screenshot in dark mode, light on dark; one coloured as an app
//! colours its grid, a selected cell and its peers highlighted; a grid without its border, as
//! some web pages draw it; a photo framed so tight that the border is cut off; a grid with a
//! block of ink over its corner; a photo with a hard shadow across its grid, and one blurred, of
//! low contrast, taken in dim light; and a stray digit in an empty cell, left out by the check.

use image::codecs::jpeg::JpegEncoder;
use image::{ImageFormat, Rgb, RgbImage};

use crate::util::{SEED_LINE, SEED_SOLUTION_LINE, SIXTEEN_LINE, resol};

/// A 4×4 puzzle with one solution.
const FOUR: &str = ".4.3........2.1.";

/// The 6×6 puzzle of `examples/six.txt`.
const SIX: &str = "5..6...2...3.....1...5...6....4....2";

/// `puzzle` drawn by `resol` as a PNG with cells `cell` pixels wide.
fn drawn(puzzle: &str, cell: u32) -> RgbImage {
    let output = resol()
        .args(["--print", "--format", "png", "--cell-size"])
        .arg(cell.to_string())
        .write_stdin(format!("{puzzle}\n"))
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    image::load_from_memory(&output.stdout).unwrap().to_rgb8()
}

/// What `resol` reads in `picture`, as a line, and whether it answered with status 0.
fn read_back(picture: Vec<u8>) -> (String, bool) {
    let output = resol()
        .args(["--print", "--format", "line"])
        .write_stdin(picture)
        .output()
        .unwrap();
    let line = String::from_utf8(output.stdout).unwrap();
    (line.trim_end().to_string(), output.status.success())
}

/// Asserts that `resol` reads `picture` as the seed's puzzle and answers with status 0.
fn assert_read_as_the_seed(picture: Vec<u8>) {
    let (line, answered) = read_back(picture);
    assert_eq!(line, SEED_LINE);
    assert!(answered);
}

fn png(picture: &RgbImage) -> Vec<u8> {
    let mut bytes = std::io::Cursor::new(Vec::new());
    picture.write_to(&mut bytes, ImageFormat::Png).unwrap();
    bytes.into_inner()
}

fn jpeg(picture: &RgbImage, quality: u8) -> Vec<u8> {
    let mut bytes = Vec::new();
    JpegEncoder::new_with_quality(&mut bytes, quality)
        .encode_image(picture)
        .unwrap();
    bytes
}

/// A 3×3 matrix applied to `(x, y, 1)`, divided through.
fn project(m: &[[f64; 3]; 3], x: f64, y: f64) -> (f64, f64) {
    let w = m[2][0] * x + m[2][1] * y + m[2][2];
    (
        (m[0][0] * x + m[0][1] * y + m[0][2]) / w,
        (m[1][0] * x + m[1][1] * y + m[1][2]) / w,
    )
}

/// The inverse of `m`, by its adjugate.
fn inverse(m: &[[f64; 3]; 3]) -> [[f64; 3]; 3] {
    let cofactor = |r: usize, c: usize| {
        let (r1, r2, c1, c2) = ((r + 1) % 3, (r + 2) % 3, (c + 1) % 3, (c + 2) % 3);
        m[r1][c1] * m[r2][c2] - m[r1][c2] * m[r2][c1]
    };
    let det: f64 = (0..3).map(|c| m[0][c] * cofactor(0, c)).sum();
    let mut inverse = [[0.0; 3]; 3];
    for (r, row) in inverse.iter_mut().enumerate() {
        for (c, value) in row.iter_mut().enumerate() {
            *value = cofactor(c, r) / det;
        }
    }
    inverse
}

/// `picture` as a camera held at an angle sees it: turned by `degrees`, sheared, and its far
/// side shrunk by `perspective` per pixel, on a white page with a margin.
fn seen_at_an_angle(picture: &RgbImage, degrees: f64, perspective: f64) -> RgbImage {
    let (sin, cos) = degrees.to_radians().sin_cos();
    let forward = [
        [cos, -sin + 0.05, 0.0],
        [sin, cos, 0.0],
        [perspective, perspective / 2.0, 1.0],
    ];
    let (width, height) = (f64::from(picture.width()), f64::from(picture.height()));
    let corners = [(0.0, 0.0), (width, 0.0), (width, height), (0.0, height)]
        .map(|(x, y)| project(&forward, x, y));
    let left = corners.iter().map(|c| c.0).fold(f64::MAX, f64::min) - 30.0;
    let top = corners.iter().map(|c| c.1).fold(f64::MAX, f64::min) - 30.0;
    let right = corners.iter().map(|c| c.0).fold(f64::MIN, f64::max) + 30.0;
    let bottom = corners.iter().map(|c| c.1).fold(f64::MIN, f64::max) + 30.0;
    let backward = inverse(&forward);
    RgbImage::from_fn((right - left) as u32, (bottom - top) as u32, |x, y| {
        let (sx, sy) = project(&backward, f64::from(x) + left, f64::from(y) + top);
        if sx < 0.0 || sy < 0.0 || sx >= width - 1.0 || sy >= height - 1.0 {
            return Rgb([250, 248, 240]);
        }
        // Bilinear sampling, as a lens averages the page.
        let (x0, y0) = (sx.floor(), sy.floor());
        let (fx, fy) = (sx - x0, sy - y0);
        let at = |dx: u32, dy: u32| picture.get_pixel(x0 as u32 + dx, y0 as u32 + dy).0;
        let mut pixel = [0u8; 3];
        for (channel, value) in pixel.iter_mut().enumerate() {
            let mix = |a: [u8; 3], b: [u8; 3], f: f64| {
                f64::from(a[channel]) * (1.0 - f) + f64::from(b[channel]) * f
            };
            let top_row = mix(at(0, 0), at(1, 0), fx);
            let bottom_row = mix(at(0, 1), at(1, 1), fx);
            *value = (top_row * (1.0 - fy) + bottom_row * fy).round() as u8;
        }
        Rgb(pixel)
    })
}

#[test]
fn every_size_drawn_at_every_cell_size_is_read_back() {
    for puzzle in [FOUR, SIX, SEED_LINE, SIXTEEN_LINE] {
        for cell in [24, 40, 72] {
            let (line, answered) = read_back(png(&drawn(puzzle, cell)));
            assert_eq!(line, puzzle, "cells of {cell} pixels");
            assert!(answered, "cells of {cell} pixels");
        }
    }
}

/// Asserts that `puzzle`, drawn with cells of 40 pixels and photographed as each of `photos`
/// says (turned by degrees, in perspective, blurred, saved at a JPEG quality), is read back
/// and answered with status 0.
fn assert_photos_read_back(puzzle: &str, photos: &[(f64, f64, f32, u8)]) {
    let page = drawn(puzzle, 40);
    for &(degrees, perspective, blur, quality) in photos {
        let photo = image::imageops::blur(&seen_at_an_angle(&page, degrees, perspective), blur);
        let (line, answered) = read_back(jpeg(&photo, quality));
        let case =
            format!("turned {degrees}°, perspective {perspective}, blur {blur}, quality {quality}");
        assert_eq!(line, puzzle, "{case}");
        assert!(answered, "{case}");
    }
}

#[test]
fn a_drawn_grid_seen_at_an_angle_blurred_and_saved_at_low_quality_is_read_back() {
    assert_photos_read_back(
        SEED_LINE,
        &[
            (6.0, 0.0002, 0.8, 60),
            (-9.0, 0.0004, 1.2, 35),
            (3.0, -0.0003, 1.6, 80),
        ],
    );
}

#[test]
fn a_sixteen_by_sixteen_grid_seen_at_an_angle_blurred_and_saved_as_jpeg_is_read_back() {
    assert_photos_read_back(
        SIXTEEN_LINE,
        &[(5.0, 0.0002, 0.8, 70), (-7.0, -0.0002, 1.0, 50)],
    );
}

#[test]
fn a_screenshot_in_dark_mode_is_read_as_its_negative() {
    let mut dark = drawn(SEED_LINE, 40);
    image::imageops::invert(&mut dark);
    assert_read_as_the_seed(png(&dark));
}

/// The left, top and side of the grid in a picture `resol` drew: where the rows and columns
/// mostly dark (its border and box lines) begin and end.
fn grid_box(picture: &RgbImage) -> (u32, u32, u32) {
    let (width, height) = picture.dimensions();
    let dark = |x: u32, y: u32| picture.get_pixel(x, y).0[0] < 100;
    let rows: Vec<u32> = (0..height)
        .filter(|&y| (0..width).filter(|&x| dark(x, y)).count() as u32 > width / 2)
        .collect();
    let columns: Vec<u32> = (0..width)
        .filter(|&x| (0..height).filter(|&y| dark(x, y)).count() as u32 > height / 2)
        .collect();
    let (top, bottom) = (rows[0], rows[rows.len() - 1]);
    (columns[0], top, bottom - top)
}

/// `picture` of `puzzle` coloured as an app shows it: ink in slate blue, the cell at `selected`
/// light blue, the other cells of its row, column and box pale, the cells of the same digit a
/// darker blue.
fn as_an_app(picture: &RgbImage, puzzle: &str, selected: usize) -> RgbImage {
    const INK: [f64; 3] = [52.0, 72.0, 97.0];
    let (left, top, side) = grid_box(picture);
    let cell_of = |x: u32, y: u32| {
        let column = (x.checked_sub(left)? * 9 / side) as usize;
        let row = (y.checked_sub(top)? * 9 / side) as usize;
        (row < 9 && column < 9).then_some(row * 9 + column)
    };
    let digits = puzzle.as_bytes();
    let peer = |cell: usize| {
        let (r, c, sr, sc) = (cell / 9, cell % 9, selected / 9, selected % 9);
        r == sr || c == sc || (r / 3 == sr / 3 && c / 3 == sc / 3)
    };
    let mut app = picture.clone();
    for (x, y, pixel) in app.enumerate_pixels_mut() {
        let ground = match cell_of(x, y) {
            Some(cell) if cell == selected => [187.0, 222.0, 251.0],
            Some(cell) if digits[cell] == digits[selected] => [195.0, 215.0, 234.0],
            Some(cell) if peer(cell) => [226.0, 235.0, 243.0],
            _ => [255.0; 3],
        };
        let light = f64::from(pixel.0[0]) / 255.0;
        *pixel = Rgb(std::array::from_fn(|k| {
            (INK[k] * (1.0 - light) + ground[k] * light).round() as u8
        }));
    }
    app
}

#[test]
fn an_app_s_screenshot_with_a_selected_cell_and_its_peers_highlighted_is_read_back() {
    // r1c6 holds a 2: its row, column and box, and the other 2s, are highlighted.
    for cell in [24, 48] {
        let app = as_an_app(&drawn(SEED_LINE, cell), SEED_LINE, 5);
        let (line, answered) = read_back(png(&app));
        assert_eq!(line, SEED_LINE, "cells of {cell} pixels");
        assert!(answered);
    }
}

#[test]
fn a_grid_drawn_without_its_border_is_read_back() {
    let mut page = drawn(SEED_LINE, 40);
    let (left, top, side) = grid_box(&page);
    // The border, a tenth of a cell wide, painted over with the paper's white.
    let band = side / 90;
    for (x, y, pixel) in page.enumerate_pixels_mut() {
        let near = |p: u32, edge: u32| p + band >= edge && p <= edge + band;
        let within = |p: u32, start: u32| p + band >= start && p <= start + side + band;
        let on_border = (within(y, top) && (near(x, left) || near(x, left + side)))
            || (within(x, left) && (near(y, top) || near(y, top + side)));
        if on_border {
            *pixel = Rgb([255, 255, 255]);
        }
    }
    assert_read_as_the_seed(png(&page));
}

#[test]
fn a_photo_framed_so_tight_that_it_cuts_the_border_off_is_read_back() {
    let page = drawn(SEED_LINE, 40);
    let (_, top, side) = grid_box(&page);
    // The frame's top and bottom run a tenth of a cell inside the grid's border, which the
    // camera then never saw; the page shows on either side.
    let cut = side / 90;
    let (width, _) = page.dimensions();
    let framed = image::imageops::crop_imm(&page, 0, top + cut, width, side - 2 * cut).to_image();
    let photo = image::imageops::blur(&framed, 1.2);
    assert_read_as_the_seed(jpeg(&photo, 70));
}

#[test]
fn a_grid_with_a_block_of_ink_over_its_corner_is_read_whole() {
    let mut page = drawn(SEED_LINE, 40);
    let (left, top, side) = grid_box(&page);
    // A banner in dark grey from the page's top right corner to the grid's corner, which it
    // overlaps by a little.
    for (x, y, pixel) in page.enumerate_pixels_mut() {
        if x + side / 60 >= left + side && y <= top + side / 60 {
            *pixel = Rgb([90, 90, 90]);
        }
    }
    let photo = image::imageops::blur(&seen_at_an_angle(&page, 4.0, 0.0003), 1.5);
    assert_read_as_the_seed(jpeg(&photo, 70));
}

#[test]
fn a_digit_printed_in_an_empty_cell_that_leaves_no_solution_is_left_out() {
    let mut page = drawn(SEED_LINE, 40);
    let (left, top, side) = grid_box(&page);
    // r1c6's 2 copied into r1c1, whose 2 then clashes with it: a stray digit, read for sure.
    let cell = side / 9;
    for y in top + cell / 8..top + cell - cell / 8 {
        for x in cell / 8..cell - cell / 8 {
            let pixel = *page.get_pixel(left + 5 * cell + x, y);
            page.put_pixel(left + x, y, pixel);
        }
    }
    let output = resol()
        .args(["--format", "line"])
        .write_stdin(png(&page))
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    assert_eq!(
        String::from_utf8(output.stdout).unwrap().trim_end(),
        SEED_SOLUTION_LINE
    );
    let notes = String::from_utf8(output.stderr).unwrap();
    assert!(notes.contains("r1c1 read as empty, not 2"), "{notes}");
}

/// `photo` with a hard shadow across it (a hand or a phone over the page): every pixel right
/// of a slanted edge through the middle at `darkness` of its light.
fn shadowed(photo: &RgbImage, darkness: f64) -> RgbImage {
    let (width, height) = photo.dimensions();
    let mut shadowed = photo.clone();
    for (x, y, pixel) in shadowed.enumerate_pixels_mut() {
        if 3 * x > width + y * width / height {
            pixel.0 = pixel.0.map(|level| (f64::from(level) * darkness) as u8);
        }
    }
    shadowed
}

/// `photo` taken in dim light on grey paper: its levels squeezed into 90 to 180, with a
/// sensor's blur.
fn dim(photo: &RgbImage) -> RgbImage {
    let mut dim = image::imageops::blur(photo, 2.0);
    for pixel in dim.pixels_mut() {
        pixel.0 = pixel.0.map(|level| 90 + (f32::from(level) * 0.35) as u8);
    }
    dim
}

#[test]
fn a_photo_with_a_hard_shadow_across_the_grid_is_read_back() {
    let photo = seen_at_an_angle(&drawn(SEED_LINE, 40), 5.0, 0.0002);
    for darkness in [0.5, 0.3] {
        let (line, answered) = read_back(jpeg(&shadowed(&photo, darkness), 80));
        assert_eq!(line, SEED_LINE, "shadow at {darkness} of the light");
        assert!(answered, "shadow at {darkness} of the light");
    }
}

#[test]
fn a_blurred_photo_of_low_contrast_taken_in_dim_light_is_read_back() {
    let photo = seen_at_an_angle(&drawn(SEED_LINE, 40), -4.0, 0.0002);
    assert_read_as_the_seed(jpeg(&dim(&photo), 80));
}
