"""The C++ kernels the ONNX models' speed rests on (kernels/cpp/erf.cc, rows.cc), held to tighter
bounds than the generated tests' float32 tolerance, against torch as the oracle: erf over a
dense grid and every magnitude, layer_norm and softmax over rows wider than their vector lanes
(with remainders), and the values where a row kernel goes wrong first (NaN, inf, a constant row)."""
from __future__ import annotations

import numpy as np
import pytest
import torch

from paddle.kernels import _native


def _ulps(got: np.ndarray, want: np.ndarray) -> float:
    spacing = np.spacing(np.abs(want).astype(got.dtype)).astype(np.float64)
    return float(np.max(np.abs(got.astype(np.float64) - want) / spacing))


def test_erf_float32_within_three_ulps_everywhere() -> None:
    grid = np.linspace(-6, 6, 120_001)
    tiny = 10.0 ** np.linspace(-37, 1, 4001)
    x = np.concatenate([grid, tiny, -tiny]).astype(np.float32)
    want = torch.erf(torch.from_numpy(x.astype(np.float64))).numpy()
    assert _ulps(_native.erf(x), want) <= 3.0


def test_erf_float64_is_libm_exact() -> None:
    x = np.linspace(-7, 7, 10_001)
    np.testing.assert_allclose(_native.erf(x), torch.erf(torch.from_numpy(x)).numpy(), rtol=4e-16, atol=0)


def test_erf_limits_and_nan() -> None:
    x = np.array([np.inf, -np.inf, np.nan, 0.0, -0.0, 4.0, -9.0], np.float32)
    got = _native.erf(x)
    np.testing.assert_array_equal(got[[0, 1, 3, 4, 5, 6]], [1.0, -1.0, 0.0, 0.0, 1.0, -1.0])
    assert np.isnan(got[2]) and np.signbit(got[4])


def test_erf_keeps_shape_and_reads_strided_input() -> None:
    x = np.random.default_rng(0).normal(size=(4, 6)).astype(np.float32)
    got = _native.erf(x.T)
    assert got.shape == (6, 4)
    np.testing.assert_allclose(got, torch.erf(torch.from_numpy(x.T.copy())).numpy(), rtol=1e-6, atol=1e-7)


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("width", [1, 7, 8, 19, 192])
def test_layer_norm_rows_match_torch(dtype: type, width: int) -> None:
    rng = np.random.default_rng(width)
    x = (rng.normal(3.0, 2.0, (2, 5, width))).astype(dtype)
    scale, bias = rng.uniform(0.5, 2, width).astype(dtype), rng.normal(size=width).astype(dtype)
    y, mean, var = _native.layer_norm(x, scale, bias, begin_norm_axis=2, epsilon=1e-5)
    t = torch.from_numpy(x.astype(np.float64))
    want = torch.nn.functional.layer_norm(t, (width,), torch.from_numpy(scale.astype(np.float64)),
                                          torch.from_numpy(bias.astype(np.float64)), 1e-5).numpy()
    tol = 1e-5 if dtype == np.float32 else 1e-12
    np.testing.assert_allclose(y, want, rtol=tol, atol=tol)
    np.testing.assert_allclose(mean, t.mean(-1).flatten().numpy(), rtol=tol, atol=tol)
    np.testing.assert_allclose(var, t.var(-1, correction=0).flatten().numpy(), rtol=tol, atol=tol)


def test_layer_norm_without_scale_and_bias_over_two_axes() -> None:
    x = np.random.default_rng(1).normal(size=(3, 4, 5)).astype(np.float32)
    y, _, _ = _native.layer_norm(x, None, None, begin_norm_axis=1, epsilon=1e-3)
    want = torch.nn.functional.layer_norm(torch.from_numpy(x), (4, 5), eps=1e-3).numpy()
    np.testing.assert_allclose(y, want, rtol=1e-5, atol=1e-5)


def test_layer_norm_constant_row_is_zero_not_nan() -> None:
    y, _, var = _native.layer_norm(np.full((2, 9), 1e4, np.float32), None, None, begin_norm_axis=1, epsilon=1e-5)
    np.testing.assert_array_equal(y, 0.0)
    np.testing.assert_array_equal(var, 0.0)


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("width", [1, 3, 8, 17, 197])
def test_softmax_rows_match_torch(dtype: type, width: int) -> None:
    x = np.random.default_rng(width).normal(0, 5, (3, 2, width)).astype(dtype)
    x[0, 0, 0] = 80.0  # beside the row's others: without its max shift, e^x overflows float32
    want = torch.softmax(torch.from_numpy(x.astype(np.float64)), -1).numpy()
    np.testing.assert_allclose(_native.softmax_last(x), want, rtol=1e-6 if dtype == np.float32 else 1e-13,
                               atol=1e-7 if dtype == np.float32 else 1e-15)


def test_softmax_row_with_inf_and_nan_as_numpy() -> None:
    x = np.array([[0.0, np.inf, 1.0], [0.0, np.nan, 1.0], [-np.inf, 0.0, 0.0]], np.float32)
    got = _native.softmax_last(x)
    assert np.isnan(got[0]).all() and np.isnan(got[1]).all()  # as e^(x - max) / sum in numpy
    np.testing.assert_allclose(got[2], [0.0, 0.5, 0.5])
