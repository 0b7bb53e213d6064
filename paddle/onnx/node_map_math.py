"""Converters of ONNX's elementwise math: unary functions and activations, binary arithmetic
and comparisons (numpy broadcasting, as our ops broadcast), logic, variadic Max/Min/Sum/Mean,
Clip, Where, Cast."""
from __future__ import annotations

from typing import Any

import numpy as np
from onnx import helper

from paddle.registry import DataType

from .node_map import Ctx, Node, converter, first
from .node_map_legacy import broadcast_b, channel_slope

UNARY = {"Abs": "abs", "Relu": "relu", "Sigmoid": "sigmoid", "Tanh": "tanh", "Exp": "exp", "Log": "log",
         "Sqrt": "sqrt", "Neg": "neg", "Reciprocal": "reciprocal", "Floor": "floor", "Ceil": "ceil",
         "Round": "round", "Sign": "sign", "Sin": "sin", "Cos": "cos", "Erf": "erf", "Softsign": "softsign",
         "Tan": "tan", "Asin": "asin", "Acos": "acos", "Atan": "atan", "Sinh": "sinh", "Cosh": "cosh",
         "Asinh": "asinh", "Acosh": "acosh", "Atanh": "atanh", "Not": "logical_not", "IsNaN": "isnan",
         "BitwiseNot": "bitwise_not"}
BINARY = {"Add": "add", "Sub": "sub", "Mul": "elementwise_mul", "Div": "div", "Pow": "pow",
          "Equal": "equal", "Greater": "greater", "Less": "less", "GreaterOrEqual": "greater_equal",
          "LessOrEqual": "less_equal", "And": "logical_and", "Or": "logical_or", "Xor": "logical_xor",
          "BitwiseAnd": "bitwise_and", "BitwiseOr": "bitwise_or", "BitwiseXor": "bitwise_xor"}


def unary(ctx: Ctx, op: str, x: str, out: str | None = None, **attrs: Any) -> str:
    out = out or ctx.tmp()
    ctx.op(op, {"X": x}, {"Out": out}, **attrs)
    return out


def binary(ctx: Ctx, op: str, x: str, y: str, out: str | None = None) -> str:
    out = out or ctx.tmp()
    ctx.op(op, {"X": x, "Y": y}, {"Out": out})
    return out


def scalar(ctx: Ctx, value: float, like: int = 0) -> str:
    """A constant scalar of input `like`'s dtype (broadcasts against it)."""
    return ctx.const(np.asarray(value, dtype=ctx.dtype(like)))


@converter(*UNARY)
def _unary(ctx: Ctx, node: Node) -> None:
    unary(ctx, UNARY[node.op_type], ctx.var(0), ctx.out())


@converter(*BINARY)
def _binary(ctx: Ctx, node: Node) -> None:
    b = broadcast_b(ctx, node)  # opsets 1-6: B aligned at `axis` (node_map_legacy.py)
    if node.op_type == "Pow" and (ctx.dtype(0).kind in "iu" or ctx.dtype(1) != ctx.dtype(0)):
        _mixed_pow(ctx, b)
        return
    binary(ctx, BINARY[node.op_type], ctx.var(0), b, ctx.out())


def _mixed_pow(ctx: Ctx, exponent: str) -> None:
    """ONNX's Pow takes an exponent of another type, and integers: the power of a float base in its
    dtype (the exponent cast to it); of an integer base in float64, truncated back to its dtype
    (a result its dtype cannot hold is refused by the cast, not wrapped)."""
    base = ctx.dtype(0)
    wide = base.name if base.kind == "f" else "float64"
    x, y = (v if ctx.dtype(i).name == wide else unary(ctx, "cast", v, out_dtype=wide)
            for i, v in ((0, ctx.var(0)), (1, exponent)))
    if base.kind == "f":
        binary(ctx, "pow", x, y, ctx.out())
        return
    unary(ctx, "cast", binary(ctx, "pow", x, y), ctx.out(), out_dtype=base.name)


@converter("Elu")
def _elu(ctx: Ctx, node: Node) -> None:
    unary(ctx, "elu", ctx.var(0), ctx.out(), alpha=float(node.attr("alpha", 1.0)))


@converter("Selu")
def _selu(ctx: Ctx, node: Node) -> None:
    unary(ctx, "selu", ctx.var(0), ctx.out(), alpha=float(node.attr("alpha", 1.67326319217681884765625)),
          scale=float(node.attr("gamma", 1.05070102214813232421875)))


@converter("LeakyRelu")
def _leaky_relu(ctx: Ctx, node: Node) -> None:
    unary(ctx, "leaky_relu", ctx.var(0), ctx.out(), alpha=float(node.attr("alpha", 0.01)))


@converter("HardSigmoid")
def _hard_sigmoid(ctx: Ctx, node: Node) -> None:
    unary(ctx, "hard_sigmoid", ctx.var(0), ctx.out(), slope=float(node.attr("alpha", 0.2)),
          offset=float(node.attr("beta", 0.5)))


@converter("HardSwish")
def _hard_swish(ctx: Ctx, node: Node) -> None:
    gate = unary(ctx, "hard_sigmoid", ctx.var(0), slope=1 / 6, offset=0.5)
    binary(ctx, "elementwise_mul", ctx.var(0), gate, ctx.out())


@converter("Softplus")
def _softplus(ctx: Ctx, node: Node) -> None:
    # ours is linear beyond beta * X > threshold: at 20 the two differ by 2e-9, below float32's ulp there
    unary(ctx, "softplus", ctx.var(0), ctx.out())


@converter("Mish")
def _mish(ctx: Ctx, node: Node) -> None:
    gate = unary(ctx, "tanh", unary(ctx, "softplus", ctx.var(0)))
    binary(ctx, "elementwise_mul", ctx.var(0), gate, ctx.out())


@converter("Celu")
def _celu(ctx: Ctx, node: Node) -> None:
    alpha = float(node.attr("alpha", 1.0))  # celu(x) = alpha * elu(x / alpha) on both sides of 0
    if ctx.dtype(0).name in ("float32", "float64"):
        e = unary(ctx, "elu", unary(ctx, "scale", ctx.var(0), scale=1 / alpha), alpha=1.0)
        unary(ctx, "scale", e, ctx.out(), scale=alpha)
        return
    # float16, bfloat16: our scale is float32/float64; products with scalars of X's dtype instead
    e = unary(ctx, "elu", binary(ctx, "elementwise_mul", ctx.var(0), scalar(ctx, 1 / alpha)), alpha=1.0)
    binary(ctx, "elementwise_mul", e, scalar(ctx, alpha), ctx.out())


@converter("Gelu")
def _gelu(ctx: Ctx, node: Node) -> None:
    approximate = node.attr("approximate", "none")
    if approximate not in ("none", "tanh"):
        raise node.bad_attr("approximate", f"should be 'none' or 'tanh', got {approximate!r}")
    unary(ctx, "gelu", ctx.var(0), ctx.out(), approximate=approximate == "tanh")


@converter("PRelu")
def _prelu(ctx: Ctx, node: Node) -> None:
    """relu(x) - slope * relu(-x): X where X > 0, slope * X elsewhere, slope broadcast as numpy."""
    x = ctx.var(0)
    negative = binary(ctx, "elementwise_mul", channel_slope(ctx), unary(ctx, "relu", unary(ctx, "neg", x)))
    binary(ctx, "sub", unary(ctx, "relu", x), negative, ctx.out())


@converter("ThresholdedRelu")
def _thresholded_relu(ctx: Ctx, node: Node) -> None:
    x = ctx.var(0)
    above = binary(ctx, "greater", x, scalar(ctx, float(node.attr("alpha", 1.0))))
    ctx.op("where", {"Condition": above, "X": x, "Y": scalar(ctx, 0.0)}, {"Out": ctx.out()})


@converter("Shrink")
def _shrink(ctx: Ctx, node: Node) -> None:
    bias, lambd = float(node.attr("bias", 0.0)), float(node.attr("lambd", 0.5))
    x, zero = ctx.var(0), scalar(ctx, 0.0)
    low = binary(ctx, "less", x, scalar(ctx, -lambd))
    high = binary(ctx, "greater", x, scalar(ctx, lambd))
    inner = ctx.tmp()
    ctx.op("where", {"Condition": high, "X": unary(ctx, "scale", x, bias=-bias), "Y": zero}, {"Out": inner})
    ctx.op("where", {"Condition": low, "X": unary(ctx, "scale", x, bias=bias), "Y": inner}, {"Out": ctx.out()})


@converter("Swish")
def _swish(ctx: Ctx, node: Node) -> None:
    x = ctx.var(0)
    gate = unary(ctx, "sigmoid", unary(ctx, "scale", x, scale=float(node.attr("alpha", 1.0))))
    binary(ctx, "elementwise_mul", x, gate, ctx.out())


@converter("Mod")
def _mod(ctx: Ctx, node: Node) -> None:
    ctx.op("mod", {"X": ctx.var(0), "Y": ctx.var(1)}, {"Out": ctx.out()}, fmod=bool(node.attr("fmod", 0)))


@converter("IsInf")
def _isinf(ctx: Ctx, node: Node) -> None:
    unary(ctx, "isinf", ctx.var(0), ctx.out(), detect_positive=bool(node.attr("detect_positive", 1)),
          detect_negative=bool(node.attr("detect_negative", 1)))


@converter("Max", "Min", "Sum", "Mean")
def _variadic(ctx: Ctx, node: Node) -> None:
    """Folded pairwise, left to right, each pair broadcast as numpy."""
    op = {"Max": "maximum", "Min": "minimum", "Sum": "add", "Mean": "add"}[node.op_type]
    n = ctx.n_inputs()
    acc = ctx.var(0)
    for i in range(1, n):
        last = i == n - 1 and node.op_type != "Mean"
        acc = binary(ctx, op, acc, ctx.var(i), ctx.out() if last else None)
    if node.op_type == "Mean":
        unary(ctx, "scale", acc, ctx.out(), scale=1.0 / n)
    elif n == 1:
        ctx.alias(0, acc)


@converter("Clip")
def _clip(ctx: Ctx, node: Node) -> None:
    """min(max(X, min), max), as ONNX defines it: our clip op where both bounds are fixed floats in
    order; else maximum and minimum ops reading the bounds at run time (any dtype, fed bounds)."""
    x = ctx.var(0)
    if ctx.opset < 11:
        lo, hi = node.attr("min"), node.attr("max")
        bounds = [None if v is None else scalar(ctx, v) for v in (lo, hi)]
    else:
        bounds = [ctx.var(i) if ctx.has(i) else None for i in (1, 2)]
        fixed = all(ctx.has(i) and ctx.fixed(i) for i in (1, 2))
        lo, hi = (first(ctx.value(1)), first(ctx.value(2))) if fixed else (None, None)
    if lo is not None and hi is not None and lo <= hi and ctx.dtype(0).name in ("float32", "float64"):
        unary(ctx, "clip", x, ctx.out(), min=float(lo), max=float(hi))
        return
    if bounds == [None, None]:
        ctx.alias(0, x)
        return
    if bounds[0] is not None:
        x = binary(ctx, "maximum", x, bounds[0], None if bounds[1] is not None else ctx.out())
    if bounds[1] is not None:
        binary(ctx, "minimum", x, bounds[1], ctx.out())


@converter("Where")
def _where(ctx: Ctx, node: Node) -> None:
    ctx.op("where", {"Condition": ctx.var(0), "X": ctx.var(1), "Y": ctx.var(2)}, {"Out": ctx.out()})


def _dtype_name(node: Node, elem_type: int) -> str:
    try:
        return str(np.dtype(helper.tensor_dtype_to_np_dtype(elem_type)).name)
    except (KeyError, TypeError, ValueError):
        raise node.unsupported(f"element type {elem_type}") from None


@converter("Cast", "CastLike")
def _cast(ctx: Ctx, node: Node) -> None:
    if node.op_type == "Cast":
        to = _dtype_name(node, int(node.attr("to")))
    else:
        to = ctx.dtype(1).name
    saturate = node.attr("saturate", 1) == 1
    round_mode = node.attr("round_mode", "up")  # float8_e8m0fnu's; refused by cast unless up/down/nearest
    if to == ctx.dtype(0).name:
        ctx.alias(0, ctx.var(0))
        return
    x = ctx.var(0)
    if saturate and to.startswith("float8") and ctx.dtype(0).kind != "b":
        x = _saturated(ctx, x, DataType.of(to).limits[1])
    if ctx.dtype(0).kind == "f" and DataType.of(to).is_integer and not DataType.of(to).is_reduced:
        x = _into_integer_range(ctx, x, to)
    # an integer out of range wraps (ONNX's rule for integers; its reference's for floats into int4/int2)
    ctx.op("cast", {"X": x}, {"Out": ctx.out()}, out_dtype=to, wrap=DataType.of(to).is_integer,
           round_mode=round_mode)


def _into_integer_range(ctx: Ctx, x: str, to: str) -> str:
    """A float cast to an integer: ONNX leaves out-of-range values, infinities and NaN undefined, and
    models rely on it only in lanes they mask away (T5's log(0) = -inf bucket, dropped by a Where):
    saturate to the integer's range and take NaN as 0, so our cast (which refuses them) never sees one."""
    lo, hi = (int(v) for v in DataType.of(to).limits)
    clipped = _saturated_between(ctx, x, float(lo), _largest_at_most(hi, ctx.dtype(0)))
    nan = ctx.tmp()
    ctx.op("isnan", {"X": x}, {"Out": nan})
    out = ctx.tmp()
    ctx.op("where", {"Condition": nan, "X": scalar(ctx, 0.0), "Y": clipped}, {"Out": out})
    return out


def _largest_at_most(bound: int, dtype: np.dtype) -> float:
    """The largest value of float `dtype` that is at most `bound` (float32 rounds 2**31 - 1 up)."""
    value = np.asarray(float(bound), dtype=dtype)
    while int(value) > bound:
        value = np.nextafter(value, np.asarray(0, dtype=dtype))
    return float(value)


def _saturated_between(ctx: Ctx, x: str, low: float, high: float) -> str:
    """X limited to [low, high], each bound within what X's dtype holds (NaN stays NaN)."""
    limits = DataType.of(ctx.dtype(0)).limits
    below = binary(ctx, "minimum", x, scalar(ctx, min(high, float(limits[1]))))
    return binary(ctx, "maximum", below, scalar(ctx, max(low, float(limits[0]))))


def _saturated(ctx: Ctx, x: str, top: float) -> str:
    """X limited to [-top, top] (infinities too; NaN stays NaN): a saturating float8 cast."""
    return _saturated_between(ctx, x, -top, top)
