"""validators.py: explicit generated checks for every attribute of every op and layer."""
from __future__ import annotations

from dataclasses import dataclass

from .. import rules
from ..views import AttrView, OpView
from ..writer import Artifact
from . import artifact, render


@dataclass(frozen=True)
class AttrChecks:
    view: AttrView
    type_const: str
    type_source: str
    type_phrase: str
    checker: str
    rules: tuple[rules.Rule, ...]
    value_expression: str


@dataclass(frozen=True)
class OpChecks:
    op: OpView
    const: str
    attr_names: str
    arg_names: str
    input_metas: str  # source of the tuple of its input TensorMetas, rebuilt from their data
    attrs: tuple[AttrChecks, ...]
    validate_attrs: str
    validate_inputs: str


IMPORTS = (
    "import math",
    "from typing import Any, Mapping, NoReturn",
    "",
    "from paddle.registry import AttrType, DataType, TensorMeta, check_inputs",
    "from paddle.registry.constraints import resolve",
    "from paddle.registry.errors import constraint_error, missing_error, type_error, unknown_argument_error",
    "from paddle.registry.types import UNSET",
)


def validate_attrs_name(op: OpView) -> str:
    return f"validate_{op.name}_attrs"


def validate_inputs_name(op: OpView) -> str:
    return f"validate_{op.name}_inputs"


def _attr(op: OpView, a: AttrView) -> AttrChecks:
    checker = rules.checker_name(op, a)
    return AttrChecks(a, checker.upper().replace("_CHECK_", "_TYPE_", 1), rules.type_source(a),
                      a.type.describe(), checker, rules.rules(op, a), rules.value_expression(op, a))


def op_checks(op: OpView) -> OpChecks:
    names = tuple(a.name for a in op.attrs)
    args = tuple(t.name for t in op.inputs) + names
    items = [f"TensorMeta.from_data({rules.literal(t.data)})" for t in op.inputs]
    metas = "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"
    return OpChecks(op, op.name.upper(), rules.literal(names), rules.literal(args), metas,
                    tuple(_attr(op, a) for a in op.attrs), validate_attrs_name(op),
                    validate_inputs_name(op))


def emit(ops: list[OpView]) -> Artifact:
    refs = rules.literal(tuple(sorted({r for op in ops for r in op.custom_refs})))
    body = render("validators.py.j2", imports=IMPORTS, custom_refs=refs,
                  validators=[op_checks(op) for op in ops])
    return artifact("validators.py", __name__, [op.source for op in ops], body)
