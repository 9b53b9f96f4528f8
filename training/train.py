#!/usr/bin/env python3
"""Trains resol's digit classifiers and writes their weights.

Reads the cell examples written by `cargo run --release --example cells` (one line a cell:
NAME, CELL, LABEL, then the features), trains a multilayer perceptron (features -> 128 ReLU
units -> one class a label, class 0 an empty cell) with scikit-learn, and writes `NAME.bin` in
the form `src/picture/model.rs` reads, with a fixture of a cell of each class and its
probabilities (`NAME.tsv`) for the crate's test of its forward pass.

    python3 training/train.py --photos photos.tsv --fonts fonts.tsv \
        --groups ../shared/data/photos/v2_train/groups.tsv [--folds 5] [--out src/picture]
    python3 training/train.py --fonts symbols.tsv --name symbols --out src/picture

The first is the model of grids of digits (10 classes: empty and 1 to 9), trained on photos
and drawn grids; the second the model of 16×16 grids (17 classes: empty, 1 to 9 and the
letters A to G for 10 to 16), trained on drawn grids alone.

With --folds K it first validates: K folds grouped by puzzle (photos of the same puzzle never
on both sides), rendered digits always on the training side; it prints the share of cells and
of givens read right and the photos read exactly. With --fold-weights DIR it also writes each
fold's model (DIR/foldK.bin) and held-out photos (DIR/foldK.txt), for
`cargo run --release --example validate` to read them as the binary would, the solver's check
included. The same seed gives the same weights.
"""

import argparse
import os
import struct
import sys
import warnings

# One thread: sums in one order, so the weights are the same on every run.
os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402
from sklearn.exceptions import ConvergenceWarning  # noqa: E402
from sklearn.neural_network import MLPClassifier  # noqa: E402

# A fixed number of epochs is the plan, not a failure to converge.
warnings.filterwarnings("ignore", category=ConvergenceWarning)

SEED = 20261205
HIDDEN = 128


def load(path):
    names, labels, rows = [], [], []
    with open(path) as lines:
        for line in lines:
            name, _cell, label, features = line.rstrip("\n").split("\t")
            names.append(name)
            labels.append(int(label))
            rows.append(np.array(features.split(" "), dtype=np.float32))
    return np.array(names), np.array(labels), np.vstack(rows)


def thinned(examples):
    """The rendered examples with one empty cell in four: they are most cells, and alike."""
    names, labels, features = examples
    keep = (labels != 0) | (np.random.default_rng(SEED).random(len(labels)) < 0.25)
    return names[keep], labels[keep], features[keep]


def groups_of(path):
    groups = {}
    with open(path) as lines:
        for line in lines:
            if line.startswith("#"):
                continue
            photo, group = line.split("\t")[:2]
            groups[photo.rsplit(".", 1)[0]] = int(group)
    return groups


def model():
    return MLPClassifier(
        hidden_layer_sizes=(HIDDEN,),
        activation="relu",
        solver="adam",
        alpha=1e-4,
        batch_size=128,
        learning_rate_init=1e-3,
        max_iter=25,
        shuffle=True,
        random_state=SEED,
        tol=1e-6,
        n_iter_no_change=25,
    )


def validate(folds, photos, fonts, groups, fold_out):
    names, labels, features = photos
    group = np.array([groups[name] for name in names])
    distinct = np.unique(group)
    rng = np.random.default_rng(SEED)
    rng.shuffle(distinct)
    fold_of = {g: i % folds for i, g in enumerate(distinct)}
    fold = np.array([fold_of[g] for g in group])
    predicted = np.zeros_like(labels)
    for k in range(folds):
        train = fold != k
        x = np.vstack([features[train], fonts[2]])
        y = np.concatenate([labels[train], fonts[1]])
        classifier = model().fit(x, y)
        predicted[fold == k] = classifier.predict(features[fold == k])
        if fold_out:
            write_weights(classifier, os.path.join(fold_out, f"fold{k + 1}.bin"))
            with open(os.path.join(fold_out, f"fold{k + 1}.txt"), "w") as held_out:
                held_out.write("".join(f"{name}\n" for name in sorted(set(names[fold == k]))))
        print(f"fold {k + 1}/{folds} done", file=sys.stderr)
    right = predicted == labels
    givens = labels != 0
    exact = {name: True for name in names}
    for name, ok in zip(names, right):
        exact[name] &= bool(ok)
    print(f"cells read right: {right.sum()}/{len(right)} ({100 * right.mean():.2f} %)")
    print(f"givens read right: {right[givens].sum()}/{givens.sum()} ({100 * right[givens].mean():.2f} %)")
    print(f"photos read exactly: {sum(exact.values())}/{len(exact)}")
    for name in sorted(n for n, ok in exact.items() if not ok):
        wrong = [(i % 81, labels[i], predicted[i]) for i in np.nonzero((names == name) & ~right)[0]]
        print(f"  {name}: " + ", ".join(f"r{c // 9 + 1}c{c % 9 + 1} {t}->{p}" for c, t, p in wrong))


def write_weights(classifier, path):
    first, second = classifier.coefs_
    first_bias, second_bias = classifier.intercepts_
    with open(path, "wb") as weights:
        weights.write(b"RSLM")
        weights.write(struct.pack("<3I", *first.shape, second.shape[1]))
        for array in (first, first_bias, second, second_bias):
            weights.write(np.asarray(array, dtype="<f4").tobytes())


def write(classifier, out, name, sample):
    os.makedirs(out, exist_ok=True)
    write_weights(classifier, os.path.join(out, f"{name}.bin"))
    # The fixture: a few cells and the probabilities the trained model gives them.
    probabilities = classifier.predict_proba(sample)
    with open(os.path.join(out, f"{name}.tsv"), "w") as fixture:
        for features, p in zip(sample, probabilities):
            fixture.write(" ".join(f"{v:.3f}" for v in features) + "\t")
            fixture.write(" ".join(f"{v:.6f}" for v in p) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--photos", help="cells of photos, validated by --folds over --groups")
    parser.add_argument("--fonts", required=True)
    parser.add_argument("--groups")
    parser.add_argument("--folds", type=int, default=0)
    parser.add_argument("--name", default="weights", help="the weights' file name, without .bin")
    parser.add_argument("--out")
    parser.add_argument("--fold-weights", help="writes each fold's weights and photos there")
    arguments = parser.parse_args()
    fonts = thinned(load(arguments.fonts))
    photos = load(arguments.photos) if arguments.photos else (fonts[0][:0], fonts[1][:0], fonts[2][:0])
    if arguments.folds:
        validate(arguments.folds, photos, fonts, groups_of(arguments.groups), arguments.fold_weights)
    if arguments.out:
        x = np.vstack([photos[2], fonts[2]])
        y = np.concatenate([photos[1], fonts[1]])
        classifier = model().fit(x, y)
        # One cell of each class, from the photos when there are photos, for the fixture.
        cells, labels = (photos[2], photos[1]) if len(photos[1]) else (fonts[2], fonts[1])
        sample = np.vstack([cells[np.nonzero(labels == c)[0][0]] for c in classifier.classes_])
        write(classifier, arguments.out, arguments.name, sample)
        print(f"weights written to {arguments.out}/{arguments.name}.bin", file=sys.stderr)


if __name__ == "__main__":
    main()
