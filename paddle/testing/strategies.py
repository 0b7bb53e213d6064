"""Hypothesis strategies for the generated tests: attributes and cases.

Strategies come from the constraints as data: bounds from larger_than / at_least /
smaller_than / at_most / in_range, sizes from length, choices from one_of and enums.
"""
from __future__ import annotations

import math
from typing import Any, Callable

from hypothesis import strategies as st

from .. import registry as reg
from ..registry.errors import ConfigError
from . import target
from .case import Case
from .inputs import sample_case

_NUMERIC = ("larger_than", "at_least", "smaller_than", "at_most", "in_range")  # per list element
ABSENT = object()  # an attribute left out of a call
_JUNK = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=4),
                  st.lists(st.integers(), max_size=3), st.sampled_from(["float32", "int64", "nope"]))


def _bounds(attr: reg.AttributeMeta) -> dict[str, Any]:
    """The tightest numeric bounds the checks give: min/max and whether each is exclusive."""
    b: dict[str, Any] = {"min": None, "max": None, "xmin": False, "xmax": False}

    def lower(v: Any, exclusive: bool) -> None:
        if b["min"] is None or v > b["min"] or (v == b["min"] and exclusive):
            b["min"], b["xmin"] = v, exclusive

    def upper(v: Any, exclusive: bool) -> None:
        if b["max"] is None or v < b["max"] or (v == b["max"] and exclusive):
            b["max"], b["xmax"] = v, exclusive

    for k in attr.checks:
        if isinstance(k, reg.LargerThan):
            lower(k.value, True)
        elif isinstance(k, reg.AtLeast):
            lower(k.value, False)
        elif isinstance(k, reg.SmallerThan):
            upper(k.value, True)
        elif isinstance(k, reg.AtMost):
            upper(k.value, False)
        elif isinstance(k, reg.InRange):
            lower(k.low, False)
            upper(k.high, False)
    return b


def _scalar(kind: str, b: dict[str, Any], finite: bool = True) -> st.SearchStrategy[Any]:
    if kind == "int":
        lo = None if b["min"] is None else math.floor(b["min"]) + (1 if b["xmin"] else 0)
        hi = None if b["max"] is None else math.ceil(b["max"]) - (1 if b["xmax"] else 0)
        return st.integers(lo, hi)
    if kind == "float":
        return st.floats(b["min"], b["max"], exclude_min=b["xmin"] and b["min"] is not None,
                         exclude_max=b["xmax"] and b["max"] is not None, allow_nan=not finite,
                         allow_infinity=not finite)
    return {"bool": st.booleans(), "str": st.text(max_size=8),
            "dtype": st.sampled_from(list(reg.DataType))}[kind]


def _typed(attr: reg.AttributeMeta) -> st.SearchStrategy[Any]:
    t = attr.type
    if t.kind == "enum":
        return st.sampled_from(list(t.choices or ()))
    if t.kind != "list":
        return _scalar(t.kind, _bounds(attr), t.finite)
    assert t.element is not None
    length = next((k for k in attr.checks if isinstance(k, reg.Length)), None)
    lo = length.min if length and length.min is not None else 0
    hi = length.max if length and length.max is not None else lo + 4
    element = _typed(reg.AttributeMeta(name="_", description="", type=t.element,
                                       constraints=tuple(k for k in attr.checks if k.kind in _NUMERIC)))
    return st.lists(element, min_size=lo, max_size=hi)


def attr_strategy(attr: reg.AttributeMeta) -> st.SearchStrategy[Any]:
    """Values inside every constraint of `attr`."""
    one_of = next((k for k in attr.checks if isinstance(k, reg.OneOf)), None)
    base = st.sampled_from(list(one_of.values)) if one_of else _typed(attr)
    examples = [v for k in attr.checks if isinstance(k, reg.Custom) for v in k.valid]
    if examples:
        base = st.one_of(st.sampled_from(examples), base)
    return base.filter(lambda v: attr.type.coerce(v) is not reg.types.UNSET
                       and attr.first_violation(attr.type.coerce(v)) is None)


def _dicts(meta: Any, value: Callable[[reg.AttributeMeta], st.SearchStrategy[Any]],
           base: dict[str, Any]) -> st.SearchStrategy[dict[str, Any]]:
    fields = {n: (value(a) if a.required and n not in base else st.one_of(st.just(ABSENT), value(a)))
              for n, a in meta.attributes.items()}
    return st.fixed_dictionaries(fields).map(
        lambda d: {**base, **{k: v for k, v in d.items() if v is not ABSENT}})


def valid_attrs(op: str) -> st.SearchStrategy[dict[str, Any]]:
    return st.deferred(lambda: _dicts(target.meta(op), attr_strategy, {}))


def any_attrs(op: str, base: dict[str, Any]) -> st.SearchStrategy[dict[str, Any]]:
    """Valid, invalid and junk values, sometimes with an unknown argument."""
    def build() -> st.SearchStrategy[dict[str, Any]]:
        mixed = _dicts(target.meta(op), lambda a: st.one_of(attr_strategy(a), _JUNK), base)
        extra = st.one_of(st.just({}), st.fixed_dictionaries({"bogus": _JUNK}))
        return st.tuples(mixed, extra).map(lambda p: {**p[0], **p[1]})
    return st.deferred(build)


def outcome(fn: Callable[[], Any]) -> tuple[str, str]:
    """What a call did, comparable across validators: (error class, message) or ("ok", repr)."""
    try:
        return ("ok", repr(fn()))
    except ConfigError as err:
        return (type(err).__name__, str(err))


def make_case(op: str, seed: int, dtype: str | None = None, attrs: dict[str, Any] | None = None) -> Case:
    return sample_case(op, seed, dtype=dtype, attrs=attrs, registry=target.registry())


def cases(op: str, dtype: str | None = None) -> st.SearchStrategy[Case]:
    """Random valid cases; hypothesis shrinks the seed towards 0."""
    return st.integers(0, 2**32 - 1).map(lambda seed: make_case(op, seed, dtype))


def example_case(op: str, attrs: dict[str, Any] | None = None) -> Case:
    """One fixed case (seed 0): the inputs of the layer-level and boundary-value tests."""
    return make_case(op, 0, None, attrs)
