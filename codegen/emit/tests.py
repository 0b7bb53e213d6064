"""tests/test_<op>.py per op and layer, and the tests' conftest (hypothesis profiles)."""
from __future__ import annotations

from dataclasses import dataclass

from paddle.registry.errors import missing_error, unknown_argument_error

from .. import rules
from ..views import AttrView, Case, OpView
from ..writer import Artifact
from . import artifact, render
from .validators import validate_attrs_name


@dataclass(frozen=True)
class OpTests:
    op: OpView
    package: str
    validate_attrs: str
    layer: str
    input_params: str
    base: str
    accepted: tuple[str, ...]
    rejected: tuple[str, ...]
    missing: tuple[str, ...]
    unknown: str
    tests: tuple[str, ...]    # the macros of templates/_tests.j2 this op gets, in order
    imports: tuple[str, ...]
    summary: str


def _valid_value(a: AttrView) -> object:
    """A value a required attribute can take in every test: its first accepted boundary value."""
    accepted = [c.value for c in a.boundary if c.error is None]
    return accepted[0] if accepted else a.type.sample()


def _misspelt(op: OpView) -> str:
    """An argument the user might have meant: a declared name with its last letter dropped."""
    names = [a.name for a in op.attrs] or [t.name for t in op.inputs]
    guess = names[0][:-1] if names and len(names[0]) > 1 else "bogus"
    taken = {a.name for a in op.attrs} | {t.name for t in op.inputs}
    return guess if guess not in taken else "bogus_argument"


def _rejected(a: AttrView, c: Case) -> str:
    return f"({a.name!r}, {rules.literal(c.value)}, {c.error}, {c.message!r})"


def chosen_tests(op: OpView, accepted: bool, rejected: bool, missing: bool) -> tuple[str, ...]:
    """Which tests an op gets, from what it declares."""
    tests = ["boundary_accepted"] * accepted + ["boundary_rejected"] * rejected + ["missing_rejected"] * missing
    tests += ["unknown_rejected", "valid_region"] + ["layer"] * op.user_facing
    if op.has_kernels:
        # a derived grad op's oracle is the numeric gradient check in its forward op's tests
        tests += ["shape_rule"] + ["oracle_independent", "oracle"] * (op.derived_from is None)
        tests += ["dtypes"] * bool(op.derived_from is None and op.extra_dtypes)
        tests += ["kernel_at_boundary" if accepted else "kernel_at_defaults"]
        tests += ["gradient"] * (op.differentiable and not op.derivative_nowhere)
        tests += ["in_place"] * bool(op.in_place)
        tests += ["gpu"] * ("gpu" in op.devices or "array" in op.devices)
    return tuple(tests)


# the tests (macros of templates/_tests.j2) that use pytest
_USE_PYTEST = {"boundary_accepted", "boundary_rejected", "missing_rejected", "kernel_at_boundary", "gpu", "dtypes"}


def _imports(op: OpView, package: str, tests: tuple[str, ...]) -> tuple[str, ...]:
    errors = ["UnknownArgumentError"] + ["MissingAttributeError"] * ("missing_rejected" in tests)
    uses_pytest = bool(_USE_PYTEST & set(tests))  # an op with no attributes and no gpu test has none
    lines = ["import math", "", *["import pytest"] * uses_pytest, "from hypothesis import given", "",
             "from paddle.registry import DataType",
             "from paddle.registry.errors import (AttributeTypeError, ConstraintError, " + ", ".join(errors) + ")",
             "from paddle.testing import suite as T", f"from {package} import validators as _v"]
    lines += [f"from {package} import layers as _layers"] * op.user_facing
    return tuple(lines) + ("", "_ = (math, DataType, AttributeTypeError, ConstraintError)  # used by some tables only")


_SUMMARY = {"boundary_accepted": "boundaries", "valid_region": "validation", "layer": "layer",
            "shape_rule": "shape rule", "oracle": "kernels vs oracle", "dtypes": "every declared dtype",
            "gradient": "gradient", "in_place": "in place", "gpu": "GPU"}


def op_tests(op: OpView, package: str) -> OpTests:
    unknown = _misspelt(op)
    valid = [t.name for t in op.inputs] + [a.name for a in op.attrs]
    sig = rules.signature(op) if op.user_facing else None
    accepted = tuple(f"({a.name!r}, {rules.literal(c.value)})" for a in op.attrs for c in a.boundary if c.error is None)
    rejected = tuple(_rejected(a, c) for a in op.attrs for c in a.boundary + a.wrong_types if c.error is not None)
    missing = tuple(f"({a.name!r}, {str(missing_error(op.name, a.name))!r})" for a in op.attrs if a.required)
    tests = chosen_tests(op, bool(accepted), bool(rejected), bool(missing))
    return OpTests(
        op=op, package=package, validate_attrs=validate_attrs_name(op),
        layer=f"_layers.{rules.py_name(op.name)}" if op.user_facing else "None",
        input_params=rules.literal({p.slot: p.name for p in sig.inputs} if sig else {}),
        base=rules.literal({a.name: _valid_value(a) for a in op.attrs if a.required}),
        accepted=accepted, rejected=rejected, missing=missing,
        unknown=f"({unknown!r}, {str(unknown_argument_error(op.name, unknown, valid))!r})",
        tests=tests, imports=_imports(op, package, tests),
        summary=", ".join(_SUMMARY[k] for k in tests if k in _SUMMARY))


def emit(ops: list[OpView], package: str, registry_ref: str | None) -> list[Artifact]:
    files = [artifact(f"tests/test_{op.name}.py", __name__, [op.source],
                      render("test_op.py.j2", t=op_tests(op, package))) for op in ops]
    conftest = render("conftest.py.j2", registry_ref=registry_ref)
    return files + [artifact("tests/conftest.py", __name__, [op.source for op in ops], conftest)]
