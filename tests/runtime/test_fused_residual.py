"""A residual block's end fused: batch norm (training) + add of the shortcut + activation
(`fused_batch_norm_<head>_<tail>`, generated/cpp/fused_batch_norm.cc; the plan's pass in
paddle/core/fusion_residual.py) against the unfused ops it replaces.

Forward equal to batch_norm's kernel, then add's, then the activation's (float32 and float64,
partial blocks); gradient against central differences of the unfused chain (float64) and against
the unfused gradient ops (the activation's, add's, batch_norm_grad's); the same bits at 1, 2 and 3
threads. A training net of residual blocks (an identity shortcut and a projection shortcut, whose
shortcut is computed after the block's second batch norm) learns the same parameters fused and
unfused, and its plan did fuse both blocks' ends.
"""
import numpy as np
import pytest

import paddle
from paddle import Model
from paddle.core.fusion import ResidualChain
from paddle.generated import layers
from paddle.kernels import _native
from paddle.model import backward, data, optimize

from .helpers import BN_SHAPES, assert_trained_alike, batch_norm_case, cpu_kernel



def _inputs(shape, dtype, seed=0):
    return batch_norm_case(np.random.default_rng(seed), shape, dtype, residual=True)


def _unfused(x, r, params):
    bn = cpu_kernel("batch_norm", x.dtype)(x, *params, momentum=0.9, epsilon=1e-5, is_test=False)
    total = cpu_kernel("add", x.dtype)(bn[0], r)
    return cpu_kernel("relu", x.dtype)(total), total, bn


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("shape", BN_SHAPES)
def test_forward_is_batch_norm_then_add_then_relu(shape, dtype):
    x, r, params = _inputs(shape, dtype)
    want, _, bn = _unfused(x, r, params)
    got = _native.fused_batch_norm_add_relu(x, r, *params, 0.9, 1e-5, False)
    assert got[0].dtype == want.dtype and got[0].shape == want.shape
    np.testing.assert_array_equal(got[0], want)  # the same roundings: Y in T, then the sum in T
    for ours, theirs in zip(got[1:], bn[1:]):  # MeanOut, VarianceOut, SavedMean, SavedVariance
        np.testing.assert_array_equal(ours, theirs)


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


@pytest.mark.parametrize("shape", [(3, 2, 5), (4, 3)])
def test_gradient_is_the_numeric_gradient_of_the_unfused_chain(shape):
    x, r, params = _inputs(shape, np.float64, seed=1)
    dout = np.random.default_rng(2).normal(size=shape)
    out, _, _, saved_mean, saved_inv = _native.fused_batch_norm_add_relu(x, r, *params, 0.9, 1e-5, False)
    got = _native.fused_batch_norm_add_relu_grad(x, params[0], saved_mean, saved_inv, out, dout, False)

    def loss():
        return float(np.sum(_unfused(x, r, params)[0] * dout))
    for ours, value in zip(got, (x, params[0], params[1], r)):  # X, Scale, Bias, R
        np.testing.assert_allclose(ours, _central(loss, value), rtol=1e-5, atol=1e-7)


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_gradient_is_the_unfused_gradient_ops(dtype):
    x, r, params = _inputs((4, 3, 6, 5), dtype, seed=3)
    dout = np.random.default_rng(4).normal(size=x.shape).astype(dtype)
    out, total, bn = _unfused(x, r, params)
    dtotal = cpu_kernel("relu_grad", x.dtype)(total, out, dout)
    dy = dr = dtotal  # add's gradient (sum_to_like of Out@GRAD, shapes equal) for either input
    zeros = np.zeros_like(params[0])
    want = cpu_kernel("batch_norm_grad", x.dtype)(x, *params, bn[3], bn[4], dy, zeros, zeros, zeros, zeros,
                                               momentum=0.9, epsilon=1e-5, is_test=False)
    got = _native.fused_batch_norm_add_relu_grad(x, params[0], bn[3], bn[4], out, dout, False)
    np.testing.assert_array_equal(got[3], dr)  # R@GRAD: relu's gradient itself
    tol = 2e-5 if dtype == np.float32 else 1e-12
    for ours, theirs in zip(got[:3], want):
        np.testing.assert_allclose(ours, theirs, rtol=tol, atol=tol)


def test_threads_give_the_same_bits():
    x, r, params = _inputs((8, 6, 20, 20), np.float32, seed=5)
    dout = np.random.default_rng(6).normal(size=x.shape).astype(np.float32)
    results = []
    try:
        for threads in (1, 2, 3):
            _native.set_threads(threads)
            out = _native.fused_batch_norm_add_relu(x, r, *params, 0.9, 1e-5, False)
            grads = _native.fused_batch_norm_add_relu_grad(x, params[0], out[3], out[4], out[0], dout, False)
            results.append([a.tobytes() for a in (*out, *grads)])
    finally:
        _native.set_threads(0)
    assert results[0] == results[1] == results[2]


def test_kernels_refuse_what_they_cannot_read():
    x, r, params = _inputs((2, 3, 4), np.float32)
    with pytest.raises(ValueError, match="the added input should be shaped like X"):
        _native.fused_batch_norm_add_relu(x, r[:1], *params, 0.9, 1e-5, False)


# --- the plan's pass ---------------------------------------------------------------------------
@pytest.fixture
def flags():
    before = paddle.get_flags()
    yield
    paddle.set_flags(fuse_elementwise=before["fuse_elementwise"], reuse_buffers=before["reuse_buffers"])


def residual_net(dtype):
    """conv + bn + relu, then two residual blocks: identity shortcut, then projection shortcut
    (stride 2, 1x1 conv + bn, computed after the block's second bn); softmax cross-entropy;
    momentum SGD."""
    model = Model(seed=3)
    with model:
        x, label = data("x", [None, 2, 6, 6], dtype=dtype), data("label", [None, 1], dtype="int64")

        def conv_bn(y, channels, size, stride, name):
            def p(part, value):
                return paddle.model.parameter(f"{name}.{part}", [channels], dtype=dtype,
                                              initializer=("fill_constant", {"value": value}))
            y = layers.img_conv(y, num_filters=channels, filter_size=size, stride=stride, padding=size // 2,
                                bias=False)
            return layers.batch_norm(y, p("scale", 1.0), p("bias", 0.1), p("mean", 0.0), p("var", 1.0))[0]

        def block(y, channels, stride, name):
            z = conv_bn(layers.relu(conv_bn(y, channels, 3, stride, f"{name}.1")), channels, 3, 1, f"{name}.2")
            shortcut = y if stride == 1 else conv_bn(y, channels, 1, stride, f"{name}.s")
            return layers.relu(layers.add(z, shortcut))
        y = layers.relu(conv_bn(x, 3, 3, 1, "stem"))
        y = block(block(y, 3, 1, "b1"), 4, 2, "b2")
        _, loss = layers.softmax_with_cross_entropy(layers.fc(layers.flatten(y, axis=1), size=3), label)
        avg = layers.mean(loss)
        backward(avg)
        updates = optimize("momentum", learning_rate=0.1, momentum=0.9)
    return model, avg, updates


def _train(fuse, dtype, steps=3):
    paddle.set_flags(fuse_elementwise=fuse)
    model, avg, updates = residual_net(dtype)
    rng = np.random.default_rng(0)
    feed = {"x": rng.normal(size=(4, 2, 6, 6)).astype(dtype), "label": rng.integers(0, 3, (4, 1))}
    losses = [float(model.run(avg, feed=feed, train=updates)[0]) for _ in range(steps)]
    scope = model.root_scope()
    state = {n: scope.var(n).value.copy() for n in scope.local_names()
             if scope.var(n).label == "parameter" and scope.var(n).value is not None}
    return model, losses, state


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_a_training_net_fused_learns_what_it_learns_unfused(flags, dtype):
    _, losses, state = _train(False, dtype)
    model, fused_losses, fused_state = _train(True, dtype)
    net = next(iter(model._subnets._cache.values()))
    found = [c for c in net.chains() if isinstance(c, ResidualChain)]
    assert [c.kernel for c in found] == ["fused_batch_norm_add_relu"] * 2
    assert all(c.tail_grad is not None and len(c.add_grads) == 2 and c.daddend for c in found)
    assert any(c.add - c.head > 1 for c in found)  # the projection block: its shortcut comes between
    assert_trained_alike(losses, state, fused_losses, fused_state, dtype)


def test_a_fetched_sum_is_not_fused_away(flags):
    paddle.set_flags(fuse_elementwise=True)
    model = Model(seed=1)
    with model:
        x = data("x", [None, 3, 4, 4])
        ones = [paddle.model.parameter(f"bn.{p}", [3], initializer=("fill_constant", {"value": 1.0}))
                for p in ("scale", "bias", "mean", "var")]
        total = layers.add(layers.batch_norm(x, *ones)[0], x)
        out = layers.mean(layers.relu(total))
        backward(out)
        updates = optimize("sgd", learning_rate=0.1)
    feed = {"x": np.random.default_rng(0).normal(size=(2, 3, 4, 4)).astype("float32")}
    fetched, _ = model.run([total, out], feed=feed, train=updates)
    assert fetched.shape == (2, 3, 4, 4)
    net = next(iter(model._subnets._cache.values()))
    assert not any(isinstance(c, ResidualChain) for c in net.chains())
