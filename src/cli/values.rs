//! How the values of options are read: whole numbers, seconds, sizes and box shapes, rating
//! ranges, names (`--format json`), and the rules of `--variant` with their distances.

use std::ffi::OsStr;
use std::str::FromStr;
use std::time::Duration;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Arg, Command};
use resol::Named;
use resol::batch::Ratings;
use resol::draw::book::PER_PAGE;
use resol::generate::{POSSIBLE, Reach, reach};
use resol::logic::Difficulty;
use resol::shape::Shape;
use resol::variant::{GlobalRule, GlobalRuleNameError};

/// Reads a whole number of at least 1; every such option words its errors alike.
pub(super) fn at_least_one<T: FromStr + PartialOrd + From<u8>>(text: &str) -> Result<T, String> {
    match text.parse::<T>() {
        Ok(value) if value >= T::from(1) => Ok(value),
        Ok(_) => Err("must be at least 1".to_string()),
        Err(_) => Err("must be a whole number of at least 1".to_string()),
    }
}

/// Reads the side of a cell in pixels, a whole number from 8 to 400.
pub(super) fn cell_size(text: &str) -> Result<u16, String> {
    match text.parse::<u16>() {
        Ok(pixels @ 8..=400) => Ok(pixels),
        _ => Err("must be a whole number of pixels from 8 to 400".to_string()),
    }
}

/// Reads the puzzles a page of a book holds: 1, 2, 4 or 6.
pub(super) fn per_page(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(count) if PER_PAGE.contains(&count) => Ok(count),
        _ => Err("must be 1, 2, 4 or 6".to_string()),
    }
}

/// Reads a time in seconds, a decimal number above 0 (`0.5`, `2`).
pub(super) fn seconds(text: &str) -> Result<Duration, String> {
    const RULE: &str = "must be a number of seconds above 0 (e.g. 0.5)";
    let seconds: f64 = text.parse().map_err(|_| RULE.to_string())?;
    if seconds <= 0.0 {
        return Err(RULE.to_string());
    }
    Duration::try_from_secs_f64(seconds).map_err(|_| RULE.to_string())
}

/// Reads a size, as its default shape.
pub(super) fn size(text: &str) -> Result<Shape, String> {
    let size = text
        .parse::<usize>()
        .map_err(|_| "must be a whole number".to_string())?;
    Shape::for_size(size).map_err(|error| error.to_string())
}

/// Reads a box shape, `RxC`.
pub(super) fn box_shape(text: &str) -> Result<Shape, String> {
    text.parse::<Shape>().map_err(|error| error.to_string())
}

/// Reads a range of ratings, `MIN..MAX` with either end left out, into tenths; refuses a range
/// no generated puzzle can have, restating it as written.
pub(super) fn rating_range(text: &str) -> Result<Ratings, String> {
    const RULE: &str = "must be MIN..MAX, either end left out, from 0.0 to 20.0 (e.g. 7.0..)";
    let (low, high) = text.split_once("..").ok_or(RULE)?;
    let end = |text: &str, open: u16| -> Result<u16, String> {
        if text.is_empty() {
            return Ok(open);
        }
        let rating: f64 = text.parse().map_err(|_| RULE.to_string())?;
        if !(0.0..=20.0).contains(&rating) {
            return Err(RULE.to_string());
        }
        // Ratings are tenths: 7.05 is read as 7.1 at the low end and 7.0 at the high end.
        Ok((rating * 10.0).round() as u16)
    };
    let (low, high) = (end(low, 0)?, end(high, 200)?);
    if low > high {
        return Err(format!("{RULE}; {text} is empty"));
    }
    if reach(low, high) == Reach::Impossible {
        return Err(format!(
            "no generated puzzle rates {text}: they rate {} (hidden singles) to {} (nested \
             forcing chains)",
            Difficulty::from_tenths(*POSSIBLE.start()),
            Difficulty::from_tenths(*POSSIBLE.end()),
        ));
    }
    Ok(Ratings {
        low,
        high,
        asked: format!("--rating {text}"),
    })
}

/// A parser for a value chosen by name: clap lists the names, then their aliases, in help,
/// errors and completions, and rejects any other.
pub(super) fn by_name<T: Named + Send + Sync>() -> impl TypedValueParser<Value = T> {
    let names = T::NAMED.iter().chain(T::ALIASES);
    let values = names.map(|&(name, _)| PossibleValue::new(name));
    PossibleValuesParser::new(values)
        .map(|name| T::from_name(&name).expect("clap accepts only the listed names"))
}

/// The parser of `--variant`'s rules, as the library reads them. Clap lists the names in
/// help, errors and completions (`taxicab:D` for a rule that takes a distance) and refuses a
/// name not listed as it refuses any; a listed name with a fault (`taxicab:0`, `taxicab`
/// without its distance) is refused with what is wrong.
#[derive(Clone)]
pub(super) struct VariantRule;

impl VariantRule {
    /// The names, as clap lists them.
    fn listed() -> PossibleValuesParser {
        PossibleValuesParser::new(GlobalRule::spellings().map(PossibleValue::new))
    }
}

impl TypedValueParser for VariantRule {
    type Value = GlobalRule;

    fn parse_ref(
        &self,
        cmd: &Command,
        arg: Option<&Arg>,
        value: &OsStr,
    ) -> Result<GlobalRule, clap::Error> {
        match value.to_str().map(str::parse::<GlobalRule>) {
            Some(Ok(rule)) => Ok(rule),
            None | Some(Err(GlobalRuleNameError::Unknown(_))) => Err(Self::listed()
                .parse_ref(cmd, arg, value)
                .expect_err("every name listed is read")),
            Some(Err(why)) => {
                let refuse = move |_: &str| Err::<GlobalRule, String>(why.to_string());
                refuse.parse_ref(cmd, arg, value)
            }
        }
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(GlobalRule::spellings().map(PossibleValue::new)))
    }
}

/// When the game's screen has colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Colour {
    /// Unless NO_COLOR is set to a non-empty value.
    Auto,
    /// Always.
    Always,
    /// Never: bold, underline and reverse alone.
    Never,
}
