"""Pooling with dilations (paddle/onnx/node_map_pool_dilated.py) against onnxruntime: max, average
(with and without count_include_pad) and Lp pooling over 1 to 3 spatial axes, uneven pads and
ceil mode; the node suite's few dilated cases leave most of these corners out."""
from __future__ import annotations

import numpy as np
import pytest
from onnx import TensorProto, helper

import paddle.onnx.backend as backend

ort = pytest.importorskip("onnxruntime")

# (op, kernel, strides, dilations, pads, ceil_mode, extra attributes)
CASES = [
    ("MaxPool", [3], [2], [2], [1, 2], 1, {}),
    ("MaxPool", [2, 3], [1, 2], [2, 1], [1, 0, 0, 1], 0, {}),
    ("AveragePool", [3], [1], [2], [2, 1], 0, {"count_include_pad": 1}),
    ("AveragePool", [2, 2], [2, 1], [2, 2], [1, 1, 0, 1], 1, {"count_include_pad": 0}),
    ("AveragePool", [2, 2], [2, 1], [2, 2], [1, 1, 0, 1], 1, {"count_include_pad": 1}),
    ("AveragePool", [2, 2, 2], [1, 2, 1], [1, 2, 2], [0, 1, 1, 1, 0, 1], 0, {"count_include_pad": 1}),
    ("LpPool", [2, 3], [1, 1], [2, 1], [1, 0, 1, 1], 0, {"p": 3}),
]


def _model(op: str, kernel: list[int], strides: list[int], dilations: list[int], pads: list[int], ceil: int,
           extra: dict[str, int], shape: tuple[int, ...]) -> object:
    attrs = dict(kernel_shape=kernel, strides=strides, dilations=dilations, pads=pads, **extra)
    if op != "LpPool":
        attrs["ceil_mode"] = ceil
    node = helper.make_node(op, ["x"], ["y"], **attrs)
    graph = helper.make_graph([node], "pool", [helper.make_tensor_value_info("x", TensorProto.FLOAT, shape)],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)])
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 19)], ir_version=9)


@pytest.mark.parametrize("case", CASES, ids=[f"{c[0]}-{len(c[1])}d-{i}" for i, c in enumerate(CASES)])
def test_dilated_pooling_matches_onnxruntime(case: tuple) -> None:
    op, kernel, strides, dilations, pads, ceil, extra = case
    shape = (2, 3) + (7, 8, 6)[:len(kernel)]
    x = np.random.default_rng(3).normal(size=shape).astype(np.float32)
    model = _model(op, kernel, strides, dilations, pads, ceil, extra, shape)
    want = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"]).run(None, {"x": x})[0]
    got = backend.prepare(model).run({"x": x})[0]
    assert got.shape == want.shape
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)
