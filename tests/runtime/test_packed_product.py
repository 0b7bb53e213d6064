"""The recurrences' packed products (kernels/cpp/packed_product.h): a weight packed once into
32-column panels, multiplied by each step's rows through an AVX-512 micro-kernel. Checked against
numpy's BLAS in float64 at shapes that exercise every row tail (blocks of 8 rows), column tail
(panels of 32) and an empty k; the LSTM/GRU tests run it inside the recurrences."""
from __future__ import annotations

import numpy as np
import pytest

from paddle.kernels import _native

pytestmark = pytest.mark.skipif(not _native.packed_product_supported(),
                                reason="this CPU has no AVX-512F: the recurrences take the BLAS")


def _reference(a: np.ndarray, b: np.ndarray, transposed: bool) -> np.ndarray:
    return a.astype(np.float64) @ (b.T if transposed else b).astype(np.float64)


@pytest.mark.parametrize("transposed", [False, True])
@pytest.mark.parametrize("m", [1, 7, 8, 9, 17, 64])
@pytest.mark.parametrize("k, n", [(128, 512), (33, 20), (5, 31), (16, 32), (40, 33), (3, 65), (7, 60)])
def test_product_matches_blas(transposed: bool, m: int, k: int, n: int) -> None:
    rng = np.random.default_rng(m * 1000 + k + n)
    a = rng.normal(size=(m, k)).astype(np.float32)
    b = rng.normal(size=(n, k) if transposed else (k, n)).astype(np.float32)
    got = _native.packed_product_f32(a, b, transposed)
    assert got.shape == (m, n) and got.dtype == np.float32
    np.testing.assert_allclose(got, _reference(a, b, transposed), rtol=1e-5, atol=1e-5 * np.sqrt(k))


def test_empty_inner_size_gives_zeros() -> None:
    got = _native.packed_product_f32(np.zeros((5, 0), np.float32), np.zeros((0, 40), np.float32))
    np.testing.assert_array_equal(got, np.zeros((5, 40), np.float32))


def test_mismatched_inner_sizes_are_refused() -> None:
    with pytest.raises(ValueError, match="columns"):
        _native.packed_product_f32(np.zeros((2, 3), np.float32), np.zeros((4, 2), np.float32))
