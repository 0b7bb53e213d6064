"""Op descriptions: plain, portable data naming an op type, its variables and attributes.

Gradient rules emit these, the runtime builds operators from them, and nets
serialise to lists of them. They live here because gradient rules are declared
with the op, and the registry imports nothing of the runtime.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

GRAD_SUFFIX = "@GRAD"
EMPTY_VAR = "@EMPTY@"  # an output slot whose value nobody needs


def grad_var_name(name: str) -> str:
    return name + GRAD_SUFFIX


@dataclass(frozen=True)
class OpDesc:
    type: str
    inputs: dict[str, list[str]] = field(default_factory=dict)
    outputs: dict[str, list[str]] = field(default_factory=dict)
    attrs: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        """Descriptions also come from files: each field is checked for its type here."""
        if not isinstance(self.type, str) or not self.type:
            raise TypeError(f"an op description's type is a non-empty str, got {self.type!r}")
        for what in ("inputs", "outputs"):
            slots = getattr(self, what)
            if not isinstance(slots, dict) or not all(
                    isinstance(k, str) and isinstance(v, list) and all(isinstance(n, str) for n in v)
                    for k, v in slots.items()):
                raise TypeError(f"op '{self.type}': {what} map slot names to lists of variable names, got {slots!r}")
        if not isinstance(self.attrs, dict) or not all(isinstance(k, str) for k in self.attrs):
            raise TypeError(f"op '{self.type}': attrs map attribute names to values, got {self.attrs!r}")

    def input(self, slot: str) -> list[str]:
        return self.inputs.get(slot, [])

    def output(self, slot: str) -> list[str]:
        return self.outputs.get(slot, [])

    def input_names(self) -> list[str]:
        return [v for vs in self.inputs.values() for v in vs]

    def output_names(self) -> list[str]:
        return [v for vs in self.outputs.values() for v in vs]

    def replace(self, **changes: Any) -> "OpDesc":
        """A copy with some fields changed (type, inputs, outputs, attrs)."""
        return replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """As JSON data (attribute values that are enums become their values)."""
        return {"type": self.type, "inputs": {k: list(v) for k, v in self.inputs.items()},
                "outputs": {k: list(v) for k, v in self.outputs.items()},
                "attrs": {k: _plain(v) for k, v in self.attrs.items()}}


def _plain(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value.value if hasattr(value, "value") and isinstance(getattr(value, "value"), str) else value
