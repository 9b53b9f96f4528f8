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
#[derive(Default)]
struct Band {
    puzzles: usize,
    identical: [usize; 3],
    close: [usize; 3],
}

#[test]
#[ignore = "slow: rates every reference puzzle"]
fn agreement_with_sudoku_explainer_meets_the_targets() {
    let names = ["ER <= 6.2", "6.2 < ER <= 9.0", "ER > 9.0"];
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
        if rating.er != expected[0] {
            eprintln!(
                "{}: SE {:?}, ours {}",
                reference.puzzle, expected, rating.er
            );
        }
    }
    println!("band             puzzles  ER same  ER ±0.3  EP same  EP ±0.3  ED same  ED ±0.3");
    for (name, band) in names.iter().zip(&bands) {
        let [er, ep, ed] = band.identical;
        let [er3, ep3, ed3] = band.close;
        println!(
            "{name:16} {:7}  {er:7}  {er3:7}  {ep:7}  {ep3:7}  {ed:7}  {ed3:7}",
            band.puzzles
        );
    }
    println!("hardest technique named as SE names it: {same_technique} of {rated}");
    println!("puzzles SE did not rate in 120 s, our ER: {unrated:?}");
    let share = |count: usize, total: usize| count as f64 / total.max(1) as f64;
    let easy = &bands[0];
    let hard_puzzles = bands[1].puzzles + bands[2].puzzles;
    let hard_identical = bands[1].identical[0] + bands[2].identical[0];
    let all_puzzles: usize = bands.iter().map(|b| b.puzzles).sum();
    let all_close: usize = bands.iter().map(|b| b.close[0]).sum();
    assert!(share(easy.identical[0], easy.puzzles) >= 0.95);
    assert!(share(hard_identical, hard_puzzles) >= 0.80);
    assert!(share(all_close, all_puzzles) >= 0.95);
}
