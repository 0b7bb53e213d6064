import numpy as np
import pytest


@pytest.fixture
def batch():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(8, 6)).astype(np.float32)
    label = (x[:, :3].argmax(axis=1)).reshape(-1, 1).astype(np.int64)
    return x, label
