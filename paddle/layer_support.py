"""Run-time support for the generated layers (hand-written, small on purpose).

Generated code calls into here for what is the same for every layer: binding a call against
the layer's real signature (so a mistake raises the registry's typed errors, not Python's bare
TypeError) and handing a configured op to the runtime. The generated validators are
self-contained; nothing here reads the registry, and nothing here imports the code generator.
"""
from __future__ import annotations

import functools
import inspect
from typing import Any, Callable, ParamSpec, Sequence, TypeVar

from paddle import model_methods
from paddle.registry import TensorInfo
from paddle.registry import errors as e

P = ParamSpec("P")
R = TypeVar("R")

def layer(op: str, inputs: Sequence[str], attributes: Sequence[str]
          ) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """Bind each call against the layer's signature first; the signature stays visible to type checkers."""
    def wrap(fn: Callable[P, R]) -> Callable[P, R]:
        sig = inspect.signature(fn)

        @functools.wraps(fn)
        def call(*args: P.args, **kwargs: P.kwargs) -> R:
            try:
                sig.bind(*args, **kwargs)
            except TypeError:
                raise _call_error(op, sig, args, kwargs, list(inputs), list(attributes)) from None
            _check_name(op, kwargs.get("name"))
            return fn(*args, **kwargs)
        return call
    return wrap

def _check_name(op: str, name: Any) -> None:
    """`name` is every layer's own argument, so no declaration checks it."""
    if name is not None and not isinstance(name, str):
        raise e.type_error(op, "name", "a str", name)

def _call_error(op: str, sig: inspect.Signature, args: tuple[Any, ...], kwargs: dict[str, Any],
                inputs: list[str], attributes: list[str]) -> e.ConfigError:
    """The typed error for a call that does not bind: unknown, missing or surplus arguments."""
    params = sig.parameters
    valid = inputs + attributes
    unknown = next((k for k in kwargs if k not in params), None)
    if unknown is not None:
        return e.unknown_argument_error(op, unknown, valid)
    positional = [p for p in params.values() if p.kind is p.POSITIONAL_OR_KEYWORD]
    if len(args) > len(positional):
        return e.UnknownArgumentError(
            f"{op} layer takes {len(positional)} positional arguments "
            f"({', '.join(p.name for p in positional)}) but {len(args)} were given; "
            f"pass attributes by name. Valid arguments: {', '.join(valid)}",
            layer=op, argument="", rule="positional", value=len(args))
    given = {p.name for p in positional[:len(args)]} | set(kwargs)
    twice = next((p.name for p in positional[:len(args)] if p.name in kwargs), None)
    if twice is not None:
        return e.ConfigError(f"{op} layer got two values for {twice}", layer=op, argument=twice,
                             rule="duplicate", value=kwargs[twice])
    absent = next((p.name for p in params.values() if p.default is p.empty and p.name not in given), "")
    if not absent:
        return e.ConfigError(f"{op} layer: arguments do not fit its signature {sig}", layer=op)
    if absent in inputs:
        return e.MissingAttributeError(f"{op} layer's input {absent} must be set",
                                       layer=op, argument=absent, rule="must_set")
    return e.missing_error(op, absent)

def info_of(op: str, slot: str, value: Any) -> Any:
    """The TensorInfo of an input Expression (a list of them for variadic inputs), for validation."""
    if value is None:
        return None
    if isinstance(value, (list, tuple)):
        return [info_of(op, slot, v) for v in value]
    info = getattr(value, "info", None)
    if not isinstance(info, TensorInfo):
        raise e.input_error(op, slot, f"should be a layer output (an Expression), "
                            f"got {type(value).__name__}", value)
    return info

def append_op(op_type: str, inputs: dict[str, Any], attrs: dict[str, Any], *,
              name: str | None, model: Any) -> Any:
    """Add a validated op to the model (the runtime contract of the model methods)."""
    return model_methods.append_op(op_type, inputs, attrs, name=name, model=model)

def append_layer(layer_type: str, inputs: dict[str, Any], attrs: dict[str, Any], *,
                 name: str | None, model: Any) -> Any:
    """Add a validated composite layer (a LayerMeta) to the model."""
    return model_methods.append_layer(layer_type, inputs, attrs, name=name, model=model)
