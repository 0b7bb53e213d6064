"""Dtypes as the registry's data (issue 19): named type sets declared once, `.types(SET)` on an
op, the default float type variable unchanged for ops that say nothing, kernel dtypes as data
(a C++ kernel serves float32/float64, the array-generic kernel the rest), and the JSON stating
all of it."""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

import paddle  # noqa: F401  (registers every op)
from paddle.errors import KernelNotFoundError
from paddle.registry import (ALL_TYPES, FLOAT_TYPES, FLOATS, NUMERIC, TYPE_SETS, DataType, Function, InputError,
                             Registry, default_registry, document)

from .helpers import run_op


def test_the_type_sets_are_declared_once_and_named_in_the_json() -> None:
    assert set(NUMERIC) < set(ALL_TYPES) and set(FLOAT_TYPES) < set(NUMERIC) and DataType.BOOL in ALL_TYPES
    assert {DataType.BFLOAT16, DataType.FLOAT8_E4M3FN, DataType.INT4, DataType.UINT2} <= set(ALL_TYPES)
    doc = document(default_registry())
    assert doc["type_sets"] == {name: [d.value for d in ds] for name, ds in TYPE_SETS.items()}
    gather = next(op for op in doc["ops"] if op["name"] == "gather")
    assert (gather["inputs"][0]["type_set"], gather["inputs"][1]["type_set"]) == ("all", "integers")
    relu = next(op for op in doc["ops"] if op["name"] == "relu")
    assert relu["kernel_dtypes"] == {"cpu": ["float32", "float64"]}


def test_an_op_that_declares_no_types_keeps_float32_and_float64() -> None:
    meta = (Function("probe_default", "X unchanged.").input("X", "a tensor").output("Out", "X", like="X")
            .oracle("torch", "X").kernel(lambda x: x).no_grad("a probe").build())
    assert meta.input("X").dtypes == FLOATS and meta.output("Out").dtypes == FLOATS and not meta.kernel_dtypes


def test_types_gives_every_tensor_of_the_variable_the_set() -> None:
    meta = (Function("probe_typed", "X + Y.").input("X", "a tensor").input("Y", "another")
            .input("I", "an index", dtypes=(DataType.INT64,), type_var=None)
            .output("Out", "the sum", like="X").types(NUMERIC)
            .oracle("torch", "X + Y").kernel(lambda x, y, i: x + y).no_grad("a probe").build())
    assert meta.input("X").dtypes == NUMERIC == meta.input("Y").dtypes == meta.output("Out").dtypes
    assert meta.input("I").dtypes == (DataType.INT64,)


def _limited(generic: bool) -> Function:
    fn = (Function("probe_limited", "X doubled.").input("X", "a tensor").output("Out", "2 X", like="X").types(NUMERIC)
          .oracle("torch", "2 * X").no_grad("a probe")
          .kernel("cpu", lambda x: np.full_like(x, -1), dtypes=FLOATS))  # the 'C++' kernel: marks its outputs
    return fn.kernel(lambda x: x * 2) if generic else fn


def test_a_kernel_declared_for_some_dtypes_serves_those_and_the_generic_kernel_the_rest() -> None:
    registry = Registry()
    _limited(generic=True).register(registry)
    meta = registry.function("probe_limited")
    assert meta.kernel_dtypes == {"cpu": FLOATS}
    assert meta.kernel_for("cpu", DataType.FLOAT32) is meta.kernels["cpu"]
    assert meta.kernel_for("cpu", DataType.INT32) is meta.kernels["array"]
    from paddle.core.operator import Operator
    from paddle.registry import OpDesc
    kernel = Operator(OpDesc("probe_limited", {"X": ["x"]}, {"Out": ["y"]}), registry).kernel(paddle.CPUPlace())
    assert kernel(np.ones(2, np.float32)).tolist() == [-1, -1]
    assert kernel(np.ones(2, np.int32)).tolist() == [2, 2]
    assert kernel(np.ones(2, np.float16)).tolist() == [2, 2]


def test_a_dtype_no_kernel_serves_is_a_typed_error() -> None:
    registry = Registry()
    _limited(generic=False).register(registry)
    from paddle.core.operator import Operator
    from paddle.registry import OpDesc
    kernel = Operator(OpDesc("probe_limited", {"X": ["x"]}, {"Out": ["y"]}), registry).kernel(paddle.CPUPlace())
    with pytest.raises(KernelNotFoundError, match="no cpu kernel for dtype int32"):
        kernel(np.ones(2, np.int32))


@pytest.mark.parametrize("dtype", ["float16", "bfloat16"])
def test_a_cpp_activation_on_a_reduced_float_runs_in_float32_on_the_generic_kernel(dtype: str) -> None:
    x = np.linspace(-3, 3, 7).astype(DataType.of(dtype).numpy)
    out = run_op("sigmoid", {"X": x})
    assert out.dtype == x.dtype
    want = (1 / (1 + np.exp(-x.astype(np.float64)))).astype(x.dtype)  # the float64 answer, rounded once
    np.testing.assert_array_equal(out, want)


def test_a_reduced_float_sum_accumulates_in_float32() -> None:
    b = np.full(512, 1.0, ml_dtypes.bfloat16)  # bfloat16's own running sum stops at 256 (256 + 1 rounds to 256)
    assert float(run_op("reduce_sum", {"X": b}, dim=None, keep_dim=False)) == 512.0
    assert float(run_op("reduce_mean", {"X": b}, dim=None, keep_dim=False)) == 1.0


def test_integer_ops_keep_their_dtype() -> None:
    x = np.array([[1, -2], [3, 4]], np.int32)
    assert run_op("reduce_sum", {"X": x}, dim=None, keep_dim=False).dtype == np.int32  # numpy's would be int64
    assert run_op("matmul", {"X": x, "Y": x}, transpose_x=False, transpose_y=False).tolist() == (x @ x).tolist()
    assert run_op("div", {"X": np.array([7, -7], np.int64), "Y": np.array([2, 2], np.int64)}).tolist() == [3, -3]
    with pytest.raises(InputError, match="no 0"):
        run_op("div", {"X": np.array([1], np.int32), "Y": np.array([0], np.int32)})
