#!/usr/bin/env python3
"""Draw pictures of Sudoku the photo reader never trained on, and measure how many it reads.

The survey's pictures are screenshots and scans as apps, web pages and print show a puzzle:
26 faces (12 of them never in the training), thin grey lines, shaded or coloured boxes, a
selected cell with its peers and same digits highlighted, digits in a second colour, key pads
and page furniture around the grid, dark mode, grids without a border, and scans turned,
blurred, noisy and saved as JPEG.  Each picture depends only on its number and the puzzle
files, so a run is the same on every machine with the same fonts.

Usage:
  scripts/survey-pictures.py draw OUTDIR PUZZLES... [--count N] [--only NAME,...] [--set KEY=VALUE ...]
  scripts/survey-pictures.py measure OUTDIR [--resol PATH]

`draw` writes OUTDIR/<name>.png|.jpg and OUTDIR/truth.tsv (name, the puzzle as a line,
the picture's parameters as JSON).  PUZZLES are files of 81-character lines ('.' for an
empty cell); puzzles of 17 to 35 givens are taken from each in turn.  --set overrides a
parameter after it is drawn (values are JSON when they parse, else strings), for ablations:
dark=false, scan=false, highlight=false, blue_frac=0, no_outer=false, style=print, ui=none.

`measure` runs `resol --print --format line` on each picture and prints how many were read
exactly, then each miss with its cells read wrong and the commonest confusions.

The fonts come from Debian's fonts-dejavu, fonts-liberation, fonts-freefont-ttf,
fonts-urw-base35 and fonts-noto-core packages.
"""
import argparse
import collections
import io
import json
import os
import random
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

SEED = 20240611

T = "/usr/share/fonts/truetype/"
O = "/usr/share/fonts/opentype/urw-base35/"
# (label, path, family class)
FONTS = [
    ("DejaVuSans", T + "dejavu/DejaVuSans.ttf", "sans"),
    ("DejaVuSans-Bold", T + "dejavu/DejaVuSans-Bold.ttf", "bold"),
    ("DejaVuSans-ExtraLight", T + "dejavu/DejaVuSans-ExtraLight.ttf", "light"),
    ("DejaVuSansCondensed", T + "dejavu/DejaVuSansCondensed.ttf", "condensed"),
    ("DejaVuSerif", T + "dejavu/DejaVuSerif.ttf", "serif"),
    ("DejaVuSansMono", T + "dejavu/DejaVuSansMono.ttf", "mono"),
    ("LiberationSans", T + "liberation/LiberationSans-Regular.ttf", "sans"),
    ("LiberationSans-Bold", T + "liberation/LiberationSans-Bold.ttf", "bold"),
    ("LiberationSansNarrow", T + "liberation/LiberationSansNarrow-Regular.ttf", "condensed"),
    ("LiberationSerif", T + "liberation/LiberationSerif-Regular.ttf", "serif"),
    ("LiberationMono", T + "liberation/LiberationMono-Regular.ttf", "mono"),
    ("FreeSans", T + "freefont/FreeSans.ttf", "sans"),
    ("FreeSerif", T + "freefont/FreeSerif.ttf", "serif"),
    ("FreeSerifBold", T + "freefont/FreeSerifBold.ttf", "bold"),
    ("FreeMono", T + "freefont/FreeMono.ttf", "mono"),
    ("NimbusSans", O + "NimbusSans-Regular.otf", "sans"),
    ("NimbusSansNarrow-Bold", O + "NimbusSansNarrow-Bold.otf", "condensed"),
    ("NimbusRoman", O + "NimbusRoman-Regular.otf", "serif"),
    ("NimbusMonoPS", O + "NimbusMonoPS-Regular.otf", "mono"),
    ("C059", O + "C059-Roman.otf", "serif"),
    ("P052-Bold", O + "P052-Bold.otf", "bold"),
    ("URWGothic-Book", O + "URWGothic-Book.otf", "sans"),
    ("URWBookman-Light", O + "URWBookman-Light.otf", "light"),
    ("NotoSans", T + "noto/NotoSans-Regular.ttf", "sans"),
    ("NotoSerif", T + "noto/NotoSerif-Regular.ttf", "serif"),
    ("NotoSansDisplay-Bold", T + "noto/NotoSansDisplay-Bold.ttf", "bold"),
]
UI_FONT = T + "dejavu/DejaVuSans.ttf"
UI_FONT_B = T + "dejavu/DejaVuSans-Bold.ttf"

STYLES = ["print", "app_grey", "app_shaded", "app_colour", "web"]
UIS = ["none", "none_offset", "phone", "phone_pad3", "web_page"]


def load_puzzles(rng, files, n):
    """n puzzles of 17 to 35 givens, from each file in turn.  Puzzles with several
    solutions would be flagged as doubtful whatever the reading: give files of proper ones."""
    pool = []
    for f in files:
        with open(f) as fh:
            lines = [l.strip() for l in fh if len(l.strip()) == 81 and not l.startswith("#")]
        pool.append([l for l in lines if 17 <= sum(c != "." for c in l) <= 35])
    out = []
    for i in range(n):
        lst = pool[i % len(pool)]
        out.append(lst[rng.randrange(len(lst))])
    return out


def font_at(path, size):
    return ImageFont.truetype(path, max(4, int(round(size))))


def digit_font(path, cell, frac):
    """Font whose '8' ink height is frac*cell."""
    ref = ImageFont.truetype(path, 100)
    b = ref.getbbox("8")
    h = b[3] - b[1]
    return font_at(path, 100 * frac * cell / h)


def draw_centered(d, cx, cy, text, font, fill):
    b = d.textbbox((0, 0), text, font=font)
    x = cx - (b[0] + b[2]) / 2
    y = cy - (b[1] + b[3]) / 2
    d.text((round(x), round(y)), text, font=font, fill=fill)


def palette(rng, style, dark):
    if dark:
        bg = rng.choice(["#121212", "#1e1e1e", "#202124", "#1a1c2c"])
        p = dict(bg=bg, cellbg=bg, thin=rng.choice(["#3a3a3a", "#444444", "#555555"]),
                 thick=rng.choice(["#8a8a8a", "#aaaaaa", "#cfcfcf"]),
                 given=rng.choice(["#e8e8e8", "#ffffff", "#d0d0d0"]),
                 user=rng.choice(["#64b5f6", "#8ab4f8", "#4fc3f7"]),
                 shade=rng.choice(["#262626", "#2a2d3a", "#2b2b2b"]),
                 select=rng.choice(["#3d4f7a", "#5c5a2e", "#34495e"]),
                 peer=rng.choice(["#242a38", "#26262e"]),
                 same=rng.choice(["#384a6b", "#4a3f6b"]),
                 ui="#2c2c2c", uitext="#e0e0e0")
        return p
    p = dict(bg="#ffffff", cellbg="#ffffff", thin="#000000", thick="#000000", given="#000000",
             user=rng.choice(["#1565c0", "#325aaf", "#0072e3", "#2962ff"]),
             shade="#ffffff", select="#ffffff", peer="#ffffff", same="#ffffff",
             ui=rng.choice(["#f1f3f4", "#eaeef6", "#f5f5f5"]), uitext="#344861")
    if style == "print":
        p["bg"] = rng.choice(["#ffffff", "#fbfaf5", "#f4f1e8"])
        p["cellbg"] = p["bg"]
        p["thin"] = rng.choice(["#000000", "#333333", "#666666"])
    elif style in ("app_grey", "web", "app_shaded", "app_colour"):
        p["thin"] = rng.choice(["#cccccc", "#bfc6d4", "#d0d0d0", "#999999", "#dddddd"])
        p["thick"] = rng.choice(["#344861", "#000000", "#555555", "#666666", "#1f2937"])
        p["given"] = rng.choice(["#000000", "#344861", "#222222", "#1a1a1a"])
        p["select"] = rng.choice(["#bbdefb", "#fff59d", "#ffe082", "#c3d7ea", "#bfdbfe"])
        p["peer"] = rng.choice(["#e2ebf3", "#f0f4f8", "#eef3fb"])
        p["same"] = rng.choice(["#c3d7ea", "#d1c4e9", "#ffecb3"])
        if style == "app_shaded":
            p["shade"] = rng.choice(["#eeeeee", "#f0f0f0", "#e6e6e6", "#dcdcdc"])
        if style == "app_colour":
            p["shade"] = rng.choice(["#e8f0fe", "#fdebd3", "#e0f2e9", "#fce4ec", "#ede7f6"])
            p["cellbg"] = rng.choice(["#ffffff", "#fffdf7"])
    return p


def render_grid(rng, puzzle, P):
    """Return an RGBA grid picture and info."""
    cell = P["cell"]
    style = P["style"]
    pal = P["pal"]
    thin_w = max(1, round(cell * rng.uniform(0.02, 0.045))) if style == "print" else 1
    if style != "print" and cell >= 60 and rng.random() < 0.5:
        thin_w = 2
    thick_w = max(2, round(cell * rng.uniform(0.05, 0.09)))
    if style == "web" and rng.random() < 0.5:
        thick_w = max(2, thin_w + 1)
    outer_w = thick_w + (rng.choice([0, 0, 1, 2]))
    P["thin_w"], P["thick_w"] = thin_w, thick_w
    size = 9 * cell + outer_w
    im = Image.new("RGB", (size, size), pal["cellbg"])
    d = ImageDraw.Draw(im)
    off = outer_w // 2
    pos = [off + i * cell for i in range(10)]
    # backgrounds
    if style in ("app_shaded", "app_colour"):
        for br in range(3):
            for bc in range(3):
                if (br + bc) % 2 == 1:
                    d.rectangle([pos[bc * 3], pos[br * 3], pos[bc * 3 + 3], pos[br * 3 + 3]], fill=pal["shade"])
    givens = [(i // 9, i % 9, puzzle[i]) for i in range(81) if puzzle[i] != "."]
    sel = None
    if P["highlight"]:
        sel = rng.choice(givens) if rng.random() < 0.6 else (rng.randrange(9), rng.randrange(9), ".")
        sr, sc, sd = sel
        P["selected"] = [sr + 1, sc + 1, sd]
        for r in range(9):
            for c in range(9):
                peer = r == sr or c == sc or (r // 3 == sr // 3 and c // 3 == sc // 3)
                fill = None
                if peer and P["peers"]:
                    fill = pal["peer"]
                if sd != "." and puzzle[r * 9 + c] == sd and P["same_digit"]:
                    fill = pal["same"]
                if (r, c) == (sr, sc):
                    fill = pal["select"]
                if fill:
                    d.rectangle([pos[c], pos[r], pos[c + 1], pos[r + 1]], fill=fill)
    # lines
    for i in range(10):
        if i % 3:
            w, col = thin_w, pal["thin"]
            a = pos[i] - w // 2
            d.rectangle([a, 0, a + w - 1, size - 1], fill=col)
            d.rectangle([0, a, size - 1, a + w - 1], fill=col)
    for i in range(10):
        if i % 3 == 0:
            w = outer_w if i in (0, 9) else thick_w
            if i in (0, 9) and P["no_outer"]:
                continue
            a = pos[i] - w // 2
            a = max(0, min(size - w, a))
            d.rectangle([a, 0, a + w - 1, size - 1], fill=pal["thick"])
            d.rectangle([0, a, size - 1, a + w - 1], fill=pal["thick"])
    # digits
    font = digit_font(P["font_path"], cell, P["digit_frac"])
    dx = rng.uniform(-0.04, 0.04) * cell
    dy = rng.uniform(-0.04, 0.06) * cell
    n_blue = 0
    for r, c, ch in givens:
        col = pal["given"]
        if P["blue_frac"] > 0 and rng.random() < P["blue_frac"]:
            col = pal["user"]
            n_blue += 1
            P.setdefault("blue_cells", []).append("r%dc%d" % (r + 1, c + 1))
        cx = (pos[c] + pos[c + 1]) / 2 + dx
        cy = (pos[r] + pos[r + 1]) / 2 + dy
        draw_centered(d, cx, cy, ch, font, col)
    P["n_blue"] = n_blue
    return im


def add_phone_ui(rng, grid, P, pad3=False):
    pal = P["pal"]
    gs = grid.width
    cell = P["cell"]
    mx = rng.randint(4, max(6, cell // 2))
    mx2 = rng.randint(4, max(6, cell))  # asymmetric -> not centred
    W = gs + mx + mx2
    status_h = max(14, int(cell * 0.6))
    title_h = max(18, int(cell * 1.0))
    info_h = max(12, int(cell * 0.6))
    btn_h = max(16, int(cell * 1.1))
    pad_h = max(16, int(cell * (1.2 if not pad3 else 3.6)))
    H = status_h + title_h + info_h + gs + btn_h + pad_h + rng.randint(10, 3 * cell)
    im = Image.new("RGB", (W, H), pal["bg"])
    d = ImageDraw.Draw(im)
    uf = font_at(UI_FONT, max(8, status_h * 0.6))
    # status bar
    sb = rng.choice([pal["bg"], pal["ui"], "#000000", "#3f51b5"])
    d.rectangle([0, 0, W, status_h], fill=sb)
    stc = "#ffffff" if sb in ("#000000", "#3f51b5") or P["dark"] else "#000000"
    d.text((6, 1), "12:45", font=uf, fill=stc)
    bw = max(10, status_h)
    d.rectangle([W - bw - 6, 3, W - 6, status_h - 4], outline=stc, width=1)
    d.rectangle([W - bw - 4, 5, W - bw // 3 - 6, status_h - 6], fill=stc)
    y = status_h
    tf = font_at(UI_FONT_B, title_h * 0.6)
    d.text((mx + rng.randint(0, cell), y + 2), rng.choice(["Sudoku", "Sudoku Classic", "Daily Sudoku", "Killer?"]), font=tf, fill=pal["uitext"])
    y += title_h
    inf = font_at(UI_FONT, info_h * 0.7)
    d.text((mx, y), rng.choice(["Medium", "Expert", "Hard", "Easy"]), font=inf, fill=pal["uitext"])
    d.text((mx + gs // 3, y), "Mistakes: %d/3" % rng.randint(0, 2), font=inf, fill=pal["uitext"])
    d.text((mx + 2 * gs // 3 + 10, y), "0%d:%02d" % (rng.randint(0, 9), rng.randint(0, 59)), font=inf, fill=pal["uitext"])
    y += info_h
    gx, gy = mx, y
    im.paste(grid, (gx, gy))
    y += gs + rng.randint(4, max(5, cell // 3))
    # buttons row
    labels = ["Undo", "Erase", "Notes", "Hint"]
    bwid = gs // 4
    bf = font_at(UI_FONT, max(7, btn_h * 0.35))
    for k, lab in enumerate(labels):
        x0 = mx + k * bwid + 4
        d.rounded_rectangle([x0, y, x0 + bwid - 8, y + btn_h - 4], radius=max(2, btn_h // 4), fill=pal["ui"],
                            outline=pal["thin"] if not P["dark"] else "#555555")
        draw_centered(d, x0 + (bwid - 8) / 2, y + (btn_h - 4) / 2, lab, bf, pal["uitext"])
    y += btn_h + 2
    padcol = rng.choice([pal["user"], pal["given"], pal["uitext"]])
    if not pad3:
        # row of 1..9, digits like phone apps (often larger than grid digits)
        pf = digit_font(UI_FONT if rng.random() < 0.5 else P["font_path"], cell, rng.uniform(0.6, 0.95))
        pw = gs / 9
        for k in range(9):
            draw_centered(d, mx + pw * (k + 0.5), y + pad_h / 2, str(k + 1), pf, padcol)
    else:
        # 3x3 number pad with boxes (sudoku.com-like)
        ps = pad_h / 3
        px0 = mx + (gs - 3 * ps) / 2
        pf = digit_font(UI_FONT, ps, 0.5)
        for k in range(9):
            r, c = divmod(k, 3)
            x0, y0 = px0 + c * ps + 2, y + r * ps + 2
            d.rounded_rectangle([x0, y0, x0 + ps - 4, y0 + ps - 4], radius=max(2, int(ps // 8)), fill=pal["ui"])
            draw_centered(d, x0 + (ps - 4) / 2, y0 + (ps - 4) / 2, str(k + 1), pf, padcol)
    P["grid_xy"] = (gx, gy)
    return im


def add_web_ui(rng, grid, P):
    pal = P["pal"]
    gs = grid.width
    cell = P["cell"]
    header_h = max(20, int(cell * rng.uniform(0.8, 1.4)))
    left = rng.randint(max(10, cell // 2), 3 * cell)
    panel_w = max(60, int(gs * rng.uniform(0.35, 0.6)))
    W = left + gs + 20 + panel_w + rng.randint(10, 60)
    H = header_h + rng.randint(10, cell) + gs + rng.randint(20, 2 * cell)
    im = Image.new("RGB", (W, H), pal["bg"])
    d = ImageDraw.Draw(im)
    hb = rng.choice([pal["ui"], "#3c4a5e", "#2e7d32"])
    d.rectangle([0, 0, W, header_h], fill=hb)
    hf = font_at(UI_FONT_B, header_h * 0.5)
    htc = "#ffffff" if hb in ("#3c4a5e", "#2e7d32") else pal["uitext"]
    d.text((10, header_h * 0.2), "sudoku-online.example", font=hf, fill=htc)
    sf = font_at(UI_FONT, max(8, header_h * 0.35))
    for k, t in enumerate(["Play", "Daily", "Rules", "Login"]):
        d.text((W - 60 * (4 - k) - 10, header_h * 0.3), t, font=sf, fill=htc)
    gy = header_h + rng.randint(10, cell)
    gx = left
    im.paste(grid, (gx, gy))
    # side panel: timer, buttons, 3x3 keypad or text
    px = gx + gs + 20
    tf = font_at(UI_FONT, max(9, cell * 0.4))
    d.text((px, gy), "Time 04:%02d" % rng.randint(0, 59), font=tf, fill=pal["uitext"])
    d.text((px, gy + cell * 0.6), "Difficulty: Hard", font=tf, fill=pal["uitext"])
    by = gy + int(cell * 1.4)
    bh = max(14, int(cell * 0.7))
    for k, lab in enumerate(["New Game", "Check", "Solve"]):
        d.rounded_rectangle([px, by, px + panel_w - 10, by + bh], radius=4,
                            fill=rng.choice(["#5a7bc0", "#e0e0e0", pal["ui"]]))
        draw_centered(d, px + (panel_w - 10) / 2, by + bh / 2, lab, tf, pal["uitext"] if not P["dark"] else "#ffffff")
        by += bh + 6
    if rng.random() < 0.6:
        ps = min((panel_w - 10) / 3, (gy + gs - by - 10) / 3)
        if ps > 10:
            pf = digit_font(UI_FONT, ps, 0.5)
            for k in range(9):
                r, c = divmod(k, 3)
                x0, y0 = px + c * ps, by + 6 + r * ps
                d.rectangle([x0 + 2, y0 + 2, x0 + ps - 2, y0 + ps - 2], fill=pal["ui"])
                draw_centered(d, x0 + ps / 2, y0 + ps / 2, str(k + 1), pf, pal["user"])
            P["web_keypad"] = True
    P["grid_xy"] = (gx, gy)
    return im


def scan(rng, im, P):
    ang = rng.uniform(-2, 2)
    blur = rng.uniform(0.3, 1.2)
    noise = rng.uniform(2, 10)
    q = rng.randint(50, 90)
    P["scan"] = dict(angle=round(ang, 2), blur=round(blur, 2), noise=round(noise, 1), jpeg_q=q)
    bgc = im.getpixel((1, 1))
    pad = 20
    big = Image.new("RGB", (im.width + 2 * pad, im.height + 2 * pad), bgc)
    big.paste(im, (pad, pad))
    big = big.rotate(ang, resample=Image.BICUBIC, expand=True, fillcolor=bgc)
    big = big.filter(ImageFilter.GaussianBlur(blur))
    a = np.asarray(big).astype(np.float32)
    nrng = np.random.default_rng(rng.randrange(1 << 30))
    a += nrng.normal(0, noise, a.shape[:2])[..., None]
    # gentle illumination gradient
    h, w = a.shape[:2]
    g = np.linspace(rng.uniform(-12, 0), rng.uniform(0, 8), w)[None, :, None]
    a = np.clip(a + g, 0, 255).astype(np.uint8)
    out = Image.fromarray(a)
    buf = io.BytesIO()
    out.save(buf, "JPEG", quality=q)
    return buf.getvalue()


OVERRIDES = {}


def make_one(i, puzzle):
    rng = random.Random(SEED * 1000 + i)
    P = {}
    fl, fp, fc = FONTS[i % len(FONTS)]
    P["font"], P["font_path"], P["font_class"] = fl, fp, fc
    P["style"] = STYLES[(i // len(FONTS) + i) % len(STYLES)]
    P["dark"] = (i % 11 == 5)
    if P["dark"] and P["style"] == "print":
        P["style"] = "app_grey"
    P["ui"] = UIS[rng.randrange(len(UIS))]
    if P["style"] == "web" and rng.random() < 0.3:
        P["ui"] = "web_page"
    if P["style"] == "print" and P["ui"] in ("phone", "phone_pad3"):
        P["ui"] = "none_offset"
    # cell size 18..90, biased to cover range uniformly
    P["cell"] = int(round(18 + (90 - 18) * ((i * 0.618034) % 1.0)))
    P["digit_frac"] = round(rng.uniform(0.45, 0.80), 2)
    P["scan"] = None
    do_scan = (i % 5 == 2) and not P["dark"]
    app = P["style"] != "print"
    P["highlight"] = app and rng.random() < 0.7
    P["peers"] = P["highlight"] and rng.random() < 0.5
    P["same_digit"] = P["highlight"] and rng.random() < 0.6
    P["blue_frac"] = round(rng.uniform(0.1, 0.4), 2) if app and rng.random() < 0.5 else 0.0
    P["no_outer"] = P["style"] == "web" and rng.random() < 0.3
    for k, v in OVERRIDES.items():
        if k == "scan":
            do_scan = bool(v)
        else:
            P[k] = v
    if P["dark"] and P["style"] == "print":
        P["style"] = "app_grey"
    P["pal"] = palette(rng, P["style"], P["dark"])
    grid = render_grid(rng, puzzle, P)
    if P["ui"] == "phone":
        im = add_phone_ui(rng, grid, P)
    elif P["ui"] == "phone_pad3":
        im = add_phone_ui(rng, grid, P, pad3=True)
    elif P["ui"] == "web_page":
        im = add_web_ui(rng, grid, P)
    else:
        if P["ui"] == "none":
            m = [rng.randint(2, max(3, P["cell"] // 3))] * 4
        else:
            m = [rng.randint(3, 3 * P["cell"]) for _ in range(4)]
        im = Image.new("RGB", (grid.width + m[0] + m[2], grid.height + m[1] + m[3]), P["pal"]["bg"])
        im.paste(grid, (m[0], m[1]))
        P["grid_xy"] = (m[0], m[1])
    P["size"] = im.size
    name = "p%03d" % i
    if do_scan:
        data = scan(rng, im, P)
        fname = name + ".jpg"
    else:
        buf = io.BytesIO()
        im.save(buf, "PNG")
        data = buf.getvalue()
        fname = name + ".png"
    meta = {k: v for k, v in P.items() if k not in ("pal", "font_path")}
    meta["palette"] = {k: P["pal"][k] for k in ("bg", "thin", "thick", "given")}
    return fname, data, meta


def draw(args):
    for label, path, _ in FONTS + [("ui", UI_FONT, ""), ("ui bold", UI_FONT_B, "")]:
        if not os.path.exists(path):
            sys.exit("survey-pictures: font %s missing (%s): install the packages the usage names" % (label, path))
    for assignment in args.set:
        key, value = assignment.split("=", 1)
        try:
            OVERRIDES[key] = json.loads(value)
        except ValueError:
            OVERRIDES[key] = value
    only = set(args.only.split(",")) if args.only else None
    os.makedirs(args.outdir, exist_ok=True)
    rng = random.Random(SEED)
    puzzles = load_puzzles(rng, args.puzzles, args.count)
    rows = []
    for i in range(args.count):
        name = "p%03d" % i
        if only and name not in only:
            continue
        fname, data, meta = make_one(i, puzzles[i])
        with open(os.path.join(args.outdir, fname), "wb") as fh:
            fh.write(data)
        rows.append("%s\t%s\t%s" % (fname, puzzles[i], json.dumps(meta)))
    with open(os.path.join(args.outdir, "truth.tsv"), "w") as fh:
        fh.write("\n".join(rows) + "\n")
    print("wrote %d pictures to %s" % (len(rows), args.outdir))


def read(resol, outdir, row):
    fname, truth, meta = row
    run = subprocess.run([resol, "--print", "--format", "line", os.path.join(outdir, fname)],
                         capture_output=True, text=True, timeout=300)
    lines = [line for line in run.stdout.split("\n") if line.strip()]
    return fname, truth, json.loads(meta), lines, run.returncode


def measure(args):
    with open(os.path.join(args.outdir, "truth.tsv")) as fh:
        rows = [line.rstrip("\n").split("\t") for line in fh if line.strip()]
    with ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        results = list(pool.map(lambda row: read(args.resol, args.outdir, row), rows))
    exact = 0
    confusions = collections.Counter()
    silent = 0
    for fname, truth, meta, lines, status in results:
        if lines == [truth] and status == 0:
            exact += 1
            continue
        if len(lines) == 1:
            wrong = [(i, truth[i], lines[0][i]) for i in range(81) if truth[i] != lines[0][i]]
            silent += bool(wrong) and status == 0
            if not wrong:
                what = "read right, status %d" % status
            elif len(wrong) < 10:
                confusions.update("%s>%s" % (a, b) for _, a, b in wrong)
                what = " ".join("r%dc%d %s>%s" % (i // 9 + 1, i % 9 + 1, a, b) for i, a, b in wrong)
            else:
                what = "%d cells wrong" % len(wrong)
        else:
            what = "%d grids read" % len(lines)
        face = "%s %s cell %s%s%s" % (meta["font"], meta["style"], meta["cell"],
                                      " dark" if meta["dark"] else "", " scan" if meta["scan"] else "")
        print("%s\t%s\t%s" % (fname, face, what))
    print("exact %d of %d; answered wrong with status 0: %d" % (exact, len(results), silent))
    if confusions:
        print("confusions (truth>read):", ", ".join("%s %d" % c for c in confusions.most_common(10)))


def main():
    parser = argparse.ArgumentParser(description="Draw and measure the photo reader's survey pictures.")
    commands = parser.add_subparsers(dest="command", required=True)
    drawing = commands.add_parser("draw", help="draw the pictures and their truth")
    drawing.add_argument("outdir")
    drawing.add_argument("puzzles", nargs="+")
    drawing.add_argument("--count", type=int, default=150)
    drawing.add_argument("--only", help="names to draw again, comma-separated (p007,p042)")
    drawing.add_argument("--set", action="append", default=[], metavar="KEY=VALUE")
    measuring = commands.add_parser("measure", help="read every picture and compare")
    measuring.add_argument("outdir")
    measuring.add_argument("--resol", default="target/release/resol")
    args = parser.parse_args()
    draw(args) if args.command == "draw" else measure(args)


if __name__ == "__main__":
    main()
