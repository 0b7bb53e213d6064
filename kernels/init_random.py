"""Parameter initialisers (role "init"): truncated_gaussian_random, xavier (Glorot) and msra (He).

Seeded like uniform_random and gaussian_random (kernels/init.py): numpy's generator on the host,
the values copied to the device. Fans follow Paddle's convention (an fc weight is [in, out]; a
conv filter [out, in, *kernel]); an explicit fan_in/fan_out attribute overrides the shape's.
"""
from __future__ import annotations

import math
from typing import Any

import numpy as np

from paddle.registry import DataType, Function

from .init import _RANDOM, _declare_fill, fits_dtype, reach_fits

FLOAT_DTYPES = (DataType.FLOAT16, DataType.FLOAT32, DataType.FLOAT64)
TRUNCATE_AT = 2.0  # standard deviations; a draw further out is drawn again (TensorFlow, Paddle)
_SEED = ("seed", int, "the random seed; one seed gives one tensor")


def _truncated_fits(**attrs: Any) -> None:
    fits_dtype("truncated_gaussian_random", attrs["dtype"], mean=attrs["mean"])
    reach_fits("truncated_gaussian_random", attrs, TRUNCATE_AT, "where draws are truncated")


def _standard_truncated(rng: np.random.Generator, shape: list[int]) -> Any:
    """Standard normal draws, each beyond TRUNCATE_AT drawn again until none is (95% land inside)."""
    z = rng.standard_normal(size=shape)
    outside = np.abs(z) > TRUNCATE_AT
    while outside.any():
        z[outside] = rng.standard_normal(size=int(outside.sum()))
        outside = np.abs(z) > TRUNCATE_AT
    return z


def _truncated_gaussian(*, mean: float, std: float, seed: int, shape: list[int], dtype: DataType) -> Any:
    z = _standard_truncated(np.random.default_rng(seed), shape)
    return (mean + std * z).astype(DataType.of(dtype).numpy)


# Normal(0, 1) between its 2-std quantiles, by the inverse CDF of a uniform draw, moved to mean, std
_TRUNCATED = ("torch.distributions.TransformedDistribution(torch.distributions.Uniform("
              "torch.special.ndtr(torch.tensor(-2.0)), torch.special.ndtr(torch.tensor(2.0)), validate_args=False), "
              "[torch.distributions.transforms.CumulativeDistributionTransform("
              "torch.distributions.Normal(0.0, 1.0, validate_args=False)).inv, "
              "torch.distributions.transforms.AffineTransform(mean, std)], validate_args=False)")

truncated_gaussian_random = _declare_fill(
    Function("truncated_gaussian_random", "A tensor of normal draws (mean, std) within 2 std of the "
             "mean: a draw further out is drawn again.", role="init")
    .attribute("mean", float, "the mean of the untruncated normal").default(0.0)
    .attribute("std", float, "the standard deviation of the untruncated normal").default(1.0).larger_than(0.0)
    .attribute(*_SEED).default(0).at_least(0)
    .shape(_truncated_fits)
    # 2.3% of an untruncated normal lies beyond either edge: 65536 draws see that (4096 would not)
    .oracle("distribution", _TRUNCATED, unused=_RANDOM, sample={"shape": [65536], "dtype": "float64"}),
    _truncated_gaussian, FLOAT_DTYPES)


def fans(shape: list[int]) -> tuple[int, int]:
    """(fan_in, fan_out) of a weight of this shape, as Paddle computes them: a vector's length
    both; [in, out] for a matrix; [out, in, *kernel] for a filter, times the kernel's size."""
    if len(shape) == 1:
        return shape[0], shape[0]
    if len(shape) == 2:
        return shape[0], shape[1]
    receptive = math.prod(shape[2:])
    return shape[1] * receptive, shape[0] * receptive


def _glorot_or_he(rng: np.random.Generator, uniform: bool, variance: float, shape: list[int]) -> Any:
    """Zero-mean draws of this variance: uniform on [-sqrt(3 var), sqrt(3 var)] or normal."""
    if uniform:
        limit = math.sqrt(3.0 * variance)
        return rng.uniform(-limit, limit, size=shape)
    return rng.normal(0.0, math.sqrt(variance), size=shape)


def _xavier(*, uniform: bool, fan_in: int, fan_out: int, seed: int, shape: list[int], dtype: DataType) -> Any:
    shape_in, shape_out = fans(shape)
    variance = 2.0 / ((fan_in or shape_in) + (fan_out or shape_out))
    return _glorot_or_he(np.random.default_rng(seed), uniform, variance, shape).astype(DataType.of(dtype).numpy)


def _msra(*, uniform: bool, fan_in: int, negative_slope: float, seed: int, shape: list[int],
          dtype: DataType) -> Any:
    variance = 2.0 / ((1.0 + negative_slope * negative_slope) * (fan_in or fans(shape)[0]))
    return _glorot_or_he(np.random.default_rng(seed), uniform, variance, shape).astype(DataType.of(dtype).numpy)


# the big draw sets the fans explicitly (fans() from the shape is tested by hand, against torch.nn.init's)
_FANS = {"shape": [4096], "dtype": "float64", "fan_in": 30, "fan_out": 70}
_XAVIER = ("torch.distributions.Uniform(-(6.0 / (fan_in + fan_out)) ** 0.5, (6.0 / (fan_in + fan_out)) ** 0.5) "
           "if uniform else torch.distributions.Normal(0.0, (2.0 / (fan_in + fan_out)) ** 0.5)")
_MSRA = ("torch.distributions.Uniform(-(6.0 / ((1.0 + negative_slope ** 2) * fan_in)) ** 0.5, "
         "(6.0 / ((1.0 + negative_slope ** 2) * fan_in)) ** 0.5) "
         "if uniform else torch.distributions.Normal(0.0, (2.0 / ((1.0 + negative_slope ** 2) * fan_in)) ** 0.5)")

xavier = _declare_fill(
    Function("xavier", "Glorot's initialiser: zero-mean draws of variance 2 / (fan_in + fan_out), "
             "uniform or normal.", role="init")
    .attribute("uniform", bool, "draw uniformly (else from a normal)").default(True)
    .attribute("fan_in", int, "the fan-in; 0 takes it from the shape").default(0).at_least(0)
    .attribute("fan_out", int, "the fan-out; 0 takes it from the shape").default(0).at_least(0)
    .attribute(*_SEED).default(0).at_least(0)
    .oracle("distribution", _XAVIER, unused=_RANDOM, sample=_FANS),
    _xavier, FLOAT_DTYPES)

msra = _declare_fill(
    Function("msra", "He's (Kaiming's) initialiser for (leaky) relu layers: zero-mean draws of variance "
             "2 / ((1 + negative_slope^2) fan_in), uniform or normal.", role="init")
    .attribute("uniform", bool, "draw uniformly (else from a normal)").default(True)
    .attribute("fan_in", int, "the fan-in; 0 takes it from the shape").default(0).at_least(0)
    .attribute("negative_slope", float, "the slope of the leaky relu below 0 (0: relu)").default(0.0)
    .in_range(0.0, 1.0)
    .attribute(*_SEED).default(0).at_least(0)
    .oracle("distribution", _MSRA, unused=_RANDOM, sample={k: v for k, v in _FANS.items() if k != "fan_out"}),
    _msra, FLOAT_DTYPES)
