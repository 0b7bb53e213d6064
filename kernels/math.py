"""Linear algebra and reductions: assign, mul, rowwise_add, elementwise_add, sum, mean.

Shapes, dtypes and sequence offsets follow from the tensor metas (data); each gradient is
declared on its forward op.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from paddle.registry import ALL_TYPES, ROWS, Function, GradOp

from . import _native
from ._gemm_gpu import matmul
from ._xp import xp_of

ANY_SHAPE = ("...S",)  # any number of dimensions, the same wherever "...S" appears


# --- assign: a copy (the gradient of ops that pass their gradient through) -----------------------
def _assign(x: Any) -> Any:
    return x.copy()


assign = (
    Function("assign", "A copy of X.")
    .input("X", "any tensor", seq_types=ROWS)
    .types(ALL_TYPES)
    .output("Out", "a copy of X", like="X")
    .oracle("onnx", "Identity(X)")
    .kernel(_assign)
    .grad_ops(GradOp("assign", inputs={"X": ("Out@GRAD",)}, outputs={"Out": ("X@GRAD",)}))
    .register()
)


# --- mul: matrix product ------------------------------------------------------------------
def _mul(x: Any, y: Any) -> Any:
    return matmul(x, y)  # on a GPU, recordable in a CUDA graph (kernels/_gemm_gpu.py)


def _mul_grad(x: Any, y: Any, dout: Any, *, needed: tuple[bool, ...] = (True, True)) -> tuple[Any, Any]:
    # `needed` (runtime convention, paddle/core/operator.py): skip the gradient of data inputs.
    # dot, not @: with one row, `x.T @ dout` takes numpy's non-BLAS loop (5x slower).
    product = np.dot if xp_of(x) is np else matmul
    return (product(dout, y.T) if needed[0] else None), (product(x.T, dout) if needed[1] else None)


# the C++ products (kernels/cpp/dense.cc): split across the runtime's pool, each part one call of
# numpy's own BLAS (held single-threaded while a net runs: paddle/core/plan.py)
_MATMUL = {np.dtype(np.float32): _native.matmul_f32, np.dtype(np.float64): _native.matmul_f64}


def native_product(a: Any, b: Any) -> Any:
    """The C++ product for a pair of float32 or float64 matrices of one dtype (None: numpy's)."""
    if type(a) is not np.ndarray or type(b) is not np.ndarray or a.dtype != b.dtype or a.ndim != 2 or b.ndim != 2:
        return None
    return _MATMUL.get(a.dtype)


def _mul_cpu(x: Any, y: Any) -> Any:
    product = native_product(x, y)
    return _mul(x, y) if product is None else product(x, y)


def _mul_grad_cpu(x: Any, y: Any, dout: Any, *, needed: tuple[bool, ...] = (True, True)) -> tuple[Any, Any]:
    product = native_product(x, y)
    if product is None or dout.dtype != x.dtype:
        return _mul_grad(x, y, dout, needed=needed)
    dx = product(dout, y, False, True) if needed[0] else None  # dOut @ Y^T
    return dx, (product(x, dout, True, False) if needed[1] else None)  # X^T @ dOut


mul = (
    Function("mul", "Matrix product Out = X @ Y of an [M, K] and a [K, N] matrix.")
    .input("X", "an [M, K] matrix; rows may be the steps of sequences", shape=("M", "K"), seq_types=ROWS)
    .input("Y", "a [K, N] matrix", shape=("K", "N"))
    .output("Out", "the [M, N] product", shape=("M", "N"))
    .oracle("torch", "torch.matmul(X, Y)", magnitude="torch.matmul(X.abs(), Y.abs())")
    .kernel(_mul)
    .kernel("cpu", _mul_cpu)
    .grad(_mul_grad, reads=("X", "Y"))
    .grad_kernel("cpu", _mul_grad_cpu)
    .register()
)


# --- rowwise_add: add a bias vector to every row -------------------------------------------
def _rowwise_add(x: Any, b: Any) -> Any:
    return x + b


def _rowwise_add_grad(x: Any, b: Any, dout: Any, *, needed: tuple[bool, ...] = (True, True)) -> tuple[Any, Any]:
    return dout, (dout.sum(axis=0) if needed[1] else None)


rowwise_add = (
    Function("rowwise_add", "Adds the vector b to every row of X.")
    .input("X", "an [M, N] matrix; rows may be the steps of sequences", shape=("M", "N"), seq_types=ROWS)
    .input("b", "a vector of N values", shape=("N",))
    .output("Out", "X with b added to each row", like="X")
    .oracle("onnx", "Add(X, b)")  # numpy-style broadcasting over the rows
    .elementwise("x + y", X="dout", b="dout")  # y: b's element (fused kernels: registry/fusion.py)
    .kernel(_rowwise_add)
    .grad(_rowwise_add_grad, reads=("X", "b"))
    .register()
)


# --- elementwise_add: X + Y of one shape -----------------------------------------------------
def _elementwise_add(x: Any, y: Any) -> Any:
    return x + y


elementwise_add = (
    Function("elementwise_add", "Elementwise sum of two tensors of the same shape.")
    .input("X", shape=ANY_SHAPE, seq_types=ROWS).input("Y", shape=ANY_SHAPE, seq_types=ROWS)
    .output("Out", "X + Y", like="X")
    .oracle("torch", "torch.add(X, Y)")
    .elementwise("x + y", X="dout", Y="dout")
    .kernel(_elementwise_add)
    .grad_ops(GradOp("assign", inputs={"X": ("Out@GRAD",)}, outputs={"Out": ("X@GRAD",)}),
              GradOp("assign", inputs={"X": ("Out@GRAD",)}, outputs={"Out": ("Y@GRAD",)}))
    .register()
)


# --- sum: any number of tensors of one shape (accumulates gradients) --------------------------
def _sum(xs: list[Any]) -> Any:
    total = xs[0] + xs[1] if len(xs) > 1 else xs[0].copy()
    for x in xs[2:]:
        total += x  # total is a fresh array here, so adding in place is safe
    return total


_SUM = {np.dtype(np.float32): _native.sum_f32, np.dtype(np.float64): _native.sum_f64}


def _sum_cpu(xs: list[Any]) -> Any:
    """The C++ sum (one pass over the inputs, split across the pool) for float32/float64 arrays
    of one shape and dtype; numpy's for the rest."""
    first = xs[0]
    kernel = _SUM.get(getattr(first, "dtype", None)) if type(first) is np.ndarray else None
    if kernel is None or any(type(x) is not np.ndarray or x.dtype != first.dtype or x.shape != first.shape
                             for x in xs):
        return _sum(xs)
    return kernel(xs)


def _sum_grad(xs: list[Any], dout: Any) -> list[Any]:
    return [dout for _ in xs]


sum_op = (
    Function("sum", "Elementwise sum of one or more tensors of the same shape.")
    .input("X", "the tensors to add", variadic=True, shape=ANY_SHAPE, seq_types=ROWS)
    .output("Out", "their sum", like="X")
    .oracle("onnx", "Sum(*X)", magnitude="torch.stack(X).abs().sum(0)")
    .kernel(_sum)
    .kernel("cpu", _sum_cpu)
    .grad(_sum_grad, reads=("X",))
    .register()
)


# --- mean: the average of all elements, as a [1] tensor -------------------------------------
def _mean(x: Any) -> Any:
    return x.mean().reshape(1).astype(x.dtype)


def _mean_grad(x: Any, dout: Any) -> Any:
    # one pass writing the broadcast [1] gradient; on the device (no host round trip on a GPU)
    xp = xp_of(x)
    out = xp.empty_like(x)
    out[...] = dout.reshape(()) / x.size
    return out


mean = (
    Function("mean", "The mean of all elements of X, as a tensor of shape [1].")
    .input("X", "a tensor with at least one element (the mean of nothing is undefined)", seq_types=ROWS,
           nonempty=True)
    .output("Out", "the mean", shape=(1,))
    .oracle("torch", "torch.mean(X).reshape(1)")
    .kernel(_mean)
    .grad(_mean_grad, reads=("X",))
    .register()
)
