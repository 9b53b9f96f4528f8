//! Values chosen by name, as the command line spells them (`--format json`, `-a classic`).

/// A type whose values are chosen by name: an output format, an engine.
pub trait Named: Copy + PartialEq + 'static {
    /// Every value with its name, in the order help texts list them.
    const NAMED: &'static [(&'static str, Self)];

    /// Other names some values are also read by (names that peers use).
    const ALIASES: &'static [(&'static str, Self)] = &[];

    /// The names, in order.
    fn names() -> impl Iterator<Item = &'static str> {
        Self::NAMED.iter().map(|&(name, _)| name)
    }

    /// The value called `name` (or known by it as an alias), if any.
    fn from_name(name: &str) -> Option<Self> {
        Self::NAMED
            .iter()
            .chain(Self::ALIASES)
            .find(|&&(known, _)| known == name)
            .map(|&(_, value)| value)
    }

    /// The name of this value.
    fn name(self) -> &'static str {
        Self::NAMED
            .iter()
            .find(|&&(_, value)| value == self)
            .map(|&(name, _)| name)
            .expect("every value is named")
    }
}

#[cfg(test)]
mod tests {
    use super::Named;
    use crate::format::OutputFormat;
    use crate::generate::Symmetry;
    use crate::logic::Level;
    use crate::solver::Algorithm;

    fn names_read_back<T: Named + std::fmt::Debug>() {
        for &(name, value) in T::NAMED {
            assert_eq!(T::from_name(name), Some(value));
            assert_eq!(value.name(), name);
        }
        for &(alias, value) in T::ALIASES {
            assert_eq!(T::from_name(alias), Some(value));
        }
        assert_eq!(T::from_name("no-such-name"), None);
    }

    #[test]
    fn every_name_reads_back_as_its_value() {
        names_read_back::<OutputFormat>();
        names_read_back::<Algorithm>();
        names_read_back::<Symmetry>();
        names_read_back::<Level>();
    }
}
