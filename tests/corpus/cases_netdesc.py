"""Net descriptions (JSON): unknown keys, versions, ops and dtypes, cycles, reads before writes,
shapes past the memory budget, nesting past recursion. Refused at load with NetDescError."""
from __future__ import annotations

import copy
import json
from typing import Any, Callable

from paddle import Net, NetDesc
from paddle.errors import NetDescError

from .case import Case, refused, valid


def _good() -> dict[str, Any]:
    return {"version": "1.1", "kind": "plain",
            "ops": [{"type": "mul", "inputs": {"X": ["x"], "Y": ["w"]}, "outputs": {"Out": ["y"]}, "attrs": {}},
                    {"type": "scale", "inputs": {"X": ["y"]}, "outputs": {"Out": ["z"]}, "attrs": {"scale": 2.0}}],
            "vars": [{"name": "x", "label": "input", "shape": [None, 3], "dtype": "float64", "initializer": None},
                     {"name": "w", "label": "parameter", "shape": [3, 1], "dtype": "float64",
                      "initializer": {"type": "fill_constant", "inputs": {}, "outputs": {"Out": ["w"]},
                                      "attrs": {"shape": [3, 1], "value": 1.0, "dtype": "float64"}}}],
            "attrs": {}}


def _load(change: Callable[[dict[str, Any]], Any] | None = None) -> Callable[[], Any]:
    def call() -> Any:
        d = copy.deepcopy(_good())
        if change is not None:
            change(d)
        return Net.create(NetDesc.from_json(json.dumps(d)))
    return call


def _text(text: str) -> Callable[[], Any]:
    return lambda: NetDesc.from_json(text)


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    """Sets d[...] at a dotted path of keys and list indices."""
    def change(d: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        node: Any = d
        for key in parents:
            node = node[int(key)] if key.isdigit() else node[key]
        node[int(last) if last.isdigit() else last] = value
    return change


def _drop(path: str) -> Callable[[dict[str, Any]], None]:
    def change(d: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        node: Any = d
        for key in parents:
            node = node[int(key)] if key.isdigit() else node[key]
        del node[int(last) if last.isdigit() else last]
    return change


def _no(id: str, change: Callable[[dict[str, Any]], Any], *names: str) -> Case:
    return refused(id, _load(change), *names, error=NetDescError)


def cases() -> list[Case]:
    second_writer = {"type": "sigmoid", "inputs": {"X": ["x"]}, "outputs": {"Out": ["y"]}, "attrs": {}}
    cycle = {"type": "scale", "inputs": {"X": ["z"]}, "outputs": {"Out": ["y2"]}, "attrs": {}}
    return [
        valid("the-good-net", _load()),
        _no("version-9", _set("version", "9.0"), "version", "9.0"),
        _no("version-number", _set("version", 1.1), "version"),
        _no("kind-unknown", _set("kind", "graph"), "kind", "graph"),
        _no("unknown-top-key", _set("extra", 1), "extra"),
        _no("ops-not-a-list", _set("ops", {"a": 1}), "ops"),
        _no("op-type-unknown", _set("ops.0.type", "mull"), "mull", "mul"),
        _no("op-type-number", _set("ops.0.type", 3), "type"),
        _no("op-unknown-key", _set("ops.0.extra", 1), "extra"),
        _no("op-input-slot-unknown", _set("ops.0.inputs", {"X": ["x"], "Z": ["w"]}), "Z"),
        _no("op-input-missing", _set("ops.0.inputs", {"X": ["x"]}), "Y"),
        _no("op-inputs-not-names", _set("ops.0.inputs", {"X": [1], "Y": ["w"]}), "X"),
        _no("op-attr-unknown", _set("ops.1.attrs", {"scal": 2.0}), "scal"),
        _no("op-attr-wrong-type", _set("ops.1.attrs", {"scale": "two"}), "scale", "'two'"),
        _no("op-attr-nan-as-string", _set("ops.1.attrs", {"scale": "NaN"}), "scale"),
        _no("op-reads-nothing-written", _set("ops.1.inputs", {"X": ["q"]}), "'q'"),
        _no("op-writes-nothing", _set("ops.0.outputs", {}), "writes no variable"),
        _no("two-writers", lambda d: d["ops"].append(second_writer), "'y'", "already"),
        _no("cycle", lambda d: d["ops"].insert(0, cycle), "'z'"),
        _no("var-dtype-banana", _set("vars.0.dtype", "banana"), "dtype", "banana"),
        _no("var-dtype-float128", _set("vars.0.dtype", "float128"), "float128"),
        _no("var-shape-over-budget", _set("vars.0.shape", [2**62, 2**62]), "memory budget"),
        _no("var-shape-negative", _set("vars.0.shape", [None, -3]), "-3"),
        _no("var-shape-string", _set("vars.0.shape", "3x3"), "shape"),
        _no("var-label-unknown", _set("vars.0.label", "weights"), "label", "weights"),
        _no("var-name-missing", _drop("vars.0.name"), "name"),
        _no("var-declared-twice", lambda d: d["vars"].append(dict(d["vars"][0])), "'x'"),
        _no("initializer-unknown-op", _set("vars.1.initializer.type", "fill_randomly"), "fill_randomly"),
        _no("initializer-bad-attr", _set("vars.1.initializer.attrs.dtype", "banana"), "banana"),
        _no("attrs-not-a-dict", _set("attrs", [1]), "attrs"),
        refused("not-json", _text("{'version': 1.1}"), "JSON", error=NetDescError),
        refused("empty-text", _text(""), error=NetDescError),
        refused("json-array", _text("[1, 2]"), error=NetDescError),
        refused("deep-lists", _text("[" * 100_000 + "]" * 100_000), "nested too deeply", error=NetDescError),
        refused("deep-dicts", _text('{"ops": ' * 50_000 + "[]" + "}" * 50_000), "nested too deeply",
                error=NetDescError),
        refused("bytes-not-utf8", lambda: NetDesc.from_json(b"\xff\xfe{}"), error=NetDescError),
        refused("huge-number", _text('{"version": ' + "9" * 5000 + "}"), error=NetDescError),
    ]
