"""Batch norm folded into the convolution before it in an inference run (paddle/core/fusion_conv.py)
and the convolution epilogue doing the shift and activation (kernels/cpp/conv_epilogue.h).

The epilogue on every path a layer can take (Winograd, the direct kernel, 1 x 1, depthwise,
im2col + BLAS), each dtype and activation, against the array-generic convolution (im2col and
numpy's matmul, kernels/conv.py) then numpy's shift and activation; the plan's fold against the
unfused conv2d, batch_norm and activation in inference runs of small nets, including after
training steps changed the parameters and where batch norm's map is out of float32's range.
"""
import numpy as np
import pytest

import paddle
from paddle import Model
from paddle.core.fusion import ConvFoldChain
from paddle.generated import layers
from paddle.kernels import _conv_cpu, _depthwise, _native, _pointwise, _winograd
from paddle.kernels._conv_geometry import _geometry
from paddle.kernels.conv import _conv2d
from paddle.model import backward, data, optimize
from paddle.model_methods import parameter

from .test_fused_ops import _plans
from .test_fused_ops import flags  # noqa: F401  (the fixture)

ACTS = {None: lambda v: v, "relu": lambda v: np.maximum(v, 0), "sigmoid": lambda v: 1 / (1 + np.exp(-v)),
        "tanh": np.tanh}
# (x's shape, w's shape, stride, padding, groups, the path the layer takes)
LAYERS = [((16, 8, 10, 10), (12, 8, 3, 3), 1, 1, 1, "winograd"),
          ((3, 4, 15, 15), (6, 4, 3, 3), 2, 1, 1, "direct"),
          ((2, 6, 9, 9), (8, 3, 5, 5), 1, 2, 2, "direct"),  # groups: each group's channels shifted as theirs
          ((2, 6, 5, 7), (5, 6, 1, 1), 1, 0, 1, "pointwise"),
          ((2, 6, 8, 8), (6, 1, 3, 3), 1, 1, 6, "depthwise"),
          ((2, 5, 4, 4), (7, 5, 3, 3), 1, 1, 1, "columns")]


def _path(x, w, stride, padding, groups):
    g = _geometry("conv2d", x.shape[2:], w, [stride] * 2, [padding] * 2, [1, 1])
    if _depthwise.applies(x, w, groups):
        return "depthwise"
    if _pointwise.applies(g, groups):
        return "pointwise"
    if _conv_cpu._direct(x, g, groups):
        return "winograd" if _winograd.applies(x, w, g, groups) else "direct"
    return "columns"


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("act", list(ACTS))
@pytest.mark.parametrize("layer", LAYERS, ids=lambda c: c[-1] + "-" + "x".join(map(str, c[1])))
def test_the_epilogue_is_the_shift_and_activation_after_the_convolution(layer, act, dtype):
    xs, ws, stride, padding, groups, path = layer
    rng = np.random.default_rng(len(xs) + ws[0])
    x, w = rng.normal(size=xs).astype(dtype), (rng.normal(size=ws) * 0.3).astype(dtype)
    shift = rng.normal(size=ws[0]).astype(dtype)
    # the case exercises the path it names (without AVX2 the C++ direct paths give way to the columns)
    assert _path(x, w, stride, padding, groups) == (path if _conv_cpu._USE_DIRECT or path not in (
        "direct", "winograd") else "columns")
    window = {"strides": [stride] * 2, "paddings": [padding] * 2, "dilations": [1, 1], "groups": groups}
    got = _conv_cpu.conv2d_then(x, w, shift, act, **window)
    want = ACTS[act](_conv2d(x, w, **window).astype(np.float64) + shift.reshape(1, -1, 1, 1))
    tol = 1e-4 if dtype == np.float32 else 1e-10
    assert got.dtype == dtype and got.shape == want.shape
    np.testing.assert_allclose(got, want, rtol=tol, atol=tol)


@pytest.mark.parametrize("item_kib", [1, 3])
def test_the_winograd_epilogue_over_items_of_part_rows(item_kib):
    """Small work items: a tile row split between items, each applying the epilogue to its part."""
    rng = np.random.default_rng(11)
    x, w = rng.normal(size=(16, 8, 13, 13)).astype(np.float32), (rng.normal(size=(9, 8, 3, 3)) * 0.3).astype(np.float32)
    shift = rng.normal(size=9).astype(np.float32)
    got = _native.conv2d_winograd4_f32(x, w, 1, 1, item_kib=item_kib, shift=shift, act=3)
    want = np.tanh(_conv2d(x, w, strides=[1, 1], paddings=[1, 1], dilations=[1, 1], groups=1).astype(np.float64)
                   + shift.reshape(1, -1, 1, 1))
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4)


def test_the_kernels_refuse_an_epilogue_they_cannot_apply():
    x, w = np.ones((1, 2, 9, 9), np.float32), np.ones((3, 2, 3, 3), np.float32)
    with pytest.raises(ValueError, match="act should be 0 .none., 1 .relu., 2 .sigmoid. or 3 .tanh., got 7"):
        _native.conv2d_direct_f32(x, w, 1, 1, 1, 1, 1, act=7)
    with pytest.raises(ValueError, match="shift should hold one value per output channel .3."):
        _native.conv2d_direct_f32(x, w, 1, 1, 1, 1, 1, shift=np.ones(2, np.float32))
    with pytest.raises(ValueError, match="shift should hold one value per output channel .3."):
        _native.conv2d_winograd4_f32(np.ones((16, 8, 6, 6), np.float32), np.ones((3, 8, 3, 3), np.float32), 1, 1,
                                     shift=np.ones(4, np.float32))


# --- the plan's fold ------------------------------------------------------------------------------
def _bn(y, c, dtype, name, variance=(0.5, 1.5)):
    def p(kind, lo, hi):
        return parameter(f"{name}.{kind}", [c], dtype=dtype, initializer=("uniform_random", {"min": lo, "max": hi}))
    return layers.batch_norm(y, p("scale", 0.5, 1.5), p("bias", -0.2, 0.2), p("mean", -0.1, 0.1),
                             p("var", *variance))[0]


def small_resnet(dtype="float32", variance=(0.5, 1.5)):
    """A stem conv + bn + relu, a block whose second bn feeds the residual add, a conv with its own
    bias + bn + tanh, and a strided conv + bn + sigmoid (the direct path)."""
    model = Model(seed=5)
    with model:
        x = data("x", [None, 3, 9, 9], dtype=dtype)
        stem = layers.relu(_bn(layers.img_conv(x, num_filters=8, filter_size=3, padding=1, bias=False), 8, dtype,
                                "bn0", variance))
        a = layers.relu(_bn(layers.img_conv(stem, num_filters=8, filter_size=3, padding=1, bias=False), 8, dtype,
                             "bn1"))
        b = _bn(layers.img_conv(a, num_filters=8, filter_size=3, padding=1, bias=False), 8, dtype, "bn2")
        block = layers.relu(layers.add(stem, b))
        w3 = parameter("conv3.w", [6, 8, 3, 3], dtype=dtype, initializer=("uniform_random", {"min": -0.3, "max": 0.3}))
        b3 = parameter("conv3.b", [6], dtype=dtype, initializer=("uniform_random", {"min": -0.5, "max": 0.5}))
        c = layers.tanh(_bn(layers.conv2d(block, w3, b3, paddings=[1, 1]), 6, dtype, "bn3"))
        d = layers.sigmoid(_bn(layers.img_conv(c, num_filters=4, filter_size=3, stride=2, padding=1, bias=False), 4,
                               dtype, "bn4"))
        label = data("label", [None, 1], dtype="int64")
        _, loss = layers.softmax_with_cross_entropy(layers.fc(layers.flatten(d, axis=1), size=3), label)
        avg = layers.mean(loss)
        backward(avg)
        updates = optimize("momentum", learning_rate=0.1, momentum=0.9)
    return model, d, avg, updates


def _feed(dtype, batch=4, seed=6):
    rng = np.random.default_rng(seed)
    return {"x": rng.normal(size=(batch, 3, 9, 9)).astype(dtype), "label": rng.integers(0, 3, (batch, 1))}


def _folds(model):
    return [c for net in model._subnets._cache.values() for c in net.chains() if isinstance(c, ConvFoldChain)]


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_an_inference_run_folds_batch_norm_into_each_convolution(flags, dtype):  # noqa: F811
    results = []
    for fuse in (False, True):
        paddle.set_flags(fuse_elementwise=fuse)
        model, out, _, _ = small_resnet(dtype)
        results.append(model.run(out, feed=_feed(dtype), inference=True))
        folds = _folds(model)
        assert sorted(c.act or "" for c in folds) == ["", "relu", "relu", "sigmoid", "tanh"]
        assert any(c.conv_bias for c in folds)  # the conv with a bias of its own folds it in too
        if fuse:
            assert all(len(p.run_steps) < len(p.steps) for p in _plans(model))
    tol = 1e-5 if dtype == "float32" else 1e-12
    np.testing.assert_allclose(results[1], results[0], rtol=tol, atol=tol)


def test_the_fold_follows_the_parameters_training_changed(flags):  # noqa: F811
    paddle.set_flags(fuse_elementwise=True)
    model, out, avg, updates = small_resnet()
    feed = _feed("float32")
    before = model.run(out, feed=feed, inference=True)
    for _ in range(3):
        model.run(avg, feed=feed, train=updates)
    after = model.run(out, feed=feed, inference=True)
    paddle.set_flags(fuse_elementwise=False)
    unfused = model.run(out, feed=feed, inference=True)
    assert not np.allclose(after, before, atol=1e-4)
    np.testing.assert_allclose(after, unfused, rtol=1e-5, atol=1e-6)


def test_a_map_past_float32_runs_the_unfused_steps(flags):  # noqa: F811
    """variance 0 and epsilon 1e-70 (float64 params cast by the run): a = 1e35, past float32."""
    results = []
    for fuse in (False, True):
        paddle.set_flags(fuse_elementwise=fuse)
        model = Model(seed=7)
        with model:
            x = data("x", [None, 2, 5, 5])
            y = layers.img_conv(x, num_filters=3, filter_size=3, padding=1, bias=False)

            def p(kind, value):
                return parameter(f"bn.{kind}", [3], initializer=("fill_constant", {"value": value}))
            y = layers.relu(layers.batch_norm(y, p("s", 1.0), p("b", 0.0), p("m", 0.0), p("v", 0.0),
                                              epsilon=1e-70)[0])
        results.append(model.run(y, feed={"x": np.full((2, 2, 5, 5), 1e-36, np.float32)}, inference=True))
        assert len(_folds(model)) == 1
    np.testing.assert_array_equal(results[1], results[0])
    assert np.isfinite(results[0]).all() and (results[0] > 0).any()


def test_no_fold_where_a_value_inside_is_fetched_or_batch_norm_trains(flags):  # noqa: F811
    paddle.set_flags(fuse_elementwise=True)
    model = Model(seed=8)
    with model:
        x = data("x", [None, 2, 6, 6])
        conv = layers.img_conv(x, num_filters=3, filter_size=3, padding=1, bias=False)
        y = layers.relu(_bn(conv, 3, "float32", "bn"))
    feed = {"x": np.random.default_rng(9).normal(size=(2, 2, 6, 6)).astype(np.float32)}
    fetched = model.run([y, conv], feed=feed, inference=True)
    assert not _folds(model)  # the convolution's output is fetched: it must be written
    assert fetched[1].shape == (2, 3, 6, 6) and np.abs(fetched[1]).sum() > 0
    model.run(y, feed=feed)  # training mode: batch statistics, nothing to fold
    assert not [c for net in model._subnets._cache.values() for c in net.chains()
                if isinstance(c, ConvFoldChain) and not net.ops[c.bn].attrs.get("is_test")]
