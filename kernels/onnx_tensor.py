"""Tensor ops that ONNX has and the other op modules did not (issue 12's ONNX backend): trilu
(the upper or lower triangle of the last two axes) and cumsum (running sums along an axis,
inclusive or exclusive, forwards or backwards), both of floats or integers; gather_elements
(X's elements picked along an axis by an index tensor, as torch.gather) and scatter_elements
(its converse: Updates written, or added, at those positions, as torch.scatter)."""
from __future__ import annotations

from typing import Any

import numpy as np

from paddle.registry import ALL_TYPES, FLOATS, INTEGERS, AttrRef, DataType, Function, GradOp, TensorInfo, require
from paddle.registry.errors import input_error

from ._xp import xp_of
from .reduce import MAX_RANK

NUMBERS = (*FLOATS, *INTEGERS)


def _some(rng: Any, dtype: Any, shape: tuple[int, ...]) -> Any:
    """Values of the test's float dtype (the integer paths: tests/onnx_backend/test_onnx_ops.py)."""
    return rng.normal(0.0, 2.0, shape).astype(dtype)


# --- trilu -------------------------------------------------------------------------------------

def _trilu(x: Any, *, upper: bool, k: int) -> Any:
    xp = xp_of(x)
    bound = x.shape[-2] + x.shape[-1]  # a diagonal past every element: the same triangle, and no
    k = max(-bound, min(k, bound))     # int32 overflow in cupy's index arithmetic (k = 2**31 - 3)
    return xp.triu(x, k) if upper else xp.tril(x, k)


def _trilu_inputs(rng: Any, dtype: Any, *, upper: bool, k: int) -> dict[str, Any]:
    lead = tuple(int(d) for d in rng.integers(1, 3, size=rng.integers(0, 2)))
    return {"X": _some(rng, dtype, lead + tuple(int(d) for d in rng.integers(1, 6, size=2)))}


trilu = (
    Function("trilu", "The upper (or lower) triangle of each matrix of X's last two axes: the elements on "
             "and above (below) the k-th diagonal kept, the others 0 (k > 0: above the main diagonal).")
    .input("X", "a tensor of rank 2 or more: [..., M, N]", dtypes=NUMBERS, shape=("...B", "M", "N"))
    .output("Out", "shaped like X", like="X")
    .attribute("upper", bool, "keep the upper triangle (else the lower)").default(True)
    .attribute("k", int, "the diagonal the triangle starts from: 0 the main one, > 0 above it")
    .default(0).in_range(-(2**31), 2**31 - 1)
    .oracle("torch", "torch.triu(X, diagonal=k) if upper else torch.tril(X, diagonal=k)")
    .kernel(_trilu)
    .grad_ops(GradOp("trilu", inputs={"X": ("Out@GRAD",)}, outputs={"Out": ("X@GRAD",)},
                     attrs={"upper": AttrRef("upper"), "k": AttrRef("k")}))
    .test_inputs(_trilu_inputs)
    .example("out = layers.trilu(data('x', [None, 4, 4]), upper=False, k=-1)")
    .register()
)


# --- cumsum ------------------------------------------------------------------------------------
def _cumsum(x: Any, *, axis: int, exclusive: bool, reverse: bool) -> Any:
    xp = xp_of(x)
    v = xp.flip(x, axis) if reverse else x
    s = xp.cumsum(v, axis=axis, dtype=x.dtype)
    if exclusive:  # each sum without its own element: shifted by one, 0 first
        s = xp.concatenate([xp.zeros_like(xp.take(s, [0], axis=axis)),
                            xp.take(s, xp.arange(s.shape[axis] - 1), axis=axis)], axis=axis)
    return xp.flip(s, axis) if reverse else s


def _cumsum_grad(x: Any, dout: Any, *, axis: int, exclusive: bool, reverse: bool) -> Any:
    """Each input element feeds the sums after it (before it, reversed): the gradient runs back."""
    return _cumsum(dout, axis=axis, exclusive=exclusive, reverse=not reverse)


def _cumsum_inputs(rng: Any, dtype: Any, *, axis: int, exclusive: bool, reverse: bool) -> dict[str, Any]:
    rank = min(max(1, axis + 1 if axis >= 0 else -axis, int(rng.integers(1, 4))), MAX_RANK)
    shape = [1] * rank
    for a in rng.choice(rank, size=min(2, rank), replace=False):
        shape[a] = int(rng.integers(1, 4))
    shape[axis] = int(rng.integers(1, 6))
    return {"X": _some(rng, dtype, tuple(shape))}


cumsum = (
    Function("cumsum", "Running sums of X along `axis`: each element the sum of those up to it (exclusive: "
             "before it; reverse: from the other end).")
    .input("X", "a tensor", dtypes=NUMBERS)
    .output("Out", "shaped like X", like="X")
    .attribute("axis", int, "the axis, negative from the end").default(0).in_range(-MAX_RANK, MAX_RANK - 1)
    .axis_of("X")
    .attribute("exclusive", bool, "leave each element out of its own sum").default(False)
    .attribute("reverse", bool, "sum from the last element back").default(False)
    .oracle("torch", "(torch.cumsum(X.flip(axis), dim=axis).flip(axis) if reverse else torch.cumsum(X, dim=axis))"
                     " - (X if exclusive else torch.zeros_like(X))")
    .kernel(_cumsum)
    .grad(_cumsum_grad, reads=("X",))
    .test_inputs(_cumsum_inputs)
    .example("out = layers.cumsum(data('x', [None, 5]), axis=1, exclusive=True)")
    .register()
)


# --- gather_elements ---------------------------------------------------------------------------
MAX_INDEXED = 32  # numpy indexes with at most 63 arrays, one per axis: X of rank 32 at most


def _elements_shape(x: TensorInfo, index: TensorInfo, *, axis: int) -> None:
    require(x.rank == index.rank, f"Index should have X's rank {x.rank}, got rank {index.rank}")
    require(x.rank <= MAX_INDEXED, f"X should have rank {MAX_INDEXED} at most, got rank {x.rank}")
    require(-x.rank <= axis < x.rank, f"axis {axis} should name an axis of X (rank {x.rank})")
    a = axis % x.rank
    for d, (n, m) in enumerate(zip(x.shape, index.shape)):
        require(d == a or n is None or m is None or m <= n,
                f"Index's size along axis {d} ({m}) should be at most X's ({n})")


def _grid(x: Any, index: Any, axis: int) -> tuple[Any, ...]:
    """The full index of each output element into X: its own position, but `index` along `axis`
    (negative entries counted from the end; one outside [-n, n) is refused)."""
    xp, n = xp_of(x), x.shape[axis]
    if index.size and (int(index.min()) < -n or int(index.max()) >= n):
        bad = int(index.min()) if int(index.min()) < -n else int(index.max())
        raise input_error("gather_elements", "Index", f"should hold indexes along axis {axis} in [{-n}, {n}), "
                          f"got {bad}", bad)
    rank = index.ndim  # broadcasting index vectors, one per axis (cupy's indices has no sparse=)
    grid = [xp.arange(d).reshape([-1 if i == a else 1 for i in range(rank)]) for a, d in enumerate(index.shape)]
    grid[axis % x.ndim] = xp.where(index < 0, index + n, index)
    return tuple(grid)


def _gather_elements(x: Any, index: Any, *, axis: int) -> Any:
    return x[_grid(x, index, axis)]


def _gather_elements_grad(x: Any, index: Any, dout: Any, *, axis: int) -> Any:
    """Each output element's gradient added to the element of X it came from (repeats add up)."""
    dx = xp_of(x).zeros_like(x)
    xp_of(x).add.at(dx, _grid(x, index, axis), dout)
    return dx


def _elements_inputs(rng: Any, dtype: Any, *, axis: int) -> dict[str, Any]:
    rank = min(max(1, axis + 1 if axis >= 0 else -axis, int(rng.integers(1, 4))), MAX_INDEXED)
    shape = [1] * rank
    for a in rng.choice(rank, size=min(2, rank), replace=False):
        shape[a] = int(rng.integers(1, 4))
    shape[axis] = int(rng.integers(1, 5))
    index_shape = [int(rng.integers(1, n + 1)) for n in shape]
    index_shape[axis] = int(rng.integers(1, 5))
    return {"X": rng.normal(0.0, 2.0, shape).astype(dtype),
            "Index": rng.integers(0, shape[axis], index_shape).astype(rng.choice(["int32", "int64"]))}


gather_elements = (
    Function("gather_elements", "X's elements picked along `axis` by Index, one per Index element (as "
             "ONNX's GatherElements and torch.gather): Out[i][j][k] = X[Index[i][j][k]][j][k] for axis 0.")
    .input("X", "a tensor")
    .input("Index", "indexes along `axis` in [-n, n) (negative from the end), of X's rank, no larger than "
           "X along the other axes", dtypes=(DataType.INT32, DataType.INT64), type_var=None, no_grad=True,
           shape=("...I",))
    .types(ALL_TYPES)
    .output("Out", "shaped like Index", shape=("...I",))
    .attribute("axis", int, "the axis, negative from the end").default(0).in_range(-MAX_INDEXED, MAX_INDEXED - 1)
    .shape(_elements_shape)
    .oracle("torch", "torch.gather(X, axis, Index)")
    .kernel(_gather_elements)
    .grad(_gather_elements_grad, reads=("X", "Index"))
    .test_inputs(_elements_inputs)
    .example("out = layers.gather_elements(data('x', [4, 3]), data('i', [2, 3], dtype='int64'), axis=0)")
    .register()
)


# --- scatter_elements --------------------------------------------------------------------------
def _scatter_shape(x: TensorInfo, index: TensorInfo, updates: TensorInfo, *, axis: int, reduction: str) -> None:
    _elements_shape(x, index, axis=axis)
    require(tuple(updates.shape) == tuple(index.shape) or None in updates.shape or None in index.shape,
            f"Updates should be shaped like Index {tuple(index.shape)}, got {tuple(updates.shape)}")


_COMBINE = {"add": "add", "mul": "multiply", "max": "maximum", "min": "minimum"}  # reduction -> ufunc


def _scatter_elements(x: Any, index: Any, updates: Any, *, axis: int, reduction: str) -> Any:
    out = x.copy()
    grid = _grid(x, index, axis)
    if reduction == "none":
        out[grid] = updates
    else:  # unbuffered: an element named twice combines every one of its updates with X's value
        getattr(xp_of(x), _COMBINE[reduction]).at(out, grid, updates)
    return out


def _targets(x: Any, grid: tuple[Any, ...]) -> Any:
    """The flat position in X of each update's target."""
    xp = xp_of(x)
    return xp.ravel_multi_index(tuple(xp.broadcast_arrays(*grid)), x.shape)


def _others_product(x: Any, grid: tuple[Any, ...], updates: Any) -> Any:
    """For each update, the product of the other updates of its target (no division: an update of
    0 leaves the others' product intact). The updates are laid out one row per target, padded with
    ones; an update's share is the product before it in its row times the product after."""
    xp = xp_of(x)
    targets = _targets(x, grid).ravel()
    order = xp.argsort(targets, kind="stable")
    sorted_targets = targets[order]
    starts = xp.searchsorted(sorted_targets, sorted_targets, side="left")
    column = xp.arange(targets.size) - starts  # each update's place among its target's updates
    _, row = xp.unique(sorted_targets, return_inverse=True)
    table = xp.ones((int(row.max()) + 1 if row.size else 0, int(column.max()) + 1 if column.size else 0),
                    dtype=updates.dtype)
    table[row, column] = updates.ravel()[order]
    ones = xp.ones_like(table[:, :1])
    before = xp.cumprod(xp.concatenate([ones, table[:, :-1]], axis=1), axis=1)
    reversed_after = xp.cumprod(xp.concatenate([ones, table[:, :0:-1]], axis=1), axis=1)
    after = reversed_after[:, ::-1]
    share = xp.empty_like(targets, dtype=updates.dtype)
    share[order] = (before * after)[row, column]
    return share.reshape(updates.shape)


def _scatter_elements_grad(x: Any, index: Any, updates: Any, dout: Any, *, axis: int, reduction: str,
                           needed: tuple[bool, ...] = (True, True)) -> tuple[Any, Any]:
    """none: X's gradient where it is kept, each update's from its target; add: both the target's.
    mul: the target's times the product of the other factors. max/min: the target's to every
    contributor equal to the result, shared evenly among them (as torch's scatter_reduce)."""
    grid = _grid(x, index, axis)
    if reduction in ("none", "add"):
        dx = dout.copy()
        if reduction == "none":
            dx[grid] = 0
        return dx, dout[grid]
    xp = xp_of(x)
    if reduction == "mul":
        factors = xp.ones_like(x)
        xp.multiply.at(factors, grid, updates)
        return dout * factors, dout[grid] * x[grid] * _others_product(x, grid, updates)
    out = _scatter_elements(x, index, updates, axis=axis, reduction=reduction)
    x_wins, u_wins = x == out, updates == out[grid]
    count = x_wins.astype(x.dtype)
    xp.add.at(count, grid, u_wins.astype(x.dtype))
    share = dout / count
    return xp.where(x_wins, share, 0), xp.where(u_wins, share[grid], 0)


def _scatter_inputs(rng: Any, dtype: Any, *, axis: int, reduction: str) -> dict[str, Any]:
    """Index distinct along the axis for each position of the other axes (with none, which of
    two updates of one element wins is unspecified), no larger than X."""
    x = _elements_inputs(rng, dtype, axis=axis)["X"]
    a = axis % x.ndim
    k = int(rng.integers(1, x.shape[a] + 1))
    other = [int(rng.integers(1, n + 1)) if d != a else x.shape[a] for d, n in enumerate(x.shape)]
    order = np.argsort(rng.random(other), axis=a)  # a permutation of the axis per position
    index = np.take(order, np.arange(k), axis=a).astype(np.int64)
    return {"X": x, "Index": index, "Updates": rng.normal(0.0, 2.0, index.shape).astype(dtype)}


scatter_elements = (
    Function("scatter_elements", "X with elements replaced (or combined with reduction add, mul, max or min) by "
             "Updates at the positions Index names along `axis` (ONNX's ScatterElements, torch's scatter and "
             "scatter_reduce with X's values included): for axis 0, Out[Index[i][j]][j] = Updates[i][j]. With none, "
             "an element named twice gets one of its updates; with a reduction, X's value and all of them combine.")
    .input("X", "a tensor")
    .input("Index", "indexes along `axis` in [-n, n), of X's rank, no larger than X along the other axes",
           dtypes=(DataType.INT32, DataType.INT64), type_var=None, no_grad=True)
    .input("Updates", "the new values, shaped like Index")
    .types(ALL_TYPES)
    .output("Out", "shaped like X", like="X")
    .attribute("axis", int, "the axis, negative from the end").default(0).in_range(-MAX_INDEXED, MAX_INDEXED - 1)
    .attribute("reduction", str, "none: replace; add, mul, max, min: combine with X's element (sum, product, "
               "largest, smallest)").default("none").one_of(["none", "add", "mul", "max", "min"])
    .shape(_scatter_shape)
    .oracle("torch", "X.scatter(axis, Index, Updates) if reduction == 'none' else X.scatter_reduce(axis, Index, "
            "Updates, 'sum' if reduction == 'add' else 'prod' if reduction == 'mul' else 'a' + reduction)")
    .kernel(_scatter_elements)
    .grad(_scatter_elements_grad, reads=("X", "Index", "Updates"))
    .test_inputs(_scatter_inputs)
    .example("out = layers.scatter_elements(data('x', [4, 3]), data('i', [2, 3], dtype='int64'), "
             "data('u', [2, 3]), axis=0, reduction='add')")
    .register()
)
