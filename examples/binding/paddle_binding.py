"""A language binding built from `generated/registry.json` alone (seed 002's binding developer).

It imports nothing of paddle: every op, input, attribute, type, default and constraint is
read from the JSON (and the names of the dtypes from its JSON Schema), and each call is validated
here with the core's exact error messages, then returned as a portable op description (the
`OpDesc` of a net description):

    ops = load("generated/registry.json")
    ops.cos_sim(X="x", Y="y", Out="sim", scale=2.0)
    # {'type': 'cos_sim', 'inputs': {'X': ['x'], 'Y': ['y']}, 'outputs': {'Out': ['sim']},
    #  'attrs': {'scale': 2.0}}
    ops.infer("mul", {"X": (4, 3), "Y": (3, 2)}, {"X": "float32", "Y": "float32"}, {})
    # {'Out': ((4, 2), 'float32')}

Format 2.0 writes no nulls: a field absent from an entry is null (hence the `.get`s below). Each
constraint carries the template of the core's message and what its check needs (`per_element`,
`inclusive`, `number_type`); a `custom` one a named `predicate` the binding evaluates.

Output shapes and dtypes come from the tensors' rules in the JSON: `like` an input,
a shape pattern filled in from the symbols and groups the inputs bind and from int attributes,
the numpy `broadcast` of some inputs, or an input `reduce`d over the axes an attribute names
(an input's `axis_attr` names an int attribute that must name one of its axes, as softmax's axis;
its `size_limit` an int attribute at most one of its sizes; `nonempty` refuses a size 0);
the dtype from a type variable the inputs share or from `dtype_from` a dtype attribute. A shape
function (`shape_rule: "code"`) is code in the core: the binding leaves it to the core.
"""
from __future__ import annotations

import re

import difflib
import json
import math
import sys
from pathlib import Path
from typing import Any, Callable

SUPPORTED_FORMAT = "2."  # major version of the registry format this binding understands


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


class InputError(BindingError):
    """An input whose rank, dtype or shape the op's tensor rules refuse."""

    kind = "InputError"


class ShapeRuleIsCode(BindingError):
    """An output that only the core's shape function can shape."""

    kind = "ShapeRuleIsCode"


_UNSET = object()


# --- types: what a value must be, from the attribute's "type" object -------------------------

def describe(t: dict[str, Any]) -> str:
    if t["kind"] == "list":
        element = t["element"]
        finite = "finite " if element["kind"] == "float" and element.get("finite", True) else ""
        return f"a list of {finite}{element['kind']}"
    if t["kind"] == "enum":
        return f"one of {list(t['choices'])}"
    if t["kind"] == "float":  # format 1.1: a float is finite unless its type says otherwise
        return "a finite float" if t.get("finite", True) else "a float"
    return {"int": "an int", "dtype": "a dtype"}.get(t["kind"], f"a {t['kind']}")


def coerce(t: dict[str, Any], v: Any, dtypes: tuple[str, ...]) -> Any:
    kind = t["kind"]
    if kind == "bool":
        return v if isinstance(v, bool) else _UNSET
    if kind == "int":
        return v if isinstance(v, int) and not isinstance(v, bool) else _UNSET
    if kind == "float":
        return _coerce_float(t, v)
    if kind == "str":
        return v if isinstance(v, str) else _UNSET
    if kind == "dtype":
        return v if v in dtypes else _UNSET
    if kind == "enum":
        return v if isinstance(v, str) and v in t.get("choices", []) else _UNSET
    if not isinstance(v, (list, tuple)):
        return _UNSET
    items = [coerce(t["element"], x, dtypes) for x in v]
    return _UNSET if any(x is _UNSET for x in items) else items


def _coerce_float(t: dict[str, Any], v: Any) -> Any:
    if not isinstance(v, (int, float)) or isinstance(v, bool):
        return _UNSET
    try:
        x = float(v)
    except OverflowError:  # an int too large for a float
        return _UNSET
    return x if math.isfinite(x) or not t.get("finite", True) else _UNSET


# --- constraints: a check per kind, from the constraint's data; the message is its template -----

def _numeric(holds: Callable[[Any, dict[str, Any]], bool]) -> Callable[[Any, dict[str, Any]], bool]:
    """A numeric check: on each element of a list where the constraint says `per_element`."""
    return lambda v, c: all(holds(x, c) for x in (v if c.get("per_element") else [v]))


def _beyond(x: Any, bound: Any, inclusive: bool, above: bool) -> bool:
    """x is on the accepted side of `bound` (above or below it), the bound itself if inclusive."""
    if x == bound:
        return inclusive
    return x > bound if above else x < bound


PREDICATES: dict[str, Callable[..., bool]] = {  # the named predicates of the format (its schema says each)
    "distinct": lambda v: len(set(v)) == len(v),
    "length_multiple_of": lambda v, of: len(v) % of == 0,
    "count_at_most": lambda v, item, max: list(v).count(item) <= max,
    "permutation": lambda v: sorted(v) == list(range(len(v))),
    "einsum_equation": lambda v: _einsum_equation(v),
}


def _einsum_equation(v: Any) -> bool:
    """Terms of letters (one '...' at most each) split by commas, an optional '->' and an output of
    distinct letters the inputs hold ('...' only if they have one); spaces ignored."""
    if not isinstance(v, str):
        return False
    eq = v.replace(" ", "")
    term = r"(?:[a-zA-Z]|\.\.\.)*"
    if not re.fullmatch(rf"{term}(?:,{term})*(?:->{term})?", eq):
        return False
    ins, _, out = eq.partition("->")
    terms = ins.split(",") + ([out] if "->" in eq else [])
    bare = out.replace("...", "")
    return (all(t.count("...") <= 1 for t in terms) and len(set(bare)) == len(bare)
            and set(bare) <= set(ins.replace("...", "")) and ("..." not in out or "..." in ins))


def _custom(v: Any, c: dict[str, Any]) -> bool:
    form = c.get("predicate")
    if form is None:
        return True  # code in the core, not data: the core checks it when the op is built
    return PREDICATES[form["name"]](v, **{k: x for k, x in form.items() if k != "name"})


CHECKS: dict[str, Callable[[Any, dict[str, Any]], bool]] = {
    "larger_than": _numeric(lambda x, c: _beyond(x, c["value"], c["inclusive"], True)),
    "at_least": _numeric(lambda x, c: _beyond(x, c["value"], c["inclusive"], True)),
    "smaller_than": _numeric(lambda x, c: _beyond(x, c["value"], c["inclusive"], False)),
    "at_most": _numeric(lambda x, c: _beyond(x, c["value"], c["inclusive"], False)),
    "in_range": _numeric(lambda x, c: _beyond(x, c["low"], c["low_inclusive"], True)
                         and _beyond(x, c["high"], c["high_inclusive"], False)),
    "one_of": lambda v, c: v in c["values"],
    "length": lambda v, c: c.get("min", 0) <= len(v) <= c.get("max", len(v)),
    "custom": _custom,
}


def fill(template: str, **parts: str) -> str:
    """A message template of the format: each "{name}" replaced by plain substitution."""
    for name, text in parts.items():
        template = template.replace("{" + name + "}", text)
    return template


def phrase(c: dict[str, Any]) -> str:
    return str(c["phrase"])


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
            raise AttributeTypeError(fill(attr["type_template"], layer=self.name, attr=attr["name"],
                                          type=type(raw).__name__, got=repr(raw)))
        for c in attr["constraints"]:
            if c["kind"] in CHECKS and not CHECKS[c["kind"]](value, c):
                raise ConstraintError(fill(c["template"], layer=self.name, attr=attr["name"], got=repr(raw)))
        return value

    def validate_attrs(self, given: dict[str, Any]) -> dict[str, Any]:
        """Every attribute: given ones checked, the others defaulted; as the core does."""
        for name in given:
            if name not in self.attributes:
                raise self.unknown(name)
        out = {}
        for name, a in self.attributes.items():
            default = a.get("default")
            if name not in given or (given[name] is None and default is None):
                if a["required"]:
                    must = next(c for c in a["constraints"] if c["kind"] == "must_set")
                    raise MissingAttributeError(fill(must["template"], layer=self.name, attr=name))
                out[name] = None if default is None else coerce(a["type"], default, self.dtypes)
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


def dtype_names(document: dict[str, Any], schema: dict[str, Any]) -> tuple[str, ...]:
    """Every dtype name the format knows: the schema's enum where it has one (format 1.0), else
    every dtype a tensor of the document accepts (an init op's output accepts them all)."""
    enum = schema.get("$defs", {}).get("DataType", {}).get("enum")
    if enum:
        return tuple(enum)
    return tuple(sorted({d for op in document["ops"] for t in op["inputs"] + op["outputs"] for d in t["dtypes"]}))


# --- shape inference from the tensor rules of format 1.1 --------------------------------------------

def _shape_text(shape: Any) -> str:
    dims = ["?" if d is None else str(d) for d in shape]
    return "(" + ", ".join(dims) + ("," if len(dims) == 1 else "") + ")"


def _same(a: Any, b: Any) -> bool:
    """Two sizes agree when equal or when either is not known yet (None)."""
    return a is None or b is None or a == b


def _is_group(d: Any) -> bool:
    return isinstance(d, str) and d.startswith("...")


class _Bound:
    """What the inputs said so far: symbol -> (slot, axis, size), group -> (slot, dims),
    type variable -> (slot, dtype). The first input to bind a name is the one errors cite."""

    def __init__(self) -> None:
        self.sizes: dict[str, tuple[str, int, Any]] = {}
        self.groups: dict[str, tuple[str, tuple[Any, ...]]] = {}
        self.dtypes: dict[str, tuple[str, str]] = {}


def _input_error(op: str, slot: str, problem: str) -> InputError:
    return InputError(f"{op} layer's input {slot} {problem}")


def _check_rank(op: str, t: dict[str, Any], shape: tuple[Any, ...]) -> None:
    pattern = t.get("shape")
    least = len([d for d in pattern or () if not _is_group(d)])
    exact = t.get("rank") if pattern is None else (least if least == len(pattern) else None)
    if exact is not None and len(shape) != exact:
        raise _input_error(op, t["name"],
                           f"should have rank {exact}, got rank {len(shape)} (shape {_shape_text(shape)})")
    if len(shape) < least:
        raise _input_error(op, t["name"], f"should have rank at least {least}, got rank {len(shape)} "
                                          f"(shape {_shape_text(shape)})")


def _bind_dtype(op: str, t: dict[str, Any], dtype: str, bound: _Bound) -> None:
    if dtype not in t["dtypes"]:
        raise _input_error(op, t["name"], f"should have dtype {' or '.join(t['dtypes'])}, got {dtype}")
    var = t.get("type_var")
    first = bound.dtypes.setdefault(var, (t["name"], dtype)) if var is not None else None
    if first is not None and first[1] != dtype:
        raise _input_error(op, t["name"], f"should have the dtype of {first[0]} ({first[1]}; both are '{var}'), "
                                          f"got {dtype}")


def _split(pattern: list[Any], rank: int) -> list[tuple[Any, list[int]]]:
    """Each pattern entry with the axes it covers (a group covers what the others leave)."""
    fixed = len([d for d in pattern if not _is_group(d)])
    out, axis = [], 0
    for d in pattern:
        width = rank - fixed if _is_group(d) else 1
        out.append((d, list(range(axis, axis + width))))
        axis += width
    return out


def _bind_group(op: str, t: dict[str, Any], shape: tuple[Any, ...], group: str, dims: tuple[Any, ...],
                bound: _Bound) -> None:
    first = bound.groups.setdefault(group, (t["name"], dims))
    if len(first[1]) != len(dims) or not all(_same(a, b) for a, b in zip(first[1], dims)):
        raise _input_error(op, t["name"], f"should have the shape of {first[0]} (both are '{group}'), "
                                          f"got {_shape_text(shape)} and {_shape_text(first[1])}")


def _bind_dim(op: str, t: dict[str, Any], shape: tuple[Any, ...], want: Any, axis: int, bound: _Bound) -> None:
    got = shape[axis]
    if isinstance(want, int):
        if not _same(want, got):
            raise _input_error(op, t["name"],
                               f"dimension {axis} should be {want}, got {got} (shape {_shape_text(shape)})")
        return
    first = bound.sizes.setdefault(want, (t["name"], axis, got))
    if not _same(first[2], got):
        raise _input_error(op, t["name"], f"dimension {axis} should equal {first[0]} dimension {first[1]} "
                                          f"(both are '{want}'), got {got} and {first[2]}")
    if first[2] is None:  # an unknown size gives way to a known one
        bound.sizes[want] = (t["name"], axis, got)


def _bind_shape(op: str, t: dict[str, Any], shape: tuple[Any, ...], bound: _Bound) -> None:
    for want, axes in _split(t.get("shape"), len(shape)):
        if _is_group(want):
            _bind_group(op, t, shape, want, tuple(shape[a] for a in axes), bound)
        else:
            _bind_dim(op, t, shape, want, axes[0], bound)


def _pairs(shape: Any, dtype: Any) -> list[tuple[tuple[Any, ...], Any]]:
    """(shape, dtype) of each tensor of a variadic slot: its dtype one name or one per tensor."""
    names = dtype if isinstance(dtype, (list, tuple)) else [dtype] * len(shape)
    return [(tuple(s), d) for s, d in zip(shape, names)]


def _given(op: "Op", t: dict[str, Any], shapes: dict[str, Any], dtypes: dict[str, Any]) -> list[tuple[tuple, Any]]:
    shape, dtype = shapes.get(t["name"]), dtypes.get(t["name"])
    if shape is None or (t["variadic"] and len(shape) == 0):
        if not t["optional"]:
            raise MissingAttributeError(f"{op.name} layer's input {t['name']} must be set")
        return []
    return _pairs(shape, dtype) if t["variadic"] else [(tuple(shape), dtype)]


def _bind_inputs(op: "Op", shapes: dict[str, Any], dtypes: dict[str, Any]) -> _Bound:
    for name in shapes:
        if name not in op.inputs:
            raise op.unknown(name)
    bound = _Bound()
    for t in op.entry["inputs"]:
        for shape, dtype in _given(op, t, shapes, dtypes):
            _check_rank(op.name, t, shape)
            if t.get("nonempty") and 0 in shape:
                raise _input_error(op.name, t["name"], f"should not be empty, got shape {_shape_text(shape)}")
            _bind_dtype(op.name, t, dtype, bound)
            if t.get("shape") is not None:
                _bind_shape(op.name, t, shape, bound)
    return bound


def _dims(d: Any, attrs: dict[str, Any], bound: _Bound) -> list[Any]:
    """A pattern entry's sizes: an int, a symbol or group the inputs bound, else the int (list)
    attribute of that name; "?" a size known at run time only (the number of sequences)."""
    if isinstance(d, int):
        return [d]
    if d == "?":
        return [None]
    if _is_group(d):
        return list(bound.groups[d][1]) if d in bound.groups else [int(x) for x in attrs[d[3:]]]
    return [bound.sizes[d][2]] if d in bound.sizes else [attrs[d]]


def _like(op: "Op", o: dict[str, Any], shapes: dict[str, Any], dtypes: dict[str, Any]) -> Any:
    shape, dtype = shapes.get(o.get("like")), dtypes.get(o.get("like"))
    if shape is None:
        return None
    if not next(t for t in op.entry["inputs"] if t["name"] == o.get("like"))["variadic"]:
        return tuple(shape), dtype
    pairs = _pairs(shape, dtype)  # like a variadic input: all of them, or the first for one output
    return pairs if o["variadic"] else (pairs[0] if pairs else None)


def _broadcast(op: str, given: list[tuple[str, tuple[Any, ...]]]) -> tuple[Any, ...]:
    """numpy's broadcast: aligned at the last axis, sizes equal or 1; an unknown size (None)
    agrees with any and gives way to a known size other than 1."""
    rank = max((len(s) for _, s in given), default=0)
    out: list[Any] = [1] * rank
    owner = [""] * rank
    for name, shape in given:
        for k, d in enumerate(shape, start=rank - len(shape)):
            have = out[k]
            if d == 1 or d == have:
                continue
            if d is None:
                out[k] = None if have == 1 else have
            elif have in (1, None):
                out[k], owner[k] = d, name
            else:
                raise _input_error(op, name, f"should broadcast with {owner[k]}: shapes {_shape_text(shape)} and "
                                             f"{_shape_text(dict(given)[owner[k]])} differ at axis {k - rank} "
                                             f"({d} and {have})")
    return tuple(out)


def _axes(op: str, rule: dict[str, Any], shape: tuple[Any, ...], raw: Any) -> list[int]:
    """The axes an attribute value names (None or [] = all), each once and inside the rank."""
    rank = len(shape)
    if raw is None or raw == []:
        return list(range(rank))
    given = [raw] if isinstance(raw, int) else list(raw)
    span = f"rank {rank}: from {-rank} to {rank - 1}" if rank else "rank 0: it has no axes"
    if any(not -rank <= a < rank for a in given):
        raise ConstraintError(f"{op} layer's {rule['axes']} parameter should name axes of {rule['input']} "
                              f"({span}), got {raw!r}")
    if len({a % rank for a in given}) != len(given):
        raise ConstraintError(f"{op} layer's {rule['axes']} parameter should name each axis of {rule['input']} "
                              f"once ({span}), got {raw!r}")
    return sorted(a % rank for a in given)


def _check_axis_attrs(op: "Op", shapes: dict[str, Any], attrs: dict[str, Any]) -> None:
    """An input's `axis_attr` names one of its axes, from -rank to rank - 1 (the core's message)."""
    for t in op.entry["inputs"]:
        name, axis = t.get("axis_attr"), attrs.get(t.get("axis_attr") or "")
        if name is None or axis is None or shapes.get(t["name"]) is None:
            continue
        rank = len(shapes[t["name"]])
        if not -rank <= axis < rank:
            span = f"rank {rank}: from {-rank} to {rank - 1}" if rank else "rank 0: it has no axes"
            raise ConstraintError(f"{op.name} layer's {name} parameter should name an axis of {t['name']} "
                                  f"({span}), got {axis!r}")


def _check_size_limits(op: "Op", attrs: dict[str, Any], bound: _Bound) -> None:
    """An input's `size_limit`: the attribute at most the size its symbol bound, when known."""
    for t in op.entry["inputs"]:
        limit = t.get("size_limit")
        if limit is None or limit["at_most"] not in bound.sizes:
            continue
        slot, axis, size = bound.sizes[limit["at_most"]]
        value = attrs.get(limit["attribute"])
        if size is not None and value is not None and value > size:
            raise ConstraintError(f"{op.name} layer's {limit['attribute']} parameter should be at most {slot}'s "
                                  f"size {limit['at_most']} (dimension {axis}: {size}), got {value!r}")


def _reduce(op: str, rule: dict[str, Any], shape: tuple[Any, ...], attrs: dict[str, Any]) -> tuple[Any, ...]:
    axes = _axes(op, rule, shape, attrs.get(rule["axes"]))
    empty = next((a for a in axes if shape[a] == 0), None)
    if rule["nonempty"] and empty is not None:
        raise _input_error(op, rule["input"], f"should not be empty along reduced axis {empty} (a reduction over "
                                              f"nothing is undefined here), got shape {_shape_text(shape)}")
    keep = bool(attrs.get(rule.get("keep_dims"))) if rule.get("keep_dims") else False
    return tuple(1 if a in axes else d for a, d in enumerate(shape) if keep or a not in axes)


def _shape(op: "Op", o: dict[str, Any], shapes: dict[str, Any], attrs: dict[str, Any], bound: _Bound) -> Any:
    """The output's shape from its rule: broadcast, reduce or a pattern."""
    if o.get("broadcast") is not None:
        return _broadcast(op.name, [(n, tuple(shapes[n])) for n in o.get("broadcast") if shapes.get(n) is not None])
    if o.get("reduce") is not None:
        return _reduce(op.name, o.get("reduce"), tuple(shapes[o.get("reduce")["input"]]), attrs)
    if o.get("shape") is None:
        raise ShapeRuleIsCode(f"{op.name} layer's output {o['name']} is shaped by code in the core "
                              f"(rule {o.get('rule')!r}): the binding cannot infer it")
    return tuple(x for d in o.get("shape") for x in _dims(d, attrs, bound))


def _output(op: "Op", o: dict[str, Any], shapes: dict[str, Any], dtypes: dict[str, Any], attrs: dict[str, Any],
            bound: _Bound) -> Any:
    if o.get("like") is not None:
        return _like(op, o, shapes, dtypes)
    shape = _shape(op, o, shapes, attrs, bound)
    if o.get("dtype_from") is not None:
        return shape, attrs[o.get("dtype_from")]
    if o.get("type_var") is not None and o.get("type_var") in bound.dtypes:
        return shape, bound.dtypes[o.get("type_var")][1]
    return shape, o["dtypes"][0]


def infer(op: "Op", shapes: dict[str, Any], dtypes: dict[str, Any], attrs: dict[str, Any]) -> dict[str, Any]:
    """Each output's (shape, dtype), a list of them for a variadic output. The inputs are checked
    as the core checks them (rank, dtype, shared symbols, groups and type variables), with its
    messages. Where `shape_rule` is "code", the core's shape function may refuse more."""
    checked = op.validate_attrs(attrs)
    bound = _bind_inputs(op, shapes, dtypes)
    _check_axis_attrs(op, shapes, checked)
    _check_size_limits(op, checked, bound)
    return {o["name"]: _output(op, o, shapes, dtypes, checked, bound) for o in op.entry["outputs"]}


class Binding:
    def __init__(self, document: dict[str, Any], schema: dict[str, Any]) -> None:
        if not str(document["format_version"]).startswith(SUPPORTED_FORMAT):
            raise ValueError(f"registry format {document['format_version']} is not supported")
        self.ops = {op["name"]: Op(op, dtype_names(document, schema)) for op in document["ops"]}

    def infer(self, op: str, input_shapes: dict[str, Any], input_dtypes: dict[str, Any],
              attrs: dict[str, Any] | None = None) -> dict[str, Any]:
        """{output: (shape, dtype)} of `op` for inputs of these shapes (a list of shapes for a
        variadic input; None for a size not known yet) and dtypes, from the JSON alone."""
        return infer(self.ops[op], input_shapes, input_dtypes, attrs or {})

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
    print(ops.infer("mul", {"X": (None, 3), "Y": (3, 2)}, {"X": "float32", "Y": "float32"}))
    print(ops.infer("sum", {"X": [(2, 3, 4)] * 3}, {"X": "float64"}))
    print(ops.infer("fill_constant", {}, {}, {"shape": [2, 5], "dtype": "int32"}))
    for bad in ({"scale": -1.0}, {"scal": 2.0}, {"scale": "big"}):
        try:
            ops.cos_sim(X="x", Y="y", **bad)
        except BindingError as err:
            print(f"{err.kind}: {err}")
    try:
        ops.infer("mul", {"X": (4, 3), "Y": (5, 2)}, {"X": "float32", "Y": "float32"})
    except BindingError as err:
        print(f"{err.kind}: {err}")
