"""kernels/_gemm_gpu.py: the products a CUDA graph can record. Everywhere: the batch and layout
handling around the GEMM (the GEMM itself replaced by numpy's), against numpy's matmul. With a
usable GPU: products recorded in a capture and launched, against cupy's own matmul outside one."""
import numpy as np
import pytest

from paddle.core.device import gpu_usable
from paddle.kernels import _gemm_gpu

# (A's shape, B's shape, transpose the last two dims of A / B first): 2-D, the gradient's views,
# broadcast batches, a convolution's [groups, M, K] @ [N, groups, K, P]
SHAPES = [((5, 7), (7, 3), False, False), ((7, 5), (7, 3), True, False), ((5, 7), (3, 7), False, True),
          ((2, 3, 4), (5, 2, 4, 6), False, False), ((1, 6, 25), (4, 1, 25, 9), False, False),
          ((2, 3, 5), (4, 2, 5, 7), False, False), ((3, 1, 4), (3, 4, 2), False, False), ((4, 0), (0, 3), False, False)]


def _operands(xp, shape_a, shape_b, ta, tb, dtype, seed=0):
    rng = np.random.default_rng(seed)
    a = rng.normal(size=shape_a).astype(dtype)
    b = rng.normal(size=shape_b).astype(dtype)
    a, b = xp.asarray(a), xp.asarray(b)
    return (a.swapaxes(-1, -2) if ta else a), (b.swapaxes(-1, -2) if tb else b)


@pytest.mark.parametrize("case", SHAPES, ids=str)
def test_the_batch_handling_is_numpys_matmul(case, monkeypatch):
    def numpy_gemm(xp, a, b, out, m, n, k, count):
        np.matmul(a, b, out=out)
    monkeypatch.setattr(_gemm_gpu, "_gemm", numpy_gemm)
    a, b = _operands(np, *case, np.float64)
    got = _gemm_gpu._captured_matmul(np, a, b)
    want = np.matmul(a, b)
    assert got.shape == want.shape
    np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-12)


def test_numpy_arrays_take_numpys_matmul():
    a, b = _operands(np, (3, 4), (4, 2), False, False, np.float32)
    np.testing.assert_array_equal(_gemm_gpu.matmul(a, b), a @ b)


@pytest.mark.skipif(not gpu_usable(), reason="no usable GPU (cupy needs a device)")
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("case", SHAPES, ids=str)
def test_a_recorded_product_is_cupys(case, dtype):
    import cupy
    a, b = _operands(cupy, *case, dtype)
    stream = cupy.cuda.Stream(non_blocking=True)
    with stream:
        stream.begin_capture()
        try:
            out = _gemm_gpu.matmul(a, b)
        finally:
            graph = stream.end_capture()
        graph.launch(stream)
        stream.synchronize()
        recorded = out.get()
        out[...] = 0
        graph.launch(stream)  # a replay writes the product again
        stream.synchronize()
    want = cupy.matmul(a, b).get()
    tol = 1e-5 if dtype == np.float32 else 1e-12
    np.testing.assert_allclose(recorded, want, rtol=tol, atol=tol)
    np.testing.assert_allclose(out.get(), want, rtol=tol, atol=tol)
