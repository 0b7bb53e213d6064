"""paddle.onnx.backend on bad and unusual models: typed errors naming the node, op and attribute;
the interface (`prepare`, `run_model`, `run_node`, `supports_device`); nets kept per feed shapes
and per the values a converter reads."""
from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from onnx import TensorProto, helper

import paddle.onnx.backend as backend
from paddle.core.desc import NetDesc
from paddle.core.device import gpu_usable
from paddle.registry import ConfigError, PaddleError

F = TensorProto.FLOAT


def model(nodes: list[Any], inputs: list[tuple[str, int, list[Any]]], outputs: list[str],
          initializers: list[Any] = (), opset: int = 18, domain: str = "") -> Any:  # type: ignore[assignment]
    graph = helper.make_graph(nodes, "g", [helper.make_tensor_value_info(n, t, s) for n, t, s in inputs],
                              [helper.make_empty_tensor_value_info(o) for o in outputs], list(initializers))
    return helper.make_model(graph, opset_imports=[helper.make_opsetid(domain, opset)])


def relu(**attrs: Any) -> Any:
    return model([helper.make_node("Relu", ["x"], ["y"], name="r1", **attrs)], [("x", F, [2, 3])], ["y"])


def test_the_standard_interface() -> None:
    x = np.array([[-1.0, 2.0, -3.0], [4.0, -5.0, 6.0]], np.float32)
    assert np.array_equal(backend.run_model(relu(), [x])[0], np.maximum(x, 0))
    assert np.array_equal(backend.run_node(helper.make_node("Relu", ["x"], ["y"]), [x])[0], np.maximum(x, 0))
    rep = backend.prepare(relu(), "CPU")
    assert np.array_equal(rep.run({"x": x})[0], np.maximum(x, 0))
    assert backend.supports_device("CPU")
    assert backend.supports_device("CUDA") == gpu_usable()


def test_unknown_op_is_a_typed_error_naming_it() -> None:
    m = model([helper.make_node("Frobnicate", ["x"], ["y"], name="f1")], [("x", F, [2])], ["y"])
    with pytest.raises(backend.UnsupportedOnnxError, match="'f1' \\(Frobnicate\\).*Frobnicate is not supported") as e:
        backend.prepare(m)
    assert (e.value.op, e.value.node, e.value.feature) == ("Frobnicate", "f1", "Frobnicate")
    assert isinstance(e.value, PaddleError)


def test_an_unsupported_use_of_an_op_names_it() -> None:
    m = model([helper.make_node("MaxPool", ["x"], ["y"], name="p1", kernel_shape=[2, 2, 2, 2])],
              [("x", F, [1, 1, 3, 3, 3, 3])], ["y"])
    with pytest.raises(backend.UnsupportedOnnxError, match="'p1' \\(MaxPool\\): a MaxPool over 4 spatial axes") as e:
        backend.prepare(m)
    assert (e.value.op, e.value.node) == ("MaxPool", "p1")


def test_an_attribute_our_op_rejects_names_node_op_and_attribute() -> None:
    w = helper.make_tensor("w", F, [1, 1, 2, 2], np.ones(4, np.float32))
    m = model([helper.make_node("Conv", ["x", "w"], ["y"], name="c1", strides=[0, 0])],
              [("x", F, [1, 1, 4, 4])], ["y"], [w])
    with pytest.raises(backend.OnnxAttributeError, match="'c1' \\(Conv\\).*'strides' should hold positive") as e:
        backend.prepare(m)  # checked at prepare, before any converter
    assert (e.value.node, e.value.layer, e.value.argument) == ("c1", "Conv", "strides")
    assert isinstance(e.value, ConfigError)


def test_an_out_of_range_axis_is_an_attribute_error() -> None:
    m = model([helper.make_node("Softmax", ["x"], ["y"], name="s1", axis=5)], [("x", F, [2, 3])], ["y"])
    with pytest.raises(backend.OnnxAttributeError, match="attribute 'axis' should be in \\[-2, 1\\]"):
        backend.prepare(m)


def test_an_attribute_the_backend_does_not_know_is_refused_not_ignored() -> None:
    with pytest.raises(backend.OnnxAttributeError, match="'bogus' is not an attribute") as e:
        backend.prepare(relu(bogus=1))
    assert e.value.argument == "bogus"


def test_a_non_default_domain_is_refused() -> None:
    m = model([helper.make_node("Relu", ["x"], ["y"])], [("x", F, [2])], ["y"], domain="com.example", opset=1)
    with pytest.raises(backend.UnsupportedOnnxError, match="domain 'com.example'"):
        backend.prepare(m)


def test_another_domain_imported_beside_the_default_is_run_until_a_node_uses_it() -> None:
    """ONNX's expanded FlexAttention graphs import ai.onnx.preview and use default ops only."""
    from onnx.reference import ReferenceEvaluator
    m = model([helper.make_node("Softmax", ["x"], ["y"])], [("x", F, [2, 3])], ["y"])
    m.opset_import.append(helper.make_opsetid("ai.onnx.preview", 1))
    x = np.random.default_rng(0).normal(size=(2, 3)).astype(np.float32)
    np.testing.assert_allclose(backend.prepare(m).run([x])[0], ReferenceEvaluator(m).run(None, {"x": x})[0],
                               rtol=1e-6)
    m.graph.node.append(helper.make_node("FlexAttention", ["y", "y", "y"], ["z"], domain="ai.onnx.preview"))
    with pytest.raises(backend.UnsupportedOnnxError, match="domain 'ai.onnx.preview'") as e:
        backend.prepare(m)
    assert e.value.op == "FlexAttention"


def test_bad_graphs_and_feeds_are_model_errors() -> None:
    dangling = model([helper.make_node("Relu", ["nowhere"], ["y"])], [("x", F, [2])], ["y"])
    with pytest.raises(backend.OnnxModelError, match="reads 'nowhere'"):
        backend.prepare(dangling)
    with pytest.raises(backend.OnnxModelError, match="ModelProto"):
        backend.prepare(b"not a model")  # type: ignore[arg-type]
    rep = backend.prepare(relu())
    with pytest.raises(backend.OnnxModelError, match="graph input 'x' is not fed"):
        rep.run({})
    with pytest.raises(backend.OnnxModelError, match="not a graph input"):
        rep.run({"x": np.ones((2, 3), np.float32), "z": np.ones(1)})
    with pytest.raises(backend.OnnxModelError, match="graph input 'x' is declared float32, got an array of int8"):
        rep.run([np.ones((2, 3), np.int8)])


def test_an_input_dtype_our_op_refuses_is_a_typed_error() -> None:
    m = model([helper.make_node("Relu", ["a"], ["y"], name="r1")], [("a", TensorProto.INT32, [2])], ["y"])
    with pytest.raises(backend.UnsupportedOnnxError, match="'r1' \\(Relu\\) maps to op 'relu', which refuses"):
        backend.prepare(m)


def test_a_net_is_kept_per_feed_shapes_and_per_value_read() -> None:
    """Reshape's shape is fed: the net is built per shape value; Shape folds per feed shape."""
    m = model([helper.make_node("Reshape", ["x", "s"], ["y"]), helper.make_node("Shape", ["y"], ["n"])],
              [("x", F, ["N", 6]), ("s", TensorProto.INT64, [2])], ["y", "n"])
    rep = backend.prepare(m)
    x = np.arange(12, dtype=np.float32).reshape(2, 6)
    for shape in ([3, 4], [4, 3], [3, 4]):
        y, n = rep.run([x, np.array(shape, np.int64)])
        assert np.array_equal(y, x.reshape(shape)) and list(n) == shape
    y, n = rep.run([np.ones((1, 6), np.float32), np.array([3, 2], np.int64)])
    assert y.shape == (3, 2) and list(n) == [3, 2]
    assert len(rep.built) == 3  # (2, 6) with [3, 4] and [4, 3]; (1, 6) with [3, 2]


def test_the_graph_becomes_a_net_description_of_registered_ops() -> None:
    a = helper.make_tensor("a", F, [3, 2], np.arange(6, dtype=np.float32))
    c = helper.make_tensor("c", F, [2], np.array([1.0, -1.0], np.float32))
    m = model([helper.make_node("Gemm", ["x", "a", "c"], ["y"], alpha=2.0, beta=0.5)], [("x", F, [4, 3])], ["y"],
              [a, c])
    rep = backend.prepare(m)
    assert rep.desc is not None
    # beta * C reads constants only: computed while building, a constant of the net (no op)
    assert [op.type for op in rep.desc.ops] == ["matmul", "scale", "add"]
    NetDesc.from_json(rep.desc.to_json())  # valid as any net description
    x = np.random.default_rng(0).normal(size=(4, 3)).astype(np.float32)
    expect = 2.0 * x @ np.arange(6, dtype=np.float32).reshape(3, 2) + 0.5 * np.array([1.0, -1.0], np.float32)
    np.testing.assert_allclose(rep.run([x])[0], expect, rtol=1e-6)
    np.testing.assert_allclose(rep.run([x])[0], expect, rtol=1e-6)  # the kept net


def test_integer_arithmetic_on_values_fixed_while_building_runs_on_integer_ops() -> None:
    """Shape arithmetic (a Shape, an initializer) runs on our ops in int64: they take integers
    (no float64 detour)."""
    one = helper.make_tensor("one", TensorProto.INT64, [2], np.array([1, 2], np.int64))
    m = model([helper.make_node("Shape", ["x"], ["s"]), helper.make_node("Sub", ["s", "one"], ["y"])],
              [("x", F, [5, 7])], ["y"], [one])
    rep = backend.prepare(m)
    y = rep.run([np.zeros((5, 7), np.float32)])[0]
    assert y.dtype == np.int64 and list(y) == [4, 5]
    # constants only: run once while building (no float64 detour: no casts), a constant of the net
    assert rep.desc is not None and not rep.desc.ops and [op.type for op in rep.folded] == ["sub"]


def test_the_module_docstring_example_runs() -> None:
    import doctest
    assert doctest.testmod(backend, optionflags=doctest.ELLIPSIS).failed == 0


def test_outputs_are_copies_not_the_nets_constants() -> None:
    m = model([helper.make_node("Shape", ["x"], ["s"])], [("x", F, [2, 3])], ["s"])
    rep = backend.prepare(m)
    first = rep.run([np.zeros((2, 3), np.float32)])[0]
    first[:] = 0
    assert list(rep.run([np.zeros((2, 3), np.float32)])[0]) == [2, 3]
