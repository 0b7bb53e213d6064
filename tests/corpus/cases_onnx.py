"""ONNX files run by paddle.onnx.backend: unknown ops and domains, bad attributes, malformed
graphs and initializers, wrong feeds."""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from .case import Case, refused, valid


def _onnx() -> Any:
    from onnx import TensorProto, helper
    return TensorProto, helper


def _model(nodes: list[Any], inputs: list[tuple[str, int, list[Any]]], outputs: list[str],
           initializers: list[Any] = (), opset: int = 18, domain: str = "") -> Any:  # type: ignore[assignment]
    _, helper = _onnx()
    graph = helper.make_graph(nodes, "g", [helper.make_tensor_value_info(n, t, s) for n, t, s in inputs],
                              [helper.make_empty_tensor_value_info(o) for o in outputs], list(initializers))
    return helper.make_model(graph, opset_imports=[helper.make_opsetid(domain, opset)])


def _node(op: str, inputs: list[str], outputs: list[str], **attrs: Any) -> Any:
    return _onnx()[1].make_node(op, inputs, outputs, name=f"n_{op.lower()}", **attrs)


def _relu() -> Any:
    return _model([_node("Relu", ["x"], ["y"])], [("x", _onnx()[0].FLOAT, [2, 3])], ["y"])


X = np.ones((2, 3), np.float32)


def _run(make: Callable[[], Any], *feeds: Any, device: str = "CPU") -> Callable[[], Any]:
    def call() -> Any:
        from paddle.onnx import backend
        return backend.prepare(make(), device).run(list(feeds) if feeds else [X])
    return call


def _init(name: str, dtype: int, dims: list[int], values: Any, raw: bool = False) -> Any:
    return _onnx()[1].make_tensor(name, dtype, dims, values, raw=raw)


def _bare_init(name: str, dtype: int, dims: list[int], floats: list[float] = (), raw: bytes | None = None) -> Any:
    """A TensorProto as a file may hold it: onnx.helper.make_tensor checks what the backend must."""
    t = _onnx()[0]()
    t.name, t.data_type = name, dtype
    t.dims.extend(dims)
    t.float_data.extend(floats)
    if raw is not None:
        t.raw_data = raw
    return t


def _with_init(tensor: Any) -> Callable[[], Any]:
    return lambda: _model([_node("Add", ["x", "w"], ["y"])], [("x", _onnx()[0].FLOAT, [2, 3])], ["y"], [tensor])


def _single(op: str, **attrs: Any) -> Callable[[], Any]:
    return lambda: _model([_node(op, ["x"], ["y"], **attrs)], [("x", _onnx()[0].FLOAT, [2, 3])], ["y"])


def _image(op: str, extra: list[Any] = (), **attrs: Any) -> Callable[[], Any]:  # type: ignore[assignment]
    F = _onnx()[0].FLOAT
    names = ["x"] + [t.name for t in extra]
    return lambda: _model([_node(op, names, ["y"], **attrs)], [("x", F, [1, 1, 4, 4])], ["y"], list(extra))


def _bare(*args: Any, **kw: Any) -> Callable[[], Any]:
    return lambda: _with_init(_bare_init("w", *args, **kw))()


def _lazy_init(*args: Any, **kw: Any) -> Callable[[], Any]:
    return lambda: _with_init(_init(*args, **kw))()


def cases() -> list[Case]:
    T = _FakeTypes()
    img = np.ones((1, 1, 4, 4), np.float32)
    return [
        valid("relu-runs", _run(_relu), lambda out: np.array_equal(out[0], X)),
        refused("not-a-model", _prepare_bytes, "ModelProto"),
        refused("unknown-op", _run(_single("Frobnicate")), "Frobnicate"),
        refused("unknown-domain", _run(lambda: _model([_node("Relu", ["x"], ["y"])], [("x", T.FLOAT, [2, 3])], ["y"],
                                                       domain="com.example")), "com.example"),
        refused("leaky-relu-alpha-str", _run(_single("LeakyRelu", alpha="big")), "alpha"),
        refused("softmax-axis-outside", _run(_single("Softmax", axis=5)), "axis"),
        refused("conv-strides-0", _run(_image("Conv", [_w4()], strides=[0, 0]), img), "strides"),
        refused("maxpool-3d-window", _run(_image("MaxPool", kernel_shape=[2, 2, 2]), img), "MaxPool"),
        refused("transpose-perm-repeated", _run(_single("Transpose", perm=[0, 0])), "perm"),
        refused("device-tpu", _run(_relu, device="TPU"), "TPU"),
        refused("opset-99", _run(lambda: _model([_node("Relu", ["x"], ["y"])], [("x", T.FLOAT, [2, 3])], ["y"],
                                               opset=99)), "99"),
        refused("feed-shape-differs", _run(_relu, np.ones((3, 2), np.float32)), "x"),
        refused("feed-dtype-differs", _run(_relu, np.ones((2, 3), np.float64)), "x"),
        refused("feed-too-many", _run(_relu, X, X, X), "input"),
        refused("feed-none", _run(_relu, None), "x"),
        refused("reads-an-undefined-value", _run(lambda: _model([_node("Relu", ["nowhere"], ["y"])],
                                                                [("x", T.FLOAT, [2, 3])], ["y"])), "nowhere"),
        refused("output-nobody-computes", _run(lambda: _model([_node("Relu", ["x"], ["y"])], [("x", T.FLOAT, [2, 3])],
                                                              ["y", "q"])), "q"),
        refused("two-writers", _run(lambda: _model([_node("Relu", ["x"], ["y"]), _node("Abs", ["x"], ["y"])],
                                                   [("x", T.FLOAT, [2, 3])], ["y"])), "y"),
        refused("init-shorter-than-dims", _run(_bare(T.FLOAT, [2, 3], [1.0, 2.0])), "'w'", "2", "[2, 3]"),
        refused("init-negative-dim", _run(_bare(T.FLOAT, [-1])), "'w'", "negative", "[-1]"),
        refused("init-raw-wrong-length", _run(_bare(T.FLOAT, [2, 3], raw=b"\x00" * 7)), "'w'", "[2, 3]"),
        refused("init-huge-dims-without-data", _run(_bare(T.FLOAT, [2**40])), "'w'", "memory budget"),
        refused("reshape-two-inferred", _run(lambda: _model(
            [_node("Reshape", ["x", "s"], ["y"])], [("x", T.FLOAT, [2, 3])], ["y"],
            [_init("s", T.INT64, [2], [-1, -1])])), "-1"),
    ]


def _prepare_bytes() -> Any:
    from paddle.onnx import backend
    return backend.prepare(b"not a model")


def _w4() -> Any:
    return _init("w", _onnx()[0].FLOAT, [1, 1, 2, 2], np.ones(4, np.float32))


class _FakeTypes:
    """TensorProto's dtype numbers, looked up when a case runs (onnx imports lazily)."""

    def __getattr__(self, name: str) -> int:
        return int(getattr(_onnx()[0], name))
