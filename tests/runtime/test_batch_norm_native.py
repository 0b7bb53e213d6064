"""batch_norm's C++ kernels against torch at sizes where they split channels across threads, and
the same bits whatever the number of threads (channels are independent)."""
from __future__ import annotations

import numpy as np
import pytest
import torch

from paddle.kernels import _native
from paddle.kernels.norm import _batch_norm_cpu, _batch_norm_grad_cpu

RNG = np.random.default_rng(5)


def _inputs(dtype, shape=(16, 8, 32, 32)):
    c = shape[1]
    x = (RNG.normal(size=shape) * 3 + 2).astype(dtype)
    return x, RNG.uniform(0.5, 2, c).astype(dtype), RNG.normal(size=c).astype(dtype), \
        RNG.normal(size=c).astype(dtype), RNG.uniform(0.5, 2, c).astype(dtype)


@pytest.mark.parametrize("dtype,tol", [(np.float32, 2e-5), (np.float64, 1e-12)])
@pytest.mark.parametrize("is_test", [False, True])
def test_forward_and_backward_match_torch(dtype, tol, is_test):
    x, scale, bias, mean, var = _inputs(dtype)
    y, mean_out, var_out, saved_mean, saved_inv = _batch_norm_cpu(x, scale, bias, mean, var, momentum=0.9,
                                                                  epsilon=1e-5, is_test=is_test)
    tx = torch.tensor(x, requires_grad=True)
    ts, tb = torch.tensor(scale, requires_grad=True), torch.tensor(bias, requires_grad=True)
    rm, rv = torch.tensor(mean), torch.tensor(var)
    ty = torch.nn.functional.batch_norm(tx, rm, rv, ts, tb, training=not is_test, momentum=0.1, eps=1e-5)
    np.testing.assert_allclose(y, ty.detach().numpy(), rtol=tol, atol=tol)
    dy = RNG.normal(size=x.shape).astype(dtype)
    ty.backward(torch.tensor(dy))
    zeros = np.zeros_like(scale)
    dx, dscale, dbias = _batch_norm_grad_cpu(x, scale, bias, mean, var, saved_mean, saved_inv, dy, zeros, zeros,
                                             zeros, zeros, momentum=0.9, epsilon=1e-5, is_test=is_test)
    for ours, theirs in ((dx, tx), (dscale, ts), (dbias, tb)):
        np.testing.assert_allclose(ours, theirs.grad.numpy(), rtol=tol * 10, atol=tol * 10)
    if not is_test:
        batch_var = x.astype(np.float64).var(axis=(0, 2, 3))
        np.testing.assert_allclose(var_out, 0.9 * var + 0.1 * batch_var, rtol=tol)
        np.testing.assert_allclose(saved_inv, 1 / np.sqrt(batch_var + 1e-5), rtol=tol)


def test_threads_give_the_same_bits():
    x, scale, bias, mean, var = _inputs(np.float32)
    dy = RNG.normal(size=x.shape).astype(np.float32)
    results = []
    try:
        for threads in (1, 2, 3):
            _native.set_threads(threads)
            out = _native.batch_norm_f32(x, scale, bias, mean, var, 0.9, 1e-5, False)
            grads = _native.batch_norm_grad_f32(x, scale, out[3], out[4], dy, False)
            results.append([a.tobytes() for a in (*out, *grads)])
    finally:
        _native.set_threads(0)
    assert results[0] == results[1] == results[2]


def test_a_constant_channel_with_a_tiny_epsilon_stays_finite():
    x = np.full((4, 2, 3, 3), 7.0, np.float32)
    ones = np.ones(2, np.float32)
    y = _batch_norm_cpu(x, ones, ones * 0.5, ones * 0, ones, momentum=0.9, epsilon=1e-300, is_test=False)[0]
    np.testing.assert_array_equal(y, 0.5)
