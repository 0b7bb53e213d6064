"""The GELU fold (paddle/onnx/fold_gelu.py): the five nodes exporters write for an exact GELU run
as one gelu op, with the outputs of the unfolded net and of onnxruntime; a chain the fold must
leave alone (an inner value read elsewhere or output, a constant that is not GELU's, a constant a
feed may replace) is converted as it stands. Also the float32 gelu kernel against erfc in double,
in the left tail where 1 + erf(x / sqrt 2) would cancel."""
from __future__ import annotations

import math

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper

import paddle.onnx.backend as backend
from paddle.kernels import _native

ort = pytest.importorskip("onnxruntime")

GELU_OPS = ["elementwise_div", "erf", "add", "elementwise_mul"]


def _model(*, divide: bool = True, constants_as_nodes: bool = True, swap: bool = False, half: float = 0.5,
           inner_output: bool = False, inner_read_twice: bool = False,
           fed_constant: bool = False) -> tuple[onnx.ModelProto, np.ndarray]:
    """x -> MatMul -> GELU (Div or Mul by 1/sqrt 2, Erf, Add 1, Mul x, Mul half) -> out."""
    rng = np.random.default_rng(3)
    scalars = {"k": np.float32(math.sqrt(2.0) if divide else 1 / math.sqrt(2.0)), "one": np.float32(1.0),
               "half": np.float32(half)}
    nodes = [helper.make_node("MatMul", ["x", "W"], ["h"])]
    inits = [numpy_helper.from_array(rng.normal(size=(6, 5)).astype(np.float32), "W")]
    for name, value in scalars.items():
        if constants_as_nodes:
            nodes.append(helper.make_node("Constant", [], [name], value=numpy_helper.from_array(np.array(value))))
        else:
            inits.append(numpy_helper.from_array(np.array(value), name))
    pair = (lambda a, b: [b, a]) if swap else (lambda a, b: [a, b])
    nodes += [helper.make_node("Div" if divide else "Mul", ["h", "k"], ["s"]),
              helper.make_node("Erf", ["s"], ["e"]),
              helper.make_node("Add", pair("e", "one"), ["a"]),
              helper.make_node("Mul", pair("h", "a"), ["m"]),
              helper.make_node("Mul", pair("m", "half"), ["out"])]
    outputs = [helper.make_tensor_value_info("out", TensorProto.FLOAT, None)]
    if inner_output:
        outputs.append(helper.make_tensor_value_info("e", TensorProto.FLOAT, None))
    if inner_read_twice:
        nodes.append(helper.make_node("Neg", ["a"], ["neg"]))
        outputs.append(helper.make_tensor_value_info("neg", TensorProto.FLOAT, None))
    inputs = [helper.make_tensor_value_info("x", TensorProto.FLOAT, [4, 6])]
    if fed_constant:
        inputs.append(helper.make_tensor_value_info("one", TensorProto.FLOAT, []))
    graph = helper.make_graph(nodes, "gelu", inputs, outputs, inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], ir_version=8)
    return model, (rng.normal(size=(4, 6)) * 3).astype(np.float32)


def _ops(rep: backend.PaddleBackendRep) -> list[str]:
    assert rep.desc is not None
    return [op.type for op in rep.desc.ops]


def _onnxruntime(model: onnx.ModelProto, feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
    options = ort.SessionOptions()
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    return ort.InferenceSession(model.SerializeToString(), options, providers=["CPUExecutionProvider"]).run(
        None, feeds)


@pytest.mark.parametrize("divide, constants_as_nodes, swap",
                         [(True, True, False), (False, True, False), (True, False, True), (False, False, True)])
def test_the_exact_gelu_chain_runs_as_one_gelu_with_the_same_outputs(divide: bool, constants_as_nodes: bool,
                                                                      swap: bool) -> None:
    model, x = _model(divide=divide, constants_as_nodes=constants_as_nodes, swap=swap)
    folded, unfolded = backend.prepare(model), backend.prepare(model, fold=False)
    got = folded.run([x])[0]
    assert "gelu" in _ops(folded) and not set(GELU_OPS) & set(_ops(folded))
    assert "gelu" not in _ops(unfolded) and "erf" in _ops(unfolded)
    np.testing.assert_allclose(got, unfolded.run([x])[0], rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(got, _onnxruntime(model, {"x": x})[0], rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("change", [{"inner_output": True}, {"inner_read_twice": True}, {"half": 0.25},
                                    {"fed_constant": True, "constants_as_nodes": False}])
def test_a_chain_that_is_not_an_exact_gelu_or_is_read_elsewhere_is_left(change: dict[str, object]) -> None:
    model, x = _model(**change)  # type: ignore[arg-type]
    rep = backend.prepare(model)
    assert "gelu" not in _ops(rep) and "erf" in _ops(rep)
    feeds = {"x": x, "one": np.array(1.0, np.float32)} if change.get("fed_constant") else {"x": x}
    for got, want in zip(rep.run(list(feeds.values())), _onnxruntime(model, feeds)):
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


def test_float32_gelu_keeps_its_left_tail_where_one_plus_erf_would_cancel() -> None:
    """Against 0.5 x erfc(-x / sqrt 2) in double: within 16 ulp down to x = -5.6 (|gelu| 6e-8),
    relative 1e-5 down to -8; a float32 1 + erf(x / sqrt 2) is off by 100% from x = -5.5 on."""
    x = np.linspace(-8, 8, 160001).astype(np.float32)
    want = np.array([0.5 * float(v) * math.erfc(-float(v) / math.sqrt(2.0)) for v in x.astype(np.float64)])
    got = _native.gelu(x, approximate=False).astype(np.float64)
    near = x >= -5.6
    ulps = np.abs(got - want) / np.spacing(np.abs(want).astype(np.float32)).astype(np.float64)
    assert ulps[near].max() <= 16
    np.testing.assert_allclose(got[~near], want[~near], rtol=1e-5, atol=0)
    slope = _native.gelu_grad(x, np.ones_like(x), approximate=False).astype(np.float64)
    density = np.array([math.exp(-0.5 * float(v) ** 2) / math.sqrt(2 * math.pi) for v in x.astype(np.float64)])
    np.testing.assert_allclose(slope, 0.5 * np.array([math.erfc(-float(v) / math.sqrt(2.0)) for v in x.astype(
        np.float64)]) + x.astype(np.float64) * density, rtol=0, atol=3e-7)
