//! What drawing one rule gives: items for a layer of the picture, or a name for the legend.

use crate::draw::scene::Item;

/// How one rule is drawn: in a layer, or named in the legend.
pub enum Drawn {
    /// Items painted under the grid lines.
    Below(Vec<Item>),
    /// Items painted over the grid lines.
    Above(Vec<Item>),
    /// A name in the legend.
    Legend(String),
}
