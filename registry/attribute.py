"""Attribute metas and the fluent API that declares their constraints (seed 002)."""
from __future__ import annotations

import sys
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Iterator, Self

from . import constraints as c
from .errors import DeclarationError
from .types import AttrType


@dataclass(frozen=True)
class SourceLocation:
    file: str
    line: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}"

    @classmethod
    def of_caller(cls, depth: int = 2) -> "SourceLocation":
        """Where the declaration was written: the first frame outside this package."""
        frame = sys._getframe(depth)
        while frame.f_back is not None and frame.f_globals.get("__package__") == __package__:
            frame = frame.f_back
        return cls(file=frame.f_code.co_filename, line=frame.f_lineno)


@dataclass(frozen=True)
class AttributeMeta:
    """One attribute: name, description, type and its constraints, in declaration order."""

    name: str
    description: str
    type: AttrType
    constraints: tuple[c.Constraint, ...] = ()
    source: SourceLocation | None = field(default=None, compare=False)

    @property
    def required(self) -> bool:
        return any(isinstance(k, c.MustSet) for k in self.constraints)

    @property
    def has_default(self) -> bool:
        return any(isinstance(k, c.Default) for k in self.constraints)

    @property
    def default(self) -> Any:
        """The declared default, as declared (None when there is none)."""
        return next((k.value for k in self.constraints if isinstance(k, c.Default)), None)

    @property
    def default_value(self) -> Any:
        """The value an absent attribute takes: the default coerced to the type, or None.
        The one place defaults are applied (the generated validators embed this value)."""
        return self.type.coerce(self.default) if self.default is not None else None

    def list_length(self) -> int:
        """The number of elements a value of this list attribute takes when its length is not the
        point: the default's, else the least its length rule allows (1 for a scalar attribute)."""
        if isinstance(self.default, (list, tuple)) and self.default:
            return len(self.default)
        mins = [k.min for k in self.constraints if isinstance(k, c.Length) and k.min]
        return max(mins, default=1)

    def boundaries(self) -> list[c.Boundary]:
        """Each constraint's boundary values, list values at the length the attribute takes, so a
        per-element bound (conv2d's strides in_range) is exercised, not refused for its length."""
        count = self.list_length()
        return [k.boundary(self.type, count) for k in self.constraints]

    @property
    def checks(self) -> tuple[c.Constraint, ...]:
        """The constraints that test a value (not `default` / `must_set`)."""
        return tuple(k for k in self.constraints if k.is_check)

    def first_violation(self, value: Any) -> c.Constraint | None:
        return next((k for k in self.checks if not k.check(value)), None)

    def replace(self, **changes: Any) -> "AttributeMeta":
        return replace(self, **changes)

    def to_data(self) -> dict[str, Any]:
        return {"name": self.name, "description": self.description, "type": self.type.to_data(),
                "required": self.required, "has_default": self.has_default,
                "default": _json_value(self.default),
                "constraints": [_json_constraint(k) for k in self.constraints]}


def _json_value(value: Any) -> Any:
    return getattr(value, "value", value) if not isinstance(value, (list, tuple)) else \
        [_json_value(v) for v in value]


def _json_constraint(k: c.Constraint) -> dict[str, Any]:
    return {key: _json_value(v) for key, v in k.to_data().items()}


class ConstraintBuilder:
    """Fluent constraint methods; each appends to the attribute being declared."""

    def _add(self, constraint: c.Constraint) -> Self:
        raise NotImplementedError

    def must_set(self) -> Self:
        return self._add(c.MustSet())

    def default(self, value: Any) -> Self:
        return self._add(c.Default(value=value))

    def larger_than(self, value: c.Number) -> Self:
        return self._add(c.LargerThan(value=value))

    def at_least(self, value: c.Number) -> Self:
        return self._add(c.AtLeast(value=value))

    def smaller_than(self, value: c.Number) -> Self:
        return self._add(c.SmallerThan(value=value))

    def at_most(self, value: c.Number) -> Self:
        return self._add(c.AtMost(value=value))

    def in_range(self, low: c.Number, high: c.Number) -> Self:
        return self._add(c.InRange(low=low, high=high))

    def one_of(self, values: Any) -> Self:
        return self._add(c.OneOf(values=tuple(values)))

    def length(self, min: int | None = None, max: int | None = None) -> Self:
        return self._add(c.Length(min=min, max=max))

    def custom(self, predicate: Callable[[Any], bool], message: str, *,
               valid: tuple[Any, ...] = (), invalid: tuple[Any, ...] = ()) -> Self:
        return self._add(c.Custom(predicate=predicate, message=message,
                                  valid=tuple(valid), invalid=tuple(invalid)))


class AttributeDraft(ConstraintBuilder):
    """An attribute under declaration: collects constraints, then freezes
    (what seed 002's `AttributeMetaMap.addAttribute` returns: chain constraints on it)."""

    def __init__(self, name: str, py_type: Any, description: str, source: SourceLocation,
                 finite: bool = True) -> None:
        try:
            self.type = AttrType.of(py_type, finite)
        except TypeError as e:
            raise DeclarationError(f"{source}: attribute '{name}': {e}") from None
        self.name, self.description, self.source = name, description, source
        self.constraints: list[c.Constraint] = []

    def _add(self, constraint: c.Constraint) -> Self:
        self.constraints.append(constraint)
        return self

    def freeze(self) -> AttributeMeta:
        return AttributeMeta(name=self.name, description=self.description, type=self.type,
                             constraints=tuple(self.constraints), source=self.source)


class AttributeMetaMap:
    """An ordered map of attribute declarations (seed 002's `AttributeMetaMap`)."""

    def __init__(self) -> None:
        self._drafts: dict[str, AttributeDraft] = {}

    def add_attribute(self, name: str, py_type: Any, description: str,
                      source: SourceLocation | None = None, *, finite: bool = True) -> AttributeDraft:
        source = source or SourceLocation.of_caller()
        if name in self._drafts:
            raise DeclarationError(f"{source}: attribute '{name}' is declared twice")
        draft = self._drafts[name] = AttributeDraft(name, py_type, description, source, finite)
        return draft

    def last(self) -> AttributeDraft | None:
        return next(reversed(self._drafts.values()), None)

    def freeze(self) -> dict[str, AttributeMeta]:
        return {name: d.freeze() for name, d in self._drafts.items()}

    def __iter__(self) -> Iterator[str]:
        return iter(self._drafts)

    def __len__(self) -> int:
        return len(self._drafts)
