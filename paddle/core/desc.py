"""NetDesc: a net as portable data (seed 004's protobuf message, here frozen dataclasses + JSON).

Loading is strict (see desc_read): unknown keys and versions, bad types, ops or attributes
the registry rejects, and reads of variables that nothing declares or writes first are
refused when read, naming where, not when the net runs.

Format versions: "1.0" may leave the variables it is fed undeclared (a read of a variable
that no op writes and no var declares is taken as fed); "1.1" declares them as vars
labelled "input", so every read is checked. Both refuse a read of a variable that is first
written by the same or a later op (a cycle, or ops out of order).
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Mapping, Protocol

from .budget import check_tensor
from .desc_read import check_dataflow, read_net_desc
from ..errors import NetDescError
from ..registry import (DataType, MemoryBudgetError, OpDesc, PaddleError, SequenceType, TensorInfo, check_slots,
                       default_registry, validate_attrs)
from ..registry.errors import ConfigError
from .variable import LABELS

# what `NetDesc()` writes: stays "1.0" until every producer (data layers, NetBuilder.data)
# declares its fed inputs; then "1.1"
DESC_VERSION = "1.0"
SEQ_TYPES = tuple(s.value for s in SequenceType)
DTYPE_NAMES = frozenset(d.value for d in DataType)


@dataclass(frozen=True, kw_only=True)
class VarDesc:
    """A variable a net declares: its label (an `input` is fed; a `parameter` or optimizer
    state has a shape, a dtype and an init op, role "init", giving its first value)."""

    name: str
    label: str = "intermediate"
    shape: tuple[int | None, ...] | None = None
    dtype: str = "float32"
    initializer: OpDesc | None = None
    seq_type: str = "none"  # a fed input's: "sequence" rows carry offsets (written only when not "none")

    def __post_init__(self) -> None:
        if self.label not in LABELS:
            raise NetDescError(f"variable '{self.name}': label should be one of {list(LABELS)}, got "
                               f"{self.label!r}", argument="label", rule="one_of", value=self.label)
        if self.seq_type not in SEQ_TYPES:
            raise NetDescError(f"variable '{self.name}': seq_type should be one of {list(SEQ_TYPES)}, got "
                               f"{self.seq_type!r}", argument="seq_type", rule="one_of", value=self.seq_type)
        if self.dtype not in DTYPE_NAMES:
            raise NetDescError(f"variable '{self.name}': dtype should be one of {sorted(DTYPE_NAMES)}, got "
                               f"{self.dtype!r}", argument="dtype", rule="one_of", value=self.dtype)
        if self.shape is not None:
            object.__setattr__(self, "shape", tuple(self.shape))

    def check_budget(self) -> None:
        """A declared shape read from a description must fit the memory budget (unknown sizes count
        as 1), so a file cannot make a run allocate [2**62, 2**62]."""
        try:
            check_tensor(f"variable '{self.name}'", f"'{self.name}'",
                         TensorInfo(tuple(self.shape or ()), DataType(self.dtype)))
        except MemoryBudgetError as err:
            raise NetDescError(f"the net description is not valid: {err}", argument=f"{self.name}.shape",
                               rule="memory_budget", value=list(self.shape or ())) from None

    def to_dict(self) -> dict[str, Any]:
        out = {"name": self.name, "label": self.label, "shape": None if self.shape is None else list(self.shape),
               "dtype": self.dtype, "initializer": None if self.initializer is None else op_to_dict(self.initializer)}
        return out if self.seq_type == "none" else {**out, "seq_type": self.seq_type}


@dataclass(frozen=True, kw_only=True)
class NetDesc:
    """Ops in run order plus the variables the net declares. `kind` picks the Net class."""

    version: str = DESC_VERSION
    kind: str = "plain"
    ops: tuple[OpDesc, ...] = ()
    vars: tuple[VarDesc, ...] = ()
    attrs: Mapping[str, Any] = field(default_factory=dict)  # kind-specific (a recurrent net's step net, ...)

    def __post_init__(self) -> None:
        object.__setattr__(self, "ops", tuple(self.ops))
        object.__setattr__(self, "vars", tuple(self.vars))
        object.__setattr__(self, "attrs", dict(self.attrs))

    def to_dict(self) -> dict[str, Any]:
        return {"version": self.version, "kind": self.kind, "ops": [op_to_dict(o) for o in self.ops],
                "vars": [v.to_dict() for v in self.vars], "attrs": dict(self.attrs)}

    def to_json(self, indent: int | None = 2) -> str:
        return json.dumps(self.to_dict(), indent=indent, default=_jsonable)

    @classmethod
    def from_dict(cls, data: Any, registry: Any = None) -> "NetDesc":
        """Read strictly and validate (see the module docstring); NetDescError names what and where."""
        fields = read_net_desc(data)
        vars_ = tuple(VarDesc(**v) for v in fields["vars"])
        for v in vars_:
            v.check_budget()
        desc = cls(**{**fields, "vars": vars_})
        desc.validate(registry)
        return desc

    @classmethod
    def from_json(cls, text: str | bytes, registry: Any = None) -> "NetDesc":
        try:
            data = json.loads(text)
        except (ValueError, TypeError) as err:
            raise NetDescError(f"the net description is not valid JSON: {err}", rule="format",
                               value=str(err)) from None
        except RecursionError:
            raise NetDescError("the net description is nested too deeply to read (a net nests a few levels; "
                               "this is not a net description)", rule="size", value=None) from None
        return cls.from_dict(data, registry)

    def validate(self, registry: Any = None) -> None:
        """Every op known to the registry with valid slots and attributes; every read
        declared or written by an earlier op (see the module docstring); a nested kind's own
        structure checked by its class (a recurrent net's memories, ...)."""
        self.validate_ops(registry)
        nested = NESTED_KINDS.get(self.kind)
        if nested is None:
            check_dataflow(self)
        else:
            nested.check_desc(self, registry)

    def validate_ops(self, registry: Any = None) -> None:
        for i, op in enumerate(self.ops):
            check_op_desc(op, i, registry)
        for v in self.vars:
            if v.initializer is not None:
                check_op_desc(v.initializer, f"initialising '{v.name}'", registry)

    def var(self, name: str) -> VarDesc | None:
        return next((v for v in self.vars if v.name == name), None)


def op_to_dict(op: OpDesc) -> dict[str, Any]:
    return {"type": op.type, "inputs": {s: list(ns) for s, ns in op.inputs.items()},
            "outputs": {s: list(ns) for s, ns in op.outputs.items()}, "attrs": dict(op.attrs)}


def _jsonable(value: Any) -> Any:
    """Validated attributes hold enums (a dtype) and may hold numpy scalars or tuples."""
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, (tuple, set, frozenset)):
        return list(value)
    if hasattr(value, "item"):
        return value.item()
    raise TypeError(f"{type(value).__name__} {value!r} cannot be written to a net description")


class NestedKind(Protocol):
    """A net kind that also runs as an op of a parent net (a recurrent net, an if_else):
    paddle.core.net registers each here, so descriptions are checked without importing the nets."""

    @classmethod
    def check_desc(cls, desc: "NetDesc", registry: Any) -> tuple[list[str], list[str]]:
        """Refuse a malformed net of this kind (NetDescError); its outer (reads, writes)."""
        ...

    @classmethod
    def check_op(cls, op: OpDesc, where: Any, registry: Any) -> None:
        """Refuse an op entry standing for a net of this kind whose net or slots are wrong."""
        ...


NESTED_KINDS: dict[str, NestedKind] = {}  # filled by paddle.core.net as nested kinds are defined


def check_op_desc(op: OpDesc, where: Any, registry: Any = None) -> None:
    """Refuse an op the registry does not know or whose attributes it rejects."""
    nested = NESTED_KINDS.get(op.type)
    if nested is not None:
        nested.check_op(op, where, registry)
        return
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
