//! Arbitrary bytes read as a picture: real and damaged JPEG, PNG, GIF, BMP, TIFF and WebP files
//! from `seeds/picture/`, mutated.
//!
//! Asserts: no panic; a picture yields its grids or an error, never both and never an empty
//! list; each grid is 4×4, 6×6 or 9×9, numbered from 1 in order, and its confidence a
//! probability.
#![no_main]

use libfuzzer_sys::fuzz_target;
use resol::picture::{Source, read};

fuzz_target!(|data: &[u8]| {
    let source = Source {
        name: "fuzz.jpg".into(),
        file: "fuzz.jpg".into(),
        line: 1,
    };
    if let Ok(puzzles) = read(data, &source) {
        assert!(!puzzles.is_empty());
        for (index, puzzle) in puzzles.iter().enumerate() {
            assert!([4, 6, 9].contains(&puzzle.grid.shape().size()));
            let reading = puzzle.picture.as_ref().unwrap();
            assert_eq!(reading.grid, index + 1);
            assert_eq!(reading.grids, puzzles.len());
            assert!((0.0..=1.0).contains(&reading.confidence));
        }
    }
});
