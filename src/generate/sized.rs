//! Generation for every shape: random solution grids of any size and the same one pass of
//! removals as for 9×9 (see the module doc of [`crate::generate`]), asking the size-general
//! engine whether a puzzle is still unique. Difficulty targets and ratings stay 9×9.
//!
//! Variant puzzles are made the same way under a layout drawn for each: rules of the whole grid
//! (`--variant`), and for a jigsaw a random layout of connected regions (`jigsaw.rs`). The
//! engine's tables of the layout are built once ([`Prepared`]) for the fill and every question
//! of the removals; a jigsaw layout with no solution is drawn again.

use std::sync::Arc;

use crate::generate::generated::Generated;
use crate::generate::jigsaw::random_regions;
use crate::generate::seed::PuzzleRng;
use crate::generate::symmetry::Symmetry;
use crate::problem::Problem;
use crate::shape::Shape;
use crate::sized::SizedGrid;
use crate::solver::{Prepared, other_avoids, random_solution};
use crate::variant::{GlobalRule, GlobalRuleError, Variant};

/// A generated puzzle of any shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SizedGenerated {
    /// The givens, holes as 0: exactly one solution, and minimal.
    pub puzzle: SizedGrid,
    /// The puzzle's only solution.
    pub solution: SizedGrid,
    /// The symmetry of the pattern of givens (never [`Symmetry::Any`]).
    pub symmetry: Symmetry,
    /// The puzzle's regions and rules, for a variant puzzle.
    pub variant: Option<Arc<Variant>>,
}

impl From<Generated> for SizedGenerated {
    fn from(generated: Generated) -> SizedGenerated {
        SizedGenerated {
            puzzle: generated.puzzle.into(),
            solution: generated.solution.into(),
            symmetry: generated.symmetry,
            variant: None,
        }
    }
}

impl SizedGenerated {
    /// A jigsaw's regions as a grid whose cells hold their region's number (from 1), none for
    /// a puzzle with boxes.
    pub fn regions(&self) -> Option<SizedGrid> {
        let regions = self.variant.as_ref()?.regions.as_ref()?;
        let numbers = regions.iter().map(|&region| region + 1).collect();
        SizedGrid::new(self.puzzle.shape(), numbers)
    }
}

/// Makes puzzles of one shape from a seed: puzzle `i` is the same whenever it is asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SizedGenerator {
    seed: u64,
    shape: Shape,
    symmetry: Symmetry,
    /// The layout of variant puzzles, none for classic ones.
    layout: Option<Layout>,
}

/// What variant puzzles are made under: rules of the whole grid, and whether each puzzle gets
/// a random jigsaw layout.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Layout {
    rules: Vec<GlobalRule>,
    jigsaw: bool,
}

/// Jigsaw layouts drawn for one puzzle before it is given up: a layout without solution is
/// rare, so many in a row say the rules leave none.
const LAYOUTS: usize = 100;

/// Layouts of a jigsaw alone drawn freely, their solution searched for, before one is drawn
/// for a solution found first.
const FREE_LAYOUTS: usize = 10;

impl SizedGenerator {
    /// A generator of puzzles of `shape` with `symmetry` from `seed`; `None` when the symmetry
    /// needs square boxes and `shape`'s are oblong.
    pub fn new(seed: u64, shape: Shape, symmetry: Symmetry) -> Option<SizedGenerator> {
        let fits = shape.has_square_boxes() || !symmetry.needs_square_boxes();
        fits.then_some(SizedGenerator {
            seed,
            shape,
            symmetry,
            layout: None,
        })
    }

    /// The same generator making variant puzzles: under `rules` of the whole grid, each with
    /// a random jigsaw layout when `jigsaw`. An error when a rule does not fit the shape (or
    /// the jigsaw's irregular regions).
    pub fn with_layout(
        mut self,
        rules: &[GlobalRule],
        jigsaw: bool,
    ) -> Result<SizedGenerator, GlobalRuleError> {
        for rule in rules {
            rule.rules(self.shape, jigsaw)?;
        }
        self.layout = Some(Layout {
            rules: rules.to_vec(),
            jigsaw,
        });
        Ok(self)
    }

    /// Puzzle `index`: a random minimal puzzle with the generator's symmetry, or why it was
    /// given up (a variant's rules that leave no solution).
    pub fn try_generate(&self, index: u64) -> Result<SizedGenerated, String> {
        match &self.layout {
            None => Ok(self.generate(index)),
            Some(layout) => self.generate_variant(index, layout),
        }
    }

    /// Puzzle `index` under `layout`.
    fn generate_variant(&self, index: u64, layout: &Layout) -> Result<SizedGenerated, String> {
        let mut rng = PuzzleRng::new(self.seed, index);
        let symmetry = self.resolve(&mut rng);
        // A jigsaw alone past 12×12, or whose first layouts found no solution soon, is drawn
        // for a random classic solution, which it keeps: fewer trades keep its regions
        // connected, so it stays nearer the boxes, but it needs no search for a solution, and
        // its removals stay quick (on a freely drawn 16×16 layout they took minutes).
        let jigsaw_alone = layout.jigsaw && layout.rules.is_empty();
        let large = self.shape.size() > 12;
        for drawn in 0..LAYOUTS {
            let alone = jigsaw_alone && (large || drawn >= FREE_LAYOUTS);
            let classic = alone.then(|| random_solution(self.shape, &mut |bound| rng.below(bound)));
            let regions = layout
                .jigsaw
                .then(|| random_regions(self.shape, classic.as_ref(), &mut rng));
            let rules = layout.rules.iter().flat_map(|rule| {
                let fits = rule.rules(self.shape, layout.jigsaw);
                fits.expect("the rules are checked to fit")
            });
            let variant = Arc::new(Variant {
                regions,
                rules: rules.collect(),
            });
            let prepared = Prepared::new(self.shape, Arc::clone(&variant));
            let solution = match classic {
                Some(solution) => solution,
                None => match prepared.random_solution(&mut |bound| rng.below(bound)) {
                    Some(solution) => solution,
                    None => continue,
                },
            };
            let mut puzzle = solution.clone();
            let orbits = symmetry.orbits_in(self.shape);
            minimise_with(&mut puzzle, &solution, &orbits, &mut rng, |givens, cell| {
                prepared.avoids(givens, &solution, cell)
            });
            return Ok(SizedGenerated {
                puzzle,
                solution,
                symmetry,
                variant: Some(variant),
            });
        }
        Err(format!("no solution under {LAYOUTS} layouts drawn"))
    }

    /// Puzzle `index` of a classic generator: a random minimal puzzle with its symmetry.
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
            variant: None,
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
    minimise_with(puzzle, solution, orbits, rng, |givens, cell| {
        classic_avoids(givens, solution, cell)
    });
}

/// [`minimise`] with the question `avoids` (whether some solution of the givens keeps
/// `solution`'s value out of a cell).
fn minimise_with(
    puzzle: &mut SizedGrid,
    solution: &SizedGrid,
    orbits: &[Vec<usize>],
    rng: &mut PuzzleRng,
    avoids: impl Fn(&SizedGrid, usize) -> bool,
) {
    let mut order: Vec<&[usize]> = orbits.iter().map(Vec::as_slice).collect();
    rng.shuffle(&mut order);
    for orbit in order {
        remove_if_unique(puzzle, solution, orbit, &avoids);
    }
}

/// Whether some solution of the classic puzzle of `givens` keeps `solution`'s value out of
/// `cell`.
fn classic_avoids(givens: &SizedGrid, solution: &SizedGrid, cell: usize) -> bool {
    other_avoids(&Problem::new(givens.clone()), solution, cell)
}

/// Takes away the orbits of givens of the unique `puzzle` in `order`, each as long as
/// `solution` stays its only solution.
pub(crate) fn minimise_in_order(puzzle: &mut SizedGrid, solution: &SizedGrid, order: &[&[usize]]) {
    for &orbit in order {
        remove_if_unique(puzzle, solution, orbit, |givens, cell| {
            classic_avoids(givens, solution, cell)
        });
    }
}

/// Empties the cells of `orbit` in the unique `puzzle`, and puts them back if it then has a
/// solution other than `solution`, asked cell by cell with `avoids` (whether some solution of
/// the givens keeps `solution`'s value out of a cell).
fn remove_if_unique(
    puzzle: &mut SizedGrid,
    solution: &SizedGrid,
    orbit: &[usize],
    avoids: impl Fn(&SizedGrid, usize) -> bool,
) {
    for &cell in orbit {
        puzzle.set(cell, 0);
    }
    if has_other_solution(puzzle, solution, orbit, avoids) {
        for &cell in orbit {
            puzzle.set(cell, solution.get(cell));
        }
    }
}

/// Whether `puzzle` has a solution other than `solution`, which must then differ from it in
/// one of `freed`: each freed cell in turn is asked for a solution avoiding `solution`'s value
/// there, and fixed to that value for the next question when there is none.
fn has_other_solution(
    puzzle: &SizedGrid,
    solution: &SizedGrid,
    freed: &[usize],
    avoids: impl Fn(&SizedGrid, usize) -> bool,
) -> bool {
    let mut fixed = puzzle.clone();
    freed.iter().any(|&cell| {
        let other = avoids(&fixed, cell);
        fixed.set(cell, solution.get(cell));
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
