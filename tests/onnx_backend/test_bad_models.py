"""Malformed models (issue 19): each is refused by paddle.onnx.backend with a typed error
(OnnxModelError, UnsupportedOnnxError or OnnxAttributeError, all PaddleErrors) naming the node,
op, attribute, tensor or input and the rule; none gives a raw numpy/onnx error, a hang, or an
answer. External data never leaves the model's folder, follows no symlink out, reads no FIFO,
and is bounded by the size its dims declare."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Callable

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper
from onnx.external_data_helper import set_external_data

import paddle.onnx.backend as backend
from paddle.registry import PaddleError

F, I64 = TensorProto.FLOAT, TensorProto.INT64
Model = backend.OnnxModelError
Unsupported = backend.UnsupportedOnnxError
Attribute = backend.OnnxAttributeError


def model(nodes: list[Any], inputs: list[tuple[str, int, list[Any]]], outputs: list[str],
          initializers: list[Any] = (), opset: int = 18) -> onnx.ModelProto:  # type: ignore[assignment]
    graph = helper.make_graph(nodes, "g", [helper.make_tensor_value_info(n, t, s) for n, t, s in inputs],
                              [helper.make_empty_tensor_value_info(o) for o in outputs], list(initializers))
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])


def identity_of(tensor: onnx.TensorProto) -> onnx.ModelProto:
    return model([helper.make_node("Identity", [tensor.name], ["y"], name="id")], [], ["y"], [tensor])


def ints(name: str, values: list[int]) -> onnx.TensorProto:
    return helper.make_tensor(name, I64, [len(values)], values)


def relu() -> onnx.ModelProto:
    return model([helper.make_node("Relu", ["x"], ["y"], name="r")], [("x", F, [2, 3])], ["y"])


def shorter_than_dims() -> onnx.ModelProto:
    t = helper.make_tensor("w", F, [4], [1.0, 2.0, 3.0, 4.0])
    del t.float_data[2:]
    return identity_of(t)


def dims_without_data() -> onnx.ModelProto:
    t = helper.make_tensor("w", F, [0], [])
    t.dims[:] = [2**40]
    return identity_of(t)


def negative_dim() -> onnx.ModelProto:
    t = helper.make_tensor("w", F, [2], [1.0, 2.0])
    t.dims[:] = [-2]
    return identity_of(t)


def undefined_dtype() -> onnx.ModelProto:
    t = helper.make_tensor("w", F, [1], [1.0])
    t.data_type = TensorProto.UNDEFINED
    return identity_of(t)


def raw_data_of_the_wrong_length() -> onnx.ModelProto:
    t = helper.make_tensor("w", F, [2], [1.0, 2.0])
    del t.float_data[:]
    t.raw_data = b"\x00" * 7
    return identity_of(t)


def with_ir_version(version: int) -> onnx.ModelProto:
    m = relu()
    m.ir_version = version
    return m


def prepared(m: onnx.ModelProto, **kwargs: Any) -> Callable[[], Any]:
    return lambda: backend.prepare(m, **kwargs)


def fed(m: onnx.ModelProto, *arrays: Any) -> Callable[[], Any]:
    return lambda: backend.prepare(m).run(list(arrays))


# (case, what it does, error, what the message says)
CASES: list[tuple[str, Callable[[], Any], type, str]] = [
    ("ConstantOfShape to [2**40, 2**40]",
     prepared(model([helper.make_node("ConstantOfShape", ["s"], ["y"], name="c")], [], ["y"],
                    [ints("s", [2**40, 2**40])])), Model, r"'c' \(ConstantOfShape\).*more than the memory budget"),
    ("ConstantOfShape to a negative size",
     prepared(model([helper.make_node("ConstantOfShape", ["s"], ["y"], name="c")], [], ["y"], [ints("s", [2, -3])])),
     Model, r"'c' \(ConstantOfShape\).*negative dimension"),
    ("Expand to [2**40, 2**40]",
     prepared(model([helper.make_node("Expand", ["x", "s"], ["y"], name="e")], [("x", F, [1])], ["y"],
                    [ints("s", [2**40, 2**40])])), Model, r"'e' \(Expand\).*memory budget"),
    ("Expand to a shape that does not broadcast",
     prepared(model([helper.make_node("Expand", ["x", "s"], ["y"], name="e")], [("x", F, [3])], ["y"],
                    [ints("s", [2, 4])])), Model, r"'e' \(Expand\): shape \[2, 4\] does not broadcast"),
    ("an initializer shorter than its dims", prepared(shorter_than_dims()), Model,
     r"initializer 'w' holds 2 elements but its dims \[4\] say 4"),
    ("dims [2**40] without data", prepared(dims_without_data()), Model, r"initializer 'w'.*memory budget"),
    ("a negative dim", prepared(negative_dim()), Model, r"initializer 'w' has a negative dimension"),
    ("data_type UNDEFINED", prepared(undefined_dtype()), Model, r"initializer 'w' has data_type 0 \(UNDEFINED"),
    ("raw data of the wrong length", prepared(raw_data_of_the_wrong_length()), Model,
     r"initializer 'w' holds 1 elements but its dims \[2\] say 2"),
    ("an initializer of strings", prepared(identity_of(helper.make_tensor("w", TensorProto.STRING, [1], [b"a"]))),
     Unsupported, r"initializer 'w' holds strings"),
    ("an attribute of the wrong type",
     prepared(model([helper.make_node("Softmax", ["x"], ["y"], name="s", axis=1.5)], [("x", F, [2, 3])], ["y"])),
     Attribute, r"'s' \(Softmax\): attribute 'axis' should be int .*got float"),
    ("an attribute the op does not have",
     prepared(model([helper.make_node("Relu", ["x"], ["y"], name="r", bogus=1)], [("x", F, [2])], ["y"])),
     Attribute, r"'r' \(Relu\): attribute 'bogus' is not an attribute"),
    ("Conv with kernel_shape [0, 0]",
     prepared(model([helper.make_node("Conv", ["x", "w"], ["y"], name="cv", kernel_shape=[0, 0])],
                    [("x", F, [1, 1, 4, 4])], ["y"], [helper.make_tensor("w", F, [1, 1, 2, 2], [1.0] * 4)])),
     Attribute, r"'cv' \(Conv\): attribute 'kernel_shape' should hold positive sizes, got \[0, 0\]"),
    ("a Reshape target with two -1",
     prepared(model([helper.make_node("Reshape", ["x", "s"], ["y"], name="rs")], [("x", F, [2, 3])], ["y"],
                    [ints("s", [-1, -1])])), Attribute, r"'rs' \(Reshape\) maps to op 'reshape'.*at most one -1"),
    ("device 'TPU'", lambda: backend.prepare(relu(), "TPU"), Unsupported, r"device 'TPU'"),
    ("opset 99", prepared(model([helper.make_node("Relu", ["x"], ["y"])], [("x", F, [2])], ["y"], opset=99)),
     Unsupported, r"opset 99 of the default ONNX domain"),
    ("IR version 99", prepared(with_ir_version(99)), Unsupported, r"IR version 99 is newer"),
    ("an opset domain it does not run",
     prepared(model([helper.make_node("Relu", ["x"], ["y"], domain="com.x")], [("x", F, [2])], ["y"])),
     Unsupported, r"domain 'com.x'"),
    ("an input of shape (3, 2) where the graph declares (2, 3)", fed(relu(), np.ones((3, 2), np.float32)), Model,
     r"graph input 'x' is declared of shape \(2, 3\), got an array of shape \(3, 2\)"),
    ("an input of another dtype than declared", fed(relu(), np.ones((2, 3), np.float64)), Model,
     r"graph input 'x' is declared float32, got an array of float64"),
    ("more inputs than the graph has", fed(relu(), *[np.ones((2, 3), np.float32)] * 3), Model,
     r"got 3 inputs for a graph of 1"),
    ("a node reading a value nobody defines",
     prepared(model([helper.make_node("Relu", ["nowhere"], ["y"], name="r")], [], ["y"])), Model,
     r"'r' \(Relu\) reads 'nowhere'"),
    ("a required input left out",
     prepared(model([helper.make_node("Add", ["x"], ["y"], name="a")], [("x", F, [2])], ["y"])), Model,
     r"'a' \(Add\): input 1 is required"),
    ("a graph output no node computes",
     prepared(model([helper.make_node("Relu", ["x"], ["y"])], [("x", F, [2])], ["y", "z"])), Model,
     r"graph output 'z' is computed by no node"),
    ("two nodes writing one value",
     prepared(model([helper.make_node("Relu", ["x"], ["y"]), helper.make_node("Neg", ["x"], ["y"], name="n")],
                    [("x", F, [2])], ["y"])), Model, r"'n' \(Neg\) writes 'y', which .* already defines"),
    ("not a model", lambda: backend.prepare(b"not a model"), Model, r"ModelProto"),
]


@pytest.mark.parametrize("what, make, error, message", CASES, ids=[c[0] for c in CASES])
def test_a_malformed_model_is_a_typed_error(what: str, make: Callable[[], Any], error: type, message: str) -> None:
    with pytest.raises(error, match=message) as e:
        make()
    assert isinstance(e.value, PaddleError), what


# --- external data ---------------------------------------------------------------------------------
WEIGHTS = np.arange(6, dtype=np.float32)


def external(folder: Path, location: str, length: int | None = None) -> Path:
    """A model in `folder` whose initializer 'w' (6 float32) lives in `location`; returns its path."""
    t = helper.make_tensor("w", F, [6], WEIGHTS.tobytes(), raw=True)
    set_external_data(t, location, length=length)
    t.ClearField("raw_data")
    t.data_location = TensorProto.EXTERNAL
    path = folder / "model.onnx"
    path.write_bytes(identity_of(t).SerializeToString())
    return path


def test_external_data_inside_the_folder_is_read(tmp_path: Path) -> None:
    (tmp_path / "w.bin").write_bytes(WEIGHTS.tobytes())
    out = backend.prepare(str(external(tmp_path, "w.bin"))).run([])[0]
    np.testing.assert_array_equal(out, WEIGHTS)


def test_external_data_outside_the_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "secret.bin").write_bytes(WEIGHTS.tobytes())
    (tmp_path / "m").mkdir()
    with pytest.raises(Model, match=r"initializer 'w': external data location '../secret.bin' is outside"):
        backend.prepare(str(external(tmp_path / "m", "../secret.bin")))


def test_external_data_at_an_absolute_path_is_refused(tmp_path: Path) -> None:
    with pytest.raises(Model, match="is outside the model's folder"):
        backend.prepare(str(external(tmp_path, "/etc/hostname")))


def test_a_symlink_out_of_the_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "secret.bin").write_bytes(WEIGHTS.tobytes())
    (tmp_path / "m").mkdir()
    os.symlink(tmp_path / "secret.bin", tmp_path / "m" / "w.bin")
    with pytest.raises(Model, match="'w.bin' is outside the model's folder"):
        backend.prepare(str(external(tmp_path / "m", "w.bin")))


def test_a_fifo_is_not_read(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "w.bin")  # reading it would block forever
    with pytest.raises(Model, match="'w.bin' is not a regular file"):
        backend.prepare(str(external(tmp_path, "w.bin")))


def test_external_data_is_bounded_by_the_declared_size(tmp_path: Path) -> None:
    (tmp_path / "w.bin").write_bytes(WEIGHTS.tobytes() * 1000)
    with pytest.raises(Model, match="external data length 24000 differs from the 24 bytes"):
        backend.prepare(str(external(tmp_path, "w.bin", length=24000)))
    out = backend.prepare(str(external(tmp_path, "w.bin")))  # reads its 24 bytes, no more
    np.testing.assert_array_equal(out.run([])[0], WEIGHTS)


def test_a_short_external_file_is_refused(tmp_path: Path) -> None:
    (tmp_path / "w.bin").write_bytes(WEIGHTS.tobytes()[:10])
    with pytest.raises(Model, match="holds 10 bytes, fewer than offset 0 \\+ 24"):
        backend.prepare(str(external(tmp_path, "w.bin")))


def test_external_data_of_a_model_given_without_its_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "w.bin").write_bytes(WEIGHTS.tobytes())
    loaded = onnx.load(str(external(tmp_path, "w.bin")), load_external_data=False)
    with pytest.raises(Model, match="given without its folder"):
        backend.prepare(loaded)
    np.testing.assert_array_equal(backend.prepare(loaded, base_dir=tmp_path).run([])[0], WEIGHTS)


def test_a_path_that_is_no_model_is_a_model_error(tmp_path: Path) -> None:
    (tmp_path / "junk.onnx").write_bytes(b"\xff\x00junk")
    with pytest.raises(Model, match="cannot read an ONNX model"):
        backend.prepare(str(tmp_path / "junk.onnx"))
