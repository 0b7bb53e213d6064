"""If, Loop and Scan (paddle/onnx/node_map_control.py) against onnxruntime: both branches of an If on
a fed condition, a Loop carrying a value and stacking a scan output, a Scan reading its input
backwards and writing its output backwards on axis 1, an opset-8 Scan over batch rows of their own
lengths (corners the node suite leaves out)."""
from __future__ import annotations

import numpy as np
import pytest
from onnx import TensorProto, helper

import paddle.onnx.backend as backend

ort = pytest.importorskip("onnxruntime")
F = TensorProto.FLOAT


def _vi(name: str, dtype: int = F, shape: list[int] | None = None) -> object:
    return helper.make_tensor_value_info(name, dtype, shape)


def _model(nodes: list[object], inputs: list[object], outputs: list[str]) -> object:
    graph = helper.make_graph(nodes, "g", inputs, [_vi(o) for o in outputs])
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], ir_version=9)


def _same(model: object, feeds: dict[str, np.ndarray]) -> None:
    want = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"]).run(None, feeds)
    got = backend.prepare(model).run(feeds)
    for g, w in zip(got, want):
        assert np.asarray(g).shape == w.shape
        np.testing.assert_allclose(g, w, rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize("flag", [True, False])
def test_if_runs_the_branch_its_fed_condition_picks(flag: bool) -> None:
    then = helper.make_graph([helper.make_node("Add", ["x", "x"], ["t"])], "then", [], [_vi("t")])
    other = helper.make_graph([helper.make_node("Neg", ["x"], ["e"])], "else", [], [_vi("e")])
    model = _model([helper.make_node("If", ["c"], ["y"], then_branch=then, else_branch=other)],
                   [_vi("c", TensorProto.BOOL, []), _vi("x", F, [2, 3])], ["y"])
    _same(model, {"c": np.array(flag), "x": np.arange(6, dtype=np.float32).reshape(2, 3)})


def test_loop_carries_a_value_and_stacks_a_scan_output() -> None:
    body = helper.make_graph(
        [helper.make_node("Identity", ["cond_in"], ["cond_out"]),
         helper.make_node("Mul", ["acc_in", "x"], ["acc_out"]),
         helper.make_node("Add", ["acc_out", "x"], ["scan_out"])],
        "body", [_vi("i", TensorProto.INT64, []), _vi("cond_in", TensorProto.BOOL, []), _vi("acc_in", F, [3])],
        [_vi("cond_out", TensorProto.BOOL, []), _vi("acc_out", F, [3]), _vi("scan_out", F, [3])])
    trips = helper.make_tensor("n", TensorProto.INT64, [], [4])
    yes = helper.make_tensor("yes", TensorProto.BOOL, [], [True])
    graph = helper.make_graph([helper.make_node("Loop", ["n", "yes", "a0"], ["acc", "stacked"], body=body)], "g",
                              [_vi("a0", F, [3]), _vi("x", F, [3])], [_vi("acc"), _vi("stacked")], [trips, yes])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], ir_version=9)
    _same(model, {"a0": np.array([1.0, -2.0, 0.5], np.float32), "x": np.array([1.5, 0.5, -1.0], np.float32)})


def test_scan_reads_and_writes_backwards_on_its_axes() -> None:
    body = helper.make_graph(
        [helper.make_node("Add", ["s_in", "row"], ["s_out"]), helper.make_node("Mul", ["s_out", "row"], ["y"])],
        "body", [_vi("s_in", F, [2]), _vi("row", F, [2])], [_vi("s_out", F, [2]), _vi("y", F, [2])])
    node = helper.make_node("Scan", ["s0", "xs"], ["s", "ys"], body=body, num_scan_inputs=1,
                            scan_input_axes=[1], scan_input_directions=[1], scan_output_axes=[1],
                            scan_output_directions=[1])
    model = _model([node], [_vi("s0", F, [2]), _vi("xs", F, [2, 4])], ["s", "ys"])
    xs = np.random.default_rng(5).normal(size=(2, 4)).astype(np.float32)
    _same(model, {"s0": np.array([0.5, -1.0], np.float32), "xs": xs})


@pytest.mark.parametrize("lengths", [None, [4, 2, 1]])
def test_scan_at_opset_8_runs_each_batch_row_over_its_length(lengths: list[int] | None) -> None:
    """Opset 8: a batch axis 0, the scan axis 1, sequence_lens per row; one scan input read
    forwards and one backwards. A shorter row's outputs past its length are undefined in ONNX
    (compared up to it only); its final state is the one after its last step."""
    body = helper.make_graph(
        [helper.make_node("Add", ["s_in", "fwd"], ["s_out"]), helper.make_node("Mul", ["s_out", "bwd"], ["y"])],
        "body", [_vi("s_in", F, [2]), _vi("fwd", F, [2]), _vi("bwd", F, [2])],
        [_vi("s_out", F, [2]), _vi("y", F, [2])])
    scan = helper.make_node("Scan", ["lens" if lengths else "", "s0", "x", "x"], ["s", "ys"], num_scan_inputs=2,
                            directions=[0, 1], body=body)
    inputs = [_vi("s0", F, [3, 2]), _vi("x", F, [3, 4, 2])]
    inits = [helper.make_tensor("lens", TensorProto.INT64, [3], lengths)] if lengths else []
    graph = helper.make_graph([scan], "g", inputs, [_vi("s"), _vi("ys")], inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 8)], ir_version=9)
    rng = np.random.default_rng(8)
    feeds = {"s0": rng.normal(size=(3, 2)).astype(np.float32), "x": rng.normal(size=(3, 4, 2)).astype(np.float32)}
    want = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"]).run(None, feeds)
    got = backend.prepare(model).run(feeds)
    np.testing.assert_allclose(got[0], want[0], rtol=1e-6, atol=1e-6)
    assert got[1].shape == want[1].shape == (3, 4, 2)
    for b, n in enumerate(lengths or [4] * 3):
        np.testing.assert_allclose(got[1][b, :n], want[1][b, :n], rtol=1e-6, atol=1e-6)
