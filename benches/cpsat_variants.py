#!/usr/bin/env python3
"""CP-SAT peer for variant Sudoku: per-puzzle solve times of OR-Tools CP-SAT on the sets of
`benches/variants/`.

Needs OR-Tools: `pip install ortools` (measured with ortools 9.15; a virtual environment does,
e.g. `python3 -m venv /tmp/ortools && /tmp/ortools/bin/pip install ortools`). Nothing else:
LZ-string (f-puzzles links) is decoded by the small pure-Python decoder below.

Usage:
    python3 benches/cpsat_variants.py [--timeout SECONDS] [--unique] [--quiet] FILE...
    e.g. python3 benches/cpsat_variants.py benches/variants/killer.txt

Each FILE holds one puzzle a line ('#' lines and blank lines are skipped), in any of the
variant forms resol reads:
  - an f-puzzles link (a line holding `?load=`) or the f-puzzles JSON document on one line,
    read with Rangsk's meaning of each key (SudokuSolver's CreateFromFPuzzles): sizes 4-16,
    `region` for irregular regions, givens (`value` with `given`), `givenPencilMarks`, and the
    rules diagonal+/-, antiknight, antiking, nonconsecutive, disjointgroups, extraregion,
    killercage, arrow, littlekillersum, sandwichsum, thermometer, renban, whispers, palindrome,
    betweenline, regionsumline, difference, ratio, xv, negative, odd, even, minimum, maximum;
  - sigh's Interactive Sudoku Solver (ISS) constraint text (`.Cage~15~R1C1~R1C2.~R5C5_7`), with
    ISS's meaning of the types Shape, NoBoxes, Jigsaw, Cage, Thermo, Arrow, Whisper, Renban,
    Palindrome, Between, RegionSumLine, LittleKiller, Sandwich, AntiKnight, AntiKing,
    AntiConsecutive, Diagonal, Windoku, DisjointSets, WhiteDot, BlackDot, X, V, StrictKropki,
    StrictXV and givens (one value, or several: the values the cell keeps to);
  - the killer short form (81 characters, sums and arrows, as ISS reads it) and SudoCue's long
    form (`3x3::k:` or `3x3:d:k:` and 81 numbers sum*256+cage);
  - a jigsaw line (N*N givens then N*N region symbols), and a plain classic line.
Any other rule is an error naming it; the puzzle is reported and skipped.

The model: one integer variable a cell (its domain the values its givens, pencil marks and
odd/even marks leave), AllDifferent on every row, column and region (boxes, or the jigsaw's
regions), and each rule as CP-SAT constraints: AllDifferent (extra regions, diagonals,
windoku windows, disjoint groups, cages), linear sums (cages, little killers, arrows, region
sum lines), inequalities (thermometers, between lines, minimum/maximum), equalities
(palindromes), tables of allowed value pairs (kropki dots, X/V, whispers, negative
constraints), `!=` (anti-knight, anti-king), min/max (renban) and reified positions
(sandwiches). Solved with one worker (`num_workers = 1`) for a single-core comparison.

The time of a puzzle is the wall time of parsing the line, building the model and `Solve`
(with --unique, also the second `Solve` that proves no other solution exists), measured once.
A puzzle unsolved after the time limit (--timeout, default 60 s, CP-SAT's
`max_time_in_seconds`) counts at the limit. Every answer is checked rule by rule, and against
the known solution when FILE has a companion `NAME-solutions.txt` (one solution a line in the
puzzles' order, N*N symbols 1-9 then A-Z for 10..35; '-' unknown).

Per puzzle it prints the line number, the status (1 = solved; with --unique 1, 2+, or 1? when
the time limit ends the second search; UNKNOWN, INFEASIBLE or MODEL_INVALID unsolved), the
milliseconds and the answer; per file the count, the sum, the median and the maximum of the
per-puzzle times in milliseconds and the whole run's time. --quiet prints only the summaries.
"""

import argparse
import json
import math
import os
import re
import statistics
import sys
import time
from urllib.parse import unquote

import ortools
from ortools.sat.python import cp_model


class Unsupported(Exception):
    """A rule or a form this model does not have."""


# ---------------------------------------------------------------------------------------------
# LZ-string (decompressFromBase64), as f-puzzles links compress their JSON.

LZ_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/="


def lz_decompress_base64(text):
    """LZ-string's decompressFromBase64; None when the payload does not decompress."""
    text = text.strip().replace(" ", "+")
    try:
        values = [LZ_ALPHABET.index(ch) for ch in text]
    except ValueError:
        return None
    if not values:
        return None
    length = len(values)
    state = {"val": values[0], "pos": 32, "index": 1}

    def bits(count):
        out, power = 0, 1
        for _ in range(count):
            bit = state["val"] & state["pos"]
            state["pos"] >>= 1
            if state["pos"] == 0:
                state["pos"] = 32
                state["val"] = values[state["index"]] if state["index"] < length else 0
                state["index"] += 1
            if bit:
                out |= power
            power <<= 1
        return out

    dictionary = {0: 0, 1: 1, 2: 2}
    enlarge_in, dict_size, num_bits = 4, 4, 3
    kind = bits(2)
    if kind == 2:
        return ""
    entry = chr(bits(8 if kind == 0 else 16))
    dictionary[3] = entry
    w = entry
    result = [entry]
    while True:
        if state["index"] > length:
            return None
        c = bits(num_bits)
        if c in (0, 1):
            dictionary[dict_size] = chr(bits(8 if c == 0 else 16))
            dict_size += 1
            c = dict_size - 1
            enlarge_in -= 1
        elif c == 2:
            return "".join(result)
        if enlarge_in == 0:
            enlarge_in = 1 << num_bits
            num_bits += 1
        if c in dictionary:
            entry = dictionary[c]
        elif c == dict_size:
            entry = w + w[0]
        else:
            return None
        result.append(entry)
        dictionary[dict_size] = w + entry[0]
        dict_size += 1
        enlarge_in -= 1
        w = entry
        if enlarge_in == 0:
            enlarge_in = 1 << num_bits
            num_bits += 1


# ---------------------------------------------------------------------------------------------
# The puzzle: a size, its regions, the values each cell keeps to, and its rules.

class Puzzle:
    def __init__(self, n):
        self.n = n
        self.allowed = [set(range(1, n + 1)) for _ in range(n * n)]
        self.regions = None          # one region index a cell, or None for no regions
        self.distinct = []           # extra groups of distinct values
        self.cages = []              # (cells, sum or None)
        self.sums = []               # (cells, sum), values may repeat (little killers)
        self.arrows = []             # (circle cells, shaft cells)
        self.thermos = []
        self.whispers = []           # (cells, least difference)
        self.renbans = []
        self.palindromes = []
        self.betweens = []
        self.region_sum_lines = []   # lists of segments (cells in one region, in order)
        self.sandwiches = []         # (cells of a row or column, sum)
        self.anti_knight = False
        self.anti_king = False
        self.pairs = []              # (a, b, relation, value): 'diff', 'ratio', 'sum'
        self.negatives = []          # (relations {(relation, value)}, exempt pair set)
        self.greater = []            # (a, b): value of a > value of b
        self.rules = set()           # names, for the summary

    def restrict(self, cell, values):
        self.allowed[cell] &= set(values)

    def box_dims(self):
        """ISS's and Rangsk's boxes: R x C with R <= C, R >= 2, the most square; or None."""
        n = self.n
        for small in range(math.isqrt(n), 1, -1):
            if n % small == 0:
                return small, n // small
        return None

    def disjoint_groups(self):
        """The cells at the same place in every box, one group per place; none without boxes."""
        dims = self.box_dims()
        if dims is None:
            return []
        n = self.n
        h, w = dims
        per_row = n // w
        return [[((box // per_row) * h + pos // w) * n + (box % per_row) * w + pos % w
                 for box in range(n)]
                for pos in range(n)]

    def default_regions(self):
        dims = self.box_dims()
        if dims is None:
            return None
        h, w = dims
        n = self.n
        return [(r // h) * (n // w) + c // w for r in range(n) for c in range(n)]

    def houses(self):
        n = self.n
        result = [[r * n + c for c in range(n)] for r in range(n)]
        result += [[r * n + c for r in range(n)] for c in range(n)]
        if self.regions is not None:
            groups = {}
            for cell, region in enumerate(self.regions):
                groups.setdefault(region, []).append(cell)
            result += list(groups.values())
        return result

    def adjacent_pairs(self):
        n = self.n
        for r in range(n):
            for c in range(n):
                if c + 1 < n:
                    yield r * n + c, r * n + c + 1
                if r + 1 < n:
                    yield r * n + c, (r + 1) * n + c

    def segments(self, line):
        """A region sum line's runs of cells in one region (ISS and Rangsk)."""
        out, last = [], object()
        for cell in line:
            region = self.regions[cell]
            if region != last:
                out.append([])
                last = region
            out[-1].append(cell)
        return out


def relation_holds(relation, value, a, b):
    if relation == "diff":
        return abs(a - b) == value
    if relation == "ratio":
        return a == value * b or b == value * a
    return a + b == value


def symbol_value(ch):
    """One cell's symbol: 1-9, then A-Z (10-35), lower case alike; None for a hole."""
    if ch.isdigit():
        return int(ch) or None
    if ch.isalpha() and ch.isascii():
        return ord(ch.upper()) - ord("A") + 10
    return None


# ---------------------------------------------------------------------------------------------
# ISS constraint text.

def iss_cell(puzzle, cell_id):
    n = puzzle.n
    m = re.fullmatch(r"[Rr](\w)[Cc](\w)", cell_id)
    if m:
        row, col = int(m.group(1), 17), int(m.group(2), 17)
    else:
        m = re.fullmatch(r"[Rr](\d+)[Cc](\d+)", cell_id)
        if not m:
            raise ValueError(f"not a cell: {cell_id}")
        row, col = int(m.group(1)), int(m.group(2))
    if not (1 <= row <= n and 1 <= col <= n):
        raise ValueError(f"cell outside the grid: {cell_id}")
    return (row - 1) * n + col - 1


def iss_little_killers(n):
    """ISS's LittleKiller.cellMap: clue id (the first cell) -> the diagonal's cells."""
    result, seen = {}, set()

    def add(row, col, dr, dc):
        cells = []
        while 0 <= row < n and 0 <= col < n:
            cells.append((row, col))
            row, col = row + dr, col + dc
        if len(cells) <= 1:
            return
        key = frozenset(cells)
        if key in seen:
            return
        seen.add(key)
        r0, c0 = cells[0]
        result[(r0, c0)] = [r * n + c for r, c in cells]

    for row in range(n - 1):
        add(row, 0, 1, 1)
    for row in range(1, n - 1):
        add(row, n - 1, -1, -1)
    for col in range(1, n):
        add(0, col, 1, -1)
    for col in range(1, n - 1):
        add(n - 1, col, -1, 1)
    return result


ISS_RULES = {"Cage", "Thermo", "Arrow", "Whisper", "Renban", "Palindrome", "Between",
             "RegionSumLine", "LittleKiller", "Sandwich", "AntiKnight", "AntiKing",
             "AntiConsecutive", "Diagonal", "Windoku", "DisjointSets", "WhiteDot", "BlackDot",
             "X", "V", "StrictKropki", "StrictXV"}


def parse_iss(text):
    text = re.sub(r"\s+", "", text)
    if not text.startswith("."):
        raise ValueError("ISS constraint text starts with '.'")
    items = []
    for item in text[1:].split("."):
        kind, *args = item.split("~")
        items.append((kind, args))
    n = 9
    for kind, args in items:
        if kind == "Shape":
            m = re.fullmatch(r"(\d+)x(\d+)", args[0] if args else "")
            if not m or m.group(1) != m.group(2):
                raise Unsupported("Shape~" + "~".join(args))
            n = int(m.group(1))
            if len(args) > 1 and args[1] not in ("", str(n), f"1-{n}") or len(args) > 2:
                raise Unsupported("Shape~" + "~".join(args))
    puzzle = Puzzle(n)
    cell = lambda cid: iss_cell(puzzle, cid)
    no_boxes = any(kind == "NoBoxes" for kind, _ in items)
    jigsaw = None
    for kind, args in items:
        if kind == "Jigsaw":
            layout = args[-1]
            if len(layout) != n * n:
                raise ValueError("a jigsaw layout has one symbol a cell")
            symbols = {}
            jigsaw = [symbols.setdefault(ch, len(symbols)) for ch in layout]
    boxes = None if no_boxes else puzzle.default_regions()
    if jigsaw is not None and no_boxes:
        puzzle.regions = jigsaw
        puzzle.rules.add("jigsaw")
    else:
        puzzle.regions = boxes
        if jigsaw is not None:
            # Without NoBoxes a jigsaw's pieces are extra regions beside the boxes.
            groups = {}
            for c, region in enumerate(jigsaw):
                groups.setdefault(region, []).append(c)
            if len(groups) > 1:
                puzzle.distinct += list(groups.values())
                puzzle.rules.add("jigsaw")
    # RegionSumLine: the boxes if there are any, else the jigsaw's regions (ISS).
    rsl_regions = boxes if boxes is not None else jigsaw
    marked = {"kropki": set(), "xv": set()}
    strict = set()
    lk_map = None
    for kind, args in items:
        if kind in ("Shape", "NoBoxes", "Jigsaw"):
            continue
        if kind == "":
            for value_id in args:
                cid, *values = value_id.split("_")
                puzzle.restrict(cell(cid), [int(v) for v in values])
            continue
        if kind not in ISS_RULES:
            raise Unsupported(kind)
        puzzle.rules.add(kind)
        if kind == "Cage":
            total = int(args[0]) if args[0].strip() else 0
            puzzle.cages.append(([cell(a) for a in args[1:]], total or None))
        elif kind == "Thermo":
            puzzle.thermos.append([cell(a) for a in args])
        elif kind == "Arrow":
            cells = [cell(a) for a in args]
            puzzle.arrows.append((cells[:1], cells[1:]))
        elif kind == "Whisper":
            if re.fullmatch(r"-?\d+", args[0]):
                diff, cells = int(args[0]), args[1:]
            else:
                diff, cells = 5, args
            puzzle.whispers.append(([cell(a) for a in cells], diff))
        elif kind == "Renban":
            puzzle.renbans.append([cell(a) for a in args])
        elif kind == "Palindrome":
            puzzle.palindromes.append([cell(a) for a in args])
        elif kind == "Between":
            puzzle.betweens.append([cell(a) for a in args])
        elif kind == "RegionSumLine":
            if rsl_regions is not None:
                saved, puzzle.regions = puzzle.regions, rsl_regions
                puzzle.region_sum_lines.append(puzzle.segments([cell(a) for a in args]))
                puzzle.regions = saved
        elif kind == "LittleKiller":
            if lk_map is None:
                lk_map = iss_little_killers(n)
            first = cell(args[1])
            cells = lk_map.get(divmod(first, n))
            if cells is None:
                raise ValueError("not a little killer clue: " + args[1])
            puzzle.sums.append((cells, int(args[0])))
        elif kind == "Sandwich":
            line = args[1]
            index = int(line[1:]) - 1
            cells = ([index * n + c for c in range(n)] if line[0] in "Rr"
                     else [r * n + index for r in range(n)])
            puzzle.sandwiches.append((cells, int(args[0])))
        elif kind == "AntiKnight":
            puzzle.anti_knight = True
        elif kind == "AntiKing":
            puzzle.anti_king = True
        elif kind == "AntiConsecutive":
            puzzle.negatives.append(({("diff", 1)}, set()))
        elif kind == "Diagonal":
            direction = int(args[0])
            puzzle.distinct.append([r * n + (n - 1 - r if direction > 0 else r)
                                    for r in range(n)])
        elif kind == "Windoku":
            dims = puzzle.box_dims()
            if dims:
                h, w = dims
                for i in range(1, n - w, w + 1):
                    for j in range(1, n - h, h + 1):
                        puzzle.distinct.append([(j + k % h) * n + i + k // h
                                                for k in range(n)])
        elif kind == "DisjointSets":
            puzzle.distinct += puzzle.disjoint_groups()
        elif kind in ("WhiteDot", "BlackDot", "X", "V"):
            relation = {"WhiteDot": ("diff", 1), "BlackDot": ("ratio", 2),
                        "X": ("sum", 10), "V": ("sum", 5)}[kind]
            cells = [cell(a) for a in args]
            group = "kropki" if kind in ("WhiteDot", "BlackDot") else "xv"
            remaining = set(cells)
            for a in cells:
                remaining.discard(a)
                for b in sorted(remaining):
                    if abs(a - b) == n or (abs(a - b) == 1 and a // n == b // n):
                        puzzle.pairs.append((a, b, *relation))
                        marked[group].add(frozenset((a, b)))
        elif kind in ("StrictKropki", "StrictXV"):
            strict.add(kind)
    if "StrictKropki" in strict:
        puzzle.negatives.append(({("diff", 1), ("ratio", 2)}, marked["kropki"]))
    if "StrictXV" in strict:
        puzzle.negatives.append(({("sum", 5), ("sum", 10)}, marked["xv"]))
    return puzzle


# ---------------------------------------------------------------------------------------------
# Killer short form, SudoCue's long form, jigsaw and plain lines (as ISS reads them).

def parse_killer_short(text):
    n = 9
    moves = {"v": n, "^": -n, "<": -1, ">": 1, "`": -n - 1, "'": -n + 1, ",": n - 1, ".": n + 1}
    target = [i + moves.get(ch, 0) for i, ch in enumerate(text)]
    cages = {}
    for i in range(n * n):
        root, steps = i, 0
        while target[root] != root:
            root = target[root]
            steps += 1
            if steps > n:
                raise ValueError("loop in the killer short form")
        ch = text[root]
        if ch.isdigit():
            total = int(ch)
        elif "A" <= ch <= "Z":
            total = ord(ch) - ord("A") + 10
        elif "a" <= ch <= "j":
            total = ord(ch) - ord("a") + 36
        else:
            continue
        cages.setdefault(root, (total, []))[1].append(i)
    puzzle = Puzzle(n)
    puzzle.regions = puzzle.default_regions()
    puzzle.cages = [(cells, total or None) for total, cells in cages.values()]
    puzzle.rules.add("Cage")
    return puzzle


def parse_killer_long(text):
    parts = text.split(":")
    if len(parts) != 81 + 4 or parts[2] != "k":
        raise ValueError("not SudoCue's killer form")
    puzzle = Puzzle(9)
    puzzle.regions = puzzle.default_regions()
    cages = {}
    for i in range(81):
        value = int(parts[i + 3])
        total, cage = value // 256, value % 256
        if total:
            cages.setdefault(cage, (total, []))[1].append(i)
    puzzle.cages = [(cells, total) for total, cells in cages.values()]
    puzzle.rules.add("Cage")
    if parts[1] == "d":
        puzzle.distinct += [[r * 9 + r for r in range(9)], [r * 9 + 8 - r for r in range(9)]]
        puzzle.rules.add("Diagonal")
    return puzzle


def plain_givens(puzzle, text):
    for i, ch in enumerate(text):
        value = symbol_value(ch)
        if value is not None:
            if value > puzzle.n:
                raise ValueError(f"value {ch} on a {puzzle.n}x{puzzle.n} grid")
            puzzle.restrict(i, [value])


def jigsaw_layout(text, n):
    symbols = {}
    regions = [symbols.setdefault(ch, len(symbols)) for ch in text]
    if len(symbols) != n or any(regions.count(r) != n for r in range(n)):
        return None
    return regions


def parse_jigsaw(text, n):
    regions = jigsaw_layout(text[n * n:], n)
    if regions is None:
        raise ValueError("not a jigsaw layout")
    puzzle = Puzzle(n)
    puzzle.regions = regions
    puzzle.rules.add("jigsaw")
    plain_givens(puzzle, text[:n * n])
    return puzzle


def parse_plain(text, n):
    puzzle = Puzzle(n)
    puzzle.regions = puzzle.default_regions()
    plain_givens(puzzle, text)
    return puzzle


# ---------------------------------------------------------------------------------------------
# f-puzzles documents, with Rangsk's meaning of each key.

FPUZZLES_COSMETIC = {"size", "grid", "title", "author", "ruleset", "text", "line", "rectangle",
                     "circle", "cage", "solution", "disabledlogic", "truecandidatesoptions",
                     "highlightconflicts", "highlight", "fogofwar", "foglight"}


def fp_cell(puzzle, name):
    m = re.fullmatch(r"[Rr](\d+)[Cc](\d+)", name)
    if not m:
        raise ValueError("not a cell: " + name)
    row, col = int(m.group(1)) - 1, int(m.group(2)) - 1
    return row, col


def fpuzzles_document(line):
    line = line.strip()
    if line.startswith("{"):
        return json.loads(line)
    payload = line[line.index("?load=") + len("?load="):]
    payload = re.split(r"[&#\s]", payload)[0]
    text = lz_decompress_base64(unquote(payload))
    if not text:
        raise ValueError("the payload does not decompress")
    return json.loads(text)


def parse_fpuzzles(document):
    keys = {k.lower(): v for k, v in document.items()}
    n = int(keys["size"])
    grid = keys["grid"]
    puzzle = Puzzle(n)

    def cell(name):
        row, col = fp_cell(puzzle, name)
        if not (0 <= row < n and 0 <= col < n):
            raise ValueError("cell outside the grid: " + name)
        return row * n + col

    # Rangsk's default regions: the boxes; on a prime size (no boxes) the rows.
    regions = puzzle.default_regions() or [r for r in range(n) for _ in range(n)]
    irregular = False
    for r in range(n):
        for c in range(n):
            entry = grid[r][c] or {}
            if "region" in entry:
                if entry["region"] is None or entry["region"] < 0:
                    raise Unsupported("cells outside every region")
                regions[r * n + c] = entry["region"]
                irregular = True
            if entry.get("given") and entry.get("value"):
                puzzle.restrict(r * n + c, [int(entry["value"])])
            elif entry.get("givenPencilMarks"):
                puzzle.restrict(r * n + c, [int(v) for v in entry["givenPencilMarks"]])
    if puzzle.default_regions() is None and not irregular:
        regions = None
    puzzle.regions = regions
    if irregular:
        puzzle.rules.add("jigsaw")

    def lines(key):
        for entry in keys.get(key) or []:
            for line in entry.get("lines") or []:
                yield entry, [cell(name) for name in line]

    for key, value in keys.items():
        if key in FPUZZLES_COSMETIC or value in (False, None, [], {}, ""):
            continue
        if key in ("diagonal+", "diagonal-"):
            puzzle.distinct.append([r * n + (n - 1 - r if key == "diagonal+" else r)
                                    for r in range(n)])
        elif key == "antiknight":
            puzzle.anti_knight = True
        elif key == "antiking":
            puzzle.anti_king = True
        elif key == "disjointgroups":
            puzzle.distinct += puzzle.disjoint_groups()
        elif key == "extraregion":
            puzzle.distinct += [[cell(x) for x in e["cells"]] for e in value]
        elif key == "killercage":
            for e in value:
                total = e.get("value")
                total = int(total) if total not in (None, "") else None
                puzzle.cages.append(([cell(x) for x in e["cells"]], total or None))
        elif key == "arrow":
            for e in value:
                circle = [cell(x) for x in e["cells"]]
                for line in e.get("lines") or []:
                    puzzle.arrows.append((circle, [cell(x) for x in line[1:]]))
        elif key == "littlekillersum":
            steps = {"UR": (-1, 1), "UL": (-1, -1), "DR": (1, 1), "DL": (1, -1)}
            for e in value:
                try:
                    total = int(e.get("value"))
                except (TypeError, ValueError):
                    continue
                if total <= 0:
                    continue
                row, col = fp_cell(puzzle, e["cell"])
                dr, dc = steps[e["direction"]]
                if not (0 <= row < n and 0 <= col < n):
                    row, col = row + dr, col + dc
                cells = []
                while 0 <= row < n and 0 <= col < n:
                    cells.append(row * n + col)
                    row, col = row + dr, col + dc
                if not cells:
                    raise ValueError("a little killer outside the grid")
                puzzle.sums.append((cells, total))
        elif key == "sandwichsum":
            for e in value:
                if e.get("value") in (None, ""):
                    continue
                row, col = fp_cell(puzzle, e["cell"])
                cells = ([row * n + c for c in range(n)] if col < 0 or col >= n
                         else [r * n + col for r in range(n)])
                puzzle.sandwiches.append((cells, int(e["value"])))
        elif key == "thermometer":
            puzzle.thermos += [cells for _, cells in lines(key)]
        elif key == "renban":
            puzzle.renbans += [cells for _, cells in lines(key)]
        elif key == "palindrome":
            puzzle.palindromes += [cells for _, cells in lines(key)]
        elif key == "betweenline":
            puzzle.betweens += [cells for _, cells in lines(key)]
        elif key == "whispers":
            for e, cells in lines(key):
                diff = e.get("value")
                diff = int(diff) if diff not in (None, "") else (n + 1) // 2
                puzzle.whispers.append((cells, diff))
        elif key == "regionsumline":
            for _, cells in lines(key):
                if puzzle.regions is not None:
                    puzzle.region_sum_lines.append(puzzle.segments(cells))
        elif key in ("odd", "even"):
            parity = 1 if key == "odd" else 0
            for e in value:
                if e.get("cell"):
                    puzzle.restrict(cell(e["cell"]), [v for v in range(1, n + 1)
                                                      if v % 2 == parity])
        elif key in ("minimum", "maximum"):
            # A neighbour that is itself a minimum (maximum) cell is not compared (Rangsk).
            own = {cell(e["cell"]) for e in value if e.get("cell")}
            for c0 in sorted(own):
                r, c = divmod(c0, n)
                for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                    if 0 <= rr < n and 0 <= cc < n and rr * n + cc not in own:
                        other = rr * n + cc
                        puzzle.greater.append((other, c0) if key == "minimum" else (c0, other))
        elif key in ("difference", "ratio", "xv", "negative", "nonconsecutive"):
            pass
        else:
            raise Unsupported(key)
        puzzle.rules.add(key)

    # Markers between two cells, and the negative constraints: a dot of either colour exempts
    # its pair from both kropki negatives, an X or a V from the XV one (Rangsk).
    kropki, xv = set(), set()
    for key, relation, default in (("difference", "diff", 1), ("ratio", "ratio", 2)):
        for e in keys.get(key) or []:
            v = e.get("value")
            v = int(v) if v not in (None, "") else default
            a, b = (cell(x) for x in e["cells"])
            puzzle.pairs.append((a, b, relation, v))
            kropki.add(frozenset((a, b)))
    for e in keys.get("xv") or []:
        if not e.get("value"):
            continue
        a, b = (cell(x) for x in e["cells"])
        puzzle.pairs.append((a, b, "sum", 10 if e["value"] in "xX" else 5))
        xv.add(frozenset((a, b)))
    negative = [s.lower() for s in keys.get("negative") or []]
    ruled_out = set()
    if keys.get("nonconsecutive"):
        ruled_out.add(("diff", 1))
    if "ratio" in negative:
        values = {int(e["value"]) if e.get("value") not in (None, "") else 2
                  for e in keys.get("ratio") or []} or {2}
        ruled_out |= {("ratio", v) for v in values}
    if ruled_out:
        puzzle.negatives.append((ruled_out, kropki))
    if "xv" in negative:
        puzzle.negatives.append(({("sum", 5), ("sum", 10)}, xv))
    return puzzle


# ---------------------------------------------------------------------------------------------
# Reading a line.

def parse_line(line):
    line = line.strip()
    if "?load=" in line or line.startswith("{"):
        return parse_fpuzzles(fpuzzles_document(line))
    if line.startswith("3x3:"):
        return parse_killer_long(line)
    # As ISS: the one-line grid forms first (a jigsaw or classic line may start with '.'),
    # then constraint text.
    text = re.sub(r"\s+", "", line)
    if "~" in text:
        return parse_iss(line)
    if len(text) == 81 and re.search(r"[<v>^`',]", text) \
            and re.fullmatch(r"[0-9A-Za-j^<v>`',.]*", text):
        return parse_killer_short(text)
    if len(text) % 2 == 0:
        n = math.isqrt(len(text) // 2)
        if n * n * 2 == len(text) and 4 <= n <= 16 and jigsaw_layout(text[n * n:], n):
            return parse_jigsaw(text, n)
    n = math.isqrt(len(text))
    if n * n == len(text) and 4 <= n <= 16:
        return parse_plain(text, n)
    if text.startswith("."):
        return parse_iss(line)
    raise ValueError("not a puzzle line")


# ---------------------------------------------------------------------------------------------
# The CP-SAT model.

def build(puzzle):
    n = puzzle.n
    model = cp_model.CpModel()
    x = []
    for i, values in enumerate(puzzle.allowed):
        if not values:
            values = set()
        x.append(model.NewIntVarFromDomain(cp_model.Domain.FromValues(sorted(values)), f"c{i}"))
    for house in puzzle.houses():
        model.AddAllDifferent([x[i] for i in house])
    for group in puzzle.distinct:
        model.AddAllDifferent([x[i] for i in group])
    for cells, total in puzzle.cages:
        model.AddAllDifferent([x[i] for i in cells])
        if total is not None:
            model.Add(sum(x[i] for i in cells) == total)
    for cells, total in puzzle.sums:
        model.Add(sum(x[i] for i in cells) == total)
    for circle, shaft in puzzle.arrows:
        number = sum(10 ** (len(circle) - 1 - k) * x[c] for k, c in enumerate(circle))
        model.Add(number == sum(x[i] for i in shaft))
    for cells in puzzle.thermos:
        for a, b in zip(cells, cells[1:]):
            model.Add(x[a] < x[b])
    values = range(1, n + 1)

    def table(a, b, ok):
        model.AddAllowedAssignments([x[a], x[b]],
                                    [(u, v) for u in values for v in values if ok(u, v)])

    for cells, diff in puzzle.whispers:
        for a, b in zip(cells, cells[1:]):
            table(a, b, lambda u, v, d=diff: abs(u - v) >= d)
    for cells in puzzle.renbans:
        model.AddAllDifferent([x[i] for i in cells])
        hi, lo = model.NewIntVar(1, n, ""), model.NewIntVar(1, n, "")
        model.AddMaxEquality(hi, [x[i] for i in cells])
        model.AddMinEquality(lo, [x[i] for i in cells])
        model.Add(hi - lo == len(cells) - 1)
    for cells in puzzle.palindromes:
        for k in range(len(cells) // 2):
            model.Add(x[cells[k]] == x[cells[-1 - k]])
    for cells in puzzle.betweens:
        a, b, inner = cells[0], cells[-1], cells[1:-1]
        if not inner:
            continue
        up = model.NewBoolVar("")
        for c in inner:
            model.Add(x[a] < x[c]).OnlyEnforceIf(up)
            model.Add(x[c] < x[b]).OnlyEnforceIf(up)
            model.Add(x[a] > x[c]).OnlyEnforceIf(up.Not())
            model.Add(x[c] > x[b]).OnlyEnforceIf(up.Not())
    for segments in puzzle.region_sum_lines:
        sums = [sum(x[i] for i in seg) for seg in segments]
        for s in sums[1:]:
            model.Add(s == sums[0])
    for cells, total in puzzle.sandwiches:
        size = len(cells)
        pos = []
        for target in (1, n):
            flags = []
            for i in cells:
                f = model.NewBoolVar("")
                model.Add(x[i] == target).OnlyEnforceIf(f)
                model.Add(x[i] != target).OnlyEnforceIf(f.Not())
                flags.append(f)
            model.AddExactlyOne(flags)
            p = model.NewIntVar(0, size - 1, "")
            model.Add(p == sum(k * f for k, f in enumerate(flags)))
            pos.append(p)
        lo, hi = model.NewIntVar(0, size - 1, ""), model.NewIntVar(0, size - 1, "")
        model.AddMinEquality(lo, pos)
        model.AddMaxEquality(hi, pos)
        parts = []
        for k, i in enumerate(cells):
            after, before, inside = model.NewBoolVar(""), model.NewBoolVar(""), model.NewBoolVar("")
            model.Add(lo < k).OnlyEnforceIf(after)
            model.Add(lo >= k).OnlyEnforceIf(after.Not())
            model.Add(hi > k).OnlyEnforceIf(before)
            model.Add(hi <= k).OnlyEnforceIf(before.Not())
            model.AddBoolAnd([after, before]).OnlyEnforceIf(inside)
            model.AddBoolOr([after.Not(), before.Not()]).OnlyEnforceIf(inside.Not())
            y = model.NewIntVar(0, n, "")
            model.Add(y == x[i]).OnlyEnforceIf(inside)
            model.Add(y == 0).OnlyEnforceIf(inside.Not())
            parts.append(y)
        model.Add(sum(parts) == total)
    for a, b in chess_pairs(puzzle):
        model.Add(x[a] != x[b])
    for a, b, relation, value in puzzle.pairs:
        table(a, b, lambda u, v, r=relation, k=value: relation_holds(r, k, u, v))
    for ruled_out, exempt in puzzle.negatives:
        for a, b in puzzle.adjacent_pairs():
            if frozenset((a, b)) in exempt:
                continue
            table(a, b, lambda u, v, rs=ruled_out: not any(relation_holds(r, k, u, v)
                                                           for r, k in rs))
    for a, b in puzzle.greater:
        model.Add(x[a] > x[b])
    return model, x


def chess_pairs(puzzle):
    n = puzzle.n
    moves = []
    if puzzle.anti_knight:
        moves += [(1, 2), (2, 1), (1, -2), (2, -1)]
    if puzzle.anti_king:
        moves += [(1, 1), (1, -1)]
    for r in range(n):
        for c in range(n):
            for dr, dc in moves:
                rr, cc = r + dr, c + dc
                if 0 <= rr < n and 0 <= cc < n:
                    yield r * n + c, rr * n + cc


def check(puzzle, g):
    """The first rule the filled grid `g` breaks, or None."""
    n = puzzle.n
    full = set(range(1, n + 1))
    for i, v in enumerate(g):
        if v not in puzzle.allowed[i]:
            return f"cell {i} holds {v}, outside its givens"
    for house in puzzle.houses():
        if {g[i] for i in house} != full:
            return "a row, column or region repeats a value"
    for group in puzzle.distinct:
        if len({g[i] for i in group}) != len(group):
            return "an extra group repeats a value"
    for cells, total in puzzle.cages:
        if len({g[i] for i in cells}) != len(cells) or total and sum(g[i] for i in cells) != total:
            return "a cage"
    for cells, total in puzzle.sums:
        if sum(g[i] for i in cells) != total:
            return "a little killer"
    for circle, shaft in puzzle.arrows:
        if int("".join(str(g[c]) for c in circle)) != sum(g[i] for i in shaft):
            return "an arrow"
    for cells in puzzle.thermos:
        if any(g[a] >= g[b] for a, b in zip(cells, cells[1:])):
            return "a thermometer"
    for cells, diff in puzzle.whispers:
        if any(abs(g[a] - g[b]) < diff for a, b in zip(cells, cells[1:])):
            return "a whispers line"
    for cells in puzzle.renbans:
        vals = sorted(g[i] for i in cells)
        if vals != list(range(vals[0], vals[0] + len(cells))):
            return "a renban line"
    for cells in puzzle.palindromes:
        if [g[i] for i in cells] != [g[i] for i in reversed(cells)]:
            return "a palindrome"
    for cells in puzzle.betweens:
        lo, hi = sorted((g[cells[0]], g[cells[-1]]))
        if any(not lo < g[i] < hi for i in cells[1:-1]):
            return "a between line"
    for segments in puzzle.region_sum_lines:
        if len({sum(g[i] for i in seg) for seg in segments}) > 1:
            return "a region sum line"
    for cells, total in puzzle.sandwiches:
        vals = [g[i] for i in cells]
        a, b = sorted((vals.index(1), vals.index(n)))
        if sum(vals[a + 1:b]) != total:
            return "a sandwich"
    for a, b in chess_pairs(puzzle):
        if g[a] == g[b]:
            return "anti-knight or anti-king"
    for a, b, relation, value in puzzle.pairs:
        if not relation_holds(relation, value, g[a], g[b]):
            return "a dot or an X/V"
    for ruled_out, exempt in puzzle.negatives:
        for a, b in puzzle.adjacent_pairs():
            if frozenset((a, b)) not in exempt and any(relation_holds(r, k, g[a], g[b])
                                                       for r, k in ruled_out):
                return "a negative constraint"
    for a, b in puzzle.greater:
        if g[a] <= g[b]:
            return "a minimum or maximum"
    return None


# ---------------------------------------------------------------------------------------------
# Measuring.

def symbols(answer):
    return "".join(str(v) if v < 10 else chr(ord("A") + v - 10) for v in answer)


def solve_line(line, timeout, unique):
    """(status, seconds, answer or None, problem or None)."""
    start = time.perf_counter()
    puzzle = parse_line(line)
    model, x = build(puzzle)
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.max_time_in_seconds = timeout
    status = solver.Solve(model)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        elapsed = time.perf_counter() - start
        return solver.StatusName(status), elapsed, None, puzzle
    answer = [solver.Value(v) for v in x]
    result = "1"
    if unique:
        same = []
        for v, value in zip(x, answer):
            b = model.NewBoolVar("")
            model.Add(v == value).OnlyEnforceIf(b)
            model.Add(v != value).OnlyEnforceIf(b.Not())
            same.append(b.Not())
        model.AddBoolOr(same)
        left = max(0.001, timeout - (time.perf_counter() - start))
        solver.parameters.max_time_in_seconds = left
        second = solver.Solve(model)
        if second in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            result = "2+"
        elif second != cp_model.INFEASIBLE:
            result = "1?"
    return result, time.perf_counter() - start, answer, puzzle


def puzzle_lines(path):
    with open(path, encoding="utf-8") as f:
        return [(k, line.strip()) for k, line in enumerate(f.read().splitlines(), 1)
                if line.strip() and not line.strip().startswith("#")]


def measure(path, timeout, unique, quiet):
    name = os.path.basename(path)
    begun = time.perf_counter()
    lines = puzzle_lines(path)
    stem, ext = os.path.splitext(path)
    known_path = stem + "-solutions" + ext
    known = [s for _, s in puzzle_lines(known_path)] if os.path.exists(known_path) else None
    if known is not None and len(known) != len(lines):
        sys.exit(f"{name}: {len(lines)} puzzles but {len(known)} solutions in {known_path}")
    times, notes = [], []
    checked = wrong = solved = several = unproven = 0
    for k, (number, line) in enumerate(lines):
        try:
            status, seconds, answer, puzzle = solve_line(line, timeout, unique)
        except Unsupported as e:
            notes.append(f"line {number}: unsupported: {e}")
            continue
        except (ValueError, KeyError, IndexError, TypeError) as e:
            notes.append(f"line {number}: unreadable: {e}")
            continue
        times.append(seconds * 1e3)
        verdict = ""
        if answer is None:
            notes.append(f"line {number}: {status}")
            text = status
        else:
            solved += 1
            several += status == "2+"
            unproven += status == "1?"
            text = symbols(answer)
            broken = check(puzzle, answer)
            if broken:
                verdict = f"\tINVALID: {broken}"
                wrong += 1
            elif known is not None and known[k] != "-":
                checked += 1
                if known[k] != text:
                    verdict = "\tWRONG"
                    wrong += 1
        if not quiet or verdict or answer is None:
            print(f"{number}\t{status}\t{seconds * 1e3:.3f}\t{text}{verdict}")
    whole = (time.perf_counter() - begun) * 1e3
    print(f"# {name}: {len(lines)} puzzles, {solved} solved"
          + (f", {several} with 2+ solutions, {unproven} not proven unique in time"
             if unique else "")
          + (f", {checked} checked against known solutions" if known is not None else "")
          + f", {wrong} wrong")
    if times:
        print(f"# per puzzle ms: sum {sum(times):.1f}, median {statistics.median(times):.3f}, "
              f"max {max(times):.1f}; whole file {whole:.1f} ms")
    for note in notes:
        print(f"# note: {note}")
    sys.stdout.flush()
    return wrong


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+")
    parser.add_argument("--timeout", type=float, default=60.0)
    parser.add_argument("--unique", action="store_true",
                        help="also prove that no second solution exists")
    parser.add_argument("--quiet", action="store_true", help="print only the summaries")
    args = parser.parse_args()
    started = time.perf_counter()
    wrong = sum(measure(path, args.timeout, args.unique, args.quiet) for path in args.files)
    print(f"# ortools {ortools.__version__}, one worker; "
          f"whole run {(time.perf_counter() - started) * 1e3:.1f} ms")
    sys.exit(1 if wrong else 0)


if __name__ == "__main__":
    main()
