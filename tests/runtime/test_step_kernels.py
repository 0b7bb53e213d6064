"""The C++ kernels of a training step's small ops (kernels/cpp/dense.cc, optimizer_update.cc,
pool.cc's split across the pool) against numpy written differently, at sizes the pool splits
across threads; and numpy's BLAS held single-threaded while a net runs (kernels/cpp/blas.h)."""
from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from paddle import PlainNet, Scope
from paddle.errors import OpRunError
from paddle.kernels import _native, optimizer, pool
from paddle.registry import OpDesc

DTYPES = [np.float32, np.float64]
BIG = (64, 16, 32, 32)  # a ResNet stage's activations: large enough to split across the pool


@pytest.fixture(autouse=True)
def two_threads() -> Any:
    """The pool splits work only with two threads or more (the CI machine has two cores)."""
    before = _native.threads()
    _native.set_threads(2)
    yield
    _native.set_threads(before)


# --- sum -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("count", [1, 2, 3, 5])
def test_sum_adds_every_input_in_order(dtype: Any, count: int) -> None:
    rng = np.random.default_rng(count)
    xs = [rng.normal(size=BIG).astype(dtype) for _ in range(count)]
    xs[-1] = xs[-1][:, :, ::-1]  # a strided view is read as its values
    want = xs[0].copy()
    for x in xs[1:]:
        want = np.add(want, x)  # left to right, as numpy's sum kernel adds
    kernel = _native.sum_f32 if dtype == np.float32 else _native.sum_f64
    got = kernel(xs)
    assert got.dtype == dtype and got.shape == BIG
    np.testing.assert_array_equal(got, want)
    assert got is not xs[0] and not np.shares_memory(got, xs[0])


def test_sum_refuses_mismatched_inputs() -> None:
    with pytest.raises(ValueError, match="shape and dtype"):
        _native.sum_f32([np.zeros((2, 3), np.float32), np.zeros((3, 2), np.float32)])
    with pytest.raises(ValueError, match="at least one"):
        _native.sum_f32([])


# --- matmul ----------------------------------------------------------------------------------------
def _operand(rng: Any, shape: tuple[int, int], dtype: Any, layout: str) -> Any:
    if layout == "c":
        return rng.normal(size=shape).astype(dtype)
    if layout == "f":  # column-major: read as the transpose
        return np.asfortranarray(rng.normal(size=shape).astype(dtype))
    wide = rng.normal(size=(shape[0], 2 * shape[1] + 1)).astype(dtype)
    return wide[:, 1::2]  # a step between columns: copied first


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("m, k, n", [(128, 784, 200), (3, 400, 900), (784, 128, 200), (1, 5, 1), (7, 0, 4),
                                     (0, 3, 4),
                                     # in parts: a thin op(A) by 64 rows of C (the last 40), a short wide
                                     # one by 64-deep slabs of k added up (the last 8)
                                     (1000, 64, 70), (1792, 28, 512), (28, 1800, 130), (64, 257, 40)])
@pytest.mark.parametrize("layout", ["c", "f", "step"])
def test_matmul_matches_float64_product(dtype: Any, m: int, k: int, n: int, layout: str) -> None:
    rng = np.random.default_rng(m + k + n)
    kernel = _native.matmul_f32 if dtype == np.float32 else _native.matmul_f64
    a, b = _operand(rng, (m, k), dtype, layout), _operand(rng, (k, n), dtype, "c")
    want = np.einsum("ik,kj->ij", a.astype(np.float64), b.astype(np.float64))
    tol = dict(rtol=1e-4, atol=1e-4 * np.sqrt(max(k, 1))) if dtype == np.float32 else dict(rtol=1e-11, atol=1e-11)
    for held in (False, True):  # a multi-threaded BLAS threads the one call; held, the pool splits it
        if held:
            _native.blas_hold()
        try:
            got = kernel(a, b)
            assert got.dtype == dtype and got.shape == (m, n)
            np.testing.assert_allclose(got, want, **tol)
            # the transposed forms the gradient uses: dX = dOut @ Y^T, dY = X^T @ dOut
            np.testing.assert_allclose(kernel(np.ascontiguousarray(a.T), b, True, False), want, **tol)
            np.testing.assert_allclose(kernel(a, np.ascontiguousarray(b.T), False, True), want, **tol)
        finally:
            if held:
                _native.blas_release()


def test_matmul_refuses_unequal_inner_sizes() -> None:
    with pytest.raises(ValueError, match="inner sizes differ"):
        _native.matmul_f32(np.zeros((2, 3), np.float32), np.zeros((4, 2), np.float32))
    with pytest.raises(ValueError, match="float32"):
        _native.matmul_f32(np.zeros((2, 3)), np.zeros((3, 2)))


# --- momentum and adam ---------------------------------------------------------------------------
@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("nesterov", [False, True])
def test_momentum_gives_the_numpy_kernels_bits(dtype: Any, nesterov: bool) -> None:
    rng = np.random.default_rng(5)
    param, grad, velocity = (rng.normal(size=(300, 170)).astype(dtype) for _ in range(3))
    attrs = dict(learning_rate=0.1, momentum=0.9, use_nesterov=nesterov)
    got = optimizer._momentum_cpu(param, grad, velocity, **attrs)
    want = optimizer._momentum(param, grad, velocity, **attrs)
    for g, w in zip(got, want):
        assert g.dtype == dtype
        np.testing.assert_array_equal(g, w)


@pytest.mark.parametrize("dtype", DTYPES)
def test_adam_is_the_float64_update_rounded_once(dtype: Any) -> None:
    rng = np.random.default_rng(6)
    param, grad, m1 = (rng.normal(size=(300, 170)).astype(dtype) for _ in range(3))
    m2 = np.abs(rng.normal(size=(300, 170))).astype(dtype)
    step = np.array([4.0])
    attrs = dict(learning_rate=1e-3, beta1=0.9, beta2=0.999, epsilon=1e-8)
    got = optimizer._adam_cpu(param, grad, m1, m2, step, **attrs)
    # the update written out per element in float64, as the paper gives it
    t = 5.0
    alpha = 1e-3 * np.sqrt(1 - 0.999 ** t) / (1 - 0.9 ** t)
    g64 = grad.astype(np.float64)
    first = 0.9 * m1.astype(np.float64) + 0.1 * g64
    second = 0.999 * m2.astype(np.float64) + 0.001 * np.square(g64)
    want = (param.astype(np.float64) - alpha * first / (np.sqrt(second) + 1e-8), first, second)
    rtol = 1e-6 if dtype == np.float32 else 1e-12
    for g, w in zip(got[:3], want):
        assert g.dtype == dtype
        np.testing.assert_allclose(g, w.astype(dtype), rtol=rtol, atol=rtol * 1e-3)
    assert got[3].tolist() == [5.0]


def test_optimizer_kernels_refuse_mismatched_state() -> None:
    with pytest.raises(ValueError, match="Velocity"):
        _native.momentum_f32(np.zeros(3, np.float32), np.zeros(3, np.float32), np.zeros(4, np.float32), 0.1, 0.9,
                             False)


# --- pool2d split across the pool ----------------------------------------------------------------
@pytest.mark.parametrize("kind", ["max", "avg"])
@pytest.mark.parametrize("window", ["global", "2x2", "3x3 pad 1"])
def test_pool2d_split_across_threads_matches_reference(kind: str, window: str) -> None:
    rng = np.random.default_rng(7)
    x = rng.normal(size=(16, 16, 8, 8))
    ksize, strides, paddings = {"global": ([8, 8], [1, 1], [0, 0]), "2x2": ([2, 2], [2, 2], [0, 0]),
                                "3x3 pad 1": ([3, 3], [1, 1], [1, 1])}[window]
    attrs = dict(pooling_type=kind, ksize=ksize, strides=strides, paddings=paddings, exclusive=True,
                 ceil_mode=False, global_pooling=window == "global")
    out = pool._pool2d_cpu(x, **attrs)
    np.testing.assert_allclose(out, pool._pool2d(x, **attrs), rtol=1e-12, atol=1e-12)
    dout = rng.normal(size=out.shape)
    np.testing.assert_allclose(pool._pool2d_grad_cpu(x, dout, **attrs), pool._pool2d_grad(x, dout, **attrs),
                               rtol=1e-12, atol=1e-12)


def test_global_average_pool_is_each_planes_mean() -> None:
    x = np.random.default_rng(8).normal(size=(64, 64, 8, 8)).astype(np.float32)
    attrs = dict(pooling_type="avg", ksize=[1, 1], strides=[1, 1], paddings=[0, 0], exclusive=True,
                 ceil_mode=False, global_pooling=True)
    out = pool._pool2d_cpu(x, **attrs)
    np.testing.assert_allclose(out[:, :, 0, 0], x.astype(np.float64).mean(axis=(2, 3)), rtol=1e-5, atol=1e-6)
    dx = pool._pool2d_grad_cpu(x, np.ones_like(out), **attrs)
    np.testing.assert_array_equal(dx, np.full_like(x, 1 / 64))


# --- the BLAS while a net runs ----------------------------------------------------------------------
def test_blas_is_single_threaded_while_a_net_runs_and_given_back_after(monkeypatch: Any) -> None:
    if _native.blas_threads() == 0:
        pytest.skip("numpy's BLAS is not OpenBLAS: nothing to hold")
    from paddle.kernels import math as kmath
    before, real = _native.blas_threads(), kmath._MATMUL[np.dtype(np.float32)]
    seen: list[int] = []
    fail = [False]

    def spy(*args: Any) -> Any:  # the mul kernel's product, recording the BLAS's threads as it runs
        seen.append(_native.blas_threads())
        if fail[0]:
            raise RuntimeError("a kernel failing mid-run")
        return real(*args)
    monkeypatch.setitem(kmath._MATMUL, np.dtype(np.float32), spy)
    net = PlainNet()
    net.add_op(OpDesc(type="mul", inputs={"X": ["x"], "Y": ["y"]}, outputs={"Out": ["z"]}))
    scope = Scope()
    scope.new_var("x").set(np.ones((4, 3), np.float32))
    scope.new_var("y").set(np.ones((3, 2), np.float32))
    _native.set_blas_threads(2)
    try:
        net.run(scope)
        assert seen == [1] and _native.blas_threads() == 2
        np.testing.assert_array_equal(scope.find_var("z").tensor.array, np.full((4, 2), 3.0, np.float32))
        fail[0] = True
        with pytest.raises(OpRunError, match="mul"):
            net.run(scope)
        assert seen == [1, 1] and _native.blas_threads() == 2  # given back after a failure too
    finally:
        _native.set_blas_threads(before)


def test_blas_holds_nest() -> None:
    if _native.blas_threads() == 0:
        pytest.skip("numpy's BLAS is not OpenBLAS: nothing to hold")
    before = _native.blas_threads()
    _native.set_blas_threads(2)
    try:
        _native.blas_hold()
        _native.blas_hold()
        _native.blas_release()
        assert _native.blas_threads() == 1  # an inner net finishing leaves the outer one's hold
        _native.blas_release()
        assert _native.blas_threads() == 2
    finally:
        _native.set_blas_threads(before)
