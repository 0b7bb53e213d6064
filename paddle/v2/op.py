"""v2's `paddle.v2.op`: math on layers. The unary functions (`op.exp(x)`, `op.sqrt(x)`, ...) and,
once this module is imported (`import paddle.v2` does), the operators on layers:

    y = 1 + x        # slope_intercept(x, intercept=1)
    y = x - 2        # slope_intercept(x, intercept=-2)
    y = 2 * x        # slope_intercept(x, slope=2)
    y = -x           # slope_intercept(x, slope=-1)
    y = x + z        # addto([x, z]); a layer of size 1 is repeated to the other's size first
    y = x * w        # scaling(x, weight=w): w of size 1

as v2's op.py defined them. (v2's `x - number` added the number, a slip; here it subtracts.)
Anything else (two layers of different sizes neither 1, `x * y` of sizes above 1, a layer with a
string) is a LayerOperatorError, a TypeError as v2's.
"""
from __future__ import annotations

import functools
import math
import numbers
from typing import Any, Callable

from paddle.registry import ConfigError
from paddle.tape import TapeItem

from . import activation as act
from .arguments import call_or_defer
from .layers_extra import repeat
from .layers_misc import addto, scaling, slope_intercept
from .layers_support import compose


class LayerOperatorError(ConfigError, TypeError):
    """An arithmetic operator applied to layers it cannot combine."""


def _unary(op_name: str, activation: act.BaseActivation) -> Callable[..., TapeItem]:
    def op(input: TapeItem, name: str | None = None) -> TapeItem:
        return compose(op_name, lambda b, x: x, {"input": input}, name=name, act=activation)
    op.__name__ = op.__qualname__ = op_name
    op.__doc__ = f"{type(activation).__name__} of each value of `input` (v2's paddle.op.{op_name})."
    return op


exp = _unary("exp", act.Exp())
log = _unary("log", act.Log())
abs = _unary("abs", act.Abs())  # noqa: A001  (v2's name)
sigmoid = _unary("sigmoid", act.Sigmoid())
tanh = _unary("tanh", act.Tanh())
square = _unary("square", act.Square())
relu = _unary("relu", act.Relu())
sqrt = _unary("sqrt", act.Sqrt())
reciprocal = _unary("reciprocal", act.Reciprocal())
softmax = _unary("softmax", act.Softmax())


def _size(layer: TapeItem) -> int:
    shape = layer.output.info.shape[1:]
    return math.prod(int(d) for d in shape) if all(d is not None for d in shape) else -1


def _is_number(value: Any) -> bool:
    return isinstance(value, numbers.Real) and not isinstance(value, bool)


def _refuse(what: str, layer: TapeItem, other: Any) -> LayerOperatorError:
    return LayerOperatorError(f"layer '{layer.name}' {what}, got {type(other).__name__} {other!r}",
                              layer="op", argument="other", rule="type", value=repr(other))


def _add(layer: TapeItem, other: Any) -> TapeItem:
    if _is_number(other):
        return slope_intercept(input=layer, intercept=float(other))
    if not isinstance(other, TapeItem):
        raise _refuse("can be added only to another layer or a number", layer, other)
    a, b = _size(layer), _size(other)
    if a != b:
        if a != 1 and b != 1:
            raise LayerOperatorError(f"layers '{layer.name}' and '{other.name}' can be added only if they have "
                                     f"the same size or one has size 1; sizes are {a} and {b}", layer="op",
                                     argument="other", rule="shape", value=[a, b])
        if a == 1:
            layer, other = other, layer
        other = repeat(input=other, num_repeats=max(a, b))
    return addto(input=[layer, other])


def _neg(layer: TapeItem) -> TapeItem:
    return slope_intercept(input=layer, slope=-1.0)


def _sub(layer: TapeItem, other: Any) -> TapeItem:
    if _is_number(other):
        return slope_intercept(input=layer, intercept=-float(other))
    if not isinstance(other, TapeItem):
        raise _refuse("can be subtracted only with another layer or a number", layer, other)
    return _add(layer, _neg(other))


def _rsub(layer: TapeItem, other: Any) -> TapeItem:
    return _add(_neg(layer), other)


def _mul(layer: TapeItem, other: Any) -> TapeItem:
    if _is_number(other):
        return slope_intercept(input=layer, slope=float(other))
    if not isinstance(other, TapeItem):
        raise _refuse("can be multiplied only with another layer or a number", layer, other)
    if _size(layer) == 1:
        return scaling(input=other, weight=layer)
    if _size(other) == 1:
        return scaling(input=layer, weight=other)
    raise LayerOperatorError(f"layers '{layer.name}' * '{other.name}': one of them should be a number or a layer "
                             f"of size 1; sizes are {_size(layer)} and {_size(other)}", layer="op", argument="other",
                             rule="shape", value=[_size(layer), _size(other)])


def _deferring(f: Callable[..., TapeItem], with_layer: str) -> Callable[..., TapeItem]:
    """Operator `f`, giving an unrunnable layer where it reads one (paddle/v2_deferral.py), as
    v2's layer functions do: the layer v2 made (`with_layer` for two layers, else slope_intercept)."""
    @functools.wraps(f)
    def operator(*args: Any) -> TapeItem:
        kind = with_layer if len(args) > 1 and isinstance(args[1], TapeItem) else "slope_intercept"
        made: TapeItem = call_or_defer(kind, f, args, {})
        return made
    return operator


def install() -> None:
    """The operators on v2's layers (TapeItem), as v2's op.py put them on its Layer."""
    setattr(TapeItem, "__add__", _deferring(_add, "addto"))
    setattr(TapeItem, "__radd__", _deferring(_add, "addto"))
    setattr(TapeItem, "__neg__", _deferring(_neg, "slope_intercept"))
    setattr(TapeItem, "__sub__", _deferring(_sub, "addto"))
    setattr(TapeItem, "__rsub__", _deferring(_rsub, "addto"))
    setattr(TapeItem, "__mul__", _deferring(_mul, "scaling"))
    setattr(TapeItem, "__rmul__", _deferring(_mul, "scaling"))


install()

__all__ = ["exp", "log", "abs", "sigmoid", "tanh", "square", "relu", "sqrt", "reciprocal", "softmax",
           "LayerOperatorError"]
