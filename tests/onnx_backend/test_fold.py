"""The batch-norm fold (paddle/onnx/fold.py): an inference BatchNormalization after a Conv runs as
one conv with folded weights, with the outputs of the unfolded net and of onnxruntime; a pair
the fold must leave alone (a Conv output read twice, or a weight a feed may replace) is left."""
from __future__ import annotations

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper

import paddle.onnx.backend as backend

ort = pytest.importorskip("onnxruntime")


def _model(group: int = 1, conv_bias: bool = True, also_output: bool = False, fed_weight: bool = False,
           eps: float = 1e-3) -> tuple[onnx.ModelProto, np.ndarray]:
    rng = np.random.default_rng(group)
    c, m = 4, 8
    inits = {"W": rng.normal(size=(m, c // group, 3, 3)), "B": rng.normal(size=m),
             "scale": rng.uniform(0.5, 2, m), "bias": rng.normal(size=m), "mean": rng.normal(size=m),
             "var": rng.uniform(0.01, 3, m)}
    conv_in = ["x", "W", "B"] if conv_bias else ["x", "W"]
    nodes = [helper.make_node("Conv", conv_in, ["y"], pads=[1, 1, 1, 1], group=group, name="conv"),
             helper.make_node("BatchNormalization", ["y", "scale", "bias", "mean", "var"], ["z"], epsilon=eps,
                              name="bn"),
             helper.make_node("Relu", ["z"], ["out"])]
    inputs = [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, c, 7, 7])]
    if fed_weight:
        inputs.append(helper.make_tensor_value_info("W", TensorProto.FLOAT, list(inits["W"].shape)))
    outputs = [helper.make_tensor_value_info("out", TensorProto.FLOAT, None)]
    if also_output:
        outputs.append(helper.make_tensor_value_info("y", TensorProto.FLOAT, None))
    graph = helper.make_graph(nodes, "conv_bn", inputs, outputs,
                              [numpy_helper.from_array(v.astype(np.float32), k) for k, v in inits.items()])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], ir_version=8)
    return model, rng.normal(size=(2, c, 7, 7)).astype(np.float32)


def _ops(rep: backend.PaddleBackendRep) -> list[str]:
    assert rep.desc is not None
    return [op.type for op in rep.desc.ops]


def _onnxruntime(model: onnx.ModelProto, x: np.ndarray) -> list[np.ndarray]:
    options = ort.SessionOptions()
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    return ort.InferenceSession(model.SerializeToString(), options, providers=["CPUExecutionProvider"]).run(
        None, {"x": x})


@pytest.mark.parametrize("group, conv_bias", [(1, True), (1, False), (2, True), (4, False)])
def test_conv_then_batch_norm_runs_as_one_conv_with_the_same_outputs(group: int, conv_bias: bool) -> None:
    model, x = _model(group, conv_bias)
    folded, unfolded = backend.prepare(model), backend.prepare(model, fold=False)
    got, plain = folded.run([x])[0], unfolded.run([x])[0]
    assert "batch_norm" not in _ops(folded) and _ops(folded).count("conv2d") == 1
    assert "batch_norm" in _ops(unfolded)
    np.testing.assert_allclose(got, plain, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(got, _onnxruntime(model, x)[0], rtol=1e-5, atol=1e-5)


def test_conv_output_read_twice_is_not_folded() -> None:
    model, x = _model(also_output=True)
    rep = backend.prepare(model)
    assert "batch_norm" in _ops(rep)
    for got, want in zip(rep.run([x]), _onnxruntime(model, x)):
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)


def test_weight_a_feed_may_replace_is_not_folded() -> None:
    model, x = _model(fed_weight=True)
    w = np.random.default_rng(9).normal(size=(8, 4, 3, 3)).astype(np.float32)
    rep = backend.prepare(model)
    got = rep.run({"x": x, "W": w})[0]
    want = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"]).run(
        None, {"x": x, "W": w})[0]
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)


def test_shared_weight_keeps_its_original_for_its_other_reader() -> None:
    """Two convs read W; only the first feeds a batch norm: the second still sees W unfolded."""
    model, x = _model()
    second = helper.make_node("Conv", ["x", "W"], ["y2"], pads=[1, 1, 1, 1], name="conv2")
    model.graph.node.append(second)
    model.graph.output.append(helper.make_tensor_value_info("y2", TensorProto.FLOAT, None))
    got = backend.prepare(model).run([x])
    for g, w in zip(got, _onnxruntime(model, x)):
        np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-5)


def test_ops_on_constants_run_once_while_building_and_new_feeds_still_flow() -> None:
    """Transpose(W) and Mul(bias, 2) read initializers only: folded into constants; the MatMul and
    Add that read the feed stay ops, and each run computes them from its own feed."""
    rng = np.random.default_rng(3)
    w, bias = rng.normal(size=(5, 3)).astype(np.float32), rng.normal(size=5).astype(np.float32)
    nodes = [helper.make_node("Transpose", ["W"], ["wt"]), helper.make_node("Mul", ["b", "two"], ["b2"]),
             helper.make_node("MatMul", ["x", "wt"], ["y"]), helper.make_node("Add", ["y", "b2"], ["out"])]
    graph = helper.make_graph(nodes, "folding", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 3])],
                              [helper.make_tensor_value_info("out", TensorProto.FLOAT, None)],
                              [numpy_helper.from_array(w, "W"), numpy_helper.from_array(bias, "b"),
                               numpy_helper.from_array(np.float32(2.0), "two")])
    rep = backend.prepare(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]))
    for seed in (0, 1):
        x = np.random.default_rng(seed).normal(size=(2, 3)).astype(np.float32)
        np.testing.assert_allclose(rep.run([x])[0], x @ w.T + 2 * bias, rtol=1e-6)
    assert _ops(rep) == ["matmul", "add"]
    assert sorted(op.type for op in rep.folded) == ["elementwise_mul", "transpose"]


def test_the_kept_net_holds_only_the_constants_it_reads() -> None:
    """The conv's original W and the batch norm's statistics are folded away: the kept net's scope
    holds the folded weight and bias, not the originals as well."""
    model, x = _model()
    rep = backend.prepare(model)
    rep.run([x])
    assert rep.desc is not None
    scope = rep.built[-1].scope
    params = {n for n in scope.local_names() if scope.var(n).label == "parameter"}
    read = {n for op in rep.desc.ops for names in op.inputs.values() for n in names}
    assert params <= read | set(rep.built[-1].outputs)
    assert len(params & read) == 2  # W and B, folded


def test_an_output_nobody_reads_is_not_computed() -> None:
    """Sigmoid's output and Split's second part are read by no node and are no graph output: the
    net has no op for them (an LSTM's unused last states, likewise)."""
    nodes = [helper.make_node("Sigmoid", ["x"], ["unused"]), helper.make_node("Relu", ["x"], ["r"]),
             helper.make_node("Split", ["r"], ["a", "b"], axis=1, num_outputs=2),
             helper.make_node("Exp", ["b"], ["dead"]), helper.make_node("Neg", ["a"], ["y"])]
    graph = helper.make_graph(nodes, "dead", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 4])],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)])
    rep = backend.prepare(helper.make_model(graph, opset_imports=[helper.make_opsetid("", 18)]))
    x = np.array([[-1.0, 2.0, 3.0, -4.0], [5.0, -6.0, 7.0, 8.0]], np.float32)
    np.testing.assert_array_equal(rep.run([x])[0], -np.maximum(x[:, :2], 0))
    assert "sigmoid" not in _ops(rep) and "exp" not in _ops(rep) and _ops(rep)[-1] == "neg"
