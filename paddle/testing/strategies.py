"""Hypothesis strategies for the generated tests: attributes and cases (inputs over each
input's declared domain, attributes over their valid ranges, every choice a draw).

Strategies come from the constraints as data: bounds from larger_than / at_least /
smaller_than / at_most / in_range, sizes from length, choices from one_of and enums.
"""
from __future__ import annotations

import functools
import math
from typing import Any, Callable, Literal

import numpy as np
from hypothesis import reject
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from .. import registry as reg
from ..registry.errors import ConfigError
from . import inputs, target
from .case import Case
from .inputs import build_case, sample_case

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


def make_case(op: str, seed: int, dtype: str | None = None, attrs: dict[str, Any] | None = None,
              region: str = "extremes") -> Case:
    """A fixed case from `seed`, attributes as given (else defaults). "extremes" by default: the
    kernel-at-boundary checks run each kernel there and require finite outputs."""
    return sample_case(op, seed, dtype=dtype, attrs=attrs, registry=target.registry(), region=region)


@functools.lru_cache(maxsize=4096)
def _arrays(dtype: str, shape: tuple[int, ...], elements: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    return hnp.arrays(np.dtype(dtype), shape, elements=elements)


class DrawSource:
    """The sampler's choices drawn by hypothesis: every size, value and count is a draw, so a
    failure shrinks to a small readable case (sizes towards 1, values towards 0 and the bounds)."""

    def __init__(self, draw: Callable[[st.SearchStrategy[Any]], Any], region: str) -> None:
        assert region in inputs.REGIONS, f"region should be one of {inputs.REGIONS}, got {region!r}"
        self.draw, self.region = draw, region

    def integer(self, lo: int, hi: int) -> int:
        return int(self.draw(st.integers(lo, hi)))

    def floats(self, shape: tuple[int, ...], b: inputs.Bounds, dtype: Any) -> Any:
        return self.draw(_arrays(np.dtype(dtype).name, shape, float_elements(b, dtype, self.region)))

    def ints(self, shape: tuple[int, ...], lo: int, hi: int, dtype: Any) -> Any:
        edges = st.sampled_from([hi, lo])  # the last valid index first: a label of C-1
        elements = edges if self.region == "extremes" else st.one_of(edges, st.integers(lo, hi))
        return self.draw(hnp.arrays(np.dtype(dtype), shape, elements=elements))

    def bools(self, shape: tuple[int, ...]) -> Any:
        return self.draw(hnp.arrays(np.bool_, shape, elements=st.booleans()))


def float_elements(b: inputs.Bounds, dtype: Any, region: str) -> st.SearchStrategy[float]:
    """One element of a float input in `region` (see paddle.testing.inputs)."""
    return _float_elements(b, np.dtype(dtype).name, region)


@functools.lru_cache(maxsize=None)  # built once per domain: building costs more than drawing
def _float_elements(b: inputs.Bounds, dtype: str, region: str) -> st.SearchStrategy[float]:
    width: Literal[16, 32, 64] = {2: 16, 4: 32}.get(np.dtype(dtype).itemsize, 64)  # type: ignore[assignment]
    if region == "extremes":
        return st.sampled_from(inputs.extreme_values(b, dtype))
    if region == "smooth":
        lo, hi = inputs.smooth_range(b, dtype)
        return st.floats(lo, hi, width=width).map(lambda v: inputs.away_from_zero(v, lo, hi, dtype))
    lo, hi = inputs.float_range(b, dtype)
    # hypothesis favours 0, the bounds and subnormals itself; the specials add the kinks, +-1000, -0.0
    return st.one_of(st.sampled_from(inputs.special_values(b, dtype)),
                     st.floats(lo, hi, width=width, allow_subnormal=True))


SMOOTH_ATTR = 100.0  # float attributes of gradient cases: a larger scale drowns the step in rounding
# float attributes of other cases: an attribute multiplies tensors of float32 at narrowest, so a
# larger one is infinity there by definition (cos_sim's scale is declared unbounded: reported)
WHOLE_ATTR = float(np.finfo(np.float32).max)


def output_sizes(meta: Any) -> set[str]:
    """Attributes that size an output (fill_constant's shape, fc's size) or the inputs of an op's
    test hook (`.test_inputs(fn, sizes=...)`: reshape's shape): drawn as sizes."""
    named = {d.lstrip(".") for o in meta.outputs for d in o.shape or () if isinstance(d, str)}
    return (named | set(getattr(meta, "test_sizes", ()))) & set(meta.attributes)


def _within(attr: reg.AttributeMeta, limit: float) -> reg.AttributeMeta:
    """`attr` narrowed to [-limit, limit] where that leaves values to draw (else as declared)."""
    b = _bounds(attr)
    overlaps = (b["min"] is None or b["min"] < limit) and (b["max"] is None or b["max"] > -limit)
    if attr.type.scalar_kind != "float" or not overlaps:
        return attr
    return attr.replace(constraints=(*attr.constraints, reg.AtLeast(-limit), reg.AtMost(limit)))


def case_attr(attr: reg.AttributeMeta, sizes_output: bool, region: str) -> st.SearchStrategy[Any]:
    """A valid value of `attr` for a case run through a kernel."""
    if sizes_output and attr.type.scalar_kind == "int":
        # from the attribute's own lowest value where it takes more than sizes (-1: infer one, 0)
        b = _bounds(attr)
        low = 1 if b["min"] is None else math.floor(b["min"]) + 1 if b["xmin"] else math.ceil(b["min"])
        size = st.integers(min(max(low, -1), 1), inputs.MAX_SIZE)
        raw = size if attr.type.kind != "list" else st.lists(size, min_size=1, max_size=3)
        return raw.filter(lambda v: attr.first_violation(attr.type.coerce(v)) is None)
    return attr_strategy(_within(attr, SMOOTH_ATTR if region == "smooth" else WHOLE_ATTR))


def case_attrs(meta: Any, region: str) -> st.SearchStrategy[dict[str, Any]]:
    """Attributes over their valid ranges: each left out (its default; what hypothesis shrinks
    to) or drawn; required ones always drawn."""
    sized = output_sizes(meta)
    return _dicts(meta, lambda a: case_attr(a, a.name in sized, region), {})


@st.composite
def _drawn_case(draw: Any, op: str, dtype: str | None, region: str) -> Case:
    registry = target.registry()
    meta = registry.get(op)
    forward = inputs._forward_of(op, registry)
    attrs = draw(case_attrs(forward or meta, region))
    checked = forward or meta
    try:  # attributes valid one by one may still break the op's shape rule together (min < max);
        # a grad op's case runs its forward kernel, which refuses them with the same typed error
        case = build_case(op, DrawSource(draw, region), dtype=dtype, attrs=attrs, registry=registry)
        reg.infer_shapes(checked, Case(checked.name, case.inputs, case.attrs, registry).infos,
                         {k: v for k, v in case.attrs.items() if k in checked.attributes})
    except ConfigError:
        reject()
    return case


def cases(op: str, dtype: str | None = None, region: str | None = None) -> st.SearchStrategy[Case]:
    """Valid cases whose every size, value and attribute hypothesis draws. `region` (see
    paddle.testing.inputs.REGIONS): "whole" by default; "smooth" for float64 cases, which is what
    the generated gradient test asks for (the numeric gradient runs in float64), until it says
    region="smooth" itself."""
    chosen = region or ("smooth" if dtype == "float64" else "whole")
    return st.deferred(lambda: _drawn_case(op, dtype, chosen))


def example_case(op: str, attrs: dict[str, Any] | None = None) -> Case:
    """One fixed case (seed 0, "extremes"): the inputs of the layer-level and boundary-value tests."""
    return make_case(op, 0, None, attrs)
