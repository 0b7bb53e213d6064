"""Constraints on attribute values, as data (seed 002's `Constraints`).

Each constraint kind is the one home of its meaning: its predicate as a Python
expression (`source`; `check` runs that very expression, and the code generator emits it),
the phrase of a failure, its JSON form (`to_data`) and the boundary values that test it:
`Boundary.inside` must be accepted, `Boundary.outside` rejected. Numeric constraints on a
list attribute apply to every element.
"""
from __future__ import annotations

import importlib
import math
import re
from dataclasses import dataclass, field, fields
from typing import Any, Callable, ClassVar, TypeVar, Union

from .types import AttrType, DataType, py_literal

Number = Union[int, float]


@dataclass(frozen=True)
class Boundary:
    inside: list[Any] = field(default_factory=list)
    outside: list[Any] = field(default_factory=list)


@dataclass(frozen=True)
class Constraint:
    kind: ClassVar[str] = ""

    def check(self, value: Any) -> bool:
        return True

    def source(self, value: str, is_list: bool = False) -> str:
        """The predicate as a Python expression over the coerced value named `value`."""
        return "True"

    def phrase(self) -> str:
        raise NotImplementedError

    def boundary(self, t: AttrType, count: int = 1) -> Boundary:
        """Values just inside and just outside this constraint; for a list attribute, a scalar
        bound fills a list of `count` elements (the length the attribute's other rules accept)."""
        return Boundary()

    def applies_to(self, t: AttrType) -> str | None:
        """None if this constraint makes sense on type `t`, else why not."""
        return None

    @property
    def is_check(self) -> bool:
        """A constraint that tests a value (not `default` / `must_set`)."""
        return True

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        for f in fields(self):
            if f.metadata.get("data", True):
                v = getattr(self, f.name)
                data[f.name] = list(v) if isinstance(v, tuple) else v
        return data

    def binding_data(self, t: AttrType) -> dict[str, Any]:
        """The JSON form a binding reads (registry.json, format 2): the fields of `to_data` that
        apply (no nulls), and for a check its `phrase` and the `template` of the core's message:
        "{layer}", "{attr}" and "{got}" (the value as given, in Python's repr) to be substituted."""
        data = {k: v for k, v in self.to_data().items() if v is not None}
        if self.is_check:
            data["phrase"] = self.phrase()
            data["template"] = f"{{layer}} layer's {{attr}} parameter should be {self.phrase()}, got {{got}}"
            data["per_element"] = False
        return data


def _compile(source: str) -> Callable[[Any], bool]:
    """`check` evaluates the constraint's own `source`: one definition for both."""
    check: Callable[[Any], bool] = eval(f"lambda value: {source}",  # noqa: S307 (our literals)
                                        {"math": math, "DataType": DataType})
    return check


@dataclass(frozen=True)
class MustSet(Constraint):
    kind: ClassVar[str] = "must_set"

    @property
    def is_check(self) -> bool:
        return False

    def phrase(self) -> str:
        return "set"

    def binding_data(self, t: AttrType) -> dict[str, Any]:
        return {**super().binding_data(t), "template": "{layer} layer's {attr} parameter must be set"}


@dataclass(frozen=True)
class Default(Constraint):
    kind: ClassVar[str] = "default"
    value: Any = None

    @property
    def is_check(self) -> bool:
        return False

    def phrase(self) -> str:
        return f"defaulted to {self.value!r}"

    def boundary(self, t: AttrType, count: int = 1) -> Boundary:
        return Boundary(inside=[self.value])


def _step(t: AttrType, v: Number, direction: int) -> Number:
    """The closest value of `t`'s numeric kind next to `v` in `direction`."""
    if t.scalar_kind == "int":
        return int(v) + direction
    return math.nextafter(float(v), math.inf * direction)


def _as_value(t: AttrType, v: Any, count: int) -> Any:
    """A scalar boundary value shaped for `t`: a list of `count` of it for list attributes."""
    return [v] * count if t.kind == "list" else v


@dataclass(frozen=True)
class _Check(Constraint):
    def check(self, value: Any) -> bool:
        is_list = isinstance(value, list)
        key = "_list_check" if is_list else "_scalar_check"
        fn = self.__dict__.get(key)
        if fn is None:
            fn = _compile(self.source("value", is_list))
            object.__setattr__(self, key, fn)  # a cache, not a field
        return bool(fn(value))


@dataclass(frozen=True)
class _Numeric(_Check):
    operator: ClassVar[str] = ""
    inclusive: ClassVar[bool] = False  # whether the bound itself is accepted

    def binding_data(self, t: AttrType) -> dict[str, Any]:
        """Also: each element of a list checked alone (`per_element`), whether the bound is
        accepted, and `number_type`: JSON cannot tell 2.0 from 2, so the bounds' Python type."""
        data = {**super().binding_data(t), "per_element": t.kind == "list", "number_type": t.scalar_kind}
        if not isinstance(self, InRange):
            data["inclusive"] = self.inclusive
        return data

    def scalar_source(self, x: str) -> str:
        return f"{x} {self.operator} {py_literal(getattr(self, 'value'))}"

    def source(self, value: str, is_list: bool = False) -> str:
        return f"all({self.scalar_source('x')} for x in {value})" if is_list else self.scalar_source(value)

    def applies_to(self, t: AttrType) -> str | None:
        if t.scalar_kind not in ("int", "float"):
            return f"{self.kind} needs a numeric attribute, not {t.describe()}"
        bounds = [getattr(self, f.name) for f in fields(self)]
        if any(not isinstance(b, (int, float)) or isinstance(b, bool) or not math.isfinite(b) for b in bounds):
            return f"{self.kind} needs finite numeric bounds, got {bounds}"
        if t.scalar_kind == "int" and any(isinstance(b, float) for b in bounds):
            return f"{self.kind} on an int attribute needs int bounds, got {bounds}"
        return None

    def _cases(self, t: AttrType, inside: list[Number], outside: list[Number], count: int) -> Boundary:
        return Boundary(inside=[_as_value(t, v, count) for v in inside],
                        outside=[_as_value(t, v, count) for v in outside])


@dataclass(frozen=True)
class LargerThan(_Numeric):
    kind: ClassVar[str] = "larger_than"
    operator: ClassVar[str] = ">"
    value: Number = 0

    def phrase(self) -> str:
        return f"larger than {self.value!r}"

    def boundary(self, t: AttrType, count: int = 1) -> Boundary:
        v = self.value
        return self._cases(t, [_step(t, v, 1), v + 1], [v, _step(t, v, -1)], count)


@dataclass(frozen=True)
class AtLeast(_Numeric):
    kind: ClassVar[str] = "at_least"
    operator: ClassVar[str] = ">="
    inclusive: ClassVar[bool] = True
    value: Number = 0

    def phrase(self) -> str:
        return f"at least {self.value!r}"

    def boundary(self, t: AttrType, count: int = 1) -> Boundary:
        v = self.value
        return self._cases(t, [v, _step(t, v, 1)], [_step(t, v, -1)], count)


@dataclass(frozen=True)
class SmallerThan(_Numeric):
    kind: ClassVar[str] = "smaller_than"
    operator: ClassVar[str] = "<"
    value: Number = 0

    def phrase(self) -> str:
        return f"smaller than {self.value!r}"

    def boundary(self, t: AttrType, count: int = 1) -> Boundary:
        v = self.value
        return self._cases(t, [_step(t, v, -1), v - 1], [v, _step(t, v, 1)], count)


@dataclass(frozen=True)
class AtMost(_Numeric):
    kind: ClassVar[str] = "at_most"
    operator: ClassVar[str] = "<="
    inclusive: ClassVar[bool] = True
    value: Number = 0

    def phrase(self) -> str:
        return f"at most {self.value!r}"

    def boundary(self, t: AttrType, count: int = 1) -> Boundary:
        v = self.value
        return self._cases(t, [v, _step(t, v, -1)], [_step(t, v, 1)], count)


@dataclass(frozen=True)
class InRange(_Numeric):
    """low <= value <= high."""

    kind: ClassVar[str] = "in_range"
    low: Number = 0
    high: Number = 0

    def scalar_source(self, x: str) -> str:
        return f"{py_literal(self.low)} <= {x} <= {py_literal(self.high)}"

    def phrase(self) -> str:
        return f"in range [{self.low!r}, {self.high!r}]"

    def binding_data(self, t: AttrType) -> dict[str, Any]:
        return {**super().binding_data(t), "low_inclusive": True, "high_inclusive": True}

    def applies_to(self, t: AttrType) -> str | None:
        if self.low > self.high:
            return f"in_range needs low <= high, got [{self.low!r}, {self.high!r}]"
        return super().applies_to(t)

    def boundary(self, t: AttrType, count: int = 1) -> Boundary:
        lo, hi = self.low, self.high
        return self._cases(t, [lo, hi, _step(t, lo, 1)], [_step(t, lo, -1), _step(t, hi, 1)], count)


@dataclass(frozen=True)
class OneOf(_Check):
    kind: ClassVar[str] = "one_of"
    values: tuple[Any, ...] = ()

    def source(self, value: str, is_list: bool = False) -> str:
        return f"{value} in {py_literal(tuple(self.values))}"

    def phrase(self) -> str:
        # an enum (a dtype) as the user writes it: 'float32', not <DataType.FLOAT32: 'float32'>
        return f"one of {[getattr(v, 'value', v) for v in self.values]!r}"

    def binding_data(self, t: AttrType) -> dict[str, Any]:
        data = super().binding_data(t)
        if t.scalar_kind in ("int", "float"):
            data["number_type"] = t.scalar_kind
        return data

    def applies_to(self, t: AttrType) -> str | None:
        bad = [v for v in self.values if t.coerce(v) != v or type(t.coerce(v)) is not type(v)]
        return f"one_of values {bad} are not {t.describe()}" if bad else None

    def boundary(self, t: AttrType, count: int = 1) -> Boundary:
        return Boundary(inside=list(self.values), outside=[self._outsider()])

    def _outsider(self) -> Any:
        if all(isinstance(v, str) for v in self.values):
            return "_".join(self.values) + "_other"
        if all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in self.values):
            return max(self.values) + 1
        return None


@dataclass(frozen=True)
class Length(_Check):
    """min <= len(value) <= max, either bound optional."""

    kind: ClassVar[str] = "length"
    min: int | None = None
    max: int | None = None

    def source(self, value: str, is_list: bool = False) -> str:
        parts = ([f"{self.min} <= len({value})"] if self.min is not None else []) + \
                ([f"len({value}) <= {self.max}"] if self.max is not None else [])
        return " and ".join(parts) or "True"

    def phrase(self) -> str:
        if self.min is not None and self.max is not None:
            if self.min == self.max:
                return f"a list of length {self.min}"
            return f"a list of length between {self.min} and {self.max}"
        if self.min is not None:
            return f"a list of length at least {self.min}"
        return f"a list of length at most {self.max}"

    def applies_to(self, t: AttrType) -> str | None:
        if t.kind != "list":
            return f"length needs a list attribute, not {t.describe()}"
        if self.min is None and self.max is None:
            return "length needs a min or a max"
        if self.min is not None and self.max is not None and self.min > self.max:
            return f"length needs min <= max, got {self.min} > {self.max}"
        return None

    def boundary(self, t: AttrType, count: int = 1) -> Boundary:
        assert t.element is not None
        item = t.element.sample()
        inside = [n for n in (self.min, self.max) if n is not None]
        outside = [n for n in ((self.min or 0) - 1, (self.max + 1) if self.max is not None else -1) if n >= 0]
        return Boundary(inside=[[item] * n for n in inside], outside=[[item] * n for n in outside])


def _ref_of(predicate: Callable[[Any], bool]) -> str:
    """Where generated code imports a predicate from: 'module:qualname'."""
    module = getattr(predicate, "__module__", None) or getattr(getattr(predicate, "__objclass__", None),
                                                               "__module__", "")
    return f"{module}:{getattr(predicate, '__qualname__', '')}"


def resolve(ref: str) -> Any:
    """The object a 'module:qualname' reference names."""
    module, _, qualname = ref.partition(":")
    obj: Any = importlib.import_module(module)
    for part in qualname.split("."):
        obj = getattr(obj, part)
    return obj


@dataclass(frozen=True)
class Custom(_Check):
    """A check the vocabulary above cannot say; it must carry its message, and its predicate
    must be a named module-level function (`ref`), so generated code can import it."""

    kind: ClassVar[str] = "custom"
    predicate: Callable[[Any], bool] = field(default=bool, metadata={"data": False}, compare=False)
    message: str = ""
    ref: str = ""
    valid: tuple[Any, ...] = ()
    invalid: tuple[Any, ...] = ()

    def __post_init__(self) -> None:
        if not self.ref:
            object.__setattr__(self, "ref", _ref_of(self.predicate))

    def source(self, value: str, is_list: bool = False) -> str:
        return f"_custom[{self.ref!r}]({value})"  # generated code binds `_custom` to the predicates

    def check(self, value: Any) -> bool:
        return bool(self.predicate(value))

    def phrase(self) -> str:
        return self.message

    @property
    def named(self) -> dict[str, Any] | None:
        """The named predicate (`PREDICATES`) its function declares it equals, if any."""
        form: dict[str, Any] | None = getattr(self.predicate, "named_predicate", None)
        return form

    def binding_data(self, t: AttrType) -> dict[str, Any]:
        """`message` is the phrase; `predicate`, where the function declares one, is the named
        predicate a binding evaluates (else only the core can check it)."""
        data = super().binding_data(t)
        del data["message"]
        if self.named is not None:
            data["predicate"] = dict(self.named)
        return data

    def importable(self) -> str | None:
        """None when `ref` names this very predicate, else why not."""
        if "<" in self.ref:
            return f"custom predicate {self.ref} is a lambda or a nested function; generated code " \
                   f"imports it by name, so declare it at module level"
        try:
            found = resolve(self.ref)
        except (ImportError, AttributeError) as err:
            return f"custom predicate {self.ref} cannot be imported: {err}"
        return None if found == self.predicate else f"custom predicate {self.ref} names another object"

    def boundary(self, t: AttrType, count: int = 1) -> Boundary:
        return Boundary(inside=list(self.valid), outside=list(self.invalid))


KINDS: dict[str, type[Constraint]] = {k.kind: k for k in (MustSet, Default, LargerThan, AtLeast, SmallerThan,
                                                           AtMost, InRange, OneOf, Length, Custom)}


_BINDING_ONLY = ("template", "per_element", "number_type", "inclusive", "low_inclusive", "high_inclusive",
                 "predicate")


def from_data(data: dict[str, Any]) -> Constraint:
    """A constraint from its JSON form, `to_data`'s or `binding_data`'s (a custom one gets its
    predicate back by `ref`)."""
    cls = KINDS[data["kind"]]
    data = {k: v for k, v in data.items() if k not in _BINDING_ONLY}
    if cls is Custom and "phrase" in data:
        data["message"] = data["phrase"]
    data.pop("phrase", None)
    kwargs: dict[str, Any] = {k: tuple(v) if isinstance(v, list) and k in ("values", "valid", "invalid") else v
              for k, v in data.items() if k != "kind"}
    if cls is Custom:
        kwargs["predicate"] = resolve(kwargs["ref"])
    return cls(**kwargs)


# --- named predicates: the custom checks a binding can evaluate from data -----------------------

PREDICATES: dict[str, tuple[str, Callable[..., bool]]] = {
    # name: (what it means, for the JSON Schema and binding writers; its Python definition)
    "distinct": ("no element of the list appears twice", lambda v: len(set(v)) == len(v)),
    "length_multiple_of": ("the list's length is a multiple of `of`", lambda v, of: len(v) % of == 0),
    "count_at_most": ("`item` appears at most `max` times in the list",
                      lambda v, item, max: list(v).count(item) <= max),
    "permutation": ("the list holds each of 0 .. len-1 exactly once", lambda v: sorted(v) == list(range(len(v)))),
    "einsum_equation": (("an einsum equation: terms of letters with at most one '...' each, split by commas, then "
                         "an optional '->' and an output of distinct letters the inputs hold ('...' only if they "
                         "have one); spaces ignored"), lambda v: einsum_equation(v)),
}


_EINSUM_TERM = r"(?:[a-zA-Z]|\.\.\.)*"
_EINSUM = re.compile(rf"^{_EINSUM_TERM}(?:,{_EINSUM_TERM})*(?:->{_EINSUM_TERM})?$")


def einsum_equation(equation: Any) -> bool:
    """Is `equation` a well-formed einsum equation (see PREDICATES)?"""
    if not isinstance(equation, str):
        return False
    eq = equation.replace(" ", "")
    if not _EINSUM.fullmatch(eq):  # fullmatch: "$" would let a trailing newline through
        return False
    ins, _, out = eq.partition("->")
    terms = ins.split(",") + ([out] if "->" in eq else [])
    if any(t.count("...") > 1 for t in terms):
        return False
    bare = out.replace("...", "")
    return len(set(bare)) == len(bare) and set(bare) <= set(ins.replace("...", "")) and \
        ("..." not in out or "..." in ins)

_F = TypeVar("_F", bound=Callable[..., bool])


def named_predicate(name: str, **args: Any) -> Callable[[_F], _F]:
    """Declares that a custom predicate function is the named predicate `name` with `args`, so the
    registry JSON carries it as data (registration checks the two agree on its examples)."""
    if name not in PREDICATES:
        raise ValueError(f"no named predicate {name!r} (one of {', '.join(PREDICATES)})")

    def mark(fn: _F) -> _F:
        setattr(fn, "named_predicate", {"name": name, **args})
        return fn
    return mark


def evaluate_named(form: dict[str, Any], value: Any) -> bool:
    """A named predicate (`{"name": ..., **args}`) applied to `value`."""
    args = {k: v for k, v in form.items() if k != "name"}
    return bool(PREDICATES[form["name"]][1](value, **args))
