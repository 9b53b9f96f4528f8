//! Rules drawn in their cells, under the grid lines and the digits: extra regions and windows
//! shaded grey, odd circles and even squares, the chevrons of minimum and maximum cells, clones
//! and indexer cells shaded; and the diagonals, over the grid lines (and over any shading).

use super::drawn::Drawn;
use super::pen::{DARK_GREY, GREY, Pen};
use crate::draw::scene::{Color, Item, Paint, Point};
use crate::variant::{Group, Index};

/// The shade of extra regions and windows.
const REGION: Color = Color::rgb(0xD8, 0xD8, 0xD8);
/// The shade of cloned cells.
const CLONE: Color = Color::rgb(0xF5, 0xDC, 0x9A);
/// The light shade under minimum and maximum cells.
const EXTREME: Color = Color::rgb(0xEC, 0xEC, 0xEC);

/// A group of distinct values: an extra region or a window shaded, a diagonal drawn corner to
/// corner, disjoint groups named in the legend.
pub fn distinct(group: Group, cells: &[usize], pen: &Pen) -> Drawn {
    match group {
        Group::ExtraRegion | Group::Window => shaded(cells, REGION, pen),
        Group::Diagonal => diagonal(cells, pen),
        Group::Disjoint => Drawn::Legend("disjoint groups".to_string()),
    }
}

/// Whether a diagonal's cells fall from left to right (the main diagonal, "\"), rather than
/// rise ("/").
pub fn falls(cells: &[usize], n: usize) -> bool {
    let top = cells.iter().min();
    let bottom = cells.iter().max();
    match (top, bottom) {
        (Some(&top), Some(&bottom)) => top % n <= bottom % n,
        _ => true,
    }
}

/// A diagonal: a thin line from the outer corner of its top cell to that of its bottom cell,
/// over the grid lines.
fn diagonal(cells: &[usize], pen: &Pen) -> Drawn {
    let (Some(&top), Some(&bottom)) = (cells.iter().min(), cells.iter().max()) else {
        return Drawn::Above(Vec::new());
    };
    let across = if falls(cells, pen.frame.size) {
        0.5
    } else {
        -0.5
    };
    let corner = |cell: usize, sign: f32| {
        let (row, column) = pen.place(cell);
        pen.at(
            row as f32 + 0.5 + sign * 0.5,
            column as f32 + 0.5 + sign * across,
        )
    };
    let line = vec![corner(top, -1.0), corner(bottom, 1.0)];
    Drawn::Above(vec![pen.line(line, DARK_GREY, 0.03)])
}

/// Odd cells: a grey circle in each.
pub fn odd(cells: &[usize], pen: &Pen) -> Drawn {
    let disc = |cell| pen.disc(pen.center(cell), 0.8, Paint::fill(GREY));
    Drawn::Below(cells.iter().map(|&cell| disc(cell)).collect())
}

/// Even cells: a grey square in each.
pub fn even(cells: &[usize], pen: &Pen) -> Drawn {
    let square = |cell| pen.square(pen.center(cell), 0.8, 0.0, Paint::fill(GREY));
    Drawn::Below(cells.iter().map(|&cell| square(cell)).collect())
}

/// Minimum cells (`outward` false) or maximum cells (`outward` true): a light shade and a small
/// chevron by each edge, pointing at the smaller value as an inequality sign does: in to a
/// minimum cell, out of a maximum cell.
pub fn extreme(cells: &[usize], outward: bool, pen: &Pen) -> Drawn {
    let mut items = Vec::new();
    for &cell in cells {
        items.push(pen.shade(cell, EXTREME));
        let center = pen.center(cell);
        for (dx, dy) in [(0.0, -1.0), (1.0, 0.0), (0.0, 1.0), (-1.0, 0.0)] {
            items.push(chevron(center, (dx, dy), outward, pen));
        }
    }
    Drawn::Below(items)
}

/// A chevron about 0.38 cells from `center` toward the edge in direction `(dx, dy)`, its point out
/// toward the edge or in toward the centre.
fn chevron(center: Point, (dx, dy): (f32, f32), outward: bool, pen: &Pen) -> Item {
    let point_at = |along: f32, side: f32| {
        Point::new(
            center.x + pen.length(dx * along - dy * side),
            center.y + pen.length(dy * along + dx * side),
        )
    };
    let (tip, base) = if outward { (0.43, 0.32) } else { (0.32, 0.43) };
    let points = vec![
        point_at(base, -0.13),
        point_at(tip, 0.0),
        point_at(base, 0.13),
    ];
    pen.line(points, DARK_GREY, 0.035)
}

/// Clones: both shapes' cells shaded.
pub fn clone(cells: &[usize], clones: &[usize], pen: &Pen) -> Drawn {
    let both = [cells, clones].concat();
    shaded(&both, CLONE, pen)
}

/// Indexer cells, shaded by what they index: rows red, columns green, regions blue.
pub fn indexer(kind: Index, cells: &[usize], pen: &Pen) -> Drawn {
    let color = match kind {
        Index::Row => Color::rgb(0xF8, 0xC0, 0xC0),
        Index::Column => Color::rgb(0xC0, 0xF0, 0xC0),
        Index::Region => Color::rgb(0xC0, 0xD8, 0xF8),
    };
    shaded(cells, color, pen)
}

/// `cells` shaded in `color`.
fn shaded(cells: &[usize], color: Color, pen: &Pen) -> Drawn {
    Drawn::Below(cells.iter().map(|&cell| pen.shade(cell, color)).collect())
}
