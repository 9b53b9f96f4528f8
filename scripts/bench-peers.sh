#!/usr/bin/env bash
# bench-peers.sh — compare resol's throughput with a peer solver on the benchmark data sets.
#
# Usage (from anywhere):
#   scripts/bench-peers.sh                      # all data sets, ALGO=fast, at least 7 runs each
#   ALGO=classic SETS="puzzles7_serg_benchmark puzzles3_magictour_top1465" scripts/bench-peers.sh
#
# What it does:
#   1. builds resol in release (`cargo build --release` in the repo root);
#   2. builds the peer harness (crates.io `sudoku` crate, a stdin/stdout filter like resol)
#      with `--target-dir target/peer`;
#   3. for every data set file in DATA_DIR (skipping *.md), runs ONE hyperfine invocation with
#      both commands (whole process: start-up, parsing, solving, printing), single-threaded
#      resol (-j1), pinned to one CPU with taskset when available;
#   4. checks once per set that both programs print byte-identical output (cmp); a difference is
#      reported but is not an error (sets with non-unique puzzles, like serg, always differ);
#   5. prints one table row per set: puzzles, median seconds and puzzles/s of each, and the
#      ratio resol throughput / peer throughput (> 1 means resol is faster).
#
# Environment:
#   ALGO      resol's -a value                          [fast]
#   RUNS      hyperfine --min-runs                      [7]   (--warmup is always 2)
#             hyperfine also runs each command for at least 3 s, so the small sets, whose runs
#             take 15-40 ms, get a hundred runs or more and a steadier median.
#   SETS      space-separated set file names to run     [every non-.md file in DATA_DIR]
#   DATA_DIR  puzzle sets directory                     [<repo>/../shared/data]
#   PEER_DIR  peer harness Cargo project                [<repo>/../shared/peers/sudoku-crate]
#   PIN_CPU   CPU for taskset; empty disables pinning   [1 if the machine has >1 CPU, else 0]
#   KEEP_JSON directory to keep hyperfine's JSON and logs in [a temp dir, deleted at exit]
#
# Exit status: 1 if a build, a set file or a hyperfine run failed, else 0.
# Requires: cargo, hyperfine (>= 1.17, for -N and --input), python3, cmp; taskset optional.
# Machines are noisy: compare the ratio column (measured side by side), not absolute figures.
set -euo pipefail

script_dir=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
repo_root=$(cd -- "$script_dir/.." && pwd)
cd "$repo_root"

ALGO=${ALGO:-fast}
RUNS=${RUNS:-7}
DATA_DIR=${DATA_DIR:-$repo_root/../shared/data}
PEER_DIR=${PEER_DIR:-$repo_root/../shared/peers/sudoku-crate}
target_dir=${CARGO_TARGET_DIR:-target}
resol_bin=$target_dir/release/resol
peer_target=$target_dir/peer
peer_bin=$peer_target/release/peer-sudoku-crate

for tool in cargo hyperfine python3 cmp; do
    command -v "$tool" > /dev/null || { echo "bench-peers: '$tool' not found" >&2; exit 1; }
done
hyperfine --help | grep -q -- '--input' \
    || { echo "bench-peers: $(hyperfine --version) has no --input; 1.17 or newer is needed" >&2; exit 1; }
[[ -d $DATA_DIR ]] || { echo "bench-peers: DATA_DIR '$DATA_DIR' not found" >&2; exit 1; }
[[ -f $PEER_DIR/Cargo.toml ]] || { echo "bench-peers: no Cargo.toml in PEER_DIR '$PEER_DIR'" >&2; exit 1; }

# Pinning: hyperfine itself runs under taskset, so both benchmarked commands inherit the CPU.
if [[ -z ${PIN_CPU+set} ]]; then
    if (( $(nproc) > 1 )); then PIN_CPU=1; else PIN_CPU=0; fi
fi
pin=()
if [[ -n $PIN_CPU ]] && command -v taskset > /dev/null; then
    pin=(taskset -c "$PIN_CPU")
fi

if [[ -n ${KEEP_JSON:-} ]]; then
    work=$KEEP_JSON
    mkdir -p "$work"
else
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
fi

echo "# bench-peers: resol -a $ALGO vs peer ($(basename "$PEER_DIR"))"
echo "# machine: $(lscpu | grep 'Model name' | sed 's/.*: *//') ($(nproc) CPUs)"
echo "# date:    $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
echo "# rustc:   $(rustc --version)"
echo "# $(hyperfine --version); --warmup 2 --min-runs $RUNS; pinning: ${pin[*]:-none}"
echo "# resol commit: $(git rev-parse --short HEAD 2> /dev/null || echo unknown)$(git diff --quiet HEAD 2> /dev/null || echo ' (+ uncommitted changes)')"

echo "# building resol ..." >&2
cargo build --release --quiet
echo "# building peer ..." >&2
cargo build --release --quiet --manifest-path "$PEER_DIR/Cargo.toml" --target-dir "$peer_target"
[[ -x $resol_bin ]] || { echo "bench-peers: $resol_bin missing after build" >&2; exit 1; }
[[ -x $peer_bin ]] || { echo "bench-peers: $peer_bin missing after build" >&2; exit 1; }

if [[ -n ${SETS:-} ]]; then
    read -r -a set_names <<< "$SETS"
else
    set_names=()
    for f in "$DATA_DIR"/*; do
        [[ -f $f && $f != *.md ]] && set_names+=("$(basename "$f")")
    done
fi
(( ${#set_names[@]} > 0 )) || { echo "bench-peers: no data sets in $DATA_DIR" >&2; exit 1; }

printf '\n%-34s %8s %11s %12s %11s %12s %7s %5s %s\n' \
    set puzzles resol_med_s resol_puz/s peer_med_s peer_puz/s ratio runs output
failed=0
differ=0
for name in "${set_names[@]}"; do
    set_path=$(cd -- "$DATA_DIR" && pwd)/$name
    [[ -f $set_path ]] || { echo "bench-peers: no set '$set_path'" >&2; failed=1; continue; }
    count=$(awk 'length($0) > 0 && substr($0, 1, 1) != "#" { n++ } END { print n + 0 }' "$set_path")

    # Same output? (The peer prints some solution, resol the smallest; on unique puzzles they agree.)
    "$resol_bin" -j1 -a "$ALGO" < "$set_path" > "$work/resol.out" || true
    "$peer_bin" < "$set_path" > "$work/peer.out" || true
    if cmp -s "$work/resol.out" "$work/peer.out"; then match=identical; else match=DIFFERENT; differ=1; fi

    json=$work/$name.json
    # hyperfine feeds the set on standard input itself and discards the output, so no shell
    # runs between it and the two programs, and no path is quoted into a command line.
    if ! "${pin[@]}" hyperfine -N --warmup 2 --min-runs "$RUNS" --export-json "$json" \
        --input "$set_path" --output null \
        -n resol "$resol_bin -j1 -a $ALGO" \
        -n peer "$peer_bin" \
        > "$work/$name.hyperfine.log" 2>&1; then
        echo "bench-peers: hyperfine failed on $name:" >&2
        cat "$work/$name.hyperfine.log" >&2
        failed=1
        continue
    fi

    python3 - "$json" "$name" "$count" "$match" << 'EOF'
import json, sys
path, name, count, match = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
results = {r["command"]: r for r in json.load(open(path))["results"]}
resol, peer = results["resol"]["median"], results["peer"]["median"]
rt, pt = count / resol, count / peer
runs = min(len(results[c]["times"]) for c in ("resol", "peer"))
print(f"{name:<34} {count:>8} {resol:>11.4f} {rt:>12,.0f} {peer:>11.4f} {pt:>12,.0f} {rt / pt:>7.3f} {runs:>5} {match}")
EOF
done

if (( differ )); then
    echo "# DIFFERENT: expected where puzzles have several solutions (the peer prints any one, resol"
    echo "# the smallest; e.g. every puzzle of puzzles7_serg_benchmark); check with resol --count."
fi
if [[ -n ${KEEP_JSON:-} ]]; then echo "# hyperfine JSON and logs kept in $work"; fi
exit "$failed"
