"""An inference model on disk: a directory holding `model.json` (the topology) and
`params.safetensors` (the tensors it reads), written by `save_inference_model` and read by
`load_inference_model`, which trusts nothing in it.

model.json:

    {"format": "paddle-inference-model", "format_version": "1",
     "registry_format_version": "2.1",             # paddle.registry.FORMAT_VERSION when saved (1.x read)
     "op_versions": {"mul": "3f2a...", ...},       # per op type used: its interface fingerprint
     "net": {...},                                 # a NetDesc (format 1.1) of the forward ops
     "inputs": [{"name": "img", "shape": [null, 784], "dtype": "float32", "seq_type": "none",
                 "v2_type": {"kind": "dense", "dim": 784, "seq_type": "none"}}],   # v2_type optional
     "outputs": ["fc_1.out"]}

The net declares every variable it reads that no op of it writes: the data layers (label
`input`) and the stored tensors (parameters, layer state), with shape and dtype and no
initializer. `params.safetensors` holds exactly the stored tensors.

Loading runs no code chosen by the file (JSON and safetensors only: no pickle, eval or
imports), bounds every size, checks every op and attribute through the registry, every
stored tensor against its declaration and the net's shapes against the tensors, and raises
ModelFormatError naming what is wrong. Nothing is returned unless all of it passed.
"""
from __future__ import annotations

import hashlib
import json
import os
import struct
from typing import Any, Mapping

import numpy as np

from paddle.compose import data_info
from paddle.core.desc import NetDesc, VarDesc
from paddle.core.net import map_op_desc
from paddle.registry import FORMAT_VERSION, OpDesc, PaddleError, Registry, TensorInfo, default_registry

from .files import UnsafeFileError, read_bounded, remove_stale_temporaries, replace_directory, temporary_sibling

FORMAT = "paddle-inference-model"
FORMAT_VERSIONS = ("1",)
# registry format 2.0 changed only the layout of registry.json (no nulls, message templates); the
# ops a saved model names mean what they meant under 1.x, so models saved then still load
REGISTRY_MAJORS_READ = ("1", FORMAT_VERSION.split(".")[0])
MODEL_FILE = "model.json"
PARAMS_FILE = "params.safetensors"
MAX_JSON_BYTES = 16 << 20  # the topology
MAX_HEADER_BYTES = 16 << 20  # the safetensors header (its JSON index of tensors)
MAX_PARAMS_BYTES = 8 << 30
MAX_JSON_DEPTH = 64

TOP_KEYS = ("format", "format_version", "registry_format_version", "op_versions", "net", "inputs", "outputs")
INPUT_KEYS = ("name", "shape", "dtype", "seq_type", "v2_type")
V2_KEYS = ("kind", "dim", "seq_type")


class ModelFormatError(PaddleError, ValueError):
    """A saved model that cannot be loaded: `where` names the part at fault (`model.json:
    net.ops[2]`, `params.safetensors: fc_0.w`), `rule` what it broke."""

    def __init__(self, message: str, *, where: str = "", rule: str = "format") -> None:
        super().__init__(message)
        self.where, self.rule = where, rule


def _fail(where: str, message: str, rule: str = "format") -> ModelFormatError:
    return ModelFormatError(f"cannot load the model: {where}: {message}", where=where, rule=rule)


def op_version(registry: Registry, op_type: str) -> str:
    """An op's interface fingerprint: its input and output slots and its attributes' names and
    types. A model saved against a different interface is refused rather than misread."""
    meta = registry.function(op_type)
    facts = {"inputs": [t.name for t in meta.inputs], "outputs": [t.name for t in meta.outputs],
             "attributes": [[a.name, str(a.type)] for a in meta.attributes.values()]}
    return hashlib.sha256(json.dumps(facts, sort_keys=True).encode()).hexdigest()[:16]


def registered_op_types(desc: NetDesc) -> set[str]:
    """The registered ops a net runs, those inside its nested nets (a recurrent group's step, an
    if_else's branches) included; a nested net's own entry is checked by its kind, not versioned."""
    types: set[str] = set()

    def visit(op: OpDesc) -> OpDesc:
        types.add(op.type)
        return op
    for op in desc.ops:
        map_op_desc(op, visit)
    return types


# --- saving ------------------------------------------------------------------------------------
def write_model(path: str | os.PathLike[str], desc: NetDesc, inputs: list[dict[str, Any]], outputs: list[str],
                tensors: Mapping[str, Any], registry: Registry) -> None:
    """Write the directory atomically: into a temporary sibling, fsynced, then renamed over `path`."""
    from safetensors.numpy import save_file
    path = os.fspath(path)
    doc = {"format": FORMAT, "format_version": FORMAT_VERSIONS[-1], "registry_format_version": FORMAT_VERSION,
           "op_versions": {t: op_version(registry, t) for t in sorted(registered_op_types(desc))},
           "net": desc.to_dict(), "inputs": inputs, "outputs": list(outputs)}
    text = json.dumps(doc, indent=1, default=_jsonable)
    parent = os.path.dirname(os.path.abspath(path))
    _check_writable_place(path)
    remove_stale_temporaries(path)
    tmp = temporary_sibling(path, "tmp")
    os.makedirs(tmp)
    with open(os.path.join(tmp, MODEL_FILE), "w", encoding="utf-8") as f:
        f.write(text)
        f.flush()
        os.fsync(f.fileno())
    save_file({n: np.ascontiguousarray(v) for n, v in tensors.items()}, os.path.join(tmp, PARAMS_FILE))
    fsync_path(os.path.join(tmp, PARAMS_FILE))
    fsync_path(tmp)
    replace_directory(tmp, path)
    fsync_path(parent)


def _check_writable_place(path: str) -> None:
    """A model is a directory: `path` must be one or not exist, and its nearest existing
    ancestor a directory (a file there would give a raw NotADirectoryError)."""
    if os.path.lexists(path) and not os.path.isdir(path):
        raise ModelFormatError(f"save_inference_model: path {path!r} exists and is not a directory (a model is "
                               f"a directory; remove the file or choose another path)")
    ancestor = os.path.dirname(os.path.abspath(path))
    while not os.path.lexists(ancestor):
        ancestor = os.path.dirname(ancestor)
    if not os.path.isdir(ancestor):
        raise ModelFormatError(f"save_inference_model: cannot make directory {path!r}: {ancestor!r} is a file, "
                               f"not a directory")


def fsync_path(path: str) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _jsonable(value: Any) -> Any:
    from paddle.core.desc import _jsonable as desc_jsonable
    return desc_jsonable(value)


# --- loading -----------------------------------------------------------------------------------
class LoadedModel:
    """What a model directory holds, every part checked."""

    def __init__(self, desc: NetDesc, inputs: dict[str, TensorInfo], v2_types: dict[str, dict[str, Any]],
                 outputs: list[str], tensors: dict[str, Any]) -> None:
        self.desc, self.inputs, self.v2_types = desc, inputs, v2_types
        self.outputs, self.tensors = outputs, tensors


def read_model(path: str | os.PathLike[str], registry: Registry | None = None) -> LoadedModel:
    registry = default_registry(registry)
    path = os.fspath(path)
    if not os.path.isdir(path):
        raise _fail(path, "not a model directory (save_inference_model writes a directory holding "
                          f"{MODEL_FILE} and {PARAMS_FILE})", rule="missing")
    doc = _read_json(os.path.join(path, MODEL_FILE), path)
    desc = _read_net(doc, registry)
    inputs, v2_types = _read_inputs(doc["inputs"], desc)
    outputs = _read_outputs(doc["outputs"], desc)
    declared = {v.name: v for v in desc.vars if v.label != "input"}
    tensors = read_tensors(os.path.join(path, PARAMS_FILE), declared, folder=path)
    _check_shapes(desc, inputs, tensors, outputs, registry)
    return LoadedModel(desc, inputs, v2_types, outputs, tensors)


def _read_json(file: str, folder: str) -> dict[str, Any]:
    where = MODEL_FILE
    raw = read_file(file, MAX_JSON_BYTES, where, folder)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        raise _fail(where, f"not UTF-8 text (a pickle or other binary file?): {err}") from None
    if _depth(text) > MAX_JSON_DEPTH:
        raise _fail(where, f"nested deeper than {MAX_JSON_DEPTH} levels", rule="size")
    try:
        doc = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError) as err:
        raise _fail(where, f"not valid JSON: {err}") from None
    if not isinstance(doc, dict):
        raise _fail(where, f"the top level should be an object, got {type(doc).__name__}")
    for key in doc:
        if key not in TOP_KEYS:
            raise _fail(f"{where}: {key}", f"unknown key {key!r} (keys: {', '.join(TOP_KEYS)})", rule="unknown_key")
    for key in TOP_KEYS:
        if key not in doc:
            raise _fail(f"{where}: {key}", "missing", rule="must_set")
    if doc["format"] != FORMAT:
        raise _fail(f"{where}: format", f"should be {FORMAT!r}, got {_short(doc['format'])}", rule="one_of")
    if doc["format_version"] not in FORMAT_VERSIONS:
        raise _fail(f"{where}: format_version", f"{_short(doc['format_version'])} is not a version this paddle "
                                                f"reads ({', '.join(FORMAT_VERSIONS)})", rule="one_of")
    rv = doc["registry_format_version"]
    if not isinstance(rv, str) or rv.split(".")[0] not in REGISTRY_MAJORS_READ:
        raise _fail(f"{where}: registry_format_version", f"{_short(rv)} is not compatible with this paddle's "
                                                         f"registry format {FORMAT_VERSION}", rule="one_of")
    return doc


def _depth(text: str) -> int:
    """The deepest nesting of brackets outside strings (checked before parsing)."""
    depth = deepest = 0
    in_str = escaped = False
    for ch in text:
        if in_str:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_str = False
        elif ch == '"':
            in_str = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _read_net(doc: dict[str, Any], registry: Registry) -> NetDesc:
    where = f"{MODEL_FILE}: net"
    try:
        desc = NetDesc.from_dict(doc["net"], registry)
    except PaddleError as err:
        raise _fail(where, str(err), rule=getattr(err, "rule", "format") or "format") from None
    if desc.kind != "plain":
        raise _fail(f"{where}.kind", f"an inference model is a plain net, got {desc.kind!r}", rule="one_of")
    if desc.version == "1.0":
        raise _fail(f"{where}.version", "an inference model's net declares what it reads (format 1.1)",
                    rule="one_of")
    for v in desc.vars:
        if v.initializer is not None:
            raise _fail(f"{where}.vars ('{v.name}')", "a saved model's variables have no initializer: their "
                                                      f"values are in {PARAMS_FILE}", rule="format")
        if v.label != "input" and (v.shape is None or any(d is None for d in v.shape)):
            raise _fail(f"{where}.vars ('{v.name}')", f"a stored tensor needs a whole shape, got {v.shape}")
    if not desc.ops:
        raise _fail(f"{where}.ops", "the net has no ops", rule="must_set")
    versions = doc["op_versions"]
    if not isinstance(versions, dict):
        raise _fail(f"{MODEL_FILE}: op_versions", "should be an object {op type: version}")
    used = registered_op_types(desc)
    for t in versions:
        if t not in used:
            raise _fail(f"{MODEL_FILE}: op_versions.{t}", "names an op the net does not use", rule="unknown_key")
    for t in sorted(used):
        want = op_version(registry, t)
        if t not in versions:
            raise _fail(f"{MODEL_FILE}: op_versions", f"gives no version for op '{t}'", rule="must_set")
        if versions[t] != want:
            raise _fail(f"{MODEL_FILE}: op_versions.{t}", f"the model was saved with op '{t}' at version "
                        f"{_short(versions[t])}; this paddle's is {want} (its inputs, outputs or attributes "
                        "changed)", rule="version")
    return desc


def _read_inputs(data: Any, desc: NetDesc) -> tuple[dict[str, TensorInfo], dict[str, dict[str, Any]]]:
    where = f"{MODEL_FILE}: inputs"
    if not isinstance(data, list) or not data:
        raise _fail(where, "should be a non-empty list of data layers")
    infos: dict[str, TensorInfo] = {}
    v2: dict[str, dict[str, Any]] = {}
    for i, item in enumerate(data):
        w = f"{where}[{i}]"
        if not isinstance(item, dict):
            raise _fail(w, f"should be an object, got {type(item).__name__}")
        for key in item:
            if key not in INPUT_KEYS:
                raise _fail(f"{w}.{key}", f"unknown key (keys: {', '.join(INPUT_KEYS)})", rule="unknown_key")
        name = item.get("name")
        var = desc.var(name) if isinstance(name, str) else None
        if not isinstance(name, str) or var is None or var.label != "input":
            raise _fail(f"{w}.name", f"{_short(name)} is not a variable the net declares as input")
        if name in infos:
            raise _fail(f"{w}.name", f"'{name}' is listed twice", rule="unique")
        try:
            info = data_info(name, item.get("shape"), item.get("dtype"), item.get("seq_type", "none"))
        except PaddleError as err:
            raise _fail(w, str(err)) from None
        if info.shape != tuple(var.shape or ()) or info.dtype.value != var.dtype:
            raise _fail(w, f"'{name}' is {info.shape} {info.dtype.value} here but {var.shape} {var.dtype} in the net",
                        rule="consistent")
        infos[name] = info
        if "v2_type" in item:
            v2[name] = _read_v2_type(item["v2_type"], f"{w}.v2_type", info)
    for v in desc.vars:
        if v.label == "input" and v.name not in infos:
            raise _fail(where, f"the net reads input '{v.name}', which is not listed", rule="consistent")
    return infos, v2


def _read_v2_type(data: Any, where: str, info: TensorInfo) -> dict[str, Any]:
    if not isinstance(data, dict) or set(data) != set(V2_KEYS):
        raise _fail(where, f"should be an object with keys {', '.join(V2_KEYS)}")
    kind, dim, seq = data["kind"], data["dim"], data["seq_type"]
    if kind not in ("dense", "integer") or isinstance(dim, bool) or not isinstance(dim, int) or dim < 1 \
            or seq != info.seq_type.value:
        raise _fail(where, f"not a v2 input type: {_short(data)}")
    return {"kind": kind, "dim": dim, "seq_type": seq}


def _read_outputs(data: Any, desc: NetDesc) -> list[str]:
    where = f"{MODEL_FILE}: outputs"
    if not isinstance(data, list) or not data or not all(isinstance(n, str) for n in data):
        raise _fail(where, "should be a non-empty list of variable names")
    written = {n for op in desc.ops for n in op.output_names()}
    for n in data:
        if n not in written:
            raise _fail(where, f"'{_short(n)}' is not computed by any op of the net", rule="consistent")
    if len(set(data)) != len(data):
        raise _fail(where, "a name is listed twice", rule="unique")
    return list(data)


def read_file(file: str, limit: int, where: str, folder: str | None = None) -> bytes:
    """A regular file's bytes, bounded (never a FIFO or device, never outside `folder`)."""
    try:
        return read_bounded(file, limit, folder)
    except UnsafeFileError as err:
        raise _fail(where, str(err), rule=err.rule) from None
    except OSError as err:
        raise _fail(where, f"cannot read it: {err.strerror or err}", rule="missing") from None


def read_safetensors(file: str, where: str = PARAMS_FILE,
                     folder: str | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
    """(tensors, metadata) of a safetensors file: its size and header bounded and the header's
    offsets checked by us before the library reads it; the library's errors wrapped."""
    from safetensors import SafetensorError
    from safetensors.numpy import load
    raw = read_file(file, MAX_PARAMS_BYTES, where, folder)
    if len(raw) < 8:
        raise _fail(where, f"truncated: {len(raw)} bytes, not even the header's length")
    (n,) = struct.unpack("<Q", raw[:8])
    if n > MAX_HEADER_BYTES:
        raise _fail(where, f"the header claims {n} bytes, over the limit of {MAX_HEADER_BYTES} (not a "
                           "safetensors file?)", rule="size")
    if 8 + n > len(raw):
        raise _fail(where, f"truncated: the header claims {n} bytes, the file has {len(raw) - 8} after "
                           "its length")
    metadata = _check_header(raw[8:8 + n], len(raw) - 8 - n, where)
    try:
        tensors = load(raw)
    except (SafetensorError, ValueError, TypeError, OverflowError, MemoryError) as err:
        raise _fail(where, f"not a valid safetensors file: {err}") from None
    return tensors, metadata


def read_tensors(file: str, declared: Mapping[str, VarDesc], where: str = PARAMS_FILE,
                 folder: str | None = None) -> dict[str, Any]:
    """The tensors of a safetensors file, bounded and checked: exactly the declared names,
    each of its declared shape and dtype."""
    tensors, _ = read_safetensors(file, where, folder)
    missing = [n for n in declared if n not in tensors]
    if missing:
        raise _fail(where, f"missing tensor(s) {missing} that the net reads", rule="missing")
    extra = [n for n in tensors if n not in declared]
    if extra:
        raise _fail(where, f"holds tensor(s) {extra} that the net does not declare", rule="unknown_key")
    for name, v in declared.items():
        array = tensors[name]
        if tuple(array.shape) != tuple(v.shape or ()) or array.dtype.name != v.dtype:
            raise _fail(f"{where}: {name}", f"the tensor is {tuple(array.shape)} {array.dtype.name}; the topology "
                        f"declares {tuple(v.shape or ())} {v.dtype}", rule="consistent")
        if array.dtype.kind == "f" and not np.isfinite(array).all():
            raise _fail(f"{where}: {name}", "holds NaN or infinite values", rule="finite")
    return tensors


def _check_header(header: bytes, data_len: int, where: str) -> dict[str, Any]:
    """The header's JSON, read by us before the library: an object of tensors whose offsets
    lie in the data and do not overlap (the library checks them too; this names the fault).
    Returns its metadata (string to string)."""
    try:
        index = json.loads(header.decode("utf-8"), parse_constant=_no_constant)
    except (ValueError, RecursionError) as err:
        raise _fail(where, f"the header is not valid JSON: {err}") from None
    if not isinstance(index, dict):
        raise _fail(where, "the header should be a JSON object")
    spans = []
    metadata = index.get("__metadata__") or {}
    if not isinstance(metadata, dict) or not all(isinstance(v, str) for v in metadata.values()):
        raise _fail(where, "the header's __metadata__ should map strings to strings")
    for name, entry in index.items():
        if name == "__metadata__":
            continue
        if not isinstance(entry, dict) or set(entry) != {"dtype", "shape", "data_offsets"}:
            raise _fail(f"{where}: {name}", "a header entry should hold dtype, shape and data_offsets")
        offs = entry["data_offsets"]
        if not (isinstance(offs, list) and len(offs) == 2 and all(isinstance(o, int) and not isinstance(o, bool)
                                                                     for o in offs)
                and 0 <= offs[0] <= offs[1] <= data_len):
            raise _fail(f"{where}: {name}",
                        f"data_offsets {_short(offs)} lie outside the {data_len} bytes of data (truncated?)")
        spans.append((offs[0], offs[1], name))
    spans.sort()
    for (_, end, a), (start, _, b) in zip(spans, spans[1:]):
        if start < end:
            raise _fail(f"{where}: {b}", f"its data overlaps that of '{a}'")
    return metadata


def _check_shapes(desc: NetDesc, inputs: Mapping[str, TensorInfo], tensors: Mapping[str, Any],
                  outputs: list[str], registry: Registry) -> None:
    """Shape inference over the whole net with the stored tensors and the inputs' infos: a
    parameter whose shape disagrees with the ops that read it is refused here."""
    from paddle.core.net import PlainNet
    from paddle.core.scope import Scope
    try:
        net = PlainNet(desc, registry)
        scope = Scope()
        for name, array in tensors.items():
            scope.new_var(name, desc.var(name).label).set(array)  # type: ignore[union-attr]
        infos = net.infer_shape(scope, dict(inputs))
    except (PaddleError, ValueError, TypeError, KeyError, IndexError) as err:
        raise _fail(f"{MODEL_FILE}: net", f"the stored tensors do not fit the topology: {err}",
                    rule="consistent") from None
    from paddle.core.budget import check_tensor
    for name, info in infos.items():  # an op of the file must not ask for more than the memory budget
        try:
            check_tensor(f"model variable '{name}'", f"'{name}'", info)
        except PaddleError as err:
            raise _fail(f"{MODEL_FILE}: net", str(err), rule="size") from None
    for n in outputs:
        if n not in infos:
            raise _fail(f"{MODEL_FILE}: outputs", f"shape inference gives no info for '{n}'", rule="consistent")


def _short(value: Any) -> str:
    return repr(value)[:80]


def input_entry(name: str, info: TensorInfo, v2_type: Any = None) -> dict[str, Any]:
    entry: dict[str, Any] = {"name": name, "shape": list(info.shape), "dtype": info.dtype.value,
                             "seq_type": info.seq_type.value}
    if v2_type is not None:
        entry["v2_type"] = {"kind": v2_type.kind, "dim": v2_type.dim, "seq_type": v2_type.seq_type}
    return entry


__all__ = ["ModelFormatError", "read_model", "write_model", "LoadedModel", "op_version", "read_tensors",
           "fsync_path", "input_entry", "MODEL_FILE", "PARAMS_FILE"]
