"""Signatures and validation rules: what each view becomes in Python source.

Everything here returns strings or small records for the templates to place; the
templates hold no logic beyond loops over these records.
"""
from __future__ import annotations

import keyword
import re
from dataclasses import dataclass
from typing import Any

from paddle.registry.tensor import Domain
from paddle.registry.types import py_literal

from .views import AttrView, ConstraintView, OpView, TensorView


literal = py_literal  # `value` as Python source that evaluates back to it


def py_name(name: str) -> str:
    """A registry name as a Python identifier (keywords get a trailing underscore)."""
    return name + "_" if keyword.iskeyword(name) else name


# --- signatures -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Param:
    name: str        # the Python parameter
    slot: str        # the registry's name for it
    annotation: str
    default: str | None  # source of the default, None when required
    doc_type: str    # how the docstring names the type
    facts: tuple[str, ...]  # rank, dtypes, default, constraints: one phrase each
    description: str
    is_input: bool = False

    @property
    def source(self) -> str:
        text = f"{self.name}: {self.annotation}"
        return text if self.default is None else f"{text} = {self.default}"


def _input_annotation(t: TensorView) -> str:
    base = "Sequence[Expression]" if t.variadic else "Expression"
    return f"{base} | None" if t.optional else base


def tensor_facts(t: TensorView) -> tuple[str, ...]:
    shape = f"shape ({', '.join(str(d) for d in t.shape)})" if t.shape is not None else None
    rank = f"rank {t.rank}" if t.rank is not None and shape is None else None
    facts = [shape, rank, "dtype " + " or ".join(t.dtypes)]
    facts += ["a list of tensors" if t.variadic else None, "optional" if t.optional else None]
    facts += [f"shaped like {t.like}" if t.like else None]
    facts += [_values(t.data.get("domain"))]
    return tuple(f for f in facts if f)


def _values(domain: dict[str, Any] | None) -> str | None:
    """An input's declared domain in words: `values in [0, C) other than blank`."""
    return None if domain is None else "values in " + Domain(**domain).describe()


def input_param(t: TensorView) -> Param:
    return Param(py_name(t.name), t.name, _input_annotation(t), "None" if t.optional else None,
                 "list of Expression" if t.variadic else "Expression", tensor_facts(t), t.description,
                 is_input=True)


def attr_annotation(a: AttrView) -> str:
    one_of = next((c for c in a.checks if c.kind == "one_of"), None)
    if a.type.kind == "enum" or (one_of and a.type.kind in ("str", "int")):
        values = a.type.choices if one_of is None else one_of.fields["values"]
        base = "Literal[" + ", ".join(repr(v) for v in values or ()) + "]"
    elif a.type.kind == "list":
        assert a.type.element is not None
        base = f"Sequence[{a.type.element.annotation()}]"
    else:
        base = a.type.annotation()
    return f"{base} | None" if not a.required and a.default is None else base


def attr_facts(a: AttrView) -> tuple[str, ...]:
    head = ["required"] if a.required else [f"default {literal(a.default)}"]
    return tuple(head + [c.phrase for c in a.checks])


def attr_param(a: AttrView) -> Param:
    # a list default is written as a tuple: a mutable default would be shared between calls
    default = None if a.required else literal(tuple(a.default) if isinstance(a.default, list) else a.default)
    annotation = attr_annotation(a)
    return Param(py_name(a.name), a.name, annotation, default, annotation, attr_facts(a), a.description)


@dataclass(frozen=True)
class Signature:
    positional: tuple[Param, ...]  # inputs, in declaration order
    keyword: tuple[Param, ...]     # required inputs after an optional one, then attributes
    returns: str

    @property
    def inputs(self) -> tuple[Param, ...]:
        return tuple(p for p in self.positional + self.keyword if p.is_input)

    @property
    def attributes(self) -> tuple[Param, ...]:
        return tuple(p for p in self.keyword if not p.is_input)


def signature(op: OpView) -> Signature:
    positional: list[Param] = []
    keyword_inputs: list[Param] = []
    for t in op.inputs:
        # a required input after an optional one cannot be positional: it becomes keyword-only
        after_optional = any(p.default is not None for p in positional)
        (keyword_inputs if after_optional and not t.optional else positional).append(input_param(t))
    attrs = [attr_param(a) for a in op.attrs]
    clash = {p.name for p in positional + keyword_inputs + attrs} & {"name", "model"}
    if clash:
        raise ValueError(f"{op.source}: {op.name}: '{sorted(clash)[0]}' is reserved by the layer API")
    returns = "tuple[Expression, ...]" if len(op.outputs) != 1 else \
        "list[Expression]" if op.outputs[0].variadic else "Expression"
    return Signature(tuple(positional), tuple(keyword_inputs + attrs), returns)


# --- validation rules -------------------------------------------------------------------------

def check_expression(c: ConstraintView) -> str:
    """A boolean expression over the coerced `value` that holds when constraint `c` does:
    the constraint's own source (`paddle.registry.constraints`), never restated here."""
    return c.source


@dataclass(frozen=True)
class Rule:
    expression: str
    phrase: str
    kind: str


def rules(op: OpView, a: AttrView) -> tuple[Rule, ...]:
    return tuple(Rule(check_expression(c), c.phrase, c.kind) for c in a.checks)


def value_expression(op: OpView, a: AttrView) -> str:
    """How the validator gets attribute `a` out of `given`: checked, defaulted or refused as missing."""
    check = f"{checker_name(op, a)}(given[{a.name!r}])"
    if a.required:
        return f"{check} if given.get({a.name!r}) is not None else _missing({op.name!r}, {a.name!r})"
    if a.default is None:
        return f"{check} if given.get({a.name!r}) is not None else None"
    return f"{check} if {a.name!r} in given else {literal(a.default_value)}"


def checker_name(op: OpView, a: AttrView) -> str:
    return "_check_" + re.sub(r"\W", "_", f"{op.name}__{a.name}")


def type_source(a: AttrView) -> str:
    return f"AttrType.from_data({literal(a.type.to_data())})"
