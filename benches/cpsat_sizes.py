#!/usr/bin/env python3
"""CP-SAT peer for `cargo bench --bench sizes`: per-puzzle solve times of OR-Tools CP-SAT.

Needs OR-Tools: `pip install ortools` (measured with ortools 9.15; a virtual environment does,
e.g. `python3 -m venv /tmp/ortools && /tmp/ortools/bin/pip install ortools`).

Usage:
    python3 benches/cpsat_sizes.py [--timeout SECONDS] FILE...
    e.g. python3 benches/cpsat_sizes.py tests/data/gecode-16x16.txt tests/data/gecode-25x25.txt

Each FILE holds one puzzle a line in resol's one-line form of any size (N*N symbols, 1-9 then
A-Z with 10=A ... 25=P, '.' or '0' a hole; '#' lines are comments). The boxes are the default
shape of the size, as `Shape::for_size` has it: the most square R x C boxes with R <= C.

Each puzzle is modelled as one integer variable 1..N per cell (fixed for a given) and one
AllDifferent per house (rows, columns, boxes), and solved by CP-SAT with one worker
(`num_search_workers = 1`). The time of a puzzle is the wall time of building the model plus
`Solve`, best of up to five runs (fewer once the runs have taken 0.5 s), as in the Rust bench.
A puzzle still unsolved after the time limit (`--timeout`, default `RESOL_SIZES_TIMEOUT` or
10 s, given to CP-SAT as `max_time_in_seconds`) counts at the limit, printed with '>'.

Per file it prints the same columns as `benches/sizes.rs`: puzzles, finished, then median,
90th percentile and maximum in microseconds (nearest rank: the value at rank ceil(p*n) of the
sorted times); the row `cp-sat` is model build + Solve, `cp-sat-solve` the Solve call alone.
Every solution is checked: givens kept, each house holding each value once.
"""

import argparse
import math
import os
import sys
import time

from ortools.sat.python import cp_model

RUNS = 5
REPEAT_BUDGET = 0.5  # seconds


def default_box(size):
    """The most square boxes R x C with R <= C and R >= 2 (6 -> 2x3, 12 -> 3x4)."""
    rows = max(r for r in range(2, size + 1) if r * r <= size and size % r == 0)
    return rows, size // rows


def houses(size):
    """The houses as lists of row-major cell indices: rows, columns, then boxes."""
    box_rows, box_columns = default_box(size)
    result = [[r * size + c for c in range(size)] for r in range(size)]
    result += [[r * size + c for r in range(size)] for c in range(size)]
    for top in range(0, size, box_rows):
        for left in range(0, size, box_columns):
            result.append([(top + r) * size + left + c
                           for r in range(box_rows) for c in range(box_columns)])
    return result


def parse(line):
    """The cell values of a one-line puzzle (0 a hole), or None if it is not one."""
    size = math.isqrt(len(line))
    if size * size != len(line) or size < 4:
        return None
    cells = []
    for ch in line:
        if ch in ".0":
            cells.append(0)
        elif ch.isdigit():
            cells.append(int(ch))
        elif "A" <= ch <= "Z":
            cells.append(ord(ch) - ord("A") + 10)
        else:
            return None
    if max(cells) > size:
        return None
    return size, cells


def solve_once(size, cells, timeout):
    """Builds and solves the model: (build + solve seconds, solve seconds, answer or None,
    status name)."""
    start = time.perf_counter()
    model = cp_model.CpModel()
    x = [model.NewConstant(v) if v else model.NewIntVar(1, size, f"c{i}")
         for i, v in enumerate(cells)]
    for house in houses(size):
        model.AddAllDifferent([x[i] for i in house])
    solver = cp_model.CpSolver()
    solver.parameters.num_search_workers = 1
    solver.parameters.max_time_in_seconds = timeout
    solve_start = time.perf_counter()
    status = solver.Solve(model)
    end = time.perf_counter()
    answer = None
    if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        answer = [solver.Value(v) for v in x]
    return end - start, end - solve_start, answer, solver.StatusName(status)


def valid(size, cells, answer):
    """Whether `answer` keeps the givens and holds each value once in each house."""
    if any(g and g != a for g, a in zip(cells, answer)):
        return False
    full = set(range(1, size + 1))
    return all({answer[i] for i in house} == full for house in houses(size))


def rank(sorted_times, p):
    """Nearest-rank percentile p of (microseconds, finished) pairs sorted by time."""
    if not sorted_times:
        return None
    return sorted_times[max(1, math.ceil(p * len(sorted_times))) - 1]


def show(entry):
    if entry is None:
        return "-"
    micros, finished = entry
    return f"{micros:.1f}" if finished else f">{micros:.0f}"


def measure(path, timeout):
    name = os.path.basename(path)
    total, solve_only, notes = [], [], []
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    for number, line in enumerate(lines, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parsed = parse(line)
        if parsed is None:
            notes.append(f"line {number}: not a puzzle, skipped")
            continue
        size, cells = parsed
        begun = time.perf_counter()
        best_total, best_solve, answer, status = solve_once(size, cells, timeout)
        for _ in range(1, RUNS):
            if time.perf_counter() - begun + best_total > REPEAT_BUDGET:
                break
            t, s, _, _ = solve_once(size, cells, timeout)
            best_total, best_solve = min(best_total, t), min(best_solve, s)
        if answer is None:
            if status == "INFEASIBLE":
                notes.append(f"line {number}: no solution")
            else:
                notes.append(f"line {number}: {status} at the time limit")
            total.append((timeout * 1e6, False))
            solve_only.append((timeout * 1e6, False))
            continue
        assert valid(size, cells, answer), f"{name} line {number}: invalid answer"
        total.append((best_total * 1e6, True))
        solve_only.append((best_solve * 1e6, True))
    for solver, times in (("cp-sat", total), ("cp-sat-solve", solve_only)):
        times.sort()
        finished = sum(1 for _, done in times if done)
        print(f"{name}\t{solver}\t{len(times)}\t{finished}\t{show(rank(times, 0.5))}"
              f"\t{show(rank(times, 0.9))}\t{show(rank(times, 1.0))}")
    for note in notes:
        print(f"{name}\tnote\t{note}")
    sys.stdout.flush()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+")
    parser.add_argument("--timeout", type=float,
                        default=float(os.environ.get("RESOL_SIZES_TIMEOUT", "10")))
    args = parser.parse_args()
    print(f"time limit {args.timeout:g} s per puzzle; best of up to {RUNS} runs; one worker")
    print("file\tsolver\tpuzzles\tfinished\tmedian µs\tp90 µs\tmax µs")
    for path in args.files:
        measure(path, args.timeout)


if __name__ == "__main__":
    main()
