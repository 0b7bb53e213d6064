"""v2's projections and operators: the inputs of a `mixed` layer (`paddle.layer.full_matrix_projection`,
`table_projection`, `context_projection`, ..., `dotmul_operator`).

A projection is a recipe, not a layer: it holds its input layer and its own parameter attribute,
and the layer that takes it (mixed, concat) builds it there, naming its parameter after that layer
and the projection's place among its inputs (`<layer>.w0`, `<layer>.w1`, ...: v2's names too). Each
builds registered ops only: mul (full matrix), transpose + mul (transposed), embedding (table),
columns (identity with an offset), scale_columns (dotmul, scaling), context_projection, and
multiply_rows (dotmul_operator). conv_operator and conv_projection are in conv_operator.py.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from paddle.registry import ConfigError
from paddle.tape import TapeItem

Builder = Any  # paddle.graph.GraphBuilder


def _fail(where: str, argument: str, rule: str, message: str, value: Any) -> ConfigError:
    return ConfigError(f"{where}: {message}", layer=where, argument=argument, rule=rule, value=value)


def width(item: TapeItem) -> int:
    """The number of features of each row of a layer's output."""
    shape = item.output.info.shape
    return int(math.prod(d for d in shape[1:] if d is not None)) if len(shape) > 1 else 1


@dataclass
class Projection:
    """One input of a mixed layer: `kind` says how it is built; `size` its width (0: the
    mixed layer's size); `extra`: the kind's own arguments."""
    kind: str
    inputs: tuple[TapeItem, ...]
    size: int = 0
    param_attr: Any = None
    extra: dict[str, Any] = field(default_factory=dict)

    def out_size(self, layer_size: int) -> int:
        return self.size or layer_size

    def build(self, graph: Builder, prefix: str, index: int, layer_size: int, where: str) -> Any:
        size = self.out_size(layer_size)
        if size <= 0:
            raise _fail(where, "size", "must_set", f"the {self.kind} of input {index} needs a size (give it "
                        "size=, or the layer's size)", size)
        return _BUILDERS[self.kind](self, graph, prefix, index, size, where)


def _weight(graph: Builder, proj: Projection, prefix: str, index: int, shape: list[int], init: Any,
            where: str) -> Any:
    with graph.parameter_attrs(proj.param_attr, None):
        return graph.layer_parameter(prefix, f"w{index}", shape, None, init, f"{where} layer '{prefix}'")


def _expr(item: TapeItem) -> Any:
    x = item.output
    if len(x.info.shape) > 2:  # v2 saw every sample as a vector
        from paddle.tape import current_tape
        return current_tape().model.graph.add("flatten", {"X": x}, {"axis": 1}, None, validated=False)
    return x


def _gaussian(fan_in: int) -> Any:
    """v2's default start of a weight: N(0, 1 / fan_in) (its 'smart' initialisation)."""
    return ("gaussian_random", {"mean": 0.0, "std": 1.0 / math.sqrt(max(fan_in, 1))})


def _full(proj: Projection, graph: Builder, prefix: str, index: int, size: int, where: str) -> Any:
    x = _expr(proj.inputs[0])
    d = width(proj.inputs[0])
    w = _weight(graph, proj, prefix, index, [d, size], _gaussian(d), where)
    return graph.add("mul", {"X": x, "Y": w}, {}, None, validated=False)


def _trans_full(proj: Projection, graph: Builder, prefix: str, index: int, size: int, where: str) -> Any:
    x = _expr(proj.inputs[0])
    d = width(proj.inputs[0])
    w = _weight(graph, proj, prefix, index, [size, d], _gaussian(d), where)
    wt = graph.add("transpose", {"X": w}, {"perm": [1, 0]}, None, validated=False)
    return graph.add("mul", {"X": x, "Y": wt}, {}, None, validated=False)


def _table(proj: Projection, graph: Builder, prefix: str, index: int, size: int, where: str) -> Any:
    item = proj.inputs[0]
    vocab = item.tape.input_types.get(item.name)
    if vocab is None or vocab.kind != "integer":
        raise _fail(where, "input", "dtype", f"a table projection reads ids: its input should be a data layer of "
                    f"paddle.data_type.integer_value(...) or integer_value_sequence(...), got layer "
                    f"'{item.name}' ({item.layer})", item.name)
    w = _weight(graph, proj, prefix, index, [vocab.dim, size], _gaussian(vocab.dim), where)
    # a table updated sparsely gets a row-sparse gradient: the rows the batch picked, not [vocab, size]
    sparse = bool(getattr(proj.param_attr, "sparse_update", False))
    return graph.add("embedding", {"W": w, "Ids": item.output}, {"is_sparse": sparse} if sparse else {},
                     graph.unique_name(f"{prefix}.embedding"), validated=False)  # drawing no v2 embedding number


def _identity(proj: Projection, graph: Builder, prefix: str, index: int, size: int, where: str) -> Any:
    x, d = _expr(proj.inputs[0]), width(proj.inputs[0])
    offset = proj.extra.get("offset")
    if offset is None and proj.size in (0, d):
        return x
    return graph.add("columns", {"X": x}, {"offset": offset or 0, "size": size}, None, validated=False)


def _dotmul(proj: Projection, graph: Builder, prefix: str, index: int, size: int, where: str) -> Any:
    x = _expr(proj.inputs[0])
    n = width(proj.inputs[0]) if proj.kind == "dotmul_projection" else 1
    w = _weight(graph, proj, prefix, index, [n], ("fill_constant", {"value": 1.0}), where)
    return graph.add("scale_columns", {"X": x, "W": w}, {}, None, validated=False)


def _context(proj: Projection, graph: Builder, prefix: str, index: int, size: int, where: str) -> Any:
    x, d = _expr(proj.inputs[0]), width(proj.inputs[0])
    length, start = proj.extra["context_len"], proj.extra["context_start"]
    slots = {"X": x}
    padding = proj.extra["padding_attr"]
    rows = max(0, -start) + max(0, start + length - 1)  # the padding rows the context reaches
    if padding is not False and padding is not None and rows:
        attr = padding if padding is not True else None
        with graph.parameter_attrs(attr, None):
            slots["Padding"] = graph.layer_parameter(prefix, f"w{index}", [rows, d], None,
                                                     ("fill_constant", {"value": 0.0}), f"{where} layer '{prefix}'")
    return graph.add("context_projection", slots, {"context_length": length, "context_start": start}, None,
                     validated=False)


def _dotmul_operator(proj: Projection, graph: Builder, prefix: str, index: int, size: int, where: str) -> Any:
    a, b = (_expr(i) for i in proj.inputs)
    return graph.add("multiply_rows", {"X": a, "Y": b}, {"scale": float(proj.extra["scale"])}, None,
                     validated=False)


_BUILDERS = {"full_matrix_projection": _full, "trans_full_matrix_projection": _trans_full,
             "table_projection": _table, "identity_projection": _identity, "dotmul_projection": _dotmul,
             "scaling_projection": _dotmul, "context_projection": _context, "dotmul_operator": _dotmul_operator}


def register_builder(kind: str, build: Any) -> None:
    """How projections of `kind` are built, for a kind declared in its own module (conv_operator)."""
    _BUILDERS[kind] = build


# --- v2's constructors -----------------------------------------------------------------------------

def _layer(where: str, argument: str, value: Any) -> TapeItem:
    if not isinstance(value, TapeItem):
        raise _fail(where, argument, "type", f"{argument} should be a layer, got {type(value).__name__} {value!r}",
                    value)
    return value


def _size(where: str, size: Any) -> int:
    if size is None:
        return 0
    if isinstance(size, bool) or not isinstance(size, int) or size < 0:
        raise _fail(where, "size", "at_least", f"size should be an int >= 0 (0: the mixed layer's), got {size!r}",
                    size)
    return size


def full_matrix_projection(input: TapeItem, size: int = 0, param_attr: Any = None) -> Projection:
    """input @ W, W [input width, size] (v2's full_matrix_projection)."""
    where = "full_matrix_projection"
    return Projection(where, (_layer(where, "input", input),), _size(where, size), param_attr)


def trans_full_matrix_projection(input: TapeItem, size: int = 0, param_attr: Any = None) -> Projection:
    """input @ W^T, W [size, input width] (v2's trans_full_matrix_projection: W may be shared with a
    full_matrix_projection the other way round)."""
    where = "trans_full_matrix_projection"
    return Projection(where, (_layer(where, "input", input),), _size(where, size), param_attr)


def table_projection(input: TapeItem, size: int = 0, param_attr: Any = None) -> Projection:
    """The rows of W [vocabulary, size] that the ids of `input` pick (v2's table_projection)."""
    where = "table_projection"
    return Projection(where, (_layer(where, "input", input),), _size(where, size), param_attr)


def identity_projection(input: TapeItem, offset: int | None = None, size: int | None = None) -> Projection:
    """The input itself, or its columns offset .. offset + size (v2's identity_projection)."""
    where = "identity_projection"
    item = _layer(where, "input", input)
    if offset is not None and (isinstance(offset, bool) or not isinstance(offset, int) or offset < 0):
        raise _fail(where, "offset", "at_least", f"offset should be an int >= 0, got {offset!r}", offset)
    full = width(item) - (offset or 0)
    return Projection(where, (item,), _size(where, size) or full, None, {"offset": offset})


def dotmul_projection(input: TapeItem, param_attr: Any = None) -> Projection:
    """input * w elementwise, w one learnt weight per column (v2's dotmul_projection)."""
    where = "dotmul_projection"
    item = _layer(where, "input", input)
    return Projection(where, (item,), width(item), param_attr)


def scaling_projection(input: TapeItem, param_attr: Any = None) -> Projection:
    """input * w, w one learnt scalar (v2's scaling_projection)."""
    where = "scaling_projection"
    item = _layer(where, "input", input)
    return Projection(where, (item,), width(item), param_attr)


def context_projection(input: TapeItem, context_len: int, context_start: int | None = None,
                       padding_attr: Any = False) -> Projection:
    """Each step's context_len neighbouring steps side by side (v2's context_projection): the
    steps from context_start (default -(context_len - 1) // 2, centred) on; steps outside the
    sequence are zeros (`padding_attr=False`) or learnt rows (a paddle.attr.Param, or True)."""
    where = "context_projection"
    item = _layer(where, "input", input)
    if isinstance(context_len, bool) or not isinstance(context_len, int) or context_len < 1:
        raise _fail(where, "context_len", "at_least", f"context_len should be an int >= 1, got {context_len!r}",
                    context_len)
    start = -((context_len - 1) // 2) if context_start is None else context_start
    if isinstance(start, bool) or not isinstance(start, int):
        raise _fail(where, "context_start", "type", f"context_start should be an int, got {start!r}", start)
    return Projection(where, (item,), width(item) * context_len, None,
                      {"context_len": context_len, "context_start": start, "padding_attr": padding_attr})


def dotmul_operator(a: TapeItem | None = None, b: TapeItem | None = None, scale: float = 1.0,
                    **kwargs: Any) -> Projection:
    """a * b * scale elementwise (v2's dotmul_operator; `x`, `y` are its older names)."""
    where = "dotmul_operator"
    a = kwargs.pop("x", a)
    b = kwargs.pop("y", b)
    if kwargs:
        raise _fail(where, sorted(kwargs)[0], "unknown", f"unknown argument(s) {sorted(kwargs)}; it takes a, b, "
                    "scale", sorted(kwargs))
    first, second = _layer(where, "a", a), _layer(where, "b", b)
    if width(first) != width(second):
        raise _fail(where, "b", "shape", f"a and b should have the same width, got {width(first)} and "
                    f"{width(second)}", width(second))
    return Projection(where, (first, second), width(first), None, {"scale": scale})


__all__ = ["Projection", "full_matrix_projection", "trans_full_matrix_projection", "table_projection",
           "identity_projection", "dotmul_projection", "scaling_projection", "context_projection",
           "dotmul_operator", "register_builder"]
