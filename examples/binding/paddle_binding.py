"""A language binding built from `generated/registry.json` alone (seed 002's binding developer).

It imports nothing of paddle: every op, input, attribute, type, default and constraint is
read from the JSON (and the names of the dtypes from its JSON Schema), and each call is validated here with the core's exact error messages,
then returned as a portable op description (the `OpDesc` of a net description):

    ops = load("generated/registry.json")
    ops.cos_sim(X="x", Y="y", Out="sim", scale=2.0)
    # {'type': 'cos_sim', 'inputs': {'X': ['x'], 'Y': ['y']}, 'outputs': {'Out': ['sim']},
    #  'attrs': {'scale': 2.0}}

A `custom` constraint is code in the core, not data: the binding leaves it to the core.
"""
from __future__ import annotations

import difflib
import json
import sys
from pathlib import Path
from typing import Any, Callable

SUPPORTED_FORMAT = "1."  # major version of the registry format this binding understands


class BindingError(ValueError):
    """A call the registry's declaration rejects; `kind` names the core's error class."""

    kind = "ConfigError"


class ConstraintError(BindingError):
    kind = "ConstraintError"


class MissingAttributeError(BindingError):
    kind = "MissingAttributeError"


class UnknownArgumentError(BindingError):
    kind = "UnknownArgumentError"


class AttributeTypeError(BindingError):
    kind = "AttributeTypeError"


_UNSET = object()


# --- types: what a value must be, from the attribute's "type" object -------------------------

def describe(t: dict[str, Any]) -> str:
    if t["kind"] == "list":
        return f"a list of {t['element']['kind']}"
    if t["kind"] == "enum":
        return f"one of {list(t['choices'])}"
    return {"int": "an int", "dtype": "a dtype"}.get(t["kind"], f"a {t['kind']}")


def coerce(t: dict[str, Any], v: Any, dtypes: tuple[str, ...]) -> Any:
    kind = t["kind"]
    if kind == "bool":
        return v if isinstance(v, bool) else _UNSET
    if kind == "int":
        return v if isinstance(v, int) and not isinstance(v, bool) else _UNSET
    if kind == "float":
        return float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else _UNSET
    if kind == "str":
        return v if isinstance(v, str) else _UNSET
    if kind == "dtype":
        return v if v in dtypes else _UNSET
    if kind == "enum":
        return v if isinstance(v, str) and v in t["choices"] else _UNSET
    if not isinstance(v, (list, tuple)):
        return _UNSET
    items = [coerce(t["element"], x, dtypes) for x in v]
    return _UNSET if any(x is _UNSET for x in items) else items


# --- constraints: a check and a phrase per kind, from the constraint's data ------------------

def _numeric(holds: Callable[[Any, dict[str, Any]], bool]) -> Callable[[Any, dict[str, Any]], bool]:
    return lambda v, c: all(holds(x, c) for x in (v if isinstance(v, list) else [v]))


CHECKS: dict[str, Callable[[Any, dict[str, Any]], bool]] = {
    "larger_than": _numeric(lambda x, c: x > c["value"]),
    "at_least": _numeric(lambda x, c: x >= c["value"]),
    "smaller_than": _numeric(lambda x, c: x < c["value"]),
    "at_most": _numeric(lambda x, c: x <= c["value"]),
    "in_range": _numeric(lambda x, c: c["low"] <= x <= c["high"]),
    "one_of": lambda v, c: v in c["values"],
    "length": lambda v, c: ((c.get("min") is None or len(v) >= c["min"])
                            and (c.get("max") is None or len(v) <= c["max"])),
    "custom": lambda v, c: True,  # code in the core; the core checks it when the op is built
}


def phrase(c: dict[str, Any]) -> str:
    kind = c["kind"]
    if kind in ("larger_than", "at_least", "smaller_than", "at_most"):
        return f"{kind.replace('_', ' ')} {c['value']!r}"
    if kind == "in_range":
        return f"in range [{c['low']!r}, {c['high']!r}]"
    if kind == "one_of":
        return f"one of {list(c['values'])!r}"
    if kind == "length":
        low, high = c.get("min"), c.get("max")
        if low is not None and high is not None:
            return f"a list of length {low}" if low == high else f"a list of length between {low} and {high}"
        return f"a list of length at least {low}" if low is not None else f"a list of length at most {high}"
    return str(c["message"])


# --- ops ---------------------------------------------------------------------------------------

class Op:
    def __init__(self, entry: dict[str, Any], dtypes: tuple[str, ...]) -> None:
        self.entry, self.name, self.dtypes = entry, entry["name"], dtypes
        self.attributes = {a["name"]: a for a in entry["attributes"]}
        self.inputs = [t["name"] for t in entry["inputs"]]
        self.outputs = [t["name"] for t in entry["outputs"]]

    def unknown(self, name: str) -> BindingError:
        valid = self.inputs + list(self.attributes)
        guess = difflib.get_close_matches(name, valid, n=1, cutoff=0.5)
        hint = f"; did you mean '{guess[0]}'?" if guess else ""
        return UnknownArgumentError(f"{self.name} layer got an unknown argument '{name}'{hint} "
                                    f"Valid arguments: {', '.join(valid) or '(none)'}")

    def check(self, attr: dict[str, Any], raw: Any) -> Any:
        value = coerce(attr["type"], raw, self.dtypes)
        if value is _UNSET:
            raise AttributeTypeError(f"{self.name} layer's {attr['name']} parameter should be "
                                     f"{describe(attr['type'])}, got {type(raw).__name__} {raw!r}")
        for c in attr["constraints"]:
            if c["kind"] in CHECKS and not CHECKS[c["kind"]](value, c):
                raise ConstraintError(f"{self.name} layer's {attr['name']} parameter should be "
                                      f"{phrase(c)}, got {raw!r}")
        return value

    def validate_attrs(self, given: dict[str, Any]) -> dict[str, Any]:
        """Every attribute: given ones checked, the others defaulted; as the core does."""
        for name in given:
            if name not in self.attributes:
                raise self.unknown(name)
        out = {}
        for name, a in self.attributes.items():
            if name not in given or (given[name] is None and a["default"] is None):
                if a["required"]:
                    raise MissingAttributeError(f"{self.name} layer's {name} parameter must be set")
                out[name] = None if a["default"] is None else coerce(a["type"], a["default"], self.dtypes)
            else:
                out[name] = self.check(a, given[name])
        return out

    def __call__(self, **kwargs: Any) -> dict[str, Any]:
        """An op description: inputs and outputs name variables, attributes are validated."""
        slots = {k: kwargs.pop(k) for k in list(kwargs) if k in self.inputs or k in self.outputs}
        attrs = self.validate_attrs(kwargs)
        for t in self.entry["inputs"]:
            if slots.get(t["name"]) is None and not t["optional"]:
                raise MissingAttributeError(f"{self.name} layer's input {t['name']} must be set")
        names = {k: (list(v) if isinstance(v, (list, tuple)) else [v]) for k, v in slots.items() if v is not None}
        return {"type": self.name, "inputs": {k: v for k, v in names.items() if k in self.inputs},
                "outputs": {k: v for k, v in names.items() if k in self.outputs}, "attrs": attrs}


class Binding:
    def __init__(self, document: dict[str, Any], schema: dict[str, Any]) -> None:
        if not str(document["format_version"]).startswith(SUPPORTED_FORMAT):
            raise ValueError(f"registry format {document['format_version']} is not supported")
        dtypes = tuple(schema["$defs"]["DataType"]["enum"])  # every dtype name the format knows
        self.ops = {op["name"]: Op(op, dtypes) for op in document["ops"]}

    def __getattr__(self, name: str) -> Op:
        try:
            return self.ops[name]
        except KeyError:
            raise AttributeError(f"no op named {name!r} in the registry") from None


def load(path: str | Path) -> Binding:
    """The binding for `registry.json` at `path` (its schema, `registry.schema.json`, beside it)."""
    path = Path(path)
    schema = path.with_name("registry.schema.json")
    return Binding(*(json.loads(p.read_text(encoding="utf-8")) for p in (path, schema)))


if __name__ == "__main__":
    ops = load(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).parents[2] / "generated" / "registry.json")
    print(ops.cos_sim(X="x", Y="y", Out="sim", scale=2.0))
    for bad in ({"scale": -1.0}, {"scal": 2.0}, {"scale": "big"}):
        try:
            ops.cos_sim(X="x", Y="y", **bad)
        except BindingError as err:
            print(f"{err.kind}: {err}")
