#!/usr/bin/env bash
# Rebuilds the cell classifiers' weights and the fixtures of their test: the model of grids of
# digits (src/picture/weights.bin, weights.tsv) from the V2 training photos and grids drawn in
# open fonts, and the model of 16×16 grids (src/picture/symbols.bin, symbols.tsv) from 16×16
# grids drawn in the same fonts, as the manual's "Solving the paper's puzzle" says. Run from
# the repository's root, with the packages of training/requirements.txt:
#
#   training/train.sh [PHOTOS_DIR]
#
# PHOTOS_DIR defaults to ../shared/data/photos/v2_train. Every step is seeded: the same
# photos, fonts and package versions give the same weights.
set -euo pipefail
photos=${1:-../shared/data/photos/v2_train}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 training/draw_grids.py "$work/fonts" 800
python3 training/draw_grids.py "$work/symbols" 1500 --size 16
cargo build --release --example cells
target/release/examples/cells "$photos" >"$work/photos.tsv"
target/release/examples/cells "$work/fonts" >"$work/fonts.tsv"
target/release/examples/cells "$work/symbols" >"$work/symbols.tsv"
python3 training/train.py --photos "$work/photos.tsv" --fonts "$work/fonts.tsv" \
    --groups "$photos/groups.tsv" --folds 4 --out src/picture
python3 training/train.py --fonts "$work/symbols.tsv" --name symbols --out src/picture
