"""What the hand-written v2 layers (layers_vision, layers_cost, layers_misc) share: recording a
composition of registered ops on the Tape as one v2 layer, with v2's `name`, `act`,
`layer_attr`, `param_attr` and `bias_attr`.

    def l2_distance(x, y, name=None, layer_attr=None):
        def build(b, x, y):
            diff = b.op("sub", X=x, Y=y)
            return b.op("sqrt", X=b.row_sum(b.op("square", X=diff)))
        return compose("l2_distance", build, {"x": x, "y": y}, name=name, layer_attr=layer_attr)

Only the ops need kernels, gradients and oracles: a composition is differentiable where its ops
are. Arguments are checked before anything is built, in the user's words (`bad_argument`).
"""
from __future__ import annotations

import math
from typing import Any, Callable, Mapping

from paddle.registry import ConfigError, InputError
from paddle.tape import TapeItem, current_tape
from paddle.v2_support import UNSET, activation_name, as_v2_input, extra_after, extra_drop_rate, input_expression


class Builder:
    """Adds the ops of one v2 layer to the current model: `op(type, attrs, **slots)`,
    `param(suffix, shape, init)` for the layer's parameters (`<prefix>.<suffix>`, under the
    layer's param_attr / bias_attr), and small helpers for what many layers need."""

    def __init__(self, where: str, prefix: str) -> None:
        self.where, self.prefix = where, prefix
        self.graph = current_tape().model.graph

    def op(self, op_type: str, attrs: Mapping[str, Any] | None = None, **slots: Any) -> Any:
        # named under the layer (`batch_norm_0.batch_norm_0`), so a layer whose op has its kind's
        # name does not draw a second number of v2's layer counter
        name = self.graph.unique_name(f"{self.prefix}.{op_type}")
        return self.graph.add(op_type, slots, dict(attrs or {}), name, validated=False)

    def param(self, suffix: str, shape: list[int], dtype: Any, init: tuple[str, dict[str, Any]]) -> Any:
        return self.graph.layer_parameter(self.prefix, suffix, shape, dtype, init,
                                          f"{self.where} layer '{self.prefix}'")

    def shape(self, x: Any) -> tuple[Any, ...]:
        return tuple(x.info.shape)

    def row_sum(self, x: Any) -> Any:
        """[N, D] -> [N, 1]: the sum of each row."""
        return self.op("reduce_sum", {"dim": [1], "keep_dim": True}, X=x)

    def scale(self, x: Any, scale: float, bias: float = 0.0) -> Any:
        return self.op("scale", {"scale": float(scale), "bias": float(bias)}, X=x)

    def flat(self, x: Any) -> Any:
        """Images [N, C, H, W] (or any rank) as v2 saw them: vectors [N, C*H*W]."""
        return x if len(self.shape(x)) == 2 else self.op("flatten", {"axis": 1}, X=x)

    def image(self, x: Any, num_channels: Any, argument: str = "input") -> Any:
        """x as images [N, C, H, W]: vectors are square images of `num_channels` (v2's rule)."""
        return as_v2_input(self.where, argument, _IMAGE_SLOT, x, num_channels)

    def grid(self, rows: int, cols: int, like: Any) -> tuple[Any, Any]:
        """Index grids I [rows, 1] and J [1, cols] (0, 1, 2, ...) of `like`'s dtype, built of ops
        (expand, cumsum) so constant matrices can be written as functions of them. They start
        from one element of `like`, clipped, times 0, plus 1: a net runs only the ops its outputs
        read (an op reading nothing would be left out), and backward needs every op between a
        parameter and the cost to have a gradient (here 0)."""
        rank = len(self.shape(like))
        corner = self.op("slice", {"axes": list(range(rank)), "starts": [0] * rank, "ends": [1] * rank}, X=like)
        element = self.op("reshape", {"shape": [1]}, X=corner)
        bounded = self.op("clip", {"min": -1.0, "max": 1.0}, X=element)
        one = self.scale(bounded, 0.0, 1.0)

        def arange(shape: list[int], axis: int) -> Any:
            ones = self.op("expand", {"shape": shape}, X=one)
            return self.op("cumsum", {"axis": axis, "exclusive": True}, X=ones)
        return arange([rows, 1], 0), arange([1, cols], 1)

    def hat(self, distance: Any) -> Any:
        """max(0, 1 - |distance|): 1 where distance is 0, falling to 0 at distance 1 (the weights
        of linear interpolation; an identity or flip matrix from integer distances)."""
        return self.op("relu", X=self.scale(self.op("abs", X=distance), -1.0, 1.0))

    def activate(self, x: Any, act: str) -> Any:
        return x if act == "linear" else self.op(act, X=x)


class _ImageSlot:
    expected_rank = 4


_IMAGE_SLOT = _ImageSlot()


def compose(where: str, build: Callable[..., Any], inputs: Mapping[str, Any], *, name: str | None = None,
            act: Any = None, default_act: Any = "linear", layer_attr: Any = None, param_attr: Any = None,
            bias_attr: Any = None) -> TapeItem:
    """Record one v2 layer `where`: `build(builder, *input expressions)` adds its ops and returns
    its output; then the activation (`act`, `default_act` where None), the user's `name` and the
    dropout of `layer_attr`. `inputs`: v2's argument name -> layer (or list of layers, or None)."""
    read: list[TapeItem] = []
    exprs = [input_expression(where, arg, value, read) for arg, value in inputs.items()]
    activation = activation_name(where, default_act if act is None or act is UNSET else act)
    tape = current_tape()

    def run() -> Any:
        extra_drop_rate(where, layer_attr)  # layer_attr checked before the ops are added
        graph = tape.model.graph
        b = Builder(where, name or graph.unique_name(where))
        with graph.parameter_attrs(param_attr, bias_attr):
            try:
                out = b.activate(build(b, *exprs), activation)
            except (AttributeError, TypeError):
                _refuse_missing_or_many(where, inputs, exprs)  # the likely cause, in the user's words
                raise
        if graph.made_by_last_op(out) and str(out.name) != b.prefix:
            out = graph.rename_last(str(out.name), b.prefix)
        return extra_after(where, out, layer_attr)
    return tape.record(where, run, read, name=name)


def _refuse_missing_or_many(where: str, inputs: Mapping[str, Any], exprs: list[Any]) -> None:
    """A layer that reads one layer per argument was given None or a list there (its build then
    fails on a None or a list): an InputError naming the argument."""
    for arg, e in zip(inputs, exprs):
        if e is None or isinstance(e, list):
            got = "None" if e is None else f"a list of {len(e)} layers"
            raise InputError(f"{where} layer: {arg} should be one layer, got {got}", layer=where, argument=arg,
                             rule="type", value=got) from None


# --- checking v2's arguments --------------------------------------------------------------------
def bad_argument(where: str, argument: str, rule: str, value: Any, why: str) -> ConfigError:
    return ConfigError(f"{where} layer: {argument} {why}, got {value!r}", layer=where, argument=argument,
                       rule=rule, value=value)


def positive_int(where: str, argument: str, value: Any, *, minimum: int = 1) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise bad_argument(where, argument, "type", value, "should be an int")
    if value < minimum:
        raise bad_argument(where, argument, "at_least", value, f"should be at least {minimum}")
    return value


def number(where: str, argument: str, value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise bad_argument(where, argument, "type", value, "should be a finite number")
    return float(value)


def or_default(value: Any, default: Any) -> Any:
    """v2's `None` (and the generated layers' UNSET) mean the default."""
    return default if value is None or value is UNSET else value


def input_list(where: str, argument: str, value: Any, count: int | None = None) -> list[Any]:
    """A list (or tuple) of layers, of `count` layers where given."""
    items = list(value) if isinstance(value, (list, tuple)) else [value]
    if count is not None and len(items) != count:
        raise InputError(f"{where} layer: {argument} should be {count} layers, got {len(items)}", layer=where,
                         argument=argument, rule="length", value=len(items))
    return items


def width(where: str, argument: str, x: Any) -> int:
    """The number of values per sample of x (v2's layer size)."""
    dims = x.info.shape[1:]
    if any(d is None for d in dims):
        raise InputError(f"{where} layer: {argument}'s size per sample is not known ({x.info.shape})",
                         layer=where, argument=argument, rule="shape", value=list(x.info.shape))
    return math.prod(dims)
