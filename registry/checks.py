"""Checks on a declaration itself, run at registration. Each failure names file and line."""
from __future__ import annotations

import inspect
import re
from typing import Any, Callable

from . import constraints as c
from .attribute import AttributeMeta
from .errors import DeclarationError
from .function import FunctionMeta, LayerMeta, _OpSignature
from .types import UNSET

_NAME = re.compile(r"^[a-z_][a-z0-9_]*$")


def _fail(where: Any, owner: str, message: str) -> DeclarationError:
    return DeclarationError(f"{where}: {owner}: {message}")


def check_attribute(owner: str, attr: AttributeMeta) -> None:
    def fail(message: str) -> DeclarationError:
        return _fail(attr.source, owner, f"attribute '{attr.name}': {message}")

    for k in attr.constraints:
        why = k.applies_to(attr.type)
        if why:
            raise fail(why)
    defaults = [k for k in attr.constraints if isinstance(k, c.Default)]
    if len(defaults) > 1:
        raise fail("has more than one default")
    if defaults and attr.required:
        raise fail("has a default and must_set; a required attribute cannot have a default")
    if defaults:
        _check_default(attr, fail)
    for k in attr.checks:
        if isinstance(k, c.Custom):
            _check_custom_examples(k, fail)


def _check_default(attr: AttributeMeta, fail: Callable[[str], DeclarationError]) -> None:
    value = attr.default
    if value is None:
        return  # None means "not given"; the kernel handles its absence
    if attr.type.coerce(value) is UNSET:
        raise fail(f"default {value!r} is not {attr.type.describe()}")
    broken = attr.first_violation(attr.type.coerce(value))
    if broken is not None:
        raise fail(f"default {value!r} violates its own constraint: should be {broken.phrase()}")


def _check_custom_examples(k: c.Custom, fail: Callable[[str], DeclarationError]) -> None:
    wrong = [v for v in k.valid if not k.check(v)] + [v for v in k.invalid if k.check(v)]
    if wrong:
        raise fail(f"custom check '{k.message}' disagrees with its own examples {wrong}")


def _check_signature(meta: _OpSignature) -> None:
    def fail(message: str) -> DeclarationError:
        return _fail(meta.source, meta.name, message)

    if not _NAME.match(meta.name):
        raise fail("an op name is lower_snake_case")
    slots = [t.name for t in meta.inputs] + [t.name for t in meta.outputs]
    dup = next((s for s in slots if slots.count(s) > 1), None)
    if dup:
        raise fail(f"tensor '{dup}' is declared twice")
    clash = set(meta.attributes) & {t.name for t in meta.inputs}
    if clash:
        raise fail(f"attribute and input share the name {sorted(clash)[0]!r}")
    inputs = {t.name for t in meta.inputs}
    for out in meta.outputs:
        if out.like is not None and out.like not in inputs:
            raise fail(f"output {out.name} is like '{out.like}', which is not an input")
        if out.like is None and meta.shape_fn is None:
            raise fail(f"output {out.name} has no shape rule: give .shape(fn) or like=<input>")
    for attr in meta.attributes.values():
        check_attribute(meta.name, attr)


def _accepts_attributes(fn: Callable[..., Any], attrs: list[str]) -> str | None:
    """The first attribute `fn` cannot take as a keyword, or None."""
    try:
        params = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return None  # a native function without a Python signature: trust its binding
    if any(p.kind is p.VAR_KEYWORD for p in params):
        return None
    names = {p.name for p in params if p.kind in (p.KEYWORD_ONLY, p.POSITIONAL_OR_KEYWORD)}
    return next((a for a in attrs if a not in names), None)


def check_function(meta: FunctionMeta) -> None:
    def fail(message: str) -> DeclarationError:
        return _fail(meta.source, meta.name, message)

    _check_signature(meta)
    if meta.grad_fn is None and meta.no_grad_reason is None:
        raise fail("declares neither a gradient rule (.grad) nor .no_grad(reason)")
    if meta.grad_fn is not None and meta.no_grad_reason is not None:
        raise fail("declares both a gradient rule and no_grad")
    if not meta.kernels:
        raise fail("declares no kernel")
    if meta.reference_fn is None and "cpu" not in meta.kernels:
        raise fail("needs a numpy reference kernel: .reference(fn) or a cpu kernel")
    callables = [(f"{d} kernel", k) for d, k in meta.kernels.items()]
    callables += [("shape rule", meta.shape_fn)] if meta.shape_fn else []
    callables += [("reference kernel", meta.reference_fn)] if meta.reference_fn else []
    for what, fn in callables:
        missing = _accepts_attributes(fn, list(meta.attributes))
        if missing:
            raise fail(f"{what} {getattr(fn, '__name__', fn)} does not accept attribute '{missing}'")


def check_layer(meta: LayerMeta) -> None:
    _check_signature(meta)
    if meta.compose is None:
        raise _fail(meta.source, meta.name, "a layer needs .compose(fn)")
