"""ONNX LSTM and GRU nodes with the `activations` attribute (Relu, Tanh, Sigmoid, per direction)
run by paddle.onnx.backend, on the fused lstm/gru ops and, where the fused ops cannot map the node
(peepholes, GRU's linear_before_reset=0), unrolled; against onnxruntime (onnx's reference
evaluator ignores the attribute: it computes with sigmoid and tanh whatever the node says)."""
from __future__ import annotations

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper

import paddle.onnx.backend as backend

ort = pytest.importorskip("onnxruntime")

RNG = np.random.default_rng(7)
STEPS, BATCH, INPUT, HIDDEN = 4, 3, 5, 2


def _model(op: str, acts: list[str] | None, direction: str, peepholes: bool = False,
           linear_before_reset: int = 1) -> tuple[onnx.ModelProto, list[np.ndarray]]:
    gates, dirs = (4 if op == "LSTM" else 3), (2 if direction == "bidirectional" else 1)
    x = RNG.standard_normal((STEPS, BATCH, INPUT)).astype(np.float32)
    w = (RNG.standard_normal((dirs, gates * HIDDEN, INPUT)) * 0.5).astype(np.float32)
    r = (RNG.standard_normal((dirs, gates * HIDDEN, HIDDEN)) * 0.5).astype(np.float32)
    b = (RNG.standard_normal((dirs, 2 * gates * HIDDEN)) * 0.5).astype(np.float32)
    names, feeds = ["X", "W", "R", "B"], [x, w, r, b]
    if peepholes:
        names += ["", "", "", "P"]
        feeds.append((RNG.standard_normal((dirs, 3 * HIDDEN)) * 0.5).astype(np.float32))
    attrs: dict[str, object] = {"hidden_size": HIDDEN, "direction": direction}
    if acts is not None:
        attrs["activations"] = acts
    if op == "GRU":
        attrs["linear_before_reset"] = linear_before_reset
    outs = ["Y", "Y_h"] + (["Y_c"] if op == "LSTM" else [])
    node = helper.make_node(op, names, outs, **attrs)
    inputs = [helper.make_tensor_value_info(n, TensorProto.FLOAT, list(v.shape)) for n, v in
              zip([n for n in names if n], feeds)]
    outputs = [helper.make_tensor_value_info(n, TensorProto.FLOAT, None) for n in outs]
    graph = helper.make_graph([node], "rnn", inputs, outputs)
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 14)], ir_version=8), feeds


def _check(model: onnx.ModelProto, feeds: list[np.ndarray]) -> None:
    names = [i.name for i in model.graph.input]
    session = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    want = session.run(None, dict(zip(names, feeds)))
    got = backend.run_model(model, feeds)
    for g, w in zip(got, want):
        np.testing.assert_allclose(g, w, rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("direction", ["forward", "reverse", "bidirectional"])
@pytest.mark.parametrize("acts", [["Relu", "Tanh", "Relu"], ["Sigmoid", "Relu", "Tanh"],
                                  ["Tanh", "Sigmoid", "Sigmoid"]])
def test_lstm_activations_map_onto_the_fused_op(direction, acts):
    per_direction = acts if direction != "bidirectional" else acts + ["Sigmoid", "Tanh", "Tanh"]
    _check(*_model("LSTM", per_direction, direction))


def test_lstm_with_peepholes_and_activations_runs_unrolled():
    _check(*_model("LSTM", ["Sigmoid", "Relu", "Tanh"], "forward", peepholes=True))


@pytest.mark.parametrize("direction", ["forward", "bidirectional"])
@pytest.mark.parametrize("acts", [["Relu", "Tanh"], ["Sigmoid", "Relu"], ["Tanh", "Sigmoid"]])
@pytest.mark.parametrize("linear_before_reset", [1, 0])
def test_gru_activations(direction, acts, linear_before_reset):
    per_direction = acts if direction == "forward" else acts + acts[::-1]
    _check(*_model("GRU", per_direction, direction, linear_before_reset=linear_before_reset))


def test_an_activation_we_do_not_have_is_refused_by_name():
    model, feeds = _model("LSTM", ["HardSigmoid", "Tanh", "Tanh"], "forward")
    with pytest.raises(Exception, match="activation HardSigmoid"):
        backend.run_model(model, feeds)
    model, feeds = _model("GRU", ["Sigmoid"], "forward")
    with pytest.raises(Exception, match="activations' should hold 2 names"):
        backend.run_model(model, feeds)


def test_the_fused_ops_carry_the_activations():
    """Not unrolled: one lstm (gru) op per direction, its activations the node's."""
    for op, acts, want in (("LSTM", ["Relu", "Tanh", "Sigmoid"], {"gate_act": "relu", "candidate_act": "tanh",
                                                                  "state_act": "sigmoid"}),
                           ("GRU", ["Tanh", "Relu"], {"gate_act": "tanh", "candidate_act": "relu"})):
        model, feeds = _model(op, acts, "forward")
        rep = backend.prepare(model)
        rep.run(feeds)
        fused = [o for o in rep.desc.ops if o.type == op.lower()]
        assert len(fused) == 1 and {k: fused[0].attrs[k] for k in want} == want
