//! The cell classifiers: small multilayer perceptrons (features → hidden layer with ReLU →
//! classes, 0 for an empty cell), their weights trained by `training/train.py` and built into
//! the binary. Grids of digits (4×4 to 9×9) are read by one with 10 classes (empty and 1 to 9);
//! 16×16 grids, whose values 10 to 16 are the letters A to G, by one with 17.
//!
//! The weights file: the bytes `RSLM`, then the number of inputs, hidden units and classes (each
//! a little-endian `u32`), then the first layer's weights (one row of hidden units an input)
//! and biases, and the second layer's weights (one row of classes a hidden unit) and biases,
//! each a little-endian `f32`.

use std::sync::LazyLock;

use super::cells::{FEATURES, Features};

/// The most classes a model has: empty, then the values 1 to 16. A model with fewer gives the
/// classes past its own a probability of 0.
pub const CLASSES: usize = 17;

/// The trained weights of the model of grids of digits.
static DIGITS: &[u8] = include_bytes!("weights.bin");

/// The trained weights of the model of 16×16 grids.
static SYMBOLS: &[u8] = include_bytes!("symbols.bin");

/// The models, each read from its weights once.
static DIGITS_MODEL: LazyLock<Model> = LazyLock::new(|| built_in(DIGITS));
static SYMBOLS_MODEL: LazyLock<Model> = LazyLock::new(|| built_in(SYMBOLS));

/// The model of weights built into the binary, which the fixture tests check.
fn built_in(weights: &[u8]) -> Model {
    Model::from_bytes(weights).expect("the built-in weights are well-formed")
}

/// A two-layer perceptron.
pub struct Model {
    hidden: usize,
    classes: usize,
    first: Vec<f32>,
    first_bias: Vec<f32>,
    second: Vec<f32>,
    second_bias: Vec<f32>,
}

impl Model {
    /// The model stored in `bytes`, if they are a weights file for [`FEATURES`] inputs and at
    /// most [`CLASSES`] classes.
    pub fn from_bytes(bytes: &[u8]) -> Option<Model> {
        let rest = bytes.strip_prefix(b"RSLM")?;
        let word = |at: usize| {
            let bytes = rest.get(at * 4..at * 4 + 4)?;
            Some(u32::from_le_bytes(bytes.try_into().ok()?))
        };
        let (inputs, hidden, classes) = (word(0)? as usize, word(1)? as usize, word(2)? as usize);
        if inputs != FEATURES || !(2..=CLASSES).contains(&classes) {
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
            classes,
            first: parts.next()?,
            first_bias: parts.next()?,
            second: parts.next()?,
            second_bias: parts.next()?,
        })
    }

    /// The number of classes: 10 for digits, 17 for a 16×16 grid's values.
    pub fn classes(&self) -> usize {
        self.classes
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
        let classes = self.classes;
        let mut scores = [0.0f32; CLASSES];
        scores[..classes].copy_from_slice(&self.second_bias);
        for (unit, &value) in hidden.iter().enumerate() {
            let value = value.max(0.0);
            let row = &self.second[unit * classes..(unit + 1) * classes];
            for (score, weight) in scores.iter_mut().zip(row) {
                *score += value * weight;
            }
        }
        softmax(&mut scores[..classes]);
        scores
    }
}

/// The built-in model of grids of digits.
pub fn digits() -> &'static Model {
    &DIGITS_MODEL
}

/// The built-in model of 16×16 grids.
pub fn symbols() -> &'static Model {
    &SYMBOLS_MODEL
}

/// Scores turned into probabilities, in place.
fn softmax(scores: &mut [f32]) {
    let top = scores.iter().copied().fold(f32::MIN, f32::max);
    scores
        .iter_mut()
        .for_each(|score| *score = (*score - top).exp());
    let total: f32 = scores.iter().sum();
    scores.iter_mut().for_each(|score| *score /= total);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Checks `model` against the fixture `training/train.py` writes with its weights: a cell
    /// of each class, and the probabilities scikit-learn gives them.
    fn gives_the_fixture_s_probabilities(model: &Model, fixture: &str) {
        let mut lines = 0;
        for line in fixture.lines() {
            let (features, expected) = line.split_once('\t').unwrap();
            let values: Vec<f32> = features.split(' ').map(|v| v.parse().unwrap()).collect();
            let features: Features = values.try_into().unwrap();
            let probabilities = model.classify(&features);
            let expected: Vec<f32> = expected.split(' ').map(|p| p.parse().unwrap()).collect();
            assert_eq!(expected.len(), model.classes());
            for (got, want) in probabilities.iter().zip(&expected) {
                assert!((got - want).abs() < 1e-4, "{got} against {want}");
            }
            assert!(probabilities[model.classes()..].iter().all(|&p| p == 0.0));
            lines += 1;
        }
        assert_eq!(lines, model.classes());
    }

    #[test]
    fn the_forward_pass_gives_the_training_framework_s_probabilities() {
        gives_the_fixture_s_probabilities(digits(), include_str!("weights.tsv"));
        gives_the_fixture_s_probabilities(symbols(), include_str!("symbols.tsv"));
    }
}
