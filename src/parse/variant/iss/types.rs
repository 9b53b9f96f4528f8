//! The ISS constraint types this solver has a rule for, each read with ISS's arguments
//! (`sudoku_constraint.js`) and meaning (`sudoku_builder.js`).

use super::Iss;
use crate::parse::variant::build::{anti_diagonal, main_diagonal, walk};
use crate::parse::variant::error::FormError;
use crate::variant::{GlobalRule, Group, LARGEST_CLUE, Pair, Relation, Rule, orthogonal};

impl Iss {
    /// Reads one item: its type `kind` and its arguments.
    pub(super) fn item(&mut self, kind: &str, args: &[&str]) -> Result<(), FormError> {
        let n = self.b.n;
        match kind {
            "" => self.givens(args)?,
            "Shape" | "Jigsaw" | "NoBoxes" | "SearchPriority" => {}
            "RegionSize" if args.first() == Some(&n.to_string().as_str()) => {}
            "And" => self.depth += 1,
            "End" if self.depth > 0 => self.depth -= 1,
            "End" => return Err(FormError::rule("an End item closes no And")),
            "Cage" => {
                let (sum, ids) = split_first(args, "a killer cage")?;
                let sum = number(sum, "a killer cage")?;
                let cells = self.cells(ids, "a killer cage")?;
                let mut distinct = cells.clone();
                distinct.sort_unstable();
                distinct.dedup();
                let sums = if sum == 0 { vec![] } else { vec![sum] };
                if distinct.len() == cells.len() || sums.is_empty() {
                    self.b.push(Rule::Cage {
                        cells: distinct,
                        sums,
                    });
                } else {
                    // ISS keeps a cage's cells distinct as a set and counts a cell named
                    // twice twice in its sum.
                    self.b.push(Rule::Cage {
                        cells: distinct,
                        sums: vec![],
                    });
                    self.b.push(Rule::LittleKiller { cells, sum });
                }
            }
            "Sum" => {
                let (sum, ids) = split_first(args, "a sum")?;
                if sum.contains('_') {
                    return Err(FormError::UnsupportedIss("Sum with coefficients".into()));
                }
                // The values add up to the sum and may repeat: a little killer's rule.
                let sum = number(sum, "a sum")?;
                let cells = self.cells(ids, "a sum")?;
                self.b.push(Rule::LittleKiller { cells, sum });
            }
            "Arrow" => {
                let cells = self.cells(args, "an arrow")?;
                if cells.len() < 2 {
                    return Err(FormError::rule("an arrow needs a shaft"));
                }
                let (circle, shaft) = (vec![cells[0]], cells[1..].to_vec());
                self.b.push(Rule::Arrow { circle, shaft });
            }
            "PillArrow" => self.pill_arrow(args)?,
            "LittleKiller" => self.little_killer(args)?,
            "Sandwich" => self.sandwich(args)?,
            "Thermo" => {
                let cells = self.cells(args, "a thermometer")?;
                self.b.push(Rule::Thermometer(cells));
            }
            "Renban" => self
                .b
                .push(Rule::Renban(self.cells(args, "a renban line")?)),
            "Palindrome" => self
                .b
                .push(Rule::Palindrome(self.cells(args, "a palindrome")?)),
            "Between" => self
                .b
                .push(Rule::Between(self.cells(args, "a between line")?)),
            "RegionSumLine" => {
                let cells = self.cells(args, "a region sum line")?;
                self.b.region_sum(cells);
            }
            "Whisper" => self.whisper(args)?,
            "AllDifferent" => {
                let cells = self.cells(args, "an all-different set")?;
                let group = Group::ExtraRegion;
                self.b.push(Rule::Distinct { group, cells });
            }
            "AntiKnight" => self.b.push(Rule::AntiKnight),
            "AntiKing" => self.b.push(Rule::AntiKing),
            "AntiConsecutive" => {
                self.anti_consecutive = true;
                self.negative(Relation::Difference, vec![1]);
            }
            "StrictKropki" => {
                self.negative(Relation::Difference, vec![1]);
                self.negative(Relation::Ratio, vec![2]);
            }
            "StrictXV" => self.negative(Relation::Sum, vec![5, 10]),
            "Diagonal" => {
                let cells = match args.first().copied() {
                    Some("1") => anti_diagonal(n),
                    Some("-1") => main_diagonal(n),
                    other => {
                        let other = other.unwrap_or("nothing");
                        return Err(FormError::rule(format!(
                            "a diagonal's direction is {other}"
                        )));
                    }
                };
                self.b.push(Rule::Distinct {
                    group: Group::Diagonal,
                    cells,
                });
            }
            "Windoku" => self.windoku(),
            "DisjointSets" => {
                // ISS's sets follow the boxes' shape, whatever the regions; a prime size has
                // no boxes, and the sets are refused there.
                let rules = GlobalRule::Disjoint.rules(self.b.shape, false);
                self.b
                    .rules
                    .extend(rules.map_err(|error| FormError::rule(error.to_string()))?);
            }
            "Entropic" | "Modular" | "Indexing" | "AntiTaxicab" => self.pairwise(kind, args)?,
            "DoubleArrow" | "Zipper" | "EqualSum" | "Quad" | "SumLine" => self.sums(kind, args)?,
            "XSum" | "Skyscraper" | "NumberedRoom" => self.outside(kind, args)?,
            "WhiteDot" => self.dots(args, "a white dot", Relation::Difference, 1)?,
            "BlackDot" => self.dots(args, "a black dot", Relation::Ratio, 2)?,
            "X" => self.dots(args, "an X", Relation::Sum, 10)?,
            "V" => self.dots(args, "a V", Relation::Sum, 5)?,
            other => return Err(FormError::UnsupportedIss(other.to_owned())),
        }
        Ok(())
    }

    /// Givens: each argument a cell and its values, `R1C1_5` or `R1C1_3_4`; the values a
    /// cell keeps to are those every given of it names.
    fn givens(&mut self, args: &[&str]) -> Result<(), FormError> {
        let n = self.b.n;
        for arg in args {
            let mut parts = arg.split('_');
            let cell = self.cell(parts.next().unwrap_or_default())?;
            let mut mask = 0u32;
            for value in parts {
                let v = value
                    .parse::<usize>()
                    .ok()
                    .filter(|v| (1..=n).contains(v) && v.to_string() == value)
                    .ok_or_else(|| FormError::Value {
                        what: format!("the given {arg}"),
                        value: value.to_owned(),
                        size: n,
                    })?;
                mask |= 1 << (v - 1);
            }
            if mask == 0 {
                return Err(FormError::rule(format!("the given {arg} names no value")));
            }
            let kept = self.givens[cell].get_or_insert(u32::MAX);
            *kept &= mask;
        }
        Ok(())
    }

    /// A pill arrow: `pill size~cells`, the pill's 2 or 3 cells read as one number in reading
    /// order, then the shaft. Past 9×9, ISS keeps the pill's later cells to one digit.
    fn pill_arrow(&mut self, args: &[&str]) -> Result<(), FormError> {
        let n = self.b.n;
        let (size, ids) = split_first(args, "a pill arrow")?;
        let size = match *size {
            "2" => 2,
            "3" => 3,
            other => return Err(FormError::rule(format!("a pill of {other} cells"))),
        };
        let cells = self.cells(ids, "a pill arrow")?;
        if cells.len() <= size {
            return Err(FormError::rule("a pill arrow needs a shaft"));
        }
        let mut circle = cells[..size].to_vec();
        circle.sort_unstable();
        let readable = circle.windows(2).all(|w| match w[1] - w[0] {
            step if step == n => true,
            step if step == 1 || step == n + 1 => w[0] % n != n - 1,
            _ => false,
        });
        if !readable {
            return Err(FormError::rule(
                "a pill's cells do not read left to right, top to bottom",
            ));
        }
        if n > 9 {
            circle[1..]
                .iter()
                .for_each(|&cell| self.b.restrict(cell, (1 << 9) - 1));
        }
        let shaft = cells[size..].to_vec();
        self.b.push(Rule::Arrow { circle, shaft });
        Ok(())
    }

    /// A little killer: `sum~cell`, the cell where its diagonal starts, one of those ISS
    /// lists: down-right from the left column, up-left from the right column, down-left from
    /// the top row, up-right from the bottom row.
    fn little_killer(&mut self, args: &[&str]) -> Result<(), FormError> {
        let n = self.b.n as i64;
        let [sum, id] = args else {
            return Err(FormError::rule("a little killer is a sum and a cell"));
        };
        let sum = clue(sum, "a little killer")?;
        let start = self.cell(id)?;
        let (r, c) = ((start / self.b.n) as i64, (start % self.b.n) as i64);
        let mut steps = Vec::new();
        if c == 0 && r < n - 1 {
            steps.push((1, 1));
        }
        if c == n - 1 && (1..n - 1).contains(&r) {
            steps.push((-1, -1));
        }
        if r == 0 && c >= 1 {
            steps.push((1, -1));
        }
        if r == n - 1 && (1..n - 1).contains(&c) {
            steps.push((-1, 1));
        }
        // The first diagonal ISS lists from this cell, of two cells or more.
        let step = steps
            .into_iter()
            .find(|&step| walk(self.b.n, (r, c), step).len() > 1);
        let Some(step) = step else {
            return Err(FormError::rule(format!(
                "no little killer diagonal starts at {id}"
            )));
        };
        let cells = walk(self.b.n, (r, c), step);
        self.b.push(Rule::LittleKiller { cells, sum });
        Ok(())
    }

    /// A sandwich: `sum~R3` or `sum~C3`, the row or column.
    fn sandwich(&mut self, args: &[&str]) -> Result<(), FormError> {
        let n = self.b.n;
        let [sum, id] = args else {
            return Err(FormError::rule("a sandwich is a sum and a row or column"));
        };
        let sum = clue(sum, "a sandwich")?;
        let index = id.get(1..).and_then(|i| i.parse::<usize>().ok());
        let index = index.filter(|i| (1..=n).contains(i)).map(|i| i as i64 - 1);
        let (start, step) = match (id.as_bytes().first(), index) {
            (Some(b'R'), Some(row)) => ((row, 0), (0, 1)),
            (Some(b'C'), Some(column)) => ((0, column), (1, 0)),
            _ => return Err(FormError::rule(format!("a sandwich beside '{id}'"))),
        };
        let cells = walk(n, start, step);
        self.b.push(Rule::Sandwich { cells, sum });
        Ok(())
    }

    /// A whisper line: `difference~cells`, or only cells and the difference 5.
    fn whisper(&mut self, args: &[&str]) -> Result<(), FormError> {
        let (difference, ids) = match args.split_first() {
            Some((first, rest)) if self.cell(first).is_err() => (number(first, "a whisper")?, rest),
            _ => (5, args),
        };
        let difference = u8::try_from(difference)
            .map_err(|_| FormError::rule(format!("a whisper difference of {difference}")))?;
        let cells = self.cells(ids, "a whisper line")?;
        self.b.push(Rule::Whispers { cells, difference });
        Ok(())
    }

    /// Markers on every two orthogonal neighbours among the cells.
    fn dots(
        &mut self,
        args: &[&str],
        what: &str,
        relation: Relation,
        value: u8,
    ) -> Result<(), FormError> {
        let n = self.b.n;
        let cells = self.cells(args, what)?;
        // As ISS pairs them: each cell with its later neighbours among the cells.
        let mut remaining = vec![false; self.b.shape.cells()];
        cells.iter().for_each(|&cell| remaining[cell] = true);
        let mut pairs = Vec::new();
        for &a in &cells {
            remaining[a] = false;
            let neighbours = orthogonal(n, a).filter(|&b| remaining[b]);
            pairs.extend(neighbours.map(|b| [a, b]));
        }
        if pairs.is_empty() {
            return Err(FormError::rule(format!(
                "{what} joins no neighbouring cells"
            )));
        }
        self.kropki |= relation != Relation::Sum;
        for cells in pairs {
            self.b.push(Rule::Pair(Pair {
                cells,
                relation,
                value,
            }));
        }
        Ok(())
    }

    /// A negative rule of the whole grid.
    fn negative(&mut self, relation: Relation, values: Vec<u8>) {
        self.b.push(Rule::Negative { relation, values });
    }

    /// The windows of windoku as ISS places them: box-shaped, one cell in from the edge and
    /// one cell apart.
    fn windoku(&mut self) {
        let (n, height, width) = (
            self.b.n,
            self.b.shape.box_rows(),
            self.b.shape.box_columns(),
        );
        let mut left = 1;
        while left + width < n {
            let mut top = 1;
            while top + height < n {
                let cells = (0..n).map(|k| (top + k % height) * n + left + k / height);
                let group = Group::Window;
                self.b.push(Rule::Distinct {
                    group,
                    cells: cells.collect(),
                });
                top += height + 1;
            }
            left += width + 1;
        }
    }
}

/// The first argument and the rest, or the error naming `what` when there is none.
fn split_first<'a, 'b>(
    args: &'a [&'b str],
    what: &str,
) -> Result<(&'a &'b str, &'a [&'b str]), FormError> {
    args.split_first()
        .ok_or_else(|| FormError::rule(format!("{what} needs its arguments")))
}

/// A sum or a difference: an integer from 0 (an empty one is 0, as ISS reads `+''`).
fn number(text: &str, what: &str) -> Result<u32, FormError> {
    if text.is_empty() {
        return Ok(0);
    }
    text.parse::<u32>()
        .ok()
        .filter(|&value| value <= LARGEST_CLUE)
        .ok_or_else(|| FormError::rule(format!("{what} has an unreadable sum '{text}'")))
}

/// The number of an outside clue, which ISS reads with `parseInt`: an empty one is none.
fn clue(text: &str, what: &str) -> Result<u32, FormError> {
    if text.is_empty() {
        return Err(FormError::rule(format!("{what} has no sum")));
    }
    number(text, what)
}
