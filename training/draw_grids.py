#!/usr/bin/env python3
"""Draws Sudoku grids in open fonts, as photos and screenshots show them, with the truth of each.

    python3 training/draw_grids.py OUT_DIR COUNT [--seed N] [--puzzles FILE] [--kind KIND]
        [--size 9|16]

Writes OUT_DIR/fontN.png (or .jpg) and OUT_DIR/fontN.dat (the V2 dataset's form: two lines,
then SIZE lines of SIZE values separated by spaces, 0 for empty) for N from 1 to COUNT. A
16×16 grid's values 10 to 16 are drawn as the letters A to G, as resol writes them, or in half
the grids as the numbers 10 to 16, as print often shows them. Each grid takes a font from FONTS,
line weights, digit colour (black, red or blue), shaded boxes or a highlighted cell, a page
around it with text, then some of the distortions of a photo: perspective, a slight turn, blur,
shadow, noise, JPEG compression. With --puzzles, the givens are those puzzles' (one line of
SIZE×SIZE symbols each, taken in turn); otherwise each cell is empty or a random value. --kind photo or
screenshot draws only that kind (JPEG photos, PNG screenshots). The same seed draws the same
pictures.
"""

import argparse
import os
import random

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont

# Fonts and their licences (Debian packages fonts-dejavu-core, fonts-liberation,
# fonts-freefont-ttf, fonts-urw-base35, fonts-noto-core).
FONTS = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",  # Bitstream Vera / DejaVu licence
    "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",  # SIL OFL 1.1
    "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Regular.ttf",
    "/usr/share/fonts/truetype/freefont/FreeSans.ttf",  # GPL-3+ with font exception
    "/usr/share/fonts/truetype/freefont/FreeSerif.ttf",
    "/usr/share/fonts/truetype/freefont/FreeSansBold.ttf",
    "/usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf",  # AGPL-3 with font exception
    "/usr/share/fonts/opentype/urw-base35/NimbusRoman-Regular.otf",
    "/usr/share/fonts/opentype/urw-base35/NimbusSansNarrow-Bold.otf",
    "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",  # SIL OFL 1.1
    "/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf",
    "/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf",
    # Faces of other shapes: monospaced, condensed, geometric, slab and italic digits.
    "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSerifCondensed.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationMono-Bold.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf",
    "/usr/share/fonts/truetype/freefont/FreeMonoBold.ttf",
    "/usr/share/fonts/truetype/freefont/FreeSerifItalic.ttf",
    "/usr/share/fonts/opentype/urw-base35/NimbusMonoPS-Bold.otf",
    "/usr/share/fonts/opentype/urw-base35/NimbusSans-Bold.otf",
    "/usr/share/fonts/opentype/urw-base35/URWGothic-Demi.otf",
    "/usr/share/fonts/opentype/urw-base35/URWBookman-Demi.otf",
    "/usr/share/fonts/opentype/urw-base35/P052-Roman.otf",
    "/usr/share/fonts/opentype/urw-base35/C059-Bold.otf",
]

INK = [(20, 20, 20), (0, 0, 0), (60, 60, 60), (200, 30, 30), (30, 60, 190), (52, 72, 97)]

# The fills of an app's selected cell, of the cells holding the same digit, and of its peers.
SELECTED = [(255, 235, 150), (187, 222, 251), (195, 215, 234), (255, 220, 220)]
SAME = [(195, 215, 234), (200, 230, 201), (230, 230, 230)]
PEERS = [(226, 235, 243), (240, 240, 240), (235, 235, 250)]


# The symbols of the values 1 to 16, as resol writes them.
SYMBOLS = "123456789ABCDEFG"

# Each size's box side and the range of its cells' side in pixels.
BOX = {9: 3, 16: 4}
CELL_SIDE = {9: (34, 70), 16: (24, 56)}


def givens(rng, puzzles, index, size):
    if puzzles:
        line = puzzles[index % len(puzzles)]
        return [0 if c in ".0" else SYMBOLS.index(c.upper()) + 1 for c in line]
    return [0 if rng.random() < 0.55 else rng.randint(1, size) for _ in range(size * size)]


def draw_grid(rng, cells, font_path, kind):
    size = int(len(cells) ** 0.5)
    box = BOX[size]
    cell = rng.randint(*CELL_SIDE[size])
    margin = rng.randint(cell // 2, 3 * cell)
    side = size * cell
    paper = rng.randint(200, 255)
    page = Image.new("RGB", (side + 2 * margin, side + 2 * margin), (paper, paper, paper - rng.randint(0, 25)))
    draw = ImageDraw.Draw(page)
    screenshot = rng.random() < 0.3 if kind == "any" else kind == "screenshot"
    thin = 1 if screenshot else rng.randint(1, 3)
    thick = thin + rng.randint(1, 4)
    line_colour = (150, 150, 150) if screenshot and rng.random() < 0.5 else (0, 0, 0)
    # Shaded boxes, or a highlighted cell.
    if rng.random() < 0.3:
        shade = rng.randint(190, 235)
        for shaded in range(size):
            # Every other box, as a checkerboard (on 9×9, boxes 0, 2, 4, 6 and 8).
            if (shaded // box + shaded % box) % 2 == 0:
                x, y = margin + (shaded % box) * box * cell, margin + (shaded // box) * box * cell
                draw.rectangle([x, y, x + box * cell, y + box * cell], fill=(shade, shade, paper))
    if rng.random() < 0.3:
        r, c = rng.randrange(size), rng.randrange(size)
        fill = rng.choice(SELECTED) if screenshot else (210, 210, 210)
        if screenshot and rng.random() < 0.5:
            highlight_peers(draw, margin, cell, r, c, rng.choice(PEERS), size)
        if screenshot and cells[r * size + c] and rng.random() < 0.5:
            same = rng.choice(SAME)
            for i, value in enumerate(cells):
                if value == cells[r * size + c]:
                    fill_cell(draw, margin, cell, i // size, i % size, same)
        fill_cell(draw, margin, cell, r, c, fill)
    for k in range(size + 1):
        width = thick if k % box == 0 else thin
        at = margin + k * cell
        colour = line_colour if k % box else (0, 0, 0)
        draw.line([(at, margin), (at, margin + side)], fill=colour, width=width)
        draw.line([(margin, at), (margin + side, at)], fill=colour, width=width)
    # Past 9, half the grids write values as numbers, in a smaller face to fit two digits.
    numbers = size > 9 and rng.random() < 0.5
    scale = 0.7 if numbers else 1.0
    font = ImageFont.truetype(font_path, int(cell * rng.uniform(0.45, 0.85) * scale))
    ink = rng.choice(INK) if rng.random() < 0.4 else INK[0]
    for i, value in enumerate(cells):
        if value:
            x = margin + (i % size + 0.5) * cell + rng.uniform(-0.06, 0.06) * cell
            y = margin + (i // size + 0.5) * cell + rng.uniform(-0.06, 0.06) * cell
            text = str(value) if numbers else SYMBOLS[value - 1]
            draw.text((x, y), text, font=font, fill=ink, anchor="mm")
    # Text around the grid, as on a page.
    small = ImageFont.truetype(font_path, max(10, cell // 3))
    for row in range(0, margin - 2 * (cell // 3) - 6, max(12, cell // 3 + 4)):
        draw.text((margin, row), "Sudoku 1234 moyen difficile leicht 567", font=small, fill=(40, 40, 40))
    return page, screenshot


def fill_cell(draw, margin, cell, row, column, fill):
    x, y = margin + column * cell, margin + row * cell
    draw.rectangle([x, y, x + cell, y + cell], fill=fill)


def highlight_peers(draw, margin, cell, row, column, fill, size):
    """The row, column and box of the selected cell, as apps shade them."""
    box = BOX[size]
    for k in range(size):
        fill_cell(draw, margin, cell, row, k, fill)
        fill_cell(draw, margin, cell, k, column, fill)
        fill_cell(draw, margin, cell, row // box * box + k // box, column // box * box + k % box, fill)


def distort(rng, page):
    width, height = page.size
    # Perspective: each corner moved by up to 8 % of the side.
    spread = 0.08 * min(width, height)
    source = [(rng.uniform(0, spread), rng.uniform(0, spread)),
              (width - rng.uniform(0, spread), rng.uniform(0, spread)),
              (width - rng.uniform(0, spread), height - rng.uniform(0, spread)),
              (rng.uniform(0, spread), height - rng.uniform(0, spread))]
    target = [(0, 0), (width, 0), (width, height), (0, height)]
    page = page.transform(page.size, Image.Transform.PERSPECTIVE, coefficients(source, target),
                          Image.Resampling.BILINEAR, fillcolor=(90, 90, 90))
    # Shadow: a brightness ramp across the page.
    if rng.random() < 0.5:
        strength = rng.uniform(0.2, 0.5)
        ramp = Image.linear_gradient("L").rotate(rng.choice([0, 90, 180, 270]))
        ramp = ramp.point(lambda v: int(255 - v * strength)).convert("RGB")
        ramp = ramp.resize(page.size, Image.Resampling.BILINEAR).filter(ImageFilter.GaussianBlur(3))
        page = ImageChops.multiply(page, ramp)
    if rng.random() < 0.6:
        page = page.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 1.6)))
    scale = rng.uniform(0.6, 1.0)
    return page.resize((int(width * scale), int(height * scale)), Image.Resampling.BILINEAR)


def coefficients(target, source):
    """The 8 coefficients PIL's perspective transform takes, mapping target to source points."""
    rows, values = [], []
    for (x, y), (u, v) in zip(target, source):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        values += [u, v]
    return solve(rows, values)


def solve(matrix, values):
    n = len(values)
    a = [row[:] + [value] for row, value in zip(matrix, values)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(n):
            if r != col:
                factor = a[r][col] / a[col][col]
                a[r] = [x - factor * y for x, y in zip(a[r], a[col])]
    return [a[i][n] / a[i][i] for i in range(n)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out")
    parser.add_argument("count", type=int)
    parser.add_argument("--seed", type=int, default=20261205)
    parser.add_argument("--puzzles")
    parser.add_argument("--kind", choices=["any", "photo", "screenshot"], default="any")
    parser.add_argument("--size", type=int, choices=sorted(BOX), default=9)
    arguments = parser.parse_args()
    rng = random.Random(arguments.seed)
    puzzles = []
    if arguments.puzzles:
        with open(arguments.puzzles) as lines:
            puzzles = [line.strip() for line in lines if len(line.strip()) == arguments.size ** 2]
    os.makedirs(arguments.out, exist_ok=True)
    for n in range(1, arguments.count + 1):
        cells = givens(rng, puzzles, n - 1, arguments.size)
        font = FONTS[(n - 1) % len(FONTS)]
        page, screenshot = draw_grid(rng, cells, font, arguments.kind)
        if not screenshot:
            page = distort(rng, page)
        name = os.path.join(arguments.out, f"font{n}")
        if screenshot:
            page.save(name + ".png")
        else:
            page.save(name + ".jpg", quality=rng.randint(40, 90))
        with open(name + ".dat", "w") as truth:
            truth.write(f"{os.path.basename(font)}\n{page.size[0]}x{page.size[1]}\n")
            size = arguments.size
            for row in range(size):
                truth.write(" ".join(str(v) for v in cells[row * size:row * size + size]) + " \n")


if __name__ == "__main__":
    main()
