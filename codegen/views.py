"""What the generator reads of the registry, as plain frozen view models.

This is the only module that walks registry metas; the emitters see views, never metas,
so a template cannot reach into a kernel or a closure.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from paddle import registry as reg
from paddle.registry.errors import ConfigError
from paddle.registry.export import oracle_entry
from paddle.registry.validate import check_attribute_value

ROOT = Path(__file__).resolve().parent.parent  # the repository (or installed `paddle`) root


@dataclass(frozen=True)
class ConstraintView:
    kind: str
    phrase: str
    fields: dict[str, Any]  # the constraint's data: value / low, high / values / min, max
    index: int              # its position among the attribute's constraints
    source: str             # its predicate over the coerced `value`, as the constraint defines it


@dataclass(frozen=True)
class Case:
    """One attribute value and what the declaration says of it (None: accepted)."""

    value: Any
    error: str | None = None    # the error class name, when rejected
    message: str | None = None  # the exact message, when rejected


@dataclass(frozen=True)
class AttrView:
    name: str
    description: str
    type: reg.AttrType
    required: bool
    has_default: bool
    default: Any
    default_value: Any  # what an absent attribute takes (the default coerced to the type)
    checks: tuple[ConstraintView, ...]
    boundary: tuple[Case, ...]  # defaults, limits, just inside and just outside every constraint
    wrong_types: tuple[Case, ...]


@dataclass(frozen=True)
class TensorView:
    name: str
    description: str
    dtypes: tuple[str, ...]
    seq_types: tuple[str, ...]
    rank: int | None
    shape: tuple[int | str, ...] | None
    optional: bool
    variadic: bool
    no_grad: bool
    like: str | None
    data: dict[str, Any]  # the tensor meta as JSON data (generated validators rebuild it)


@dataclass(frozen=True)
class OpView:
    name: str
    description: str
    kind: str  # "function" (an op with kernels) or "layer" (a LayerMeta composed of ops)
    role: str
    inputs: tuple[TensorView, ...]
    outputs: tuple[TensorView, ...]
    attrs: tuple[AttrView, ...]
    devices: tuple[str, ...]
    differentiable: bool
    grad_kind: str | None          # "kernel" (a derived grad op) or "composite"
    grad_ops: tuple[str, ...]      # the ops its gradient emits
    derived_from: str | None       # for a grad op: the forward op it is derived from
    no_grad_reason: str | None
    examples: tuple[str, ...]
    source: str  # the op module that declares it, relative to the repository
    oracle: dict[str, Any] | None = None  # what checks its kernels, as in registry.json
    not_derivative: str | None = None  # why its gradient is deliberately not the derivative
    derivative_nowhere: bool = False  # ... at no attribute values: no numeric gradient check is generated
    in_place: tuple[tuple[str, str], ...] = ()  # (output, input): the output may take the input's array

    @property
    def oracle_phrase(self) -> str:
        """The oracle in words, for docs and the generated tests' docstrings."""
        o = self.oracle
        if o is None:
            return "no oracle declared" if self.kind == "function" else "composed of ops, each with its own oracle"
        return {"torch": f"PyTorch `{o['expression']}` (CPU, float64)",
                "onnx": f"ONNX reference evaluator `{o['expression']}` (float64)",
                "numpy": f"independent numpy reference `{o['reference']}` (float64)",
                "distribution": f"a Kolmogorov-Smirnov test against `{o['expression']}`",
                "numeric_gradient": f"central differences of `{o['of']}` in float64 (numeric gradient)",
                }[o["kind"]]

    @property
    def extra_dtypes(self) -> tuple[str, ...]:
        """The dtypes the op's type-variable inputs take beyond float32/float64 (each gets its
        own generated oracle test); none for a random op (its oracle is a distribution)."""
        if self.oracle is None or self.oracle["kind"] not in ("torch", "onnx", "numpy"):
            return ()
        found = [d for t in self.inputs if t.data["type_var"] is not None for d in t.dtypes]
        return tuple(dict.fromkeys(d for d in found if d not in ("float32", "float64")))

    @property
    def user_facing(self) -> bool:
        return self.kind == "layer" or self.role == "layer"

    @property
    def has_kernels(self) -> bool:
        return self.kind == "function"

    @property
    def custom_refs(self) -> tuple[str, ...]:
        """The custom predicates its validator imports ('module:qualname')."""
        return tuple(c.fields["ref"] for a in self.attrs for c in a.checks if c.kind == "custom")


# Values of other types, tried against every attribute; those its type refuses become cases.
_WRONG_TYPE_PROBES: tuple[Any, ...] = ("abc", True, 1.5, 7, None, [1], ["abc"])


def source_path(location: reg.SourceLocation | None) -> str:
    if location is None:
        return "<unknown>"
    path = Path(location.file).resolve()
    try:
        return path.relative_to(ROOT).as_posix()
    except ValueError:
        return path.name  # a module outside the repository (a plugin, a test's temp module)


def _judge(op: str, attr: reg.AttributeMeta, value: Any) -> Case:
    """What the registry's generic validator says of `value`, kept as data for the tests."""
    try:
        check_attribute_value(op, attr, value)
    except ConfigError as err:
        return Case(value, type(err).__name__, str(err))
    return Case(value)


def _unique(values: list[Any]) -> list[Any]:
    seen: list[tuple[type, Any]] = []
    out = []
    for v in values:
        key = (type(v), repr(v))
        if key not in seen:
            seen.append(key)
            out.append(v)
    return out


def _attr_view(op: str, attr: reg.AttributeMeta) -> AttrView:
    is_list = attr.type.kind == "list"
    checks = tuple(ConstraintView(k.kind, k.phrase(), {f: v for f, v in k.to_data().items() if f != "kind"},
                                  i, k.source("value", is_list))
                   for i, k in enumerate(attr.constraints) if k.is_check)
    values = [attr.default] if attr.has_default and attr.default is not None else []
    for b in attr.boundaries():
        values += b.inside + b.outside
    # None is "not given" to the validator, not a value to judge (a `default(None)` yields it)
    boundary = tuple(_judge(op, attr, v) for v in _unique(values) if v is not None)
    probes = [v for v in _WRONG_TYPE_PROBES if attr.type.coerce(v) is reg.types.UNSET]
    wrong = tuple(_judge(op, attr, v) for v in probes if v is not None or attr.default is not None)
    return AttrView(attr.name, attr.description, attr.type, attr.required, attr.has_default,
                    attr.default, attr.default_value, checks, boundary, wrong)


def _tensor_view(t: reg.TensorMeta) -> TensorView:
    return TensorView(t.name, t.description, tuple(d.value for d in t.dtypes),
                      tuple(s.value for s in t.seq_types), t.expected_rank, t.shape, t.optional,
                      t.variadic, t.no_grad, t.like, t.to_data())


def op_view(meta: reg.FunctionMeta | reg.LayerMeta) -> OpView:
    fn = meta if isinstance(meta, reg.FunctionMeta) else None
    return OpView(
        name=meta.name, description=meta.description,
        kind="function" if fn else "layer", role=fn.role if fn else "layer",
        inputs=tuple(_tensor_view(t) for t in meta.inputs),
        outputs=tuple(_tensor_view(t) for t in meta.outputs),
        attrs=tuple(_attr_view(meta.name, a) for a in meta.attributes.values()),
        devices=fn.devices if fn else (), differentiable=bool(fn and fn.differentiable),
        grad_kind=fn.grad.kind if fn and fn.grad else None,
        grad_ops=fn.grad.ops if fn and fn.grad else (),
        derived_from=fn.derived_from if fn else None,
        no_grad_reason=fn.no_grad_reason if fn else None,
        examples=meta.examples, source=source_path(meta.source),
        oracle=oracle_entry(fn) if fn else None, not_derivative=fn.not_derivative if fn else None,
        derivative_nowhere=bool(fn and fn.not_derivative and fn.derivative_at is None),
        in_place=fn.in_place if fn else ())


def read(registry: reg.Registry) -> list[OpView]:
    """Every op and layer of `registry`, sorted by name so output never depends on import order."""
    return [op_view(m) for m in sorted(registry, key=lambda m: m.name)]
