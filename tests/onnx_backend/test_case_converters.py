"""Converters that the node cases left half-covered, against onnxruntime or onnx's reference
evaluator on inputs the node suite does not hold: Cast's wrap between integers and its e8m0
round modes, Reshape's allowzero with elements, Dropout in training with other seeds and ratios,
ConvTranspose past the full transposed convolution, MaxPool's Indices in 1 to 3 dimensions."""
from __future__ import annotations

from typing import Any

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper
from onnx.reference import ReferenceEvaluator

import paddle.onnx.backend as backend
from paddle.onnx.node_map import OnnxAttributeError, UnsupportedOnnxError

ort = pytest.importorskip("onnxruntime")
RNG = np.random.default_rng(7)


def _model(node: onnx.NodeProto, inputs: dict[str, tuple[int, tuple[int, ...]]], outputs: dict[str, int],
           opset: int = 22) -> onnx.ModelProto:
    graph = helper.make_graph([node], "case", [helper.make_tensor_value_info(n, t, s) for n, (t, s) in inputs.items()],
                              [helper.make_tensor_value_info(n, t, None) for n, t in outputs.items()])
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)], ir_version=10)


def _ort(model: onnx.ModelProto, feeds: list[Any]) -> list[Any]:
    session = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    return session.run(None, dict(zip([i.name for i in model.graph.input], feeds)))


def _ours(model: onnx.ModelProto, feeds: list[Any]) -> list[Any]:
    return list(backend.prepare(model).run(feeds))


def test_an_integer_cast_out_of_range_keeps_the_low_bits() -> None:
    """ONNX's rule: 200 (int16) as int8 is -56."""
    model = _model(helper.make_node("Cast", ["x"], ["y"], to=TensorProto.INT8), {"x": (TensorProto.INT32, (6,))},
                   {"y": TensorProto.INT8})
    x = np.array([200, -129, 127, -128, 70000, -70001], np.int32)
    (got,) = _ours(model, [x])
    assert got.dtype == np.int8 and np.array_equal(got, _ort(model, [x])[0])


@pytest.mark.parametrize("round_mode", ["up", "down", "nearest"])
@pytest.mark.parametrize("saturate", [0, 1])
def test_e8m0_casts_follow_the_reference(round_mode: str, saturate: int) -> None:
    node = helper.make_node("Cast", ["x"], ["y"], to=TensorProto.FLOAT8E8M0, round_mode=round_mode, saturate=saturate)
    model = _model(node, {"x": (TensorProto.FLOAT, (10,))}, {"y": TensorProto.FLOAT8E8M0}, opset=25)
    x = np.array([0.0, 0.124, 0.3, 1.4, 1.5, 3.0, 1e-39, 2.0 ** -127, 3e38, 1e20], np.float32)
    (got,) = _ours(model, [x])
    (want,) = ReferenceEvaluator(model).run(None, {"x": x})
    assert np.array_equal(got.view(np.uint8), want.view(np.uint8))


def test_reshape_allowzero_of_a_tensor_with_elements_is_refused() -> None:
    """A kept 0 makes an empty output: from 6 elements that is a bad model, not [2, 3]."""
    node = helper.make_node("Reshape", ["x", "s"], ["y"], allowzero=1)
    graph = helper.make_graph([node], "case", [helper.make_tensor_value_info("x", TensorProto.FLOAT, (2, 3))],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
                              [onnx.numpy_helper.from_array(np.array([0, 3], np.int64), "s")])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 18)], ir_version=10)
    with pytest.raises(OnnxAttributeError, match="allowzero"):
        backend.prepare(model).run([np.ones((2, 3), np.float32)])


@pytest.mark.parametrize("seed, ratio, shape", [(7, 0.3, (4, 5)), (123, 0.9, (2, 3, 8))])
def test_training_dropout_draws_the_reference_mask(seed: int, ratio: float, shape: tuple[int, ...]) -> None:
    node = helper.make_node("Dropout", ["x", "r", "t"], ["y", "mask"], seed=seed)
    model = _model(node, {"x": (TensorProto.FLOAT, shape), "r": (TensorProto.FLOAT, ()), "t": (TensorProto.BOOL, ())},
                   {"y": TensorProto.FLOAT, "mask": TensorProto.BOOL})
    feeds = [RNG.normal(size=shape).astype(np.float32), np.array(ratio, np.float32), np.array(True)]
    got = _ours(model, feeds)
    want = ReferenceEvaluator(model).run(None, dict(zip("xrt", feeds)))
    assert np.array_equal(got[1], want[1]) and np.array_equal(got[0], want[0])
    assert 0 < got[1].sum() < got[1].size  # a real mask: some kept, some dropped


def test_training_dropout_without_a_seed_is_refused() -> None:
    node = helper.make_node("Dropout", ["x", "r", "t"], ["y"])
    model = _model(node, {"x": (TensorProto.FLOAT, (3,)), "r": (TensorProto.FLOAT, ()), "t": (TensorProto.BOOL, ())},
                   {"y": TensorProto.FLOAT})
    with pytest.raises(UnsupportedOnnxError, match="without a seed"):
        _ours(model, [np.ones(3, np.float32), np.array(0.5, np.float32), np.array(True)])


@pytest.mark.parametrize("attrs", [
    {"output_shape": [10, 8], "strides": [3, 2]},
    {"output_shape": [11, 8], "strides": [3, 2]},
    {"output_shape": [11, 8], "strides": [3, 2], "auto_pad": "SAME_LOWER"},
    {"output_shape": [8, 8], "strides": [2, 2], "dilations": [1, 2]},
])
def test_conv_transpose_larger_than_the_full_convolution(attrs: dict[str, Any]) -> None:
    """An output_shape past the full transposed convolution (onnxruntime takes up to a stride - 1
    more): negative total padding, which grows the end (SAME_UPPER) or the start (SAME_LOWER)."""
    node = helper.make_node("ConvTranspose", ["x", "w", "b"], ["y"], **attrs)
    model = _model(node, {"x": (TensorProto.FLOAT, (1, 2, 3, 3)), "w": (TensorProto.FLOAT, (2, 2, 3, 3)),
                          "b": (TensorProto.FLOAT, (2,))}, {"y": TensorProto.FLOAT})
    feeds = [RNG.normal(size=(1, 2, 3, 3)).astype(np.float32), RNG.normal(size=(2, 2, 3, 3)).astype(np.float32),
             RNG.normal(size=(2,)).astype(np.float32)]
    (want,) = _ort(model, feeds)
    (got,) = _ours(model, feeds)
    assert got.shape == want.shape
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)


def test_conv_transpose_negative_pads_follow_the_reference() -> None:
    """Negative pads given as such (onnxruntime refuses them; onnx's reference extends with zeros)."""
    node = helper.make_node("ConvTranspose", ["x", "w"], ["y"], pads=[-1, 0, 1, -2], strides=[2, 1])
    model = _model(node, {"x": (TensorProto.FLOAT, (1, 1, 3, 3)), "w": (TensorProto.FLOAT, (1, 2, 3, 3))},
                   {"y": TensorProto.FLOAT})
    feeds = [RNG.normal(size=(1, 1, 3, 3)).astype(np.float32), RNG.normal(size=(1, 2, 3, 3)).astype(np.float32)]
    (want,) = ReferenceEvaluator(model).run(None, dict(zip("xw", feeds)))
    (got,) = _ours(model, feeds)
    assert got.shape == want.shape
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("kernel, strides, dilations, pads, order", [
    ([3], [2], [1], [1, 2], 0),
    ([2, 3], [1, 2], [2, 1], [1, 0, 0, 1], 0),
    ([2, 2], [2, 2], [1, 1], [0, 0, 0, 0], 1),
    ([3, 2], [1, 1], [1, 1], [1, 1, 1, 0], 1),
    ([2, 2, 2], [1, 2, 1], [1, 1, 2], [0, 1, 1, 1, 0, 1], 0),
])
def test_max_pool_indices_match_onnxruntime(kernel: list[int], strides: list[int], dilations: list[int],
                                            pads: list[int], order: int) -> None:
    shape = (2, 3) + (7, 6, 5)[:len(kernel)]
    node = helper.make_node("MaxPool", ["x"], ["y", "i"], kernel_shape=kernel, strides=strides, dilations=dilations,
                            pads=pads, storage_order=order)
    model = _model(node, {"x": (TensorProto.FLOAT, shape)}, {"y": TensorProto.FLOAT, "i": TensorProto.INT64})
    x = RNG.permutation(int(np.prod(shape))).reshape(shape).astype(np.float32)
    want = _ort(model, [x])
    got = _ours(model, [x])
    assert np.array_equal(got[0], want[0]) and np.array_equal(got[1], want[1])


def test_integer_max_pool_picks_the_values() -> None:
    node = helper.make_node("MaxPool", ["x"], ["y"], kernel_shape=[2, 2], pads=[1, 0, 0, 1])
    model = _model(node, {"x": (TensorProto.INT8, (1, 2, 4, 4))}, {"y": TensorProto.INT8})
    x = RNG.integers(-128, 128, (1, 2, 4, 4)).astype(np.int8)
    (got,) = _ours(model, [x])
    assert got.dtype == np.int8 and np.array_equal(got, _ort(model, [x])[0])
