"""ONNX's Cast from float to an integer leaves infinities, NaN and out-of-range values undefined;
real models produce them in lanes they mask away (T5's relative-position buckets take log(0) = -inf
and drop it with a Where). The backend saturates them into the integer's range (NaN as 0) instead
of refusing the model; in-range values truncate as onnxruntime does."""
from __future__ import annotations

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper

import paddle.onnx.backend as backend


def _cast_model(to: int) -> onnx.ModelProto:
    node = helper.make_node("Cast", ["x"], ["y"], to=to)
    graph = helper.make_graph([node], "cast", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [6])],
                              [helper.make_tensor_value_info("y", to, [6])])
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 19)])


@pytest.mark.parametrize("to, dtype", [(TensorProto.INT64, np.int64), (TensorProto.INT32, np.int32),
                                       (TensorProto.INT8, np.int8), (TensorProto.UINT8, np.uint8)])
def test_a_float_cast_to_an_integer_saturates_what_it_cannot_hold(to, dtype):
    x = np.array([2.7, -2.7, -np.inf, np.inf, np.nan, 1e30], np.float32)
    (y,) = backend.prepare(_cast_model(to)).run([x])
    info = np.iinfo(dtype)
    assert y.dtype == dtype
    assert y[0] == 2 and y[1] == (-2 if info.min < 0 else 0)  # truncated towards 0 (an unsigned floor is 0)
    assert y[2] == info.min and y[4] == 0
    top = np.float32(info.max)
    while int(top) > info.max:  # float32 rounds 2**31 - 1 and 2**63 - 1 up
        top = np.nextafter(top, np.float32(0))
    assert y[3] == int(top) and y[5] == y[3]  # the largest float32 the integer holds
