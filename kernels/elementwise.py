"""Arithmetic with numpy broadcasting: add, sub, elementwise_mul, div, pow, maximum, minimum,
neg, clip, and sum_to_like (the un-broadcast that their gradients are made of).

An output's shape is the broadcast of X and Y (`broadcast=("X", "Y")`, data in the JSON). The
gradient of an input that was broadcast is the output's gradient summed back to its shape: add
and sub compose it of `sum_to_like` and `neg`; the others have a grad kernel that un-broadcasts.
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from paddle.registry import (FLOATS, NUMERIC, SIGNED_NUMERIC, DataType, Domain, Function, GradOp, SourceLocation,
                             TensorInfo, require)
from paddle.registry.errors import input_error

from ._xp import xp_of

RANK = 3   # the test shapes: a base shape of 1..RANK dims of 1..SIZE ...
SIZE = 4
ONE = 0.3  # ... of which each input keeps a suffix, each dim set to 1 with this probability


# --- test inputs: shapes that broadcast -------------------------------------------------------
def _shapes(rng: Any, count: int) -> list[tuple[int, ...]]:
    """`count` shapes that broadcast together: suffixes of one base shape, some sizes 1 (the
    sampler of the tensor metas gives every rank-only input one shape, which tests no broadcast)."""
    base = [int(d) for d in rng.integers(1, SIZE + 1, size=rng.integers(1, RANK + 1))]
    out = []
    for _ in range(count):
        kept = base[int(rng.integers(0, len(base))):]
        out.append(tuple(1 if rng.random() < ONE else d for d in kept))
    return out


Values = Callable[[Any, tuple[int, ...]], Any]


def _signed(low: float, high: float) -> Values:
    """Magnitudes in [low, high], either sign: away from 0, where div and the kinks are (the
    gradient cases keep 0.01 away from it, as the sampler of the metas does)."""
    return lambda rng, shape: rng.uniform(low, high, shape) * rng.choice([-1.0, 1.0], shape)


def _grid(offset: float) -> Values:
    """Multiples of 0.5 plus `offset` (never 0 for 0 < offset < 0.5): two grids with different
    offsets never tie (maximum's kink)."""
    return lambda rng, shape: rng.integers(-6, 7, shape) * 0.5 + offset


def _pair(x: Values, y: Values) -> Callable[..., dict[str, Any]]:
    def inputs(rng: Any, dtype: Any) -> dict[str, Any]:
        sx, sy = _shapes(rng, 2)
        return {"X": np.asarray(x(rng, sx), dtype=dtype), "Y": np.asarray(y(rng, sy), dtype=dtype)}
    return inputs


def _unbroadcast(g: Any, shape: tuple[int, ...]) -> Any:
    """`g` summed over the axes that broadcasting added to an input of `shape`: the leading ones,
    and those where the input has size 1."""
    lead = g.ndim - len(shape)
    axes = tuple(range(lead)) + tuple(lead + i for i, d in enumerate(shape) if d == 1 and g.shape[lead + i] != 1)
    return g.sum(axis=axes).reshape(shape) if axes else g


def _binary(name: str, description: str, values: Callable[..., dict[str, Any]],
            dtypes: tuple[DataType, ...] = FLOATS) -> Function:
    """X and Y of any shapes that broadcast, Out their broadcast; declared where it is called."""
    return (Function(name, description, source=SourceLocation.of_caller())
            .input("X", "a tensor").input("Y", "a tensor of X's dtype that broadcasts with X").types(dtypes)
            .output("Out", "shaped as the broadcast of X and Y", broadcast=("X", "Y"))
            .test_inputs(values))


def _both(dx: Any, dy: Any, x: Any, y: Any, needed: tuple[bool, ...]) -> tuple[Any, Any]:
    return (_unbroadcast(dx, x.shape) if needed[0] else None), (_unbroadcast(dy, y.shape) if needed[1] else None)


# --- sum_to_like: X summed to the shape of Like (the gradient of a broadcast) ---------------------
def _sum_to_like_shape(x: TensorInfo, like: TensorInfo) -> None:
    pairs = zip(reversed(x.shape), reversed(like.shape))
    require(like.rank <= x.rank and all(b in (1, None) or a is None or a == b for a, b in pairs),
            f"Like (shape {tuple(like.shape)}) should broadcast to X (shape {tuple(x.shape)})")


def _sum_to_like(x: Any, like: Any) -> Any:
    return _unbroadcast(x, like.shape)


def _sum_to_like_grad(x: Any, like: Any, dout: Any) -> Any:
    return xp_of(x).broadcast_to(dout, x.shape).copy()


def _sum_to_like_inputs(rng: Any, dtype: Any) -> dict[str, Any]:
    like = _shapes(rng, 1)[0]
    extra = rng.integers(0, 2) if len(like) < RANK else 0  # at most 64 elements, as a gradient case
    lead = tuple(int(d) for d in rng.integers(1, SIZE + 1, size=extra))
    x = lead + tuple(int(rng.integers(1, SIZE + 1)) if d == 1 else d for d in like)
    values = _signed(0.1, 3.0)
    return {"X": values(rng, x).astype(dtype), "Like": values(rng, like).astype(dtype)}


sum_to_like = (
    Function("sum_to_like", "X summed over the axes that broadcasting Like to X's shape adds: the "
             "leading ones and those where Like has size 1.")
    .input("X", "a tensor").input("Like", "a tensor that broadcasts to X; only its shape is read", no_grad=True)
    .output("Out", "shaped like Like", like="Like")
    .shape(_sum_to_like_shape)
    .oracle("torch", "X.sum_to_size(Like.shape)")
    .kernel(_sum_to_like)
    .grad(_sum_to_like_grad, reads=("X", "Like"))  # Like too: the generated tests rebuild the forward case
    .test_inputs(_sum_to_like_inputs)
    .example("out = layers.sum_to_like(data('x', [None, 3, 4]), data('y', [1, 4]))")
    .register()
)


def _to(slot: str, ref: str = "Out@GRAD", out: str | None = None) -> GradOp:
    """sum_to_like of `ref` to the shape of input `slot`, into its gradient (or `out`)."""
    return GradOp("sum_to_like", inputs={"X": (ref,), "Like": (slot,)}, outputs={"Out": (out or f"{slot}@GRAD",)})


# --- neg --------------------------------------------------------------------------------------
def _neg(x: Any) -> Any:
    return -x


neg = (
    Function("neg", "-X.").types(SIGNED_NUMERIC)
    .input("X", "a tensor").output("Out", "-X", like="X")
    .oracle("torch", "torch.neg(X)")
    .kernel(_neg)
    .grad_ops(GradOp("neg", inputs={"X": ("Out@GRAD",)}, outputs={"Out": ("X@GRAD",)}))
    .example("out = layers.neg(data('x', [None, 3]))")
    .register()
)


# --- add, sub: gradients composed of sum_to_like and neg -----------------------------------------
def _add(x: Any, y: Any) -> Any:
    return x + y


add = (
    _binary("add", "X + Y, broadcast as numpy does.", _pair(_signed(0.1, 3.0), _signed(0.1, 3.0)), NUMERIC)
    .oracle("torch", "torch.add(X, Y)")
    .elementwise("x + y", X="dout", Y="dout")  # fused kernels (registry/fusion.py)
    .kernel(_add)
    .grad_ops(_to("X"), _to("Y"))
    .example("out = layers.add(data('x', [None, 3]), data('y', [3]))")
    .register()
)


def _sub(x: Any, y: Any) -> Any:
    return x - y


sub = (
    _binary("sub", "X - Y, broadcast as numpy does.", _pair(_signed(0.1, 3.0), _signed(0.1, 3.0)), NUMERIC)
    .oracle("torch", "torch.sub(X, Y)")
    .kernel(_sub)
    .grad_ops(_to("X"), _to("Y", out="tmp:dy"),
              GradOp("neg", inputs={"X": ("tmp:dy",)}, outputs={"Out": ("Y@GRAD",)}))
    .example("out = layers.sub(data('x', [None, 3]), data('y', [1]))")
    .register()
)


# --- elementwise_mul, div, pow: grad kernels that un-broadcast -----------------------------------
def _mul(x: Any, y: Any) -> Any:
    return x * y


def _mul_grad(x: Any, y: Any, dout: Any, *, needed: tuple[bool, ...] = (True, True)) -> tuple[Any, Any]:
    return _both(dout * y, dout * x, x, y, needed)


elementwise_mul = (
    _binary("elementwise_mul", "X * Y elementwise, broadcast as numpy does (`mul` is the matrix product).",
            _pair(_signed(0.1, 3.0), _signed(0.1, 3.0)), NUMERIC)
    .oracle("torch", "torch.mul(X, Y)")
    .kernel(_mul)
    .grad(_mul_grad, reads=("X", "Y"))
    .example("out = layers.elementwise_mul(data('x', [None, 3]), data('y', [3]))")
    .register()
)


def _div(x: Any, y: Any) -> Any:
    if x.dtype.kind in "iu":  # integers: the quotient truncated towards 0 (ONNX's, C's), exactly
        return _truncated_div(x, y)
    return x / y


def _truncated_div(x: Any, y: Any) -> Any:
    """x / y rounded towards 0 in integer arithmetic: floor division, plus one where the signs
    differ and a remainder is left; a divisor of 0 is refused (undefined for integers)."""
    if bool((y == 0).any()):
        raise input_error("div", "Y", "should hold no 0 where X and Y are integers (a quotient by 0 is undefined)", 0)
    q = x // y
    return q + (((x % y) != 0) & ((x < 0) != (y < 0))).astype(q.dtype)


def _div_grad(x: Any, y: Any, dout: Any, *, needed: tuple[bool, ...] = (True, True)) -> tuple[Any, Any]:
    dx = dout / y
    return _both(dx, -dx * x / y, x, y, needed)


div = (
    _binary("div", "X / Y, broadcast as numpy does (IEEE: x / 0 is +-inf or nan).",
            _pair(_signed(0.1, 3.0), _signed(0.5, 3.0)), NUMERIC)
    .oracle("torch", "torch.div(X, Y)")
    .kernel(_div)
    .grad(_div_grad, reads=("X", "Y"))
    .example("out = layers.div(data('x', [None, 3]), data('y', [3]))")
    .register()
)


def _pow(x: Any, y: Any) -> Any:
    return x ** y


def _pow_grad(x: Any, y: Any, out: Any, dout: Any, *, needed: tuple[bool, ...] = (True, True)) -> tuple[Any, Any]:
    xp = xp_of(x)
    dx = dout * y * x ** (y - 1) if needed[0] else None
    return _both(dx, dout * out * xp.log(x) if needed[1] else None, x, y, (needed[0], needed[1]))


pow_op = (
    Function("pow", "X to the power Y, broadcast as numpy does; X positive (a negative base has no "
             "real power for most exponents, and the gradient in Y reads log X).")
    .input("X", "the positive base", domain=Domain(0.0, None, low_open=True))
    .input("Y", "the exponent, broadcasting with X")
    .output("Out", "shaped as the broadcast of X and Y", broadcast=("X", "Y"))
    .test_inputs(_pair(lambda rng, s: rng.uniform(0.5, 2.0, s), _signed(0.1, 2.0)))
    .oracle("torch", "torch.pow(X, Y)")
    .kernel(_pow)
    .grad(_pow_grad, reads=("X", "Y", "Out"))
    .example("out = layers.pow(data('x', [None, 3]), data('y', [1]))")
    .register()
)


# --- maximum, minimum: ties split the gradient in half (as torch does) -------------------------
def _maximum(x: Any, y: Any) -> Any:
    return xp_of(x).maximum(x, y)


def _minimum(x: Any, y: Any) -> Any:
    return xp_of(x).minimum(x, y)


def _picked(x: Any, y: Any) -> Any:
    """1 where X wins (is larger), 0.5 at ties, 0 where Y wins."""
    return (x > y) + 0.5 * (x == y)


def _maximum_grad(x: Any, y: Any, dout: Any, *, needed: tuple[bool, ...] = (True, True)) -> tuple[Any, Any]:
    share = _picked(x, y).astype(dout.dtype)
    return _both(dout * share, dout * (1 - share), x, y, needed)


def _minimum_grad(x: Any, y: Any, dout: Any, *, needed: tuple[bool, ...] = (True, True)) -> tuple[Any, Any]:
    share = _picked(y, x).astype(dout.dtype)
    return _both(dout * share, dout * (1 - share), x, y, needed)


maximum = (
    _binary("maximum", "The larger of X and Y elementwise, broadcast as numpy does; NaN wins.",
            _pair(_grid(0.25), _grid(0.125)), NUMERIC)
    .oracle("torch", "torch.maximum(X, Y)")
    .kernel(_maximum)
    .grad(_maximum_grad, reads=("X", "Y"))
    .example("out = layers.maximum(data('x', [None, 3]), data('y', [3]))")
    .register()
)

minimum = (
    _binary("minimum", "The smaller of X and Y elementwise, broadcast as numpy does; NaN wins.",
            _pair(_grid(0.25), _grid(0.125)), NUMERIC)
    .oracle("torch", "torch.minimum(X, Y)")
    .kernel(_minimum)
    .grad(_minimum_grad, reads=("X", "Y"))
    .example("out = layers.minimum(data('x', [None, 3]), data('y', [3]))")
    .register()
)


# --- clip ----------------------------------------------------------------------------------------
def _clip_shape(x: TensorInfo, *, min: float, max: float) -> None:
    require(min <= max, f"min ({min}) should be at most max ({max})")


def _clip(x: Any, *, min: float, max: float) -> Any:
    return xp_of(x).clip(x, min, max).astype(x.dtype)


def _clip_inputs(rng: Any, dtype: Any, *, min: float, max: float) -> dict[str, Any]:
    """Values below, inside and above [min, max], none within 0.02 of min, max or 0: the kinks
    sit at the attributes, which the sampler of the metas cannot keep its values away from."""
    shape = _shapes(rng, 1)[0]
    tries = (16,) + shape  # candidates per element; the first that keeps away from every kink
    gap = rng.uniform(0.05, 2.0, tries)
    inside = min + rng.uniform(0.0, 1.0, tries) * (max - min)
    where = rng.integers(0, 3, tries)
    candidates = np.where(where == 0, min - gap, np.where(where == 1, max + gap, inside))
    far = (np.abs(candidates - min) > 0.02) & (np.abs(candidates - max) > 0.02) & (np.abs(candidates) > 0.02)
    first = np.argmax(far, axis=0)  # a kink-free candidate is all but certain among 16
    return {"X": np.take_along_axis(candidates, first[None], axis=0)[0].astype(dtype)}


def _clip_grad(x: Any, dout: Any, *, min: float, max: float) -> Any:
    return dout * ((x >= min) & (x <= max))  # inside the closed range, as torch.clamp's


clip = (
    Function("clip", "X with every value limited to [min, max].")
    .input("X", "a tensor").output("Out", "shaped like X", like="X")
    .attribute("min", float, "the smallest value kept").default(-1.0)
    .attribute("max", float, "the largest value kept").default(1.0)
    .shape(_clip_shape)
    .oracle("torch", "torch.clamp(X, min=min, max=max)")
    .kernel(_clip)
    .grad(_clip_grad, reads=("X",))
    .test_inputs(_clip_inputs)
    .example("out = layers.clip(data('x', [None, 3]), min=0.0, max=6.0)")
    .register()
)
