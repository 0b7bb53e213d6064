"""A summed Out@GRAD folded into batch norm's fused gradient (paddle/core/fusion_batch_norm.py's
`fold_summed_dout`; the kernels' `dout2`, kernels/cpp/batch_norm.h) against the unfused ops.

Where an activation's output has two readers (a residual block's input: its first conv and its
shortcut), backward adds their gradients with a `sum` op that only the activation's grad op reads;
the fused gradient step then takes both addends. The kernels given (dout, dout2) give the bits they
give for the sum op's output, and the unfused gradient ops' values (float32 and float64, partial
blocks, at 1, 2 and 3 threads); the gradient is the numeric gradient of the unfused chain against the
two addends' sum. A training net of residual blocks folds both sums and learns what it learns
unfused; a kept (fetched) sum is not folded.
"""
import numpy as np
import pytest

import paddle
from paddle.core.fusion import BatchNormChain, ResidualChain, find_chains
from paddle.kernels import _native

from .helpers import BN_SHAPES, assert_trained_alike, batch_norm_case, cpu_kernel
from .test_fused_residual import _train, residual_net



def _case(shape, dtype, seed=0):
    """X, R, the four parameters and two addends of Out@GRAD."""
    rng = np.random.default_rng(seed)
    x, r, params = batch_norm_case(rng, shape, dtype, residual=True)
    d1, d2 = (rng.normal(size=shape).astype(dtype) for _ in range(2))
    return x, r, params, d1, d2


def _grads(head, x, r, params, d1, d2, threads=0):
    """The fused forward, then its gradient given the addends (d2 None: d1 is Out@GRAD whole)."""
    _native.set_threads(threads)
    try:
        if head:
            out = _native.fused_batch_norm_add_relu(x, r, *params, 0.9, 1e-5, False)
            grad = _native.fused_batch_norm_add_relu_grad
        else:
            out = _native.fused_batch_norm_relu(x, *params, 0.9, 1e-5, False)
            grad = _native.fused_batch_norm_relu_grad
        return out, grad(x, params[0], out[3], out[4], out[0], d1, False, d2)
    finally:
        _native.set_threads(0)


@pytest.mark.parametrize("head", [False, True])
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("shape", BN_SHAPES)
def test_two_addends_give_the_bits_of_their_sum(shape, dtype, head):
    x, r, params, d1, d2 = _case(shape, dtype)
    summed = cpu_kernel("sum", dtype)([d1, d2])  # the op the plan folds away
    _, want = _grads(head, x, r, params, summed, None)
    _, got = _grads(head, x, r, params, d1, d2)
    assert len(got) == len(want) == (4 if head else 3)
    for ours, theirs in zip(got, want):
        np.testing.assert_array_equal(ours, theirs)


@pytest.mark.parametrize("head", [False, True])
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_two_addends_give_the_unfused_gradient_ops(dtype, head):
    x, r, params, d1, d2 = _case((4, 3, 6, 5), dtype, seed=3)
    bn = cpu_kernel("batch_norm", dtype)(x, *params, momentum=0.9, epsilon=1e-5, is_test=False)
    pre = cpu_kernel("add", dtype)(bn[0], r) if head else bn[0]
    out = cpu_kernel("relu", dtype)(pre)
    dpre = cpu_kernel("relu_grad", dtype)(pre, out, cpu_kernel("sum", dtype)([d1, d2]))
    zeros = np.zeros_like(params[0])
    want = cpu_kernel("batch_norm_grad", dtype)(x, *params, bn[3], bn[4], dpre, zeros, zeros, zeros, zeros,
                                             momentum=0.9, epsilon=1e-5, is_test=False)
    _, got = _grads(head, x, r, params, d1, d2)
    tol = 2e-5 if dtype == np.float32 else 1e-12
    for ours, theirs in zip(got[:3], want):  # X, Scale, Bias
        np.testing.assert_allclose(ours, theirs, rtol=tol, atol=tol)
    if head:
        np.testing.assert_array_equal(got[3], dpre)  # R@GRAD: relu's gradient of the sum


def test_two_addends_give_the_numeric_gradient():
    x, r, params, d1, d2 = _case((3, 2, 5), np.float64, seed=1)
    _, got = _grads(True, x, r, params, d1, d2)

    def loss():
        out = _native.fused_batch_norm_add_relu(x, r, *params, 0.9, 1e-5, False)[0]
        return float(np.sum(out * d1) + np.sum(out * d2))
    for ours, value in zip(got, (x, params[0], params[1], r)):  # X, Scale, Bias, R
        want = np.zeros_like(value)
        for i in np.ndindex(value.shape):
            keep = value[i]
            value[i] = keep + 1e-6
            up = loss()
            value[i] = keep - 1e-6
            down = loss()
            value[i] = keep
            want[i] = (up - down) / 2e-6
        np.testing.assert_allclose(ours, want, rtol=1e-5, atol=1e-7)


def test_threads_give_the_same_bits():
    x, r, params, d1, d2 = _case((8, 6, 20, 20), np.float32, seed=5)
    for head in (False, True):
        results = [[a.tobytes() for a in _grads(head, x, r, params, d1, d2, threads)[1]] for threads in (1, 2, 3)]
        assert results[0] == results[1] == results[2]


# --- short rows: channels worked on in groups (kernels/cpp/batch_norm.h's group_size) ---------------
def _numpy_batch_norm_relu(x, scale, bias, dout, r=None):
    """Out, X@GRAD, Scale@GRAD, Bias@GRAD (and R@GRAD) of relu(batch_norm(X) (+ R)) in float64,
    written out per channel."""
    axes = (0, *range(2, x.ndim))
    at = (1, -1, *([1] * (x.ndim - 2)))
    mean = x.mean(axis=axes, keepdims=True)
    inv = 1 / np.sqrt(((x - mean) ** 2).mean(axis=axes, keepdims=True) + 1e-5)
    xhat = (x - mean) * inv
    out = np.maximum(xhat * scale.reshape(at) + bias.reshape(at) + (0 if r is None else r), 0)
    g = np.where(out > 0, dout, 0)
    dscale, dbias = (g * xhat).sum(axis=axes), g.sum(axis=axes)
    dx = scale.reshape(at) * inv * (g - dbias.reshape(at) / (x.size / x.shape[1]) - xhat * dscale.reshape(at)
                                    / (x.size / x.shape[1]))
    return (out, dx, dscale, dbias) if r is None else (out, dx, dscale, dbias, g)


# groups of 16, 8; [N, C]; 1 MiB and more (float64): the outputs stored past the cache
@pytest.mark.parametrize("shape", [(6, 20, 4, 4), (64, 24, 8, 8), (9, 37), (32, 16, 16, 16)])
@pytest.mark.parametrize("head", [False, True])
def test_grouped_channels_give_the_numpy_batch_norm(shape, head):
    x, r, params, d1, d2 = _case(shape, np.float64, seed=7)
    out, grads = _grads(head, x, r, params, d1, d2)
    want = _numpy_batch_norm_relu(x, params[0], params[1], d1 + d2, r if head else None)
    for ours, theirs in zip((out[0], *grads), want):  # Out, X@GRAD, Scale@GRAD, Bias@GRAD (, R@GRAD)
        np.testing.assert_allclose(ours, theirs, rtol=1e-9, atol=1e-9)
    np.testing.assert_allclose(out[3], x.mean(axis=(0, *range(2, x.ndim))), rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize("shape", [(64, 24, 8, 8), (64, 16, 16, 16)])
def test_grouped_channels_give_the_same_bits_at_any_thread_count(shape):
    # 8 x 8 maps: groups of 8 channels at 1 thread, of the 3 or 2 channels a thread's part holds at 2
    # or 3; 1 MiB: outputs stored past the cache
    x, r, params, d1, d2 = _case(shape, np.float32, seed=8)
    for head in (False, True):
        results = [[a.tobytes() for part in _grads(head, x, r, params, d1, d2, threads) for a in part]
                   for threads in (1, 2, 3)]
        assert results[0] == results[1] == results[2]


def test_kernels_refuse_an_addend_of_another_shape():
    x, r, params, d1, d2 = _case((2, 3, 4), np.float32)
    with pytest.raises(ValueError, match="the second addend of Out@GRAD should be shaped like X"):
        _grads(True, x, r, params, d1, d2[:1])


# --- the plan's pass ---------------------------------------------------------------------------
@pytest.fixture
def flags():
    before = paddle.get_flags()
    yield
    paddle.set_flags(fuse_elementwise=before["fuse_elementwise"], reuse_buffers=before["reuse_buffers"])


def _summed(chains):
    return [c for c in chains if isinstance(c, BatchNormChain) and c.dout_sum is not None]


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_a_training_net_folds_both_sums_and_learns_what_it_learns_unfused(flags, dtype):
    _, losses, state = _train(False, dtype)
    model, fused_losses, fused_state = _train(True, dtype)
    net = next(iter(model._subnets._cache.values()))
    folded = _summed(net.chains())
    # the stem's relu output feeds block 1 (conv and identity shortcut); block 1's, block 2 (conv
    # and projection shortcut): both gradients are sums, folded into the stem's and block 1's steps
    assert sorted(type(c).__name__ for c in folded) == ["BatchNormChain", "ResidualChain"]
    for c in folded:
        assert net.ops[c.dout_sum].type == "sum" and len(c.dout_addends) == 2 and c.dout in c.elided()
        assert c.dout_sum < c.tail_grad
    assert_trained_alike(losses, state, fused_losses, fused_state, dtype)


def test_a_kept_sum_is_not_folded(flags):
    paddle.set_flags(fuse_elementwise=True)
    model, avg, updates = residual_net("float32")
    rng = np.random.default_rng(0)
    model.run(avg, feed={"x": rng.normal(size=(4, 2, 6, 6)).astype("float32"),
                         "label": rng.integers(0, 3, (4, 1))}, train=updates)
    net = next(iter(model._subnets._cache.values()))
    folded = _summed(net.chains())
    assert folded
    keep = net.keep | {folded[0].dout}
    again = find_chains(net.ops, keep)
    assert [c.head for c in _summed(again)] == [c.head for c in folded[1:]]
    assert any(c.head == folded[0].head and isinstance(c, (BatchNormChain, ResidualChain)) for c in again)
