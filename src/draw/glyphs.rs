//! Text as shapes: the outlines of the characters pictures write, from DejaVu Sans and DejaVu
//! Sans Bold, built into the binary so that a PNG or a PDF draws its text as filled paths and
//! needs no font.
//!
//! The outlines live in `glyphs/outlines.txt` (written by `scripts/extract-glyphs.py`; licence
//! in `glyphs/LICENSE-DejaVu`), in font units with y up; they are read once, on first use.
//! Characters without an outline are drawn as `?`. There is no kerning.

use std::collections::HashMap;
use std::sync::LazyLock;

use super::scene::{Anchor, Point, Segment, Text, Weight};

/// The outlines, as written by `scripts/extract-glyphs.py`.
const OUTLINES: &str = include_str!("glyphs/outlines.txt");

/// The character drawn in place of one without an outline.
const REPLACEMENT: char = '?';

/// One step of a glyph's outline, in font units, y up.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Step {
    Move(f32, f32),
    Line(f32, f32),
    Quad(f32, f32, f32, f32),
    Close,
}

/// A character's drawing: how far it moves the pen, and its outline.
#[derive(Debug, Default)]
struct Glyph {
    advance: f32,
    outline: Vec<Step>,
}

/// Both faces' glyphs and the metrics they share.
#[derive(Debug, Default)]
struct Font {
    units_per_em: f32,
    cap_height: f32,
    regular: HashMap<char, Glyph>,
    bold: HashMap<char, Glyph>,
}

impl Font {
    /// The glyphs of `weight`'s face.
    fn face(&self, weight: Weight) -> &HashMap<char, Glyph> {
        match weight {
            Weight::Normal => &self.regular,
            Weight::Bold => &self.bold,
        }
    }

    /// The character drawn for `character` in `weight`'s face: itself if it has an outline
    /// there, `?` otherwise.
    fn drawn(&self, character: char, weight: Weight) -> char {
        if self.face(weight).contains_key(&character) {
            character
        } else {
            REPLACEMENT
        }
    }

    /// The glyph drawn for `character` in `weight`'s face.
    fn glyph(&self, character: char, weight: Weight) -> &Glyph {
        &self.face(weight)[&self.drawn(character, weight)]
    }
}

/// The outlines, read on first use.
static FONT: LazyLock<Font> = LazyLock::new(|| read_font(OUTLINES));

/// Reads the outline file; it is built into the binary and tested, so a malformed line is a
/// bug, not an input error.
fn read_font(outlines: &str) -> Font {
    let mut font = Font::default();
    let mut bold = false;
    for line in outlines.lines().filter(|line| !line.starts_with('#')) {
        let mut words = line.split_ascii_whitespace();
        let key = words.next().expect("no blank line in the outlines");
        match key {
            "units-per-em" => font.units_per_em = number(words.next()),
            "cap-height" => font.cap_height = number(words.next()),
            "ascent" => {}
            "face" => bold = words.next() == Some("bold"),
            code => {
                let code = u32::from_str_radix(code, 16).expect("a hexadecimal code point");
                let character = char::from_u32(code).expect("a character's code point");
                let glyph = Glyph {
                    advance: number(words.next()),
                    outline: read_outline(words),
                };
                let face = if bold {
                    &mut font.bold
                } else {
                    &mut font.regular
                };
                face.insert(character, glyph);
            }
        }
    }
    font
}

/// Reads an outline's commands: `M x y`, `L x y`, `Q cx cy x y`, `Z`.
fn read_outline<'a>(mut words: impl Iterator<Item = &'a str>) -> Vec<Step> {
    let mut outline = Vec::new();
    while let Some(command) = words.next() {
        let mut next = || number(words.next());
        outline.push(match command {
            "M" => Step::Move(next(), next()),
            "L" => Step::Line(next(), next()),
            "Q" => Step::Quad(next(), next(), next(), next()),
            "Z" => Step::Close,
            other => panic!("unknown outline command {other:?}"),
        });
    }
    outline
}

/// A number of the outline file.
fn number(word: Option<&str>) -> f32 {
    word.and_then(|word| word.parse().ok())
        .expect("a number in the outlines")
}

/// The width of `text` set in `weight` at font size `size`, in page units.
pub fn advance(text: &str, size: f32, weight: Weight) -> f32 {
    let font = &*FONT;
    let units: f32 = text
        .chars()
        .map(|character| font.glyph(character, weight).advance)
        .sum();
    units * size / font.units_per_em
}

/// The height of a capital letter or a digit above the baseline at font size `size`, in page
/// units: a digit is centred on a point when its baseline is half of this below it.
pub fn cap_height(size: f32) -> f32 {
    FONT.cap_height * size / FONT.units_per_em
}

/// A glyph of one face: a character that has an outline, in the regular or the bold face.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct GlyphId {
    character: char,
    bold: bool,
}

impl GlyphId {
    /// A name for the glyph, unique among both faces' glyphs: `R35` for the regular `5`,
    /// `B35` for the bold one.
    pub fn name(self) -> String {
        let face = if self.bold { 'B' } else { 'R' };
        format!("{face}{:X}", u32::from(self.character))
    }

    /// The glyph's face.
    fn weight(self) -> Weight {
        if self.bold {
            Weight::Bold
        } else {
            Weight::Normal
        }
    }

    /// The glyph's outline in font units, y up, its origin on the baseline at 0, 0; to be
    /// filled (non-zero winding).
    pub fn outline(self) -> Vec<Segment> {
        self.outline_mapped(Point::new)
    }

    /// The glyph's outline, each of its points mapped by `place` from font units.
    fn outline_mapped(self, place: impl Fn(f32, f32) -> Point) -> Vec<Segment> {
        FONT.glyph(self.character, self.weight())
            .outline
            .iter()
            .map(|step| match *step {
                Step::Move(x, y) => Segment::MoveTo(place(x, y)),
                Step::Line(x, y) => Segment::LineTo(place(x, y)),
                Step::Quad(cx, cy, x, y) => Segment::QuadTo(place(cx, cy), place(x, y)),
                Step::Close => Segment::Close,
            })
            .collect()
    }
}

/// A glyph of a text, placed on the page.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlacedGlyph {
    /// The glyph.
    pub glyph: GlyphId,
    /// Where its origin stands on the page: the start of its advance on the baseline.
    pub origin: Point,
    /// Page units to a font unit.
    pub scale: f32,
}

impl PlacedGlyph {
    /// The glyph's outline on the page.
    pub fn path(&self) -> Vec<Segment> {
        let (origin, scale) = (self.origin, self.scale);
        // Font units grow upwards from the baseline, page units downwards from the top.
        self.glyph
            .outline_mapped(|x, y| Point::new(origin.x + x * scale, origin.y - y * scale))
    }
}

/// The glyphs of `text`, placed on the page: its baseline at `text.at.y`, and starting at,
/// centred on or ending at `text.at.x` as its anchor says. Spaces have no outline but are
/// placed all the same.
pub fn placed_glyphs(text: &Text) -> Vec<PlacedGlyph> {
    let font = &*FONT;
    let scale = text.size / font.units_per_em;
    let width = advance(&text.text, text.size, text.weight);
    let mut pen = match text.anchor {
        Anchor::Start => text.at.x,
        Anchor::Middle => text.at.x - width / 2.0,
        Anchor::End => text.at.x - width,
    };
    let bold = text.weight == Weight::Bold;
    let mut placed = Vec::with_capacity(text.text.len());
    for character in text.text.chars() {
        let glyph = GlyphId {
            character: font.drawn(character, text.weight),
            bold,
        };
        placed.push(PlacedGlyph {
            glyph,
            origin: Point::new(pen, text.at.y),
            scale,
        });
        pen += font.glyph(glyph.character, text.weight).advance * scale;
    }
    placed
}

/// The outlines of `text`, placed on the page as [`placed_glyphs`] places them; to be filled
/// (non-zero winding).
pub fn text_path(text: &Text) -> Vec<Segment> {
    placed_glyphs(text)
        .iter()
        .flat_map(PlacedGlyph::path)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(text: &str, anchor: Anchor) -> Text {
        Text {
            at: Point::new(100.0, 50.0),
            text: text.to_string(),
            size: 20.0,
            anchor,
            weight: Weight::Normal,
        }
    }

    /// The smallest and largest x and y of a path's points.
    fn bounds(path: &[Segment]) -> (Point, Point) {
        let points = path.iter().flat_map(|segment| match *segment {
            Segment::MoveTo(p) | Segment::LineTo(p) => vec![p],
            Segment::QuadTo(c, p) => vec![c, p],
            Segment::CubicTo(c1, c2, p) => vec![c1, c2, p],
            Segment::Close => vec![],
        });
        points.fold(
            (
                Point::new(f32::MAX, f32::MAX),
                Point::new(f32::MIN, f32::MIN),
            ),
            |(low, high), p| {
                (
                    Point::new(low.x.min(p.x), low.y.min(p.y)),
                    Point::new(high.x.max(p.x), high.y.max(p.y)),
                )
            },
        )
    }

    #[test]
    fn the_outlines_load_with_their_metrics() {
        assert_eq!(FONT.units_per_em, 2048.0);
        assert_eq!(FONT.cap_height, 1493.0);
        assert_eq!(FONT.regular.len(), 95 + 8);
        assert_eq!(FONT.bold.len(), 95 + 8);
    }

    #[test]
    fn every_digit_and_letter_has_an_outline_and_a_width_in_both_faces() {
        let characters = ('0'..='9').chain('a'..='z').chain('A'..='Z');
        for character in characters.chain("·–—×éóòà".chars()) {
            for weight in [Weight::Normal, Weight::Bold] {
                let glyph = FONT.glyph(character, weight);
                assert!(glyph.advance > 0.0, "{character:?} {weight:?}");
                assert!(glyph.outline.len() > 3, "{character:?} {weight:?}");
                assert_eq!(FONT.drawn(character, weight), character);
            }
        }
    }

    #[test]
    fn a_text_is_as_wide_as_its_characters() {
        let digit = advance("1", 20.0, Weight::Normal);
        assert!((advance("10", 20.0, Weight::Normal) - 2.0 * digit).abs() < 1e-4);
        // DejaVu's digits are 1303 units wide, 2048 to the em.
        assert!((digit - 20.0 * 1303.0 / 2048.0).abs() < 1e-4);
        assert!(advance("Sense solució", 20.0, Weight::Bold) > 0.0);
        assert_eq!(advance("", 20.0, Weight::Normal), 0.0);
    }

    #[test]
    fn a_character_without_an_outline_is_drawn_as_a_question_mark() {
        let unknown = text("€", Anchor::Start);
        let question = text("?", Anchor::Start);
        assert_eq!(text_path(&unknown), text_path(&question));
        assert_eq!(
            advance("€", 12.0, Weight::Bold),
            advance("?", 12.0, Weight::Bold)
        );
        assert!(text_path(&text(" ", Anchor::Start)).is_empty());
    }

    #[test]
    fn a_centred_digit_stands_on_its_baseline_around_its_anchor() {
        let (low, high) = bounds(&text_path(&text("5", Anchor::Middle)));
        let centre = (low.x + high.x) / 2.0;
        assert!((centre - 100.0).abs() < 1.0, "{low:?} {high:?}");
        // y down: the digit rises from the baseline to the cap height.
        assert!((high.y - 50.0).abs() < 0.5, "{low:?} {high:?}");
        assert!(
            (50.0 - cap_height(20.0) - low.y).abs() < 0.5,
            "{low:?} {high:?}"
        );
    }

    #[test]
    fn each_character_is_placed_as_its_glyph_one_advance_after_the_other() {
        let placed = placed_glyphs(&text("1€", Anchor::Start));
        let names: Vec<String> = placed.iter().map(|p| p.glyph.name()).collect();
        assert_eq!(names, ["R31", "R3F"]);
        assert_eq!(placed[0].origin, Point::new(100.0, 50.0));
        let one = advance("1", 20.0, Weight::Normal);
        assert_eq!(placed[1].origin, Point::new(100.0 + one, 50.0));
        assert_eq!(placed[0].scale, 20.0 / 2048.0);
        // The outline in font units, y up, placed: scaled, moved to the origin, y flipped.
        let (Segment::MoveTo(on_page), Segment::MoveTo(in_font)) =
            (placed[0].path()[0], placed[0].glyph.outline()[0])
        else {
            panic!("an outline starts with a move")
        };
        let scale = placed[0].scale;
        assert!((on_page.x - (100.0 + in_font.x * scale)).abs() < 1e-3);
        assert!((on_page.y - (50.0 - in_font.y * scale)).abs() < 1e-3);
        let bold = placed_glyphs(&Text {
            weight: Weight::Bold,
            ..text("5", Anchor::Start)
        });
        assert_eq!(bold[0].glyph.name(), "B35");
    }

    #[test]
    fn the_anchor_places_the_start_or_the_end_of_the_text() {
        let width = advance("12", 20.0, Weight::Normal);
        let (start, _) = bounds(&text_path(&text("12", Anchor::Start)));
        let (end, _) = bounds(&text_path(&text("12", Anchor::End)));
        assert!(start.x >= 100.0 && start.x < 105.0);
        assert!((start.x - end.x - width).abs() < 1e-3);
    }
}
