"""Tensor ops that ONNX has and the other op modules did not (issue 12's ONNX backend): trilu
(the upper or lower triangle of the last two axes) and cumsum (running sums along an axis,
inclusive or exclusive, forwards or backwards). Both take floats and integers."""
from __future__ import annotations

from typing import Any


from paddle.registry import FLOATS, INTEGERS, AttrRef, Function, GradOp, TensorInfo, require

from ._xp import xp_of
from .reduce import MAX_RANK

NUMBERS = (*FLOATS, *INTEGERS)


def _some(rng: Any, dtype: Any, shape: tuple[int, ...]) -> Any:
    """Values of the test's float dtype, or now and then integers."""
    if rng.random() < 0.2:
        return rng.integers(-9, 10, shape).astype(rng.choice(["int32", "int64"]))
    return rng.normal(0.0, 2.0, shape).astype(dtype)


# --- trilu -------------------------------------------------------------------------------------
def _trilu_shape(x: TensorInfo, *, upper: bool, k: int) -> None:
    require(x.rank >= 2, f"X should have rank 2 or more (a matrix, or a batch of them), got rank {x.rank}")


def _trilu(x: Any, *, upper: bool, k: int) -> Any:
    xp = xp_of(x)
    return xp.triu(x, k) if upper else xp.tril(x, k)


def _trilu_inputs(rng: Any, dtype: Any, *, upper: bool, k: int) -> dict[str, Any]:
    lead = tuple(int(d) for d in rng.integers(1, 3, size=rng.integers(0, 2)))
    return {"X": _some(rng, dtype, lead + tuple(int(d) for d in rng.integers(1, 6, size=2)))}


trilu = (
    Function("trilu", "The upper (or lower) triangle of each matrix of X's last two axes: the elements on "
             "and above (below) the k-th diagonal kept, the others 0 (k > 0: above the main diagonal).")
    .input("X", "a tensor of rank 2 or more", dtypes=NUMBERS)
    .output("Out", "shaped like X", like="X")
    .attribute("upper", bool, "keep the upper triangle (else the lower)").default(True)
    .attribute("k", int, "the diagonal the triangle starts from: 0 the main one, > 0 above it")
    .default(0).in_range(-(2**31), 2**31 - 1)
    .shape(_trilu_shape)
    .oracle("torch", "torch.triu(X, diagonal=k) if upper else torch.tril(X, diagonal=k)")
    .kernel(_trilu)
    .grad_ops(GradOp("trilu", inputs={"X": ("Out@GRAD",)}, outputs={"Out": ("X@GRAD",)},
                     attrs={"upper": AttrRef("upper"), "k": AttrRef("k")}))
    .test_inputs(_trilu_inputs)
    .example("out = layers.trilu(data('x', [None, 4, 4]), upper=False, k=-1)")
    .register()
)


# --- cumsum ------------------------------------------------------------------------------------
def _axis_shape(x: TensorInfo, *, axis: int, exclusive: bool, reverse: bool) -> None:
    span = f"from {-x.rank} to {x.rank - 1}" if x.rank else "it has no axes"
    require(-x.rank <= axis < x.rank, f"axis {axis} should name an axis of X (rank {x.rank}: {span})")


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
    .attribute("exclusive", bool, "leave each element out of its own sum").default(False)
    .attribute("reverse", bool, "sum from the last element back").default(False)
    .shape(_axis_shape)
    .oracle("torch", "(torch.cumsum(X.flip(axis), dim=axis).flip(axis) if reverse else torch.cumsum(X, dim=axis))"
                     " - (X if exclusive else torch.zeros_like(X))")
    .kernel(_cumsum)
    .grad(_cumsum_grad, reads=("X",))
    .test_inputs(_cumsum_inputs)
    .example("out = layers.cumsum(data('x', [None, 5]), axis=1, exclusive=True)")
    .register()
)
