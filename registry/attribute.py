"""Attribute metas and the fluent API that declares their constraints (seed 002)."""
from __future__ import annotations

import sys
from typing import Any, Callable, Iterator

from pydantic import BaseModel, ConfigDict, Field

from . import constraints as c
from .errors import DeclarationError
from .types import AttrType


class SourceLocation(BaseModel):
    model_config = ConfigDict(frozen=True)
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


class AttributeMeta(BaseModel):
    """One attribute: name, description, type and its constraints, in declaration order."""

    model_config = ConfigDict(frozen=True)
    name: str
    description: str
    type: AttrType
    constraints: tuple[c.Constraint, ...] = ()
    source: SourceLocation | None = Field(default=None, exclude=True)

    @property
    def required(self) -> bool:
        return any(isinstance(k, c.MustSet) for k in self.constraints)

    @property
    def has_default(self) -> bool:
        return any(isinstance(k, c.Default) for k in self.constraints)

    @property
    def default(self) -> Any:
        return next((k.value for k in self.constraints if isinstance(k, c.Default)), None)

    @property
    def checks(self) -> tuple[c.Constraint, ...]:
        """The constraints that test a value (not `default` / `must_set`)."""
        return tuple(k for k in self.constraints if not isinstance(k, (c.Default, c.MustSet)))

    def first_violation(self, value: Any) -> c.Constraint | None:
        return next((k for k in self.checks if not k.check(value)), None)


class ConstraintBuilder:
    """Fluent constraint methods; each appends to the attribute being declared."""

    def _add(self, constraint: Any) -> Any:
        raise NotImplementedError

    def must_set(self) -> Any:
        return self._add(c.MustSet())

    def default(self, value: Any) -> Any:
        return self._add(c.Default(value=value))

    def larger_than(self, value: c.Number) -> Any:
        return self._add(c.LargerThan(value=value))

    def at_least(self, value: c.Number) -> Any:
        return self._add(c.AtLeast(value=value))

    def smaller_than(self, value: c.Number) -> Any:
        return self._add(c.SmallerThan(value=value))

    def at_most(self, value: c.Number) -> Any:
        return self._add(c.AtMost(value=value))

    def in_range(self, low: c.Number, high: c.Number) -> Any:
        return self._add(c.InRange(low=low, high=high))

    def one_of(self, values: Any) -> Any:
        return self._add(c.OneOf(values=tuple(values)))

    def length(self, min: int | None = None, max: int | None = None) -> Any:
        return self._add(c.Length(min=min, max=max))

    def custom(self, predicate: Callable[[Any], bool], message: str, *,
               valid: tuple[Any, ...] = (), invalid: tuple[Any, ...] = ()) -> Any:
        return self._add(c.Custom(predicate=predicate, message=message,
                                  valid=tuple(valid), invalid=tuple(invalid)))


class AttributeDraft:
    """An attribute under declaration: collects constraints, then freezes."""

    def __init__(self, name: str, py_type: Any, description: str, source: SourceLocation) -> None:
        try:
            self.type = AttrType.of(py_type)
        except TypeError as e:
            raise DeclarationError(f"{source}: attribute '{name}': {e}") from None
        self.name, self.description, self.source = name, description, source
        self.constraints: list[Any] = []

    def freeze(self) -> AttributeMeta:
        return AttributeMeta(name=self.name, description=self.description, type=self.type,
                             constraints=tuple(self.constraints), source=self.source)


class AttributeBuilder(ConstraintBuilder):
    """What `AttributeMetaMap.add_attribute` returns: chain constraints on it."""

    def __init__(self, draft: AttributeDraft) -> None:
        self._draft = draft

    def _add(self, constraint: Any) -> "AttributeBuilder":
        self._draft.constraints.append(constraint)
        return self


class AttributeMetaMap:
    """An ordered map of attribute declarations (seed 002's `AttributeMetaMap`)."""

    def __init__(self) -> None:
        self._drafts: dict[str, AttributeDraft] = {}

    def add_attribute(self, name: str, py_type: Any, description: str,
                      source: SourceLocation | None = None) -> AttributeBuilder:
        source = source or SourceLocation.of_caller()
        if name in self._drafts:
            raise DeclarationError(f"{source}: attribute '{name}' is declared twice")
        draft = self._drafts[name] = AttributeDraft(name, py_type, description, source)
        return AttributeBuilder(draft)

    def last(self) -> AttributeDraft | None:
        return next(reversed(self._drafts.values()), None)

    def freeze(self) -> dict[str, AttributeMeta]:
        return {name: d.freeze() for name, d in self._drafts.items()}

    def __iter__(self) -> Iterator[str]:
        return iter(self._drafts)

    def __len__(self) -> int:
        return len(self._drafts)
