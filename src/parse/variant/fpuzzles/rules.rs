//! The keys of an f-puzzles document that carry rules, each read as Rangsk's
//! `CreateFromFPuzzles` reads it, in its order.

use serde_json::{Map, Value};

use super::super::build::{Builder, anti_diagonal, main_diagonal, walk};
use super::fields::{cells, entries, lines, name, number, pair, position, single_cells, text};
use crate::parse::variant::error::FormError;
use crate::variant::{Group, Pair, Relation, Rule};

/// The keys read here.
pub(super) const KEYS: &[&str] = &[
    "diagonal+",
    "diagonal-",
    "antiknight",
    "antiking",
    "disjointgroups",
    "nonconsecutive",
    "negative",
    "arrow",
    "killercage",
    "littlekillersum",
    "odd",
    "even",
    "minimum",
    "maximum",
    "extraregion",
    "thermometer",
    "palindrome",
    "renban",
    "whispers",
    "regionsumline",
    "betweenline",
    "difference",
    "ratio",
    "xv",
    "sandwichsum",
];

/// A rule made of a line's cells.
type LineRule = fn(Vec<usize>) -> Rule;

/// Adds the rules of the document's `keys` (lower case) to `b`, whose grid is read.
pub(super) fn read(keys: &Map<String, Value>, b: &mut Builder) -> Result<(), FormError> {
    let n = b.n;
    // A rule of the whole grid is on or off; any other value is no reading of it.
    let on = |key: &str| match keys.get(key) {
        None | Some(Value::Null) => Ok(false),
        Some(Value::Bool(on)) => Ok(*on),
        Some(other) => Err(FormError::rule(format!(
            "'{key}' is {other}, not true or false"
        ))),
    };
    let distinct = |cells| Rule::Distinct {
        group: Group::Diagonal,
        cells,
    };
    if on("diagonal+")? {
        b.push(distinct(anti_diagonal(n)));
    }
    if on("diagonal-")? {
        b.push(distinct(main_diagonal(n)));
    }
    if on("antiknight")? {
        b.push(Rule::AntiKnight);
    }
    if on("antiking")? {
        b.push(Rule::AntiKing);
    }
    if on("disjointgroups")? {
        disjoint_groups(b);
    }
    for arrow in entries(keys, "arrow")? {
        let circle = cells(arrow, "cells", n)?;
        if circle.len() > 1 && n > 9 {
            // Rangsk reads a pill's digits as decimal text, which no rule here says when a
            // value has two digits.
            return Err(FormError::UnsupportedFPuzzles(
                "arrow with a pill past 9×9".into(),
            ));
        }
        for shaft in lines(arrow, n)? {
            // A line starts in the circle; an arrow without circle or shaft binds nothing.
            if !circle.is_empty() && shaft.len() > 1 {
                let (circle, shaft) = (circle.clone(), shaft[1..].to_vec());
                b.push(Rule::Arrow { circle, shaft });
            }
        }
    }
    for cage in entries(keys, "killercage")? {
        let cells = cells(cage, "cells", n)?;
        if cells.is_empty() {
            return Err(FormError::rule("a killer cage needs cells"));
        }
        let sum = number(cage.get("value"), || {
            format!("the killer cage at {}", name(n, &cells))
        })?;
        let sums = sum.filter(|&sum| sum > 0).into_iter().collect();
        b.push(Rule::Cage { cells, sums });
    }
    for cage in entries(keys, "cage")? {
        digital_root_cage(cage, b)?;
    }
    for clue in entries(keys, "littlekillersum")? {
        little_killer(clue, b)?;
    }
    for (key, rule) in [("odd", Rule::Odd as fn(_) -> _), ("even", Rule::Even)] {
        let cells = single_cells(keys, key, n)?;
        if !cells.is_empty() {
            b.push(rule(cells));
        }
    }
    extremes(&single_cells(keys, "minimum", n)?, true, b);
    extremes(&single_cells(keys, "maximum", n)?, false, b);
    for region in entries(keys, "extraregion")? {
        let cells = cells(region, "cells", n)?;
        b.push(Rule::Distinct {
            group: Group::ExtraRegion,
            cells,
        });
    }
    let line_rules: [(&str, LineRule); 3] = [
        ("thermometer", Rule::Thermometer),
        ("palindrome", Rule::Palindrome),
        ("renban", Rule::Renban),
    ];
    for (key, rule) in line_rules {
        for entry in entries(keys, key)? {
            lines(entry, n)?
                .into_iter()
                .for_each(|line| b.push(rule(line)));
        }
    }
    for whispers in entries(keys, "whispers")? {
        let difference = match number(whispers.get("value"), || "a whispers line".into())? {
            None => (n as u32).div_ceil(2),
            Some(d) if (1..n as u32).contains(&d) => d,
            Some(d) => return Err(FormError::rule(format!("a whispers difference of {d}"))),
        };
        for cells in lines(whispers, n)? {
            let difference = difference as u8;
            b.push(Rule::Whispers { cells, difference });
        }
    }
    for entry in entries(keys, "regionsumline")? {
        lines(entry, n)?
            .into_iter()
            .for_each(|line| b.region_sum(line));
    }
    for entry in entries(keys, "betweenline")? {
        lines(entry, n)?
            .into_iter()
            .for_each(|line| b.push(Rule::Between(line)));
    }
    let negative = negatives(keys)?;
    dots(keys, "ratio", Relation::Ratio, 2, b)?;
    if negative.contains(&"ratio") {
        let mut values = Vec::new();
        for dot in entries(keys, "ratio")? {
            let value = dot_value(dot, 2, n)?;
            if !values.contains(&value) {
                values.push(value);
            }
        }
        let values = if values.is_empty() { vec![2] } else { values };
        let relation = Relation::Ratio;
        b.push(Rule::Negative { relation, values });
    }
    if on("nonconsecutive")? {
        let relation = Relation::Difference;
        b.push(Rule::Negative {
            relation,
            values: vec![1],
        });
    }
    dots(keys, "difference", Relation::Difference, 1, b)?;
    if negative.contains(&"xv") {
        let relation = Relation::Sum;
        b.push(Rule::Negative {
            relation,
            values: vec![5, 10],
        });
    }
    for dot in entries(keys, "xv")? {
        let cells = pair(dot, n)?;
        let value = match dot.get("value").and_then(Value::as_str).map(str::trim) {
            None | Some("") => continue,
            Some("x" | "X") => 10,
            Some("v" | "V") => 5,
            Some(other) => return Err(FormError::rule(format!("an XV marker reads '{other}'"))),
        };
        b.push(Rule::Pair(Pair {
            cells,
            relation: Relation::Sum,
            value,
        }));
    }
    for clue in entries(keys, "sandwichsum")? {
        sandwich(clue, b)?;
    }
    Ok(())
}

/// Disjoint groups as Rangsk makes them: group k holds the k-th cell, in reading order, of
/// every region, the boxes when none is drawn (the same place in every box; on a prime size,
/// whose boxes are its rows, the k-th column).
fn disjoint_groups(b: &mut Builder) {
    let n = b.n;
    let shape = b.shape;
    let regions = b.regions.clone().unwrap_or_else(|| {
        (0..shape.cells())
            .map(|cell| shape.box_of(cell) as u8)
            .collect()
    });
    let mut groups = vec![Vec::new(); n];
    let mut seen = vec![0usize; 256];
    for (cell, &region) in regions.iter().enumerate() {
        let k = seen[usize::from(region)];
        seen[usize::from(region)] += 1;
        if let Some(group) = groups.get_mut(k) {
            group.push(cell);
        }
    }
    for cells in groups {
        b.push(Rule::Distinct {
            group: Group::Disjoint,
            cells,
        });
    }
}

/// Minimum (`least`) or maximum cells, all of one kind in one rule, as Rangsk reads them: a
/// cell is compared with its neighbours that are not of its kind.
fn extremes(cells: &[usize], least: bool, b: &mut Builder) {
    if cells.is_empty() {
        return;
    }
    let cells = cells.to_vec();
    b.push(if least {
        Rule::Minimum(cells)
    } else {
        Rule::Maximum(cells)
    });
}

/// A `cage` read as Rangsk reads one whose value is `DR` and a digital root: a killer cage
/// whose sum is any of the sums with that root its cells can make. Other cages only draw.
fn digital_root_cage(cage: &Value, b: &mut Builder) -> Result<(), FormError> {
    let n = b.n as u32;
    let Some(root) = cage.get("value").and_then(Value::as_str).map(str::trim) else {
        return Ok(());
    };
    let Some(root) = root
        .strip_prefix("DR")
        .filter(|r| r.bytes().all(|b| b.is_ascii_digit()))
    else {
        return Ok(());
    };
    let cells = cells(cage, "cells", b.n)?;
    let count = cells.len() as u32;
    if root.is_empty() || count == 0 || count > n {
        return Ok(());
    }
    let root: u32 = root
        .parse()
        .map_err(|_| FormError::rule("a digital root is absurd"))?;
    let (least, most) = (
        count * (count + 1) / 2,
        n * (n + 1) / 2 - (n - count) * (n - count + 1) / 2,
    );
    let sums = (root..=most)
        .step_by(9)
        .filter(|&sum| sum >= least)
        .collect();
    b.push(Rule::Cage { cells, sums });
    Ok(())
}

/// A little killer clue: `cell` outside the grid (or on its edge), `direction` UL, UR, DL or
/// DR, and `value` its sum; a clue without a positive sum is none.
fn little_killer(clue: &Value, b: &mut Builder) -> Result<(), FormError> {
    let n = b.n;
    let text = text(clue, "cell")?;
    let what = || format!("the little killer at {text}");
    let Some(sum) = number(clue.get("value"), what)?.filter(|&sum| sum > 0) else {
        return Ok(());
    };
    let step = match clue.get("direction").and_then(Value::as_str) {
        Some("UL") => (-1, -1),
        Some("UR") => (-1, 1),
        Some("DL") => (1, -1),
        Some("DR") => (1, 1),
        other => {
            let other = other.unwrap_or("nothing");
            return Err(FormError::rule(format!("{} points {other}", what())));
        }
    };
    let (r, c) = position(text)?;
    let inside = |(r, c): (i64, i64)| (0..n as i64).contains(&r) && (0..n as i64).contains(&c);
    // f-puzzles writes the clue outside the grid: its diagonal starts one step in.
    let start = if inside((r, c)) {
        (r, c)
    } else {
        (r + step.0, c + step.1)
    };
    if !inside(start) {
        return Err(FormError::Outside {
            cell: text.to_owned(),
            size: n,
        });
    }
    let cells = walk(n, start, step);
    b.push(Rule::LittleKiller { cells, sum });
    Ok(())
}

/// A sandwich clue: `cell` outside a row (column 0 or N+1) or a column (row 0 or N+1).
fn sandwich(clue: &Value, b: &mut Builder) -> Result<(), FormError> {
    let n = b.n as i64;
    let text = text(clue, "cell")?;
    let Some(sum) = number(clue.get("value"), || format!("the sandwich at {text}"))? else {
        return Ok(());
    };
    let (r, c) = position(text)?;
    let outside = |i: i64| i == -1 || i == n;
    let inside = |i: i64| (0..n).contains(&i);
    let (start, step) = match (r, c) {
        (r, c) if outside(c) && inside(r) => ((r, 0), (0, 1)),
        (r, c) if outside(r) && inside(c) => ((0, c), (1, 0)),
        _ => {
            let message = format!("the sandwich at {text} is beside no row or column");
            return Err(FormError::rule(message));
        }
    };
    let cells = walk(b.n, start, step);
    b.push(Rule::Sandwich { cells, sum });
    Ok(())
}

/// The markers of `key` (black or white dots), `default` when a dot has no value.
fn dots(
    keys: &Map<String, Value>,
    key: &str,
    relation: Relation,
    default: u8,
    b: &mut Builder,
) -> Result<(), FormError> {
    for dot in entries(keys, key)? {
        let cells = pair(dot, b.n)?;
        let value = dot_value(dot, default, b.n)?;
        b.push(Rule::Pair(Pair {
            cells,
            relation,
            value,
        }));
    }
    Ok(())
}

/// A dot's value, `default` when it has none.
fn dot_value(dot: &Value, default: u8, n: usize) -> Result<u8, FormError> {
    match number(dot.get("value"), || "a kropki dot".into())? {
        None => Ok(default),
        Some(value) if value <= 2 * n as u32 => Ok(value as u8),
        Some(value) => Err(FormError::rule(format!("a kropki dot reads {value}"))),
    }
}

/// The negative constraints the document asks for: `ratio`, `xv`.
fn negatives(keys: &Map<String, Value>) -> Result<Vec<&'static str>, FormError> {
    let mut found = Vec::new();
    for item in entries(keys, "negative")? {
        match item.as_str() {
            Some("ratio") => found.push("ratio"),
            Some("xv") => found.push("xv"),
            _ => return Err(FormError::UnsupportedFPuzzles(format!("negative {item}"))),
        }
    }
    Ok(found)
}
