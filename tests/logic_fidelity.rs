//! Ratings compared with Sudoku Explainer's (serate 1.2.1.3) on `tests/data/se_ratings.txt`.
//! Easy puzzles must match exactly in the normal run; the agreement over the whole file, by
//! band of SE's ER, is measured by an ignored test (run with
//! `cargo test --release --test logic_fidelity -- --ignored --nocapture`).

use resol::Grid;
use resol::logic::{Difficulty, Rating, rate};

/// One line of the reference file.
struct Reference {
    puzzle: Grid,
    ratings: Option<[Difficulty; 3]>,
    technique: String,
}

fn references() -> Vec<Reference> {
    let text = include_str!("data/se_ratings.txt");
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            let tenths = |text: &str| -> Option<Difficulty> {
                let (units, tenth) = text.split_once('.')?;
                let tenths = units.parse::<u16>().ok()? * 10 + tenth.parse::<u16>().ok()?;
                Some(Difficulty::from_tenths(tenths))
            };
            let ratings = match (tenths(fields[1]), tenths(fields[2]), tenths(fields[3])) {
                (Some(er), Some(ep), Some(ed)) => Some([er, ep, ed]),
                _ => None,
            };
            Reference {
                puzzle: fields[0].parse().unwrap(),
                ratings,
                technique: fields[4].to_string(),
            }
        })
        .collect()
}

fn triple(rating: &Rating) -> [Difficulty; 3] {
    [rating.er, rating.ep, rating.ed]
}

#[test]
fn easy_puzzles_get_sudoku_explainers_ratings_and_hardest_technique() {
    let easy: Vec<Reference> = references()
        .into_iter()
        .filter(|r| {
            r.ratings
                .is_some_and(|[er, ..]| er <= Difficulty::from_tenths(45))
        })
        .step_by(3)
        .collect();
    assert!(easy.len() >= 50, "too few easy reference puzzles");
    for reference in &easy {
        let rating = rate(&reference.puzzle).unwrap();
        assert_eq!(
            Some(triple(&rating)),
            reference.ratings,
            "{}",
            reference.puzzle
        );
        assert_eq!(rating.technique, Some(reference.technique.as_str()));
    }
}

/// Counts by band: puzzles, ER identical, ER within 0.3, same for EP and ED.
#[derive(Default, Clone, Copy)]
struct Band {
    puzzles: usize,
    identical: [usize; 3],
    close: [usize; 3],
}

impl Band {
    /// The counts of two bands together.
    fn plus(self, other: Band) -> Band {
        let add = |a: [usize; 3], b: [usize; 3]| [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
        Band {
            puzzles: self.puzzles + other.puzzles,
            identical: add(self.identical, other.identical),
            close: add(self.close, other.close),
        }
    }

    /// The share of the band's puzzles `count` is.
    fn share(&self, count: usize) -> f64 {
        count as f64 / self.puzzles.max(1) as f64
    }

    /// `count (percent %)`.
    fn cell(&self, count: usize) -> String {
        format!("{count} ({:.1} %)", 100.0 * self.share(count))
    }
}

#[test]
#[ignore = "slow: rates every reference puzzle"]
fn agreement_with_sudoku_explainer_meets_the_targets() {
    let mut bands: [Band; 3] = Default::default();
    let mut unrated = Vec::new();
    let (mut rated, mut same_technique) = (0, 0);
    for reference in references() {
        let rating = rate(&reference.puzzle).unwrap();
        let Some(expected) = reference.ratings else {
            unrated.push(rating.er.to_string());
            continue;
        };
        rated += 1;
        if rating.technique == Some(reference.technique.as_str()) {
            same_technique += 1;
        }
        let band = match expected[0].tenths() {
            0..=62 => 0,
            63..=90 => 1,
            _ => 2,
        };
        let counts = &mut bands[band];
        counts.puzzles += 1;
        for (which, (ours, theirs)) in triple(&rating).iter().zip(expected).enumerate() {
            if *ours == theirs {
                counts.identical[which] += 1;
            }
            if ours.tenths().abs_diff(theirs.tenths()) <= 3 {
                counts.close[which] += 1;
            }
        }
        if triple(&rating) != expected {
            eprintln!("{}: SE {:?}, ours {rating}", reference.puzzle, expected);
        }
    }
    let harder = bands[1].plus(bands[2]);
    let all = bands[0].plus(harder);
    let rows = [
        ("SE ER <= 6.2", bands[0]),
        ("6.2 < SE ER <= 9.0", bands[1]),
        ("SE ER > 9.0", bands[2]),
        ("SE ER > 6.2", harder),
        ("all", all),
    ];
    println!(
        "| band | puzzles | ER same | \\|ΔER\\| <= 0.3 | EP same | \\|ΔEP\\| <= 0.3 | ED same | \\|ΔED\\| <= 0.3 |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|");
    for (name, band) in rows {
        let [er, ep, ed] = band.identical;
        let [er3, ep3, ed3] = band.close;
        let cells = [er, er3, ep, ep3, ed, ed3].map(|count| band.cell(count));
        println!("| {name} | {} | {} |", band.puzzles, cells.join(" | "));
    }
    println!("hardest technique named as SE names it: {same_technique} of {rated}");
    println!("puzzles SE did not rate in 120 s, our ER: {unrated:?}");
    assert!(bands[0].share(bands[0].identical[0]) >= 0.95);
    assert!(harder.share(harder.identical[0]) >= 0.80);
    assert!(all.share(all.close[0]) >= 0.95);
}
