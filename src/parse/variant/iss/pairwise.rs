//! The ISS constraint types whose rules bind cells two by two, read with ISS's arguments:
//! entropic and modular lines, row and column indexing, anti-taxicab.

use super::Iss;
use crate::parse::variant::error::FormError;
use crate::variant::{Index, Pairwise, Rule};

impl Iss {
    /// Reads an item of one of the types of this file, `kind`, with its arguments.
    pub(super) fn pairwise(&mut self, kind: &str, args: &[&str]) -> Result<(), FormError> {
        let rule = match kind {
            "Entropic" if self.b.n != 9 => {
                // ISS's bands are 1–3, 4–6 and 7–9, and it refuses other sizes.
                return Err(FormError::rule("an entropic line needs the values 1 to 9"));
            }
            "Entropic" => Pairwise::Entropic(self.cells(args, "an entropic line")?),
            "Modular" => {
                let (modulus, ids) = args
                    .split_first()
                    .ok_or_else(|| FormError::rule("a modular line needs its modulus"))?;
                let modulus = modulus
                    .parse::<u8>()
                    .ok()
                    .filter(|&m| m >= 1)
                    .ok_or_else(|| FormError::rule(format!("a modulus of '{modulus}'")))?;
                let cells = self.cells(ids, "a modular line")?;
                Pairwise::Modular { cells, modulus }
            }
            "Indexing" => {
                let (kind, ids) = match args.split_first() {
                    Some((&"R", ids)) => (Index::Row, ids),
                    Some((&"C", ids)) => (Index::Column, ids),
                    _ => return Err(FormError::rule("indexing is by R or by C")),
                };
                let cells = self.cells(ids, "indexing")?;
                Pairwise::Indexer { kind, cells }
            }
            _ => Pairwise::SelfTaxicab,
        };
        self.b.push(Rule::Pairwise(rule));
        Ok(())
    }
}
