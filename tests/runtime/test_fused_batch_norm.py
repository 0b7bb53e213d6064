"""Batch norm then an activation fused (generated/cpp/fused_batch_norm.cc over kernels/cpp/batch_norm.h,
the plan's pass in paddle/core/fusion_batch_norm.py) against the unfused ops it replaces.

Each generated kernel: forward equal to batch_norm's kernel then the activation's, run through the
registry, float32 and float64, training and is_test, at sizes that leave partial blocks; gradient
against central differences of the unfused chain (float64) and against the unfused gradient ops;
the same bits at 1, 2 and 3 threads. A training net with conv + batch norm + relu learns the same
parameters fused and unfused, and its plan did fuse.
"""
import numpy as np
import pytest

import paddle
from paddle import Model
from paddle.core.fusion import BatchNormChain
from paddle.generated import layers
from paddle.kernels import _native
from paddle.model import backward, data, optimize
from paddle.registry import default_registry
from paddle.registry.fusion import chains

from .helpers import BN_SHAPES, assert_trained_alike, batch_norm_case, cpu_kernel

REGISTRY = default_registry()
TAILS = sorted({t.name for _, t in chains(REGISTRY.functions())})


def _inputs(shape, dtype, seed=0):
    x, _, params = batch_norm_case(np.random.default_rng(seed), shape, dtype)
    return x, params


def _unfused(tail, x, params, is_test):
    bn = cpu_kernel("batch_norm", x.dtype)(x, *params, momentum=0.9, epsilon=1e-5, is_test=is_test)
    return cpu_kernel(tail, x.dtype)(bn[0]), bn


@pytest.mark.parametrize("is_test", [False, True])
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("tail", TAILS)
@pytest.mark.parametrize("shape", BN_SHAPES)
def test_forward_is_batch_norm_then_the_activation(shape, tail, dtype, is_test):
    x, params = _inputs(shape, dtype)
    want, bn = _unfused(tail, x, params, is_test)
    got = getattr(_native, f"fused_batch_norm_{tail}")(x, *params, 0.9, 1e-5, is_test)
    assert got[0].dtype == want.dtype and got[0].shape == want.shape
    tol = 1e-6 if dtype == np.float32 else 1e-14
    np.testing.assert_allclose(got[0], want, rtol=tol, atol=tol)
    for ours, theirs in zip(got[1:], bn[1:]):  # MeanOut, VarianceOut, SavedMean, SavedVariance
        np.testing.assert_array_equal(ours, theirs)


def _loss(tail, x, params, dout):
    return float(np.sum(_unfused(tail, x, params, False)[0] * dout))


def _central(f, value, eps=1e-6):
    grad = np.zeros_like(value)
    for i in np.ndindex(value.shape):
        keep = value[i]
        value[i] = keep + eps
        up = f()
        value[i] = keep - eps
        down = f()
        value[i] = keep
        grad[i] = (up - down) / (2 * eps)
    return grad


@pytest.mark.parametrize("tail", TAILS)
@pytest.mark.parametrize("shape", [(3, 2, 5), (4, 3)])
def test_gradient_is_the_numeric_gradient_of_the_unfused_chain(shape, tail):
    x, params = _inputs(shape, np.float64, seed=1)
    dout = np.random.default_rng(2).normal(size=shape)
    out, saved_mean, saved_inv = (getattr(_native, f"fused_batch_norm_{tail}")(x, *params, 0.9, 1e-5, False)[i]
                                  for i in (0, 3, 4))
    dx, dscale, dbias = getattr(_native, f"fused_batch_norm_{tail}_grad")(x, params[0], saved_mean, saved_inv, out,
                                                                            dout, False)
    scale, bias = params[0], params[1]
    np.testing.assert_allclose(dx, _central(lambda: _loss(tail, x, params, dout), x), rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(dscale, _central(lambda: _loss(tail, x, params, dout), scale), rtol=1e-5, atol=1e-7)
    np.testing.assert_allclose(dbias, _central(lambda: _loss(tail, x, params, dout), bias), rtol=1e-5, atol=1e-7)


@pytest.mark.parametrize("is_test", [False, True])
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("tail", TAILS)
def test_gradient_is_the_unfused_gradient_ops(tail, dtype, is_test):
    x, params = _inputs((4, 3, 6, 5), dtype, seed=3)
    dout = np.random.default_rng(4).normal(size=x.shape).astype(dtype)
    out, bn = _unfused(tail, x, params, is_test)
    dy = cpu_kernel(f"{tail}_grad", x.dtype)(bn[0], out, dout)
    zeros = np.zeros_like(params[0])
    want = cpu_kernel("batch_norm_grad", x.dtype)(x, *params, bn[3], bn[4], dy, zeros, zeros, zeros, zeros,
                                               momentum=0.9, epsilon=1e-5, is_test=is_test)
    got = getattr(_native, f"fused_batch_norm_{tail}_grad")(x, params[0], bn[3], bn[4], out, dout, is_test)
    tol = 2e-5 if dtype == np.float32 else 1e-12
    for ours, theirs in zip(got, want):
        np.testing.assert_allclose(ours, theirs, rtol=tol, atol=tol)


@pytest.mark.parametrize("tail", TAILS)
def test_threads_give_the_same_bits(tail):
    x, params = _inputs((8, 6, 20, 20), np.float32, seed=5)
    dout = np.random.default_rng(6).normal(size=x.shape).astype(np.float32)
    results = []
    try:
        for threads in (1, 2, 3):
            _native.set_threads(threads)
            out = getattr(_native, f"fused_batch_norm_{tail}")(x, *params, 0.9, 1e-5, False)
            grads = getattr(_native, f"fused_batch_norm_{tail}_grad")(x, params[0], out[3], out[4], out[0], dout,
                                                                       False)
            results.append([a.tobytes() for a in (*out, *grads)])
    finally:
        _native.set_threads(0)
    assert results[0] == results[1] == results[2]


def test_kernels_refuse_what_they_cannot_read():
    x, params = _inputs((2, 3, 4), np.float32)
    with pytest.raises(ValueError, match="Scale should be a vector of the C channels"):
        _native.fused_batch_norm_relu(x, params[0][:2], *params[1:], 0.9, 1e-5, False)
    with pytest.raises(ValueError, match="float32 or float64"):
        _native.fused_batch_norm_relu(x.astype(np.int32), *params, 0.9, 1e-5, False)
    with pytest.raises(ValueError, match="Out@GRAD should be shaped like X"):
        _native.fused_batch_norm_relu_grad(x, params[0], params[2], params[3], x, x[:1], False)


# --- the plan's pass ---------------------------------------------------------------------------
@pytest.fixture
def flags():
    before = paddle.get_flags()
    yield
    paddle.set_flags(fuse_elementwise=before["fuse_elementwise"], reuse_buffers=before["reuse_buffers"])


def conv_bn_act_net(dtype, act):
    """conv, batch norm (training), activation, twice; softmax cross-entropy; momentum SGD."""
    model = Model(seed=3)
    with model:
        x, label = data("x", [None, 2, 6, 6], dtype=dtype), data("label", [None, 1], dtype="int64")

        def bn(y, name):
            def p(part, value):
                return paddle.model.parameter(f"{name}.{part}", [3], dtype=dtype,
                                              initializer=("fill_constant", {"value": value}))
            return layers.batch_norm(y, p("scale", 1.0), p("bias", 0.1), p("mean", 0.0), p("var", 1.0))[0]
        y = getattr(layers, act)(bn(layers.img_conv(x, num_filters=3, filter_size=3, padding=1, bias=False), "bn1"))
        y = getattr(layers, act)(bn(layers.img_conv(y, num_filters=3, filter_size=3, padding=1, bias=False), "bn2"))
        _, loss = layers.softmax_with_cross_entropy(layers.fc(layers.flatten(y, axis=1), size=3), label)
        avg = layers.mean(loss)
        backward(avg)
        updates = optimize("momentum", learning_rate=0.1, momentum=0.9)
    return model, avg, updates


def _train(fuse, dtype, act, steps=3):
    paddle.set_flags(fuse_elementwise=fuse)
    model, avg, updates = conv_bn_act_net(dtype, act)
    rng = np.random.default_rng(0)
    feed = {"x": rng.normal(size=(4, 2, 6, 6)).astype(dtype), "label": rng.integers(0, 3, (4, 1))}
    losses = [float(model.run(avg, feed=feed, train=updates)[0]) for _ in range(steps)]
    scope = model.root_scope()
    state = {n: scope.var(n).value.copy() for n in scope.local_names()
             if scope.var(n).label == "parameter" and scope.var(n).value is not None}
    return model, losses, state


def _plans(model):
    return [p for net in model._subnets._cache.values() for plans in net._plans.values() for p in plans.values()]


@pytest.mark.parametrize("act", ["relu", "tanh"])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_a_training_net_fused_learns_what_it_learns_unfused(flags, dtype, act):
    _, losses, state = _train(False, dtype, act)
    model, fused_losses, fused_state = _train(True, dtype, act)
    net = next(iter(model._subnets._cache.values()))
    found = [c for c in net.chains() if isinstance(c, BatchNormChain)]
    assert [c.kernel for c in found] == [f"fused_batch_norm_{act}"] * 2
    assert all(c.tail_grad is not None and c.grads[1] and c.grads[2] and len(c.zero_fills) == 4 for c in found)
    # per chain: the activation, batch_norm_grad and the four zero fills of the statistics' gradients go
    assert any(len(p.steps) - len(p.run_steps) == 2 * 6 for p in _plans(model))
    assert_trained_alike(losses, state, fused_losses, fused_state, dtype)


def test_a_fetched_normalised_value_is_not_fused_away(flags):
    paddle.set_flags(fuse_elementwise=True)
    model = Model(seed=1)
    with model:
        x = data("x", [None, 3, 4, 4])
        ones = [paddle.model.parameter(f"bn.{p}", [3], initializer=("fill_constant", {"value": 1.0}))
                for p in ("scale", "bias", "mean", "var")]
        y = layers.batch_norm(x, *ones)[0]
        out = layers.mean(layers.relu(y))
        backward(out)
        updates = optimize("sgd", learning_rate=0.1)
    feed = {"x": np.random.default_rng(0).normal(size=(2, 3, 4, 4)).astype("float32")}
    fetched, _ = model.run([y, out], feed=feed, train=updates)
    assert np.abs(fetched.mean(axis=(0, 2, 3)) - 1.0).max() < 1e-5  # Y itself: normalised, shifted by Bias (1)
    net = next(iter(model._subnets._cache.values()))
    assert not any(isinstance(c, BatchNormChain) for c in net.chains())
