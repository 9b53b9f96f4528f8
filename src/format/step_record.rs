//! The JSON record of a logic step: what it places and eliminates, where, and its chains link
//! by link.

use serde::Serialize;

use crate::logic::{Chain, Difficulty, Inference, Step, cell_name, house_name};

/// One step of an explanation or a hint.
#[derive(Serialize)]
pub(super) struct StepRecord {
    technique: &'static str,
    rating: f64,
    placements: Vec<String>,
    eliminations: Vec<String>,
    cells: Vec<String>,
    houses: Vec<String>,
    digits: Vec<u8>,
    text: String,
    /// A chaining step's chains, each a list of links.
    #[serde(skip_serializing_if = "Option::is_none")]
    chains: Option<Vec<Vec<LinkRecord>>>,
    /// The chains nested in them, as steps.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    nested: Vec<StepRecord>,
}

/// One link of a chain: what follows, from which earlier links of the chain (by index), by
/// which rule.
#[derive(Serialize)]
struct LinkRecord {
    statement: String,
    from: Vec<usize>,
    rule: String,
}

impl LinkRecord {
    fn new(inference: &Inference) -> Self {
        LinkRecord {
            statement: inference.statement.notation(),
            from: inference.premises.clone(),
            rule: inference.rule.name(),
        }
    }
}

impl StepRecord {
    /// The record of `step`, its chains and nested steps included.
    pub(super) fn new(step: &Step) -> Self {
        let named = |pairs: &[(usize, u8)], between: &str| -> Vec<String> {
            let name =
                |&(cell, digit): &(usize, u8)| format!("{}{between}{digit}", cell_name(cell));
            pairs.iter().map(name).collect()
        };
        StepRecord {
            technique: step.technique,
            rating: number(step.difficulty),
            placements: named(&step.placements, "="),
            eliminations: named(&step.eliminations, "<>"),
            cells: step.cells.iter().map(|&cell| cell_name(cell)).collect(),
            houses: step.houses.iter().map(|&house| house_name(house)).collect(),
            digits: step.digits.iter().collect(),
            text: step.to_string(),
            chains: step.proof.as_ref().map(|proof| {
                let links = |chain: &Chain| chain.inferences.iter().map(LinkRecord::new).collect();
                proof.chains.iter().map(links).collect()
            }),
            nested: step
                .proof
                .iter()
                .flat_map(|proof| &proof.nested)
                .filter_map(|nested| nested.step())
                .map(StepRecord::new)
                .collect(),
        }
    }
}

/// A difficulty as a JSON number with one decimal: 7.1, 20.0.
pub(super) fn number(difficulty: Difficulty) -> f64 {
    f64::from(difficulty.tenths()) / 10.0
}
