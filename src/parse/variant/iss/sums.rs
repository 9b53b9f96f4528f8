//! The ISS constraint types whose rules count the values of several cells, read with ISS's
//! arguments: double arrows, zipper lines, equal sums, sum lines and quadruples.

use super::Iss;
use crate::parse::variant::error::FormError;
use crate::variant::{Rule, SUM_LINE_LIMIT, Sums};

impl Iss {
    /// Reads an item of one of the types of this file, `kind`, with its arguments.
    pub(super) fn sums(&mut self, kind: &str, args: &[&str]) -> Result<(), FormError> {
        let rule = match kind {
            "DoubleArrow" => {
                let line = self.cells(args, "a double arrow")?;
                // ISS refuses a double arrow of fewer than three cells.
                Rule::double_arrow(&line)
                    .ok_or_else(|| FormError::rule("a double arrow needs three cells"))?
            }
            "Zipper" => match Rule::zipper(&self.cells(args, "a zipper line")?) {
                Some(rule) => rule,
                None => return Ok(()),
            },
            "EqualSum" => {
                // Segments are separated by `-`; ISS leaves empty ones out.
                let mut parts = Vec::new();
                for segment in args.split(|&arg| arg == "-").filter(|s| !s.is_empty()) {
                    parts.push(self.cells(segment, "an equal sum")?);
                }
                if parts.is_empty() {
                    return Err(FormError::rule("an equal sum needs cells"));
                }
                Rule::EqualSums {
                    kind: Sums::Segments,
                    parts,
                }
            }
            "SumLine" => self.sum_line(args)?,
            _ => self.quadruple(args)?,
        };
        self.b.push(rule);
        Ok(())
    }

    /// A sum line: `sum~cells`, and `LOOP` last for a loop.
    fn sum_line(&self, args: &[&str]) -> Result<Rule, FormError> {
        let (sum, ids) = args
            .split_first()
            .ok_or_else(|| FormError::rule("a sum line needs its sum"))?;
        let sum = sum
            .parse::<u32>()
            .ok()
            .filter(|sum| (1..=SUM_LINE_LIMIT).contains(sum))
            .ok_or_else(|| FormError::rule(format!("a sum line's sum of '{sum}'")))?;
        let (ids, looped) = match ids.split_last() {
            Some((&"LOOP", ids)) => (ids, true),
            _ => (ids, false),
        };
        let cells = self.cells(ids, "a sum line")?;
        Ok(Rule::SumLine { cells, sum, looped })
    }

    /// A quadruple: `top-left cell~values`, the values standing in the 2×2 square from that
    /// cell.
    fn quadruple(&self, args: &[&str]) -> Result<Rule, FormError> {
        let n = self.b.n;
        let (corner, values) = args
            .split_first()
            .ok_or_else(|| FormError::rule("a quadruple needs its cell"))?;
        let corner = self.cell(corner)?;
        if corner / n + 1 >= n || corner % n + 1 >= n {
            return Err(FormError::rule("a quadruple's square leaves the grid"));
        }
        let cells = vec![corner, corner + 1, corner + n, corner + n + 1];
        let values = values
            .iter()
            .map(|value| {
                let v = value
                    .parse::<u8>()
                    .ok()
                    .filter(|v| (1..=n).contains(&(*v as usize)));
                v.ok_or_else(|| FormError::rule(format!("a quadruple value of '{value}'")))
            })
            .collect::<Result<_, _>>()?;
        Ok(Rule::Quadruple { cells, values })
    }
}
