//! Hostile lines: broken payloads, a decompression bomb, deep JSON, absurd sizes and sums, and
//! random bytes after valid beginnings. Each is a [`FormError`], never a panic, and nothing
//! grows past its limit.

use proptest::prelude::*;
use serde_json::json;

use super::refuse;
use crate::parse::variant::lz::decompressed_len;
use crate::parse::variant::{FormError, MAX_LINE, MAX_OUTPUT, read, recognise};

/// A payload whose code stream makes each entry one longer than the last: `codes` codes
/// decompress to about `codes²/2` characters. Built bit by bit, as LZ-string reads them.
fn bomb(codes: usize) -> String {
    let mut bits: Vec<bool> = Vec::new();
    let mut push =
        |value: usize, width: u32| (0..width).for_each(|i| bits.push(value >> i & 1 == 1));
    push(0, 2); // a literal of 8 bits…
    push(usize::from(b'a'), 8); // …`a`, entry 3
    let (mut size, mut width, mut enlarge_in) = (4usize, 3u32, 4usize);
    for _ in 0..codes {
        push(size, width); // the entry being made: the last one and its first character
        size += 1;
        enlarge_in -= 1;
        if enlarge_in == 0 {
            enlarge_in = 1 << width;
            width += 1;
        }
    }
    push(2, width); // the end
    let alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let chars = bits.chunks(6).map(|six| {
        let value = (0..6).fold(0, |v, i| v << 1 | usize::from(six.get(i) == Some(&true)));
        char::from(alphabet[value])
    });
    chars.chain("A".chars()).collect()
}

/// The values of a payload's characters in LZ-string's alphabet.
fn values(payload: &str) -> Vec<u8> {
    let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";
    payload
        .chars()
        .map(|c| alphabet.find(c).expect("base64") as u8)
        .collect()
}

#[test]
fn a_decompression_bomb_is_refused_before_it_is_decompressed() {
    // The measure agrees with the crate on a small bomb…
    let small = bomb(100);
    let units = lz_str::decompress_from_base64(&small).expect("decompresses");
    assert_eq!(units.len(), 1 + (1..=100).map(|k| k + 1).sum::<usize>());
    assert_eq!(
        decompressed_len(&values(&small), usize::MAX),
        Ok(units.len())
    );
    // …and a large one, under 4 KiB that would make 2 MiB, is refused.
    let large = bomb(2000);
    assert!(large.len() < 4096);
    let link = format!("https://f-puzzles.com/?load={large}");
    assert_eq!(refuse(&link), FormError::TooBig);
    assert_eq!(
        refuse(&link).to_string(),
        "the f-puzzles payload would decompress past 1 MiB"
    );
}

#[test]
fn broken_payloads_are_named() {
    let error = |payload: &str| refuse(&format!("https://f-puzzles.com/?load={payload}"));
    assert_eq!(error("N4Ig!!"), FormError::NotBase64('!'));
    assert_eq!(error("N4Ig%ZZ"), FormError::NotBase64('%'));
    assert_eq!(
        error(""),
        FormError::NotJson("EOF while parsing a value at line 1 column 0".into())
    );
    let good = lz_str::compress_to_base64(json!({ "size": 9 }).to_string().as_str());
    for cut in 1..good.len() - 2 {
        let result = read(
            &format!("?load={}", &good[..cut]),
            crate::parse::variant::Form::FPuzzlesLink,
        );
        assert!(result.is_err(), "a payload cut at {cut}");
    }
    assert_eq!(error("////////"), FormError::NoDecompress);
    assert_eq!(
        error(&"A".repeat(300 << 10)),
        FormError::PayloadTooLong(300 << 10)
    );
    let long = format!("?load={}", "A".repeat(MAX_LINE));
    assert_eq!(
        read(&long, crate::parse::variant::Form::FPuzzlesLink),
        Err(FormError::TooLong(long.len()))
    );
}

#[test]
fn deep_large_and_absurd_documents_are_errors() {
    let deep = format!("{{\"a\":{}{}}}", "[".repeat(100_000), "]".repeat(100_000));
    assert!(matches!(refuse(&deep), FormError::NotJson(m) if m.contains("recursion limit")));
    let huge = json!({ "size": 1_000_000_000u64, "grid": [] }).to_string();
    assert_eq!(
        refuse(&huge).to_string(),
        "a 1000000000×1000000000 grid is not supported"
    );
    let rows = json!({ "size": 9, "grid": [[{}]] }).to_string();
    assert_eq!(
        refuse(&rows).to_string(),
        "the f-puzzles document has 1 rows in its grid, not 9"
    );
    assert_eq!(
        refuse("{\"size\": 9}").to_string(),
        "the f-puzzles document has no grid"
    );
    let array = read("[1, 2]", crate::parse::variant::Form::FPuzzlesJson).expect_err("an array");
    assert_eq!(
        array.to_string(),
        "the f-puzzles document is not a JSON object"
    );
    let iss = refuse(".Cage~99999999999~R1C1");
    assert_eq!(
        iss.to_string(),
        "a killer cage has an unreadable sum '99999999999'"
    );
    assert!(matches!(
        refuse(".Whisper~300~R1C1~R1C2"),
        FormError::Rule(_)
    ));
}

/// Beginnings of valid lines of each form.
fn prefixes() -> Vec<String> {
    let payload = lz_str::compress_to_base64(
        json!({ "size": 4, "grid": [[{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]] })
            .to_string()
            .as_str(),
    );
    vec![
        format!("https://f-puzzles.com/?load={payload}"),
        format!(
            "https://sudokupad.app/fpuzzles{}",
            &payload[..payload.len() / 2]
        ),
        "{\"size\":9,\"grid\":[[{\"value\":".into(),
        ".Shape~6x6.Cage~1".into(),
        ".LittleKiller~".into(),
        "3x3:d:k:".into(),
        "3<>>>>>>H".into(),
        "1.......4.......".into(),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Random bytes after a valid beginning, read as lossy UTF-8: recognised or not, read in
    /// each form, never a panic; a puzzle read has givens and rules inside its grid.
    #[test]
    fn random_tails_never_panic(which in 0usize..8, tail in proptest::collection::vec(any::<u8>(), 0..200)) {
        let line = format!("{}{}", prefixes()[which], String::from_utf8_lossy(&tail));
        let forms = [
            crate::parse::variant::Form::FPuzzlesLink,
            crate::parse::variant::Form::FPuzzlesJson,
            crate::parse::variant::Form::ConstraintText,
            crate::parse::variant::Form::KillerShort,
            crate::parse::variant::Form::KillerSudoCue,
            crate::parse::variant::Form::Jigsaw,
        ];
        let _ = recognise(&line);
        for form in forms {
            if let Ok(puzzle) = read(&line, form) {
                let cells = puzzle.grid.shape().cells();
                prop_assert!(puzzle.variant.rules.iter().all(|rule| rule.cells().iter().all(|&c| c < cells)));
            }
        }
    }

    /// The measure of any payload the crate decompresses is the crate's length, and every
    /// LZ-string payload of a text is measured as that text's length.
    #[test]
    fn the_measure_agrees_with_the_crate(text in "[ -~]{0,300}") {
        let payload = lz_str::compress_to_base64(text.as_str());
        prop_assert_eq!(decompressed_len(&values(&payload), MAX_OUTPUT), Ok(text.len()));
    }
}
