//! Writes the training examples of the digit classifier: the cells of pictures whose truth is
//! known, cut and normalised by the same code that reads pictures, one line a cell.
//!
//! `cargo run --release --example cells -- DIR... > cells.tsv` reads each `NAME.jpg` or
//! `NAME.png` of each DIR with its truth `NAME.dat` (the V2 dataset's form: two lines, then N
//! lines of N values separated by spaces, 0 for empty) and writes, for each cell of the
//! picture's largest N×N grid, `NAME<TAB>CELL<TAB>LABEL<TAB>` and its features, separated by
//! spaces. The cells are cut as the reader cuts them first (the lighting evened out), and when
//! the cells holding ink are not the givens, as the picture was taken too, keeping the cut that
//! agrees more with the truth. Pictures where no N×N grid is found are named on standard error
//! and skipped.

use std::fs;
use std::io::{self, BufWriter, Write};
use std::path::Path;

use resol::picture::{Features, cut_grids};

fn main() -> io::Result<()> {
    let mut out = BufWriter::new(io::stdout().lock());
    for dir in std::env::args().skip(1) {
        let mut names: Vec<_> = fs::read_dir(&dir)?
            .filter_map(|entry| entry.ok().map(|entry| entry.path()))
            .filter(|path| path.extension().is_some_and(|ext| ext == "dat"))
            .collect();
        names.sort();
        for truth in names {
            write_cells(&truth, &mut out)?;
        }
    }
    out.flush()
}

/// Writes the cells of the picture beside `truth`.
fn write_cells(truth: &Path, out: &mut impl Write) -> io::Result<()> {
    let labels: Vec<u8> = fs::read_to_string(truth)?
        .lines()
        .skip(2)
        .flat_map(|line| line.split_whitespace().map(|value| value.parse().ok()))
        .collect::<Option<_>>()
        .unwrap_or_default();
    let size = labels.len().isqrt();
    let picture = ["jpg", "png"]
        .iter()
        .map(|ext| truth.with_extension(ext))
        .find(|path| path.exists());
    let name = truth.file_stem().unwrap_or_default().to_string_lossy();
    let (Some(picture), 81 | 256) = (picture, labels.len()) else {
        eprintln!("{name}: no picture, or not 9×9 or 16×16 values");
        return Ok(());
    };
    let bytes = fs::read(picture)?;
    let largest = |even: bool| {
        cut_grids(&bytes, even)
            .unwrap_or_default()
            .into_iter()
            .filter(|(found, _, _)| *found == size)
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(_, _, cells)| cells)
    };
    // The cells as the reader cuts them first, with the lighting evened out; when their ink
    // disagrees with the truth (a grid's outline pulled off it), as the picture was taken too,
    // keeping the cut that agrees more.
    let agreeing = |cells: &Option<Vec<Features>>| {
        cells.as_ref().map_or(0, |cells| {
            cells
                .iter()
                .zip(&labels)
                .filter(|(features, label)| features.iter().any(|&v| v > 0.0) == (**label > 0))
                .count()
        })
    };
    let mut cells = largest(true);
    if agreeing(&cells) < labels.len() {
        let as_taken = largest(false);
        if agreeing(&as_taken) > agreeing(&cells) {
            cells = as_taken;
        }
    }
    let Some(cells) = cells else {
        eprintln!("{name}: no {size}×{size} grid found");
        return Ok(());
    };
    for (cell, (features, label)) in cells.iter().zip(&labels).enumerate() {
        let values: Vec<String> = features.iter().map(|v| format!("{v:.3}")).collect();
        writeln!(out, "{name}\t{cell}\t{label}\t{}", values.join(" "))?;
    }
    Ok(())
}
