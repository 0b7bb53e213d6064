"""Initialisation ops (role "init"): fill_constant, uniform_random, gaussian_random, and the
internal fill_like that seeds and zero-fills gradients and optimizer state.

Random ops draw from numpy's generator seeded by the `seed` attribute, also for the GPU
(the numbers are copied over), so a seed gives the same values on every device.
"""
from __future__ import annotations

import math
from typing import Any, Callable

import numpy as np

from paddle.registry import ROWS, DataType, Function, require
from paddle.registry.errors import constraint_error

from ._xp import xp_of


def _on_gpu(fn: Callable[..., Any]) -> Callable[..., Any]:
    """The same kernel, its result copied to the current GPU."""
    def kernel(**attrs: Any) -> Any:
        import cupy
        return cupy.asarray(fn(**attrs))
    kernel.__name__ = fn.__name__ + "_gpu"
    return kernel


def _min_below_max(**attrs: Any) -> None:
    require(attrs["min"] < attrs["max"], f"min should be smaller than max, got min={attrs['min']} "
            f"and max={attrs['max']}")


def _holds(dtype: DataType, value: float) -> str | None:
    """None when `dtype` holds `value` (an integer dtype after truncation toward zero, as the
    cast does; a float dtype without overflowing to infinity), else the values it holds."""
    t = DataType.of(dtype)
    if t is DataType.BOOL:
        return None  # any value is true or false
    low, top = t.limits
    if not t.is_float:
        if math.isfinite(value) and low <= math.trunc(value) <= top:
            return None
        return f"an integer from {low} to {top}"
    with np.errstate(over="ignore", invalid="ignore"):  # float8 e4m3 has no infinity: it overflows to NaN
        rounded = float(np.asarray(value).astype(t.numpy).astype(np.float64))
        overflows = math.isfinite(value) and not math.isfinite(rounded)
    return f"a value from {-top} to {top}" if overflows else None


def fits_dtype(op: str, dtype: DataType, **values: float) -> None:
    """Refuse a value the output dtype cannot hold (fill_constant value=1e30 with dtype int32 would
    be cast to garbage), naming the attribute, the value and the dtype."""
    for name, value in values.items():
        held = _holds(dtype, value)
        if held is not None:
            phrase = f"a value dtype {DataType.of(dtype).value} can hold ({held})"
            raise constraint_error(op, name, phrase, value, "fits_dtype")


def reach_fits(op: str, attrs: dict[str, Any], reach: float, why: str) -> None:
    """Refuse a std whose draws (mean +- reach std) the output dtype cannot hold."""
    mean, std, dtype = attrs["mean"], attrs["std"], DataType.of(attrs["dtype"])
    low, high = mean - reach * std, mean + reach * std
    held = _holds(dtype, low) or _holds(dtype, high)
    if held is not None:
        phrase = (f"small enough that mean +- {reach:g} std ({why}; here {low:g} to {high:g}) lies in what "
                  f"dtype {dtype.value} can hold ({held})")
        raise constraint_error(op, "std", phrase, std, "fits_dtype")


def _fill_constant_fits(**attrs: Any) -> None:
    fits_dtype("fill_constant", attrs["dtype"], value=attrs["value"])


def _uniform_rule(**attrs: Any) -> None:
    _min_below_max(**attrs)
    fits_dtype("uniform_random", attrs["dtype"], min=attrs["min"], max=attrs["max"])


def _gaussian_fits(**attrs: Any) -> None:
    fits_dtype("gaussian_random", attrs["dtype"], mean=attrs["mean"])
    reach_fits("gaussian_random", attrs, 8.0, "a draw beyond it has probability 1e-15")


# The output dtype is the dtype rule's (checked by the shape-rule test); oracles compute in float64
# and are compared after a cast to it.
_DTYPE = {"dtype": "the output dtype is checked by the shape-rule test; values are compared cast to it"}
# Which values a seed gives is numpy's Generator's business; the oracle tests their distribution
# (a Kolmogorov-Smirnov test of a large draw against torch.distributions), and that a seed repeats.
_RANDOM = {**_DTYPE, "seed": "a seed picks values, not their distribution; determinism is checked apart"}
_BIG_DRAW = {"shape": [4096], "dtype": "float64"}


def _declare_fill(fn: Function, kernel: Callable[..., Any], dtypes: tuple[DataType, ...] = tuple(DataType)) -> Any:
    """Shared tail of the init ops: shape and dtype attributes (the output's shape and dtype
    rule, as data), kernels. Values are drawn on the host, then copied to the device."""
    fn = (fn.attribute("shape", list[int], "the shape of the output").must_set().length(min=1).larger_than(0)
          .attribute("dtype", DataType, "the dtype of the output").default("float32"))
    if dtypes != tuple(DataType):
        fn = fn.one_of(list(dtypes))
    return (fn.output("Out", "the new tensor", shape=("...shape",), dtype_from="dtype", type_var=None,
                      dtypes=dtypes)
            .no_grad("an initialiser has no inputs to differentiate")
            .kernel("cpu", kernel).kernel("gpu", _on_gpu(kernel))
            .register())


def _fill_constant(*, value: float, shape: list[int], dtype: DataType) -> Any:
    return np.full(shape, value, dtype=DataType.of(dtype).numpy)


def _uniform(*, min: float, max: float, seed: int, shape: list[int], dtype: DataType) -> Any:
    rng = np.random.default_rng(seed)
    return rng.uniform(min, max, size=shape).astype(DataType.of(dtype).numpy)


def _gaussian(*, mean: float, std: float, seed: int, shape: list[int], dtype: DataType) -> Any:
    rng = np.random.default_rng(seed)
    return rng.normal(mean, std, size=shape).astype(DataType.of(dtype).numpy)


fill_constant = _declare_fill(
    Function("fill_constant", "A tensor of the given shape filled with value.", role="init")
    .attribute("value", float, "the value of every element (one dtype can hold)").default(0.0)
    .shape(_fill_constant_fits)
    .oracle("torch", "torch.full(shape, value)", unused=_DTYPE), _fill_constant)

uniform_random = _declare_fill(
    Function("uniform_random", "A tensor of values drawn uniformly from [min, max).", role="init")
    .attribute("min", float, "the smallest value").default(-1.0)
    .attribute("max", float, "the upper bound").default(1.0)
    .attribute("seed", int, "the random seed; one seed gives one tensor").default(0).at_least(0)
    .shape(_uniform_rule)
    .oracle("distribution", "torch.distributions.Uniform(min, max)", unused=_RANDOM, sample=_BIG_DRAW),
    _uniform)

gaussian_random = _declare_fill(
    Function("gaussian_random", "A tensor of values drawn from a normal distribution.", role="init")
    .attribute("mean", float, "the mean").default(0.0)
    .attribute("std", float, "the standard deviation").default(1.0).larger_than(0.0)
    .attribute("seed", int, "the random seed; one seed gives one tensor").default(0).at_least(0)
    .shape(_gaussian_fits)
    # N(0, 1) moved to (mean, std): Normal(mean, std).cdf multiplies by 1 / std, infinite for a subnormal std
    .oracle("distribution", "torch.distributions.TransformedDistribution(torch.distributions.Normal(0.0, 1.0), "
            "[torch.distributions.transforms.AffineTransform(mean, std)])", unused=_RANDOM, sample=_BIG_DRAW),
    _gaussian)


def _fill_like(x: Any, *, value: float) -> Any:
    # zeros are calloc'd (numpy): an unused output's zero gradient costs no pass over memory; not where
    # numpy's own numbers only: ml_dtypes' float8_e8m0fnu holds powers of two, its zero bits are 2**-127
    if value == 0.0 and x.dtype.kind in "fiu":
        return xp_of(x).zeros(x.shape, dtype=x.dtype)
    return xp_of(x).full_like(x, value)


fill_like = (
    Function("fill_like", "A tensor shaped like X filled with value (gradient seeds, zero state).",
             role="internal")
    .input("X", "the tensor whose shape and dtype to copy (a sequence's too: the zero gradient of an "
           "unused sequence output)", dtypes=tuple(DataType), seq_types=ROWS)
    .output("Out", "the filled tensor", like="X")
    .attribute("value", float, "the value of every element").default(0.0)
    .no_grad("its output does not depend on the values of X")
    # in float64, cast to X's dtype by the comparison (torch.full_like would refuse some of ours)
    .oracle("torch", "torch.full(X.shape, value)")
    .kernel(_fill_like)
    .register()
)
