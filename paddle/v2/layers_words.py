"""v2's layers over words and features (`paddle.layer.embedding`, `fc` of several inputs, `concat`,
`mixed`), composed of registered ops (embedding, mul, sum, concat_columns, context_projection, ...)
with v2's argument names and defaults. Sequences keep their offsets through every one of them.

    emb = paddle.layer.embedding(input=words, size=32)                # [words, 32], words' offsets
    hidden = paddle.layer.fc(input=[a, b], size=64, param_attr=[pa, pb])   # a @ Wa + b @ Wb + bias
    both = paddle.layer.concat(input=[a, b])                          # features side by side
    with paddle.layer.mixed(size=64) as m:
        m += paddle.layer.full_matrix_projection(input=a)
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from paddle.registry import ConfigError, InputError
from paddle.tape import TapeItem, current_tape
from paddle.v2_support import UNSET, activation_name, extra_after, extra_drop_rate

from .projections import Projection, _layer, full_matrix_projection, table_projection, width
from .projections_conv import add_shared_bias, keep_image_size, shared_bias_blocks

Builder = Any


def fail(where: str, argument: str, rule: str, message: str, value: Any) -> ConfigError:
    return ConfigError(f"{where} layer: {message}", layer=where, argument=argument, rule=rule, value=value)


def record(where: str, items: Sequence[TapeItem], build: Callable[[Builder, str], Any], name: str | None,
           size: Any = None) -> TapeItem:
    """Record a composed layer on the current tape: `build(graph, prefix)` adds its ops; its
    output is named `name` (or a fresh `<where>_N`)."""
    tape = current_tape()

    def configure() -> Any:
        graph = tape.model.graph
        prefix = name or graph.unique_name(where)
        return build(graph, prefix)
    return tape.record(where, configure, list(items), name=name, size=size)


def finish(graph: Builder, where: str, out: Any, prefix: str, act: Any, layer_attr: Any, bias_attr: Any = False,
           size: int = 0) -> Any:
    """The common tail of a layer: a bias (when bias_attr is not False), the activation (`act`,
    a paddle.activation, None: linear), the layer's name on its output, dropout (layer_attr)."""
    extra_drop_rate(where, layer_attr)  # layer_attr checked before the ops are added
    if bias_attr is not False and bias_attr is not None:
        attr = None if bias_attr is True else bias_attr
        with graph.parameter_attrs(None, attr):
            b = graph.layer_parameter(prefix, "b", [size], None, ("fill_constant", {"value": 0.0}),
                                      f"{where} layer '{prefix}'")
        out = graph.add("rowwise_add", {"X": out, "b": b}, {}, None, validated=False)
    activation = "linear" if act is None else activation_name(where, act)
    if activation != "linear":
        out = graph.add(activation, {"X": out}, {}, None, validated=False)
    if graph.made_by_last_op(out) and str(out.name) != prefix:
        out = graph.rename_last(str(out.name), prefix)
    return extra_after(where, out, layer_attr)


def add_all(graph: Builder, parts: list[Any]) -> Any:
    """The parts added up, pairwise: elementwise_add keeps the rows' sequence offsets (the variadic
    sum op does not pass them on)."""
    total = parts[0]
    for part in parts[1:]:
        total = graph.add("elementwise_add", {"X": total, "Y": part}, {}, None, validated=False)
    return total


def _items(where: str, input: Any) -> list[Any]:
    values = list(input) if isinstance(input, (list, tuple)) else [input]
    if not values:
        raise fail(where, "input", "must_set", "input should be a layer or a non-empty list of layers", input)
    for v in values:
        if not isinstance(v, (TapeItem, Projection)):
            raise InputError(f"{where} layer: input should be layers (or projections), got {type(v).__name__} "
                             f"{v!r}"[:200], layer=where, argument="input", rule="type", value=v)
    return values


def _each(where: str, argument: str, value: Any, n: int) -> list[Any]:
    """One value per input: a list of n, or one value shared by all."""
    if isinstance(value, (list, tuple)):
        if len(value) != n:
            raise fail(where, argument, "length", f"{argument} should give one value or {n} (one per input), got "
                       f"{len(value)}", value)
        return list(value)
    return [value] * n


def _positive_size(where: str, size: Any) -> int:
    if isinstance(size, bool) or not isinstance(size, int) or size <= 0:
        raise fail(where, "size", "larger_than", f"size should be an int > 0, got {size!r}", size)
    return size


# --- embedding -----------------------------------------------------------------------------------

def embedding(input: TapeItem, size: int, name: str | None = None, param_attr: Any = None,
              layer_attr: Any = None) -> TapeItem:
    """The rows of a learnt table W [vocabulary, size] that the ids of `input` (integer_value or
    integer_value_sequence data) pick: [N, size], keeping the ids' sequence offsets (v2's
    embedding). `param_attr=paddle.attr.Param(name=...)` shares the table between layers."""
    where = "embedding"
    item = _layer(where, "input", input)
    proj = table_projection(item, _positive_size(where, size), param_attr)
    return record(where, [item], lambda g, prefix: finish(g, where, proj.build(g, prefix, 0, size, where), prefix,
                                                          None, layer_attr), name, size)


# --- fc of several inputs -------------------------------------------------------------------------

def fc(input: Any = UNSET, size: Any = UNSET, act: Any = None, bias: Any = UNSET, *, name: str | None = None,
       param_attr: Any = None, bias_attr: Any = None, layer_attr: Any = None) -> TapeItem:
    """act(sum_i input_i @ W_i + b) (v2's fc): one weight per input, each with its param_attr (a
    list, or one shared by all), one bias (`bias_attr=False`: none); `act` tanh when None. One
    input: the registry's fc layer. `bias=False` (the registry's word) is bias_attr=False too."""
    where = "fc"
    if not isinstance(input, (list, tuple)) or len(input) == 1:
        from paddle.generated import v2_layers
        one = input[0] if isinstance(input, (list, tuple)) else input
        attr = param_attr[0] if isinstance(param_attr, (list, tuple)) and len(param_attr) == 1 else param_attr
        return v2_layers.fc(input=one, size=size, act=UNSET if act is None else act, bias=bias, name=name,
                            param_attr=attr, bias_attr=bias_attr, layer_attr=layer_attr)
    values = _items(where, input)
    size = _positive_size(where, size)
    attrs = _each(where, "param_attr", param_attr, len(values))
    projs = [v if isinstance(v, Projection) else full_matrix_projection(v, size, a) for v, a in zip(values, attrs)]
    items = [i for p in projs for i in p.inputs]
    activation = act if act is not None else "tanh"

    def build(graph: Builder, prefix: str) -> Any:
        parts = [p.build(graph, prefix, i, size, where) for i, p in enumerate(projs)]
        with_bias = False if bias is False else (True if bias_attr is None else bias_attr)
        return finish(graph, where, add_all(graph, parts), prefix, activation, layer_attr, with_bias, size)
    return record(where, items, build, name, size)


# --- concat: features side by side ------------------------------------------------------------------

def concat(input: Any = UNSET, act: Any = None, name: str | None = None, layer_attr: Any = None,
           bias_attr: Any = None, axis: int = 1) -> TapeItem:
    """The features of the inputs side by side, row by row (v2's concat): [N, D1], [N, D2], ... give
    [N, D1 + D2 + ...]; sequences must have the same offsets and keep them. Projections are built
    with their own sizes. `act` linear when None; a bias only when bias_attr is a paddle.attr.Param.
    `axis=0` asks for the registry's concat instead (rows stacked), said explicitly."""
    where = "concat"
    if axis not in (1, -1):
        from paddle.generated import v2_layers
        return v2_layers.concat(input=input, axis=axis, name=name, layer_attr=layer_attr)
    values = _items(where, input)
    items = [i for v in values for i in (v.inputs if isinstance(v, Projection) else (v,))]

    def build(graph: Builder, prefix: str) -> Any:
        parts = [v.build(graph, prefix, i, 0, where) if isinstance(v, Projection) else v.output
                 for i, v in enumerate(values)]
        out = parts[0]
        for part in parts[1:]:
            out = graph.add("concat_columns", {"X": out, "Y": part}, {}, None, validated=False)
        if len(parts) == 1:
            out = graph.add("assign", {"X": out}, {}, None, validated=False)
        size = int(out.info.shape[1])
        return finish(graph, where, out, prefix, act, layer_attr, False if bias_attr is None else bias_attr, size)
    return record(where, items, build, name)


# --- mixed ------------------------------------------------------------------------------------------

class MixedLayer(TapeItem):
    """`with paddle.layer.mixed(size=...) as m: m += projection`: the projections added inside
    the block make the layer, configured when the block ends; from then on `m` is that layer
    (it takes the recorded layer's place on the tape)."""

    def __init__(self, **arguments: Any) -> None:  # the TapeItem's fields are set when the block ends
        self.arguments = arguments
        self.projections: list[Any] = []
        self.done = False

    def __iadd__(self, other: Any) -> "MixedLayer":
        if self.done:
            raise fail("mixed", "input", "finished", "a mixed layer takes no input after its `with` block", other)
        self.projections.append(other)
        return self

    def __enter__(self) -> "MixedLayer":
        return self

    def __exit__(self, kind: Any, *rest: Any) -> None:
        if kind is not None:
            return
        item = mixed(input=self.projections, **self.arguments)
        for slot in TapeItem.__slots__:
            setattr(self, slot, getattr(item, slot))
        item.tape.items[item.index] = self
        self.done = True


def mixed(size: int = 0, input: Any = None, name: str | None = None, act: Any = None, bias_attr: Any = False,
          layer_attr: Any = None) -> Any:
    """act(sum of the projections and operators in `input` + bias) (v2's mixed): every input has
    `size` columns (a projection without a size takes the layer's); `act` linear when None; no bias
    unless bias_attr says (v2's default). Without input: a `with` block that adds them (MixedLayer)."""
    where = "mixed"
    if input is None:
        return MixedLayer(size=size, name=name, act=act, bias_attr=bias_attr, layer_attr=layer_attr)
    values = [v if isinstance(v, Projection) else _as_projection(where, v) for v in _items(where, input)]
    sizes = {v.out_size(size) for v in values}
    if size == 0:
        known = [v.size for v in values if v.size]
        size = known[0] if known else 0
        sizes = {v.out_size(size) for v in values}
    if len(sizes) != 1 or 0 in sizes or sizes != {size}:  # v2: every input gives the layer's size
        raise fail(where, "size", "shape", f"every input should give {size or 'one'} columns; they give "
                   f"{sorted(sizes)}", sorted(sizes))
    items = [i for v in values for i in v.inputs]
    blocks = shared_bias_blocks(where, values, bias_attr)  # v2's bias per filter of conv projections

    def build(graph: Builder, prefix: str) -> Any:
        parts = [v.build(graph, prefix, i, size, where) for i, v in enumerate(values)]
        total = add_all(graph, parts) if len(parts) > 1 else graph.add("assign", {"X": parts[0]}, {}, None,
                                                                      validated=False)
        if blocks:
            total = add_shared_bias(graph, total, prefix, blocks, size, bias_attr, where)
        out = finish(graph, where, total, prefix, act, layer_attr, False if blocks else bias_attr, size)
        keep_image_size(out, values)
        return out
    return record(where, items, build, name, size)


def _as_projection(where: str, value: TapeItem) -> Projection:
    """A layer given to mixed directly: v2 took it as its identity projection."""
    return Projection("identity_projection", (value,), width(value), None, {"offset": None})


__all__ = ["embedding", "fc", "concat", "mixed", "MixedLayer"]
