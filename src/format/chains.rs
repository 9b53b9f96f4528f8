//! A chaining step's chains written out for a reader, under the step: in Sudoku Explainer's
//! words (every link a numbered sentence naming what it rests on and why it holds) or in Eureka
//! notation (each chain a line of candidates joined by strong `=` and weak `-` links, as forum
//! answers write them).
//!
//! In Eureka notation a chain of a dynamic step may need more than the link before: a
//! candidate placed because earlier removals left it alone rests on those removals too. Such a
//! chain is written as several lines, each going on from a candidate of an earlier line, and the
//! removals a term also rests on follow it in brackets: `(2)r3c4[r3c1<>2,r3c7<>2]`.

use crate::logic::{Chain, Inference, Proof, Rule, Statement, Step, cell_name, house_name};
use crate::named::Named;

/// How chains are written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ChainNotation {
    /// Sudoku Explainer's words: one numbered sentence per link.
    #[default]
    Words,
    /// Eureka notation: one line per chain.
    Eureka,
}

impl Named for ChainNotation {
    const NAMED: &'static [(&'static str, ChainNotation)] = &[
        ("se", ChainNotation::Words),
        ("eureka", ChainNotation::Eureka),
    ];
}

/// The lines showing `step`'s chains (none for a step without chains), each after `indent`.
pub fn chain_lines(step: &Step, notation: ChainNotation, indent: &str) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(proof) = &step.proof {
        proof_lines(step, proof, notation, indent, &mut lines);
    }
    lines
}

fn proof_lines(
    step: &Step,
    proof: &Proof,
    notation: ChainNotation,
    indent: &str,
    lines: &mut Vec<String>,
) {
    let inner = format!("{indent}  ");
    for (number, chain) in proof.chains.iter().enumerate() {
        lines.push(format!(
            "{indent}Chain {}: if {}, then {}",
            number + 1,
            chain.assumption().notation(),
            chain.conclusion().notation()
        ));
        match notation {
            ChainNotation::Words => words(chain, &inner, lines),
            ChainNotation::Eureka => eureka(chain, step, &inner, lines),
        }
    }
    for (number, nested) in proof.nested.iter().enumerate() {
        // A nested chain the explanation did not find again would be a fault: say so
        // rather than leave its number dangling.
        let Some(nested_step) = nested.step() else {
            lines.push(format!(
                "{indent}Nested chain {}: not found again",
                number + 1
            ));
            continue;
        };
        lines.push(format!(
            "{indent}Nested chain {}: {} ({}): {}",
            number + 1,
            nested_step.headline(),
            nested_step.difficulty,
            nested_step.body()
        ));
        if let Some(nested_proof) = &nested_step.proof {
            proof_lines(nested_step, nested_proof, notation, &inner, lines);
        }
    }
}

/// SE's words: `(3) if r2c4<>2 (1) and r2c6<>2, then r2c5=2 (only place left for 2 in row 2)`;
/// a premise is numbered unless it is the assumption or the line just before.
fn words(chain: &Chain, indent: &str, lines: &mut Vec<String>) {
    for (index, inference) in chain.inferences.iter().enumerate().skip(1) {
        let premises: Vec<String> = inference
            .premises
            .iter()
            .map(|&premise| {
                let statement = chain.inferences[premise].statement.notation();
                if premise == 0 || premise + 1 == index {
                    statement
                } else {
                    format!("{statement} ({premise})")
                }
            })
            .collect();
        lines.push(format!(
            "{indent}({index}) if {}, then {} ({})",
            and_list(&premises),
            inference.statement.notation(),
            why(inference)
        ));
    }
}

/// `a`, `a and b`, `a, b and c`.
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// Why an inference holds, in words.
fn why(inference: &Inference) -> String {
    let Statement {
        cell, digit, holds, ..
    } = inference.statement;
    match inference.rule {
        Rule::Cell if holds => format!("only digit left in {}", cell_name(cell)),
        Rule::Cell => "same cell".to_string(),
        Rule::House(house) if holds => {
            format!("only place left for {digit} in {}", house_name(house))
        }
        Rule::House(house) => {
            let name = house_name(house);
            let kind = name.split(' ').next().unwrap_or_default();
            format!("same {kind}")
        }
        Rule::Assumption | Rule::Technique(_) | Rule::Nested(_) => inference.rule.name(),
    }
}

/// The chain in Eureka notation, a line per straight run of links, each ending in what it
/// proves (a cycle's last line in the step's conclusions).
fn eureka(chain: &Chain, step: &Step, indent: &str, lines: &mut Vec<String>) {
    let runs = straight_runs(chain);
    for (number, run) in runs.iter().enumerate() {
        let end = run[run.len() - 1];
        let proves = if number + 1 == runs.len() && chain.is_cycle() {
            step.conclusions()
        } else {
            chain.inferences[end].statement.notation()
        };
        let head = chain.inferences[run[0]].premises.first().copied();
        let terms: Vec<usize> = head.into_iter().chain(run.iter().copied()).collect();
        lines.push(format!(
            "{indent}{} => {}",
            eureka_terms(chain, &terms, head),
            proves
        ));
    }
}

/// The inferences after the assumption cut into runs where each follows from the one before.
fn straight_runs(chain: &Chain) -> Vec<Vec<usize>> {
    let mut runs: Vec<Vec<usize>> = Vec::new();
    for (index, inference) in chain.inferences.iter().enumerate().skip(1) {
        let goes_on = inference.premises.first() == Some(&(index - 1));
        match runs.last_mut() {
            Some(run) if goes_on && run.last() == Some(&(index - 1)) => run.push(index),
            _ => runs.push(vec![index]),
        }
    }
    runs
}

/// The terms of a run: candidates in Eureka form, those of one cell linked within the cell
/// merged (`(9=1)r7c7`), each linked to the one before by `=` (to a placement) or `-` (to a
/// removal); `head`, when given, is the term the run goes on from, proven already.
fn eureka_terms(chain: &Chain, terms: &[usize], head: Option<usize>) -> String {
    let mut text = String::new();
    let mut group: Vec<usize> = Vec::new();
    for (position, &index) in terms.iter().enumerate() {
        let inference = &chain.inferences[index];
        let same_cell = group.last().is_some_and(|&last| {
            chain.inferences[last].statement.cell == inference.statement.cell
                && inference.rule == Rule::Cell
        });
        if !same_cell && !group.is_empty() {
            text += &eureka_group(chain, &group, head);
            group.clear();
        }
        if position > 0 && !same_cell {
            text.push(link(inference));
        }
        group.push(index);
    }
    text += &eureka_group(chain, &group, head);
    text
}

/// One cell's terms: `(9)r7c8`, `(9=1)r7c7`, then in brackets what they also rest on.
fn eureka_group(chain: &Chain, group: &[usize], head: Option<usize>) -> String {
    let mut digits = String::new();
    let mut also = Vec::new();
    for (position, &index) in group.iter().enumerate() {
        let inference = &chain.inferences[index];
        if position > 0 {
            digits.push(link(inference));
        }
        digits.push(char::from(b'0' + inference.statement.digit));
        if head != Some(index) {
            also.extend(rests_on(chain, inference));
        }
    }
    let cell = cell_name(chain.inferences[group[0]].statement.cell);
    let brackets = if also.is_empty() {
        String::new()
    } else {
        format!("[{}]", also.join(","))
    };
    format!("({digits}){cell}{brackets}")
}

/// What an inference rests on besides the term before it: the technique that made it, and
/// the other removals its rule needs.
fn rests_on(chain: &Chain, inference: &Inference) -> Vec<String> {
    let others = inference.premises.iter().skip(1);
    let others = others.map(|&premise| chain.inferences[premise].statement.notation());
    let by = matches!(inference.rule, Rule::Technique(_) | Rule::Nested(_))
        .then(|| inference.rule.name());
    by.into_iter().chain(others).collect()
}

/// The link to an inference: strong `=` to a placement, weak `-` to a removal.
fn link(inference: &Inference) -> char {
    if inference.statement.holds { '=' } else { '-' }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inference(cell: usize, digit: u8, holds: bool, rule: Rule, premises: &[usize]) -> Inference {
        Inference {
            statement: Statement { cell, digit, holds },
            rule,
            premises: premises.to_vec(),
        }
    }

    /// r7c8=9 -> r7c7<>9 -> r7c7=1 -> r9c7<>1 -> r9c6=1 -> r9c6<>9.
    fn chain() -> Chain {
        let (r7c8, r7c7, r9c7, r9c6) = (61, 60, 78, 77);
        Chain {
            inferences: vec![
                inference(r7c8, 9, true, Rule::Assumption, &[]),
                inference(r7c7, 9, false, Rule::House(15), &[0]),
                inference(r7c7, 1, true, Rule::Cell, &[1]),
                inference(r9c7, 1, false, Rule::House(24), &[2]),
                inference(r9c6, 1, true, Rule::House(7), &[3]),
                inference(r9c6, 9, false, Rule::Cell, &[4]),
            ],
        }
    }

    #[test]
    fn a_straight_chain_is_one_eureka_line_with_cells_merged() {
        let chain = chain();
        let mut lines = Vec::new();
        let step = Step {
            technique: "Forcing Chain",
            difficulty: crate::logic::Difficulty::ZERO,
            placements: vec![],
            eliminations: vec![(77, 9)],
            cells: vec![],
            houses: vec![],
            digits: Default::default(),
            scope: String::new(),
            reason: String::new(),
            proof: None,
        };
        eureka(&chain, &step, "", &mut lines);
        assert_eq!(lines, ["(9)r7c8-(9=1)r7c7-(1)r9c7=(1-9)r9c6 => r9c6<>9"]);
    }

    #[test]
    fn words_number_every_link_and_say_why_it_holds() {
        let mut lines = Vec::new();
        words(&chain(), "", &mut lines);
        assert_eq!(
            lines,
            [
                "(1) if r7c8=9, then r7c7<>9 (same row)",
                "(2) if r7c7<>9, then r7c7=1 (only digit left in r7c7)",
                "(3) if r7c7=1, then r9c7<>1 (same column)",
                "(4) if r9c7<>1, then r9c6=1 (only place left for 1 in box 8)",
                "(5) if r9c6=1, then r9c6<>9 (same cell)",
            ]
        );
    }

    #[test]
    fn a_link_resting_on_earlier_removals_names_them() {
        // Only the layout is tested: r1c3=2 follows from r1c2<>2 and rests on r2c4<>2 too.
        let chain = Chain {
            inferences: vec![
                inference(0, 1, true, Rule::Assumption, &[]),
                inference(12, 2, false, Rule::Cell, &[0]),
                inference(1, 2, false, Rule::House(9), &[0]),
                inference(2, 2, true, Rule::House(0), &[2, 1]),
            ],
        };
        let mut lines = Vec::new();
        words(&chain, "", &mut lines);
        assert_eq!(
            lines[2],
            "(3) if r1c2<>2 and r2c4<>2 (1), then r1c3=2 (only place left for 2 in box 1)"
        );
        assert_eq!(straight_runs(&chain), vec![vec![1], vec![2, 3]]);
        assert_eq!(
            eureka_terms(&chain, &[0, 2, 3], Some(0)),
            "(1)r1c1-(2)r1c2=(2)r1c3[r2c4<>2]"
        );
    }
}
