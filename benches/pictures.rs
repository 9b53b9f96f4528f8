//! Whole-process times of reading a picture: `resol -j1 --print --format line FILE`, start-up,
//! decoding, search, cells, model and the solver's check included.
//!
//! `cargo bench --bench pictures` times three pictures, 21 runs each after one warm-up, and
//! prints the median, the fastest and the slowest in ms:
//!
//! * a 640×480 phone photo: `image1.jpg` of the V2 training photos when the data sets are beside
//!   the clone (`../shared/data/photos/v2_train`), else `examples/photo.jpg`;
//! * a 12-megapixel photo: the same photo scaled to 4000×3000 and saved as a JPEG (quality 90)
//!   into a temporary directory;
//! * a screenshot: `tests/data/pictures/seed-screenshot.png`.
//!
//! Each run also checks that the picture is read (one line printed).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use image::codecs::jpeg::JpegEncoder;
use image::imageops::FilterType;

/// Timed runs per picture.
const RUNS: usize = 21;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let photo = ["../shared/data/photos/v2_train/image1.jpg"]
        .iter()
        .map(|path| root.join(path))
        .find(|path| path.exists())
        .unwrap_or_else(|| root.join("examples/photo.jpg"));
    let large = std::env::temp_dir().join(format!("resol-bench-{}-12mp.jpg", std::process::id()));
    let scaled = image::open(&photo)
        .unwrap()
        .resize_exact(4000, 3000, FilterType::Triangle)
        .to_rgb8();
    let mut file = std::fs::File::create(&large).unwrap();
    JpegEncoder::new_with_quality(&mut file, 90)
        .encode_image(&scaled)
        .unwrap();
    println!("picture                          median     fastest    slowest");
    for (name, path) in [
        ("photo (640×480 JPEG)", photo),
        ("photo (12 MP JPEG)", large.clone()),
        (
            "screenshot (PNG)",
            root.join("tests/data/pictures/seed-screenshot.png"),
        ),
    ] {
        let mut times = time(&path);
        times.sort_by(f64::total_cmp);
        println!(
            "{name:<30} {:>7.1} ms {:>7.1} ms {:>7.1} ms",
            times[RUNS / 2],
            times[0],
            times[RUNS - 1]
        );
    }
    let _ = std::fs::remove_file(large);
}

/// The wall times of [`RUNS`] runs on `picture`, in ms.
fn time(picture: &PathBuf) -> Vec<f64> {
    let run = || {
        let started = Instant::now();
        let output = Command::new(env!("CARGO_BIN_EXE_resol"))
            .args(["-j1", "--print", "--format", "line"])
            .arg(picture)
            .output()
            .unwrap();
        let elapsed = started.elapsed().as_secs_f64() * 1000.0;
        assert_eq!(output.stdout.iter().filter(|&&b| b == b'\n').count(), 1);
        elapsed
    };
    run();
    (0..RUNS).map(|_| run()).collect()
}
