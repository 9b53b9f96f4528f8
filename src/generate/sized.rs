//! Generation for every shape: random solution grids of any size and the same one pass of
//! removals as for 9×9 (see the module doc of [`crate::generate`]), asking the size-general
//! engine whether a puzzle is still unique. Difficulty targets and ratings stay 9×9.

use crate::generate::generated::Generated;
use crate::generate::seed::PuzzleRng;
use crate::generate::symmetry::Symmetry;
use crate::problem::Problem;
use crate::shape::Shape;
use crate::sized::SizedGrid;
use crate::solver::{random_solution, solve_avoiding};

/// A generated puzzle of any shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SizedGenerated {
    /// The givens, holes as 0: exactly one solution, and minimal.
    pub puzzle: SizedGrid,
    /// The puzzle's only solution.
    pub solution: SizedGrid,
    /// The symmetry of the pattern of givens (never [`Symmetry::Any`]).
    pub symmetry: Symmetry,
}

impl From<Generated> for SizedGenerated {
    fn from(generated: Generated) -> SizedGenerated {
        SizedGenerated {
            puzzle: generated.puzzle.into(),
            solution: generated.solution.into(),
            symmetry: generated.symmetry,
        }
    }
}

/// Makes puzzles of one shape from a seed: puzzle `i` is the same whenever it is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SizedGenerator {
    seed: u64,
    shape: Shape,
    symmetry: Symmetry,
}

impl SizedGenerator {
    /// A generator of puzzles of `shape` with `symmetry` from `seed`; `None` when the symmetry
    /// needs square boxes and `shape`'s are oblong.
    pub fn new(seed: u64, shape: Shape, symmetry: Symmetry) -> Option<SizedGenerator> {
        let fits = shape.has_square_boxes() || !symmetry.needs_square_boxes();
        fits.then_some(SizedGenerator {
            seed,
            shape,
            symmetry,
        })
    }

    /// Puzzle `index`: a random minimal puzzle with the generator's symmetry.
    pub fn generate(&self, index: u64) -> SizedGenerated {
        let mut rng = PuzzleRng::new(self.seed, index);
        let symmetry = self.resolve(&mut rng);
        let solution = random_solution(self.shape, &mut |bound| rng.below(bound));
        let mut puzzle = solution.clone();
        minimise(
            &mut puzzle,
            &solution,
            &symmetry.orbits_in(self.shape),
            &mut rng,
        );
        SizedGenerated {
            puzzle,
            solution,
            symmetry,
        }
    }

    /// The generator's symmetry, or for [`Symmetry::Any`] one that fits the boxes, drawn.
    fn resolve(&self, rng: &mut PuzzleRng) -> Symmetry {
        loop {
            let symmetry = self.symmetry.resolve(rng);
            if self.shape.has_square_boxes() || !symmetry.needs_square_boxes() {
                return symmetry;
            }
        }
    }
}

/// Takes away the orbits of givens of the unique `puzzle` in a random order, each as long as
/// `solution` stays its only solution.
pub(crate) fn minimise(
    puzzle: &mut SizedGrid,
    solution: &SizedGrid,
    orbits: &[Vec<usize>],
    rng: &mut PuzzleRng,
) {
    let mut order: Vec<&[usize]> = orbits.iter().map(Vec::as_slice).collect();
    rng.shuffle(&mut order);
    minimise_in_order(puzzle, solution, &order);
}

/// Takes away the orbits of givens of the unique `puzzle` in `order`, each as long as
/// `solution` stays its only solution.
pub(crate) fn minimise_in_order(puzzle: &mut SizedGrid, solution: &SizedGrid, order: &[&[usize]]) {
    for &orbit in order {
        for &cell in orbit {
            puzzle.set(cell, 0);
        }
        if has_other_solution(puzzle, solution, orbit) {
            for &cell in orbit {
                puzzle.set(cell, solution.get(cell));
            }
        }
    }
}

/// Whether `puzzle` has a solution other than `solution`, which must then differ from it in
/// one of `freed`: each freed cell in turn is asked for a solution avoiding `solution`'s value
/// there, and fixed to that value for the next question when there is none.
fn has_other_solution(puzzle: &SizedGrid, solution: &SizedGrid, freed: &[usize]) -> bool {
    let mut fixed = Problem::new(puzzle.clone());
    freed.iter().any(|&cell| {
        let value = solution.get(cell);
        let other = solve_avoiding(&fixed, cell, value).is_some();
        fixed.set_given(cell, value);
        other
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{Algorithm, count};

    #[test]
    fn puzzles_of_every_small_shape_are_unique_minimal_and_reproducible() {
        for shape in ["2x2", "2x3", "3x2", "2x4", "2x5", "3x4"] {
            let shape: Shape = shape.parse().unwrap();
            let generator = SizedGenerator::new(7, shape, Symmetry::None).unwrap();
            let made = generator.generate(3);
            assert_eq!(made, generator.generate(3), "{shape}");
            assert!(made.solution.solves(&made.puzzle), "{shape}");
            assert_eq!(
                count(&Problem::new(made.puzzle.clone()), 2, Algorithm::Fast),
                1,
                "{shape}"
            );
            for cell in (0..shape.cells()).filter(|&cell| made.puzzle.get(cell) != 0) {
                let mut fewer = made.puzzle.clone();
                fewer.set(cell, 0);
                assert_eq!(
                    count(&Problem::new(fewer.clone()), 2, Algorithm::Fast),
                    2,
                    "{shape} {cell}"
                );
            }
        }
    }

    #[test]
    fn symmetries_needing_square_boxes_are_refused_on_oblong_ones() {
        let oblong: Shape = "2x3".parse().unwrap();
        assert!(SizedGenerator::new(1, oblong, Symmetry::Rot90).is_none());
        assert!(SizedGenerator::new(1, oblong, Symmetry::Rot180).is_some());
        let made = SizedGenerator::new(1, oblong, Symmetry::Any)
            .unwrap()
            .generate(0);
        assert!(!made.symmetry.needs_square_boxes());
        let square = Shape::for_size(16).unwrap();
        let made = SizedGenerator::new(2, square, Symmetry::Rot90)
            .unwrap()
            .generate(0);
        let orbits = Symmetry::Rot90.orbits_in(square);
        for orbit in orbits {
            let givens = orbit.iter().filter(|&&c| made.puzzle.get(c) != 0).count();
            assert!(givens == 0 || givens == orbit.len());
        }
    }
}
