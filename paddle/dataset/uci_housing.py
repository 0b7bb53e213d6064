"""UCI housing (Boston), as v2's reader: 506 rows of 13 features and the price; each feature is
centred on its mean and divided by its range (over all rows), the first 80% of the rows train and
the rest test; a sample is (features float32[13], price float32[1]).

Where the published `housing.data` is in the cache (`<data home>/uci_housing/housing.data`,
md5-checked) it is read; otherwise the same table as shipped in the `mlxtend` package.
`model()` reads the book's trained parameters (`fit_a_line.tar`) from the cache the same way.
"""
from __future__ import annotations

import functools
from typing import Any

import numpy as np

from .common import (DataFormatError, Reader, bad_argument, cached, download, package_file, reader_of,
                     v2_parameters_from_tar)

URL = "https://archive.ics.uci.edu/ml/machine-learning-databases/housing/housing.data"
MD5 = "d4accdce7a25600298819f8e28e8d593"
URL_MODEL = "https://github.com/PaddlePaddle/book/raw/develop/01.fit_a_line/fit_a_line.tar"
MD5_MODEL: str | None = None  # v2 pinned the book's file of the day; any v2 parameter tar is read

FEATURES = 13
TRAIN_RATIO = 0.8
feature_names = ["CRIM", "ZN", "INDUS", "CHAS", "NOX", "RM", "AGE", "DIS", "RAD", "TAX", "PTRATIO", "B", "LSTAT"]


@functools.cache
def _normalised(path: str | None) -> tuple[Any, Any]:
    """The table of the published file at `path` (md5 checked by the caller), or mlxtend's."""
    if path is not None:
        raw = np.fromfile(path, sep=" ")
        if raw.size == 0 or raw.size % (FEATURES + 1):
            raise DataFormatError(f"paddle.dataset.uci_housing: {path} holds {raw.size} numbers, not rows of "
                                  f"{FEATURES + 1}")
        raw = raw.reshape(-1, FEATURES + 1)
    else:
        raw = np.loadtxt(package_file("mlxtend", "data/data/boston_housing.csv", "uci_housing"), delimiter=",")
    x = raw[:, :FEATURES]
    x = (x - x.mean(axis=0)) / (x.max(axis=0) - x.min(axis=0))
    return x.astype(np.float32), raw[:, FEATURES:].astype(np.float32)


def _load() -> tuple[Any, Any]:
    return _normalised(download(URL, "uci_housing", MD5) if cached(URL, "uci_housing") else None)


def arrays(part: str = "train") -> tuple[Any, Any]:
    """Features [n, 13] and prices [n, 1] (float32) of `part` ('train' or 'test')."""
    if part not in ("train", "test"):
        raise bad_argument("paddle.dataset.uci_housing.arrays", "part", "'train' or 'test'", part,
                           f"part should be 'train' or 'test', got {part!r}")
    x, y = _load()
    cut = int(len(x) * TRAIN_RATIO)
    rows = {"train": slice(0, cut), "test": slice(cut, None)}[part]
    return x[rows], y[rows]


def train() -> Reader:
    return reader_of(*arrays("train"))


def test() -> Reader:
    return reader_of(*arrays("test"))


def predict_reader() -> tuple[Any, ...]:
    """The first test row's features, as a one-field sample."""
    return (arrays("test")[0][0],)


def model() -> Any:
    """The book's trained fit_a_line parameters, from `<data home>/fit_a_line.tar/fit_a_line.tar`
    (v2's cache path for it), read with `Parameters.from_tar`."""
    path = download(URL_MODEL, "fit_a_line.tar", MD5_MODEL)
    with open(path, "rb") as f:
        return v2_parameters_from_tar(f)


def fetch() -> None:
    download(URL, "uci_housing", MD5)


def convert(path: str) -> None:
    """The train and test sets as RecordIO files in `path` (v2's convert)."""
    from .common import convert as write
    write(path, train(), 1000, "uci_housing_train")
    write(path, test(), 1000, "uci_housing_test")
