"""The JSON format of the registry (version 1.1) as pydantic models: the source of its JSON
Schema, and the check every written document passes. Imported only when JSON is written."""
from __future__ import annotations

from typing import Any, Literal, Union

from pydantic import BaseModel, ConfigDict

from .types import DataType, SequenceType

Scalar = Union[bool, int, float, str, None]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class AttrTypeEntry(_Strict):
    kind: Literal["bool", "int", "float", "str", "list", "dtype", "enum"]
    element: "AttrTypeEntry | None"
    choices: list[str] | None
    finite: bool


class ConstraintEntry(_Strict):
    """One constraint: `kind` and the fields of that kind (value / low, high / values /
    min, max / message, ref, valid, invalid); the others are null."""

    kind: Literal["must_set", "default", "larger_than", "at_least", "smaller_than", "at_most",
                  "in_range", "one_of", "length", "custom"]
    value: Any = None
    low: float | int | None = None
    high: float | int | None = None
    values: list[Any] | None = None
    min: int | None = None
    max: int | None = None
    message: str | None = None
    ref: str | None = None
    valid: list[Any] | None = None
    invalid: list[Any] | None = None


class AttributeEntry(_Strict):
    name: str
    description: str
    type: AttrTypeEntry
    required: bool
    has_default: bool
    default: Any
    constraints: list[ConstraintEntry]


class DomainEntry(_Strict):
    low: float | int | str | None
    high: float | int | str | None
    low_open: bool
    high_open: bool


class ReduceEntry(_Strict):
    """An output that is `input` reduced over the axes named by the int or list[int] attribute
    `axes` (negative from the end; an empty list or null: every axis), each kept as size 1 when
    the bool attribute `keep_dims` (if named) is true. `nonempty`: a reduced axis of size 0 is
    refused."""

    input: str
    axes: str
    keep_dims: str | None
    nonempty: bool


class TensorEntry(_Strict):
    """An input or output. Outputs: `rule` says how its shape is known: `like` an input, a shape
    `pattern` (symbols bound by the inputs' patterns or named int attributes; "...name" is a group
    of dimensions), `broadcast` (numpy's broadcast of the named inputs' shapes: aligned at the last
    axis, sizes equal or 1), `reduce` (see ReduceEntry), or `code` (the op's shape function)."""

    name: str
    description: str
    dtypes: list[DataType]
    type_set: str | None  # the named type set (RegistryDocument.type_sets) `dtypes` is, if one
    type_var: str | None
    seq_types: list[SequenceType]
    rank: int | None
    shape: list[int | str] | None
    optional: bool
    variadic: bool
    no_grad: bool
    like: str | None
    dtype_from: str | None
    seq_from: str | None
    domain: DomainEntry | None
    broadcast: list[str] | None
    reduce: ReduceEntry | None
    rule: Literal["like", "pattern", "broadcast", "reduce", "code"] | None


class GradOpEntry(_Strict):
    type: str
    inputs: dict[str, list[str]]
    outputs: dict[str, list[str]]
    attrs: dict[str, Any]


class GradRuleEntry(_Strict):
    kind: Literal["kernel", "composite"]
    op: str | None
    reads: list[str]
    wrt: list[str]
    outputs: list[str]
    template: list[GradOpEntry] | None


class GradientEntry(_Strict):
    differentiable: bool
    rule: GradRuleEntry | None
    no_grad_reason: str | None


class OracleEntry(_Strict):
    """What independent implementation checks the op's kernels. `torch`: `expression` is a call
    in PyTorch (CPU, float64) over the op's input slots and attribute names; `onnx`: its
    outermost capitalised call is a one-node model run by onnx.reference.ReferenceEvaluator;
    `numpy`: `reference` ("module:qualname") is a numpy implementation written apart from the
    kernels; `distribution`: a random op's draws (attributes overridden by `sample`) pass a
    Kolmogorov-Smirnov test against the torch.distributions `expression`; `numeric_gradient`: a grad
    op, checked by central differences `of` its forward op. `unused`: attributes the oracle does
    not read, each with the reason."""

    kind: Literal["torch", "onnx", "numpy", "distribution", "numeric_gradient"]
    expression: str | None
    unused: dict[str, str]
    sample: dict[str, Any]
    reference: str | None
    of: str | None
    magnitude: str | None = None  # the size of the summed terms (float32 tolerance where they cancel)


class OpEntry(_Strict):
    name: str
    kind: Literal["function", "layer"]
    role: Literal["layer", "grad", "init", "optimizer", "internal"]
    description: str
    inputs: list[TensorEntry]
    outputs: list[TensorEntry]
    attributes: list[AttributeEntry]
    devices: list[str]
    # device -> the dtypes its kernel serves, where fewer than the op declares (a C++ kernel's
    # float32/float64): other dtypes run on the array-generic kernel
    kernel_dtypes: dict[str, list[DataType]]
    gradient: GradientEntry | None
    shape_rule: Literal["data", "code"]
    derived_from: str | None
    oracle: OracleEntry | None
    composition: "CompositionEntry | None"
    examples: list[str]


class CompositionEntry(_Strict):
    """What a composite layer adds for one example configuration: parameters (shape, dtype,
    initializer op and attributes) and ops in order, their variables named `input:<slot>`,
    `param:<name>` or `op<i>.<slot>` (an output of an earlier op)."""

    example_inputs: dict[str, list[int | None]]
    example_attrs: dict[str, Any]
    parameters: list["ParameterEntry"]
    ops: list[GradOpEntry]


class InitializerEntry(_Strict):
    type: str
    attrs: dict[str, Any]


class ParameterEntry(_Strict):
    name: str
    shape: list[int]
    dtype: DataType
    initializer: InitializerEntry


class TopologyEntry(_Strict):
    name: str
    description: str
    attributes: list[AttributeEntry]


class RegistryDocument(_Strict):
    format_version: str
    generator: str | None
    # named sets of dtypes (ONNX's type constraints: "numeric", "all"), declared once
    type_sets: dict[str, list[DataType]]
    ops: list[OpEntry]
    topologies: list[TopologyEntry]


def _strict(node: Any) -> None:
    """Every field is always written (null where it does not apply), so every property is
    required and no other is allowed."""
    if isinstance(node, dict):
        if node.get("type") == "object" and "properties" in node:
            node["required"] = list(node["properties"])
            node["additionalProperties"] = False
        for child in node.values():
            _strict(child)
    elif isinstance(node, list):
        for child in node:
            _strict(child)


def json_schema(version: str) -> dict[str, Any]:
    schema = RegistryDocument.model_json_schema(mode="serialization")
    _strict(schema)
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["$id"] = f"paddle-registry-{version}"
    return schema
