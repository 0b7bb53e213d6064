"""The kernel paths the ONNX node cases needed and the generated tests do not draw, each against an
independent oracle: cast's `wrap` (ml_dtypes' int4/int2 casts, Python's integer modulo) and its
float8_e8m0fnu rounding (onnx.numpy_helper.to_float8e8m0, bit for bit); scatter_elements with
repeated targets and reductions (torch.scatter_reduce, values and gradients); reduce_max,
reduce_min and logsumexp over an empty axis (the identities, by hand: numpy and torch refuse);
max_pool_with_index against torch's max_pool with indices (symmetric pads, row-major)."""
from __future__ import annotations

from typing import Any

import ml_dtypes
import numpy as np
import pytest
import torch
from onnx.numpy_helper import to_float8e8m0

from paddle.registry import DataType, InputError, default_registry

RNG = np.random.default_rng(19)


def kernel(op: str) -> Any:
    return default_registry().function(op).kernel_for("cpu")


def grad_kernel(op: str) -> Any:
    return default_registry().function(f"{op}_grad").kernel_for("cpu")


# --- cast: wrap ------------------------------------------------------------------------------------
FLOATS_TO_WRAP = np.array([-9, -8.7, -8.5, -1.5, -0.5, 0.5, 1.5, 2.5, 7.5, 7.9, 8, 15, 15.9, 16, 17.5, 100.3,
                           -100.3, 1000.7, -3000.5, 65504], np.float32)  # float16 holds them all


@pytest.mark.parametrize("target", ["int4", "uint4", "int2", "uint2"])
@pytest.mark.parametrize("source", ["float32", "float16"])
def test_a_float_wraps_into_int4_and_int2_as_ml_dtypes_casts(target: str, source: str) -> None:
    x = FLOATS_TO_WRAP.astype(source)
    got = kernel("cast")(x, out_dtype=DataType.of(target), wrap=True)
    want = x.astype(getattr(ml_dtypes, target))  # ONNX's reference cast: truncate, keep the low bits
    assert got.dtype == want.dtype and np.array_equal(got.astype(np.int64), want.astype(np.int64))


@pytest.mark.parametrize("target", ["int8", "uint8", "int16", "uint32", "int64", "uint64", "int4"])
def test_wrapping_is_the_value_modulo_two_to_the_bits(target: str) -> None:
    """Integers (ONNX: 200 as int8 is -56) and floats past int64's range, by Python's modulo."""
    low, high = (int(v) for v in DataType.of(target).limits)
    ints = np.array([200, -56, -129, 2 ** 40 + 5, -2 ** 62 - 3, 2 ** 63 - 1, -2 ** 63], np.int64)
    floats = np.array([3e9 + 0.75, -1e10, 1e30, -1e30, 2.0 ** 63, -(2.0 ** 64) - 4096.0, np.nan, np.inf], np.float64)
    for x, values in ((ints, [int(v) for v in ints]),
                      (floats, [int(np.trunc(v)) if np.isfinite(v) else 0 for v in floats])):
        got = kernel("cast")(x, out_dtype=DataType.of(target), wrap=True)
        want = [(v - low) % (high - low + 1) + low for v in values]
        assert [int(v) for v in got.astype(object if target == "uint64" else np.int64)] == want, x


def test_without_wrap_an_integer_out_of_range_is_still_refused() -> None:
    with pytest.raises(InputError, match="should hold values that int8 can represent"):
        kernel("cast")(np.array([200], np.int32), out_dtype=DataType.INT8)


# --- cast: float8_e8m0fnu ----------------------------------------------------------------------------
@pytest.mark.parametrize("round_mode", ["up", "down", "nearest"])
def test_e8m0_rounds_bit_for_bit_as_onnx(round_mode: str) -> None:
    """Every kind of float32: random bit patterns (NaN, infinities, subnormals, negatives), zeros, powers
    of two and the halfway points 1.5 * 2**e."""
    bits = RNG.integers(0, 2 ** 32, 4000, dtype=np.uint64).astype(np.uint32).view(np.float32)
    special = np.array([0.0, -0.0, 1.0, 1.5, 1.5000001, 0.75, 2.0 ** 127, 1.5 * 2.0 ** 127, 2.0 ** -127,
                        2.0 ** -126, 1.5 * 2.0 ** -127, np.inf], np.float32)
    x = np.concatenate([bits, special])
    got = kernel("cast")(x, out_dtype=DataType.FLOAT8_E8M0FNU, round_mode=round_mode)
    want = to_float8e8m0(x, saturate=False, round_mode=round_mode)
    assert np.array_equal(got.view(np.uint8), want.view(np.uint8))


# --- scatter_elements ------------------------------------------------------------------------------
@pytest.mark.parametrize("reduction, torch_name", [("add", "sum"), ("mul", "prod"), ("max", "amax"),
                                                   ("min", "amin")])
def test_scatter_reductions_combine_every_update_of_a_target(reduction: str, torch_name: str) -> None:
    x = RNG.normal(size=(4, 3))
    index = np.array([[0, 1, 0], [0, 3, 2], [0, 1, 2], [3, 3, 3], [0, 3, 2]])  # targets named 2 and 3 times
    updates = RNG.normal(size=index.shape)
    updates[1, 0] = 0.0  # a zero factor: mul's gradient of the others must not divide by it
    dout = RNG.normal(size=x.shape)
    tx, tu = torch.tensor(x, requires_grad=True), torch.tensor(updates, requires_grad=True)
    want = tx.scatter_reduce(0, torch.tensor(index), tu, torch_name)
    want.backward(torch.tensor(dout))
    got = kernel("scatter_elements")(x, index, updates, axis=0, reduction=reduction)
    dx, du = grad_kernel("scatter_elements")(x, index, updates, dout, axis=0, reduction=reduction)
    np.testing.assert_allclose(got, want.detach().numpy(), rtol=1e-12)
    np.testing.assert_allclose(dx, tx.grad.numpy(), rtol=1e-12, atol=1e-15)
    np.testing.assert_allclose(du, tu.grad.numpy(), rtol=1e-12, atol=1e-15)


def test_scatter_max_shares_the_gradient_between_ties_as_torch() -> None:
    x = np.array([[1.0, 2.0], [3.0, 4.0]])
    index = np.array([[0, 1], [0, 1], [1, 1]])
    updates = np.array([[1.0, 5.0], [0.5, 5.0], [3.0, 5.0]])  # ties with X and between updates
    dout = np.array([[1.0, 2.0], [3.0, 4.0]])
    tx, tu = torch.tensor(x, requires_grad=True), torch.tensor(updates, requires_grad=True)
    tx.scatter_reduce(0, torch.tensor(index), tu, "amax").backward(torch.tensor(dout))
    dx, du = grad_kernel("scatter_elements")(x, index, updates, dout, axis=0, reduction="max")
    np.testing.assert_allclose(dx, tx.grad.numpy())
    np.testing.assert_allclose(du, tu.grad.numpy())


def test_scatter_max_of_integers_and_bools() -> None:
    index = np.array([[1, 1], [0, 1]])
    ints = kernel("scatter_elements")(np.array([[5, -2], [0, 3]], np.int32), index,
                                      np.array([[7, -9], [-1, 4]], np.int32), axis=0, reduction="max")
    assert ints.dtype == np.int32 and ints.tolist() == [[5, -2], [7, 4]]
    bools = kernel("scatter_elements")(np.zeros((2, 2), bool), index, np.array([[True, False], [False, False]]),
                                       axis=0, reduction="mul")
    assert bools.tolist() == [[False, False], [False, False]]


# --- reductions over no elements ----------------------------------------------------------------------
def _identity(op: str, dtype: str) -> Any:
    """By hand: a max over nothing is the smallest value the dtype takes, a min the largest."""
    if dtype == "bool":
        return op == "reduce_min"
    if np.dtype(dtype).kind == "f":
        return np.inf if op == "reduce_min" else -np.inf
    info = np.iinfo(dtype)
    return info.max if op == "reduce_min" else info.min


@pytest.mark.parametrize("op", ["reduce_max", "reduce_min", "logsumexp"])
@pytest.mark.parametrize("dtype", ["float32", "float64", "int32", "uint8", "bool"])
@pytest.mark.parametrize("keep_dim", [False, True])
def test_a_reduction_over_an_empty_axis_gives_its_identity(op: str, dtype: str, keep_dim: bool) -> None:
    if op == "logsumexp" and dtype not in ("float32", "float64"):
        return  # logsumexp takes floats only
    x = np.zeros((3, 0, 2), dtype)
    got = kernel(op)(x, dim=[1], keep_dim=keep_dim)
    want = -np.inf if op == "logsumexp" else _identity(op, dtype)
    assert got.dtype == x.dtype and got.shape == ((3, 1, 2) if keep_dim else (3, 2))
    assert np.all(got == np.asarray(want, dtype=dtype))
    assert kernel(op)(x, dim=[0, 2], keep_dim=False).shape == (0,)  # the empty axis kept: no elements


def test_reduce_max_with_elements_is_unchanged_by_the_empty_rule() -> None:
    x = RNG.normal(size=(3, 4))
    assert np.array_equal(kernel("reduce_max")(x, dim=[1], keep_dim=False), torch.tensor(x).amax(1).numpy())


# --- max_pool_with_index ---------------------------------------------------------------------------
@pytest.mark.parametrize("rank", [1, 2, 3])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_max_pool_indices_match_torch(rank: int, dtype: str) -> None:
    """torch numbers a pixel within its image, row-major: ONNX adds the image's (n, c) offset."""
    shape = (2, 3) + (7, 6, 5)[:rank]
    x = RNG.permutation(int(np.prod(shape))).reshape(shape).astype(dtype)
    k, s, d, p = [3, 2, 2][:rank], [2, 1, 2][:rank], [1, 2, 1][:rank], [1, 1, 0][:rank]
    out, indices = kernel("max_pool_with_index")(x, ksize=k, strides=s, dilations=d, paddings=p, storage_order=0)
    pool = getattr(torch.nn.functional, f"max_pool{rank}d")
    want, where = pool(torch.tensor(x), k, s, p, d, return_indices=True)
    plane = np.arange(6).reshape(2, 3, *[1] * rank) * int(np.prod(shape[2:]))
    assert np.array_equal(out, want.numpy())
    assert np.array_equal(indices, where.numpy() + plane)


def test_max_pool_indices_column_major_and_its_gradient() -> None:
    x = RNG.permutation(2 * 5 * 4).reshape(2, 1, 5, 4).astype(np.float64)
    _, rows = kernel("max_pool_with_index")(x, ksize=[2, 2], strides=[2], dilations=[1], paddings=[0],
                                            storage_order=0)
    _, cols = kernel("max_pool_with_index")(x, ksize=[2, 2], strides=[2], dilations=[1], paddings=[0],
                                            storage_order=1)
    image, pixel = np.divmod(rows, 20)
    h, w = np.divmod(pixel, 4)
    assert np.array_equal(cols, image * 20 + h + w * 5)
    dout = RNG.normal(size=rows.shape)
    tx = torch.tensor(x, requires_grad=True)
    torch.nn.functional.max_pool2d(tx, 2, 2).backward(torch.tensor(dout))
    dx = grad_kernel("max_pool_with_index")(x, dout, None, ksize=[2, 2], strides=[2], dilations=[1],
                                            paddings=[0], storage_order=1)
    np.testing.assert_array_equal(dx, tx.grad.numpy())


def test_a_window_of_minus_infinities_points_at_a_real_pixel() -> None:
    """The padding is never chosen, even when X holds nothing larger (the op's oracle: ONNX's scan)."""
    x = np.full((1, 1, 3, 3), -np.inf)
    attrs = dict(ksize=[2, 2], strides=[2], dilations=[1], paddings=[1], storage_order=0)
    _, indices = kernel("max_pool_with_index")(x, **attrs)
    _, want = default_registry().function("max_pool_with_index").reference(x, **attrs)
    assert indices.tolist() == want.tolist() == [[[[0, 1], [3, 4]]]]
