"""Comparison, selection and conversion: equal, not_equal, less, less_equal, greater,
greater_equal (bool outputs, numpy broadcasting), where, cast, top_k.

A comparison's output shape is the broadcast of X and Y (`broadcast=("X", "Y")`, data), its
dtype bool; it has no gradient (a step function of its inputs). `where` broadcasts all three
inputs and sends the output's gradient to X where Condition holds and to Y elsewhere, summed
back to each input's shape. `cast` converts to the dtype its attribute names; `top_k` keeps the
k largest values of the last axis with their int64 indices, its gradient scattered back to them.

cast's gradient: into a float output, the output's gradient cast back to X's dtype; into an
integer or bool output, zero (as torch, where an integer tensor carries no gradient), rather than
no gradient at all, since one op serves both and whether it is differentiable is data.
"""
from __future__ import annotations

import math
from typing import Any, Callable

import numpy as np

from paddle.registry import (ALL_TYPES, FLOATS, INTEGERS, NUMERIC, DataType, Function, SourceLocation)
from paddle.registry.errors import input_error

from ._cast_modes import E8M0_ROUND_MODES, to_e8m0, wrapped
from ._xp import xp_of
from .elementwise import _shapes, _unbroadcast

NUMBERS = (*FLOATS, *INTEGERS)
NO_GRAD_COMPARE = "a comparison is piecewise constant in X and Y: its bool output carries no gradient"


# --- comparisons ----------------------------------------------------------------------------------
def _compare_inputs(rng: Any, dtype: Any) -> dict[str, Any]:
    """X and Y on a coarse grid, so that many elements tie (where the six comparisons differ);
    now and then integers instead of floats, and infinities and NaN among the floats."""
    sx, sy = _shapes(rng, 2)
    if rng.random() < 0.25:
        dtype = np.dtype(rng.choice(["int32", "int64"]))
    x, y = (rng.integers(-3, 4, s) * (0.5 if dtype.kind == "f" else 1) for s in (sx, sy))
    if dtype.kind == "f" and rng.random() < 0.3:
        specials = np.array([np.inf, -np.inf, np.nan])
        x = np.where(rng.random(sx) < 0.2, rng.choice(specials, sx), x)
    return {"X": np.asarray(x, dtype=dtype), "Y": np.asarray(y, dtype=dtype)}


def _comparison(name: str, symbol: str, kernel: Callable[[Any, Any], Any], torch_fn: str,
                dtypes: tuple[DataType, ...] = NUMERIC) -> Any:
    """X `symbol` Y elementwise, as bools; declared and registered where it is called."""
    return (Function(name, f"X {symbol} Y elementwise (bool), broadcast as numpy does; NaN compares "
                     f"unequal to everything, itself included.", source=SourceLocation.of_caller())
            .input("X", "a tensor")
            .input("Y", "a tensor of X's dtype that broadcasts with X").types(dtypes)
            .output("Out", "bools shaped as the broadcast of X and Y", broadcast=("X", "Y"),
                    dtypes=(DataType.BOOL,), type_var=None)
            .oracle("torch", f"torch.{torch_fn}(X, Y)")
            .kernel(kernel)
            .no_grad(NO_GRAD_COMPARE)
            .test_inputs(_compare_inputs)
            .example(f"out = layers.{name}(data('x', [None, 3]), data('y', [3]))")
            .register())


def _equal(x: Any, y: Any) -> Any:
    return x == y


def _not_equal(x: Any, y: Any) -> Any:
    return x != y


def _less(x: Any, y: Any) -> Any:
    return x < y


def _less_equal(x: Any, y: Any) -> Any:
    return x <= y


def _greater(x: Any, y: Any) -> Any:
    return x > y


def _greater_equal(x: Any, y: Any) -> Any:
    return x >= y


equal = _comparison("equal", "==", _equal, "eq", (*NUMERIC, DataType.BOOL))
not_equal = _comparison("not_equal", "!=", _not_equal, "ne", (*NUMERIC, DataType.BOOL))
less = _comparison("less", "<", _less, "lt")
less_equal = _comparison("less_equal", "<=", _less_equal, "le")
greater = _comparison("greater", ">", _greater, "gt")
greater_equal = _comparison("greater_equal", ">=", _greater_equal, "ge")


# --- where ------------------------------------------------------------------------------------------
def _where(cond: Any, x: Any, y: Any) -> Any:
    return xp_of(x).where(cond, x, y)


def _where_grad(cond: Any, x: Any, y: Any, dout: Any, *,
                needed: tuple[bool, ...] = (True, True)) -> tuple[Any, Any]:
    xp = xp_of(dout)
    zero = xp.zeros((), dtype=dout.dtype)
    dx = _unbroadcast(xp.where(cond, dout, zero), x.shape) if needed[0] else None
    dy = _unbroadcast(xp.where(cond, zero, dout), y.shape) if needed[1] else None
    return dx, dy


def _where_inputs(rng: Any, dtype: Any) -> dict[str, Any]:
    """Three shapes that broadcast together (the output may be larger than each), a random mask."""
    sc, sx, sy = _shapes(rng, 3)
    values = (rng.uniform(0.1, 3.0, s) * rng.choice([-1.0, 1.0], s) for s in (sx, sy))
    x, y = (np.asarray(v, dtype=dtype) for v in values)
    return {"Condition": rng.random(sc) < 0.5, "X": x, "Y": y}


where = (
    Function("where", "X where Condition holds, else Y; the three broadcast as numpy does.")
    .input("Condition", "bools that broadcast with X and Y", dtypes=(DataType.BOOL,), type_var=None,
           no_grad=True)
    .input("X", "the values taken where Condition holds")
    .input("Y", "the values taken elsewhere, of X's dtype")
    .types(ALL_TYPES)
    .output("Out", "shaped as the broadcast of Condition, X and Y", broadcast=("Condition", "X", "Y"))
    .oracle("torch", "torch.where(Condition, X, Y)")
    .kernel(_where)
    .grad(_where_grad, reads=("Condition", "X", "Y"))
    .test_inputs(_where_inputs)
    .example("out = layers.where(layers.greater(data('x', [None, 3]), data('y', [3])), "
             "data('a', [None, 3]), data('b', [1]))")
    .register()
)


# --- cast -------------------------------------------------------------------------------------------
def _integer_range(dtype: np.dtype) -> tuple[int, int]:
    low, high = DataType.of(dtype).limits
    return int(low), int(high)


def _check_representable(x: Any, target: np.dtype) -> None:
    """An integer target holds only the values inside its range: a float out of it (or NaN, or
    an infinity) and an integer out of it would wrap or be undefined, a silent wrong answer."""
    if not DataType.of(target).is_integer or x.size == 0 or x.dtype.kind == "b":
        return
    lo, hi = _integer_range(target)
    if DataType.of(x.dtype).is_float:  # truncated towards 0, in float64 (exact for lo and hi + 1); NaN fails
        t = xp_of(x).trunc(x.astype(np.float64))
        fits = (t >= float(lo)) & (t < float(hi) + 1)
    else:  # int4/int2 compare in int64 (ml_dtypes would cast the bound to their own type)
        wide = x.astype(np.int64) if DataType.of(x.dtype).is_reduced else x
        fits = (wide >= lo) & (wide <= hi)
    if not bool(fits.all()):
        bad = x[~fits].ravel()[0].item()
        raise input_error("cast", "X", f"should hold values that {target.name} can represent "
                          f"(from {lo} to {hi}), got {bad}", bad)


def _cast(x: Any, *, out_dtype: DataType, wrap: bool = False, round_mode: str = "up") -> Any:
    target = DataType.of(out_dtype)
    if target is DataType.FLOAT8_E8M0FNU:
        return to_e8m0(x, round_mode)
    if wrap and target.is_integer:
        return wrapped(x, target)
    _check_representable(x, target.numpy)
    return x.astype(target.numpy)


def _cast_grad(x: Any, dout: Any, *, out_dtype: DataType, **_modes: Any) -> Any:
    """Float to float: the gradient cast back to X's dtype. Into an integer or bool output: 0 (as
    in torch, an integer tensor carries no gradient, so none flows back through the cast)."""
    if DataType.of(out_dtype).is_float and x.dtype.kind == "f":
        return dout.astype(x.dtype)
    return xp_of(x).zeros_like(x)


def _cast_reference(x: Any, *, out_dtype: DataType, wrap: bool = False, round_mode: str = "up") -> Any:
    """The definition, from X's float64 (or int64) values: bool is X != 0; an integer is X
    truncated towards 0 (then held by the target, or with `wrap` taken modulo 2**bits one Python
    int at a time); e8m0 is the power of two that frexp's exponent gives, rounded by `round_mode`
    (from float32's value); a float is X rounded to the target's precision (ml_dtypes rounds
    float64 to bfloat16 and float8 directly)."""
    target = DataType.of(out_dtype)
    wide = np.asarray(x)
    if target is DataType.BOOL:
        return wide != 0
    if target is DataType.FLOAT8_E8M0FNU:
        return _e8m0_reference(wide.astype(np.float32), round_mode)
    if target.is_integer and wrap:
        low, high = (int(v) for v in target.limits)
        whole = [int(v) if np.isfinite(v) else 0 for v in np.trunc(wide.astype(np.float64)).ravel()]
        values = [(v - low) % (high - low + 1) + low for v in whole]
        held = np.int64 if target.is_reduced else target.numpy  # every value now fits the target
        return np.array(values, dtype=held).reshape(wide.shape).astype(target.numpy)
    if target.is_integer:
        return np.trunc(wide.astype(np.float64)).astype(np.int64).astype(target.numpy)
    with np.errstate(over="ignore", invalid="ignore"):
        return wide.astype(np.float64).astype(target.numpy)


def _e8m0_reference(x: Any, round_mode: str) -> Any:
    """2**e for each float32 |X| = m * 2**e (1 <= m < 2, math.frexp's halves doubled): up when
    m > 1, nearest when m >= 1.5; below 2**-126 (float32's subnormals, 0): 2**-127, or 2**-126
    when `up` and X is not 0, or `nearest` and |X| > 2**-127; NaN for NaN, infinity and past 2**127."""
    def one(v: float) -> float:
        if not math.isfinite(v):
            return math.nan
        if abs(v) < 2.0 ** -126:  # float32's subnormals and 0: exponent field 0, 2**-127
            step = {"up": v != 0, "down": False, "nearest": abs(v) > 2.0 ** -127}[round_mode]
            return 2.0 ** -126 if step else 2.0 ** -127
        m, e = math.frexp(abs(v))
        m, e = 2 * m, e - 1  # |v| = m * 2**e, 1 <= m < 2
        e += {"up": m > 1, "down": False, "nearest": m >= 1.5}[round_mode]
        return math.nan if e > 127 else 2.0 ** e
    values = [one(float(v)) for v in np.asarray(x, np.float32).ravel()]
    return np.array(values, np.float64).reshape(np.shape(x)).astype(DataType.FLOAT8_E8M0FNU.numpy)


CAST_SOURCES = ("float16", "int32", "int64", "uint8", "bool")


def _cast_inputs(rng: Any, dtype: Any, *, out_dtype: DataType, wrap: bool = False) -> dict[str, Any]:
    """X of the test's float dtype or (a third of the time) another dtype, its values inside what
    the target can represent (with `wrap`, what the source can): fractions of either sign (none
    for an unsigned target), zeros, and at most 1000 in magnitude (float16 holds them)."""
    target = DataType.of(out_dtype)
    shape = _shapes(rng, 1)[0]
    source = np.dtype(rng.choice(CAST_SOURCES)) if rng.random() < 0.35 else np.dtype(dtype)
    held = [target.limits] if target is DataType.BOOL else [target.limits, DataType.of(source).limits]
    if wrap and target.is_integer:  # out of the target's range too: those wrap
        held = [DataType.of(source).limits]
    low = max(-1000.0, *(lo for lo, _ in held)) if target is not DataType.BOOL and source.kind != "b" else 0.0
    high = min(1000.0, *(hi for _, hi in held)) if source.kind != "b" else 1000.0
    values = rng.uniform(low, high, shape) * (10.0 ** -rng.integers(0, 3, shape))
    values = np.where(rng.random(shape) < 0.1, 0.0, values)
    if source.kind == "b":
        return {"X": values > high / 2}
    return {"X": (np.trunc(values) if source.kind in "iu" else values).astype(source)}


cast = (
    Function("cast", "X converted to the dtype out_dtype: floats to integers truncate towards 0, "
             "anything to bool is X != 0, float to a narrower float rounds (overflowing to +-inf); a value "
             "an integer out_dtype cannot hold (NaN, out of range) is refused, or with `wrap` taken modulo "
             "2**bits (ONNX's rule: 200 as int8 is -56; NaN and infinities as 0). float8_e8m0fnu (powers of "
             "two) rounds X's float32 exponent by `round_mode`, as ONNX does (0 is 2**-127). The gradient of a "
             "float output is cast back to X's dtype; an integer or bool output passes none back (0, as in torch).")
    .input("X", "a tensor of any dtype", dtypes=tuple(DataType), type_var=None, shape=("...S",))
    .output("Out", "X's values in out_dtype, shaped like X", shape=("...S",), dtype_from="out_dtype",
            type_var=None, dtypes=tuple(DataType))
    .attribute("out_dtype", DataType, "the dtype of the output").must_set()
    .attribute("wrap", bool, "an integer out_dtype takes values it cannot hold modulo 2**bits (two's "
               "complement), floats truncated first, rather than refusing them").default(False)
    .attribute("round_mode", str, "how float8_e8m0fnu rounds a value between two powers of two: up, down, "
               "or nearest (up from 1.5 * 2**e); other dtypes ignore it").default("up").one_of(list(E8M0_ROUND_MODES))
    .oracle("numpy").reference(_cast_reference)
    .kernel(_cast)
    .grad(_cast_grad, reads=("X",))
    .test_inputs(_cast_inputs)
    .example("out = layers.cast(data('x', [None, 3]), out_dtype='float64')")
    .register()
)


# --- top_k ------------------------------------------------------------------------------------------
def _rows(a: Any) -> tuple[Any, Any]:
    """`a` as a matrix of its last axis, and the row index of each of its elements' rows."""
    flat = a.reshape(-1, a.shape[-1])
    return flat, xp_of(a).arange(flat.shape[0])[:, None]


def _descending(flat: Any) -> Any:
    """Each row's indices by value, largest first, of equal values the lower index first; NaN
    last. Floats sort their negation; integers (whose negation wraps: uint, INT64_MIN) sort the
    row reversed, ascending, and read that order backwards (ties then come lower index first)."""
    xp = xp_of(flat)
    if flat.dtype.kind in "iu":
        n = flat.shape[-1]
        return (n - 1) - xp.argsort(flat[:, ::-1], axis=-1, kind="stable")[:, ::-1]
    return xp.argsort(-flat, axis=-1, kind="stable")


def _top_k(x: Any, *, k: int) -> tuple[Any, Any]:
    flat, rows = _rows(x)
    order = _descending(flat)[:, :k]
    shape = x.shape[:-1] + (k,)
    return flat[rows, order].reshape(shape), order.astype(np.int64).reshape(shape)


def _top_k_grad(x: Any, indices: Any, dout: Any, dindices: Any, *, k: int) -> Any:
    """Each output value's gradient back where it came from (the indices are distinct per row);
    the int64 Indices carry none."""
    dx, rows = _rows(xp_of(x).zeros_like(x))
    dx[rows, indices.reshape(-1, k)] = dout.reshape(-1, k)
    return dx.reshape(x.shape)


def _top_k_inputs(rng: Any, dtype: Any, *, k: int) -> dict[str, Any]:
    """X of 1 to 3 dims whose last has k to k + 3 elements, its values distinct (0.25 apart; integers 1 apart), so
    no tie makes the choice, or the gradient, depend on the order of equal values."""
    lead = tuple(int(d) for d in rng.integers(1, 4, size=rng.integers(0, 3)))
    shape = lead + (k + int(rng.integers(0, 4)),)
    n = int(np.prod(shape))
    if np.dtype(dtype).kind in "iu":  # distinct integers the dtype holds (from 0 where unsigned)
        low = 0 if np.dtype(dtype).kind == "u" else -(n // 2)
        return {"X": (rng.permutation(n) + low).reshape(shape).astype(dtype)}
    return {"X": ((rng.permutation(n) - n / 2 + 0.5) * 0.25).reshape(shape).astype(dtype)}


top_k = (
    Function("top_k", "The k largest values of X along its last axis, largest first, with their "
             "indices (of equal values, the lower index first; NaN counts as smaller than any number).")
    .input("X", "a tensor of rank 1 or more", shape=("...B", "N"))
    .output("Out", "the k largest values of each row of the last axis", shape=("...B", "k"))
    .output("Indices", "their int64 indices along the last axis", shape=("...B", "k"),
            dtypes=(DataType.INT64,), type_var=None)
    .types(NUMERIC)
    .attribute("k", int, "how many values to keep, at most the size of X's last axis").default(1).at_least(1)
    .at_most_size("N")
    # a stable descending sort: of equal values (integers tie), the lower index first, as the kernel
    .oracle("torch", "(torch.sort(X, dim=-1, descending=True, stable=True).values.narrow(-1, 0, k), "
                     "torch.sort(X, dim=-1, descending=True, stable=True).indices.narrow(-1, 0, k))")
    .kernel(_top_k)
    .grad(_top_k_grad, reads=("X", "Indices"))
    .test_inputs(_top_k_inputs)
    .example("values, indices = layers.top_k(data('x', [None, 5]), k=2)")
    .register()
)
