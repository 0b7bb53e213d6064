"""NetDesc: a net as portable data (seed 004's protobuf message, here pydantic + JSON).

Loading validates every op and attribute through the registry, so a bad description is
refused when read, naming the op and the attribute, not when it runs.
"""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError, field_validator

from .errors import NetDescError
from .registry import OpDesc, PaddleError, default_registry, validate_attrs
from .registry.errors import ConfigError
from .variable import LABELS

DESC_VERSION = "1.0"


class VarDesc(BaseModel):
    """A variable a net declares: its label, and for parameters and optimizer state the
    shape, dtype and the init op (role "init") that gives it its first value."""

    model_config = ConfigDict(frozen=True)
    name: str
    label: str = "intermediate"
    shape: tuple[int | None, ...] | None = None
    dtype: str = "float32"
    initializer: OpDesc | None = None

    @field_validator("label")
    @classmethod
    def _known_label(cls, v: str) -> str:
        if v not in LABELS:
            raise ValueError(f"label should be one of {list(LABELS)}, got {v!r}")
        return v


class NetDesc(BaseModel):
    """Ops in run order plus the variables the net declares. `kind` picks the Net class."""

    model_config = ConfigDict(frozen=True)
    version: str = DESC_VERSION
    kind: str = "plain"
    ops: tuple[OpDesc, ...] = ()
    vars: tuple[VarDesc, ...] = ()
    attrs: dict[str, Any] = {}  # kind-specific settings (a recurrent net's step net, ...)

    def to_json(self, indent: int | None = 2) -> str:
        return self.model_dump_json(indent=indent)

    @classmethod
    def from_json(cls, text: str | bytes, registry: Any = None) -> "NetDesc":
        """Parse and validate: every op known, its slots declared, its attributes valid."""
        try:
            desc = cls.model_validate_json(text)
        except ValidationError as err:
            raise NetDescError(f"the net description is not valid: {_first(err)}",
                               rule="format", value=str(err)) from None
        desc.validate_ops(registry)
        return desc

    def validate_ops(self, registry: Any = None) -> None:
        for i, op in enumerate(self.ops):
            check_op_desc(op, i, registry)
        for v in self.vars:
            if v.initializer is not None:
                check_op_desc(v.initializer, f"initialising '{v.name}'", registry)

    def var(self, name: str) -> VarDesc | None:
        return next((v for v in self.vars if v.name == name), None)


def check_op_desc(op: OpDesc, where: Any, registry: Any = None) -> None:
    """Refuse an op the registry does not know or whose attributes it rejects."""
    try:
        meta = default_registry(registry).function(op.type)
        validate_attrs(meta, op.attrs)
        check_slots(meta, op)
    except ConfigError as err:
        raise NetDescError(f"net description op #{where} ({op.type}): {err}", layer=err.layer,
                           argument=err.argument, rule=err.rule, value=err.value) from None
    except PaddleError as err:
        raise NetDescError(f"net description op #{where}: {err}", layer=op.type,
                           rule="unknown_op", value=op.type) from None


def check_slots(meta: Any, op: OpDesc) -> None:
    """Slots named in the desc are declared; required inputs are bound; one var per plain slot."""
    from .registry.errors import InputError, MissingAttributeError, unknown_argument_error
    for given, declared in ((op.inputs, meta.inputs), (op.outputs, meta.outputs)):
        names = [t.name for t in declared]
        for slot in given:
            if slot not in names:
                raise unknown_argument_error(meta.name, slot, names)
    for t in meta.inputs:
        bound = op.inputs.get(t.name, [])
        if not bound and not t.optional:
            raise MissingAttributeError(f"{meta.name} layer's input {t.name} must be set",
                                        layer=meta.name, argument=t.name, rule="must_set")
    for kind, declared, given in (("input", meta.inputs, op.inputs), ("output", meta.outputs, op.outputs)):
        for t in declared:
            bound = given.get(t.name, [])
            if not t.variadic and len(bound) > 1:
                raise InputError(f"{meta.name} layer's {kind} {t.name} takes one variable, got {len(bound)}: "
                                 f"{bound}", layer=meta.name, argument=t.name, rule="input", value=bound)


def _first(err: ValidationError) -> str:
    e = err.errors()[0]
    where = ".".join(str(p) for p in e.get("loc", ()))
    return f"{where}: {e.get('msg', '')}"
