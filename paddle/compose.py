"""What a LayerMeta's `compose(builder, *inputs, **attrs)` may call on its builder.

Both the Model (handles are Expressions) and the NetBuilder (handles are Variables) offer it:

    builder.info(handle) -> TensorInfo           # what shape inference knows of an input
    builder.parameter(suffix, shape, dtype, initializer=(op_type, attrs)) -> handle
    builder.op(op_type, {slot: handle | [handles] | None}, **attrs) -> handle | tuple

`op` validates the attributes once (configure time) and infers the outputs' infos, so a
composed layer is checked op by op, in the words of the op that refuses.
"""
from __future__ import annotations

import numbers
from typing import Any

from .registry import ConfigError, DataType, SequenceType, TensorInfo, configure, default_registry

Initializer = tuple[str, dict[str, Any]]

DEFAULT_INIT: Initializer = ("uniform_random", {"min": -0.1, "max": 0.1})


class UniqueNames:
    """`prefix_0`, `prefix_1`, ...: skipping names the scope holds already, also as the prefix
    of a layer's own names (`fc_0.w`), so a generated name never clashes with a chosen one."""

    def __init__(self, scope: Any) -> None:
        self.scope = scope
        self.counts: dict[str, int] = {}

    def __call__(self, prefix: str) -> str:
        while True:
            n = self.counts.get(prefix, 0)
            self.counts[prefix] = n + 1
            name = f"{prefix}_{n}"
            if not self._taken(name):
                return name

    def _taken(self, name: str) -> bool:
        return name in self.scope or any(v.startswith(name + ".") for v in self.scope.all_names())


def init_desc_attrs(initializer: Initializer | None, shape: Any, dtype: Any, seed: int,
                    registry: Any = None) -> tuple[str, dict[str, Any]]:
    """The init op type and attributes for a parameter: the shape and dtype filled in and
    a seed given when the op takes one and none was set."""
    op_type, attrs = initializer or DEFAULT_INIT
    shape = [int(d) if isinstance(d, numbers.Integral) else d for d in shape] \
        if isinstance(shape, (list, tuple)) else shape  # anything else: refused by the type check
    attrs = {**attrs, "shape": shape, "dtype": getattr(dtype, "value", dtype)}
    meta = default_registry(registry).function(op_type)
    if "seed" in meta.attributes:
        attrs.setdefault("seed", seed)
    checked, _ = configure(meta, {}, attrs)  # refused now (shape rule too), not when the model runs
    return op_type, checked


def data_info(name: str, shape: Any, dtype: Any, seq_type: Any = "none") -> TensorInfo:
    """The info of a data layer, or a ConfigError naming what is wrong with its shape, dtype
    or sequence type."""
    dims = list(shape) if isinstance(shape, (list, tuple)) else None
    if dims is None or any(d is not None and (isinstance(d, bool) or not isinstance(d, numbers.Integral)
                                              or d < 1) for d in dims):
        raise ConfigError(f"data layer '{name}': shape should be a list of positive sizes (None for the "
                          f"batch), got {shape!r}", layer="data", argument="shape", rule="type", value=shape)
    try:
        seq = SequenceType(seq_type)
    except ValueError:
        kinds = [s.value for s in SequenceType]
        raise ConfigError(f"data layer '{name}': seq_type should be one of {kinds}, got {seq_type!r}",
                          layer="data", argument="seq_type", rule="one_of", value=seq_type) from None
    try:
        return TensorInfo(tuple(None if d is None else int(d) for d in dims), DataType.of(dtype), seq)
    except (TypeError, ValueError):
        kinds = [d.value for d in DataType]
        raise ConfigError(f"data layer '{name}': dtype should be one of {kinds}, got {dtype!r}",
                          layer="data", argument="dtype", rule="one_of", value=dtype) from None
