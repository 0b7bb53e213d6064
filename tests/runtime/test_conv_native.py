"""The C++ kernels of conv2d, conv2d_transpose and pool2d (kernels/cpp/conv.cc, pool.cc) against the
array-generic ones (stride tricks + matmul, kernels/conv.py and pool.py), forward and backward, on
strided (non-contiguous) inputs, with groups, dilation, padding, ceil mode; and bad input refused
with Python exceptions, never a crash. (Both are checked against torch by the generated tests.)"""
from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from paddle.kernels import _native, conv, pool
from paddle.registry import TensorInfo, default_registry, infer_shapes
from paddle.registry.errors import InputError, ShapeError

TOLERANCE = {np.float32: {"rtol": 1.3e-6, "atol": 1e-5}, np.float64: {"rtol": 1e-7, "atol": 1e-12}}
DTYPES = [np.float32, np.float64]


def values(rng: np.random.Generator, shape: tuple[int, ...], dtype: Any) -> np.ndarray:
    """Uniform in [-0.5, 0.5): the sums of a few hundred products stay small enough that float32's
    rounding in two summation orders stays inside atol."""
    return (rng.random(shape) - 0.5).astype(dtype)


def strided(rng: np.random.Generator, shape: tuple[int, ...], dtype: Any, how: str) -> np.ndarray:
    """An array of `shape` that is a view with unusual strides: every other element, transposed
    batch and channels, or reversed columns."""
    if how == "step":
        return values(rng, (shape[0], shape[1] * 2, shape[2], shape[3] * 2), dtype)[:, ::2, :, ::2]
    if how == "transposed":
        return values(rng, (shape[1], shape[0], *shape[2:]), dtype).transpose(1, 0, 2, 3)
    if how == "reversed":
        return values(rng, shape, dtype)[..., ::-1]
    return values(rng, shape, dtype)


def close(got: Any, want: Any, dtype: Any) -> None:
    assert got.dtype == want.dtype == dtype
    assert got.shape == want.shape
    np.testing.assert_allclose(got, want, **TOLERANCE[dtype])


# (Input shape, Filter shape, strides, paddings, dilations, groups)
CONV_CASES = [
    ((2, 3, 7, 6), (4, 3, 3, 3), [1, 1], [0, 0], [1, 1], 1),
    ((2, 4, 9, 8), (6, 2, 3, 2), [2, 1], [1, 2], [1, 2], 2),
    ((1, 6, 11, 10), (6, 1, 3, 3), [2, 3], [3, 1], [2, 1], 6),   # depthwise
    ((1, 1, 28, 28), (6, 1, 5, 5), [1, 1], [2, 2], [1, 1], 1),   # LeNet's first layer
    ((2, 2, 5, 5), (2, 2, 5, 5), [3, 3], [4, 4], [1, 1], 1),     # windows of padding only at the edges
]


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("how", ["contiguous", "step", "transposed", "reversed"])
@pytest.mark.parametrize("case", CONV_CASES)
def test_conv2d_cpu_matches_reference(case: Any, how: str, dtype: Any) -> None:
    xs, ws, strides, paddings, dilations, groups = case
    rng = np.random.default_rng(0)
    x, w = strided(rng, xs, dtype, how), values(rng, ws, dtype)
    attrs = dict(strides=strides, paddings=paddings, dilations=dilations, groups=groups)
    out = conv._conv2d_cpu(x, w, **attrs)
    close(out, conv._conv2d(x, w, **attrs), dtype)
    dout = strided(rng, out.shape, dtype, how)
    for got, want in zip(conv._conv2d_grad_cpu(x, w, dout, **attrs), conv._conv2d_grad(x, w, dout, **attrs)):
        close(got, want, dtype)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("how", ["contiguous", "step", "transposed", "reversed"])
@pytest.mark.parametrize("case", CONV_CASES)
def test_conv2d_transpose_cpu_matches_reference(case: Any, how: str, dtype: Any) -> None:
    """conv2d's case turned around: its output shape is this op's input, its filter [C, M/g, ...]."""
    xs, ws, strides, paddings, dilations, groups = case
    rng = np.random.default_rng(1)
    oh, ow = (conv.conv_size(xs[2 + a], ws[2 + a], strides[a], paddings[a], dilations[a]) for a in (0, 1))
    x = strided(rng, (xs[0], ws[0], oh, ow), dtype, how)
    w = values(rng, ws, dtype)
    attrs = dict(strides=strides, paddings=paddings, dilations=dilations, groups=groups)
    out = conv._conv2d_transpose_cpu(x, w, **attrs)
    close(out, conv._conv2d_transpose(x, w, **attrs), dtype)
    dout = strided(rng, out.shape, dtype, how)
    got = conv._conv2d_transpose_grad_cpu(x, w, dout, **attrs)
    for g, want in zip(got, conv._conv2d_transpose_grad(x, w, dout, **attrs)):
        close(g, want, dtype)


def test_grad_kernels_skip_what_is_not_needed() -> None:
    rng = np.random.default_rng(2)
    x, w = rng.standard_normal((2, 2, 5, 5)), rng.standard_normal((3, 2, 3, 3))
    attrs = dict(strides=[1, 1], paddings=[0, 0], dilations=[1, 1], groups=1)
    dout = rng.standard_normal((2, 3, 3, 3))
    for fn in (conv._conv2d_grad_cpu, conv._conv2d_grad):
        dx, dw = fn(x, w, dout, **attrs, needed=(False, True))
        assert dx is None and dw.shape == w.shape
        dx, dw = fn(x, w, dout, **attrs, needed=(True, False))
        assert dw is None and dx.shape == x.shape


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("how", ["contiguous", "step", "transposed", "reversed"])
def test_im2col_col2im_match_reference(how: str, dtype: Any) -> None:
    """The C++ columns are the reference's with the batch moved inside the rows, exactly; col2im
    is exactly (up to summation order) the reference's adjoint."""
    rng = np.random.default_rng(3)
    x = strided(rng, (2, 3, 9, 7), dtype, how)
    g = conv.Geometry(3, 2, 2, 1, 1, 2, 2, 1, *(conv.conv_size(9, 3, 2, 1, 2), conv.conv_size(7, 2, 1, 2, 1)))
    cols = _native.im2col_f32(x, *g) if dtype == np.float32 else _native.im2col_f64(x, *g)
    ref = conv._im2col_ref(x, g)
    np.testing.assert_array_equal(cols, ref.transpose(1, 0, 2))
    c2i = _native.col2im_f32 if dtype == np.float32 else _native.col2im_f64
    close(c2i(cols, 3, 9, 7, *g), conv._col2im_ref(ref, 3, 9, 7, g), dtype)


# (X shape, pooling_type, ksize, strides, paddings, exclusive, ceil_mode, global_pooling)
POOL_CASES = [
    ((2, 3, 8, 8), "max", [2, 2], [2, 2], [0, 0], True, False, False),
    ((2, 3, 7, 9), "max", [3, 2], [2, 3], [1, 1], True, True, False),
    ((1, 2, 7, 9), "avg", [3, 2], [2, 3], [1, 1], True, True, False),
    ((1, 2, 7, 9), "avg", [3, 2], [2, 3], [1, 1], False, True, False),
    ((2, 2, 6, 5), "avg", [4, 4], [1, 2], [2, 2], False, False, False),
    ((2, 2, 6, 5), "max", [2, 2], [1, 1], [0, 0], True, False, True),
    ((2, 2, 6, 5), "avg", [2, 2], [1, 1], [0, 0], True, False, True),
]


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("how", ["contiguous", "step", "transposed", "reversed"])
@pytest.mark.parametrize("case", POOL_CASES)
def test_pool2d_cpu_matches_reference(case: Any, how: str, dtype: Any) -> None:
    xs, kind, ksize, strides, paddings, exclusive, ceil_mode, global_pooling = case
    rng = np.random.default_rng(4)
    x = strided(rng, xs, dtype, how)  # random draws: no ties (max's gradient goes to one pixel)
    attrs = dict(pooling_type=kind, ksize=ksize, strides=strides, paddings=paddings, exclusive=exclusive,
                 ceil_mode=ceil_mode, global_pooling=global_pooling)
    out = pool._pool2d_cpu(x, **attrs)
    close(out, pool._pool2d(x, **attrs), dtype)
    dout = strided(rng, out.shape, dtype, how)
    close(pool._pool2d_grad_cpu(x, dout, **attrs), pool._pool2d_grad(x, dout, **attrs), dtype)


def test_max_pool_propagates_nan_and_sends_its_gradient_to_the_first_largest() -> None:
    x = np.array([[[[1.0, 3.0], [3.0, np.nan]], [[2.0, 2.0], [0.0, 1.0]]]])
    attrs = dict(pooling_type="max", ksize=[2, 2], strides=[2, 2], paddings=[0, 0], exclusive=True,
                 ceil_mode=False, global_pooling=False)
    for fwd, bwd in ((pool._pool2d_cpu, pool._pool2d_grad_cpu), (pool._pool2d, pool._pool2d_grad)):
        out = fwd(x, **attrs)
        assert np.isnan(out[0, 0, 0, 0]) and out[0, 1, 0, 0] == 2.0
        dx = bwd(x, np.ones_like(out), **attrs)
        np.testing.assert_array_equal(dx[0, 0], [[0, 0], [0, 1]])  # the NaN took it
        np.testing.assert_array_equal(dx[0, 1], [[1, 0], [0, 0]])  # the first of the tie


# --- bad input: Python exceptions, never a crash ------------------------------------------------
def test_native_kernels_refuse_bad_arguments() -> None:
    x = np.zeros((1, 1, 4, 4), np.float32)
    with pytest.raises(ValueError, match="dtype"):
        _native.im2col_f64(x, 2, 2, 1, 1, 0, 0, 1, 1, 3, 3)
    with pytest.raises(ValueError, match="rank 4"):
        _native.im2col_f32(x[0], 2, 2, 1, 1, 0, 0, 1, 1, 3, 3)
    with pytest.raises(ValueError, match="strides"):
        _native.im2col_f32(x, 2, 2, 0, 1, 0, 0, 1, 1, 3, 3)
    with pytest.raises(ValueError, match="paddings"):
        _native.im2col_f32(x, 2, 2, 1, 1, -1, 0, 1, 1, 3, 3)
    with pytest.raises(ValueError, match="too large"):
        _native.im2col_f32(x, 2, 2, 1, 1, 0, 0, 1, 1, 2**40, 2**40)
    with pytest.raises(ValueError, match="cols should have shape"):
        _native.col2im_f32(np.zeros((4, 1, 8), np.float32), 1, 4, 4, 2, 2, 1, 1, 0, 0, 1, 1, 3, 3)
    with pytest.raises(ValueError, match="dtype"):
        _native.pool2d_f32(x.astype(np.float64), 2, 2, 2, 2, 0, 0, 2, 2, True, True)
    with pytest.raises(ValueError, match="ksize"):
        _native.pool2d_f32(x, 0, 2, 2, 2, 0, 0, 2, 2, True, True)
    with pytest.raises(ValueError, match="dout should have shape"):
        _native.pool2d_grad_f32(x, np.zeros((1, 1, 3, 2), np.float32), 2, 2, 2, 2, 0, 0, 2, 2, True, True)


def test_kernels_refuse_inputs_that_do_not_fit_with_typed_errors() -> None:
    attrs = dict(strides=[1, 1], paddings=[0, 0], dilations=[1, 1], groups=1)
    with pytest.raises(InputError, match="empty output"):
        conv._conv2d_cpu(np.zeros((1, 1, 2, 2)), np.zeros((1, 1, 3, 3)), **attrs)
    with pytest.raises(InputError, match="does not fit"):
        conv._conv2d_cpu(np.zeros((1, 2, 4, 4)), np.zeros((1, 3, 3, 3)), **attrs)
    with pytest.raises(InputError, match="at most half"):
        pool._pool2d_cpu(np.zeros((1, 1, 4, 4)), pooling_type="max", ksize=[2, 2], strides=[1, 1],
                         paddings=[2, 0], exclusive=True, ceil_mode=False, global_pooling=False)


def _shape_error(op: str, infos: dict[str, Any], attrs: dict[str, Any]) -> str:
    meta = default_registry().function(op)
    with pytest.raises(ShapeError) as err:
        infer_shapes(meta, infos, {**{n: a.default_value for n, a in meta.attributes.items()}, **attrs})
    return str(err.value)


def test_shape_rules_refuse_in_the_users_words() -> None:
    image = TensorInfo((None, 4, 5, 5))
    msg = _shape_error("conv2d", {"Input": image, "Filter": TensorInfo((6, 4, 3, 3))}, {"groups": 3})
    assert msg.startswith("conv2d layer: Input's channels (4) should be divisible by groups (3)")
    msg = _shape_error("conv2d", {"Input": image, "Filter": TensorInfo((6, 4, 7, 3))}, {})
    assert "conv2d layer: the output would be empty (-1 x 3)" in msg and "5 x 5" in msg
    msg = _shape_error("conv2d", {"Input": image, "Filter": TensorInfo((3, 2, 3, 3))}, {"groups": 2})
    assert "Filter's output channels (3) should be divisible by groups (2)" in msg
    msg = _shape_error("pool2d", {"X": image}, {"ksize": [2, 2], "paddings": [2, 0]})
    assert msg.startswith("pool2d layer: paddings ([2, 0]) should be at most half of ksize ([2, 2])")
    msg = _shape_error("pool2d", {"X": image}, {"ksize": [7, 2]})
    assert "pool2d layer: the output would be empty" in msg
