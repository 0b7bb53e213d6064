"""Linear algebra and reductions: mul, rowwise_add, elementwise_add, sum, mean (+ gradients)."""
from __future__ import annotations

from typing import Any

from paddle.registry import Function, TensorInfo, dims_equal, require

from ._grad import ROWS, grad_op
from ._xp import xp_of


def _same_dtype(*infos: TensorInfo) -> None:
    dtypes = {i.dtype for i in infos}
    require(len(dtypes) == 1, f"inputs should share one dtype, got {', '.join(sorted(d.value for d in dtypes))}")


def _same_shape(x: TensorInfo, y: TensorInfo, what: str = "X and Y") -> None:
    same = x.rank == y.rank and all(dims_equal(a, b) for a, b in zip(x.shape, y.shape))
    require(same, f"{what} should have the same shape")
    _same_dtype(x, y)


# --- mul: matrix product ------------------------------------------------------------------
def _mul_shape(x: TensorInfo, y: TensorInfo) -> TensorInfo:
    _same_dtype(x, y)
    return TensorInfo((x.shape[0], y.shape[1]), x.dtype, x.seq_type)


def _mul(x: Any, y: Any) -> Any:
    return x @ y


def _mul_grad(x: Any, y: Any, out: Any, dout: Any, *, needed: tuple[bool, ...] = (True, True)) -> tuple[Any, Any]:
    # `needed` (runtime convention, paddle/operator.py): skip the gradient of data inputs
    return (dout @ y.T if needed[0] else None), (x.T @ dout if needed[1] else None)


mul = (
    Function("mul", "Matrix product Out = X @ Y of an [M, K] and a [K, N] matrix.")
    .input("X", "an [M, K] matrix; rows may be the steps of sequences", shape=("M", "K"), seq_types=ROWS)
    .input("Y", "a [K, N] matrix", shape=("K", "N"))
    .output("Out", "the [M, N] product", shape=("M", "N"))
    .shape(_mul_shape).grad("mul_grad")
    .flops(lambda x, y: 2 * (x.shape[0] or 1) * x.shape[1] * y.shape[1])
    .kernel("cpu", _mul).kernel("gpu", _mul)
    .register()
)

mul_grad = grad_op("mul", _mul_grad, {"X": {"shape": ("M", "K")}, "Y": {"shape": ("K", "N")},
                                       "Out": {"shape": ("M", "N")}, "Out@GRAD": {"shape": ("M", "N")}},
                   grads=("X", "Y"))


# --- rowwise_add: add a bias vector to every row -------------------------------------------
def _rowwise_add_shape(x: TensorInfo, b: TensorInfo) -> None:
    _same_dtype(x, b)


def _rowwise_add(x: Any, b: Any) -> Any:
    return x + b


def _rowwise_add_grad(x: Any, b: Any, out: Any, dout: Any, *,
                      needed: tuple[bool, ...] = (True, True)) -> tuple[Any, Any]:
    return dout, (dout.sum(axis=0) if needed[1] else None)


rowwise_add = (
    Function("rowwise_add", "Adds the vector b to every row of X.")
    .input("X", "an [M, N] matrix; rows may be the steps of sequences", shape=("M", "N"), seq_types=ROWS)
    .input("b", "a vector of N values", shape=("N",))
    .output("Out", "X with b added to each row", like="X")
    .shape(_rowwise_add_shape).grad("rowwise_add_grad")
    .kernel("cpu", _rowwise_add).kernel("gpu", _rowwise_add)
    .register()
)

rowwise_add_grad = grad_op("rowwise_add", _rowwise_add_grad,
                           {"X": {"shape": ("M", "N")}, "b": {"shape": ("N",)}, "Out": {"shape": ("M", "N")},
                            "Out@GRAD": {"shape": ("M", "N")}}, grads=("X", "b"))


# --- elementwise_add: X + Y of one shape -----------------------------------------------------
def _elementwise_add(x: Any, y: Any) -> Any:
    return x + y


def _elementwise_add_grad(x: Any, y: Any, out: Any, dout: Any) -> tuple[Any, Any]:
    return dout, dout


elementwise_add = (
    Function("elementwise_add", "Elementwise sum of two tensors of the same shape.")
    .input("X", seq_types=ROWS).input("Y", seq_types=ROWS)
    .output("Out", "X + Y", like="X")
    .shape(_same_shape).grad("elementwise_add_grad")
    .kernel("cpu", _elementwise_add).kernel("gpu", _elementwise_add)
    .register()
)

elementwise_add_grad = grad_op("elementwise_add", _elementwise_add_grad,
                               {"X": {}, "Y": {}, "Out": {}, "Out@GRAD": {}}, grads=("X", "Y"))


# --- sum: any number of tensors of one shape (accumulates gradients) --------------------------
def _sum_shape(xs: list[TensorInfo]) -> TensorInfo:
    for i, x in enumerate(xs[1:], 1):
        _same_shape(xs[0], x, f"X[0] and X[{i}]")
    return xs[0]


def _sum(xs: list[Any]) -> Any:
    total = xs[0] + xs[1] if len(xs) > 1 else xs[0].copy()
    for x in xs[2:]:
        total += x  # total is a fresh array here, so adding in place is safe
    return total


def _sum_grad(xs: list[Any], out: Any, dout: Any) -> list[Any]:
    return [dout for _ in xs]


sum_op = (
    Function("sum", "Elementwise sum of one or more tensors of the same shape.")
    .input("X", "the tensors to add", variadic=True, seq_types=ROWS)
    .output("Out", "their sum")
    .shape(_sum_shape).grad("sum_grad")
    .kernel("cpu", _sum).kernel("gpu", _sum)
    .register()
)

sum_grad = grad_op("sum", _sum_grad, {"X": {"variadic": True}, "Out": {}, "Out@GRAD": {}})


# --- mean: the average of all elements, as a [1] tensor -------------------------------------
def _mean_shape(x: TensorInfo) -> TensorInfo:
    require(all(d != 0 for d in x.shape), f"X should not be empty (the mean of nothing is undefined), "
            f"got shape {tuple(x.shape)}")
    return TensorInfo((1,), x.dtype)


def _mean(x: Any) -> Any:
    return x.mean().reshape(1).astype(x.dtype)


def _mean_grad(x: Any, out: Any, dout: Any) -> Any:
    # broadcasting the [1] gradient keeps it on the device (no host round trip on a GPU)
    return xp_of(x).ones_like(x) * (dout / x.size)


mean = (
    Function("mean", "The mean of all elements of X, as a tensor of shape [1].")
    .input("X", seq_types=ROWS)
    .output("Out", "the mean", shape=(1,))
    .shape(_mean_shape).grad("mean_grad")
    .kernel("cpu", _mean).kernel("gpu", _mean)
    .register()
)

mean_grad = grad_op("mean", _mean_grad, {"X": {}, "Out": {"shape": (1,)}, "Out@GRAD": {"shape": (1,)}})
