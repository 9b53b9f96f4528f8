#!/usr/bin/env bash
# Rebuilds the digit classifier's weights (src/picture/weights.bin and the fixture of its test)
# from the V2 training photos and grids drawn in open fonts, as the manual's "Solving the
# paper's puzzle" says. Run from the repository's root, with the packages of
# training/requirements.txt:
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
cargo build --release --example cells
target/release/examples/cells "$photos" >"$work/photos.tsv"
target/release/examples/cells "$work/fonts" >"$work/fonts.tsv"
python3 training/train.py --photos "$work/photos.tsv" --fonts "$work/fonts.tsv" \
    --groups "$photos/groups.tsv" --folds 4 --out src/picture
