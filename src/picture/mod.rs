//! Pictures in: a photo or a screenshot of Sudoku grids read as puzzles.
//!
//! In the order the work is done, one file each:
//! - `error`: why a picture gives no puzzle;
//! - `decode`: the picture told by its first bytes, decoded within limits, in grey levels;
//! - `threshold`: ink told from paper, against each pixel's neighbourhood;
//! - `outline`: the pieces of ink that may be grids, and their possible outlines;
//! - `find`: the grids, as pieces of ink whose corners bound N + 1 lines each way;
//! - `fit`: a 9×9 grid's outline put onto the ten lines each way that best match the ink;
//! - `warp`: the perspective map from a square to a grid's corners;
//! - `lines`: each cell's own lines, looked for near where the map puts them;
//! - `cells`: each cell sampled inside its lines and normalised;
//! - `model`: the classifiers giving each cell the probability of empty and of each value;
//! - `check`: the solver's check of the reading, which may change one or two unsure cells.
//!
//! [`read`] yields the same [`Puzzle`] items the text parser yields, each carrying its
//! [`PictureReading`] (where it comes from, how sure the reading is).

mod cells;
mod check;
mod checked;
mod decode;
mod error;
mod find;
mod fit;
mod grid_lines;
mod images;
mod lighting;
mod lines;
mod model;
mod outline;
mod threshold;
mod warp;

use std::sync::Arc;

use image::GrayImage;
use image::metadata::Orientation;

pub use self::cells::{FEATURES, Features};
use self::check::check;
use self::checked::{Checked, LOW_CONFIDENCE};
pub use self::decode::{SIGNATURE_LEN, is_picture};
pub use self::error::{MAX_PIXELS, PictureError};
use self::find::{Found, find_grids};
use self::images::ReadingImages;
pub use self::model::{CLASSES, Model};
use self::outline::area;
use self::warp::Point;
use crate::parse::{Notation, PictureReading, Puzzle, PuzzleForm};
use crate::shape::Shape;

/// How a picture is named.
#[derive(Clone, Debug)]
pub struct Source {
    /// In messages: its path, or `standard input`.
    pub name: String,
    /// In JSON: its path, or `-`.
    pub file: String,
    /// The stream line it stands at, which its puzzles take as theirs.
    pub line: u64,
}

/// The puzzles of the picture in `bytes`, one a grid in reading order.
pub fn read(bytes: &[u8], source: &Source) -> Result<Vec<Puzzle>, PictureError> {
    read_with(bytes, source, model::digits())
}

/// [`read`] with another model of grids of digits than the built-in one (16×16 grids are read
/// by the built-in model of their symbols): the training's validation reads each fold's photos
/// with the model trained without them.
pub fn read_with(
    bytes: &[u8],
    source: &Source,
    model: &Model,
) -> Result<Vec<Puzzle>, PictureError> {
    let mut decoded = decode::decode(bytes)?;
    // Light lines and digits on a dark ground (an app in dark mode) are read as their negative;
    // when no grid is found, the other way is tried too.
    if decoded.is_dark() {
        decoded.invert();
    }
    let mut readings = read_grids(&decoded, model);
    if readings
        .as_ref()
        .is_err_and(|error| matches!(error, PictureError::NoGrid))
    {
        decoded.invert();
        readings = read_grids(&decoded, model);
    }
    let readings = readings?;
    let count = readings.len();
    Ok(readings
        .into_iter()
        .enumerate()
        .map(|(index, checked)| puzzle(checked, source, index + 1, count))
        .collect())
}

/// Each grid of a decoded picture, read and checked, in reading order: found and read with the
/// picture's lighting evened out, and when a grid so read has no single solution, as taken too
/// (evening out lifts a tinted panel's print into ink, which can pull a grid's outline off),
/// keeping the way that reads more grids with one solution, then fewer without (a piece of the
/// page taken for a grid), then more cells (a grid's box lines alone pass for a smaller grid's).
fn read_grids(decoded: &decode::Decoded, model: &Model) -> Result<Vec<Checked>, PictureError> {
    let evened = read_grids_in(ReadingImages::new(decoded, true), model);
    let rank = |readings: &Result<Vec<Checked>, PictureError>| match readings {
        Ok(readings) => Some((
            readings.iter().filter(|reading| reading.unique()).count(),
            std::cmp::Reverse(readings.iter().filter(|reading| !reading.unique()).count()),
            readings
                .iter()
                .map(|reading| reading.grid.shape().size().pow(2))
                .sum::<usize>(),
        )),
        Err(_) => None,
    };
    if evened
        .as_ref()
        .is_ok_and(|readings| readings.iter().all(Checked::unique))
    {
        return evened;
    }
    let as_taken = read_grids_in(ReadingImages::new(decoded, false), model);
    if rank(&as_taken) > rank(&evened) {
        as_taken
    } else {
        evened
    }
}

/// Each grid found in `images`' working image, read and checked, in reading order.
fn read_grids_in(mut images: ReadingImages, model: &Model) -> Result<Vec<Checked>, PictureError> {
    let grids = find_grids(&images.working);
    if grids.is_empty() {
        return Err(PictureError::NoGrid);
    }
    let orientation = images.decoded.orientation;
    Ok(grids
        .iter()
        .map(|found| {
            let (gray, found) = images.for_grid(found);
            read_grid(gray, &found, orientation, model)
        })
        .collect())
}

/// The cells of each grid of the picture in `bytes` as stored (its EXIF tag not applied), with
/// the grid's size and area in pixels, for training: found and cut with the picture's lighting
/// evened out when `even`, as taken otherwise.
pub fn cut_grids(
    bytes: &[u8],
    even: bool,
) -> Result<Vec<(usize, f64, Vec<Features>)>, PictureError> {
    let decoded = decode::decode(bytes)?;
    let mut images = ReadingImages::new(&decoded, even);
    Ok(find_grids(&images.working)
        .iter()
        .filter_map(|found| {
            let (gray, found) = images.for_grid(found);
            let cells = cells::cut_cells(gray, &found.corners, found.size)?;
            Some((found.size, area(&found.corners), cells))
        })
        .collect())
}

/// One grid read and checked: first turned as the picture's EXIF tag says; when that reading is
/// unsure or has no single solution (tags lie), in the other turns too, keeping the best. A grid
/// of digits is read by `digits`, a 16×16 grid by the model of its symbols.
fn read_grid(gray: &GrayImage, found: &Found, orientation: Orientation, digits: &Model) -> Checked {
    let shape = Shape::for_size(found.size).expect("the sizes found are Sudoku sizes");
    let model = if found.size > 9 {
        model::symbols()
    } else {
        digits
    };
    let mut best: Option<Checked> = None;
    for turn in turns(orientation) {
        let corners = turned(&found.corners, turn);
        let Some(cells) = cells::cut_cells(gray, &corners, found.size) else {
            continue;
        };
        let probabilities: Vec<[f32; CLASSES]> =
            cells.iter().map(|cell| model.classify(cell)).collect();
        let reading = check(shape, &probabilities);
        if reading.unique() && reading.changed.is_empty() && reading.confidence() >= LOW_CONFIDENCE
        {
            return reading;
        }
        if best.as_ref().is_none_or(|best| better(&reading, best)) {
            best = Some(reading);
        }
    }
    best.expect("the picture's own turn always cuts")
}

/// Whether `reading` is better than `other`: one solution first, then fewer changes; of two
/// readings with one solution, the likelier; of two grids of digits without, the one with more
/// digits (the model of digits reads a digit turned on its side as an empty cell, with
/// confidence), then the likelier. Of two 16×16 grids without, neither: the first read (the
/// picture's own turn) stays, since the model of their symbols reads turned letters as digits
/// as surely as upright ones.
fn better(reading: &Checked, other: &Checked) -> bool {
    let key = |r: &Checked| (r.unique(), std::cmp::Reverse(r.changed.len()));
    match key(reading).cmp(&key(other)) {
        std::cmp::Ordering::Equal if reading.unique() => reading.likelihood() > other.likelihood(),
        std::cmp::Ordering::Equal if reading.grid.shape().size() > 9 => false,
        std::cmp::Ordering::Equal => match reading.digits().cmp(&other.digits()) {
            std::cmp::Ordering::Equal => reading.likelihood() > other.likelihood(),
            order => order.is_gt(),
        },
        order => order.is_gt(),
    }
}

/// The turns a grid is read in: the EXIF tag's first, then the picture as stored, then the
/// other quarter turns.
fn turns(orientation: Orientation) -> Vec<Orientation> {
    let mut turns = vec![orientation];
    for turn in [
        Orientation::NoTransforms,
        Orientation::Rotate90,
        Orientation::Rotate180,
        Orientation::Rotate270,
    ] {
        if !turns.contains(&turn) {
            turns.push(turn);
        }
    }
    turns
}

/// The corners (top left, top right, bottom right, bottom left, as shown) of a grid whose
/// corners as stored are `corners`, in a picture shown turned by `orientation`.
fn turned(corners: &[Point; 4], orientation: Orientation) -> [Point; 4] {
    let [a, b, c, d] = *corners;
    match orientation {
        Orientation::NoTransforms => [a, b, c, d],
        Orientation::Rotate90 => [d, a, b, c],
        Orientation::Rotate180 => [c, d, a, b],
        Orientation::Rotate270 => [b, c, d, a],
        Orientation::FlipHorizontal => [b, a, d, c],
        Orientation::FlipVertical => [d, c, b, a],
        Orientation::Rotate90FlipH => [a, d, c, b],
        Orientation::Rotate270FlipH => [c, b, a, d],
    }
}

/// The puzzle of a grid read.
fn puzzle(checked: Checked, source: &Source, grid: usize, grids: usize) -> Puzzle {
    let doubtful = if !checked.unique() {
        checked.doubtful()
    } else {
        checked
            .rivals
            .iter()
            .map(|rival| (rival.cell, checked.probabilities[rival.cell]))
            .collect()
    };
    Puzzle {
        form: PuzzleForm::Line,
        notation: Notation::Symbols,
        hole: b'.',
        line: source.line,
        marks: None,
        variant: None,
        picture: Some(Arc::new(PictureReading {
            name: source.name.clone(),
            file: source.file.clone(),
            grid,
            grids,
            confidence: checked.confidence(),
            changed: checked.changed.clone(),
            doubtful,
            rivals: checked.rivals.clone(),
        })),
        grid: checked.grid,
    }
}

/// What standard error says about a puzzle read from a picture: each cell changed by the
/// solver's check, the doubtful cells of a reading without a single solution, or the least
/// sure cell of a reading less than 0.6 likely.
pub fn notes(puzzle: &Puzzle) -> Vec<String> {
    let Some(picture) = &puzzle.picture else {
        return Vec::new();
    };
    let size = puzzle.grid.shape().size();
    let name = |cell: usize| format!("r{}c{}", cell / size + 1, cell % size + 1);
    let value = |value: u8| match value {
        0 => "empty".to_string(),
        digit => digit.to_string(),
    };
    let whence = picture.whence();
    let mut notes: Vec<String> = picture
        .changed
        .iter()
        .map(|change| {
            format!(
                "{whence}: {} read as {}, not {} (p {:.2})",
                name(change.cell),
                value(change.value),
                value(change.likeliest),
                change.probability
            )
        })
        .collect();
    if !picture.rivals.is_empty() {
        let rivals: Vec<String> = picture
            .rivals
            .iter()
            .map(|rival| {
                format!(
                    "{} read as {}, but {} (p {:.2}) gives one solution too",
                    name(rival.cell),
                    value(rival.likeliest),
                    value(rival.value),
                    rival.probability
                )
            })
            .collect();
        notes.push(format!(
            "{whence}: the reading is in doubt: {}; check the reading",
            rivals.join("; ")
        ));
    } else if !picture.doubtful.is_empty() {
        let cells: Vec<String> = picture
            .doubtful
            .iter()
            .map(|&(cell, p)| format!("{} (p {p:.2})", name(cell)))
            .collect();
        notes.push(format!(
            "{whence}: the reading has no single solution; doubtful cells: {}",
            cells.join(", ")
        ));
    } else if picture.confidence < LOW_CONFIDENCE {
        notes.push(format!(
            "{whence}: a cell is read with low confidence (p {:.2}); check the reading",
            picture.confidence
        ));
    }
    notes
}

#[cfg(test)]
mod tests;
