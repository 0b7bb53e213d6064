"""gather_nd and scatter_nd: X's slices named by tuples of leading indexes (ONNX's GatherND with
batch_dims, and ScatterND with its reductions none / add / mul / max / min).

An Index of shape [..., k] holds one k-tuple per position; each names the slice X[i1, ..., ik]
(after `batch_dims` axes that X and Index share and walk together, for gather_nd). Negative
entries count from the end. The tuples become one fancy index over the leading axes.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from paddle.registry import FLOATS, INTEGERS, DataType, Function, TensorInfo, require
from paddle.registry.errors import input_error

from ._xp import xp_of

MAX_BATCH_DIMS = 3  # ONNX sets none; the generated tests cover up to here
REDUCTIONS = ("none", "add", "mul", "max", "min")
NUMBERS = (*FLOATS, *INTEGERS)


def _index_rule(x: TensorInfo, index: TensorInfo, batch_dims: int) -> int | None:
    """k, the tuples' length, checked against X's rank; None while unknown."""
    require(index.rank >= 1, f"Index should have rank 1 or more ([..., k]), got rank {index.rank}")
    k = index.shape[-1]
    require(batch_dims < min(x.rank, index.rank),
            f"batch_dims ({batch_dims}) should be below the ranks of X ({x.rank}) and Index ({index.rank})")
    require(k is None or 1 <= k <= x.rank - batch_dims,
            f"Index's last axis ({k}) should be 1 to X's rank less batch_dims ({x.rank} - {batch_dims})")
    for a in range(batch_dims):
        d, e = x.shape[a], index.shape[a]
        require(d is None or e is None or d == e, f"X and Index should agree on batch axis {a}: {d} vs {e}")
    return k


def _gather_nd_shape(x: TensorInfo, index: TensorInfo, *, batch_dims: int) -> TensorInfo:
    k = _index_rule(x, index, batch_dims)
    rest = () if k is None else tuple(x.shape[batch_dims + k:])
    return TensorInfo(tuple(index.shape[:-1]) + rest, x.dtype)


def _where(op: str, x: Any, index: Any, batch_dims: int) -> tuple[Any, ...]:
    """The fancy index of the slices: (batch position, i1, ..., ik), each [B, M] (B: the batch
    axes flattened, M: the tuples of one batch position), negatives wrapped, range checked."""
    xp = xp_of(index)
    k = index.shape[-1]
    b = int(np.prod(index.shape[:batch_dims], dtype=np.int64))
    tuples = index.reshape(b, -1, k).astype(np.int64)
    sizes = xp.asarray(x.shape[batch_dims:batch_dims + k], dtype=np.int64)
    if tuples.size and bool(((tuples < -sizes) | (tuples >= sizes)).any()):
        raise input_error(op, "Index", f"holds an index outside X's axes {tuple(x.shape[batch_dims:batch_dims + k])}",
                          "out of range")
    tuples = xp.where(tuples < 0, tuples + sizes, tuples)
    batch = xp.broadcast_to(xp.arange(b)[:, None], tuples.shape[:2])
    return (batch,) + tuple(tuples[..., j] for j in range(k))


def _flat(x: Any, batch_dims: int) -> Any:
    return x.reshape((-1,) + tuple(x.shape[batch_dims:]))


def _gather_nd(x: Any, index: Any, *, batch_dims: int) -> Any:
    where = _where("gather_nd", x, index, batch_dims)
    rest = tuple(x.shape[batch_dims + index.shape[-1]:])
    return _flat(x, batch_dims)[where].reshape(tuple(index.shape[:-1]) + rest)


def _gather_nd_grad(x: Any, index: Any, dout: Any, *, batch_dims: int) -> Any:
    """Each slice's gradient added back where it came from (a slice named twice gets both)."""
    xp = xp_of(x)
    where = _where("gather_nd_grad", x, index, batch_dims)
    dx = xp.zeros(_flat(x, batch_dims).shape, dtype=x.dtype)
    rest = tuple(x.shape[batch_dims + index.shape[-1]:])
    xp.add.at(dx, where, dout.reshape(where[0].shape + rest))
    return dx.reshape(x.shape)


def _draw_index(rng: Any, x_shape: tuple[int, ...], lead: tuple[int, ...], k: int, b: int,
                distinct: bool) -> Any:
    """An index [*lead, k] into x_shape's axes b .. b + k (negatives among them); distinct tuples
    per batch position where asked (scatter's none)."""
    sizes = x_shape[b:b + k]
    per_batch = int(np.prod(lead[b:], dtype=np.int64))
    count = int(np.prod(sizes))
    rows = []
    for _ in range(int(np.prod(lead[:b], dtype=np.int64))):
        flat = rng.permutation(count)[:per_batch] if distinct else rng.integers(0, count, per_batch)
        rows.append(np.stack(np.unravel_index(flat, sizes), axis=-1))
    index = np.stack(rows).reshape(lead + (k,))
    negative = rng.random(index.shape) < 0.3
    return np.where(negative, index - np.asarray(sizes), index).astype(np.int64)


def _gather_nd_inputs(rng: Any, dtype: Any, *, batch_dims: int) -> dict[str, Any]:
    b = batch_dims
    batch = tuple(int(v) for v in rng.integers(1, 3, size=b))
    x_shape = batch + tuple(int(v) for v in rng.integers(1, 4, size=int(rng.integers(1, 4))))
    k = int(rng.integers(1, len(x_shape) - b + 1))
    lead = batch + tuple(int(v) for v in rng.integers(1, 3, size=int(rng.integers(0, 2))))
    x = rng.normal(0.0, 2.0, x_shape).astype(dtype)
    return {"X": x, "Index": _draw_index(rng, x_shape, lead, k, b, distinct=False)}


_INDEX = dict(dtypes=(DataType.INT64, DataType.INT32), type_var=None, no_grad=True)

gather_nd = (
    Function("gather_nd", "X's slices named by the k-tuples of Index's last axis (ONNX's GatherND): "
             "Out[..., :] = X[i1, ..., ik, :], after batch_dims axes that X and Index share.")
    .types((*NUMBERS, DataType.BOOL))  # numbers or bools (a dynamo-exported attention mask), X's and Out's
    .input("X", "a tensor")
    .input("Index", "[..., k] tuples of indexes into X's axes batch_dims .. batch_dims + k (negative from the "
           "end)", **_INDEX)
    .output("Out", "[*Index.shape[:-1], *X.shape[batch_dims + k:]]")
    .attribute("batch_dims", int, "leading axes X and Index walk together").default(0)
    .in_range(0, MAX_BATCH_DIMS)
    .shape(_gather_nd_shape)
    .oracle("onnx", "GatherND(X, Index, batch_dims=batch_dims)")
    .kernel(_gather_nd)
    .grad(_gather_nd_grad, reads=("X", "Index"))
    .test_inputs(_gather_nd_inputs)
    .example("out = layers.gather_nd(data('x', [4, 3, 2]), data('i', [5, 2], dtype='int64'))  # [5, 2]")
    .register()
)


# --- scatter_nd -----------------------------------------------------------------------------------
def _scatter_nd_shape(x: TensorInfo, index: TensorInfo, updates: TensorInfo, *, reduction: str) -> None:
    k = _index_rule(x, index, 0)
    if k is not None and None not in updates.shape and None not in index.shape and None not in x.shape:
        want = tuple(index.shape[:-1]) + tuple(x.shape[k:])
        require(tuple(updates.shape) == want, f"Updates should be shaped {want} (Index's leading axes, then X's "
                f"axes after the k indexed ones), got {tuple(updates.shape)}")


_AT = {"add": "add", "mul": "multiply", "max": "maximum", "min": "minimum"}


def _scatter_nd(x: Any, index: Any, updates: Any, *, reduction: str) -> Any:
    xp = xp_of(x)
    where = _where("scatter_nd", x, index, 0)[1:]
    out = x.copy()
    rows = updates.reshape((-1,) + tuple(x.shape[index.shape[-1]:]))
    where = tuple(w[0] for w in where)
    if reduction == "none":
        out[where] = rows
    else:
        getattr(xp, _AT[reduction]).at(out, where, rows)
    return out


def _scatter_nd_grad(x: Any, index: Any, updates: Any, dout: Any, *, reduction: str,
                     needed: tuple[bool, ...] = (True, True)) -> tuple[Any, Any]:
    """Through what each reduction keeps: none drops X's overwritten slices; add passes dOut to
    both; mul scales by the other factors; max / min pass it to the winner (X on a tie)."""
    xp = xp_of(x)
    k = index.shape[-1]
    where = tuple(w[0] for w in _where("scatter_nd_grad", x, index, 0)[1:])
    rows = updates.reshape((-1,) + tuple(x.shape[k:]))
    dx, du = dout.copy(), dout[where]
    if reduction == "none":
        dx[where] = 0
    elif reduction == "mul":
        factor = xp.ones_like(x)
        xp.multiply.at(factor, where, rows)
        dx = dout * factor
        du = dout[where] * x[where] * factor[where] / rows
    elif reduction in ("max", "min"):
        out = _scatter_nd(x, index, updates, reduction=reduction)
        kept = out == x
        dx = dout * kept
        du = dout[where] * ((rows == out[where]) & ~kept[where])
    return dx.astype(x.dtype), du.reshape(updates.shape).astype(x.dtype)


def _scatter_nd_inputs(rng: Any, dtype: Any, *, reduction: str) -> dict[str, Any]:
    """Distinct tuples (with none, which of two updates of one slice wins is unspecified; with
    max / min, ties make no gradient), updates away from 0 (mul's gradient divides by them)."""
    x_shape = tuple(int(v) for v in rng.integers(2, 4, size=int(rng.integers(1, 4))))
    k = int(rng.integers(1, len(x_shape) + 1))
    lead = (int(rng.integers(1, min(int(np.prod(x_shape[:k])), 4) + 1)),)
    index = _draw_index(rng, x_shape, lead, k, 0, distinct=True)
    u_shape = lead + x_shape[k:]
    signs = rng.choice([-1.0, 1.0], u_shape)
    return {"X": rng.normal(0.0, 2.0, x_shape).astype(dtype), "Index": index,
            "Updates": (signs * rng.uniform(0.5, 2.0, u_shape)).astype(dtype)}


scatter_nd = (
    Function("scatter_nd", "X with the slices named by Index's k-tuples replaced by (or combined with, by "
             "`reduction`) Updates' slices (ONNX's ScatterND). With none, a slice named twice gets one of "
             "its updates.")
    .input("X", "a tensor of numbers", dtypes=NUMBERS)
    .input("Index", "[..., k] tuples of indexes into X's first k axes (negative from the end)",
           **_INDEX)
    .input("Updates", "[*Index.shape[:-1], *X.shape[k:]]: one slice per tuple, of X's dtype", dtypes=NUMBERS)
    .output("Out", "shaped like X", like="X")
    .attribute("reduction", str, "none: replace; add, mul, max, min: combine with X's slice")
    .default("none").one_of(REDUCTIONS)
    .shape(_scatter_nd_shape)
    .oracle("onnx", "ScatterND(X, Index, Updates, reduction=reduction)")
    .kernel(_scatter_nd)
    .grad(_scatter_nd_grad, reads=("X", "Index", "Updates"))
    .test_inputs(_scatter_nd_inputs)
    .example("out = layers.scatter_nd(data('x', [4, 3]), data('i', [2, 1], dtype='int64'), data('u', [2, 3]))")
    .register()
)
