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


@pytest.mark.parametrize("m", [1, 7, 8, 9, 17, 128])
@pytest.mark.parametrize("k, n", [(64, 512), (33, 20), (1, 31), (16, 32), (40, 33), (3, 65), (0, 7)])
def test_added_transposed_product_matches_blas(m: int, k: int, n: int) -> None:
    """c += a^T @ b (a weight's gradient summed step by step): every row tail, column tail, and
    c's own values kept (an empty k leaves c as it was)."""
    rng = np.random.default_rng(m * 1000 + k + n)
    a = rng.normal(size=(k, m)).astype(np.float32)
    b = rng.normal(size=(k, n)).astype(np.float32)
    c = rng.normal(size=(m, n)).astype(np.float32)
    want = c.astype(np.float64) + _reference(a.T.copy(), b, False)
    _native.packed_add_at_b_f32(c, a, b)
    np.testing.assert_allclose(c, want, rtol=1e-5, atol=1e-5 * np.sqrt(k + 1))


def test_added_transposed_product_refuses_mismatched_shapes() -> None:
    with pytest.raises(ValueError, match=r"c \[3, 4\] \+= a\^T @ b with a \[2, 3\], b \[5, 4\]"):
        _native.packed_add_at_b_f32(np.zeros((3, 4), np.float32), np.zeros((2, 3), np.float32),
                                    np.zeros((5, 4), np.float32))
