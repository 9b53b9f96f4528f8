//! The chaining families, as values: SE's forcing-chain families beyond single chains
//! ([`Chaining`]), and the techniques a nested chain tries on the grids its runs reduce
//! ([`Technique`]). Both only name a family; the searches that run them know them.

/// One of SE's forcing-chain families beyond single chains.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chaining {
    /// Cell and region forcing from cells and houses with more than two choices.
    pub multiple: bool,
    /// Removals change the grid later links see.
    pub dynamic: bool,
    /// Links within one digit only, contradictions only.
    pub nishio: bool,
    /// Nesting: at 1, basic techniques join the links; from 2, chains themselves.
    pub level: u8,
}

impl Chaining {
    /// Nishio forcing chains (7.5 and up).
    pub const NISHIO: Chaining = Chaining {
        multiple: false,
        dynamic: true,
        nishio: true,
        level: 0,
    };
    /// Multiple forcing chains (8.0 and up).
    pub const MULTIPLE: Chaining = Chaining {
        multiple: true,
        dynamic: false,
        nishio: false,
        level: 0,
    };
    /// Dynamic forcing chains (8.5 and up).
    pub const DYNAMIC: Chaining = Chaining {
        multiple: true,
        dynamic: true,
        nishio: false,
        level: 0,
    };

    /// The family's base difficulty in tenths.
    pub fn base_tenths(self) -> u16 {
        let level = u16::from(self.level);
        if level >= 2 {
            95 + 5 * (level - 2)
        } else if level > 0 {
            85 + 5 * level
        } else if self.nishio {
            75
        } else if self.dynamic {
            85
        } else {
            80
        }
    }

    /// SE's name of a hint of this family, by its kind (sort key: 1 double, 5 cell, 6 region,
    /// 7 contradiction).
    pub fn name(self, sort_key: u8) -> &'static str {
        const DYNAMIC: [[&str; 4]; 6] = [
            [
                "Dynamic Double Forcing Chains",
                "Dynamic Cell Forcing Chains",
                "Dynamic Region Forcing Chains",
                "Dynamic Contradiction Forcing Chains",
            ],
            [
                "Dynamic Double Forcing Chains (+)",
                "Dynamic Cell Forcing Chains (+)",
                "Dynamic Region Forcing Chains (+)",
                "Dynamic Contradiction Forcing Chains (+)",
            ],
            [
                "Dynamic Double Forcing Chains (+ Forcing Chains)",
                "Dynamic Cell Forcing Chains (+ Forcing Chains)",
                "Dynamic Region Forcing Chains (+ Forcing Chains)",
                "Dynamic Contradiction Forcing Chains (+ Forcing Chains)",
            ],
            [
                "Dynamic Double Forcing Chains (+ Multiple Forcing Chains)",
                "Dynamic Cell Forcing Chains (+ Multiple Forcing Chains)",
                "Dynamic Region Forcing Chains (+ Multiple Forcing Chains)",
                "Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)",
            ],
            [
                "Dynamic Double Forcing Chains (+ Dynamic Forcing Chains)",
                "Dynamic Cell Forcing Chains (+ Dynamic Forcing Chains)",
                "Dynamic Region Forcing Chains (+ Dynamic Forcing Chains)",
                "Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains)",
            ],
            [
                "Dynamic Double Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))",
                "Dynamic Cell Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))",
                "Dynamic Region Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))",
                "Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))",
            ],
        ];
        let kind = match sort_key {
            1 => 0,
            5 => 1,
            6 => 2,
            _ => 3,
        };
        if self.nishio {
            "Nishio Forcing Chains"
        } else if self.dynamic || self.level > 0 {
            DYNAMIC[usize::from(self.level.min(5))][kind]
        } else if kind == 2 {
            "Region Forcing Chains"
        } else {
            "Cell Forcing Chains"
        }
    }
}

/// A technique nested in dynamic chains, tried on the grids their runs reduce.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Technique {
    /// Pointing and claiming, hidden pairs, naked pairs, X-Wings: the first that finds any.
    Basic,
    /// Cycles and forcing chains on the reduced grid (from level 2).
    CyclesAndForcingChains,
    /// A whole forcing-chain family on the reduced grid (from level 3).
    Chains(Chaining),
}

impl Technique {
    /// Its place in a reduced grid's record.
    pub(super) fn slot(self) -> usize {
        match self {
            Technique::Basic => 0,
            Technique::CyclesAndForcingChains => 1,
            Technique::Chains(chaining) if chaining.level > 0 => 4,
            Technique::Chains(chaining) if chaining.dynamic => 3,
            Technique::Chains(_) => 2,
        }
    }
}
