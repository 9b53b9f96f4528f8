#!/usr/bin/env bash
# Measures how well resol reads photos of Sudoku puzzles against their truth.
#
#   scripts/measure-photos.sh DIR DESC [GROUPS]
#
# DESC lists the photos, one a line (a path whose last part names a photo in DIR, as the V2
# dataset's .desc files do; lines starting with # are ignored). Each photo NAME.jpg has its truth
# NAME.dat beside it (two lines, then 9 lines of 9 digits, 0 for empty). With GROUPS (the
# training photos' groups.tsv, whose third column is each training puzzle's givens), each photo
# is also told seen (its puzzle is among the training photos') or unseen, and the photos read
# exactly are counted for both. The binary is $RESOL (default target/release/resol). For each photo it runs `RESOL --print --format line PHOTO`
# and prints one line: the photo, exact or the number of cells wrong (each named r<row>c<col>
# truth->read), how many grids were read, and the solver's changes from stderr. Then totals:
# photos read exactly, cells right, givens right, photos the solver's check changed.
# A photo is exact when the grid read has every given right and nothing extra; when several
# grids are read, the one closest to the truth is compared, and the photo is counted among
# those with more than one grid read.
set -euo pipefail
dir=${1:?usage: measure-photos.sh DIR DESC [GROUPS]}
desc=${2:?usage: measure-photos.sh DIR DESC [GROUPS]}
groups=${3:-}
resol=${RESOL:-target/release/resol}
photos=0 exact=0 cells=0 right=0 givens=0 givens_right=0 changed=0 extra=0
seen=0 seen_exact=0 unseen=0 unseen_exact=0
declare -A trained
if [[ -n $groups ]]; then
    while IFS=$'\t' read -r _ _ puzzle; do trained[$puzzle]=1; done < <(grep -v '^#' "$groups")
fi
while IFS= read -r entry; do
    [[ -z $entry || $entry == \#* ]] && continue
    name=$(basename "$entry")
    photo="$dir/$name"
    truth=$(tail -n +3 "${photo%.*}.dat" | tr -cd '0-9' | tr 0 .)
    err=$(mktemp)
    read=$("$resol" --print --format line "$photo" 2>"$err" || true)
    notes=$(grep -c 'read as' "$err" || true)
    grids=$(printf '%s' "$read" | grep -c . || true)
    best='' best_wrong=82
    while IFS= read -r line; do
        n=0
        for ((i = 0; i < 81; i++)); do [[ ${truth:i:1} == "${line:i:1}" ]] || ((n += 1)); done
        ((n < best_wrong)) && best=$line best_wrong=$n
    done <<<"$read"
    wrong=()
    for ((i = 0; i < 81; i++)); do
        t=${truth:i:1} r=${best:i:1}
        [[ -z $r ]] && r='?'
        [[ $t != . ]] && ((givens += 1))
        if [[ $t == "$r" ]]; then
            ((right += 1))
            [[ $t != . ]] && ((givens_right += 1))
        else
            wrong+=("r$((i / 9 + 1))c$((i % 9 + 1)) $t->$r")
        fi
    done
    ((cells += 81, photos += 1))
    ((notes > 0)) && ((changed += 1))
    ((grids > 1)) && ((extra += 1))
    kind=''
    if [[ -n $groups ]]; then
        if [[ -n ${trained[$truth]:-} ]]; then
            kind=' seen' && ((seen += 1)) && ((${#wrong[@]} == 0)) && ((seen_exact += 1))
        else
            kind=' unseen' && ((unseen += 1)) && ((${#wrong[@]} == 0)) && ((unseen_exact += 1))
        fi
    fi
    if ((${#wrong[@]} == 0)); then
        ((exact += 1))
        verdict=exact
    else
        verdict="${#wrong[@]} wrong: ${wrong[*]:0:6}"
        [[ -s $err ]] && verdict+=" [$(head -n 1 "$err")]"
    fi
    echo "$name$kind: $verdict (grids $grids, changes $notes)"
    rm -f "$err"
done <"$desc"
awk -v p="$photos" -v e="$exact" -v c="$cells" -v r="$right" -v g="$givens" -v gr="$givens_right" \
    -v ch="$changed" -v x="$extra" 'BEGIN {
    printf "photos read exactly: %d/%d\n", e, p
    printf "cells right: %d/%d (%.2f %%)\n", r, c, 100 * r / c
    printf "givens right: %d/%d (%.2f %%)\n", gr, g, 100 * gr / g
    printf "photos the solver check changed: %d; photos with more than one grid read: %d\n", ch, x
}'
if [[ -n $groups ]]; then
    echo "seen puzzles: $seen_exact/$seen exact; unseen puzzles: $unseen_exact/$unseen exact"
fi
