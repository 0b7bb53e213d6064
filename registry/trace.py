"""What a composite layer is made of, as data: its compose function run on a recording
builder (the compose protocol of `paddle.compose`), for one example configuration.

A binding reads the result from registry.json: the layer's parameters (shape, dtype,
initializer op and attributes) and its ops in order, wired by name (`input:<slot>`,
`param:<name>`, `op<i>.<slot>` for the outputs of earlier ops), and which devices and
gradients the layer has (those all of its ops have).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from .errors import ConfigError
from .function import ANY_DEVICE, LayerMeta
from .registry import Registry
from .tensor import BATCH, TensorInfo, is_group
from .types import DataType
from .validate import complete_attrs, configure, infer_shapes, validate_attrs

EXAMPLE_SIZE = 4  # the size of every symbol in the example inputs (the batch is unknown: None)
# the sizes tried in turn, the first the layer's shape rule accepts (12: a multiple of 3 and 4,
# the width of the projected gates of a GRU or an LSTM)
EXAMPLE_SIZES = (EXAMPLE_SIZE, 12)


@dataclass
class Composition:
    example_inputs: dict[str, list[Any]]
    example_attrs: dict[str, Any]
    parameters: list[dict[str, Any]] = field(default_factory=list)
    ops: list[dict[str, Any]] = field(default_factory=list)

    def op_types(self) -> list[str]:
        return [op["type"] for op in self.ops]


class _Recorder:
    """The compose protocol, recording instead of building: handles are names."""

    def __init__(self, registry: Registry, composition: Composition, infos: dict[str, TensorInfo]) -> None:
        self.registry, self.composition, self.infos = registry, composition, infos

    def info(self, handle: str) -> TensorInfo:
        return self.infos[handle]

    def parameter(self, suffix: str, shape: Any, dtype: Any = "float32",
                  initializer: tuple[str, dict[str, Any]] | None = None) -> str:
        name = f"param:{suffix}"
        op_type, attrs = initializer or ("uniform_random", {})
        self.composition.parameters.append({
            "name": suffix, "shape": [int(d) for d in shape], "dtype": DataType.of(dtype).value,
            "initializer": {"type": op_type, "attrs": _plain(attrs)}})
        self.infos[name] = TensorInfo(tuple(int(d) for d in shape), DataType.of(dtype))
        return name

    def op(self, op_type: str, inputs: Mapping[str, Any], **attrs: Any) -> Any:
        meta = self.registry.function(op_type)
        given = {s: v for s, v in inputs.items() if v is not None}
        infos = {s: [self.infos[n] for n in v] if isinstance(v, list) else self.infos[v] for s, v in given.items()}
        checked, outs = configure(meta, infos, attrs)
        index = len(self.composition.ops)
        names = {o.name: f"op{index}.{o.name}" for o in meta.outputs}
        self.composition.ops.append({"type": op_type, "inputs": {s: v if isinstance(v, list) else [v]
                                                                for s, v in given.items()},
                                     "outputs": {s: [n] for s, n in names.items()}, "attrs": _plain(checked)})
        for slot, n in names.items():
            self.infos[n] = outs.get(slot) or TensorInfo(())
        values = [names[o.name] for o in meta.outputs]
        return values[0] if len(values) == 1 else tuple(values)


def _plain(attrs: Mapping[str, Any]) -> dict[str, Any]:
    return {k: getattr(v, "value", v) if not isinstance(v, list) else v for k, v in attrs.items()}


def example_input(t: Any, size: int = EXAMPLE_SIZE) -> TensorInfo:
    """An input as its pattern says, each symbol `size`, the batch unknown."""
    dims: list[Any] = []
    for d in t.shape or (None,) * (t.expected_rank or 2):
        if is_group(d):
            dims += [size]
        elif d == BATCH or d is None:
            dims.append(None)
        else:
            dims.append(d if isinstance(d, int) else size)
    return TensorInfo(tuple(dims), t.dtypes[0], t.seq_types[0])


def example_attrs(meta: LayerMeta) -> dict[str, Any]:
    """Its defaults, and for each required attribute the first value its constraints accept."""
    chosen = {}
    for name, a in meta.attributes.items():
        if a.required:
            candidates = [v for k in a.constraints for v in k.boundary(a.type).inside] + [a.type.sample()]
            chosen[name] = next(v for v in candidates if a.first_violation(a.type.coerce(v)) is None)
    return complete_attrs(meta, validate_attrs(meta, chosen))


def trace(meta: LayerMeta, registry: Registry) -> Composition:
    """The parameters and ops `meta.compose` adds for its example configuration."""
    attrs = example_attrs(meta)
    infos = _example_inputs(meta, attrs)
    composition = Composition({t.name: list(infos[f"input:{t.name}"].shape) for t in meta.inputs}, _plain(attrs))
    recorder = _Recorder(registry, composition, infos)
    assert meta.compose is not None
    meta.compose(recorder, *[f"input:{t.name}" for t in meta.inputs], **attrs)
    return composition


def layer_devices(composition: Composition, registry: Registry) -> list[str]:
    """The devices every op of the composition runs on: a device one op names (an op's
    array-generic kernel, ANY_DEVICE, serves every device), or ANY_DEVICE if every op has one."""
    per_op = [set(registry.function(t).devices) for t in composition.op_types()]
    named: set[str] = set().union(*per_op)
    return sorted(d for d in named if all(d in ops or ANY_DEVICE in ops for ops in per_op))


def layer_differentiable(composition: Composition, registry: Registry) -> bool:
    return all(registry.function(t).differentiable for t in composition.op_types())


def _example_inputs(meta: LayerMeta, attrs: dict[str, Any]) -> dict[str, TensorInfo]:
    """The example inputs of the first of EXAMPLE_SIZES the layer's shape rule accepts."""
    for size in EXAMPLE_SIZES:
        infos = {t.name: example_input(t, size) for t in meta.inputs}
        try:
            infer_shapes(meta, infos, attrs)
        except ConfigError:
            continue
        return {f"input:{name}": info for name, info in infos.items()}
    return {f"input:{t.name}": example_input(t) for t in meta.inputs}  # the compose says what is wrong
