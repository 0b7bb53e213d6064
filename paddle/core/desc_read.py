"""Reading a net description strictly: every key known, every value of its type, a known
format version, and no variable read before it is declared or written. A mistake is refused
with NetDescError naming where it is (`ops[2].atrs`) and what was expected."""
from __future__ import annotations

import difflib
from typing import TYPE_CHECKING, Any, Iterable

from ..errors import NetDescError
from ..registry import EMPTY_VAR, OpDesc
from .variable import LABELS

if TYPE_CHECKING:
    from .desc import NetDesc

VERSIONS = ("1.0", "1.1")

NET_KEYS = ("version", "kind", "ops", "vars", "attrs")
OP_KEYS = ("type", "inputs", "outputs", "attrs")
VAR_KEYS = ("name", "label", "shape", "dtype", "initializer", "seq_type")


def read_net_desc(data: Any) -> dict[str, Any]:
    """The fields of a NetDesc (its vars as the fields of each VarDesc), read strictly."""
    _known_keys(_mapping(data, "the top level"), "the top level", NET_KEYS)
    version = data.get("version", "1.0")  # descriptions written before versions were checked
    if version not in VERSIONS:
        raise _error(f"version {version!r} is not a format this paddle reads (it reads {', '.join(VERSIONS)})",
                     "version", version, rule="one_of")
    ops = [read_op(o, f"ops[{i}]") for i, o in enumerate(_list(data.get("ops", []), "ops"))]
    vars_ = [read_var(v, f"vars[{i}]") for i, v in enumerate(_list(data.get("vars", []), "vars"))]
    _unique_vars(vars_)
    return dict(version=version, kind=_str(data.get("kind", "plain"), "kind"), ops=tuple(ops),
                vars=vars_, attrs=_mapping(data.get("attrs", {}), "attrs"))


def read_op(data: Any, where: str) -> OpDesc:
    _mapping(data, where)
    if "type" not in data:
        raise _error(f"{where}: the op has no 'type'", f"{where}.type", None, rule="must_set")
    where = f"{where} ({_str(data['type'], where + '.type')})"
    _known_keys(data, where, OP_KEYS)
    return OpDesc(type=data["type"], inputs=_slots(data.get("inputs", {}), f"{where}.inputs"),
                  outputs=_slots(data.get("outputs", {}), f"{where}.outputs"),
                  attrs=_mapping(data.get("attrs", {}), f"{where}.attrs"))


def read_var(data: Any, where: str) -> dict[str, Any]:
    _mapping(data, where)
    if "name" not in data:
        raise _error(f"{where}: the variable has no 'name'", f"{where}.name", None, rule="must_set")
    name = _str(data["name"], f"{where}.name")
    where = f"{where} ('{name}')"
    _known_keys(data, where, VAR_KEYS)
    label = _str(data.get("label", "intermediate"), f"{where}.label")
    if label not in LABELS:
        raise _error(f"{where}: label should be one of {list(LABELS)}, got {label!r}", f"{where}.label", label,
                     rule="one_of")
    init = data.get("initializer")
    return dict(name=name, label=label, shape=_shape(data.get("shape"), f"{where}.shape"),
                dtype=_str(data.get("dtype", "float32"), f"{where}.dtype"),
                initializer=None if init is None else read_op(init, f"{where}.initializer"),
                seq_type=_str(data.get("seq_type", "none"), f"{where}.seq_type"))


# --- values of one type ------------------------------------------------------------------------
def _mapping(data: Any, where: str) -> dict[str, Any]:
    if not isinstance(data, dict) or not all(isinstance(k, str) for k in data):
        raise _error(f"{where} should be an object with string keys, got {_kind(data)}", where, data)
    return data


def _known_keys(data: dict[str, Any], where: str, keys: tuple[str, ...]) -> None:
    """An unknown key is refused: a misspelt one (`atrs`) would otherwise be dropped silently."""
    for key in data:
        if key not in keys:
            close = difflib.get_close_matches(key, keys, n=1)
            hint = f"; did you mean '{close[0]}'?" if close else ""
            raise _error(f"{where}: unknown key '{key}'{hint} (valid keys: {', '.join(keys)})",
                         f"{where}.{key}", key, rule="unknown_key")


def _list(data: Any, where: str) -> list[Any]:
    if not isinstance(data, list):
        raise _error(f"{where} should be a list, got {_kind(data)}", where, data)
    return data


def _str(data: Any, where: str) -> str:
    if not isinstance(data, str) or not data:
        raise _error(f"{where} should be a non-empty string, got {_kind(data)}", where, data)
    return data


def _slots(data: Any, where: str) -> dict[str, list[str]]:
    slots = _mapping(data, where)
    for slot, names in slots.items():
        for name in _list(names, f"{where}.{slot}"):
            _str(name, f"{where}.{slot}")
    return {slot: list(names) for slot, names in slots.items()}


def _shape(data: Any, where: str) -> tuple[int | None, ...] | None:
    if data is None:
        return None
    dims = _list(data, where)
    if not all(d is None or (isinstance(d, int) and not isinstance(d, bool) and d >= 0) for d in dims):
        raise _error(f"{where} should list sizes (non-negative integers, or null for unknown), got {dims}",
                     where, dims)
    return tuple(dims)


def _unique_vars(vars_: list[dict[str, Any]]) -> None:
    seen: set[str] = set()
    for i, v in enumerate(vars_):
        if v["name"] in seen:
            raise _error(f"vars[{i}]: variable '{v['name']}' is declared twice", f"vars[{i}].name", v["name"],
                         rule="unique")
        seen.add(v["name"])


def _kind(data: Any) -> str:
    return f"{type(data).__name__} {data!r}"[:120]


def _error(message: str, where: str, value: Any, rule: str = "format") -> NetDescError:
    return NetDescError(f"the net description is not valid: {message}", argument=where, rule=rule, value=value)


# --- dataflow ---------------------------------------------------------------------------------
def check_dataflow(desc: "NetDesc", given: Iterable[str] = ()) -> None:
    """Each op reads only variables declared, `given` (a nested net's inputs, states and the
    parameters it reads) or written by an earlier op; version 1.0 also lets it read a variable
    that nothing writes (fed, undeclared in that format)."""
    declared = {v.name for v in desc.vars} | set(given)
    first_writer = _first_writers(desc.ops)
    written: set[str] = set()
    for i, op in enumerate(desc.ops):
        _check_writes(desc, i, op, first_writer)
        for slot, names in op.inputs.items():
            for name in names:
                if name not in declared and name not in written and name != EMPTY_VAR:
                    _refuse_read(desc, i, op, slot, name, first_writer.get(name))
        written.update(op.output_names())


def _check_writes(desc: "NetDesc", i: int, op: OpDesc, first_writer: dict[str, int]) -> None:
    """An op writes something, and a variable has one writer, unless an op updates it in place
    (reads and writes it: an optimizer's ParamOut, a running statistic)."""
    where = f"ops[{i}] ({op.type}).outputs"
    if not op.output_names():
        raise NetDescError(f"net description op #{i} ({op.type}) writes no variable: bind its outputs",
                           argument=where, rule="must_set", value=op.type)
    for name in op.output_names():
        first = first_writer[name]
        if first != i and name not in op.input_names() and name != EMPTY_VAR:
            raise NetDescError(f"net description op #{i} ({op.type}) writes '{name}', which op #{first} "
                               f"({desc.ops[first].type}) already writes: each variable has one writer (name the "
                               "second output otherwise)", argument=where, rule="unique", value=name)


def _first_writers(ops: tuple[OpDesc, ...]) -> dict[str, int]:
    writers: dict[str, int] = {}
    for i, op in enumerate(ops):
        for name in op.output_names():
            writers.setdefault(name, i)
    return writers


def _refuse_read(desc: "NetDesc", i: int, op: OpDesc, slot: str, name: str, writer: int | None) -> None:
    where = f"ops[{i}] ({op.type}).inputs.{slot}"
    if writer is not None:
        how = "itself" if writer == i else f"op #{writer} ({desc.ops[writer].type}), which runs later"
        raise NetDescError(f"net description op #{i} ({op.type}) reads '{name}' (input {slot}) before any op "
                           f"writes it: it is first written by {how} (a cycle, or ops out of order)",
                           argument=where, rule="dataflow", value=name)
    if desc.version != "1.0":
        raise NetDescError(f"net description op #{i} ({op.type}) reads '{name}' (input {slot}), which no op "
                           f"writes and no var declares: declare it as a var (label 'input' if it is fed)",
                           argument=where, rule="dataflow", value=name)

