"""The registry the generated tests run against: the default one, or another named by the
environment variable PADDLE_REGISTRY ("module:attribute", a Registry or a function returning
one) — how the generated tests of a new or mutated op run against a copy of the registry."""
from __future__ import annotations

import importlib
import os
from typing import Any

from .. import registry as reg

REGISTRY_ENV = "PADDLE_REGISTRY"
_registry: reg.Registry | None = None


def registry() -> reg.Registry:
    global _registry
    if _registry is None:
        ref = os.environ.get(REGISTRY_ENV)
        _registry = _resolve(ref) if ref else reg.load_plugins()
    return _registry


def use_registry(registry_or_ref: reg.Registry | str | None) -> None:
    """Point the generated tests at another registry (None: back to the default one)."""
    global _registry
    ref = registry_or_ref
    _registry = _resolve(ref) if isinstance(ref, str) else ref


def _resolve(ref: str) -> reg.Registry:
    module, _, attr = ref.partition(":")
    found = getattr(importlib.import_module(module), attr or "REGISTRY")
    registry: reg.Registry = found() if callable(found) else found
    return registry


def meta(op: str) -> Any:
    return registry().get(op)
