"""Constraints on attribute values, as data (seed 002's `Constraints`).

Each constraint knows how to check a value, how to phrase a failure, how it
serialises (its pydantic fields, tagged by `kind`) and which boundary values test
it: `Boundary.inside` must be accepted, `Boundary.outside` rejected by it.
Numeric constraints on a list attribute apply to every element.
"""
from __future__ import annotations

import math
from typing import Annotated, Any, Callable, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, model_validator

from .types import AttrType

Number = Union[int, float]


class Boundary(BaseModel):
    inside: list[Any] = []
    outside: list[Any] = []


class _Constraint(BaseModel):
    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)
    kind: str  # each subclass narrows it to a Literal: the JSON tag

    def check(self, value: Any) -> bool:
        return True

    def phrase(self) -> str:
        raise NotImplementedError

    def boundary(self, t: AttrType) -> Boundary:
        return Boundary()

    def applies_to(self, t: AttrType) -> str | None:
        """None if this constraint makes sense on type `t`, else why not."""
        return None


class MustSet(_Constraint):
    kind: Literal["must_set"] = "must_set"

    def phrase(self) -> str:
        return "set"


class Default(_Constraint):
    kind: Literal["default"] = "default"
    value: Any

    def phrase(self) -> str:
        return f"defaulted to {self.value!r}"

    def boundary(self, t: AttrType) -> Boundary:
        return Boundary(inside=[self.value])


def _step(t: AttrType, v: Number, direction: int) -> Number:
    """The closest value of `t`'s numeric kind next to `v` in `direction`."""
    if _numeric_kind(t) == "int":
        return int(v) + direction
    return math.nextafter(float(v), math.inf * direction)


def _numeric_kind(t: AttrType) -> str:
    return t.element.kind if t.kind == "list" and t.element is not None else t.kind


def _as_value(t: AttrType, v: Any) -> Any:
    """A scalar boundary value shaped for `t`: wrapped in a list for list attributes."""
    return [v] if t.kind == "list" else v


class _Numeric(_Constraint):
    def holds(self, x: Number) -> bool:
        raise NotImplementedError

    def check(self, value: Any) -> bool:
        items = value if isinstance(value, list) else [value]
        return all(self.holds(x) for x in items)

    def applies_to(self, t: AttrType) -> str | None:
        if _numeric_kind(t) not in ("int", "float"):
            return f"{self.kind} needs a numeric attribute, not {t.describe()}"
        bounds = [getattr(self, f) for f in ("value", "low", "high") if hasattr(self, f)]
        if _numeric_kind(t) == "int" and any(isinstance(b, float) for b in bounds):
            return f"{self.kind} on an int attribute needs int bounds, got {bounds}"
        return None

    def _cases(self, t: AttrType, inside: list[Number], outside: list[Number]) -> Boundary:
        return Boundary(inside=[_as_value(t, v) for v in inside],
                        outside=[_as_value(t, v) for v in outside])


class LargerThan(_Numeric):
    kind: Literal["larger_than"] = "larger_than"
    value: Number

    def holds(self, x: Number) -> bool:
        return x > self.value

    def phrase(self) -> str:
        return f"larger than {self.value!r}"

    def boundary(self, t: AttrType) -> Boundary:
        v = self.value
        return self._cases(t, [_step(t, v, 1), v + 1], [v, _step(t, v, -1)])


class AtLeast(_Numeric):
    kind: Literal["at_least"] = "at_least"
    value: Number

    def holds(self, x: Number) -> bool:
        return x >= self.value

    def phrase(self) -> str:
        return f"at least {self.value!r}"

    def boundary(self, t: AttrType) -> Boundary:
        v = self.value
        return self._cases(t, [v, _step(t, v, 1)], [_step(t, v, -1)])


class SmallerThan(_Numeric):
    kind: Literal["smaller_than"] = "smaller_than"
    value: Number

    def holds(self, x: Number) -> bool:
        return x < self.value

    def phrase(self) -> str:
        return f"smaller than {self.value!r}"

    def boundary(self, t: AttrType) -> Boundary:
        v = self.value
        return self._cases(t, [_step(t, v, -1), v - 1], [v, _step(t, v, 1)])


class AtMost(_Numeric):
    kind: Literal["at_most"] = "at_most"
    value: Number

    def holds(self, x: Number) -> bool:
        return x <= self.value

    def phrase(self) -> str:
        return f"at most {self.value!r}"

    def boundary(self, t: AttrType) -> Boundary:
        v = self.value
        return self._cases(t, [v, _step(t, v, -1)], [_step(t, v, 1)])


class InRange(_Numeric):
    """low <= value <= high."""

    kind: Literal["in_range"] = "in_range"
    low: Number
    high: Number

    def holds(self, x: Number) -> bool:
        return self.low <= x <= self.high

    def phrase(self) -> str:
        return f"in range [{self.low!r}, {self.high!r}]"

    def applies_to(self, t: AttrType) -> str | None:
        if self.low > self.high:
            return f"in_range needs low <= high, got [{self.low!r}, {self.high!r}]"
        return super().applies_to(t)

    def boundary(self, t: AttrType) -> Boundary:
        lo, hi = self.low, self.high
        return self._cases(t, [lo, hi, _step(t, lo, 1)], [_step(t, lo, -1), _step(t, hi, 1)])


class OneOf(_Constraint):
    kind: Literal["one_of"] = "one_of"
    values: tuple[Any, ...]

    def check(self, value: Any) -> bool:
        return value in self.values

    def phrase(self) -> str:
        return f"one of {list(self.values)!r}"

    def applies_to(self, t: AttrType) -> str | None:
        bad = [v for v in self.values if t.coerce(v) != v or type(t.coerce(v)) is not type(v)]
        return f"one_of values {bad} are not {t.describe()}" if bad else None

    def boundary(self, t: AttrType) -> Boundary:
        return Boundary(inside=list(self.values), outside=[self._outsider()])

    def _outsider(self) -> Any:
        if all(isinstance(v, str) for v in self.values):
            return "_".join(self.values) + "_other"
        if all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in self.values):
            return max(self.values) + 1
        return None


class Length(_Constraint):
    """min <= len(value) <= max, either bound optional."""

    kind: Literal["length"] = "length"
    min: int | None = None
    max: int | None = None

    def check(self, value: Any) -> bool:
        n = len(value)
        return (self.min is None or n >= self.min) and (self.max is None or n <= self.max)

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

    def boundary(self, t: AttrType) -> Boundary:
        assert t.element is not None
        item = t.element.sample()
        inside = [n for n in (self.min, self.max) if n is not None]
        outside = [n for n in ((self.min or 0) - 1, (self.max + 1) if self.max is not None else -1) if n >= 0]
        return Boundary(inside=[[item] * n for n in inside], outside=[[item] * n for n in outside])


class Custom(_Constraint):
    """A check the vocabulary above cannot say; it must carry its message."""

    kind: Literal["custom"] = "custom"
    predicate: Callable[[Any], bool] = Field(exclude=True)
    message: str
    name: str = ""
    valid: tuple[Any, ...] = ()
    invalid: tuple[Any, ...] = ()

    @model_validator(mode="before")
    @classmethod
    def _name_from_predicate(cls, data: Any) -> Any:
        if isinstance(data, dict) and not data.get("name") and "predicate" in data:
            data = {**data, "name": getattr(data["predicate"], "__qualname__", "")}
        return data

    def check(self, value: Any) -> bool:
        return bool(self.predicate(value))

    def phrase(self) -> str:
        return self.message

    def boundary(self, t: AttrType) -> Boundary:
        return Boundary(inside=list(self.valid), outside=list(self.invalid))


Constraint = Annotated[
    Union[MustSet, Default, LargerThan, AtLeast, SmallerThan, AtMost, InRange, OneOf, Length, Custom],
    Field(discriminator="kind"),
]
