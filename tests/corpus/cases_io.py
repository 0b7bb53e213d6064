"""Saved models and checkpoints (paddle.io): damaged, truncated, hostile or mismatched files.
Loading refuses each with ModelFormatError naming the file and what is wrong; never hangs."""
from __future__ import annotations

import json
import os
import struct
import tempfile
from pathlib import Path
from typing import Any, Callable

import numpy as np

import paddle
from paddle.io import ModelFormatError, load_inference_model, save_inference_model

from .case import Case, refused, valid

L = paddle.layer


def _saved(folder: Path) -> Path:
    with paddle.Model(seed=0) as model:
        x = L.data("x", [None, 3])
        y = L.fc(x, size=2, name="y")
    save_inference_model(folder / "model", [y], model)
    return folder / "model"


def _load_after(damage: Callable[[Path], Any]) -> Callable[[], Any]:
    """Saves a small model, damages it, loads it and runs it once."""
    def call() -> Any:
        with tempfile.TemporaryDirectory() as d:
            path = _saved(Path(d))
            damage(path)
            return load_inference_model(path).run({"x": np.ones((1, 3), np.float32)})
    return call


def _edit_json(change: Callable[[dict[str, Any]], Any]) -> Callable[[Path], None]:
    def damage(path: Path) -> None:
        doc = json.loads((path / "model.json").read_text())
        change(doc)
        (path / "model.json").write_text(json.dumps(doc))
    return damage


def _write(name: str, data: bytes | str) -> Callable[[Path], None]:
    def damage(path: Path) -> None:
        (path / name).unlink()
        (path / name).write_bytes(data if isinstance(data, bytes) else data.encode())
    return damage


def _params(edit: Callable[[bytes], bytes]) -> Callable[[Path], None]:
    def damage(path: Path) -> None:
        f = path / "params.safetensors"
        f.write_bytes(edit(f.read_bytes()))
    return damage


def _header(change: Callable[[dict[str, Any]], Any]) -> Callable[[bytes], bytes]:
    """The safetensors header (8-byte little-endian length, JSON) changed, the data kept."""
    def edit(raw: bytes) -> bytes:
        n = struct.unpack("<Q", raw[:8])[0]
        header = json.loads(raw[8:8 + n])
        change(header)
        text = json.dumps(header).encode()
        return struct.pack("<Q", len(text)) + text + raw[8 + n:]
    return edit


def _tensors(header: dict[str, Any]) -> list[str]:
    return sorted(k for k in header if k != "__metadata__")


def _first(change: Callable[[dict[str, Any]], Any]) -> Callable[[dict[str, Any]], None]:
    return lambda h: change(h[_tensors(h)[0]])


def _overlap(h: dict[str, Any]) -> None:
    a, b = (h[k] for k in _tensors(h)[:2])
    start, size = a["data_offsets"][0], b["data_offsets"][1] - b["data_offsets"][0]
    b["data_offsets"] = [start, start + size]  # b now starts inside a


def _infinite(path: Path) -> None:
    raw = (path / "params.safetensors").read_bytes()
    n = struct.unpack("<Q", raw[:8])[0]
    start = 8 + n
    (path / "params.safetensors").write_bytes(raw[:start] + np.float32(np.inf).tobytes() + raw[start + 4:])


def _symlink(target: str) -> Callable[[Path], None]:
    def damage(path: Path) -> None:
        (path / "params.safetensors").unlink()
        os.symlink(target, path / "params.safetensors")
    return damage


def _fifo(name: str) -> Callable[[Path], None]:
    def damage(path: Path) -> None:
        (path / name).unlink()
        os.mkfifo(path / name)
    return damage


def _no(id: str, damage: Callable[[Path], Any], *names: str) -> Case:
    return refused(id, _load_after(damage), *names, error=ModelFormatError)


def _load_path(make: Callable[[Path], Path]) -> Callable[[], Any]:
    def call() -> Any:
        with tempfile.TemporaryDirectory() as d:
            return load_inference_model(make(Path(d)))
    return call


def _file_path(d: Path) -> Path:
    (d / "f").write_text("x")
    return d / "f"


def cases() -> list[Case]:
    return [
        valid("undamaged", _load_after(lambda p: None), lambda out: len(out) == 1),
        refused("no-such-folder", _load_path(lambda d: d / "absent"), "absent", error=ModelFormatError),
        refused("path-is-a-file", _load_path(_file_path), error=ModelFormatError),
        refused("empty-folder", _load_path(lambda d: d), "model.json", error=ModelFormatError),
        _no("model-json-missing", lambda p: (p / "model.json").unlink(), "model.json"),
        _no("params-missing", lambda p: (p / "params.safetensors").unlink(), "params.safetensors"),
        _no("model-json-not-json", _write("model.json", "{not json"), "model.json"),
        _no("model-json-empty", _write("model.json", ""), "model.json"),
        _no("model-json-a-list", _write("model.json", "[]"), "model.json"),
        _no("model-json-deep", _write("model.json", "[" * 100_000 + "]" * 100_000), "model.json"),
        _no("format-wrong", _edit_json(lambda d: d.update(format="onnx")), "format"),
        _no("format-version-9", _edit_json(lambda d: d.update(format_version="9")), "format_version"),
        _no("registry-version-9", _edit_json(lambda d: d.update(registry_format_version="9.0")),
            "registry_format_version"),
        # registry.json's format 2.0 changed its layout only: models saved under 1.x still load
        valid("registry-version-1.1-still-loads",
              _load_after(_edit_json(lambda d: d.update(registry_format_version="1.1"))), lambda out: len(out) == 1),
        _no("unknown-top-key", _edit_json(lambda d: d.update(extra=1)), "extra"),
        _no("net-missing", _edit_json(lambda d: d.pop("net")), "net"),
        _no("outputs-unknown", _edit_json(lambda d: d.update(outputs=["nowhere"])), "nowhere"),
        _no("op-unknown", _edit_json(lambda d: d["net"]["ops"][0].update(type="mull")), "mull"),
        _no("params-empty", _write("params.safetensors", b""), "params.safetensors"),
        _no("params-garbage", _write("params.safetensors", b"not a safetensors file at all"), "params.safetensors"),
        _no("params-truncated", _params(lambda raw: raw[:-4]), "params.safetensors"),
        _no("params-header-huge", _params(lambda raw: struct.pack("<Q", 2**60) + raw[8:]), "params.safetensors"),
        _no("params-header-not-json", _params(lambda raw: raw[:8] + b"\xff" * (len(raw) - 8)), "params.safetensors"),
        _no("params-tensor-dtype-unknown", _params(_header(_first(lambda t: t.update(dtype="F128")))),
            "params.safetensors"),
        _no("params-tensor-shape-differs", _params(_header(_first(lambda t: t.update(shape=[1, 1])))),
            "params.safetensors"),
        _no("params-tensor-offsets-outside", _params(_header(_first(lambda t: t.update(data_offsets=[0, 10**9])))),
            "params.safetensors"),
        _no("params-tensors-overlap", _params(_header(_overlap)), "params.safetensors"),
        _no("params-tensor-missing", _params(_header(lambda h: h.pop(_tensors(h)[0]))), "params.safetensors"),
        _no("params-extra-tensor", _params(_header(lambda h: h.update(extra={"dtype": "F32", "shape": [0],
                                                                              "data_offsets": [0, 0]}))),
            "extra"),
        _no("params-infinite-weight", _infinite, "finite"),
        _no("params-fifo", _fifo("params.safetensors"), "params.safetensors"),
        _no("model-json-fifo", _fifo("model.json"), "model.json"),
        _no("params-link-to-dev-zero", _symlink("/dev/zero"), "params.safetensors"),
        _no("params-link-outside", _symlink("/etc/hostname"), "params.safetensors"),
        refused("save-under-a-file", _save_over_file, "m", error=paddle.registry.PaddleError),
        refused("save-nothing", _save_nothing, error=paddle.registry.PaddleError),
    ]


def _save_over_file() -> Any:
    with tempfile.TemporaryDirectory() as d:
        (Path(d) / "m").write_text("a file")
        with paddle.Model() as model:
            y = L.fc(L.data("x", [None, 3]), size=2)
        return save_inference_model(Path(d) / "m" / "sub", [y], model)


def _save_nothing() -> Any:
    with tempfile.TemporaryDirectory() as d, paddle.Model() as model:
        L.data("x", [None, 3])
        return save_inference_model(Path(d) / "m", [], model)
