//! Killer cages as SudokuPad draws them: a thin dashed outline a little inside the cage's
//! boundary, and the sum small in the top left corner of its first cell, on a white patch that
//! keeps the dashes off it.
//!
//! The outline is the boundary of the union of the cells, walked along the cells' edges: every
//! edge of a cage cell whose neighbour is not in the cage, directed so that the cage lies on
//! its right (clockwise on the page), chained end to start into closed loops (an outer one,
//! and one around each hole), each corner then moved inward along both of its edges, so that
//! the inset lines meet at the corners. Each side is dashed on its own, its dashes stretched a
//! little so that it begins and ends with one.

use std::collections::HashMap;

use super::drawn::Drawn;
use super::pen::{INK, Pen};
use crate::draw::scene::{Cap, Item, Paint, Point, Shape, Stroke};

/// How far inside the cage's boundary the outline runs, in cells.
const INSET: f32 = 0.08;
/// The width of the outline, in cells.
const WIDTH: f32 = 0.025;
/// The length of a dash, in cells (stretched or squeezed a little to fit a side).
const DASH: f32 = 0.1;
/// The length of a gap between two dashes, in cells.
const GAP: f32 = 0.08;

/// A corner of the grid's cells: row, column, from 0 to N.
type Corner = (i32, i32);
/// A step along an edge: rows, columns.
type Step = (i32, i32);

/// A killer cage over `cells`, with its sum written when it has one (several sums, which a
/// digital root allows, are written one after another).
pub fn cage(cells: &[usize], sums: &[u32], pen: &Pen) -> Drawn {
    let mut items = Vec::new();
    for corners in outlines(cells, pen.frame.size) {
        let points: Vec<Point> = corners.iter().map(|&(r, c)| pen.at(r, c)).collect();
        for (k, &from) in points.iter().enumerate() {
            items.push(side(from, points[(k + 1) % points.len()], pen));
        }
    }
    if let (Some(&first), false) = (cells.iter().min(), sums.is_empty()) {
        let text: Vec<String> = sums.iter().map(u32::to_string).collect();
        items.extend(pen.corner_label(&text.join("/"), first));
    }
    Drawn::Above(items)
}

/// One side of an outline, from corner `from` to corner `to`, dashed so that it begins and
/// ends with a dash: the dashes of two sides meet in an L at every corner, which always shows.
fn side(from: Point, to: Point, pen: &Pen) -> Item {
    let (dash, gap, width) = (pen.length(DASH), pen.length(GAP), pen.length(WIDTH));
    let length = (to.x - from.x).hypot(to.y - from.y);
    // Whole dashes with a gap between each two, stretched or squeezed to fill the side.
    let dashes = ((length + gap) / (dash + gap)).round().max(1.0);
    let scale = length / (dashes * dash + (dashes - 1.0) * gap);
    // Square caps lengthen each dash by its width, half at each end, which fills the corner;
    // the dash is drawn that much shorter, the gap that much longer.
    let stroke = Stroke {
        cap: Cap::Square,
        ..Stroke::solid(INK, width).dashed(dash * scale - width, gap * scale + width)
    };
    Item::Shape(Shape::Line(from, to), Paint::stroke(stroke))
}

/// The closed outlines of the cells of a grid of size `n`, each a list of corners in cells
/// (row, column), inset by [`INSET`]: the outer boundary clockwise, each hole's the other way.
pub fn outlines(cells: &[usize], n: usize) -> Vec<Vec<(f32, f32)>> {
    loops(cells, n)
        .into_iter()
        .map(|edges| inset_corners(&edges))
        .collect()
}

/// The boundary edges of the cells, chained into closed loops, each edge a corner it starts
/// from and its step.
fn loops(cells: &[usize], n: usize) -> Vec<Vec<(Corner, Step)>> {
    let inside = |row: i32, column: i32| {
        (0..n as i32).contains(&row)
            && (0..n as i32).contains(&column)
            && cells.contains(&(row as usize * n + column as usize))
    };
    let mut from: HashMap<Corner, Vec<Step>> = HashMap::new();
    for &cell in cells {
        let (r, c) = ((cell / n) as i32, (cell % n) as i32);
        // Each side with its outer neighbour, its start and its step, clockwise.
        let sides = [
            ((r - 1, c), (r, c), (0, 1)),
            ((r, c + 1), (r, c + 1), (1, 0)),
            ((r + 1, c), (r + 1, c + 1), (0, -1)),
            ((r, c - 1), (r + 1, c), (-1, 0)),
        ];
        for ((nr, nc), start, step) in sides {
            if !inside(nr, nc) {
                from.entry(start).or_default().push(step);
            }
        }
    }
    let mut starts: Vec<Corner> = from.keys().copied().collect();
    starts.sort_unstable();
    let mut loops = Vec::new();
    for start in starts {
        while let Some(edges) = walk(&mut from, start) {
            loops.push(edges);
        }
    }
    loops
}

/// The loop of edges that starts from `start`, taken out of `from`; none when no edge is left
/// there. Where two edges leave a corner (two cells touching only there), the walk turns right,
/// around the cell it follows, so each loop hugs its own cells.
fn walk(from: &mut HashMap<Corner, Vec<Step>>, start: Corner) -> Option<Vec<(Corner, Step)>> {
    let mut step = from.get_mut(&start)?.pop()?;
    let mut edges = vec![(start, step)];
    let mut at = (start.0 + step.0, start.1 + step.1);
    while at != start {
        let right = (step.1, -step.0);
        let leaving = from.get_mut(&at)?;
        let next = [right, step, (-right.0, -right.1)]
            .into_iter()
            .find(|turn| leaving.contains(turn))?;
        leaving.retain(|&other| other != next);
        edges.push((at, next));
        step = next;
        at = (at.0 + step.0, at.1 + step.1);
    }
    Some(edges)
}

/// The corners of a loop of edges, each moved [`INSET`] inward along both edges that meet
/// there (the inside lies right of each step).
fn inset_corners(edges: &[(Corner, Step)]) -> Vec<(f32, f32)> {
    let inward = |(dr, dc): Step| (dc as f32, -dr as f32);
    let mut corners = Vec::new();
    for (k, &((row, column), step)) in edges.iter().enumerate() {
        let before = edges[(k + edges.len() - 1) % edges.len()].1;
        if before == step {
            continue;
        }
        let (a, b) = (inward(before), inward(step));
        corners.push((
            row as f32 + INSET * (a.0 + b.0),
            column as f32 + INSET * (a.1 + b.1),
        ));
    }
    corners
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::frame::Frame;

    fn close(a: &[(f32, f32)], b: &[(f32, f32)]) -> bool {
        a.len() == b.len()
            && a.iter()
                .zip(b)
                .all(|(p, q)| (p.0 - q.0).abs() < 1e-5 && (p.1 - q.1).abs() < 1e-5)
    }

    /// The same loop, started from its top left corner.
    fn from_top_left(mut outline: Vec<(f32, f32)>) -> Vec<(f32, f32)> {
        let first = (0..outline.len())
            .min_by(|&i, &j| outline[i].partial_cmp(&outline[j]).unwrap())
            .unwrap();
        outline.rotate_left(first);
        outline
    }

    #[test]
    fn a_two_cell_cage_is_one_rectangle_inset_on_every_side() {
        let outline = outlines(&[0, 1], 9);
        assert_eq!(outline.len(), 1);
        let expected = [(0.08, 0.08), (0.08, 1.92), (0.92, 1.92), (0.92, 0.08)];
        assert!(close(&from_top_left(outline[0].clone()), &expected));
    }

    #[test]
    fn an_l_shaped_cage_is_one_polygon_whose_inner_corner_is_inset_too() {
        // r1c1, r1c2, r2c1: the inner corner at row 1, column 1 moves up and left, into the
        // cage, as every other corner does.
        let outline = from_top_left(outlines(&[0, 1, 9], 9).remove(0));
        let expected = [
            (0.08, 0.08),
            (0.08, 1.92),
            (0.92, 1.92),
            (0.92, 0.92),
            (1.92, 0.92),
            (1.92, 0.08),
        ];
        assert!(close(&outline, &expected), "{outline:?}");
    }

    #[test]
    fn a_ring_has_an_outline_inside_its_hole_too() {
        let ring: Vec<usize> = [0, 1, 2, 9, 11, 18, 19, 20].to_vec();
        let outline = outlines(&ring, 9);
        assert_eq!(outline.len(), 2);
        let inner = |corners: &&Vec<(f32, f32)>| corners.iter().all(|&(r, _)| r > 0.5);
        let hole = from_top_left(outline.iter().find(inner).unwrap().clone());
        // The hole's outline runs inset into the cage, around the hole.
        let expected = [(0.92, 0.92), (2.08, 0.92), (2.08, 2.08), (0.92, 2.08)];
        assert!(close(&hole, &expected), "{hole:?}");
    }

    #[test]
    fn cells_touching_at_a_corner_get_an_outline_each() {
        assert_eq!(outlines(&[0, 10], 9).len(), 2);
        let pen = Pen {
            frame: Frame {
                origin: Point::new(0.0, 0.0),
                cell: 10.0,
                size: 9,
            },
        };
        let corners = &outlines(&[10], 9)[0];
        let points: Vec<Point> = corners.iter().map(|&(r, c)| pen.at(r, c)).collect();
        assert!(points.contains(&Point::new(10.8, 10.8)));
    }

    #[test]
    fn the_sum_stands_on_a_white_patch_at_the_top_left_of_the_first_cell() {
        let pen = Pen {
            frame: Frame {
                origin: Point::new(0.0, 0.0),
                cell: 100.0,
                size: 9,
            },
        };
        let Drawn::Above(items) = cage(&[11, 10, 19], &[15], &pen) else {
            panic!("a cage is drawn over the grid")
        };
        let [.., patch, label] = &items[..] else {
            panic!("{items:?}")
        };
        let Item::Shape(Shape::Rect { corner, width, .. }, paint) = patch else {
            panic!("{patch:?}")
        };
        assert_eq!(paint.fill, Some(crate::draw::scene::Color::WHITE));
        // r2c2's corner is at 100, 100; the outline runs 8 units in, under the patch.
        assert!(corner.x < 108.0 && corner.y < 108.0 && corner.x + width > 108.0);
        let Item::Shape(Shape::Text(text), _) = label else {
            panic!("{label:?}")
        };
        assert_eq!(text.text, "15");
        assert!(text.at.x > 100.0 && text.at.x < 110.0 && text.at.y < 130.0);
        let sides = items.len() - 2;
        assert_eq!(sides, 6, "an L of three cells has six sides");
    }
}
