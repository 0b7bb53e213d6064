"""The registry as portable JSON for binding developers, and the JSON Schema of that format.

Everything a binding needs is data here: every op, its tensors, every attribute
with its type, default and constraints (each constraint structured, never prose).
"""
from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import BaseModel

from .attribute import AttributeMeta
from .constraints import Constraint
from .function import FunctionMeta, LayerMeta, Role, TopologyMeta, _OpSignature
from .registry import Registry
from .tensor import TensorMeta
from .types import AttrType

FORMAT_VERSION = "1.0"


class AttributeEntry(BaseModel):
    name: str
    description: str
    type: AttrType
    required: bool
    has_default: bool
    default: Any = None
    constraints: list[Constraint]


class GradientEntry(BaseModel):
    differentiable: bool
    grad_op: str | None = None
    no_grad_reason: str | None = None


class OpEntry(BaseModel):
    name: str
    kind: Literal["function", "layer"]
    role: Role
    description: str
    inputs: list[TensorMeta]
    outputs: list[TensorMeta]
    attributes: list[AttributeEntry]
    devices: list[str]
    gradient: GradientEntry | None
    examples: list[str]


class TopologyEntry(BaseModel):
    name: str
    description: str
    attributes: list[AttributeEntry]


class RegistryDocument(BaseModel):
    format_version: str
    ops: list[OpEntry]
    topologies: list[TopologyEntry]


def _attribute(a: AttributeMeta) -> AttributeEntry:
    return AttributeEntry(name=a.name, description=a.description, type=a.type, required=a.required,
                          has_default=a.has_default, default=a.default, constraints=list(a.constraints))


def _gradient(m: FunctionMeta) -> GradientEntry:
    return GradientEntry(differentiable=m.differentiable, grad_op=m.grad_op,
                         no_grad_reason=m.no_grad_reason)


def op_entry(m: _OpSignature) -> OpEntry:
    is_fn = isinstance(m, FunctionMeta)
    return OpEntry(name=m.name, kind="function" if is_fn else "layer",
                   role=m.role if isinstance(m, FunctionMeta) else "layer",
                   description=m.description, inputs=list(m.inputs), outputs=list(m.outputs),
                   attributes=[_attribute(a) for a in m.attributes.values()],
                   devices=list(m.devices) if isinstance(m, FunctionMeta) else [],
                   gradient=_gradient(m) if isinstance(m, FunctionMeta) else None,
                   examples=list(m.examples))


def _topology(t: TopologyMeta) -> TopologyEntry:
    return TopologyEntry(name=t.name, description=t.description,
                         attributes=[_attribute(a) for a in t.attributes.values()])


def document(registry: Registry) -> RegistryDocument:
    ops = sorted((op_entry(m) for m in registry if isinstance(m, (FunctionMeta, LayerMeta))),
                 key=lambda e: e.name)
    return RegistryDocument(format_version=FORMAT_VERSION, ops=ops,
                            topologies=[_topology(t) for t in registry.topologies()])


def to_json(registry: Registry) -> str:
    return json.dumps(document(registry).model_dump(mode="json"), indent=2, sort_keys=False) + "\n"


def _strict(node: Any) -> None:
    """Every field is always written, so every property is required and no other is allowed."""
    if isinstance(node, dict):
        if node.get("type") == "object" and "properties" in node:
            node["required"] = list(node["properties"])
            node["additionalProperties"] = False
        for child in node.values():
            _strict(child)
    elif isinstance(node, list):
        for child in node:
            _strict(child)


def json_schema() -> dict[str, Any]:
    schema = RegistryDocument.model_json_schema(mode="serialization")
    _strict(schema)
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["$id"] = f"paddle-registry-{FORMAT_VERSION}"
    return schema


def schema_json() -> str:
    return json.dumps(json_schema(), indent=2) + "\n"
