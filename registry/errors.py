"""Typed errors. One base class; a subclass per kind of mistake.

Configuration errors speak the user's words: they name the layer, the argument, the
rule that was broken and the value received, and keep those as fields so a binding
can read them without parsing the message.
"""
from __future__ import annotations

import difflib
from typing import Any, Iterable


class PaddleError(Exception):
    """Base of every error this framework raises on purpose."""


class ConfigError(PaddleError, ValueError):
    """A layer or op was configured wrongly by its user."""

    def __init__(self, message: str, *, layer: str = "", argument: str = "",
                 rule: str = "", value: Any = None) -> None:
        super().__init__(message)
        self.layer, self.argument, self.rule, self.value = layer, argument, rule, value


class ConstraintError(ConfigError):
    """An attribute value breaks one of its declared constraints."""


class MissingAttributeError(ConfigError):
    """A `must_set` attribute was not given."""


class UnknownArgumentError(ConfigError, TypeError):
    """An argument that the layer does not declare."""


class AttributeTypeError(ConfigError, TypeError):
    """An attribute value of the wrong type."""


class InputError(ConfigError):
    """An input tensor whose rank, dtype, sequence type or shape the layer rejects."""


class ShapeError(ConfigError):
    """The layer's shape rule rejects the shapes of its inputs."""


class MemoryBudgetError(ConfigError):
    """A tensor or the parameters would exceed the memory budget (paddle.set_flags)."""


class DeclarationError(PaddleError):
    """An op declaration is inconsistent; refused at registration, naming file and line."""


class UnknownOpError(PaddleError, KeyError):
    """No op of that name is registered."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0])


class KernelNotFoundError(PaddleError):
    """An op has no kernel for the requested device."""


class ShapeRuleError(PaddleError):
    """Raised inside a shape rule; the registry re-raises it as a ShapeError naming the layer."""


def fmt(value: Any) -> str:
    """A value as the user would have typed it."""
    if isinstance(value, str):
        return repr(value)
    if hasattr(value, "value") and isinstance(getattr(value, "value"), str):
        return repr(value.value)  # enums: show what the user types
    return repr(value)


def type_name(value: Any) -> str:
    return type(value).__name__


def closest(name: str, candidates: Iterable[str]) -> str | None:
    matches = difflib.get_close_matches(name, list(candidates), n=1, cutoff=0.5)
    return matches[0] if matches else None


def constraint_error(layer: str, attr: str, phrase: str, value: Any, rule: str) -> ConstraintError:
    return ConstraintError(
        f"{layer} layer's {attr} parameter should be {phrase}, got {fmt(value)}",
        layer=layer, argument=attr, rule=rule, value=value)


def missing_error(layer: str, attr: str) -> MissingAttributeError:
    return MissingAttributeError(
        f"{layer} layer's {attr} parameter must be set", layer=layer, argument=attr, rule="must_set")


def type_error(layer: str, attr: str, expected: str, value: Any) -> AttributeTypeError:
    return AttributeTypeError(
        f"{layer} layer's {attr} parameter should be {expected}, got {type_name(value)} {fmt(value)}",
        layer=layer, argument=attr, rule="type", value=value)


def unknown_argument_error(layer: str, name: str, valid: Iterable[str]) -> UnknownArgumentError:
    valid = list(valid)
    guess = closest(name, valid)
    hint = f"; did you mean '{guess}'?" if guess else ""
    listed = ", ".join(valid) if valid else "(none)"
    return UnknownArgumentError(
        f"{layer} layer got an unknown argument '{name}'{hint} Valid arguments: {listed}",
        layer=layer, argument=name, rule="unknown", value=name)


def input_error(layer: str, slot: str, problem: str, value: Any = None, rule: str = "input") -> InputError:
    """`rule`: "input" (its rank, shape or count), "dtype" or "seq_type" (what its data holds)."""
    return InputError(f"{layer} layer's input {slot} {problem}",
                      layer=layer, argument=slot, rule=rule, value=value)
