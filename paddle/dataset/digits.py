"""scikit-learn's bundled 8x8 digits (1,797 images, `sklearn/datasets/data/digits.csv.gz`).

After a seeded shuffle the last 360 images test and the rest train; a sample is (image
float32[64] scaled to [0, 1], label int64).
"""
from __future__ import annotations

import functools
from typing import Any

import numpy as np

from .common import Reader, package_file, reader_of, seeded_split

N_TEST = 360
PIXELS = 64
CLASSES = 10


@functools.cache
def _load() -> tuple[Any, Any]:
    raw = np.loadtxt(package_file("sklearn", "datasets/data/digits.csv.gz", "digits"), delimiter=",")
    return (raw[:, :PIXELS] / 16.0).astype(np.float32), raw[:, PIXELS].astype(np.int64)


def arrays(part: str = "train") -> tuple[Any, Any]:
    """Images [n, 64] float32 in [0, 1] and labels [n] int64 of `part` ('train' or 'test')."""
    images, labels = _load()
    train_rows, test_rows = seeded_split(len(labels), N_TEST)
    rows = {"train": train_rows, "test": test_rows}[part]
    return images[rows], labels[rows]


def train() -> Reader:
    return reader_of(*arrays("train"))


def test() -> Reader:
    return reader_of(*arrays("test"))
