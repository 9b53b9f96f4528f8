#!/usr/bin/env python3
"""Writes src/draw/glyphs/outlines.txt: the outlines of the characters resol's pictures write,
taken from DejaVu Sans and DejaVu Sans Bold 2.37, so that PNG and PDF pictures draw text as
paths without a font file.

Needs fontTools 4.60.1 (`pip install fonttools==4.60.1`) and the fonts of Debian's
fonts-dejavu-core 2.37 (or their directory as the first argument). The same font files give
the same output, byte for byte; their SHA-256 digests are written in the output's header.

    python3 scripts/extract-glyphs.py [FONT_DIR]
"""

import hashlib
import pathlib
import sys

from fontTools.pens.basePen import BasePen
from fontTools.ttLib import TTFont

FACES = [("regular", "DejaVuSans.ttf"), ("bold", "DejaVuSans-Bold.ttf")]
# Printable ASCII, and the other characters the pictures write (Catalan "Sense solució").
CHARACTERS = [chr(c) for c in range(0x20, 0x7F)] + list("·–—×éóòà")
OUTPUT = pathlib.Path(__file__).resolve().parent.parent / "src/draw/glyphs/outlines.txt"


def number(value):
    """A coordinate as written: an integer, or a half for an implied on-curve point."""
    return str(int(value)) if value == int(value) else repr(float(value))


class OutlinePen(BasePen):
    """Records a glyph as M/L/Q/Z commands; composite glyphs come out decomposed."""

    def __init__(self, glyph_set):
        super().__init__(glyph_set)
        self.commands = []

    def point(self, *points):
        return " ".join(number(x) + " " + number(y) for x, y in points)

    def _moveTo(self, p):
        self.commands.append("M " + self.point(p))

    def _lineTo(self, p):
        self.commands.append("L " + self.point(p))

    def _qCurveToOne(self, p1, p2):
        self.commands.append("Q " + self.point(p1, p2))

    def _curveToOne(self, p1, p2, p3):
        raise ValueError("a TrueType outline has no cubic curves")

    def _closePath(self):
        self.commands.append("Z")

    def _endPath(self):
        pass


def face_lines(name, font):
    glyph_set = font.getGlyphSet()
    cmap = font.getBestCmap()
    lines = ["face " + name]
    for character in CHARACTERS:
        glyph_name = cmap[ord(character)]
        pen = OutlinePen(glyph_set)
        glyph_set[glyph_name].draw(pen)
        advance = font["hmtx"][glyph_name][0]
        lines.append(" ".join([format(ord(character), "x"), str(advance)] + pen.commands))
    return lines


def main():
    font_dir = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/truetype/dejavu")
    fonts = [(name, font_dir / file) for name, file in FACES]
    opened = [(name, TTFont(path)) for name, path in fonts]
    regular = opened[0][1]
    units_per_em = regular["head"].unitsPerEm
    ascent = regular["hhea"].ascent
    cap_height = regular["glyf"]["H"].yMax
    for _, font in opened:
        assert font["head"].unitsPerEm == units_per_em and font["hhea"].ascent == ascent
    header = [
        "# The outlines of the characters resol's pictures write, from DejaVu Sans and",
        "# DejaVu Sans Bold 2.37 (Bitstream Vera licence: LICENSE-DejaVu beside this file).",
        "# Written by scripts/extract-glyphs.py from:",
    ]
    for name, path in fonts:
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        header.append(f"#   {path.name} sha256 {digest}")
    header += [
        "# After the metrics, each face's glyphs, one a line: code point (hex), advance width,",
        "# outline; in font units, y up: M x y moves, L x y draws a line, Q cx cy x y a",
        "# quadratic curve, Z closes.",
        f"units-per-em {units_per_em}",
        f"ascent {ascent}",
        f"cap-height {cap_height}",
    ]
    lines = header
    for name, font in opened:
        lines += face_lines(name, font)
    OUTPUT.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
