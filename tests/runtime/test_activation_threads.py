"""The C++ activation kernels (kernels/cpp/activation.cc) split large arrays across the thread pool
in blocks of whole cache lines: the same bits at 1, 2 and 3 threads, and the right values at the
block edges (an odd length that ends in a partial block)."""
from __future__ import annotations

import numpy as np

from paddle.kernels import _native


def _run_all(x: np.ndarray, d: np.ndarray, threads: int) -> list[bytes]:
    _native.set_threads(threads)
    try:
        y, r = _native.sigmoid(x), _native.relu(x)
        return [y.tobytes(), r.tobytes(), _native.sigmoid_grad(x, y, d).tobytes(),
                _native.relu_grad(x, r, d).tobytes(), _native.gelu(x, approximate=True).tobytes()]
    finally:
        _native.set_threads(0)


def test_activations_give_the_same_bits_at_any_thread_count_and_match_numpy() -> None:
    rng = np.random.default_rng(0)
    x = rng.normal(size=(3, 100_003)).astype(np.float32)
    d = rng.normal(size=x.shape).astype(np.float32)
    one = _run_all(x, d, 1)
    assert _run_all(x, d, 2) == one
    assert _run_all(x, d, 3) == one
    _native.set_threads(2)
    try:
        np.testing.assert_array_equal(_native.relu(x), np.maximum(x, 0))
        np.testing.assert_array_equal(_native.relu_grad(x, np.maximum(x, 0), d), np.where(x > 0, d, 0))
        np.testing.assert_allclose(_native.sigmoid(x), 1 / (1 + np.exp(-x.astype(np.float64))), rtol=1e-6)
    finally:
        _native.set_threads(0)
