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
    attrs: tuple[AttrChecks, ...]
    validate_attrs: str
    validate_inputs: str


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
    return OpChecks(op, op.name.upper(), rules.literal(names), rules.literal(args),
                    tuple(_attr(op, a) for a in op.attrs), validate_attrs_name(op),
                    validate_inputs_name(op))


def emit(ops: list[OpView]) -> Artifact:
    body = render("validators.py.j2", validators=[op_checks(op) for op in ops])
    return artifact("validators.py", __name__, [op.source for op in ops], body)
