//! The solver checks the reading: when the likeliest values of the cells do not make a puzzle
//! with exactly one solution, other values of the least sure cells are tried, one or two
//! changes at most, and the likeliest reading with one solution is kept, if no other reading
//! with one solution comes close to it. A reading without a solution that no such change mends
//! may have one digit left out.

use crate::parse::CellChange;
use crate::problem::Problem;
use crate::shape::Shape;
use crate::sized::SizedGrid;
use crate::solver::{Algorithm, count, solve};

use super::checked::{Checked, DOUBTFUL_CELLS, checked};
use super::model::CLASSES;

/// Below this probability, a value is no candidate for a cell: the check must not read what
/// the picture does not show.
const LEAST_LIKELY: f32 = 0.001;

/// How much less likely (the logarithm of the ratio) than the likeliest reading a changed
/// reading may be: a hundred times.
const MOST_COST: f32 = 4.6;

/// How much likelier (the logarithm of the ratio) the changed reading kept must be than any
/// other changed reading with one solution: five times. Two close readings with one solution
/// each are a guess between them, and a guess must not pass for a reading.
const MARGIN: f32 = 1.6;

/// One cell changed to another value.
type Change = (usize, u8);

/// The reading of a grid of `shape` whose cells have the class probabilities `cells`, checked by
/// the solver.
pub fn check(shape: Shape, cells: &[[f32; CLASSES]]) -> Checked {
    let size = shape.size();
    let values: Vec<u8> = cells.iter().map(|p| ranked(p, size)[0]).collect();
    let mut likeliest = checked(shape, cells, values.clone(), Vec::new());
    if likeliest.unique() {
        likeliest.rivals = rivals(shape, cells, &values);
        return likeliest;
    }
    let mut kept: Option<(f32, Vec<Change>, Checked)> = None;
    for (cost, changes) in tries(cells, &values, size) {
        if kept
            .as_ref()
            .is_some_and(|(best, _, _)| cost >= best + MARGIN)
        {
            break;
        }
        let reading = changed(shape, cells, &values, &changes);
        if !reading.unique() || (changes.len() > 1 && !forced(&reading.grid, &changes)) {
            continue;
        }
        match &kept {
            None => kept = Some((cost, changes, reading)),
            // The kept changes and one more: the same reading, with a given left out.
            Some((_, best, _)) if best.iter().all(|change| changes.contains(change)) => {}
            Some(_) => return likeliest,
        }
    }
    match kept {
        Some((_, _, reading)) => reading,
        None if likeliest.solutions == 0 => left_out(shape, cells, &values).unwrap_or(likeliest),
        None => likeliest,
    }
}

/// When the likeliest reading `values` has no solution and no change of a few doubtful cells
/// mends it, the reading with one digit left out: the likeliest of those that leave a puzzle
/// with one solution, if every other that does leaves the same solution. A digit read in an
/// empty cell, however sure the model was, is mended so; and a given left out never changes a
/// puzzle's solution, so the answer is right if the rest of the reading is.
fn left_out(shape: Shape, cells: &[[f32; CLASSES]], values: &[u8]) -> Option<Checked> {
    let mut kept: Option<(Checked, SizedGrid)> = None;
    for cell in (0..values.len()).filter(|&cell| values[cell] != 0) {
        let reading = changed(shape, cells, values, &[(cell, 0)]);
        if !reading.unique() {
            continue;
        }
        let solution = solve(&Problem::new(reading.grid.clone()), Algorithm::Fast)?;
        match &kept {
            Some((_, other)) if *other != solution => return None,
            Some((best, _)) if best.likelihood() >= reading.likelihood() => {}
            _ => kept = Some((reading, solution)),
        }
    }
    kept.map(|(reading, _)| reading)
}

/// Every change of one or two of the least sure cells to another value at least
/// [`LEAST_LIKELY`], with its cost (how much less likely the reading becomes), cheapest first
/// and none past [`MOST_COST`].
fn tries(cells: &[[f32; CLASSES]], values: &[u8], size: usize) -> Vec<(f32, Vec<Change>)> {
    let sureness = |cell: usize| cells[cell][values[cell] as usize];
    let mut doubtful: Vec<usize> = (0..cells.len()).collect();
    doubtful.sort_by(|&a, &b| sureness(a).total_cmp(&sureness(b)));
    doubtful.truncate(DOUBTFUL_CELLS);
    let cost = |&(cell, value): &Change| {
        sureness(cell).max(1e-9).ln() - cells[cell][value as usize].max(1e-9).ln()
    };
    let options: Vec<Change> = doubtful
        .iter()
        .flat_map(|&cell| {
            ranked(&cells[cell], size)
                .into_iter()
                .skip(1)
                .filter(move |&value| cells[cell][value as usize] >= LEAST_LIKELY)
                .map(move |value| (cell, value))
        })
        .collect();
    let mut tries: Vec<(f32, Vec<Change>)> = options
        .iter()
        .map(|option| (cost(option), vec![*option]))
        .collect();
    for (i, first) in options.iter().enumerate() {
        for second in &options[i + 1..] {
            if first.0 != second.0 {
                tries.push((cost(first) + cost(second), vec![*first, *second]));
            }
        }
    }
    tries.retain(|(cost, _)| *cost <= MOST_COST);
    tries.sort_by(|a, b| a.0.total_cmp(&b.0));
    tries
}

/// The changes of one digit of the least sure cells into another digit, at most [`MARGIN`]
/// less likely, that give a puzzle with one solution too: each another answer as likely.
fn rivals(shape: Shape, cells: &[[f32; CLASSES]], values: &[u8]) -> Vec<CellChange> {
    tries(cells, values, shape.size())
        .into_iter()
        .take_while(|(cost, _)| *cost < MARGIN)
        .filter_map(|(_, changes)| match changes[..] {
            [(cell, value)] if value != 0 && values[cell] != 0 => {
                let reading = changed(shape, cells, values, &changes);
                reading.unique().then(|| reading.changed[0])
            }
            _ => None,
        })
        .collect()
}

/// The reading `values` with `changes` made, checked.
fn changed(shape: Shape, cells: &[[f32; CLASSES]], values: &[u8], changes: &[Change]) -> Checked {
    let mut changed_values = values.to_vec();
    let changed: Vec<CellChange> = changes
        .iter()
        .map(|&(cell, value)| {
            changed_values[cell] = value;
            CellChange {
                cell,
                likeliest: values[cell],
                value,
                probability: cells[cell][value as usize],
            }
        })
        .collect();
    checked(shape, cells, changed_values, changed)
}

/// Whether each digit written by `changes` in `grid` is the one the rest of the reading
/// allows: with its cell emptied, the puzzle still has exactly one solution. Two changes that
/// the rest leaves open are a guess at two cells.
fn forced(grid: &SizedGrid, changes: &[Change]) -> bool {
    changes
        .iter()
        .filter(|&&(_, value)| value != 0)
        .all(|&(cell, _)| {
            let mut values = grid.cells().to_vec();
            values[cell] = 0;
            let emptied =
                SizedGrid::new(grid.shape(), values).expect("values within the grid's size");
            count(&Problem::new(emptied), 2, Algorithm::Fast) == 1
        })
}

/// The values a grid of `size` allows (0 to `size`), likeliest first.
fn ranked(probabilities: &[f32; CLASSES], size: usize) -> Vec<u8> {
    let mut values: Vec<u8> = (0..=size.min(CLASSES - 1) as u8).collect();
    values.sort_by(|&a, &b| probabilities[b as usize].total_cmp(&probabilities[a as usize]));
    values
}

#[cfg(test)]
mod tests {
    use super::*;

    const SEED: &str =
        ".....23.7.....645.1..93........618...48...56...642........75..8.291.....4.56.....";

    /// Probabilities that read `line` with certainty, but for `cell`, read as `wrong` (p 0.5)
    /// rather than its value (p 0.3), or another (p 0.2).
    fn probabilities(line: &str, cell: usize, wrong: u8) -> Vec<[f32; CLASSES]> {
        line.bytes()
            .enumerate()
            .map(|(i, byte)| {
                let value = if byte == b'.' { 0 } else { byte - b'0' };
                let mut p = [0.0; CLASSES];
                if i == cell {
                    p[wrong as usize] = 0.5;
                    p[value as usize] = 0.3;
                    // The digit after `wrong`, 9's being empty.
                    p[(wrong as usize + 1) % 10] += 0.2;
                } else {
                    p[value as usize] = 1.0;
                }
                p
            })
            .collect()
    }

    #[test]
    fn a_reading_with_one_solution_is_kept() {
        let checked = check(Shape::NINE, &probabilities(SEED, 81, 0));
        assert!(checked.unique() && checked.changed.is_empty());
        assert_eq!(checked.confidence(), 1.0);
    }

    #[test]
    fn a_given_misread_is_changed_to_its_next_likeliest_value() {
        // r1c6 holds 2; read as 7, which leaves no solution.
        let checked = check(Shape::NINE, &probabilities(SEED, 5, 7));
        assert!(checked.unique());
        assert_eq!(
            checked.changed,
            [CellChange {
                cell: 5,
                likeliest: 7,
                value: 2,
                probability: 0.3
            }]
        );
        assert_eq!(checked.grid.get(5), 2);
    }

    /// Probabilities that read `SEED` with certainty, but for `cell`, read as each value of
    /// `readings` with its probability.
    fn seed_but(cell: usize, readings: &[(usize, f32)]) -> Vec<[f32; CLASSES]> {
        let mut cells = probabilities(SEED, 81, 0);
        cells[cell] = [0.0; CLASSES];
        for &(value, p) in readings {
            cells[cell][value] = p;
        }
        cells
    }

    /// Probabilities that read `SEED` with certainty, but for r1c1 (empty, 9 in the solution),
    /// read as 2 (p 0.5, against r1c6's 2), empty (p `empty`) or 9 (p `nine`).
    fn torn_between(empty: f32, nine: f32) -> Vec<[f32; CLASSES]> {
        seed_but(0, &[(2, 0.5), (0, empty), (9, nine)])
    }

    #[test]
    fn two_changes_close_in_likelihood_each_with_one_solution_leave_the_reading_as_read() {
        let checked = check(Shape::NINE, &torn_between(0.3, 0.2));
        assert!(!checked.unique() && checked.changed.is_empty());
        assert_eq!(checked.grid.get(0), 2);
    }

    #[test]
    fn a_change_five_times_likelier_than_any_other_is_kept() {
        let checked = check(Shape::NINE, &torn_between(0.45, 0.05));
        assert!(checked.unique());
        assert_eq!(checked.grid.get(0), 0);
    }

    #[test]
    fn a_unique_reading_with_a_nearly_as_likely_digit_that_also_gives_one_solution_names_it() {
        // r1c9 holds 7, read as 7 (p 0.5) or 9 (p 0.3): with 9 the puzzle has one solution too.
        let checked = check(Shape::NINE, &seed_but(8, &[(7, 0.5), (9, 0.3), (1, 0.2)]));
        assert!(checked.unique() && checked.changed.is_empty());
        assert_eq!(
            checked.rivals,
            [CellChange {
                cell: 8,
                likeliest: 7,
                value: 9,
                probability: 0.3
            }]
        );
        // Far less likely, 9 is no rival.
        let cells = seed_but(8, &[(7, 0.9), (9, 0.05), (1, 0.05)]);
        assert!(check(Shape::NINE, &cells).rivals.is_empty());
    }

    #[test]
    fn a_reading_no_change_repairs_is_kept_as_read() {
        let conflicting = format!("55{}", &SEED[2..]);
        let checked = check(Shape::NINE, &probabilities(&conflicting, 81, 0));
        assert!(!checked.unique() && checked.changed.is_empty());
        assert_eq!(checked.grid.get(0), 5);
    }

    #[test]
    fn a_digit_read_for_sure_in_an_empty_cell_that_leaves_no_solution_is_left_out() {
        // r1c1 is empty; read as 2 (p 0.98), against r1c6's 2.
        let cells = seed_but(0, &[(2, 0.98), (3, 0.019_99), (0, 0.000_01)]);
        let checked = check(Shape::NINE, &cells);
        assert!(checked.unique());
        assert_eq!(checked.grid.get(0), 0);
        assert_eq!(
            checked.changed,
            [CellChange {
                cell: 0,
                likeliest: 2,
                value: 0,
                probability: 0.000_01
            }]
        );
    }

    #[test]
    fn a_digit_is_left_out_only_when_every_left_out_with_one_solution_gives_the_same() {
        // A 4×4 reading without a solution: leaving out r3c2's 1 gives one solution, leaving
        // out r4c2's 1 another. Which digit is wrong is a guess: the reading stays as read.
        let four = Shape::for_size(4).unwrap();
        let torn = check(four, &probabilities("..2..2.341...1..", 81, 0));
        assert!(!torn.unique() && torn.changed.is_empty());
        // r1c1 and r1c2 read as 9 and 5: r1c1 holds 9 in the solution, r1c2 6. Leaving out the
        // 5 alone gives one solution.
        let one_wrong = format!("95{}", &SEED[2..]);
        let checked = check(Shape::NINE, &probabilities(&one_wrong, 81, 0));
        assert!(checked.unique());
        assert_eq!((checked.grid.get(0), checked.grid.get(1)), (9, 0));
    }
}
