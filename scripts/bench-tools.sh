#!/usr/bin/env bash
# bench-tools.sh — the puzzle tools' throughput next to solving and generating, in one run.
#
# Usage (from anywhere):
#   scripts/bench-tools.sh                  # best of 5 rounds of each command
#   ROUNDS=3 scripts/bench-tools.sh
#
# What it does:
#   1. builds resol in release (`cargo build --release` in the repo root);
#   2. prepares, in a temp dir: the 17-clue set and magictour without their comment lines, a
#      shuffled copy of each (--shuffle --seed 1), their answers (plain solving), the 17-clue set
#      followed by its shuffled copy, and 1,000 generated puzzles' solution grids;
#   3. checks that --dedup of the 17-clue set plus its shuffled copy keeps exactly the puzzles of
#      the set, and that --check of the answers prints only `ok`;
#   4. times each command ROUNDS times in alternation (whole process, -j1, pinned to one CPU with
#      taskset when available) and prints the best round of each: seconds and puzzles/s.
#
# Environment:
#   ROUNDS    rounds of each command                    [5]
#   DATA_DIR  puzzle sets directory                     [<repo>/../shared/data]
#   PIN_CPU   CPU for taskset; empty disables pinning   [1 if the machine has >1 CPU, else 0]
#
# Machines are noisy: compare the rates of one run, measured side by side.
set -euo pipefail

script_dir=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
repo_root=$(cd -- "$script_dir/.." && pwd)
cd "$repo_root"

ROUNDS=${ROUNDS:-5}
DATA_DIR=${DATA_DIR:-$repo_root/../shared/data}
if [ "$(nproc)" -gt 1 ]; then default_cpu=1; else default_cpu=0; fi
PIN_CPU=${PIN_CPU-$default_cpu}

cargo build --release --quiet
resol=${CARGO_TARGET_DIR:-$repo_root/target}/release/resol
pin=()
if [ -n "$PIN_CPU" ] && command -v taskset > /dev/null; then pin=(taskset -c "$PIN_CPU"); fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
grep -v '^#' "$DATA_DIR/puzzles2_17_clue" > "$work/17"
grep -v '^#' "$DATA_DIR/puzzles3_magictour_top1465" > "$work/magictour"
for set in 17 magictour; do
    "$resol" --shuffle --seed 1 "$work/$set" > "$work/$set.shuffled"
    "$resol" "$work/$set" > "$work/$set.answers"
done
cat "$work/17" "$work/17.shuffled" > "$work/17+shuffled"
"$resol" --generate 1000 --seed 1 --format json |
    sed 's/.*"solution":"\([1-9]*\)".*/\1/' > "$work/grids"

distinct=$("$resol" --dedup "$work/17+shuffled" | wc -l)
echo "dedup of the 17-clue set and its shuffled copy: $distinct distinct (set: $(wc -l < "$work/17"))"
cmp -s <("$resol" --dedup "$work/17+shuffled") "$work/17" || { echo "dedup kept other puzzles"; exit 1; }
for set in 17 magictour; do
    wrong=$("$resol" --check "$work/$set.answers" "$work/$set" | grep -cv '^ok$' || true)
    echo "check of the $set answers: $wrong not ok"
done

# name|puzzles|command (run by sh in the temp dir)
commands=(
    "solve 17-clue|17|resol -j1 17"
    "canonical 17-clue|17|resol -j1 --canonical 17"
    "canonical 17-clue solution grids|17.answers|resol -j1 --canonical 17.answers"
    "check 17-clue|17|resol -j1 --check 17.answers 17"
    "shuffle 17-clue|17|resol -j1 --shuffle --seed 1 17"
    "dedup 17-clue + shuffled copy|17+shuffled|resol -j1 --dedup 17+shuffled"
    "solve magictour|magictour|resol -j1 magictour"
    "canonical magictour|magictour|resol -j1 --canonical magictour"
    "check magictour|magictour|resol -j1 --check magictour.answers magictour"
    "shuffle magictour|magictour|resol -j1 --shuffle --seed 1 magictour"
    "generate 1,000|grids|resol -j1 --generate 1000 --seed 1"
    "minimise 1,000 solution grids|grids|resol -j1 --minimise grids"
    "minimise 1,000 grids, random order|grids|resol -j1 --minimise --seed 1 grids"
)
declare -A best
for ((round = 1; round <= ROUNDS; round++)); do
    for entry in "${commands[@]}"; do
        IFS='|' read -r name _ command <<< "$entry"
        start=$(date +%s.%N)
        (cd "$work" && PATH="$(dirname "$resol"):$PATH" "${pin[@]}" sh -c "$command" > /dev/null)
        elapsed=$(echo "$(date +%s.%N) - $start" | bc)
        if [ -z "${best[$name]:-}" ] || [ "$(echo "$elapsed < ${best[$name]}" | bc)" = 1 ]; then
            best[$name]=$elapsed
        fi
    done
done
printf '| %-36s | %8s | %10s |\n' command seconds puzzles/s
printf '|%s|%s|%s|\n' "$(printf -- '-%.0s' {1..38})" "$(printf -- '-%.0s' {1..9}):" "$(printf -- '-%.0s' {1..11}):"
for entry in "${commands[@]}"; do
    IFS='|' read -r name input _ <<< "$entry"
    puzzles=$(wc -l < "$work/$input")
    printf '| %-36s | %8.3f | %10.0f |\n' "$name" "${best[$name]}" "$(echo "$puzzles / ${best[$name]}" | bc -l)"
done
