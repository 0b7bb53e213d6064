"""The JSON format of the registry (version 2.0) as pydantic models: the source of its JSON
Schema, and the check every written document passes. Imported only when JSON is written.

Format 2.0 writes no nulls: a field that may be null is absent where it is (the schema lists
only the fields that never are as required)."""
from __future__ import annotations

from typing import Any, Literal, Union

from pydantic import BaseModel, ConfigDict

from .types import DataType, SequenceType

Scalar = Union[bool, int, float, str, None]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class AttrTypeEntry(_Strict):
    kind: Literal["bool", "int", "float", "str", "list", "dtype", "enum"]
    element: "AttrTypeEntry | None" = None
    choices: list[str] | None = None
    finite: bool


class NamedPredicateEntry(BaseModel):
    """A custom check as data: `name` is one of the named predicates, the other fields its
    arguments. `distinct`: no element of the list appears twice; `length_multiple_of` (`of`): the
    list's length is a multiple of `of`; `count_at_most` (`item`, `max`): `item` appears at most
    `max` times in the list; `permutation`: the list holds each of 0 .. len-1 exactly once;
    `einsum_equation`: terms of letters with at most one '...' each, split by commas, an optional
    '->' and an output of distinct letters the inputs hold ('...' only if they have one)."""

    model_config = ConfigDict(extra="allow")
    name: Literal["distinct", "length_multiple_of", "count_at_most", "permutation", "einsum_equation"]


class ConstraintEntry(_Strict):
    """One constraint: `kind` and the fields of that kind (value / low, high / values /
    min, max / ref, valid, invalid, predicate). Each check (not `default` or `must_set`) also has:
    `phrase`, what the value should be; `template`, the core's message, where the binding puts
    "{layer}" (the op's name), "{attr}" (the attribute's) and "{got}" (the value as given, as
    Python's repr prints it) by plain substitution; `per_element`: each element of a list value
    is checked alone (numeric kinds on a list attribute), else the whole value. Numeric kinds
    say whether their bound is accepted (`inclusive`, or `low_inclusive`/`high_inclusive` for
    in_range) and `number_type`: "int" or "float", the type of the bounds and of the values
    (JSON numbers cannot tell 2.0 from 2; a float bound prints with a decimal point). `must_set`
    has the `template` of its message. `custom`: `phrase` is its message; where `predicate` is
    given a binding evaluates it (NamedPredicateEntry), else only the core can check it."""

    kind: Literal["must_set", "default", "larger_than", "at_least", "smaller_than", "at_most",
                  "in_range", "one_of", "length", "custom"]
    value: Any = None
    low: float | int | None = None
    high: float | int | None = None
    values: list[Any] | None = None
    min: int | None = None
    max: int | None = None
    ref: str | None = None
    valid: list[Any] | None = None
    invalid: list[Any] | None = None
    predicate: NamedPredicateEntry | None = None
    phrase: str | None = None
    template: str | None = None
    per_element: bool | None = None
    number_type: Literal["int", "float"] | None = None
    inclusive: bool | None = None
    low_inclusive: bool | None = None
    high_inclusive: bool | None = None


class AttributeEntry(_Strict):
    name: str
    description: str
    type: AttrTypeEntry
    required: bool
    has_default: bool
    default: Any = None
    expected: str  # how the core's type error names the type: "a finite float"
    type_template: str  # the core's type error: "{type}" is the Python type name of the value given
    number_type: Literal["int", "float"] | None = None  # an int or float attribute, or a list of them
    constraints: list[ConstraintEntry]


class DomainEntry(_Strict):
    """The values an input may hold: [low, high] (open where `low_open` / `high_open`), each bound a
    number or a symbol of the op's shape patterns; `excluding` names an int attribute whose value
    is outside the domain although between the bounds (warpctc's Label: [0, C) other than blank)."""

    low: float | int | str | None = None
    high: float | int | str | None = None
    low_open: bool
    high_open: bool
    excluding: str | None = None


class ReduceEntry(_Strict):
    """An output that is `input` reduced over the axes named by the int or list[int] attribute
    `axes` (negative from the end; an empty list or null: every axis), each kept as size 1 when
    the bool attribute `keep_dims` (if named) is true. `nonempty`: a reduced axis of size 0 is
    refused."""

    input: str
    axes: str
    keep_dims: str | None = None
    nonempty: bool


class SizeLimitEntry(_Strict):
    """The int attribute `attribute` is at most the size symbol `at_most` of this input's shape
    pattern binds (unchecked while that size is unknown)."""

    attribute: str
    at_most: str


class TensorEntry(_Strict):
    """An input or output. Outputs: `rule` says how its shape is known: `like` an input, a shape
    `pattern` (symbols bound by the inputs' patterns or named int attributes; "...name" is a group
    of dimensions; in an output, "?" is a size known at run time only: the number of sequences),
    `broadcast` (numpy's broadcast of the named inputs' shapes: aligned at the last axis, sizes
    equal or 1), `reduce` (see ReduceEntry), or `code` (the op's shape function). An input's
    `axis_attr` names an int attribute that must name one of its axes (negative from the end),
    else the layer refuses it; an output's `seq_type`, when given, is its sequence type whatever
    the inputs' (else it carries `seq_from`'s offsets)."""

    name: str
    description: str
    dtypes: list[DataType]
    type_set: str | None = None  # the named type set (RegistryDocument.type_sets) `dtypes` is, if one
    type_var: str | None = None
    seq_types: list[SequenceType]
    rank: int | None = None
    shape: list[int | str] | None = None
    optional: bool
    variadic: bool
    no_grad: bool
    like: str | None = None
    dtype_from: str | None = None
    seq_from: str | None = None
    domain: DomainEntry | None = None
    broadcast: list[str] | None = None
    reduce: ReduceEntry | None = None
    axis_attr: str | None = None  # input: the int attribute naming one of its axes, from -rank to rank - 1
    seq_type: SequenceType | None = None  # output: its sequence type, fixed (no input's offsets)
    nonempty: bool | None = None  # input: a size-0 dimension is refused ("should not be empty")
    size_limit: SizeLimitEntry | None = None  # input: an attribute at most one of its sizes
    rule: Literal["like", "pattern", "broadcast", "reduce", "code"] | None = None


class GradOpEntry(_Strict):
    type: str
    inputs: dict[str, list[str]]
    outputs: dict[str, list[str]]
    attrs: dict[str, Any]


class GradRuleEntry(_Strict):
    kind: Literal["kernel", "composite"]
    op: str | None = None
    reads: list[str]
    wrt: list[str]
    outputs: list[str]
    # outputs whose gradient the kernel takes as absent (None: zeros) where no path uses them
    zero_if_absent: list[str] = []
    template: list[GradOpEntry] | None = None


class GradientEntry(_Strict):
    differentiable: bool
    rule: GradRuleEntry | None = None
    no_grad_reason: str | None = None
    # a gradient deliberately not the derivative (an error clip): why, and the attribute values
    # at which it is the derivative (the numeric gradient check runs there)
    not_derivative: str | None = None
    derivative_at: dict[str, Any] | None = None


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
    expression: str | None = None
    unused: dict[str, str]
    sample: dict[str, Any]
    reference: str | None = None
    of: str | None = None
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
    gradient: GradientEntry | None = None
    shape_rule: Literal["data", "code"]
    derived_from: str | None = None
    oracle: OracleEntry | None = None
    composition: "CompositionEntry | None" = None
    elementwise: "ElementwiseEntry | None" = None  # its math per element (registry/fusion.py)
    in_place: list["InPlaceEntry"] = []  # outputs its kernels may write over an input's array
    examples: list[str]


class InPlaceEntry(_Strict):
    """An output the op's kernels may write over an input's array, given the keyword in_place=True
    by a caller that no longer needs the input (each element is read before its output is written)."""

    output: str
    input: str


class ElementwiseEntry(_Strict):
    """An elementwise op's math as C++ expressions of one element: `forward` (of x, or x and y),
    `grads` (input slot -> its gradient, of out and dout, or x, y and dout)."""

    forward: str
    grads: dict[str, str]


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
    generator: str | None = None
    # named sets of dtypes (ONNX's type constraints: "numeric", "all"), declared once
    type_sets: dict[str, list[DataType]]
    ops: list[OpEntry]
    topologies: list[TopologyEntry]


_TYPED = ("type", "anyOf", "$ref", "enum", "const", "items", "allOf", "oneOf")


def _nullable(prop: dict[str, Any]) -> bool:
    """A property that may be null: of a nullable type, or of any type (`Any`)."""
    return prop.get("type") == "null" or any(p.get("type") == "null" for p in prop.get("anyOf", ())) \
        or not any(k in prop for k in _TYPED)


def _strict(node: Any) -> None:
    """A field that may be null is absent where it is (format 2.0 writes no nulls; a reader
    may write it back as null, `expanded`), so it is optional; every other property is required,
    and no other is allowed."""
    if isinstance(node, dict):
        if node.get("type") == "object" and "properties" in node:
            node["required"] = [k for k, p in node["properties"].items() if not _nullable(p)]
            for p in node["properties"].values():
                p.pop("default", None)
            if node.get("title") != "NamedPredicateEntry":
                node["additionalProperties"] = False
        for child in node.values():
            _strict(child)
    elif isinstance(node, list):
        for child in node:
            _strict(child)


def expanded(document: dict[str, Any]) -> dict[str, Any]:
    """A format 2.0 document with every absent field written as null (as format 1.1 wrote it):
    for readers that index fields rather than `.get` them."""
    full: dict[str, Any] = RegistryDocument.model_validate(document).model_dump(mode="json")
    return full


def json_schema(version: str) -> dict[str, Any]:
    schema = RegistryDocument.model_json_schema(mode="serialization")
    _strict(schema)
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["$id"] = f"paddle-registry-{version}"
    return schema
