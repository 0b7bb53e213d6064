"""An initializer's size as paddle.onnx counts it (issue 22: counting elements instead of bytes
against the memory budget, or complex values as two elements each, passed every backend test):
the budget bounds bytes, and a complex tensor's typed data holds two numbers an element."""
from __future__ import annotations

import numpy as np
import pytest

onnx = pytest.importorskip("onnx")

from onnx import TensorProto, helper  # noqa: E402

import paddle  # noqa: E402
from paddle.core.flags import FLAGS  # noqa: E402
from paddle.onnx.model_check import initializer  # noqa: E402
from paddle.onnx.node_map import OnnxModelError  # noqa: E402


@pytest.fixture
def budget_of_1000_bytes():
    old = FLAGS.memory_budget
    paddle.set_flags(memory_budget=1000)
    yield
    paddle.set_flags(memory_budget=old)


def test_the_budget_bounds_bytes_not_elements(budget_of_1000_bytes):
    fits = helper.make_tensor("w", TensorProto.DOUBLE, [100], np.zeros(100))  # 800 bytes
    assert initializer(fits, None).shape == (100,)
    over = helper.make_tensor("w", TensorProto.DOUBLE, [200], np.zeros(200))  # 1600 bytes, 200 elements
    with pytest.raises(OnnxModelError, match="memory budget"):
        initializer(over, None)


def test_a_complex_initializer_holds_two_numbers_an_element():
    t = TensorProto()
    t.name, t.data_type = "c", TensorProto.COMPLEX64
    t.dims.extend([2])
    t.float_data.extend([1.0, 2.0, 3.0, -4.0])  # (1 + 2j), (3 - 4j)
    assert np.array_equal(initializer(t, None), np.array([1 + 2j, 3 - 4j], np.complex64))
    t.float_data.extend([5.0, 6.0])  # a third element for dims [2]
    with pytest.raises(OnnxModelError, match="holds 3 elements"):
        initializer(t, None)
