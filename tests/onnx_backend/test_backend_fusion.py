"""The backend's net fuses the elementwise chains whose values only it reads (paddle/core/fusion.py):
a pre-activation BatchNormalization + Relu (DenseNet's layout: nothing to fold it into) runs as one
fused step, with onnxruntime's outputs; a graph output between the two keeps them apart."""
from __future__ import annotations

import numpy as np
import pytest
from onnx import TensorProto, helper, numpy_helper

import paddle.onnx.backend as backend

ort = pytest.importorskip("onnxruntime")


def _model(also_output: bool) -> tuple[object, np.ndarray]:
    rng = np.random.default_rng(3)
    c = 6
    inits = {"scale": rng.uniform(0.5, 2, c), "bias": rng.normal(size=c), "mean": rng.normal(size=c),
             "var": rng.uniform(0.01, 3, c)}
    nodes = [helper.make_node("BatchNormalization", ["x", "scale", "bias", "mean", "var"], ["z"], epsilon=1e-3),
             helper.make_node("Relu", ["z"], ["out"])]
    outputs = [helper.make_tensor_value_info("out", TensorProto.FLOAT, None)]
    if also_output:
        outputs.append(helper.make_tensor_value_info("z", TensorProto.FLOAT, None))
    graph = helper.make_graph(nodes, "bn_relu", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, c, 5, 5])],
                              outputs, [numpy_helper.from_array(v.astype(np.float32), k) for k, v in inits.items()])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)], ir_version=8)
    return model, rng.normal(size=(2, c, 5, 5)).astype(np.float32)


@pytest.mark.parametrize("also_output", [False, True])
def test_batch_norm_and_relu_fuse_unless_the_normalised_value_is_read(also_output):
    model, x = _model(also_output)
    rep = backend.prepare(model)
    ours = rep.run({"x": x})
    theirs = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"]).run(None, {"x": x})
    for a, b in zip(ours, theirs):
        np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-5)
    kernels = [c.kernel for c in rep.built[-1].net.chains()]
    assert kernels == ([] if also_output else ["fused_affine_relu"])
