"""layers.py: one real, typed, documented function per user-facing op and layer."""
from __future__ import annotations

from dataclasses import dataclass

from .. import rules
from ..views import OpView
from ..writer import Artifact
from . import artifact, render
from .validators import validate_attrs_name, validate_inputs_name


@dataclass(frozen=True)
class Output:
    name: str
    description: str
    facts: tuple[str, ...]


@dataclass(frozen=True)
class LayerFunction:
    op: OpView
    py_name: str
    sig: rules.Signature
    outputs: tuple[Output, ...]
    input_slots: str
    attr_slots: str
    validate_attrs: str
    validate_inputs: str
    attrs_dict: str
    infos_dict: str
    inputs_dict: str
    append: str


def _dict(pairs: list[tuple[str, str]]) -> str:
    """A dict display from (key, value source) pairs."""
    return "{" + ", ".join(f"{k!r}: {v}" for k, v in pairs) + "}"


def layer_function(op: OpView) -> LayerFunction:
    sig = rules.signature(op)
    info = [(p.slot, f"_support.info_of({op.name!r}, {p.slot!r}, {p.name})") for p in sig.inputs]
    return LayerFunction(
        op=op, py_name=rules.py_name(op.name), sig=sig,
        outputs=tuple(Output(t.name, t.description, rules.tensor_facts(t)) for t in op.outputs),
        input_slots=rules.literal(tuple(t.name for t in op.inputs)),
        attr_slots=rules.literal(tuple(a.name for a in op.attrs)),
        validate_attrs=validate_attrs_name(op), validate_inputs=validate_inputs_name(op),
        attrs_dict=_dict([(p.slot, p.name) for p in sig.attributes]),
        infos_dict=_dict(info),
        inputs_dict=_dict([(p.slot, p.name) for p in sig.inputs]),
        append="append_op" if op.kind == "function" else "append_layer")


IMPORTS = (
    "from typing import TYPE_CHECKING, Literal, Sequence",
    "from typing import cast as _cast  # private: an op may be named cast",
    "",
    "from paddle import layer_support as _support",
    "from paddle.registry import DataType",
    "",
    "from . import validators as _v",
)


def emit(ops: list[OpView]) -> Artifact:
    user_facing = [op for op in ops if op.user_facing]
    body = render("layers.py.j2", imports=IMPORTS, layers=[layer_function(op) for op in user_facing])
    return artifact("layers.py", __name__, [op.source for op in user_facing], body)
