"""The registry as portable JSON for binding developers, and the JSON Schema of that format.

Everything a binding needs is data here: every op, its tensors with their shape, dtype and
sequence rules, every attribute with its type, default and constraints (each constraint
structured, never prose), and the gradient rule. The pydantic models that define the schema
(`schema.py`) load only when JSON is written, never on `import paddle`.
"""
from __future__ import annotations

import json
from typing import Any

from .attribute import AttributeMeta
from .function import FunctionMeta, LayerMeta, OpSignature, TopologyMeta
from .registry import Registry
from .tensor import TensorMeta
from .types import TYPE_SETS, type_set_of
from .trace import layer_devices, layer_differentiable, trace
from .validate import has_data_rule

# 2.0: no nulls (an absent field is null), constraints with message templates; 2.1: a kernel
# gradient's zero_if_absent
FORMAT_VERSION = "2.1"

# free-form maps (attribute values by name, ...): their None values are data, never dropped
_FREE_MAPS = frozenset({"attrs", "example_attrs", "sample", "unused", "example_inputs"})


def _attribute(a: AttributeMeta) -> dict[str, Any]:
    """An attribute with what a binding needs to check it as the core does: the phrase and the
    message template of a wrong type, `number_type` where it holds numbers, and each constraint's
    binding form (constraints.py)."""
    data = a.to_data()
    data["expected"] = a.type.describe()
    data["type_template"] = f"{{layer}} layer's {{attr}} parameter should be {a.type.describe()}, got {{type}} {{got}}"
    if a.type.scalar_kind in ("int", "float"):
        data["number_type"] = a.type.scalar_kind
    data["constraints"] = [_values(k.binding_data(a.type)) for k in a.constraints]
    return data


def _values(data: dict[str, Any]) -> dict[str, Any]:
    return {k: [getattr(x, "value", x) for x in v] if isinstance(v, list) else getattr(v, "value", v)
            for k, v in data.items()}


def compact(node: Any, free: bool = False) -> Any:
    """`node` without null fields (format 2: an absent field is null), keeping the nulls inside
    lists and inside free-form maps, where they are values."""
    if isinstance(node, dict):
        return {k: compact(v, k in _FREE_MAPS) for k, v in node.items() if free or v is not None}
    if isinstance(node, list):
        return [compact(v, free) for v in node]
    return node


def _tensor(t: TensorMeta, output: bool) -> dict[str, Any]:
    data = t.to_data()
    data["type_set"] = type_set_of(t.dtypes)
    data["rule"] = _rule(t) if output else None
    return data


def _rule(t: TensorMeta) -> str:
    found = [r for r, v in (("like", t.like), ("pattern", t.shape), ("broadcast", t.broadcast),
                            ("reduce", t.reduce)) if v is not None]
    return found[0] if found else "code"


def _gradient(m: FunctionMeta) -> dict[str, Any]:
    return {"differentiable": m.differentiable, "rule": m.grad.to_data() if m.grad else None,
            "no_grad_reason": m.no_grad_reason, "not_derivative": m.not_derivative,
            "derivative_at": dict(m.derivative_at) if m.not_derivative and m.derivative_at is not None else None}


def oracle_entry(m: FunctionMeta) -> dict[str, Any] | None:
    """What checks the op's kernels: its declared oracle; for a derived grad op, central differences
    of its forward op (the numeric gradient check); None where nothing independent does."""
    if m.derived_from is not None:
        return {"kind": "numeric_gradient", "expression": None, "unused": {}, "sample": {}, "reference": None,
                "magnitude": None,
                "of": m.derived_from}
    if m.oracle is None:
        return None
    data = m.oracle.to_data()
    if m.oracle.kind == "numpy" and m.reference is not None:
        data["reference"] = f"{m.reference.__module__}:{m.reference.__qualname__}"
    return data


def _layer_facts(m: LayerMeta, registry: Registry) -> dict[str, Any]:
    """A layer's devices and gradient are its ops'; its composition is traced (registry/trace.py)."""
    c = trace(m, registry)
    return {"devices": layer_devices(c, registry),
            "gradient": {"differentiable": layer_differentiable(c, registry), "rule": None,
                         "no_grad_reason": None if layer_differentiable(c, registry) else "one of its ops has none"},
            "composition": {"example_inputs": c.example_inputs, "example_attrs": c.example_attrs,
                            "parameters": c.parameters, "ops": c.ops}}


def op_entry(m: OpSignature, registry: Registry) -> dict[str, Any]:
    fn = m if isinstance(m, FunctionMeta) else None
    entry = {
        "name": m.name, "kind": "function" if fn else "layer", "role": fn.role if fn else "layer",
        "description": m.description,
        "inputs": [_tensor(t, False) for t in m.inputs], "outputs": [_tensor(t, True) for t in m.outputs],
        "attributes": [_attribute(a) for a in m.attributes.values()],
        "devices": list(fn.devices) if fn else [],
        "kernel_dtypes": {d: [t.value for t in ts] for d, ts in fn.kernel_dtypes.items()} if fn else {},
        "gradient": _gradient(fn) if fn else None,
        "shape_rule": "data" if all(has_data_rule(o) for o in m.outputs) and m.shape_fn is None else "code",
        "derived_from": fn.derived_from if fn else None,
        "oracle": oracle_entry(fn) if fn else None,
        "composition": None,
        "elementwise": fn.elementwise.to_data() if fn and fn.elementwise else None,
        "in_place": [{"output": o, "input": i} for o, i in fn.in_place] if fn else [],
        "examples": list(m.examples)}
    return {**entry, **_layer_facts(m, registry)} if isinstance(m, LayerMeta) else entry


def _topology(t: TopologyMeta) -> dict[str, Any]:
    return {"name": t.name, "description": t.description, "attributes": [_attribute(a) for a in t.attributes.values()]}


def document(registry: Registry, generator: str | None = None) -> dict[str, Any]:
    """The registry as JSON data, checked against the format's schema models."""
    from .schema import RegistryDocument
    ops = sorted((op_entry(m, registry) for m in registry if isinstance(m, (FunctionMeta, LayerMeta))),
                 key=lambda e: e["name"])
    doc = {"format_version": FORMAT_VERSION, "generator": generator,
           "type_sets": {name: [d.value for d in members] for name, members in TYPE_SETS.items()}, "ops": ops,
           "topologies": [_topology(t) for t in registry.topologies()]}
    written: dict[str, Any] = compact(RegistryDocument.model_validate(doc).model_dump(mode="json"))
    return written


def to_json(registry: Registry, generator: str | None = None) -> str:
    return json.dumps(document(registry, generator), indent=2, sort_keys=False) + "\n"


def json_schema() -> dict[str, Any]:
    from .schema import json_schema as schema
    return schema(FORMAT_VERSION)


def schema_json() -> str:
    return json.dumps(json_schema(), indent=2) + "\n"
