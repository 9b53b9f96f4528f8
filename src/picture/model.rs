//! The digit classifier: a small multilayer perceptron (features → hidden layer with ReLU →
//! 10 classes, 0 for an empty cell), its weights trained by `training/train.py` and built into
//! the binary.
//!
//! The weights file: the bytes `RSLM`, then the number of inputs, hidden units and classes (each
//! a little-endian `u32`), then the first layer's weights (one row of hidden units an input)
//! and biases, and the second layer's weights (one row of classes a hidden unit) and biases,
//! each a little-endian `f32`.

use std::sync::LazyLock;

use super::cells::{FEATURES, Features};

/// The classes: empty, then the digits 1 to 9.
pub const CLASSES: usize = 10;

/// The trained weights.
static WEIGHTS: &[u8] = include_bytes!("weights.bin");

/// The model, read from [`WEIGHTS`] once.
static MODEL: LazyLock<Model> =
    LazyLock::new(|| Model::from_bytes(WEIGHTS).expect("the built-in weights are well-formed"));

/// A two-layer perceptron.
pub struct Model {
    hidden: usize,
    first: Vec<f32>,
    first_bias: Vec<f32>,
    second: Vec<f32>,
    second_bias: Vec<f32>,
}

impl Model {
    /// The model stored in `bytes`, if they are a weights file for [`FEATURES`] inputs and
    /// [`CLASSES`] classes.
    pub fn from_bytes(bytes: &[u8]) -> Option<Model> {
        let rest = bytes.strip_prefix(b"RSLM")?;
        let word = |at: usize| {
            let bytes = rest.get(at * 4..at * 4 + 4)?;
            Some(u32::from_le_bytes(bytes.try_into().ok()?))
        };
        let (inputs, hidden, classes) = (word(0)? as usize, word(1)? as usize, word(2)? as usize);
        if inputs != FEATURES || classes != CLASSES {
            return None;
        }
        let floats: Vec<f32> = rest[12..]
            .chunks_exact(4)
            .map(|bytes| f32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]))
            .collect();
        let sizes = [inputs * hidden, hidden, hidden * classes, classes];
        if floats.len() != sizes.iter().sum::<usize>() {
            return None;
        }
        let mut parts = sizes.iter().scan(0, |at, &size| {
            *at += size;
            Some(floats[*at - size..*at].to_vec())
        });
        Some(Model {
            hidden,
            first: parts.next()?,
            first_bias: parts.next()?,
            second: parts.next()?,
            second_bias: parts.next()?,
        })
    }

    /// The probability of each class for a cell.
    pub fn classify(&self, features: &Features) -> [f32; CLASSES] {
        let mut hidden = self.first_bias.clone();
        for (input, &value) in features.iter().enumerate() {
            // Most inputs of a cell are 0 (paper, or an empty cell): skip their rows.
            if value != 0.0 {
                let row = &self.first[input * self.hidden..(input + 1) * self.hidden];
                for (unit, weight) in hidden.iter_mut().zip(row) {
                    *unit += value * weight;
                }
            }
        }
        let mut scores = [0.0f32; CLASSES];
        scores.copy_from_slice(&self.second_bias);
        for (unit, &value) in hidden.iter().enumerate() {
            let value = value.max(0.0);
            let row = &self.second[unit * CLASSES..(unit + 1) * CLASSES];
            for (score, weight) in scores.iter_mut().zip(row) {
                *score += value * weight;
            }
        }
        softmax(scores)
    }
}

/// The built-in model.
pub fn model() -> &'static Model {
    &MODEL
}

/// Scores turned into probabilities.
fn softmax(scores: [f32; CLASSES]) -> [f32; CLASSES] {
    let top = scores.iter().copied().fold(f32::MIN, f32::max);
    let exps = scores.map(|score| (score - top).exp());
    let total: f32 = exps.iter().sum();
    exps.map(|e| e / total)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fixture `training/train.py` writes with the weights: cells, and the probabilities
    /// scikit-learn gives them.
    static FIXTURE: &str = include_str!("fixture.tsv");

    #[test]
    fn the_forward_pass_gives_the_training_framework_s_probabilities() {
        let mut lines = 0;
        for line in FIXTURE.lines() {
            let (features, expected) = line.split_once('\t').unwrap();
            let values: Vec<f32> = features.split(' ').map(|v| v.parse().unwrap()).collect();
            let features: Features = values.try_into().unwrap();
            let probabilities = model().classify(&features);
            for (got, want) in probabilities.iter().zip(expected.split(' ')) {
                let want: f32 = want.parse().unwrap();
                assert!((got - want).abs() < 1e-4, "{got} against {want}");
            }
            lines += 1;
        }
        assert_eq!(lines, CLASSES);
    }
}
